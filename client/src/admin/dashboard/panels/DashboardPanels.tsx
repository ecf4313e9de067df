import { Box, Flex, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import BarChart3 from 'lucide-react/icons/chart-column';
import Briefcase from 'lucide-react/icons/briefcase';
import Clock from 'lucide-react/icons/clock';
import Gem from 'lucide-react/icons/gem';
import GitBranch from 'lucide-react/icons/git-branch';
import Globe from 'lucide-react/icons/globe';
import ListChecks from 'lucide-react/icons/list-checks';
import Target from 'lucide-react/icons/target';
import Thermometer from 'lucide-react/icons/thermometer';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import Wallet from 'lucide-react/icons/wallet';
import type { AdminDashboardQuery, Timeline } from '../../../gql/graphql';
import { businessTypeLabels, challengeLabels, monthlyBudgetLabels, timelineLabels } from '../../../lib/surveyLabels';
import { formatDateTime } from '../../shared/format/dates';
import { formatEuro } from '../../shared/format/money';
import {
  pipelineColumnTitles,
  qualificationLabels,
  qualificationPalettes,
  sourceLabels,
  sourcePalettes,
} from '../../shared/lead/leadLabels';
import { LeadsPerDayChart } from '../chart/LeadsPerDayChart';
import { AttributionPanels } from './AttributionPanels';
import { ButtonPerformancePanel } from './ButtonPerformancePanel';
import { LeadRows } from './LeadRows';
import { Panel } from './Panel';
import { ShareBar } from './ShareBar';
import { ShareList } from './ShareList';

type Dashboard = AdminDashboardQuery['dashboard'];

/** Timeline urgency colours: red for 'Direct' and '1-3 maanden', orange for '3-6 maanden', otherwise blue ('Binnen 1 maand' too). */
export const timelinePalettes: Record<Timeline, string> = {
  ASAP: 'red',
  WITHIN_1_MONTH: 'blue',
  MONTHS_1_3: 'red',
  MONTHS_3_6: 'orange',
  MONTHS_6_PLUS: 'blue',
};

function PipelineFlow({ dashboard }: { dashboard: Dashboard }) {
  return (
    <Panel
      name="pipeline-flow"
      title="Pipeline Flow"
      description="Nieuwe en gekwalificeerde leads uit deze periode"
      icon={<GitBranch size={18} />}
    >
      <SimpleGrid columns={2} gap="3" mb="4">
        {[
          { key: 'new', label: 'Nieuw', value: dashboard.newLeads, palette: 'brand' },
          { key: 'qualified', label: 'Gekwalificeerd', value: dashboard.qualifiedLeads, palette: 'purple' },
        ].map((item) => (
          <Box key={item.key} data-flow={item.key} p="3" borderRadius="l2" colorPalette={item.palette} bg="colorPalette.subtle">
            <Text textStyle="2xl" fontWeight="bold" color="colorPalette.fg" fontVariantNumeric="tabular-nums" data-value>
              {item.value}
            </Text>
            <Text textStyle="sm" color="fg.muted">
              {item.label}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
      <Flex justify="space-between" textStyle="sm" mb="1">
        <Text>Conversie</Text>
        <Text fontWeight="semibold" data-conversion>
          {dashboard.conversionRate}%
        </Text>
      </Flex>
      <ShareBar percent={dashboard.conversionRate} palette="green" />
      <Stack as="ul" gap="1" mt="4" listStyleType="none" m="0" p="0" pt="4" textStyle="sm">
        {dashboard.pipeline.map((column) => (
          <Flex as="li" key={column.status} data-column={column.status} justify="space-between" gap="2">
            <Text color="fg.muted">{pipelineColumnTitles[column.status]}</Text>
            <Text fontVariantNumeric="tabular-nums">
              <span data-count>{column.count}</span> · {formatEuro(column.value)}
            </Text>
          </Flex>
        ))}
        <Flex as="li" justify="space-between" gap="2" fontWeight="semibold" borderTopWidth="1px" pt="1" mt="1">
          <Text>Pipelinewaarde</Text>
          <Text fontVariantNumeric="tabular-nums" data-pipeline-value>
            {formatEuro(dashboard.pipelineValue)}
          </Text>
        </Flex>
      </Stack>
    </Panel>
  );
}

/** Every dashboard panel (docs/features.md), in a responsive grid: one column on phones, three on wide screens. */
export function DashboardPanels({ dashboard }: { dashboard: Dashboard }) {
  return (
    <Stack gap="4">
      <Panel name="leads-per-day" title="Leads per dag" icon={<BarChart3 size={18} />}>
        <LeadsPerDayChart days={dashboard.leadsPerDay} />
      </Panel>
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4" alignItems="start">
        <PipelineFlow dashboard={dashboard} />
        <Panel name="sources" title="Lead Bronnen" icon={<Globe size={18} />}>
          <ShareList
            empty="Geen leads in deze periode."
            items={dashboard.sources.map((s) => ({
              key: s.source,
              label: sourceLabels[s.source],
              count: s.count,
              percent: s.percent,
              palette: sourcePalettes[s.source],
            }))}
          />
        </Panel>
        <Panel
          name="qualification"
          title="Kwalificatie"
          description="Hot, warm en cold op basis van de leadscore"
          icon={<Thermometer size={18} />}
        >
          <ShareList
            empty="Nog geen leads met een score."
            items={dashboard.qualificationSplit.map((q) => ({
              key: q.qualification,
              label: qualificationLabels[q.qualification],
              count: q.count,
              percent: q.percent,
              palette: qualificationPalettes[q.qualification],
            }))}
          />
        </Panel>
        <Panel name="budget" title="Budget Verdeling" description="Top 4 maandelijkse marketingbudgetten" icon={<Wallet size={18} />}>
          <ShareList
            empty="Nog geen budgetten ingevuld."
            items={dashboard.budgetDistribution.map((b) => ({
              key: b.budget,
              label: monthlyBudgetLabels[b.budget],
              count: b.count,
              percent: b.percent,
              palette: 'green',
            }))}
          />
        </Panel>
        <Panel name="business-profile" title="Bedrijfsprofiel" description="Top 5 bedrijfsvormen" icon={<Briefcase size={18} />}>
          <ShareList
            empty="Nog geen bedrijfsvormen ingevuld."
            items={dashboard.businessProfile.map((b) => ({
              key: b.businessType,
              label: businessTypeLabels[b.businessType],
              count: b.count,
              percent: b.percent,
              palette: 'purple',
            }))}
          />
        </Panel>
        <Panel name="timeline" title="Tijdlijn Urgentie" description="Wanneer willen ze starten?" icon={<Clock size={18} />}>
          <ShareList
            empty="Nog geen tijdlijnen ingevuld."
            items={dashboard.timelineUrgency.map((t) => ({
              key: t.timeline,
              label: timelineLabels[t.timeline],
              count: t.count,
              percent: t.percent,
              palette: timelinePalettes[t.timeline],
            }))}
          />
        </Panel>
        <Panel
          name="priority"
          title="Prioriteit Acties"
          description="Nieuwe leads die hot zijn of boven 70 scoren"
          icon={<TriangleAlert size={18} />}
        >
          <LeadRows
            leads={dashboard.priorityList}
            empty="Geen leads die nu actie vereisen."
            detail={(lead) => lead.phone ?? lead.email}
            call
          />
        </Panel>
        <Panel name="challenges" title="Top Marketing Uitdagingen" description="Top 5 uit de surveys" icon={<Target size={18} />}>
          <ShareList
            empty="Nog geen uitdagingen ingevuld."
            items={dashboard.topChallenges.map((c) => ({
              key: c.challenge,
              label: challengeLabels[c.challenge],
              count: c.count,
              percent: c.percent,
              palette: 'orange',
            }))}
          />
        </Panel>
        <Panel name="high-value" title="High Value Leads" icon={<Gem size={18} />}>
          <Text textStyle="4xl" fontWeight="bold" fontVariantNumeric="tabular-nums" data-value>
            {dashboard.highValueLeads}
          </Text>
          <Text textStyle="sm" color="fg.muted">
            Hot leads met een investeringsbudget boven €500 (niet 'Nog niet bepaald').
          </Text>
        </Panel>
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, xl: 3 }} gap="4" alignItems="start">
        <Box gridColumn={{ xl: 'span 1' }}>
          <Panel name="recent-surveys" title="Recente Surveys" description="De laatste 4 ingevulde surveys" icon={<ListChecks size={18} />}>
            <LeadRows
              leads={dashboard.recentSurveys}
              empty="Nog geen ingevulde surveys."
              detail={(lead) => (lead.surveyCompletedAt ? formatDateTime(lead.surveyCompletedAt) : '')}
            />
          </Panel>
        </Box>
        <Box gridColumn={{ xl: 'span 2' }}>
          <ButtonPerformancePanel performance={dashboard.buttonPerformance} />
        </Box>
      </SimpleGrid>
      <AttributionPanels dashboard={dashboard} />
    </Stack>
  );
}
