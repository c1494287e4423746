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
      testMatch: ['<rootDir>/test/integration/**/*.test.ts'],
      globalSetup: '<rootDir>/test/integration/global-setup.mjs',
      globalTeardown: '<rootDir>/test/integration/global-teardown.mjs',
    },
    {
      // Needs a browser (/usr/bin/chromium), so it runs on its own: npm run test:e2e.
      ...common,
      displayName: 'e2e',
      testMatch: ['<rootDir>/test/e2e/**/*.e2e.test.ts'],
      globalSetup: '<rootDir>/test/integration/global-setup.mjs',
      globalTeardown: '<rootDir>/test/integration/global-teardown.mjs',
    },
  ],
};
