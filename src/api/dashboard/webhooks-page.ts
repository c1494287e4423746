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
import { badge, csrfField, page, when } from './layout.js';
import { sessionOf, tenantOf } from './forms.js';

export function webhooksRoutes(s: Services): Router<RequestState> {
  const r = new Router<RequestState>();

  const deliveryItem = (session: Session, d: DeliveryBody): Html =>
    html`<li id="${d.delivery_id}">
      <div class="row"><code>${d.event}</code>${badge(d.state)}</div>
      <div class="muted">
        ${d.attempts}
        attempt${d.attempts === 1 ? '' : 's'}${
          d.last_status !== undefined ? html` · last answer ${d.last_status}` : ''
        }${d.last_error ? html` · ${d.last_error}` : ''}${
          d.next_attempt_at !== undefined ? html` · next try ${when(d.next_attempt_at)}` : ''
        }
        · created ${when(d.created_at)}
      </div>
      <form method="post" action="/app/webhooks/${d.delivery_id}/resend">
        ${csrfField(session)}<button type="submit">Resend now</button>
      </form>
    </li>`;

  r.get('/app/webhooks', async (ctx) => {
    const tenantId = tenantOf(ctx);
    const session = sessionOf(ctx);
    const failed = await s.deliveries.list(tenantId, 'failed', 50);
    const pending = await s.deliveries.list(tenantId, 'pending', 50);
    const settings = renderSettings(await getTenant(s.db, tenantId), s.config.ingestDomain);
    ctx.type = 'html';
    ctx.body = page({
      title: 'Webhooks',
      session,
      current: '/app/webhooks',
      body: html`<h1>Webhook deliveries</h1>
        ${ctx.query.resent === '1' ? html`<p class="success" role="status">Sent again.</p>` : ''}
        ${
          ctx.query.delivered === '1'
            ? html`<p class="success" role="status">
                Already delivered: a scheduled retry got through first.
              </p>`
            : ''
        }
        <p class="muted">
          ${
            settings.webhook_url
              ? html`Sending to <code>${settings.webhook_url}</code>.`
              : html`No webhook URL set: events are recorded, nothing is sent.
                  <a href="/app/settings">Set one</a>.`
          }
          Delivered ones leave this page.
        </p>
        <h2>Failed (${failed.data.length})</h2>
        ${
          failed.data.length === 0
            ? html`<p class="card">None.</p>`
            : html`<ul class="list">
                ${failed.data.map((d) => deliveryItem(session, d))}
              </ul>`
        }
        <h2>Still trying (${pending.data.length})</h2>
        ${
          pending.data.length === 0
            ? html`<p class="card">None.</p>`
            : html`<ul class="list">
                ${pending.data.map((d) => deliveryItem(session, d))}
              </ul>`
        }`,
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
