import { GraphQLError } from 'graphql';
import { createFormatError, variableProblem } from './format-error';
import { BadUserInputError, ForbiddenError, GENERIC_ERROR_MESSAGE, NotFoundError, RateLimitedError, UnauthenticatedError } from './errors';

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

describe('domain errors become GraphQL codes by class', () => {
  const format = createFormatError({ exposeDetails: false, log: () => undefined });
  const asResolverError = (original: Error) => new GraphQLError(original.message, { path: ['field'], originalError: original });

  it.each<[string, Error, Record<string, unknown>]>([
    ['signed out', new UnauthenticatedError(), { code: 'UNAUTHENTICATED' }],
    ['wrong role', new ForbiddenError(), { code: 'FORBIDDEN' }],
    ['missing', new NotFoundError('Lead niet gevonden.'), { code: 'NOT_FOUND' }],
    [
      'bad input',
      new BadUserInputError({ field: 'email', message: 'is ongeldig' }),
      { code: 'BAD_USER_INPUT', field: 'email', fields: [{ field: 'email', message: 'is ongeldig' }] },
    ],
    ['rate limited', new RateLimitedError(undefined, 30), { code: 'RATE_LIMITED', retryAfterSeconds: 30 }],
  ])('%s', (_name, original, extensions) => {
    const error = asResolverError(original);
    expect(format(error.toJSON(), error)).toEqual({ message: original.message, path: ['field'], extensions });
  });

  it('an unknown error reaches the client as the generic message, logged', () => {
    const logged: unknown[] = [];
    const error = asResolverError(new Error('boom: secret detail'));
    const formatted = createFormatError({ exposeDetails: false, log: (_message, cause) => logged.push(cause) })(error.toJSON(), error);
    expect(formatted).toEqual({ message: GENERIC_ERROR_MESSAGE, path: ['field'], extensions: { code: 'INTERNAL_SERVER_ERROR' } });
    expect(logged).toHaveLength(1);
  });
});
