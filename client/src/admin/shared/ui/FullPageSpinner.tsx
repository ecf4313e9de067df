import { Center, Spinner, Stack, Text } from '@chakra-ui/react';

/** While the panel finds out who is signed in (the guard). */
export function FullPageSpinner({ label = 'Laden...' }: { label?: string }) {
  return (
    <Center minH="100dvh" bg="bg.subtle">
      <Stack align="center" gap="3" role="status" aria-live="polite">
        <Spinner size="lg" color="brand.solid" borderWidth="3px" aria-hidden />
        <Text color="fg.muted" textStyle="sm">
          {label}
        </Text>
      </Stack>
    </Center>
  );
}
