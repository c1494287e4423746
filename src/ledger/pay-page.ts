// The pay page of an order (CONTRACT §9): the payer's view by page token, Pay from it, and the UPI
// reference the payer typed. The token is the page's only credential.
import { statement } from '../db/sql.js';
import { invalidState, notFound } from '../domain/errors.js';
import { ID_PATTERNS } from '../domain/ids.js';
import type { IntentStatus, OrderBody } from '../domain/intent.js';
import { unixNow } from '../domain/time.js';
import type { IntentLedger, LedgerDeps } from './orders.js';

/** What the pay page shows: the order, the amount it holds now, and whom to pay. */
export interface PayPageView {
  order: OrderBody;
  tenantId: string;
  payeeVpa: string;
  payeeName: string;
}

const PAY_PAGE = statement(
  'pay-page-view',
  `select i.*, h.amount_paise as held_amount_paise, h.held_until as held_until,
          t.payee_vpa, coalesce(t.payee_name, t.name) as payee_display_name
     from intents i
     join tenants t on t.id = i.tenant_id
     left join lateral (
       select r.amount_paise, r.held_until from reservations r
        where r.intent_id = i.id and r.held_until > $1
        order by r.reserved_at desc limit 1
     ) h on true
    where i.page_token = $2`,
);

export class PayPages {
  constructor(
    private readonly deps: LedgerDeps,
    private readonly intents: IntentLedger,
  ) {}

  /** The pay page of `pageToken`, or a 404. */
  async view(pageToken: string): Promise<PayPageView> {
    // A token of another shape was never handed out: the same 404, without a query.
    if (!ID_PATTERNS.pageToken.test(pageToken)) throw notFound('payment page');
    const now = unixNow();
    const row = (await this.deps.db.rows(PAY_PAGE, [now, pageToken]))[0];
    if (!row) throw notFound('payment page');
    return {
      order: this.intents.renderRow(row, now),
      tenantId: String(row.tenant_id),
      payeeVpa: String(row.payee_vpa),
      payeeName: String(row.payee_display_name),
    };
  }

  /** POST /p/{token}/reserve: the payer tapped Pay. */
  async reserve(pageToken: string): Promise<OrderBody> {
    const view = await this.view(pageToken);
    return this.intents.reserve(view.tenantId, view.order.intent_id);
  }

  /** The UPI reference the payer typed on the pay page of an open order. */
  async recordPayerUtr(pageToken: string, utr: string): Promise<{ status: IntentStatus }> {
    if (!ID_PATTERNS.pageToken.test(pageToken)) throw notFound('payment page');
    const updated = await this.deps.db.rows<{ status: IntentStatus }>(
      `update intents set payer_utr = $2 where page_token = $1 and status = 'open' returning status`,
      [pageToken, utr],
    );
    if (updated[0]) return updated[0];
    const rows = await this.deps.db.rows<{ status: IntentStatus }>(
      `select status from intents where page_token = $1`,
      [pageToken],
    );
    if (!rows[0]) throw notFound('payment page');
    throw invalidState(`The order is ${rows[0].status}.`, rows[0].status);
  }
}
