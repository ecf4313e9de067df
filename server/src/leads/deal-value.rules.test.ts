import { BusinessSize, InvestmentBudget, MonthlyBudget, Timeline } from './survey.enums';
import type { SurveyAnswers } from './survey.model';
import { dealValuePoints, derivedDealValue, packageLabel } from './deal-value.rules';

describe('deal value points, row by row (docs/scoring.md)', () => {
  it.each<[string, SurveyAnswers, number]>([
    ['nothing answered', {}, 0],
    ['monthly 5000+', { monthlyBudget: MonthlyBudget.EUR_5000_PLUS }, 3],
    ['monthly 2500-5000', { monthlyBudget: MonthlyBudget.EUR_2500_5000 }, 2],
    ['monthly 1000-2500', { monthlyBudget: MonthlyBudget.EUR_1000_2500 }, 1],
    ['monthly 500-1000', { monthlyBudget: MonthlyBudget.EUR_500_1000 }, 0],
    ['monthly 0-500', { monthlyBudget: MonthlyBudget.EUR_0_500 }, 0],
    ['investment 10000+', { investmentBudget: InvestmentBudget.EUR_10000_PLUS }, 2],
    ['investment 6000-10000', { investmentBudget: InvestmentBudget.EUR_6000_10000 }, 2],
    ['investment 3000-6000', { investmentBudget: InvestmentBudget.EUR_3000_6000 }, 1],
    ['investment 1500-3000', { investmentBudget: InvestmentBudget.EUR_1500_3000 }, 0],
    ['investment undecided', { investmentBudget: InvestmentBudget.UNDECIDED }, 0],
    ['size 50+', { businessSize: BusinessSize.SIZE_50_PLUS }, 2],
    ['size 16-50', { businessSize: BusinessSize.SIZE_16_50 }, 1],
    ['size 6-15', { businessSize: BusinessSize.SIZE_6_15 }, 0],
    ['one service', { businessServices: ['Dakreparatie'] }, 0],
    ['two services', { businessServices: ['Dakreparatie', 'Dakgoten'] }, 1],
    ['three services', { businessServices: ['a', 'b', 'c'] }, 1],
    ['four services', { businessServices: ['a', 'b', 'c', 'd'] }, 2],
    ['empty service entries do not count', { businessServices: ['a', ' ', '', 'b'] }, 1],
    ['timeline asap', { timeline: Timeline.ASAP }, 1],
    ['timeline within a month', { timeline: Timeline.WITHIN_1_MONTH }, 0],
  ])('%s', (_name, survey, points) => {
    expect(dealValuePoints(survey)).toBe(points);
  });
});

describe('derived deal value and package label', () => {
  it.each<[string, SurveyAnswers | null, number, string]>([
    ['no survey', null, 2300, 'Starter Pakket'],
    ['2 points', { monthlyBudget: MonthlyBudget.EUR_2500_5000 }, 2300, 'Starter Pakket'],
    ['3 points', { monthlyBudget: MonthlyBudget.EUR_5000_PLUS }, 5250, 'Growth Pakket'],
    ['5 points', { monthlyBudget: MonthlyBudget.EUR_5000_PLUS, investmentBudget: InvestmentBudget.EUR_10000_PLUS }, 5250, 'Growth Pakket'],
    [
      '6 points',
      { monthlyBudget: MonthlyBudget.EUR_5000_PLUS, investmentBudget: InvestmentBudget.EUR_10000_PLUS, timeline: Timeline.ASAP },
      12250,
      'Scale Pakket',
    ],
    [
      '10 points (all)',
      {
        monthlyBudget: MonthlyBudget.EUR_5000_PLUS,
        investmentBudget: InvestmentBudget.EUR_6000_10000,
        businessSize: BusinessSize.SIZE_50_PLUS,
        businessServices: ['a', 'b', 'c', 'd'],
        timeline: Timeline.ASAP,
      },
      12250,
      'Scale Pakket',
    ],
  ])('%s', (_name, survey, value, label) => {
    expect(derivedDealValue(survey)).toBe(value);
    expect(packageLabel(derivedDealValue(survey))).toBe(label);
  });

  it.each<[number, string]>([
    [0, 'Custom Pakket'],
    [2299, 'Custom Pakket'],
    [2300, 'Starter Pakket'],
    [5249, 'Starter Pakket'],
    [5250, 'Growth Pakket'],
    [12249, 'Growth Pakket'],
    [12250, 'Scale Pakket'],
    [1_000_000, 'Scale Pakket'],
  ])('a saved value of %i is labelled %s', (value, label) => {
    expect(packageLabel(value)).toBe(label);
  });
});
