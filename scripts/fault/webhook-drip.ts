// Fault: a webhook receiver that accepts the connection and drips its response one byte a second
// (issue 13). Some tenants point their webhooks at it, the others at a healthy receiver; device
// reports make a payment.unplaced event (and a delivery) for each. Every attempt against the drip
// must end at 5 s in total (plus a little for recording it) and be recorded as failed; the healthy
// tenants' deliveries must not be held up: their latency, report to arrival, is compared with a
// first phase without the drip. Half the drip connections send a status line byte by byte, half
// send whole headers at once and then drip the body, so both halves of "the whole answer" are
// timed. The machine's load average is printed beside the figures. Figures and PASS/FAIL on stdout; exit code 1 on FAIL.
//
//   npm run fault:webhooks [-- --seconds 30 --rate 10]
import net from 'node:net';
import os from 'node:os';
import { databaseOf } from '../../src/db/orm.js';
import { WEBHOOK_TIMEOUT_MS } from '../../src/domain/rules.js';
import { client, expectStatus, figures, openLoop } from '../lib/load.js';
import { nextRrn, subscribeToWebhooks, tenantsWithDevices } from '../lib/fixtures.js';
import { startBenchReceiver } from '../lib/receiver.js';
import { numericFlags, runFault, say, sleep } from '../lib/fault.js';
import { startStack } from '../lib/stack.js';

const { seconds: SECONDS, rate: RATE } = numericFlags({ seconds: 30, rate: 10 });
/**
 * An attempt's own bound is 5 s, a timer in the sending process; on this shared 2-core machine that
 * timer fires up to ~0.7 s late when the load average is past 20 (measured: 5721 ms at load 23).
 */
const SLACK_MS = 1_000;

/** Accepts, reads the request, answers one byte a second; records each connection's life. */
async function startDripReceiver() {
  const lives: { headersFirst: boolean; openMs: number; bytesSent: number }[] = [];
  let n = 0;
  const server = net.createServer((socket) => {
    const opened = Date.now();
    const headersFirst = n++ % 2 === 1;
    const body = '{"ok":true}'.repeat(10);
    const head = `HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\n\r\n`;
    const answer = headersFirst ? body : head + body;
    let sent = 0;
    let drip: NodeJS.Timeout | undefined;
    socket.once('data', () => {
      if (headersFirst) socket.write(head);
      drip = setInterval(() => {
        if (sent < answer.length) socket.write(answer[sent++] as string);
      }, 1000);
    });
    socket.on('error', () => undefined);
    socket.once('close', () => {
      clearInterval(drip);
      lives.push({ headersFirst, openMs: Date.now() - opened, bytesSent: sent });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/drip`,
    lives,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

await runFault('webhook-drip', async ({ afterwards }) => {
  const stack = await startStack();
  afterwards(() => stack.teardown());
  const secrets = new Map<string, string>();
  const healthy = await startBenchReceiver((tenant) => secrets.get(tenant));
  afterwards(() => healthy.close());
  const drip = await startDripReceiver();
  afterwards(() => drip.close());
  const api = await stack.spawn('api');
  await stack.spawn('worker');
  const tenants = await tenantsWithDevices(stack, 12);
  const dripTenants = tenants.slice(0, 3);
  const healthyTenants = tenants.slice(3);
  const http = client(api.baseUrl, 32);
  await subscribeToWebhooks(http, healthyTenants, healthy.url, secrets);
  await subscribeToWebhooks(http, dripTenants, drip.url, new Map());

  /** rrn -> when its report was sent, for the healthy tenants' latency. */
  const sentAt = new Map<string, number>();
  const report = async (t: (typeof tenants)[number], i: number) => {
    const rrn = nextRrn();
    sentAt.set(rrn, Date.now());
    expectStatus(
      await http.request('POST', '/v1/reports', t.deviceToken, {
        amount_paise: 7 + i,
        credited_at: Math.floor(Date.now() / 1000),
        rrn,
      }),
      202,
    );
    return rrn;
  };
  const latencies = async (rrns: string[]) => {
    const deadline = Date.now() + 30_000;
    const arrivedAt = () => {
      const byRrn = new Map<string, number>();
      for (const a of healthy.arrivals.values()) {
        const rrn = (a.body.credit as { rrn?: string } | undefined)?.rrn;
        if (rrn) byRrn.set(rrn, a.firstAtMs);
      }
      return byRrn;
    };
    while (rrns.some((r) => !arrivedAt().has(r)) && Date.now() < deadline) await sleep(250);
    const at = arrivedAt();
    const ms = rrns.filter((r) => at.has(r)).map((r) => (at.get(r) as number) - (sentAt.get(r) as number));
    return { ...figures(ms, rrns.length - ms.length, 1), missing: rrns.length - ms.length };
  };

  say(`baseline: ${SECONDS / 2} s of healthy deliveries only...`);
  const baselineRrns: string[] = [];
  await openLoop(RATE, SECONDS / 2, async (i) => {
    baselineRrns.push(await report(healthyTenants[i % healthyTenants.length] as (typeof tenants)[number], i));
  });
  const baseline = await latencies(baselineRrns);

  say(`${SECONDS} s with a quarter of the events going to the drip...`);
  const mixedRrns: string[] = [];
  const dripStarted = Date.now();
  await openLoop(RATE, SECONDS, async (i) => {
    if (i % 4 === 0) await report(dripTenants[i % dripTenants.length] as (typeof tenants)[number], i);
    else
      mixedRrns.push(await report(healthyTenants[i % healthyTenants.length] as (typeof tenants)[number], i));
  });
  const mixed = await latencies(mixedRrns);
  // The drip's retries 1 s and 5 s after a failure: let the first rounds finish before counting.
  await sleep(15_000);

  const db = await databaseOf(stack.orm, true);
  const attempts = await db.rows<{ duration_ms: number; status: number | null; error: string | null }>(
    `select a.duration_ms, a.status, a.error from delivery_attempts a join deliveries d on d.id = a.delivery_id
      where d.tenant_id = any($1::text[])`,
    [dripTenants.map((t) => t.id)],
  );
  const [succeeded] = await db.rows<{ n: string }>(
    `select count(*) as n from deliveries where tenant_id = any($1::text[]) and state = 'succeeded'`,
    [dripTenants.map((t) => t.id)],
  );
  const durations = attempts.map((a) => a.duration_ms);
  const lives = drip.lives.filter((l) => l.openMs > 0);
  const result = {
    load_average: os.loadavg().map((l) => Math.round(l * 10) / 10),
    seconds_with_drip: Math.round((Date.now() - dripStarted) / 1000),
    drip: {
      connections: lives.length,
      connection_open_ms_max: Math.max(...lives.map((l) => l.openMs)),
      connection_open_ms_min: Math.min(...lives.map((l) => l.openMs)),
      bytes_dripped_max: Math.max(...lives.map((l) => l.bytesSent)),
      headers_first_connections: lives.filter((l) => l.headersFirst).length,
      attempts_recorded: attempts.length,
      attempts_recorded_failed: attempts.filter((a) => a.status === null && a.error !== null).length,
      attempt_duration_ms_max: Math.max(...durations),
      attempt_duration_ms_min: Math.min(...durations),
      errors: [...new Set(attempts.map((a) => a.error))],
      deliveries_succeeded: Number(succeeded?.n),
    },
    healthy_latency_ms_baseline: baseline,
    healthy_latency_ms_with_drip: mixed,
    bad_signatures: healthy.badSignatures,
  };
  const checks = {
    'every drip attempt ended within 5 s and was recorded failed':
      attempts.length > 0 &&
      result.drip.attempts_recorded_failed === attempts.length &&
      result.drip.attempt_duration_ms_max <= WEBHOOK_TIMEOUT_MS + SLACK_MS &&
      result.drip.connection_open_ms_max <= WEBHOOK_TIMEOUT_MS + SLACK_MS &&
      result.drip.deliveries_succeeded === 0,
    // A delivery queued behind a drip attempt would wait 5 s: none may. The two phases' p99 are shown
    // for comparison, not checked: on a shared machine they move with the neighbours' load.
    'healthy deliveries not held up (every one within 5 s)':
      mixed.missing === 0 && baseline.missing === 0 && mixed.maxMs < WEBHOOK_TIMEOUT_MS,
    'every healthy delivery verified': healthy.badSignatures === 0,
  };
  return { figures: result, checks };
});
