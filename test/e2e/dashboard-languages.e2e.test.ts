// The dashboard's main pages in a real browser at 360 px, in Hindi and in English (issue 29, CONTRACT
// §9, §13): today, orders, an open and a paid order, credits, phones (and the iPhone steps), settings,
// statements and one statement. Each is scanned by axe-core (no serious or critical violation), checked
// for horizontal scrolling, photographed under test-output/screenshots/dashboard-<lang>-<page>-360.png;
// in Hindi each says lang="hi", shows no English sentence of the catalog, and its headings are drawn
// with a Devanagari font the system has (no font is downloaded).
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { fontsOf, launchBrowser } from '../support/browser.js';
import { busyShop, type BusyShop } from '../support/busy-shop.js';
import { englishSentencesIn, latinWordsIn } from '../support/i18n.js';
import { startTestService, type TestService } from '../support/service.js';

let svc: TestService;
let browser: Browser;
let shop: BusyShop;
beforeAll(async () => {
  svc = await startTestService();
  browser = await launchBrowser();
  shop = await busyShop(svc);
});
afterAll(async () => {
  await browser?.close();
  await svc?.stop();
});

const AXE = path.resolve('node_modules/axe-core/axe.min.js');
type Lang = 'hi' | 'en';

async function inspect(ctx: BrowserContext, page: Page, lang: Lang, name: string): Promise<void> {
  await expect(page.evaluate('document.documentElement.lang')).resolves.toBe(lang);
  if (lang === 'hi') {
    const html = await page.content();
    expect({ name, english: englishSentencesIn(html, shop.names) }).toEqual({ name, english: [] });
    expect({ name, latin: latinWordsIn(html, shop.names) }).toEqual({ name, latin: [] });
    // The current page's name in the navigation: Devanagari on every Hindi page (a heading may be a name).
    expect((await fontsOf(ctx, page, 'nav a[aria-current=page]')).some((f) => /Devanagari/i.test(f))).toBe(
      true,
    );
  }
  await page.addScriptTag({ path: AXE });
  const violations = (await page.evaluate(`axe.run().then((r) => r.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => v.id + ' (' + v.impact + '): ' + v.nodes.map((n) => n.target).join(' | ')))`)) as string[];
  expect({ name, violations }).toEqual({ name, violations: [] });
  const overflow = (await page.evaluate(
    'document.documentElement.scrollWidth - window.innerWidth',
  )) as number;
  expect({ name, overflow }).toEqual({ name, overflow: 0 });
  await page.screenshot({
    path: `test-output/screenshots/dashboard-${lang}-${name}-360.png`,
    fullPage: true,
  });
}

async function phone(lang: Lang): Promise<BrowserContext> {
  const ctx = await browser.newContext({
    viewport: { width: 360, height: 780 },
    locale: lang === 'hi' ? 'hi-IN' : 'en-IN',
    // Only so the test can inject axe-core into the page.
    bypassCSP: true,
  });
  const value = (cookie: string): string => cookie.split('=')[1] as string;
  await ctx.addCookies([
    { name: 'ml_session', value: value(shop.who.cookie), url: svc.baseUrl, httpOnly: true, sameSite: 'Lax' },
    { name: 'ml_lang', value: lang, url: svc.baseUrl, httpOnly: true, sameSite: 'Lax' },
  ]);
  return ctx;
}

describe.each(['hi', 'en'] as Lang[])('the dashboard in %s at 360 px', (lang) => {
  test('main pages: axe clean, no overflow, photographed', async () => {
    const ctx = await phone(lang);
    const page = await ctx.newPage();
    const go = async (path: string, name: string): Promise<void> => {
      await page.goto(`${svc.baseUrl}${path}`);
      await inspect(ctx, page, lang, name);
    };
    await go('/app', 'home');
    await expect(page.locator('#paid-today-sum').textContent()).resolves.toMatch(
      /^₹\d{1,3}(,\d{2})*(,\d{3})?\.\d{2}$/,
    );
    await go('/app/orders', 'orders');
    await go(`/app/orders/${shop.openOrder}`, 'order-open');
    await expect(page.locator('main h1').textContent()).resolves.toBe(
      lang === 'hi' ? '₹1,299.00 का ऑर्डर' : 'Order of ₹1,299.00',
    );
    await go(`/app/orders/${shop.paidOrder}`, 'order-paid');
    await go('/app/credits', 'credits');
    await go('/app/devices', 'devices');
    await page.check('input[name=kind][value=shortcut]');
    await page.click('form[action="/app/devices"] button[type=submit]');
    await page.waitForSelector('#steps');
    await inspect(ctx, page, lang, 'devices-iphone-steps');
    await go('/app/settings', 'settings');
    await go('/app/statements', 'statements');
    await go(`/app/statements/${shop.statement}`, 'statement');
    // The switch goes to the other language and back, remembered.
    const other = lang === 'hi' ? 'en' : 'hi';
    await page.click(`nav.lang a[hreflang=${other}]`);
    await expect(page.evaluate('document.documentElement.lang')).resolves.toBe(other);
    await page.goto(`${svc.baseUrl}/app`);
    await expect(page.evaluate('document.documentElement.lang')).resolves.toBe(other);
    await page.click(`nav.lang a[hreflang=${lang}]`);
    await expect(page.evaluate('document.documentElement.lang')).resolves.toBe(lang);
    await ctx.close();
  });
});
