// Payments received (CONTRACT §13 /app/credits): parked ones first with their candidates; Place and
// Dismiss go through the same ledger code as /v1.
import Router from '@koa/router';
import { PARKED_STATUSES, type CreditBody } from '../../domain/credit.js';
import { DomainError } from '../../domain/errors.js';
import { ID_PATTERNS } from '../../domain/ids.js';
import { rupeesIn, t, type Lang, type MessageKey } from '../../i18n/index.js';
import type { Services } from '../../services.js';
import type { Ctx } from '../middleware.js';
import type { RequestState } from '../state.js';
import { html, type Html } from './html.js';
import { badge, csrfField, field, olderPage, when } from './layout.js';
import { say } from './say.js';
import { noteWords } from './credit-notes.js';
import { appPage, formText, langOf, pageCursor, sessionOf, tenantOf } from './forms.js';
import { candidateOrders, placeOnCandidate } from './place-on.js';

const CREDIT_WORDS: Record<string, MessageKey> = {
  matched: 'credit.matched',
  unplaced: 'credit.unplaced',
  ambiguous: 'credit.ambiguous',
  duplicate: 'credit.duplicate',
  stale: 'credit.stale',
  late: 'credit.late',
  placed: 'credit.placed',
  dismissed: 'credit.dismissed',
};

/** A credit's status in the seller's words; a status not listed is shown as it is. */
export const creditWords = (status: string, lang: Lang): string => {
  const key = CREDIT_WORDS[status];
  return key ? t(lang, key) : status;
};

const SOURCE_WORDS: Record<string, MessageKey> = {
  email: 'source.email',
  device: 'source.device',
  statement: 'source.statement',
};
export const sourceWords = (source: unknown, lang: Lang): string =>
  t(lang, SOURCE_WORDS[String(source)] ?? 'source.device');

const text = formText;

/**
 * When the payment was made, as the evidence proves it (CONTRACT §6): one moment, or the stretch it lies
 * in (a bank that prints `14:03`, an SMS timed by the phone, a statement's day).
 */
function paidWhen(c: CreditBody, lang: Lang): string {
  if (c.credited_at === undefined) return t(lang, 'paid.unknown');
  const from = Number(c.credited_at);
  const until = c.credited_until === undefined ? from : Number(c.credited_until);
  return until === from
    ? when(from, lang)
    : t(lang, 'paid.between', { from: when(from, lang), until: when(until, lang) });
}

/** A refusal of Place, as one line beside the order id field, in the seller's words. */
const refusal = (err: DomainError, lang: Lang): string => {
  if (err.code === 'not_found') return t(lang, 'credits.no_order');
  if (err.code === 'invalid_state') return t(lang, 'credits.order_taken');
  if (err.message.startsWith('Give an order id')) return t(lang, 'credits.bad_id');
  return t(lang, 'credits.refused');
};

/** The payer as the bank named them; after the 90-day retention, a plain word. */
export function payer(c: CreditBody, lang: Lang): string {
  if (c.payer_vpa === null) return t(lang, 'payer.removed');
  return [c.payer_name, c.payer_vpa].filter(Boolean).join(' · ') || t(lang, 'payer.unknown');
}

export function creditsRoutes(s: Services): Router<RequestState> {
  const r = new Router<RequestState>();

  const creditsPage = async (
    ctx: Ctx,
    errors: Record<string, string> = {},
    typed: Record<string, string> = {},
  ): Promise<string> => {
    const lang = langOf(ctx);
    const tenantId = tenantOf(ctx);
    // Both lists page like /v1 (CONTRACT §13): each its own cursor (?parked=, ?cursor=), the other's kept.
    const at = { parked: pageCursor.parse(ctx.query.parked), cursor: pageCursor.parse(ctx.query.cursor) };
    const parked = await s.credits.list(tenantId, {
      statuses: [...PARKED_STATUSES],
      limit: 100,
      cursor: at.parked,
    });
    const all = await s.credits.list(tenantId, { limit: 50, cursor: at.cursor });
    const older = (list: 'parked' | 'cursor', next: string | undefined, words: MessageKey): Html =>
      olderPage('/app/credits', at, list, next, say(lang, words));
    const session = sessionOf(ctx);
    const orders = await candidateOrders(
      s,
      tenantId,
      parked.data.flatMap((c) => (c.candidates as string[] | undefined) ?? []),
    );
    const parkedItem = (c: CreditBody): Html => {
      const id = c.credit_id;
      const candidates = (c.candidates as string[] | undefined) ?? [];
      const err = errors[id];
      const note = c.note ? noteWords(String(c.note), lang) : undefined;
      return html`<li id="${id}">
        <div class="row">
          <b>${rupeesIn(Number(c.amount_paise), lang)}</b
          >${badge(String(c.status), creditWords(String(c.status), lang))}
        </div>
        <div class="muted">${payer(c, lang)} · ${paidWhen(c, lang)} · ${sourceWords(c.source, lang)}</div>
        ${note ? html`<p>${note}</p>` : ''}
        ${
          // An unplaced payment's candidates are the orders its payer most likely meant (the list
          // price typed, the amount rounded up): suggestions, never placed for the seller (CONTRACT §6).
          c.status === 'unplaced' && candidates.length > 0
            ? html`<p class="muted">${say(lang, 'credits.likely')}</p>`
            : ''
        }
        ${candidates.map((intentId) =>
          placeOnCandidate({
            action: `/app/credits/${id}/place`,
            session,
            intentId,
            order: orders.get(intentId),
            lang,
          }),
        )}
        <form method="post" action="/app/credits/${id}/place" novalidate>
          ${csrfField(session)}
          ${field({
            name: 'intent_id',
            id: `f-intent_id-${id}`,
            label: t(lang, 'credits.place_other'),
            value: typed[id] ?? '',
            error: err,
            hint: t(lang, 'credits.place_hint'),
          })}
          <button type="submit">${say(lang, 'common.place')}</button>
        </form>
        <form method="post" action="/app/credits/${id}/dismiss">
          ${csrfField(session)}
          <label for="f-reason-${id}">${say(lang, 'credits.reason')}</label>
          <input id="f-reason-${id}" name="reason" maxlength="200" />
          <button class="secondary" type="submit">${say(lang, 'credits.dismiss')}</button>
        </form>
      </li>`;
    };
    return appPage(ctx, {
      title: t(lang, 'credits.title'),
      current: '/app/credits',
      body: html`<h1>${say(lang, 'credits.heading')}</h1>
        <h2>
          ${say(lang, 'credits.to_sort', { n: `${parked.data.length}${parked.next_cursor ? '+' : ''}` })}
        </h2>
        ${
          parked.data.length === 0
            ? html`<p class="card">${say(lang, 'credits.nothing')}</p>`
            : html`<p class="muted">${say(lang, 'credits.why')}</p>
                <ul class="list">
                  ${parked.data.map(parkedItem)}
                </ul>
                ${older('parked', parked.next_cursor, 'credits.older_parked')}`
        }
        <h2>${say(lang, 'credits.all')}</h2>
        <ul class="list">
          ${all.data.map(
            (c) =>
              html`<li>
                <div class="row">
                  <b>${rupeesIn(Number(c.amount_paise), lang)}</b>${badge(
                    String(c.status),
                    creditWords(String(c.status), lang),
                  )}
                </div>
                <div class="muted">
                  ${payer(c, lang)} ·
                  ${say(lang, 'credits.received', { time: when(Number(c.received_at), lang) })}${
                    c.intent_id
                      ? html` · <a href="/app/orders/${String(c.intent_id)}">${say(lang, 'common.order')}</a>`
                      : ''
                  }
                </div>
              </li>`,
          )}
        </ul>
        ${older('cursor', all.next_cursor, 'credits.older')}`,
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
      if (/^(The credit|No such credit)/.test(err.message)) throw err;
      ctx.status = err.status === 409 ? 409 : 400;
      ctx.type = 'html';
      ctx.body = await creditsPage(
        ctx,
        { [creditId]: refusal(err, langOf(ctx)) },
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
