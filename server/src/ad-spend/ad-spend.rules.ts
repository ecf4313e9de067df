import { Channel } from '../leads/channel.enums';
import { AdPlatform } from './ad-spend.enums';

/**
 * Which channel a platform's spend counts for, and what manual spend may be (docs/lead-api.md,
 * "Ad spend and the channel report"). The only place these rules live.
 */

/** OTHER is for the remaining ad platforms (LinkedIn, TikTok, Pinterest...), whose leads arrive as paid social. */
export const PLATFORM_CHANNEL: Record<AdPlatform, Channel> = {
  [AdPlatform.GOOGLE_ADS]: Channel.PAID_SEARCH,
  [AdPlatform.MICROSOFT_ADS]: Channel.PAID_SEARCH,
  [AdPlatform.META_ADS]: Channel.PAID_SOCIAL,
  [AdPlatform.OTHER]: Channel.PAID_SOCIAL,
};

/** The same mapping over a column of platforms, for the report's SQL. */
export function platformChannelSql(column: string): string {
  const cases = Object.entries(PLATFORM_CHANNEL).map(([platform, channel]) => `WHEN '${platform}' THEN '${channel}'`);
  return `(CASE ${column} ${cases.join(' ')} END)`;
}

/** Manual spend per channel and month: at most this much (the column holds it with room to spare). */
export const MAX_MANUAL_EUROS = 10_000_000;

/** `2026-11` → the month's first day `2026-11-01`; null for anything else (years 2000-2100). */
export function monthStart(month: string): string | null {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month);
  if (!match || Number(match[1]) < 2000 || Number(match[1]) > 2100) return null;
  return `${match[1]}-${match[2]}-01`;
}

/** Why an amount of euros cannot be manual spend, or null when it can. */
export function manualAmountProblem(amount: number): string | null {
  if (!Number.isFinite(amount) || amount < 0) return 'moet 0 of meer zijn';
  if (amount > MAX_MANUAL_EUROS) return `mag hoogstens ${MAX_MANUAL_EUROS.toLocaleString('nl-NL')} zijn`;
  if (Math.abs(amount * 100 - Math.round(amount * 100)) > 1e-6) return 'heeft hoogstens twee decimalen';
  return null;
}
