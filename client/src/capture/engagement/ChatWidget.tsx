import { useEffect, useId, useRef, useState } from 'react';
import { Box, Button, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import MessageCircle from 'lucide-react/icons/message-circle';
import X from 'lucide-react/icons/x';
import { DismissButton } from '../../components/DismissButton';
import { openQuickScan } from '../../lib/quickScanEvent';
import { chatTexts as texts } from './engagementTexts';

/**
 * The floating green chat-style button (bottom right) and its panel with three
 * canned messages. The panel is a non-modal dialog: focus moves in when it opens, Escape or the
 * button close it and focus returns to the button.
 */
export function ChatWidget() {
  const [open, setOpen] = useState(false);
  const id = useId();
  const panelId = `${id}-paneel`;
  const titleId = `${id}-titel`;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const actionRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (open) actionRef.current?.focus();
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) toggleRef.current?.focus();
  };

  return (
    <>
      {open && (
        <Box
          id={panelId}
          role="dialog"
          aria-labelledby={titleId}
          data-engagement-chat-panel=""
          position="fixed"
          zIndex="banner"
          right={{ base: '4', md: '6' }}
          bottom={{ base: '20', md: '24' }}
          width="min(22rem, calc(100vw - 2rem))"
          bg="bg.panel"
          borderWidth="1px"
          borderRadius="l3"
          boxShadow="lg"
          overflow="hidden"
          animation="fade-in 0.2s ease-out, slide-from-top 0.2s ease-out"
          _motionReduce={{ animation: 'none' }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.stopPropagation();
              close(true);
            }
          }}
        >
          <Flex align="center" justify="space-between" gap="3" px="4" py="3" bg="green.solid" color="green.contrast">
            <Box>
              <Text id={titleId} as="h2" fontWeight="semibold">
                {texts.title}
              </Text>
              <Text textStyle="xs" opacity={0.9}>
                {texts.subtitle}
              </Text>
            </Box>
            <DismissButton label={texts.close} onClick={() => close(true)} tone="inverted" iconSize={18} />
          </Flex>
          <Stack gap="2" p="4" as="ul" listStyleType="none">
            {texts.messages.map((message) => (
              <Box
                as="li"
                key={message}
                alignSelf="flex-start"
                maxWidth="90%"
                bg="bg.muted"
                borderRadius="l3"
                borderTopLeftRadius="sm"
                px="3"
                py="2"
                textStyle="sm"
              >
                {message}
              </Box>
            ))}
          </Stack>
          <Box px="4" pb="4">
            <Button
              ref={actionRef}
              colorPalette="green"
              width="full"
              onClick={() => {
                close(false);
                openQuickScan(texts.button);
              }}
            >
              {texts.button}
            </Button>
          </Box>
        </Box>
      )}
      <chakra.button
        ref={toggleRef}
        type="button"
        aria-label={texts.toggle}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        data-engagement-chat-button=""
        onClick={() => setOpen((current) => !current)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) close(true);
        }}
        position="fixed"
        zIndex="banner"
        right={{ base: '4', md: '6' }}
        bottom={{ base: '4', md: '6' }}
        display="inline-flex"
        alignItems="center"
        justifyContent="center"
        boxSize="14"
        borderRadius="full"
        bg="green.solid"
        color="green.contrast"
        boxShadow="lg"
        cursor="pointer"
        transition="transform 150ms"
        _hover={{ transform: 'scale(1.05)' }}
        _motionReduce={{ transition: 'none', _hover: { transform: 'none' } }}
        focusVisibleRing="outside"
      >
        {open ? <X size={24} aria-hidden /> : <MessageCircle size={26} aria-hidden />}
      </chakra.button>
    </>
  );
}
