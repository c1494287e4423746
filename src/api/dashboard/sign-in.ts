// Sign-in by single-use e-mail link (CONTRACT §3, §13). The answer to a link request is the same
// whether or not the address may sign in, and takes about as long: the mail is queued in the same
// transaction as the link, and sent by a Temporal activity after the answer has left.
import Router from '@koa/router';
import type { Next } from 'koa';
import { invalidRequest } from '../../domain/errors.js';
import type { Services } from '../../services.js';
import type { Ctx } from '../middleware.js';
import type { RequestState } from '../state.js';
import { loginForm, loginJsonFields } from '../schemas/sign-in.js';
import { parse } from '../validate.js';
import { SIGN_IN_LINK_TTL_SECONDS } from '../../domain/rules.js';
import { t, type Lang } from '../../i18n/index.js';
import { html } from './html.js';
import { field, page } from './layout.js';
import { say } from './say.js';
import { sessionCookie, sessionCookieOf } from './guards.js';

/** Every answer to a link request takes at least this long, so its time tells nothing of the address. */
const LOGIN_ANSWER_FLOOR_MS = 120;

export const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The key the per-address sign-in limit counts on: the address as typed, trimmed and lowercased. */
export function loginAddressKey(ctx: Ctx): string {
  const body = (ctx.request.body ?? {}) as Record<string, unknown>;
  const email = typeof body.email === 'string' ? body.email.trim().toLowerCase().slice(0, 254) : '';
  return `address:${email}`;
}

/**
 * Login CSRF (issue 30): a page elsewhere must not post an attacker's link and sign the visitor into
 * the attacker's shop. A browser that says where the POST came from must say "here"; one that says
 * nothing (old browsers send neither header) is let through, since the token alone is then the proof.
 */
export function fromOurOrigin(ctx: Ctx, ourOrigin: string): boolean {
  const site = ctx.get('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') return false;
  const origin = ctx.get('origin');
  // `null` is what a sandboxed frame or a no-referrer page sends: never ours (the button page sets
  // "same-origin", so our own POST carries our origin).
  if (origin && origin !== ourOrigin && !(origin === 'null' && site === 'same-origin')) return false;
  return true;
}

const wantsJson = (ctx: Ctx): boolean => ctx.is('application/json') === 'application/json';

const LINK_MINUTES = SIGN_IN_LINK_TTL_SECONDS / 60;

function loginPage(lang: Lang, email = '', error?: string) {
  return page({
    title: t(lang, 'signin.title'),
    lang,
    switchPath: '/app/login',
    body: html`<div class="card centered">
      <h1>${say(lang, 'signin.heading')}</h1>
      <p class="muted">${say(lang, 'signin.no_password')}</p>
      <form method="post" action="/app/login" novalidate>
        ${field({ name: 'email', label: t(lang, 'signin.email'), type: 'email', value: email, error, autocomplete: 'email', inputmode: 'email', required: true })}
        <button type="submit">${say(lang, 'signin.send')}</button>
      </form>
    </div>`,
  });
}

/**
 * The switch on a sign-in link's page points at the same path by query alone (`?lang=`), so the
 * page never repeats the token it was opened with.
 */
const linkPath = '';

function badLinkPage(lang: Lang) {
  return page({
    title: t(lang, 'signin.bad.title'),
    lang,
    switchPath: linkPath,
    body: html`<div class="card centered">
      <h1>${say(lang, 'signin.bad.title')}</h1>
      <p>${say(lang, 'signin.bad.why', { minutes: LINK_MINUTES })}</p>
      <p><a class="button" href="/app/login">${say(lang, 'signin.bad.again')}</a></p>
    </div>`,
  });
}

/** Login requests whose limits the route itself took (it reads the address from the parsed body). */
const loginCounted = new WeakSet<object>();

/**
 * CONTRACT §13: every login request counts, malformed ones included. One whose body cannot be read (bad
 * JSON, a wrong type, a bad encoding, too large) never reaches the route's counter: counted here, on
 * its way out, against the empty address and the aggregate.
 */
export function countUnreadLogins(s: Services) {
  return async (ctx: Ctx, next: Next): Promise<void> => {
    try {
      await next();
    } catch (err) {
      if (ctx.method === 'POST' && /^\/app\/login\/?$/i.test(ctx.path) && !loginCounted.has(ctx)) {
        await s.rateLimits.take('loginPerAddress', 'address:');
        await s.rateLimits.take('loginAggregate', 'all');
      }
      throw err;
    }
  };
}

export function signInRoutes(s: Services): Router<RequestState> {
  const r = new Router<RequestState>();
  const secure = s.config.publicBaseUrl.startsWith('https:');
  const ourOrigin = new URL(s.config.publicBaseUrl).origin;

  /** A signed-in seller who opens the sign-in form goes to the dashboard. */
  const signedIn = async (ctx: Ctx): Promise<boolean> => {
    const cookie = sessionCookieOf(ctx, secure);
    return (
      cookie !== undefined && /^[\w-]{20,100}$/.test(cookie) && (await s.signIn.session(cookie)) !== undefined
    );
  };

  r.get('/app/login', async (ctx) => {
    if (await signedIn(ctx)) {
      ctx.status = 303;
      ctx.redirect('/app');
      return;
    }
    ctx.type = 'html';
    ctx.body = loginPage(ctx.state.lang ?? 'en').value;
  });

  r.post(
    '/app/login',
    // SPEC §8: per address, then in aggregate; every request counts, malformed ones included.
    async (ctx: Ctx, next: Next) => {
      loginCounted.add(ctx);
      await s.rateLimits.take('loginPerAddress', loginAddressKey(ctx));
      await s.rateLimits.take('loginAggregate', 'all');
      await next();
    },
    async (ctx) => {
      const started = Date.now();
      if (wantsJson(ctx)) parse(loginJsonFields, ctx.request.body ?? {});
      const parsed = loginForm.safeParse(ctx.request.body ?? {});
      if (!parsed.success) {
        if (wantsJson(ctx)) {
          throw invalidRequest('Give the e-mail address to send the sign-in link to.', [
            { path: 'email', issue: 'must be an e-mail address' },
          ]);
        }
        const typed = (ctx.request.body as Record<string, unknown> | undefined)?.email;
        ctx.status = 400;
        ctx.type = 'html';
        const lang = ctx.state.lang ?? 'en';
        ctx.body = loginPage(
          lang,
          typeof typed === 'string' ? typed : '',
          t(lang, 'signin.email_error'),
        ).value;
        return;
      }
      const lang = ctx.state.lang ?? 'en';
      const mailId = await s.signIn.requestLink(parsed.data.email, lang);
      // Sent once the answer has left: the caller learns nothing from how the mail went.
      if (mailId) ctx.res.once('finish', () => s.mailDispatcher.dispatch(mailId));
      const wait = LOGIN_ANSWER_FLOOR_MS - (Date.now() - started);
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      if (wantsJson(ctx)) {
        ctx.status = 202;
        ctx.body = { ok: true };
        return;
      }
      ctx.type = 'html';
      ctx.body = page({
        title: t(lang, 'signin.inbox.title'),
        lang,
        switchPath: '/app/login',
        body: html`<div class="card centered">
          <h1>${say(lang, 'signin.inbox.title')}</h1>
          <p>
            ${say(lang, 'signin.inbox.sent', { email: html`<b>${parsed.data.email}</b>`, minutes: LINK_MINUTES })}
          </p>
          ${
            s.config.mailUrl === undefined
              ? html`<p class="notice">
                  ${say(lang, 'signin.inbox.no_mail', {
                    setting: html`<code>MAIL_URL</code>`,
                    command: html`<code>npm run cli -- mail tail</code>`,
                  })}
                </p>`
              : html`<p class="muted">
                  ${say(lang, 'signin.inbox.nothing', {
                    again: html`<a href="/app/login">${say(lang, 'signin.inbox.again')}</a>`,
                  })}
                </p>`
          }
        </div>`,
      }).value;
    },
  );

  // A mail scanner that fetches the link must not use it up: this page only shows a button (one per
  // shop when the address signs in to several: the seller chooses).
  r.get('/app/login/:token', async (ctx) => {
    const token = ctx.params.token as string;
    ctx.type = 'html';
    const shops = TOKEN.test(token) ? await s.signIn.linkShops(token) : [];
    if (shops.length === 0) {
      ctx.status = 400;
      ctx.body = badLinkPage(ctx.state.lang ?? 'en').value;
      return;
    }
    // "no-referrer" would make the button's POST carry `Origin: null`; "same-origin" still keeps the
    // token in this URL out of any other site's Referer.
    ctx.set('referrer-policy', 'same-origin');
    const lang = ctx.state.lang ?? 'en';
    const [only] = shops;
    ctx.body = page({
      title: t(lang, 'signin.title'),
      lang,
      switchPath: linkPath,
      referrer: 'same-origin',
      body:
        shops.length === 1 && only
          ? html`<div class="card centered">
              <h1>${say(lang, 'signin.heading')}</h1>
              <form method="post">
                <input type="hidden" name="tenant" value="${only.tenantId}" />
                <button type="submit">${say(lang, 'signin.button')}</button>
              </form>
            </div>`
          : html`<div class="card centered">
              <h1>${say(lang, 'signin.choose.title')}</h1>
              <p class="muted">${say(lang, 'signin.choose.why')}</p>
              <form method="post" class="stack">
                ${shops.map((shop) => html`<button type="submit" name="tenant" value="${shop.tenantId}">${shop.name}</button>`)}
              </form>
            </div>`,
    }).value;
  });

  r.post('/app/login/:token', async (ctx) => {
    const token = ctx.params.token as string;
    const chosen = (ctx.request.body as Record<string, unknown> | undefined)?.tenant;
    const tenant = typeof chosen === 'string' && chosen.length <= 64 ? chosen : undefined;
    const cookie =
      TOKEN.test(token) && fromOurOrigin(ctx, ourOrigin) ? await s.signIn.useLink(token, tenant) : undefined;
    if (!cookie) {
      ctx.status = 400;
      ctx.type = 'html';
      ctx.body = badLinkPage(ctx.state.lang ?? 'en').value;
      return;
    }
    ctx.set('set-cookie', sessionCookie(cookie, secure));
    ctx.status = 303;
    ctx.redirect('/app');
  });

  return r;
}

/** POST /app/logout: the session ends at once, wherever its cookie is (CONTRACT §13). */
export function signOutRoutes(s: Services): Router<RequestState> {
  const r = new Router<RequestState>();
  const secure = s.config.publicBaseUrl.startsWith('https:');
  r.post('/app/logout', async (ctx) => {
    const cookie = sessionCookieOf(ctx, secure);
    if (cookie) await s.signIn.endSession(cookie);
    ctx.set('set-cookie', sessionCookie('', secure, 0));
    ctx.status = 303;
    ctx.redirect('/app/login');
  });
  return r;
}
