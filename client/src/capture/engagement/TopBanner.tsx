import { useEffect, useState } from 'react';
import { Box, Button, chakra, Container, Flex, Text } from '@chakra-ui/react';
import Flame from 'lucide-react/icons/flame';
import { DismissButton } from '../../components/DismissButton';
import { openQuickScan } from '../../lib/quickScanEvent';
import { bannerTexts as texts } from './engagementTexts';
import { countdownDuration, formatCountdown, weeklyCountdown } from './weeklyCountdown';

/** Re-renders every second with the current time. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * The desktop top banner, just under the fixed navbar, with the weekly countdown
 * to Monday 00:00 (Amsterdam), the '7 spots' claim and a 'Start scan' button. The ticking time is
 * a `timer` (not announced on every tick). While it shows, anchored sections scroll clear of it.
 */
export function TopBanner({ onDismiss }: { onDismiss: () => void }) {
  const now = useNow();
  const left = weeklyCountdown(now);

  useEffect(() => {
    const root = document.documentElement;
    const previous = root.style.scrollPaddingTop;
    root.style.scrollPaddingTop = '7rem';
    return () => {
      root.style.scrollPaddingTop = previous;
    };
  }, []);

  return (
    <Box
      role="region"
      aria-label="Aanbieding van deze week"
      data-engagement-banner=""
      position="fixed"
      top="16"
      insetX="0"
      zIndex="banner"
      bg="brand.solid"
      color="brand.contrast"
      boxShadow="sm"
      animation="fade-in 0.3s ease-out"
      _motionReduce={{ animation: 'none' }}
    >
      <Container maxW="7xl">
        <Flex height="11" align="center" justify="center" gap="4" textStyle="sm" position="relative" pe="10">
          <Flex align="center" gap="2" fontWeight="semibold">
            <Flame size={16} aria-hidden />
            <Text>{texts.claim}</Text>
          </Flex>
          <Text aria-hidden opacity={0.6}>
            ·
          </Text>
          <Text>
            {texts.countdownLabel}{' '}
            <chakra.time
              role="timer"
              dateTime={countdownDuration(left)}
              fontVariantNumeric="tabular-nums"
              fontWeight="semibold"
              data-engagement-countdown=""
            >
              {formatCountdown(left)}
            </chakra.time>
          </Text>
          <Button size="xs" variant="solid" colorPalette="gray" onClick={() => openQuickScan(texts.button)}>
            {texts.button}
          </Button>
          <DismissButton label={texts.dismiss} onClick={onDismiss} tone="inverted" position="absolute" right="0" />
        </Flex>
      </Container>
    </Box>
  );
}
