import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import type { FeatureItem } from '../content/types';

/** Icon, title and text: services, frustrations, why-us and benefit grids. */
export function FeatureCard({ item, palette = 'brand' }: { item: FeatureItem; palette?: 'brand' | 'orange' }) {
  return (
    <Box
      as="li"
      listStyleType="none"
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border"
      borderRadius="2xl"
      p={{ base: '6', md: '7' }}
      colorPalette={palette}
    >
      <Flex boxSize="11" align="center" justify="center" borderRadius="xl" bg="colorPalette.subtle" color="colorPalette.fg">
        <item.icon size={22} aria-hidden />
      </Flex>
      <Heading as="h3" size="lg" fontWeight="bold" mt="5">
        {item.title}
      </Heading>
      <Text color="fg.muted" mt="2">
        {item.description}
      </Text>
    </Box>
  );
}
