import { Button, Flex } from '@chakra-ui/react';

/** A form's 'Annuleren' and 'Opslaan' (its submit), on the right; 'Opslaan...' while it saves. */
export function FormActions({ busy, onCancel, size = 'sm' }: { busy: boolean; onCancel: () => void; size?: 'xs' | 'sm' }) {
  return (
    <Flex gap="2" justify="flex-end">
      <Button type="button" variant="outline" size={size} disabled={busy} onClick={onCancel}>
        Annuleren
      </Button>
      <Button type="submit" size={size} colorPalette="brand" loading={busy} loadingText="Opslaan...">
        Opslaan
      </Button>
    </Flex>
  );
}
