import { Box, Text } from '@chakra-ui/react';
import Hammer from 'lucide-react/icons/pencil-ruler';

/** Placeholder body of an admin page that is still being built. */
export function InProgressNote({ children = 'Deze pagina is in opbouw.' }: { children?: string }) {
  return (
    <Box
      display="flex"
      alignItems="center"
      gap="3"
      p="5"
      borderWidth="1px"
      borderStyle="dashed"
      borderRadius="l3"
      bg="bg.panel"
      color="fg.muted"
    >
      <Hammer size={20} aria-hidden />
      <Text>{children}</Text>
    </Box>
  );
}
