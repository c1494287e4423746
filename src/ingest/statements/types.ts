// What a statement file reads as (CONTRACT §14): typed credit lines, counted debits, and the account
// and period the file states. Readers turn bytes into this; nothing else of the file survives.
import type { IssueDetail } from '../../domain/errors.js';

import type { StatementBank } from '../../domain/reconcile.js';

export { STATEMENT_BANKS, type StatementBank } from '../../domain/reconcile.js';

export type LineKind = 'payment' | 'not_a_payment';

export interface StatementCreditLine {
  /** The row number the file itself shows (spreadsheet row or text line, preamble counted). */
  lineNo: number;
  /** Transaction date in India, YYYY-MM-DD. */
  date: string;
  /** HH:MM:SS when the bank states a time, else null (the line spans the whole India day). */
  time: string | null;
  amountPaise: number;
  rrn: string | null;
  payerName: string | null;
  payerVpa: string | null;
  kind: LineKind;
}

export interface ReadStatement {
  bank: StatementBank;
  accountLast4: string | null;
  periodFrom: string;
  periodTo: string;
  credits: StatementCreditLine[];
  debitCount: number;
}

/** A file that cannot be read with certainty: 400 (415 for PDF), nothing stored. */
export class StatementRefused extends Error {
  constructor(
    message: string,
    readonly details: IssueDetail[] = [],
    readonly unsupportedMedia = false,
  ) {
    super(message);
  }
}

export const refuseAt = (lineNo: number, issue: string): StatementRefused =>
  new StatementRefused(`Line ${lineNo} of the statement cannot be read: ${issue}.`, [
    { path: `line ${lineNo}`, issue },
  ]);

/** One cell as the file holds it: spreadsheets keep numbers as numbers, text files only have text. */
export type Cell = string | number | null;

export interface GridRow {
  lineNo: number;
  cells: Cell[];
}

/** What the narration of one credit line tells, read by the bank's own narration reader. */
export interface NarrationReading {
  rrn: string | null;
  payerName: string | null;
  payerVpa: string | null;
  /** A bank-specific marker of money that is no customer paying, beyond the shared markers. */
  notAPayment?: boolean;
}
