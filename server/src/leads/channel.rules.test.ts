import type { ArrivalRecord } from './arrival.model';
import { Channel } from './channel.enums';
import { CHANNEL_RULES, channelOf, firstTouch, leadCampaign, leadChannel } from './channel.rules';

const AT = '2026-03-01T10:00:00.000Z';
const arrival = (fields: Partial<ArrivalRecord>): ArrivalRecord => ({ at: AT, ...fields });

describe('channelOf (docs/lead-api.md, "Attribution")', () => {
  it.each<[string, Partial<ArrivalRecord>, Channel]>([
    ['gclid alone', { gclid: 'TEST123' }, Channel.PAID_SEARCH],
    ['gbraid (iOS app click)', { gbraid: 'abc' }, Channel.PAID_SEARCH],
    ['wbraid (iOS web click)', { wbraid: 'abc' }, Channel.PAID_SEARCH],
    ['msclkid (Microsoft Ads)', { msclkid: 'abc' }, Channel.PAID_SEARCH],
    ['gclid beats a social utm', { gclid: 'x', source: 'facebook', medium: 'paid_social' }, Channel.PAID_SEARCH],
    ['google / cpc', { source: 'google', medium: 'cpc' }, Channel.PAID_SEARCH],
    ['Google / CPC, any case', { source: 'Google', medium: 'CPC' }, Channel.PAID_SEARCH],
    ['bing / ppc', { source: 'bing', medium: 'ppc' }, Channel.PAID_SEARCH],
    ['cpc with a search referrer and no source', { medium: 'cpc', referrer: 'https://www.google.nl/' }, Channel.PAID_SEARCH],
    ['facebook / cpc', { source: 'facebook', medium: 'cpc' }, Channel.PAID_SOCIAL],
    ['instagram / paid', { source: 'ig', medium: 'paid' }, Channel.PAID_SOCIAL],
    ['any source / paid_social', { source: 'meta-ads', medium: 'paid_social' }, Channel.PAID_SOCIAL],
    ['m.facebook.com / cpc', { source: 'm.facebook.com', medium: 'cpc' }, Channel.PAID_SOCIAL],
    ['newsletter / email', { source: 'nieuwsbrief', medium: 'email' }, Channel.EMAIL],
    ['mailchimp source without medium', { source: 'mailchimp' }, Channel.EMAIL],
    ['E-mail medium', { source: 'klanten', medium: 'e-mail' }, Channel.EMAIL],
    ['google.nl referrer', { referrer: 'https://www.google.nl/' }, Channel.ORGANIC_SEARCH],
    ['duckduckgo referrer', { referrer: 'https://duckduckgo.com/' }, Channel.ORGANIC_SEARCH],
    ['bing referrer', { referrer: 'https://www.bing.com/search?q=dakdekker' }, Channel.ORGANIC_SEARCH],
    ['organic medium', { source: 'gids', medium: 'organic' }, Channel.ORGANIC_SEARCH],
    ['facebook referrer', { referrer: 'https://l.facebook.com/' }, Channel.ORGANIC_SOCIAL],
    ['linkedin referrer', { referrer: 'https://www.linkedin.com/' }, Channel.ORGANIC_SOCIAL],
    ['t.co referrer', { referrer: 'https://t.co/abc' }, Channel.ORGANIC_SOCIAL],
    ['fbclid on a shared link', { fbclid: 'IwAR0' }, Channel.ORGANIC_SOCIAL],
    ['instagram / social', { source: 'instagram', medium: 'social' }, Channel.ORGANIC_SOCIAL],
    ['another site', { referrer: 'https://www.bouwgids.nl/artikel' }, Channel.REFERRAL],
    ['a referral medium', { source: 'bouwgids', medium: 'referral' }, Channel.REFERRAL],
    ['a paid medium from an unknown source', { source: 'partner', medium: 'cpc' }, Channel.REFERRAL],
    ['an unknown source without medium', { source: 'flyer' }, Channel.REFERRAL],
    ['nothing at all', {}, Channel.DIRECT],
    ['only a landing page', { landingPage: '/diensten/google-ads' }, Channel.DIRECT],
    ['an unreadable referrer', { referrer: 'not a url' }, Channel.DIRECT],
    ['empty texts', { source: ' ', medium: '', referrer: '' }, Channel.DIRECT],
  ])('%s: %s', (_name, fields, expected) => {
    expect(channelOf(arrival(fields))).toBe(expected);
  });

  it("treats the site's own address as no referrer", () => {
    expect(channelOf(arrival({ referrer: 'https://www.vakleads.nl/tarieven' }), 'vakleads.nl')).toBe(Channel.DIRECT);
    expect(channelOf(arrival({ referrer: 'https://vakleads.nl/' }), 'www.vakleads.nl')).toBe(Channel.DIRECT);
    expect(channelOf(arrival({ referrer: 'https://andere-site.nl/' }), 'vakleads.nl')).toBe(Channel.REFERRAL);
  });

  it('can reach every channel', () => {
    expect(new Set([...CHANNEL_RULES.map((rule) => rule.channel), Channel.DIRECT])).toEqual(new Set(Object.values(Channel)));
  });
});

describe('leadChannel and leadCampaign', () => {
  const ad = arrival({ source: 'google', medium: 'cpc', campaign: 'dak-2026', gclid: 'TEST123' });
  const direct = arrival({});
  const social = arrival({ source: 'facebook', medium: 'social', campaign: 'voorjaar' });

  it.each<[string, ArrivalRecord, ArrivalRecord, Channel, string | null]>([
    ['one arrival', ad, ad, Channel.PAID_SEARCH, 'dak-2026'],
    ['came back directly: the first counts', ad, direct, Channel.PAID_SEARCH, 'dak-2026'],
    ['came back through another channel: the last counts', ad, social, Channel.ORGANIC_SOCIAL, 'voorjaar'],
    ['direct twice', direct, direct, Channel.DIRECT, null],
  ])('%s', (_name, first, last, channel, campaign) => {
    expect(leadChannel(first, last)).toBe(channel);
    expect(leadCampaign(first, last)).toBe(campaign);
  });
});

describe('firstTouch: the first arrival on its own, whatever came later', () => {
  it.each<[string, ArrivalRecord, Channel, string | null]>([
    [
      'an ad click with a campaign',
      arrival({ source: 'google', medium: 'cpc', campaign: 'dak-2026', gclid: 'x' }),
      Channel.PAID_SEARCH,
      'dak-2026',
    ],
    ['a newsletter', arrival({ source: 'nieuwsbrief', medium: 'email', campaign: 'nov' }), Channel.EMAIL, 'nov'],
    ['a direct visit', arrival({}), Channel.DIRECT, null],
    ["the site's own page as referrer", arrival({ referrer: 'https://www.vakleads.nl/tarieven' }), Channel.DIRECT, null],
  ])('%s', (_name, first, channel, campaign) => {
    expect(firstTouch(first, 'vakleads.nl')).toEqual({ channel, campaign });
  });
});
