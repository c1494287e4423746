// Kotak Mahindra Bank CSV: two `Dr / Cr` columns (the first is the amount's), a time in `Transaction
// Date` (2026 downloads), and the RRN in `Chq / Ref No.` as `UPI-<RRN>` or `IMPS-<RRN>`: the 12 digits
// inside a UPI narration are another number.
import { accountLast4 } from '../cells.js';
import { columnsByName, period, preambleValue, type ColumnMap, type StatementLayout } from '../layout.js';
import { payerName } from '../narration.js';
import type { NarrationReading } from '../types.js';

function narration(text: string, ref: string): NarrationReading {
  const rrn = /^(?:UPI|IMPS)-(\d{12})$/.exec(ref.trim())?.[1] ?? null;
  const upi = /^(?:REV-)?UPI\/([^/]+)\/\d{12}\//.exec(text);
  if (upi !== null) return { rrn, payerName: payerName(upi[1]), payerVpa: null };
  const imps = /^Recd:IMPS\/(\d{12})\/([^/]*)/.exec(text);
  if (imps !== null)
    return { rrn: rrn ?? (imps[1] as string), payerName: payerName(imps[2]), payerVpa: null };
  const neft = /^NEFT\s+[A-Z0-9]+\s+(.+)$/.exec(text);
  if (neft !== null) return { rrn: null, payerName: payerName(neft[1]), payerVpa: null };
  return { rrn, payerName: null, payerVpa: null };
}

function columns(keys: string[]): ColumnMap | undefined {
  const base = { date: 'transaction date', narration: 'description', ref: 'chq / ref no.' } as const;
  const split = columnsByName(keys, { ...base, debit: 'debit', credit: 'credit' }, ['sl. no.', 'value date']);
  if (split !== undefined) return split;
  const single = columnsByName(keys, { ...base, amount: 'amount' }, ['sl. no.', 'value date', 'balance']);
  if (single === undefined || single.amount === undefined) return undefined;
  // The amount's own flag is the first `Dr / Cr` after it; the second belongs to the balance.
  const flag = keys.indexOf('dr / cr', single.amount);
  return flag < 0 ? undefined : { ...single, flag };
}

export const kotakCsv: StatementLayout = {
  bank: 'kotak',
  columns,
  preamble: (lines) => {
    const account = preambleValue(lines, /Account No\.?\s+([0-9X*]{4,})/i);
    const dates = preambleValue(lines, /Period\s+From\s+(\S+)\s+To\s+(\S+)/i);
    return {
      accountLast4: account === undefined ? null : accountLast4(account[1] as string),
      ...period(dates?.[1], dates?.[2]),
    };
  },
  narration,
};
