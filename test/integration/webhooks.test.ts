// Webhooks end to end (SPEC §5-§6, CONTRACT §8, §12) with a real local HTTP receiver, the real
// PostgreSQL server and the Temporal dev server.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { eventually, startTestService, type TestService, type TestTenant } from '../support/service.js';
import { startReceiver, type Received, type TestReceiver } from '../support/receiver.js';
import { verifyWebhook } from '../../examples/webhook-receiver/verify.js';
import type { HostResolver } from '../../src/dns.js';

let svc: TestService;
let rx: TestReceiver;
beforeAll(async () => {
  svc = await startTestService(); // WEBHOOK_ALLOW_PRIVATE=true: the receiver is on 127.0.0.1
  rx = await startReceiver();
});
afterAll(async () => {
  await rx?.close();
  await svc?.stop();
});

type Body = Record<string, unknown>;

/** A tenant whose webhooks go to the test receiver; returns its signing secret too. */
async function subscribed(url = rx.url): Promise<TestTenant & { secret: string }> {
  const t = await svc.tenant();
  const minted = await svc.api<{ webhook_secret: string }>(t.key, 'POST', '/v1/webhook-secret');
  await svc.api(t.key, 'PATCH', '/v1/settings', { webhook_url: url });
  return { ...t, secret: minted.body.webhook_secret };
}

/** Cancels a fresh order: an intent.cancelled event, decided now. Returns the order id. */
async function decideEvent(t: TestTenant): Promise<string> {
  const created = await svc.api<Body>(t.key, 'POST', '/v1/intents', { list_paise: 12_300 });
  await svc.api(t.key, 'POST', `/v1/intents/${created.body.intent_id}/cancel`);
  return created.body.intent_id as string;
}

const forOrder = (id: string) => rx.received.filter((r) => r.body.intent_id === id);

describe('the webhook secret and URL (CONTRACT §8)', () => {
  test('POST /v1/webhook-secret mints whsec_ + 64 hex, shown once; settings show only a hint', async () => {
    const t = await svc.tenant();
    const r = await svc.api<Body>(t.key, 'POST', '/v1/webhook-secret');
    expect(r.status).toBe(201);
    expect(r.body.webhook_secret).toMatch(/^whsec_[0-9a-f]{64}$/);
    const settings = await svc.api<Body>(t.key, 'GET', '/v1/settings');
    expect(settings.body.webhook_secret_hint).toBe(`whsec_...${(r.body.webhook_secret as string).slice(-4)}`);
    expect(settings.text).not.toContain(r.body.webhook_secret as string);
    const again = await svc.api<Body>(t.key, 'POST', '/v1/webhook-secret');
    expect(again.body.webhook_secret).not.toBe(r.body.webhook_secret);
  });

  test('a URL without a secret sends nothing, but the event is stored and readable', async () => {
    const t = await svc.tenant();
    await svc.api(t.key, 'PATCH', '/v1/settings', { webhook_url: rx.url });
    const id = await decideEvent(t);
    const events = await svc.sql<{ id: string; payload: string }>(
      `select id, payload from events where intent_id = ?`,
      [id],
    );
    expect(events).toHaveLength(1);
    expect(await svc.sql(`select id from deliveries where tenant_id = ?`, [t.id])).toHaveLength(0);
    const stored = await svc.api(t.key, 'GET', `/v1/events/${events[0]?.id}`);
    expect(stored.status).toBe(200);
    expect(stored.text).toBe(events[0]?.payload);
    await new Promise((r) => setTimeout(r, 1500));
    expect(forOrder(id)).toHaveLength(0);
  });
});

describe('delivery to a real receiver', () => {
  test('signed per SPEC §5 over the raw body; the stored bytes, matchledger-webhooks/1, one event_id', async () => {
    rx.answer({ status: 200 });
    const t = await subscribed();
    const id = await decideEvent(t);
    const got = (await eventually(async () => (forOrder(id).length ? forOrder(id) : undefined)))?.[0];
    expect(got?.headers['user-agent']).toBe('matchledger-webhooks/1');
    expect(got?.headers['content-type']).toBe('application/json');
    const header = got?.headers['x-ml-signature'] as string;
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifyWebhook(header, got?.raw as Buffer, t.secret)).toEqual({ ok: true, t: expect.any(Number) });
    const wrongSecret = `${t.secret.slice(0, -1)}${t.secret.endsWith('0') ? '1' : '0'}`;
    expect(verifyWebhook(header, got?.raw as Buffer, wrongSecret)).toMatchObject({
      ok: false,
    });
    const stored = await svc.api(t.key, 'GET', `/v1/events/${got?.body.event_id}`);
    expect(got?.raw.toString('utf8')).toBe(stored.text);
    expect(Object.keys(got?.body ?? {}).slice(0, 4)).toEqual([
      'event',
      'event_id',
      'occurred_at',
      'intent_id',
    ]);
    // A delivered event leaves the deliveries list, and cannot be replayed.
    const deliveries = await svc.sql<{ id: string; state: string }>(
      `select id, state from deliveries where tenant_id = ?`,
      [t.id],
    );
    await eventually(
      async () =>
        (await svc.sql(`select 1 from deliveries where id = ? and state = 'succeeded'`, [deliveries[0]?.id]))
          .length,
    );
    expect((await svc.api<{ data: Body[] }>(t.key, 'GET', '/v1/webhook-deliveries')).body.data).toEqual([]);
    const replay = await svc.api(t.key, 'POST', `/v1/webhook-deliveries/${deliveries[0]?.id}/replay`);
    expect(replay.status).toBe(404);
  });

  test('a 302 is a failure (not followed); retried 1 s later with a fresh t and the same event_id', async () => {
    rx.answer({ status: 302, location: 'https://elsewhere.example/' }, { status: 204 });
    const t = await subscribed();
    const id = await decideEvent(t);
    const got = await eventually(async () => (forOrder(id).length >= 2 ? forOrder(id) : undefined), 20_000);
    expect(got).toHaveLength(2);
    const [first, second] = got as [Received, Received];
    expect(second.body.event_id).toBe(first.body.event_id);
    expect(second.raw.equals(first.raw)).toBe(true);
    expect(second.at - first.at).toBeGreaterThanOrEqual(1000);
    // The receiver has the second request before the service has recorded its answer.
    const attempts = await eventually(async () => {
      const rows = await svc.sql<{ attempt: number; status: number }>(
        `select a.attempt, a.status from delivery_attempts a join deliveries d on d.id = a.delivery_id
          where d.tenant_id = ? order by a.attempt`,
        [t.id],
      );
      return rows.length >= 2 ? rows : undefined;
    });
    expect(attempts?.map((a) => Number(a.status))).toEqual([302, 204]);
  });

  test('a scheduled attempt is sent once: never again once recorded, never while claimed elsewhere; a replay always is', async () => {
    // The relay makes attempt 1 and the workflow, started later, asks for attempt 1 again; or a
    // worker dies after recording an attempt and its local activity runs again. A delivery laid
    // out by hand, marked dispatched, so that neither the relay nor a workflow touches it.
    rx.answer({ status: 500 });
    const t = await subscribed();
    const [eventId, deliveryId, intentId] = [
      'evt_guard0123456789abcdef',
      'dlv_guard0123456789abcdef',
      'int_guard',
    ];
    await svc.sql(
      `insert into events (id, tenant_id, kind, payload, occurred_at)
       values (?, ?, 'intent.cancelled', ?, extract(epoch from now())::bigint)`,
      [eventId, t.id, JSON.stringify({ event_id: eventId, event: 'intent.cancelled', intent_id: intentId })],
    );
    await svc.sql(
      `insert into deliveries (id, event_id, tenant_id, event_kind, created_at, dispatched)
       values (?, ?, ?, 'intent.cancelled', extract(epoch from now())::bigint, true)`,
      [deliveryId, eventId, t.id],
    );
    const { attempts } = svc.runtime.services;
    const recorded = async (): Promise<number> =>
      Number(
        (await svc.sql<{ attempts: number }>(`select attempts from deliveries where id = ?`, [deliveryId]))[0]
          ?.attempts,
      );

    const first = await attempts.attempt({ deliveryId, replay: false, scheduled: 1, nextDelaySeconds: 1 });
    expect(first?.ok).toBe(false);
    expect(forOrder(intentId)).toHaveLength(1);
    const again = await attempts.attempt({ deliveryId, replay: false, scheduled: 1, nextDelaySeconds: 1 });
    expect(again).toEqual({ ok: false, endedAtMs: first?.endedAtMs });
    expect(forOrder(intentId)).toHaveLength(1);
    expect(await recorded()).toBe(1);

    await attempts.attempt({ deliveryId, replay: false, scheduled: 2, nextDelaySeconds: 5 });
    expect(forOrder(intentId)).toHaveLength(2);
    // Attempt 3 claimed by another process that has not recorded it: nothing sent here, until the
    // claim is older than its lease (its holder died).
    await svc.sql(`update deliveries set claimed_attempt = 3, claimed_at_ms = ? where id = ?`, [
      Date.now(),
      deliveryId,
    ]);
    const busy = await attempts.attempt({ deliveryId, replay: false, scheduled: 3, nextDelaySeconds: 30 });
    expect(busy?.inFlightElsewhere).toBe(true);
    expect(forOrder(intentId)).toHaveLength(2);
    await svc.sql(`update deliveries set claimed_at_ms = ? where id = ?`, [Date.now() - 20_000, deliveryId]);
    await attempts.attempt({ deliveryId, replay: false, scheduled: 3, nextDelaySeconds: 30 });
    expect(forOrder(intentId)).toHaveLength(3);
    await attempts.attempt({ deliveryId, replay: true });
    await attempts.attempt({ deliveryId, replay: true });
    expect(forOrder(intentId)).toHaveLength(5);
    expect(await recorded()).toBe(5);
  });

  test('a receiver slower than 5 s is a failure (timeout)', async () => {
    rx.answer({ status: 200, delayMs: 6_000 }, { status: 200 });
    const t = await subscribed();
    const id = await decideEvent(t);
    const deliveryId = await eventually(
      async () =>
        (await svc.sql<{ id: string }>(`select id from deliveries where tenant_id = ?`, [t.id]))[0]?.id,
    );
    const failed = await eventually(async () => {
      const rows = await svc.sql<{ last_error: string | null; attempts: number }>(
        `select last_error, attempts from deliveries where id = ?`,
        [deliveryId],
      );
      return rows[0]?.attempts ? rows[0] : undefined;
    }, 15_000);
    expect(failed?.last_error).toMatch(/within 5 s/);
    await eventually(async () => (forOrder(id).length >= 2 ? true : undefined), 15_000);
  }, 40_000);

  test('replay mid-schedule sends at once, with the same event_id', async () => {
    rx.answer({ status: 500 });
    const t = await subscribed();
    const id = await decideEvent(t);
    // Attempts at 0, 1 and 6 s fail; attempt 4 would wait until 36 s.
    await eventually(async () => (forOrder(id).length >= 3 ? true : undefined), 20_000);
    // The third request has arrived; its answer is recorded a moment later.
    const list = await eventually(async () => {
      const l = await svc.api<{ data: Body[] }>(t.key, 'GET', '/v1/webhook-deliveries?state=pending');
      return l.body.data[0]?.attempts === 3 ? l : undefined;
    });
    expect(list?.body.data).toHaveLength(1);
    const d = list?.body.data[0] as Body;
    expect(d).toMatchObject({
      state: 'pending',
      attempts: 3,
      last_status: 500,
      next_attempt_at: expect.any(Number),
    });
    // A replay that fails leaves the schedule as it was: the next attempt is still due.
    const failedReplay = await svc.api<Body>(t.key, 'POST', `/v1/webhook-deliveries/${d.delivery_id}/replay`);
    expect(failedReplay.status).toBe(202);
    await eventually(async () => (forOrder(id).length >= 4 ? true : undefined), 10_000);
    const afterFailedReplay = await eventually(async () => {
      const rows = await svc.sql<{ attempts: number; next_attempt_at: string | null }>(
        `select attempts, next_attempt_at from deliveries where id = ?`,
        [d.delivery_id],
      );
      return Number(rows[0]?.attempts) === 4 ? rows[0] : undefined;
    });
    expect(Number(afterFailedReplay?.next_attempt_at)).toBe(d.next_attempt_at);

    rx.answer({ status: 200 });
    const sentAt = Date.now();
    const replay = await svc.api<Body>(t.key, 'POST', `/v1/webhook-deliveries/${d.delivery_id}/replay`);
    expect(replay.status).toBe(202);
    expect(replay.body).toMatchObject({ delivery_id: d.delivery_id, event_id: d.event_id });
    const fifth = await eventually(async () => forOrder(id)[4], 10_000);
    expect((fifth?.at ?? 0) - sentAt).toBeLessThan(5_000);
    expect(fifth?.body.event_id).toBe(d.event_id);
    const gone = await eventually(async () => {
      const rows = await svc.sql(`select 1 from deliveries where id = ? and state = 'succeeded'`, [
        d.delivery_id,
      ]);
      return rows.length === 1;
    });
    expect(gone).toBe(true);
    expect((await svc.api<{ data: Body[] }>(t.key, 'GET', '/v1/webhook-deliveries')).body.data).toEqual([]);
  }, 40_000);

  test('after the schedule is spent, no scheduled attempt goes out and a replay sends once more', async () => {
    rx.answer({ status: 500 });
    const t = await subscribed();
    const id = await decideEvent(t);
    await eventually(async () => (forOrder(id).length >= 1 ? true : undefined), 10_000, 10);
    // Recorded as failed before the attempt due 1 s later: as if the sixth failure had just been
    // recorded when a replay read the delivery as pending and started a full run. That run must not
    // send scheduled attempts again.
    const [d] = await svc.sql<{ id: string }>(
      `update deliveries set state = 'failed', next_attempt_at = null where tenant_id = ? returning id`,
      [t.id],
    );
    await new Promise((r) => setTimeout(r, 3_000));
    expect(forOrder(id)).toHaveLength(1);
    const failed = await svc.api<{ data: Body[] }>(t.key, 'GET', '/v1/webhook-deliveries?state=failed');
    expect(failed.body.data.map((x) => x.delivery_id)).toEqual([d?.id]);

    rx.answer({ status: 200 });
    const replay = await svc.api<Body>(t.key, 'POST', `/v1/webhook-deliveries/${d?.id}/replay`);
    expect(replay.status).toBe(202);
    const second = await eventually(async () => forOrder(id)[1], 10_000);
    expect(second?.body.event_id).toBe(forOrder(id)[0]?.body.event_id);
    expect(
      await eventually(async () =>
        (await svc.sql(`select 1 from deliveries where id = ? and state = 'succeeded'`, [d?.id])).length
          ? true
          : undefined,
      ),
    ).toBe(true);
    await new Promise((r) => setTimeout(r, 1_500));
    expect(forOrder(id)).toHaveLength(2);
  }, 40_000);

  test('replay is limited to 10 per 60 s per tenant', async () => {
    const t = await subscribed('http://127.0.0.1:9/closed');
    await decideEvent(t);
    const deliveryId = await eventually(
      async () =>
        (await svc.sql<{ id: string }>(`select id from deliveries where tenant_id = ?`, [t.id]))[0]?.id,
    );
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await svc.api(t.key, 'POST', `/v1/webhook-deliveries/${deliveryId}/replay`)).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(202));
    expect(statuses[10]).toBe(429);
  });
});

describe('private addresses (WEBHOOK_ALLOW_PRIVATE unset)', () => {
  let strict: TestService;
  const answers: Record<string, string[]> = {};
  // A name whose address the test decides: public when the URL is saved, private when it is used.
  const resolver: HostResolver = {
    resolve: async (host) => {
      const next = answers[host]?.shift();
      if (!next) throw Object.assign(new Error(`${host} does not resolve`), { code: 'ENOTFOUND' });
      return [{ address: next, family: 4 }];
    },
    resolveTxt: async () => [],
  };
  beforeAll(async () => {
    strict = await startTestService({ env: { WEBHOOK_ALLOW_PRIVATE: 'false' }, resolver });
  });
  afterAll(async () => {
    await strict?.stop();
  });

  test.each([
    ['http://hooks.example.test/x', 'must use https'],
    ['https://user:pass@hooks.example.test/x', 'must not carry credentials'],
    ['https://127.0.0.1/x', 'WEBHOOK_ALLOW_PRIVATE=true'],
    ['https://[::1]/x', 'private'],
    ['https://169.254.169.254/latest', 'private'],
  ])('saving %s is refused (%s)', async (url, issue) => {
    const t = await strict.tenant();
    const r = await strict.api<Body>(t.key, 'PATCH', '/v1/settings', { webhook_url: url });
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body.details)).toContain(issue);
  });

  test('a name resolving to 127.0.0.1 is refused on save', async () => {
    answers['loopback.example.test'] = ['127.0.0.1'];
    const t = await strict.tenant();
    const r = await strict.api<Body>(t.key, 'PATCH', '/v1/settings', {
      webhook_url: 'https://loopback.example.test/hook',
    });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ error: 'invalid_request', details: [{ path: 'webhook_url' }] });
  });

  test('a name public at save time and private at send time is refused at send time (DNS rebinding)', async () => {
    answers['rebind.example.test'] = ['93.184.216.34', '127.0.0.1', '127.0.0.1', '127.0.0.1'];
    const t = await strict.tenant();
    await strict.api(t.key, 'POST', '/v1/webhook-secret');
    const saved = await strict.api(t.key, 'PATCH', '/v1/settings', {
      webhook_url: 'https://rebind.example.test/hook',
    });
    expect(saved.status).toBe(200);
    const created = await strict.api<Body>(t.key, 'POST', '/v1/intents', { list_paise: 5_000 });
    await strict.api(t.key, 'POST', `/v1/intents/${created.body.intent_id}/cancel`);
    const d = await eventually(async () => {
      const rows = await strict.sql<{ attempts: number; last_error: string | null }>(
        `select attempts, last_error from deliveries where tenant_id = ?`,
        [t.id],
      );
      return rows[0]?.attempts ? rows[0] : undefined;
    });
    expect(d?.last_error).toMatch(/non-public/);
  });
});
