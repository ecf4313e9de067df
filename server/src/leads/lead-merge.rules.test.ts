import { answeredQuestions, joinedNotes, mergedAttribution, richerSurvey, type MergeSide } from './lead-merge.rules';

const side = (overrides: Partial<MergeSide>): MergeSide => ({
  id: 'x',
  createdAt: new Date('2026-01-01T00:00:00Z'),
  notes: null,
  survey: null,
  surveyCompleted: false,
  attribution: null,
  ...overrides,
});
const arrival = (source: string, at: string) => ({ source, at });

describe('merge rules', () => {
  it.each([
    [null, 0],
    [{}, 0],
    [{ timeline: 'ASAP', mainChallenges: [] }, 1],
    [{ timeline: 'ASAP', mainChallenges: ['NO_TIME'], specificGoals: '' }, 2],
  ])('answeredQuestions(%p) = %p', (survey, expected) => {
    expect(answeredQuestions(survey as never)).toBe(expected);
  });

  it.each<[string, Record<string, unknown>, Record<string, unknown>, 'keep' | 'other']>([
    [
      'completed beats partial',
      { survey: { timeline: 'ASAP' }, surveyCompleted: true },
      { survey: { timeline: 'ASAP', specificGoals: 'x' } },
      'keep',
    ],
    ['completed on the other side', { survey: { timeline: 'ASAP' } }, { survey: { timeline: 'ASAP' }, surveyCompleted: true }, 'other'],
    ['more answers', { survey: { timeline: 'ASAP' } }, { survey: { timeline: 'ASAP', specificGoals: 'x' } }, 'other'],
    ['a tie keeps the kept lead', { survey: { timeline: 'ASAP' } }, { survey: { specificGoals: 'x' } }, 'keep'],
    ['none against none', {}, {}, 'keep'],
  ])('richerSurvey: %s', (_name, keep, other, expected) => {
    const a = side({ id: 'keep', ...(keep as Partial<MergeSide>) });
    const b = side({ id: 'other', ...(other as Partial<MergeSide>) });
    expect(richerSurvey(a, b).id).toBe(expected);
  });

  it.each([
    ['Belde maandag', 'Wil offerte', 'Belde maandag\n\nWil offerte'],
    [null, ' Wil offerte ', 'Wil offerte'],
    ['  ', null, null],
  ])('joinedNotes(%p, %p)', (keep, other, expected) => {
    expect(joinedNotes(keep, other)).toBe(expected);
  });

  it('takes the first touch from the older lead and the last touch from the newer', () => {
    const older = side({
      createdAt: new Date('2026-01-01T00:00:00Z'),
      attribution: { first: arrival('google', '2025-12-30T00:00:00Z'), last: arrival('google', '2025-12-31T00:00:00Z') },
    });
    const newer = side({
      createdAt: new Date('2026-02-01T00:00:00Z'),
      attribution: { first: arrival('facebook', '2026-01-30T00:00:00Z'), last: arrival('newsletter', '2026-01-31T00:00:00Z') },
    });
    expect(mergedAttribution(newer, older)).toEqual({ first: older.attribution!.first, last: newer.attribution!.last });
    expect(mergedAttribution(older, newer)).toEqual({ first: older.attribution!.first, last: newer.attribution!.last });
    expect(mergedAttribution(side({}), newer)).toEqual(newer.attribution);
    expect(mergedAttribution(side({}), side({}))).toBeNull();
  });
});
