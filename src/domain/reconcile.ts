// The statement decision (CONTRACT §14): each credit line of a bank statement is `proved` (a credit we
// had), `found` (a payment the feeds missed), `not_a_payment` (a reversal, refund, interest, cashback),
// or `repeat` (an earlier statement brought it). Pure: the ledger hands in what it read, under the
// tenant's statement lock, a chunk of lines at a time.
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
 * `not_in_statement`: the credits of these statuses whose span lies inside the statement's period, for
 * its account, that no line of the statement shows (db/statements.ts `creditsNotShown` reads them once
 * the lines are stored).
 */
export const CONFIRMED_STATUSES: readonly CreditStatus[] = ['matched', 'placed'];

const keyBase = (l: StatementLineFacts): string =>
  `${l.date}|${l.time ?? ''}|${l.amountPaise}|${l.rrn ?? ''}|${l.kind}`;

/**
 * A statement's lines decided in file order, a chunk at a time: a 50,000-line statement held whole (its
 * lines, their keys, every credit of the period and a decision per line, all at once) was most of the
 * bench's peak memory. What one line's decision depends on in earlier lines is kept here between
 * chunks: how many identical lines came before (its key), and which credits earlier lines showed.
 */
export class LineReconciler {
  private readonly seen = new Map<string, number>();
  private readonly shown = new Set<string>();
  /** India day numbers by date: a statement has a few dates and many lines. */
  private readonly days = new Map<string, number>();

  private dayOf(date: string): number {
    let day = this.days.get(date);
    if (day === undefined) this.days.set(date, (day = indiaDayNumber(indiaDaySpan(date).from)));
    return day;
  }

  /**
   * What the next lines' proofs read: the credits their rrns name, and those of their amounts on their
   * India days (each pair once, as the day's first second). Lines that are no payment need no proof.
   */
  wants(lines: readonly StatementLineFacts[]): {
    rrns: string[];
    dayAmounts: { dayFrom: UnixSeconds; amountPaise: number }[];
  } {
    const rrns: string[] = [];
    const pairs = new Map<number, { dayFrom: UnixSeconds; amountPaise: number }>();
    for (const l of lines) {
      if (!isPaymentLine(l)) continue;
      if (l.rrn !== null) rrns.push(l.rrn);
      const day = this.dayOf(l.date);
      const k = dayAmountKey(day, l.amountPaise);
      if (!pairs.has(k))
        pairs.set(k, { dayFrom: day * DAY_SECONDS - INDIA_OFFSET_SECONDS, amountPaise: l.amountPaise });
    }
    return { rrns, dayAmounts: [...pairs.values()] };
  }

  /**
   * The lines' identities across statements. Identical rows are real (two payments alike), so the n-th
   * line of the same date, time, amount and reference in a file is a different line from the (n+1)-th.
   */
  keys(lines: readonly StatementLineFacts[]): string[] {
    return lines.map((l) => {
      const base = keyBase(l);
      const n = (this.seen.get(base) ?? 0) + 1;
      this.seen.set(base, n);
      return `${base}|${n}`;
    });
  }

  /**
   * The next lines' outcomes. `credits`: the credits on file these lines may show (by rrn; by amount on
   * the line's India day within the period); `earlierKeys`: those of `keys` earlier statements brought.
   */
  decide(input: {
    lines: readonly StatementLineFacts[];
    keys: readonly string[];
    credits: readonly CreditOnFile[];
    earlierKeys: ReadonlySet<string>;
  }): LineDecision[] {
    const byRrn = new Map<string, CreditOnFile>();
    const byDayAmount = new Map<number, CreditOnFile[]>();
    for (const c of input.credits) {
      if (c.rrn !== null) byRrn.set(c.rrn, c);
      if (c.creditedAt === null) continue;
      const k = dayAmountKey(indiaDayNumber(c.creditedAt), c.amountPaise);
      const list = byDayAmount.get(k);
      if (list === undefined) byDayAmount.set(k, [c]);
      else list.push(c);
    }
    const shown = this.shown;
    const proofOf = (line: StatementLineFacts): CreditOnFile | undefined => {
      const exact = line.rrn === null ? undefined : byRrn.get(line.rrn);
      // The statement is the proof against a lying alert (E11-2): a real RRN on a forged amount proves
      // nothing. A credit of that RRN at another amount is no proof, and no other credit can be either.
      if (exact !== undefined) {
        return shown.has(exact.creditId) || exact.amountPaise !== line.amountPaise ? undefined : exact;
      }
      // By amount and date only where a reference cannot disagree, and only when exactly one is left.
      const alike = (byDayAmount.get(dayAmountKey(this.dayOf(line.date), line.amountPaise)) ?? []).filter(
        (c) => !shown.has(c.creditId) && (c.rrn === null || line.rrn === null),
      );
      return alike.length === 1 ? alike[0] : undefined;
    };
    return input.lines.map((line, i): LineDecision => {
      const key = input.keys[i] as string;
      if (!isPaymentLine(line)) {
        return { lineNo: line.lineNo, outcome: 'not_a_payment', key };
      }
      const credit = proofOf(line);
      if (credit !== undefined) shown.add(credit.creditId);
      const creditId = credit === undefined ? {} : { creditId: credit.creditId };
      if (input.earlierKeys.has(key)) return { lineNo: line.lineNo, outcome: 'repeat', key, ...creditId };
      if (credit !== undefined) return { lineNo: line.lineNo, outcome: 'proved', key, ...creditId };
      return { lineNo: line.lineNo, outcome: 'found', key };
    });
  }
}

/** The keys of a whole file's lines (LineReconciler.keys from the first line). */
export const lineKeys = (lines: readonly StatementLineFacts[]): string[] => new LineReconciler().keys(lines);

/** Beyond the largest credit the ledger holds no order can have been paid (orders are far smaller). */
const isPaymentLine = (line: StatementLineFacts): boolean =>
  line.kind === 'payment' && line.amountPaise <= CREDIT_PAISE.max;

/** One number for an (India day, amount) pair: amounts stay below 2^31 (CREDIT_PAISE), days below 2^21. */
const dayAmountKey = (day: number, amountPaise: number): number => day * 2 ** 31 + amountPaise;

export function countOutcomes(lines: readonly { outcome: LineOutcome }[]): Record<LineOutcome, number> {
  const counts: Record<LineOutcome, number> = { proved: 0, found: 0, not_a_payment: 0, repeat: 0 };
  for (const l of lines) counts[l.outcome] += 1;
  return counts;
}
