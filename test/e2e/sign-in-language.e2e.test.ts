// Sign-in in Hindi in a real browser at 360 px (issue 29, CONTRACT §9, §13): a browser that asks for
// Hindi gets the sign-in form, the check-your-inbox page, the one-button page and the used-link page
// in Hindi, drawn with a Devanagari font, each scanned by axe-core and photographed.
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { fontsOf, launchBrowser } from '../support/browser.js';
import { startTestService, type TestService } from '../support/service.js';
import { lastMailId, linkFromOutbox, tenantEmail } from '../support/dashboard.js';
import { englishSentencesIn } from '../support/i18n.js';

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

/** Hindi throughout, axe clean, no horizontal scroll at 360 px, and a screenshot. */
async function inspect(page: Page, name: string): Promise<void> {
  await expect(page.evaluate('document.documentElement.lang')).resolves.toBe('hi');
  expect(englishSentencesIn(await page.content())).toEqual([]);
  await page.addScriptTag({ path: AXE });
  const violations = (await page.evaluate(`axe.run().then((r) => r.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => v.id + ' (' + v.impact + '): ' + v.nodes.map((n) => n.target).join(' | ')))`)) as string[];
  expect({ page: name, violations }).toEqual({ page: name, violations: [] });
  const overflow = (await page.evaluate(
    'document.documentElement.scrollWidth - window.innerWidth',
  )) as number;
  expect({ page: name, overflow }).toEqual({ page: name, overflow: 0 });
  await page.screenshot({ path: `test-output/screenshots/sign-in-hi-${name}-360.png`, fullPage: true });
}

test('a Hindi reader signs in: form, inbox, one button, then the used link', async () => {
  const t = await svc.tenant();
  const email = await tenantEmail(svc, t.id);
  const ctx = await browser.newContext({
    viewport: { width: 360, height: 780 },
    locale: 'hi-IN',
    bypassCSP: true,
  });
  const page = await ctx.newPage();
  const base = svc.baseUrl;

  await page.goto(`${base}/app/login`);
  await expect(page.locator('h1').textContent()).resolves.toBe('अपने डैशबोर्ड में साइन इन करें');
  expect((await fontsOf(ctx, page, 'h1')).some((f) => /Devanagari/i.test(f))).toBe(true);
  await inspect(page, 'login');

  // A malformed address: the error beside the field, in Hindi.
  await page.fill('#f-email', 'not-an-address');
  await page.click('button[type=submit]');
  await expect(page.locator('.error').textContent()).resolves.toContain('जैसे name@example.com');
  await inspect(page, 'login-error');

  const before = await lastMailId(svc);
  await page.fill('#f-email', email);
  await page.click('button[type=submit]');
  await expect(page.locator('h1').textContent()).resolves.toBe('अपना ई-मेल देखें');
  await inspect(page, 'check-inbox');

  const link = await linkFromOutbox(svc, email, before);
  await page.goto(link);
  await inspect(page, 'sign-in-link');
  // Another tab opens the same link and uses it: this one's button now meets a used link.
  const other = await ctx.newPage();
  await other.goto(link);
  await other.click('button[type=submit]');
  await other.waitForURL(`${base}/app`);
  await other.close();
  await page.click('button[type=submit]');
  await expect(page.locator('h1').textContent()).resolves.toBe('इस लिंक से साइन इन नहीं हो सकता');
  await inspect(page, 'used-link');
  await ctx.close();
});
