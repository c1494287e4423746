// Back-pressure that tells the truth (issue: sustained capacity): when Temporal falls behind the
// database, the backlog's age shows in /readyz and /metrics and an operator alert fires, instead
// of a silent queue. Readiness itself stays 200: the backlog is shared by every instance, and
// failing them all at once would refuse the orders the database can still take.
//
// The service here has a database of its own: a backdated backlog in the shared test database would
// be synced at once by other files' sweeping services, and would set off their alerts.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { createScratchDatabase } from '../../scripts/lib/scratch-database.js';
import { ADMIN_URL } from './setup.js';
import { startReceiver, type TestReceiver } from '../support/receiver.js';
import { eventually, startTestService, type TestService } from '../support/service.js';

let db: Awaited<ReturnType<typeof createScratchDatabase>>;
let svc: TestService;
let hook: TestReceiver;
beforeAll(async () => {
  db = await createScratchDatabase(ADMIN_URL, 'matchledger_backpressure');
  hook = await startReceiver();
  // The api role alone: nothing sweeps, so the backlog stays as the test lays it out.
  svc = await startTestService({
    roles: 'api',
    databaseUrl: db.url,
    env: { OUTBOX_BEHIND_SECONDS: '30', OUTBOX_SHED_SECONDS: '60', OPS_ALERT_URL: `${hook.url}/ops` },
  });
});
afterAll(async () => {
  await svc?.stop();
  await hook?.close();
  await db?.drop();
});

test('a backlog older than OUTBOX_BEHIND_SECONDS shows in /readyz and /metrics and raises one alert', async () => {
  const t = await svc.tenant();
  const created = await svc.api(t.key, 'POST', '/v1/intents', { list_paise: 10_000 });
  expect(created.status).toBe(201);
  const id = created.body.intent_id as string;

  // Fresh work waiting is not "behind". (The reading is shared for a second: the order's admission
  // took one just before the order was made.)
  const fresh = await eventually(async () => {
    const r = await svc.api(undefined, 'GET', '/readyz');
    return (r.body.backlog as { intents?: number } | undefined)?.intents === 1 ? r : undefined;
  });
  if (!fresh) throw new Error('/readyz never showed the order waiting');
  expect(fresh.status).toBe(200);
  expect(fresh.body).toMatchObject({
    status: 'ready',
    backlog: { intents: 1, deliveries: 0, behind: false },
  });
  expect((fresh.body.backlog as { age_seconds: number }).age_seconds).toBeLessThan(30);

  // The order's change has waited 100 s for Temporal: past the threshold.
  await svc.sql(`update intents set sync_requested_at = sync_requested_at - 100 where id = ?`, [id]);
  const behind = await eventually(async () => {
    const r = await svc.api(undefined, 'GET', '/readyz');
    return (r.body.backlog as { behind?: boolean } | undefined)?.behind ? r : undefined;
  });
  if (!behind) throw new Error('/readyz never reported the backlog as behind');
  expect(behind.status).toBe(200); // reported, not a reason to leave the load balancer
  expect(behind.body).toMatchObject({ status: 'ready', backlog: { intents: 1, behind: true } });
  expect((behind.body.backlog as { age_seconds: number }).age_seconds).toBeGreaterThanOrEqual(100);

  const metrics = await svc.api(undefined, 'GET', '/metrics');
  expect(metrics.text).toMatch(/^matchledger_outbox_behind 1$/m);
  const age = Number(/^matchledger_outbox_backlog_age_seconds (\d+)$/m.exec(metrics.text)?.[1]);
  expect(age).toBeGreaterThanOrEqual(100);

  // The alert: raised by a sweep (the worker role's). The relay is stopped first so that this sweep
  // reports the backlog without pushing it to Temporal (which would clear it under the test).
  const relay = svc.runtime.services.relay;
  await relay.stop();
  await relay.sweep();
  await relay.sweep(); // within the same episode: no second alert
  const alerts = await svc.sql<{ kind: string; message: string }>(
    `select kind, message from ops_alerts where kind = 'outbox_behind'`,
  );
  expect(alerts).toHaveLength(1);
  expect(alerts[0]?.message).toMatch(/Temporal is \d+ s behind the database \(1 order changes/);
  const posted = await eventually(async () => hook.received.find((r) => r.body.kind === 'outbox_behind'));
  expect(posted?.body).toMatchObject({ kind: 'outbox_behind' });
});

test('a backlog older than OUTBOX_SHED_SECONDS refuses new orders with 503 unavailable and retry-after; orders already made go on', async () => {
  const t = await svc.tenant();
  // The test before left its backlog behind: told now, so this one starts caught up.
  await svc.sql(`update intents set synced_version = sync_version`);
  const kept = await eventually(async () => {
    const r = await svc.api(t.key, 'POST', '/v1/intents', { list_paise: 20_000 });
    return r.status === 201 ? r : undefined;
  });
  if (!kept) throw new Error('no order was taken with the backlog caught up');
  const keptId = kept.body.intent_id as string;
  // Temporal has not been told of a change for 75 s: 15 s past the bound of 60.
  await svc.sql(`update intents set sync_requested_at = sync_requested_at - 75 where id = ?`, [keptId]);
  const refused = await eventually(async () => {
    const r = await svc.api(t.key, 'POST', '/v1/intents', { list_paise: 20_000 });
    return r.status === 503 ? r : undefined;
  });
  if (!refused) throw new Error('a new order was never refused');
  expect(refused.body).toMatchObject({ error: 'unavailable' });
  expect(typeof (refused.body as { message?: unknown }).message).toBe('string');
  const retryAfter = Number(refused.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(15);
  expect(retryAfter).toBeLessThanOrEqual(60);
  // Nothing half-done: a refused order leaves no row.
  const count = async () =>
    Number(
      (await svc.sql<{ n: string }>(`select count(*) as n from intents where tenant_id = ?`, [t.id]))[0]?.n,
    );
  const before = await count();
  expect((await svc.api(t.key, 'POST', '/v1/intents', { list_paise: 20_000 })).status).toBe(503);
  expect(await count()).toBe(before);

  // The order already made is tapped and read as ever.
  expect((await svc.api(t.key, 'POST', `/v1/intents/${keptId}/reserve`)).status).toBe(200);
  expect((await svc.api(t.key, 'GET', `/v1/intents/${keptId}`)).status).toBe(200);
  const metrics = await svc.api(undefined, 'GET', '/metrics');
  expect(Number(/^matchledger_orders_shed_total (\d+)$/m.exec(metrics.text)?.[1])).toBeGreaterThanOrEqual(1);

  // Temporal catches up (here: the backlog is marked told): orders are taken again.
  await svc.sql(`update intents set synced_version = sync_version`);
  const taken = await eventually(async () => {
    const r = await svc.api(t.key, 'POST', '/v1/intents', { list_paise: 20_000 });
    return r.status === 201 ? r : undefined;
  });
  expect(taken?.status).toBe(201);
});
