// Axis Bank: the older CSV (`DR`, `CR` columns) and the 2025 CSV (one amount with `DR|CR`, an unquoted
// comma in `Branch Name`). UPI narrations cut the payer to 9 characters and print no handle.
import { accountLast4 } from '../cells.js';
import { columnsByName, period, preambleValue, type StatementLayout } from '../layout.js';
import { payerName } from '../narration.js';
import type { NarrationReading } from '../types.js';

function narration(text: string): NarrationReading {
  const upi = /^UPI\/P2[AM]\/(\d{12})\/([^/]*)/.exec(text);
  if (upi !== null) return { rrn: upi[1] as string, payerName: payerName(upi[2]), payerVpa: null };
  // IMPS names the remitter's account, not the remitter.
  const imps = /^IMPS\/P2[AM]\/(\d{12})\//.exec(text);
  if (imps !== null) return { rrn: imps[1] as string, payerName: null, payerVpa: null };
  const neft = /^NEFT\/[A-Z0-9]+\/([^/]*)/.exec(text);
  if (neft !== null) return { rrn: null, payerName: payerName(neft[1]), payerVpa: null };
  return { rrn: null, payerName: null, payerVpa: null };
}

function preamble(lines: string[]): ReturnType<StatementLayout['preamble']> {
  const m = preambleValue(
    lines,
    /Statement of Account No\s*-\s*([0-9X*]+)\s*for the period\s*\(\s*From\s*:\s*(\S+)\s*To\s*:\s*(\S+?)\s*\)/i,
  );
  return m === undefined
    ? { accountLast4: null }
    : { accountLast4: accountLast4(m[1] as string), ...period(m[2], m[3]) };
}

export const axisOld: StatementLayout = {
  bank: 'axis',
  columns: (keys) =>
    columnsByName(
      keys,
      { date: 'tran date', narration: 'particulars', ref: 'chqno', debit: 'dr', credit: 'cr' },
      ['bal'],
    ),
  preamble,
  narration,
};

export const axisNew: StatementLayout = {
  bank: 'axis',
  columns: (keys) =>
    columnsByName(
      keys,
      {
        date: 'tran date',
        narration: 'transaction particulars',
        ref: 'chqno',
        amount: 'amount(inr)',
        flag: 'dr|cr',
      },
      ['value date', 'balance(inr)'],
    ),
  preamble,
  narration,
  // `BOPAL, AHMEDABAD [GJ]`, unquoted, in the last column, `Branch Name`.
  overflowsIntoLast: true,
};
