// The payer's pay page (CONTRACT §9, §12) over HTTP: pages for browsers, JSON for programs.
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

async function order(listPaise: number, description?: string): Promise<{ id: string; token: string }> {
  const created = await svc.api<Body>(t.key, 'POST', '/v1/intents', {
    list_paise: listPaise,
    ...(description ? { description } : {}),
  });
  return {
    id: created.body.intent_id as string,
    token: (created.body.page_url as string).split('/p/')[1] as string,
  };
}

const browserGet = (path: string) => fetch(`${svc.baseUrl}${path}`, { headers: BROWSER, redirect: 'manual' });
const browserForm = (path: string, form: Record<string, string> = {}) =>
  fetch(`${svc.baseUrl}${path}`, {
    method: 'POST',
    headers: { ...BROWSER, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
    redirect: 'manual',
  });

describe('the pay page', () => {
  test('before the tap: the payee, the list price and a Pay button', async () => {
    const { token } = await order(49_900, 'Masala chai x2');
    const r = await browserGet(`/p/${token}`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await r.text();
    expect(html).toContain('Test Shop');
    expect(html).toContain('₹499.00');
    expect(html).toContain('Masala chai x2');
    expect(html).toContain(`action="/p/${token}/reserve"`);
  });

  test('the tap reserves the exact amount: 303 back to the page, which shows it, a upi:// link, a QR code, the handle and the time left', async () => {
    const { id, token } = await order(50_000);
    const tap = await browserForm(`/p/${token}/reserve`);
    expect(tap.status).toBe(303);
    expect(tap.headers.get('location')).toBe(`/p/${token}`);
    const held = await svc.api<Body>(t.key, 'GET', `/v1/intents/${id}`);
    const amount = held.body.amount_paise as number;
    const html = await (await browserGet(`/p/${token}`)).text();
    const rupees = `${Math.floor(amount / 100)}.${String(amount % 100).padStart(2, '0')}`;
    expect(html).toContain(
      `₹${Math.floor(amount / 100).toLocaleString('en-IN')}.${String(amount % 100).padStart(2, '0')}`,
    );
    expect(html).toMatch(
      new RegExp(
        `upi://pay\\?pa=shop%40okhdfc&amp;pn=Test%20Shop&amp;am=${rupees.replace('.', '\\.')}&amp;cu=INR`,
      ),
    );
    expect(html).toContain('<svg');
    expect(html).toContain('data-vpa="shop@okhdfc"');
    expect(html).toContain(`data-until="${held.body.reserved_until}"`);
    expect(html).toContain(`action="/p/${token}/utr"`);
    // CONTRACT §5: L-1 first; the saving sits beside the amount and the page warns against the list price.
    expect(amount).toBe(49_999);
    expect(html).toContain('<span class="saving">₹0.01 off the price</span>');
    expect(html).toContain('Paying the price on the product (₹500.00) instead of this amount delays');
  });

  test('a program asking for JSON gets JSON from reserve and status', async () => {
    const { token } = await order(30_000);
    const tap = await svc.api<Body>(undefined, 'POST', `/p/${token}/reserve`, undefined, {
      accept: 'application/json',
    });
    expect(tap.status).toBe(200);
    expect(tap.body).toEqual({
      status: 'open',
      amount_paise: expect.any(Number),
      reserved_until: expect.any(Number),
    });
    const status = await svc.api<Body>(undefined, 'GET', `/p/${token}/status`);
    expect(status.body).toEqual(tap.body);
  });

  test('the page turns to Paid once the order is confirmed, and the status says so', async () => {
    const { id, token } = await order(20_000);
    await svc.api(undefined, 'POST', `/p/${token}/reserve`, undefined, { accept: 'application/json' });
    const held = await svc.api<Body>(t.key, 'GET', `/v1/intents/${id}`);
    const code = await svc.api<{ code: string }>(t.key, 'POST', '/v1/devices/pairing-codes', {});
    const device = await svc.api<{ device_token: string }>(undefined, 'POST', '/v1/devices/pair', {
      code: code.body.code,
      platform: 'android',
    });
    await svc.api(device.body.device_token, 'POST', '/v1/reports', {
      amount_paise: held.body.amount_paise,
      credited_at: Math.floor(Date.now() / 1000),
      rrn: '555555555555',
    });
    expect((await svc.api<Body>(undefined, 'GET', `/p/${token}/status`)).body).toEqual({
      status: 'confirmed',
    });
    expect(await (await browserGet(`/p/${token}`)).text()).toContain('Paid');
  });

  test('a cancelled order says so and offers no way to pay', async () => {
    const { id, token } = await order(10_000);
    await svc.api(t.key, 'POST', `/v1/intents/${id}/cancel`);
    const html = await (await browserGet(`/p/${token}`)).text();
    expect(html).toContain('cancelled');
    expect(html).not.toContain('/reserve');
  });

  test('the UTR form from a browser is taken and answered with a redirect; a bad UTR is a 400 page', async () => {
    const { token } = await order(11_000);
    const ok = await browserForm(`/p/${token}/utr`, { utr: '123456789012' });
    expect(ok.status).toBe(303);
    const bad = await browserForm(`/p/${token}/utr`, { utr: '12' });
    expect(bad.status).toBe(400);
    expect(bad.headers.get('content-type')).toMatch(/^text\/html/);
  });

  test('an unknown token: 404, a page for browsers, the CONTRACT §1 body otherwise', async () => {
    const page = await browserGet('/p/AAAAAAAAAAAAAAAAAAAAAA');
    expect(page.status).toBe(404);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const json = await svc.api<Body>(undefined, 'GET', '/p/AAAAAAAAAAAAAAAAAAAAAA/status');
    expect(json.status).toBe(404);
    expect(json.body).toMatchObject({ error: 'not_found' });
  });

  test('SPEC §8: 60 requests per 60 s per page token, then 429 (a page for browsers)', async () => {
    const { token } = await order(12_000);
    for (let i = 0; i < 60; i++)
      expect((await svc.api(undefined, 'GET', `/p/${token}/status`)).status).toBe(200);
    const json = await svc.api<Body>(undefined, 'GET', `/p/${token}/status`);
    expect(json.status).toBe(429);
    expect(json.body).toMatchObject({ error: 'rate_limited', retry_after_seconds: expect.any(Number) });
    const page = await browserGet(`/p/${token}`);
    expect(page.status).toBe(429);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('retry-after')).toMatch(/^\d+$/);
    // Another order's page is not limited.
    expect((await svc.api(undefined, 'GET', `/p/${(await order(12_100)).token}/status`)).status).toBe(200);
  });
});
