// The credits table (CONTRACT §6): rows as domain records, the facts a credit's decision reads in one
// round trip, and the tenant's resolutions of parked credits.
import { numOrNull as num, statement, strOrNull as str, type Queryable } from './sql.js';
import { Filter, newestFirst, type ListOrder, type Page, type PageRequest } from './pages.js';
import type { CreditRecord, CreditSource, CreditStatus } from '../domain/credit.js';
import type {
  CandidateReservation,
  KnownCredit,
  PaymentSpan,
  PriorCredit,
  SameTextCredit,
} from '../domain/match.js';
import type { SuggestionOption } from '../domain/suggestions.js';
import type { UnixSeconds } from '../domain/time.js';

/** A credits row (raw, snake_case) as the domain record. */
export function creditFromRow(r: Record<string, unknown>): CreditRecord & { tenantId: string } {
  return {
    id: String(r.id),
    tenantId: String(r.tenant_id),
    rrn: str(r.rrn),
    amountPaise: Number(r.amount_paise),
    payerVpa: str(r.payer_vpa),
    payerName: str(r.payer_name),
    payerRedactedAt: num(r.payer_redacted_at),
    source: r.source as CreditSource,
    creditedAt: num(r.credited_at),
    creditedUntil: num(r.credited_until),
    receivedAt: Number(r.received_at),
    status: r.status as CreditStatus,
    note: str(r.note),
    intentId: str(r.intent_id),
    statementId: str(r.proved_by ?? r.statement_id),
    deltaPaise: num(r.delta_paise),
    candidates: (r.candidates as string[] | null) ?? [],
    resolvedAt: num(r.resolved_at),
  };
}

/**
 * Everything the decision needs besides the tenant's policy, in one round trip: the credits this one
 * may repeat (same rrn; same amount, span start and payer; same SMS text digest $11, amount and payer, its
 * span within $15 of the report's [$13, $14], with what device $12 already gave it), the same payer's
 * earlier credits of the amount within the duplicate window, the reservations of the amount that could
 * make a candidate of their order for a payment in the span [$7, $8] (on time, resting, or ended within the
 * late horizon $9 before it), and the orders whose list price is the amount, open or unpaid-marked at the
 * span ($10: the longest an order lives, bounding how long ago such an order can have been made).
 */
export const DECISION_FACTS = statement(
  'credit-decision-facts',
  `select 'rrn' as fact, id, rrn, null::bigint as at, null::text as intent_id, null::text as status,
          null::bigint as reserved_at, null::bigint as held_until, null::bigint as rest_until,
          null::text as end_reason, null::text as payer_utr, null::integer as list_paise,
          null::bigint as until, null::boolean as seen, null::bigint as seen_at
     from credits where tenant_id = $1 and $2::text is not null and rrn = $2
   union all
   (select 'fingerprint', id, rrn, null, null, null, null, null, null, null, null, null, null, null, null
      from credits
     where tenant_id = $1 and $4::bigint is not null and amount_paise = $3 and credited_at = $4
       and payer_vpa is not distinct from $5
     order by rrn nulls first limit 1)
   union all
   (select 'same_text', c.id, c.rrn, c.credited_at, null, null, null, null, null, null, null, null,
          coalesce(c.credited_until, c.credited_at), c.device_id = $12 or s.credit_id is not null,
          case when c.device_id = $12 then c.credited_at else s.credited_at end
     from credits c left join credit_sightings s on s.credit_id = c.id and s.device_id = $12
    where c.tenant_id = $1 and $11::text is not null and $12::text is not null and c.text_digest = $11
      and c.amount_paise = $3 and c.payer_vpa is not distinct from $5
      and c.credited_at <= $14::bigint + $15::bigint
      and coalesce(c.credited_until, c.credited_at) >= $13::bigint - $15::bigint
    order by c.seq)
   union all
   select 'prior', id, null, credited_at, intent_id, null, null, null, null, null, null, null, null, null, null
     from credits
    where tenant_id = $1 and $5::text is not null and payer_vpa = $5 and amount_paise = $3
      and credited_at between $4::bigint - $6::bigint and $4
   union all
   select 'reservation', null, null, null, r.intent_id, i.status, r.reserved_at, r.held_until, r.rest_until,
          r.end_reason, i.payer_utr, i.list_paise, null, null, null
     from reservations r join intents i on i.id = r.intent_id
    where r.tenant_id = $1 and r.amount_paise = $3 and r.rest_until >= $7::bigint - $9::bigint
      and r.reserved_at <= $8
   union all
   select 'list_price', null, null,
          greatest(i.created_at, (select max(s.reserved_at) from reservations s
                                   where s.intent_id = i.id and s.reserved_at <= $8)),
          i.id, i.status, null, null, null, null, null, i.list_paise, null, null, null
     from intents i
    where i.tenant_id = $1 and i.list_paise = $3 and i.status <> 'confirmed'
      and i.created_at <= $8 and i.created_at >= $7::bigint - $9::bigint - $10::bigint
      and (coalesce(i.cancelled_at, i.expires_at) >= $7
           or exists (select 1 from reservations m
                       where m.intent_id = i.id and m.end_reason is distinct from 'confirmed'
                         and m.held_until between $7::bigint - $9::bigint and $8))`,
);

export interface DecisionFacts {
  byRrn: KnownCredit | undefined;
  byFingerprint: KnownCredit | undefined;
  /** Credits of the report's SMS text (E9-1), oldest first. */
  sameText: SameTextCredit[];
  prior: PriorCredit[];
  /** Oldest reservation first. */
  reservations: CandidateReservation[];
  /** Orders of list price = the amount, open or unpaid-marked at the span. */
  listPriceOrders: SuggestionOption[];
}

export async function decisionFacts(
  tx: Queryable,
  r: {
    tenantId: string;
    rrn: string | null;
    amountPaise: number;
    creditedAt: UnixSeconds | null;
    payerVpa: string | null;
    duplicateWindowSeconds: number;
    /** The span the payment lies in; none: no usable time, no reservation. */
    span: PaymentSpan | undefined;
    lateHorizonSeconds: number;
    longestOrderSeconds: number;
    /** The report's SMS text digest, its device and its span, usable or not (a report without rrn). */
    sameText?: { digest: string; deviceId: string; span: PaymentSpan; slackSeconds: number } | undefined;
  },
): Promise<DecisionFacts> {
  const rows = await tx.rows(DECISION_FACTS, [
    r.tenantId,
    r.rrn,
    r.amountPaise,
    r.creditedAt,
    r.payerVpa,
    r.duplicateWindowSeconds,
    r.span?.from ?? null,
    r.span?.until ?? null,
    r.lateHorizonSeconds,
    r.longestOrderSeconds,
    r.sameText?.digest ?? null,
    r.sameText?.deviceId ?? null,
    r.sameText?.span.from ?? null,
    r.sameText?.span.until ?? null,
    r.sameText?.slackSeconds ?? null,
  ]);
  const known = (fact: string): KnownCredit | undefined => {
    const row = rows.find((x) => x.fact === fact);
    return row ? { creditId: String(row.id), rrn: (row.rrn as string | null) ?? null } : undefined;
  };
  const prior: PriorCredit[] = rows
    .filter((x) => x.fact === 'prior')
    .map((x) => ({
      creditId: String(x.id),
      creditedAt: Number(x.at),
      intentId: (x.intent_id as string | null) ?? undefined,
    }));
  const reservations: CandidateReservation[] = rows
    .filter((x) => x.fact === 'reservation')
    .map((x) => ({
      intentId: String(x.intent_id),
      intentStatus: x.status as CandidateReservation['intentStatus'],
      listPaise: Number(x.list_paise),
      reservedAt: Number(x.reserved_at),
      heldUntil: Number(x.held_until),
      restUntil: Number(x.rest_until),
      endReason: (x.end_reason as CandidateReservation['endReason']) ?? null,
      payerUtr: (x.payer_utr as string | null) ?? null,
    }))
    .sort((a, b) => a.reservedAt - b.reservedAt);
  const listPriceOrders: SuggestionOption[] = rows
    .filter((x) => x.fact === 'list_price')
    .map((x) => ({
      intentId: String(x.intent_id),
      listPaise: Number(x.list_paise),
      at: Number(x.at),
      cancelled: x.status === 'cancelled',
    }));
  const sameText: SameTextCredit[] = rows
    .filter((x) => x.fact === 'same_text')
    .map((x) => ({
      creditId: String(x.id),
      span: { from: Number(x.at), until: Number(x.until) },
      fromThisDevice: x.seen === true ? { at: num(x.seen_at) } : undefined,
    }));
  return {
    byRrn: known('rrn'),
    byFingerprint: known('fingerprint'),
    sameText,
    prior,
    reservations,
    listPriceOrders,
  };
}

/**
 * Reservations of amounts in [$2, $3] (below a round amount a payer may have rounded up to) whose order,
 * open or expired (a credit can be placed on it), held them at the span [$4, $5] or ended them unpaid within the late horizon $6 before it.
 */
export const ROUNDED_FROM = statement(
  'credit-rounded-from',
  `select r.intent_id, i.list_paise, r.amount_paise, r.reserved_at
     from reservations r join intents i on i.id = r.intent_id
    where r.tenant_id = $1 and r.amount_paise between $2 and $3
      and r.rest_until >= $4::bigint - $6::bigint and r.held_until >= $4::bigint - $6::bigint
      and r.reserved_at <= $5 and r.end_reason is distinct from 'confirmed' and i.status in ('open', 'expired')`,
);

export async function roundedFrom(
  q: Queryable,
  r: {
    tenantId: string;
    lowPaise: number;
    highPaise: number;
    span: PaymentSpan;
    lateHorizonSeconds: number;
  },
): Promise<SuggestionOption[]> {
  const rows = await q.rows(ROUNDED_FROM, [
    r.tenantId,
    r.lowPaise,
    r.highPaise,
    r.span.from,
    r.span.until,
    r.lateHorizonSeconds,
  ]);
  return rows.map((x) => ({
    intentId: String(x.intent_id),
    listPaise: Number(x.list_paise),
    reservedPaise: Number(x.amount_paise),
    at: Number(x.reserved_at),
  }));
}

export const INSERT_CREDIT = statement(
  'insert-credit',
  `insert into credits (id, tenant_id, rrn, amount_paise, payer_vpa, payer_name, source, device_id, credited_at,
                        received_at, status, note, intent_id, candidates, phone_received_at, smsc_at,
                        credited_until, statement_id, text_digest, account_digits)
   values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20)`,
);

export interface NewCreditRow {
  id: string;
  tenantId: string;
  rrn: string | null;
  amountPaise: number;
  payerVpa: string | null;
  payerName: string | null;
  source: CreditSource;
  deviceId: string | null;
  creditedAt: UnixSeconds | null;
  receivedAt: UnixSeconds;
  status: CreditStatus;
  note: string | null;
  intentId: string | null;
  candidates: string[];
  phoneReceivedAt: UnixSeconds | null;
  smscAt: UnixSeconds | null;
  creditedUntil: UnixSeconds | null;
  statementId: string | null;
  /** The digest of the relayed SMS text (domain/feeds.ts `smsTextDigest`), never the text. */
  textDigest: string | null;
  /** The account digits the alert showed (at most the last four), for the statement of that account. */
  accountDigits: string | null;
}

export async function insertCredit(tx: Queryable, c: NewCreditRow): Promise<void> {
  await tx.rows(INSERT_CREDIT, [
    c.id,
    c.tenantId,
    c.rrn,
    c.amountPaise,
    c.payerVpa,
    c.payerName,
    c.source,
    c.deviceId,
    c.creditedAt,
    c.receivedAt,
    c.status,
    c.note,
    c.intentId,
    c.candidates,
    c.phoneReceivedAt,
    c.smscAt,
    c.creditedUntil,
    c.statementId,
    c.textDigest,
    c.accountDigits,
  ]);
}

export const ATTACH_RRN = statement(
  'attach-credit-rrn',
  `update credits set rrn = $2 where id = $1 returning status`,
);
export const CREDIT_STATUS = statement(
  'credit-status',
  `select status, amount_paise from credits where id = $1`,
);

/** The same credit again, now with its bank reference: the reference is kept. Its status. */
export async function attachRrn(tx: Queryable, creditId: string, rrn: string | null): Promise<CreditStatus> {
  const [r] = await tx.rows<{ status: CreditStatus }>(ATTACH_RRN, [creditId, rrn]);
  return r?.status as CreditStatus;
}

/** A credit's status and amount: a repeat of its RRN agrees with it only at its amount (E11-5). */
export async function creditStatusAndAmount(
  q: Queryable,
  creditId: string,
): Promise<{ status: CreditStatus; amountPaise: number }> {
  const [r] = await q.rows<{ status: CreditStatus; amount_paise: number }>(CREDIT_STATUS, [creditId]);
  return { status: r?.status as CreditStatus, amountPaise: Number(r?.amount_paise) };
}

/**
 * A credit row with the statement that first proved it (`proved_by`): a statement records its proof on
 * its own lines (`statement_lines.credit_id`), not on the credit. Writing `statement_id` onto every proved
 * credit was the largest cost of a big statement (49,000 credit rows rewritten, each in all seven of the
 * table's indexes, for the 50,000-line bench); `credits.statement_id` keeps the statement that found a
 * credit, written with the row.
 */
const CREDIT_ROW = `select c.*, (select l.statement_id from statement_lines l join statements s on s.id = l.statement_id
                                 where l.credit_id = c.id order by s.seq limit 1) as proved_by
                      from credits c`;

export const CREDIT_BY_ID = statement('credit-by-id', `${CREDIT_ROW} where c.id = $1 and c.tenant_id = $2`);

export async function creditOfTenant(
  q: Queryable,
  tenantId: string,
  creditId: string,
): Promise<CreditRecord | undefined> {
  const [r] = await q.rows(CREDIT_BY_ID, [creditId, tenantId]);
  return r && creditFromRow(r);
}

const CREDITS_BY_IDS = statement(
  'credits-by-ids',
  `${CREDIT_ROW} where c.tenant_id = $1 and c.id = any($2::text[])`,
);

/** The tenant's credits of these ids, in the order given (unknown ones left out). */
export async function creditsOfTenant(
  q: Queryable,
  tenantId: string,
  creditIds: readonly string[],
): Promise<CreditRecord[]> {
  if (creditIds.length === 0) return [];
  const rows = new Map(
    (await q.rows(CREDITS_BY_IDS, [tenantId, creditIds])).map((r) => [String(r.id), creditFromRow(r)]),
  );
  return creditIds.flatMap((id) => rows.get(id) ?? []);
}

/** Credits list by when they reached us. */
const BY_RECEIVED_AT: ListOrder = { time: 'received_at', id: 'seq' };

export interface CreditFilter {
  statuses?: CreditStatus[] | undefined;
  since?: UnixSeconds | undefined;
}

/** One page of the tenant's credits, newest received first. */
export function listCredits<T>(
  q: Queryable,
  tenantId: string,
  by: CreditFilter,
  page: PageRequest,
  render: (credit: CreditRecord) => T,
): Promise<Page<T>> {
  const filter = new Filter().where`tenant_id = ${tenantId}`;
  if (by.statuses?.length) filter.where`status = any(${by.statuses}::text[])`;
  if (by.since !== undefined) filter.where`received_at >= ${by.since}`;
  return newestFirst(q, CREDIT_ROW, filter, BY_RECEIVED_AT, page, (r) => render(creditFromRow(r)));
}

const REDECIDE_STALE = statement(
  'redecide-stale-credit',
  `update credits set status = $2, note = $3, intent_id = $4, candidates = $5, statement_id = $6,
                      credited_at = $7, credited_until = $8
    where id = $1 and status = 'stale'`,
);

/** A stale credit decided again with a statement line's span (ledger/credits.ts `decideStaleLocked`). */
export async function redecideStaleCredit(
  tx: Queryable,
  c: {
    id: string;
    status: CreditStatus;
    note: string | null;
    intentId: string | null;
    candidates: string[];
    statementId: string;
    creditedAt: UnixSeconds | null;
    creditedUntil: UnixSeconds | null;
  },
): Promise<void> {
  await tx.rows(REDECIDE_STALE, [
    c.id,
    c.status,
    c.note,
    c.intentId,
    c.candidates,
    c.statementId,
    c.creditedAt,
    c.creditedUntil,
  ]);
}

const PLACE_CREDIT = statement(
  'place-credit',
  `update credits set status = 'placed', intent_id = $2, delta_paise = $3, resolved_at = $4 where id = $1`,
);

export async function placeCredit(
  tx: Queryable,
  creditId: string,
  intentId: string,
  deltaPaise: number,
  now: UnixSeconds,
): Promise<void> {
  await tx.rows(PLACE_CREDIT, [creditId, intentId, deltaPaise, now]);
}

const DISMISS_CREDIT = statement(
  'dismiss-credit',
  `update credits set status = 'dismissed', resolved_at = $2, dismiss_reason = $3 where id = $1`,
);

export async function dismissCredit(
  tx: Queryable,
  creditId: string,
  reason: string | null,
  now: UnixSeconds,
): Promise<void> {
  await tx.rows(DISMISS_CREDIT, [creditId, now, reason]);
}
