// The one classifier both modes share: every credit and every order, judged against the ground truth.
import { PARKED_STATUSES } from '../../src/domain/credit.js';
import type { ObservedCredit, ObservedOrder, Truth } from './truth.js';

export type CreditClass =
  'confirmed_right' | 'confirmed_wrong' | 'parked' | 'placed_or_dismissed' | 'not_received';

/** One credit's verdict, keyed by its reference, comparable across modes (orders as refs, not ids). */
export interface CreditVerdict {
  rrn: string;
  /** The model's name for the payment (truth.ts creditId), e.g. `t3o17/0`: the key runs compare on. */
  credit: string;
  behaviour: string;
  quirk: string;
  truth: string | null;
  status: string;
  class: CreditClass;
  intent?: string | undefined;
  candidates: string[];
  /** Parked with its true order among the candidates: a person can place it from what is shown. */
  placeable: boolean;
  /** Payable (it paid an order), yet neither matched nor parked with its order among the candidates. */
  missed: boolean;
  /** Seconds from payment to the confirmation it made, when it confirmed its own order. */
  delaySeconds?: number | undefined;
}

interface Tally {
  credits: number;
  confirmed_right: number;
  confirmed_wrong: number;
  parked: number;
  parked_placeable: number;
  missed: number;
  not_received: number;
}
const tally = (): Tally => ({
  credits: 0,
  confirmed_right: 0,
  confirmed_wrong: 0,
  parked: 0,
  parked_placeable: 0,
  missed: 0,
  not_received: 0,
});

interface OrderTally {
  orders: number;
  tap_refused: number;
  orders_paid: number;
  orders_paid_confirmed: number;
  orders_paid_confirmed_by_own_payment: number;
  orders_paid_unconfirmed: number;
  orders_unpaid: number;
  orders_unpaid_confirmed: number;
}
const orderTally = (): OrderTally => ({
  orders: 0,
  tap_refused: 0,
  orders_paid: 0,
  orders_paid_confirmed: 0,
  orders_paid_confirmed_by_own_payment: 0,
  orders_paid_unconfirmed: 0,
  orders_unpaid: 0,
  orders_unpaid_confirmed: 0,
});

const DELAY_BUCKETS: [string, number][] = [
  ['<10s', 10],
  ['10-30s', 30],
  ['30-60s', 60],
  ['1-2m', 120],
  ['2-5m', 300],
  ['5-10m', 600],
  ['10-20m', 1200],
  ['20-40m', 2400],
  ['>40m', Infinity],
];

export function classify(truth: Truth, credits: ObservedCredit[], orders: ObservedOrder[]) {
  const refOf = truth.intentRefs();
  const ref = (id: string | undefined): string | undefined =>
    id === undefined ? undefined : (refOf.get(id) ?? id);
  const observed = new Map(credits.map((c) => [`${c.tenant}:${c.rrn}`, c]));
  const parkedSet = new Set<string>(PARKED_STATUSES);

  const verdicts: CreditVerdict[] = [];
  const all = tally();
  const byBehaviour: Record<string, Tally> = {};
  const byQuirk: Record<string, Tally> = {};
  const parkedByReason: Record<string, { parked: number; placeable: number; stray: number }> = {};
  const delays: number[] = [];
  const falseConfirmations: Record<string, unknown>[] = [];

  for (const t of truth.credits.values()) {
    const first = [...t.deliveries].sort((a, b) => a.atMs - b.atMs)[0];
    const cutOff = !first && (t.deliveriesAfterCutoff ?? 0) > 0;
    const quirk = first ? `${first.feed}: ${first.quirk}` : cutOff ? 'due after cutoff' : 'never delivered';
    const o = observed.get(`${t.tenant}:${t.rrn}`);
    const candidates = (o?.candidates ?? []).map((id) => ref(id) as string);
    const intent = ref(o?.intentId);
    let cls: CreditClass;
    if (!o) cls = 'not_received';
    else if (o.status === 'matched') cls = intent === t.orderRef ? 'confirmed_right' : 'confirmed_wrong';
    else if (parkedSet.has(o.status)) cls = 'parked';
    else cls = 'placed_or_dismissed';
    const placeable = cls === 'parked' && t.orderRef !== null && candidates.includes(t.orderRef);
    // A credit whose every delivery was due after the run's cutoff never reached the service: that is
    // the run's budget, not a miss.
    const missed =
      t.orderRef !== null && cls !== 'confirmed_right' && cls !== 'confirmed_wrong' && !placeable && !cutOff;
    const delaySeconds =
      cls === 'confirmed_right' && o ? Math.max(0, o.receivedAt - Math.floor(t.paidAtMs / 1000)) : undefined;
    if (delaySeconds !== undefined) delays.push(delaySeconds);
    const v: CreditVerdict = {
      rrn: t.rrn,
      credit: t.credit,
      behaviour: t.behaviour,
      quirk,
      truth: t.orderRef,
      status: o?.status ?? 'not received',
      class: cls,
      intent,
      candidates,
      placeable,
      missed,
      delaySeconds,
    };
    verdicts.push(v);
    for (const x of [all, (byBehaviour[t.behaviour] ??= tally()), (byQuirk[quirk] ??= tally())]) {
      x.credits++;
      if (cls === 'confirmed_right') x.confirmed_right++;
      if (cls === 'confirmed_wrong') x.confirmed_wrong++;
      if (cls === 'parked') x.parked++;
      if (placeable) x.parked_placeable++;
      if (missed) x.missed++;
      if (cls === 'not_received') x.not_received++;
    }
    if (cls === 'parked' && o) {
      const p = (parkedByReason[o.status] ??= { parked: 0, placeable: 0, stray: 0 });
      p.parked++;
      if (placeable) p.placeable++;
      if (t.orderRef === null) p.stray++;
    }
    if (cls === 'confirmed_wrong' && falseConfirmations.length < 25) {
      const victim = intent === undefined ? undefined : truth.orders.get(intent);
      falseConfirmations.push({
        rrn: t.rrn,
        payer: t.behaviour,
        paid_paise: t.amountPaise,
        paid_for: t.orderRef,
        paid_for_list_paise: t.orderRef ? truth.orders.get(t.orderRef)?.listPaise : undefined,
        confirmed: intent,
        confirmed_order_payer: victim?.behaviour,
        confirmed_order_shown_paise: victim?.shownPaise,
        first_delivery: quirk,
      });
    }
  }

  const observedOrders = new Map(orders.map((o) => [o.intentId, o]));
  const matchedBy = new Map<string, string>();
  for (const v of verdicts) if (v.status === 'matched' && v.intent) matchedBy.set(v.intent, v.rrn);
  const allOrders = orderTally();
  const ordersByBehaviour: Record<string, OrderTally> = {};
  for (const o of truth.orders.values()) {
    const seen = o.intentId ? observedOrders.get(o.intentId) : undefined;
    const confirmed = seen?.status === 'confirmed';
    const byOwn = confirmed && o.paidBy.includes(matchedBy.get(o.ref) ?? '');
    for (const x of [allOrders, (ordersByBehaviour[o.behaviour] ??= orderTally())]) {
      x.orders++;
      if (o.tapRefused) x.tap_refused++;
      if (o.paidBy.length > 0) {
        x.orders_paid++;
        if (confirmed) x.orders_paid_confirmed++;
        if (byOwn) x.orders_paid_confirmed_by_own_payment++;
        if (!confirmed) x.orders_paid_unconfirmed++;
      } else {
        x.orders_unpaid++;
        if (confirmed) x.orders_unpaid_confirmed++;
      }
    }
  }

  delays.sort((a, b) => a - b);
  const q = (p: number): number | undefined =>
    delays[Math.min(delays.length - 1, Math.floor(p * delays.length))];
  const histogram: Record<string, number> = {};
  for (const [label] of DELAY_BUCKETS) histogram[label] = 0;
  for (const d of delays) {
    const bucket = DELAY_BUCKETS.find(([, upTo]) => d < upTo) as [string, number];
    histogram[bucket[0]] = (histogram[bucket[0]] ?? 0) + 1;
  }
  const payable = verdicts.filter((v) => v.truth !== null).length;
  const exactWrong = verdicts.filter(
    (v) => v.class === 'confirmed_wrong' && (v.behaviour === 'exact' || v.behaviour === 'same_link_at_once'),
  ).length;
  const parkedWithTruthMissing = verdicts.filter(
    (v) => v.class === 'parked' && v.truth !== null && !v.placeable,
  );

  const summary = {
    credits: all.credits,
    credits_payable: payable,
    confirmed_right: all.confirmed_right,
    confirmed_wrong: all.confirmed_wrong,
    confirmed_wrong_exact_payers: exactWrong,
    parked: { total: all.parked, placeable: all.parked_placeable, by_reason: parkedByReason },
    parked_without_true_order_in_candidates: parkedWithTruthMissing.length,
    missed: all.missed,
    not_received: all.not_received,
    not_received_due_after_cutoff: verdicts.filter((v) => v.quirk === 'due after cutoff').length,
    orders: allOrders.orders,
    orders_tap_refused: allOrders.tap_refused,
    orders_paid: allOrders.orders_paid,
    orders_paid_confirmed: allOrders.orders_paid_confirmed,
    orders_paid_confirmed_by_own_payment: allOrders.orders_paid_confirmed_by_own_payment,
    orders_paid_unconfirmed: allOrders.orders_paid_unconfirmed,
    orders_unpaid: allOrders.orders_unpaid,
    orders_unpaid_confirmed: allOrders.orders_unpaid_confirmed,
    /** Paid orders confirmed by their own payment with no help from the seller. */
    share_paid_orders_matched_without_seller: ratio(
      allOrders.orders_paid_confirmed_by_own_payment,
      allOrders.orders_paid,
    ),
    share_payable_credits_confirmed_right: ratio(all.confirmed_right, payable),
    confirmation_delay_seconds: {
      n: delays.length,
      p50: q(0.5),
      p90: q(0.9),
      p99: q(0.99),
      max: delays.at(-1),
      histogram,
    },
    by_payer_behaviour: byBehaviour,
    orders_by_payer_behaviour: ordersByBehaviour,
    by_first_delivery: byQuirk,
    false_confirmation_examples: falseConfirmations,
  };
  return { summary, verdicts };
}

const ratio = (a: number, b: number): number => (b === 0 ? 0 : Math.round((a / b) * 10_000) / 10_000);

export type Classification = ReturnType<typeof classify>;
