import { Link } from 'react-router-dom';
import { Box, chakra, Container, Flex, Text } from '@chakra-ui/react';
import ArrowUp from 'lucide-react/icons/arrow-up';
import { paths } from '../../lib/paths';
import { company } from '../../lib/company';
import { footerLinkStyles as linkStyles } from './footerLinkStyles';
import { FooterColumns } from './FooterColumns';
import { offScreenUntilNear } from './offScreenUntilNear';

/** The copyright year is fixed (2024) by the brief, not the current year. */
const COPYRIGHT_YEAR = 2024;

export function Footer() {
  return (
    <Box as="footer" bg="bg.subtle" borderTopWidth="1px" borderColor="border" mt="auto" css={offScreenUntilNear}>
      <Container maxW="7xl" py={{ base: '12', md: '16' }}>
        <FooterColumns />

        <Flex
          mt={{ base: '10', md: '14' }}
          pt="6"
          borderTopWidth="1px"
          borderColor="border"
          direction={{ base: 'column', md: 'row' }}
          align={{ base: 'flex-start', md: 'center' }}
          justify="space-between"
          gap="4"
          textStyle="sm"
          color="fg.muted"
        >
          <Text>
            © {COPYRIGHT_YEAR} {company.name}. Alle rechten voorbehouden.
          </Text>
          <Flex align="center" gap="6" wrap="wrap">
            <chakra.a asChild {...linkStyles}>
              <Link to={paths.privacy.getHref()}>Privacy Beleid</Link>
            </chakra.a>
            <chakra.a asChild {...linkStyles}>
              <Link to={paths.terms.getHref()}>Algemene Voorwaarden</Link>
            </chakra.a>
            {/* A plain link to the top of the page: it works without any script. */}
            <chakra.a
              href="#"
              aria-label="Terug naar boven"
              display="inline-flex"
              boxSize="10"
              alignItems="center"
              justifyContent="center"
              borderRadius="full"
              bg="brand.solid"
              color="brand.contrast"
              cursor="pointer"
              _hover={{ bg: 'brand.solid/90' }}
              focusVisibleRing="outside"
            >
              <ArrowUp size={18} aria-hidden />
            </chakra.a>
          </Flex>
        </Flex>
      </Container>
    </Box>
  );
}
