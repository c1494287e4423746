// A new seller's path in a real browser (issue 31): every page loaded with its real CSP (no console CSP
// violation on the pay page, a product link page, every /app page, /docs), and a phone connected from
// the dashboard alone: SMSGate (its webhook registered on a stand-in for SMSGate's cloud API), the
// forwarder (its template shown as the JSON the app accepts) and an iPhone Shortcut, each then reporting.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser.js';
import { startTestService, type TestService } from '../support/service.js';
import { lastMailId, linkFromOutbox, tenantEmail } from '../support/dashboard.js';

/** SMSGate's cloud API as its docs describe it: POST /3rdparty/v1/webhooks with Basic auth. */
interface CloudCall {
  auth: string | undefined;
  body: { id: string; url: string; event: string };
}
let cloud: Server;
const cloudCalls: CloudCall[] = [];
let svc: TestService;
let browser: Browser;

beforeAll(async () => {
  cloud = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const ok =
        req.headers.authorization === `Basic ${Buffer.from('ABCDEF:secretpass1').toString('base64')}`;
      if (req.method !== 'POST' || req.url !== '/3rdparty/v1/webhooks') res.writeHead(404).end();
      else if (!ok)
        res.writeHead(401, { 'content-type': 'application/json' }).end('{"message":"Unauthorized"}');
      else {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as CloudCall['body'];
        cloudCalls.push({ auth: req.headers.authorization, body });
        res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      }
    });
  });
  await new Promise<void>((r) => cloud.listen(0, '127.0.0.1', r));
  const port = (cloud.address() as AddressInfo).port;
  svc = await startTestService({ env: { SMSGATE_CLOUD_URL: `http://127.0.0.1:${port}` } });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await svc?.stop();
  await new Promise((r) => cloud?.close(r));
});

async function signedInPage(): Promise<{ page: Page; violations: string[]; key: string; tenantId: string }> {
  const t = await svc.tenant();
  const email = await tenantEmail(svc, t.id);
  const ctx = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await ctx.newPage();
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(m.text()))
      violations.push(`${page.url()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => violations.push(`${page.url()}: ${e.message}`));
  const before = await lastMailId(svc);
  await page.goto(`${svc.baseUrl}/app/login`);
  await page.fill('#f-email', email);
  await page.click('button[type=submit]');
  await page.goto(await linkFromOutbox(svc, email, before));
  await page.click('button[type=submit]');
  await page.waitForURL(`${svc.baseUrl}/app`);
  return { page, violations, key: t.key, tenantId: t.id };
}

test('no console CSP violation on the pay page, a product link page, every /app page and /docs', async () => {
  const { page, violations, key } = await signedInPage();
  const order = await svc.api<{ intent_id: string; page_url: string }>(key, 'POST', '/v1/intents', {
    list_paise: 49_900,
  });
  const slug = `chai-${Date.now().toString(36)}`;
  expect((await svc.api(key, 'POST', '/v1/links', { slug, list_paise: 4_900 })).status).toBe(201);
  const pages = [
    '/app',
    '/app/orders',
    `/app/orders/${order.body.intent_id}`,
    '/app/orders/new',
    '/app/credits',
    '/app/settings',
    '/app/webhooks',
    '/app/devices',
    '/app/feeds',
    '/app/developers',
    '/app/team',
    '/docs',
    `/pr/${slug}`,
  ];
  for (const p of pages) {
    await page.goto(`${svc.baseUrl}${p}`);
    await page.waitForLoadState('load');
    if (p.startsWith('/app')) {
      // The navigation stays one compact row on a phone (it took 250 of 740 px before issue 31).
      const header = (await page.evaluate(
        'document.querySelector("header").getBoundingClientRect().height',
      )) as number;
      expect({ p, compact: header <= 120 }).toEqual({ p, compact: true });
    }
  }
  await page.goto(order.body.page_url);
  await page.waitForLoadState('load');
  expect(violations).toEqual([]);
  // /docs is styled: its own style applies (the CSP hash matches what is served), so it fits a phone.
  await page.goto(`${svc.baseUrl}/docs`);
  const width = (await page.evaluate('document.documentElement.scrollWidth')) as number;
  expect(width).toBeLessThanOrEqual(360);
  const bg = await page.evaluate('getComputedStyle(document.body).backgroundColor');
  expect(bg).toBe('rgb(246, 247, 249)');
  await page.screenshot({ path: 'test-output/screenshots/docs-360.png' });
  await page.goto(`${svc.baseUrl}/`);
  await page.screenshot({ path: 'test-output/screenshots/root-360.png' });
  await page.goto(`${svc.baseUrl}/p/AAAAAAAAAAAAAAAAAAAAAAAA`);
  await expect(page.locator('body').textContent()).resolves.toContain('Ask the seller');
  await page.screenshot({ path: 'test-output/screenshots/pay-page-unknown-360.png' });
  expect(violations).toEqual([]);
  await page.context().close();
});

test('SMSGate from the dashboard alone: the steps, the signing key, the webhook registered for the seller', async () => {
  const { page, violations, key } = await signedInPage();
  await page.goto(`${svc.baseUrl}/app/devices`);
  await page.check('input[name=kind][value=smsgate]');
  await page.fill('#f-name', 'Shop phone');
  await page.click('form[action="/app/devices"] button');
  const signingKey = (await page.locator('#sg-key').textContent()) as string;
  expect(signingKey).toMatch(/^[0-9a-f]{64}$/);
  const steps = (await page.locator('#steps').textContent()) as string;
  for (const label of [
    'Webhooks…',
    'Signing Key',
    'Cloud server',
    'Offline',
    'Online',
    'Username',
    'Password',
  ]) {
    expect(steps).toContain(label);
  }
  await page.screenshot({
    path: 'test-output/screenshots/dashboard-devices-smsgate-360.png',
    fullPage: true,
  });
  await page.fill('#f-username', 'ABCDEF');
  await page.fill('#f-password', 'wrong');
  await page.click('form[action$="/smsgate-webhook"] button');
  await expect(page.locator('#f-password-error').textContent()).resolves.toContain('did not accept');
  await page.fill('#f-password', 'secretpass1');
  await page.click('form[action$="/smsgate-webhook"] button');
  await expect(page.locator('h1').textContent()).resolves.toBe('SMSGate is set up');
  const devices = await svc.api<{ data: { device_id: string }[] }>(key, 'GET', '/v1/devices');
  const webhookUrl = `${svc.baseUrl}/v1/reports/smsgate/${devices.body.data[0]?.device_id}`;
  expect(cloudCalls.map((c) => c.body)).toEqual([
    { id: 'matchledger-sms', url: webhookUrl, event: 'sms:received' },
    { id: 'matchledger-ping', url: webhookUrl, event: 'system:ping' },
  ]);
  expect(await page.content()).not.toContain('secretpass1');
  expect(violations).toEqual([]);
  await page.context().close();
});

test('the forwarder and the iPhone: values to copy, the template as real JSON, each then reporting', async () => {
  const { page, violations } = await signedInPage();
  await page.goto(`${svc.baseUrl}/app/devices`);
  await page.check('input[name=kind][value=forwarder]');
  await page.click('form[action="/app/devices"] button');
  const template = (await page.locator('#fw-template').textContent()) as string;
  expect(JSON.parse(template)).toEqual({
    sms: { sender: '%from%', body: '%text%', smsc_at: '%sentStamp%', received_at: '%receivedStamp%' },
  });
  const headers = JSON.parse((await page.locator('#fw-headers').textContent()) as string) as Record<
    string,
    string
  >;
  expect(headers.Authorization).toMatch(/^Bearer dvt_[0-9a-f]{48}$/);
  expect(await page.locator('#steps').textContent()).toContain('Sms Forwarder');
  await page.screenshot({
    path: 'test-output/screenshots/dashboard-devices-forwarder-360.png',
    fullPage: true,
  });
  const fw = await svc.api(headers.Authorization?.slice(7), 'POST', '/v1/reports', {
    sms: { sender: '+919876543210', body: 'test', received_at: String(Date.now()) },
  });
  expect(fw.status).toBe(202);

  await page.goto(`${svc.baseUrl}/app/devices`);
  await page.check('input[name=kind][value=shortcut]');
  await page.click('form[action="/app/devices"] button');
  const header = (await page.locator('#sc-header').textContent()) as string;
  expect(header).toMatch(/^Bearer dvt_[0-9a-f]{48}$/);
  const steps = (await page.locator('#steps').textContent()) as string;
  for (const label of [
    'Automation',
    'Message',
    'Sender',
    'Message Contains',
    'Run Immediately',
    'Get Contents of URL',
    'POST',
    'Request Body',
    'JSON',
    'Format Date',
    'ISO 8601',
  ]) {
    expect(steps).toContain(label);
  }
  await page.screenshot({
    path: 'test-output/screenshots/dashboard-devices-shortcut-360.png',
    fullPage: true,
  });
  const sc = await svc.api(header.slice(7), 'POST', '/v1/reports', {
    sms: { sender: 'VM-SWIGGY', body: 'Your order is on its way', received_at: '2026-11-25T14:03:41+05:30' },
  });
  expect(sc.status).toBe(202);

  await page.goto(`${svc.baseUrl}/app/devices`);
  const list = (await page.locator('ul.list').textContent()) as string;
  expect(list).toContain('iPhone Shortcuts');
  expect(list).toContain('Sms Forwarder');
  expect(list).toContain(
    'not a payment to you (not from a bank we read: a phone number or a sender id no bank uses)',
  );
  await page.screenshot({ path: 'test-output/screenshots/dashboard-devices-list-360.png', fullPage: true });
  expect(violations).toEqual([]);
  await page.context().close();
});
