// Issue 30's probe, the product-link findings: all of a shop's links together hold at most half of
// any band of 100 amounts, so the seller's own orders always find amounts (CONTRACT §9).
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { BROWSER, startTestService, type TestService } from '../support/service.js';

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(async () => {
  await svc?.stop();
});

type Body = Record<string, unknown>;
const unique = (name: string): string => `${name}-${randomBytes(4).toString('hex')}`;

/** A visitor taps Pay on the link's page: 200 when an order was made with its amount held. */
async function visitAndTap(slug: string): Promise<number> {
  const tap = await fetch(`${svc.baseUrl}/pr/${slug}`, {
    method: 'POST',
    headers: BROWSER,
    redirect: 'manual',
  });
  return tap.status === 303 ? 200 : tap.status;
}

test('five links at ₹10 with max_live 20 hold at most 50 of the band; the seller’s own order still reserves', async () => {
  const t = await svc.tenant();
  const slugs: string[] = [];
  for (let i = 0; i < 5; i++) {
    const slug = unique('tea');
    expect(
      (await svc.api(t.key, 'POST', '/v1/links', { slug, list_paise: 1_000, max_live: 20 })).status,
    ).toBe(201);
    slugs.push(slug);
  }
  const taps: number[] = [];
  for (const slug of slugs) for (let i = 0; i < 20; i++) taps.push(await visitAndTap(slug));
  expect(taps.filter((s) => s === 200)).toHaveLength(50);
  expect(taps.filter((s) => s === 503)).toHaveLength(50);
  const [held] = await svc.sql<{ n: string }>(
    `select count(distinct r.amount_paise) as n from reservations r join intents i on i.id = r.intent_id
      where r.tenant_id = ? and i.link_slug is not null`,
    [t.id],
  );
  expect(Number(held?.n)).toBe(50);

  // The seller's own orders at ₹10, and at ₹10.50 (a band overlapping the links'), still find amounts.
  for (const list_paise of [1_000, 1_000, 1_050]) {
    const own = await svc.api<Body>(t.key, 'POST', '/v1/intents', { list_paise });
    const reserved = await svc.api<Body>(
      t.key,
      'POST',
      `/v1/intents/${own.body.intent_id as string}/reserve`,
    );
    expect([list_paise, reserved.status]).toEqual([list_paise, 200]);
  }
});

test('the refusal past the share is the link’s 503 pool_exhausted, with retry-after', async () => {
  const t = await svc.tenant();
  const a = unique('a');
  const b = unique('b');
  await svc.api(t.key, 'POST', '/v1/links', { slug: a, list_paise: 500, max_live: 40 });
  await svc.api(t.key, 'POST', '/v1/links', { slug: b, list_paise: 500, max_live: 40 });
  for (let i = 0; i < 40; i++) expect(await visitAndTap(a)).toBe(200);
  for (let i = 0; i < 10; i++) expect(await visitAndTap(b)).toBe(200);
  const refused = await svc.api<Body>(undefined, 'POST', `/pr/${b}`, undefined, {
    accept: 'application/json',
  });
  expect(refused.status).toBe(503);
  expect(refused.body).toMatchObject({ error: 'pool_exhausted' });
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
});

test('link previews and HEAD get an Open Graph page and make no order; only the tap makes one', async () => {
  const t = await svc.tenant();
  const slug = unique('kurta');
  await svc.api(t.key, 'POST', '/v1/links', { slug, list_paise: 49_900, description: 'Blue kurta, M' });
  const orders = async (): Promise<unknown[]> =>
    (await svc.api<{ data: unknown[] }>(t.key, 'GET', '/v1/intents')).body.data;
  for (const agent of ['WhatsApp/2.24.1 A', 'facebookexternalhit/1.1', 'TelegramBot (like TwitterBot)']) {
    const res = await fetch(`${svc.baseUrl}/pr/${slug}`, {
      headers: { 'user-agent': agent },
      redirect: 'manual',
    });
    expect([agent, res.status]).toEqual([agent, 200]);
    const page = await res.text();
    expect(page).toContain('<meta property="og:title" content="Test Shop: ₹499.00">');
    expect(page).toContain('<meta property="og:description" content="Blue kurta, M: Pay ₹499.00 by UPI.">');
    expect(page).toContain(`<meta property="og:url" content="${svc.config.publicBaseUrl}/pr/${slug}">`);
  }
  const head = await fetch(`${svc.baseUrl}/pr/${slug}`, { method: 'HEAD', redirect: 'manual' });
  expect(head.status).toBe(200);
  expect(await orders()).toHaveLength(0);
  expect(await svc.sql(`select 1 from intents where link_slug = ?`, [slug])).toHaveLength(0);

  // The tap makes the order, with its amount already held.
  const tap = await fetch(`${svc.baseUrl}/pr/${slug}`, {
    method: 'POST',
    headers: BROWSER,
    redirect: 'manual',
  });
  expect(tap.status).toBe(303);
  const made = (await orders()) as { amount_paise?: number; status: string }[];
  expect(made).toHaveLength(1);
  expect(made[0]).toMatchObject({ status: 'open', amount_paise: expect.any(Number) });
});
