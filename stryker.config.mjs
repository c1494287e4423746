// Mutation testing of the matching rules (issue 19): every mutant of src/domain must be killed by a
// unit test. `npm run test:mutation` writes reports/mutation/; `npm run mutation:check` reads the JSON.
//
// Equivalent mutants (a change no test can notice because behaviour does not change): none at present.
// The first runs found eight, each a condition there only for the type checker or a value equal to
// Node's default; the code was reshaped without changing behaviour so they no longer exist:
//   match.ts  `|| credit.creditedAt === undefined` after the stale check (now one judged bank time);
//             `!onTime.has(id)` before adding a late candidate (the late list is pruned once after);
//             `case 'open': case 'expired': break` (a switch without them did the same);
//   pool.ts   `until !== undefined` for an amount not live when none is free (it must be resting);
//             `previous !== undefined` before comparisons that undefined fails anyway;
//   signature.ts  the explicit 'utf8' encodings ('' means UTF-8 too).
// Name a new one in a `// Stryker disable next-line <mutator>: reason` comment at its line.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  mutate: ['src/domain/**/*.ts'],
  testRunner: 'jest',
  // The project runs Jest on ES modules; Jest needs the VM modules flag in the runner processes too.
  testRunnerNodeArgs: ['--experimental-vm-modules'],
  jest: { configFile: 'jest.unit.config.js' },
  // Each mutant runs only the tests that reach it: the run stays within a couple of minutes.
  coverageAnalysis: 'perTest',
  // Two cores, shared.
  concurrency: 2,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  // Colours only: scripts/mutation-check.mjs (npm run mutation:check) holds the thresholds and fails the build.
  thresholds: { high: 95, low: 90, break: null },
  tempDirName: '.stryker-tmp',
  // What the sandbox need not copy: build output, local data and reports.
  ignorePatterns: ['dist', '.data', '.tools', '.scratch', 'coverage', 'reports', 'test-output'],
};
