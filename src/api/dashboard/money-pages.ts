// Credits (place, dismiss), settings (with the signing secret shown once) and webhook deliveries
// (resend): each action through the same ledger code as /v1 (CONTRACT §13).
import Router from '@koa/router';
import { PARKED_STATUSES, type CreditBody } from '../../domain/credit.js';
import { DomainError } from '../../domain/errors.js';
import { ID_PATTERNS } from '../../domain/ids.js';
import { rupees } from '../../domain/money.js';
import { REST_SECONDS, RESERVATION_TTL_SECONDS } from '../../domain/rules.js';
import type { DeliveryBody } from '../../ledger/deliveries.js';
import type { Session } from '../../ledger/sign-in.js';
import { getTenant, renderSettings, rotateWebhookSecret, type Settings } from '../../ledger/tenants.js';
import type { Services } from '../../services.js';
import { replayDelivery } from '../../webhooks/replay.js';
import type { Ctx } from '../middleware.js';
import { saveSettings, settingsChange } from '../routes/settings.js';
import type { RequestState } from '../state.js';
import { issuesOf } from '../validate.js';
import { html, type Html } from './html.js';
import { badge, csrfField, field, page, when } from './layout.js';

const CREDIT_WORDS: Record<string, string> = {
  matched: 'Matched',
  unplaced: 'No order found',
  ambiguous: 'Could be several orders',
  duplicate: 'Looks like a repeat',
  stale: 'Time unclear',
  late: 'Paid late',
  placed: 'Placed by hand',
  dismissed: 'Dismissed',
};

const text = (body: unknown, k: string): string => {
  const v = (body as Record<string, unknown> | undefined)?.[k];
  return typeof v === 'string' ? v : '';
};

/** The message of a refusal, as one line beside the field it concerns. */
const refusal = (err: DomainError): string => {
  const detail = (err.extra.details as { issue: string }[] | undefined)?.[0]?.issue;
  return detail ? `${err.message} (${detail})` : err.message;
};

export function moneyRoutes(s: Services): Router<RequestState> {
  const r = new Router<RequestState>();
  const tenantOf = (ctx: Ctx): string => ctx.state.tenantId as string;
  const sessionOf = (ctx: Ctx): Session => ctx.state.session as Session;

  // ---- Credits ----

  const creditsPage = async (
    ctx: Ctx,
    errors: Record<string, string> = {},
    typed: Record<string, string> = {},
  ): Promise<string> => {
    const tenantId = tenantOf(ctx);
    const parked = await s.credits.list(tenantId, { statuses: [...PARKED_STATUSES], limit: 100 });
    const all = await s.credits.list(tenantId, { limit: 50 });
    const session = sessionOf(ctx);
    const parkedItem = (c: CreditBody): Html => {
      const id = c.credit_id;
      const candidates = (c.candidates as string[] | undefined) ?? [];
      const err = errors[id];
      return html`<li id="${id}">
        <div class="row">
          <b>${rupees(Number(c.amount_paise))}</b>${badge(String(c.status), CREDIT_WORDS[String(c.status)])}
        </div>
        <div class="muted">
          ${payer(c)} · ${c.credited_at !== undefined ? when(Number(c.credited_at)) : 'time unknown'} ·
          ${c.source === 'email' ? 'bank e-mail' : 'phone'}
        </div>
        ${c.note ? html`<p>${String(c.note)}</p>` : ''}
        ${candidates.map(
          (intentId) =>
            html`<form class="inline" method="post" action="/app/credits/${id}/place">
                ${csrfField(session)}<input type="hidden" name="intent_id" value="${intentId}" />
                <button type="submit">Place on ${intentId}</button>
              </form>
              <a href="/app/orders/${intentId}">see order</a>`,
        )}
        <form method="post" action="/app/credits/${id}/place" novalidate>
          ${csrfField(session)}
          ${field({
            name: 'intent_id',
            id: `f-intent_id-${id}`,
            label: 'Place on another order (its id)',
            value: typed[id] ?? '',
            error: err,
            hint: 'An open or expired order, like int_3f2a…',
          })}
          <button type="submit">Place</button>
        </form>
        <form method="post" action="/app/credits/${id}/dismiss">
          ${csrfField(session)}
          <label for="f-reason-${id}">Reason to dismiss (optional)</label>
          <input id="f-reason-${id}" name="reason" maxlength="200" />
          <button class="secondary" type="submit">Dismiss: not an order's payment</button>
        </form>
      </li>`;
    };
    return page({
      title: 'Credits',
      session,
      current: '/app/credits',
      body: html`<h1>Payments received</h1>
        <h2>To sort out (${parked.data.length})</h2>
        ${
          parked.data.length === 0
            ? html`<p class="card">Nothing to sort out: every payment found its order.</p>`
            : html`<p class="muted">
                  We could not tell for sure which order these paid. Place each on its order, or dismiss it.
                </p>
                <ul class="list">
                  ${parked.data.map(parkedItem)}
                </ul>`
        }
        <h2>All payments</h2>
        <ul class="list">
          ${all.data.map(
            (c) =>
              html`<li>
                <div class="row">
                  <b>${rupees(Number(c.amount_paise))}</b>${badge(
                    String(c.status),
                    CREDIT_WORDS[String(c.status)],
                  )}
                </div>
                <div class="muted">
                  ${payer(c)} · received
                  ${when(Number(c.received_at))}${
                    c.intent_id ? html` · <a href="/app/orders/${String(c.intent_id)}">order</a>` : ''
                  }
                </div>
              </li>`,
          )}
        </ul>`,
    }).value;
  };

  r.get('/app/credits', async (ctx) => {
    ctx.type = 'html';
    ctx.body = await creditsPage(ctx);
  });

  const creditAction = (act: (ctx: Ctx, creditId: string) => Promise<unknown>) => async (ctx: Ctx) => {
    const creditId = ctx.params.id as string;
    if (!ID_PATTERNS.credit.test(creditId)) throw new DomainError(404, 'not_found', 'No such credit.');
    try {
      await act(ctx, creditId);
    } catch (err) {
      // Refusals (a bad order id, an order that cannot take it) are shown beside the credit's field.
      if (!(err instanceof DomainError) || ![400, 404, 409].includes(err.status)) throw err;
      // A refusal about the credit itself (unknown, or no longer parked) is a page of its own.
      if (/credit/i.test(err.message)) throw err;
      ctx.status = err.status === 409 ? 409 : 400;
      ctx.type = 'html';
      ctx.body = await creditsPage(
        ctx,
        { [creditId]: refusal(err) },
        {
          [creditId]: text(ctx.request.body, 'intent_id'),
        },
      );
      return;
    }
    ctx.status = 303;
    ctx.redirect('/app/credits');
  };

  r.post(
    '/app/credits/:id/place',
    creditAction(async (ctx, creditId) => {
      const intentId = text(ctx.request.body, 'intent_id').trim();
      if (!ID_PATTERNS.intent.test(intentId)) {
        throw new DomainError(400, 'invalid_request', 'Give an order id, like int_ and 20 characters.');
      }
      await s.credits.place(tenantOf(ctx), creditId, intentId);
    }),
  );

  r.post(
    '/app/credits/:id/dismiss',
    creditAction(async (ctx, creditId) => {
      const reason = text(ctx.request.body, 'reason').trim().slice(0, 200);
      await s.credits.dismiss(tenantOf(ctx), creditId, reason || undefined);
    }),
  );

  // ---- Settings ----

  const settingsPage = (
    ctx: Ctx,
    current: Settings,
    o: {
      typed?: Record<string, string>;
      errors?: Record<string, string>;
      secret?: string;
      saved?: boolean;
    } = {},
  ): string => {
    const v = (k: keyof Settings): string => o.typed?.[k] ?? String(current[k] ?? '');
    const e = o.errors ?? {};
    const session = sessionOf(ctx);
    return page({
      title: 'Settings',
      session,
      current: '/app/settings',
      body: html`<h1>Settings</h1>
        ${o.saved ? html`<p class="success" role="status">Saved.</p>` : ''}
        <form class="card" method="post" action="/app/settings" novalidate>
          ${csrfField(session)}
          ${field({ name: 'payee_vpa', label: 'Your UPI handle (payments go here)', value: v('payee_vpa'), error: e.payee_vpa, hint: 'Like shop@okhdfc' })}
          ${field({ name: 'payee_name', label: 'Name payers see', value: v('payee_name'), error: e.payee_name })}
          <label for="f-late_policy">When a payment comes after its time ran out</label>
          <select
            id="f-late_policy"
            name="late_policy"
            ${e.late_policy ? html`aria-invalid="true" aria-describedby="f-late_policy-error"` : ''}
          >
            <option value="confirm" ${v('late_policy') === 'confirm' ? 'selected' : ''}>
              Confirm it (marked late)
            </option>
            <option value="park" ${v('late_policy') === 'park' ? 'selected' : ''}>
              Keep it aside for me
            </option>
          </select>
          ${e.late_policy ? html`<p class="error" id="f-late_policy-error">${e.late_policy}</p>` : ''}
          ${field({ name: 'rest_seconds', label: 'Rest period (seconds)', value: v('rest_seconds'), error: e.rest_seconds, inputmode: 'numeric', hint: `How long an amount is not reused after its reservation ends: ${REST_SECONDS.min} to ${REST_SECONDS.max}.` })}
          ${field({ name: 'reservation_ttl_seconds', label: 'Time a payer has to pay (seconds)', value: v('reservation_ttl_seconds'), error: e.reservation_ttl_seconds, inputmode: 'numeric', hint: `${RESERVATION_TTL_SECONDS.min} to ${RESERVATION_TTL_SECONDS.max}.` })}
          ${field({ name: 'webhook_url', label: 'Webhook URL (optional)', value: v('webhook_url'), error: e.webhook_url, type: 'url', hint: 'An https address of your server; leave empty for none.' })}
          <button type="submit">Save settings</button>
        </form>
        <div class="card">
          <h2>Webhook signing secret</h2>
          ${
            o.secret
              ? html`<p class="notice" role="alert">
                    Copy it now: it is shown only this once. Your server needs it to check our signatures.
                  </p>
                  <code class="secret" id="new-secret">${o.secret}</code>
                  <button class="secondary" type="button" data-copy="${o.secret}" hidden>Copy secret</button>`
              : html`<p>
                  Current secret:
                  ${current.webhook_secret_hint ? html`<code>${current.webhook_secret_hint}</code>` : 'none yet'}
                </p>`
          }
          <form method="post" action="/app/settings/webhook-secret">
            ${csrfField(session)}
            <p class="muted">
              A new secret replaces the old one at once: deliveries signed with it fail until your server has
              the new one.
            </p>
            <button type="submit">Create signing secret</button>
          </form>
        </div>
        <p class="muted">Ingest address for bank alert e-mail: <code>${current.ingest_address}</code></p>`,
    }).value;
  };

  const currentSettings = async (ctx: Ctx): Promise<Settings> =>
    renderSettings(await getTenant(s.db, tenantOf(ctx)), s.config.ingestDomain);

  r.get('/app/settings', async (ctx) => {
    ctx.type = 'html';
    ctx.body = settingsPage(ctx, await currentSettings(ctx), { saved: ctx.query.saved === '1' });
  });

  r.post('/app/settings', async (ctx) => {
    const body = ctx.request.body;
    const typed = Object.fromEntries(
      [
        'payee_vpa',
        'payee_name',
        'late_policy',
        'rest_seconds',
        'reservation_ttl_seconds',
        'webhook_url',
      ].map((k) => [k, text(body, k).trim()]),
    );
    const asNumber = (v: string | undefined): number | string | undefined =>
      v === '' || v === undefined ? undefined : /^\d{1,9}$/.test(v) ? Number(v) : v;
    // The API's own schema and save: a form's empty field is "none" for the optional ones.
    const change = settingsChange.safeParse({
      payee_vpa: typed.payee_vpa,
      payee_name: typed.payee_name === '' ? null : typed.payee_name,
      late_policy: typed.late_policy,
      rest_seconds: asNumber(typed.rest_seconds),
      reservation_ttl_seconds: asNumber(typed.reservation_ttl_seconds),
      webhook_url: typed.webhook_url === '' ? null : typed.webhook_url,
    });
    const refuse = async (errors: Record<string, string>): Promise<void> => {
      ctx.status = 400;
      ctx.type = 'html';
      ctx.body = settingsPage(ctx, await currentSettings(ctx), { typed, errors });
    };
    if (!change.success) {
      const errors: Record<string, string> = {};
      for (const i of issuesOf(change.error)) errors[i.path] ??= plainIssue(i.path, i.issue);
      return refuse(errors);
    }
    try {
      await saveSettings(s, tenantOf(ctx), change.data);
    } catch (err) {
      if (!(err instanceof DomainError) || err.status !== 400) throw err;
      const details = (err.extra.details as { path: string; issue: string }[] | undefined) ?? [];
      return refuse(
        Object.fromEntries(details.map((d) => [d.path, `${err.message} It ${d.issue}.`])) as Record<
          string,
          string
        >,
      );
    }
    ctx.status = 303;
    ctx.redirect('/app/settings?saved=1');
  });

  // The secret is shown in this answer only: it is never put in a URL or shown again.
  r.post('/app/settings/webhook-secret', async (ctx) => {
    const { webhook_secret } = await rotateWebhookSecret(s.db, tenantOf(ctx));
    ctx.type = 'html';
    ctx.body = settingsPage(ctx, await currentSettings(ctx), { secret: webhook_secret });
  });

  // ---- Webhook deliveries ----

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
    const settings = await currentSettings(ctx);
    ctx.type = 'html';
    ctx.body = page({
      title: 'Webhooks',
      session,
      current: '/app/webhooks',
      body: html`<h1>Webhook deliveries</h1>
        ${ctx.query.resent === '1' ? html`<p class="success" role="status">Sent again.</p>` : ''}
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
    await replayDelivery(s, tenantId, ctx.params.id, ctx.state.log);
    ctx.status = 303;
    ctx.redirect('/app/webhooks?resent=1');
  });

  return r;
}

/** The payer as the bank named them; after the 90-day retention, a plain word. */
function payer(c: CreditBody): string {
  if (c.payer_vpa === null) return 'payer details removed after 90 days';
  return [c.payer_name, c.payer_vpa].filter(Boolean).join(' · ') || 'payer unknown';
}

const FIELD_WORDS: Record<string, string> = {
  payee_vpa: 'Type a UPI handle, like shop@okhdfc.',
  payee_name: 'At most 100 characters.',
  late_policy: 'Choose one of the two.',
  rest_seconds: `A whole number from ${REST_SECONDS.min} to ${REST_SECONDS.max}.`,
  reservation_ttl_seconds: `A whole number from ${RESERVATION_TTL_SECONDS.min} to ${RESERVATION_TTL_SECONDS.max}.`,
  webhook_url: 'Type an https address.',
};

const plainIssue = (path: string, issue: string): string => FIELD_WORDS[path] ?? issue;
