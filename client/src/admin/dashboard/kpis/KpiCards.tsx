import type { ReactNode } from 'react';
import { Box, Flex, SimpleGrid, Text } from '@chakra-ui/react';
import ArrowDownRight from 'lucide-react/icons/arrow-down-right';
import ArrowUpRight from 'lucide-react/icons/arrow-up-right';
import ClipboardCheck from 'lucide-react/icons/clipboard-check';
import Flame from 'lucide-react/icons/flame';
import Gauge from 'lucide-react/icons/gauge';
import Gem from 'lucide-react/icons/gem';
import Minus from 'lucide-react/icons/minus';
import TrendingUp from 'lucide-react/icons/trending-up';
import Users from 'lucide-react/icons/users';
import type { AdminDashboardQuery } from '../../../gql/graphql';
import { describeChange, formatKpiValue, type KpiChangeFigures, type KpiKind } from './kpiChange';

type Dashboard = AdminDashboardQuery['dashboard'];
type KpiName = keyof NonNullable<Dashboard['changes']> & keyof Dashboard;

interface KpiDefinition {
  name: KpiName;
  title: string;
  kind: KpiKind;
  icon: ReactNode;
  palette: string;
  /** The line under the figure. */
  note: (dashboard: Dashboard) => ReactNode;
}

/** The six KPI cards, in order. */
const KPIS: readonly KpiDefinition[] = [
  { name: 'totalLeads', title: 'Totaal Leads', kind: 'count', icon: <Users />, palette: 'brand', note: () => 'in deze periode' },
  {
    name: 'surveyCompletionRate',
    title: 'Survey Compleet %',
    kind: 'rate',
    icon: <ClipboardCheck />,
    palette: 'purple',
    note: () => 'van de leads vulde de survey in',
  },
  {
    name: 'averageScore',
    title: 'Gemiddelde Score',
    kind: 'score',
    icon: <Gauge />,
    palette: 'teal',
    note: () => 'van 100, over leads met een score',
  },
  {
    name: 'hotLeads',
    title: 'Hot Leads',
    kind: 'count',
    icon: <Flame />,
    palette: 'red',
    note: (d) => (
      <>
        <Box as="span" data-action-required fontWeight="semibold" color={d.priorityLeads > 0 ? 'fg.error' : undefined}>
          {d.priorityLeads}
        </Box>{' '}
        actie vereist
      </>
    ),
  },
  {
    name: 'conversionRate',
    title: 'Conversie Ratio',
    kind: 'rate',
    icon: <TrendingUp />,
    palette: 'green',
    note: () => 'gekwalificeerd van het totaal',
  },
  {
    name: 'highValueLeads',
    title: 'High Value',
    kind: 'count',
    icon: <Gem />,
    palette: 'orange',
    note: () => 'hot leads met investeringsbudget',
  },
];

const directionStyle = {
  up: { palette: 'green', icon: <ArrowUpRight aria-hidden size={14} /> },
  down: { palette: 'red', icon: <ArrowDownRight aria-hidden size={14} /> },
  flat: { palette: 'gray', icon: <Minus aria-hidden size={14} /> },
} as const;

function ChangeLabel({ change, kind }: { change: KpiChangeFigures | undefined; kind: KpiKind }) {
  if (!change) {
    return (
      <Text textStyle="xs" color="fg.muted" data-change="none">
        Geen vorige periode om mee te vergelijken
      </Text>
    );
  }
  const { text, direction, description } = describeChange(change, kind);
  const style = directionStyle[direction];
  return (
    <Flex align="center" gap="1.5" wrap="wrap" textStyle="xs" title={description}>
      <Flex
        as="span"
        align="center"
        gap="0.5"
        px="1.5"
        py="0.5"
        borderRadius="l1"
        colorPalette={style.palette}
        bg="colorPalette.subtle"
        color="colorPalette.fg"
        fontWeight="semibold"
        fontVariantNumeric="tabular-nums"
        data-change={direction}
        aria-hidden
      >
        {style.icon}
        {text}
      </Flex>
      <Text as="span" color="fg.muted" aria-hidden>
        t.o.v. vorige periode
      </Text>
      <Box as="span" srOnly>
        {description}
      </Box>
    </Flex>
  );
}

/** The six KPI cards, each with its real change against the previous period (from the server). */
export function KpiCards({ dashboard }: { dashboard: Dashboard }) {
  return (
    <SimpleGrid as="ul" columns={{ base: 2, xl: 3 }} gap={{ base: '3', md: '4' }} listStyleType="none" m="0" p="0" aria-label="Kerncijfers">
      {KPIS.map((kpi) => (
        <Box
          as="li"
          key={kpi.name}
          data-kpi={kpi.name}
          p={{ base: '4', md: '5' }}
          borderWidth="1px"
          borderRadius="l3"
          bg="bg.panel"
          minW="0"
        >
          <Flex justify="space-between" align="flex-start" gap="3">
            <Text textStyle="sm" fontWeight="medium" color="fg.muted">
              {kpi.title}
            </Text>
            <Flex
              boxSize={{ base: '7', md: '9' }}
              flexShrink={0}
              align="center"
              justify="center"
              borderRadius="l2"
              colorPalette={kpi.palette}
              bg="colorPalette.subtle"
              color="colorPalette.fg"
              aria-hidden
            >
              {kpi.icon}
            </Flex>
          </Flex>
          <Text textStyle={{ base: '2xl', md: '3xl' }} fontWeight="bold" lineHeight="1.1" fontVariantNumeric="tabular-nums" data-value>
            {formatKpiValue(dashboard[kpi.name], kpi.kind)}
          </Text>
          <Text textStyle="xs" color="fg.muted" mt="1" mb="3">
            {kpi.note(dashboard)}
          </Text>
          <ChangeLabel change={dashboard.changes?.[kpi.name]} kind={kpi.kind} />
        </Box>
      ))}
    </SimpleGrid>
  );
}
