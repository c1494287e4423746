// Three projects: unit (pure, fast), workflows (Temporal's time-skipping test server), integration
// (a real PostgreSQL database created for the run, and a real Temporal dev server).
const swc = [
  '@swc/jest',
  {
    jsc: { parser: { syntax: 'typescript' }, target: 'es2023' },
    module: { type: 'es6' },
    sourceMaps: 'inline',
  },
];

const common = {
  testEnvironment: 'node',
  transform: { '^.+\\.ts$': swc },
  extensionsToTreatAsEsm: ['.ts'],
  // Sources import './x.js' (NodeNext); Jest finds './x.ts'.
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  moduleFileExtensions: ['ts', 'js', 'mjs', 'cjs', 'json'],
  // A mutation run (npm run test:mutation) copies the project into .stryker-tmp/: not a second project.
  modulePathIgnorePatterns: ['<rootDir>/.stryker-tmp/'],
};

export default {
  testTimeout: 60_000,
  // The Temporal SDK's native worker can panic on a thread of its own while shutting down with local
  // activities in flight (temporalio/sdk-core#692); it leaves a handle that keeps Jest from exiting.
  forceExit: true,
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/test/unit/**/*.test.ts'] },
    {
      ...common,
      displayName: 'workflows',
      testMatch: ['<rootDir>/test/workflows/**/*.test.ts'],
      globalSetup: '<rootDir>/test/workflows/global-setup.mjs',
    },
    {
      ...common,
      displayName: 'integration',
      // The browser tests run here too, on the same database and Temporal server (npm test).
      testMatch: ['<rootDir>/test/integration/**/*.test.ts', '<rootDir>/test/e2e/**/*.e2e.test.ts'],
      globalSetup: '<rootDir>/test/integration/global-setup.mjs',
      globalTeardown: '<rootDir>/test/integration/global-teardown.mjs',
    },
    {
      // The browser tests alone (npm run test:e2e); `npm test` runs them with the integration tests and
      // installs Debian's chromium first when it is missing.
      ...common,
      displayName: 'e2e',
      testMatch: ['<rootDir>/test/e2e/**/*.e2e.test.ts'],
      globalSetup: '<rootDir>/test/integration/global-setup.mjs',
      globalTeardown: '<rootDir>/test/integration/global-teardown.mjs',
    },
  ],
};
