// Housekeeping (SPEC §1 feed silence, §2 and §6 retention; CONTRACT §10): the activities the Temporal
// Schedules run, on the real PostgreSQL server, and the schedules themselves on the dev server.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { eventually, startTestService, type TestService, type TestTenant } from '../support/service.js';
import { startReceiver, type TestReceiver } from '../support/receiver.js';
import { SCHEDULES } from '../../src/worker/schedules.js';
import { secretDigest } from '../../src/domain/ids.js';

/** Gives the rows a test wrote for `a@example.com` the tenant's own address, the one on its team. */
const onTeam = (tenantId: string, table: 'sessions' | 'sign_in_links') =>
  svc.sql(`update ${table} set email = (select lower(email) from tenants where id = ?) where tenant_id = ?`, [
    tenantId,
    tenantId,
  ]);

let svc: TestService;
let rx: TestReceiver;
beforeAll(async () => {
  svc = await startTestService();
  rx = await startReceiver();
});
afterAll(async () => {
  await rx?.close();
  await svc?.stop();
});

type Body = Record<string, unknown>;
const now = (): number => Math.floor(Date.now() / 1000);
const DAY = 86_400;

async function device(t: TestTenant): Promise<string> {
  const code = await svc.api<{ code: string }>(t.key, 'POST', '/v1/devices/pairing-codes', {});
  const paired = await svc.api<{ device_token: string }>(undefined, 'POST', '/v1/devices/pair', {
    code: code.body.code,
    platform: 'android',
  });
  return paired.body.device_token;
}

describe('retention of payer details (SPEC §2, §6)', () => {
  test('after 90 days a parked credit and the stored payloads lose payer name and handle; confirmed orders keep theirs; a replay carries nulls', async () => {
    const t = await svc.tenant();
    await svc.api(t.key, 'POST', '/v1/webhook-secret');
    await svc.api(t.key, 'PATCH', '/v1/settings', { webhook_url: rx.url });
    const token = await device(t);
    // A matched credit: its order is confirmed with payer details.
    const created = (await svc.runtime.services.intents.create(t.id, { list_paise: 20_000 })).body as Body;
    const reserved = await svc.runtime.services.intents.reserve(t.id, created.intent_id as string);
    await svc.api(token, 'POST', '/v1/reports', {
      amount_paise: reserved.amount_paise,
      credited_at: now(),
      rrn: '700000000001',
      payer_vpa: 'asha@okicici',
      payer_name: 'ASHA RAO',
    });
    // A parked one, whose delivery the receiver refuses until it is replayed.
    rx.answer({ status: 500 });
    const parked = await svc.api<Body>(token, 'POST', '/v1/reports', {
      amount_paise: 123_45,
      credited_at: now(),
      rrn: '700000000002',
      payer_vpa: 'vikram@ybl',
      payer_name: 'VIKRAM S',
    });
    expect(parked.body.status).toBe('unplaced');
    const creditId = parked.body.credit_id as string;
    // 91 days pass (test setup moves the rows into the past).
    await svc.sql(`update credits set received_at = received_at - ? where tenant_id = ?`, [91 * DAY, t.id]);
    await svc.sql(`update events set occurred_at = occurred_at - ? where tenant_id = ?`, [91 * DAY, t.id]);

    const swept = await svc.runtime.services.housekeeping.applyRetention();
    expect(swept.credits).toBeGreaterThanOrEqual(1);
    expect(swept.events).toBeGreaterThanOrEqual(2);

    const credit = await svc.api<Body>(t.key, 'GET', `/v1/credits/${creditId}`);
    expect(credit.body).toMatchObject({ payer_vpa: null, payer_name: null, amount_paise: 123_45 });
    const order = await svc.api<Body>(t.key, 'GET', `/v1/intents/${created.intent_id}`);
    expect(order.body).toMatchObject({ payer_vpa: 'asha@okicici', payer_name: 'ASHA RAO' });
    const stored = await svc.sql<{ id: string; payload: string }>(
      `select id, payload from events where credit_id = ?`,
      [creditId],
    );
    const payload = JSON.parse(stored[0]?.payload as string) as { credit: Body };
    expect(payload.credit).toMatchObject({ payer_vpa: null, payer_name: null });
    expect(Object.keys(payload).slice(0, 4)).toEqual(['event', 'event_id', 'occurred_at', 'intent_id']);

    // The delivery of that event, replayed now, carries the nulls with its original event_id.
    rx.answer({ status: 200 });
    const delivery = (
      await svc.sql<{ id: string }>(`select id from deliveries where event_id = ?`, [stored[0]?.id])
    )[0];
    const replay = await svc.api(t.key, 'POST', `/v1/webhook-deliveries/${delivery?.id}/replay`);
    expect(replay.status).toBe(202);
    const got = await eventually(async () =>
      rx.received.find(
        (r) => r.body.event_id === stored[0]?.id && (r.body.credit as Body).payer_vpa === null,
      ),
    );
    expect(got?.body.credit).toMatchObject({ payer_vpa: null, payer_name: null, credit_id: creditId });
  });

  test('a credit or payload younger than 90 days keeps its payer details', async () => {
    const t = await svc.tenant();
    const token = await device(t);
    const r = await svc.api<Body>(token, 'POST', '/v1/reports', {
      amount_paise: 999,
      credited_at: now(),
      rrn: '700000000003',
      payer_vpa: 'young@ybl',
    });
    await svc.sql(`update credits set received_at = received_at - ? where tenant_id = ?`, [89 * DAY, t.id]);
    await svc.runtime.services.housekeeping.applyRetention();
    expect((await svc.api<Body>(t.key, 'GET', `/v1/credits/${r.body.credit_id}`)).body).toMatchObject({
      payer_vpa: 'young@ybl',
    });
  });
});

describe('feed silence (SPEC §1, CONTRACT §10)', () => {
  test('3 reservations in an hour and no credit: operators alerted once per silent spell', async () => {
    const t = await svc.tenant();
    for (let i = 0; i < 3; i++) {
      const o = (await svc.runtime.services.intents.create(t.id, { list_paise: 10_000 })).body as Body;
      await svc.runtime.services.intents.reserve(t.id, o.intent_id as string);
    }
    const first = await svc.runtime.services.housekeeping.watchFeedSilence();
    expect(first.alerted).toContain(t.id);
    const again = await svc.runtime.services.housekeeping.watchFeedSilence();
    expect(again.alerted).not.toContain(t.id);
    const alerts = await svc.sql<{ kind: string }>(`select kind from ops_alerts where tenant_id = ?`, [t.id]);
    expect(alerts.map((a) => a.kind)).toEqual(['feed_silent']);
  });

  test('two reservations, or a credit received in the hour, is no silence', async () => {
    const quiet = await svc.tenant();
    for (let i = 0; i < 2; i++) {
      const o = (await svc.runtime.services.intents.create(quiet.id, { list_paise: 10_000 })).body as Body;
      await svc.runtime.services.intents.reserve(quiet.id, o.intent_id as string);
    }
    const busy = await svc.tenant();
    const token = await device(busy);
    for (let i = 0; i < 3; i++) {
      const o = (await svc.runtime.services.intents.create(busy.id, { list_paise: 10_000 })).body as Body;
      await svc.runtime.services.intents.reserve(busy.id, o.intent_id as string);
    }
    await svc.api(token, 'POST', '/v1/reports', { amount_paise: 5, credited_at: now(), rrn: '700000000004' });
    const result = await svc.runtime.services.housekeeping.watchFeedSilence();
    expect(result.alerted).not.toContain(quiet.id);
    expect(result.alerted).not.toContain(busy.id);
  });
});

describe('the schedules (CONTRACT §10)', () => {
  test('the worker keeps a daily retention schedule and a five-minute feed-silence schedule in Temporal', async () => {
    const client = svc.runtime.services.temporal.client;
    for (const s of SCHEDULES) {
      const d = await client.schedule.getHandle(s.id).describe();
      expect(d.action).toMatchObject({ type: 'startWorkflow', workflowType: s.workflowType });
      expect(d.spec.intervals?.[0]?.every).toBe(s.every === '1 day' ? 86_400_000 : 300_000);
    }
  });
});

describe('pruning (issue 10: tables that stop growing)', () => {
  test('idempotency keys past 24 h, pairing codes a day past expiry, attempts and alerts past 90 days go; the rest stays', async () => {
    const t = await svc.tenant();
    const at = now();
    await svc.sql(
      `insert into idempotency_keys (tenant_id, key, fingerprint, response_status, response_body, created_at)
       values (?, 'old', 'f', 201, '{}', ?), (?, 'fresh', 'f', 201, '{}', ?)`,
      [t.id, at - DAY - 60, t.id, at - 60],
    );
    await svc.sql(
      `insert into pairing_codes (code_hash, tenant_id, created_at, expires_at)
       values (?, ?, ?, ?), (?, ?, ?, ?)`,
      [`old-${t.id}`, t.id, at - 3 * DAY, at - 2 * DAY, `fresh-${t.id}`, t.id, at - 60, at + 540],
    );
    await svc.sql(
      `insert into ops_alerts (kind, tenant_id, message, created_at) values ('x', ?, 'old', ?), ('x', ?, 'fresh', ?)`,
      [t.id, at - 91 * DAY, t.id, at - 60],
    );
    const pruned = await svc.runtime.services.housekeeping.prune();
    expect(pruned.idempotency_keys).toBeGreaterThanOrEqual(1);
    const keys = await svc.sql<{ key: string }>(`select key from idempotency_keys where tenant_id = ?`, [
      t.id,
    ]);
    expect(keys.map((k) => k.key)).toEqual(['fresh']);
    const codes = await svc.sql<{ code_hash: string }>(
      `select code_hash from pairing_codes where tenant_id = ?`,
      [t.id],
    );
    expect(codes.map((c) => c.code_hash)).toEqual([`fresh-${t.id}`]);
    const alerts = await svc.sql<{ message: string }>(`select message from ops_alerts where tenant_id = ?`, [
      t.id,
    ]);
    expect(alerts.map((a) => a.message)).toEqual(['fresh']);
  });

  test('expired dashboard sessions go; a live one still signs its holder in', async () => {
    const t = await svc.tenant();
    const at = now();
    const signIn = svc.runtime.services.signIn;
    const live = `live-cookie-${t.id}`;
    await svc.sql(
      `insert into sessions (id_hash, tenant_id, email, created_at, expires_at)
       values (?, ?, 'a@example.com', ?, ?), (?, ?, 'a@example.com', ?, ?)`,
      [`expired-${t.id}`, t.id, at - 13 * 3600, at - 3600, secretDigest(live), t.id, at - 60, at + 3600],
    );
    // A session counts only while its address is on the team: the tenant's own address.
    await onTeam(t.id, 'sessions');
    expect((await svc.runtime.services.housekeeping.prune()).sessions).toBeGreaterThanOrEqual(1);
    const left = await svc.sql<{ id_hash: string }>(`select id_hash from sessions where tenant_id = ?`, [
      t.id,
    ]);
    expect(left.map((r) => r.id_hash)).toEqual([secretDigest(live)]);
    expect((await signIn.session(live))?.tenantId).toBe(t.id);
  });

  test('sign-in links past their 15 minutes go, used or not; a live link stays usable', async () => {
    const t = await svc.tenant();
    const at = now();
    const live = `live-token-${t.id}`;
    const link = (hash: string, createdAt: number, usedAt: number | null) => [
      hash,
      t.id,
      createdAt,
      createdAt + 15 * 60,
      usedAt,
    ];
    await svc.sql(
      `insert into sign_in_links (token_hash, tenant_id, email, created_at, expires_at, used_at)
       values (?, ?, 'a@example.com', ?, ?, ?), (?, ?, 'a@example.com', ?, ?, ?), (?, ?, 'a@example.com', ?, ?, ?)`,
      [
        ...link(`expired-${t.id}`, at - 3600, null),
        ...link(`used-${t.id}`, at - 1800, at - 1700),
        ...link(secretDigest(live), at - 60, null),
      ],
    );
    await onTeam(t.id, 'sign_in_links');
    expect((await svc.runtime.services.housekeeping.prune()).sign_in_links).toBeGreaterThanOrEqual(2);
    const left = await svc.sql<{ token_hash: string }>(
      `select token_hash from sign_in_links where tenant_id = ?`,
      [t.id],
    );
    expect(left.map((r) => r.token_hash)).toEqual([secretDigest(live)]);
    expect(await svc.runtime.services.signIn.linkShops(live)).toHaveLength(1);
  });

  test('SMSGate envelope ids go after a week (SMSGate retries for about two days); newer ones still answer a repeat', async () => {
    const t = await svc.tenant();
    const made = await svc.api<Body>(t.key, 'POST', '/v1/devices', { kind: 'smsgate', name: 'Shop phone' });
    expect(made.status).toBe(201);
    const id = made.body.device_id as string;
    const at = now();
    await svc.sql(
      `insert into smsgate_envelopes (device_id, envelope_id, received_at) values (?, 'old', ?), (?, 'recent', ?)`,
      [id, at - 8 * DAY, id, at - 3 * DAY],
    );
    expect((await svc.runtime.services.housekeeping.prune()).smsgate_envelopes).toBeGreaterThanOrEqual(1);
    const devices = svc.runtime.services.devices;
    expect(await devices.envelopeTaken(id, 'old')).toBe(false);
    expect(await devices.envelopeTaken(id, 'recent')).toBe(true);
  });
});

describe('silent reporters (issue 12)', () => {
  const alertsOf = (t: TestTenant) =>
    svc.sql<{ kind: string; message: string }>(
      `select kind, message from ops_alerts where tenant_id = ? and kind = 'reporter_silent'`,
      [t.id],
    );

  test('an SMSGate device without a heartbeat for 30 minutes: one alert per silent spell', async () => {
    const t = await svc.tenant();
    const made = await svc.api<Body>(t.key, 'POST', '/v1/devices', { kind: 'smsgate', name: 'Shop phone' });
    expect(made.status).toBe(201);
    const id = made.body.device_id as string;
    await svc.sql(`update devices set created_at = ?, last_seen_at = ? where id = ?`, [
      now() - 3600,
      now() - 31 * 60,
      id,
    ]);
    const hk = svc.runtime.services.housekeeping;
    expect((await hk.watchReporterSilence()).alerted).toContain(id);
    expect((await hk.watchReporterSilence()).alerted).not.toContain(id);
    expect(await alertsOf(t)).toHaveLength(1);
    // Heard from again: the spell ends; silent again later: a new alert.
    await svc.sql(`update devices set last_seen_at = ? where id = ?`, [now(), id]);
    expect((await hk.watchReporterSilence()).alerted).not.toContain(id);
    await svc.sql(`update devices set last_seen_at = ? where id = ?`, [now() - 40 * 60 + 1, id]);
    await svc.sql(`update devices set silence_alerted_at = silence_alerted_at - 3600 where id = ?`, [id]);
    expect((await hk.watchReporterSilence()).alerted).toContain(id);
    expect(await alertsOf(t)).toHaveLength(2);
    expect((await alertsOf(t))[0]?.message).toContain('heartbeat');
  });

  test('a forwarder with no SMS for 6 hours while the tenant reserves: alerted; a tenant not reserving: not', async () => {
    const busy = await svc.tenant();
    const idle = await svc.tenant();
    const ids: string[] = [];
    for (const t of [busy, idle]) {
      const made = await svc.api<Body>(t.key, 'POST', '/v1/devices', { kind: 'forwarder' });
      ids.push(made.body.device_id as string);
      await svc.sql(`update devices set created_at = ?, last_seen_at = ?, last_message_at = ? where id = ?`, [
        now() - DAY,
        now() - 7 * 3600,
        now() - 7 * 3600,
        made.body.device_id,
      ]);
    }
    for (let i = 0; i < 3; i++) {
      const created = (await svc.runtime.services.intents.create(busy.id, { list_paise: 30_000 }))
        .body as Body;
      await svc.runtime.services.intents.reserve(busy.id, created.intent_id as string);
    }
    const { alerted } = await svc.runtime.services.housekeeping.watchReporterSilence();
    expect(alerted).toContain(ids[0]);
    expect(alerted).not.toContain(ids[1]);
    expect((await alertsOf(busy))[0]?.message).toContain('no SMS for 6 hours');
  });
});
