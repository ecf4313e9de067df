import type { Channel, LeadOutcome, LeadSource, LeadStatus, Qualification } from '../../../gql/graphql';

/**
 * Dutch words for the lead's own enums, as every admin screen shows them. A status is a pipeline
 * column, so a lead's status badge uses the words of its column: the same lead never reads
 * 'Gekwalificeerd' in the list and 'Voorstel Gestuurd' on the board.
 */

/** The board's columns, in board order (docs/lead-api.md: LeadStatus order). */
export const PIPELINE_COLUMNS: readonly { status: LeadStatus; title: string }[] = [
  { status: 'NEW', title: 'Nieuwe Leads' },
  { status: 'CONTACTED', title: 'Geen Gehoor' },
  { status: 'QUALIFIED', title: 'Voorstel Gestuurd' },
  { status: 'CLOSED', title: 'Akkoord' },
];

export const LEAD_STATUSES: readonly LeadStatus[] = PIPELINE_COLUMNS.map((column) => column.status);

export const pipelineColumnTitles = Object.fromEntries(PIPELINE_COLUMNS.map((c) => [c.status, c.title])) as Record<LeadStatus, string>;

/** Badge and filter words for a status. */
export const statusLabels: Record<LeadStatus, string> = {
  NEW: 'Nieuw',
  CONTACTED: 'Geen gehoor',
  QUALIFIED: 'Voorstel gestuurd',
  CLOSED: 'Akkoord',
};

export const sourceLabels: Record<LeadSource, string> = {
  QUICKSCAN: 'Quick scan',
  CONTACT: 'Contactformulier',
  WHATSAPP: 'WhatsApp',
};

/** The short source word on a pipeline card ('scan' for quickscan). */
export const sourceShortLabels: Record<LeadSource, string> = {
  QUICKSCAN: 'scan',
  CONTACT: 'contact',
  WHATSAPP: 'whatsapp',
};

export const LEAD_SOURCES: readonly LeadSource[] = ['QUICKSCAN', 'CONTACT', 'WHATSAPP'];

export const outcomeLabels: Record<LeadOutcome, string> = {
  OPEN: 'Openstaand',
  WON: 'Gewonnen',
  LOST: 'Verloren',
};

export const qualificationLabels: Record<Qualification, string> = {
  HOT: 'Hot',
  WARM: 'Warm',
  COLD: 'Cold',
};

/** Chakra colour palettes, so a status or source has one colour everywhere. */
export const statusPalettes: Record<LeadStatus, string> = {
  NEW: 'brand',
  CONTACTED: 'orange',
  QUALIFIED: 'purple',
  CLOSED: 'green',
};

export const sourcePalettes: Record<LeadSource, string> = {
  QUICKSCAN: 'brand',
  CONTACT: 'teal',
  WHATSAPP: 'green',
};

export const outcomePalettes: Record<LeadOutcome, string> = {
  OPEN: 'gray',
  WON: 'green',
  LOST: 'red',
};

export const qualificationPalettes: Record<Qualification, string> = {
  HOT: 'red',
  WARM: 'orange',
  COLD: 'blue',
};

/** The channel the server derived (docs/lead-api.md, "Attribution"). */
export const channelLabels: Record<Channel, string> = {
  PAID_SEARCH: 'Betaald zoeken',
  PAID_SOCIAL: 'Betaald social',
  ORGANIC_SEARCH: 'Organisch zoeken',
  ORGANIC_SOCIAL: 'Organisch social',
  EMAIL: 'E-mail',
  REFERRAL: 'Verwijzing',
  DIRECT: 'Direct',
};

/** The channels in the order of the filters and the dashboard. */
export const CHANNELS = Object.keys(channelLabels) as Channel[];
