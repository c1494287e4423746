// The browser tests drive Debian's chromium (playwright-core cannot download a browser on this
// network), and the Hindi pages must be drawn with a Devanagari font (a system font: the pages load
// no font of their own). A fresh machine lacks them: install them from Debian's packages when we are
// root, once.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const hasDevanagariFont = () => {
  try {
    return execFileSync('fc-list', [':lang=hi', 'family'], { encoding: 'utf8' }).trim() !== '';
  } catch {
    return false;
  }
};
const missing = [
  ...(existsSync(path) ? [] : ['chromium']),
  ...(hasDevanagariFont() ? [] : ['fonts-lohit-deva']),
];
if (missing.length === 0) process.exit(0);
if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) {
  console.error(
    `ensure-chromium: missing ${missing.join(', ')}; install (apt-get install -y ${missing.join(' ')})`,
  );
  process.exit(1);
}
console.error(`ensure-chromium: installing Debian's ${missing.join(', ')}`);
const run = (...args) =>
  execFileSync('apt-get', args, {
    stdio: ['ignore', 2, 2],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
run('update');
run('install', '-y', '--no-install-recommends', ...missing);
if (!existsSync(path)) {
  console.error(`ensure-chromium: installed, but ${path} is still missing`);
  process.exit(1);
}
