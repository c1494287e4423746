// HDFC Bank: the netbanking XLS (BIFF8, header on about row 21 between `*` rulers) and the Delimited
// text (space-padded commas, no preamble). UPI and IMPS carry `0000<RRN>` in the reference column.
import { accountLast4 } from '../cells.js';
import { columnsByName, period, preambleValue, type StatementLayout } from '../layout.js';
import { payerName, wholeHandle } from '../narration.js';
import type { NarrationReading } from '../types.js';

const IFSC_RRN = /-([A-Z]{4}0[A-Z0-9]{6})-(\d{12})(?:-|$)/;

function narration(text: string, ref: string): NarrationReading {
  const upi = /^(?:REV-)?UPI-(.*)$/.exec(text);
  const imps = /^IMPS-(\d{12})-([^-]*)-/.exec(text);
  const neft = /^NEFT CR-[A-Z]{4}0[A-Z0-9]{6}-([^-]*)-/.exec(text);
  // The reference column survives a narration cut before the RRN; only UPI and IMPS carry one.
  const rrn = upi !== null || imps !== null ? (/^(?:0000)?(\d{12})$/.exec(ref)?.[1] ?? null) : null;
  if (upi !== null) {
    const body = upi[1] as string;
    const anchor = IFSC_RRN.exec(body);
    const payer = anchor === null ? body : body.slice(0, anchor.index);
    // Never split by position: handles hold hyphens (`ravik-1@okicici`); the name ends at the first one.
    const cut = payer.indexOf('-');
    const handle = cut < 0 ? undefined : payer.slice(cut + 1);
    const whole = anchor === null ? /^([^@]*@[A-Za-z0-9.]+)(?:-|$)/.exec(handle ?? '')?.[1] : handle;
    return {
      rrn: rrn ?? anchor?.[2] ?? null,
      payerName: payerName(cut < 0 ? payer : payer.slice(0, cut)),
      payerVpa: wholeHandle(whole),
    };
  }
  if (imps !== null)
    return { rrn: rrn ?? (imps[1] as string), payerName: payerName(imps[2]), payerVpa: null };
  if (neft !== null) return { rrn: null, payerName: payerName(neft[1]), payerVpa: null };
  return { rrn: null, payerName: null, payerVpa: null };
}

function preamble(lines: string[]): ReturnType<StatementLayout['preamble']> {
  const account = preambleValue(lines, /Account No\s*:\s*([0-9X*]{4,})/i);
  const dates = preambleValue(lines, /Statement From\s*:\s*(\S+)\s*To\s*:\s*(\S+)/i);
  return {
    accountLast4: account === undefined ? null : accountLast4(account[1] as string),
    ...period(dates?.[1], dates?.[2]),
  };
}

export const hdfcXls: StatementLayout = {
  bank: 'hdfc',
  columns: (keys) =>
    columnsByName(
      keys,
      {
        date: 'date',
        narration: 'narration',
        ref: 'chq./ref.no.',
        debit: 'withdrawal amt.',
        credit: 'deposit amt.',
      },
      ['value dt', 'closing balance'],
    ),
  preamble,
  narration,
};

export const hdfcDelimited: StatementLayout = {
  bank: 'hdfc',
  columns: (keys) =>
    columnsByName(
      keys,
      {
        date: 'date',
        narration: 'narration',
        ref: 'chq/ref number',
        debit: 'debit amount',
        credit: 'credit amount',
      },
      ['value dat', 'closing balance'],
    ),
  preamble,
  narration,
};
