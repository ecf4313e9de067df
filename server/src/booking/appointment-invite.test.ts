import ICAL from 'ical.js';
import { invitation, type CallLead } from './appointment-invite';

const call = {
  id: '3f2a1b4c-1111-2222-3333-444455556666',
  start: new Date('2026-10-25T08:00:00Z'),
  end: new Date('2026-10-25T08:30:00Z'),
  sequence: 3,
};
// Long enough, and with characters of two and three octets, to need folding inside a value.
const lead: CallLead = {
  id: 'lead',
  name: 'Jan-Willem van der Heijden-Ångström Ĳsselmonde—Øresund',
  email: 'jan.willem.van.der.heijden@een-heel-lang-domein-voorbeeld.nl',
  company: null,
  phone: '+31 6 12345678',
};
const options = (cancel: boolean) => ({
  cancel,
  mailFrom: 'Vakleads <afspraken@bureau.test>',
  link: `https://www.vakleads.nl/afspraak/${'a'.repeat(43)}`,
  now: new Date('2026-10-20T10:00:00Z'),
});

/**
 * The invitation as RFC 5545 wants its text (3.1): CRLF after every line, the last included; no
 * line longer than 75 octets (folded with CRLF and a space, never inside a character); times in
 * UTC, so no VTIMEZONE is needed (docs/architecture.md, "Booking").
 */
describe('the invitation as iCalendar text', () => {
  it.each([false, true])('is CRLF-terminated, folded at 75 octets, and reads back (cancel: %s)', (cancel) => {
    const text = invitation(call, lead, options(cancel));
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = text.slice(0, -2).split('\r\n');
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    // Unfolding gives back whole UTF-8 characters (a fold inside one would leave U+FFFD).
    const unfolded = text.replace(/\r\n /g, '');
    expect(unfolded).toContain(`CN="${lead.name}"`);
    expect(Buffer.from(unfolded, 'utf8').toString('utf8')).not.toContain('\uFFFD');

    const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
    const event = calendar.getFirstSubcomponent('vevent')!;
    expect(calendar.getFirstPropertyValue('method')).toBe(cancel ? 'CANCEL' : 'REQUEST');
    expect(event.getFirstPropertyValue('uid')).toBe(`${call.id}@vakleads.nl`);
    expect(Number(event.getFirstPropertyValue('sequence'))).toBe(3);
    expect(event.getFirstPropertyValue('status')).toBe(cancel ? 'CANCELLED' : 'CONFIRMED');
    expect(unfolded).toMatch(/^DTSTART:20261025T080000Z\r$/m);
    expect(unfolded).toMatch(/^DTEND:20261025T083000Z\r$/m);
    expect(unfolded).not.toContain('TZID');
  });
});
