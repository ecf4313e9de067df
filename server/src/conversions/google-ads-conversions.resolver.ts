import { Arg, Authorized, Query, Resolver, registerEnumType } from 'type-graphql';
import type { GoogleAdsConversionService } from './google-ads-conversions.service';
import { ConversionFileLayout } from './google-ads-file.rules';

registerEnumType(ConversionFileLayout, {
  name: 'ConversionFileLayout',
  description: "Google Ads' offline conversion upload layouts (docs/lead-api.md).",
  valuesConfig: {
    CLICK_ID: { description: 'Conversions of leads with a Google click id (gclid) of at most 90 days before.' },
    ENHANCED_LEADS: {
      description: 'Enhanced conversions for leads: the others, by SHA-256 of the normalised e-mail address and phone number.',
    },
  },
});

/** ADMIN: conversions for Google Ads. */
@Authorized('admin')
@Resolver()
export class GoogleAdsConversionResolver {
  constructor(private readonly services: { googleAds: GoogleAdsConversionService }) {}

  @Query(() => String, {
    description:
      "Admin. Google Ads' offline conversion upload file (CSV text) for the conversions of [from, to): won deals, valued at the " +
      'deal value in EUR, and, when configured, leads whose completed survey scored HOT. At most 366 days.',
  })
  async googleAdsConversions(
    @Arg('from', () => Date) from: Date,
    @Arg('to', () => Date) to: Date,
    @Arg('layout', () => ConversionFileLayout, { defaultValue: ConversionFileLayout.CLICK_ID }) layout: ConversionFileLayout,
  ): Promise<string> {
    return this.services.googleAds.file(from, to, layout);
  }
}
