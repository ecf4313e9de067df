import { Table, Text } from '@chakra-ui/react';
import type { LeadFieldsFragment } from '../../../gql/graphql';
import { businessSizeLabels, investmentBudgetLabels, marketingChannelLabels, surveyLabel, timelineLabels } from '../../../lib/surveyLabels';

type Survey = NonNullable<LeadFieldsFragment['survey']>;

/** The visitor's answer behind each scoring factor, in the survey's words (display only: the points come from the server). */
function answerFor(factor: string, survey: Survey | null | undefined): string {
  if (!survey) return 'Onbekend';
  switch (factor) {
    case 'businessSize':
      return surveyLabel(businessSizeLabels, survey.businessSize);
    case 'currentMarketing':
      return survey.currentMarketing.length
        ? survey.currentMarketing.map((channel) => marketingChannelLabels[channel]).join(', ')
        : 'Nog geen actieve marketing';
    case 'investmentBudget':
      return surveyLabel(investmentBudgetLabels, survey.investmentBudget);
    case 'timeline':
      return surveyLabel(timelineLabels, survey.timeline);
    case 'tooFewQualifiedLeads':
      return survey.mainChallenges.includes('TOO_FEW_QUALIFIED_LEADS') ? 'Ja' : 'Nee';
    case 'noOnlineVisibility':
      return survey.mainChallenges.includes('NO_ONLINE_VISIBILITY') ? 'Ja' : 'Nee';
    default:
      return '';
  }
}

/** How the lead score adds up, factor by factor, as the server computed it. */
export function ScoreBreakdown({ lead }: { lead: LeadFieldsFragment }) {
  const lines = lead.scoreBreakdown;
  if (lines.length === 0) return null;
  const sum = lines.reduce((total, line) => total + line.points, 0);
  return (
    <>
      <Table.ScrollArea borderWidth="1px" borderRadius="l2">
        <Table.Root size="sm" data-testid="score-breakdown" css={{ '& td, & th': { whiteSpace: 'normal' } }}>
          <Table.Caption captionSide="top" textAlign="start" px="3" pt="2" color="fg.muted">
            Opbouw van de leadscore
          </Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Factor</Table.ColumnHeader>
              <Table.ColumnHeader hideBelow="sm">Antwoord</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Punten</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {lines.map((line) => (
              <Table.Row key={line.factor} data-factor={line.factor} color={line.points === 0 ? 'fg.muted' : undefined}>
                <Table.Cell>
                  {line.label}
                  {/* Phones: the answer under the factor instead of a third column. */}
                  <Text hideFrom="sm" textStyle="xs" color="fg.muted">
                    {answerFor(line.factor, lead.survey)}
                  </Text>
                </Table.Cell>
                <Table.Cell hideBelow="sm">{answerFor(line.factor, lead.survey)}</Table.Cell>
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" data-points>
                  {line.points > 0 ? `+${line.points}` : '0'}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
          <Table.Footer>
            <Table.Row fontWeight="semibold">
              <Table.Cell hideBelow="sm" colSpan={2}>
                Leadscore
              </Table.Cell>
              <Table.Cell hideFrom="sm">Leadscore</Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" data-testid="score-total">
                {lead.leadScore ?? sum}
              </Table.Cell>
            </Table.Row>
          </Table.Footer>
        </Table.Root>
      </Table.ScrollArea>
      {lead.leadScore !== null && lead.leadScore !== undefined && sum > lead.leadScore && (
        <Text textStyle="xs" color="fg.muted" mt="2">
          Samen {sum} punten; de score is begrensd op 100.
        </Text>
      )}
    </>
  );
}
