import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from './config';
import { printAppSchema } from './schema-printer';

/**
 * `schema.graphql` and the client's generated types are committed. These tests fail when either no
 * longer matches the resolvers, so a schema change cannot land without `npm run schema && npm run codegen`.
 */
describe('committed GraphQL artefacts', () => {
  it('schema.graphql is what the resolvers emit', async () => {
    const committed = readFileSync(join(REPO_ROOT, 'schema.graphql'), 'utf8');
    expect(committed).toBe(await printAppSchema());
  });

  it('client/src/gql is what codegen generates from schema.graphql and the client documents', () => {
    const out = mkdtempSync(join(tmpdir(), 'codegen-'));
    try {
      // codegen.yml reads its output folder from CODEGEN_OUT_DIR (default client/src/gql/).
      execFileSync(join(REPO_ROOT, 'node_modules', '.bin', 'graphql-codegen'), ['--config', 'codegen.yml', '--silent'], {
        cwd: REPO_ROOT,
        env: { ...process.env, CODEGEN_OUT_DIR: `${out}/` },
        stdio: 'pipe',
      });
      const committedDir = join(REPO_ROOT, 'client', 'src', 'gql');
      const generated = readdirSync(out).sort();
      expect(readdirSync(committedDir).sort()).toEqual(generated);
      for (const file of generated) {
        expect({ file, content: readFileSync(join(committedDir, file), 'utf8') }).toEqual({
          file,
          content: readFileSync(join(out, file), 'utf8'),
        });
      }
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }, 60_000);
});
