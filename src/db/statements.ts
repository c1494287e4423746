// Statements and their credit lines (CONTRACT §14). The file itself is never stored, nor any debit
// line or balance; a line's payer fields are nulled by the 90-day retention.
import type { CreditOnFile, LineOutcome } from '../domain/reconcile.js';
import type { CreditStatus } from '../domain/credit.js';
import type { UnixSeconds } from '../domain/time.js';
import { invalidRequest } from '../domain/errors.js';
import { decodeCursor, encodeCursor, Filter, newestFirst, type Page, type PageRequest } from './pages.js';
import { numOrNull, statement, strOrNull, type Queryable } from './sql.js';

export interface StatementRow {
  id: string;
  tenantId: string;
  bank: string;
  accountLast4: string | null;
  periodFrom: string;
  periodTo: string;
  uploadedAt: UnixSeconds;
  creditLines: number;
  debitLines: number;
  state: 'reconciling' | 'reconciled';
  notInStatement: string[];
  payersRedactedAt: UnixSeconds | null;
}

const statementFromRow = (r: Record<string, unknown>): StatementRow => ({
  id: String(r.id),
  tenantId: String(r.tenant_id),
  bank: String(r.bank),
  accountLast4: strOrNull(r.account_last4),
  periodFrom: String(r.period_from),
  periodTo: String(r.period_to),
  uploadedAt: Number(r.uploaded_at),
  creditLines: Number(r.credit_lines),
  debitLines: Number(r.debit_lines),
  state: r.state as StatementRow['state'],
  notInStatement: r.not_in_statement as string[],
  payersRedactedAt: numOrNull(r.payers_redacted_at),
});

const LOCK = statement('statement-lock', `select pg_advisory_xact_lock(hashtextextended($1, 0))`);

/** One statement import of a tenant at a time decides its lines (held until the transaction ends). */
export async function lockTenantStatements(tx: Queryable, tenantId: string): Promise<void> {
  await tx.rows(LOCK, [`statements:${tenantId}`]);
}

const BY_SHA = statement('statement-by-sha', `select * from statements where tenant_id = $1 and sha256 = $2`);

export async function statementBySha(
  q: Queryable,
  tenantId: string,
  sha256: string,
): Promise<StatementRow | undefined> {
  const [r] = await q.rows(BY_SHA, [tenantId, sha256]);
  return r && statementFromRow(r);
}

const BY_ID = statement('statement-by-id', `select * from statements where id = $1 and tenant_id = $2`);

export async function statementOfTenant(
  q: Queryable,
  tenantId: string,
  id: string,
): Promise<StatementRow | undefined> {
  const [r] = await q.rows(BY_ID, [id, tenantId]);
  return r && statementFromRow(r);
}

const INSERT = statement(
  'insert-statement',
  `insert into statements (id, tenant_id, sha256, bank, account_last4, period_from, period_to, uploaded_at,
     credit_lines, debit_lines, not_in_statement)
   values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
);

export async function insertStatement(
  tx: Queryable,
  s: Omit<StatementRow, 'state' | 'payersRedactedAt'> & { sha256: string },
): Promise<void> {
  await tx.rows(INSERT, [
    s.id,
    s.tenantId,
    s.sha256,
    s.bank,
    s.accountLast4,
    s.periodFrom,
    s.periodTo,
    s.uploadedAt,
    s.creditLines,
    s.debitLines,
    s.notInStatement,
  ]);
}

export interface NewLineRow {
  lineNo: number;
  date: string;
  time: string | null;
  amountPaise: number;
  rrn: string | null;
  payerVpa: string | null;
  payerName: string | null;
  outcome: LineOutcome;
  creditId: string | null;
  key: string;
}

/**
 * Big lists go to PostgreSQL as one JSON text, not as arrays: node-postgres writes an array parameter as
 * an array literal by string concatenation, element by element, and for a 50,000-line statement that was
 * 146 of the 336 MB the import allocated (a sampling heap profile of `bench:statements`), the garbage that
 * grew the heap past its young generation. JSON.stringify writes the same list in one native pass.
 */
const INSERT_LINES = statement(
  'insert-statement-lines',
  `insert into statement_lines (statement_id, tenant_id, line_no, line_date, line_time, amount_paise, rrn,
     payer_vpa, payer_name, outcome, credit_id, line_key)
   select $1, $2, x.n, x.d, x.t, x.a, x.r, x.v, x.p, x.o, x.c, x.k
     from json_to_recordset($3::json)
       as x(n int, d text, t text, a bigint, r text, v text, p text, o text, c text, k text)`,
);

/** A line as read, and what was decided of it: the two halves of a statement_lines row. */
export type LineFields = Pick<
  NewLineRow,
  'lineNo' | 'date' | 'time' | 'amountPaise' | 'rrn' | 'payerVpa' | 'payerName'
>;
export type LineOutcomeFields = Pick<NewLineRow, 'outcome' | 'creditId' | 'key'>;

/** Some lines of a statement and their decisions (pairwise), in one round trip. */
export async function insertLines(
  tx: Queryable,
  statementId: string,
  tenantId: string,
  lines: readonly LineFields[],
  decided: readonly LineOutcomeFields[],
) {
  const rows = lines.map((l, i) => {
    const d = decided[i] as LineOutcomeFields;
    return {
      n: l.lineNo,
      d: l.date,
      t: l.time,
      a: l.amountPaise,
      r: l.rrn,
      v: l.payerVpa,
      p: l.payerName,
      o: d.outcome,
      c: d.creditId,
      k: d.key,
    };
  });
  await tx.rows(INSERT_LINES, [statementId, tenantId, JSON.stringify(rows)]);
}

const EARLIER_KEYS = statement(
  'statement-earlier-keys',
  `select distinct line_key from statement_lines
    where tenant_id = $1 and line_key = any(array(select json_array_elements_text($2::json)))`,
);

/** Which of `keys` lines of the tenant's earlier statements have (a JSON list: see INSERT_LINES). */
export async function earlierLineKeys(q: Queryable, tenantId: string, keys: string[]): Promise<Set<string>> {
  const rows = await q.rows<{ line_key: string }>(EARLIER_KEYS, [tenantId, JSON.stringify(keys)]);
  return new Set(rows.map((r) => r.line_key));
}

const CREDITS_FOR = statement(
  'statement-credits-for-lines',
  `select id, rrn, amount_paise, credited_at, credited_until, status from credits
    where tenant_id = $1 and rrn = any(array(select json_array_elements_text($2::json)))
   union
   select c.id, c.rrn, c.amount_paise, c.credited_at, c.credited_until, c.status
     from json_to_recordset($3::json) as k(d bigint, a bigint)
     join credits c on c.tenant_id = $1 and c.amount_paise = k.a
      and c.credited_at between greatest(k.d, $4::bigint) and least(k.d + 86399, $5::bigint)`,
);

/**
 * The credits some lines may show: those their rrns name, wherever their time, and those of a line's
 * amount on its India day within the period [from, to] (`days` the days' first seconds, pairwise with
 * `amounts`). One chunk of lines at a time, by the tenant's rrn and amount-time indexes, rather than every
 * credit of the period at once.
 */
export async function creditsForLines(
  q: Queryable,
  tenantId: string,
  period: { from: UnixSeconds; to: UnixSeconds },
  rrns: string[],
  days: { dayFrom: UnixSeconds; amountPaise: number }[],
): Promise<CreditOnFile[]> {
  const rows = await q.rows(CREDITS_FOR, [
    tenantId,
    JSON.stringify(rrns),
    JSON.stringify(days.map((d) => ({ d: d.dayFrom, a: d.amountPaise }))),
    period.from,
    period.to,
  ]);
  return rows.map((r) => ({
    creditId: String(r.id),
    rrn: strOrNull(r.rrn),
    amountPaise: Number(r.amount_paise),
    creditedAt: numOrNull(r.credited_at),
    creditedUntil: numOrNull(r.credited_until),
    status: r.status as CreditStatus,
  }));
}

const NOT_SHOWN = statement(
  'statement-credits-not-shown',
  `select c.id from credits c
    where c.tenant_id = $1 and c.status = any($3::text[]) and c.credited_at >= $4
      and coalesce(c.credited_until, c.credited_at) <= $5
      and not exists (select 1 from statement_lines l where l.statement_id = $2 and l.credit_id = c.id)
      and ($6::text is null or c.account_digits is null or right($6::text, length(c.account_digits)) = c.account_digits)
    order by c.credited_at, c.id`,
);

/**
 * CONTRACT §14 `not_in_statement`: the credits of `statuses` (the confirmed ones) whose span lies inside
 * the period that no line of the statement names, read once its lines are stored.
 */
export async function creditsNotShown(
  q: Queryable,
  tenantId: string,
  statementId: string,
  statuses: readonly CreditStatus[],
  period: { from: UnixSeconds; to: UnixSeconds },
  /** The statement's account: credits whose alert named another are not its (E11-10). */
  accountLast4: string | null,
): Promise<string[]> {
  const rows = await q.rows<{ id: string }>(NOT_SHOWN, [
    tenantId,
    statementId,
    statuses,
    period.from,
    period.to,
    accountLast4,
  ]);
  return rows.map((r) => r.id);
}

const SET_NOT_IN_STATEMENT = statement(
  'statement-set-not-in-statement',
  `update statements set not_in_statement = $2 where id = $1`,
);

export async function setNotInStatement(
  tx: Queryable,
  statementId: string,
  creditIds: string[],
): Promise<void> {
  await tx.rows(SET_NOT_IN_STATEMENT, [statementId, creditIds]);
}

const PENDING_FOUND = statement(
  'statement-pending-found',
  `select line_no, line_date, line_time, amount_paise, rrn, payer_vpa, payer_name from statement_lines
    where statement_id = $1 and outcome = 'found' and credit_id is null and line_no > $2
    order by line_no limit $3`,
);

/** The next `limit` found lines after line `after` that are no credit yet, in file order. */
export async function pendingFoundLines(
  q: Queryable,
  statementId: string,
  after: number,
  limit: number,
): Promise<NewLineRow[]> {
  const rows = await q.rows(PENDING_FOUND, [statementId, after, limit]);
  return rows.map((r) => ({
    lineNo: Number(r.line_no),
    date: String(r.line_date),
    time: strOrNull(r.line_time),
    amountPaise: Number(r.amount_paise),
    rrn: strOrNull(r.rrn),
    payerVpa: strOrNull(r.payer_vpa),
    payerName: strOrNull(r.payer_name),
    outcome: 'found',
    creditId: null,
    key: '',
  }));
}

const SET_LINE_CREDITS = statement(
  'statement-line-credits',
  `update statement_lines l set credit_id = x.credit_id
     from unnest($2::int[], $3::text[]) as x(line_no, credit_id)
    where l.statement_id = $1 and l.line_no = x.line_no`,
);

/** Links found lines to the credits they became, in one statement. */
export async function setLineCredits(
  q: Queryable,
  statementId: string,
  links: readonly { lineNo: number; creditId: string }[],
): Promise<void> {
  if (links.length === 0) return;
  await q.rows(SET_LINE_CREDITS, [statementId, links.map((l) => l.lineNo), links.map((l) => l.creditId)]);
}

const FINISH = statement(
  'statement-finish',
  `update statements set state = 'reconciled' where id = $1 and state = 'reconciling' returning id`,
);

/** True for the one caller that turned the statement reconciled (its event is recorded once). */
export async function finishStatement(tx: Queryable, statementId: string): Promise<boolean> {
  return (await tx.rows(FINISH, [statementId])).length === 1;
}

const OUTCOMES = statement(
  'statement-outcomes',
  `select outcome, count(*)::int as n from statement_lines where statement_id = $1 group by outcome`,
);

export async function outcomeCounts(q: Queryable, statementId: string): Promise<Record<LineOutcome, number>> {
  const counts: Record<LineOutcome, number> = { proved: 0, found: 0, not_a_payment: 0, repeat: 0 };
  for (const r of await q.rows<{ outcome: LineOutcome; n: number }>(OUTCOMES, [statementId]))
    counts[r.outcome] = r.n;
  return counts;
}

export function listStatements(
  q: Queryable,
  tenantId: string,
  page: PageRequest,
): Promise<Page<StatementRow>> {
  const filter = new Filter().where`tenant_id = ${tenantId}`;
  return newestFirst(
    q,
    'select * from statements',
    filter,
    { time: 'uploaded_at', id: 'seq' },
    page,
    statementFromRow,
  );
}

export interface LineRow extends NewLineRow {
  creditStatus: CreditStatus | null;
}

/** A statement's lines in file order, `limit` after the cursor's line; all of them without a limit. */
export async function statementLines(
  q: Queryable,
  statementId: string,
  outcomes: LineOutcome[] | undefined,
  page: { limit?: number; cursor?: string | undefined },
): Promise<{ lines: LineRow[]; nextCursor?: string }> {
  const filter = new Filter().where`l.statement_id = ${statementId}`;
  if (outcomes?.length) filter.where`l.outcome = any(${outcomes}::text[])`;
  if (page.cursor !== undefined) {
    const after = decodeCursor(page.cursor);
    if (after.id !== statementId) {
      throw invalidRequest('The cursor is not one we gave out.', [{ path: 'cursor', issue: 'invalid' }]);
    }
    filter.where`l.line_no > ${after.at}`;
  }
  const limit = page.limit === undefined ? '' : ` limit ${filter.param(page.limit + 1)}`;
  const rows = await q.rows(
    `select l.*, c.status as credit_status from statement_lines l left join credits c on c.id = l.credit_id
      where ${filter.conditions.join(' and ')} order by l.line_no${limit}`,
    filter.values,
  );
  const shown = page.limit === undefined ? rows : rows.slice(0, page.limit);
  const lines = shown.map((r) => ({
    lineNo: Number(r.line_no),
    date: String(r.line_date),
    time: strOrNull(r.line_time),
    amountPaise: Number(r.amount_paise),
    rrn: strOrNull(r.rrn),
    payerVpa: strOrNull(r.payer_vpa),
    payerName: strOrNull(r.payer_name),
    outcome: r.outcome as LineOutcome,
    creditId: strOrNull(r.credit_id),
    key: String(r.line_key),
    creditStatus: strOrNull(r.credit_status) as CreditStatus | null,
  }));
  const last = lines.at(-1);
  return page.limit !== undefined && rows.length > page.limit && last
    ? { lines, nextCursor: encodeCursor(last.lineNo, statementId) }
    : { lines };
}

const REDACT = statement(
  'redact-statement-payers',
  `with old as (
     update statements set payers_redacted_at = $1 where uploaded_at < $2 and payers_redacted_at is null
     returning id)
   update statement_lines set payer_vpa = null, payer_name = null
    where statement_id in (select id from old) and (payer_vpa is not null or payer_name is not null)
   returning statement_id`,
);

/** CONTRACT §10, §14: statements older than 90 days lose their lines' payer name and handle. */
export async function redactStatementPayers(
  q: Queryable,
  now: UnixSeconds,
  cutoff: UnixSeconds,
): Promise<number> {
  const rows = await q.rows(REDACT, [now, cutoff]);
  return rows.length;
}

const RRN_AMOUNTS = statement(
  'statement-rrn-amounts',
  `select rrn, amount_paise from credits
    where tenant_id = $1 and rrn = any(array(select json_array_elements_text($2::json)))`,
);

/** The amounts of the tenant's credits that hold these RRNs, by RRN. */
export async function rrnAmounts(
  q: Queryable,
  tenantId: string,
  rrns: string[],
): Promise<Map<string, number>> {
  if (rrns.length === 0) return new Map();
  const rows = await q.rows(RRN_AMOUNTS, [tenantId, JSON.stringify(rrns)]);
  return new Map(rows.map((r) => [String(r.rrn), Number(r.amount_paise)]));
}
