// The generic table of CONTRACT §14: any bank's CSV or spreadsheet whose header names a date column
// and either credit and debit columns or an amount with a Dr/Cr column, under the names banks use.
// Only the RRN is read from its narration (a lone 12-digit token); payers are too varied to guess.
import type { ColumnMap, StatementLayout } from '../layout.js';
import { loneRrn } from '../narration.js';

// A transaction date wins over a value date.
const DATE = ['txn date', 'tran date', 'transaction date', 'date', 'value date'];
const NARRATION = [
  'description',
  'narration',
  'particulars',
  'transaction particulars',
  'details',
  'remarks',
  'transaction remarks',
];
const CREDIT = [
  'credit',
  'credits',
  'deposit',
  'deposits',
  'deposit amt.',
  'deposit amount',
  'credit amount',
  'cr',
];
const DEBIT = [
  'debit',
  'debits',
  'withdrawal',
  'withdrawals',
  'withdrawal amt.',
  'withdrawal amount',
  'debit amount',
  'dr',
];
const AMOUNT = ['amount', 'transaction amount', 'txn amount'];
const FLAG = ['dr/cr', 'dr / cr', 'dr|cr', 'cr/dr', 'cr / dr', 'type'];
const REF = [
  'ref no',
  'ref no.',
  'reference no',
  'reference no.',
  'chq./ref.no.',
  'cheque no',
  'cheque no.',
  'utr',
];

function columns(keys: string[]): ColumnMap | undefined {
  // `Withdrawal(DR)`, `Amount(INR)`: the bracket only says the currency or the side.
  const bare = keys.map((k) => k.replace(/\([^)]*\)/g, '').trim());
  const find = (names: string[]): number | undefined => {
    for (const name of names) {
      const at = bare.indexOf(name);
      if (at >= 0) return at;
    }
    return undefined;
  };
  const date = find(DATE);
  const narration = find(NARRATION);
  if (date === undefined || narration === undefined) return undefined;
  const ref = find(REF);
  const credit = find(CREDIT);
  const debit = find(DEBIT);
  if (credit !== undefined && debit !== undefined)
    return { date, narration, credit, debit, ...(ref === undefined ? {} : { ref }) };
  const amount = find(AMOUNT);
  const flag = find(FLAG);
  if (amount !== undefined && flag !== undefined)
    return { date, narration, amount, flag, ...(ref === undefined ? {} : { ref }) };
  return undefined;
}

export const genericTable: StatementLayout = {
  bank: 'generic',
  columns,
  preamble: () => ({ accountLast4: null }),
  narration: (text) => ({ rrn: loneRrn(text), payerName: null, payerVpa: null }),
};
