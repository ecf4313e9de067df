import { variableProblem } from './format-error';

describe('variableProblem: graphql-js variable errors in Dutch, naming the field', () => {
  it.each<[string, { field: string; message: string } | null]>([
    [
      'Variable "$input" got invalid value { email: "a@b.nl" }; Field "name" of required type "String!" was not provided.',
      { field: 'name', message: 'is verplicht' },
    ],
    [
      'Variable "$input" got invalid value "FAX" at "input.source"; Value "FAX" does not exist in "LeadSource" enum.',
      { field: 'source', message: 'onbekende waarde "FAX"' },
    ],
    [
      'Variable "$survey" got invalid value "X" at "survey.mainChallenges[1]"; Value "X" does not exist in "Challenge" enum.',
      { field: 'mainChallenges.1', message: 'onbekende waarde "X"' },
    ],
    [
      'Variable "$input" got invalid value { x: 1 }; Field "x" is not defined by type "CreateLeadInput".',
      { field: 'x', message: 'is geen bekend veld' },
    ],
    ['Variable "$input" of required type "CreateLeadInput!" was not provided.', { field: 'input', message: 'is verplicht' }],
    ['Variable "$id" of non-null type "ID!" must not be null.', { field: 'id', message: 'mag niet leeg zijn' }],
    [
      'Variable "$position" got invalid value "a"; Int cannot represent non-integer value: "a"',
      { field: 'position', message: 'heeft een ongeldige waarde' },
    ],
    ['Something else entirely', null],
  ])('%s', (message, expected) => {
    expect(variableProblem(message)).toEqual(expected);
  });
});
