// Hindi and English over HTTP (issue 29, CONTRACT §9): `Accept-Language: hi-IN,hi;q=0.9,en;q=0.8` gets
// Hindi pages with lang="hi" (a pay page, a product link, sign-in, the sign-in mail, the refusals), and
// the switch moves to English and back, remembered in a cookie whatever the header says.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { BROWSER, startTestService, type TestService, type TestTenant } from '../support/service.js';
import { lastMailId, linkFromOutbox, tenantEmail } from '../support/dashboard.js';
import { englishSentencesIn, latinWordsIn, readableText } from '../support/i18n.js';

let svc: TestService;
let t: TestTenant;
let email: string;
beforeAll(async () => {
  svc = await startTestService();
  t = await svc.tenant();
  email = await tenantEmail(svc, t.id);
});
afterAll(async () => {
  await svc?.stop();
});

const HINDI = { ...BROWSER, 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' };
const ENGLISH = { ...BROWSER, 'accept-language': 'en-IN,en;q=0.9' };
const NAMES = ['Test Shop', 'shop@okhdfc', 'name@example.com'];

const get = (path: string, headers: Record<string, string>) =>
  fetch(`${svc.baseUrl}${path}`, { headers, redirect: 'manual' });

/** A Hindi page: lang="hi", no English sentence of the catalog, no Latin word but names and UPI terms. */
async function expectHindi(res: Response, names: string[] = []): Promise<string> {
  const page = await res.text();
  expect(res.headers.get('content-type')).toMatch(/^text\/html/);
  expect(page).toContain('<html lang="hi">');
  expect(englishSentencesIn(page)).toEqual([]);
  expect(latinWordsIn(page, [...NAMES, ...names])).toEqual([]);
  return page;
}

/** An English page: lang="en", and no Devanagari but the order's own description (a name). */
async function expectEnglish(res: Response): Promise<string> {
  const page = await res.text();
  expect(page).toContain('<html lang="en">');
  expect(readableText(page).split(DESCRIPTION).join(' ')).not.toMatch(/[\u0900-\u097F]/);
  return page;
}

const DESCRIPTION = 'दो समोसे';

const order = async (description = DESCRIPTION): Promise<{ url: string; path: string }> => {
  const res = await svc.api<{ page_url: string }>(t.key, 'POST', '/v1/intents', {
    list_paise: 123_456_78,
    description,
  });
  expect(res.status).toBe(201);
  return { url: res.body.page_url, path: new URL(res.body.page_url).pathname };
};

describe('pay page', () => {
  test('Hindi for a Hindi reader: the price in the Indian format, the Pay button in Hindi', async () => {
    const { path } = await order();
    const res = await get(path, HINDI);
    expect(res.status).toBe(200);
    expect(res.headers.get('vary')).toMatch(/accept-language/i);
    const page = await expectHindi(res);
    expect(page).toContain('₹1,23,456.78');
    expect(page).toContain('>भुगतान करें</button>');
  });

  test('the tapped page, and the switch to English and back, remembered by a cookie', async () => {
    const { path } = await order();
    const tap = await fetch(`${svc.baseUrl}${path}/reserve`, {
      method: 'POST',
      headers: HINDI,
      redirect: 'manual',
    });
    expect(tap.status).toBe(303);
    const held = await expectHindi(await get(path, HINDI));
    expect(held).toContain('UPI ऐप से भुगतान करें');
    expect(held).toContain(`href="${path}?lang=en" lang="en" hreflang="en">English</a>`);

    const toEnglish = await get(`${path}?lang=en`, HINDI);
    expect(toEnglish.headers.get('set-cookie')).toMatch(
      /^ml_lang=en; Path=\/; Max-Age=31536000; SameSite=Lax; HttpOnly$/,
    );
    const english = await expectEnglish(toEnglish);
    expect(english).toContain('Pay with a UPI app');
    expect(english).toContain(`href="${path}?lang=hi" lang="hi" hreflang="hi">हिन्दी</a>`);
    // The cookie wins over the header, both ways.
    await expectEnglish(await get(path, { ...HINDI, cookie: 'ml_lang=en' }));
    const back = await get(`${path}?lang=hi`, { ...ENGLISH, cookie: 'ml_lang=en' });
    expect(back.headers.get('set-cookie')).toMatch(/^ml_lang=hi;/);
    await expectHindi(back);
    await expectHindi(await get(path, { ...ENGLISH, cookie: 'ml_lang=hi' }));
    // A cookie of no language of ours is ignored.
    await expectEnglish(await get(path, { ...ENGLISH, cookie: 'ml_lang=fr' }));
  });

  test('a wrong UPI reference number is refused in Hindi, with the way back to the payment', async () => {
    const { path } = await order();
    const res = await fetch(`${svc.baseUrl}${path}/utr`, {
      method: 'POST',
      headers: { ...HINDI, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'utr=12345',
      redirect: 'manual',
    });
    expect(res.status).toBe(400);
    const page = await expectHindi(res);
    expect(page).toContain('UPI रेफ़रेंस नंबर 12 अंकों का होता है।');
    expect(page).toContain(`href="${path}"`);
  });

  test('an unknown pay page, and too many loads of one, answer in Hindi', async () => {
    const unknown = await get(`/p/pg_${'x'.repeat(30)}`, HINDI);
    expect(unknown.status).toBe(404);
    expect(await expectHindi(unknown)).toContain('यह भुगतान लिंक नहीं खुल रहा');

    const { path } = await order();
    let last: Response | undefined;
    for (let i = 0; i < 61; i++) {
      last = await get(path, HINDI);
      if (last.status === 429) break;
      await last.arrayBuffer();
    }
    expect(last?.status).toBe(429);
    const page = await expectHindi(last as Response);
    expect(page).toMatch(/\d+ सेकंड रुककर फिर से कोशिश करें।/);
  });
});

describe('product link', () => {
  test('a visit in Hindi shows a Hindi product page; the tap lands on a Hindi pay page; an unknown link and a busy one answer in Hindi', async () => {
    const slug = `chai-${randomBytes(4).toString('hex')}`;
    const made = await svc.api(t.key, 'POST', '/v1/links', { slug, list_paise: 4_900, max_live: 1 });
    expect(made.status).toBe(201);
    // A visit makes an order and lands on its pay page (CONTRACT §9); a link preview sees the product
    // page in the language asked for (issue 30); the tap makes an order with its amount held.
    const visit = await get(`/pr/${slug}?lang=hi`, ENGLISH);
    expect(visit.status).toBe(303);
    expect(visit.headers.get('set-cookie')).toMatch(/^ml_lang=hi;/);
    await expectHindi(await get(new URL(visit.headers.get('location') as string).pathname, HINDI));
    const preview = await get(`/pr/${slug}?lang=hi`, { ...ENGLISH, 'user-agent': 'WhatsApp/2.24.1 A' });
    expect(preview.status).toBe(200);
    expect(await expectHindi(preview)).toContain('<meta property="og:locale" content="hi_IN">');
    const tap = (headers: Record<string, string>) =>
      fetch(`${svc.baseUrl}/pr/${slug}`, { method: 'POST', headers, redirect: 'manual' });
    const first = await tap(HINDI);
    expect(first.status).toBe(303);
    await expectHindi(await get(new URL(first.headers.get('location') as string).pathname, HINDI));

    const unknown = await get(`/pr/no-such-${slug}`, HINDI);
    expect(unknown.status).toBe(404);
    expect(await expectHindi(unknown)).toContain('सामान का यह लिंक नहीं खुल रहा');

    // max_live 1: the first payer holds the only amount; the second payer's tap is refused.
    const busy = await tap(HINDI);
    expect(busy.status).toBe(503);
    expect(await expectHindi(busy)).toContain('अभी बहुत लोग भुगतान कर रहे हैं: एक मिनट बाद फिर से कोशिश करें।');
  });
});

describe('sign-in', () => {
  test('/app/login in Hindi, the switch to English and back', async () => {
    const res = await get('/app/login', HINDI);
    expect(res.status).toBe(200);
    const page = await expectHindi(res);
    expect(page).toContain('मुझे साइन-इन लिंक ई-मेल करें');
    expect(page).toContain('href="/app/login?lang=en" lang="en" hreflang="en">English</a>');
    const english = await get('/app/login?lang=en', HINDI);
    expect(english.headers.get('set-cookie')).toMatch(/^ml_lang=en;/);
    expect(await expectEnglish(english)).toContain('E-mail me a sign-in link');
    await expectEnglish(await get('/app/login', { ...HINDI, cookie: 'ml_lang=en' }));
    await expectHindi(await get('/app/login?lang=hi', { ...HINDI, cookie: 'ml_lang=en' }));
  });

  test('a Hindi reader: check-your-inbox, a Hindi mail, the one-button page, the used-link page', async () => {
    const before = await lastMailId(svc);
    const form = { ...HINDI, 'content-type': 'application/x-www-form-urlencoded' };
    const asked = await fetch(`${svc.baseUrl}/app/login`, {
      method: 'POST',
      headers: form,
      body: new URLSearchParams({ email }),
    });
    expect(asked.status).toBe(200);
    expect(await expectHindi(asked, [email])).toContain('अपना ई-मेल देखें');
    const link = await linkFromOutbox(svc, email, before);
    const [mail] = await svc.sql<{ subject: string; text_body: string; html_body: string }>(
      `select subject, text_body, html_body from outbound_mail where to_address = ? order by id desc limit 1`,
      [email],
    );
    expect(mail?.subject).toBe('MatchLedger पर Test Shop में साइन इन करें');
    expect(englishSentencesIn(mail?.text_body ?? '')).toEqual([]);
    expect(mail?.html_body).toContain('<html lang="hi">');

    const button = await get(new URL(link).pathname, HINDI);
    expect(button.status).toBe(200);
    const page = await expectHindi(button);
    expect(page).toContain('>साइन इन करें</button>');
    // The switch points at this page by its query alone: the page never repeats the token.
    expect(page).toContain('href="?lang=en"');
    expect(page).not.toContain(new URL(link).pathname);

    const used = await fetch(link, { method: 'POST', redirect: 'manual', headers: HINDI });
    expect(used.status).toBe(303);
    const again = await fetch(link, { method: 'POST', redirect: 'manual', headers: HINDI });
    expect(again.status).toBe(400);
    expect(await expectHindi(again)).toContain('इस लिंक से साइन इन नहीं हो सकता');
  });

  test('a malformed address, then too many tries, each answered in Hindi', async () => {
    const form = { ...HINDI, 'content-type': 'application/x-www-form-urlencoded' };
    const bad = await fetch(`${svc.baseUrl}/app/login`, {
      method: 'POST',
      headers: form,
      body: 'email=not-an-address',
    });
    expect(bad.status).toBe(400);
    expect(await expectHindi(bad, ['not-an-address'])).toContain('जैसे name@example.com');
    let last: Response | undefined;
    for (let i = 0; i < 40; i++) {
      last = await fetch(`${svc.baseUrl}/app/login`, { method: 'POST', headers: form, body: 'email=x' });
      if (last.status === 429) break;
      await last.arrayBuffer();
    }
    expect(last?.status).toBe(429);
    expect(await expectHindi(last as Response)).toMatch(/\d+ सेकंड रुककर फिर से कोशिश करें।/);
  });

  test('English readers, and readers who name no language, get English', async () => {
    await expectEnglish(await get('/app/login', ENGLISH));
    await expectEnglish(await get('/app/login', BROWSER));
  });
});
