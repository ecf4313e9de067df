import { byteCount, rootFieldsOf, sizeText } from './json-body';

describe('the operation a request body asks for', () => {
  it.each([
    [
      { query: 'mutation($c: String!) { importAdSpend(platform: OTHER, csv: $c) { rows } }' },
      { operation: 'mutation', fields: ['importAdSpend'] },
    ],
    [
      { query: 'mutation { a: importAdSpend(platform: OTHER, csv: "") { rows } b: logout }' },
      { operation: 'mutation', fields: ['importAdSpend', 'logout'] },
    ],
    [
      { query: 'query A { me { id } } mutation B { logout }', operationName: 'B' },
      { operation: 'mutation', fields: ['logout'] },
    ],
    [
      { query: 'mutation { ...F } fragment F on Mutation { importAdSpend(platform: OTHER, csv: "") { rows } }' },
      { operation: 'mutation', fields: ['...'] },
    ],
    [{ query: 'query A { me { id } } mutation B { logout }' }, null],
    [{ query: '{ not graphql' }, null],
    [{ variables: {} }, null],
    [null, null],
  ])('%j', (body, expected) => {
    expect(rootFieldsOf(body)).toEqual(expected);
  });
});

describe('sizes', () => {
  it.each([
    ['100kb', 102_400, '100 kB'],
    ['12mb', 12_582_912, '12 MB'],
  ])('%s', (limit, bytes, text) => {
    expect(byteCount(limit)).toBe(bytes);
    expect(sizeText(bytes)).toBe(text);
  });
});
