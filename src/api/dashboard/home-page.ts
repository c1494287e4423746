// Today at a glance (CONTRACT §13 /app): open orders, today's payments and their sum, payments to sort
// out, failing webhooks, the last statement, and each feed's last credit with its age.
import Router from '@koa/router';
import { rupeesIn, t } from '../../i18n/index.js';
import { unixNow } from '../../domain/time.js';
import type { Services } from '../../services.js';
import type { RequestState } from '../state.js';
import { html, type Html } from './html.js';
import { age } from './layout.js';
import { say } from './say.js';
import { appPage, langOf, tenantOf } from './forms.js';
import { lastStatementLine } from './statements-page.js';

export function homeRoutes(s: Services): Router<RequestState> {
  const r = new Router<RequestState>();

  r.get('/app', async (ctx) => {
    const lang = langOf(ctx);
    const now = unixNow();
    const o = await s.dashboard.overview(tenantOf(ctx), now);
    const [last] = (await s.statements.list(tenantOf(ctx), { limit: 1 })).data;
    const feedLine = (label: Html, at: number | undefined): Html =>
      html`<li>
        <div class="row">
          <span>${label}</span
          ><span
            >${at === undefined ? say(lang, 'home.no_credit') : say(lang, 'home.last_credit', { age: age(at, now, lang) })}</span
          >
        </div>
      </li>`;
    ctx.type = 'html';
    ctx.body = appPage(ctx, {
      title: t(lang, 'home.title'),
      current: '/app',
      refresh: 15,
      body: html`<h1>${say(lang, 'home.title')}</h1>
        <div class="grid">
          <div class="card stat">
            <span class="muted">${say(lang, 'home.waiting')}</span><b id="open-orders">${o.openOrders}</b
            ><a href="/app/orders?status=open">${say(lang, 'home.see_open')}</a>
          </div>
          <div class="card stat">
            <span class="muted">${say(lang, 'home.paid_today')}</span
            ><b id="paid-today">${o.confirmedToday}</b
            ><span id="paid-today-sum">${rupeesIn(o.confirmedTodayPaise, lang)}</span>
          </div>
          <div class="card stat">
            <span class="muted">${say(lang, 'home.to_sort')}</span><b id="parked">${o.parkedCredits}</b>${
              o.parkedCredits > 0
                ? html`<a href="/app/credits">${say(lang, 'home.sort_them')}</a>`
                : html`<span>${say(lang, 'home.all_clear')}</span>`
            }
          </div>
          <div class="card stat">
            <span class="muted">${say(lang, 'home.failing')}</span
            ><b id="failing">${o.failingDeliveries}</b>${
              o.failingDeliveries > 0
                ? html`<a href="/app/webhooks">${say(lang, 'home.see_deliveries')}</a>`
                : html`<span>${say(lang, 'home.all_clear')}</span>`
            }
          </div>
        </div>
        <p><a class="button" href="/app/orders/new">${say(lang, 'home.charge')}</a></p>
        ${lastStatementLine(last, lang)}
        <h2>${say(lang, 'home.sources')}</h2>
        <ul class="list">
          ${feedLine(say(lang, 'home.email_feed'), o.emailFeed.lastCreditAt)}${o.devices.map((d) =>
            feedLine(say(lang, 'home.phone', { name: d.name ?? d.deviceId }), d.lastCreditAt),
          )}
        </ul>
        ${
          o.devices.length === 0
            ? html`<p class="muted">
                ${say(lang, 'home.no_phone', { add: html`<a href="/app/devices">${say(lang, 'home.add_phone')}</a>` })}
              </p>`
            : ''
        }`,
    }).value;
  });

  return r;
}
