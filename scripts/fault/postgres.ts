// Fault: PostgreSQL stopped for 30 s under steady load, then started again (issue 13). The database is
// a cluster of this script's own (pg_ctl, its own data directory and port), never the shared server.
// During the outage every request must be answered 503 `unavailable` with retry-after, never a 500 and
// never after more than 10 s; /readyz must turn 503 within 5 s; after the restart the service must
// recover by itself within 5 s. Then: every acknowledged order and credit is present, nothing twice,
// and every order's workflow has been told its latest version. Figures and PASS/FAIL on stdout; exit
// code 1 on FAIL.
//
//   npm run fault:postgres [-- --outage 30 --rate 20]
import { databaseOf } from '../../src/db/orm.js';
import { numericFlags, OrderTraffic, readyzStatus, runFault, say, sleep } from '../lib/fault.js';
import { tenantsWithDevices, workflowsCaughtUp } from '../lib/fixtures.js';
import { startScratchCluster } from '../lib/scratch-cluster.js';
import { startStack } from '../lib/stack.js';

const { outage: OUTAGE_S, rate: RATE } = numericFlags({ outage: 30, rate: 20 });

await runFault('postgres', async ({ afterwards }) => {
  const cluster = await startScratchCluster();
  afterwards(() => cluster.remove());
  const stack = await startStack({ adminUrl: cluster.adminUrl });
  afterwards(() => stack.teardown());
  const service = await stack.spawn('api,worker');
  const tenants = await tenantsWithDevices(stack, 60);
  const traffic = new OrderTraffic(service.baseUrl);
  const { answers, acknowledged } = traffic;
  traffic.start(tenants, RATE);

  await sleep(10_000);
  say(`stopping PostgreSQL for ${OUTAGE_S} s...`);
  const stoppedAt = Date.now();
  cluster.stop('immediate');
  let readyzDownMs: number | undefined;
  while (Date.now() - stoppedAt < OUTAGE_S * 1000) {
    if (readyzDownMs === undefined && (await readyzStatus(service.baseUrl)) === 503) {
      readyzDownMs = Date.now() - stoppedAt;
    }
    await sleep(250);
  }
  say('starting PostgreSQL again...');
  cluster.start();
  const startedAt = Date.now();
  let readyzUpMs: number | undefined;
  let firstOkMs: number | undefined;
  while (Date.now() - startedAt < 20_000) {
    if (readyzUpMs === undefined && (await readyzStatus(service.baseUrl)) === 200) {
      readyzUpMs = Date.now() - startedAt;
    }
    if (firstOkMs === undefined) {
      const ok = answers.find((a) => a.at > startedAt && a.kind === 'create' && a.status === 201);
      if (ok) firstOkMs = ok.at - startedAt;
    }
    await sleep(250);
  }
  await traffic.stop();

  const during = answers.filter((a) => a.at >= stoppedAt + 1_000 && a.at < startedAt);
  const db = await databaseOf(stack.orm, true);
  const sync = await workflowsCaughtUp(stack, 120_000);
  const { orders: ordersPresent, credits: creditsPresent } = await traffic.present(db);
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
  const checks = {
    'every request during the outage answered 503 with retry-after':
      figures.requests_during_outage > 0 &&
      figures.refused_503_with_retry_after === figures.requests_during_outage,
    'no 500, no transport error, no answer over 10 s':
      figures.answered_500 === 0 && figures.transport_errors === 0 && figures.answers_over_10s === 0,
    '/readyz 503 within 5 s of the stop': readyzDownMs !== undefined && readyzDownMs <= 5_000,
    '/readyz 200 and orders created again within 5 s of the restart':
      readyzUpMs !== undefined && readyzUpMs <= 5_000 && firstOkMs !== undefined && firstOkMs <= 5_000,
    'every acknowledged order and credit present':
      ordersPresent === acknowledged.orders.size && creditsPresent === acknowledged.credits.size,
    'no credit twice': figures.credits_twice === 0,
    'every workflow told its order\u2019s latest version': sync.caughtUp,
  };
  return { figures, checks };
});
