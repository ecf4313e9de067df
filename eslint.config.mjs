// One lint configuration for both sides. `npm test` runs it (scripts/test.mjs), so a lint error or
// an import across an architecture boundary fails the test command. The boundaries are written out
// in docs/architecture.md; each rule block below says which one it holds.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import tseslint from 'typescript-eslint';

/** The folders under `dir` but those named: read from the tree, so a new feature is held by the rules at once. */
const foldersIn = (dir, except) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !except.includes(entry.name))
    .map((entry) => entry.name);

/**
 * The server's parts from the bottom up (docs/architecture.md, "Boundaries"). A part imports only
 * the parts listed before it, never one after it: so no import runs back up and no two folders
 * import each other. `config.ts` is the one root file in `shared`; the other root files wire.
 */
const SERVER_LAYERS = [
  ['shared', ['shared']],
  // Written to from inside any part's transaction: the audit log.
  ['platform', ['audit']],
  // What a lead is: entity, enums, survey answers and attribution it carries, the rules derived
  // from them, its event log, its GraphQL type; and the lead services every feature builds on.
  ['lead core', ['leads']],
  // Features, each standing only on those before it.
  [
    'features',
    [
      'users',
      'auth',
      'api-tokens',
      'team',
      'notifications',
      'webhooks',
      'dashboard',
      'pipeline',
      'survey',
      'conversions',
      'ad-spend',
      'speed-to-lead',
      'booking',
      'privacy',
      'jobs',
      'realtime',
      'system',
      'web',
      'health',
    ],
  ],
  // The product's database: every entity and migration, the pool, the embedded server.
  ['database', ['migrations', 'database']],
];
const SERVER_PARTS = SERVER_LAYERS.flatMap(([, parts]) => parts);
/** On top, the wiring: the root files but config.ts, and the command-line scripts. */
const SERVER_WIRING_FOLDERS = ['scripts'];
const unplacedServerFolders = foldersIn('./server/src/', SERVER_WIRING_FOLDERS).filter((folder) => !SERVER_PARTS.includes(folder));
if (unplacedServerFolders.length > 0) {
  throw new Error(`eslint.config.mjs: place ${unplacedServerFolders.join(', ')} in SERVER_LAYERS (docs/architecture.md, "Boundaries").`);
}

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

/**
 * One-way layers as eslint-plugin-boundaries elements and policies. Unlike no-restricted-imports
 * it follows dynamic `import()` and `require` too, so a lazy import cannot cross a boundary either.
 */
const serverElement = (part) => ({ type: `server:${part}`, pattern: `server/src/${part}`, partialMatch: false });
const serverLayering = {
  message:
    '{{from.element.type}} may not import {{to.element.type}}: a server part imports only the parts below it (SERVER_LAYERS in eslint.config.mjs; docs/architecture.md, "Boundaries").',
  elements: [
    ...SERVER_PARTS.map(serverElement),
    ...SERVER_WIRING_FOLDERS.map((folder) => ({ type: 'server:wiring', pattern: `server/src/${folder}`, partialMatch: false })),
    // Folder patterns cannot name single files: the root files need the file mode (deprecated in
    // v7, still supported). config.ts first: the environment, read by every layer.
    { type: 'server:shared', pattern: 'server/src/config.ts', mode: 'file' },
    { type: 'server:wiring', pattern: 'server/src/*.ts', mode: 'file' },
  ],
  policies: SERVER_PARTS.map((part, index) => ({
    from: { element: { type: `server:${part}` } },
    // Its own type too: config.ts and shared/ are both `server:shared`.
    allow: { to: { element: { types: { anyOf: SERVER_PARTS.slice(0, index + 1).map((lower) => `server:${lower}`) } } } },
  })).concat([
    {
      from: { element: { type: 'server:wiring' } },
      allow: { to: { element: { types: { anyOf: ['server:*'] } } } },
    },
  ]),
};

/**
 * Client areas: `app` composes them; `site`, `capture` and `admin` stand on `components`, `lib` and
 * `gql`; inside the admin panel each feature stands on `admin/shared`, never on another feature.
 */
const clientLayering = {
  message:
    '{{from.element.type}} may not import {{to.element.type}}: app composes the areas; site, capture and admin stand on components, lib and gql; admin features on admin/shared (docs/architecture.md, "Boundaries").',
  elements: [
    { type: 'client:gql', pattern: 'client/src/gql', partialMatch: false },
    { type: 'client:lib', pattern: 'client/src/lib', partialMatch: false },
    { type: 'client:components', pattern: 'client/src/components', partialMatch: false },
    { type: 'client:admin-shared', pattern: 'client/src/admin/shared', partialMatch: false },
    { type: 'client:admin-feature', pattern: 'client/src/admin/*', partialMatch: false, capture: ['feature'] },
    { type: 'client:admin', pattern: 'client/src/admin', partialMatch: false },
    { type: 'client:capture', pattern: 'client/src/capture', partialMatch: false },
    { type: 'client:site', pattern: 'client/src/site', partialMatch: false },
    { type: 'client:app', pattern: 'client/src/app', partialMatch: false },
  ],
  policies: [
    { from: { element: { type: 'client:lib' } }, allow: { to: { element: { types: { anyOf: ['client:gql'] } } } } },
    { from: { element: { type: 'client:components' } }, allow: { to: { element: { types: { anyOf: ['client:gql', 'client:lib'] } } } } },
    ...['client:admin-shared', 'client:capture', 'client:site'].map((type) => ({
      from: { element: { type } },
      allow: { to: { element: { types: { anyOf: ['client:gql', 'client:lib', 'client:components'] } } } },
    })),
    // The one named seam: site forms create a lead through the capture layer's lead API.
    { from: { element: { type: 'client:site' } }, allow: { to: { file: { path: 'client/src/capture/api/leadApi.ts' } } } },
    {
      from: { element: { type: 'client:admin-feature' } },
      allow: { to: { element: { types: { anyOf: ['client:gql', 'client:lib', 'client:components', 'client:admin-shared'] } } } },
    },
    { from: { element: { type: 'client:admin' } }, allow: { to: { element: { types: { anyOf: ['client:*'] } } } } },
    { from: { element: { type: 'client:app' } }, allow: { to: { element: { types: { anyOf: ['client:*'] } } } } },
  ],
};

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
  // The server is linted with type information (docs/architecture.md, "Boundaries (held by lint)"):
  // typescript-eslint's recommendedTypeChecked on server/src, its unit tests included. It catches
  // what the compiler lets through: an `any` (a raw SQL result, a library's untyped value) read or
  // passed on unchecked, a promise nobody awaits or handed where a callback is expected, an `async`
  // function that awaits nothing, a rejection that is not an Error.
  ...tseslint.configs.recommendedTypeChecked.map((config) => ({ ...config, files: ['server/src/**/*.ts'] })),
  {
    files: ['server/src/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // A promise nobody awaits on the server loses its error (and with pg, sometimes the process).
      // In the set above already; named here so it stays if the set changes.
      '@typescript-eslint/no-floating-promises': 'error',
      // An async function may still be passed where a void callback is expected (Express handlers,
      // event listeners); a promise used as a condition or spread is still an error.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { arguments: false } }],
      // Passing on an error received as `unknown` (a catch, a Node-style callback) is allowed, as
      // throwing one is under only-throw-error's defaults; rejecting with a value known not to be
      // an Error (a string, a number) is still reported.
      '@typescript-eslint/prefer-promise-reject-errors': ['error', { allowThrowingUnknown: true }],
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
    // Type-checked on the client as on the server (issue #30): a GraphQL or JSON result read as
    // `any`, a promise handed to an onClick that drops its rejection, or an unbound method passed
    // as a callback are found here rather than in a visitor's browser. client/tsconfig.json is
    // found by the project service; client/src/gql is generated and ignored above.
    files: ['client/src/**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // A callback in props or options is a property holding a function, not a method: written so,
      // its parameters are checked strictly (strictFunctionTypes skips methods) and unbound-method
      // does not flag every destructured `onChange`.
      '@typescript-eslint/method-signature-style': ['error', 'property'],
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
  ...[
    ['server/src/**/*.ts', serverLayering],
    ['client/src/**/*.{ts,tsx}', clientLayering],
  ].map(([files, { message, elements, policies }]) => ({
    files: [files],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
      'boundaries/elements': elements,
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import', 'require'],
      'boundaries/legacy-warnings': false,
    },
    rules: { 'boundaries/dependencies': ['error', { default: 'disallow', message, policies }] },
  })),
  {
    files: SERVER_FEATURES.map((feature) => `server/src/${feature}/*.ts`),
    rules: { 'no-restricted-imports': ['error', { patterns: [serverFeatureBoundary] }] },
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
