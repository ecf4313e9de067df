import { Box, Flex } from '@chakra-ui/react';

/** Shown only while no page is on screen yet: a navigation keeps the old page until the next one has loaded. */
export function PageLoading() {
  return (
    <Flex minHeight="70vh" align="center" justify="center" role="status" aria-label="Pagina wordt geladen">
      <Box
        boxSize="8"
        borderRadius="full"
        borderWidth="3px"
        borderColor="brand.muted"
        borderTopColor="brand.solid"
        animation="spin"
      />
    </Flex>
  );
}
