import { Link } from 'react-router-dom';
import { Box, Flex, Text } from '@chakra-ui/react';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { paths } from '../../app/paths';

/** Home › Diensten › page: the visible trail that the page's BreadcrumbList JSON-LD describes. */
export function Breadcrumbs({ current }: { current: string }) {
  return (
    <Box as="nav" aria-label="Kruimelpad" textStyle="sm">
      <Flex as="ol" listStyleType="none" align="center" gap="1.5" color="fg.muted" wrap="wrap">
        <li>
          <Box asChild _hover={{ color: 'fg', textDecoration: 'underline' }} focusVisibleRing="outside" borderRadius="l1">
            <Link to={paths.home.getHref()}>Home</Link>
          </Box>
        </li>
        <Flex as="li" align="center" gap="1.5">
          <ChevronRight size={14} aria-hidden />
          Diensten
        </Flex>
        <Flex as="li" align="center" gap="1.5">
          <ChevronRight size={14} aria-hidden />
          <Text as="span" color="fg" fontWeight="medium" aria-current="page">
            {current}
          </Text>
        </Flex>
      </Flex>
    </Box>
  );
}
