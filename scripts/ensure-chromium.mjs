// The browser tests drive Debian's chromium (playwright-core cannot download a browser on this
// network). A fresh machine lacks it: install it from Debian's packages when we are root, once.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(path)) process.exit(0);
if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) {
  console.error(
    `ensure-chromium: ${path} is missing; install Debian's chromium (apt-get install -y chromium)`,
  );
  process.exit(1);
}
console.error(`ensure-chromium: ${path} is missing; installing Debian's chromium`);
const run = (...args) =>
  execFileSync('apt-get', args, {
    stdio: ['ignore', 2, 2],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
run('update');
run('install', '-y', '--no-install-recommends', 'chromium');
if (!existsSync(path)) {
  console.error(`ensure-chromium: installed, but ${path} is still missing`);
  process.exit(1);
}
