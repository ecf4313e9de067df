import type { ArrivalRecord } from './arrival.model';
import { Channel } from './channel.enums';

/**
 * The channel of an arrival: one ordered rule table, the first rule that matches wins. The only
 * place this rule lives; docs/lead-api.md ("Attribution") describes it in words.
 */

/** Search engines, by the name in a `utm_source` or a label of the referrer's host (google.nl, www.bing.com). */
const SEARCH_ENGINES = new Set([
  'google',
  'bing',
  'yahoo',
  'duckduckgo',
  'ecosia',
  'startpage',
  'qwant',
  'baidu',
  'yandex',
  'brave',
  'ask',
  'msn',
  'aol',
]);

/** Social networks, by `utm_source` name or referrer host. */
const SOCIAL_SOURCES = new Set([
  'facebook',
  'fb',
  'instagram',
  'ig',
  'meta',
  'linkedin',
  'twitter',
  'x',
  'tiktok',
  'pinterest',
  'youtube',
  'reddit',
  'snapchat',
  'whatsapp',
  'threads',
  'messenger',
]);
const SOCIAL_HOSTS = [
  'facebook.com',
  'fb.com',
  'fb.me',
  'instagram.com',
  'linkedin.com',
  'lnkd.in',
  'twitter.com',
  'x.com',
  't.co',
  'tiktok.com',
  'pinterest.com',
  'youtube.com',
  'youtu.be',
  'reddit.com',
  'snapchat.com',
  'whatsapp.com',
  'wa.me',
  'threads.net',
];

/** Ad click ids that only the search ad networks (Google, Microsoft) add. */
const SEARCH_CLICK_IDS = ['gclid', 'gbraid', 'wbraid', 'msclkid'] as const;

const PAID_MEDIUMS = new Set([
  'cpc',
  'ppc',
  'cpm',
  'cpv',
  'paid',
  'paidsearch',
  'paid-search',
  'paid_search',
  'sem',
  'paidsocial',
  'paid-social',
  'paid_social',
  'display',
  'retargeting',
]);
const PAID_SOCIAL_MEDIUMS = new Set(['paidsocial', 'paid-social', 'paid_social', 'social-paid', 'social_paid']);
const EMAIL_WORDS = new Set(['email', 'e-mail', 'e_mail', 'mail', 'newsletter', 'nieuwsbrief', 'mailchimp', 'laposta']);
const SOCIAL_MEDIUMS = new Set([
  'social',
  'social-media',
  'social_media',
  'socialmedia',
  'sm',
  'social-network',
  'organic-social',
  'organic_social',
]);
const ORGANIC_MEDIUMS = new Set(['organic', 'seo']);
const REFERRAL_MEDIUMS = new Set(['referral', 'link', 'partner', 'affiliate']);

/** What the rules look at, worked out once per arrival. */
export interface ArrivalFacts {
  source: string;
  medium: string;
  /** The referrer's host name, without `www.`; empty when there is none, it is unreadable, or it is the site itself. */
  referrerHost: string;
  searchClickId: boolean;
  fromSearchEngine: boolean;
  fromSocial: boolean;
}

const labelsOf = (name: string) => name.split('.').filter(Boolean);

function hostOf(referrer: string | null | undefined): string {
  if (!referrer) return '';
  try {
    return new URL(referrer).hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return '';
  }
}

const isSearch = (name: string) => labelsOf(name).some((label) => SEARCH_ENGINES.has(label));
const isSocialSource = (name: string) => SOCIAL_SOURCES.has(name) || labelsOf(name).some((label) => SOCIAL_SOURCES.has(label));
const isSocialHost = (host: string) => SOCIAL_HOSTS.some((social) => host === social || host.endsWith(`.${social}`));

/** `siteHost`: the site's own host; a referrer from there is no arrival from elsewhere. */
export function arrivalFacts(arrival: ArrivalRecord, siteHost = ''): ArrivalFacts {
  const source = (arrival.source ?? '').trim().toLowerCase();
  const medium = (arrival.medium ?? '').trim().toLowerCase();
  const host = hostOf(arrival.referrer);
  const referrerHost = host && host !== siteHost.toLowerCase().replace(/^www\./, '') ? host : '';
  return {
    source,
    medium,
    referrerHost,
    searchClickId: SEARCH_CLICK_IDS.some((id) => Boolean(arrival[id])),
    fromSearchEngine: (source !== '' && isSearch(source)) || (referrerHost !== '' && isSearch(referrerHost)),
    fromSocial: (source !== '' && isSocialSource(source)) || (referrerHost !== '' && isSocialHost(referrerHost)) || Boolean(arrival.fbclid),
  };
}

export interface ChannelRule {
  channel: Channel;
  /** In words, for docs/lead-api.md and the tests' names. */
  when: string;
  matches(facts: ArrivalFacts): boolean;
}

/** First match wins. */
export const CHANNEL_RULES: readonly ChannelRule[] = [
  {
    channel: Channel.PAID_SEARCH,
    when: 'a search ad click id (gclid, gbraid, wbraid, msclkid)',
    matches: (f) => f.searchClickId,
  },
  {
    channel: Channel.PAID_SOCIAL,
    when: 'a paid-social medium (paid_social, paidsocial...), or a paid medium (cpc, ppc, cpm, paid...) from a social network',
    matches: (f) => PAID_SOCIAL_MEDIUMS.has(f.medium) || (PAID_MEDIUMS.has(f.medium) && f.fromSocial),
  },
  {
    channel: Channel.PAID_SEARCH,
    when: 'a paid medium (cpc, ppc, paid, sem...) from a search engine',
    matches: (f) => PAID_MEDIUMS.has(f.medium) && f.fromSearchEngine,
  },
  {
    channel: Channel.EMAIL,
    when: 'medium or source e-mail, newsletter (or a mailing tool)',
    matches: (f) => EMAIL_WORDS.has(f.medium) || EMAIL_WORDS.has(f.source),
  },
  {
    channel: Channel.ORGANIC_SEARCH,
    when: 'medium organic, or a search engine as source or referrer',
    matches: (f) => ORGANIC_MEDIUMS.has(f.medium) || f.fromSearchEngine,
  },
  {
    channel: Channel.ORGANIC_SOCIAL,
    when: 'a social medium, a social network as source or referrer, or an fbclid',
    matches: (f) => SOCIAL_MEDIUMS.has(f.medium) || f.fromSocial,
  },
  {
    channel: Channel.REFERRAL,
    when: 'any other external referrer, a referral medium, or any other utm_source / utm_medium',
    matches: (f) => f.referrerHost !== '' || REFERRAL_MEDIUMS.has(f.medium) || f.source !== '' || f.medium !== '',
  },
];

/** The channel of one arrival: DIRECT when no rule matches (no parameters, no outside referrer). */
export function channelOf(arrival: ArrivalRecord, siteHost = ''): Channel {
  const facts = arrivalFacts(arrival, siteHost);
  return CHANNEL_RULES.find((rule) => rule.matches(facts))?.channel ?? Channel.DIRECT;
}

/**
 * A lead's channel: that of its last arrival, unless the last one was direct (a visitor who typed the
 * address to come back still came through the first arrival's channel).
 */
export function leadChannel(first: ArrivalRecord, last: ArrivalRecord, siteHost = ''): Channel {
  const lastChannel = channelOf(last, siteHost);
  return lastChannel === Channel.DIRECT ? channelOf(first, siteHost) : lastChannel;
}

/** First touch, for the channel report: the first arrival's own channel and campaign. */
export function firstTouch(first: ArrivalRecord, siteHost = ''): { channel: Channel; campaign: string | null } {
  return { channel: channelOf(first, siteHost), campaign: first.campaign || null };
}

/** The campaign a lead is filed under: the last arrival's, else the first's. */
export function leadCampaign(first: ArrivalRecord, last: ArrivalRecord): string | null {
  return last.campaign || first.campaign || null;
}
