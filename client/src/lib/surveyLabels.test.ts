import { describe, expect, it } from '@jest/globals';
import {
  businessSizeLabels,
  businessSizeOptions,
  businessTypeLabels,
  businessTypeOptions,
  challengeLabels,
  challengeOptions,
  investmentBudgetLabels,
  investmentBudgetOptions,
  marketingChannelLabels,
  marketingChannelOptions,
  monthlyBudgetLabels,
  monthlyBudgetOptions,
  surveyFieldLabels,
  surveyLabel,
  timelineLabels,
  timelineOptions,
} from './surveyLabels';

const tables = [
  ['BusinessType', businessTypeLabels, businessTypeOptions],
  ['BusinessSize', businessSizeLabels, businessSizeOptions],
  ['MonthlyBudget', monthlyBudgetLabels, monthlyBudgetOptions],
  ['InvestmentBudget', investmentBudgetLabels, investmentBudgetOptions],
  ['Timeline', timelineLabels, timelineOptions],
  ['MarketingChannel', marketingChannelLabels, marketingChannelOptions],
  ['Challenge', challengeLabels, challengeOptions],
] as const;

describe('survey labels', () => {
  it.each(tables)('%s: every value is offered exactly once, with its label, and labels are distinct', (_name, labels, options) => {
    const values = options.map((option) => option.value);
    expect([...values].sort()).toEqual(Object.keys(labels).sort());
    expect(new Set(values).size).toBe(values.length);
    for (const option of options) expect(option.label).toBe((labels as Record<string, string>)[option.value]);
    const words = Object.values(labels);
    expect(new Set(words).size).toBe(words.length);
    for (const word of words) expect(word.trim()).toBe(word);
  });

  it('uses the words of the documented option lists', () => {
    expect(businessTypeOptions.map((option) => option.label)).toEqual(['Eenmanszaak', 'VOF', 'BV', 'NV', 'Stichting', 'Vereniging']);
    expect(monthlyBudgetLabels.EUR_5000_PLUS).toBe('€5.000+');
    expect(investmentBudgetLabels.UNDECIDED).toBe('Nog niet bepaald');
    expect(timelineOptions[0]).toEqual({ value: 'ASAP', label: 'Zo snel mogelijk' });
  });

  it('names every survey question once, in distinct words (the admin panel reads them from here)', () => {
    const names = Object.values(surveyFieldLabels);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name.trim()).toBe(name);
    expect(surveyFieldLabels.businessType).toBe('Bedrijfsvorm');
    expect(surveyFieldLabels.mainChallenges).toBe('Grootste uitdagingen');
    expect(surveyFieldLabels.investmentBudget).toBe('Investeringsbudget');
  });

  it('labels a missing answer with the fallback', () => {
    expect(surveyLabel(timelineLabels, 'MONTHS_1_3')).toBe('Binnen 1-3 maanden');
    expect(surveyLabel(timelineLabels, null)).toBe('Onbekend');
    expect(surveyLabel(timelineLabels, undefined, '-')).toBe('-');
  });
});
