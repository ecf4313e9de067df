import { Link } from 'react-router-dom';
import { Box, Flex } from '@chakra-ui/react';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { paths } from '../../app/paths';

/** Home › Resultaten › {current}: where a case page sits (also given to search engines as JSON-LD). */
export function Breadcrumb({ current }: { current: string }) {
  const links = [
    { label: 'Home', href: paths.home.getHref() },
    { label: 'Resultaten', href: paths.results.getHref() },
  ];
  return (
    <Box as="nav" aria-label="Kruimelpad" mb="6">
      <Flex as="ol" listStyleType="none" align="center" gap="1.5" wrap="wrap" textStyle="sm" color="fg.muted">
        {links.map((link) => (
          <Flex as="li" key={link.href} align="center" gap="1.5">
            <Box asChild borderRadius="l1" _hover={{ color: 'fg', textDecoration: 'underline' }} focusVisibleRing="outside">
              <Link to={link.href}>{link.label}</Link>
            </Box>
            <ChevronRight size={14} aria-hidden />
          </Flex>
        ))}
        <Box as="li" color="fg" fontWeight="medium" aria-current="page">
          {current}
        </Box>
      </Flex>
    </Box>
  );
}
