import { buildSchema, getVariableValues, GraphQLError, parse, type OperationDefinitionNode } from 'graphql';
import { createFormatError, variableProblem } from './format-error';
import { BadUserInputError, ForbiddenError, GENERIC_ERROR_MESSAGE, NotFoundError, RateLimitedError, UnauthenticatedError } from '../errors';

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

/**
 * graphql-js 16 gives variable coercion errors no code and no structured path: the variable and the
 * field inside it are only in the English message (its `originalError` is the inner coercion error,
 * again only a message). So `variableProblem` reads the message, and this test asks the installed
 * graphql-js for each kind of message: if an upgrade rewords them, it fails here instead of the
 * admin quietly showing English.
 */
describe('variableProblem reads the messages the installed graphql-js writes', () => {
  const schema = buildSchema(`
    enum Challenge { LEADS TRAFFIC }
    input SurveyInput { name: String!, mainChallenges: [Challenge!] }
    type Query { survey(input: SurveyInput!, position: Int, id: ID!): Boolean }
  `);
  const operation = parse('query ($input: SurveyInput!, $position: Int, $id: ID!) { survey(input: $input, position: $position, id: $id) }')
    .definitions[0] as OperationDefinitionNode;
  const messageFor = (input: unknown, rest: Record<string, unknown> = {}) => {
    const inputs = { id: '1', ...rest, ...(input === undefined ? {} : { input }) };
    const { errors } = getVariableValues(schema, operation.variableDefinitions ?? [], inputs);
    expect(errors).toHaveLength(1);
    return errors![0].message;
  };

  it.each<[string, unknown, Record<string, unknown>, { field: string; message: string }]>([
    ['a missing field', { mainChallenges: [] }, {}, { field: 'name', message: 'is verplicht' }],
    ['an unknown field', { name: 'Jan', colour: 'rood' }, {}, { field: 'colour', message: 'is geen bekend veld' }],
    [
      'an unknown enum value in a list',
      { name: 'Jan', mainChallenges: ['LEADS', 'FAX'] },
      {},
      { field: 'mainChallenges.1', message: 'onbekende waarde "FAX"' },
    ],
    ['a null inside a list', { name: 'Jan', mainChallenges: [null] }, {}, { field: 'mainChallenges.0', message: 'mag niet leeg zijn' }],
    ['a missing variable', undefined, {}, { field: 'input', message: 'is verplicht' }],
    ['a null variable', { name: 'Jan' }, { id: null }, { field: 'id', message: 'mag niet leeg zijn' }],
    ['a value of the wrong type', { name: 'Jan' }, { position: 'a' }, { field: 'position', message: 'heeft een ongeldige waarde' }],
  ])('%s', (_name, input, rest, expected) => {
    expect(variableProblem(messageFor(input, rest))).toEqual(expected);
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
