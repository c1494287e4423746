// Load generation for the benchmarks: closed loops (N workers back to back) and open loops (a fixed
// arrival rate), recording each operation's latency, and the figures the issues ask for.
import { Pool } from 'undici';

export interface Figures {
  ops: number;
  errors: number;
  seconds: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

export function figures(latenciesMs: number[], errors: number, seconds: number): Figures {
  const sorted = [...latenciesMs].sort((a, b) => a - b);
  const at = (q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const round = (x: number): number => Math.round(x * 10) / 10;
  return {
    ops: sorted.length,
    errors,
    seconds: round(seconds),
    perSecond: round(sorted.length / seconds),
    p50Ms: round(at(0.5)),
    p99Ms: round(at(0.99)),
    maxMs: round(sorted.at(-1) ?? 0),
  };
}

/** An HTTP client with keep-alive connections to one origin. */
export function client(baseUrl: string, connections = 128) {
  const pool = new Pool(baseUrl, { connections, pipelining: 1 });
  return {
    async request(
      method: 'GET' | 'POST' | 'PATCH',
      path: string,
      key: string | undefined,
      body?: unknown,
    ): Promise<{ status: number; json: Record<string, unknown> }> {
      const res = await pool.request({
        method,
        path,
        headers: {
          ...(key ? { authorization: `Bearer ${key}` } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await res.body.text();
      return { status: res.statusCode, json: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
    },
    close: () => pool.close(),
  };
}

/** `concurrency` loops run `op` back to back for `seconds`; a thrown op counts as an error. */
export async function closedLoop(
  concurrency: number,
  seconds: number,
  op: (i: number) => Promise<void>,
): Promise<Figures> {
  const latencies: number[] = [];
  let errors = 0;
  let i = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const t = performance.now();
        try {
          await op(i++);
          latencies.push(performance.now() - t);
        } catch {
          errors++;
        }
      }
    }),
  );
  return figures(latencies, errors, (performance.now() - started) / 1000);
}

/** Starts `op` at a fixed rate for `seconds`, whatever the answers' latency (an open loop). */
export async function openLoop(
  ratePerSecond: number,
  seconds: number,
  op: (i: number) => Promise<void>,
): Promise<Figures> {
  const latencies: number[] = [];
  let errors = 0;
  const total = Math.round(ratePerSecond * seconds);
  const started = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / ratePerSecond;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    const t = performance.now();
    inFlight.push(
      op(i).then(
        () => void latencies.push(performance.now() - t),
        () => void errors++,
      ),
    );
  }
  await Promise.all(inFlight);
  return figures(latencies, errors, (performance.now() - started) / 1000);
}

export function expectStatus(
  r: { status: number; json: Record<string, unknown> },
  status: number,
): Record<string, unknown> {
  if (r.status !== status) throw new Error(`HTTP ${r.status}: ${JSON.stringify(r.json)}`);
  return r.json;
}
