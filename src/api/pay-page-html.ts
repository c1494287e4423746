// The pay page's HTML (CONTRACT §9): mobile first, no framework, no external assets. It renders the
// order as the ledger sees it; a few lines of script copy the handle, count the time down and poll
// the status so the page turns to "Paid" or "Expired" by itself.
import { createHash } from 'node:crypto';
import QRCode from 'qrcode';
import type { PayPageView } from '../ledger/pay-page.js';

const escape = (s: string): string =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

/** Paise as the payer reads rupees: ₹1,234.50. */
export function rupees(paise: number): string {
  const whole = Math.floor(paise / 100).toLocaleString('en-IN');
  return `₹${whole}.${String(paise % 100).padStart(2, '0')}`;
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
  *{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;
  background:#f4f5f7;color:#1b1d21}main{max-width:420px;margin:0 auto;padding:24px 16px}
  .card{background:#fff;border-radius:16px;padding:24px;box-shadow:0 1px 3px rgba(0,0,0,.08)}
  h1{font-size:18px;margin:0 0 4px}.muted{color:#5f6570;font-size:14px}
  .amount{font-size:44px;font-weight:700;letter-spacing:-1px;margin:16px 0 4px}
  .button{display:block;width:100%;text-align:center;padding:14px;border:0;border-radius:12px;
  background:#1a56db;color:#fff;font-size:17px;font-weight:600;text-decoration:none;cursor:pointer}
  .qr{display:flex;justify-content:center;margin:16px 0}.qr svg{width:220px;height:220px}
  .row{display:flex;gap:8px;align-items:center;margin:12px 0}.row code{flex:1;padding:10px;
  background:#f4f5f7;border-radius:8px;overflow-wrap:anywhere}.small{padding:10px 12px;border-radius:8px;
  border:1px solid #c9ced6;background:#fff;cursor:pointer}input{flex:1;padding:10px;border:1px solid #c9ced6;
  border-radius:8px;font-size:16px}.done{color:#0e7a3e}.warn{color:#b42318}
  .saving{display:inline-block;vertical-align:middle;font-size:14px;font-weight:600;letter-spacing:0;
  color:#0e7a3e;background:#e7f6ec;border-radius:999px;padding:2px 10px}
  .notice{background:#fff8e6;border-left:4px solid #b54708;padding:8px 12px;border-radius:8px;font-size:14px}`;

function page(title: string, body: string, data?: PageData, meta = ''): string {
  const attrs = data
    ? ` data-token="${escape(data.token)}" data-status="${escape(data.status)}"${data.amount !== undefined ? ` data-amount="${escape(data.amount)}"` : ''}`
    : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)}</title>${meta}
<style>${STYLE}</style></head><body${attrs}><main><div class="card">${body}</div></main>${data ? `<script>${SCRIPT}</script>` : ''}</body></html>`;
}

/**
 * Polls the status and reloads the page when what it shows is no longer true; copies the handle;
 * counts the time down. One fixed script for every page (what it needs is in the body's data
 * attributes), so the content-security-policy can allow exactly it by its hash.
 */
const SCRIPT = `(function(){var d=document.body.dataset,t=d.token,s=d.status,a=d.amount?Number(d.amount):null;
setInterval(function(){fetch('/p/'+encodeURIComponent(t)+'/status',{headers:{accept:'application/json'}})
.then(function(r){return r.json()}).then(function(j){if(j.status!==s||(j.amount_paise===undefined?null:j.amount_paise)!==a)location.reload()})
.catch(function(){})},4000);
var c=document.getElementById('copy');if(c)c.onclick=function(){navigator.clipboard&&navigator.clipboard.writeText(c.dataset.vpa);c.textContent='Copied'};
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

export async function payPageHtml(token: string, view: PayPageView): Promise<string> {
  const o = view.order;
  const head = `<h1>${escape(view.payeeName)}</h1>${o.description ? `<div class="muted">${escape(String(o.description))}</div>` : ''}`;
  if (o.status === 'confirmed') {
    return page(
      'Paid',
      `${head}<div class="amount done">Paid ✓</div><div class="muted">${rupees(Number(o.paid_paise))} received. Thank you.</div>`,
    );
  }
  if (o.status === 'cancelled') {
    return page('Cancelled', `${head}<p class="warn">This order was cancelled. Please do not pay it.</p>`);
  }
  if (o.status === 'expired') {
    return page(
      'Expired',
      `${head}<p class="warn">This payment link has expired. Please ask the seller for a new one.</p>`,
    );
  }
  const held = o.amount_paise as number | undefined;
  if (held === undefined) {
    return page(
      `Pay ${rupees(Number(o.list_paise))}`,
      `${head}<div class="amount">${rupees(Number(o.list_paise))}</div>
<form method="post" action="/p/${escape(encodeURIComponent(token))}/reserve"><button class="button" type="submit">Pay</button></form>`,
      pageData(token, o.status, undefined),
    );
  }
  // The exact amount sits a few paise below the list price (CONTRACT §5); the saving shown beside it
  // makes plain that it differs from the price on the product, which careless payers type instead.
  const saving = Number(o.list_paise) - held;
  const link = upiLink(view, held);
  const qr = await QRCode.toString(link, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return page(
    `Pay ${rupees(held)}`,
    `${head}<div class="amount"><span id="exact">${rupees(held)}</span>${saving > 0 ? ` <span class="saving">${rupees(saving)} off the price</span>` : ''}</div>
<div class="muted">Pay exactly this amount: it tells the seller this payment is yours.
Time left <b id="left" data-until="${Number(o.reserved_until)}"></b>.</div>
<p class="notice">Paying the price on the product (${rupees(Number(o.list_paise))}) instead of this amount delays the seller\u2019s confirmation.</p>
<p><a class="button" href="${escape(link)}">Pay with a UPI app</a></p>
<div class="qr">${qr}</div>
<div class="row"><code>${escape(view.payeeVpa)}</code><button class="small" id="copy" type="button" data-vpa="${escape(view.payeeVpa)}">Copy</button></div>
<form method="post" action="/p/${escape(encodeURIComponent(token))}/utr">
<div class="muted">Paid already? Your UPI reference number (optional) helps the seller confirm it.</div>
<div class="row"><input name="utr" inputmode="numeric" pattern="[0-9]{12}" maxlength="12" placeholder="12-digit UPI reference" aria-label="UPI reference number">
<button class="small" type="submit">Send</button></div></form>`,
    pageData(token, o.status, held),
  );
}

export function errorPageHtml(status: number, message: string): string {
  return page(status === 404 ? 'Not found' : 'Please wait', `<p class="warn">${escape(message)}</p>`);
}

/**
 * A product link's page before the tap (issue 30): the payee, the price and a Pay button, with Open
 * Graph tags for the preview a chat app shows of the link. Opening it makes no order; the tap does.
 */
export function productPageHtml(
  slug: string,
  link: { payeeName: string; listPaise: number; description?: string | undefined },
  url: string,
): string {
  const title = `${link.payeeName}: ${rupees(link.listPaise)}`;
  const about = link.description ? `${link.description}. ` : '';
  const meta = [
    ['og:type', 'website'],
    ['og:title', title],
    ['og:description', `${about}Pay ${rupees(link.listPaise)} by UPI.`],
    ['og:url', url],
  ]
    .map(([k, v]) => `\n<meta property="${k}" content="${escape(v as string)}">`)
    .join('');
  return page(
    `Pay ${rupees(link.listPaise)}`,
    `<h1>${escape(link.payeeName)}</h1>${link.description ? `<div class="muted">${escape(link.description)}</div>` : ''}
<div class="amount">${rupees(link.listPaise)}</div>
<form method="post" action="/pr/${escape(encodeURIComponent(slug))}"><button class="button" type="submit">Pay</button></form>`,
    undefined,
    meta,
  );
}
