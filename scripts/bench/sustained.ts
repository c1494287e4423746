// Benchmark for the sustained-capacity issue: the rate the product holds, not the API's burst rate.
// A steady open-loop mix of the whole life of an order at a fixed offered rate, for `--minutes`:
// create -> the pay page's status -> the tap on Pay -> the payment as a reporter device sends it ->
// GET shows `confirmed` -> payment.confirmed delivered to a local receiver that verifies it.
// `--expire-share` of the orders are never paid (they expire at 300 s through their workflow's
// timer); `--failing-share` of the tenants' webhooks answer 500, so they run the retry schedule.
//
// Each minute (stderr, one JSON line): the API's p50/p99, the outbox backlog and its age, Temporal's
// workflow task backlog on our queue, webhooks received, CPU seconds by process from /proc (api,
// worker, smtp in the split layout, the Temporal dev server, PostgreSQL, the load generator) per
// paid order, resident memory, load average (on a shared machine CPU figures are noisy). The last
// line on stdout is one JSON object; `held` is true when, every minute, the outbox backlog's age and
// Temporal's task backlog's age stayed under 5 s and the API's p99 under 100 ms. Besides CPU, the
// work of a paid order (sustained-counts.ts), during the load and `with_catch_up` (until Temporal
// has caught up with all of it).
//
//   npm run bench:sustained -- [--rate 50] [--minutes 10] [--layout single|split] [--cpu-prof-dir DIR]
//                               [--embedded] [--log-level info] [--await-expiries]
//                               [--tenants N] [--pool-size N]
//
// `--log-level`: the services' LOG_LEVEL (default info, as `npm start`); their logs go to a file.
// `--embedded`: the service runs the embedded database (no DATABASE_URL), as `npm start` does; the
// database's CPU is then its server's processes (the postmaster and its children).
import { createHash } from 'node:crypto';
import { openSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Connection } from '@temporalio/client';
import { databaseOf } from '../../src/db/orm.js';
import { client, expectStatus } from '../lib/load.js';
import { nextRrn, tenantsWithDevices, type BenchTenant } from '../lib/fixtures.js';
import { freePort } from '../lib/ports.js';
import { startBenchReceiver } from '../lib/receiver.js';
import { startStack } from '../lib/stack.js';
import {
  CpuMeter,
  postmasterTree,
  rssMiB,
  startFailingReceiver,
  taskQueueBacklog,
  threadCpuSeconds,
} from './sustained-probes.js';
import {
  cpuPerPaidOrder,
  cpuSince,
  totalsOf,
  historySample,
  outboxBacklog,
  readWork,
  webhookLatency,
  expiryLateness,
  workPerPaidOrder,
} from './sustained-counts.js';

const { values } = parseArgs({
  options: {
    rate: { type: 'string', default: '50' },
    minutes: { type: 'string', default: '10' },
    layout: { type: 'string', default: 'single' },
    'expire-share': { type: 'string', default: '0.1' },
    'failing-share': { type: 'string', default: '0.05' },
    // Writes a V8 CPU profile of each service process here when it stops (node --cpu-prof).
    'cpu-prof-dir': { type: 'string' },
    // After the load: how long to wait for Temporal to catch up before reporting it has not.
    'drain-seconds': { type: 'string', default: '180' },
    embedded: { type: 'boolean', default: false },
    // After the catch-up: wait until every expiring order's expires_at has passed (plus 10 s), and
    // report how late each one's intent.expired webhook arrived (issue 28: within 1 s).
    'await-expiries': { type: 'boolean', default: false },
    'log-level': { type: 'string', default: 'info' },
    // Tenants to spread the orders over (default 1.5 per order a second; issue 28's outside driver: 62).
    tenants: { type: 'string' },
    // The service's DATABASE_POOL_SIZE; unset, the service's own default (what `npm start` runs).
    'pool-size': { type: 'string' },
  },
});
const rate = Number(values.rate);
const minutes = Number(values.minutes);
const layout = values.layout === 'split' ? 'split' : 'single';
const expireShare = Number(values['expire-share']);
const failingShare = Number(values['failing-share']);
const BACKLOG_AGE_LIMIT_S = 5;
/** The expiring orders' life: CONTRACT's shortest (300 s). */
const EXPIRES_IN_SECONDS = 300;
const P99_LIMIT_MS = 100;

const log = (line: unknown): void => void process.stderr.write(`${JSON.stringify(line)}\n`);
const round = (x: number, d = 1): number => Math.round(x * 10 ** d) / 10 ** d;
const quantile = (sorted: number[], q: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

/**
 * The machine's single-core speed, before anything starts: SHA-256 over 64 MiB, in ms (best of
 * three). Sessions run on different machines of the same size; this says whether two runs' CPU per
 * paid order can be compared at all.
 */
function calibrationMs(): number {
  const block = Buffer.alloc(64 * 1024 * 1024, 7);
  let best = Infinity;
  for (let i = 0; i < 3; i++) {
    const t = performance.now();
    createHash('sha256').update(block).digest();
    best = Math.min(best, performance.now() - t);
  }
  return round(best);
}
const machineCalibrationMs = calibrationMs();

const embedded = values.embedded;
if (embedded && layout === 'split') throw new Error('--embedded runs one service process: --layout single');
const stack = await startStack({ embedded });
const secrets = new Map<string, string>();
const receiver = await startBenchReceiver((tenant) => secrets.get(tenant));
const failing = await startFailingReceiver();
try {
  const processes: Record<string, number> = {};
  const env: Record<string, string> = { LOG_LEVEL: values['log-level'] };
  if (values['pool-size']) env.DATABASE_POOL_SIZE = values['pool-size'];
  if (values['cpu-prof-dir']) env.NODE_OPTIONS = `--cpu-prof --cpu-prof-dir=${values['cpu-prof-dir']}`;
  const logFile = path.join(os.tmpdir(), `bench-sustained-${process.pid}.log`);
  const logFd = openSync(logFile, 'a');
  let api;
  const serviceUrls: string[] = [];
  if (layout === 'split') {
    api = await stack.spawn('api', env, logFd);
    processes.api = api.child.pid as number;
    const worker = await stack.spawn('worker', env, logFd);
    processes.worker = worker.child.pid as number;
    const smtp = await stack.spawn('smtp', { ...env, SMTP_PORT: String(await freePort()) }, logFd);
    processes.smtp = smtp.child.pid as number;
    serviceUrls.push(api.baseUrl, worker.baseUrl, smtp.baseUrl);
  } else {
    api = await stack.spawn('api,worker,smtp', { ...env, SMTP_PORT: String(await freePort()) }, logFd);
    processes.service = api.child.pid as number;
    serviceUrls.push(api.baseUrl);
  }
  const temporalPid = stack.temporalPid();
  if (temporalPid) processes.temporal = temporalPid;

  // SPEC §8: 120 tenant-scoped calls a minute per tenant (two per order here: create, read) and 60
  // reports a minute per device; 1.5 tenants per order a second keeps each well under both.
  const nTenants = values.tenants ? Number(values.tenants) : Math.max(20, Math.ceil(rate * 1.5));
  log({ setup: `creating ${nTenants} tenants with paired devices` });
  const tenants = await tenantsWithDevices(stack, nTenants);
  const http1 = client(api.baseUrl, 256);
  const nFailing = Math.round(nTenants * failingShare);
  for (const [i, t] of tenants.entries()) {
    const minted = expectStatus(await http1.request('POST', '/v1/webhook-secret', t.key), 201);
    secrets.set(t.id, minted.webhook_secret as string);
    const url = i < nFailing ? `${failing.url}/${t.id}` : `${receiver.url}/${t.id}`;
    expectStatus(await http1.request('PATCH', '/v1/settings', t.key, { webhook_url: url }), 200);
  }

  const db = await databaseOf(stack.orm, true);
  const dbName = new URL(stack.databaseUrl.replace(/^postgresql:/, 'http:')).pathname.slice(1);
  const backendPids = async (): Promise<number[]> =>
    embedded
      ? postmasterTree(stack.embeddedDataDir as string)
      : (await db.rows<{ pid: number }>(`select pid from pg_stat_activity where datname = $1`, [dbName])).map(
          (r) => Number(r.pid),
        );
  const connection = await Connection.connect({ address: stack.temporalAddress });
  const outbox = () => outboxBacklog(db);
  // ---- the load ---------------------------------------------------------------------------------
  const perTenant = new Map<string, number>();
  const listBase = 10_000 + Math.floor(Math.random() * 500) * 10_000;
  /** Each tenant's orders get list prices 1,000 paise apart every 50 orders, so no band runs dry. */
  const listPriceFor = (t: BenchTenant): number => {
    const n = perTenant.get(t.id) ?? 0;
    perTenant.set(t.id, n + 1);
    return listBase + Math.floor(n / 50) * 1_000;
  };
  let minuteLatencies: number[] = [];
  const allMinutes: Record<string, unknown>[] = [];
  const counts = {
    offered: 0,
    paid: 0,
    confirmed: 0,
    expiring: 0,
    expiringToReceiver: 0,
    paidToReceiver: 0,
    errors: 0,
    shed: 0,
  };
  let lastExpiryAtMs = 0;
  const paidIntentIds: string[] = [];
  const reportedAtMs = new Map<string, number>();
  let minuteCounts = { ...counts };
  const errorSamples: string[] = [];
  const timed = async <T>(p: () => Promise<T>): Promise<T> => {
    const t = performance.now();
    const out = await p();
    minuteLatencies.push(performance.now() - t);
    return out;
  };
  const lifeOfAnOrder = async (i: number): Promise<void> => {
    const t = tenants[i % tenants.length] as BenchTenant;
    const expiring = Math.random() < expireShare;
    const asked = await timed(() =>
      http1.request('POST', '/v1/intents', t.key, {
        list_paise: listPriceFor(t),
        ...(expiring ? { expires_in_seconds: EXPIRES_IN_SECONDS } : {}),
      }),
    );
    // Back-pressure (OUTBOX_SHED_SECONDS): a refused order is the answer under overload, not an error.
    if (asked.status === 503 && asked.json.error === 'unavailable') return void counts.shed++;
    const created = expectStatus(asked, 201);
    const page = new URL(created.page_url as string).pathname;
    const view = await timed(() => http1.request('GET', `${page}/status`, undefined));
    expectStatus(view, 200);
    if (expiring) {
      counts.expiring++;
      // The failing tenants' intent.expired goes to the receiver that answers 500, never timed.
      if (i % tenants.length >= nFailing) counts.expiringToReceiver++;
      lastExpiryAtMs = Math.max(lastExpiryAtMs, Number(created.expires_at) * 1000);
      return;
    }
    const held = expectStatus(await timed(() => http1.request('POST', `${page}/reserve`, undefined)), 200);
    reportedAtMs.set(created.intent_id as string, Date.now());
    const report = expectStatus(
      await timed(() =>
        http1.request('POST', '/v1/reports', t.deviceToken, {
          amount_paise: held.amount_paise,
          credited_at: Math.floor(Date.now() / 1000),
          rrn: nextRrn(),
        }),
      ),
      202,
    );
    if (report.status !== 'matched') throw new Error(`report not matched: ${JSON.stringify(report)}`);
    counts.paid++;
    // The failing tenants' payment.confirmed goes to the receiver that answers 500, never timed.
    if (i % tenants.length >= nFailing) counts.paidToReceiver++;
    const order = expectStatus(
      await timed(() => http1.request('GET', `/v1/intents/${created.intent_id as string}`, t.key)),
      200,
    );
    if (order.status !== 'confirmed') throw new Error(`order is ${String(order.status)}`);
    counts.confirmed++;
    paidIntentIds.push(created.intent_id as string);
  };
  // ---- sampling -----------------------------------------------------------------------------------
  const meters: Record<string, CpuMeter> = {};
  for (const name of [...Object.keys(processes), 'postgres', 'loadgen']) meters[name] = new CpuMeter();
  let pgPids = await backendPids();
  const sampleCpu = (): void => {
    for (const [name, pid] of Object.entries(processes)) meters[name]?.sample([pid]);
    meters.postgres?.sample(pgPids);
    meters.loadgen?.sample([process.pid]);
  };
  sampleCpu();
  let minuteAgeMax = 0;
  let minuteTqAgeMax = 0;
  let last = { intents: 0, deliveries: 0, ageS: 0 };
  let lastTq: { count: number; ageS: number } | undefined;
  const sampler = setInterval(() => {
    void (async () => {
      last = await outbox();
      lastTq = await taskQueueBacklog(connection, stack.taskQueue);
      minuteAgeMax = Math.max(minuteAgeMax, last.ageS);
      minuteTqAgeMax = Math.max(minuteTqAgeMax, lastTq?.ageS ?? 0);
      pgPids = await backendPids();
      // Often, so a backend's CPU counts from within 2 s of its connection opening.
      sampleCpu();
    })().catch(() => undefined);
  }, 2000);
  let cpuAtMinuteStart = Object.fromEntries(Object.entries(meters).map(([k, m]) => [k, m.total]));
  let receivedAtMinuteStart = 0;
  let failingAtMinuteStart = 0;
  const closeMinute = (minute: number, seconds: number): Record<string, unknown> => {
    sampleCpu();
    const sorted = minuteLatencies.sort((a, b) => a - b);
    const paid = counts.paid - minuteCounts.paid;
    const cpuS: Record<string, number> = {};
    const cpuMsPerPaid: Record<string, number> = {};
    for (const [k, m] of Object.entries(meters)) {
      cpuS[k] = round(m.total - (cpuAtMinuteStart[k] ?? 0), 2);
      cpuMsPerPaid[k] = paid ? round(((cpuS[k] as number) * 1000) / paid, 2) : 0;
    }
    const rss: Record<string, number | undefined> = {};
    for (const [k, pid] of Object.entries(processes)) rss[k] = rssMiB(pid);
    rss.loadgen = rssMiB(process.pid);
    const line = {
      minute,
      seconds: round(seconds),
      offered_per_s: round((counts.offered - minuteCounts.offered) / seconds),
      paid_per_s: round(paid / seconds),
      confirmed_per_s: round((counts.confirmed - minuteCounts.confirmed) / seconds),
      errors: counts.errors - minuteCounts.errors,
      api_requests: sorted.length,
      api_p50_ms: round(quantile(sorted, 0.5)),
      api_p99_ms: round(quantile(sorted, 0.99)),
      backlog_age_max_s: round(minuteAgeMax),
      workflows_behind: last.intents,
      deliveries_behind: last.deliveries,
      task_queue_backlog: lastTq?.count,
      task_queue_age_max_s: round(minuteTqAgeMax),
      webhooks_received: receiver.arrivals.size - receivedAtMinuteStart,
      failing_receiver_hits: failing.hits() - failingAtMinuteStart,
      cpu_s: cpuS,
      cpu_ms_per_paid_order: cpuMsPerPaid,
      rss_mib: rss,
      loadavg: os.loadavg().map((x) => round(x, 2)),
    };
    minuteLatencies = [];
    minuteCounts = { ...counts };
    minuteAgeMax = last.ageS;
    minuteTqAgeMax = lastTq?.ageS ?? 0;
    cpuAtMinuteStart = Object.fromEntries(Object.entries(meters).map(([k, m]) => [k, m.total]));
    receivedAtMinuteStart = receiver.arrivals.size;
    failingAtMinuteStart = failing.hits();
    return line;
  };
  // ---- the open loop -------------------------------------------------------------------------------
  const workBefore = await readWork(serviceUrls, stack.temporalMetricsUrl());
  const cpuAtLoadStart = totalsOf(meters);
  const threadsAtLoadStart = Object.entries(processes).map(([k, pid]) => [k, threadCpuSeconds(pid)] as const);
  const loadavgAtStart = os.loadavg().map((x) => round(x, 2));
  const started = performance.now();
  const total = Math.round(rate * minutes * 60);
  const inFlight = new Set<Promise<void>>();
  let minute = 1;
  let minuteStarted = started;
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    if (performance.now() - minuteStarted >= 60_000) {
      const line = closeMinute(minute++, (performance.now() - minuteStarted) / 1000);
      allMinutes.push(line);
      log(line);
      minuteStarted = performance.now();
    }
    counts.offered++;
    const p = lifeOfAnOrder(i).catch((err: unknown) => {
      counts.errors++;
      if (errorSamples.length < 5) errorSamples.push(String(err));
    });
    inFlight.add(p);
    void p.finally(() => inFlight.delete(p));
  }
  await Promise.all(inFlight);
  const last1 = closeMinute(minute, (performance.now() - minuteStarted) / 1000);
  allMinutes.push(last1);
  log(last1);
  const loadSeconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  // Each service process's CPU during the load by thread, in ms per paid order.
  const byThread = Object.fromEntries(
    threadsAtLoadStart.map(([k, before]) => {
      const now = threadCpuSeconds(processes[k] as number);
      const perPaid = Object.entries(now)
        .map(
          ([name, s]) =>
            [name, counts.paid ? round(((s - (before[name] ?? 0)) * 1000) / counts.paid, 2) : 0] as const,
        )
        .filter(([, ms]) => ms > 0)
        .sort((a, b) => b[1] - a[1]);
      return [k, Object.fromEntries(perPaid)];
    }),
  );
  const work = workPerPaidOrder(
    workBefore,
    await readWork(serviceUrls, stack.temporalMetricsUrl()),
    counts.paid,
  );
  const loadavgAtEnd = os.loadavg().map((x) => round(x, 2));
  // How long Temporal takes to be told of everything the run committed, after the load stops.
  const drainStarted = Date.now();
  let after = await outbox();
  const drainMs = Number(values['drain-seconds']) * 1000;
  while ((after.intents > 0 || after.deliveries > 0) && Date.now() - drainStarted < drainMs) {
    await new Promise((r) => setTimeout(r, 1000));
    after = await outbox();
  }
  const catchUpSeconds = round((Date.now() - drainStarted) / 1000);
  const histories = await historySample(connection, stack.taskQueue, db, paidIntentIds);
  // The whole cost: from the load's start until Temporal had caught up with all of it (issue 28).
  pgPids = await backendPids();
  sampleCpu();
  const withCatchUp = {
    cpu_ms_per_paid_order: cpuSince(meters, cpuAtLoadStart, counts.paid),
    work_per_paid_order: workPerPaidOrder(
      workBefore,
      await readWork(serviceUrls, stack.temporalMetricsUrl()),
      counts.paid,
    ),
  };
  // After the cost is counted, so the wait's idle minutes are not in it.
  if (values['await-expiries'] && lastExpiryAtMs > 0) {
    const waitMs = lastExpiryAtMs + 10_000 - Date.now();
    log({ awaiting_expiries_s: round(Math.max(0, waitMs) / 1000) });
    if (waitMs > 0) await new Promise((r) => setTimeout(r, waitMs));
  }
  await connection.close();
  await http1.close();
  const minuteFigures = allMinutes as {
    api_p99_ms: number;
    backlog_age_max_s: number;
    task_queue_age_max_s: number;
    cpu_s: Record<string, number>;
    rss_mib: Record<string, number>;
  }[];
  const { cpuTotals, cpuPerPaid } = cpuPerPaidOrder(minuteFigures, Object.keys(meters), counts.paid);
  // Held: Temporal kept pace both ways, told of every change in time (the outbox) and running the
  // workflow tasks it was told of in time (its own task queue), with the API answering in time.
  const held = minuteFigures.every(
    (m) =>
      m.backlog_age_max_s < BACKLOG_AGE_LIMIT_S &&
      m.task_queue_age_max_s < BACKLOG_AGE_LIMIT_S &&
      m.api_p99_ms < P99_LIMIT_MS,
  );
  const summary = {
    benchmark: 'sustained',
    layout,
    database: !embedded
      ? 'server (DATABASE_URL)'
      : postmasterTree(stack.embeddedDataDir as string).length
        ? 'embedded PostgreSQL server'
        : 'embedded, in the service process',
    machine: {
      cpus: os.cpus().length,
      model: os.cpus()[0]?.model,
      sha256_64mib_ms: machineCalibrationMs,
    },
    log_level: values['log-level'],
    tenants: nTenants,
    database_pool_size: values['pool-size'] ? Number(values['pool-size']) : 'service default',
    service_logs: logFile,
    loadavg_start_end: [loadavgAtStart, loadavgAtEnd],
    minutes,
    offered_per_s: round(counts.offered / loadSeconds),
    completed_per_s: round(counts.confirmed / loadSeconds),
    paid_orders: counts.paid,
    expiring_orders: counts.expiring,
    expiring_orders_of_working_receivers: counts.expiringToReceiver,
    errors: counts.errors,
    orders_refused_unavailable: counts.shed,
    // From sending the report to payment.confirmed's first arrival at the receiver.
    confirmation_webhook_ms: {
      ...webhookLatency(receiver.arrivals, reportedAtMs),
      of_paid_orders_of_working_receivers: counts.paidToReceiver,
    },
    // From expires_at to intent.expired's first arrival (with --await-expiries; else the few in time).
    expiry_webhook_late_ms: expiryLateness(receiver.arrivals),
    error_samples: errorSamples,
    api_p99_ms: Math.max(...minuteFigures.map((m) => m.api_p99_ms)),
    backlog_age_max_s: Math.max(...minuteFigures.map((m) => m.backlog_age_max_s)),
    task_queue_age_max_s: Math.max(...minuteFigures.map((m) => m.task_queue_age_max_s)),
    catch_up_after_load_s: catchUpSeconds,
    // Left when the wait for catching up ran out (0: caught up).
    behind_after_drain: { intents: after.intents, deliveries: after.deliveries },
    webhooks_received: receiver.arrivals.size,
    webhook_bad_signatures: receiver.badSignatures,
    cpu_s: cpuTotals,
    cpu_ms_per_paid_order: cpuPerPaid,
    // During the load, each service process's CPU by thread (threads that ended meanwhile are missing).
    service_cpu_ms_per_paid_order_by_thread: byThread,
    // During the load: round trips to PostgreSQL by statement, the dev server's frontend requests and
    // its SQLite calls by operation.
    work_per_paid_order: work,
    // The same from the load's start until Temporal's backlog was drained and its task queue empty.
    with_catch_up: withCatchUp,
    // A sample of the last paid orders' workflows, after the drain.
    history_events: histories,
    rss_mib_by_minute: Object.fromEntries(
      Object.keys(processes)
        .concat('loadgen')
        .map((k) => [k, minuteFigures.map((m) => m.rss_mib[k])]),
    ),
    held,
    per_minute: allMinutes,
  };
  console.log(JSON.stringify(summary));
} finally {
  await receiver.close();
  await failing.close();
  await stack.teardown();
}
