import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, isEnumType, isInputObjectType } from 'graphql';
import { SURVEY_STEP_COUNT, SURVEY_STEPS } from './surveySteps';

const schema = buildSchema(readFileSync(join(__dirname, '../../../../schema.graphql'), 'utf8'));
const surveyInput = schema.getType('SurveyInput');

describe('the survey steps', () => {
  const questions = SURVEY_STEPS.flatMap((step) => step.questions);

  it('has 15 steps, each with a title and at least one question', () => {
    expect(SURVEY_STEP_COUNT).toBe(15);
    for (const step of SURVEY_STEPS) {
      expect(step.title).toBeTruthy();
      expect(step.questions.length).toBeGreaterThan(0);
    }
  });

  it('asks every field of SurveyInput exactly once', () => {
    if (!isInputObjectType(surveyInput)) throw new Error('SurveyInput missing from the schema');
    const asked = questions.map((question) => question.field);
    expect([...asked].sort()).toEqual(Object.keys(surveyInput.getFields()).sort());
    expect(new Set(asked).size).toBe(asked.length);
  });

  it('offers every value of each enum answer, and only those', () => {
    if (!isInputObjectType(surveyInput)) throw new Error('SurveyInput missing from the schema');
    const fields = surveyInput.getFields();
    for (const question of questions) {
      if (question.kind !== 'single' && question.kind !== 'multi') continue;
      let type = fields[question.field].type;
      while ('ofType' in type) type = type.ofType;
      if (!isEnumType(type)) continue;
      expect(question.options.map((option) => option.value).sort()).toEqual(
        type
          .getValues()
          .map((value) => value.name)
          .sort(),
      );
      for (const option of question.options) expect(option.label).toBeTruthy();
    }
  });

  it('asks the score factors before the last step', () => {
    const stepOf = (field: string) => SURVEY_STEPS.findIndex((step) => step.questions.some((question) => question.field === field)) + 1;
    for (const field of ['businessSize', 'currentMarketing', 'investmentBudget', 'timeline', 'mainChallenges']) {
      expect(stepOf(field)).toBeGreaterThan(0);
      expect(stepOf(field)).toBeLessThan(15);
    }
  });
});
