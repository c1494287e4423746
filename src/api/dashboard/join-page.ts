// The confirmation link a team address opens before it may sign in to the shop (issue 30): adding an
// address on the team page proves nothing of its owner's consent; opening this link does.
import Router from '@koa/router';
import type { Services } from '../../services.js';
import type { RequestState } from '../state.js';
import { JOIN_LINK_TTL_SECONDS } from '../../domain/rules.js';
import { t, type Lang } from '../../i18n/index.js';
import type { Ctx } from '../middleware.js';
import { html } from './html.js';
import { page } from './layout.js';
import { say } from './say.js';
import { langOf } from './forms.js';
import { sessionCookie } from './guards.js';
import { fromOurOrigin, TOKEN } from './sign-in.js';

/** The switch on a join link's page points at the same path by query alone: the token is not repeated. */
const linkPath = '';

function badJoinPage(lang: Lang) {
  return page({
    title: t(lang, 'join.bad.title'),
    lang,
    switchPath: linkPath,
    body: html`<div class="card centered">
      <h1>${say(lang, 'join.bad.title')}</h1>
      <p>${say(lang, 'join.bad.why', { hours: JOIN_LINK_TTL_SECONDS / 3600 })}</p>
      <p><a class="button" href="/app/login">${say(lang, 'signin.title')}</a></p>
    </div>`,
  });
}
const badJoin = (ctx: Ctx): string => badJoinPage(langOf(ctx)).value;

export function joinRoutes(s: Services): Router<RequestState> {
  const r = new Router<RequestState>();
  const secure = s.config.publicBaseUrl.startsWith('https:');
  const ourOrigin = new URL(s.config.publicBaseUrl).origin;

  // A mail scanner that fetches the link must not use it up: this page only shows a button.
  r.get('/app/join/:token', async (ctx) => {
    const token = ctx.params.token as string;
    ctx.type = 'html';
    const shop = TOKEN.test(token) ? await s.signIn.joinShop(token) : undefined;
    if (!shop) {
      ctx.status = 400;
      ctx.body = badJoin(ctx);
      return;
    }
    ctx.set('referrer-policy', 'same-origin');
    const lang = langOf(ctx);
    ctx.body = page({
      title: t(lang, 'join.title', { shop: shop.name }),
      lang,
      switchPath: linkPath,
      referrer: 'same-origin',
      body: html`<div class="card centered">
        <h1>${say(lang, 'join.title', { shop: shop.name })}</h1>
        <p>${say(lang, 'join.asked', { shop: shop.name })}</p>
        <form method="post"><button type="submit">${say(lang, 'join.accept')}</button></form>
      </div>`,
    }).value;
  });

  r.post('/app/join/:token', async (ctx) => {
    const token = ctx.params.token as string;
    // The same cross-site refusal as a sign-in link's: a page elsewhere must not sign a visitor in.
    const cookie =
      TOKEN.test(token) && fromOurOrigin(ctx, ourOrigin) ? await s.signIn.acceptJoin(token) : undefined;
    if (!cookie) {
      ctx.status = 400;
      ctx.type = 'html';
      ctx.body = badJoin(ctx);
      return;
    }
    ctx.set('set-cookie', sessionCookie(cookie, secure));
    ctx.status = 303;
    ctx.redirect('/app');
  });

  return r;
}
