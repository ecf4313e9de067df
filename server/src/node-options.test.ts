import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './config';

/**
 * The server runs with the Node options `npm start` gives it (docs/operations.md, "Node's options"):
 * the Docker image must give the same, and the bench reads them from the same script.
 */
const packageJson = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { scripts: { start: string } };
const startScript = packageJson.scripts.start;
const dockerCommand = JSON.parse(/^CMD (\[.*\])$/m.exec(readFileSync(join(REPO_ROOT, 'Dockerfile'), 'utf8'))![1]) as string[];
const options = (words: string[]) => words.filter((word) => word.startsWith('--'));

describe("Node's options", () => {
  it('are the same for npm start and the Docker image', () => {
    expect(options(startScript.split(/\s+/))).toEqual(options(dockerCommand));
  });

  it('give the young generation 64 MB semi-spaces', () => {
    expect(options(dockerCommand)).toContain('--max-semi-space-size=64');
  });
});
