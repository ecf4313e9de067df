import { Qualification } from './lead.enums';
import { qualify, scoreSurvey, type ScoreFactor } from './lead-score.rules';
import { BusinessSize, Challenge, InvestmentBudget, MarketingChannel, Timeline } from './survey.enums';
import type { SurveyAnswers } from './survey.model';

const pointsOf = (survey: SurveyAnswers, factor: ScoreFactor) =>
  scoreSurvey(survey).breakdown.find((line) => line.factor === factor)!.points;

// Two channels in use: earns the fewest marketing points, so other rows can be read in isolation.
const BASE: SurveyAnswers = { currentMarketing: [MarketingChannel.SEO, MarketingChannel.PRINT] };

describe('lead score, row by row (docs/scoring.md)', () => {
  it.each<[string, SurveyAnswers, ScoreFactor, number]>([
    ['business size SOLO', { businessSize: BusinessSize.SOLO }, 'businessSize', 0],
    ['business size 2-5', { businessSize: BusinessSize.SIZE_2_5 }, 'businessSize', 10],
    ['business size 6-15', { businessSize: BusinessSize.SIZE_6_15 }, 'businessSize', 15],
    ['business size 16-50', { businessSize: BusinessSize.SIZE_16_50 }, 'businessSize', 20],
    ['business size 50+', { businessSize: BusinessSize.SIZE_50_PLUS }, 'businessSize', 20],
    ['business size unanswered', {}, 'businessSize', 0],
    ['marketing unanswered', { currentMarketing: undefined }, 'currentMarketing', 20],
    ['marketing empty', { currentMarketing: [] }, 'currentMarketing', 20],
    ['marketing only NONE', { currentMarketing: [MarketingChannel.NONE] }, 'currentMarketing', 20],
    ['marketing exactly one channel', { currentMarketing: [MarketingChannel.GOOGLE_ADS] }, 'currentMarketing', 15],
    ['marketing one channel plus NONE', { currentMarketing: [MarketingChannel.NONE, MarketingChannel.SEO] }, 'currentMarketing', 15],
    ['marketing one channel twice', { currentMarketing: [MarketingChannel.SEO, MarketingChannel.SEO] }, 'currentMarketing', 15],
    ['marketing two channels', { currentMarketing: [MarketingChannel.SEO, MarketingChannel.PRINT] }, 'currentMarketing', 10],
    ['marketing many channels', { currentMarketing: Object.values(MarketingChannel) }, 'currentMarketing', 10],
    ['investment 10000+', { investmentBudget: InvestmentBudget.EUR_10000_PLUS }, 'investmentBudget', 25],
    ['investment 6000-10000', { investmentBudget: InvestmentBudget.EUR_6000_10000 }, 'investmentBudget', 20],
    ['investment 3000-6000', { investmentBudget: InvestmentBudget.EUR_3000_6000 }, 'investmentBudget', 15],
    ['investment 1500-3000', { investmentBudget: InvestmentBudget.EUR_1500_3000 }, 'investmentBudget', 10],
    ['investment 500-1500', { investmentBudget: InvestmentBudget.EUR_500_1500 }, 'investmentBudget', 0],
    ['investment 0-500', { investmentBudget: InvestmentBudget.EUR_0_500 }, 'investmentBudget', 0],
    ['investment undecided', { investmentBudget: InvestmentBudget.UNDECIDED }, 'investmentBudget', 0],
    ['timeline asap', { timeline: Timeline.ASAP }, 'timeline', 15],
    ['timeline within a month', { timeline: Timeline.WITHIN_1_MONTH }, 'timeline', 12],
    ['timeline 1-3 months', { timeline: Timeline.MONTHS_1_3 }, 'timeline', 8],
    ['timeline 3-6 months', { timeline: Timeline.MONTHS_3_6 }, 'timeline', 0],
    ['timeline 6+ months', { timeline: Timeline.MONTHS_6_PLUS }, 'timeline', 0],
    ['challenge too few leads', { mainChallenges: [Challenge.TOO_FEW_QUALIFIED_LEADS] }, 'tooFewQualifiedLeads', 10],
    ['challenge no visibility', { mainChallenges: [Challenge.NO_ONLINE_VISIBILITY] }, 'noOnlineVisibility', 10],
    ['challenge other', { mainChallenges: [Challenge.HIGH_COST_PER_LEAD] }, 'tooFewQualifiedLeads', 0],
  ])('%s', (_name, answers, factor, points) => {
    expect(pointsOf({ ...BASE, ...answers }, factor)).toBe(points);
  });

  it('adds every row into the score', () => {
    const survey: SurveyAnswers = {
      businessSize: BusinessSize.SIZE_6_15, // 15
      currentMarketing: [MarketingChannel.GOOGLE_ADS], // 15
      investmentBudget: InvestmentBudget.EUR_3000_6000, // 15
      timeline: Timeline.MONTHS_1_3, // 8
      mainChallenges: [Challenge.NO_ONLINE_VISIBILITY, Challenge.NO_TIME], // 10
    };
    expect(scoreSurvey(survey).score).toBe(63);
  });

  it('reaches exactly 100 with every best answer and never more (the cap)', () => {
    const best: SurveyAnswers = {
      businessSize: BusinessSize.SIZE_50_PLUS,
      currentMarketing: [],
      investmentBudget: InvestmentBudget.EUR_10000_PLUS,
      timeline: Timeline.ASAP,
      mainChallenges: [Challenge.TOO_FEW_QUALIFIED_LEADS, Challenge.NO_ONLINE_VISIBILITY, Challenge.TOO_FEW_QUALIFIED_LEADS],
    };
    expect(scoreSurvey(best)).toMatchObject({ score: 100, qualification: Qualification.HOT });
  });

  it('gives an empty survey only the no-marketing points', () => {
    expect(scoreSurvey({})).toMatchObject({ score: 20, qualification: Qualification.COLD });
  });
});

describe('qualification boundaries', () => {
  it.each<[number, Qualification]>([
    [0, Qualification.COLD],
    [39, Qualification.COLD],
    [40, Qualification.WARM],
    [69, Qualification.WARM],
    [70, Qualification.HOT],
    [100, Qualification.HOT],
  ])('score %i is %s', (score, qualification) => {
    expect(qualify(score)).toBe(qualification);
  });

  // 39 and 69 cannot be reached by answers; these are the nearest reachable scores around them.
  it.each<[string, SurveyAnswers, number, Qualification]>([
    [
      '38 is cold',
      {
        currentMarketing: [MarketingChannel.SEO, MarketingChannel.PRINT],
        timeline: Timeline.MONTHS_1_3,
        mainChallenges: [Challenge.TOO_FEW_QUALIFIED_LEADS, Challenge.NO_ONLINE_VISIBILITY],
      },
      38,
      Qualification.COLD,
    ],
    ['40 is warm', { currentMarketing: [], businessSize: BusinessSize.SIZE_16_50 }, 40, Qualification.WARM],
    [
      '68 is warm',
      {
        currentMarketing: [MarketingChannel.SEO],
        investmentBudget: InvestmentBudget.EUR_10000_PLUS,
        timeline: Timeline.MONTHS_1_3,
        mainChallenges: [Challenge.TOO_FEW_QUALIFIED_LEADS, Challenge.NO_ONLINE_VISIBILITY],
      },
      68,
      Qualification.WARM,
    ],
    [
      '70 is hot',
      {
        currentMarketing: [MarketingChannel.SEO, MarketingChannel.PRINT],
        investmentBudget: InvestmentBudget.EUR_10000_PLUS,
        timeline: Timeline.ASAP,
        mainChallenges: [Challenge.TOO_FEW_QUALIFIED_LEADS, Challenge.NO_ONLINE_VISIBILITY],
      },
      70,
      Qualification.HOT,
    ],
  ])('%s', (_name, survey, score, qualification) => {
    expect(scoreSurvey(survey)).toMatchObject({ score, qualification });
  });
});
