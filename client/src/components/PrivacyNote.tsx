import { Text, chakra } from '@chakra-ui/react';
import { paths } from '../lib/paths';

/**
 * The line every form that asks for personal data shows: why we ask, and where the privacy
 * statement is. A link, not a checkbox: the basis is the visitor's own request (see /privacy).
 */
export function PrivacyNote({ purpose = 'om je aanvraag te beantwoorden', onNavigate }: { purpose?: string; onNavigate?: () => void }) {
  return (
    <Text textStyle="xs" color="fg.muted" data-privacy-note>
      We gebruiken je gegevens alleen {purpose} en delen ze met niemand. Lees onze{' '}
      <chakra.span color="brand.fg" textDecoration="underline" asChild>
        <a href={paths.privacy.getHref()} onClick={onNavigate}>
          privacyverklaring
        </a>
      </chakra.span>
      .
    </Text>
  );
}
