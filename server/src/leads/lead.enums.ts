import { registerEnumType } from 'type-graphql';

/** Stored in the database with these same upper-case values. */
export enum LeadSource {
  QUICKSCAN = 'QUICKSCAN',
  CONTACT = 'CONTACT',
  WHATSAPP = 'WHATSAPP',
}

/** The board's columns, in board order. */
export enum LeadStatus {
  NEW = 'NEW',
  CONTACTED = 'CONTACTED',
  QUALIFIED = 'QUALIFIED',
  CLOSED = 'CLOSED',
}

export enum LeadOutcome {
  OPEN = 'OPEN',
  WON = 'WON',
  LOST = 'LOST',
}

export enum Qualification {
  HOT = 'HOT',
  WARM = 'WARM',
  COLD = 'COLD',
}

/** Board columns in board order; a column's index is its advisory-lock key (pipeline/board.service.ts). */
export const BOARD_COLUMNS: readonly LeadStatus[] = [LeadStatus.NEW, LeadStatus.CONTACTED, LeadStatus.QUALIFIED, LeadStatus.CLOSED];

export const LEAD_NOT_FOUND_MESSAGE = 'Deze lead bestaat niet of is verwijderd.';

registerEnumType(LeadSource, { name: 'LeadSource', description: 'How the lead reached us.' });
registerEnumType(LeadStatus, {
  name: 'LeadStatus',
  description: 'Pipeline column: NEW Nieuwe Leads, CONTACTED Geen Gehoor, QUALIFIED Voorstel Gestuurd, CLOSED Akkoord.',
});
registerEnumType(LeadOutcome, { name: 'LeadOutcome' });
registerEnumType(Qualification, { name: 'Qualification', description: 'HOT at score 70 or more, WARM at 40 or more.' });
