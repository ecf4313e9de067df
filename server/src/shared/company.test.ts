import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../config';
import { COMPANY_DOMAIN } from './company';

// The two sides are built separately, so the domain is written twice; this keeps them one value.
it('the server and the public site name the same company domain (and so the same admin mailbox)', () => {
  const client = readFileSync(join(REPO_ROOT, 'client', 'src', 'lib', 'company.ts'), 'utf8');
  expect(client).toContain(`export const SITE_DOMAIN = '${COMPANY_DOMAIN}';`);
});
