import { describe, expect, it } from '@jest/globals';
import { parse, print } from 'graphql';
import { CaptureCreateLeadDocument, CaptureSubmitSurveyDocument } from '../../gql/graphql';
import { CREATE_LEAD_OPERATION, SUBMIT_SURVEY_OPERATION } from './leadApi';

describe('lead API operations', () => {
  // The sent text must be the document codegen checked against the schema and typed.
  it('sends exactly the operations of leadCapture.graphql', () => {
    expect(print(parse(CREATE_LEAD_OPERATION))).toBe(print(CaptureCreateLeadDocument));
    expect(print(parse(SUBMIT_SURVEY_OPERATION))).toBe(print(CaptureSubmitSurveyDocument));
  });
});
