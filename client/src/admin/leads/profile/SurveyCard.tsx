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
  surveyLabel,
  timelineLabels,
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
            items={[
              { label: 'Diensten', key: 'businessServices', value: list(survey.businessServices) },
              {
                label: 'Bedrijfsvorm',
                key: 'businessType',
                value: survey.businessType && surveyLabel(businessTypeLabels, survey.businessType),
              },
              {
                label: 'Bedrijfsgrootte',
                key: 'businessSize',
                value: survey.businessSize && surveyLabel(businessSizeLabels, survey.businessSize),
              },
              {
                label: 'Huidige marketing',
                key: 'currentMarketing',
                value: list(survey.currentMarketing.map((c) => marketingChannelLabels[c])),
              },
              { label: 'Marketingmethoden', key: 'marketingMethods', value: survey.marketingMethods },
              { label: 'Marketing zelf gedaan', key: 'doingMarketingSelf', value: yesNo(survey.doingMarketingSelf) },
              {
                label: 'Maandbudget marketing',
                key: 'monthlyBudget',
                value: survey.monthlyBudget && surveyLabel(monthlyBudgetLabels, survey.monthlyBudget),
              },
              { label: 'Grootste uitdagingen', key: 'mainChallenges', value: list(survey.mainChallenges.map((c) => challengeLabels[c])) },
              { label: 'Grootste frustratie', key: 'biggestFrustration', value: survey.biggestFrustration },
              { label: 'Gemiste kansen', key: 'missedOpportunities', value: survey.missedOpportunities },
              { label: 'Verbeterpunten', key: 'improvementAreas', value: list(survey.improvementAreas) },
              { label: 'Voordelen concurrenten', key: 'competitorAdvantages', value: survey.competitorAdvantages },
              { label: 'Doelen', key: 'specificGoals', value: survey.specificGoals },
              { label: 'Tijdlijn', key: 'timeline', value: survey.timeline && surveyLabel(timelineLabels, survey.timeline) },
              { label: 'Prioriteiten', key: 'priorities', value: list(survey.priorities) },
              { label: 'Succes meten aan', key: 'successMetrics', value: list(survey.successMetrics) },
              {
                label: 'Investeringsbudget',
                key: 'investmentBudget',
                value: survey.investmentBudget && surveyLabel(investmentBudgetLabels, survey.investmentBudget),
              },
              { label: 'Budgetflexibiliteit', key: 'budgetFlexibility', value: survey.budgetFlexibility },
              { label: 'Verwachte ROI', key: 'expectedROI', value: survey.expectedROI },
              {
                label: 'Tevredenheid website',
                key: 'websiteSatisfaction',
                value: survey.websiteSatisfaction ? <SatisfactionStars value={survey.websiteSatisfaction} /> : null,
              },
            ]}
          />
        </Stack>
      )}
    </ProfileSection>
  );
}
