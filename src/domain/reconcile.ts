// The statement decision (CONTRACT §14): each credit line of a bank statement is `proved` (a credit we
// had), `found` (a payment the feeds missed), `not_a_payment` (a reversal, refund, interest, cashback),
// or `repeat` (an earlier statement brought it); and the confirmations the statement does not show are
// listed. Pure: the ledger hands in what it read, under the tenant's statement lock.
import type { CreditStatus } from './credit.js';
import { CREDIT_PAISE } from './rules.js';
import type { UnixSeconds } from './time.js';

export const STATEMENT_BANKS = ['hdfc', 'sbi', 'icici', 'axis', 'kotak', 'generic'] as const;
export type StatementBank = (typeof STATEMENT_BANKS)[number];

export const LINE_OUTCOMES = ['proved', 'found', 'not_a_payment', 'repeat'] as const;
export type LineOutcome = (typeof LINE_OUTCOMES)[number];

const INDIA_OFFSET_SECONDS = 19_800;
const DAY_SECONDS = 86_400;

export interface StatementLineFacts {
  lineNo: number;
  /** India date, YYYY-MM-DD. */
  date: string;
  /** HH:MM:SS when the bank stated it. */
  time: string | null;
  amountPaise: number;
  rrn: string | null;
  kind: 'payment' | 'not_a_payment';
}

/** A credit on file whose time may fall in the statement's period. */
export interface CreditOnFile {
  creditId: string;
  rrn: string | null;
  amountPaise: number;
  creditedAt: UnixSeconds | null;
  creditedUntil: UnixSeconds | null;
  status: CreditStatus;
}

export interface LineDecision {
  lineNo: number;
  outcome: LineOutcome;
  /** The credit the line proves (or, for a repeat, the credit it shows). */
  creditId?: string;
  /** What identifies the line across overlapping statements. */
  key: string;
}

export interface Reconciliation {
  lines: LineDecision[];
  /** Confirmed credits inside the period that no line of this statement shows. */
  notInStatement: string[];
}

/**
 * Days since 1970-01-01 in India: a fixed offset (India keeps no summer time), so a credit's India date
 * costs a division instead of a time-zone formatter (50,000 of those were a second of the bench).
 */
const indiaDayNumber = (t: UnixSeconds): number => Math.floor((t + INDIA_OFFSET_SECONDS) / DAY_SECONDS);

/** The unix span of an India day [00:00:00, 23:59:59]. */
export function indiaDaySpan(date: string): { from: UnixSeconds; to: UnixSeconds } {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const from = Date.UTC(y, m - 1, d) / 1000 - INDIA_OFFSET_SECONDS;
  return { from, to: from + DAY_SECONDS - 1 };
}

/**
 * A line's span (CONTRACT §6): a date alone spans the whole India day; a time to the second is exact.
 */
export function lineSpan(line: Pick<StatementLineFacts, 'date' | 'time'>): {
  from: UnixSeconds;
  to: UnixSeconds;
} {
  const day = indiaDaySpan(line.date);
  if (line.time === null) return day;
  const [h, mi, s] = line.time.split(':').map(Number) as [number, number, number];
  const at = day.from + h * 3600 + mi * 60 + s;
  return { from: at, to: at };
}

/**
 * The line's identity across statements. Identical rows are real (two payments alike), so the n-th
 * line of the same date, time, amount and reference in a file is a different line from the (n+1)-th.
 */
export function lineKeys(lines: readonly StatementLineFacts[]): string[] {
  const seen = new Map<string, number>();
  return lines.map((l) => {
    const base = `${l.date}|${l.time ?? ''}|${l.amountPaise}|${l.rrn ?? ''}|${l.kind}`;
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return `${base}|${n}`;
  });
}

const CONFIRMED: ReadonlySet<CreditStatus> = new Set(['matched', 'placed']);

export function reconcile(input: {
  lines: readonly StatementLineFacts[];
  credits: readonly CreditOnFile[];
  /** Keys of lines earlier statements of this tenant brought. */
  earlierKeys: ReadonlySet<string>;
  periodFrom: string;
  periodTo: string;
}): Reconciliation {
  const byRrn = new Map<string, CreditOnFile>();
  const byDayAmount = new Map<string, CreditOnFile[]>();
  for (const c of input.credits) {
    if (c.rrn !== null) byRrn.set(c.rrn, c);
    if (c.creditedAt === null) continue;
    const k = `${indiaDayNumber(c.creditedAt)}|${c.amountPaise}`;
    const list = byDayAmount.get(k);
    if (list === undefined) byDayAmount.set(k, [c]);
    else list.push(c);
  }
  const shown = new Set<string>();
  const keys = lineKeys(input.lines);

  const proofOf = (line: StatementLineFacts): CreditOnFile | undefined => {
    const exact = line.rrn === null ? undefined : byRrn.get(line.rrn);
    if (exact !== undefined) return shown.has(exact.creditId) ? undefined : exact;
    // By amount and date only where a reference cannot disagree, and only when exactly one is left.
    const day = indiaDayNumber(indiaDaySpan(line.date).from);
    const alike = (byDayAmount.get(`${day}|${line.amountPaise}`) ?? []).filter(
      (c) => !shown.has(c.creditId) && (c.rrn === null || line.rrn === null),
    );
    return alike.length === 1 ? alike[0] : undefined;
  };

  const lines = input.lines.map((line, i): LineDecision => {
    const key = keys[i] as string;
    // Beyond the largest credit the ledger holds no order can have been paid (orders are far smaller).
    if (line.kind === 'not_a_payment' || line.amountPaise > CREDIT_PAISE.max) {
      return { lineNo: line.lineNo, outcome: 'not_a_payment', key };
    }
    const credit = proofOf(line);
    if (credit !== undefined) shown.add(credit.creditId);
    const creditId = credit === undefined ? {} : { creditId: credit.creditId };
    if (input.earlierKeys.has(key)) return { lineNo: line.lineNo, outcome: 'repeat', key, ...creditId };
    if (credit !== undefined) return { lineNo: line.lineNo, outcome: 'proved', key, ...creditId };
    return { lineNo: line.lineNo, outcome: 'found', key };
  });

  const period = { from: indiaDaySpan(input.periodFrom).from, to: indiaDaySpan(input.periodTo).to };
  const notInStatement = input.credits
    .filter(
      (c) =>
        CONFIRMED.has(c.status) &&
        !shown.has(c.creditId) &&
        c.creditedAt !== null &&
        c.creditedAt >= period.from &&
        (c.creditedUntil ?? c.creditedAt) <= period.to,
    )
    .map((c) => c.creditId);
  return { lines, notInStatement };
}

export function countOutcomes(lines: readonly { outcome: LineOutcome }[]): Record<LineOutcome, number> {
  const counts: Record<LineOutcome, number> = { proved: 0, found: 0, not_a_payment: 0, repeat: 0 };
  for (const l of lines) counts[l.outcome] += 1;
  return counts;
}
