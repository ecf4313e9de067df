import { Text } from '@chakra-ui/react';
import MousePointerClick from 'lucide-react/icons/mouse-pointer-click';
import type { LeadFieldsFragment, LeadSource } from '../../../gql/graphql';
import { formatDateTime } from '../../shared/format/dates';
import { Facts, ProfileSection } from '../../shared/ui/ProfileSection';

const afterwards: Record<LeadSource, string> = {
  QUICKSCAN: 'vroeg daarna de gratis quick scan aan',
  CONTACT: 'vulde daarna het contactformulier in',
  WHATSAPP: 'nam daarna contact op via WhatsApp',
};

type Click = NonNullable<LeadFieldsFragment['buttonClick']>;

/** 'Klikte op ‘Start Gratis Audit’ op de pagina ‘Tarieven’ (/tarieven) op 5 mrt 2025, 14:03 en vroeg daarna de gratis quick scan aan.' */
export function journeySentence(click: Click, source: LeadSource): string {
  return `Klikte op ‘${click.buttonText}’ op de pagina ‘${click.pageTitle}’ (${click.pagePath}) op ${formatDateTime(click.timestamp)} en ${afterwards[source]}.`;
}

/** Which button brought the lead in, on which page, and when (click-info card). */
export function ClickInfoCard({ lead }: { lead: LeadFieldsFragment }) {
  const click = lead.buttonClick;
  return (
    <ProfileSection title="Klik-informatie" icon={<MousePointerClick size={18} aria-hidden />}>
      {click ? (
        <>
          <Facts
            items={[
              { label: 'Knoptekst', key: 'buttonText', value: click.buttonText },
              { label: 'Pagina', key: 'pagePath', value: click.pagePath },
              { label: 'Paginatitel', key: 'pageTitle', value: click.pageTitle },
              { label: 'Tijdstip', key: 'clickedAt', value: formatDateTime(click.timestamp) },
            ]}
          />
          <Text mt="4" p="3" borderRadius="l2" bg="bg.muted" textStyle="sm" data-testid="journey">
            {journeySentence(click, lead.source)}
          </Text>
        </>
      ) : (
        <Text color="fg.muted">Geen klikgegevens bekend voor deze lead.</Text>
      )}
    </ProfileSection>
  );
}
