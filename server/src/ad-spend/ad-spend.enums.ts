import { registerEnumType } from 'type-graphql';

/** Stored in `ad_spend.platform` with these same values. */
export enum AdPlatform {
  GOOGLE_ADS = 'GOOGLE_ADS',
  META_ADS = 'META_ADS',
  MICROSOFT_ADS = 'MICROSOFT_ADS',
  OTHER = 'OTHER',
}

export enum ReportGrouping {
  CHANNEL = 'CHANNEL',
  CAMPAIGN = 'CAMPAIGN',
}

/** Which arrival a lead counts for: the first, or the last that was not direct (the lead's own channel). */
export enum Touch {
  FIRST = 'FIRST',
  LAST = 'LAST',
}

/** The width of one point of the cost-per-lead series. */
export enum SeriesBucket {
  DAY = 'DAY',
  WEEK = 'WEEK',
  MONTH = 'MONTH',
}

registerEnumType(AdPlatform, {
  name: 'AdPlatform',
  description:
    'Where imported spend comes from: Google Ads and Microsoft Ads count for PAID_SEARCH, Meta for PAID_SOCIAL, OTHER for PAID_SOCIAL.',
});
registerEnumType(ReportGrouping, { name: 'ReportGrouping', description: 'One row per channel, or per channel and campaign.' });
registerEnumType(Touch, {
  name: 'Touch',
  description: "FIRST: the visitor's first arrival. LAST: the last arrival that was not direct (the lead's own channel and campaign).",
});
registerEnumType(SeriesBucket, {
  name: 'SeriesBucket',
  description: 'A day, an ISO week (from Monday) or a calendar month, in Amsterdam time.',
});
