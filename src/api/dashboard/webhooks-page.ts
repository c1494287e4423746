// Webhook deliveries pending and failed (CONTRACT §13 /app/webhooks), with Resend under the replay limit.
import Router from '@koa/router';
import { DomainError } from '../../domain/errors.js';
import type { DeliveryBody } from '../../ledger/deliveries.js';
import type { Session } from '../../ledger/sign-in.js';
import { getTenant, renderSettings } from '../../ledger/tenants.js';
import type { Services } from '../../services.js';
import { replayDelivery } from '../../webhooks/replay.js';
import type { RequestState } from '../state.js';
import { html, type Html } from './html.js';
import { t, type Lang, type MessageKey } from '../../i18n/index.js';
import { badge, csrfField, olderPage, when } from './layout.js';
import { say } from './say.js';
import { appPage, langOf, pageCursor, sessionOf, tenantOf } from './forms.js';

const STATE_WORDS: Record<string, MessageKey> = {
  failed: 'hooks.state.failed',
  pending: 'hooks.state.pending',
  succeeded: 'hooks.state.succeeded',
};

export function webhooksRoutes(s: Services): Router<RequestState> {
  const r = new Router<RequestState>();

  // The receiver's own error text (a socket error, a TLS message) is shown as code: it is neither
  // language, and the seller's developer reads it as it is.
  const deliveryItem = (session: Session, d: DeliveryBody, lang: Lang): Html =>
    html`<li id="${d.delivery_id}">
      <div class="row">
        <code>${d.event}</code
        >${badge(d.state, STATE_WORDS[d.state] ? t(lang, STATE_WORDS[d.state] as MessageKey) : d.state)}
      </div>
      <div class="muted">
        ${say(lang, d.attempts === 1 ? 'hooks.attempt' : 'hooks.attempts', { n: d.attempts })}${
          d.last_status !== undefined
            ? html` · ${say(lang, 'hooks.last_answer', { status: String(d.last_status) })}`
            : ''
        }${d.last_error ? html` · <code>${d.last_error}</code>` : ''}${
          d.next_attempt_at !== undefined
            ? html` · ${say(lang, 'hooks.next_try', { time: when(d.next_attempt_at, lang) })}`
            : ''
        }
        · ${say(lang, 'hooks.created', { time: when(d.created_at, lang) })}
      </div>
      <form method="post" action="/app/webhooks/${d.delivery_id}/resend">
        ${csrfField(session)}<button type="submit">${say(lang, 'hooks.resend')}</button>
      </form>
    </li>`;

  r.get('/app/webhooks', async (ctx) => {
    const tenantId = tenantOf(ctx);
    const session = sessionOf(ctx);
    // Each list pages like /v1 (CONTRACT §13): its own cursor, the other list's kept.
    const at = { failed: pageCursor.parse(ctx.query.failed), pending: pageCursor.parse(ctx.query.pending) };
    const failed = await s.deliveries.list(tenantId, 'failed', 50, at.failed);
    const pending = await s.deliveries.list(tenantId, 'pending', 50, at.pending);
    const settings = renderSettings(await getTenant(s.db, tenantId), s.config.ingestDomain);
    const lang = langOf(ctx);
    const items = (list: DeliveryBody[]): Html =>
      list.length === 0
        ? html`<p class="card">${say(lang, 'common.none')}</p>`
        : html`<ul class="list">
            ${list.map((d) => deliveryItem(session, d, lang))}
          </ul>`;
    // How many a heading counts: this page's, with a "+" when older ones follow.
    const count = (page: { data: unknown[]; next_cursor?: string }): string =>
      `${page.data.length}${page.next_cursor ? '+' : ''}`;
    const older = (list: 'failed' | 'pending', next: string | undefined): Html =>
      olderPage('/app/webhooks', at, list, next, say(lang, `hooks.older_${list}`));
    ctx.type = 'html';
    ctx.body = appPage(ctx, {
      title: t(lang, 'hooks.title'),
      current: '/app/webhooks',
      body: html`<h1>${say(lang, 'hooks.heading')}</h1>
        ${ctx.query.resent === '1' ? html`<p class="success" role="status">${say(lang, 'hooks.resent')}</p>` : ''}
        ${
          ctx.query.delivered === '1'
            ? html`<p class="success" role="status">${say(lang, 'hooks.delivered')}</p>`
            : ''
        }
        <p class="muted">
          ${
            settings.webhook_url
              ? say(lang, 'hooks.sending_to', { url: html`<code>${settings.webhook_url}</code>` })
              : html`${say(lang, 'hooks.no_url')} <a href="/app/settings">${say(lang, 'hooks.set_one')}</a>.`
          }
          ${say(lang, 'hooks.leave')}
        </p>
        <h2>${say(lang, 'hooks.failed', { n: count(failed) })}</h2>
        ${items(failed.data)} ${older('failed', failed.next_cursor)}
        <h2>${say(lang, 'hooks.pending', { n: count(pending) })}</h2>
        ${items(pending.data)} ${older('pending', pending.next_cursor)}`,
    }).value;
  });

  r.post('/app/webhooks/:id/resend', async (ctx) => {
    const tenantId = tenantOf(ctx);
    // The replay limit of the API applies here too (CONTRACT §8); the API limit does not (§13).
    await s.rateLimits.take('replay', tenantId);
    const id = ctx.params.id;
    try {
      await replayDelivery(s, tenantId, id, ctx.state.log);
    } catch (err) {
      // A scheduled retry can get its 2xx between the page showing the button and the tap: the seller
      // wanted it delivered, and it is, so that is no error (the API keeps its 404, CONTRACT §8).
      const delivered =
        err instanceof DomainError && err.status === 404 && id !== undefined
          ? await s.deliveries.get(tenantId, id).then(
              (d) => d.state === 'succeeded',
              () => false,
            )
          : false;
      if (!delivered) throw err;
      ctx.status = 303;
      ctx.redirect('/app/webhooks?delivered=1');
      return;
    }
    ctx.status = 303;
    ctx.redirect('/app/webhooks?resent=1');
  });

  return r;
}
