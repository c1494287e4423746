// The confirmation link a team address opens before it may sign in to the shop (issue 30): adding an
// address on the team page proves nothing of its owner's consent; opening this link does.
import Router from '@koa/router';
import type { Services } from '../../services.js';
import type { RequestState } from '../state.js';
import { html } from './html.js';
import { page } from './layout.js';
import { sessionCookie } from './guards.js';
import { fromOurOrigin, TOKEN } from './sign-in.js';

function badJoinPage() {
  return page({
    title: 'This link cannot add you',
    body: html`<div class="card centered">
      <h1>This link cannot add you</h1>
      <p>It was used already, it is more than 48 hours old, or the shop removed the address.</p>
      <p><a class="button" href="/app/login">Sign in</a></p>
    </div>`,
  });
}

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
      ctx.body = badJoinPage().value;
      return;
    }
    ctx.set('referrer-policy', 'same-origin');
    ctx.body = page({
      title: `Join ${shop.name}`,
      referrer: 'same-origin',
      body: html`<div class="card centered">
        <h1>Join ${shop.name}</h1>
        <p>${shop.name} asked for this address to sign in to its MatchLedger dashboard.</p>
        <form method="post"><button type="submit">Accept and sign in</button></form>
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
      ctx.body = badJoinPage().value;
      return;
    }
    ctx.set('set-cookie', sessionCookie(cookie, secure));
    ctx.status = 303;
    ctx.redirect('/app');
  });

  return r;
}
