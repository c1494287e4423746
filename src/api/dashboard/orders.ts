// Orders (list, find, detail with its timeline, cancel) and the counter's "charge ₹X" (CONTRACT §13),
// in the request's language. Orders are made and cancelled by the same ledger code as /v1.
import Router from '@koa/router';
import QRCode from 'qrcode';
import { z } from 'zod';
import { INTENT_STATUSES, type OrderBody } from '../../domain/intent.js';
import { parseRupees } from '../../domain/money.js';
import { LIST_PAISE } from '../../domain/rules.js';
import { rupeesIn, t, type Lang, type MessageKey } from '../../i18n/index.js';
import type { Services } from '../../services.js';
import { intentIdParam } from '../routes/intents.js';
import type { Ctx } from '../middleware.js';
import type { RequestState } from '../state.js';
import { askToConfirm, confirmed } from './confirm.js';
import { html, trusted, type Html, type Renderable } from './html.js';
import { badge, csrfField, field, olderPage, when } from './layout.js';
import { proofLine } from './proof.js';
import { say } from './say.js';
import { appPage, langOf, sessionOf, tenantOf } from './forms.js';
import { creditWords } from './credits-page.js';

const STATUS_WORDS: Record<string, MessageKey> = {
  open: 'status.open',
  confirmed: 'status.confirmed',
  expired: 'status.expired',
  cancelled: 'status.cancelled',
};
const EVIDENCE_WORDS: Record<string, MessageKey> = {
  amount: 'evidence.amount',
  rrn: 'evidence.rrn',
  late: 'evidence.late',
  manual: 'evidence.manual',
};

const statusWord = (status: string, lang: Lang): string => {
  const key = STATUS_WORDS[status];
  return key ? t(lang, key) : status;
};

export const orderBadge = (status: string, lang: Lang = 'en'): Html =>
  badge(status, statusWord(status, lang));

const listFilter = z.object({
  status: z.enum(INTENT_STATUSES).optional().catch(undefined),
  reference: z.string().trim().max(64).optional().catch(undefined),
  cursor: z.string().max(200).optional().catch(undefined),
});

export async function qrSvg(text: string, lang: Lang = 'en'): Promise<Html> {
  const svg = await QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  // The encoder's own SVG, labelled for screen readers.
  return trusted(svg.replace('<svg ', html`<svg role="img" aria-label="${t(lang, 'common.qr')}" `.value));
}

function orderItem(o: OrderBody, lang: Lang): Html {
  const id = String(o.intent_id);
  return html`<li>
    <div class="row">
      <a href="/app/orders/${id}"
        ><b>${rupeesIn(Number(o.list_paise), lang)}</b>
        ${o.description ? html`· ${String(o.description)}` : ''}</a
      >${orderBadge(String(o.status), lang)}
    </div>
    <div class="muted">
      ${o.reference ? html`${say(lang, 'orders.ref', { ref: String(o.reference) })} · ` : ''}${when(Number(o.created_at), lang)}${
        o.status === 'confirmed'
          ? html` · ${say(lang, 'orders.paid', { amount: rupeesIn(Number(o.paid_paise), lang) })}`
          : ''
      }
    </div>
  </li>`;
}

export function orderRoutes(s: Services): Router<RequestState> {
  const r = new Router<RequestState>();

  r.get('/app/orders', async (ctx) => {
    const lang = langOf(ctx);
    const f = listFilter.parse(ctx.query);
    const list = await s.intents.list(tenantOf(ctx), {
      status: f.status,
      reference: f.reference || undefined,
      limit: 50,
      cursor: f.cursor,
    });
    ctx.type = 'html';
    ctx.body = appPage(ctx, {
      title: t(lang, 'orders.title'),
      current: '/app/orders',
      body: html`<h1>${say(lang, 'orders.title')}</h1>
        <form class="card filters" method="get" action="/app/orders">
          <div>
            <label for="f-status">${say(lang, 'orders.status')}</label
            ><select id="f-status" name="status">
              <option value="">${say(lang, 'orders.all')}</option>
              ${INTENT_STATUSES.map(
                (st) =>
                  html`<option value="${st}" ${f.status === st ? html` selected` : ''}>
                    ${statusWord(st, lang)}
                  </option>`,
              )}
            </select>
          </div>
          <div>
            <label for="f-reference">${say(lang, 'orders.reference')}</label
            ><input id="f-reference" name="reference" value="${f.reference ?? ''}" />
          </div>
          <div><button type="submit">${say(lang, 'orders.show')}</button></div>
        </form>
        ${
          list.data.length === 0
            ? html`<p class="card">
                ${say(lang, 'orders.none', { create: html`<a href="/app/orders/new">${say(lang, 'orders.create_one')}</a>` })}
              </p>`
            : ''
        }
        <ul class="list">
          ${list.data.map((o) => orderItem(o, lang))}
        </ul>
        ${olderPage('/app/orders', { status: f.status, reference: f.reference }, 'cursor', list.next_cursor, say(lang, 'orders.older'))}`,
    }).value;
  });

  const newOrderPage = (
    ctx: Ctx,
    values: Record<string, string> = {},
    errors: Record<string, string> = {},
  ): string => {
    const lang = langOf(ctx);
    return appPage(ctx, {
      title: t(lang, 'new.title'),
      current: '/app/orders/new',
      body: html`<h1>${say(lang, 'new.heading')}</h1>
        <form class="card" method="post" action="/app/orders" novalidate>
          ${csrfField(sessionOf(ctx))}
          ${field({ name: 'price', label: t(lang, 'new.price'), value: values.price, error: errors.price, inputmode: 'decimal', hint: t(lang, 'new.price_hint'), required: true })}
          ${field({ name: 'description', label: t(lang, 'new.description'), value: values.description, error: errors.description, hint: t(lang, 'new.description_hint') })}
          ${field({ name: 'reference', label: t(lang, 'new.reference'), value: values.reference, error: errors.reference, hint: t(lang, 'new.reference_hint') })}
          <button type="submit">${say(lang, 'new.create')}</button>
        </form>`,
    }).value;
  };

  r.get('/app/orders/new', async (ctx) => {
    ctx.type = 'html';
    ctx.body = newOrderPage(ctx);
  });

  r.post('/app/orders', async (ctx) => {
    const lang = langOf(ctx);
    const body = (ctx.request.body ?? {}) as Record<string, unknown>;
    const text = (k: string): string => (typeof body[k] === 'string' ? (body[k] as string) : '');
    const values = {
      price: text('price'),
      description: text('description').trim(),
      reference: text('reference').trim(),
    };
    const errors: Record<string, string> = {};
    const paise = parseRupees(values.price);
    if (paise === undefined) errors.price = t(lang, 'new.price_error');
    else if (paise < LIST_PAISE.min || paise > LIST_PAISE.max) {
      errors.price = t(lang, 'new.price_range', {
        min: rupeesIn(LIST_PAISE.min, lang),
        max: rupeesIn(LIST_PAISE.max, lang),
      });
    }
    if (values.description.length > 140) errors.description = t(lang, 'common.at_most', { n: 140 });
    if (values.reference.length > 64) errors.reference = t(lang, 'common.at_most', { n: 64 });
    if (Object.keys(errors).length > 0) {
      ctx.status = 400;
      ctx.type = 'html';
      ctx.body = newOrderPage(ctx, values, errors);
      return;
    }
    const { body: order } = await s.intents.create(tenantOf(ctx), {
      list_paise: paise as number,
      ...(values.description ? { description: values.description } : {}),
      ...(values.reference ? { reference: values.reference } : {}),
    });
    ctx.status = 303;
    ctx.redirect(`/app/orders/${String(order.intent_id)}`);
  });

  r.get('/app/orders/:id', async (ctx) => {
    const lang = langOf(ctx);
    const tenantId = tenantOf(ctx);
    const o = await s.intents.get(tenantId, intentIdParam(ctx.params.id));
    const timeline = await s.dashboard.timeline(tenantId, String(o.intent_id));
    const open = o.status === 'open';
    const pageUrl = String(o.page_url);
    const money = (paise: unknown): string => rupeesIn(Number(paise), lang);
    const at = (x: unknown): string => when(Number(x), lang);
    const row = (key: MessageKey, v: Renderable): [string, Renderable] => [t(lang, key), v];
    const evidence = o.evidence ? EVIDENCE_WORDS[String(o.evidence)] : undefined;
    const rows: [string, Renderable][] = [
      row('order.status', orderBadge(String(o.status), lang)),
      row('order.price', money(o.list_paise)),
      ...(o.amount_paise !== undefined
        ? [
            row(
              'order.held',
              say(lang, 'order.held_until', { amount: money(o.amount_paise), time: at(o.reserved_until) }),
            ),
          ]
        : []),
      ...(o.paid_paise !== undefined ? [row('order.paid_amount', money(o.paid_paise))] : []),
      ...(o.evidence ? [row('order.how', evidence ? t(lang, evidence) : String(o.evidence))] : []),
      ...(o.payer_name || o.payer_vpa
        ? [
            row('order.paid_by', [
              o.payer_name ? String(o.payer_name) : '',
              o.payer_vpa ? ` (${String(o.payer_vpa)})` : '',
            ]),
          ]
        : []),
      ...(o.rrn ? [row('order.rrn', String(o.rrn))] : []),
      ...(o.description ? [row('order.for', String(o.description))] : []),
      ...(o.reference ? [row('order.reference', String(o.reference))] : []),
      row('order.created', at(o.created_at)),
      row(open ? 'order.expires' : 'order.expiry', at(o.expires_at)),
      ...(o.confirmed_at !== undefined ? [row('order.paid_at', at(o.confirmed_at))] : []),
      ...(o.cancelled_at !== undefined ? [row('order.cancelled_at', at(o.cancelled_at))] : []),
      row('order.id', html`<code>${String(o.intent_id)}</code>`),
    ];
    ctx.type = 'html';
    ctx.body = appPage(ctx, {
      title: t(lang, 'order.title', { amount: money(o.list_paise) }),
      current: '/app/orders',
      ...(open ? { refresh: 10 } : {}),
      body: html`<h1>${say(lang, 'order.heading', { amount: money(o.list_paise) })}</h1>
        ${
          o.status === 'confirmed'
            ? html`<p class="success" id="order-paid">
                ${say(lang, o.late ? 'order.paid_late' : 'order.paid', { amount: money(o.paid_paise) })}
              </p>`
            : ''
        }
        <div class="card">
          <dl>
            ${rows.map(
              ([k, v]) =>
                html`<dt>${k}</dt>
                  <dd>${v}</dd>`,
            )}
          </dl>
        </div>
        ${
          open
            ? html`<div class="card">
                <h2>${say(lang, 'order.pay_link')}</h2>
                <p class="muted">${say(lang, 'order.show_qr')}</p>
                <div class="qr">${await qrSvg(pageUrl, lang)}</div>
                <p><a id="pay-link" class="url" href="${pageUrl}">${pageUrl}</a></p>
                <button class="secondary" type="button" data-copy="${pageUrl}" hidden>
                  ${say(lang, 'order.copy_link')}
                </button>
                <form method="post" action="/app/orders/${String(o.intent_id)}/cancel">
                  ${csrfField(sessionOf(ctx))}
                  <button class="danger" type="submit">${say(lang, 'order.cancel')}</button>
                </form>
              </div>`
            : ''
        }
        <h2>${say(lang, 'order.happened')}</h2>
        <ol class="timeline">
          ${timeline.map(
            (e) =>
              html`<li>
                <span class="muted">${when(e.at, lang)}</span> ${
                  e.kind === 'created'
                    ? say(lang, 'order.created_event')
                    : e.kind === 'credit'
                      ? html`${say(lang, 'order.payment', { amount: rupeesIn(e.amountPaise ?? 0, lang) })}
                          ${badge(e.label, creditWords(e.label, lang))}
                          <a href="/app/credits#${e.creditId ?? ''}">${say(lang, 'order.see_payment')}</a
                          >${proofLine(e.proof, e.seenBy, lang)}`
                      : say(lang, 'order.event', { name: html`<code>${e.label}</code>` })
                }
              </li>`,
          )}
        </ol>`,
    }).value;
  });

  r.post('/app/orders/:id/cancel', async (ctx) => {
    const lang = langOf(ctx);
    const id = intentIdParam(ctx.params.id);
    if (!confirmed(ctx)) {
      // Asking names only an order of this shop: another shop's id is a 404 here too (never a leak).
      await s.intents.get(tenantOf(ctx), id);
      return askToConfirm(ctx, {
        current: '/app/orders',
        question: t(lang, 'order.cancel.question'),
        consequence: t(lang, 'order.cancel.consequence'),
        action: `/app/orders/${id}/cancel`,
        yes: t(lang, 'order.cancel.yes'),
        back: `/app/orders/${id}`,
      });
    }
    await s.intents.cancel(tenantOf(ctx), id);
    ctx.status = 303;
    ctx.redirect(`/app/orders/${id}`);
  });

  return r;
}
