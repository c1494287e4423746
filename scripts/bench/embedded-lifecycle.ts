// The embedded defaults' life, as a seller meets it (issue 32): `npm start` with no DATABASE_URL and no
// TEMPORAL_ADDRESS on a fresh data directory, timed to /readyz 200; the operator CLI joining the running
// service; a second copy refused; Ctrl-C (SIGINT); a restart that still has the data; a kill -9 and
// the start after it. Prints one JSON object on stdout; exits 1 if any step did not hold.
//
//   npm run bench:embedded -- [--data-dir DIR]   (default: a fresh temporary directory, removed after)
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { freePort } from '../lib/ports.js';
import { SERVICE_NODE_FLAGS } from '../lib/service-process.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const { values } = parseArgs({ options: { 'data-dir': { type: 'string' } } });
const dataDir = values['data-dir'] ?? mkdtempSync(path.join(os.tmpdir(), 'matchledger-lifecycle-'));
// As `.data` in a checkout is: run as root, the database server's own user must be able to enter it.
if (!values['data-dir']) chmodSync(dataDir, 0o755);
const round = (ms: number): number => Math.round(ms);
const loadavg = (): number[] => os.loadavg().map((x) => Math.round(x * 100) / 100);

async function ports(): Promise<Record<string, string>> {
  return {
    PORT: String(await freePort()),
    SMTP_PORT: String(await freePort()),
    TEMPORAL_PORT: String(await freePort()),
    TEMPORAL_UI_PORT: String(await freePort()),
  };
}

interface Started {
  child: ChildProcess;
  baseUrl: string;
  readyMs: number;
  exited: Promise<number | null>;
  output: () => string;
}

function launch(env: Record<string, string>): { child: ChildProcess; output: () => string } {
  const { DATABASE_URL: _db, TEMPORAL_ADDRESS: _t, ...inherited } = process.env;
  const child = spawn(
    process.execPath,
    [...SERVICE_NODE_FLAGS, '--import', 'tsx', path.join(ROOT, 'src/main.ts')],
    {
      cwd: ROOT,
      env: { ...inherited, LOG_LEVEL: 'info', DATA_DIR: dataDir, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let out = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  return { child, output: () => out };
}

/** A start, again on other ports if another process took one of ours in between (a shared machine). */
async function start(timeoutMs = 60_000): Promise<Started> {
  try {
    return await startOnce(timeoutMs);
  } catch (err) {
    if (!String(err).includes('EADDRINUSE')) throw err;
    return startOnce(timeoutMs);
  }
}

async function startOnce(timeoutMs: number): Promise<Started> {
  const env = await ports();
  const t0 = performance.now();
  const { child, output } = launch(env);
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  const baseUrl = `http://127.0.0.1:${env.PORT}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`service exited with ${child.exitCode}:\n${output()}`);
    try {
      if ((await fetch(`${baseUrl}/readyz`)).status === 200) break;
    } catch {
      // not listening yet
    }
    if (performance.now() - t0 > timeoutMs) {
      child.kill('SIGKILL');
      throw new Error(`not ready within ${timeoutMs} ms:\n${output()}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return { child, baseUrl, readyMs: round(performance.now() - t0), exited, output };
}

function cli(args: string[]): { status: number | null; stdout: string; stderr: string; ms: number } {
  const { DATABASE_URL: _db, ...inherited } = process.env;
  const t0 = performance.now();
  const r = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'src/cli.ts'), ...args], {
    cwd: ROOT,
    env: { ...inherited, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr, ms: round(performance.now() - t0) };
}

async function settingsStatus(
  s: Started,
  tenant: { api_key: string } | undefined,
): Promise<number | undefined> {
  if (!tenant) return undefined;
  const r = await fetch(`${s.baseUrl}/v1/settings`, {
    headers: { authorization: `Bearer ${tenant.api_key}` },
  });
  return r.status;
}

function cliAsync(args: string[]): Promise<number | null> {
  const { DATABASE_URL: _db, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'src/cli.ts'), ...args], {
    cwd: ROOT,
    env: { ...inherited, DATA_DIR: dataDir },
    stdio: 'ignore',
  });
  return new Promise((r) => child.once('exit', (code) => r(code)));
}

const checks: Record<string, unknown> = {};
let held = true;
const check = (name: string, ok: boolean, detail: unknown): void => {
  checks[name] = { ok, ...((typeof detail === 'object' && detail) || { detail }) };
  if (!ok) held = false;
};

try {
  const first = await start();
  check('first_start', true, { ready_ms: first.readyMs, loadavg: loadavg() });

  const created = cli([
    'tenant',
    'create',
    '--name',
    'Lifecycle',
    '--email',
    'lifecycle@example.com',
    '--payee-vpa',
    'life@okhdfc',
  ]);
  const tenant = created.status === 0 ? (JSON.parse(created.stdout) as { api_key: string }) : undefined;
  const settings = tenant
    ? await fetch(`${first.baseUrl}/v1/settings`, { headers: { authorization: `Bearer ${tenant.api_key}` } })
    : undefined;
  check('cli_joins_running_service', settings?.status === 200, {
    cli_ms: created.ms,
    cli_status: created.status,
    settings_status: settings?.status,
    stderr: created.stderr.slice(-300),
  });

  // Operator CLIs at once while the API takes orders (60 calls: under one tenant's 120 a minute): every
  // command and request answered, and the service's log free of database protocol errors
  // (pglite-socket could cause them, pglite #1046).
  const clis = Array.from({ length: 4 }, (_, i) =>
    cliAsync([
      'tenant',
      'create',
      '--name',
      `Busy ${i}`,
      '--email',
      `busy-${i}@example.com`,
      '--payee-vpa',
      `busy${i}@okhdfc`,
    ]),
  );
  const requests = Array.from({ length: 60 }, (_, i) =>
    fetch(`${first.baseUrl}${i % 2 ? '/v1/settings' : '/v1/intents'}`, {
      method: i % 2 ? 'GET' : 'POST',
      headers: { authorization: `Bearer ${tenant?.api_key}`, 'content-type': 'application/json' },
      ...(i % 2 ? {} : { body: JSON.stringify({ list_paise: 10_000 + i }) }),
    }).then((r) => r.status),
  );
  const cliCodes = await Promise.all(clis);
  const statuses = await Promise.all(requests);
  const protocolErrors = first.output().match(/prepared statement|portal .* does not exist|protocol/gi) ?? [];
  check(
    'concurrent_cli_and_api',
    cliCodes.every((c) => c === 0) && statuses.every((st) => st < 300) && protocolErrors.length === 0,
    {
      cli_exit_codes: cliCodes,
      api_statuses: [...new Set(statuses)],
      protocol_errors: protocolErrors.length,
    },
  );

  const second = launch(await ports());
  const secondCode = await new Promise<number | null>((r) => second.child.once('exit', (c) => r(c)));
  const refusal = /open in process \d+/.exec(second.output())?.[0];
  check('second_copy_refused', secondCode !== 0 && refusal !== undefined, {
    exit_code: secondCode,
    message: refusal ?? second.output().slice(-400),
  });

  const t0 = performance.now();
  first.child.kill('SIGINT');
  const sigintCode = await first.exited;
  const stopMs = round(performance.now() - t0);
  check('sigint_stops', sigintCode === 0 && stopMs < 10_000, { exit_code: sigintCode, stop_ms: stopMs });

  const restarted = await start();
  const kept = await settingsStatus(restarted, tenant);
  check('restart_keeps_data', kept === 200, { ready_ms: restarted.readyMs, settings_status: kept });

  // kill -9 of the service alone: its PostgreSQL server lives on, and the next start must stop it.
  restarted.child.kill('SIGKILL');
  await restarted.exited;
  const recovered = await start();
  check('kill9_recovery', (await settingsStatus(recovered, tenant)) === 200, {
    ready_ms: recovered.readyMs,
    stopped_leftover_server: recovered.output().includes('left behind'),
  });

  // kill -9 of the service and of its server: a stale postmaster.pid, and crash recovery.
  const postmaster = Number(
    readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0],
  );
  recovered.child.kill('SIGKILL');
  process.kill(postmaster, 'SIGKILL');
  await recovered.exited;
  const afterCrash = await start();
  check('kill9_server_too_recovery', (await settingsStatus(afterCrash, tenant)) === 200, {
    ready_ms: afterCrash.readyMs,
  });
  afterCrash.child.kill('SIGINT');
  check('final_sigint', (await afterCrash.exited) === 0, {});
} catch (err) {
  held = false;
  checks.failure = String(err);
} finally {
  if (!values['data-dir']) rmSync(dataDir, { recursive: true, force: true });
}
console.log(JSON.stringify({ benchmark: 'embedded-lifecycle', held, checks, loadavg: loadavg() }));
process.exitCode = held ? 0 : 1;
