// MatchLedger as a separate OS process (`node --max-semi-space-size=16 --import tsx src/main.ts`, as `npm start`), for tests that need two
// API processes on one database, or a process to kill -9.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from './ports.js';

export interface ServiceProcess {
  baseUrl: string;
  child: ChildProcess;
  /** SIGKILL, no cleanup: what a crash looks like. */
  kill9(): Promise<void>;
  stop(): Promise<void>;
}

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * Node's flags for the service, as `npm start` (package.json) and the image (Dockerfile) run it; a unit
 * test holds the three to one list. V8 sizes the young generation from the machine's memory: on this
 * 24 GiB box it grew to 128 MiB, which is resident memory once used, and a busy service or a 50,000-line
 * statement uses all of it. Capped at 16 MiB semi-spaces (V8's own size on smaller machines), the
 * service at 25 paid orders a second held 701 to 741 MiB instead of 956 to 1,050 MiB, at the same CPU
 * per paid order (23.16 and 22.89 ms against 23.56 and 23.38 ms, two runs each, interleaved), and the
 * statement benchmark's 50,000 lines peaked at 270 MiB instead of 340 (docs/performance.md).
 */
export const SERVICE_NODE_FLAGS = ['--max-semi-space-size=16'] as const;

/** `stdout`: where the service's logs go (a file descriptor), our stderr unless given. */
export async function spawnService(
  env: Record<string, string>,
  readyTimeoutMs = 60_000,
  stdout = 2,
): Promise<ServiceProcess> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [...SERVICE_NODE_FLAGS, '--import', 'tsx', path.join(ROOT, 'src/main.ts')],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        LOG_LEVEL: 'warn',
        ...env,
        PORT: String(port),
        PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
      },
      // The service's logs (its stdout) go to our stderr: a script's stdout carries only its figures.
      stdio: ['ignore', stdout, 'inherit'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + readyTimeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`service process exited with ${child.exitCode}`);
    try {
      const r = await fetch(`${baseUrl}/readyz`);
      if (r.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('service process did not become ready');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseUrl,
    child,
    kill9: async () => {
      child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
