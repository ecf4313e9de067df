import { Box, ChakraProvider, Container, Heading, Text } from '@chakra-ui/react';
import { Seo } from '../lib/seo/Seo';
import { adminSystem } from './adminSystem';

/**
 * THE SEAM FOR THE ADMIN TEAM (issue 6): the router renders this for /admin and everything under
 * it, in its own lazily loaded chunk that public pages never download. Replace the body with the
 * admin panel: its own routes (relative, e.g. <Routes><Route path="login" .../></Routes>), Apollo
 * provider, auth guard and layout. The server answers every /admin URL with the admin shell
 * (noindex, rendered in the browser only).
 */
export function AdminEntry() {
  return (
    <ChakraProvider value={adminSystem}>
      <Seo title="Beheer" description="Lead management van Vakleads." keywords={[]} noindex />
      <Box as="main" minHeight="100dvh" bg="bg.subtle">
        <Container maxW="md" py="24">
          <Heading as="h1" size="2xl">
            Beheer
          </Heading>
          <Text color="fg.muted" mt="2">
            Het beheerpaneel wordt hier gebouwd.
          </Text>
        </Container>
      </Box>
    </ChakraProvider>
  );
}
