import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { PanelEmpty } from './Panel';
import { ShareBar } from './ShareBar';

export interface ShareItem {
  key: string;
  label: string;
  count: number;
  percent: number;
  /** Chakra palette of the bar (default brand). */
  palette?: string;
}

/**
 * A ranked list with a bar per item ('Quick scan · 12 · 60%'): sources, qualifications, budgets,
 * business types, timelines, challenges. The bars are decorative: the figures are
 * in the text.
 */
export function ShareList({
  items,
  empty,
  unit = ['lead', 'leads'],
}: {
  items: readonly ShareItem[];
  empty: string;
  unit?: readonly [string, string];
}) {
  if (items.length === 0) return <PanelEmpty>{empty}</PanelEmpty>;
  return (
    <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
      {items.map((item) => (
        <Box as="li" key={item.key} data-share={item.key}>
          <Flex justify="space-between" gap="3" mb="1" textStyle="sm">
            <Text fontWeight="medium" minW="0" truncate title={item.label}>
              {item.label}
            </Text>
            <Text color="fg.muted" flexShrink={0} fontVariantNumeric="tabular-nums">
              <span data-count>{item.count}</span> {item.count === 1 ? unit[0] : unit[1]} · <span data-percent>{item.percent}%</span>
            </Text>
          </Flex>
          <ShareBar percent={item.percent} palette={item.palette} />
        </Box>
      ))}
    </Stack>
  );
}
