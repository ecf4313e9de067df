import { describe, expect, it } from '@jest/globals';
import { arrivalFrom, nextAttribution, saysHow, type Arrival } from './arrivals';

const at = new Date('2026-03-02T10:15:00.000Z');

describe('arrivalFrom', () => {
  it('keeps the utm parameters, ad click ids, landing page and time', () => {
    expect(
      arrivalFrom(
        'https://www.vakleads.nl/diensten/google-ads?utm_source=google&utm_medium=cpc&utm_campaign=dak-2026&gclid=TEST123&other=x',
        '',
        at,
      ),
    ).toEqual({
      source: 'google',
      medium: 'cpc',
      campaign: 'dak-2026',
      gclid: 'TEST123',
      landingPage: '/diensten/google-ads',
      at: '2026-03-02T10:15:00.000Z',
    });
  });

  it('keeps a referrer only from another site', () => {
    expect(arrivalFrom('https://vakleads.nl/', 'https://www.bouwgids.nl/artikel', at).referrer).toBe('https://www.bouwgids.nl/artikel');
    expect(arrivalFrom('https://vakleads.nl/', 'https://vakleads.nl/tarieven', at).referrer).toBeUndefined();
    expect(arrivalFrom('https://vakleads.nl/', 'not a url', at).referrer).toBeUndefined();
  });

  it('keeps values within the server bounds, counted in code points', () => {
    const arrival = arrivalFrom(`https://vakleads.nl/?utm_campaign=${encodeURIComponent('\u{1F600}'.repeat(250))}`, '', at);
    expect(Array.from(arrival.campaign!)).toHaveLength(200);
  });
});

describe('nextAttribution', () => {
  const ad: Arrival = { source: 'google', gclid: 'a', landingPage: '/', at: '2026-03-01T00:00:00.000Z' };
  const direct: Arrival = { landingPage: '/tarieven', at: '2026-03-02T00:00:00.000Z' };
  const social: Arrival = { source: 'facebook', landingPage: '/', at: '2026-03-03T00:00:00.000Z' };

  it.each<[string, { first: Arrival; last: Arrival } | null, Arrival, boolean, { first: Arrival; last: Arrival } | null]>([
    ['the first visit, direct', null, direct, true, { first: direct, last: direct }],
    ['the first visit, from an ad', null, ad, true, { first: ad, last: ad }],
    ['another page of the same visit', { first: ad, last: ad }, direct, false, { first: ad, last: ad }],
    ['coming back directly', { first: ad, last: ad }, direct, true, { first: ad, last: ad }],
    ['coming back through another way', { first: ad, last: ad }, social, true, { first: ad, last: social }],
    ['a new ad click within the visit', { first: direct, last: direct }, ad, false, { first: direct, last: ad }],
  ])('%s', (_name, stored, arrival, newVisit, expected) => {
    expect(nextAttribution(stored, arrival, newVisit)).toEqual(expected);
  });

  it('tells an arrival that says how from one that only says where', () => {
    expect(saysHow(ad)).toBe(true);
    expect(saysHow(direct)).toBe(false);
  });
});
