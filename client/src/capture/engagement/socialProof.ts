/**
 * The social-proof toast's five entries ("five fixed sample entries cycling").
 * They are results the site already documents in its case studies, not invented visitors, so
 * every toast is true and links to its case.
 */
export interface SocialProofEntry {
  company: string;
  industry: string;
  result: string;
  href: string;
}

/** What the toast needs of a case study; `app` hands in the site's case cards, which fit this shape. */
export interface SocialProofCase {
  slug: string;
  company: string;
  industry: string;
  href: string;
  beforeStats: { leadsPerMonth: number };
  afterStats: { leadsPerMonth: number };
}

const SHOWN_CASES = ['dakdekker-leads', 'loodgieter-leads', 'schilder-leads', 'stukadoor-leads', 'steiger-leads'];

function toEntry(card: SocialProofCase): SocialProofEntry {
  return {
    company: card.company,
    industry: card.industry,
    result: `van ${card.beforeStats.leadsPerMonth} naar ${card.afterStats.leadsPerMonth} leads per maand`,
    href: card.href,
  };
}

/** The five entries, from the site's case-study cards (client/src/site/content/cases.ts). */
export function socialProofEntries(cards: readonly SocialProofCase[]): SocialProofEntry[] {
  return SHOWN_CASES.map((slug) => {
    const card = cards.find((candidate) => candidate.slug === slug);
    if (!card) throw new Error(`Social proof: no case study '${slug}'`);
    return toEntry(card);
  });
}

/** The entry for the `n`-th toast of a visit (0-based): they cycle in order. */
export function socialProofEntry<T>(entries: readonly T[], n: number): T {
  return entries[n % entries.length];
}

/** Milliseconds from one toast's start to the next: uniform in [min, max] (`random` in [0, 1)). */
export function nextSocialProofDelay(min: number, max: number, random: number = Math.random()): number {
  return Math.round(min + (max - min) * random);
}
