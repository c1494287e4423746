// The dashboard's middleware (CONTRACT §13): security headers, error pages, the session, CSRF.
import type { Next } from 'koa';
import { DomainError } from '../../domain/errors.js';
import { sameToken } from '../../ledger/sign-in.js';
import type { Services } from '../../services.js';
import type { Ctx } from '../middleware.js';
import { t, type Lang, type MessageKey } from '../../i18n/index.js';
import { html } from './html.js';
import { page } from './layout.js';
import { say } from './say.js';

export const SESSION_COOKIE = 'ml_session';

/**
 * Over https the cookie is `__Host-ml_session`: a browser keeps such a cookie only if it is Secure, has
 * Path=/ and no Domain, so a sibling subdomain cannot plant one (issue 30). Local http keeps the plain
 * name, which a browser would refuse to store with the prefix.
 */
export const sessionCookieName = (secure: boolean): string =>
  secure ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;

/**
 * No third-party origin, no inline code (the stylesheet and script are served from /app/assets),
 * no framing; `data:` images only for QR codes a browser may render as such.
 */
export const DASHBOARD_CSP =
  "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; object-src 'none'; " +
  "base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

export function dashboardHeaders() {
  return async (ctx: Ctx, next: Next): Promise<void> => {
    // Set before the route runs, so every answer has them, errors and redirects included.
    ctx.set('cache-control', 'no-store');
    ctx.set('x-frame-options', 'DENY');
    ctx.set('content-security-policy', DASHBOARD_CSP);
    // A sign-in link's token is in its path: it must not leave in a Referer.
    ctx.set('referrer-policy', 'no-referrer');
    ctx.set('x-content-type-options', 'nosniff');
    await next();
  };
}

const TITLES: Record<number, MessageKey> = {
  400: 'app.error.title.400',
  403: 'app.error.title.403',
  404: 'app.error.title.404',
  409: 'app.error.title.409',
  413: 'app.error.title.413',
  415: 'app.error.title.415',
  429: 'app.error.title.429',
  503: 'app.error.title.503',
};

/** `notFound(what)` names the missing thing; the seller reads which of theirs it was. */
const NOT_FOUND: Record<string, MessageKey> = {
  order: 'app.error.not_found.order',
  credit: 'app.error.not_found.credit',
  device: 'app.error.not_found.device',
  statement: 'app.error.not_found.statement',
  delivery: 'app.error.not_found.delivery',
  'API key': 'app.error.not_found.key',
  'live API key': 'app.error.not_found.key',
  'live API key with that prefix': 'app.error.not_found.key',
};

/**
 * A refusal in the seller's language. The domain's messages are English and written for API callers;
 * the page says the same thing from the catalog, chosen by the error's code (and for a 404, by what
 * was not found).
 */
export function sellerMessage(err: DomainError, lang: Lang): string {
  switch (err.code) {
    case 'not_found': {
      const what = /^No such (.+)\.$/.exec(err.message)?.[1] ?? '';
      return t(lang, NOT_FOUND[what] ?? 'app.error.not_found');
    }
    case 'invalid_state':
      return t(
        lang,
        /^The order (is|has)/.test(err.message) ? 'app.error.order_closed' : 'app.error.invalid_state',
      );
    case 'rate_limited':
      return t(lang, 'app.error.rate_limited', { seconds: Number(err.extra.retry_after_seconds ?? 60) });
    case 'unavailable':
    case 'pool_exhausted':
      return t(lang, 'app.error.unavailable');
    case 'invalid_request':
      return t(lang, /last address/.test(err.message) ? 'team.error.last' : 'app.error.invalid_request');
    default:
      return t(lang, 'app.error.other');
  }
}

/** Refusals reach the seller as a page with the same status; JSON callers keep JSON. */
export function dashboardErrorPages() {
  return async (ctx: Ctx, next: Next): Promise<void> => {
    try {
      await next();
    } catch (err) {
      if (!(err instanceof DomainError) || ctx.is('application/json')) throw err;
      ctx.status = err.status;
      ctx.set(err.headers);
      ctx.type = 'html';
      ctx.body = (
        err.code === 'rate_limited' && ctx.path.startsWith('/app/login')
          ? signInLimitPage(ctx, Number(err.extra.retry_after_seconds))
          : errorPage(ctx, err.status, sellerMessage(err, ctx.state.lang ?? 'en'))
      ).value;
    }
  };
}

/** A refusal as a page of its own, in the request's language; the switch shows the page again (GET). */
export function errorPage(ctx: Ctx, status: number, message: string) {
  const lang = ctx.state.lang ?? 'en';
  const title = t(lang, TITLES[status] ?? 'app.error.title.other');
  return page({
    title,
    session: ctx.state.session,
    lang,
    switchPath: ctx.method === 'GET' ? ctx.path : '/app',
    body: html`<div class="card">
      <h1>${title}</h1>
      <p>${message}</p>
      <p><a href="/app">${t(lang, 'app.error.back')}</a></p>
    </div>`,
  });
}

/** Sign-in's own refusal (too many link requests), in the language of the sign-in pages. */
function signInLimitPage(ctx: Ctx, seconds: number) {
  const lang = ctx.state.lang ?? 'en';
  return page({
    title: t(lang, 'error.title.429'),
    lang,
    switchPath: '/app/login',
    body: html`<div class="card centered">
      <h1>${say(lang, 'error.title.429')}</h1>
      <p>${say(lang, 'error.rate_limited', { seconds })}</p>
      <p><a href="/app/login">${say(lang, 'signin.error.back')}</a></p>
    </div>`,
  });
}

/** The session cookie's value, under the one name this service uses (never the other: see above). */
export function sessionCookieOf(ctx: Ctx, secure: boolean): string | undefined {
  const wanted = sessionCookieName(secure);
  const header = ctx.get('cookie');
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === wanted) return rest.join('=');
  }
  return undefined;
}

/** `Set-Cookie` as CONTRACT §13 writes it; `Secure` and the `__Host-` prefix when served over https. */
export function sessionCookie(value: string, secure: boolean, maxAge?: number): string {
  return `${sessionCookieName(secure)}=${value}; HttpOnly; SameSite=Lax; Path=/${maxAge !== undefined ? `; Max-Age=${maxAge}` : ''}${secure ? '; Secure' : ''}`;
}

/** Any /app page without a valid session: 303 to the sign-in form. */
export function requireSession(s: Services) {
  const secure = s.config.publicBaseUrl.startsWith('https:');
  return async (ctx: Ctx, next: Next): Promise<void> => {
    const cookie = sessionCookieOf(ctx, secure);
    const session = cookie && /^[\w-]{20,100}$/.test(cookie) ? await s.signIn.session(cookie) : undefined;
    if (!session) {
      ctx.status = 303;
      ctx.redirect('/app/login');
      return;
    }
    ctx.state.session = session;
    ctx.state.tenantId = session.tenantId;
    ctx.state.log = ctx.state.log.child({ tenant_id: session.tenantId });
    await next();
  };
}

/** Every state-changing form carries the session's CSRF token: missing or wrong, 403 and nothing changes. */
export function csrfGuard() {
  return async (ctx: Ctx, next: Next): Promise<void> => {
    if (ctx.method === 'POST') {
      const body = (ctx.request.body ?? {}) as Record<string, unknown>;
      const given = typeof body.csrf === 'string' ? body.csrf : '';
      const session = ctx.state.session;
      if (!session || !sameToken(given, session.csrf)) {
        ctx.status = 403;
        ctx.type = 'html';
        ctx.body = errorPage(ctx, 403, t(ctx.state.lang ?? 'en', 'app.error.csrf')).value;
        return;
      }
    }
    await next();
  };
}
