import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import type { TimelineItem } from '../content/types';

/** The company's story, year by year: a vertical line with a marker per year. */
export function Timeline({ items }: { items: readonly TimelineItem[] }) {
  return (
    <Box as="ol" listStyleType="none" maxW="3xl" mx="auto" position="relative">
      {items.map((item, index) => {
        const last = index === items.length - 1;
        return (
          <Flex as="li" key={item.year} gap={{ base: '4', md: '6' }} position="relative" pb={last ? '0' : { base: '8', md: '10' }}>
            {!last && (
              <Box position="absolute" top="14" bottom="0" left={{ base: '7', md: '8' }} width="2px" bg="brand.emphasized" aria-hidden />
            )}
            <Flex
              flexShrink={0}
              boxSize={{ base: '14', md: '16' }}
              borderRadius="full"
              bg={last ? 'brand.solid' : 'bg.panel'}
              color={last ? 'brand.contrast' : 'brand.fg'}
              borderWidth="2px"
              borderColor="brand.solid"
              align="center"
              justify="center"
              fontWeight="extrabold"
              textStyle={{ base: 'sm', md: 'md' }}
              position="relative"
            >
              {item.year}
            </Flex>
            <Box
              bg="bg.panel"
              borderWidth="1px"
              borderColor="border"
              borderRadius="2xl"
              p={{ base: '5', md: '6' }}
              flex="1"
              mt={{ base: '1', md: '2' }}
            >
              <Heading as="h3" size="lg" fontWeight="bold">
                {item.title}
              </Heading>
              <Text color="fg.muted" mt="2" textWrap="pretty">
                {item.description}
              </Text>
            </Box>
          </Flex>
        );
      })}
    </Box>
  );
}
