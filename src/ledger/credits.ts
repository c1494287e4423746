// Credits (CONTRACT §6): the one transaction in which a credit is recorded and decided, and the
// tenant's resolutions of parked credits. Every feed ends in `record` (through ingest/intake.ts).
import {
  attachRrn,
  creditOfTenant,
  creditStatusAndAmount,
  decisionFacts,
  dismissCredit,
  insertCredit,
  listCredits,
  placeCredit,
  redecideStaleCredit,
  roundedFrom,
  type DecisionFacts,
} from '../db/credits.js';
import { confirmIntent } from '../db/intents.js';
import type { Page } from '../db/pages.js';
import type { Queryable } from '../db/sql.js';
import { lockTenant, tenantAccounts, type TenantPolicy } from '../db/tenants.js';
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
  creditTime,
  decideMatch,
  decideRepeat,
  type IncomingCredit,
  type MatchDecision,
  type PaymentSpan,
} from '../domain/match.js';
import { DUPLICATE_WINDOW_SECONDS, EXPIRES_IN_SECONDS, SAME_SMS_SLACK_SECONDS } from '../domain/rules.js';
import {
  MAX_SUGGESTIONS,
  roundedFromRange,
  suggestOrders,
  type SuggestionOption,
} from '../domain/suggestions.js';
import { unixNow, type UnixSeconds } from '../domain/time.js';
import type { IntentLedger, LedgerDeps } from './orders.js';
import { OutboxNotes, recordEvent } from './outbox.js';
import { recordSighting } from '../db/sightings.js';

/**
 * A credit as a feed reports it, already parsed: the e-mail and SMS feeds, a reporter's fields, and a
 * bank statement's line the feeds missed (`source: 'statement'`, never stale, CONTRACT §14).
 */
export interface IncomingReport {
  tenantId: string;
  source: CreditSource;
  deviceId?: string | undefined;
  amountPaise: number;
  /**
   * The span the payment lies in, from the evidence of its time (domain/span.ts `creditSpan`, CONTRACT
   * §6); `creditedAt` undefined when the feed had no usable time. `creditedUntil` absent: an exact time.
   */
  creditedAt?: UnixSeconds | undefined;
  creditedUntil?: UnixSeconds | undefined;
  rrn?: string | undefined;
  payerVpa?: string | undefined;
  payerName?: string | undefined;
  /** Times an SMS feed gave besides the bank's (CONTRACT §7: kept on the credit, for audit). */
  phoneReceivedAt?: UnixSeconds | undefined;
  smscAt?: UnixSeconds | undefined;
  /** The statement whose line found this credit (`source: 'statement'`). */
  statementId?: string | undefined;
  /** The digest of a relayed SMS's text (domain/feeds.ts `smsTextDigest`): the text itself is never kept. */
  textDigest?: string | undefined;
  /** The account digits the alert showed, at most the last four (CONTRACT §14: a statement's account). */
  accountDigits?: string | undefined;
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
    const notes = new OutboxNotes();
    const result = await this.deps.db.transaction(async (tx) =>
      this.recordLocked(tx, await lockTenant(tx, report.tenantId), report, notes),
    );
    this.deps.outbox.wake(notes);
    return result;
  }

  /**
   * `record` inside a transaction that already holds the tenant's lock: a statement's found lines are
   * recorded many to a transaction (one lock, one commit), each decided as if it came alone.
   */
  async recordLocked(
    tx: Queryable,
    tenant: TenantPolicy,
    report: IncomingReport,
    notes: OutboxNotes,
  ): Promise<RecordedCredit> {
    const now = unixNow();
    const incoming: IncomingCredit = {
      amountPaise: report.amountPaise,
      creditedAt: report.creditedAt,
      creditedUntil: spanEnd(report),
      receivedAt: now,
      payerVpa: report.payerVpa,
      rrn: report.rrn,
      fromStatement: report.source === 'statement',
    };
    const time = creditTime(incoming);
    const span = time.usable ? time.span : undefined;
    const facts = await decisionFacts(tx, {
      tenantId: report.tenantId,
      rrn: report.rrn ?? null,
      amountPaise: report.amountPaise,
      creditedAt: report.creditedAt ?? null,
      payerVpa: report.payerVpa ?? null,
      duplicateWindowSeconds: DUPLICATE_WINDOW_SECONDS,
      span,
      lateHorizonSeconds: tenant.lateHorizonSeconds,
      longestOrderSeconds: EXPIRES_IN_SECONDS.max,
      sameText: sameTextQuery(report),
    });

    const repeat = decideRepeat(
      { rrn: report.rrn, span: reportSpan(report) },
      facts.byRrn,
      facts.byFingerprint,
      facts.sameText,
    );
    if (repeat.outcome !== 'new') {
      let status: CreditStatus;
      let agrees = true;
      if (repeat.outcome === 'attach_rrn') {
        status = await attachRrn(tx, repeat.creditId, report.rrn ?? null);
      } else {
        const known = await creditStatusAndAmount(tx, repeat.creditId);
        status = known.status;
        // The credit's RRN at another amount (E11-5): one of the two feeds lies (a forged alert on a
        // real RRN), so it is no agreement. RRNs are unique, so it is no second credit either.
        agrees = known.amountPaise === report.amountPaise;
      }
      // Another feed saw the same payment: the order page shows it agreed (issue 30).
      if (agrees) {
        await recordSighting(tx, {
          creditId: repeat.creditId,
          source: report.source,
          deviceId: report.deviceId,
          seenAt: now,
          creditedAt: report.creditedAt,
        });
      }
      return { creditId: repeat.creditId, status, repeat: true };
    }

    const decision = await this.decide(tx, tenant, incoming, span, facts);
    const creditId = newCreditId();
    await this.insertCredit(tx, creditId, report, decision, now);
    const status = await this.carryOut(tx, tenant, creditId, report, decision, now, notes);
    return { creditId, status, repeat: false };
  }

  /**
   * A decision carried out on a credit already recorded: its order confirmed (`payment.confirmed`), or
   * the credit's parking told (`payment.<status>`). Answers the credit's status.
   */
  private async carryOut(
    tx: Queryable,
    tenant: TenantPolicy,
    creditId: string,
    credit: Parameters<CreditLedger['confirm']>[4],
    decision: MatchDecision,
    now: UnixSeconds,
    notes: OutboxNotes,
  ): Promise<CreditStatus> {
    if (decision.outcome === 'confirm') {
      await this.confirm(
        tx,
        tenant,
        decision.intentId,
        creditId,
        credit,
        decision.evidence,
        decision.late,
        now,
        notes,
      );
      return 'matched';
    }
    await this.recordParkedEvent(tx, tenant, creditId, now, notes);
    return decision.status;
  }

  /**
   * CONTRACT §6's decision of a credit that is not a repeat (stale, duplicate, amount match), with the
   * suggestions of an unplaced one: for a credit a feed or a statement line brings, and for a stale credit
   * a statement line gives a time (`decideStaleLocked`).
   */
  private async decide(
    tx: Queryable,
    tenant: TenantPolicy,
    incoming: IncomingCredit,
    span: PaymentSpan | undefined,
    facts: Pick<DecisionFacts, 'prior' | 'reservations' | 'listPriceOrders'>,
  ): Promise<MatchDecision> {
    const decision = decideMatch(incoming, {
      latePolicy: tenant.latePolicy,
      lateHorizonSeconds: tenant.lateHorizonSeconds,
      priorCreditsFromPayer: facts.prior,
      reservations: facts.reservations,
      listPriceOrders: facts.listPriceOrders,
    });
    if (decision.outcome !== 'park' || decision.status !== 'unplaced' || span === undefined) return decision;
    return {
      ...decision,
      candidates: await this.suggest(
        tx,
        tenant,
        incoming.amountPaise,
        span,
        decision.candidates,
        facts.listPriceOrders,
      ),
    };
  }

  /**
   * A credit parked `stale` (its alert's time unusable) that a statement line proves: the line's span is
   * the time the alert lacked, and a credit found in a statement is never stale (CONTRACT §6), so it is
   * decided again by §6 with that span, exactly as a found line's credit is: it confirms its one
   * candidate (`payment.confirmed`) or is parked with its candidates (`payment.<status>`). The same
   * credit, never a second one: the payment is counted once. Under the tenant's lock, in the statement's
   * transaction; undefined (nothing done) when the credit is no longer stale (placed, dismissed, or
   * decided by another statement meanwhile), so two uploads never decide it twice.
   *
   * The credit keeps the time its alert stated, when it stated one: it is how the same alert arriving
   * again without its rrn is known (the fingerprint, §6). A credit whose alert stated no time takes the
   * line's span.
   */
  async decideStaleLocked(
    tx: Queryable,
    tenant: TenantPolicy,
    creditId: string,
    line: { span: PaymentSpan; statementId: string },
    notes: OutboxNotes,
  ): Promise<CreditStatus | undefined> {
    const credit = await this.creditOn(tx, tenant.id, creditId);
    if (credit.status !== 'stale') return undefined;
    const now = unixNow();
    const { span } = line;
    const incoming: IncomingCredit = {
      amountPaise: credit.amountPaise,
      creditedAt: span.from,
      creditedUntil: span.until,
      receivedAt: now,
      payerVpa: credit.payerVpa ?? undefined,
      rrn: credit.rrn ?? undefined,
      fromStatement: true,
    };
    const facts = await decisionFacts(tx, {
      tenantId: tenant.id,
      rrn: null,
      amountPaise: credit.amountPaise,
      creditedAt: span.from,
      payerVpa: credit.payerVpa ?? null,
      duplicateWindowSeconds: DUPLICATE_WINDOW_SECONDS,
      span,
      lateHorizonSeconds: tenant.lateHorizonSeconds,
      longestOrderSeconds: EXPIRES_IN_SECONDS.max,
    });
    // The credit is no earlier payment of its own payer.
    const prior = facts.prior.filter((p) => p.creditId !== creditId);
    const decision = await this.decide(tx, tenant, incoming, span, { ...facts, prior });
    const parked = decision.outcome === 'park';
    const statedAt = credit.creditedAt ?? null;
    await redecideStaleCredit(tx, {
      id: creditId,
      status: parked ? decision.status : 'matched',
      note: parked ? decision.note : null,
      intentId: parked ? null : decision.intentId,
      candidates: parked ? decision.candidates : [],
      statementId: line.statementId,
      creditedAt: statedAt ?? span.from,
      creditedUntil: statedAt === null ? span.until : (credit.creditedUntil ?? statedAt),
    });
    return this.carryOut(tx, tenant, creditId, credit, decision, now, notes);
  }

  /**
   * CONTRACT §6: an unplaced credit lists the orders its payer most likely meant (the list price typed,
   * the amount rounded up), after any candidate the decision already named; never confirmed.
   */
  private async suggest(
    tx: Queryable,
    tenant: TenantPolicy,
    amountPaise: number,
    span: PaymentSpan,
    named: string[],
    listPriceOrders: readonly SuggestionOption[],
  ): Promise<string[]> {
    const range = roundedFromRange(amountPaise);
    const rounded = range
      ? await roundedFrom(tx, {
          tenantId: tenant.id,
          ...range,
          span,
          lateHorizonSeconds: tenant.lateHorizonSeconds,
        })
      : [];
    const suggested = suggestOrders(amountPaise, span, [...listPriceOrders, ...rounded]);
    return [...new Set([...named, ...suggested])].slice(0, Math.max(named.length, MAX_SUGGESTIONS));
  }

  private async insertCredit(
    tx: Queryable,
    id: string,
    r: IncomingReport,
    d: MatchDecision,
    now: UnixSeconds,
  ) {
    const parked = d.outcome === 'park';
    await insertCredit(tx, {
      id,
      tenantId: r.tenantId,
      rrn: r.rrn ?? null,
      amountPaise: r.amountPaise,
      payerVpa: r.payerVpa ?? null,
      payerName: r.payerName ?? null,
      source: r.source,
      deviceId: r.deviceId ?? null,
      creditedAt: r.creditedAt ?? null,
      creditedUntil: spanEnd(r) ?? null,
      receivedAt: now,
      status: parked ? d.status : 'matched',
      note: parked ? d.note : null,
      intentId: parked ? null : d.intentId,
      candidates: parked ? d.candidates : [],
      phoneReceivedAt: r.phoneReceivedAt ?? null,
      smscAt: r.smscAt ?? null,
      statementId: r.statementId ?? null,
      textDigest: r.textDigest ?? null,
      accountDigits: r.accountDigits ?? null,
    });
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
    const confirmed = await confirmIntent(tx, {
      intentId,
      creditId,
      paidPaise: credit.amountPaise,
      evidence,
      rrn: credit.rrn ?? null,
      payerVpa: credit.payerVpa ?? null,
      payerName: credit.payerName ?? null,
      late,
      now,
      restSeconds: tenant.restSeconds,
    });
    // The tenant lock makes this impossible; were it ever to happen, the whole transaction is undone.
    if (!confirmed) throw new Error(`order ${intentId} could not be confirmed`);
    notes.intents.add(intentId);
    // A confirmed order holds no amount: its body is the row just written.
    const order = this.intents.render(confirmed, now);
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

  /** The seller's accounts (CONTRACT §8): a feed ignores alerts for any other. */
  accountsOf(tenantId: string): Promise<string[]> {
    return tenantAccounts(this.deps.db, tenantId);
  }

  private async creditOn(q: Queryable, tenantId: string, creditId: string): Promise<CreditRecord> {
    const credit = await creditOfTenant(q, tenantId, creditId);
    if (!credit) throw notFound('credit');
    return credit;
  }

  async get(tenantId: string, creditId: string): Promise<CreditBody> {
    return renderCredit(await this.creditOn(this.deps.db, tenantId, creditId));
  }

  list(tenantId: string, q: CreditQuery): Promise<Page<CreditBody>> {
    return listCredits(this.deps.db, tenantId, q, q, (c) => renderCredit(c));
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
      await placeCredit(tx, creditId, intentId, outcome.deltaPaise, now);
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
      await dismissCredit(tx, creditId, reason ?? null, now);
      return renderCredit(await this.creditOn(tx, tenantId, creditId));
    });
  }
}

/** The span a report gave, usable or not (a stale report of a credit on file is still that credit). */
function reportSpan(r: IncomingReport): PaymentSpan | undefined {
  const until = spanEnd(r);
  return r.creditedAt === undefined || until === undefined ? undefined : { from: r.creditedAt, until };
}

/** E9-1: a relayed SMS without rrn is looked for among the credits of its text (domain `decideRepeat`). */
function sameTextQuery(r: IncomingReport) {
  const span = reportSpan(r);
  if (r.rrn !== undefined || r.textDigest === undefined || r.deviceId === undefined || span === undefined)
    return undefined;
  return { digest: r.textDigest, deviceId: r.deviceId, span, slackSeconds: SAME_SMS_SLACK_SECONDS };
}

/** The span's end: its start for an exact time, and never before it (the table's check, CONTRACT §6). */
function spanEnd(r: IncomingReport): UnixSeconds | undefined {
  return r.creditedAt === undefined ? undefined : Math.max(r.creditedAt, r.creditedUntil ?? r.creditedAt);
}

function refusalError(r: Refusal) {
  return r.reason === 'credit_not_parked'
    ? invalidState(`The credit is ${r.status}; only a parked credit can be placed or dismissed.`, r.status)
    : invalidState(
        `The order is ${r.status}; a credit can be placed only on an open or expired order.`,
        r.status,
      );
}
