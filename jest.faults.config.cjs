/**
 * `npm run test:faults`: the server as a real process on a PostgreSQL the tests stop, restart and
 * cut connections of, and a SIGTERM mid-load. Not one of `npm test`'s projects (each file starts a
 * database and a server process of its own, one file at a time); scripts/test.mjs runs it last.
 */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'commonjs', ignoreDynamic: true },
  },
];

module.exports = {
  displayName: 'faults',
  testTimeout: 120_000,
  transform: { '^.+\\.(t|j)sx?$': swc },
  testEnvironment: 'node',
  moduleFileExtensions: ['ts', 'js', 'mjs', 'cjs', 'json'],
  testMatch: ['<rootDir>/server/faults/**/*.test.ts'],
  setupFiles: ['reflect-metadata'],
  // Two cores: one file at a time keeps the timings the tests check meaningful.
  maxWorkers: 1,
};
