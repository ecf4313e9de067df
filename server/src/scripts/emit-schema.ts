import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../config';
import { printAppSchema } from '../schema-printer';

/** Writes the committed `schema.graphql` from the resolvers (a test fails when it is stale). */
async function main() {
  const file = join(REPO_ROOT, 'schema.graphql');
  writeFileSync(file, await printAppSchema());
  console.log(`wrote ${file}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
