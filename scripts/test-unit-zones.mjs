// The unit project once per time zone, so that a rule that reads the machine's zone instead of
// India's (bank messages state Indian dates) cannot pass only because the machine runs on UTC:
//   UTC               what servers and CI usually run on;
//   Pacific/Honolulu  UTC-10, far from India (UTC+05:30): its date differs from India's 15½ hours a day;
//   Asia/Kolkata      midnight here is India's midnight, so code that takes UTC for granted shows.
// Extra arguments go to Jest, e.g. `node scripts/test-unit-zones.mjs --testPathPatterns feeds`.
import { spawnSync } from 'node:child_process';

const ZONES = ['UTC', 'Pacific/Honolulu', 'Asia/Kolkata'];
const jest = ['--experimental-vm-modules', 'node_modules/jest/bin/jest.js', '--selectProjects', 'unit'];

for (const zone of ZONES) {
  console.log(`\nunit tests with TZ=${zone}`);
  const run = spawnSync(process.execPath, [...jest, ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, TZ: zone },
  });
  if (run.status !== 0) {
    console.error(`unit tests failed with TZ=${zone}`);
    process.exit(run.status ?? 1);
  }
}
