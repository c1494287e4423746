// The pay page's HTML (CONTRACT §9): mobile first, no framework, no external assets. It renders the
// order as the ledger sees it, in the payer's language (Hindi or English, every sentence from the
// catalogs in src/i18n); a few lines of script copy the handle, count the time down and poll the
// status so the page turns to "Paid" or "Expired" by itself.
import { createHash } from 'node:crypto';
import QRCode from 'qrcode';
import type { PayPageView } from '../ledger/pay-page.js';
import {
  LANGUAGE_NAMES,
  rupeesIn,
  t,
  type Lang,
  type MessageKey,
  type MessageValues,
} from '../i18n/index.js';

const escape = (s: string): string =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

/** Paise as the payer reads rupees, in the Indian number format of both languages: ₹1,23,456.50. */
export function rupees(paise: number, lang: Lang = 'en'): string {
  return rupeesIn(paise, lang);
}

/** The UPI deep link any UPI app opens: payee, exact amount, currency, a note naming the order. */
export function upiLink(view: PayPageView, amountPaise: number): string {
  const note = (view.order.description as string | undefined) ?? `Order ${view.order.intent_id}`;
  const params = new URLSearchParams({
    pa: view.payeeVpa,
    pn: view.payeeName,
    am: (amountPaise / 100).toFixed(2),
    cu: 'INR',
    tn: note.slice(0, 50),
  });
  return `upi://pay?${params.toString().replace(/\+/g, '%20')}`;
}

const STYLE = `
  *{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,Segoe UI,Roboto,
  "Noto Sans Devanagari","Nirmala UI","Kohinoor Devanagari",sans-serif;
  background:#f4f5f7;color:#1b1d21}main{max-width:420px;margin:0 auto;padding:12px 16px 24px}
  .card{background:#fff;border-radius:16px;padding:24px;box-shadow:0 1px 3px rgba(0,0,0,.08)}
  h1{font-size:18px;margin:0 0 4px}.muted{color:#5f6570;font-size:14px}
  .amount{font-size:44px;font-weight:700;letter-spacing:-1px;margin:16px 0 4px}
  .button{display:block;width:100%;text-align:center;padding:14px;border:0;border-radius:12px;
  background:#1a56db;color:#fff;font-size:17px;font-weight:600;text-decoration:none;cursor:pointer}
  .qr{display:flex;justify-content:center;margin:16px 0 4px}.qr svg{width:220px;height:220px}
  .center{text-align:center;margin:0 0 12px}
  .row{display:flex;gap:8px;align-items:center;margin:12px 0}.row code{flex:1;padding:10px;
  background:#f4f5f7;border-radius:8px;overflow-wrap:anywhere}.small{padding:10px 12px;border-radius:8px;
  border:1px solid #c9ced6;background:#fff;cursor:pointer}input{flex:1;min-width:0;padding:10px;
  border:1px solid #c9ced6;border-radius:8px;font-size:16px}.done{color:#0e7a3e}.warn{color:#b42318}
  .saving{display:inline-block;vertical-align:middle;font-size:14px;font-weight:600;letter-spacing:0;
  color:#0e7a3e;background:#e7f6ec;border-radius:999px;padding:2px 10px}
  .notice{background:#fff8e6;border-left:4px solid #b54708;padding:8px 12px;border-radius:8px;font-size:14px}
  .lang{display:flex;justify-content:flex-end;margin:0 0 8px}.lang a{color:#1a56db;padding:8px 4px;font-size:15px}`;

/** Where the page's language switch points: a GET path that shows this page in the other language. */
export interface PageFrame {
  lang: Lang;
  switchPath: string;
}

/** A link to the same page in the other language; the route remembers the choice in a cookie. */
function languageSwitch(f: PageFrame): string {
  const other: Lang = f.lang === 'hi' ? 'en' : 'hi';
  return `<nav class="lang" aria-label="${escape(t(f.lang, 'switch.label'))}"><a href="${escape(`${f.switchPath}?lang=${other}`)}" lang="${other}" hreflang="${other}">${escape(LANGUAGE_NAMES[other])}</a></nav>`;
}

function page(f: PageFrame, title: string, body: string, data?: PageData, meta = ''): string {
  const attrs = data
    ? ` data-token="${escape(data.token)}" data-status="${escape(data.status)}"${data.amount !== undefined ? ` data-amount="${escape(data.amount)}"` : ''}`
    : '';
  return `<!doctype html><html lang="${f.lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)}</title>${meta}
<style>${STYLE}</style></head><body${attrs}><main>${languageSwitch(f)}<div class="card">${body}</div></main>${data ? `<script>${SCRIPT}</script>` : ''}</body></html>`;
}

/**
 * Polls the status and reloads the page when what it shows is no longer true; copies the handle;
 * counts the time down. One fixed script for every page and language (what it needs, the word
 * "Copied" included, is in data attributes), so the content-security-policy allows exactly it by hash.
 */
const SCRIPT = `(function(){var d=document.body.dataset,t=d.token,s=d.status,a=d.amount?Number(d.amount):null;
setInterval(function(){fetch('/p/'+encodeURIComponent(t)+'/status',{headers:{accept:'application/json'}})
.then(function(r){return r.json()}).then(function(j){if(j.status!==s||(j.amount_paise===undefined?null:j.amount_paise)!==a)location.reload()})
.catch(function(){})},4000);
var c=document.getElementById('copy');if(c)c.onclick=function(){navigator.clipboard&&navigator.clipboard.writeText(c.dataset.vpa);c.textContent=c.dataset.copied};
var l=document.getElementById('left');if(l){var until=Number(l.dataset.until);(function tick(){var r=Math.max(0,until-Math.floor(Date.now()/1000));
l.textContent=Math.floor(r/60)+':'+String(r%60).padStart(2,'0');if(r>0)setTimeout(tick,1000);else location.reload()})()}})();`;

const sha256 = (text: string): string => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** CONTRACT §9: nothing from another origin, never framed; the inline style and script by hash. */
export const PAY_PAGE_CSP = [
  "default-src 'none'",
  `script-src ${sha256(SCRIPT)}`,
  `style-src ${sha256(STYLE)}`,
  "img-src 'self' data:",
  "connect-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** The data the script reads: the page token, and the status and amount the page shows. */
const pageData = (token: string, shownStatus: string, shownAmount: number | undefined): PageData => ({
  token,
  status: shownStatus,
  ...(shownAmount !== undefined ? { amount: String(shownAmount) } : {}),
});

interface PageData {
  token: string;
  status: string;
  amount?: string;
}

export async function payPageHtml(token: string, view: PayPageView, lang: Lang = 'en'): Promise<string> {
  const o = view.order;
  const say = (key: MessageKey, values?: MessageValues): string => escape(t(lang, key, values));
  const money = (paise: number): string => rupees(paise, lang);
  const f: PageFrame = { lang, switchPath: `/p/${encodeURIComponent(token)}` };
  const head = `<h1>${escape(view.payeeName)}</h1>${o.description ? `<div class="muted">${escape(String(o.description))}</div>` : ''}`;
  if (o.status === 'confirmed') {
    return page(
      f,
      t(lang, 'pay.paid.title'),
      `${head}<div class="amount done">${say('pay.paid.mark')}</div><div class="muted">${say('pay.paid.received', { amount: money(Number(o.paid_paise)) })}</div>`,
    );
  }
  if (o.status === 'cancelled') {
    return page(f, t(lang, 'pay.cancelled.title'), `${head}<p class="warn">${say('pay.cancelled')}</p>`);
  }
  if (o.status === 'expired') {
    return page(f, t(lang, 'pay.expired.title'), `${head}<p class="warn">${say('pay.expired')}</p>`);
  }
  const held = o.amount_paise as number | undefined;
  if (held === undefined) {
    return page(
      f,
      t(lang, 'pay.title', { amount: money(Number(o.list_paise)) }),
      `${head}<div class="amount">${money(Number(o.list_paise))}</div>
<form method="post" action="/p/${escape(encodeURIComponent(token))}/reserve"><button class="button" type="submit">${say('pay.button')}</button></form>`,
      pageData(token, o.status, undefined),
    );
  }
  // The exact amount sits a few paise below the list price (CONTRACT §5); the saving shown beside it
  // makes plain that it differs from the price on the product, which careless payers type instead.
  const saving = Number(o.list_paise) - held;
  const link = upiLink(view, held);
  const qr = await QRCode.toString(link, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return page(
    f,
    t(lang, 'pay.title', { amount: money(held) }),
    `${head}<div class="amount"><span id="exact">${money(held)}</span>${saving > 0 ? ` <span class="saving">${say('pay.saving', { amount: money(saving) })}</span>` : ''}</div>
<div class="muted">${say('pay.exact')}
${say('pay.time_left')} <b id="left" data-until="${Number(o.reserved_until)}"></b></div>
<p class="notice">${say('pay.notice', { price: money(Number(o.list_paise)) })}</p>
<p><a class="button" href="${escape(link)}">${say('pay.with_app')}</a></p>
<div class="qr">${qr}</div><div class="muted center">${say('pay.qr')}</div>
<div class="muted">${say('pay.handle')}</div>
<div class="row"><code>${escape(view.payeeVpa)}</code><button class="small" id="copy" type="button" data-vpa="${escape(view.payeeVpa)}" data-copied="${say('pay.copied')}">${say('pay.copy')}</button></div>
<form method="post" action="/p/${escape(encodeURIComponent(token))}/utr">
<div class="muted">${say('pay.utr.intro')}</div>
<div class="row"><input name="utr" inputmode="numeric" pattern="[0-9]{12}" maxlength="12" placeholder="${say('pay.utr.placeholder')}" aria-label="${say('pay.utr.label')}">
<button class="small" type="submit">${say('pay.utr.send')}</button></div></form>`,
    pageData(token, o.status, held),
  );
}

/** What a payer reads when a pay page or a product link refuses: the sentence, and a way back. */
export interface PayerError {
  status: number;
  key: MessageKey;
  values?: MessageValues;
  /** The pay page to go back to, when there is one worth going back to. */
  back?: string;
}

const ERROR_TITLES: Partial<Record<number, MessageKey>> = {
  400: 'error.title.400',
  404: 'error.title.404',
  409: 'error.title.409',
  429: 'error.title.429',
  503: 'error.title.503',
};

export function errorPageHtml(f: PageFrame, e: PayerError): string {
  const title = t(f.lang, ERROR_TITLES[e.status] ?? 'error.title.other');
  // A link that does not open may still have been paid through: the payer keeps the proof.
  const paid = e.status === 404 ? `<p class="muted">${escape(t(f.lang, 'error.not_found.paid'))}</p>` : '';
  const back = e.back
    ? `<p><a class="button" href="${escape(e.back)}">${escape(t(f.lang, 'error.back_to_payment'))}</a></p>`
    : '';
  return page(
    f,
    title,
    `<h1>${escape(title)}</h1><p class="warn">${escape(t(f.lang, e.key, e.values))}</p>${paid}${back}`,
  );
}

/**
 * A product link as a link preview sees it (issue 30), in the asked language: the payee, the price and a
 * Pay button, with Open Graph tags for the card a chat app shows of the link. Showing it makes no order;
 * a payer's visit (GET, CONTRACT §9) or the Pay button (POST /pr/{slug}) does.
 */
export function productPageHtml(
  f: PageFrame,
  slug: string,
  link: { payeeName: string; listPaise: number; description?: string | undefined },
  url: string,
): string {
  const price = rupees(link.listPaise, f.lang);
  const meta = [
    ['og:type', 'website'],
    ['og:title', `${link.payeeName}: ${price}`],
    [
      'og:description',
      t(f.lang, 'product.preview', { about: link.description ? `${link.description}: ` : '', amount: price }),
    ],
    ['og:url', url],
    ['og:locale', f.lang === 'hi' ? 'hi_IN' : 'en_IN'],
  ]
    .map(([k, v]) => `\n<meta property="${k}" content="${escape(v as string)}">`)
    .join('');
  return page(
    f,
    t(f.lang, 'pay.title', { amount: price }),
    `<h1>${escape(link.payeeName)}</h1>${link.description ? `<div class="muted">${escape(link.description)}</div>` : ''}
<div class="amount">${price}</div>
<form method="post" action="/pr/${escape(encodeURIComponent(slug))}"><button class="button" type="submit">${escape(t(f.lang, 'pay.button'))}</button></form>`,
    undefined,
    meta,
  );
}
