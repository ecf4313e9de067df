import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, findBreakingChanges } from 'graphql';
import { REPO_ROOT } from './config';

/**
 * Internal tools are written against the core API in contract-api.graphql (docs/lead-api.md). Everything it names must stay in the emitted
 * schema with a compatible type: graphql-js's own breaking-change check, from the contract to us
 * (extra fields, arguments and enum values on our side are fine).
 */
describe('the API keeps the core contract', () => {
  const contract = buildSchema(readFileSync(join(__dirname, 'contract-api.graphql'), 'utf8'));
  const emitted = buildSchema(readFileSync(join(REPO_ROOT, 'schema.graphql'), 'utf8'));

  it('no type, field, argument or enum value of the contract is missing or changed', () => {
    expect(findBreakingChanges(contract, emitted).map((change) => change.description)).toEqual([]);
  });

  it('the check sees a missing field', () => {
    const without = buildSchema(readFileSync(join(REPO_ROOT, 'schema.graphql'), 'utf8').replace(/^\s+packageLabel: String!\n/m, ''));
    expect(findBreakingChanges(contract, without).map((change) => change.description)).toEqual(['Lead.packageLabel was removed.']);
  });
});
