// ICICI Bank: OpTransactionHistory (BIFF8, table from column B, a Legend block after it) and the CSV
// of the savings account (`DATE,MODE,PARTICULARS,...`). UPI narrations come in two shapes whose RRN is
// field 5 (since 2025) or field 2 (before); fields are cut to 15 characters.
import { accountLast4 } from '../cells.js';
import { columnsByName, period, preambleValue, type StatementLayout } from '../layout.js';
import { payerName, wholeHandle } from '../narration.js';
import type { NarrationReading } from '../types.js';

const FIELD_WIDTH = 15;

function narration(text: string): NarrationReading {
  if (text.startsWith('UPI/')) {
    const fields = text.split('/');
    const at = fields.findIndex((f, i) => i > 0 && /^\d{12}$/.test(f));
    if (at === 4) {
      // `UPI/<VPA or name>/<note>/<bank>/<RRN>/<txn id>`
      const who = fields[1] ?? '';
      return who.includes('@')
        ? { rrn: fields[4] as string, payerName: null, payerVpa: wholeHandle(who, FIELD_WIDTH) }
        : { rrn: fields[4] as string, payerName: payerName(who), payerVpa: null };
    }
    if (at === 1) {
      // `UPI/<RRN>/<note>/<VPA>/<bank>/<txn id>`
      return { rrn: fields[1] as string, payerName: null, payerVpa: wholeHandle(fields[3], FIELD_WIDTH) };
    }
    return { rrn: null, payerName: null, payerVpa: null };
  }
  const imps = /^MMT\/IMPS\/(\d{12})\/[^/]*\/([^/]*)/.exec(text);
  if (imps !== null) return { rrn: imps[1] as string, payerName: payerName(imps[2]), payerVpa: null };
  // Some NEFT UTRs are 12 digits; they are still no RRN.
  const neft = /^NEFT-[A-Z0-9]+-([^-]*)-/.exec(text);
  if (neft !== null) return { rrn: null, payerName: payerName(neft[1]), payerVpa: null };
  return { rrn: null, payerName: null, payerVpa: null };
}

export const iciciHistory: StatementLayout = {
  bank: 'icici',
  columns: (keys) =>
    columnsByName(
      keys,
      {
        date: 'transaction date',
        narration: 'transaction remarks',
        ref: 'cheque number',
        debit: 'withdrawal amount(inr)',
        credit: 'deposit amount(inr)',
      },
      ['s no.', 'value date', 'balance(inr)'],
    ),
  preamble: (lines) => {
    const account = preambleValue(lines, /^(\d{6,})\s*\(\s*INR\s*\)\s*-/i);
    const dates = preambleValue(lines, /Transaction Date from\s+(\S+)\s+to\s+(\S+)/i);
    return {
      accountLast4: account === undefined ? null : accountLast4(account[1] as string),
      ...period(dates?.[1], dates?.[2]),
    };
  },
  narration,
};

export const iciciSavingsCsv: StatementLayout = {
  bank: 'icici',
  columns: (keys) =>
    columnsByName(
      keys,
      { date: 'date', narration: 'particulars', credit: 'deposits', debit: 'withdrawals' },
      ['mode', 'balance'],
    ),
  preamble: (lines) => {
    const account = preambleValue(lines, /Savings Account\D*(\d[\dX*]{3,})/i);
    return { accountLast4: account === undefined ? null : accountLast4(account[1] as string) };
  },
  narration,
};
