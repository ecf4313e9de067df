import type { ApiClient } from '../support/api-client';
import type { TestApp } from '../support/test-app';
import { SYSTEM_ACTOR } from '../../src/shared/graphql/actor';
import { Weekday } from '../../src/booking/booking.enums';
import type { BookingRules } from '../../src/booking/booking.rules';
import { createLeadViaApi, SUBMIT_SURVEY } from './lead.factory';

export const BOOKABLE_SLOTS = `query($leadId: ID!, $surveyToken: String!, $from: DateTimeISO, $days: Int) {
  bookableSlots(leadId: $leadId, surveyToken: $surveyToken, from: $from, days: $days)
}`;
export const BOOK_CALL = `mutation($leadId: ID!, $surveyToken: String!, $start: DateTimeISO!) {
  bookCall(leadId: $leadId, surveyToken: $surveyToken, start: $start) { id start end status }
}`;
export const CALENDAR_SHOWN = `mutation($leadId: ID!, $surveyToken: String!) { recordCalendarShown(leadId: $leadId, surveyToken: $surveyToken) }`;
export const BY_TOKEN = `query($token: String!) { appointmentByToken(token: $token) { id start end status availableSlots(days: 2) } }`;
export const RESCHEDULE = `mutation($token: String!, $start: DateTimeISO!) { rescheduleAppointment(token: $token, start: $start) { id start end status } }`;
export const CANCEL = `mutation($token: String!) { cancelAppointment(token: $token) }`;

/** A HOT survey (docs/scoring.md): size 50+, no marketing, budget over 10 000, as soon as possible. */
export const HOT_SURVEY = { businessSize: 'SIZE_50_PLUS', currentMarketing: [], investmentBudget: 'EUR_10000_PLUS', timeline: 'ASAP' };

/** Every day around the clock, so a test finds free slots whenever it runs; the defaults otherwise. */
export const ALWAYS_OPEN: BookingRules = {
  weeklyHours: Object.values(Weekday).map((weekday) => ({ weekday, start: '00:00', end: '24:00' })),
  callMinutes: 30,
  bufferMinutes: 0,
  minimumNoticeMinutes: 120,
  horizonDays: 14,
  daysOff: [],
  capacity: 1,
};

export async function setBookingRules(app: TestApp, overrides: Partial<BookingRules> = {}): Promise<void> {
  await app.app.services.bookingSettings.save({ ...ALWAYS_OPEN, ...overrides }, SYSTEM_ACTOR);
}

/** A lead created over HTTP, its survey completed as HOT unless `survey: false`. */
export async function visitorLead(client: ApiClient, options: { survey?: boolean; name?: string } = {}) {
  const lead = await createLeadViaApi(client, options.name ? { name: options.name } : {});
  if (options.survey !== false) await client.ok(SUBMIT_SURVEY, { ...lead, survey: HOT_SURVEY, completed: true });
  return lead;
}

export async function slotsFor(client: ApiClient, lead: { leadId: string; surveyToken: string }, days = 7): Promise<string[]> {
  return (await client.ok<{ bookableSlots: string[] }>(BOOKABLE_SLOTS, { ...lead, days })).bookableSlots;
}

/** The secret of the newest link e-mailed to the lead about a call (read from the kept e-mail). */
export async function latestLinkToken(app: TestApp, leadId: string): Promise<string> {
  const [row] = await app.dataSource.query(
    `SELECT text FROM outgoing_messages WHERE lead_id = $1 AND kind LIKE 'appointment_%' ORDER BY created_at DESC, id DESC LIMIT 1`,
    [leadId],
  );
  const match = /\/afspraak\/([\w-]+)/.exec(row?.text ?? '');
  if (!match) throw new Error('no appointment e-mail with a link');
  return match[1];
}
