import { Text } from '@chakra-ui/react';
import Compass from 'lucide-react/icons/compass';
import type { LeadFieldsFragment } from '../../../gql/graphql';
import { formatDateTime } from '../../shared/format/dates';
import { attributionSummary } from '../../shared/lead/attribution';
import { Facts, ProfileSection } from '../../shared/ui/ProfileSection';

/** Where the lead came from: channel, campaign, click id, landing page (docs/lead-api.md, "Attribution"). */
export function AttributionCard({ lead }: { lead: LeadFieldsFragment }) {
  const summary = attributionSummary(lead.attribution);
  const attribution = lead.attribution;
  return (
    <ProfileSection title="Herkomst" icon={<Compass size={18} aria-hidden />}>
      {summary && attribution ? (
        <Facts
          items={[
            { label: 'Kanaal', key: 'channel', value: summary.channel },
            { label: 'Campagne', key: 'campaign', value: summary.campaign },
            { label: 'Bron / medium', key: 'sourceMedium', value: summary.sourceMedium },
            { label: 'Klik-ID', key: 'clickId', value: summary.clickId },
            { label: 'Landingspagina', key: 'landingPage', value: summary.landingPage },
            { label: 'Verwijzer', key: 'referrer', value: summary.referrer },
            { label: 'Eerste bezoek', key: 'firstAt', value: formatDateTime(attribution.first.at) },
            ...(attribution.last.at !== attribution.first.at
              ? [{ label: 'Laatste bezoek', key: 'lastAt', value: formatDateTime(attribution.last.at) }]
              : []),
          ]}
        />
      ) : (
        <Text color="fg.muted">Geen herkomst bekend: deze lead is van voor de registratie ervan.</Text>
      )}
    </ProfileSection>
  );
}
