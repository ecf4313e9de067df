import { useRef } from 'react';
import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import CircleCheck from 'lucide-react/icons/circle-check';
import { openQuickScan } from '../../lib/quickScanEvent';
import { exitPopupTexts as texts } from './engagementTexts';
import { PopupDialog } from './PopupDialog';

/** The exit-intent popup. Its button opens the quick scan and closes the popup. */
export function ExitIntentPopup({ onClose }: { onClose: () => void }) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <PopupDialog kind="exit" title={texts.title} description={texts.intro} onClose={onClose} initialFocusRef={buttonRef}>
      <Stack gap="5">
        <Stack as="ul" gap="2.5" listStyleType="none">
          {texts.benefits.map((benefit) => (
            <Flex as="li" key={benefit} alignItems="center" gap="2.5">
              <Box color="green.fg" flexShrink={0}>
                <CircleCheck size={20} aria-hidden />
              </Box>
              {benefit}
            </Flex>
          ))}
        </Stack>
        <Text textStyle="sm" color="fg.muted">
          {texts.promise}
        </Text>
        <Flex gap="3">
          {texts.stats.map((stat) => (
            <Box key={stat.label} flex="1" bg="brand.subtle" borderRadius="l2" px="3" py="2.5" textAlign="center">
              <Text fontSize="2xl" fontWeight="bold" color="brand.fg" lineHeight="short">
                {stat.value}
              </Text>
              <Text textStyle="sm" color="fg.muted">
                {stat.label}
              </Text>
            </Box>
          ))}
        </Flex>
        <Button
          ref={buttonRef}
          size="lg"
          width="full"
          onClick={() => {
            onClose();
            openQuickScan(texts.button);
          }}
        >
          {texts.button}
        </Button>
      </Stack>
    </PopupDialog>
  );
}
