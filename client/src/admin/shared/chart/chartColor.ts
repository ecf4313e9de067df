import type { UseChartReturn } from '@chakra-ui/charts';

type ChartColors = Pick<UseChartReturn<unknown>, 'color'>;

/**
 * A Chakra colour token as the CSS value recharts draws with. `useChart().color` is typed `any` by
 * @chakra-ui/charts; it returns the token's CSS variable, or the key itself when it names no token.
 */
export function chartColor(chart: ChartColors, key: Parameters<ChartColors['color']>[0]): string | undefined {
  const value: unknown = chart.color(key);
  return typeof value === 'string' ? value : undefined;
}
