// Hostile input through real HTTP (CONTRACT §1: no input of any shape is answered 500): every JSON body
// field and query parameter of the API, the pay page and product links, each given hostile strings
// (NUL, surrogates, RTL marks, 10,000 characters, SQL and HTML metacharacters), out-of-range numbers
// and values of the wrong type. Every answer must be below 500 (503 only as the pool's own answer).
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { startTestService, type TestService, type TestTenant } from '../support/service.js';

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService({ env: { TRUSTED_PROXY_HOPS: '1' } });
});
afterAll(async () => {
  await svc?.stop();
});

type Body = Record<string, unknown>;

const HOSTILE_STRINGS = [
  '',
  ' ',
  'a\u0000b',
  '\ud800',
  '\udfff',
  'x\udc00\ud800y',
  '\u202eevil\u202c',
  '\u200f\u200e',
  'x'.repeat(10_000),
  "' OR 1=1 --",
  "'; drop table intents; --",
  '"\\\\',
  '<script>alert(1)</script>',
  '&lt;&#0;',
  '%00%ff',
  '../../etc/passwd',
  '\ud83c\udf75',
  '{}',
  '${jndi:ldap://x}',
  '\r\nSet-Cookie: a=b',
];
const HOSTILE_NUMBERS = [-1, 0, 0.5, 1e12, 2 ** 31, 2 ** 53 + 2, -(2 ** 63), 1e308, -1e308];
const WRONG_TYPES = [null, true, [], {}, [1, 2], { a: { b: { c: 'd' } } }];
const HOSTILE_VALUES: unknown[] = [...HOSTILE_STRINGS, ...HOSTILE_NUMBERS, ...WRONG_TYPES];

/** Each operation with a valid body (or query) whose fields are replaced one at a time. */
interface Operation {
  name: string;
  method: 'GET' | 'POST' | 'PATCH';
  path: (ctx: FuzzContext) => string;
  auth: 'tenant' | 'device' | 'none';
  body?: Body;
  query?: Record<string, string>;
}

interface FuzzContext {
  orderId: string;
  pageToken: string;
  creditId: string;
}

const OPERATIONS: Operation[] = [
  {
    name: 'POST /v1/intents',
    method: 'POST',
    path: () => '/v1/intents',
    auth: 'tenant',
    body: {
      list_paise: 1_000,
      expires_in_seconds: 3_600,
      description: 'Chai',
      reference: 'ref-1',
      metadata: { table: '4' },
    },
  },
  {
    name: 'GET /v1/intents',
    method: 'GET',
    path: () => '/v1/intents',
    auth: 'tenant',
    query: {
      status: 'open',
      reference: 'ref-1',
      limit: '10',
      cursor: 'MTgwMDAwMDAwMDppbnRfMDAwMDAwMDAwMDAwMDAwMDAwMDA',
    },
  },
  {
    name: 'GET /v1/credits',
    method: 'GET',
    path: () => '/v1/credits',
    auth: 'tenant',
    query: { status: 'unplaced', since: '1800000000', limit: '10' },
  },
  {
    name: 'POST /v1/credits/{id}/place',
    method: 'POST',
    path: (c) => `/v1/credits/${c.creditId}/place`,
    auth: 'tenant',
    body: { intent_id: 'int_00000000000000000000' },
  },
  {
    name: 'POST /v1/credits/{id}/dismiss',
    method: 'POST',
    path: (c) => `/v1/credits/${c.creditId}/dismiss`,
    auth: 'tenant',
    body: { reason: 'test' },
  },
  {
    name: 'PATCH /v1/settings',
    method: 'PATCH',
    path: () => '/v1/settings',
    auth: 'tenant',
    body: {
      payee_vpa: 'shop@okhdfc',
      payee_name: 'Shop',
      late_policy: 'confirm',
      rest_seconds: 3_600,
      reservation_ttl_seconds: 900,
      late_horizon_seconds: 86_400,
      accounts: ['4821'],
      webhook_url: 'http://127.0.0.1:9/hook',
    },
  },
  {
    name: 'GET /v1/webhook-deliveries',
    method: 'GET',
    path: () => '/v1/webhook-deliveries',
    auth: 'tenant',
    query: { state: 'failed', limit: '5' },
  },
  {
    name: 'POST /v1/devices/pairing-codes',
    method: 'POST',
    path: () => '/v1/devices/pairing-codes',
    auth: 'tenant',
    body: { name: 'Counter phone' },
  },
  {
    name: 'POST /v1/devices/pair',
    method: 'POST',
    path: () => '/v1/devices/pair',
    auth: 'none',
    body: { code: 'ABCDEFGH', name: 'Phone', platform: 'android' },
  },
  {
    name: 'POST /v1/reports (fields)',
    method: 'POST',
    path: () => '/v1/reports',
    auth: 'device',
    body: {
      amount_paise: 1_000,
      credited_at: 1_800_000_000,
      rrn: '123456789012',
      payer_vpa: 'ravi@okaxis',
      payer_name: 'RAVI',
    },
  },
  {
    name: 'POST /v1/reports (sms)',
    method: 'POST',
    path: () => '/v1/reports',
    auth: 'device',
    body: { sms: { sender: 'VM-HDFCBK', body: 'Rs.10.00 credited', received_at: 1_800_000_000 } },
  },
  {
    name: 'POST /v1/links',
    method: 'POST',
    path: () => '/v1/links',
    auth: 'tenant',
    body: { slug: 'fuzz-link', list_paise: 1_000, description: 'Thing', max_live: 5 },
  },
  {
    name: 'POST /p/{token}/utr',
    method: 'POST',
    path: (c) => `/p/${c.pageToken}/utr`,
    auth: 'none',
    body: { utr: '123456789012' },
  },
];

/** Fresh credentials every so often, so the per-tenant and per-device rate limits never answer first. */
class Credentials {
  private uses = 0;
  private tenant!: TestTenant;
  private device!: string;
  private source = 0;

  async next(): Promise<{ tenant: TestTenant; device: string; source: string }> {
    if (this.uses % 40 === 0) {
      this.tenant = await svc.tenant();
      const code = await svc.api<{ code: string }>(this.tenant.key, 'POST', '/v1/devices/pairing-codes', {});
      const paired = await svc.api<{ device_token: string }>(
        undefined,
        'POST',
        '/v1/devices/pair',
        { code: code.body.code, platform: 'android' },
        { 'x-forwarded-for': this.nextSource() },
      );
      this.device = paired.body.device_token;
    }
    this.uses++;
    return { tenant: this.tenant, device: this.device, source: this.nextSource() };
  }

  private nextSource(): string {
    this.source++;
    return `203.0.113.${this.source % 250}`;
  }
}

async function contextFor(t: TestTenant, device: string): Promise<FuzzContext> {
  const order = await svc.api<Body>(t.key, 'POST', '/v1/intents', { list_paise: 10_000 });
  const credit = await svc.api<Body>(device, 'POST', '/v1/reports', {
    amount_paise: 777,
    credited_at: Math.floor(Date.now() / 1000),
  });
  return {
    orderId: order.body.intent_id as string,
    pageToken: new URL(order.body.page_url as string).pathname.split('/')[2] as string,
    creditId: credit.body.credit_id as string,
  };
}

describe('no input of any shape is answered 500 (CONTRACT §1)', () => {
  test.each(OPERATIONS.map((op) => [op.name, op] as const))(
    '%s: every field, every hostile value',
    async (_name, op) => {
      const creds = new Credentials();
      const fields = Object.keys(op.body ?? op.query ?? {});
      const failures: string[] = [];
      let answered = 0;
      let ctx: FuzzContext | undefined;
      for (const field of fields) {
        for (const value of HOSTILE_VALUES) {
          const { tenant, device, source } = await creds.next();
          if (!ctx || Math.random() < 0.05) ctx = await contextFor(tenant, device);
          const credential = op.auth === 'tenant' ? tenant.key : op.auth === 'device' ? device : undefined;
          let path = op.path(ctx);
          let body: unknown;
          if (op.query) {
            if (typeof value !== 'string' && typeof value !== 'number') continue;
            const q = new URLSearchParams({ ...op.query, [field]: String(value) });
            path = `${path}?${q.toString()}`;
          } else {
            body = JSON.stringify({ ...op.body, [field]: value });
            if (field === 'sms') continue;
          }
          const res = await svc.api(credential, op.method, path, body, {
            'x-forwarded-for': source,
            accept: 'application/json',
          });
          answered++;
          const poolAnswer = res.status === 503 && (res.body as Body | undefined)?.error === 'pool_exhausted';
          if (res.status >= 500 && !poolAnswer) {
            failures.push(
              `${field}=${JSON.stringify(value).slice(0, 40)} -> ${res.status} ${res.text.slice(0, 120)}`,
            );
          }
        }
      }
      // Nested fields of the sms form, too.
      if (op.body && 'sms' in op.body) {
        for (const field of ['sender', 'body', 'received_at', 'smsc_at']) {
          for (const value of HOSTILE_VALUES) {
            const { device } = await creds.next();
            const sms = { ...(op.body.sms as Body), [field]: value };
            const res = await svc.api(device, 'POST', '/v1/reports', JSON.stringify({ sms }));
            answered++;
            if (res.status >= 500)
              failures.push(`sms.${field}=${JSON.stringify(value).slice(0, 40)} -> ${res.status}`);
          }
        }
      }
      expect(answered).toBeGreaterThan(fields.length * 10);
      expect(failures).toEqual([]);
    },
  );

  test('ids in paths: hostile spellings of every id parameter are 404 or 400, never 500', async () => {
    const t = await svc.tenant();
    const ids = [
      'int_',
      'int_zz',
      `int_${'0'.repeat(200)}`,
      '%00',
      '%ED%A0%80',
      "'%20or%201=1",
      '..%2F..%2F',
      '%F0%9F%8D%B5',
    ];
    const failures: string[] = [];
    for (const id of ids) {
      for (const [method, path] of [
        ['GET', `/v1/intents/${id}`],
        ['POST', `/v1/intents/${id}/reserve`],
        ['POST', `/v1/intents/${id}/cancel`],
        ['GET', `/v1/credits/${id}`],
        ['POST', `/v1/devices/${id}/revoke`],
        ['POST', `/v1/webhook-deliveries/${id}/replay`],
        ['GET', `/v1/events/${id}`],
        ['GET', `/p/${id}`],
        ['GET', `/p/${id}/status`],
        ['POST', `/p/${id}/reserve`],
        ['GET', `/pr/${id}`],
      ] as const) {
        const res = await svc.api(path.startsWith('/v1') ? t.key : undefined, method, path, undefined, {
          accept: 'application/json',
        });
        if (res.status >= 500) failures.push(`${method} ${path} -> ${res.status}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
