import type { BookingSettingsFieldsFragment, BookingSettingsInput, Weekday } from '../../gql/graphql';

/** The days of the week in the form's order, with their Dutch names. */
export const WEEKDAYS: readonly { weekday: Weekday; label: string }[] = [
  { weekday: 'MONDAY', label: 'Maandag' },
  { weekday: 'TUESDAY', label: 'Dinsdag' },
  { weekday: 'WEDNESDAY', label: 'Woensdag' },
  { weekday: 'THURSDAY', label: 'Donderdag' },
  { weekday: 'FRIDAY', label: 'Vrijdag' },
  { weekday: 'SATURDAY', label: 'Zaterdag' },
  { weekday: 'SUNDAY', label: 'Zondag' },
];

export interface HoursBlock {
  start: string;
  end: string;
}

export interface DayForm {
  weekday: Weekday;
  open: boolean;
  /** At least one (kept while closed, so reopening a day brings its hours back). */
  blocks: HoursBlock[];
}

/** The 'Agenda' form as typed: numbers as text, notice in hours (a visitor thinks in hours). */
export interface SettingsForm {
  days: DayForm[];
  callMinutes: string;
  bufferMinutes: string;
  noticeHours: string;
  horizonDays: string;
  capacity: string;
  daysOff: string[];
}

const DEFAULT_BLOCK: HoursBlock = { start: '09:00', end: '17:00' };

/** A time input cannot show 24:00: midnight as the end of a block is 00:00 there. */
const shownEnd = (end: string) => (end === '24:00' ? '00:00' : end);
const sentEnd = (end: string) => (end === '00:00' ? '24:00' : end);

export function formFromSettings(settings: BookingSettingsFieldsFragment): SettingsForm {
  return {
    days: WEEKDAYS.map(({ weekday }) => {
      const blocks = settings.weeklyHours
        .filter((window) => window.weekday === weekday)
        .map((window) => ({ start: window.start, end: shownEnd(window.end) }))
        .sort((a, b) => a.start.localeCompare(b.start));
      return { weekday, open: blocks.length > 0, blocks: blocks.length > 0 ? blocks : [{ ...DEFAULT_BLOCK }] };
    }),
    callMinutes: String(settings.callMinutes),
    bufferMinutes: String(settings.bufferMinutes),
    noticeHours: String(settings.minimumNoticeMinutes / 60).replace('.', ','),
    horizonDays: String(settings.horizonDays),
    capacity: String(settings.capacity),
    daysOff: [...settings.daysOff],
  };
}

/** Where a field of the form shows its problem: `day.MONDAY.0.end`, `callMinutes`... */
export type FormProblems = Record<string, string>;

const number = (text: string) => Number(text.trim().replace(',', '.'));

/**
 * The input the server takes, and for each of its fields (as the server names them in a
 * BAD_USER_INPUT: `weeklyHours.3.end`) the form field it came from. Problems the browser can see
 * itself (an empty or broken number) come back at once, without asking the server.
 */
export function inputFromForm(form: SettingsForm): { input: BookingSettingsInput; fieldOf: Map<string, string>; problems: FormProblems } {
  const fieldOf = new Map<string, string>();
  const weeklyHours: BookingSettingsInput['weeklyHours'] = [];
  for (const day of form.days) {
    if (!day.open) continue;
    day.blocks.forEach((block, index) => {
      const at = weeklyHours.length;
      for (const part of ['weekday', 'start', 'end'])
        fieldOf.set(`weeklyHours.${at}.${part}`, `day.${day.weekday}.${index}.${part === 'weekday' ? 'start' : part}`);
      weeklyHours.push({ weekday: day.weekday, start: block.start, end: sentEnd(block.end) });
    });
  }
  const problems: FormProblems = {};
  const whole = (key: 'callMinutes' | 'bufferMinutes' | 'horizonDays' | 'capacity') => {
    const value = number(form[key]);
    if (form[key].trim() === '' || !Number.isInteger(value)) problems[key] = 'Vul een heel getal in';
    return value;
  };
  const noticeHours = number(form.noticeHours);
  if (form.noticeHours.trim() === '' || !Number.isFinite(noticeHours))
    problems.noticeHours = 'Vul een aantal uren in, bijvoorbeeld 2 of 1,5';
  form.daysOff.forEach((_day, index) => fieldOf.set(`daysOff.${index}`, 'daysOff'));
  for (const key of ['callMinutes', 'bufferMinutes', 'horizonDays', 'capacity']) fieldOf.set(key, key);
  fieldOf.set('minimumNoticeMinutes', 'noticeHours');
  fieldOf.set('daysOff', 'daysOff');
  fieldOf.set('weeklyHours', 'weeklyHours');
  return {
    input: {
      weeklyHours,
      callMinutes: whole('callMinutes'),
      bufferMinutes: whole('bufferMinutes'),
      minimumNoticeMinutes: Math.round(noticeHours * 60),
      horizonDays: whole('horizonDays'),
      capacity: whole('capacity'),
      daysOff: form.daysOff,
    },
    fieldOf,
    problems,
  };
}

/** The server's field problems placed on the form's fields (a list field's whole list for its entries). */
export function problemsOnForm(fields: readonly { field: string; message: string }[], fieldOf: Map<string, string>): FormProblems {
  const problems: FormProblems = {};
  for (const { field, message } of fields) {
    const key = fieldOf.get(field) ?? fieldOf.get(field.replace(/\.\d+$/, '')) ?? 'form';
    problems[key] ??= message.charAt(0).toUpperCase() + message.slice(1);
  }
  return problems;
}
