import { describe, expect, it } from '@jest/globals';
import {
  minutesLeft,
  minutesLeftText,
  progressPercent,
  resultToast,
  serviceFields,
  shouldHoldOnClose,
  surveyPayload,
  toggleChoice,
} from './surveyLogic';

describe('survey logic', () => {
  it('shows max(7 - step, 1) minutes remaining', () => {
    expect([1, 2, 5, 6, 7, 15].map(minutesLeft)).toEqual([6, 5, 2, 1, 1, 1]);
    expect(minutesLeftText(1)).toBe('Nog ongeveer 6 minuten');
    expect(minutesLeftText(9)).toBe('Nog ongeveer 1 minuut');
  });

  it('counts progress over 15 steps', () => {
    expect([progressPercent(1), progressPercent(15)]).toEqual([7, 100]);
  });

  it('holds the first close above step 2 only', () => {
    expect(shouldHoldOnClose(2, false)).toBe(false);
    expect(shouldHoldOnClose(3, false)).toBe(true);
    expect(shouldHoldOnClose(3, true)).toBe(false);
  });

  it('ticks and unticks choices; an exclusive choice stands alone', () => {
    expect(toggleChoice(undefined, 'SEO')).toEqual(['SEO']);
    expect(toggleChoice(['SEO', 'GOOGLE_ADS'], 'SEO')).toEqual(['GOOGLE_ADS']);
    expect(toggleChoice(['SEO', 'GOOGLE_ADS'], 'NONE', 'NONE')).toEqual(['NONE']);
    expect(toggleChoice(['NONE'], 'SEO', 'NONE')).toEqual(['SEO']);
  });

  it('always shows at least one service field', () => {
    expect(serviceFields(undefined)).toEqual(['']);
    expect(serviceFields([])).toEqual(['']);
    expect(serviceFields(['dakreparatie', ''])).toEqual(['dakreparatie', '']);
  });

  it('sends trimmed answers, leaves out empty text and empty service fields, keeps deliberate empty lists', () => {
    expect(
      surveyPayload({
        businessServices: [' dakreparatie ', '', '  '],
        biggestFrustration: '   ',
        specificGoals: ' 30 aanvragen per maand ',
        currentMarketing: [],
        doingMarketingSelf: false,
        websiteSatisfaction: 7,
        timeline: null,
      }),
    ).toEqual({
      businessServices: ['dakreparatie'],
      specificGoals: '30 aanvragen per maand',
      currentMarketing: [],
      doingMarketingSelf: false,
      websiteSatisfaction: 7,
    });
    expect(surveyPayload({ businessServices: [''] })).toEqual({});
  });

  it('picks the result toast by the qualification the server gave', () => {
    expect(resultToast('HOT').title).toBe('Perfecte match!');
    expect(resultToast('WARM').title).toBe('Interessante kansen!');
    expect(resultToast('COLD').title).toBe('Bedankt voor je tijd!');
  });
});
