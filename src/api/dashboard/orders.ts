// Today at a glance, orders (list, find, detail with its timeline, cancel) and the counter's
// "charge ₹X" (CONTRACT §13). Orders are made and cancelled by the same ledger code as /v1.
import Router from '@koa/router';
import QRCode from 'qrcode';
import { z } from 'zod';
import { INTENT_STATUSES, type OrderBody } from '../../domain/intent.js';
import { parseRupees, rupees } from '../../domain/money.js';
import { LIST_PAISE } from '../../domain/rules.js';
import { unixNow } from '../../domain/time.js';
import type { Session } from '../../ledger/sign-in.js';
import type { Services } from '../../services.js';
import { intentIdParam } from '../routes/intents.js';
import type { Ctx } from '../middleware.js';
import type { RequestState } from '../state.js';
import { askToConfirm, confirmed } from './confirm.js';
import { html, trusted, type Html, type Renderable } from './html.js';
import { age, badge, csrfField, field, page, when } from './layout.js';
import { proofLine } from './proof.js';
import { lastStatementLine } from './statements-page.js';

const STATUS_WORDS: Record<string, string> = {
  open: 'Waiting for payment',
  confirmed: 'Paid',
  expired: 'Expired',
  cancelled: 'Cancelled',
};
const EVIDENCE_WORDS: Record<string, string> = {
  amount: 'matched on the exact amount',
  rrn: 'matched on the UPI reference the payer gave',
  late: 'paid after the reserved time ran out',
  manual: 'placed by hand',
};

export const orderBadge = (status: string): Html => badge(status, STATUS_WORDS[status] ?? status);

const listFilter = z.object({
  status: z.enum(INTENT_STATUSES).optional().catch(undefined),
  reference: z.string().trim().max(64).optional().catch(undefined),
  cursor: z.string().max(200).optional().catch(undefined),
});

export async function qrSvg(text: string): Promise<Html> {
  const svg = await QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  // The encoder's own SVG, labelled for screen readers.
  return trusted(svg.replace('<svg ', '<svg role="img" aria-label="QR code" '));
}

function orderItem(o: OrderBody): Html {
  const id = String(o.intent_id);
  return html`<li>
    <div class="row">
      <a href="/app/orders/${id}"
        ><b>${rupees(Number(o.list_paise))}</b> ${o.description ? html`· ${String(o.description)}` : ''}</a
      >${orderBadge(String(o.status))}
    </div>
    <div class="muted">
      ${o.reference ? html`Ref ${String(o.reference)} · ` : ''}${when(Number(o.created_at))}${
        o.status === 'confirmed' ? html` · paid ${rupees(Number(o.paid_paise))}` : ''
      }
    </div>
  </li>`;
}

export function orderRoutes(s: Services): Router<RequestState> {
  const r = new Router<RequestState>();
  const tenantOf = (ctx: Ctx): string => ctx.state.tenantId as string;
  const sessionOf = (ctx: Ctx): Session => ctx.state.session as Session;

  r.get('/app', async (ctx) => {
    const now = unixNow();
    const o = await s.dashboard.overview(tenantOf(ctx), now);
    const [last] = (await s.statements.list(tenantOf(ctx), { limit: 1 })).data;
    const feedLine = (label: string, at: number | undefined): Html =>
      html`<li>
        <div class="row">
          <span>${label}</span
          ><span>${at === undefined ? 'no credit yet' : html`last credit ${age(at, now)}`}</span>
        </div>
      </li>`;
    ctx.type = 'html';
    ctx.body = page({
      title: 'Today',
      session: sessionOf(ctx),
      current: '/app',
      refresh: 15,
      body: html`<h1>Today</h1>
        <div class="grid">
          <div class="card stat">
            <span class="muted">Waiting for payment</span><b id="open-orders">${o.openOrders}</b
            ><a href="/app/orders?status=open">See open orders</a>
          </div>
          <div class="card stat">
            <span class="muted">Paid today</span><b id="paid-today">${o.confirmedToday}</b
            ><span id="paid-today-sum">${rupees(o.confirmedTodayPaise)}</span>
          </div>
          <div class="card stat">
            <span class="muted">Payments to sort out</span><b id="parked">${o.parkedCredits}</b>${
              o.parkedCredits > 0
                ? html`<a href="/app/credits">Sort them out</a>`
                : html`<span>All clear</span>`
            }
          </div>
          <div class="card stat">
            <span class="muted">Webhooks failing</span><b id="failing">${o.failingDeliveries}</b>${
              o.failingDeliveries > 0
                ? html`<a href="/app/webhooks">See deliveries</a>`
                : html`<span>All clear</span>`
            }
          </div>
        </div>
        <p><a class="button" href="/app/orders/new">Charge a customer</a></p>
        ${lastStatementLine(last)}
        <h2>Where payments come from</h2>
        <ul class="list">
          ${feedLine('Bank alert e-mail', o.emailFeed.lastCreditAt)}${o.devices.map((d) =>
            feedLine(`Phone: ${d.name ?? d.deviceId}`, d.lastCreditAt),
          )}
        </ul>
        ${o.devices.length === 0 ? html`<p class="muted">No phone reports payments yet. <a href="/app/devices">Add one</a>.</p>` : ''}`,
    }).value;
  });

  r.get('/app/orders', async (ctx) => {
    const f = listFilter.parse(ctx.query);
    const list = await s.intents.list(tenantOf(ctx), {
      status: f.status,
      reference: f.reference || undefined,
      limit: 50,
      cursor: f.cursor,
    });
    const more = new URLSearchParams({
      ...(f.status ? { status: f.status } : {}),
      ...(f.reference ? { reference: f.reference } : {}),
      ...(list.next_cursor ? { cursor: list.next_cursor } : {}),
    });
    ctx.type = 'html';
    ctx.body = page({
      title: 'Orders',
      session: sessionOf(ctx),
      current: '/app/orders',
      body: html`<h1>Orders</h1>
        <form class="card filters" method="get" action="/app/orders">
          <div>
            <label for="f-status">Status</label
            ><select id="f-status" name="status">
              <option value="">All</option>
              ${INTENT_STATUSES.map(
                (st) =>
                  html`<option value="${st}" ${f.status === st ? html` selected` : ''}>
                    ${STATUS_WORDS[st]}
                  </option>`,
              )}
            </select>
          </div>
          <div>
            <label for="f-reference">Your reference</label
            ><input id="f-reference" name="reference" value="${f.reference ?? ''}" />
          </div>
          <div><button type="submit">Show</button></div>
        </form>
        ${list.data.length === 0 ? html`<p class="card">No orders here yet. <a href="/app/orders/new">Create one</a>.</p>` : ''}
        <ul class="list">
          ${list.data.map(orderItem)}
        </ul>
        ${list.next_cursor ? html`<p class="pager"><a href="/app/orders?${more.toString()}">Older orders</a></p>` : ''}`,
    }).value;
  });

  const newOrderPage = (
    ctx: Ctx,
    values: Record<string, string> = {},
    errors: Record<string, string> = {},
  ): string =>
    page({
      title: 'New order',
      session: sessionOf(ctx),
      current: '/app/orders/new',
      body: html`<h1>Charge a customer</h1>
        <form class="card" method="post" action="/app/orders" novalidate>
          ${csrfField(sessionOf(ctx))}
          ${field({ name: 'price', label: 'Price in rupees', value: values.price, error: errors.price, inputmode: 'decimal', hint: 'As you write it: 499 or 1,299.50', required: true })}
          ${field({ name: 'description', label: 'What it is for (optional)', value: values.description, error: errors.description, hint: 'The payer sees this on the pay page.' })}
          ${field({ name: 'reference', label: 'Your reference (optional)', value: values.reference, error: errors.reference, hint: 'A bill or order number of yours, to find it later.' })}
          <button type="submit">Create pay link</button>
        </form>`,
    }).value;

  r.get('/app/orders/new', async (ctx) => {
    ctx.type = 'html';
    ctx.body = newOrderPage(ctx);
  });

  r.post('/app/orders', async (ctx) => {
    const body = (ctx.request.body ?? {}) as Record<string, unknown>;
    const text = (k: string): string => (typeof body[k] === 'string' ? (body[k] as string) : '');
    const values = {
      price: text('price'),
      description: text('description').trim(),
      reference: text('reference').trim(),
    };
    const errors: Record<string, string> = {};
    const paise = parseRupees(values.price);
    if (paise === undefined) errors.price = 'Type the price in rupees, like 499 or 1,299.50.';
    else if (paise < LIST_PAISE.min || paise > LIST_PAISE.max) {
      errors.price = `The price must be from ${rupees(LIST_PAISE.min)} to ${rupees(LIST_PAISE.max)}.`;
    }
    if (values.description.length > 140) errors.description = 'At most 140 characters.';
    if (values.reference.length > 64) errors.reference = 'At most 64 characters.';
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
    const tenantId = tenantOf(ctx);
    const o = await s.intents.get(tenantId, intentIdParam(ctx.params.id));
    const timeline = await s.dashboard.timeline(tenantId, String(o.intent_id));
    const open = o.status === 'open';
    const pageUrl = String(o.page_url);
    const rows: [string, Renderable][] = [
      ['Status', orderBadge(String(o.status))],
      ['Price', rupees(Number(o.list_paise))],
      ...(o.amount_paise !== undefined
        ? ([
            [
              'Amount held for the payer',
              html`${rupees(Number(o.amount_paise))} until ${when(Number(o.reserved_until))}`,
            ],
          ] as [string, Renderable][])
        : []),
      ...(o.paid_paise !== undefined
        ? ([['Paid', rupees(Number(o.paid_paise))]] as [string, Renderable][])
        : []),
      ...(o.evidence
        ? ([['How we know', EVIDENCE_WORDS[String(o.evidence)] ?? String(o.evidence)]] as [
            string,
            Renderable,
          ][])
        : []),
      ...(o.payer_name || o.payer_vpa
        ? ([
            [
              'Paid by',
              [o.payer_name ? String(o.payer_name) : '', o.payer_vpa ? ` (${String(o.payer_vpa)})` : ''],
            ],
          ] as [string, Renderable][])
        : []),
      ...(o.rrn ? ([['Bank reference', String(o.rrn)]] as [string, Renderable][]) : []),
      ...(o.description ? ([['For', String(o.description)]] as [string, Renderable][]) : []),
      ...(o.reference ? ([['Your reference', String(o.reference)]] as [string, Renderable][]) : []),
      ['Created', when(Number(o.created_at))],
      [o.status === 'open' ? 'Expires' : 'Expiry', when(Number(o.expires_at))],
      ...(o.confirmed_at !== undefined
        ? ([['Paid at', when(Number(o.confirmed_at))]] as [string, Renderable][])
        : []),
      ...(o.cancelled_at !== undefined
        ? ([['Cancelled at', when(Number(o.cancelled_at))]] as [string, Renderable][])
        : []),
      ['Order id', html`<code>${String(o.intent_id)}</code>`],
    ];
    ctx.type = 'html';
    ctx.body = page({
      title: `Order ${rupees(Number(o.list_paise))}`,
      session: sessionOf(ctx),
      current: '/app/orders',
      ...(open ? { refresh: 10 } : {}),
      body: html`<h1>Order of ${rupees(Number(o.list_paise))}</h1>
        ${o.status === 'confirmed' ? html`<p class="success" id="order-paid">Paid ${rupees(Number(o.paid_paise))}${o.late ? ' (late)' : ''}.</p>` : ''}
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
                <h2>Pay link</h2>
                <p class="muted">Show this QR to the customer, or send the link.</p>
                <div class="qr">${await qrSvg(pageUrl)}</div>
                <p><a id="pay-link" href="${pageUrl}">${pageUrl}</a></p>
                <button class="secondary" type="button" data-copy="${pageUrl}" hidden>Copy link</button>
                <form method="post" action="/app/orders/${String(o.intent_id)}/cancel">
                  ${csrfField(sessionOf(ctx))} <button class="danger" type="submit">Cancel this order</button>
                </form>
              </div>`
            : ''
        }
        <h2>What happened</h2>
        <ol class="timeline">
          ${timeline.map(
            (e) =>
              html`<li>
                <span class="muted">${when(e.at)}</span> ${
                  e.kind === 'created'
                    ? 'Order created'
                    : e.kind === 'credit'
                      ? html`Payment of ${rupees(e.amountPaise ?? 0)} received: ${badge(e.label)}
                          <a href="/app/credits#${e.creditId ?? ''}">see payment</a
                          >${proofLine(e.proof, e.seenBy)}`
                      : html`Event <code>${e.label}</code>`
                }
              </li>`,
          )}
        </ol>`,
    }).value;
  });

  r.post('/app/orders/:id/cancel', async (ctx) => {
    const id = intentIdParam(ctx.params.id);
    if (!confirmed(ctx)) {
      // Asking names only an order of this shop: another shop's id is a 404 here too (never a leak).
      await s.intents.get(tenantOf(ctx), id);
      return askToConfirm(ctx, {
        current: '/app/orders',
        question: 'Cancel this order?',
        consequence:
          'Its pay link stops working and its amount is freed. A payment that still arrives is parked for you to sort out.',
        action: `/app/orders/${id}/cancel`,
        yes: 'Yes, cancel the order',
        back: `/app/orders/${id}`,
      });
    }
    await s.intents.cancel(tenantOf(ctx), id);
    ctx.status = 303;
    ctx.redirect(`/app/orders/${id}`);
  });

  return r;
}
