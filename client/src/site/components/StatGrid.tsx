import { Grid, Stack, Text } from '@chakra-ui/react';
import type { Stat } from '../content/types';

/** Headline figures as a definition list: the figure large, its label below. */
export function StatGrid({ stats, columns = stats.length }: { stats: readonly Stat[]; columns?: number }) {
  return (
    <Grid
      as="dl"
      templateColumns={{ base: 'repeat(2, 1fr)', md: `repeat(${columns}, 1fr)` }}
      gap={{ base: '3', md: columns > 2 ? '6' : '4' }}
    >
      {stats.map((stat) => (
        <Stack
          key={stat.label}
          gap="1"
          bg="bg.panel"
          borderWidth="1px"
          borderColor="border"
          borderRadius="2xl"
          px={{ base: '4', md: '6' }}
          py={{ base: '5', md: '6' }}
        >
          <Text as="dt" order={2} textStyle="sm" color="fg.muted">
            {stat.label}
          </Text>
          <Text
            as="dd"
            order={1}
            fontSize={{ base: '3xl', md: '4xl' }}
            fontWeight="extrabold"
            letterSpacing="-0.03em"
            color="brand.fg"
            lineHeight="1.1"
          >
            {stat.value}
          </Text>
        </Stack>
      ))}
    </Grid>
  );
}
