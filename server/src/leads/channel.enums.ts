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

/** What admins read for each channel in files the server writes (the admin panel has its own table). */
export const CHANNEL_LABELS: Record<Channel, string> = {
  PAID_SEARCH: 'Betaald zoeken',
  PAID_SOCIAL: 'Betaald social',
  ORGANIC_SEARCH: 'Organisch zoeken',
  ORGANIC_SOCIAL: 'Organisch social',
  EMAIL: 'E-mail',
  REFERRAL: 'Verwijzing',
  DIRECT: 'Direct',
};

registerEnumType(Channel, {
  name: 'Channel',
  description: 'How a lead reached the site, derived on the server from its last arrival (see docs/lead-api.md).',
});
