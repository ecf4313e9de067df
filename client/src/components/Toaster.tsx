import { useSyncExternalStore } from 'react';
import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import CircleCheck from 'lucide-react/icons/circle-check';
import CircleAlert from 'lucide-react/icons/circle-alert';
import Info from 'lucide-react/icons/info';
import { DismissButton } from './DismissButton';
import { getServerSnapshot, toaster, type ToastType } from '../lib/toaster';

const icons: Record<ToastType, typeof Info> = { success: CircleCheck, error: CircleAlert, info: Info };
const palettes: Record<ToastType, string> = { success: 'green', error: 'red', info: 'brand' };

/**
 * Renders the toasts of lib/toaster. The live region is always in the page, so screen readers
 * announce a toast the moment it is added.
 */
export function Toaster() {
  const toasts = useSyncExternalStore(toaster.subscribe, toaster.getSnapshot, getServerSnapshot);
  return (
    <Stack
      role="region"
      aria-label="Meldingen"
      aria-live="polite"
      position="fixed"
      zIndex="toast"
      bottom={{ base: '4', md: '6' }}
      insetX={{ base: '4', md: 'auto' }}
      right={{ md: '6' }}
      width={{ md: 'sm' }}
      gap="3"
      pointerEvents="none"
    >
      {toasts.map((toast) => {
        const Icon = icons[toast.type];
        return (
          <Flex
            key={toast.id}
            role={toast.type === 'error' ? 'alert' : 'status'}
            colorPalette={palettes[toast.type]}
            bg="bg.panel"
            borderWidth="1px"
            borderColor="colorPalette.border"
            borderLeftWidth="4px"
            borderLeftColor="colorPalette.solid"
            borderRadius="l3"
            boxShadow="lg"
            p="4"
            gap="3"
            alignItems="flex-start"
            pointerEvents="auto"
            animation="fade-in 0.2s ease-out, slide-from-top 0.2s ease-out"
          >
            <Box color="colorPalette.fg" mt="0.5" flexShrink={0}>
              <Icon size={20} aria-hidden />
            </Box>
            <Box flex="1">
              <Text fontWeight="semibold">{toast.title}</Text>
              {toast.description && (
                <Text textStyle="sm" color="fg.muted">
                  {toast.description}
                </Text>
              )}
            </Box>
            <DismissButton label="Melding sluiten" onClick={() => toaster.dismiss(toast.id)} />
          </Flex>
        );
      })}
    </Stack>
  );
}
