// The pay page in a real browser (Debian's chromium through playwright-core): the payer taps Pay, sees
// the exact amount, and the page turns to "Paid" by itself once the credit confirms the order.
// Needs /usr/bin/chromium (`apt-get install chromium`); run with `npm run test:e2e`.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser.js';
import { startTestService, type TestService } from '../support/service.js';

let svc: TestService;
let browser: Browser;
beforeAll(async () => {
  svc = await startTestService();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await svc?.stop();
});

test('tap Pay, see the exact amount and the time left, then watch the page turn to Paid', async () => {
  const t = await svc.tenant();
  const created = await svc.api<Record<string, unknown>>(t.key, 'POST', '/v1/intents', {
    list_paise: 49_900,
    description: 'Masala chai x2',
  });
  const page = await browser.newPage({ viewport: { width: 360, height: 780 } });
  await page.goto(created.body.page_url as string);
  await expect(page.locator('.amount').textContent()).resolves.toBe('₹499.00');
  await page.click('button[type=submit]');
  await page.waitForURL(created.body.page_url as string);
  const held = await svc.api<Record<string, unknown>>(t.key, 'GET', `/v1/intents/${created.body.intent_id}`);
  const amount = held.body.amount_paise as number;
  await expect(page.locator('#exact').textContent()).resolves.toBe(`₹${(amount / 100).toFixed(2)}`);
  // CONTRACT §5: below the list price first, and the page makes the difference impossible to miss.
  expect(amount).toBe(49_899);
  await expect(page.locator('.saving').textContent()).resolves.toBe('₹0.01 off the price');
  await expect(page.locator('.notice').textContent()).resolves.toContain(
    'Paying the price on the product (₹499.00)',
  );
  await page.screenshot({ path: 'test-output/screenshots/pay-page-tapped-360.png', fullPage: true });
  await expect(page.locator('#left').textContent()).resolves.toMatch(/^1[45]:\d\d$/);
  await expect(page.locator('a.button').getAttribute('href')).resolves.toContain(
    `am=${(amount / 100).toFixed(2)}`,
  );

  // The payer pays; the reporter app on the seller's phone reports the credit.
  const code = await svc.api<{ code: string }>(t.key, 'POST', '/v1/devices/pairing-codes', {});
  const device = await svc.api<{ device_token: string }>(undefined, 'POST', '/v1/devices/pair', {
    code: code.body.code,
    platform: 'android',
  });
  await svc.api(device.body.device_token, 'POST', '/v1/reports', {
    amount_paise: amount,
    credited_at: Math.floor(Date.now() / 1000),
    rrn: '424242424242',
  });
  // The page polls every 4 s and reloads itself.
  await page.waitForSelector('.amount.done', { timeout: 15_000 });
  await expect(page.locator('.amount').textContent()).resolves.toBe('Paid ✓');
  await page.screenshot({ path: 'test-output/screenshots/pay-page-paid-360.png', fullPage: true });
});

test('a product link: its page shows the product and a Pay button; the tap lands on the pay page with the amount held', async () => {
  const t = await svc.tenant();
  const slug = `chai-${Date.now().toString(36)}`;
  await svc.api(t.key, 'POST', '/v1/links', { slug, list_paise: 4_900, description: 'Masala chai' });
  const page = await browser.newPage({ viewport: { width: 360, height: 780 } });
  await page.goto(`${svc.baseUrl}/pr/${slug}`);
  await expect(page.locator('.amount').textContent()).resolves.toBe('₹49.00');
  const overflow = (await page.evaluate(
    'document.documentElement.scrollWidth - window.innerWidth',
  )) as number;
  expect(overflow).toBe(0);
  await page.screenshot({ path: 'test-output/screenshots/product-link-360.png', fullPage: true });
  await page.click('button[type=submit]');
  await page.waitForURL(/\/p\/[A-Za-z0-9_-]{22,}$/);
  await expect(page.locator('#exact').textContent()).resolves.toBe('₹48.99');
});
