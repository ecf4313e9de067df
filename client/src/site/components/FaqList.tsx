import { Box, chakra, Stack, Text } from '@chakra-ui/react';
import ChevronDown from 'lucide-react/icons/chevron-down';
import type { FaqItem } from '../content/types';

/**
 * Questions that open on click. Native <details>: keyboard and screen-reader support without a
 * line of JavaScript, and the answers stay in the HTML for search engines (and match the
 * FAQPage JSON-LD, which must quote them as shown).
 */
export function FaqList({ items }: { items: readonly FaqItem[] }) {
  return (
    <Stack as="ul" listStyleType="none" gap="3" maxW="3xl" mx="auto">
      {items.map((item) => (
        <li key={item.question}>
          <chakra.details
            bg="bg.panel"
            borderWidth="1px"
            borderColor="border"
            borderRadius="xl"
            transition="border-color 150ms"
            _open={{ borderColor: 'brand.border', '& [data-faq-chevron]': { rotate: '180deg' } }}
          >
            <chakra.summary
              display="flex"
              alignItems="center"
              justifyContent="space-between"
              gap="4"
              px={{ base: '5', md: '6' }}
              py="4"
              cursor="pointer"
              fontWeight="semibold"
              listStyleType="none"
              borderRadius="xl"
              focusVisibleRing="inside"
              _hover={{ color: 'brand.fg' }}
              css={{ '&::-webkit-details-marker': { display: 'none' } }}
            >
              <Text as="span">{item.question}</Text>
              <Box data-faq-chevron color="fg.muted" flexShrink={0} transition="rotate 150ms">
                <ChevronDown size={20} aria-hidden />
              </Box>
            </chakra.summary>
            <Text px={{ base: '5', md: '6' }} pb="5" color="fg.muted" textWrap="pretty">
              {item.answer}
            </Text>
          </chakra.details>
        </li>
      ))}
    </Stack>
  );
}
