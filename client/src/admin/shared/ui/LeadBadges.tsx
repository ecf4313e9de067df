import Flame from 'lucide-react/icons/flame';
import Snowflake from 'lucide-react/icons/snowflake';
import Zap from 'lucide-react/icons/zap';
import type { LucideIcon } from 'lucide-react';
import { Badge, type BadgeProps } from '@chakra-ui/react';
import type { LeadOutcome, LeadSource, LeadStatus, Qualification } from '../../../gql/graphql';
import {
  outcomeLabels,
  outcomePalettes,
  qualificationLabels,
  qualificationPalettes,
  sourceLabels,
  sourcePalettes,
  statusLabels,
  statusPalettes,
} from '../lead/leadLabels';

/** Drawn with the panel's icon set: an emoji renders as an empty box on a machine without an emoji font. */
const qualificationIcons: Record<Qualification, LucideIcon> = {
  HOT: Flame,
  WARM: Zap,
  COLD: Snowflake,
};

type Props = Omit<BadgeProps, 'children' | 'colorPalette'>;

export function StatusBadge({ status, ...props }: Props & { status: LeadStatus }) {
  return (
    <Badge colorPalette={statusPalettes[status]} variant="subtle" data-status={status} {...props}>
      {statusLabels[status]}
    </Badge>
  );
}

export function SourceBadge({ source, ...props }: Props & { source: LeadSource }) {
  return (
    <Badge colorPalette={sourcePalettes[source]} variant="outline" data-source={source} {...props}>
      {sourceLabels[source]}
    </Badge>
  );
}

export function OutcomeBadge({ outcome, ...props }: Props & { outcome: LeadOutcome }) {
  return (
    <Badge colorPalette={outcomePalettes[outcome]} variant="subtle" data-outcome={outcome} {...props}>
      {outcomeLabels[outcome]}
    </Badge>
  );
}

/** The temperature's icon, hidden from screen readers (the badge's label says it in words). */
export function QualificationIcon({ qualification }: { qualification: Qualification }) {
  const Icon = qualificationIcons[qualification];
  return <Icon aria-hidden size="1em" data-icon={qualification.toLowerCase()} />;
}

export function QualificationBadge({ qualification, ...props }: Props & { qualification: Qualification }) {
  return (
    <Badge colorPalette={qualificationPalettes[qualification]} variant="subtle" data-qualification={qualification} {...props}>
      <QualificationIcon qualification={qualification} />
      {qualificationLabels[qualification]}
    </Badge>
  );
}

/**
 * The lead score with its temperature: a flame and 85 (hot), a bolt and 55 (warm), a snowflake and 20 (cold); 'Geen score'
 * before a survey. Screen readers hear 'Leadscore 85 van 100, hot'.
 */
export function ScoreBadge({
  score,
  qualification,
  ...props
}: Props & { score: number | null | undefined; qualification: Qualification | null | undefined }) {
  if (score === null || score === undefined) {
    return (
      <Badge colorPalette="gray" variant="outline" {...props}>
        Geen score
      </Badge>
    );
  }
  const level: Qualification = qualification ?? (score >= 70 ? 'HOT' : score >= 40 ? 'WARM' : 'COLD');
  return (
    <Badge
      colorPalette={qualificationPalettes[level]}
      variant="solid"
      fontVariantNumeric="tabular-nums"
      aria-label={`Leadscore ${score} van 100, ${qualificationLabels[level].toLowerCase()}`}
      data-qualification={level}
      {...props}
    >
      <QualificationIcon qualification={level} />
      <span aria-hidden>{score}</span>
    </Badge>
  );
}
