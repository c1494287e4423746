// E2E12's probe: an order's page at 360 px keeps each amount and its status word whole (E12-2). The
// details list sized its label column to its longest label ("Amount held for the payer"), leaving the
// values about 80 px: ₹1,23,456.78 was drawn as "₹1,23,45" over "6.78" and "Waiting for payment" as
// "paymen" over "t", in English (the Hindi labels are shorter).
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser.js';
import { signIn, tenantEmail } from '../support/dashboard.js';
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

/** Every ₹ amount, badge and label's field name (code) of the page's details lists, and on how many lines the browser drew each. */
const LINES_OF_EACH = `(() => {
  const out = [];
  const lines = (range) => new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
  for (const dd of document.querySelectorAll('dl dd')) {
    const walker = document.createTreeWalker(dd, NodeFilter.SHOW_TEXT);
    let node;
    while ((node = walker.nextNode())) {
      for (const m of node.textContent.matchAll(/₹[0-9,]+\\.[0-9]{2}/g)) {
        const range = document.createRange();
        range.setStart(node, m.index);
        range.setEnd(node, m.index + m[0].length);
        out.push([m[0], lines(range)]);
      }
    }
    for (const b of dd.previousElementSibling?.matches('dt') ? dd.previousElementSibling.querySelectorAll('code') : []) {
      const range = document.createRange();
      range.selectNodeContents(b);
      out.push([b.textContent.trim(), lines(range)]);
    }
    for (const b of dd.querySelectorAll('.badge')) {
      const range = document.createRange();
      range.selectNodeContents(b);
      out.push([b.textContent.trim(), lines(range)]);
    }
  }
  return out;
})()`;

describe.each(['en', 'hi'])('an order of ₹1,23,456.78 at 360 px in %s', (lang) => {
  test('each amount and the status word on one line', async () => {
    const t = await svc.tenant();
    const who = await signIn(svc, await tenantEmail(svc, t.id));
    const made = await svc.api<{ intent_id: string }>(t.key, 'POST', '/v1/intents', {
      list_paise: 12_345_678,
      description: 'Gold chain 22k',
      reference: 'INV-2026-0042',
    });
    const held = await svc.api(t.key, 'POST', `/v1/intents/${made.body.intent_id}/reserve`);
    expect(held.status).toBe(200);

    const ctx = await browser.newContext({ viewport: { width: 360, height: 780 } });
    await ctx.addCookies([
      { name: 'ml_session', value: who.cookie.split('=')[1] as string, url: svc.baseUrl },
      { name: 'ml_lang', value: lang, url: svc.baseUrl },
    ]);
    const page = await ctx.newPage();
    await page.goto(`${svc.baseUrl}/app/orders/${made.body.intent_id}`);
    const drawn = (await page.evaluate(LINES_OF_EACH)) as [string, number][];
    expect(drawn.map(([text]) => text)).toEqual(expect.arrayContaining(['₹1,23,456.78', '₹1,23,456.77']));
    expect(drawn.filter(([, n]) => n !== 1)).toEqual([]);
    await page.screenshot({ path: `test-output/screenshots/order-amounts-${lang}-360.png`, fullPage: true });
    await ctx.close();
  });
});

test('the iPhone steps at 360 px keep each JSON key whole (E12-2)', async () => {
  // Capping the label column (above) must not break a key the seller types, such as received_at.
  const t = await svc.tenant();
  const who = await signIn(svc, await tenantEmail(svc, t.id));
  const ctx = await browser.newContext({ viewport: { width: 360, height: 780 } });
  await ctx.addCookies([{ name: 'ml_session', value: who.cookie.split('=')[1] as string, url: svc.baseUrl }]);
  const page = await ctx.newPage();
  await page.goto(`${svc.baseUrl}/app/devices`);
  await page.check('input[name=kind][value=shortcut]');
  await page.click('form[action="/app/devices"] button[type=submit]');
  await page.waitForLoadState();
  const drawn = (await page.evaluate(LINES_OF_EACH)) as [string, number][];
  expect(drawn.map(([text]) => text)).toEqual(expect.arrayContaining(['sender', 'body', 'received_at']));
  expect(drawn.filter(([, n]) => n !== 1)).toEqual([]);
  await page.screenshot({ path: 'test-output/screenshots/shortcut-keys-en-360.png', fullPage: true });
  await ctx.close();
});
