// Kill script for the webhooks issue: a burst of events with webhook deliveries, the worker process
// killed with SIGKILL in the middle of it and restarted. Then every event recorded must reach the
// receiver at least once, with its own event_id, verified over the raw body. Exits 1 otherwise.
// The receiver answers each event's first arrival 503: the API process makes first attempts as
// events commit, so only the retries, which the delivery workflows make, depend on the worker.
//
//   npm run kill:deliveries [-- --events 300 --rate 50]
import { parseArgs } from 'node:util';
import { databaseOf } from '../../src/db/orm.js';
import { client, expectStatus, openLoop } from '../lib/load.js';
import { nextRrn, subscribeToWebhooks, tenantsWithDevices } from '../lib/fixtures.js';
import { startBenchReceiver } from '../lib/receiver.js';
import { startStack } from '../lib/stack.js';

const { values } = parseArgs({
  options: { events: { type: 'string', default: '300' }, rate: { type: 'string', default: '50' } },
});
const total = Number(values.events);
const rate = Number(values.rate);

const stack = await startStack();
const secrets = new Map<string, string>();
const receiver = await startBenchReceiver((tenant) => secrets.get(tenant), { refuseFirst: true });
try {
  const api = await stack.spawn('api');
  let worker = await stack.spawn('worker');
  const tenants = await tenantsWithDevices(stack, 20);
  const http = client(api.baseUrl);
  await subscribeToWebhooks(http, tenants, receiver.url, secrets);
  let restarted: Promise<void> | undefined;
  const load = await openLoop(rate, total / rate, async (i) => {
    if (i === Math.floor(total / 2)) {
      restarted = (async () => {
        await worker.kill9();
        await new Promise((r) => setTimeout(r, 2000));
        worker = await stack.spawn('worker');
      })();
    }
    const t = tenants[i % tenants.length] as (typeof tenants)[number];
    // A credit no order awaits: parked as unplaced, a payment.unplaced event with a delivery.
    expectStatus(
      await http.request('POST', '/v1/reports', t.deviceToken, {
        amount_paise: 7 + i,
        credited_at: Math.floor(Date.now() / 1000),
        rrn: nextRrn(),
      }),
      202,
    );
  });
  await restarted;
  const db = await databaseOf(stack.orm, true);
  const events = await db.rows<{ id: string }>(`select id from events where tenant_id = any($1::text[])`, [
    tenants.map((t) => t.id),
  ]);
  const deadline = Date.now() + 300_000;
  const missing = (): string[] => events.map((e) => e.id).filter((id) => !receiver.arrivals.has(id));
  while (missing().length > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 500));
  const duplicates = [...receiver.arrivals.values()].filter((a) => a.times > 1).length;
  const checks = {
    'one event recorded per report': events.length === total,
    'every event delivered at least once': missing().length === 0,
    'every event refused once, then retried by its workflow': receiver.refused === total,
    'every delivery verified over the raw body': receiver.badSignatures === 0,
  };
  const ok = Object.values(checks).every(Boolean);
  process.exitCode = ok ? 0 : 1;
  console.log(
    JSON.stringify(
      {
        script: 'kill:deliveries',
        events: events.length,
        delivered: receiver.arrivals.size,
        deliveredMoreThanOnce: duplicates,
        firstArrivalsRefused: receiver.refused,
        load,
        checks,
        result: ok ? 'PASS' : 'FAIL',
      },
      null,
      2,
    ),
  );
} finally {
  await receiver.close();
  await stack.teardown();
}
// Child processes and pools are closed; leave no straggling handle to keep the script alive.
process.exit(process.exitCode ?? 1);
