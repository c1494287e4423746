// Ground truth, kept apart from the drivers: which order each credit paid (or none), what each payer
// was shown, and how each credit reached the service. The classifier (classify.ts) compares it with
// what the ledger decided; neither mode's driver writes or reads it beyond the runner's bookkeeping.
import type { FeedQuirk } from './deliveries.js';
import type { CreditBehaviour, PayerBehaviour } from './model.js';

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
  /** The model's own name for the payment (creditId): the same in every mode, whatever ran before it. */
  credit: string;
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

/**
 * Which payment of the model a credit is: payment `k` (0, 1, ...) made for order `n` of seller `tenant`
 * (`t3o17/1`), or the seller's stray credit `s` (`t3s2`). It names the payment by what the model planned,
 * never by when it happened, so one payment missing or late in one mode leaves every other credit's
 * name, reference and random draws as they were (the runs compare credit by credit on it).
 */
export type CreditKey =
  { tenant: number; order: number; payment: number } | { tenant: number; stray: number };

export const creditId = (k: CreditKey): string =>
  'stray' in k ? `t${k.tenant}s${k.stray}` : `t${k.tenant}o${k.order}/${k.payment}`;

/** Room for each order's payments in the reference: a pays-twice payer's two, a second tap's one. */
const PAYMENTS_PER_ORDER = 4;
/** Strays are numbered from here within a seller's block, above any order's payments. */
const STRAY_BASE = 9_000_000;

/**
 * The credit's 12-digit UPI reference, from its key alone: the same in ledger and live mode. A seller
 * has a block of ten million (orders up to 2,250,000 a seller, strays up to a million).
 */
export function creditRrn(k: CreditKey): string {
  const within = 'stray' in k ? STRAY_BASE + k.stray : k.order * PAYMENTS_PER_ORDER + k.payment;
  if ('stray' in k ? k.stray >= 1_000_000 : k.payment >= PAYMENTS_PER_ORDER || within >= STRAY_BASE)
    throw new Error(`credit ${creditId(k)} does not fit its seller's block of references`);
  return String(600_000_000_000 + k.tenant * 10_000_000 + within);
}

export class Truth {
  readonly orders = new Map<string, OrderTruth>();
  readonly credits = new Map<string, CreditTruth>();

  order(o: Omit<OrderTruth, 'paidBy'>): OrderTruth {
    const t: OrderTruth = { ...o, paidBy: [] };
    this.orders.set(o.ref, t);
    return t;
  }

  payment(c: Omit<CreditTruth, 'deliveries' | 'repeatPayment'>): CreditTruth {
    if (this.credits.has(c.rrn)) throw new Error(`credit ${c.credit} planned twice`);
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
