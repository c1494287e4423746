// Ground truth, kept apart from the drivers: which order each credit paid (or none), what each payer
// was shown, and how each credit reached the service. The classifier (classify.ts) compares it with
// what the ledger decided; neither mode's driver writes or reads it beyond the runner's bookkeeping.
import type { CreditBehaviour, FeedQuirk, PayerBehaviour } from './model.js';

export interface OrderTruth {
  ref: string;
  tenant: number;
  listPaise: number;
  behaviour: PayerBehaviour;
  intentId?: string;
  /** The amount the pay page showed at the first tap. */
  shownPaise?: number;
  /** Why the tap showed no amount (`pool_exhausted`, ...). */
  tapRefused?: string;
  /** References of the credits that paid this order, in payment order. */
  paidBy: string[];
}

export interface DeliveryTruth {
  feed: 'email' | 'sms' | 'device_fields';
  quirk: FeedQuirk;
  /** Absolute ms at which it reached the service. */
  atMs: number;
}

export interface CreditTruth {
  rrn: string;
  tenant: number;
  /** The order this payment was for; null for a credit no order asked for. */
  orderRef: string | null;
  behaviour: CreditBehaviour;
  amountPaise: number;
  /** Absolute ms of the payment (the bank's moment of credit). */
  paidAtMs: number;
  /** Second or later payment for the same order (paid twice, or again after a second tap). */
  repeatPayment: boolean;
  deliveries: DeliveryTruth[];
  /** Deliveries that were due after the run's cutoff (a live run's time budget), so never made. */
  deliveriesAfterCutoff?: number;
}

export class Truth {
  readonly orders = new Map<string, OrderTruth>();
  readonly credits = new Map<string, CreditTruth>();
  private readonly rrnCounters = new Map<number, number>();

  order(o: Omit<OrderTruth, 'paidBy'>): OrderTruth {
    const t: OrderTruth = { ...o, paidBy: [] };
    this.orders.set(o.ref, t);
    return t;
  }

  /** A fresh 12-digit UPI reference, deterministic per tenant so both modes mint the same ones. */
  nextRrn(tenant: number): string {
    const n = this.rrnCounters.get(tenant) ?? 0;
    this.rrnCounters.set(tenant, n + 1);
    return String(600_000_000_000 + tenant * 10_000_000 + n);
  }

  payment(c: Omit<CreditTruth, 'deliveries' | 'repeatPayment'>): CreditTruth {
    const order = c.orderRef === null ? undefined : this.orders.get(c.orderRef);
    const t: CreditTruth = { ...c, repeatPayment: (order?.paidBy.length ?? 0) > 0, deliveries: [] };
    order?.paidBy.push(c.rrn);
    this.credits.set(c.rrn, t);
    return t;
  }

  intentRefs(): Map<string, string> {
    const m = new Map<string, string>();
    for (const o of this.orders.values()) if (o.intentId) m.set(o.intentId, o.ref);
    return m;
  }
}

/** What the ledger holds for a credit at the end of the run (from the database or the API). */
export interface ObservedCredit {
  tenant: number;
  rrn: string;
  status: string;
  intentId?: string | undefined;
  candidates: string[];
  receivedAt: number;
  note?: string | undefined;
}

export interface ObservedOrder {
  intentId: string;
  status: string;
  confirmedAt?: number | undefined;
  evidence?: string | undefined;
}
