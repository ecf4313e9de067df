import { Grid, Stack, Text, type GridProps } from '@chakra-ui/react';
import type { Stat } from '../content/types';

/** Headline figures as a description list (figure first on screen, label first for readers). */
export function StatGrid({ stats, ...gridProps }: { stats: readonly Stat[] } & GridProps) {
  return (
    <Grid as="dl" templateColumns="repeat(2, 1fr)" gap={{ base: '3', md: '4' }} {...gridProps}>
      {stats.map((stat) => (
        <Stack
          key={stat.label}
          gap="1"
          bg="bg.panel"
          borderWidth="1px"
          borderColor="border"
          borderRadius="xl"
          px={{ base: '4', md: '6' }}
          py={{ base: '4', md: '5' }}
        >
          <Text as="dt" order={2} textStyle="sm" color="fg.muted">
            {stat.label}
          </Text>
          <Text as="dd" order={1} fontSize={{ base: '2xl', md: '3xl' }} fontWeight="extrabold" letterSpacing="-0.02em" lineHeight="short">
            {stat.value}
          </Text>
        </Stack>
      ))}
    </Grid>
  );
}
