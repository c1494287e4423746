// Payments received (CONTRACT §13 /app/credits): parked ones first with their candidates; Place and
// Dismiss go through the same ledger code as /v1.
import Router from '@koa/router';
import { PARKED_STATUSES, type CreditBody } from '../../domain/credit.js';
import { DomainError } from '../../domain/errors.js';
import { ID_PATTERNS } from '../../domain/ids.js';
import { rupees } from '../../domain/money.js';
import type { Services } from '../../services.js';
import type { Ctx } from '../middleware.js';
import type { RequestState } from '../state.js';
import { html, type Html } from './html.js';
import { badge, csrfField, field, page, when } from './layout.js';
import { formText, sessionOf, tenantOf } from './forms.js';

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

const text = formText;

const SOURCE_WORDS: Record<string, string> = {
  email: 'bank e-mail',
  device: 'phone',
  statement: 'bank statement',
};

/**
 * When the payment was made, as the evidence proves it (CONTRACT §6): one moment, or the stretch it lies
 * in (a bank that prints `14:03`, an SMS timed by the phone, a statement's day).
 */
function paidWhen(c: CreditBody): string {
  if (c.credited_at === undefined) return 'time unknown';
  const from = Number(c.credited_at);
  const until = c.credited_until === undefined ? from : Number(c.credited_until);
  return until === from ? when(from) : `between ${when(from)} and ${when(until)}`;
}

/** The message of a refusal, as one line beside the field it concerns. */
const refusal = (err: DomainError): string => {
  const detail = (err.extra.details as { issue: string }[] | undefined)?.[0]?.issue;
  return detail ? `${err.message} (${detail})` : err.message;
};

export function creditsRoutes(s: Services): Router<RequestState> {
  const r = new Router<RequestState>();

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
        <div class="muted">${payer(c)} · ${paidWhen(c)} · ${SOURCE_WORDS[String(c.source)] ?? 'phone'}</div>
        ${c.note ? html`<p>${String(c.note)}</p>` : ''}
        ${
          // An unplaced payment's candidates are the orders its payer most likely meant (the list
          // price typed, the amount rounded up): suggestions, never placed for the seller (CONTRACT §6).
          c.status === 'unplaced' && candidates.length > 0
            ? html`<p class="muted">Likely orders, nearest in time first: is it one of these?</p>`
            : ''
        }
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

  return r;
}

/** The payer as the bank named them; after the 90-day retention, a plain word. */
function payer(c: CreditBody): string {
  if (c.payer_vpa === null) return 'payer details removed after 90 days';
  return [c.payer_name, c.payer_vpa].filter(Boolean).join(' · ') || 'payer unknown';
}
