import { Box, chakra, Stack, Text } from '@chakra-ui/react';
import ChevronDown from 'lucide-react/icons/chevron-down';
import type { FaqItem } from '../content/types';

/**
 * Questions as native disclosure widgets: keyboard and screen-reader support come with the
 * element, it costs no JavaScript, and the answers stay in the prerendered HTML that search
 * engines read (they must match the page's FAQPage JSON-LD).
 */
export function FaqList({ items }: { items: readonly FaqItem[] }) {
  return (
    <Stack gap="3" maxW="3xl" mx="auto">
      {items.map((item) => (
        <chakra.details
          key={item.question}
          bg="bg.panel"
          borderWidth="1px"
          borderColor="border"
          borderRadius="xl"
          _open={{ borderColor: 'brand.border', boxShadow: 'sm' }}
          css={{ '&[open] [data-faq-chevron]': { rotate: '180deg' } }}
        >
          <chakra.summary
            display="flex"
            alignItems="center"
            justifyContent="space-between"
            gap="4"
            px={{ base: '5', md: '6' }}
            py="4"
            cursor="pointer"
            listStyleType="none"
            fontWeight="semibold"
            textStyle={{ base: 'md', md: 'lg' }}
            borderRadius="xl"
            focusVisibleRing="inside"
            css={{ '&::-webkit-details-marker': { display: 'none' } }}
          >
            {item.question}
            <Box
              flexShrink={0}
              color="brand.fg"
              data-faq-chevron=""
              transition="rotate 200ms"
              _motionReduce={{ transition: 'none' }}
            >
              <ChevronDown size={20} aria-hidden />
            </Box>
          </chakra.summary>
          <Text px={{ base: '5', md: '6' }} pb="5" color="fg.muted" lineHeight="tall">
            {item.answer}
          </Text>
        </chakra.details>
      ))}
    </Stack>
  );
}
