// Benchmark for the webhooks issue: deliveries to a local receiver, sustained. Events are decided at
// a fixed rate (each a report of a credit no order awaits: payment.unplaced, with a delivery), for
// `--seconds`; each delivery is verified by the receiver. Latency runs from the decision (the 202
// of the report, sent after its commit) to the receiver's first receipt of that event.
// Targets: at least 100 deliveries per second; p99 decision to receipt at most 1 s.
//
// The relay makes each first attempt as the event commits and then starts the delivery's workflow,
// which on this machine's dev server may lag under a burst: the figures also say how far the starts
// fell behind and when the last delivery workflow had completed.
//
//   npm run bench:webhooks [-- --seconds 60 --rate 100]
import os from 'node:os';
import { parseArgs } from 'node:util';
import { Client, Connection } from '@temporalio/client';
import { databaseOf } from '../../src/db/orm.js';
import { client, expectStatus, figures, openLoop } from '../lib/load.js';
import { nextRrn, subscribeToWebhooks, tenantsWithDevices } from '../lib/fixtures.js';
import { startBenchReceiver } from '../lib/receiver.js';
import { startStack } from '../lib/stack.js';

const { values } = parseArgs({
  options: { seconds: { type: 'string', default: '60' }, rate: { type: 'string', default: '100' } },
});
const seconds = Number(values.seconds);
const rate = Number(values.rate);

const stack = await startStack();
const secrets = new Map<string, string>();
const receiver = await startBenchReceiver((tenant) => secrets.get(tenant));
try {
  const service = await stack.spawn('api,worker');
  // SPEC §8: 60 reports a minute per tenant device; enough devices for the rate.
  const tenants = await tenantsWithDevices(stack, Math.max(50, Math.ceil((rate * 1.5 * 60) / 60)));
  const http = client(service.baseUrl);
  await subscribeToWebhooks(http, tenants, receiver.url, secrets);
  const decidedAt = new Map<string, number>(); // credit_id -> when its report was answered
  let i = 0;
  const load = await openLoop(rate, seconds, async () => {
    const t = tenants[i++ % tenants.length] as (typeof tenants)[number];
    const r = expectStatus(
      await http.request('POST', '/v1/reports', t.deviceToken, {
        amount_paise: 1 + (i % 90_000),
        credited_at: Math.floor(Date.now() / 1000),
        rrn: nextRrn(),
      }),
      202,
    );
    decidedAt.set(r.credit_id as string, Date.now());
  });
  const loadEndedAt = Date.now();
  const db = await databaseOf(stack.orm, true);
  const undispatched = async (): Promise<number> =>
    Number((await db.rows<{ n: string }>(`select count(*) as n from deliveries where not dispatched`))[0]?.n);
  const startsBehindAtLoadEnd = await undispatched();
  // Let the last deliveries land (each should within a second).
  const drainStarted = Date.now();
  while (Date.now() - drainStarted < 120_000 && receiver.arrivals.size < decidedAt.size) {
    await new Promise((r) => setTimeout(r, 250));
  }
  const latencies: number[] = [];
  let firstAt = Infinity;
  let lastAt = 0;
  for (const a of receiver.arrivals.values()) {
    const creditId = (a.body.credit as { credit_id?: string } | undefined)?.credit_id;
    const decided = creditId ? decidedAt.get(creditId) : undefined;
    if (decided !== undefined) latencies.push(a.firstAtMs - decided);
    firstAt = Math.min(firstAt, a.firstAtMs);
    lastAt = Math.max(lastAt, a.firstAtMs);
  }
  // Then every delivery's workflow: started (dispatched) and completed.
  while (Date.now() - loadEndedAt < 600_000 && (await undispatched()) > 0) {
    await new Promise((r) => setTimeout(r, 250));
  }
  const allStartedAfterLoadSeconds = (Date.now() - loadEndedAt) / 1000;
  const connection = await Connection.connect({ address: stack.temporalAddress });
  const temporal = new Client({ connection });
  const completedQuery = `WorkflowType = 'webhookDeliveryWorkflow' AND ExecutionStatus = 'Completed'`;
  let completed = 0;
  while (Date.now() - loadEndedAt < 600_000) {
    completed = (await temporal.workflow.count(completedQuery)).count;
    if (completed >= decidedAt.size) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  const allCompletedAfterLoadSeconds = (Date.now() - loadEndedAt) / 1000;
  await connection.close();
  const [attempts] = await db.rows<{ n: string }>(`select count(*) as n from delivery_attempts`);
  await http.close();
  console.log(
    JSON.stringify(
      {
        benchmark: 'webhooks',
        machine: { cpus: os.cpus().length },
        offered: { ratePerSecond: rate, seconds, events: decidedAt.size, reportLoad: load },
        delivered: {
          events: receiver.arrivals.size,
          missing: decidedAt.size - receiver.arrivals.size,
          duplicates: [...receiver.arrivals.values()].filter((a) => a.times > 1).length,
          badSignatures: receiver.badSignatures,
          attemptsRecorded: Number(attempts?.n ?? 0),
          receiptsPerSecond:
            Math.round((receiver.arrivals.size / Math.max(0.001, (lastAt - firstAt) / 1000)) * 10) / 10,
        },
        decisionToReceipt: figures(latencies, 0, (lastAt - firstAt) / 1000),
        workflows: {
          startsBehindAtLoadEnd,
          allStartedSecondsAfterLoad: Math.round(allStartedAfterLoadSeconds * 10) / 10,
          completed,
          allCompletedSecondsAfterLoad: Math.round(allCompletedAfterLoadSeconds * 10) / 10,
        },
      },
      null,
      2,
    ),
  );
} finally {
  await receiver.close();
  await stack.teardown();
}
