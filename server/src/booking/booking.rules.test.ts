import { Weekday } from './booking.enums';
import {
  candidateStarts,
  callTimeText,
  dayStarts,
  durationText,
  freeStarts,
  horizonEnd,
  minutesOfDay,
  refusalOf,
  reminders,
  reminderStillDue,
  settingsProblems,
  shortCallTimeText,
  unbookedFollowUp,
  UNBOOKED_FOLLOW_UP_NOTE,
  ReminderKind,
  type BookingRules,
} from './booking.rules';

const ALL_DAYS = Object.values(Weekday);

function rules(overrides: Partial<BookingRules> = {}): BookingRules {
  return {
    weeklyHours: ALL_DAYS.map((weekday) => ({ weekday, start: '09:00', end: '11:00' })),
    callMinutes: 30,
    bufferMinutes: 0,
    minimumNoticeMinutes: 120,
    horizonDays: 14,
    daysOff: [],
    capacity: 1,
    ...overrides,
  };
}

const iso = (dates: Date[]) => dates.map((date) => date.toISOString());
const at = (text: string) => new Date(text);

describe('dayStarts: the weekly grid in Amsterdam wall-clock time', () => {
  it.each([
    // Winter (UTC+1), summer (UTC+2), and both daylight-saving Sundays: 09:00 stays 09:00 local.
    ['a winter Saturday', '2026-03-28', ['08:00', '08:30', '09:00', '09:30']],
    ['the last Sunday of March (clocks go forward)', '2026-03-29', ['07:00', '07:30', '08:00', '08:30']],
    ['a summer Saturday', '2026-10-24', ['07:00', '07:30', '08:00', '08:30']],
    ['the last Sunday of October (clocks go back)', '2026-10-25', ['08:00', '08:30', '09:00', '09:30']],
  ])('%s: 09:00-11:00 local are these UTC times', (_name, day, utc) => {
    expect(iso(dayStarts(rules(), day))).toEqual(utc.map((time) => `${day}T${time}:00.000Z`));
  });

  it('leaves out the wall-clock times the clock skips on the last Sunday of March', () => {
    const night = rules({ weeklyHours: [{ weekday: Weekday.SUNDAY, start: '01:00', end: '04:00' }] });
    // 01:00 and 01:30 are UTC+1; 02:00 and 02:30 do not exist; 03:00 and 03:30 are UTC+2.
    expect(iso(dayStarts(night, '2026-03-29'))).toEqual([
      '2026-03-29T00:00:00.000Z',
      '2026-03-29T00:30:00.000Z',
      '2026-03-29T01:00:00.000Z',
      '2026-03-29T01:30:00.000Z',
    ]);
    // In October 02:00-03:00 happens twice; each wall-clock time is offered once.
    expect(dayStarts(night, '2026-10-25')).toHaveLength(6);
  });

  it.each([
    ['call plus buffer is the step', { callMinutes: 30, bufferMinutes: 15 }, ['08:00', '08:45', '09:30']],
    ['a call must end inside the window', { callMinutes: 45 }, ['08:00', '08:45']],
    ['a day off has none', { daysOff: ['2026-03-28'] }, []],
    [
      'two windows on one day, given out of order',
      {
        weeklyHours: [
          { weekday: Weekday.SATURDAY, start: '14:00', end: '15:00' },
          { weekday: Weekday.SATURDAY, start: '09:00', end: '10:00' },
        ],
      },
      ['08:00', '08:30', '13:00', '13:30'],
    ],
    ['no window on that weekday', { weeklyHours: [{ weekday: Weekday.MONDAY, start: '09:00', end: '17:00' }] }, []],
    ['a window up to midnight', { weeklyHours: [{ weekday: Weekday.SATURDAY, start: '23:00', end: '24:00' }] }, ['22:00', '22:30']],
  ])('%s', (_name, overrides: Partial<BookingRules>, utc) => {
    expect(iso(dayStarts(rules(overrides), '2026-03-28'))).toEqual(utc.map((time) => `2026-03-28T${time}:00.000Z`));
  });
});

describe('candidateStarts: notice and horizon', () => {
  it('starts after the minimum notice and stops at the horizon', () => {
    // Saturday 28 March 07:45 local; notice 2 h: 09:45 local, so 10:00 and 10:30 remain that day.
    const now = at('2026-03-28T06:45:00Z');
    const starts = candidateStarts(rules({ horizonDays: 1 }), now, at('2026-04-30T00:00:00Z'), now);
    expect(iso(starts)).toEqual([
      '2026-03-28T09:00:00.000Z',
      '2026-03-28T09:30:00.000Z',
      // The horizon is the same wall-clock time a day later (07:45 local on Sunday): nothing before it.
    ]);
  });

  it('counts the horizon in local days across a clock change', () => {
    const now = at('2026-03-28T06:00:00Z'); // 07:00 local, UTC+1
    expect(horizonEnd(rules({ horizonDays: 1 }), now).toISOString()).toBe('2026-03-29T05:00:00.000Z'); // 07:00 local, UTC+2
  });

  it('keeps to [from, to)', () => {
    const now = at('2026-03-01T00:00:00Z');
    const starts = candidateStarts(rules(), at('2026-03-10T08:30:00Z'), at('2026-03-10T09:30:00Z'), now);
    expect(iso(starts)).toEqual(['2026-03-10T08:30:00.000Z', '2026-03-10T09:00:00.000Z']);
  });

  it('gives the days in order over two weeks, skipping days off', () => {
    const now = at('2026-10-19T00:00:00Z');
    const starts = candidateStarts(rules({ daysOff: ['2026-10-21'] }), now, at('2026-11-30T00:00:00Z'), now);
    const days = [...new Set(starts.map((start) => start.toISOString().slice(0, 10)))];
    // Monday 19 October 02:00 local to Monday 2 November 02:00 local: 14 days, one of them off.
    expect(days).toHaveLength(13);
    expect(days).not.toContain('2026-10-21');
    expect(iso(starts)).toEqual([...iso(starts)].sort());
  });
});

describe('freeStarts: which candidates still have a seat', () => {
  const t = (minute: number) => Date.UTC(2026, 10, 3, 8, minute);
  const candidates = [0, 30, 60, 90].map((minute) => new Date(t(minute)));
  const free = (overrides: Partial<BookingRules>, held: { from: number; to: number; seat: number }[]) =>
    freeStarts(rules(overrides), candidates, held).map((start) => (start.getTime() - t(0)) / 60_000);

  it.each([
    ['nothing booked', {}, [], [0, 30, 60, 90]],
    ['one call on the only seat', {}, [{ from: t(30), to: t(60), seat: 1 }], [0, 60, 90]],
    ['a call that ends where a candidate starts does not block it', {}, [{ from: t(0), to: t(30), seat: 1 }], [30, 60, 90]],
    ['a buffer held after a call blocks the next start', {}, [{ from: t(0), to: t(45), seat: 1 }], [60, 90]],
    [
      'the candidate holds its own buffer too',
      { bufferMinutes: 15 },
      [{ from: t(75), to: t(120), seat: 1 }],
      [0, 30], // 60 holds 60-105 and meets the call held from 75
    ],
    ['capacity 2: one seat taken leaves the other', { capacity: 2 }, [{ from: t(30), to: t(60), seat: 1 }], [0, 30, 60, 90]],
    [
      'capacity 2: both seats taken',
      { capacity: 2 },
      [
        { from: t(30), to: t(60), seat: 1 },
        { from: t(30), to: t(60), seat: 2 },
      ],
      [0, 60, 90],
    ],
    [
      'capacity 2: two calls on one seat around the candidate still leave the other seat',
      { capacity: 2 },
      [
        { from: t(0), to: t(40), seat: 1 },
        { from: t(50), to: t(80), seat: 1 },
      ],
      [0, 30, 60, 90],
    ],
    ['a seat above the capacity (capacity lowered since) is not counted', {}, [{ from: t(30), to: t(60), seat: 2 }], [0, 30, 60, 90]],
    [
      'held times in any order',
      {},
      [
        { from: t(90), to: t(120), seat: 1 },
        { from: t(0), to: t(30), seat: 1 },
      ],
      [30, 60],
    ],
  ])('%s', (_name, overrides: Partial<BookingRules>, held, minutes) => {
    expect(free(overrides, held)).toEqual(minutes);
  });
});

describe('refusalOf', () => {
  const now = at('2026-10-23T07:00:00Z'); // Friday 09:00 local
  it.each([
    ['a free grid time', '2026-10-25T08:00:00Z', null], // Sunday 09:00 local after the clock went back
    ['the same instant as the hour before the change', '2026-10-25T07:00:00Z', 'CLOSED'], // 08:00 local
    ['in the past', '2026-10-23T06:30:00Z', 'PAST'],
    ['now', '2026-10-23T07:00:00Z', 'PAST'],
    ['inside the notice', '2026-10-23T08:00:00Z', 'NOTICE'],
    ['just after the notice, but off the grid', '2026-10-23T09:00:00Z', 'CLOSED'],
    ['beyond the horizon', '2026-11-07T07:30:00Z', 'HORIZON'],
    ['the last day within the horizon', '2026-11-06T08:00:00Z', null],
    ['between two grid times', '2026-10-24T07:15:00Z', 'CLOSED'],
    ['a second past a grid time', '2026-10-24T07:00:01Z', 'CLOSED'],
  ])('%s', (_name, start, expected) => {
    expect(refusalOf(rules(), at(start), now)).toBe(expected);
  });

  it('refuses a day off', () => {
    expect(refusalOf(rules({ daysOff: ['2026-10-25'] }), at('2026-10-25T08:00:00Z'), now)).toBe('CLOSED');
  });
});

describe('settingsProblems', () => {
  it.each([
    ['valid settings', {}, []],
    ['a time that is no time', { weeklyHours: [{ weekday: Weekday.MONDAY, start: '9:00', end: '17:00' }] }, ['weeklyHours.0.start']],
    ['24:00 cannot start', { weeklyHours: [{ weekday: Weekday.MONDAY, start: '24:00', end: '24:00' }] }, ['weeklyHours.0.start']],
    ['end before start', { weeklyHours: [{ weekday: Weekday.MONDAY, start: '17:00', end: '09:00' }] }, ['weeklyHours.0.end']],
    ['shorter than a call', { weeklyHours: [{ weekday: Weekday.MONDAY, start: '09:00', end: '09:20' }] }, ['weeklyHours.0.end']],
    [
      'overlapping windows on one day',
      {
        weeklyHours: [
          { weekday: Weekday.MONDAY, start: '09:00', end: '12:00' },
          { weekday: Weekday.MONDAY, start: '11:00', end: '13:00' },
        ],
      },
      ['weeklyHours.1.start'],
    ],
    [
      'the same hours on two days do not overlap',
      {
        weeklyHours: [
          { weekday: Weekday.MONDAY, start: '09:00', end: '12:00' },
          { weekday: Weekday.TUESDAY, start: '09:00', end: '12:00' },
        ],
      },
      [],
    ],
    [
      'five windows on one day',
      {
        weeklyHours: [8, 10, 12, 14, 16].map((hour) => ({
          weekday: Weekday.MONDAY,
          start: `${String(hour).padStart(2, '0')}:00`,
          end: `${String(hour).padStart(2, '0')}:30`,
        })),
      },
      ['weeklyHours.0.weekday'],
    ],
    ['a day off twice', { daysOff: ['2026-12-25', '2026-12-25'] }, ['daysOff.1']],
  ])('%s', (_name, overrides: Partial<BookingRules>, fields) => {
    expect(settingsProblems(rules(overrides)).map((problem) => problem.field)).toEqual(fields);
  });

  it('reads times of day', () => {
    expect([minutesOfDay('00:00'), minutesOfDay('09:30'), minutesOfDay('24:00'), minutesOfDay('24:30'), minutesOfDay('7:00')]).toEqual([
      0,
      570,
      1440,
      null,
      null,
    ]);
  });
});

describe('reminders', () => {
  const start = at('2026-10-27T09:00:00Z');
  it.each([
    ['booked days ahead: both', '2026-10-20T10:00:00Z', [ReminderKind.DAY_BEFORE, ReminderKind.HOUR_BEFORE]],
    ['booked 3 hours ahead: only the hour before', '2026-10-27T06:00:00Z', [ReminderKind.HOUR_BEFORE]],
    ['booked 50 minutes ahead: none', '2026-10-27T08:10:00Z', []],
  ])('%s', (_name, now, kinds) => {
    expect(reminders(start, at(now)).map((reminder) => reminder.kind)).toEqual(kinds);
  });

  it.each([
    ['booked and unchanged', { status: 'BOOKED', sequence: 1, startsAt: start }, true],
    ['cancelled', { status: 'CANCELLED', sequence: 1, startsAt: start }, false],
    ['moved since (a higher sequence)', { status: 'BOOKED', sequence: 2, startsAt: start }, false],
    ['erased (gone)', null, false],
    ['already begun', { status: 'BOOKED', sequence: 1, startsAt: at('2026-10-27T07:00:00Z') }, false],
  ])('a reminder is still due when %s: %s', (_name, appointment, due) => {
    expect(reminderStillDue(appointment, { sequence: 1 }, at('2026-10-27T08:00:00Z'))).toBe(due);
  });
});

describe('unbookedFollowUp', () => {
  const hot = { qualification: 'HOT', erased: false, booked: false, followedUp: false, nextActionOn: null, nextActionNote: null };
  it.each([
    [
      'a hot lead without a plan: today, with a note',
      hot,
      { nextAction: { nextActionOn: '2026-10-27', nextActionNote: UNBOOKED_FOLLOW_UP_NOTE } },
    ],
    [
      'a later plan moves to today, its note kept',
      { ...hot, nextActionOn: '2026-11-03', nextActionNote: 'Offerte' },
      { nextAction: { nextActionOn: '2026-10-27', nextActionNote: 'Offerte' } },
    ],
    ['already due today: only the admins are told', { ...hot, nextActionOn: '2026-10-27' }, { nextAction: null }],
    ['overdue: only the admins are told', { ...hot, nextActionOn: '2026-10-20' }, { nextAction: null }],
    ['booked meanwhile', { ...hot, booked: true }, null],
    ['warm', { ...hot, qualification: 'WARM' }, null],
    ['erased', { ...hot, erased: true }, null],
    ['handled before (a retried job)', { ...hot, followedUp: true }, null],
  ])('%s', (_name, lead, expected) => {
    expect(unbookedFollowUp(lead, '2026-10-27')).toEqual(expected);
  });
});

describe('texts', () => {
  it.each([
    [120, '2 uur'],
    [30, '30 minuten'],
    [1, '1 minuut'],
    [0, '0 minuten'],
    [1440, '1 dag'],
    [2880, '2 dagen'],
    [90, '90 minuten'],
  ])('durationText(%d) = %s', (minutes, text) => {
    expect(durationText(minutes)).toBe(text);
  });

  it('names a call time in Amsterdam, in Dutch', () => {
    expect(callTimeText(at('2026-11-03T08:00:00Z'))).toBe('dinsdag 3 november om 09:00');
    expect(shortCallTimeText(at('2026-11-03T08:00:00Z'))).toBe('di 3 nov 09:00');
    expect(callTimeText(at('2026-07-01T07:30:00Z'))).toBe('woensdag 1 juli om 09:30');
  });
});
