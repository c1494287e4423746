// The OpenAPI document (issue 13) against the live service: it is valid OpenAPI 3.1, it names every route
// in its scope and no route that does not exist, real answers match it, and Schemathesis finds no server
// error, no answer the document does not describe, and nothing created by a request answered 4xx.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { createApp } from '../../src/api/app.js';
import type { RateLimitTable } from '../../src/db/rate-limits.js';
import { RATE_LIMITS } from '../../src/domain/rules.js';
import {
  pairDevice,
  startTestService,
  type ApiResponse,
  type TestService,
  type TestTenant,
} from '../support/service.js';

type Doc = {
  openapi: string;
  paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, unknown> }> }>>;
};

const ROOT = path.resolve(import.meta.dirname, '../..');
const SCHEMATHESIS = path.join(ROOT, '.tools/schemathesis-venv/bin/schemathesis');

let svc: TestService;
let tenant: TestTenant;
let doc: Doc;

beforeAll(async () => {
  // The limits themselves are tested in rate-limits.test.ts; here every request must reach the logic
  // behind them, so this service's counters allow far more than the few hundred requests of the run.
  const roomy = Object.fromEntries(
    Object.entries(RATE_LIMITS).map(([name, limit]) => [name, { ...limit, points: 1_000_000 }]),
  ) as RateLimitTable;
  svc = await startTestService({ rateLimits: roomy });
  tenant = await svc.tenant();
  doc = (await svc.api<Doc>(undefined, 'GET', '/openapi.json')).body;
});
afterAll(async () => {
  await svc?.stop();
});

/** The routes the document covers: /v1, the pay page's JSON answers, raw e-mail, sign-in, itself. */
const inScope = (p: string): boolean =>
  p.startsWith('/v1/') ||
  p.startsWith('/inbound/') ||
  /^\/p\/\{\w*\}\/.+/.test(p) ||
  ['/app/login', '/openapi.json', '/docs'].includes(p);

describe('the document', () => {
  test('validates as OpenAPI 3.1', async () => {
    const validator = new Validator();
    const result = await validator.validate(doc as never);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  test('every route in scope is documented, and every documented operation is a route', () => {
    const app = createApp(svc.runtime.services);
    const routes = new Set<string>();
    for (const mw of app.middleware as unknown as {
      router?: { stack: { path: unknown; methods: string[] }[] };
    }[]) {
      for (const layer of mw.router?.stack ?? []) {
        if (typeof layer.path !== 'string') continue;
        // Parameter names differ in spelling only (:deviceId, {device_id}); the shape is what must match.
        const p = layer.path.replace(/:(\w+)/g, '{}');
        for (const m of layer.methods) if (m !== 'HEAD') routes.add(`${m.toLowerCase()} ${p}`);
      }
    }
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([p, item]) =>
        Object.keys(item).map((m) => `${m} ${p.replace(/\{\w+\}/g, '{}')}`),
      ),
    );
    // Dashboard pages, the pay page's HTML, product link visits and /healthz, /readyz, /metrics are
    // pages or operations endpoints, not the integrator's API: out of the document's scope.
    const scoped = [...routes].filter((r) => inScope(r.split(' ')[1] as string));
    expect(scoped.filter((r) => !documented.has(r))).toEqual([]);
    expect([...documented].filter((r) => !routes.has(r))).toEqual([]);
    expect(scoped.length).toBeGreaterThan(30);
  });

  test('/docs renders it, self-contained', async () => {
    const res = await svc.api(undefined, 'GET', '/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toMatch(/https?:/);
    // Nothing loaded from anywhere: no script, no stylesheet link, no image.
    expect(res.text).not.toMatch(/<script|<link |<img |src=/i);
    for (const [p, item] of Object.entries(doc.paths)) {
      for (const m of Object.keys(item)) expect(res.text).toContain(`${m.toUpperCase()} ${p}`);
    }
  });
});

/** Validates real answers against the document's schema for their path, method, status and type. */
function conformance() {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  ajv.addSchema(doc as object, 'doc');
  const pointer = (...parts: string[]): string =>
    parts.map((x) => x.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');
  return (method: string, template: string, res: ApiResponse<unknown>): void => {
    const status = String(res.status);
    const op = doc.paths[template]?.[method];
    const response = op?.responses[status];
    if (!response)
      throw new Error(`${method} ${template} answered ${status}, which the document does not list`);
    const type = (res.headers.get('content-type') ?? '').split(';')[0] as string;
    if (!response.content) {
      expect(res.text).toBe('');
      return;
    }
    if (!(type in response.content)) {
      throw new Error(
        `${method} ${template} ${status} answered ${type}, not ${Object.keys(response.content).join(', ')}`,
      );
    }
    if (type !== 'application/json') return;
    const validate = ajv.compile({
      $ref: `doc#/${pointer('paths', template, method, 'responses', status, 'content', type, 'schema')}`,
    });
    if (!validate(res.body)) {
      throw new Error(`${method} ${template} ${status}: ${JSON.stringify(validate.errors)} in ${res.text}`);
    }
  };
}

describe('real answers match the document', () => {
  test('orders, credits, devices, reports, settings, webhooks, links, pay page, sign-in, e-mail', async () => {
    const check = conformance();
    const key = tenant.key;
    const call = async (
      method: string,
      template: string,
      p: string,
      body?: unknown,
      opts: { key?: string | undefined; headers?: Record<string, string> } = { key },
    ) => {
      const res = await svc.api<unknown>(opts.key, method.toUpperCase(), p, body, opts.headers);
      check(method, template, res);
      return res as ApiResponse<Record<string, unknown>>;
    };

    const created = await call(
      'post',
      '/v1/intents',
      '/v1/intents',
      {
        list_paise: 49900,
        description: 'Kurta',
        reference: 'R-1',
        metadata: { a: 'b' },
      },
      { key, headers: { 'idempotency-key': 'k-1' } },
    );
    expect(created.status).toBe(201);
    const id = created.body.intent_id as string;
    await call(
      'post',
      '/v1/intents',
      '/v1/intents',
      { list_paise: 49901 },
      { key, headers: { 'idempotency-key': 'k-1' } },
    );
    await call('post', '/v1/intents', '/v1/intents', { list_paise: 1 });
    await call('post', '/v1/intents', '/v1/intents', 'not json');
    await call('post', '/v1/intents', '/v1/intents', { list_paise: 500 }, { key: undefined });
    await call('get', '/v1/intents', '/v1/intents?limit=1');
    await call('get', '/v1/intents/{id}', `/v1/intents/${id}`);
    await call('get', '/v1/intents/{id}', '/v1/intents/int_00000000000000000000');
    const reserved = await call('post', '/v1/intents/{id}/reserve', `/v1/intents/${id}/reserve`);
    expect(reserved.body.amount_paise).toBeDefined();
    const token = String(reserved.body.page_url).split('/p/')[1] as string;
    await call('get', '/p/{token}/status', `/p/${token}/status`);
    await call('post', '/p/{token}/reserve', `/p/${token}/reserve`);
    await call('post', '/p/{token}/utr', `/p/${token}/utr`, { utr: '512345678901' });
    await call('post', '/p/{token}/utr', `/p/${token}/utr`, { utr: '12' });
    await call('get', '/p/{token}/status', '/p/AAAAAAAAAAAAAAAAAAAAAAAA/status');
    await call('post', '/v1/intents/{id}/cancel', `/v1/intents/${id}/cancel`);
    await call('post', '/v1/intents/{id}/cancel', `/v1/intents/${id}/cancel`);

    // A credit from a paired device, parked (nothing is reserved at this amount), then resolved.
    const deviceToken = await pairDevice(svc, tenant);
    const dev = { key: deviceToken };
    const reported = await call(
      'post',
      '/v1/reports',
      '/v1/reports',
      {
        amount_paise: 12345,
        rrn: '612345678901',
        payer_vpa: 'ab@okaxis',
        credited_at: Math.floor(Date.now() / 1000),
      },
      dev,
    );
    expect(reported.status).toBe(202);
    await call(
      'post',
      '/v1/reports',
      '/v1/reports',
      { sms: { sender: 'AX-HDFCBK', body: 'Your OTP is 123456' } },
      dev,
    );
    await call('post', '/v1/reports', '/v1/reports', { amount_paise: 0 }, dev);
    const creditId = reported.body.credit_id as string;
    await call('get', '/v1/credits', '/v1/credits?status=unplaced,matched');
    await call('get', '/v1/credits/{id}', `/v1/credits/${creditId}`);
    const other = await call('post', '/v1/intents', '/v1/intents', { list_paise: 12400 });
    await call('post', '/v1/credits/{id}/place', `/v1/credits/${creditId}/place`, {
      intent_id: other.body.intent_id,
    });
    await call('post', '/v1/credits/{id}/dismiss', `/v1/credits/${creditId}/dismiss`, {});

    await call('post', '/v1/devices/pairing-codes', '/v1/devices/pairing-codes', { name: 'Till' });
    await call(
      'post',
      '/v1/devices/pair',
      '/v1/devices/pair',
      { code: 'AAAAAAAA', platform: 'ios' },
      { key: undefined },
    );
    const forwarder = await call('post', '/v1/devices', '/v1/devices', { kind: 'forwarder', name: 'F' });
    await call('post', '/v1/devices', '/v1/devices', { kind: 'smsgate' });
    await call('get', '/v1/devices', '/v1/devices');
    await call('post', '/v1/devices/{id}/revoke', `/v1/devices/${String(forwarder.body.device_id)}/revoke`);
    await call(
      'post',
      '/v1/reports/smsgate/{device_id}',
      '/v1/reports/smsgate/dev_00000000000000000000',
      { id: 'x', event: 'system:ping', payload: {} },
      { key: undefined },
    );

    await call('get', '/v1/settings', '/v1/settings');
    await call('patch', '/v1/settings', '/v1/settings', {
      late_policy: 'park',
      webhook_url: 'http://127.0.0.1:9/hook',
    });
    await call('patch', '/v1/settings', '/v1/settings', { rest_seconds: 5 });
    await call('post', '/v1/webhook-secret', '/v1/webhook-secret');
    await call('get', '/v1/settings', '/v1/settings');
    await call('get', '/v1/webhook-deliveries', '/v1/webhook-deliveries?state=pending');
    await call(
      'post',
      '/v1/webhook-deliveries/{id}/replay',
      '/v1/webhook-deliveries/dlv_000000000000000000000000/replay',
    );
    await call('get', '/v1/events/{id}', '/v1/events/evt_000000000000000000000000');
    await call('post', '/v1/links', '/v1/links', {
      slug: `kurta-${Date.now()}`,
      list_paise: 49900,
      description: 'K',
    });

    await call('post', '/app/login', '/app/login', { email: 'nobody@example.com' }, { key: undefined });
    await call('post', '/app/login', '/app/login', { email: 'not an address' }, { key: undefined });
    await call('get', '/app/login', '/app/login', undefined, { key: undefined });
    // Found by Schemathesis: an address this long once overflowed the rate-limit key column (a 503).
    const long = await call(
      'post',
      '/app/login',
      '/app/login',
      { email: '0'.repeat(300) },
      { key: undefined },
    );
    expect(long.status).toBe(400);
    await call('post', '/inbound/email/{ingest_id}', '/inbound/email/inunknown', 'From: a@b\r\n\r\nhi', {
      key: undefined,
      headers: { 'content-type': 'message/rfc822' },
    });
    await call('get', '/openapi.json', '/openapi.json', undefined, { key: undefined });

    // Statements (CONTRACT §14): an upload, its reads, the same file again, a refused file.
    const statementFile = readFileSync(
      path.join(ROOT, 'test/fixtures/statements/generic-debit-credit.csv'),
      'utf8',
    );
    const asCsv = { key, headers: { 'content-type': 'text/csv' } };
    const uploaded = await call('post', '/v1/statements', '/v1/statements', statementFile, asCsv);
    expect(uploaded.status).toBe(201);
    const statementId = uploaded.body.statement_id as string;
    expect((await call('post', '/v1/statements', '/v1/statements', statementFile, asCsv)).status).toBe(200);
    expect((await call('post', '/v1/statements', '/v1/statements', 'no,header\n', asCsv)).status).toBe(400);
    await call('get', '/v1/statements', '/v1/statements');
    await call('get', '/v1/statements/{id}', `/v1/statements/${statementId}`);
    await call(
      'get',
      '/v1/statements/{id}/lines',
      `/v1/statements/${statementId}/lines?outcome=found,proved`,
    );
    await call('get', '/v1/statements/{id}/lines.csv', `/v1/statements/${statementId}/lines.csv`);
    const reconciled = await svc.sql<{ id: string }>(
      `select id from events where tenant_id = ? and kind = 'statement.reconciled'`,
      [tenant.id],
    );
    await call('get', '/v1/events/{id}', `/v1/events/${(reconciled[0] as { id: string }).id}`);

    // A stored event, once the cancellation's has been recorded.
    const events = await svc.sql<{ id: string }>(`select id from events where tenant_id = ? limit 1`, [
      tenant.id,
    ]);
    if (events[0]) await call('get', '/v1/events/{id}', `/v1/events/${events[0].id}`);
  });
});

interface HarEntry {
  request: { method: string; url: string };
  response: { status: number; content?: { text?: string } };
}

describe('Schemathesis against the live service', () => {
  test('no server error, no answer outside the document, nothing created by a 4xx', async () => {
    const fuzzed = await svc.tenant();
    const deviceToken = await pairDevice(svc, fuzzed, '198.51.100.78');
    const dir = mkdtempSync(path.join(tmpdir(), 'schemathesis-'));
    try {
      const config = path.join(dir, 'schemathesis.toml');
      // Each operation gets the credential its security scheme names (ApiKey or DeviceToken).
      writeFileSync(
        config,
        [
          '[auth.openapi.ApiKey]',
          'bearer = "${ML_API_KEY}"',
          '[auth.openapi.DeviceToken]',
          'bearer = "${ML_DEVICE_TOKEN}"',
          '',
        ].join('\n'),
      );
      const args = [
        '--config-file',
        config,
        'run',
        `${svc.baseUrl}/openapi.json`,
        '--checks',
        'not_a_server_error,status_code_conformance,content_type_conformance,response_schema_conformance',
        '--seed',
        '20261123',
        '--max-examples',
        '12',
        '--workers',
        '1',
        '--phases',
        'examples,coverage,fuzzing',
        // Schemathesis cannot write message/rfc822 bodies; the e-mail route is checked above and in email.test.ts.
        '--exclude-path',
        '/inbound/email/{ingest_id}',
        '--report',
        'har',
        '--report-har-path',
        path.join(dir, 'har.json'),
        '--no-color',
      ];
      const { code, output } = await new Promise<{ code: number | null; output: string }>(
        (resolve, reject) => {
          // Its cache (.schemathesis/) goes to the run's own directory, not the checkout.
          const child = spawn(SCHEMATHESIS, args, {
            cwd: dir,
            env: { ...process.env, ML_API_KEY: fuzzed.key, ML_DEVICE_TOKEN: deviceToken },
          });
          let out = '';
          child.stdout.on('data', (d) => (out += String(d)));
          child.stderr.on('data', (d) => (out += String(d)));
          child.on('error', reject);
          child.on('close', (c) => resolve({ code: c, output: out }));
        },
      );
      if (code !== 0) process.stderr.write(output);
      expect(code).toBe(0);

      const har = JSON.parse(readFileSync(path.join(dir, 'har.json'), 'utf8')) as {
        log: { entries: HarEntry[] };
      };
      const entries = har.log.entries;
      expect(entries.length).toBeGreaterThan(100);
      expect(entries.filter((e) => e.response.status >= 500)).toEqual([]);

      // What the 2xx answers created, by id; the database must hold exactly that for the fuzzed tenant.
      const createdIds = (route: RegExp, field: string): Set<string> =>
        new Set(
          entries
            .filter((e) => e.request.method === 'POST' && route.test(new URL(e.request.url).pathname))
            .filter((e) => e.response.status >= 200 && e.response.status < 300)
            .map(
              (e) =>
                (JSON.parse(e.response.content?.text ?? '{}') as Record<string, string>)[field] as string,
            )
            // A 202 for an SMS that is not a credit (ignored, unparseable) names none: nothing was created.
            .filter((id) => id !== undefined),
        );
      const rows = async (sql: string): Promise<Set<string>> =>
        new Set((await svc.sql<{ id: string }>(sql, [fuzzed.id])).map((r) => r.id));
      expect(await rows(`select id from intents where tenant_id = ?`)).toEqual(
        createdIds(/^\/v1\/intents$/, 'intent_id'),
      );
      expect(await rows(`select slug as id from product_links where tenant_id = ?`)).toEqual(
        createdIds(/^\/v1\/links$/, 'slug'),
      );
      expect(await rows(`select id from credits where tenant_id = ?`)).toEqual(
        createdIds(/^\/v1\/reports$/, 'credit_id'),
      );
      // The device the test paired itself, and those the fuzzer created.
      const devices = await rows(`select id from devices where tenant_id = ?`);
      const fuzzedDevices = new Set([
        ...createdIds(/^\/v1\/devices$/, 'device_id'),
        ...createdIds(/^\/v1\/devices\/pair$/, 'device_id'),
      ]);
      expect(devices.size).toBe(fuzzedDevices.size + 1);
      for (const d of fuzzedDevices) expect(devices.has(d)).toBe(true);
      const codes = await svc.sql<{ n: string }>(
        `select count(*) as n from pairing_codes where tenant_id = ?`,
        [fuzzed.id],
      );
      expect(Number(codes[0]?.n)).toBe(createdIds(/^\/v1\/devices\/pairing-codes$/, 'code').size + 1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 420_000);
});
