// Benchmark for the credits issue, against the local PostgreSQL server and a Temporal dev server with
// the service in its own process (ROLES=api,worker):
//   1. report to confirmed: reports at 50 per second for 60 s, each paying a reserved order, each
//      followed by GET of the order, which must show it confirmed. Target p99 <= 100 ms.
//   2. the highest sustained report rate without errors: steps of rising open-loop rates, each
//      report again paying an order. Target >= 200 per second.
// Reports are spread over many tenant devices: SPEC §8 allows each 60 reports a minute.
//
//   npm run bench:reports [-- --seconds 60]
import os from 'node:os';
import { parseArgs } from 'node:util';
import { client, expectStatus, openLoop, type Figures } from '../lib/load.js';
import {
  nextRrn,
  reservedOrders,
  settleDatabase,
  tenantsWithDevices,
  workflowsCaughtUp,
  type ReservedOrder,
} from '../lib/fixtures.js';
import { connectionKind, startStack } from '../lib/stack.js';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    steps: { type: 'string', default: '100,200,300,400' },
    // `split`: the api and worker roles in processes of their own, as production runs them.
    layout: { type: 'string', default: 'together' },
  },
});
const seconds = Number(values.seconds);
const steps = (values.steps as string).split(',').map(Number);
const stepSeconds = 10;

const stack = await startStack();
try {
  const split = values.layout === 'split';
  const service = await stack.spawn(split ? 'api' : 'api,worker');
  if (split) await stack.spawn('worker');
  const tenants = await tenantsWithDevices(stack, 400);
  const needed = 50 * seconds + steps.reduce((a, r) => a + r * stepSeconds, 0);
  console.error(`laying out ${needed} reserved orders...`);
  const orders = await reservedOrders(stack, tenants, Math.ceil(needed / tenants.length));
  const sync = await workflowsCaughtUp(stack, 900_000);
  console.error(`workflows caught up in ${sync.seconds} s`);
  await settleDatabase(stack);
  const http = client(service.baseUrl);
  let next = 0;
  const take = (): ReservedOrder => {
    const o = orders[next++];
    if (!o) throw new Error('ran out of reserved orders');
    return o;
  };
  const pay = async (o: ReservedOrder): Promise<void> => {
    const r = expectStatus(
      await http.request('POST', '/v1/reports', o.tenant.deviceToken, {
        amount_paise: o.amountPaise,
        credited_at: Math.floor(Date.now() / 1000),
        rrn: nextRrn(),
      }),
      202,
    );
    if (r.status !== 'matched') throw new Error(`report ${JSON.stringify(r)}`);
  };

  const reportToConfirmed = await openLoop(50, seconds, async () => {
    const o = take();
    await pay(o);
    const order = expectStatus(await http.request('GET', `/v1/intents/${o.intentId}`, o.tenant.key), 200);
    if (order.status !== 'confirmed') throw new Error(`order ${o.intentId} is ${String(order.status)}`);
  });

  const ramp: Record<string, Figures> = {};
  for (const rate of steps) {
    ramp[`${rate}/s offered`] = await openLoop(rate, stepSeconds, async () => pay(take()));
  }
  const sustained = Object.entries(ramp)
    .filter(([name, f]) => f.errors === 0 && f.perSecond >= 0.95 * Number.parseInt(name, 10))
    .map(([name]) => Number.parseInt(name, 10));
  await http.close();
  console.log(
    JSON.stringify(
      {
        benchmark: 'reports',
        machine: { cpus: os.cpus().length },
        database: connectionKind(stack.databaseUrl),
        'report to confirmed at 50/s': reportToConfirmed,
        ramp,
        highestSustainedWithoutErrors: sustained.length ? Math.max(...sustained) : 0,
      },
      null,
      2,
    ),
  );
} finally {
  await stack.teardown();
}
