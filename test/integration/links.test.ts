// Reusable product links (CONTRACT §9, §12): POST /v1/links; /pr/{slug} shows the product, and each
// tap on its Pay button makes an order with its amount held (opening the link alone makes none).
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { BROWSER, startTestService, type TestService, type TestTenant } from '../support/service.js';

let svc: TestService;
let t: TestTenant;
beforeAll(async () => {
  svc = await startTestService();
  t = await svc.tenant();
});
afterAll(async () => {
  await svc?.stop();
});

type Body = Record<string, unknown>;
const slug = (prefix: string): string => `${prefix}-${randomBytes(4).toString('hex')}`;
const visit = (path: string, method = 'GET', headers: Record<string, string> = BROWSER) =>
  fetch(`${svc.baseUrl}${path}`, { method, headers, redirect: 'manual' });

describe('POST /v1/links', () => {
  test('201 with the link, its URL and what each order is made from', async () => {
    const s = slug('masala-chai');
    const res = await svc.api<Body>(t.key, 'POST', '/v1/links', {
      slug: s,
      list_paise: 4_900,
      description: 'Masala chai',
    });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body)).toEqual([
      'slug',
      'url',
      'list_paise',
      'max_live',
      'description',
      'created_at',
    ]);
    expect(res.body).toMatchObject({ slug: s, list_paise: 4_900, description: 'Masala chai' });
    expect(res.body.url).toBe(`${svc.config.publicBaseUrl}/pr/${s}`);
  });

  test('a slug taken by any tenant is refused, and the first link is unchanged', async () => {
    const owner = await svc.tenant();
    const s = slug('taken');
    expect((await svc.api(owner.key, 'POST', '/v1/links', { slug: s, list_paise: 1_000 })).status).toBe(201);
    const other = await svc.tenant();
    const again = await svc.api<Body>(other.key, 'POST', '/v1/links', { slug: s, list_paise: 2_000 });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({
      error: 'invalid_request',
      details: [{ path: 'slug', issue: 'already taken' }],
    });
    const res = await visit(`/pr/${s}`, 'POST');
    const orders = await svc.api<{ data: Body[] }>(owner.key, 'GET', '/v1/intents');
    expect(res.status).toBe(303);
    expect(orders.body.data.map((o) => o.list_paise)).toEqual([1_000]);
  });

  test.each([
    ['a slug with a space', { slug: 'two words', list_paise: 1_000 }, 'slug'],
    ['a slug of 65 characters', { slug: 'a'.repeat(65), list_paise: 1_000 }, 'slug'],
    ['a list price under 100 paise', { slug: 'cheap', list_paise: 99 }, 'list_paise'],
    [
      'a description over 140 characters',
      { slug: 'long', list_paise: 1_000, description: 'x'.repeat(141) },
      'description',
    ],
    ['an unknown field', { slug: 'extra', list_paise: 1_000, colour: 'red' }, ''],
  ])('400 for %s, nothing stored', async (_name, body, path) => {
    const res = await svc.api<Body>(t.key, 'POST', '/v1/links', body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('invalid_request');
    if (path) expect((res.body.details as Body[]).map((d) => d.path)).toContain(path);
    const stored = await svc.sql(`select 1 from product_links where slug = ?`, [body.slug]);
    expect(stored).toHaveLength(0);
  });

  test('401 without an API key', async () => {
    const res = await svc.api<Body>(undefined, 'POST', '/v1/links', {
      slug: slug('nokey'),
      list_paise: 1_000,
    });
    expect(res.status).toBe(401);
  });
});

describe('/pr/{slug}', () => {
  test('a link preview or a HEAD sees the product and makes no order; a visit makes an order (303 to its pay page); each tap makes one, amount held', async () => {
    // A tenant of its own: orders made in the same second list in id order, not visit order.
    const owner = await svc.tenant();
    const s = slug('thali');
    await svc.api(owner.key, 'POST', '/v1/links', { slug: s, list_paise: 12_000, description: 'Veg thali' });
    const previewed = await visit(`/pr/${s}`, 'GET', { 'user-agent': 'WhatsApp/2.24.22.78 A' });
    expect(previewed.status).toBe(200);
    const shown = await previewed.text();
    expect(shown).toContain(`<form method="post" action="/pr/${s}">`);
    expect(shown).toContain('Veg thali');
    expect(shown).toContain('<meta property="og:title"');
    expect((await visit(`/pr/${s}`, 'HEAD')).status).toBe(200);
    expect((await svc.api<{ data: Body[] }>(owner.key, 'GET', '/v1/intents')).body.data).toHaveLength(0);

    const visited = await visit(`/pr/${s}`);
    expect(visited.status).toBe(303);
    expect(visited.headers.get('location')).toMatch(/\/p\/[A-Za-z0-9_-]{22,}$/);
    // The visit's order is not listed until its payer taps Pay (issue 30; link-visits.test.ts).
    const token = String(visited.headers.get('location')).split('/').pop();
    const [row] = await svc.sql<{ id: string }>(`select id from intents where page_token = ?`, [token]);
    const made = (await svc.api<Body>(owner.key, 'GET', `/v1/intents/${String(row?.id)}`)).body;
    expect(made).toMatchObject({
      status: 'open',
      list_paise: 12_000,
      page_url: visited.headers.get('location'),
    });
    expect(made.amount_paise).toBeUndefined();
    await svc.api(owner.key, 'POST', `/v1/intents/${String(made.intent_id)}/cancel`);

    const tap = { ...BROWSER, 'content-type': 'application/x-www-form-urlencoded' };
    const first = await visit(`/pr/${s}`, 'POST', tap);
    const second = await visit(`/pr/${s}`, 'POST', tap);
    expect([first.status, second.status]).toEqual([303, 303]);
    const [a, b] = [first.headers.get('location'), second.headers.get('location')];
    expect(a).toMatch(/\/p\/[A-Za-z0-9_-]{22,}$/);
    expect(b).not.toBe(a);
    const orders = await svc.api<{ data: Body[] }>(owner.key, 'GET', '/v1/intents?status=open');
    expect(orders.body.data).toHaveLength(2);
    expect(orders.body.data.map((o) => o.page_url).sort()).toEqual([a, b].sort());
    for (const o of orders.body.data) {
      expect(o).toMatchObject({ status: 'open', list_paise: 12_000, description: 'Veg thali' });
      expect(o.amount_paise).toEqual(expect.any(Number));
    }
    // The pay page it leads to is the order's own, showing the amount to pay.
    const page = await fetch(a as string, { headers: BROWSER });
    expect(page.status).toBe(200);
    const text = await page.text();
    expect(text).toContain('Veg thali');
    expect(text).toContain('id="exact"');
  });

  test('an unknown slug: 404, a page for a browser and the JSON error otherwise', async () => {
    const html = await visit('/pr/no-such-link');
    expect(html.status).toBe(404);
    expect(html.headers.get('content-type')).toMatch(/text\/html/);
    const json = await visit('/pr/no-such-link', 'GET', { accept: 'application/json' });
    expect(json.status).toBe(404);
    expect(await json.json()).toMatchObject({ error: 'not_found' });
  });

  test('60 visits a minute per slug; the 61st answers 429 with retry-after and makes no order', async () => {
    const other = await svc.tenant();
    const s = slug('busy');
    await svc.api(other.key, 'POST', '/v1/links', { slug: s, list_paise: 500 });
    // Ten taps, forty visits (orders, each) and ten link previews count alike.
    for (let i = 0; i < 60; i++) {
      const preview: Record<string, string> =
        i >= 50 ? { 'user-agent': 'TelegramBot (like TwitterBot)' } : {};
      expect((await visit(`/pr/${s}`, i < 10 ? 'POST' : 'GET', preview)).status).toBe(i < 50 ? 303 : 200);
    }
    const limited = await visit(`/pr/${s}`, 'GET', { accept: 'application/json' });
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(await limited.json()).toMatchObject({ error: 'rate_limited', retry_after_seconds: retryAfter });
    const made = await svc.sql<{ n: string }>(`select count(*) as n from intents where tenant_id = ?`, [
      other.id,
    ]);
    expect(Number(made[0]?.n)).toBe(50);
  });
});
