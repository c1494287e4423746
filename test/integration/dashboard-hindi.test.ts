// Every page of the seller's dashboard in Hindi (issue 29, CONTRACT §9 "no page mixes languages except
// names and handles"): each GET page, each answer to a form (refusals beside their field, the steps of
// every reporter app, a secret shown once, confirmations) and the dashboard's error pages, rendered for
// a seller whose switch says Hindi, shows no English sentence of the catalog and no Latin word but the
// shop's own data, names and the terms Hindi keeps (UPI, QR, SMS, ...). The same pages in English show
// no Devanagari: the check sees a language where it should not be.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { busyShop, type BusyShop } from '../support/busy-shop.js';
import { englishSentencesIn, latinWordsIn, readableText } from '../support/i18n.js';
import { startTestService, type TestService } from '../support/service.js';

let svc: TestService;
let shop: BusyShop;
let joinPath: string;
beforeAll(async () => {
  svc = await startTestService();
  shop = await busyShop(svc);
  const [mail] = await svc.sql<{ text_body: string }>(
    `select text_body from outbound_mail where to_address = 'helper@example.com' order by id desc limit 1`,
  );
  joinPath = /\/app\/join\/[\w-]+/.exec(mail?.text_body ?? '')?.[0] ?? '';
});
afterAll(async () => {
  await svc?.stop();
});

type Lang = 'hi' | 'en';

function request(lang: Lang, path: string, form?: Record<string, string> | FormData): Promise<Response> {
  const headers: Record<string, string> = { cookie: `${shop.who.cookie}; ml_lang=${lang}` };
  if (form && !(form instanceof FormData)) headers['content-type'] = 'application/x-www-form-urlencoded';
  return fetch(`${svc.baseUrl}${path}`, {
    method: form ? 'POST' : 'GET',
    redirect: 'manual',
    headers,
    ...(form ? { body: form instanceof FormData ? form : new URLSearchParams(form) } : {}),
  });
}

// The table is read once before the shop exists (for the tests' names), then in each test.
const sh = (): BusyShop => shop ?? ({ who: { csrf: '', cookie: '' }, names: [] } as unknown as BusyShop);
const csrf = (): string => sh().who.csrf;

/** [what, path, form (absent: a GET), the status it answers]. */
const PAGES = (): [string, string, Record<string, string> | FormData | undefined, number][] => [
  ['today', '/app', undefined, 200],
  ['orders', '/app/orders', undefined, 200],
  ['orders, none found', '/app/orders?reference=none-such', undefined, 200],
  ['new order', '/app/orders/new', undefined, 200],
  ['new order refused', '/app/orders', { csrf: csrf(), price: 'abc', description: 'x'.repeat(141) }, 400],
  ['new order out of range', '/app/orders', { csrf: csrf(), price: '0.50' }, 400],
  ['open order', `/app/orders/${sh().openOrder}`, undefined, 200],
  ['paid order', `/app/orders/${sh().paidOrder}`, undefined, 200],
  ['cancelled order', `/app/orders/${sh().cancelledOrder}`, undefined, 200],
  ['cancel: are you sure', `/app/orders/${sh().openOrder}/cancel`, { csrf: csrf() }, 200],
  ['unknown order', '/app/orders/int_00000000000000000000', undefined, 404],
  ['credits', '/app/credits', undefined, 200],
  ['place refused', `/app/credits/${sh().parkedCredit}/place`, { csrf: csrf(), intent_id: 'nope' }, 400],
  [
    'place on no such order',
    `/app/credits/${sh().parkedCredit}/place`,
    { csrf: csrf(), intent_id: 'int_00000000000000000000' },
    400,
  ],
  [
    'place on a cancelled order',
    `/app/credits/${sh().parkedCredit}/place`,
    { csrf: csrf(), intent_id: sh().cancelledOrder },
    409,
  ],
  ['statements', '/app/statements', undefined, 200],
  ['a statement', `/app/statements/${sh().statement}`, undefined, 200],
  ['statement without a file', '/app/statements', formData({ csrf: csrf() }), 400],
  ['statement unreadable', '/app/statements', formData({ csrf: csrf() }, '%PDF-1.7\n'), 415],
  ['devices', '/app/devices', undefined, 200],
  ['steps: Sms Forwarder', '/app/devices', { csrf: csrf(), kind: 'forwarder', name: 'Shelf phone' }, 200],
  ['steps: SMSGate', '/app/devices', { csrf: csrf(), kind: 'smsgate' }, 200],
  ['steps: iPhone Shortcuts', '/app/devices', { csrf: csrf(), kind: 'shortcut' }, 200],
  ['steps: pairing code', '/app/devices', { csrf: csrf(), kind: 'reporter' }, 200],
  ['no app chosen', '/app/devices', { csrf: csrf(), kind: 'pager' }, 400],
  ['SMSGate without credentials', `/app/devices/${sh().device}/smsgate-webhook`, { csrf: csrf() }, 404],
  ['revoke: are you sure', `/app/devices/${sh().device}/revoke`, { csrf: csrf() }, 200],
  ['feeds', '/app/feeds', undefined, 200],
  ['feeds, no bank found', '/app/feeds?bank=zzqq', undefined, 200],
  ['webhooks', '/app/webhooks', undefined, 200],
  ['webhooks, resent', '/app/webhooks?resent=1&delivered=1', undefined, 200],
  ['settings', '/app/settings?saved=1', undefined, 200],
  [
    'settings refused',
    '/app/settings',
    {
      csrf: csrf(),
      payee_vpa: 'not a handle',
      late_policy: 'maybe',
      rest_minutes: '9999',
      reservation_ttl_minutes: 'x',
      late_horizon_minutes: '0',
      accounts: '12',
      webhook_url: 'ftp://x',
    },
    400,
  ],
  ['signing secret shown once', '/app/settings/webhook-secret', { csrf: csrf() }, 200],
  ['developers', '/app/developers', undefined, 200],
  ['API key shown once', '/app/developers/keys', { csrf: csrf() }, 200],
  [
    'product link refused',
    '/app/developers/links',
    { csrf: csrf(), slug: 'Bad Slug!', price: '0', description: 'x'.repeat(141), max_live: '500' },
    400,
  ],
  [
    'product link name taken',
    '/app/developers/links',
    { csrf: csrf(), slug: 'masala-chai', price: '49' },
    400,
  ],
  ['team', '/app/team?invited=1', undefined, 200],
  ['team refused', '/app/team', { csrf: csrf(), email: 'not an address' }, 400],
  ['last address kept', '/app/team/remove', { csrf: csrf(), email: 'nobody@example.com' }, 404],
  ['form from elsewhere', '/app/orders', { csrf: 'forged', price: '10' }, 403],
  ['join link', joinPath, undefined, 200],
  ['used join link', `/app/join/${'x'.repeat(43)}`, undefined, 400],
];

function formData(fields: Record<string, string>, file?: string): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file !== undefined) form.append('file', new Blob([file], { type: 'application/pdf' }), 'statement.pdf');
  return form;
}

describe('every dashboard page in Hindi', () => {
  test('the list covers every page of the navigation', () => {
    const paths = PAGES().map(([, path]) => path.split('?')[0]);
    for (const nav of ['/app', '/app/orders', '/app/orders/new', '/app/credits', '/app/statements']) {
      expect(paths).toContain(nav);
    }
    for (const nav of [
      '/app/devices',
      '/app/feeds',
      '/app/webhooks',
      '/app/settings',
      '/app/developers',
      '/app/team',
    ]) {
      expect(paths).toContain(nav);
    }
  });

  test.each(PAGES().map(([what]) => what))('%s', async (what) => {
    const [, path, form, status] = PAGES().find(([w]) => w === what) ?? [];
    const res = await request('hi', path as string, form);
    const page = await res.text();
    expect({ what, status: res.status }).toEqual({ what, status });
    expect(page).toContain('<html lang="hi">');
    expect({ what, english: englishSentencesIn(page, shop.names) }).toEqual({ what, english: [] });
    expect({ what, latin: latinWordsIn(page, shop.names) }).toEqual({ what, latin: [] });
  });
});

describe('the same pages in English', () => {
  test.each(PAGES().map(([what]) => what))('%s: no Devanagari', async (what) => {
    const [, path, form, status] = PAGES().find(([w]) => w === what) ?? [];
    const res = await request('en', path as string, form);
    const page = await res.text();
    expect({ what, status: res.status }).toEqual({ what, status });
    expect(page).toContain('<html lang="en">');
    expect({ what, devanagari: /[\u0900-\u097F]/.test(readableText(page)) }).toEqual({
      what,
      devanagari: false,
    });
    expect(englishSentencesIn(page, shop.names).length).toBeGreaterThan(0);
  });
});

test('rupees and dates on a Hindi page: Indian grouping, Devanagari month', async () => {
  const page = await (await request('hi', `/app/orders/${shop.openOrder}`)).text();
  expect(page).toContain('₹1,299.00 का ऑर्डर');
  expect(readableText(page)).toMatch(/\d{1,2} [\u0900-\u097F]+॰?,? \d{2}:\d{2}/);
});
