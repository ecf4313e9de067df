import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import TrendingUp from 'lucide-react/icons/trending-up';
import { DismissButton } from '../../components/DismissButton';
import { socialProofTexts as texts } from './engagementTexts';
import type { SocialProofEntry } from './socialProof';

/**
 * The social-proof toast (desktop only), bottom left so it never meets the
 * chat button or the site's own toasts. Its live region stays in the page and is polite, so a
 * screen reader mentions a new entry once, after what it is reading.
 */
export function SocialProofToast({ entry, onDismiss }: { entry: SocialProofEntry | null; onDismiss: () => void }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      aria-atomic="true"
      position="fixed"
      zIndex="banner"
      left="6"
      bottom="6"
      width="xs"
      pointerEvents="none"
    >
      {entry && (
        <Flex
          data-engagement-social-proof=""
          gap="3"
          p="4"
          bg="bg.panel"
          borderWidth="1px"
          borderRadius="l3"
          boxShadow="lg"
          alignItems="flex-start"
          pointerEvents="auto"
          animation="fade-in 0.3s ease-out, slide-from-top 0.3s ease-out"
          _motionReduce={{ animation: 'none' }}
        >
          <Flex boxSize="9" flexShrink={0} align="center" justify="center" borderRadius="full" bg="green.subtle" color="green.fg">
            <TrendingUp size={18} aria-hidden />
          </Flex>
          <Box flex="1" textStyle="sm">
            <Text fontWeight="semibold">
              {entry.company} <chakra.span srOnly>({texts.label})</chakra.span>
            </Text>
            <Text color="fg.muted">
              {entry.industry}: {entry.result}
            </Text>
            <chakra.a
              asChild
              color="brand.fg"
              fontWeight="medium"
              textDecoration="underline"
              textUnderlineOffset="2px"
              focusVisibleRing="outside"
            >
              <a href={entry.href}>{texts.link}</a>
            </chakra.a>
          </Box>
          <DismissButton label={texts.dismiss} onClick={onDismiss} />
        </Flex>
      )}
    </Box>
  );
}
