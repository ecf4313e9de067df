import { Button } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import Info from 'lucide-react/icons/info';
import PhoneCall from 'lucide-react/icons/phone-call';
import { AdminRecordContactDocument, type LeadFieldsFragment } from '../../../gql/graphql';
import { toaster } from '../../../lib/toaster';
import { formatDateTime } from '../../shared/format/dates';
import { formatEuro } from '../../shared/format/money';
import { pipelineColumnTitles, sourceLabels } from '../../shared/lead/leadLabels';
import { OutcomeBadge } from '../../shared/ui/LeadBadges';
import { Facts, ProfileSection } from '../../shared/ui/ProfileSection';
import { failureToast } from '../../shared/apollo/errorToast';

/**
 * Where the lead stands: status, outcome, value, source and dates. 'Contact gehad' records a contact
 * now (speed to lead counts the first one, as it counts a first move out of Nieuw).
 */
export function LeadInfoCard({ lead }: { lead: LeadFieldsFragment }) {
  const [recordContact, { loading }] = useMutation(AdminRecordContactDocument);
  const record = async () => {
    try {
      await recordContact({ variables: { id: lead.id } });
      toaster.create({ type: 'success', title: 'Contact vastgelegd' });
    } catch (error) {
      failureToast('Fout bij opslaan', error, 'Kon het contact niet vastleggen.');
    }
  };
  return (
    <ProfileSection
      title="Lead informatie"
      icon={<Info size={18} aria-hidden />}
      actions={
        <Button size="xs" variant="outline" loading={loading} onClick={() => void record()}>
          <PhoneCall aria-hidden /> Contact gehad
        </Button>
      }
    >
      <Facts
        items={[
          // The status badge sits in the page header (one per page); here the board column in words.
          { label: 'Pipeline-fase', key: 'status', value: pipelineColumnTitles[lead.status] },
          { label: 'Uitkomst', key: 'outcome', value: <OutcomeBadge outcome={lead.outcome} /> },
          {
            label: 'Waarde',
            key: 'value',
            value: `${formatEuro(lead.value)} · ${lead.packageLabel}${lead.valueIsCustom ? ' (handmatig)' : ''}`,
          },
          { label: 'Bron', key: 'source', value: sourceLabels[lead.source] },
          { label: 'Aangemaakt', key: 'createdAt', value: formatDateTime(lead.createdAt) },
          { label: 'Laatste contact', key: 'lastContact', value: lead.lastContact ? formatDateTime(lead.lastContact) : 'Nog geen contact' },
          { label: 'Bijgewerkt', key: 'updatedAt', value: formatDateTime(lead.updatedAt) },
          ...(lead.budget ? [{ label: 'Budget (formulier)', key: 'budget', value: lead.budget }] : []),
          ...(lead.message ? [{ label: 'Bericht', key: 'message', value: lead.message }] : []),
        ]}
      />
    </ProfileSection>
  );
}
