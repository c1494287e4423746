// The pay page in a real browser (Debian's chromium through playwright-core), in both languages at
// 360 px: the payer taps Pay, sees the exact amount, and the page turns to "Paid" by itself once the
// credit confirms the order. Each state is scanned by axe-core and photographed under
// test-output/screenshots/; in Hindi the browser must draw the words with a Devanagari font.
// Needs /usr/bin/chromium and a Devanagari font (`apt-get install chromium fonts-lohit-deva`; `npm test`
// installs both when missing); run with `npm run test:e2e`.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { fontsOf, launchBrowser } from '../support/browser.js';
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

const AXE = path.resolve('node_modules/axe-core/axe.min.js');

/** What the payer reads in each language (the catalogs' sentences, src/i18n). */
const WORDS = {
  en: {
    locale: 'en-IN',
    pay: 'Pay',
    saving: '₹0.01 off the price',
    notice: 'Paying the price on the product (₹1,499.00)',
    paid: 'Paid ✓',
    other: 'हिन्दी',
    notFound: 'Not found',
  },
  hi: {
    locale: 'hi-IN',
    pay: 'भुगतान करें',
    saving: 'दाम से ₹0.01 कम',
    notice: 'सामान पर लिखा दाम (₹1,499.00)',
    paid: 'भुगतान हो गया ✓',
    other: 'English',
    notFound: 'नहीं मिला',
  },
} as const;

/** A phone in the payer's language (its Accept-Language); CSP bypassed only to inject axe-core. */
const phone = (locale: string): Promise<BrowserContext> =>
  browser.newContext({ viewport: { width: 360, height: 780 }, locale, bypassCSP: true });

/** No serious or critical axe violation, no horizontal scroll at 360 px, and a screenshot. */
async function inspect(page: Page, name: string): Promise<void> {
  await page.addScriptTag({ path: AXE });
  const violations = (await page.evaluate(`axe.run().then((r) => r.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => v.id + ' (' + v.impact + '): ' + v.nodes.map((n) => n.target).join(' | ')))`)) as string[];
  expect({ page: name, violations }).toEqual({ page: name, violations: [] });
  const overflow = (await page.evaluate(
    'document.documentElement.scrollWidth - window.innerWidth',
  )) as number;
  expect({ page: name, overflow }).toEqual({ page: name, overflow: 0 });
  await page.screenshot({ path: `test-output/screenshots/pay-page-${name}-360.png`, fullPage: true });
}

describe.each(['en', 'hi'] as const)('the pay page in %s', (lang) => {
  const w = WORDS[lang];

  test('tap Pay, see the exact amount and the time left, then watch the page turn to Paid', async () => {
    const t = await svc.tenant();
    const created = await svc.api<Record<string, unknown>>(t.key, 'POST', '/v1/intents', {
      list_paise: 149_900,
      description: lang === 'hi' ? 'मसाला चाय x2' : 'Masala chai x2',
    });
    const url = created.body.page_url as string;
    const ctx = await phone(w.locale);
    const page = await ctx.newPage();
    await page.goto(url);
    // The language the browser asked for, said in <html lang> so it picks a font that has the script.
    await expect(page.evaluate('document.documentElement.lang')).resolves.toBe(lang);
    await expect(page.locator('.amount').textContent()).resolves.toBe('₹1,499.00');
    await expect(page.locator('button[type=submit]').textContent()).resolves.toBe(w.pay);
    if (lang === 'hi') {
      const fonts = await fontsOf(ctx, page, 'button[type=submit]');
      expect(fonts.some((f) => /Devanagari/i.test(f))).toBe(true);
    }
    await inspect(page, `${lang}-list-price`);

    // The switch shows the other language and back; the cookie remembers the choice.
    await page.click(`.lang a`);
    await expect(page.evaluate('document.documentElement.lang')).resolves.toBe(lang === 'hi' ? 'en' : 'hi');
    await page.click(`.lang a`);
    await expect(page.evaluate('document.documentElement.lang')).resolves.toBe(lang);
    const cookie = (await ctx.cookies()).find((c) => c.name === 'ml_lang');
    expect(cookie).toMatchObject({ value: lang, httpOnly: true, sameSite: 'Lax', path: '/' });
    await expect(page.locator('.lang a').textContent()).resolves.toBe(w.other);

    await page.click('button[type=submit]');
    await page.waitForSelector('#exact');
    const held = await svc.api<Record<string, unknown>>(
      t.key,
      'GET',
      `/v1/intents/${created.body.intent_id}`,
    );
    const amount = held.body.amount_paise as number;
    // CONTRACT §5: below the list price first, and the page makes the difference impossible to miss.
    expect(amount).toBe(149_899);
    await expect(page.locator('#exact').textContent()).resolves.toBe('₹1,498.99');
    await expect(page.locator('.saving').textContent()).resolves.toBe(w.saving);
    await expect(page.locator('.notice').textContent()).resolves.toContain(w.notice);
    await expect(page.locator('#left').textContent()).resolves.toMatch(/^1[45]:\d\d$/);
    await expect(page.locator('a.button').getAttribute('href')).resolves.toContain('am=1498.99');
    await inspect(page, `${lang}-tapped`);

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
    await expect(page.locator('.amount').textContent()).resolves.toBe(w.paid);
    await expect(page.evaluate('document.documentElement.lang')).resolves.toBe(lang);
    await inspect(page, `${lang}-paid`);

    // A link that leads nowhere: the refusal in the payer's language too.
    const gone = await page.goto(`${svc.baseUrl}/p/${'x'.repeat(22)}`);
    expect(gone?.status()).toBe(404);
    await expect(page.evaluate('document.documentElement.lang')).resolves.toBe(lang);
    await expect(page.locator('h1').textContent()).resolves.toBe(w.notFound);
    await inspect(page, `${lang}-not-found`);
    await ctx.close();
  });
});

test("a product link: a visit lands on a new order's pay page with the price and a Pay button; the tap holds the amount", async () => {
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
