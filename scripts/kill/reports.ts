// Kill script for the credits issue: a burst of 500 reports, each paying a reserved order, with the
// worker process (or the API process, or both) killed with SIGKILL in the middle of it and
// restarted. Then: every acknowledged credit is present, every paid order is confirmed exactly once,
// every event is recorded once, and every order's workflow has caught up. Exits 1 if any check fails.
//
//   npm run kill:reports [-- --kill worker|api|both --reports 500 --rate 100]
import { parseArgs } from 'node:util';
import { databaseOf } from '../../src/db/orm.js';
import { client, openLoop } from '../lib/load.js';
import { nextRrn, reservedOrders, tenantsWithDevices, workflowsCaughtUp } from '../lib/fixtures.js';
import { startStack } from '../lib/stack.js';
import type { ServiceProcess } from '../lib/service-process.js';

const { values } = parseArgs({
  options: {
    kill: { type: 'string', default: 'worker' },
    reports: { type: 'string', default: '500' },
    rate: { type: 'string', default: '100' },
  },
});
const total = Number(values.reports);
const rate = Number(values.rate);
const victims = values.kill === 'both' ? ['worker', 'api'] : [values.kill as string];

const stack = await startStack();
try {
  let api = await stack.spawn('api');
  let worker: ServiceProcess = await stack.spawn('worker');
  const tenants = await tenantsWithDevices(stack, 50);
  const orders = await reservedOrders(stack, tenants, Math.ceil(total / tenants.length));
  await workflowsCaughtUp(stack, 300_000);

  let http = client(api.baseUrl);
  const acknowledged = new Map<string, string>(); // credit_id -> intent_id
  let refused = 0;
  const killAt = Math.floor(total / 2);
  let killed: Promise<void> | undefined;
  const load = openLoop(rate, total / rate, async (i) => {
    if (i === killAt) {
      // SIGKILL, no warning; a replacement starts a moment later.
      killed = (async () => {
        if (victims.includes('worker')) await worker.kill9();
        if (victims.includes('api')) await api.kill9();
        await new Promise((r) => setTimeout(r, 1000));
        if (victims.includes('worker')) worker = await stack.spawn('worker');
        if (victims.includes('api')) {
          api = await stack.spawn('api');
          http = client(api.baseUrl);
        }
      })();
    }
    const o = orders[i] as (typeof orders)[number];
    const body = { amount_paise: o.amountPaise, credited_at: Math.floor(Date.now() / 1000), rrn: nextRrn() };
    // A report the dead API never answered is sent again, as a reporter app would: same rrn, so a
    // repeat of an acknowledged credit is recognised and changes nothing.
    for (let attempt = 0; attempt < 60; attempt++) {
      try {
        const r = await http.request('POST', '/v1/reports', o.tenant.deviceToken, body);
        if (r.status === 202) {
          acknowledged.set(r.json.credit_id as string, o.intentId);
          return;
        }
      } catch {
        // connection refused while the API restarts
      }
      refused++;
      await new Promise((r) => setTimeout(r, 500));
    }
    throw new Error(`report for ${o.intentId} never acknowledged`);
  });
  const figures = await load;
  await killed;
  const sync = await workflowsCaughtUp(stack, 300_000);

  const db = await databaseOf(stack.orm, true);
  const tenantIds = tenants.map((t) => t.id);
  const ids = [...acknowledged.keys()];
  const present = await db.rows<{ id: string; intent_id: string; status: string }>(
    `select id, intent_id, status from credits where id = any($1::text[])`,
    [ids],
  );
  const [credits] = await db.rows<{ n: string }>(
    `select count(*) as n from credits where tenant_id = any($1::text[])`,
    [tenantIds],
  );
  const paid = [...new Set(acknowledged.values())];
  const confirmed = await db.rows<{ id: string; credit_id: string }>(
    `select id, credit_id from intents where id = any($1::text[]) and status = 'confirmed'`,
    [paid],
  );
  const eventsPerOrder = await db.rows<{ intent_id: string; n: string }>(
    `select intent_id, count(*) as n from events where intent_id = any($1::text[]) and kind = 'payment.confirmed' group by intent_id`,
    [paid],
  );
  const [duplicateEvents] = await db.rows<{ n: string }>(
    `select count(*) as n from (select intent_id, credit_id, kind from events where tenant_id = any($1::text[])
      group by intent_id, credit_id, kind having count(*) > 1) d`,
    [tenantIds],
  );
  const checks = {
    'every acknowledged credit is present':
      present.length === acknowledged.size && acknowledged.size === total,
    'no credit beyond those reported': Number(credits?.n) === total,
    'every paid order confirmed': confirmed.length === paid.length && paid.length === total,
    'each order confirmed exactly once (one payment.confirmed each)':
      eventsPerOrder.length === paid.length && eventsPerOrder.every((e) => Number(e.n) === 1),
    'each event recorded once': Number(duplicateEvents?.n) === 0,
    'every order workflow caught up after the restart': sync.caughtUp,
  };
  const ok = Object.values(checks).every(Boolean);
  process.exitCode = ok ? 0 : 1;
  console.log(
    JSON.stringify(
      {
        script: 'kill:reports',
        killed: victims,
        reports: total,
        acknowledged: acknowledged.size,
        retriedWhileDown: refused,
        load: figures,
        workflowsCaughtUpInSeconds: sync.seconds,
        checks,
        result: ok ? 'PASS' : 'FAIL',
      },
      null,
      2,
    ),
  );
} finally {
  await stack.teardown();
}
// Child processes and pools are closed; leave no straggling handle to keep the script alive.
process.exit(process.exitCode ?? 1);
