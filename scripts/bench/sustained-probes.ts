// What bench:sustained reads beside its load: CPU and memory of processes from /proc, the embedded
// server's process tree, the Temporal dev server's task queue, and a webhook
// receiver that always fails (so deliveries run their retry schedule).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Connection } from '@temporalio/client';

const round = (x: number, d = 1): number => Math.round(x * 10 ** d) / 10 ** d;

// ---- /proc readings -------------------------------------------------------------------------
const TICKS_PER_S = 100; // USER_HZ on Linux
/** CPU seconds (user + system) a process has used so far, or undefined if it is gone. */
export function cpuSeconds(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces.
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(f[11]) + Number(f[12])) / TICKS_PER_S;
  } catch {
    return undefined;
  }
}

/**
 * CPU seconds each thread of a process has used so far, summed by thread name (Node's MainThread, the
 * Temporal SDK's workflow WorkerThread, V8's GC helpers V8Worker, the SDK core's tokio-runtime-w and
 * workflow-proces, libuv-worker): where the process's CPU went, which a V8 profile cannot say (its
 * samples are wall time on each JavaScript thread, waiting in a write or descheduled included).
 */
export function threadCpuSeconds(pid: number): Record<string, number> {
  const byName: Record<string, number> = {};
  let tasks: string[];
  try {
    tasks = readdirSync(`/proc/${pid}/task`);
  } catch {
    return byName;
  }
  for (const tid of tasks) {
    try {
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      byName[name] = (byName[name] ?? 0) + (Number(f[11]) + Number(f[12])) / TICKS_PER_S;
    } catch {
      // The thread ended meanwhile.
    }
  }
  return byName;
}

export function rssMiB(pid: number): number | undefined {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? round(Number(m[1]) / 1024) : undefined;
  } catch {
    return undefined;
  }
}

/** CPU used by a changing set of pids (PostgreSQL backends come and go): the sum of their deltas. */
export class CpuMeter {
  private last = new Map<number, number>();
  total = 0;
  sample(pids: number[]): void {
    for (const pid of pids) {
      const now = cpuSeconds(pid);
      if (now === undefined) continue;
      const before = this.last.get(pid);
      // A backend first seen mid-run: count from here (its earlier use is set-up, not load).
      if (before !== undefined) this.total += now - before;
      this.last.set(pid, now);
    }
  }
}

// ---- a receiver that always fails -------------------------------------------------------------
export async function startFailingReceiver(): Promise<{
  url: string;
  hits: () => number;
  close(): Promise<void>;
}> {
  let hits = 0;
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      hits++;
      res.writeHead(500).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/failing`,
    hits: () => hits,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** The embedded server: its postmaster and every process it forked (backends, writers, vacuum). */
export function postmasterTree(dataDir: string): number[] {
  const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
  if (!existsSync(pidFile)) return [];
  const postmaster = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  const children = readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .filter((d) => {
      try {
        const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster;
      } catch {
        return false;
      }
    })
    .map(Number);
  return [postmaster, ...children];
}

/** Temporal's own view: how many workflow tasks wait on our queue, and for how long. */
export async function taskQueueBacklog(
  connection: Connection,
  taskQueue: string,
): Promise<{ count: number; ageS: number } | undefined> {
  try {
    const r = await connection.workflowService.describeTaskQueue({
      namespace: 'default',
      taskQueue: { name: taskQueue },
      taskQueueType: 1, // TASK_QUEUE_TYPE_WORKFLOW
      reportStats: true,
    });
    const s = r.stats;
    if (!s) return undefined;
    return {
      count: Number(s.approximateBacklogCount ?? 0),
      ageS: Number(s.approximateBacklogAge?.seconds ?? 0) + (s.approximateBacklogAge?.nanos ?? 0) / 1e9,
    };
  } catch {
    return undefined;
  }
}
