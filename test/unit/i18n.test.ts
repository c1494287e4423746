// The language layer (CONTRACT §9): both catalogs hold every key with the same placeholders; the
// language follows Accept-Language; amounts are written ₹1,23,456.78; and every page a payer sees,
// rendered in Hindi, shows no English sentence of the catalog and no Latin word but names and UPI terms.
import { describe, expect, test } from '@jest/globals';
import { CATALOGS, LANGS, momentIn, preferredLanguage, rupeesIn, t } from '../../src/i18n/index.js';
import { errorPageHtml, payPageHtml, productPageHtml } from '../../src/api/pay-page-html.js';
import { payerError } from '../../src/api/routes/pay-page.js';
import {
  DomainError,
  invalidRequest,
  invalidState,
  linkBusy,
  notFound,
  poolExhausted,
  rateLimited,
  unavailable,
} from '../../src/domain/errors.js';
import { signInMail } from '../../src/ledger/mail-messages.js';
import { page } from '../../src/api/dashboard/layout.js';
import type { PayPageView } from '../../src/ledger/pay-page.js';
import { englishSentencesIn, latinWordsIn } from '../support/i18n.js';

// A language may name a placeholder twice (Hindi repeats a label where English says it once): the set counts.
const placeholders = (s: string): string[] =>
  [...new Set([...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string))].sort();

describe('catalogs', () => {
  test('every key exists in both languages, with the same placeholders', () => {
    const keys = LANGS.map((lang) => Object.keys(CATALOGS[lang]).sort());
    expect(keys[1]).toEqual(keys[0]);
    for (const key of Object.keys(CATALOGS.en) as (keyof typeof CATALOGS.en)[]) {
      expect({ key, hi: placeholders(CATALOGS.hi[key]) }).toEqual({
        key,
        hi: placeholders(CATALOGS.en[key]),
      });
    }
  });

  test('every Hindi sentence is written in Devanagari, none left in English', () => {
    for (const [key, sentence] of Object.entries(CATALOGS.hi)) {
      expect({ key, devanagari: /[\u0900-\u097F]/.test(sentence) }).toEqual({ key, devanagari: true });
    }
  });

  test('placeholders are filled; numbers as the language writes them', () => {
    expect(t('en', 'error.rate_limited', { seconds: 42 })).toBe(
      'Too many tries in a short time. Wait 42 seconds, then try again.',
    );
    expect(t('hi', 'error.rate_limited', { seconds: 42 })).toBe(
      'कम समय में बहुत बार कोशिश हुई है। 42 सेकंड रुककर फिर से कोशिश करें।',
    );
  });
});

describe('the language a request asks for', () => {
  test.each([
    ['hi-IN,hi;q=0.9,en;q=0.8', 'hi'],
    ['hi', 'hi'],
    ['hi-IN', 'hi'],
    ['HI-in,en-IN;q=0.5', 'hi'],
    ['en-IN,en;q=0.9,hi;q=0.8', 'en'],
    ['en-US,en;q=0.9', 'en'],
    ['hi;q=0.5,en;q=0.5', 'hi'], // same q: listed first ranks higher
    ['en;q=0.5,hi;q=0.5', 'en'],
    ['en;q=0.4,hi;q=0.6', 'hi'],
    ['mr-IN,hi;q=0.8', 'hi'], // Marathi first, then Hindi, no English
    ['ta-IN', 'en'],
    ['hi;q=0', 'en'],
    ['hi;q=abc', 'en'],
    ['*', 'en'],
    ['', 'en'],
    [undefined, 'en'],
  ])('%s -> %s', (header, lang) => {
    expect(preferredLanguage(header)).toBe(lang);
  });
});

describe('numbers and moments', () => {
  test('rupees in the Indian number format, the same digits in both languages', () => {
    for (const lang of LANGS) {
      expect(rupeesIn(12_345_678, lang)).toBe('₹1,23,456.78');
      expect(rupeesIn(49_899, lang)).toBe('₹498.99');
      expect(rupeesIn(1, lang)).toBe('₹0.01');
      expect(rupeesIn(10_000_000_00, lang)).toBe('₹1,00,00,000.00');
    }
  });

  test('a moment in India time, month named in the language', () => {
    const t0 = Date.UTC(2026, 10, 25, 8, 35) / 1000; // 14:05 IST
    expect(momentIn(t0, 'en')).toBe('25 Nov, 14:05');
    expect(momentIn(t0, 'hi')).toMatch(/^25 नव.*14:05$/);
  });
});

const now = Math.floor(Date.now() / 1000);
const view = (order: Record<string, unknown>): PayPageView => ({
  order: {
    intent_id: 'int_0000000000000000000000',
    list_paise: 123_45_600,
    description: 'दो किलो आटा',
    ...order,
  } as unknown as PayPageView['order'],
  tenantId: 'ten_x',
  payeeVpa: 'sharma.store@okaxis',
  payeeName: 'शर्मा किराना',
});
const NAMES = ['sharma.store@okaxis', 'शर्मा किराना', 'दो किलो आटा'];

const PAY_PAGES: [string, Record<string, unknown>][] = [
  ['before the tap', { status: 'open' }],
  ['amount held', { status: 'open', amount_paise: 123_45_598, reserved_until: now + 900 }],
  ['paid', { status: 'confirmed', paid_paise: 123_45_598 }],
  ['expired', { status: 'expired' }],
  ['cancelled', { status: 'cancelled' }],
];

describe('pay pages in Hindi', () => {
  test.each(PAY_PAGES)('%s: Hindi throughout, lang="hi", amounts ₹1,23,456.00', async (_, order) => {
    const page = await payPageHtml('pg_token', view(order), 'hi');
    expect(page).toContain('<html lang="hi">');
    expect(englishSentencesIn(page)).toEqual([]);
    expect(latinWordsIn(page, NAMES)).toEqual([]);
    // The switch offers English, in English, marked as such.
    expect(page).toContain('<a href="/p/pg_token?lang=en" lang="en" hreflang="en">English</a>');
  });

  test.each(PAY_PAGES)('%s: English shows the English sentences (the check can fail)', async (_, order) => {
    const page = await payPageHtml('pg_token', view(order), 'en');
    expect(page).toContain('<html lang="en">');
    expect(englishSentencesIn(page).length).toBeGreaterThan(0);
  });

  test('the held amount page says the amounts in the Indian format', async () => {
    const page = await payPageHtml('pg_token', view(PAY_PAGES[1]?.[1] ?? {}), 'hi');
    expect(page).toContain('<span id="exact">₹1,23,455.98</span>');
    expect(page).toContain('दाम से ₹0.02 कम');
    expect(page).toContain('सामान पर लिखा दाम (₹1,23,456.00)');
  });
});

const ERRORS: [string, DomainError, string][] = [
  ['unknown pay page', notFound('payment page'), '/p/pg_x'],
  ['unknown product link', notFound('product link'), '/pr/chai'],
  ['too many requests', rateLimited(37), '/p/pg_x'],
  ['link busy', linkBusy(40), '/p/pg_x/reserve'],
  ['band exhausted', poolExhausted(40), '/p/pg_x/reserve'],
  ['order closed', invalidState('The order is expired.', 'expired'), '/p/pg_x/reserve'],
  ['bad UTR', invalidRequest('bad'), '/p/pg_x/utr'],
  ['database down', unavailable('down'), '/p/pg_x/reserve'],
  ['anything else', new DomainError(418, 'teapot', 'short and stout'), '/pr/chai'],
];

describe('error pages a payer sees', () => {
  test.each(ERRORS)('%s: Hindi throughout', (_, err, path) => {
    const { switchPath, ...shown } = payerError(err, path);
    const page = errorPageHtml({ lang: 'hi', switchPath }, shown);
    expect(page).toContain('<html lang="hi">');
    expect(englishSentencesIn(page)).toEqual([]);
    expect(latinWordsIn(page, NAMES)).toEqual([]);
  });

  test('each refusal says what it means for the payer', () => {
    const say = (err: DomainError, path: string): string => {
      const { switchPath, ...shown } = payerError(err, path);
      return errorPageHtml({ lang: 'en', switchPath }, shown);
    };
    expect(say(linkBusy(40), '/p/pg_x/reserve')).toContain(
      'Many people are paying right now: try again in a minute.',
    );
    expect(say(rateLimited(37), '/pr/chai')).toContain('Wait 37 seconds');
    expect(say(notFound('product link'), '/pr/Chai')).toContain('This product link does not open');
    expect(say(notFound('product link'), '/pr/Chai')).toContain('href="/pr/chai?lang=hi"');
    expect(say(invalidRequest('bad'), '/p/pg_x/utr')).toContain('href="/p/pg_x"');
    expect(say(invalidRequest('bad'), '/p/pg_x/utr')).toContain('A UPI reference number has 12 digits.');
  });
});

describe('the sign-in mail', () => {
  test('in Hindi: subject, text and HTML, the shop name escaped', () => {
    const mail = signInMail('a@example.com', 'शर्मा <किराना>', 'http://x/app/login/tok', 15, 'hi');
    expect(mail.subject).toBe('MatchLedger पर शर्मा <किराना> में साइन इन करें');
    expect(mail.text).toContain('अगले 15 मिनट तक');
    expect(mail.html).toContain('<html lang="hi">');
    expect(mail.html).toContain('<b>शर्मा &lt;किराना&gt;</b>');
    for (const part of [mail.text, mail.html]) {
      expect(englishSentencesIn(part)).toEqual([]);
      expect(latinWordsIn(part, ['http://x/app/login/tok', 'a@example.com'])).toEqual([]);
    }
  });

  test('in English by default', () => {
    const mail = signInMail('a@example.com', 'Sharma Stores', 'http://x/app/login/tok', 15);
    expect(mail.subject).toBe('Sign in to Sharma Stores on MatchLedger');
    expect(mail.text).toContain('It works once and only for the next 15 minutes:');
  });
});

describe('the dashboard frame', () => {
  const session = {
    tenantId: 'ten_x',
    tenantName: 'शर्मा किराना',
    email: 'sharma@example.com',
    csrf: 'c',
    expiresAt: now + 3600,
  };

  test('with a language: <html lang>, the nav, Sign out and the switch follow it', () => {
    const frame = page({
      title: 'आज',
      session,
      lang: 'hi',
      switchPath: '/app',
      current: '/app',
      body: '',
    }).value;
    expect(frame).toContain('<html lang="hi">');
    expect(frame).toContain('href="/app?lang=en" lang="en" hreflang="en">English</a>');
    expect(frame).toMatch(/aria-current="page"\s*>\s*आज\s*<\/a/);
    expect(englishSentencesIn(frame)).toEqual([]);
    expect(latinWordsIn(frame, ['sharma@example.com', 'शर्मा किराना'])).toEqual([]);
  });

  test('without one (a page still in English): English throughout and no switch', () => {
    const frame = page({
      title: 'Orders',
      session: { ...session, tenantName: 'Sharma Stores' },
      body: '',
    }).value;
    expect(frame).toContain('<html lang="en">');
    expect(frame).not.toContain('?lang=');
    expect(frame).not.toMatch(/[\u0900-\u097F]/);
    expect(frame).toMatch(/>\s*Orders\s*<\/a/);
    expect(frame).toMatch(/>\s*Sign out\s*<\/button>/);
  });
});

describe("a product link's page before the tap", () => {
  const link = { payeeName: 'शर्मा किराना', listPaise: 4_900, description: 'अदरक वाली चाय' };
  const url = 'https://pay.example.com/pr/adrak-chai';

  test('in Hindi: the page and its chat preview', () => {
    const page = productPageHtml({ lang: 'hi', switchPath: '/pr/adrak-chai' }, 'adrak-chai', link, url);
    expect(page).toContain('<html lang="hi">');
    expect(page).toContain(
      '<meta property="og:description" content="अदरक वाली चाय: UPI से ₹49.00 का भुगतान करें।">',
    );
    expect(page).toContain('<form method="post" action="/pr/adrak-chai">');
    expect(englishSentencesIn(page)).toEqual([]);
    expect(latinWordsIn(page, [...NAMES, url, 'अदरक वाली चाय'])).toEqual([]);
  });

  test('in English', () => {
    const page = productPageHtml({ lang: 'en', switchPath: '/pr/adrak-chai' }, 'adrak-chai', link, url);
    expect(page).toContain('<meta property="og:description" content="अदरक वाली चाय: Pay ₹49.00 by UPI.">');
    expect(page).toContain('>Pay</button>');
  });
});
