// The pay page of an order (CONTRACT §9): the payer's view by page token, Pay from it, and the UPI
// reference the payer typed. The token is the page's only credential.
import { payPageRow, recordPayerUtr, statusByPageToken } from '../db/intents.js';
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
    const row = await payPageRow(this.deps.db, pageToken, now);
    if (!row) throw notFound('payment page');
    this.intents.knownPages.remember(pageToken, { tenantId: row.intent.tenantId, intentId: row.intent.id });
    return {
      order: this.intents.render(row, now),
      tenantId: row.intent.tenantId,
      payeeVpa: row.payeeVpa,
      payeeName: row.payeeName,
    };
  }

  /** POST /p/{token}/reserve: the payer tapped Pay. */
  async reserve(pageToken: string): Promise<OrderBody> {
    // Whose order the token opens, remembered (page-tokens.ts) or read; the reserve reads the order
    // itself under its tenant's lock either way.
    const known = this.intents.knownPages.orderOf(pageToken);
    if (known) return this.intents.reserve(known.tenantId, known.intentId);
    const view = await this.view(pageToken);
    return this.intents.reserve(view.tenantId, view.order.intent_id);
  }

  /** The UPI reference the payer typed on the pay page of an open order. */
  async recordPayerUtr(pageToken: string, utr: string): Promise<{ status: IntentStatus }> {
    if (!ID_PATTERNS.pageToken.test(pageToken)) throw notFound('payment page');
    const recorded = await recordPayerUtr(this.deps.db, pageToken, utr);
    if (recorded) return { status: recorded };
    const status = await statusByPageToken(this.deps.db, pageToken);
    if (!status) throw notFound('payment page');
    throw invalidState(`The order is ${status}.`, status);
  }
}
