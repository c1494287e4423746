// The generic table of CONTRACT §14: any bank's CSV or spreadsheet whose header names a date column
// and either credit and debit columns or an amount with a Dr/Cr column (or an amount that carries its
// own Cr/Dr mark), under the names banks use (fixtures/statements README, "Other banks").
// Only the RRN is read from its narration (a lone 12-digit token); payers are too varied to guess.
import { accountLast4, readDate } from '../cells.js';
import type { ColumnMap, Preamble, StatementLayout } from '../layout.js';
import { loneRrn } from '../narration.js';

// Header names compared squashed: lower case, a bracket's content dropped (`Withdrawal(DR)`,
// `Amount (Rs.)`, `Deposits (in Rs.)`: the bracket only says the side or the currency), then every
// character but letters, digits, `/`, `|` and `&` dropped (`Chq./Ref.No.` is `chq/refno`,
// `TRN.  Date` is `trndate`).
export const squashHeader = (key: string): string =>
  key
    .toLowerCase()
    .replace(/\([^)]*\)/g, '')
    .replace(/[^a-z0-9/|&]/g, '');

// First name found wins: a transaction date over a posting date over a value date.
const DATE = [
  'txndate',
  'trandate',
  'transactiondate',
  'transdate',
  'trndate',
  'date',
  'date&time',
  'dateandtime',
  'transactiondate&time',
  'txndate&time',
  'txnposteddate',
  'transactionposteddate',
  'posteddate',
  'postdate',
  'postingdate',
  'valuedate',
  'valuedt',
];
const NARRATION = [
  'description',
  'narration',
  'particulars',
  'particular',
  'transactionparticulars',
  'details',
  'transactiondetails',
  'transactiondescription',
  'remarks',
  'transactionremarks',
  'narration/description',
  'description/narration',
];
const CREDIT = [
  'credit',
  'credits',
  'deposit',
  'deposits',
  'depositamt',
  'depositamount',
  'creditamount',
  'creditamt',
  'cramount',
  'cr',
];
const DEBIT = [
  'debit',
  'debits',
  'withdrawal',
  'withdrawals',
  'withdrawl',
  'withdraws',
  'withdrawalamt',
  'withdrawalamount',
  'debitamount',
  'debitamt',
  'dramount',
  'dr',
];
// `Withdrawal (Dr)/Deposit (Cr)`: one column whose amounts carry `(Dr)` or `(Cr)`.
const AMOUNT = [
  'amount',
  'transactionamount',
  'txnamount',
  'amt',
  'withdrawal/deposit',
  'deposit/withdrawal',
];
const FLAG = [
  'dr/cr',
  'cr/dr',
  'dr|cr',
  'cr|dr',
  'drcr',
  'crdr',
  'debit/credit',
  'credit/debit',
  'd/c',
  'c/d',
  'type',
  'transactiontype',
  'txntype',
];
const REF = [
  'chq/refno',
  'chq/refnumber',
  'chequeno/refno',
  'refno',
  'referenceno',
  'referencenumber',
  'refno/chequeno',
  'chequeno/referenceno',
  'cheque/referenceno',
  'ref/chqno',
  'chqno',
  'chequeno',
  'chequenumber',
  'instrumentid',
  'instrumentno',
  'upirefno',
  'upirefnumber',
  'rrn',
  'rrnno',
  'utr',
  'utrno',
  'utrnumber',
];
/** Reference columns that name the RRN itself: a bare 12-digit value there is the RRN. */
const RRN_REF = new Set(['upirefno', 'upirefnumber', 'rrn', 'rrnno', 'utr', 'utrno', 'utrnumber']);

function columns(keys: string[]): ColumnMap | undefined {
  const squashed = keys.map(squashHeader);
  const find = (names: string[]): number | undefined => {
    for (const name of names) {
      const at = squashed.indexOf(name);
      if (at >= 0) return at;
    }
    return undefined;
  };
  const date = find(DATE);
  const narration = find(NARRATION);
  if (date === undefined || narration === undefined) return undefined;
  const ref = find(REF);
  const refs =
    ref === undefined
      ? {}
      : { ref, ...(RRN_REF.has(squashed[ref] as string) ? { refIsRrn: true as const } : {}) };
  const credit = find(CREDIT);
  const debit = find(DEBIT);
  if (credit !== undefined && debit !== undefined) return { date, narration, credit, debit, ...refs };
  const amount = find(AMOUNT);
  if (amount === undefined) return undefined;
  // The amount's own flag: the first Dr/Cr column after it (a second one belongs to the balance).
  const flag = squashed.findIndex((key, at) => at > amount && FLAG.includes(key));
  if (flag >= 0) return { date, narration, amount, flag, ...refs };
  const before = find(FLAG);
  if (before !== undefined) return { date, narration, amount, flag: before, ...refs };
  return { date, narration, amount, ...refs };
}

// `Account Number : 0012345678904821`, `A/C No. XXXXXXXX4821`, `Account No :- 923010001234821`: the
// number must end in four digits (a mask in the middle would make any other four digits up).
const ACCOUNT =
  /\b(?:a\/c|acct?|account)\.?\s*(?:no|number|num)\b\.?\s*[:.#-]*\s*['"]?([0-9Xx*]*\d{4})(?![0-9A-Za-z])/i;
const DATE_TOKEN = String.raw`(\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}|\d{1,2}[ -][A-Za-z]{3,9}[ ,-]+\d{2,4}|[A-Za-z]{3,9}\.? \d{1,2},? \d{4}|\d{4}-\d{2}-\d{2})`;
// `Statement From : 01/09/2026 To : 04/09/2026`, `Period: 01-Sep-2026 to 04-Sep-2026`,
// `for the period 01/09/2026 - 04/09/2026`, `Account statement for: 1 Sep 2026 to 4 Sep 2026`,
// `From Date : 01/09/2026 To Date : 04/09/2026`, `Date Range 01/09/2026 - 04/09/2026`.
const PERIOD = new RegExp(
  String.raw`(?:from|period|between|range|statement for)\b[^0-9]{0,20}?${DATE_TOKEN}\s*(?:to|till|-|and)(?:\s+date)?\s*[:-]?\s*${DATE_TOKEN}`,
  'i',
);

function preamble(lines: string[]): Preamble {
  let account: string | null = null;
  let periodFrom: string | undefined;
  let periodTo: string | undefined;
  for (const line of lines) {
    if (account === null) {
      const m = ACCOUNT.exec(line);
      if (m !== null) account = accountLast4(m[1] as string);
    }
    if (periodFrom === undefined) {
      const m = PERIOD.exec(line);
      const from = m === null ? undefined : readDate(m[1])?.date;
      const to = m === null ? undefined : readDate(m[2])?.date;
      if (from !== undefined && to !== undefined && from <= to) {
        periodFrom = from;
        periodTo = to;
      }
    }
  }
  return {
    accountLast4: account,
    ...(periodFrom === undefined || periodTo === undefined ? {} : { periodFrom, periodTo }),
  };
}

/**
 * The RRN: a reference column's `UPI-<12 digits>` or `IMPS-<12 digits>` (Kotak's other downloads: the
 * 12 digits in their narration are another number), a bare 12-digit value in a column named for the
 * RRN or UTR, else the one 12-digit token of a narration that names UPI or IMPS. Any other line has
 * none: a NEFT or RTGS UTR of 12 digits, an account number in a transfer's narration, are no RRN.
 */
function narration(text: string, ref: string, refIsRrn?: boolean): ReturnType<StatementLayout['narration']> {
  const none = { rrn: null, payerName: null, payerVpa: null };
  const prefixed = /^(?:UPI|IMPS)[-/ ]?(\d{12})$/i.exec(ref)?.[1];
  if (prefixed !== undefined) return { ...none, rrn: prefixed };
  if (refIsRrn === true && /^\d{12}$/.test(ref)) return { ...none, rrn: ref };
  // Only UPI and IMPS carry an RRN: elsewhere a lone 12 digits is an account or cheque number.
  if (!/\b(?:UPI|IMPS|RRN)/i.test(text)) return none;
  return { ...none, rrn: loneRrn(text) };
}

export const genericTable: StatementLayout = {
  bank: 'generic',
  columns,
  preamble,
  narration,
};
