import { Badge, Link } from '@chakra-ui/react';
import ExternalLink from 'lucide-react/icons/external-link';
import UserRound from 'lucide-react/icons/user-round';
import type { LeadFieldsFragment } from '../../../gql/graphql';
import { mailtoHref, telHref, websiteHref, websiteLabel } from '../../shared/format/contact';
import { Facts, ProfileSection } from '../../shared/ui/ProfileSection';

/**
 * E-mail (mailto), phone (tel) and website (new tab); text that is no valid link stays plain text.
 * The company is in the page header already. A phone that is no valid number (the server checks it,
 * docs/features.md) is shown as typed with a badge saying so.
 */
export function ContactCard({ lead }: { lead: LeadFieldsFragment }) {
  const mail = mailtoHref(lead.email);
  const tel = telHref(lead.phone);
  const site = websiteHref(lead.website);
  return (
    <ProfileSection title="Contactgegevens" icon={<UserRound size={18} aria-hidden />}>
      <Facts
        items={[
          {
            label: 'E-mail',
            key: 'email',
            value: mail ? (
              <Link href={mail} colorPalette="brand" wordBreak="break-all">
                {lead.email}
              </Link>
            ) : (
              lead.email
            ),
          },
          {
            label: 'Telefoon',
            key: 'phone',
            value: lead.phone ? (
              <>
                {tel ? (
                  <Link href={tel} colorPalette="brand">
                    {lead.phone}
                  </Link>
                ) : (
                  lead.phone
                )}
                {lead.phoneInvalid && (
                  <Badge ms="2" colorPalette="orange" data-testid="phone-invalid">
                    Geen geldig nummer
                  </Badge>
                )}
              </>
            ) : null,
          },
          {
            label: 'Website',
            key: 'website',
            value: site ? (
              <Link href={site} target="_blank" rel="noopener noreferrer" colorPalette="brand" wordBreak="break-all">
                {websiteLabel(lead.website ?? '')} <ExternalLink size={14} aria-label="(opent in een nieuw tabblad)" />
              </Link>
            ) : (
              lead.website
            ),
          },
        ]}
      />
    </ProfileSection>
  );
}
