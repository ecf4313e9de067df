import { describe, expect, it } from '@jest/globals';
import { nextSocialProofDelay, socialProofEntries, socialProofEntry, type SocialProofCase } from './socialProof';
import { DEFAULT_TIMINGS, resolveTimings } from './engagementTimings';

describe('social proof', () => {
  const card = (slug: string, company: string, before: number, after: number) =>
    ({
      slug,
      company,
      industry: `Branche ${slug}`,
      href: `/resultaten/${slug}`,
      beforeStats: { leadsPerMonth: before },
      afterStats: { leadsPerMonth: after },
    }) satisfies SocialProofCase;
  const cards = ['dakdekker-leads', 'gevel-leads', 'loodgieter-leads', 'schilder-leads', 'stukadoor-leads', 'steiger-leads'].map(
    (slug, i) => card(slug, `Bedrijf ${i}`, 5 + i, 45 + i),
  );

  it('takes five fixed case studies, in a fixed order, with their real figures', () => {
    const entries = socialProofEntries(cards);
    expect(entries.map((entry) => entry.href)).toEqual(
      ['dakdekker-leads', 'loodgieter-leads', 'schilder-leads', 'stukadoor-leads', 'steiger-leads'].map((slug) => `/resultaten/${slug}`),
    );
    expect(entries[0]).toEqual({
      company: 'Bedrijf 0',
      industry: 'Branche dakdekker-leads',
      result: 'van 5 naar 45 leads per maand',
      href: '/resultaten/dakdekker-leads',
    });
  });

  it('refuses to start when a case study it names is gone', () => {
    expect(() => socialProofEntries(cards.slice(1))).toThrow("no case study 'dakdekker-leads'");
  });

  it('cycles through the entries in order', () => {
    const entries = ['a', 'b', 'c', 'd', 'e'];
    expect([0, 1, 4, 5, 7].map((n) => socialProofEntry(entries, n))).toEqual(['a', 'b', 'e', 'a', 'c']);
  });

  it('waits between 25 and 35 seconds from one toast to the next', () => {
    const { socialProofMinIntervalMs: min, socialProofMaxIntervalMs: max } = DEFAULT_TIMINGS;
    expect([min, max]).toEqual([25_000, 35_000]);
    expect(nextSocialProofDelay(min, max, 0)).toBe(25_000);
    expect(nextSocialProofDelay(min, max, 0.5)).toBe(30_000);
    expect(nextSocialProofDelay(min, max, 0.999_999)).toBe(35_000);
  });
});

describe('engagement timings', () => {
  it('match the documented timings by default', () => {
    expect(DEFAULT_TIMINGS).toMatchObject({
      exitScrollDelayMs: 3000,
      scrollPopupDelayMs: 3000,
      socialProofFirstMs: 10_000,
      socialProofVisibleMs: 6000,
    });
    expect(resolveTimings(undefined)).toEqual(DEFAULT_TIMINGS);
  });

  it('take a test override of valid numbers only', () => {
    const timings = resolveTimings({
      exitScrollDelayMs: 100,
      scrollPopupDelayMs: -1,
      socialProofFirstMs: 'soon',
      popupCooldownMs: Infinity,
    });
    expect(timings.exitScrollDelayMs).toBe(100);
    expect(timings.scrollPopupDelayMs).toBe(3000);
    expect(timings.socialProofFirstMs).toBe(10_000);
    expect(timings.popupCooldownMs).toBe(DEFAULT_TIMINGS.popupCooldownMs);
  });

  it('never lets the longest interval be shorter than the shortest', () => {
    const timings = resolveTimings({ socialProofMinIntervalMs: 500, socialProofMaxIntervalMs: 100 });
    expect(timings.socialProofMaxIntervalMs).toBe(500);
  });
});
