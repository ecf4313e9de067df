import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

const ROOT = join(__dirname, '..', '..');

/**
 * ESLint loads eslint.config.mjs with import(), which Jest's module system refuses: so one child
 * process lints every probe (code at a path where no file is) and prints the boundaries rule's
 * messages per probe. Type information is switched off for the probes: the TypeScript project
 * knows no file at their paths, and the boundaries rule needs none.
 */
async function boundaryErrors(probes: [filePath: string, code: string][]): Promise<string[][]> {
  const script = `
    import { ESLint } from 'eslint';
    import tseslint from 'typescript-eslint';
    const eslint = new ESLint({ cwd: process.cwd(), overrideConfig: tseslint.configs.disableTypeChecked });
    const out = [];
    for (const [filePath, code] of JSON.parse(process.argv[1])) {
      const [result] = await eslint.lintText(code, { filePath });
      // A probe that does not parse has no boundary messages: an empty list must not pass for "allowed".
      const fatal = result.messages.find((m) => m.fatal);
      if (fatal) throw new Error(filePath + ': ' + fatal.message);
      out.push(result.messages.filter((m) => m.ruleId === 'boundaries/dependencies').map((m) => m.message));
    }
    process.stdout.write(JSON.stringify(out));`;
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(probes)], {
    cwd: ROOT,
  });
  return JSON.parse(stdout) as string[][];
}

it('architecture boundaries refuse imports that run back up or across, static and lazy (eslint.config.mjs)', async () => {
  const [upStatic, upLazy, down, cycle, siteToAdmin, featureToFeature, seam] = await boundaryErrors([
    ['server/src/leads/probe.test.ts', "import { BoardService } from '../pipeline/board.service';\nexport const probe = BoardService;\n"],
    ['server/src/leads/probe.test.ts', "export const probe = () => import('../services');\n"],
    ['server/src/pipeline/probe.test.ts', "export const probe = () => import('../leads/lead.enums');\n"],
    // team stands on users: users reaching back to team is what would close a folder cycle.
    ['server/src/users/probe.test.ts', "export const probe = () => import('../team/team.service');\n"],
    ['client/src/site/probe.ts', "export const probe = () => import('../admin/AdminEntry');\n"],
    ['client/src/admin/team/probe.ts', "export const probe = () => import('../leads/LeadsPage');\n"],
    ['client/src/site/contact/probe.ts', "export const probe = () => import('../../capture/api/leadApi');\n"],
  ]);
  expect(upStatic).toEqual([expect.stringMatching(/^server:leads may not import server:pipeline/)]);
  expect(upLazy).toEqual([expect.stringMatching(/^server:leads may not import server:wiring/)]);
  expect(down).toEqual([]);
  expect(cycle).toEqual([expect.stringMatching(/^server:users may not import server:team/)]);
  expect(siteToAdmin).toEqual([expect.stringMatching(/^client:site may not import client:admin/)]);
  expect(featureToFeature).toEqual([expect.stringMatching(/^client:admin-feature may not import client:admin-feature/)]);
  expect(seam).toEqual([]);
}, 120_000);
