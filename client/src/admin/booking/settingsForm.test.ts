import { describe, expect, it } from '@jest/globals';
import { formFromSettings, inputFromForm, problemsOnForm } from './settingsForm';

const SETTINGS = {
  weeklyHours: [
    { weekday: 'MONDAY' as const, start: '13:00', end: '17:00' },
    { weekday: 'MONDAY' as const, start: '09:00', end: '12:00' },
    { weekday: 'FRIDAY' as const, start: '20:00', end: '24:00' },
  ],
  callMinutes: 30,
  bufferMinutes: 10,
  minimumNoticeMinutes: 90,
  horizonDays: 14,
  daysOff: ['2026-12-25'],
  capacity: 2,
};

describe('the Agenda settings form', () => {
  it('reads the settings into a week of days, and sends them back unchanged', () => {
    const form = formFromSettings(SETTINGS);
    expect(form.days.map((day) => [day.weekday, day.open, day.blocks.length])).toEqual([
      ['MONDAY', true, 2],
      ['TUESDAY', false, 1],
      ['WEDNESDAY', false, 1],
      ['THURSDAY', false, 1],
      ['FRIDAY', true, 1],
      ['SATURDAY', false, 1],
      ['SUNDAY', false, 1],
    ]);
    expect(form.days[0].blocks[0]).toEqual({ start: '09:00', end: '12:00' });
    expect(form.days[4].blocks[0]).toEqual({ start: '20:00', end: '00:00' });
    expect(form.noticeHours).toBe('1,5');
    const { input, problems } = inputFromForm(form);
    expect(problems).toEqual({});
    expect(input).toEqual({
      ...SETTINGS,
      weeklyHours: [
        { weekday: 'MONDAY', start: '09:00', end: '12:00' },
        { weekday: 'MONDAY', start: '13:00', end: '17:00' },
        { weekday: 'FRIDAY', start: '20:00', end: '24:00' },
      ],
    });
  });

  it('finds broken numbers itself', () => {
    const form = { ...formFromSettings(SETTINGS), callMinutes: '', capacity: '1,5', noticeHours: 'twee' };
    expect(Object.keys(inputFromForm(form).problems).sort()).toEqual(['callMinutes', 'capacity', 'noticeHours']);
  });

  it("puts the server's problems on the fields they came from", () => {
    const { fieldOf } = inputFromForm(formFromSettings(SETTINGS));
    expect(
      problemsOnForm(
        [
          { field: 'weeklyHours.1.start', message: 'overlapt met een ander blok op dezelfde dag' },
          { field: 'minimumNoticeMinutes', message: 'mag hoogstens 43200 zijn' },
          { field: 'daysOff.0', message: 'is geen geldige datum (JJJJ-MM-DD)' },
          { field: 'iets', message: 'anders' },
        ],
        fieldOf,
      ),
    ).toEqual({
      'day.MONDAY.1.start': 'Overlapt met een ander blok op dezelfde dag',
      noticeHours: 'Mag hoogstens 43200 zijn',
      daysOff: 'Is geen geldige datum (JJJJ-MM-DD)',
      form: 'Anders',
    });
  });
});
