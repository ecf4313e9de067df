import type { AttributionRecord } from './arrival.model';
import type { SurveyAnswers } from './survey.model';

/** The parts of two leads of one person that a merge weighs (docs/features.md, "Dezelfde persoon twee keer"). */
export interface MergeSide {
  id: string;
  createdAt: Date;
  notes: string | null;
  survey: SurveyAnswers | null;
  surveyCompleted: boolean;
  attribution: AttributionRecord | null;
}

/** How many survey questions have an answer (an empty list or text counts as none). */
export function answeredQuestions(survey: SurveyAnswers | null): number {
  if (!survey) return 0;
  return Object.values(survey).filter((value) =>
    Array.isArray(value) ? value.length > 0 : value !== null && value !== undefined && value !== '',
  ).length;
}

/** The richer survey: a completed one before a partial one, then the one with more answers; on a tie the kept lead's. */
export function richerSurvey(keep: MergeSide, other: MergeSide): MergeSide {
  if (keep.surveyCompleted !== other.surveyCompleted) return keep.surveyCompleted ? keep : other;
  return answeredQuestions(other.survey) > answeredQuestions(keep.survey) ? other : keep;
}

/** Both leads' notes, the kept lead's first; null when neither has any. */
export function joinedNotes(keep: string | null, other: string | null): string | null {
  const parts = [keep, other].map((text) => text?.trim()).filter((text): text is string => Boolean(text));
  return parts.length > 0 ? parts.join('\n\n') : null;
}

/** First touch from the older lead, last touch from the newer (each falling back to the other). */
export function mergedAttribution(keep: MergeSide, other: MergeSide): AttributionRecord | null {
  const [older, newer] = keep.createdAt <= other.createdAt ? [keep, other] : [other, keep];
  const first = older.attribution?.first ?? newer.attribution?.first;
  const last = newer.attribution?.last ?? older.attribution?.last;
  return first && last ? { first, last } : null;
}
