import { isCalendarDay } from '../shared/graphql/validation';
import { amsterdamToday, FollowUpState, followUpState, staleSince } from './follow-up.rules';

describe('follow-up rules', () => {
  it.each([
    [null, FollowUpState.NONE],
    ['', FollowUpState.NONE],
    ['2026-11-24', FollowUpState.OVERDUE],
    ['2025-12-31', FollowUpState.OVERDUE],
    ['2026-11-25', FollowUpState.DUE_TODAY],
    ['2026-11-26', FollowUpState.PLANNED],
    ['2027-01-01', FollowUpState.PLANNED],
  ])('next action on %p is %s on 2026-11-25', (day, state) => {
    expect(followUpState(day, '2026-11-25')).toBe(state);
  });

  it.each([
    ['2026-11-25', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['2026-11-5', false],
    ['25-11-2026', false],
    ['2026-11-25T00:00', false],
  ])('%s is a calendar day (the input check for nextActionOn): %s', (value, expected) => {
    expect(isCalendarDay(value)).toBe(expected);
  });

  it.each([
    [1, '2026-11-24T12:00:00.000Z'],
    [7, '2026-11-18T12:00:00.000Z'],
    [365, '2025-11-25T12:00:00.000Z'],
  ])('a column that marks cards after %i days marks those untouched since %s', (days, since) => {
    expect(staleSince(days, new Date('2026-11-25T12:00:00Z'))?.toISOString()).toBe(since);
  });

  it('a column without a setting marks nothing', () => {
    expect(staleSince(null, new Date('2026-11-25T12:00:00Z'))).toBeNull();
  });

  it('today is the Amsterdam day, also in the minutes around midnight', () => {
    expect(amsterdamToday(Date.parse('2026-11-25T22:59:30Z'))).toBe('2026-11-25');
    expect(amsterdamToday(Date.parse('2026-11-25T23:00:30Z'))).toBe('2026-11-26');
    expect(amsterdamToday(Date.parse('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
    expect(amsterdamToday(Date.parse('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
  });
});
