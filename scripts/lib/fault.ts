// What the fault scripts (scripts/fault/*) share: their numeric flags, their progress notes on stderr,
// the order traffic two of them keep up through an outage, and their end: the figures and the named
// checks as JSON on stdout, then PASS or FAIL, exit code 1 on FAIL, everything they started torn down
// whatever happened.
import { parseArgs } from 'node:util';
import type { Database } from '../../src/db/sql.js';
import { nextRrn, type BenchTenant } from './fixtures.js';

/** A progress note on stderr: stdout carries only the figures and the verdict. */
export const say = (message: string): void => void process.stderr.write(`${message}\n`);

export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/**
 * The script's `--name value` flags, each a positive number with the default given; an unknown flag or
 * a value that is not a positive number ends the script with a usage line (exit code 2).
 */
export function numericFlags<Name extends string>(defaults: Record<Name, number>): Record<Name, number> {
  const names = Object.keys(defaults) as Name[];
  const usage = `flags: ${names.map((n) => `--${n} <number> (default ${defaults[n]})`).join(', ') || 'none'}`;
  let values: Record<string, string | boolean | undefined>;
  try {
    values = parseArgs({
      options: Object.fromEntries(names.map((n) => [n, { type: 'string', default: String(defaults[n]) }])),
    }).values;
  } catch (err) {
    say(`${(err as Error).message}\n${usage}`);
    process.exit(2);
  }
  const out = {} as Record<Name, number>;
  for (const n of names) {
    const value = Number(values[n]);
    if (!Number.isFinite(value) || value <= 0) {
      say(`--${n} must be a positive number, not ${String(values[n])}\n${usage}`);
      process.exit(2);
    }
    out[n] = value;
  }
  return out;
}

export interface FaultVerdict {
  /** The measurements, printed as they are. */
  figures: Record<string, unknown>;
  /** Each condition of PASS by name: a FAIL names what did not hold. */
  checks: Record<string, boolean>;
}

export interface FaultRun {
  /** Registers a teardown; they run last registered first, after the verdict, also when the run throws. */
  afterwards(teardown: () => unknown): void;
}

/**
 * Runs the fault script `fault` and exits: prints `{ fault, ...figures, checks }` as JSON and PASS (exit
 * code 0) when every check held, else FAIL (exit code 1). A run that throws prints no verdict and exits 1.
 */
export async function runFault(fault: string, run: (ctx: FaultRun) => Promise<FaultVerdict>): Promise<never> {
  const teardowns: (() => unknown)[] = [];
  let pass = false;
  try {
    const { figures, checks } = await run({ afterwards: (teardown) => teardowns.push(teardown) });
    pass = Object.values(checks).every(Boolean);
    process.stdout.write(
      `${JSON.stringify({ fault, ...figures, checks }, null, 2)}\n${pass ? 'PASS' : 'FAIL'}\n`,
    );
  } catch (err) {
    say(`${fault}: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
  } finally {
    for (const teardown of teardowns.reverse()) {
      try {
        await teardown();
      } catch (err) {
        say(`teardown: ${String(err)}`);
      }
    }
  }
  process.exit(pass ? 0 : 1);
}

/** /readyz's status, 0 when the process did not answer within 10 s. */
export async function readyzStatus(baseUrl: string): Promise<number> {
  const res = await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(10_000) }).catch(
    () => undefined,
  );
  return res?.status ?? 0;
}

export interface Answer {
  /** Date.now() when the answer came. */
  at: number;
  kind: 'create' | 'reserve' | 'report';
  /** 0: no answer (the connection failed, or nothing within 15 s). */
  status: number;
  ms: number;
  error?: string;
  retryAfter?: string | null;
}

/**
 * Orders' whole lives (created, tapped, paid by the seller's phone) started at a fixed rate against the
 * API, every answer recorded, and what the service acknowledged (created orders, recorded credits) kept
 * to look for afterwards.
 */
export class OrderTraffic {
  readonly answers: Answer[] = [];
  readonly acknowledged = { orders: new Set<string>(), credits: new Set<string>() };
  private running = false;
  private loop: Promise<void> | undefined;

  constructor(private readonly baseUrl: string) {}

  /**
   * Starts `perSecond` lives a second on `tenants` in turn until stop(); every `openEvery`-th order
   * (counting from the first) is left open after creation, and `alongside` runs at each start too.
   */
  start(
    tenants: BenchTenant[],
    perSecond: number,
    opts: { openEvery?: number; alongside?: (tenant: BenchTenant, n: number) => Promise<void> } = {},
  ): void {
    this.running = true;
    this.loop = (async () => {
      const inFlight: Promise<void>[] = [];
      for (let n = 0; this.running; n++) {
        const tenant = tenants[n % tenants.length] as BenchTenant;
        inFlight.push(this.life(tenant, opts.openEvery !== undefined && n % opts.openEvery === 0));
        if (opts.alongside) inFlight.push(opts.alongside(tenant, n));
        await sleep(1000 / perSecond);
      }
      await Promise.all(inFlight);
    })();
  }

  /** Starts no more lives and waits for those under way. */
  async stop(): Promise<void> {
    this.running = false;
    await this.loop;
  }

  /** How many of the acknowledged orders and credits the database holds (after the fault: all of them). */
  async present(db: Database): Promise<{ orders: number; credits: number }> {
    const count = async (table: 'intents' | 'credits', ids: Set<string>) =>
      Number(
        (await db.rows<{ n: string }>(`select count(*) as n from ${table} where id = any($1)`, [[...ids]]))[0]
          ?.n,
      );
    return {
      orders: await count('intents', this.acknowledged.orders),
      credits: await count('credits', this.acknowledged.credits),
    };
  }

  /** One order's life; `leaveOpen`: created only. */
  private async life(tenant: BenchTenant, leaveOpen: boolean): Promise<void> {
    const order = await this.call('create', '/v1/intents', tenant.key, {
      list_paise: 10_000 + Math.floor(Math.random() * 5_000) * 100,
    });
    if (!order) return;
    this.acknowledged.orders.add(order.intent_id as string);
    if (leaveOpen) return;
    const held = await this.call('reserve', `/v1/intents/${order.intent_id as string}/reserve`, tenant.key);
    if (!held) return;
    const credit = await this.call('report', '/v1/reports', tenant.deviceToken, {
      amount_paise: held.amount_paise,
      credited_at: Math.floor(Date.now() / 1000),
      rrn: nextRrn(),
    });
    if (credit) this.acknowledged.credits.add(credit.credit_id as string);
  }

  /** One POST, timed and recorded; its JSON when answered 2xx. */
  private async call(
    kind: Answer['kind'],
    path: string,
    key: string,
    body?: unknown,
  ): Promise<Record<string, unknown> | undefined> {
    const t = performance.now();
    try {
      const res = await fetch(`${this.baseUrl}${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      });
      const json = (await res.json().catch(() => ({}))) as Record<string, unknown>;
      this.answers.push({
        at: Date.now(),
        kind,
        status: res.status,
        ms: performance.now() - t,
        retryAfter: res.headers.get('retry-after'),
      });
      return res.ok ? json : undefined;
    } catch (err) {
      this.answers.push({ at: Date.now(), kind, status: 0, ms: performance.now() - t, error: String(err) });
      return undefined;
    }
  }
}
