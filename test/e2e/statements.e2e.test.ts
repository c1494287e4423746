// CONTRACT §14 in a real browser at 360 px: the seller uploads the day's statement through the form,
// reads the result (a confirmation the statement does not show comes first, then the payments it found,
// then the ones it proved), and places a found credit on its order. Each page is scanned for
// accessibility, checked for horizontal scrolling, and photographed under test-output/screenshots/.
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { indiaDate } from '../../src/domain/time.js';
import { launchBrowser } from '../support/browser.js';
import { signIn, tenantEmail } from '../support/dashboard.js';
import { startTestService, type TestService, type TestTenant } from '../support/service.js';
import { hdfcDelimited } from '../support/statements.js';

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
type Body = Record<string, unknown>;

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
  await page.screenshot({ path: `test-output/screenshots/statements-${name}-360.png`, fullPage: true });
}

async function order(
  t: TestTenant,
  listPaise: number,
  reserve: boolean,
  reference?: string,
): Promise<{ id: string; amount: number }> {
  const created = (
    await svc.runtime.services.intents.create(t.id, {
      list_paise: listPaise,
      ...(reference ? { reference } : {}),
    })
  ).body as Body;
  if (!reserve) return { id: created.intent_id as string, amount: listPaise };
  const reserved = await svc.runtime.services.intents.reserve(t.id, created.intent_id as string);
  return { id: reserved.intent_id, amount: reserved.amount_paise as number };
}

async function alerted(t: TestTenant, amount: number, rrn: string): Promise<void> {
  const recorded = await svc.runtime.services.credits.record({
    tenantId: t.id,
    source: 'email',
    amountPaise: amount,
    creditedAt: Math.floor(Date.now() / 1000),
    rrn,
    payerVpa: 'asha.verma91@oksbi',
    payerName: 'ASHA VERMA',
  });
  expect(recorded.status).toBe('matched');
}

test('upload a statement, read the result, place a found credit (360 px)', async () => {
  const t = await svc.tenant();
  const today = indiaDate(Math.floor(Date.now() / 1000));
  const proved = await order(t, 49_900, true);
  const forged = await order(t, 69_900, true);
  const missed = await order(t, 59_900, true);
  // The payer typed the list price: no reservation holds it, so the statement's credit is parked.
  const typedListPrice = await order(t, 120_000, false, 'ORD-1042');
  await alerted(t, proved.amount, '624411876512');
  await alerted(t, forged.amount, '624499990001');
  const file = hdfcDelimited([
    {
      date: today,
      amountPaise: proved.amount,
      rrn: '624411876512',
      payerName: 'ASHA VERMA',
      payerVpa: 'asha.verma91@oksbi',
    },
    {
      date: today,
      amountPaise: missed.amount,
      rrn: '624413290077',
      payerName: 'RAVI K',
      payerVpa: 'ravik-1@okicici',
    },
    {
      date: today,
      amountPaise: 120_000,
      rrn: '624515522301',
      payerName: 'PRIYA NAIR',
      payerVpa: 'priya@ybl',
    },
    { date: today, amountPaise: 500_000, debit: true, narration: 'ATW-416021XXXXXX4821-S1ANPN12-PUNE' },
    { date: today, amountPaise: 41_200, narration: 'CREDIT INTEREST CAPITALISED' },
  ]);

  const who = await signIn(svc, await tenantEmail(svc, t.id));
  const ctx = await browser.newContext({ viewport: { width: 360, height: 780 }, bypassCSP: true });
  await ctx.addCookies([
    {
      name: 'ml_session',
      value: who.cookie.split('=')[1] as string,
      url: svc.baseUrl,
      httpOnly: true,
      sameSite: 'Lax',
    },
  ]);
  const page = await ctx.newPage();
  const base = svc.baseUrl;

  await page.goto(`${base}/app`);
  await expect(page.locator('#last-statement').textContent()).resolves.toContain(
    'No bank statement checked yet',
  );
  await page.click('nav >> text=Statements');
  await page.waitForURL(`${base}/app/statements`);
  await inspect(page, 'empty');

  // A refused file: the error beside the field, nothing stored.
  await page.setInputFiles('#f-file', {
    name: 'statement.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.7\n'),
  });
  await page.click('#upload-form button[type=submit]');
  await expect(page.locator('#f-file-error').textContent()).resolves.toContain('PDF');
  await inspect(page, 'refused');

  await page.setInputFiles('#f-file', {
    name: 'Acct_Statement_XX4821.txt',
    mimeType: 'text/plain',
    buffer: file,
  });
  await page.click('#upload-form button[type=submit]');
  await page.waitForURL(/\/app\/statements\/stm_[0-9a-f]{20}$/);
  await inspect(page, 'result');

  // Warnings first, then found, then proved.
  const headings = await page.locator('main h2').allTextContents();
  expect(headings).toEqual([
    'Confirmed but not in the statement (1)',
    'Found in the statement (2)',
    'Proved (1)',
  ]);
  await expect(page.locator('#not-in-statement + p + ul').textContent()).resolves.toContain('ASHA VERMA');
  const missedOrder = await svc.api<Body>(t.key, 'GET', `/v1/intents/${missed.id}`);
  expect(missedOrder.body.status).toBe('confirmed');

  // The list-price payer's credit is parked with its order as the candidate: place it.
  // The button names the order as the seller knows it (their reference and price), not by its id.
  await page.click('button:has-text("Place on ORD-1042 · ₹1,200.00")');
  await page.waitForURL(/\/app\/statements\/stm_[0-9a-f]{20}#found$/);
  await expect(page.locator('#found ~ ul').first().textContent()).resolves.toContain('Placed by hand');
  const csv = await page.request.get(
    `${base}${await page.getAttribute('a:has-text("lines as CSV")', 'href')}`,
  );
  expect((await csv.body()).subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  expect(await csv.text()).toContain(',PRIYA NAIR,found,');
  await inspect(page, 'placed');
  const placed = await svc.api<Body>(t.key, 'GET', `/v1/intents/${typedListPrice.id}`);
  expect(placed.body.status).toBe('confirmed');

  await page.goto(`${base}/app/statements`);
  await inspect(page, 'list');
  await page.goto(`${base}/app`);
  await expect(page.locator('#last-statement').textContent()).resolves.toContain(
    '1 confirmed payment not in it',
  );
  await inspect(page, 'home');
  await ctx.close();
});
