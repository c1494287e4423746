// Fails when the last mutation run (npm run test:mutation) leaves the matching rules less pinned than
// issue 19 requires: the decision table, the amount pool and the feed rules at 95 % each, src/domain as
// a whole at 90 %. Reads Stryker's JSON report; prints the per-file scores it judged.
import { readFileSync } from 'node:fs';

const REPORT = 'reports/mutation/mutation.json';
const OVERALL_MINIMUM = 90;
const FILE_MINIMUMS = {
  'src/domain/match.ts': 95,
  'src/domain/pool.ts': 95,
  'src/domain/feeds.ts': 95,
};

// Stryker's "total" score: killed and timed-out mutants over every valid one. A mutant no test reaches
// counts against the score; one that does not compile or crashes at load is no mutant at all.
const DETECTED = new Set(['Killed', 'Timeout']);
const UNDETECTED = new Set(['Survived', 'NoCoverage']);

let report;
try {
  report = JSON.parse(readFileSync(REPORT, 'utf8'));
} catch (error) {
  console.error(`mutation:check: cannot read ${REPORT} (${error.message}); run npm run test:mutation first.`);
  process.exit(1);
}

const tally = () => ({ detected: 0, undetected: 0 });
const score = ({ detected, undetected }) =>
  detected + undetected === 0 ? 100 : (100 * detected) / (detected + undetected);

const all = tally();
const perFile = new Map();
for (const [file, { mutants }] of Object.entries(report.files)) {
  const t = tally();
  for (const { status } of mutants) {
    if (DETECTED.has(status)) t.detected++;
    else if (UNDETECTED.has(status)) t.undetected++;
  }
  all.detected += t.detected;
  all.undetected += t.undetected;
  perFile.set(file.replaceAll('\\', '/'), t);
}

const failures = [];
const rows = [['file', 'score %', 'detected', 'undetected', 'minimum %']];
for (const [file, t] of [...perFile].sort(([a], [b]) => a.localeCompare(b))) {
  const minimum = FILE_MINIMUMS[file];
  rows.push([file, score(t).toFixed(2), t.detected, t.undetected, minimum ?? '']);
  if (minimum !== undefined && score(t) < minimum) {
    failures.push(`${file} scores ${score(t).toFixed(2)} %, below ${minimum} %`);
  }
}
rows.push(['all of src/domain', score(all).toFixed(2), all.detected, all.undetected, OVERALL_MINIMUM]);
if (score(all) < OVERALL_MINIMUM) {
  failures.push(`src/domain scores ${score(all).toFixed(2)} %, below ${OVERALL_MINIMUM} %`);
}
for (const file of Object.keys(FILE_MINIMUMS)) {
  if (!perFile.has(file)) failures.push(`${file} is missing from ${REPORT}`);
}

const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => String(row[i]).length)));
for (const row of rows) console.log(row.map((cell, i) => String(cell).padEnd(widths[i])).join('  '));

if (failures.length > 0) {
  for (const failure of failures) console.error(`mutation:check: ${failure}`);
  process.exit(1);
}
console.log('mutation:check: every threshold met');
