import type { ReactNode } from 'react';
import { Badge, Flex, Stack, Text } from '@chakra-ui/react';
import ClipboardList from 'lucide-react/icons/clipboard-list';
import type { LeadFieldsFragment } from '../../../gql/graphql';
import {
  businessSizeLabels,
  businessTypeLabels,
  challengeLabels,
  investmentBudgetLabels,
  marketingChannelLabels,
  monthlyBudgetLabels,
  surveyFieldLabels,
  surveyLabel,
  timelineLabels,
  type SurveyField,
} from '../../../lib/surveyLabels';
import { formatDateTime } from '../../shared/format/dates';
import { QualificationBadge, ScoreBadge } from '../../shared/ui/LeadBadges';
import { Facts, ProfileSection } from '../../shared/ui/ProfileSection';
import { SatisfactionStars } from './SatisfactionStars';
import { ScoreBreakdown } from './ScoreBreakdown';

const list = (values: readonly string[]) => (values.length ? values.join(', ') : null);
const yesNo = (value: boolean | null | undefined) => (value === null || value === undefined ? null : value ? 'Ja' : 'Nee');

/** The survey answers with the score and its breakdown (survey data with score). */
export function SurveyCard({ lead }: { lead: LeadFieldsFragment }) {
  const survey = lead.survey;
  return (
    <ProfileSection
      id="survey"
      title="Survey data"
      icon={<ClipboardList size={18} aria-hidden />}
      actions={
        survey && (
          <Badge colorPalette={survey.completed ? 'green' : 'orange'} variant="subtle">
            {survey.completed ? 'Compleet' : 'Onvolledig'}
          </Badge>
        )
      }
    >
      {!survey ? (
        <Text color="fg.muted">Deze lead heeft de survey nog niet ingevuld.</Text>
      ) : (
        <Stack gap="5">
          <Flex align="center" gap="3" wrap="wrap">
            <Text fontWeight="semibold">Leadscore</Text>
            <ScoreBadge score={lead.leadScore} qualification={lead.qualification} size="lg" />
            {lead.qualification && <QualificationBadge qualification={lead.qualification} />}
            {lead.surveyCompletedAt && (
              <Text textStyle="sm" color="fg.muted">
                Afgerond op {formatDateTime(lead.surveyCompletedAt)}
              </Text>
            )}
          </Flex>
          <ScoreBreakdown lead={lead} />
          <Facts
            items={(
              [
                ['businessServices', list(survey.businessServices)],
                ['businessType', survey.businessType && surveyLabel(businessTypeLabels, survey.businessType)],
                ['businessSize', survey.businessSize && surveyLabel(businessSizeLabels, survey.businessSize)],
                ['currentMarketing', list(survey.currentMarketing.map((c) => marketingChannelLabels[c]))],
                ['marketingMethods', survey.marketingMethods],
                ['doingMarketingSelf', yesNo(survey.doingMarketingSelf)],
                ['monthlyBudget', survey.monthlyBudget && surveyLabel(monthlyBudgetLabels, survey.monthlyBudget)],
                ['mainChallenges', list(survey.mainChallenges.map((c) => challengeLabels[c]))],
                ['biggestFrustration', survey.biggestFrustration],
                ['missedOpportunities', survey.missedOpportunities],
                ['improvementAreas', list(survey.improvementAreas)],
                ['competitorAdvantages', survey.competitorAdvantages],
                ['specificGoals', survey.specificGoals],
                ['timeline', survey.timeline && surveyLabel(timelineLabels, survey.timeline)],
                ['priorities', list(survey.priorities)],
                ['successMetrics', list(survey.successMetrics)],
                ['investmentBudget', survey.investmentBudget && surveyLabel(investmentBudgetLabels, survey.investmentBudget)],
                ['budgetFlexibility', survey.budgetFlexibility],
                ['expectedROI', survey.expectedROI],
                ['websiteSatisfaction', survey.websiteSatisfaction ? <SatisfactionStars value={survey.websiteSatisfaction} /> : null],
              ] satisfies [SurveyField, ReactNode][]
            ).map(([key, value]) => ({ key, label: surveyFieldLabels[key], value }))}
          />
        </Stack>
      )}
    </ProfileSection>
  );
}
