import { InvestmentBudget } from './survey.enums';
import { LeadStatus, Qualification } from './lead.enums';
import { isHighValue, isPriority, isQualifiedLead, QUALIFIED_STATUSES, type PriorityCandidate } from './lead-flags.rules';

describe('high value (docs/scoring.md)', () => {
  it.each<[Qualification | null, InvestmentBudget | undefined, boolean]>([
    [Qualification.HOT, InvestmentBudget.EUR_10000_PLUS, true],
    [Qualification.HOT, InvestmentBudget.EUR_500_1500, true],
    [Qualification.HOT, InvestmentBudget.EUR_0_500, false],
    [Qualification.HOT, InvestmentBudget.UNDECIDED, false],
    [Qualification.HOT, undefined, false],
    [Qualification.WARM, InvestmentBudget.EUR_10000_PLUS, false],
    [Qualification.COLD, InvestmentBudget.EUR_10000_PLUS, false],
    [null, InvestmentBudget.EUR_10000_PLUS, false],
  ])('%s with investment %s: %s', (qualification, investmentBudget, expected) => {
    expect(isHighValue(qualification, { investmentBudget })).toBe(expected);
  });

  it('is false without a survey', () => {
    expect(isHighValue(Qualification.HOT, null)).toBe(false);
  });
});

describe('priority (docs/scoring.md)', () => {
  it.each<[string, PriorityCandidate, boolean]>([
    ['new and hot', { status: LeadStatus.NEW, qualification: Qualification.HOT, leadScore: 70 }, true],
    ['new, warm, score 71', { status: LeadStatus.NEW, qualification: Qualification.WARM, leadScore: 71 }, true],
    ['new, warm, score 70', { status: LeadStatus.NEW, qualification: Qualification.WARM, leadScore: 70 }, false],
    ['new, no survey', { status: LeadStatus.NEW, qualification: null, leadScore: null }, false],
    ['contacted and hot', { status: LeadStatus.CONTACTED, qualification: Qualification.HOT, leadScore: 90 }, false],
    ['qualified and hot', { status: LeadStatus.QUALIFIED, qualification: Qualification.HOT, leadScore: 90 }, false],
    ['closed and hot', { status: LeadStatus.CLOSED, qualification: Qualification.HOT, leadScore: 90 }, false],
  ])('%s: %s', (_name, lead, expected) => {
    expect(isPriority(lead)).toBe(expected);
  });
});

describe('qualified lead (docs/scoring.md)', () => {
  it.each<[LeadStatus, Qualification | null, boolean]>([
    [LeadStatus.NEW, null, false],
    [LeadStatus.NEW, Qualification.COLD, false],
    [LeadStatus.NEW, Qualification.WARM, true],
    [LeadStatus.NEW, Qualification.HOT, true],
    [LeadStatus.CONTACTED, Qualification.COLD, false],
    [LeadStatus.CONTACTED, Qualification.WARM, true],
    [LeadStatus.QUALIFIED, null, true],
    [LeadStatus.QUALIFIED, Qualification.COLD, true],
    [LeadStatus.CLOSED, null, true],
  ])('%s, scored %s: %s', (status, qualification, expected) => {
    expect(isQualifiedLead({ status, qualification })).toBe(expected);
  });

  it('QUALIFIED and the columns after it, in board order', () => {
    expect(QUALIFIED_STATUSES).toEqual([LeadStatus.QUALIFIED, LeadStatus.CLOSED]);
  });
});
