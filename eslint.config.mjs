// One lint configuration for both sides. `npm test` runs it (scripts/test.mjs), so a lint error or
// an import across an architecture boundary fails the test command. The boundaries are written out
// in docs/architecture.md; each rule block below says which one it holds.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** The folders under `dir` but those named: read from the tree, so a new feature is held by the rules at once. */
const foldersIn = (dir, except) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !except.includes(entry.name))
    .map((entry) => entry.name);

/** Server feature folders: each owns its entities, rules, services and resolvers. */
const SERVER_FEATURES = foldersIn('./server/src/', ['shared', 'database', 'migrations', 'scripts']);

/**
 * What one server feature may import from another: its public surface. Services (behaviour),
 * pure rules, enums, the survey model, entities (for relations and read models) and GraphQL
 * object types with their mappers. Resolvers, inputs and unsuffixed helpers are the feature's own.
 */
const SERVER_PUBLIC_ROLES = ['service', 'rules', 'enums', 'model', 'entity', 'type', 'mapper'];

const serverFeatureBoundary = {
  group: ['../*/*', ...SERVER_PUBLIC_ROLES.map((role) => `!../*/*.${role}`), '!../shared/*', '!../database/*'],
  message:
    'Another server feature is reached through its public surface only (*.service, *.rules, *.enums, *.model, *.entity, *.type, *.mapper); see docs/architecture.md.',
};

/** Admin features: every folder of client/src/admin but its shared one. */
const ADMIN_FEATURES = foldersIn('./client/src/admin/', ['shared']);

/** Client areas: `app` composes them; each of `site`, `capture`, `admin` stands on the shared folders. */
const clientBoundary = (area, others, seams = []) => ({
  files: [`client/src/${area}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: [...others.map((other) => `**/${other}/**`), ...seams.map((seam) => `!**/${seam}`)],
            message: `client/src/${area} imports only components, lib and gql (and the named seams in docs/architecture.md); app composes the areas.`,
          },
        ],
      },
    ],
  },
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'client/src/gql/**',
      'client/.ssr/**',
      'client/tmp/**',
      'bench/.out/**',
      'bench/.tools/**',
      'coverage/**',
      '.data/**',
      '.test-data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // Express augments its Request type through `declare global { namespace Express }`.
      '@typescript-eslint/no-namespace': ['error', { allowDeclarations: true }],
      eqeqeq: ['error', 'smart'],
      'no-console': 'off',
    },
  },
  {
    // Type-aware where it is cheap and catches real bugs: a promise nobody awaits on the server
    // loses its error (and with pg, sometimes the process).
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/**/*.test.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { arguments: false } }],
    },
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Tests read GraphQL responses as untyped JSON on purpose: the assertion is the type check.
    files: ['**/*.test.ts', 'server/test/**', 'server/faults/**', 'e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['client/scripts/**', 'client/vite-plugins/**', 'scripts/**', 'bench/**', 'e2e/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },

  // Architecture boundaries (docs/architecture.md, "Boundaries").
  clientBoundary('site', ['admin', 'app', 'capture'], ['capture/api/leadApi']),
  clientBoundary('capture', ['admin', 'app', 'site']),
  clientBoundary('admin', ['app', 'site', 'capture']),
  clientBoundary('components', ['admin', 'app', 'site', 'capture']),
  clientBoundary('lib', ['admin', 'app', 'site', 'capture', 'components']),
  // Inside the admin panel the pages' features stand on admin/shared, never on each other.
  ...ADMIN_FEATURES.map((feature) => ({
    files: [`client/src/admin/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                ...ADMIN_FEATURES.filter((other) => other !== feature).map((other) => `**/${other}/**`),
                '**/app/**',
                '**/site/**',
                '**/capture/**',
              ],
              message:
                'An admin feature imports admin/shared, components, lib and gql, never another admin feature; see docs/architecture.md.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: SERVER_FEATURES.map((feature) => `server/src/${feature}/*.ts`),
    rules: { 'no-restricted-imports': ['error', { patterns: [serverFeatureBoundary] }] },
  },
  {
    // Shared server code knows no feature: features build on it, not the other way round.
    files: ['server/src/shared/**/*.ts', 'server/src/database/**/*.ts'],
    ignores: ['server/src/database/entities.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: SERVER_FEATURES.map((feature) => `../${feature}/*`),
              message: 'server/src/shared and server/src/database know no feature; see docs/architecture.md.',
            },
          ],
        },
      ],
    },
  },
  {
    // A migration is frozen once committed (docs/architecture.md, "Migrations"): its SQL is literal
    // text, so it imports typeorm, Node and libraries, never live code whose change would change
    // what an old migration builds. The index lists the migrations, so it imports them.
    files: ['server/src/migrations/**/*.ts'],
    ignores: ['server/src/migrations/index.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^[./]',
              message: 'A migration imports nothing from the repository: paste the SQL it needs as literal text; see docs/architecture.md.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: 'ImportExpression', message: 'A migration loads no code at run time; see docs/architecture.md.' },
        {
          selector: "CallExpression[callee.name='require']",
          message: 'A migration loads no code at run time; see docs/architecture.md.',
        },
      ],
    },
  },
);
