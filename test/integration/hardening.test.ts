// The findings of an outside probe (issue 18), each a rule of CONTRACT §1, §8, §9, §10 or §12 checked
// through real HTTP against the running service. Each test failed on the code before the fix.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { Writable } from 'node:stream';
import {
  BROWSER,
  pairDevice as pairTestDevice,
  startTestService,
  type TestService,
  type TestTenant,
} from '../support/service.js';

const METRICS_TOKEN = 'metrics-token-0123456789abcdef';
const logLines: string[] = [];
let svc: TestService;
beforeAll(async () => {
  svc = await startTestService({
    env: {
      TRUSTED_PROXY_HOPS: '1',
      WEBHOOK_ALLOW_PRIVATE: 'false',
      METRICS_TOKEN,
      LOG_LEVEL: 'info',
    },
    logStream: new Writable({
      write(chunk: Buffer, _enc, done) {
        logLines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    }),
  });
});
afterAll(async () => {
  await svc?.stop();
});

type Body = Record<string, unknown>;
const now = (): number => Math.floor(Date.now() / 1000);
let seq = 0;
const unique = (prefix: string): string => `${prefix}-${Date.now().toString(36)}-${seq++}`;

const pairDevice = (t: TestTenant): Promise<string> =>
  pairTestDevice(svc, t, `198.51.100.${1 + (seq++ % 250)}`);

const count = async (table: 'intents' | 'credits', tenantId: string): Promise<number> =>
  Number(
    (await svc.sql<{ n: string }>(`select count(*) as n from ${table} where tenant_id = ?`, [tenantId]))[0]
      ?.n,
  );

/**
 * A product link as a payer's browser meets it: `GET` opens its page (no order), `POST` is the tap
 * (an order with its amount held); answers the pay page's path, if any.
 */
async function visitLink(path: string, method = 'GET'): Promise<{ status: number; page?: string }> {
  const res = await fetch(`${svc.baseUrl}${path}`, { method, redirect: 'manual', headers: BROWSER });
  await res.arrayBuffer();
  const location = res.headers.get('location');
  return { status: res.status, ...(location ? { page: new URL(location, svc.baseUrl).pathname } : {}) };
}

const tapJson = (page: string) =>
  svc.api<Body>(undefined, 'POST', `${page}/reserve`, undefined, { accept: 'application/json' });

describe('finding 1: anonymous link visitors cannot take a seller\u2019s band (CONTRACT §9 max_live)', () => {
  test('a link holds at most max_live live reservations; the tap beyond is 503 pool_exhausted with retry-after, and the seller\u2019s own orders still reserve', async () => {
    const t = await svc.tenant();
    const slug = unique('kurta');
    const made = await svc.api<Body>(t.key, 'POST', '/v1/links', { slug, list_paise: 49_900, max_live: 3 });
    expect(made.status).toBe(201);
    expect(made.body.max_live).toBe(3);

    const pages: string[] = [];
    for (let i = 0; i < 3; i++) {
      const tap = await visitLink(`/pr/${slug}`, 'POST');
      expect(tap.status).toBe(303);
      pages.push(tap.page as string);
    }
    for (const page of pages) expect((await tapJson(page)).body).toMatchObject({ status: 'open' });

    const beyond = await svc.api<Body>(undefined, 'POST', `/pr/${slug}`, undefined, {
      accept: 'application/json',
    });
    expect(beyond.status).toBe(503);
    expect(beyond.body).toMatchObject({
      error: 'pool_exhausted',
      message: 'Many people are paying right now: try again in a minute.',
    });
    const retryAfter = Number(beyond.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(900);

    // A browser's tap beyond the cap is told the same in words; no order is left behind.
    const html = await fetch(`${svc.baseUrl}/pr/${slug}`, {
      method: 'POST',
      headers: BROWSER,
      redirect: 'manual',
    });
    expect(html.status).toBe(503);
    expect(await html.text()).toContain('Many people are paying right now: try again in a minute');
    expect(await count('intents', t.id)).toBe(3);

    // The seller's own order at the same price is untouched by the link's visitors.
    const own = await svc.api<Body>(t.key, 'POST', '/v1/intents', { list_paise: 49_900 });
    const reserved = await svc.api<Body>(
      t.key,
      'POST',
      `/v1/intents/${own.body.intent_id as string}/reserve`,
    );
    expect(reserved.status).toBe(200);
  });

  test('max_live defaults to 20 and must lie in 1..99', async () => {
    const t = await svc.tenant();
    const made = await svc.api<Body>(t.key, 'POST', '/v1/links', { slug: unique('dflt'), list_paise: 1_000 });
    expect(made.body.max_live).toBe(20);
    for (const max_live of [0, 100, 1.5, '5']) {
      const bad = await svc.api<Body>(t.key, 'POST', '/v1/links', {
        slug: unique('bad'),
        list_paise: 1_000,
        max_live,
      });
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ error: 'invalid_request', details: [{ path: 'max_live' }] });
    }
  });
});

describe('finding 2: visitors cannot lock a seller out of its API, and counters are keyed canonically (CONTRACT §12)', () => {
  test('link visits never take from the tenant\u2019s API counter', async () => {
    const t = await svc.tenant();
    // 120 visits, the tenant's whole API allowance, over two links (60 per link per minute).
    for (const slug of [unique('a'), unique('b')]) {
      await svc.api(t.key, 'POST', '/v1/links', { slug, list_paise: 2_000 });
      for (let i = 0; i < 60; i++) expect((await visitLink(`/pr/${slug}`)).status).toBe(303);
    }
    const own = await svc.api<Body>(t.key, 'GET', '/v1/settings');
    expect(own.status).toBe(200);
  });

  test('/pr/Shoe, /PR/shoe and /pr/%73hoe are one slug: one page, one counter', async () => {
    const t = await svc.tenant();
    const slug = unique('shoe');
    await svc.api(t.key, 'POST', '/v1/links', { slug, list_paise: 3_000 });
    const encoded = `%${slug.charCodeAt(0).toString(16)}${slug.slice(1)}`;
    expect((await visitLink(`/PR/${slug.toUpperCase()}`)).status).toBe(303);
    expect((await visitLink(`/pr/${encoded}`)).status).toBe(303);
    for (let i = 0; i < 58; i++) expect((await visitLink(`/pr/${slug}`)).status).toBe(303);
    for (const spelling of [`/pr/${slug}`, `/PR/${slug}`, `/pr/${encoded}`, `/Pr/${slug.toUpperCase()}`]) {
      expect((await visitLink(spelling)).status).toBe(429);
    }
    // Each visit let through made one order (CONTRACT §9); the refused ones made none.
    expect(await count('intents', t.id)).toBe(60);
  });

  test('/p/%41bc and /p/Abc are one page token: one counter', async () => {
    const t = await svc.tenant();
    const order = await svc.api<Body>(t.key, 'POST', '/v1/intents', { list_paise: 5_000 });
    const token = new URL(order.body.page_url as string).pathname.split('/')[2] as string;
    const encoded = `%${token.charCodeAt(0).toString(16).toUpperCase()}${token.slice(1)}`;
    const status = (path: string) =>
      svc.api(undefined, 'GET', `${path}/status`, undefined, { accept: 'application/json' });
    for (let i = 0; i < 60; i++)
      expect((await status(i % 2 ? `/p/${token}` : `/p/${encoded}`)).status).toBe(200);
    expect((await status(`/p/${encoded}`)).status).toBe(429);
    expect((await status(`/p/${token}`)).status).toBe(429);
  });
});

describe('finding 3: inputs that answered 500 are 400 invalid_request, nothing stored (CONTRACT §1)', () => {
  test('amount_paise beyond the column\u2019s range on /v1/reports', async () => {
    const t = await svc.tenant();
    const device = await pairDevice(t);
    for (const amount_paise of [1e12, 2_147_483_648, Number.MAX_SAFE_INTEGER]) {
      const r = await svc.api<Body>(device, 'POST', '/v1/reports', { amount_paise, credited_at: now() });
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ error: 'invalid_request', details: [{ path: 'amount_paise' }] });
    }
    expect(await count('credits', t.id)).toBe(0);
  });

  test.each([
    ['description', { list_paise: 1_000, description: 'chai\u0000' }, 'description'],
    ['reference', { list_paise: 1_000, reference: 'ref\u0000' }, 'reference'],
    ['a metadata value', { list_paise: 1_000, metadata: { note: 'a\u0000b' } }, 'metadata.note'],
    ['a metadata key', { list_paise: 1_000, metadata: { 'k\u0000': 'v' } }, 'metadata.(key)'],
  ])('a NUL character in %s', async (_what, body, path) => {
    const t = await svc.tenant();
    const r = await svc.api<Body>(t.key, 'POST', '/v1/intents', body);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ error: 'invalid_request', details: [{ path }] });
    expect(await count('intents', t.id)).toBe(0);
  });

  test('a NUL character in payer_name on /v1/reports', async () => {
    const t = await svc.tenant();
    const device = await pairDevice(t);
    const r = await svc.api<Body>(device, 'POST', '/v1/reports', {
      amount_paise: 1_000,
      credited_at: now(),
      payer_name: 'RAVI\u0000KUMAR',
    });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ details: [{ path: 'payer_name' }] });
    expect(await count('credits', t.id)).toBe(0);
  });

  test.each([
    [
      'a lone high surrogate in metadata',
      '{"list_paise":1000,"metadata":{"note":"x\\ud800y"}}',
      'metadata.note',
    ],
    ['a lone low surrogate in description', '{"list_paise":1000,"description":"\\udc00"}', 'description'],
    ['a reversed pair in reference', '{"list_paise":1000,"reference":"\\udc00\\ud800"}', 'reference'],
  ])('%s is refused, not stored as U+FFFD', async (_what, raw, path) => {
    const t = await svc.tenant();
    const r = await svc.api<Body>(t.key, 'POST', '/v1/intents', raw);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ error: 'invalid_request', details: [{ path }] });
    expect(await count('intents', t.id)).toBe(0);
  });

  test('a well-formed pair (an emoji) is still accepted and read back exactly', async () => {
    const t = await svc.tenant();
    const r = await svc.api<Body>(t.key, 'POST', '/v1/intents', {
      list_paise: 1_000,
      description: 'Chai \u2615 \ud83c\udf75',
    });
    expect(r.status).toBe(201);
    expect(r.body.description).toBe('Chai \u2615 \ud83c\udf75');
  });

  test.each([
    ['a time beyond any we give out', `${'9'.repeat(30)}:int_00000000000000000000`],
    ['a time of 13 digits', `1${'0'.repeat(12)}:int_00000000000000000000`],
    ['an id of the wrong shape', `1800000000:int_${'f'.repeat(200)}`],
    ['not ours at all', 'hello'],
  ])('a cursor that decodes to %s', async (_what, decoded) => {
    const t = await svc.tenant();
    for (const path of ['/v1/intents', '/v1/credits', '/v1/devices', '/v1/webhook-deliveries']) {
      const cursor = Buffer.from(decoded).toString('base64url');
      const r = await svc.api<Body>(t.key, 'GET', `${path}?cursor=${cursor}`);
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ error: 'invalid_request', details: [{ path: 'cursor' }] });
    }
  });

  test('a NUL character in a query parameter', async () => {
    const t = await svc.tenant();
    const r = await svc.api<Body>(t.key, 'GET', '/v1/intents?reference=a%00b');
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ error: 'invalid_request', details: [{ path: 'reference' }] });
  });
});

describe('finding 4: a webhook URL is judged by the IPv4 address any IPv6 spelling carries (CONTRACT §8)', () => {
  test.each([
    ['IPv4-compatible loopback', 'https://[::127.0.0.1]/hook'],
    ['IPv4-mapped loopback', 'https://[::ffff:127.0.0.1]/hook'],
    ['IPv4-mapped private, hex', 'https://[::ffff:a00:1]/hook'],
    ['NAT64 of a private address', 'https://[64:ff9b::10.0.0.1]/hook'],
    ['6to4 of loopback', 'https://[2002:7f00:1::1]/hook'],
    ['the unspecified address', 'https://[::]/hook'],
  ])('%s is refused: 400, nothing saved', async (_what, webhook_url) => {
    const t = await svc.tenant();
    const r = await svc.api<Body>(t.key, 'PATCH', '/v1/settings', { webhook_url });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ error: 'invalid_request', details: [{ path: 'webhook_url' }] });
    const settings = await svc.api<Body>(t.key, 'GET', '/v1/settings');
    expect(settings.body).not.toHaveProperty('webhook_url');
  });
});

describe('finding 5: exposure (CONTRACT §9, §10)', () => {
  test('with METRICS_TOKEN set, /metrics needs its bearer, and labels nothing per customer', async () => {
    const t = await svc.tenant();
    await svc.api(t.key, 'POST', '/v1/intents', { list_paise: 1_000 });
    expect((await svc.api(undefined, 'GET', '/metrics')).status).toBe(401);
    expect((await svc.api('not-the-token-at-all', 'GET', '/metrics')).status).toBe(401);
    const open = await fetch(`${svc.baseUrl}/metrics`, {
      headers: { authorization: `bearer ${METRICS_TOKEN}` },
    });
    expect(open.status).toBe(200);
    const text = await open.text();
    expect(text).toContain('matchledger_http_requests_total');
    expect(text).not.toContain(t.id);
    expect(text).not.toMatch(/tnt_[0-9a-f]{20}|int_[0-9a-f]{20}|tenant=/);
  });

  test('pay pages and product links cannot be framed and do not leak their token in Referer', async () => {
    const t = await svc.tenant();
    const order = await svc.api<Body>(t.key, 'POST', '/v1/intents', { list_paise: 1_000 });
    const slug = unique('frame');
    await svc.api(t.key, 'POST', '/v1/links', { slug, list_paise: 1_000 });
    const page = new URL(order.body.page_url as string).pathname;
    for (const path of [page, `${page}/status`, '/p/no-such-token-at-all-000000', `/pr/${slug}`]) {
      const res = await fetch(`${svc.baseUrl}${path}`, { headers: BROWSER, redirect: 'manual' });
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("default-src 'none'");
      expect(csp).not.toMatch(/https?:|\*|'unsafe-inline'/);
    }
  });

  test('a refused metadata value never reaches the log', async () => {
    const t = await svc.tenant();
    const secretish = 'customer-phone-9876543210';
    const bodies = [
      { list_paise: 1_000, metadata: { phone: `${secretish}\u0000` } },
      { list_paise: 1_000, metadata: { phone: secretish.repeat(30) } },
      `{"list_paise":1000,"metadata":{"phone":"${secretish}\\ud800"}}`,
    ];
    for (const body of bodies) expect((await svc.api(t.key, 'POST', '/v1/intents', body)).status).toBe(400);
    await new Promise((r) => setTimeout(r, 100));
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.filter((l) => l.includes(secretish))).toEqual([]);
  });
});

describe('finding 6: the Bearer scheme name is case-insensitive (CONTRACT §1)', () => {
  test.each(['bearer', 'BEARER', 'BeArEr'])(
    '%s sk_... is accepted; the key itself stays exact',
    async (scheme) => {
      const t = await svc.tenant();
      const ok = await fetch(`${svc.baseUrl}/v1/settings`, {
        headers: { authorization: `${scheme} ${t.key}` },
      });
      expect(ok.status).toBe(200);
      const wrongCase = await fetch(`${svc.baseUrl}/v1/settings`, {
        headers: { authorization: `${scheme} ${t.key.toUpperCase()}` },
      });
      expect(wrongCase.status).toBe(401);
    },
  );

  test('bearer dvt_... is accepted on /v1/reports', async () => {
    const t = await svc.tenant();
    const device = await pairDevice(t);
    const r = await fetch(`${svc.baseUrl}/v1/reports`, {
      method: 'POST',
      headers: { authorization: `bearer ${device}`, 'content-type': 'application/json' },
      body: JSON.stringify({ amount_paise: 1_234, credited_at: now() }),
    });
    expect(r.status).toBe(202);
  });
});
