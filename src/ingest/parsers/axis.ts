// Axis Bank: SMS alerts from AXISBK (CONTRACT §7; formats in fixtures/sms/axis.json) and alert e-mail from
// axisbank.com / axis.bank.in (fixtures/email/axis.md). The UPI credit SMS is several lines; read on
// collapsed whitespace, its lines are single spaces. The e-mail states date and time, so its credited_at
// is the moment it states (India time).
import { htmlToLines } from './html.js';
import {
  collapseWhitespace,
  creditShape,
  DEBIT,
  debitShape,
  RE,
  readCredit,
  readShapes,
  UNPARSEABLE,
} from './text.js';
import type { BankEmailParser, BankSmsParser, ParseResult } from './types.js';

const { currency: CUR, amount: AMOUNT, date: DATE, time: TIME, rrn: RRN } = RE;

const SHAPES = {
  credits: [
    // INR 499.00 credited\nA/c no. XX4821\n21-11-26, 14:03:41 IST\nUPI/P2A/632514087215/RAVI KUMAR/HDFC/Paym
    //   - Axis Bank (Axis truncates the payer's name to about 10 characters)
    creditShape(
      String.raw`^${CUR}${AMOUNT} credited A/c no\. \S+ ${DATE}, ${TIME} IST UPI/[a-z0-9]+/${RRN}/(?<name>[^/]+)/`,
    ),
    // INR 21635.00 credited to A/c no. XX4821 on 21-11-26 at 07:32:16 IST. Info- NEFT/CMS633334641/SHARMA TEX.
    //   Avl Bal- INR 33478.22 - Axis Bank (a NEFT or CMS reference is no RRN)
    creditShape(
      String.raw`^${CUR}${AMOUNT} credited to A/c no\. \S+ on ${DATE} at ${TIME} IST\. Info- ?NEFT/[a-z0-9]+/(?<name>[^/]+?)\. Avl Bal`,
    ),
  ],
  debits: [
    // INR 1200.00 debited\nA/c no. XX4821\n21-11-26, 23:09:50\nUPI/P2M/632569941600/RAJU STORES\nNot you? …
    debitShape(String.raw`^${CUR}${AMOUNT} debited (?:from |to )?A/c no\. \S+ `),
  ],
};

export const axisSmsParser: BankSmsParser = {
  bank: 'axis',
  headers: ['AXISBK'],
  parse: (body) => readShapes(body, SHAPES),
};

// The e-mail's two templates. Current (2025-2026), a label/value table; each value is one line of the
// text part, or one cell of the HTML part:
//   Amount Credited: INR 1,050.00 / Account Number: XX4821 / Date & Time: 21-11-26, 14:03:41 IST /
//   Transaction Info: UPI/P2A/632514087215/ANITA DSOUZ/SBIN/Payment
// Older, one sentence:
//   your A/c no. XX4821 has been credited with INR 5590.00 on 21-11-2026 at 11:59:28 IST by
//   UPI/P2A/632514334365/MEERA IYER.
//   INR 5590.00 has been credited to XX4821 on 21-11-26 at 11:59:28 IST. Reference no. - 632514334365
const TABLE_AMOUNT = new RegExp(String.raw`^Amount Credited:\s*${RE.currency}${RE.amount}$`, 'i');
const TABLE_WHEN = new RegExp(String.raw`^Date & Time:\s*${RE.date}, ${RE.time} IST$`, 'i');
const TABLE_INFO = /^Transaction Info:\s*(?<info>\S.*)$/i;
const TABLE_DEBIT = /^Amount Debited:/im;
const SENTENCE_CREDIT = new RegExp(
  String.raw`has been credited with ${RE.currency}${RE.amount} on ${RE.date} at ${RE.time} IST by (?<info>\S.*?)\.(?:\s|$)`,
  'i',
);
const SENTENCE_CREDIT_REFERENCE = new RegExp(
  String.raw`${RE.currency}${RE.amount} has been credited to \S+ on ${RE.date} at ${RE.time} IST\. Reference no\. ?- ?(?<reference>\S+?)\.?(?:\s|$)`,
  'i',
);
const SENTENCE_DEBIT = /has been debited from your A\/c/i;

/**
 * What `Transaction Info` (or the sentence's `by …`) says of the payment: a UPI credit's 12-digit
 * reference and the payer's name as Axis prints it (truncated), an NEFT's remitter (its UTR is no RRN),
 * anything else (`Salary Credit`) nothing.
 */
function readInfo(info: string): Partial<Record<string, string>> {
  const upi = /^UPI\/P2[AM]\/(?<rrn>[^/]+)\/(?<name>[^/]*)/i.exec(info)?.groups;
  if (upi) return { rrn: upi.rrn, ...(upi.name?.trim() ? { name: upi.name } : {}) };
  const neft = /^NEFT\/[A-Z0-9]+\/(?<name>[^/]+)/i.exec(info)?.groups;
  if (neft) return { name: neft.name };
  return {};
}

function readAxisMail(lines: readonly string[]): ParseResult | undefined {
  const text = collapseWhitespace(lines.join(' '));
  const debited = TABLE_DEBIT.test(lines.join('\n')) || SENTENCE_DEBIT.test(text);
  const find = (pattern: RegExp) => lines.map((l) => pattern.exec(l)?.groups).find((g) => g !== undefined);
  // A label and its value may sit on one line or (HTML cells) on two: read each label with the next line.
  const paired = lines.map((line, i) =>
    /:$/.test(line) && lines[i + 1] !== undefined ? `${line} ${lines[i + 1]}` : line,
  );
  const findPaired = (pattern: RegExp) =>
    paired.map((l) => pattern.exec(l)?.groups).find((g) => g !== undefined) ?? find(pattern);
  const amount = findPaired(TABLE_AMOUNT);
  const sentence = SENTENCE_CREDIT.exec(text)?.groups;
  const referenced = SENTENCE_CREDIT_REFERENCE.exec(text)?.groups;
  const credited = amount !== undefined || sentence !== undefined || referenced !== undefined;
  if (credited && debited) return UNPARSEABLE;
  if (debited) return DEBIT;
  if (amount !== undefined) {
    const when = findPaired(TABLE_WHEN);
    const info = findPaired(TABLE_INFO)?.info;
    if (when === undefined || info === undefined) return UNPARSEABLE;
    return readCredit({ amount: amount.amount, date: when.date, time: when.time, ...readInfo(info) });
  }
  if (sentence !== undefined) {
    const { amount: written, date, time, info = '' } = sentence;
    return readCredit({ amount: written, date, time, ...readInfo(info) });
  }
  if (referenced !== undefined) {
    const { amount: written, date, time, reference = '' } = referenced;
    // A 12-digit reference is the UPI RRN; any other reference names nothing we match on.
    return readCredit({
      amount: written,
      date,
      time,
      ...(/^\d{12}$/.test(reference) ? { rrn: reference } : {}),
    });
  }
  // "credited" with none of the shapes above: a wording we do not know, never guessed at.
  return /credited/i.test(text) ? UNPARSEABLE : undefined;
}

export const axisEmailParser: BankEmailParser = {
  bank: 'axis',
  domains: ['axisbank.com', 'axis.bank.in'],
  parse({ text, html }) {
    const lines = (written: string) =>
      written
        .split(/\r?\n/)
        .map(collapseWhitespace)
        .filter((l) => l !== '');
    const fromText = text === undefined ? undefined : readAxisMail(lines(text));
    if (fromText !== undefined) return fromText;
    return (html === undefined ? undefined : readAxisMail(htmlToLines(html))) ?? UNPARSEABLE;
  },
};
