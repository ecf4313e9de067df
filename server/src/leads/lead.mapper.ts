import type { LeadEntity } from './lead.entity';
import { ButtonClick, Lead } from './lead.type';
import { Survey } from './survey.type';
import type { ButtonClickRecord, SurveyAnswers } from './survey.model';
import { packageLabel } from './deal-value.rules';
import { toLeadAttribution } from './attribution.mapper';
import { amsterdamToday, followUpState } from './follow-up.rules';

export function toSurvey(answers: SurveyAnswers, completed: boolean): Survey {
  return Object.assign(new Survey(), {
    businessServices: answers.businessServices ?? [],
    businessType: answers.businessType ?? null,
    businessSize: answers.businessSize ?? null,
    currentMarketing: answers.currentMarketing ?? [],
    marketingMethods: answers.marketingMethods ?? null,
    doingMarketingSelf: answers.doingMarketingSelf ?? null,
    monthlyBudget: answers.monthlyBudget ?? null,
    mainChallenges: answers.mainChallenges ?? [],
    biggestFrustration: answers.biggestFrustration ?? null,
    missedOpportunities: answers.missedOpportunities ?? null,
    improvementAreas: answers.improvementAreas ?? [],
    competitorAdvantages: answers.competitorAdvantages ?? null,
    specificGoals: answers.specificGoals ?? null,
    timeline: answers.timeline ?? null,
    priorities: answers.priorities ?? [],
    successMetrics: answers.successMetrics ?? [],
    investmentBudget: answers.investmentBudget ?? null,
    budgetFlexibility: answers.budgetFlexibility ?? null,
    expectedROI: answers.expectedROI ?? null,
    websiteSatisfaction: answers.websiteSatisfaction ?? null,
    completed,
  });
}

function toButtonClick(record: ButtonClickRecord): ButtonClick {
  return Object.assign(new ButtonClick(), { ...record, timestamp: new Date(record.timestamp) });
}

/** The API's view of a stored lead; the value falls back to the derived one. */
export function toLead(entity: LeadEntity): Lead {
  const value = entity.dealValue ?? entity.derivedValue;
  return Object.assign(new Lead(), {
    id: entity.id,
    name: entity.name,
    email: entity.email,
    phone: entity.phone,
    phoneInvalid: entity.phoneInvalid ?? false,
    company: entity.company,
    website: entity.website,
    message: entity.message,
    budget: entity.budget,
    source: entity.source,
    status: entity.status,
    outcome: entity.outcome,
    createdAt: entity.createdAt,
    updatedAt: entity.updatedAt,
    lastContact: entity.lastContact,
    notes: entity.notes,
    survey: entity.survey ? toSurvey(entity.survey, entity.surveyCompleted) : null,
    surveyCompletedAt: entity.surveyCompletedAt,
    leadScore: entity.leadScore,
    qualification: entity.qualification,
    buttonClick: entity.buttonClick ? toButtonClick(entity.buttonClick) : null,
    attribution: entity.attribution && entity.channel ? toLeadAttribution(entity.attribution, entity.channel) : null,
    pipelineOrder: entity.pipelineOrder,
    value,
    valueIsCustom: entity.dealValue !== null,
    packageLabel: packageLabel(value),
    highValue: entity.highValue,
    erasedAt: entity.erasedAt ?? null,
    privacyVersion: entity.privacyVersion ?? null,
    nextActionOn: entity.nextActionOn ?? null,
    nextActionNote: entity.nextActionNote ?? null,
    returns: entity.returns ?? 0,
    previousLeadId: entity.previousLeadId ?? null,
    followUp: followUpState(entity.nextActionOn, amsterdamToday()),
  });
}
