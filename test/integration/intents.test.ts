// Orders and the amount pool (CONTRACT §4-§5) over HTTP, on the real PostgreSQL and dev server.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { Client } from '@temporalio/client';
import {
  eventually,
  startTestService,
  testDatabaseUrl,
  testTemporalClient,
  type TestService,
  type TestTenant,
} from '../support/service.js';
import { spawnService } from '../../scripts/lib/service-process.js';
import { intentState } from '../../src/workflows/intent.js';

let svc: TestService;
let temporal: Client;
beforeAll(async () => {
  svc = await startTestService();
  temporal = await testTemporalClient();
});
afterAll(async () => {
  await temporal?.connection.close();
  await svc?.stop();
});

type Order = Record<string, unknown> & { intent_id: string; status: string };

/** Orders made through the ledger, sparing the tenant's 120-per-minute API budget for the test itself. */
async function ordersFor(tenant: TestTenant, n: number, listPaise: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const { body } = await svc.runtime.services.intents.create(tenant.id, { list_paise: listPaise });
    ids.push((body as Order).intent_id);
  }
  return ids;
}

describe('POST /v1/intents and GET /v1/intents/{id}', () => {
  let t: TestTenant;
  beforeAll(async () => {
    t = await svc.tenant();
  });

  test('creates an open order: 201, CONTRACT §4 key order, no nulls', async () => {
    const r = await svc.api<Order>(t.key, 'POST', '/v1/intents', {
      list_paise: 49_900,
      description: 'Masala chai x2',
      reference: 'order-17',
      metadata: { table: '4' },
    });
    expect(r.status).toBe(201);
    expect(Object.keys(r.body)).toEqual([
      'intent_id',
      'status',
      'list_paise',
      'page_url',
      'expires_at',
      'created_at',
      'description',
      'reference',
      'metadata',
    ]);
    expect(r.body.intent_id).toMatch(/^int_[0-9a-f]{20}$/);
    expect(r.body.status).toBe('open');
    expect(r.body.page_url).toMatch(new RegExp(`^${svc.baseUrl}/p/[A-Za-z0-9_-]{22,}$`));
    expect(r.body.expires_at).toBe((r.body.created_at as number) + 86_400);
    expect(r.text).not.toContain('null');
    const got = await svc.api<Order>(t.key, 'GET', `/v1/intents/${r.body.intent_id}`);
    expect(got.status).toBe(200);
    expect(got.body).toEqual(r.body);
  });

  test.each([
    [{ list_paise: 99 }, 'list_paise'],
    [{ list_paise: 50_000_001 }, 'list_paise'],
    [{ list_paise: 100.5 }, 'list_paise'],
    [{ list_paise: 1000, expires_in_seconds: 299 }, 'expires_in_seconds'],
    [{ list_paise: 1000, expires_in_seconds: 604_801 }, 'expires_in_seconds'],
    [{ list_paise: 1000, description: 'x'.repeat(141) }, 'description'],
    [{ list_paise: 1000, reference: 'x'.repeat(65) }, 'reference'],
    [{ list_paise: 1000, metadata: { n: 1 } }, 'metadata.n'],
    [{ list_paise: 1000, amount: 5 }, 'amount'],
    [{}, 'list_paise'],
  ])('%j answers 400 at %s and creates nothing', async (body, path) => {
    const before = await svc.sql<{ n: string }>(`select count(*) as n from intents where tenant_id = ?`, [
      t.id,
    ]);
    const r = await svc.api(t.key, 'POST', '/v1/intents', body);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({
      error: 'invalid_request',
      details: expect.arrayContaining([{ path, issue: expect.any(String) }]),
    });
    const after = await svc.sql<{ n: string }>(`select count(*) as n from intents where tenant_id = ?`, [
      t.id,
    ]);
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  test('another tenant\u2019s order, an unknown id and a malformed id are all 404 not_found', async () => {
    const other = await svc.tenant();
    const mine = await svc.api<Order>(t.key, 'POST', '/v1/intents', { list_paise: 1000 });
    for (const [key, id] of [
      [other.key, mine.body.intent_id],
      [t.key, 'int_00000000000000000000'],
      [t.key, 'nope'],
    ] as const) {
      const r = await svc.api(key, 'GET', `/v1/intents/${id}`);
      expect(r.status).toBe(404);
      expect(r.body).toMatchObject({ error: 'not_found' });
    }
  });

  test('Idempotency-Key: the same key and body answer the first response; another body 422', async () => {
    const key = `idem-${Date.now()}`;
    const first = await svc.api<Order>(
      t.key,
      'POST',
      '/v1/intents',
      { list_paise: 2500 },
      { 'idempotency-key': key },
    );
    const again = await svc.api<Order>(
      t.key,
      'POST',
      '/v1/intents',
      { list_paise: 2500 },
      { 'idempotency-key': key },
    );
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    const other = await svc.api(
      t.key,
      'POST',
      '/v1/intents',
      { list_paise: 2600 },
      { 'idempotency-key': key },
    );
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({ error: 'idempotency_mismatch' });
    const rows = await svc.sql(`select id from intents where tenant_id = ? and list_paise in (2500, 2600)`, [
      t.id,
    ]);
    expect(rows).toHaveLength(1);
  });

  // E11-4: a bad Idempotency-Key's 400 named `(body)`, which is valid: `details` name the header.
  test('a bad Idempotency-Key: 400 whose details name the header, and no order', async () => {
    const before = await svc.sql(`select id from intents where tenant_id = ?`, [t.id]);
    const bad = await svc.api(
      t.key,
      'POST',
      '/v1/intents',
      { list_paise: 2700 },
      { 'idempotency-key': 'a b' },
    );
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      error: 'invalid_request',
      details: [{ path: 'Idempotency-Key', issue: expect.any(String) }],
    });
    expect(await svc.sql(`select id from intents where tenant_id = ?`, [t.id])).toHaveLength(before.length);
  });

  test('concurrent requests with one Idempotency-Key create one order', async () => {
    const key = `idem-race-${Date.now()}`;
    const rs = await Promise.all(
      Array.from({ length: 5 }, () =>
        svc.api<Order>(t.key, 'POST', '/v1/intents', { list_paise: 3100 }, { 'idempotency-key': key }),
      ),
    );
    expect(new Set(rs.map((r) => r.body.intent_id)).size).toBe(1);
    expect(rs.every((r) => r.status === 201)).toBe(true);
  });

  test('GET /v1/intents lists newest first, filters by status and reference, pages by cursor', async () => {
    const u = await svc.tenant();
    const ids = await ordersFor(u, 5, 1000);
    await svc.runtime.services.intents.cancel(u.id, ids[0] as string);
    const page1 = await svc.api<{ data: Order[]; next_cursor?: string }>(u.key, 'GET', '/v1/intents?limit=2');
    expect(page1.body.data).toHaveLength(2);
    expect(page1.body.next_cursor).toEqual(expect.any(String));
    const page2 = await svc.api<{ data: Order[]; next_cursor?: string }>(
      u.key,
      'GET',
      `/v1/intents?limit=2&cursor=${page1.body.next_cursor}`,
    );
    const page3 = await svc.api<{ data: Order[]; next_cursor?: string }>(
      u.key,
      'GET',
      `/v1/intents?limit=2&cursor=${page2.body.next_cursor}`,
    );
    expect(page3.body.data).toHaveLength(1);
    expect(page3.body).not.toHaveProperty('next_cursor');
    const all = [...page1.body.data, ...page2.body.data, ...page3.body.data].map((o) => o.intent_id);
    expect(new Set(all)).toEqual(new Set(ids));
    const cancelled = await svc.api<{ data: Order[] }>(u.key, 'GET', '/v1/intents?status=cancelled');
    expect(cancelled.body.data.map((o) => o.intent_id)).toEqual([ids[0]]);
    expect((await svc.api(u.key, 'GET', '/v1/intents?colour=red')).status).toBe(400);
  });
});

describe('reserve and cancel', () => {
  test('reserving shows amount_paise and reserved_until; a second tap returns the same reservation', async () => {
    const t = await svc.tenant();
    await svc.api(t.key, 'PATCH', '/v1/settings', { reservation_ttl_seconds: 600 });
    const [id] = await ordersFor(t, 1, 50_000);
    const before = Math.floor(Date.now() / 1000);
    const r = await svc.api<Order>(t.key, 'POST', `/v1/intents/${id}/reserve`);
    const after = Math.floor(Date.now() / 1000);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ status: 'open', amount_paise: 49_999 }); // L-1: never the list price first
    // The tap's own second plus the TTL (a second may tick between the create and the tap).
    expect(r.body.reserved_until).toBeGreaterThanOrEqual(before + 600);
    expect(r.body.reserved_until).toBeLessThanOrEqual(after + 600);
    const again = await svc.api<Order>(t.key, 'POST', `/v1/intents/${id}/reserve`);
    expect(again.body).toEqual(r.body);
  });

  test('cancel: 200 cancelled with cancelled_at, amount gone; reserve or cancel again is 409 invalid_state', async () => {
    const t = await svc.tenant();
    const [id] = await ordersFor(t, 1, 50_000);
    await svc.api(t.key, 'POST', `/v1/intents/${id}/reserve`);
    const c = await svc.api<Order>(t.key, 'POST', `/v1/intents/${id}/cancel`);
    expect(c.status).toBe(200);
    expect(c.body).toMatchObject({ status: 'cancelled', cancelled_at: expect.any(Number) });
    expect(c.body).not.toHaveProperty('amount_paise');
    for (const op of ['reserve', 'cancel']) {
      const r = await svc.api(t.key, 'POST', `/v1/intents/${id}/${op}`);
      expect(r.status).toBe(409);
      expect(r.body).toMatchObject({ error: 'invalid_state', status: 'cancelled' });
    }
    // The event of the change was recorded in the same transaction (the outbox).
    const events = await svc.sql<{ kind: string; payload: string }>(
      `select kind, payload from events where intent_id = ?`,
      [id],
    );
    expect(events.map((e) => e.kind)).toEqual(['intent.cancelled']);
    const payload = JSON.parse(events[0]?.payload as string) as Record<string, unknown>;
    expect(Object.keys(payload).slice(0, 5)).toEqual([
      'event',
      'event_id',
      'occurred_at',
      'intent_id',
      'status',
    ]);
    expect(payload).toMatchObject({ event: 'intent.cancelled', intent_id: id, status: 'cancelled' });
    expect(payload.event_id).toMatch(/^evt_[0-9a-f]{24}$/);
  });

  test('the cancelled amount rests: the next order at the same price gets another amount', async () => {
    const t = await svc.tenant();
    const [a, b] = await ordersFor(t, 2, 50_000);
    const ra = await svc.api<Order>(t.key, 'POST', `/v1/intents/${a}/reserve`);
    await svc.api(t.key, 'POST', `/v1/intents/${a}/cancel`);
    const rb = await svc.api<Order>(t.key, 'POST', `/v1/intents/${b}/reserve`);
    expect(ra.body.amount_paise).toBe(49_999);
    expect(rb.body.amount_paise).toBe(49_998);
  });

  test('re-reserving after a lapse prefers the order\u2019s own previous amount', async () => {
    const t = await svc.tenant();
    const [a, b] = await ordersFor(t, 2, 50_000);
    const first = await svc.api<Order>(t.key, 'POST', `/v1/intents/${a}/reserve`);
    // The reservation lapsed a minute ago (test setup moves it into the past).
    await svc.sql(
      `update reservations set reserved_at = reserved_at - 1000, lapses_at = lapses_at - 960,
              held_until = held_until - 960, rest_until = rest_until - 960 where intent_id = ?`,
      [a],
    );
    const other = await svc.api<Order>(t.key, 'POST', `/v1/intents/${b}/reserve`);
    expect(other.body.amount_paise).toBe(49_998); // 49_999 rests
    const again = await svc.api<Order>(t.key, 'POST', `/v1/intents/${a}/reserve`);
    expect(again.body.amount_paise).toBe(first.body.amount_paise);
  });

  test('an open order past expires_at is expired on the spot when touched (the timestamps decide)', async () => {
    const t = await svc.tenant();
    const [id] = await ordersFor(t, 1, 7_000);
    await svc.sql(`update intents set expires_at = created_at - 1 where id = ?`, [id]);
    const r = await svc.api(t.key, 'POST', `/v1/intents/${id}/reserve`);
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ error: 'invalid_state', status: 'expired' });
    const got = await svc.api<Order>(t.key, 'GET', `/v1/intents/${id}`);
    expect(got.body).toMatchObject({ status: 'expired', expired_at: got.body.expires_at });
  });
});

describe('IntentWorkflow per order', () => {
  test('each order gets its workflow intent-int_..., findable by tenant and order id, told of each change', async () => {
    const t = await svc.tenant();
    const created = await svc.api<Order>(t.key, 'POST', '/v1/intents', { list_paise: 1234 });
    const id = created.body.intent_id;
    await svc.api(t.key, 'POST', `/v1/intents/${id}/reserve`);
    const handle = temporal.workflow.getHandle(`intent-${id}`);
    const reserved = await eventually(async () => {
      try {
        const s = await handle.query(intentState);
        return s.amountState === 'held' ? s : undefined;
      } catch {
        return undefined;
      }
      // The relay reaches Temporal after the fact; on a loaded 2-core machine that can take a while.
    }, 45_000);
    expect(reserved).toMatchObject({ snapshot: { intentId: id, tenantId: t.id, status: 'open' } });
    await svc.api(t.key, 'POST', `/v1/intents/${id}/cancel`);
    const cancelled = await eventually(async () => {
      const s = await handle.query(intentState);
      return s.snapshot.status === 'cancelled' ? s : undefined;
    });
    expect(cancelled).toMatchObject({ amountState: 'resting' });
    const found = await eventually(async () => {
      const list = [];
      for await (const w of temporal.workflow.list({ query: `TenantId = "${t.id}" AND IntentId = "${id}"` }))
        list.push(w);
      return list.length === 1 ? list : undefined;
    });
    expect(found?.[0]?.workflowId).toBe(`intent-${id}`);
  });

  test('a settled order starts its workflow delayed to its next deadline: one task then, none now', async () => {
    const t = await svc.tenant();
    const nowS = Math.floor(Date.now() / 1000);
    // As the relay pushes an order confirmed before its first push: resting for 4 s more.
    const intentId = `int_delayed${Date.now()}`;
    await svc.runtime.services.workflows.syncIntent(
      {
        version: 4,
        intentId,
        tenantId: t.id,
        status: 'confirmed',
        expiresAt: nowS + 600,
        amount: { amountPaise: 12_345, heldUntil: nowS - 1, restUntil: nowS + 4 },
      },
      false,
    );
    const handle = temporal.workflow.getHandle(`intent-${intentId}`);
    const waiting = await handle.fetchHistory();
    expect(waiting.events?.map((e) => e.eventType)).toEqual([1]); // WorkflowExecutionStarted alone
    const backoff = waiting.events?.[0]?.workflowExecutionStartedEventAttributes?.firstWorkflowTaskBackoff;
    expect(Number(backoff?.seconds ?? 0)).toBeGreaterThanOrEqual(2);
    expect((await handle.describe()).status.name).toBe('RUNNING');
    // Findable meanwhile, as it stands.
    const found = await eventually(async () => {
      const list = [];
      for await (const w of temporal.workflow.list({
        query: `TenantId = "${t.id}" AND IntentId = "${intentId}" AND IntentStatus = "confirmed" AND AmountState = "resting"`,
      }))
        list.push(w.workflowId);
      return list.length === 1 ? list : undefined;
    });
    expect(found).toEqual([`intent-${intentId}`]);
    // At the deadline its one task publishes the free amount and ends it.
    const done = await eventually(async () => {
      const d = await handle.describe();
      return d.status.name === 'COMPLETED' ? d : undefined;
    }, 45_000);
    expect(done?.status.name).toBe('COMPLETED');
    const history = await handle.fetchHistory();
    const completedTasks = history.events?.filter((e) => e.workflowTaskCompletedEventAttributes) ?? [];
    expect(completedTasks).toHaveLength(1);
  }, 60_000);

  test('a change to an order whose workflow is gone is settled, not retried forever (signal, then start, both refused)', async () => {
    const t = await svc.tenant();
    const created = await svc.api<Order>(t.key, 'POST', '/v1/intents', { list_paise: 2345 });
    const id = created.body.intent_id;
    const synced = async (): Promise<boolean> =>
      (await svc.sql(`select id from intents where id = ? and synced_version = sync_version`, [id]))
        .length === 1;
    // Started by its first push; then ended behind the relay's back (an operator, a lost server).
    expect(await eventually(synced, 45_000)).toBe(true);
    const handle = temporal.workflow.getHandle(`intent-${id}`);
    await handle.terminate('test: the workflow is gone');
    await svc.api(t.key, 'POST', `/v1/intents/${id}/cancel`);
    // The relay signals (not found), starts (refused: a finished workflow stays finished) and
    // records the change as told; the sweep does not push it again and again.
    expect(await eventually(synced, 45_000)).toBe(true);
    expect((await handle.describe()).status.name).toBe('TERMINATED');
  });

  test('Temporal down: the order is still created and answered, and its workflow follows once Temporal is back', async () => {
    const down = await startTestService({ env: { TEMPORAL_ADDRESS: '127.0.0.1:1' }, roles: 'api' });
    try {
      const t = await down.tenant();
      const r = await down.api<Order>(t.key, 'POST', '/v1/intents', { list_paise: 4321 });
      expect(r.status).toBe(201);
      const unsynced = await svc.sql(
        `select id from intents where id = ? and synced_version < sync_version`,
        [r.body.intent_id],
      );
      expect(unsynced).toHaveLength(1);
      expect((await down.api(undefined, 'GET', '/readyz')).status).toBe(503);
      // The running service's relay sweeps the database and starts the missing workflow.
      const described = await eventually(async () => {
        try {
          return await temporal.workflow.getHandle(`intent-${r.body.intent_id}`).describe();
        } catch {
          return undefined;
        }
      });
      expect(described?.status.name).toBe('RUNNING');
    } finally {
      await down.stop();
    }
  });
});

describe('the amount pool under concurrency (real PostgreSQL)', () => {
  const L = 77_700;

  async function reserveAll(key: string, ids: string[]) {
    return Promise.all(ids.map((id) => svc.api<Order>(key, 'POST', `/v1/intents/${id}/reserve`)));
  }

  function expectDistinctBand(results: { status: number; body: Order }[]) {
    expect(results.map((r) => r.status)).toEqual(results.map(() => 200));
    const amounts = results.map((r) => r.body.amount_paise as number);
    expect(new Set(amounts).size).toBe(amounts.length);
    for (const a of amounts) {
      expect(a).toBeGreaterThanOrEqual(L - 99);
      expect(a).toBeLessThanOrEqual(L);
    }
  }

  test('100 concurrent reserves at one list price give 100 distinct amounts in [L-99, L]; the 101st gets 503 pool_exhausted with retry-after', async () => {
    const t = await svc.tenant();
    const ids = await ordersFor(t, 101, L);
    const results = await reserveAll(t.key, ids.slice(0, 100));
    expectDistinctBand(results);
    const last = await svc.api(t.key, 'POST', `/v1/intents/${ids[100]}/reserve`);
    expect(last.status).toBe(503);
    expect(last.body).toMatchObject({ error: 'pool_exhausted' });
    const retryAfter = Number(last.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(900);
  });

  test('the same with two API processes on one database', async () => {
    // A second OS process running `npm start`'s entry point with ROLES=api on the same database.
    const second = await spawnService({
      ROLES: 'api',
      DATABASE_URL: testDatabaseUrl(),
      TEMPORAL_ADDRESS: process.env.MATCHLEDGER_TEST_TEMPORAL_ADDRESS as string,
      TEMPORAL_TASK_QUEUE: svc.config.temporal.taskQueue,
    });
    try {
      const t = await svc.tenant();
      const ids = await ordersFor(t, 101, L);
      const viaSecond = (key: string, id: string) =>
        fetch(`${second.baseUrl}/v1/intents/${id}/reserve`, {
          method: 'POST',
          headers: { authorization: `Bearer ${key}` },
        }).then(async (r) => ({ status: r.status, body: (await r.json()) as Order, headers: r.headers }));
      const results = await Promise.all(
        ids
          .slice(0, 100)
          .map((id, i) =>
            i % 2 === 0 ? svc.api<Order>(t.key, 'POST', `/v1/intents/${id}/reserve`) : viaSecond(t.key, id),
          ),
      );
      expectDistinctBand(results);
      const last = await viaSecond(t.key, ids[100] as string);
      expect(last.status).toBe(503);
      expect(last.body).toMatchObject({ error: 'pool_exhausted' });
      expect(last.headers.get('retry-after')).toMatch(/^\d+$/);
    } finally {
      await second.stop();
    }
  });

  test('orders at L and L-20 never share a live amount, even when reserved at once', async () => {
    const t = await svc.tenant();
    const high = await ordersFor(t, 50, L);
    const low = await ordersFor(t, 50, L - 20);
    const results = await reserveAll(
      t.key,
      [...high, ...low].sort(() => Math.random() - 0.5),
    );
    const ok = results.filter((r) => r.status === 200);
    const amounts = ok.map((r) => r.body.amount_paise as number);
    expect(new Set(amounts).size).toBe(amounts.length);
    // The bands overlap on L-99..L-20, yet 100 orders fit in their union of 120 amounts.
    expect(ok).toHaveLength(100);
    for (const r of ok) {
      const list = r.body.list_paise as number;
      expect(r.body.amount_paise as number).toBeGreaterThanOrEqual(list - 99);
      expect(r.body.amount_paise as number).toBeLessThanOrEqual(list);
    }
  });

  test('the database itself refuses a second live holder of one amount', async () => {
    const t = await svc.tenant();
    const [a, b] = await ordersFor(t, 2, 9_000);
    const now = Math.floor(Date.now() / 1000);
    const insert = (id: string) =>
      svc.sql(
        `insert into reservations (tenant_id, intent_id, amount_paise, reserved_at, lapses_at, held_until, rest_until)
         values (?, ?, 9000, ?, ?, ?, ?)`,
        [t.id, id, now, now + 900, now + 900, now + 4500],
      );
    await insert(a as string);
    await expect(insert(b as string)).rejects.toThrow(/reservations_one_live_holder/);
  });
});

describe('list order', () => {
  test('orders made in one second list newest first in creation order, across pages', async () => {
    const t = await svc.tenant();
    const made: string[] = [];
    for (let i = 0; i < 12; i++) {
      const r = await svc.api<Order>(t.key, 'POST', '/v1/intents', { list_paise: 1_000 + i });
      made.push(r.body.intent_id);
    }
    // Put every one of them in the same second, whatever the clock did during the loop.
    await svc.sql(`update intents set created_at = 1800000000 where tenant_id = ?`, [t.id]);
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await svc.api<{ data: Order[]; next_cursor?: string }>(
        t.key,
        'GET',
        `/v1/intents?limit=5${cursor ? `&cursor=${cursor}` : ''}`,
      );
      seen.push(...page.body.data.map((o) => o.intent_id));
      cursor = page.body.next_cursor;
    } while (cursor);
    expect(seen).toEqual([...made].reverse());
  });
});

describe('metadata', () => {
  test('comes back exactly as sent, keys in the tenant\u2019s order', async () => {
    const t = await svc.tenant();
    const metadata = { zeta: '1', alpha: '2', mid: '3', b: '4' };
    const created = await svc.api<Order>(t.key, 'POST', '/v1/intents', { list_paise: 1_000, metadata });
    expect(Object.keys(created.body.metadata as object)).toEqual(['zeta', 'alpha', 'mid', 'b']);
    const read = await svc.api<Order>(t.key, 'GET', `/v1/intents/${created.body.intent_id}`);
    expect(Object.keys(read.body.metadata as object)).toEqual(['zeta', 'alpha', 'mid', 'b']);
  });
});
