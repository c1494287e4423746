// Fault: PostgreSQL stopped for 30 s under steady load, then started again (issue 13). The database is
// a cluster of this script's own (pg_ctl, its own data directory and port), never the shared server.
// During the outage every request must be answered 503 `unavailable` with retry-after, never a 500 and
// never after more than 10 s; /readyz must turn 503 within 5 s; after the restart the service must
// recover by itself within 5 s. Then: every acknowledged order and credit is present, nothing twice,
// and every order's workflow has been told its latest version. Figures and PASS/FAIL on stdout.
//
//   npm run fault:postgres [-- --outage 30 --rate 20]
import { parseArgs } from 'node:util';
import { databaseOf } from '../../src/db/orm.js';
import { nextRrn, tenantsWithDevices, workflowsCaughtUp, type BenchTenant } from '../lib/fixtures.js';
import { startScratchCluster } from '../lib/scratch-cluster.js';
import { startStack } from '../lib/stack.js';

const { values } = parseArgs({
  options: { outage: { type: 'string', default: '30' }, rate: { type: 'string', default: '20' } },
});
const OUTAGE_S = Number(values.outage);
const RATE = Number(values.rate);
const say = (m: string) => process.stderr.write(`${m}\n`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Answer {
  at: number;
  kind: 'create' | 'reserve' | 'report';
  status: number;
  ms: number;
  error?: string;
  retryAfter?: string | null;
}

const cluster = await startScratchCluster();
const stack = await startStack({ adminUrl: cluster.adminUrl });
let pass: boolean;
try {
  const service = await stack.spawn('api,worker');
  const tenants = await tenantsWithDevices(stack, 60);
  const answers: Answer[] = [];
  const acknowledged = { orders: new Set<string>(), credits: new Set<string>() };

  const call = async (
    kind: Answer['kind'],
    path: string,
    key: string,
    body?: unknown,
  ): Promise<Record<string, unknown> | undefined> => {
    const t = performance.now();
    try {
      const res = await fetch(`${service.baseUrl}${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      });
      const json = (await res.json().catch(() => ({}))) as Record<string, unknown>;
      answers.push({
        at: Date.now(),
        kind,
        status: res.status,
        ms: performance.now() - t,
        retryAfter: res.headers.get('retry-after'),
      });
      return res.ok ? json : undefined;
    } catch (err) {
      answers.push({ at: Date.now(), kind, status: 0, ms: performance.now() - t, error: String(err) });
      return undefined;
    }
  };

  /** One order's life: created, tapped, paid by the seller's phone. */
  const life = async (tenant: BenchTenant) => {
    const order = await call('create', '/v1/intents', tenant.key, {
      list_paise: 10_000 + Math.floor(Math.random() * 5_000) * 100,
    });
    if (!order) return;
    acknowledged.orders.add(order.intent_id as string);
    const held = await call('reserve', `/v1/intents/${order.intent_id as string}/reserve`, tenant.key);
    if (!held) return;
    const credit = await call('report', '/v1/reports', tenant.deviceToken, {
      amount_paise: held.amount_paise,
      credited_at: Math.floor(Date.now() / 1000),
      rrn: nextRrn(),
    });
    if (credit) acknowledged.credits.add(credit.credit_id as string);
  };

  let running = true;
  let n = 0;
  const load = (async () => {
    const inFlight: Promise<void>[] = [];
    while (running) {
      inFlight.push(life(tenants[n++ % tenants.length] as BenchTenant));
      await sleep(1000 / RATE);
    }
    await Promise.all(inFlight);
  })();

  const readyz = async () => (await fetch(`${service.baseUrl}/readyz`).catch(() => undefined))?.status ?? 0;
  await sleep(10_000);
  say(`stopping PostgreSQL for ${OUTAGE_S} s...`);
  const stoppedAt = Date.now();
  cluster.stop('immediate');
  let readyzDownMs: number | undefined;
  while (Date.now() - stoppedAt < OUTAGE_S * 1000) {
    if (readyzDownMs === undefined && (await readyz()) === 503) readyzDownMs = Date.now() - stoppedAt;
    await sleep(250);
  }
  say('starting PostgreSQL again...');
  cluster.start();
  const startedAt = Date.now();
  let readyzUpMs: number | undefined;
  let firstOkMs: number | undefined;
  while (Date.now() - startedAt < 20_000) {
    if (readyzUpMs === undefined && (await readyz()) === 200) readyzUpMs = Date.now() - startedAt;
    if (firstOkMs === undefined) {
      const ok = answers.find((a) => a.at > startedAt && a.kind === 'create' && a.status === 201);
      if (ok) firstOkMs = ok.at - startedAt;
    }
    await sleep(250);
  }
  running = false;
  await load;

  const during = answers.filter((a) => a.at >= stoppedAt + 1_000 && a.at < startedAt);
  const db = await databaseOf(stack.orm, true);
  const sync = await workflowsCaughtUp(stack, 120_000);
  const present = async (table: string, ids: Set<string>) =>
    Number(
      (await db.rows<{ n: string }>(`select count(*) as n from ${table} where id = any($1)`, [[...ids]]))[0]
        ?.n,
    );
  const ordersPresent = await present('intents', acknowledged.orders);
  const creditsPresent = await present('credits', acknowledged.credits);
  const [twice] = await db.rows<{ n: string }>(
    `select count(*) as n from (select rrn from credits where rrn is not null group by tenant_id, rrn having count(*) > 1) d`,
  );
  const figures = {
    outage_seconds: OUTAGE_S,
    requests: answers.length,
    requests_during_outage: during.length,
    refused_503_with_retry_after: during.filter((a) => a.status === 503 && a.retryAfter).length,
    answered_500: answers.filter((a) => a.status >= 500 && a.status !== 503).length,
    transport_errors: answers.filter((a) => a.status === 0).length,
    slowest_answer_ms: Math.round(Math.max(...answers.map((a) => a.ms))),
    answers_over_10s: answers.filter((a) => a.ms > 10_000).length,
    readyz_503_after_ms: readyzDownMs ?? null,
    readyz_200_after_restart_ms: readyzUpMs ?? null,
    first_order_after_restart_ms: firstOkMs ?? null,
    acknowledged_orders: acknowledged.orders.size,
    acknowledged_orders_present: ordersPresent,
    acknowledged_credits: acknowledged.credits.size,
    acknowledged_credits_present: creditsPresent,
    credits_twice: Number(twice?.n),
    workflows_caught_up: sync.caughtUp,
  };
  pass =
    figures.requests_during_outage > 0 &&
    figures.refused_503_with_retry_after === figures.requests_during_outage &&
    figures.answered_500 === 0 &&
    figures.transport_errors === 0 &&
    figures.answers_over_10s === 0 &&
    readyzDownMs !== undefined &&
    readyzDownMs <= 5_000 &&
    readyzUpMs !== undefined &&
    readyzUpMs <= 5_000 &&
    firstOkMs !== undefined &&
    firstOkMs <= 5_000 &&
    ordersPresent === acknowledged.orders.size &&
    creditsPresent === acknowledged.credits.size &&
    figures.credits_twice === 0 &&
    sync.caughtUp;
  process.stdout.write(`${JSON.stringify({ fault: 'postgres', ...figures })}\n${pass ? 'PASS' : 'FAIL'}\n`);
} finally {
  await stack.teardown().catch((err: unknown) => say(`teardown: ${String(err)}`));
  cluster.remove();
}
process.exit(pass ? 0 : 1);
