// State Bank of India: the classic OnlineSBI ".xls" (tab-separated text) and the 2026 XLSX (all text,
// one line break inside each narration). The reference column is an internal number: the RRN is in
// the narration. SBI cuts payer names to 8 characters and handles to 10.
import { accountLast4 } from '../cells.js';
import { columnsByName, period, preambleValue, type StatementLayout } from '../layout.js';
import { payerName, wholeHandle } from '../narration.js';
import type { NarrationReading } from '../types.js';

const HANDLE_WIDTH = 10;

function narration(raw: string): NarrationReading {
  // Classic ends a narration with `--`; 2026 adds ` AT <branch code> <BRANCH>`.
  const text = raw
    .trim()
    .replace(/-+$/, '')
    .replace(/ AT \d{3,6} .*$/, '');
  const upi = /UPI\/CR\/(\d{12})\/([^/]*)\/([^/]*)\/([^/]*)(?:\/|$)/.exec(text);
  if (upi !== null) {
    return {
      rrn: upi[1] as string,
      payerName: payerName(upi[2]),
      payerVpa: wholeHandle(upi[4], HANDLE_WIDTH),
    };
  }
  const imps = /IMPS\/(\d{12})\/[^/]*?-XX\d+-([^/]*)(?:\/|$)/.exec(text);
  if (imps !== null) return { rrn: imps[1] as string, payerName: payerName(imps[2]), payerVpa: null };
  const neft = /NEFT\*[A-Z0-9]+\*[A-Z0-9]+\*(.+)$/.exec(text);
  if (neft !== null) return { rrn: null, payerName: payerName(neft[1]), payerVpa: null };
  return { rrn: null, payerName: null, payerVpa: null };
}

export const sbiClassic: StatementLayout = {
  bank: 'sbi',
  columns: (keys) =>
    columnsByName(
      keys,
      {
        date: 'txn date',
        narration: 'description',
        ref: 'ref no./cheque no.',
        debit: 'debit',
        credit: 'credit',
      },
      ['value date', 'balance'],
    ),
  preamble: (lines) => {
    const account = preambleValue(lines, /^Account Number\s*:\s*(\S+)/i);
    const from = preambleValue(lines, /^Start Date\s*:\s*(.+)$/i)?.[1];
    const to = preambleValue(lines, /^End Date\s*:\s*(.+)$/i)?.[1];
    return {
      accountLast4: account === undefined ? null : accountLast4(account[1] as string),
      ...period(from, to),
    };
  },
  narration,
};

export const sbi2026: StatementLayout = {
  bank: 'sbi',
  columns: (keys) =>
    columnsByName(
      keys,
      { date: 'date', narration: 'details', ref: 'ref no/cheque no', debit: 'debit', credit: 'credit' },
      ['balance'],
    ),
  preamble: (lines) => {
    const account = preambleValue(lines, /^Account Number\s*:\s*(\S+)/i);
    const dates = preambleValue(lines, /^Statement From\s*:\s*(\S+)\s+to\s+(\S+)/i);
    return {
      accountLast4: account === undefined ? null : accountLast4(account[1] as string),
      ...period(dates?.[1], dates?.[2]),
    };
  },
  // The bank wraps at a fixed width, often inside a token: the break and the one space after it go.
  unwrap: (text) => text.replace(/\r?\n /g, '').replace(/\r?\n/g, ''),
  narration,
};
