import {
  GraphQLID,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  parse,
  specifiedRules,
  validate,
  type GraphQLFieldConfigMap,
} from 'graphql';
import { aliasLimitRule, complexityError, depthLimitRule, listComplexity, rootFieldLimitRule } from './operation-limits';

const Node: GraphQLObjectType = new GraphQLObjectType({
  name: 'Node',
  fields: (): GraphQLFieldConfigMap<unknown, unknown> => ({
    id: { type: GraphQLID },
    child: { type: Node },
    children: { type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(Node))), extensions: { complexity: listComplexity } },
  }),
});
/** How often the `nodes` field's complexity was reckoned (what the per-document memo saves). */
let nodesReckoned = 0;
const countedListComplexity: typeof listComplexity = (args) => {
  nodesReckoned += 1;
  return listComplexity(args);
};
const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: { node: { type: Node }, nodes: { type: new GraphQLList(Node), extensions: { complexity: countedListComplexity } } },
  }),
});

/** A selection inside `node` that makes the whole query `depth` fields deep. */
const nested = (depth: number) => `${'child { '.repeat(depth - 2)}id${' }'.repeat(depth - 2)}`;
const messages = (query: string, rules = [depthLimitRule(10), aliasLimitRule(15), rootFieldLimitRule(10)]) =>
  validate(schema, parse(query), [...specifiedRules, ...rules]).map((error) => error.message);

describe('operation limits', () => {
  it.each([
    ['depth 10 passes', `{ node { ${nested(10)} } }`, []],
    ['depth 11 is refused', `{ node { ${nested(11)} } }`, ['De query is te diep genest (11 niveaus, maximaal 10).']],
    [
      'depth through a fragment counts',
      `{ node { ...deep } } fragment deep on Node { ${nested(11)} }`,
      ['De query is te diep genest (11 niveaus, maximaal 10).'],
    ],
    [
      'introspection is not counted',
      `{ __schema { types { fields { type { ofType { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } } } }`,
      [],
    ],
    ['15 aliases pass', `{ node { ${Array.from({ length: 15 }, (_, i) => `a${i}: id`).join(' ')} } }`, []],
    [
      '16 aliases are refused',
      `{ node { ${Array.from({ length: 16 }, (_, i) => `a${i}: id`).join(' ')} } }`,
      ['Te veel aliassen in één verzoek (16, maximaal 15).'],
    ],
    ['10 root fields pass', `{ ${Array.from({ length: 10 }, (_, i) => `n${i}: node { id }`).join(' ')} }`, []],
    [
      '11 root fields are refused, also through fragments',
      `{ ...roots n10: node { id } } fragment roots on Query { ${Array.from({ length: 10 }, (_, i) => `n${i}: node { id }`).join(' ')} }`,
      ['Te veel velden op het hoogste niveau (11, maximaal 10).'],
    ],
  ])('%s', (_name, query, expected) => {
    expect(messages(query)).toEqual(expected);
  });

  it("a cyclic fragment is GraphQL's own error, not a crash", () => {
    expect(messages(`{ node { ...a } } fragment a on Node { child { ...a } }`)).toEqual(['Cannot spread fragment "a" within itself.']);
  });

  it('lists multiply what they contain', () => {
    const document = parse(`{ nodes { id child { id } } }`);
    // nodes: 20 x (id 1 + child 1 + its id 1) = 60
    expect(complexityError(schema, document, undefined, {}, 60)).toBeUndefined();
    expect(complexityError(schema, document, undefined, {}, 59)?.message).toBe('De query is te complex (60, maximaal 59).');
    const nestedLists = parse(`{ nodes { children { children { id } } } }`);
    // 20 x 20 x 20 x 1
    expect(complexityError(schema, nestedLists, undefined, {}, 7_999)?.extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('reckons a document once, unless @skip or @include make it depend on the variables', () => {
    const reckonedBefore = nodesReckoned;
    const document = parse(`{ nodes { id child { id } } }`);
    expect(complexityError(schema, document, undefined, {}, 59)?.message).toBe('De query is te complex (60, maximaal 59).');
    expect(complexityError(schema, document, undefined, {}, 59)?.message).toBe('De query is te complex (60, maximaal 59).');
    expect(nodesReckoned - reckonedBefore).toBe(1);
    const conditional = parse(`query ($all: Boolean!) { nodes @include(if: $all) { id child { id } } }`);
    expect(complexityError(schema, conditional, undefined, { all: false }, 59)).toBeUndefined();
    expect(complexityError(schema, conditional, undefined, { all: true }, 59)?.message).toBe('De query is te complex (60, maximaal 59).');
    expect(complexityError(schema, conditional, undefined, { all: false }, 59)).toBeUndefined();
    // Reckoned again on each call (the field counts only where it is included): the answers above follow the variables.
    expect(nodesReckoned - reckonedBefore).toBe(2);
  });
});
