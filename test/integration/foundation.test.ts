// The foundation (issue: a fresh clone runs the service): health, readiness, tenant auth, settings
// validation, the CONTRACT §1 error bodies, request ids, metrics.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { eventually, startTestService, type TestService, type TestTenant } from '../support/service.js';
import { revokeApiKey, createApiKey } from '../../src/ledger/tenants.js';
import { apiKeyPrefix } from '../../src/domain/ids.js';

let svc: TestService;
let t: TestTenant;
beforeAll(async () => {
  svc = await startTestService();
  t = await svc.tenant();
});
afterAll(async () => {
  await svc?.stop();
});

describe('operations endpoints', () => {
  test('GET /healthz answers 200', async () => {
    expect((await svc.api(undefined, 'GET', '/healthz')).status).toBe(200);
  });

  test('GET /readyz runs a real query and reaches Temporal', async () => {
    const r = await svc.api(undefined, 'GET', '/readyz');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ status: 'ready', database: 'ok', temporal: 'ok' });
  });

  test('GET /metrics is Prometheus text with request counts', async () => {
    await svc.api(undefined, 'GET', '/healthz');
    const r = await svc.api(undefined, 'GET', '/metrics');
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(r.text).toMatch(
      /matchledger_http_requests_total\{method="GET",route="\/healthz",status="200"\} \d+/,
    );
    // A request the auth guard refused is counted under its route template too.
    expect((await svc.api(undefined, 'GET', '/v1/settings')).status).toBe(401);
    const after = await svc.api(undefined, 'GET', '/metrics');
    expect(after.text).toMatch(
      /matchledger_http_requests_total\{method="GET",route="\/v1\/settings",status="401"\} \d+/,
    );
    // How far Temporal lags behind the database, for operators to alert on.
    expect(r.text).toMatch(/matchledger_outbox_backlog\{kind="intent"\} \d+/);
    expect(r.text).toMatch(/matchledger_outbox_backlog\{kind="delivery"\} \d+/);
  });

  test('every response carries x-request-id, echoed when the caller sent one', async () => {
    const minted = await svc.api(undefined, 'GET', '/healthz');
    expect(minted.headers.get('x-request-id')).toMatch(/^req_[0-9a-f]{16}$/);
    const echoed = await svc.api(undefined, 'GET', '/healthz', undefined, { 'x-request-id': 'trace-42' });
    expect(echoed.headers.get('x-request-id')).toBe('trace-42');
  });
});

describe('tenant authentication (CONTRACT §3)', () => {
  test('GET /v1/settings with the key answers 200 and the tenant settings', async () => {
    const r = await svc.api(t.key, 'GET', '/v1/settings');
    expect(r.status).toBe(200);
    expect(Object.keys(r.body)).toEqual([
      'tenant_id',
      'name',
      'payee_vpa',
      'payee_name',
      'late_policy',
      'rest_seconds',
      'reservation_ttl_seconds',
      'late_horizon_seconds',
      'accounts',
      'ingest_address',
    ]);
    expect(r.body).toMatchObject({
      tenant_id: t.id,
      late_policy: 'confirm',
      rest_seconds: 3600,
      late_horizon_seconds: 86_400,
      accounts: [],
    });
  });

  test.each([
    ['no Authorization header', undefined],
    ['a malformed key', 'sk_nothex'],
    ['an unknown key', `sk_${'0'.repeat(48)}`],
  ])('%s answers 401 {"error":"unauthorized"}', async (_name, key) => {
    const r = await svc.api(key, 'GET', '/v1/settings');
    expect(r.status).toBe(401);
    expect(r.body).toMatchObject({ error: 'unauthorized', message: expect.any(String) });
  });

  test('a revoked key answers 401; the tenant\u2019s other keys keep working', async () => {
    const { api_key: second } = await createApiKey(svc.runtime.services.db, t.id);
    expect((await svc.api(second, 'GET', '/v1/settings')).status).toBe(200);
    await revokeApiKey(svc.runtime.services.db, apiKeyPrefix(second));
    // The API process caches keys and drops one when the revocation's NOTIFY reaches it, a few
    // milliseconds after the commit (src/ledger/api-key-cache.ts); a busy machine may answer one request first.
    const refused = await eventually(
      async () => (await svc.api(second, 'GET', '/v1/settings')).status === 401,
      2000,
      20,
    );
    expect(refused).toBe(true);
    expect((await svc.api(t.key, 'GET', '/v1/settings')).status).toBe(200);
  });

  test('API keys are stored only as a hash', async () => {
    const rows = await svc.sql<{ key_hash: string }>(`select key_hash from api_keys where tenant_id = ?`, [
      t.id,
    ]);
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.key_hash).not.toContain(t.key.slice(3));
    const dump = JSON.stringify(await svc.sql(`select * from api_keys where tenant_id = ?`, [t.id]));
    expect(dump).not.toContain(t.key);
  });
});

describe('PATCH /v1/settings validation', () => {
  test('rest_seconds 3599 answers 400 invalid_request with details, and changes nothing', async () => {
    const before = await svc.api(t.key, 'GET', '/v1/settings');
    const r = await svc.api(t.key, 'PATCH', '/v1/settings', { rest_seconds: 3599, late_policy: 'park' });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({
      error: 'invalid_request',
      message: expect.any(String),
      details: [{ path: 'rest_seconds', issue: expect.any(String) }],
    });
    expect((await svc.api(t.key, 'GET', '/v1/settings')).body).toEqual(before.body);
  });

  test.each([
    [{ rest_seconds: 7201 }, 'rest_seconds'],
    [{ reservation_ttl_seconds: 119 }, 'reservation_ttl_seconds'],
    [{ reservation_ttl_seconds: 3601 }, 'reservation_ttl_seconds'],
    [{ late_policy: 'later' }, 'late_policy'],
    [{ late_horizon_seconds: 3599 }, 'late_horizon_seconds'],
    [{ late_horizon_seconds: 604_801 }, 'late_horizon_seconds'],
    [{ late_horizon_seconds: 7200.5 }, 'late_horizon_seconds'],
    [{ accounts: ['482'] }, 'accounts.0'],
    [{ accounts: ['4821', 'XX12'] }, 'accounts.1'],
    [{ accounts: [4821] }, 'accounts.0'],
    [{ accounts: Array.from({ length: 11 }, (_, i) => String(1000 + i)) }, 'accounts'],
    [{ accounts: '4821' }, 'accounts'],
    [{ payee_vpa: 'not a handle' }, 'payee_vpa'],
    [{ rest_secs: 3600 }, 'rest_secs'],
  ])('%j is refused at %s', async (body, path) => {
    const r = await svc.api(t.key, 'PATCH', '/v1/settings', body);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ error: 'invalid_request', details: [{ path }] });
  });

  test('valid changes are applied and shown', async () => {
    const r = await svc.api(t.key, 'PATCH', '/v1/settings', {
      rest_seconds: 7200,
      reservation_ttl_seconds: 120,
      late_policy: 'park',
      payee_vpa: 'new.handle@okicici',
      late_horizon_seconds: 3600,
      accounts: ['4821', '0042', '4821'],
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      rest_seconds: 7200,
      reservation_ttl_seconds: 120,
      late_policy: 'park',
      payee_vpa: 'new.handle@okicici',
      late_horizon_seconds: 3600,
      accounts: ['4821', '0042'],
    });
    const cleared = await svc.api(t.key, 'PATCH', '/v1/settings', { accounts: [] });
    expect(cleared.body).toMatchObject({ accounts: [], late_horizon_seconds: 3600 });
  });

  test('a body that is not JSON answers 415; invalid JSON 400; over 64 KiB 413', async () => {
    const notJson = await svc.api(t.key, 'PATCH', '/v1/settings', 'rest_seconds=3600', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(notJson.status).toBe(415);
    expect(notJson.body).toMatchObject({ error: 'unsupported_media_type' });
    const broken = await svc.api(t.key, 'PATCH', '/v1/settings', '{"rest_seconds":', {});
    expect(broken.status).toBe(400);
    expect(broken.body).toMatchObject({ error: 'invalid_request' });
    const huge = await svc.api(t.key, 'PATCH', '/v1/settings', { payee_name: 'x'.repeat(70 * 1024) });
    expect(huge.status).toBe(413);
    expect(huge.body).toMatchObject({ error: 'payload_too_large' });
  });

  test('an unknown path answers 404 in the CONTRACT §1 shape', async () => {
    const r = await svc.api(t.key, 'GET', '/v1/nothing-here');
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ error: 'not_found', message: expect.any(String) });
  });
});
