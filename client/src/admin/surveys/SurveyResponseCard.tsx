import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Badge, Box, Button, DataList, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import ArrowRight from 'lucide-react/icons/arrow-right';
import { paths } from '../../lib/paths';
import type { LeadFieldsFragment } from '../../gql/graphql';
import {
  challengeLabels,
  investmentBudgetLabels,
  marketingChannelLabels,
  monthlyBudgetLabels,
  surveyFieldLabels,
  surveyLabel,
  timelineLabels,
  type SurveyField,
} from '../../lib/surveyLabels';
import { formatDate } from '../shared/format/dates';
import { LeadAvatar } from '../shared/ui/LeadAvatar';
import { ScoreBadge } from '../shared/ui/LeadBadges';
import { firstOf, truncate } from './surveyPreview';

/** Two items as badges and '+N' for the rest (the full list is on the profile). */
function FirstTwo({ items, label }: { items: readonly string[]; label: string }) {
  const { shown, more } = firstOf(items);
  if (items.length === 0) return <Text color="fg.muted">Onbekend</Text>;
  return (
    <Flex gap="1.5" wrap="wrap" role="list" aria-label={label}>
      {shown.map((item, index) => (
        <Badge key={`${index}-${item}`} role="listitem" variant="subtle" colorPalette="gray" whiteSpace="normal" wordBreak="break-word">
          {item}
        </Badge>
      ))}
      {more > 0 && (
        <Badge role="listitem" variant="outline" colorPalette="brand" aria-label={`en nog ${more}`} data-more={more}>
          +{more}
        </Badge>
      )}
    </Flex>
  );
}

/** One survey response (first 2 services and challenges, score, budgets, timeline, marketing, goals). */
export function SurveyResponseCard({ lead }: { lead: LeadFieldsFragment & { survey: NonNullable<LeadFieldsFragment['survey']> } }) {
  const survey = lead.survey;
  const nameId = `survey-${lead.id}-naam`;
  const facts: [SurveyField, ReactNode][] = [
    ['businessServices', <FirstTwo items={survey.businessServices} label={surveyFieldLabels.businessServices} />],
    ['mainChallenges', <FirstTwo items={survey.mainChallenges.map((c) => challengeLabels[c])} label={surveyFieldLabels.mainChallenges} />],
    ['monthlyBudget', surveyLabel(monthlyBudgetLabels, survey.monthlyBudget)],
    ['timeline', surveyLabel(timelineLabels, survey.timeline)],
    ['investmentBudget', surveyLabel(investmentBudgetLabels, survey.investmentBudget)],
    [
      'currentMarketing',
      survey.currentMarketing.length ? survey.currentMarketing.map((c) => marketingChannelLabels[c]).join(', ') : 'Onbekend',
    ],
  ];
  return (
    <Box
      as="article"
      aria-labelledby={nameId}
      data-lead-id={lead.id}
      p={{ base: '4', md: '5' }}
      borderWidth="1px"
      borderRadius="l3"
      bg="bg.panel"
      shadow="xs"
    >
      <Stack gap="4">
        <Flex justify="space-between" gap="3" align="flex-start" wrap="wrap">
          <Flex gap="3" minW="0" align="center">
            <LeadAvatar name={lead.name} size="md" />
            <Box minW="0">
              <Heading as="h2" id={nameId} size="md" lineClamp={2} wordBreak="break-word">
                {lead.name}
              </Heading>
              <Text color="fg.muted" textStyle="sm" wordBreak="break-word">
                {[lead.company, lead.email].filter(Boolean).join(' · ')}
              </Text>
            </Box>
          </Flex>
          <Flex gap="2" align="center">
            {!survey.completed && (
              <Badge colorPalette="orange" variant="subtle">
                Onvolledig
              </Badge>
            )}
            <ScoreBadge score={lead.leadScore} qualification={lead.qualification} size="lg" />
          </Flex>
        </Flex>
        <DataList.Root
          orientation="vertical"
          size="sm"
          gap="3"
          display="grid"
          gridTemplateColumns={{ base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' }}
        >
          {facts.map(([key, value]) => (
            <DataList.Item key={key} data-fact={key} minW="0">
              <DataList.ItemLabel>{surveyFieldLabels[key]}</DataList.ItemLabel>
              <DataList.ItemValue wordBreak="break-word">{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
        {survey.specificGoals && (
          <Box>
            <Text textStyle="sm" color="fg.muted" fontWeight="medium">
              {surveyFieldLabels.specificGoals}
            </Text>
            <Text wordBreak="break-word" data-testid="goals" title={survey.specificGoals}>
              {truncate(survey.specificGoals)}
            </Text>
          </Box>
        )}
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Text textStyle="xs" color="fg.muted">
            {lead.surveyCompletedAt ? `Ingevuld op ${formatDate(lead.surveyCompletedAt)}` : `Lead van ${formatDate(lead.createdAt)}`}
          </Text>
          <Button asChild size="sm" variant="outline">
            <RouterLink to={`${paths.admin.lead.getHref(lead.id)}#survey`}>
              Bekijk Details <ArrowRight aria-hidden />
            </RouterLink>
          </Button>
        </Flex>
      </Stack>
    </Box>
  );
}
