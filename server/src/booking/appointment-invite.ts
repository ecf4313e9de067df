import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { PlainMail } from '../notifications/mail.service';
import { MailKind } from '../notifications/notification.rules';
import { COMPANY_DOMAIN, COMPANY_NAME } from '../shared/company';
import { callTimeText, durationText, ReminderKind, shortCallTimeText } from './booking.rules';

/** The public page where a lead moves or cancels its call (client route /afspraak/:token). */
export const APPOINTMENT_PATH = '/afspraak/';
/** Such links in a stored e-mail, for 'Uitgaande berichten' to cut off (notifications/mail.service.ts). */
export const APPOINTMENT_LINK = /\/afspraak\/[\w-]+/g;

export interface InvitedCall {
  id: string;
  start: Date;
  end: Date;
  sequence: number;
}

export interface CallLead {
  id: string;
  name: string;
  email: string;
  company: string | null;
  phone: string | null;
}

export function appointmentLink(siteUrl: string, token: string): string {
  return `${siteUrl}${APPOINTMENT_PATH}${token}`;
}

/** The sender as an iCalendar organizer: the address inside MAIL_FROM ('Naam <adres>' or a bare address). */
function organizer(mailFrom: string): { name: string; email: string } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(mailFrom);
  return match ? { name: match[1] || COMPANY_NAME, email: match[2] } : { name: COMPANY_NAME, email: mailFrom.trim() };
}

/**
 * The invitation (METHOD:REQUEST) or its cancellation (METHOD:CANCEL) of a call, written by
 * ical-generator: one UID per appointment for its whole life, a SEQUENCE that grows with every move
 * (so a calendar replaces the event instead of adding one), times in UTC (no VTIMEZONE needed; the
 * calendar shows them in its own zone).
 */
export function invitation(
  call: InvitedCall,
  lead: CallLead,
  options: { cancel: boolean; mailFrom: string; link: string; now: Date },
): string {
  const calendar = ical({
    prodId: { company: COMPANY_NAME, product: 'Leadmachine', language: 'NL' },
    method: options.cancel ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({
    id: `${call.id}@${COMPANY_DOMAIN}`,
    sequence: call.sequence,
    start: call.start,
    end: call.end,
    stamp: options.now,
    summary: `Gesprek met ${COMPANY_NAME}`,
    description: options.cancel
      ? 'Dit gesprek is geannuleerd.'
      : `We bellen je${lead.phone ? ` op ${lead.phone}` : ''}. Verzetten of annuleren: ${options.link}`,
    organizer: organizer(options.mailFrom),
    attendees: [
      {
        email: lead.email,
        name: lead.name,
        rsvp: !options.cancel,
        role: ICalAttendeeRole.REQ,
        status: options.cancel ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.NEEDSACTION,
      },
    ],
    status: options.cancel ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    url: options.cancel ? null : options.link,
  });
  // RFC 5545 (3.1, 3.4): every content line ends with CRLF, END:VCALENDAR too; ical-generator
  // leaves the last one off, which strict readers refuse.
  const text = calendar.toString();
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}

const greeting = (lead: CallLead) => `Hallo ${lead.name},`;
const callLength = (call: InvitedCall) => durationText(Math.round((call.end.getTime() - call.start.getTime()) / 60_000));
const phoneLine = (lead: CallLead) => (lead.phone ? `We bellen je op ${lead.phone}.` : 'We bellen je op het nummer dat je ons gaf.');

/** To the lead: the call is planned, or moved (`moved`), with the invitation attached by the caller. */
export function confirmationMail(call: InvitedCall, lead: CallLead, link: string, key: string, moved: boolean): PlainMail {
  return {
    key,
    kind: MailKind.APPOINTMENT_CONFIRMED,
    subject: `${moved ? 'Je gesprek is verplaatst' : 'Je gesprek is gepland'}: ${shortCallTimeText(call.start)}`,
    lines: [
      greeting(lead),
      `${moved ? 'Je gesprek met ons is verplaatst naar' : 'Je gesprek met ons staat gepland op'} ${callTimeText(call.start)} (${callLength(call)}).`,
      phoneLine(lead),
      'De uitnodiging zit in deze e-mail: voeg hem toe aan je agenda. Past het toch niet? Via de link kies je een ander moment of annuleer je het gesprek.',
      `Tot dan, ${COMPANY_NAME}`,
    ],
    link,
    linkText: 'Verzet of annuleer je gesprek',
    leadId: lead.id,
  };
}

/** To the lead: the call is off. */
export function cancellationMail(call: InvitedCall, lead: CallLead, link: string, key: string): PlainMail {
  return {
    key,
    kind: MailKind.APPOINTMENT_CANCELLED,
    subject: `Je gesprek van ${shortCallTimeText(call.start)} is geannuleerd`,
    lines: [
      greeting(lead),
      `Je gesprek met ons op ${callTimeText(call.start)} is geannuleerd.`,
      'Wil je toch graag praten? Via de link plan je een nieuw moment, of bel ons gerust.',
      `Groet, ${COMPANY_NAME}`,
    ],
    link,
    linkText: 'Plan een nieuw gesprek',
    leadId: lead.id,
  };
}

/** To the lead: the call is tomorrow, or in an hour. */
export function reminderMail(call: InvitedCall, lead: CallLead, link: string, key: string, kind: ReminderKind): PlainMail {
  const when = kind === ReminderKind.DAY_BEFORE ? 'morgen' : 'over een uur';
  return {
    key,
    kind: MailKind.APPOINTMENT_REMINDER,
    subject: `Herinnering: ${when} bellen we je (${shortCallTimeText(call.start)})`,
    lines: [
      greeting(lead),
      `Een herinnering: ${when}, ${callTimeText(call.start)}, bellen we je.`,
      phoneLine(lead),
      `Tot dan, ${COMPANY_NAME}`,
    ],
    link,
    linkText: 'Verzet of annuleer je gesprek',
    leadId: lead.id,
  };
}

export type CallChange = 'booked' | 'moved' | 'cancelled';

const CHANGE_WORDS: Record<CallChange, { subject: string; line: string }> = {
  booked: { subject: 'Gesprek gepland', line: 'heeft een gesprek gepland op' },
  moved: { subject: 'Gesprek verplaatst', line: 'heeft het gesprek verplaatst naar' },
  cancelled: { subject: 'Gesprek geannuleerd', line: 'heeft het gesprek geannuleerd van' },
};

/** To the admins: what the lead did with its call (as the e-mail for a hot lead, with a link to the lead). */
export function adminCallMail(call: InvitedCall, lead: CallLead, change: CallChange, key: string, siteUrl: string): PlainMail {
  const who = [lead.name, lead.company].filter(Boolean).join(' - ');
  const words = CHANGE_WORDS[change];
  return {
    key,
    kind: MailKind.CALL_BOOKED,
    subject: `${words.subject}: ${who} (${shortCallTimeText(call.start)})`,
    lines: [
      `${who} ${words.line} ${callTimeText(call.start)}.`,
      change === 'cancelled' ? 'Bel deze lead om een nieuw moment af te spreken.' : 'Het gesprek staat in de Agenda.',
    ],
    link: `${siteUrl}/admin/leads/${lead.id}`,
    linkText: 'Bekijk de lead',
    leadId: lead.id,
  };
}

/** To the admins: a hot lead saw the calendar an hour ago and booked nothing. */
export function notBookedMail(lead: { id: string; name: string; company: string | null }, key: string, siteUrl: string): PlainMail {
  const who = [lead.name, lead.company].filter(Boolean).join(' - ');
  return {
    key,
    kind: MailKind.CALL_NOT_BOOKED,
    subject: `Hete lead zonder gesprek: ${who}`,
    lines: [
      `${who} is HOT gekwalificeerd en zag de agenda, maar plande binnen een uur geen gesprek.`,
      "De lead staat bij 'Vandaag opvolgen': bel vandaag nog.",
    ],
    link: `${siteUrl}/admin/leads/${lead.id}`,
    linkText: 'Bekijk de lead',
    leadId: lead.id,
  };
}
