import { SeriesBucket } from './ad-spend.enums';

/** The channel report's periods and the width of its series' points (docs/lead-api.md). The only place these rules live. */

/** Like the dashboard's longest period: a report spans at most ten years. */
export const MAX_REPORT_DAYS = 10 * 366;

const DAY_MS = 86_400_000;

/** Why [from, to) is no period for the report, or null. */
export function reportPeriodProblem(from: Date, to: Date): { field: 'from' | 'to'; message: string } | null {
  if (to.getTime() <= from.getTime()) return { field: 'to', message: 'moet na het begin van de periode liggen' };
  if (to.getTime() - from.getTime() > MAX_REPORT_DAYS * DAY_MS) return { field: 'to', message: 'de periode is langer dan tien jaar' };
  return null;
}

/**
 * Up to two weeks are shown per day, up to half a year per week (from Monday), longer per month:
 * per day over a month most days have spend without leads or leads without spend, and no cost per lead.
 */
export const DAILY_UP_TO_DAYS = 14;
export const WEEKLY_UP_TO_DAYS = 183;

export function seriesBucket(from: Date, to: Date): SeriesBucket {
  // Rounded: a period of whole Amsterdam days across a clock change is an hour more or less.
  const days = Math.round((to.getTime() - from.getTime()) / DAY_MS);
  if (days <= DAILY_UP_TO_DAYS) return SeriesBucket.DAY;
  return days <= WEEKLY_UP_TO_DAYS ? SeriesBucket.WEEK : SeriesBucket.MONTH;
}
