import { Link } from 'react-router-dom';
import { Box, Button, Container, Heading, Text } from '@chakra-ui/react';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { paths } from '../../lib/paths';
import { Seo } from '../../lib/seo/Seo';

/** Any unknown route (served with HTTP 404 by the server; the browser entry logs the path as a warning). */
export function NotFoundPage() {
  return (
    <Container maxW="2xl" py={{ base: '32', md: '40' }} textAlign="center">
      <Seo
        title="Pagina niet gevonden"
        description="Deze pagina bestaat niet (meer). Ga terug naar de homepage van Vakleads voor online marketing voor vakmensen."
        keywords={['404', 'pagina niet gevonden']}
        noindex
      />
      <Text
        aria-hidden
        fontSize={{ base: '6rem', md: '8rem' }}
        fontWeight="extrabold"
        lineHeight="1"
        letterSpacing="-0.04em"
        color="brand.fg"
      >
        404
      </Text>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} mt="4">
        <Box as="span" srOnly>
          404:{' '}
        </Box>
        Oops! Page not found
      </Heading>
      <Text color="fg.muted" mt="3" textStyle="lg">
        De pagina die je zoekt bestaat niet of is verplaatst.
      </Text>
      <Button asChild size="lg" mt="8">
        <Link to={paths.home.getHref()}>
          <ArrowLeft aria-hidden />
          Return to Home
        </Link>
      </Button>
    </Container>
  );
}
