// Credits (CONTRACT §6): the one transaction in which a credit is recorded and decided, and the
// tenant's resolutions of parked credits. Every feed ends in `record` (through ingest/intake.ts).
import type { Em } from '../db/orm.js';
import { creditFromRow, lockTenant, type TenantPolicy } from '../db/queries.js';
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
import type { OrderBody } from '../domain/intent.js';
import {
  decideMatch,
  decideRepeat,
  type CandidateReservation,
  type KnownCredit,
  type MatchDecision,
} from '../domain/match.js';
import { DUPLICATE_WINDOW_SECONDS } from '../domain/rules.js';
import { unixNow, type UnixSeconds } from '../domain/time.js';
import type { IntentLedger, LedgerDeps } from './intents.js';
import { OutboxNotes, recordEvent, touchIntent } from './outbox.js';
import { decodeCursor, encodeCursor, type Page } from './pages.js';

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
    const result = await this.deps.orm.em.fork().transactional(async (tx): Promise<RecordedCredit> => {
      const tenant = await lockTenant(tx, report.tenantId);

      const repeat = await this.findRepeat(tx, report);
      if (repeat.outcome !== 'new') {
        if (repeat.outcome === 'attach_rrn') {
          await tx.execute(`update credits set rrn = ? where id = ?`, [report.rrn, repeat.creditId]);
        }
        const rows = await tx.execute<{ status: CreditStatus }[]>(`select status from credits where id = ?`, [
          repeat.creditId,
        ]);
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
          priorCreditsFromPayer: await this.priorCreditsFromPayer(tx, report),
          reservations: await this.reservationsOfAmount(tx, report),
        },
      );
      const creditId = newCreditId();
      await this.insertCredit(tx, creditId, report, decision, now);
      if (decision.outcome === 'confirm') {
        await this.confirm(tx, tenant, decision.intentId, creditId, report, {
          evidence: decision.evidence,
          late: decision.late,
          now,
          notes,
        });
      } else {
        await this.recordParkedEvent(tx, tenant, creditId, now, notes);
      }
      return {
        creditId,
        status: decision.outcome === 'confirm' ? 'matched' : decision.status,
        repeat: false,
      };
    });
    this.deps.outbox.wake(notes);
    return result;
  }

  private async findRepeat(tx: Em, r: IncomingReport) {
    const one = async (sql: string, params: unknown[]): Promise<KnownCredit | undefined> => {
      const rows = await tx.execute<{ id: string; rrn: string | null }[]>(sql, params);
      return rows[0] ? { creditId: rows[0].id, rrn: rows[0].rrn } : undefined;
    };
    const byRrn = r.rrn
      ? await one(`select id, rrn from credits where tenant_id = ? and rrn = ?`, [r.tenantId, r.rrn])
      : undefined;
    const byFingerprint =
      r.creditedAt !== undefined
        ? await one(
            `select id, rrn from credits
              where tenant_id = ? and amount_paise = ? and credited_at = ? and payer_vpa is not distinct from ?
              order by rrn nulls first limit 1`,
            [r.tenantId, r.amountPaise, r.creditedAt, r.payerVpa ?? null],
          )
        : undefined;
    return decideRepeat({ rrn: r.rrn }, byRrn, byFingerprint);
  }

  private async priorCreditsFromPayer(tx: Em, r: IncomingReport) {
    if (r.payerVpa === undefined || r.creditedAt === undefined) return [];
    const rows = await tx.execute<Record<string, unknown>[]>(
      `select id, credited_at, intent_id from credits
        where tenant_id = ? and payer_vpa = ? and amount_paise = ? and credited_at between ? and ?`,
      [r.tenantId, r.payerVpa, r.amountPaise, r.creditedAt - DUPLICATE_WINDOW_SECONDS, r.creditedAt],
    );
    return rows.map((p) => ({
      creditId: String(p.id),
      creditedAt: Number(p.credited_at),
      intentId: (p.intent_id as string | null) ?? undefined,
    }));
  }

  /** Reservations of the amount whose window or rest contains the bank's timestamp. */
  private async reservationsOfAmount(tx: Em, r: IncomingReport): Promise<CandidateReservation[]> {
    if (r.creditedAt === undefined) return [];
    const rows = await tx.execute<Record<string, unknown>[]>(
      `select r.intent_id, i.status, r.reserved_at, r.held_until, r.rest_until, r.end_reason, i.payer_utr
         from reservations r join intents i on i.id = r.intent_id
        where r.tenant_id = ? and r.amount_paise = ? and r.rest_until > ? and r.reserved_at <= ?
        order by r.reserved_at`,
      [r.tenantId, r.amountPaise, r.creditedAt, r.creditedAt],
    );
    return rows.map((x) => ({
      intentId: String(x.intent_id),
      intentStatus: x.status as CandidateReservation['intentStatus'],
      reservedAt: Number(x.reserved_at),
      heldUntil: Number(x.held_until),
      restUntil: Number(x.rest_until),
      endReason: (x.end_reason as CandidateReservation['endReason']) ?? null,
      payerUtr: (x.payer_utr as string | null) ?? null,
    }));
  }

  private async insertCredit(tx: Em, id: string, r: IncomingReport, d: MatchDecision, now: UnixSeconds) {
    await tx.execute(
      `insert into credits (id, tenant_id, rrn, amount_paise, payer_vpa, payer_name, source, device_id, credited_at,
                            received_at, status, note, intent_id, candidates)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?::text[])`,
      [
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
        d.outcome === 'confirm' ? 'matched' : d.status,
        d.outcome === 'confirm' ? null : d.note,
        d.outcome === 'confirm' ? d.intentId : null,
        textArray(d.outcome === 'confirm' ? [] : d.candidates),
      ],
    );
  }

  /**
   * Confirms an open (or, when placed by the tenant, expired) order with this credit. The order's
   * reservations are used up, so none of them is a candidate again, and a live one starts resting now.
   */
  private async confirm(
    tx: Em,
    tenant: TenantPolicy,
    intentId: string,
    creditId: string,
    credit: {
      amountPaise: number;
      rrn?: string | null | undefined;
      payerVpa?: string | null | undefined;
      payerName?: string | null | undefined;
    },
    how: {
      evidence: 'amount' | 'rrn' | 'late' | 'manual';
      late: boolean;
      now: UnixSeconds;
      notes: OutboxNotes;
    },
  ): Promise<void> {
    const updated = await tx.execute<unknown[]>(
      `update intents set status = 'confirmed', paid_paise = ?, evidence = ?, rrn = ?, payer_vpa = ?, payer_name = ?,
                          confirmed_at = ?, late = ?, credit_id = ?
        where id = ? and status in ('open', 'expired') returning id`,
      [
        credit.amountPaise,
        how.evidence,
        credit.rrn ?? null,
        credit.payerVpa ?? null,
        credit.payerName ?? null,
        how.now,
        how.late ? true : null,
        creditId,
        intentId,
      ],
    );
    // The tenant lock makes this impossible; were it ever to happen, the whole transaction is undone.
    if (updated.length !== 1) throw new Error(`order ${intentId} could not be confirmed`);
    await tx.execute(
      `update reservations
          set end_reason = 'confirmed',
              held_until = case when held_until > ? then greatest(reserved_at, ?) else held_until end,
              rest_until = case when held_until > ? then greatest(reserved_at, ?) + ? else rest_until end
        where intent_id = ? and end_reason is null`,
      [how.now, how.now, how.now, how.now, tenant.restSeconds, intentId],
    );
    await touchIntent(tx, intentId, how.now, how.notes);
    await this.intents.recordIntentEvent(tx, tenant, intentId, 'payment.confirmed', how.now, how.notes);
  }

  /** payment.<parked status>, with the credit and its candidates as full orders (SPEC §6). */
  private async recordParkedEvent(
    tx: Em,
    tenant: TenantPolicy,
    creditId: string,
    now: UnixSeconds,
    notes: OutboxNotes,
  ) {
    const credit = await this.creditIn(tx, tenant.id, creditId);
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

  private async creditIn(tx: Em, tenantId: string, creditId: string): Promise<CreditRecord> {
    const rows = await tx.execute<Record<string, unknown>[]>(
      `select * from credits where id = ? and tenant_id = ?`,
      [creditId, tenantId],
    );
    if (!rows[0]) throw notFound('credit');
    return creditFromRow(rows[0]);
  }

  async get(tenantId: string, creditId: string): Promise<CreditBody> {
    return renderCredit(await this.creditIn(this.deps.orm.em.fork(), tenantId, creditId));
  }

  async list(tenantId: string, q: CreditQuery): Promise<Page<CreditBody>> {
    const where = ['tenant_id = ?'];
    const params: unknown[] = [tenantId];
    if (q.statuses?.length) {
      where.push(`status in (${q.statuses.map(() => '?').join(', ')})`);
      params.push(...q.statuses);
    }
    if (q.since !== undefined) {
      where.push('received_at >= ?');
      params.push(q.since);
    }
    const after = q.cursor ? decodeCursor(q.cursor) : undefined;
    if (after) {
      where.push('(received_at, id) < (?, ?)');
      params.push(after.at, after.id);
    }
    params.push(q.limit + 1);
    const rows = await this.deps.orm.em
      .fork()
      .execute<Record<string, unknown>[]>(
        `select * from credits where ${where.join(' and ')} order by received_at desc, id desc limit ?`,
        params,
      );
    const page = rows.slice(0, q.limit).map(creditFromRow);
    const last = page.at(-1);
    return {
      data: page.map((c) => renderCredit(c)),
      ...(rows.length > q.limit && last ? { next_cursor: encodeCursor(last.receivedAt, last.id) } : {}),
    };
  }

  /** POST /v1/credits/{id}/place: the tenant says which order a parked credit paid (evidence manual). */
  async place(tenantId: string, creditId: string, intentId: string): Promise<CreditBody> {
    const now = unixNow();
    const notes = new OutboxNotes();
    const body = await this.deps.orm.em.fork().transactional(async (tx) => {
      const tenant = await lockTenant(tx, tenantId);
      const credit = await this.creditIn(tx, tenantId, creditId);
      // An open order past expires_at is expired first: the placement is then on an expired order.
      const intent = await this.intents.expireIfDueLocked(tx, tenant, intentId, now, notes);
      const outcome = placeParkedCredit(credit, intent);
      if (!outcome.ok) throw refusalError(outcome);
      await tx.execute(
        `update credits set status = 'placed', intent_id = ?, delta_paise = ?, resolved_at = ? where id = ?`,
        [intentId, outcome.deltaPaise, now, creditId],
      );
      await this.confirm(tx, tenant, intentId, creditId, credit, {
        evidence: 'manual',
        late: false,
        now,
        notes,
      });
      return renderCredit(await this.creditIn(tx, tenantId, creditId));
    });
    this.deps.outbox.wake(notes);
    return body;
  }

  /** POST /v1/credits/{id}/dismiss: not an order's payment. The row stays, for audit. */
  async dismiss(tenantId: string, creditId: string, reason: string | undefined): Promise<CreditBody> {
    const now = unixNow();
    return this.deps.orm.em.fork().transactional(async (tx) => {
      await lockTenant(tx, tenantId);
      const credit = await this.creditIn(tx, tenantId, creditId);
      const outcome = dismissParkedCredit(credit);
      if (!outcome.ok) throw refusalError(outcome);
      await tx.execute(
        `update credits set status = 'dismissed', resolved_at = ?, dismiss_reason = ? where id = ?`,
        [now, reason ?? null, creditId],
      );
      return renderCredit(await this.creditIn(tx, tenantId, creditId));
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

/** A text[] literal: the ORM would spread a JS array into a list of parameters. Ids need no escaping. */
const textArray = (items: string[]): string => `{${items.map((i) => `"${i}"`).join(',')}}`;
