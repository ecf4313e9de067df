import { Box, Flex, Grid, Heading, Text } from '@chakra-ui/react';
import { growthPercent, reductionPercent } from '../content/cases';
import { formatEuro } from '../content/packages';
import type { CaseStats } from '../content/types';

interface Comparison {
  label: string;
  before: number;
  after: number;
  format: (value: number) => string;
  change: string;
}

function comparisons(before: CaseStats, after: CaseStats): Comparison[] {
  return [
    {
      label: 'Leads per maand',
      before: before.leadsPerMonth,
      after: after.leadsPerMonth,
      format: String,
      change: `+${growthPercent(before.leadsPerMonth, after.leadsPerMonth)}%`,
    },
    {
      label: 'Kosten per lead',
      before: before.costPerLead,
      after: after.costPerLead,
      format: formatEuro,
      change: `-${reductionPercent(before.costPerLead, after.costPerLead)}%`,
    },
    {
      label: 'Conversieratio',
      before: before.conversionRate,
      after: after.conversionRate,
      format: (value) => `${value}%`,
      change: `+${after.conversionRate - before.conversionRate} procentpunt`,
    },
  ];
}

function Bar({ value, max, tone }: { value: number; max: number; tone: 'before' | 'after' }) {
  return (
    <Box height="2.5" borderRadius="full" bg="bg.muted" overflow="hidden" aria-hidden>
      <Box
        height="full"
        width={`${Math.max(4, (value / max) * 100)}%`}
        borderRadius="full"
        bg={tone === 'after' ? 'green.solid' : 'gray.emphasized'}
      />
    </Box>
  );
}

/** Before/after: leads per month, cost per lead (euro) and conversion ratio (percent), with bars. */
export function BeforeAfter({ before, after }: { before: CaseStats; after: CaseStats }) {
  return (
    <Box as="section" aria-labelledby="voor-na-titel" mt={{ base: '12', md: '16' }}>
      <Heading as="h3" id="voor-na-titel" size="xl" fontWeight="bold" textAlign="center">
        Voor en na de samenwerking
      </Heading>
      <Grid as="ul" listStyleType="none" templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap="5" mt="6">
        {comparisons(before, after).map((row) => {
          const max = Math.max(row.before, row.after);
          return (
            <Box as="li" key={row.label} bg="bg.panel" borderWidth="1px" borderColor="border" borderRadius="2xl" p="6">
              <Flex justify="space-between" align="baseline" gap="3">
                <Text fontWeight="bold">{row.label}</Text>
                <Text textStyle="sm" fontWeight="bold" color="green.fg" whiteSpace="nowrap">
                  {row.change}
                </Text>
              </Flex>
              <Text textStyle="sm" color="fg.muted" mt="0.5">
                {`van ${row.format(row.before)} naar ${row.format(row.after)}`}
              </Text>
              <Box mt="5" display="grid" gap="4">
                <Box>
                  <Flex justify="space-between" textStyle="sm" mb="1.5">
                    <Text color="fg.muted">Voor</Text>
                    <Text fontWeight="semibold">{row.format(row.before)}</Text>
                  </Flex>
                  <Bar value={row.before} max={max} tone="before" />
                </Box>
                <Box>
                  <Flex justify="space-between" textStyle="sm" mb="1.5">
                    <Text color="green.fg" fontWeight="semibold">
                      Na
                    </Text>
                    <Text fontWeight="extrabold" color="green.fg">
                      {row.format(row.after)}
                    </Text>
                  </Flex>
                  <Bar value={row.after} max={max} tone="after" />
                </Box>
              </Box>
            </Box>
          );
        })}
      </Grid>
    </Box>
  );
}
