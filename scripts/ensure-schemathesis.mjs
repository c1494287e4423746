// The OpenAPI test (test/integration/openapi.test.ts) runs Schemathesis, a Python tool from PyPI, against
// a live service. It lives in a project-local venv (.tools/, git-ignored), installed once at the pinned
// version; a venv of another version is replaced. Needs python3 (3.9+) with venv and pip.
import { execFileSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';

export const SCHEMATHESIS_VERSION = '4.32.5';
const root = path.resolve(import.meta.dirname, '..');
const venv = path.join(root, '.tools', 'schemathesis-venv');
const bin = path.join(venv, 'bin', 'schemathesis');

function installed() {
  if (!existsSync(bin)) return undefined;
  try {
    return execFileSync(bin, ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    return undefined;
  }
}

const version = installed();
if (version?.endsWith(SCHEMATHESIS_VERSION)) process.exit(0);
console.error(`ensure-schemathesis: installing schemathesis ${SCHEMATHESIS_VERSION} into ${venv}`);
rmSync(venv, { recursive: true, force: true });
const python = process.env.PYTHON ?? 'python3';
execFileSync(python, ['-m', 'venv', venv], { stdio: ['ignore', 2, 2] });
execFileSync(path.join(venv, 'bin', 'pip'), ['install', '--quiet', `schemathesis==${SCHEMATHESIS_VERSION}`], {
  stdio: ['ignore', 2, 2],
});
const now = installed();
if (!now?.endsWith(SCHEMATHESIS_VERSION)) {
  console.error(`ensure-schemathesis: installed, but \`schemathesis --version\` says ${now ?? 'nothing'}`);
  process.exit(1);
}
