// Credits (CONTRACT §6): the one transaction in which a credit is recorded and decided, and the
// tenant's resolutions of parked credits. Every feed ends in `record` (through ingest/intake.ts).
import { creditFromRow, lockTenant, type TenantPolicy } from '../db/queries.js';
import { statement, type Queryable } from '../db/sql.js';
import {
  dismissParkedCredit,
  isParked,
  placeParkedCredit,
  renderCredit,
  type CreditBody,
  type CreditRecord,
  type CreditSource,
  type CreditStatus,
  type Refusal,
} from '../domain/credit.js';
import { invalidState, notFound } from '../domain/errors.js';
import { creditEventPayload, eventForParkedStatus } from '../domain/events.js';
import { newCreditId } from '../domain/ids.js';
import type { Evidence, OrderBody } from '../domain/intent.js';
import {
  decideMatch,
  decideRepeat,
  type CandidateReservation,
  type KnownCredit,
  type MatchDecision,
  type PriorCredit,
} from '../domain/match.js';
import { DUPLICATE_WINDOW_SECONDS } from '../domain/rules.js';
import { unixNow, type UnixSeconds } from '../domain/time.js';
import type { IntentLedger, LedgerDeps } from './orders.js';
import { OutboxNotes, recordEvent } from './outbox.js';
import { Filter, newestFirst, type Page } from './pages.js';
import { endReservationsSql } from './reservations.js';

/** A credit as a feed reports it, already parsed. */
export interface IncomingReport {
  tenantId: string;
  source: CreditSource;
  deviceId?: string | undefined;
  amountPaise: number;
  /** The bank's timestamp; undefined when the feed had none or it was unusable. */
  creditedAt?: UnixSeconds | undefined;
  rrn?: string | undefined;
  payerVpa?: string | undefined;
  payerName?: string | undefined;
  /** Times an SMS feed gave besides the bank's (CONTRACT §7: kept on the credit, for audit). */
  phoneReceivedAt?: UnixSeconds | undefined;
  smscAt?: UnixSeconds | undefined;
}

export interface RecordedCredit {
  creditId: string;
  status: CreditStatus;
  /** True when the credit was already on file (the same credit again, or from the other feed). */
  repeat: boolean;
}

export interface CreditQuery {
  statuses?: CreditStatus[] | undefined;
  since?: UnixSeconds | undefined;
  limit: number;
  cursor?: string | undefined;
}

/**
 * Everything the decision needs besides the tenant's policy, in one round trip: the credits this one
 * may repeat (same rrn; same amount, bank time and payer), the same payer's earlier credits of the
 * amount within the duplicate window, and the reservations of the amount whose window or rest
 * contains the bank time.
 */
export const DECISION_FACTS = statement(
  'credit-decision-facts',
  `select 'rrn' as fact, id, rrn, null::bigint as at, null::text as intent_id, null::text as status,
          null::bigint as reserved_at, null::bigint as held_until, null::bigint as rest_until,
          null::text as end_reason, null::text as payer_utr
     from credits where tenant_id = $1 and $2::text is not null and rrn = $2
   union all
   (select 'fingerprint', id, rrn, null, null, null, null, null, null, null, null
      from credits
     where tenant_id = $1 and $4::bigint is not null and amount_paise = $3 and credited_at = $4
       and payer_vpa is not distinct from $5
     order by rrn nulls first limit 1)
   union all
   select 'prior', id, null, credited_at, intent_id, null, null, null, null, null, null
     from credits
    where tenant_id = $1 and $5::text is not null and payer_vpa = $5 and amount_paise = $3
      and credited_at between $4::bigint - $6::bigint and $4
   union all
   select 'reservation', null, null, null, r.intent_id, i.status, r.reserved_at, r.held_until, r.rest_until,
          r.end_reason, i.payer_utr
     from reservations r join intents i on i.id = r.intent_id
    where r.tenant_id = $1 and r.amount_paise = $3 and r.rest_until > $4 and r.reserved_at <= $4`,
);

const INSERT_CREDIT = statement(
  'insert-credit',
  `insert into credits (id, tenant_id, rrn, amount_paise, payer_vpa, payer_name, source, device_id, credited_at,
                        received_at, status, note, intent_id, candidates, phone_received_at, smsc_at)
   values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
);

/**
 * Confirms the order and uses up its reservations in one statement: none is a candidate again, and a
 * live one starts resting now. Returns the confirmed order row, from which its event is built.
 */
const CONFIRM_INTENT = statement(
  'confirm-intent',
  `with used_up as (
     ${endReservationsSql({ intentId: '$1', now: '$7', rest: '$10', reason: `'confirmed'` })}
   )
   update intents set status = 'confirmed', paid_paise = $2, evidence = $3, rrn = $4, payer_vpa = $5,
                      payer_name = $6, confirmed_at = $7, late = $8, credit_id = $9,
                      sync_version = sync_version + 1, sync_requested_at = $7
    where id = $1 and status in ('open', 'expired') returning *`,
);

const CREDIT_BY_ID = statement('credit-by-id', `select * from credits where id = $1 and tenant_id = $2`);

export class CreditLedger {
  constructor(
    private readonly deps: LedgerDeps,
    private readonly intents: IntentLedger,
  ) {}

  /**
   * Records one credit and decides it, in one transaction under the tenant's lock: the credit row,
   * the order's confirmation and the event(s) commit together or not at all.
   */
  async record(report: IncomingReport): Promise<RecordedCredit> {
    const now = unixNow();
    const notes = new OutboxNotes();
    const result = await this.deps.db.transaction(async (tx): Promise<RecordedCredit> => {
      const tenant = await lockTenant(tx, report.tenantId);
      const facts = await this.decisionFacts(tx, report);

      const repeat = decideRepeat({ rrn: report.rrn }, facts.byRrn, facts.byFingerprint);
      if (repeat.outcome !== 'new') {
        const rows = await tx.rows<{ status: CreditStatus }>(
          repeat.outcome === 'attach_rrn'
            ? `update credits set rrn = $2 where id = $1 returning status`
            : `select status from credits where id = $1`,
          repeat.outcome === 'attach_rrn' ? [repeat.creditId, report.rrn] : [repeat.creditId],
        );
        return { creditId: repeat.creditId, status: rows[0]?.status as CreditStatus, repeat: true };
      }

      const decision = decideMatch(
        {
          amountPaise: report.amountPaise,
          creditedAt: report.creditedAt,
          receivedAt: now,
          payerVpa: report.payerVpa,
          rrn: report.rrn,
        },
        {
          latePolicy: tenant.latePolicy,
          priorCreditsFromPayer: facts.prior,
          reservations: facts.reservations,
        },
      );
      const creditId = newCreditId();
      await this.insertCredit(tx, creditId, report, decision, now);
      if (decision.outcome === 'confirm') {
        await this.confirm(
          tx,
          tenant,
          decision.intentId,
          creditId,
          report,
          decision.evidence,
          decision.late,
          now,
          notes,
        );
        return { creditId, status: 'matched', repeat: false };
      }
      await this.recordParkedEvent(tx, tenant, creditId, now, notes);
      return { creditId, status: decision.status, repeat: false };
    });
    this.deps.outbox.wake(notes);
    return result;
  }

  private async decisionFacts(tx: Queryable, r: IncomingReport) {
    const rows = await tx.rows(DECISION_FACTS, [
      r.tenantId,
      r.rrn ?? null,
      r.amountPaise,
      r.creditedAt ?? null,
      r.payerVpa ?? null,
      DUPLICATE_WINDOW_SECONDS,
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
        reservedAt: Number(x.reserved_at),
        heldUntil: Number(x.held_until),
        restUntil: Number(x.rest_until),
        endReason: (x.end_reason as CandidateReservation['endReason']) ?? null,
        payerUtr: (x.payer_utr as string | null) ?? null,
      }))
      .sort((a, b) => a.reservedAt - b.reservedAt);
    return { byRrn: known('rrn'), byFingerprint: known('fingerprint'), prior, reservations };
  }

  private async insertCredit(
    tx: Queryable,
    id: string,
    r: IncomingReport,
    d: MatchDecision,
    now: UnixSeconds,
  ) {
    const parked = d.outcome === 'park';
    await tx.rows(INSERT_CREDIT, [
      id,
      r.tenantId,
      r.rrn ?? null,
      r.amountPaise,
      r.payerVpa ?? null,
      r.payerName ?? null,
      r.source,
      r.deviceId ?? null,
      r.creditedAt ?? null,
      now,
      parked ? d.status : 'matched',
      parked ? d.note : null,
      parked ? null : d.intentId,
      parked ? d.candidates : [],
      r.phoneReceivedAt ?? null,
      r.smscAt ?? null,
    ]);
  }

  /** Confirms an open (or, when the tenant places a credit, expired) order with this credit. */
  private async confirm(
    tx: Queryable,
    tenant: TenantPolicy,
    intentId: string,
    creditId: string,
    credit: {
      amountPaise: number;
      rrn?: string | null | undefined;
      payerVpa?: string | null | undefined;
      payerName?: string | null | undefined;
    },
    evidence: Evidence,
    late: boolean,
    now: UnixSeconds,
    notes: OutboxNotes,
  ): Promise<void> {
    const updated = await tx.rows(CONFIRM_INTENT, [
      intentId,
      credit.amountPaise,
      evidence,
      credit.rrn ?? null,
      credit.payerVpa ?? null,
      credit.payerName ?? null,
      now,
      late ? true : null,
      creditId,
      tenant.restSeconds,
    ]);
    // The tenant lock makes this impossible; were it ever to happen, the whole transaction is undone.
    if (updated.length !== 1) throw new Error(`order ${intentId} could not be confirmed`);
    notes.intents.add(intentId);
    // A confirmed order holds no amount: its body is the row just written.
    const order = this.intents.renderRow(updated[0] as Record<string, unknown>, now);
    await this.intents.recordIntentEvent(tx, tenant, intentId, 'payment.confirmed', now, notes, order);
  }

  /** payment.<parked status>, with the credit and its candidates as full orders (SPEC §6). */
  private async recordParkedEvent(
    tx: Queryable,
    tenant: TenantPolicy,
    creditId: string,
    now: UnixSeconds,
    notes: OutboxNotes,
  ) {
    const credit = await this.creditOn(tx, tenant.id, creditId);
    if (!isParked(credit.status)) return;
    const candidates: OrderBody[] = [];
    for (const id of credit.candidates) candidates.push(await this.intents.body(tx, tenant.id, id, now));
    const kind = eventForParkedStatus[credit.status];
    await recordEvent(
      tx,
      {
        tenant,
        kind,
        creditId,
        occurredAt: now,
        payload: (eventId) => creditEventPayload(kind, eventId, now, renderCredit(credit, false), candidates),
      },
      notes,
    );
  }

  private async creditOn(q: Queryable, tenantId: string, creditId: string): Promise<CreditRecord> {
    const rows = await q.rows(CREDIT_BY_ID, [creditId, tenantId]);
    if (!rows[0]) throw notFound('credit');
    return creditFromRow(rows[0]);
  }

  async get(tenantId: string, creditId: string): Promise<CreditBody> {
    return renderCredit(await this.creditOn(this.deps.db, tenantId, creditId));
  }

  list(tenantId: string, q: CreditQuery): Promise<Page<CreditBody>> {
    const filter = new Filter().where`tenant_id = ${tenantId}`;
    if (q.statuses?.length) filter.where`status = any(${q.statuses}::text[])`;
    if (q.since !== undefined) filter.where`received_at >= ${q.since}`;
    return newestFirst(
      this.deps.db,
      'select * from credits',
      filter,
      { time: 'received_at', id: 'seq' },
      q.limit,
      q.cursor,
      (r) => renderCredit(creditFromRow(r)),
    );
  }

  /** POST /v1/credits/{id}/place: the tenant says which order a parked credit paid (evidence manual). */
  async place(tenantId: string, creditId: string, intentId: string): Promise<CreditBody> {
    const now = unixNow();
    const notes = new OutboxNotes();
    const body = await this.deps.db.transaction(async (tx) => {
      const tenant = await lockTenant(tx, tenantId);
      const credit = await this.creditOn(tx, tenantId, creditId);
      // An open order past expires_at is expired first: the placement is then on an expired order.
      const intent = await this.intents.expireIfDueLocked(tx, tenant, intentId, now, notes);
      const outcome = placeParkedCredit(credit, intent);
      if (!outcome.ok) throw refusalError(outcome);
      await tx.rows(
        `update credits set status = 'placed', intent_id = $2, delta_paise = $3, resolved_at = $4 where id = $1`,
        [creditId, intentId, outcome.deltaPaise, now],
      );
      await this.confirm(tx, tenant, intentId, creditId, credit, 'manual', false, now, notes);
      return renderCredit(await this.creditOn(tx, tenantId, creditId));
    });
    this.deps.outbox.wake(notes);
    return body;
  }

  /** POST /v1/credits/{id}/dismiss: not an order's payment. The row stays, for audit. */
  async dismiss(tenantId: string, creditId: string, reason: string | undefined): Promise<CreditBody> {
    const now = unixNow();
    return this.deps.db.transaction(async (tx) => {
      await lockTenant(tx, tenantId);
      const outcome = dismissParkedCredit(await this.creditOn(tx, tenantId, creditId));
      if (!outcome.ok) throw refusalError(outcome);
      await tx.rows(
        `update credits set status = 'dismissed', resolved_at = $2, dismiss_reason = $3 where id = $1`,
        [creditId, now, reason ?? null],
      );
      return renderCredit(await this.creditOn(tx, tenantId, creditId));
    });
  }
}

function refusalError(r: Refusal) {
  return r.reason === 'credit_not_parked'
    ? invalidState(`The credit is ${r.status}; only a parked credit can be placed or dismissed.`, r.status)
    : invalidState(
        `The order is ${r.status}; a credit can be placed only on an open or expired order.`,
        r.status,
      );
}
