// Statements (CONTRACT §14): a bank statement's credit lines decided against the credits on file, the
// payments the feeds missed recorded through the one credit path, and `statement.reconciled` sent once.
//
// Three steps, each safe to repeat: (1) under the tenant's statement lock, the statement and its lines
// are decided and stored, a chunk of lines at a time, and a stale credit a line shows is decided again
// with the line's span (the same file twice finds its row here: nothing new); (2) each `found` line
// becomes a credit through CreditLedger.record, which dedupes by rrn under the tenant lock, so two
// uploads at once never create one payment twice; (3) the statement turns reconciled once, with its
// event. An import cut short by a crash is finished by the next upload of the same file.
import { creditsOfTenant } from '../db/credits.js';
import type { Page, PageRequest } from '../db/pages.js';
import {
  creditsForLines,
  creditsNotShown,
  earlierLineKeys,
  finishStatement,
  insertLines,
  insertStatement,
  listStatements,
  lockTenantStatements,
  outcomeCounts,
  pendingFoundLines,
  rrnAmounts,
  setLineCredits,
  setNotInStatement,
  statementBySha,
  statementLines,
  statementOfTenant,
  type LineRow,
  type StatementRow,
} from '../db/statements.js';
import type { Queryable } from '../db/sql.js';
import { lockTenant, tenantAccounts, type TenantPolicy } from '../db/tenants.js';
import { renderCredit, type CreditBody } from '../domain/credit.js';
import { invalidRequest, notFound } from '../domain/errors.js';
import { isOtherAccount } from '../domain/feeds.js';
import { statementEventPayload } from '../domain/events.js';
import { newStatementId } from '../domain/ids.js';
import {
  CONFIRMED_STATUSES,
  indiaDaySpan,
  LineReconciler,
  lineSpan,
  type CreditOnFile,
  type LineDecision,
  type LineOutcome,
  type StatementBank,
  type StatementLineFacts,
} from '../domain/reconcile.js';
import { unixNow } from '../domain/time.js';
import type { CreditLedger } from './credits.js';
import type { LedgerDeps } from './orders.js';
import { OutboxNotes, recordEvent } from './outbox.js';

/** Found lines recorded per transaction: long enough to share a commit, short enough not to hold the tenant's lock for long. */
const FOUND_CHUNK = 100;
/**
 * Lines decided and stored per step of the statement's transaction, at three round trips a step: their
 * keys, the credits they may show, their decisions and their rows are held for one step only, not for
 * the whole statement at once (issue 27's bench: 50,000 lines, 49,000 credits on file).
 */
const DECIDE_CHUNK = 5_000;

export interface StatementUpload {
  tenantId: string;
  sha256: string;
  bank: StatementBank;
  accountLast4: string | null;
  periodFrom: string;
  periodTo: string;
  credits: (StatementLineFacts & { payerName: string | null; payerVpa: string | null })[];
  debitCount: number;
}

export type StatementBody = Record<string, unknown> & { statement_id: string };
export type LineBody = Record<string, unknown> & { line_no: number; outcome: LineOutcome };

export class StatementLedger {
  constructor(
    private readonly deps: LedgerDeps,
    private readonly credits: CreditLedger,
  ) {}

  /** Reconciles an uploaded statement; `created` is false for the same file again. */
  async import(upload: StatementUpload): Promise<{ statement: StatementBody; created: boolean }> {
    const { id, created } = await this.decide(upload);
    await this.recordFound(upload.tenantId, id);
    await this.finish(upload.tenantId, id);
    return { statement: await this.get(upload.tenantId, id), created };
  }

  private async decide(upload: StatementUpload): Promise<{ id: string; created: boolean }> {
    const { tenantId } = upload;
    const notes = new OutboxNotes();
    const decided = await this.deps.db.transaction(async (tx) => {
      await lockTenantStatements(tx, tenantId);
      const existing = await statementBySha(tx, tenantId, upload.sha256);
      if (existing) return { id: existing.id, created: false };
      if (isOtherAccount(upload.accountLast4 ?? undefined, await tenantAccounts(tx, tenantId))) {
        throw invalidRequest('The statement is of an account not among your accounts; nothing was stored.', [
          {
            path: 'file',
            issue: `account ending ${upload.accountLast4} is not among the settings' accounts`,
          },
        ]);
      }
      const id = newStatementId();
      const period = { from: indiaDaySpan(upload.periodFrom).from, to: indiaDaySpan(upload.periodTo).to };
      await insertStatement(tx, {
        id,
        tenantId,
        sha256: upload.sha256,
        bank: upload.bank,
        accountLast4: upload.accountLast4,
        periodFrom: upload.periodFrom,
        periodTo: upload.periodTo,
        uploadedAt: unixNow(),
        creditLines: upload.credits.length,
        debitLines: upload.debitCount,
        notInStatement: [],
      });
      const reconciler = new LineReconciler();
      let tenant: TenantPolicy | undefined;
      const lockedTenant = async () => (tenant ??= await lockTenant(tx, tenantId));
      for (let at = 0; at < upload.credits.length; at += DECIDE_CHUNK) {
        const lines = upload.credits.slice(at, at + DECIDE_CHUNK);
        const keys = reconciler.keys(lines);
        const wants = reconciler.wants(lines);
        const credits = await creditsForLines(tx, tenantId, period, wants.rrns, wants.dayAmounts);
        const decisions = reconciler.decide({
          lines,
          keys,
          credits,
          earlierKeys: await earlierLineKeys(tx, tenantId, keys),
        });
        const foundStale = await this.decideStale(tx, lockedTenant, id, lines, decisions, credits, notes);
        await insertLines(
          tx,
          id,
          tenantId,
          lines,
          decisions.map((d, i) => ({
            outcome: foundStale.has(i) ? 'found' : d.outcome,
            creditId: d.creditId ?? null,
            key: d.key,
          })),
        );
      }
      await setNotInStatement(
        tx,
        id,
        await creditsNotShown(tx, tenantId, id, CONFIRMED_STATUSES, period, upload.accountLast4),
      );
      return { id, created: true };
    });
    this.deps.outbox.wake(notes);
    return decided;
  }

  /**
   * The proved lines whose credit is still parked `stale` (its alert's time unusable): the line gives
   * the payment the time the alert lacked, so the credit is decided again by CONTRACT §6 with the line's
   * span (`CreditLedger.decideStaleLocked`) and the line is `found`, naming that same credit (departure
   * from §14, where a line with a credit on file is `proved`: see README). Under the tenant's lock, taken
   * only when there is such a line and then held until the statement commits (the tenant's feeds wait
   * for the rest of its lines: deciding all 50,000 of the bench took 1.3 s at load 5); the credit's
   * status is read again under it, so a credit placed, dismissed or decided meanwhile is left as it is
   * and its line stays `proved`. Returns the indexes of the lines that found their credit.
   */
  private async decideStale(
    tx: Queryable,
    lockedTenant: () => Promise<TenantPolicy>,
    statementId: string,
    lines: readonly StatementLineFacts[],
    decisions: readonly LineDecision[],
    onFile: readonly CreditOnFile[],
    notes: OutboxNotes,
  ): Promise<Set<number>> {
    const stale = new Set(onFile.filter((c) => c.status === 'stale').map((c) => c.creditId));
    const found = new Set<number>();
    if (stale.size === 0) return found;
    for (const [i, d] of decisions.entries()) {
      if (d.outcome !== 'proved' || d.creditId === undefined || !stale.has(d.creditId)) continue;
      const tenant = await lockedTenant();
      const span = lineSpan(lines[i] as StatementLineFacts);
      const status = await this.credits.decideStaleLocked(
        tx,
        tenant,
        d.creditId,
        { span: { from: span.from, until: span.to }, statementId },
        notes,
      );
      if (status !== undefined) found.add(i);
    }
    return found;
  }

  /**
   * Each found line not yet a credit becomes one, decided by CONTRACT §6 with the line's span, in
   * chunks: one transaction, one tenant lock and one commit per chunk instead of per line (1,000 found
   * lines cost 3 commits each before, most of the 50,000-line bench's time). A chunk commits its
   * credits and its lines' links together, so an import cut short resumes at the next chunk.
   */
  private async recordFound(tenantId: string, statementId: string): Promise<void> {
    // A found credit is a payment into the statement's account (E11-10).
    const accountDigits = (await this.row(this.deps.db, tenantId, statementId)).accountLast4 ?? undefined;
    for (let after = 0; ;) {
      const pending = await pendingFoundLines(this.deps.db, statementId, after, FOUND_CHUNK);
      if (pending.length === 0) return;
      after = (pending.at(-1) as (typeof pending)[number]).lineNo;
      const notes = new OutboxNotes();
      await this.deps.db.transaction(async (tx) => {
        const tenant = await lockTenant(tx, tenantId);
        const taken = await rrnAmounts(
          tx,
          tenantId,
          pending.flatMap((l) => (l.rrn === null ? [] : [l.rrn])),
        );
        const links: { lineNo: number; creditId: string }[] = [];
        for (const line of pending) {
          const span = lineSpan(line);
          // A credit on file holds the line's RRN at another amount (E11-2: a forged alert's): the line
          // is a payment of its own, recorded without the RRN it cannot share, never a sighting of that credit.
          const held = line.rrn === null ? undefined : taken.get(line.rrn);
          const rrn = held === undefined || held === line.amountPaise ? line.rrn : null;
          const recorded = await this.credits.recordLocked(
            tx,
            tenant,
            {
              tenantId,
              source: 'statement',
              amountPaise: line.amountPaise,
              creditedAt: span.from,
              ...(span.to === span.from ? {} : { creditedUntil: span.to }),
              rrn: rrn ?? undefined,
              payerVpa: line.payerVpa ?? undefined,
              payerName: line.payerName ?? undefined,
              statementId,
              accountDigits,
            },
            notes,
          );
          links.push({ lineNo: line.lineNo, creditId: recorded.creditId });
        }
        await setLineCredits(tx, statementId, links);
      });
      this.deps.outbox.wake(notes);
    }
  }

  private async finish(tenantId: string, statementId: string): Promise<void> {
    const now = unixNow();
    const notes = new OutboxNotes();
    await this.deps.db.transaction(async (tx) => {
      const tenant = await lockTenant(tx, tenantId);
      if (!(await finishStatement(tx, statementId))) return;
      const row = await this.row(tx, tenantId, statementId);
      const statement = await this.render(tx, row);
      const warnings = await this.notInStatement(tx, row);
      await recordEvent(
        tx,
        {
          tenant,
          kind: 'statement.reconciled',
          occurredAt: now,
          payload: (eventId) => statementEventPayload(eventId, now, statement, warnings),
        },
        notes,
      );
    });
    this.deps.outbox.wake(notes);
  }

  private async row(q: Queryable, tenantId: string, statementId: string): Promise<StatementRow> {
    const row = await statementOfTenant(q, tenantId, statementId);
    if (!row) throw notFound('statement');
    return row;
  }

  /** The confirmed credits the statement does not show, as credit objects (no candidates). */
  async notInStatement(q: Queryable, row: StatementRow): Promise<CreditBody[]> {
    return (await creditsOfTenant(q, row.tenantId, row.notInStatement)).map((c) => renderCredit(c, false));
  }

  private async render(q: Queryable, row: StatementRow): Promise<StatementBody> {
    return {
      statement_id: row.id,
      bank: row.bank,
      ...(row.accountLast4 === null ? {} : { account_last4: row.accountLast4 }),
      period_from: row.periodFrom,
      period_to: row.periodTo,
      uploaded_at: row.uploadedAt,
      lines: { credit: row.creditLines, debit: row.debitLines },
      outcomes: await outcomeCounts(q, row.id),
      not_in_statement: row.notInStatement,
    };
  }

  async get(tenantId: string, statementId: string): Promise<StatementBody> {
    return this.render(this.deps.db, await this.row(this.deps.db, tenantId, statementId));
  }

  /** The statement row and its not-in-statement credits, for the dashboard. */
  async details(tenantId: string, statementId: string) {
    const row = await this.row(this.deps.db, tenantId, statementId);
    return {
      statement: await this.render(this.deps.db, row),
      notInStatement: await this.notInStatement(this.deps.db, row),
    };
  }

  async list(tenantId: string, page: PageRequest): Promise<Page<StatementBody>> {
    const rows = await listStatements(this.deps.db, tenantId, page);
    const data = await Promise.all(rows.data.map((r) => this.render(this.deps.db, r)));
    return { data, ...(rows.next_cursor === undefined ? {} : { next_cursor: rows.next_cursor }) };
  }

  async lines(
    tenantId: string,
    statementId: string,
    outcomes: LineOutcome[] | undefined,
    page: { limit?: number; cursor?: string | undefined },
  ): Promise<Page<LineBody>> {
    const row = await this.row(this.deps.db, tenantId, statementId);
    const { lines, nextCursor } = await statementLines(this.deps.db, statementId, outcomes, page);
    const data = lines.map((l) => renderLine(l, row.payersRedactedAt !== null));
    return { data, ...(nextCursor === undefined ? {} : { next_cursor: nextCursor }) };
  }
}

/** CONTRACT §14's line object; payer fields are null once retention took them, else absent when unread. */
export function renderLine(l: LineRow, redacted: boolean): LineBody {
  const body: Record<string, unknown> = { line_no: l.lineNo, date: l.date, amount_paise: l.amountPaise };
  if (l.rrn !== null) body.rrn = l.rrn;
  if (redacted) {
    body.payer_vpa = null;
    body.payer_name = null;
  } else {
    if (l.payerVpa !== null) body.payer_vpa = l.payerVpa;
    if (l.payerName !== null) body.payer_name = l.payerName;
  }
  body.outcome = l.outcome;
  if (l.creditId !== null) body.credit_id = l.creditId;
  if (l.creditStatus !== null) body.credit_status = l.creditStatus;
  return body as LineBody;
}
