import { registerEnumType } from 'type-graphql';

/** Stored in `leads.channel` with these same values (docs/lead-api.md, "Attribution"). */
export enum Channel {
  PAID_SEARCH = 'PAID_SEARCH',
  PAID_SOCIAL = 'PAID_SOCIAL',
  ORGANIC_SEARCH = 'ORGANIC_SEARCH',
  ORGANIC_SOCIAL = 'ORGANIC_SOCIAL',
  EMAIL = 'EMAIL',
  REFERRAL = 'REFERRAL',
  DIRECT = 'DIRECT',
}

registerEnumType(Channel, {
  name: 'Channel',
  description: 'How a lead reached the site, derived on the server from its last arrival (see docs/lead-api.md).',
});
