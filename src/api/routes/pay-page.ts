// The payer's side (CONTRACT §9), keyed by the page token in the path: the token is the credential.
// Browsers get pages and redirects; callers asking for JSON get JSON (CONTRACT §12).
import Router from '@koa/router';
import type { Next } from 'koa';
import { DomainError, linkBusy } from '../../domain/errors.js';
import type { Services } from '../../services.js';
import { errorPageHtml, PAY_PAGE_CSP, payPageHtml, type PayerError } from '../pay-page-html.js';
import { parse, requireNoBody } from '../validate.js';
import { canonicalSlug } from './links.js';
import { utrForm } from '../schemas/pay-page.js';
import type { RequestState } from '../state.js';
import type { Ctx } from '../middleware.js';

/**
 * The page token as the router decodes it (tokens are case-sensitive base64url, so no folding),
 * re-encoded so that any spelling of one token gives one storable counter key.
 */
export function canonicalToken(raw: string): string {
  try {
    return encodeURIComponent(decodeURIComponent(raw));
  } catch {
    return raw;
  }
}

/** A browser (an HTML form, a page load) rather than a program asking for JSON. */
const isBrowser = (ctx: Ctx): boolean =>
  ctx.accepts(['json', 'html']) === 'html' && !ctx.is('application/json');

const LINK_BUSY = linkBusy(1).message;

/**
 * A refusal as the payer reads it, in the payer's language: what it means for this payment, never the
 * API's wording. `path` says which page refused: a pay page (`/p/{token}...`) or a product link.
 */
export function payerError(err: DomainError, path: string): PayerError & { switchPath: string } {
  const onPayPage = /^\/p\/([^/]+)/i.exec(path);
  const payPage = onPayPage ? `/p/${canonicalToken(onPayPage[1] as string)}` : undefined;
  const slug = /^\/pr\/([^/]+)/i.exec(path)?.[1];
  const switchPath = payPage ?? (slug !== undefined ? `/pr/${canonicalSlug(slug)}` : path);
  const back = err.status !== 404 ? payPage : undefined;
  const base = { status: err.status, switchPath, ...(back ? { back } : {}) };
  switch (err.code) {
    case 'not_found':
      return { ...base, key: payPage ? 'error.pay_page.not_found' : 'error.product_link.not_found' };
    case 'rate_limited':
      return {
        ...base,
        key: 'error.rate_limited',
        values: { seconds: Number(err.extra.retry_after_seconds ?? err.headers['retry-after'] ?? 60) },
      };
    case 'pool_exhausted':
      return { ...base, key: err.message === LINK_BUSY ? 'error.link_busy' : 'error.pool_exhausted' };
    case 'invalid_state':
      return { ...base, key: 'error.order_closed' };
    case 'invalid_request':
      return { ...base, key: /\/utr$/i.test(path) ? 'error.bad_utr' : 'error.other' };
    case 'unavailable':
      return { ...base, key: 'error.unavailable' };
    default:
      return { ...base, key: 'error.other' };
  }
}

/** Errors on pay-page paths reach a browser as a page, with the same status (CONTRACT §12). */
export function browserErrorPages() {
  return async (ctx: Ctx, next: Next): Promise<void> => {
    try {
      await next();
    } catch (err) {
      if (!(err instanceof DomainError) || !isBrowser(ctx)) throw err;
      ctx.status = err.status;
      ctx.set(err.headers);
      ctx.type = 'html';
      const { switchPath, ...shown } = payerError(err, ctx.path);
      ctx.body = errorPageHtml({ lang: ctx.state.lang ?? 'en', switchPath }, shown);
    }
  };
}

/**
 * CONTRACT §9: a pay page is never framed (clickjacking a Pay button), loads nothing from another
 * origin, and never leaks its token (the credential, in the URL) through `Referer`. The page's own
 * style and script are inline, allowed by their hashes only.
 */
export function payPageHeaders() {
  return async (ctx: Ctx, next: Next): Promise<void> => {
    try {
      await next();
    } finally {
      ctx.set('content-security-policy', PAY_PAGE_CSP);
      ctx.set('x-frame-options', 'DENY');
      ctx.set('referrer-policy', 'no-referrer');
      ctx.set('x-content-type-options', 'nosniff');
    }
  };
}

export function payPageRoutes(s: Services): Router<RequestState> {
  const r = new Router<RequestState>();
  const after = (ctx: Ctx, token: string, json: () => unknown): void => {
    if (isBrowser(ctx)) {
      ctx.status = 303;
      ctx.redirect(`/p/${encodeURIComponent(token)}`);
    } else {
      ctx.body = json();
    }
  };

  r.get('/p/:token', async (ctx) => {
    const token = ctx.params.token as string;
    const view = await s.payPages.view(token);
    ctx.type = 'html';
    ctx.set('cache-control', 'no-store');
    ctx.body = await payPageHtml(token, view, ctx.state.lang);
  });

  // The status the page polls; it turns the page to "Paid" or "Expired" without a reload by hand.
  r.get('/p/:token/status', async (ctx) => {
    const { order } = await s.payPages.view(ctx.params.token as string);
    ctx.set('cache-control', 'no-store');
    ctx.body = {
      status: order.status,
      ...(order.amount_paise !== undefined
        ? { amount_paise: order.amount_paise, reserved_until: order.reserved_until }
        : {}),
    };
  });

  // The tap on Pay: the exact amount this payer should pay, held for a while.
  r.post('/p/:token/reserve', async (ctx) => {
    requireNoBody(ctx.request.body);
    const token = ctx.params.token as string;
    const order = await s.payPages.reserve(token);
    after(ctx, token, () => ({
      status: order.status,
      amount_paise: order.amount_paise,
      reserved_until: order.reserved_until,
    }));
  });

  // The payer's UPI reference number, evidence `rrn` when the bank's credit carries the same one.
  r.post('/p/:token/utr', async (ctx) => {
    const token = ctx.params.token as string;
    const { utr } = parse(utrForm, ctx.request.body ?? {});
    const order = await s.payPages.recordPayerUtr(token, utr);
    after(ctx, token, () => ({ status: order.status, utr }));
  });

  return r;
}
