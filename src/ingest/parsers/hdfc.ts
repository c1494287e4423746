// HDFC Bank: the UPI alert e-mail (CONTRACT §7, the shapes of test/fixtures/hdfc/email/) and the UPI SMS
// relayed by reporter devices (test/fixtures/hdfc/sms/).
//
// The HTML part goes through a small tag stripper, not html-to-text: all we need from it is one sentence of
// one fixed bank template, as plain words. html-to-text lays a page out for reading (word wrap, upper-cased
// headings, link targets in brackets), all of which would have to be switched off to keep that sentence
// intact, and it would bring a new dependency and a full HTML parser for it; the stripper below is short
// enough to read in full and is tested against the template's shapes.
//
// Never guess: a message that reads as a credit but whose amount, date or reference is malformed is
// unparseable (operators look at it), never a credit with a repaired value. Debits are recognised only by
// their exact shapes, because a credit mistaken for a debit would be dropped without anyone being told.
import { RRN_PATTERN, VPA_PATTERN } from '../../domain/validation.js';
import type { BankEmailParser, BankSmsParser, ParsedCredit, ParseResult } from './types.js';

const UNPARSEABLE: ParseResult = { kind: 'unparseable' };
const DEBIT: ParseResult = { kind: 'not_a_credit', what: 'debit' };

/** Rupees as the bank writes them: `499`, `499.5`, `12,349.55`, `1,23,456.78` (Indian) or `1,234,567.00`. */
const RUPEES = /^(?<whole>\d+|\d{1,2}(?:,\d{2})*,\d{3}|\d{1,3}(?:,\d{3})+)(?:\.(?<fraction>\d{1,2}))?$/;

/** Whole-number paise, so `0.29` is 29, never 28.999…; undefined for zero or a malformed amount. */
function toPaise(written: string): number | undefined {
  const { whole, fraction = '' } = RUPEES.exec(written)?.groups ?? {};
  if (whole === undefined) return undefined;
  const paise = Number(whole.replaceAll(',', '')) * 100 + Number(fraction.padEnd(2, '0'));
  // Past 2^53 the product is no longer exact; no real credit comes near it.
  return Number.isSafeInteger(paise) && paise > 0 ? paise : undefined;
}

const MONTH_NAMES = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const STATED_DATE = /^(?<day>\d{2})-(?<month>\d{2}|[A-Za-z]{3})-(?<year>\d{2})$/;

/** `21-11-26` or `21-NOV-26` (India time, 20yy) as `2026-11-21`; undefined unless a calendar day. */
function toStatedDate(written: string): string | undefined {
  const { day, month, year } = STATED_DATE.exec(written)?.groups ?? {};
  if (day === undefined || month === undefined || year === undefined) return undefined;
  const monthNumber = /^\d+$/.test(month) ? Number(month) : MONTH_NAMES.indexOf(month.toUpperCase()) + 1;
  if (monthNumber < 1 || monthNumber > 12) return undefined;
  const fullYear = 2000 + Number(year);
  // Day 0 of the next month is the last day of this one.
  const daysInMonth = new Date(Date.UTC(fullYear, monthNumber, 0)).getUTCDate();
  if (Number(day) < 1 || Number(day) > daysInMonth) return undefined;
  return `${fullYear}-${String(monthNumber).padStart(2, '0')}-${day}`;
}

function parsedCredit(fields: {
  amountPaise: number;
  statedDate: string;
  rrn?: string | undefined;
  payerVpa?: string | undefined;
  payerName?: string | undefined;
}): ParsedCredit {
  const { amountPaise, statedDate, rrn, payerVpa, payerName } = fields;
  // Absent value = absent key (CONTRACT §1).
  return {
    kind: 'credit',
    amountPaise,
    ...(rrn === undefined ? {} : { rrn }),
    ...(payerVpa === undefined ? {} : { payerVpa }),
    ...(payerName === undefined || payerName === '' ? {} : { payerName }),
    statedDate,
  };
}

/** Line breaks, tabs and non-breaking spaces fall where mail clients and phones put them, not the bank. */
const collapseWhitespace = (text: string): string => text.replace(/\s+/g, ' ').trim();

// Inline elements sit inside words and numbers (`<b>632514099871</b>.`), so they vanish; every other tag
// separates words.
const INLINE_ELEMENTS = new Set('a abbr b big em font i small span strong sub sup u'.split(' '));
const NAMED_ENTITIES: ReadonlyMap<string, string> = new Map([
  ['amp', '&'],
  ['lt', '<'],
  ['gt', '>'],
  ['quot', '"'],
  ['apos', "'"],
  ['nbsp', ' '],
]);

function decodeEntities(text: string): string {
  return text.replace(
    /&(?:#(?<decimal>\d{1,7})|#[xX](?<hex>[0-9a-fA-F]{1,6})|(?<name>[a-zA-Z]+));/g,
    (entity: string, decimal?: string, hex?: string, name?: string) => {
      // An entity we do not know stays as written: the sentence then fails to match and the message is
      // unparseable, rather than read with a character guessed.
      if (name !== undefined) return NAMED_ENTITIES.get(name) ?? entity;
      const codePoint = decimal === undefined ? Number.parseInt(hex ?? '', 16) : Number(decimal);
      return codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : entity;
    },
  );
}

function htmlToText(html: string): string {
  const visible = html
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<[!?][^>]*>/g, ' ')
    .replace(/<(head|script|style|title)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ');
  // Quoted attribute values may hold `>`, so a tag ends at the first `>` outside quotes.
  const words = visible.replace(
    /<\/?(?<element>[a-zA-Z][a-zA-Z0-9]*)(?:[^>"']|"[^"]*"|'[^']*')*>/g,
    (_tag: string, element: string) => (INLINE_ELEMENTS.has(element.toLowerCase()) ? '' : ' '),
  );
  // Entities are decoded last, so an escaped `&lt;b&gt;` in the text is never taken for a tag.
  return collapseWhitespace(decodeEntities(words));
}

const EMAIL_CREDIT =
  /Rs\. ?(?<amount>[\d,.]+) has been credited to your account \S+ by VPA (?<vpa>\S+)(?: (?<name>.*?))? on (?<date>\d{2}-\d{2}-\d{2})\./;
const EMAIL_DEBIT = /Rs\. ?[\d,.]+ has been debited from account /;
const EMAIL_REFERENCE_LEAD = 'UPI transaction reference number';
const EMAIL_REFERENCE = /UPI transaction reference number is (?<rrn>\d+)(?:\.| |$)/;

/** undefined when the body carries no alert sentence at all, so the other part of the message may. */
function readEmailAlert(body: string): ParseResult | undefined {
  const credited = body.includes('has been credited');
  const debited = EMAIL_DEBIT.test(body);
  if (credited && debited) return UNPARSEABLE;
  if (debited) return DEBIT;
  if (!credited) return undefined;

  const { amount = '', vpa = '', name, date = '' } = EMAIL_CREDIT.exec(body)?.groups ?? {};
  const amountPaise = toPaise(amount);
  const statedDate = toStatedDate(date);
  if (amountPaise === undefined || statedDate === undefined || !VPA_PATTERN.test(vpa)) return UNPARSEABLE;

  // The reference sentence is optional, but when the bank wrote one it must read as a 12-digit reference.
  let rrn: string | undefined;
  if (body.includes(EMAIL_REFERENCE_LEAD)) {
    rrn = EMAIL_REFERENCE.exec(body)?.groups?.rrn;
    if (rrn === undefined || !RRN_PATTERN.test(rrn)) return UNPARSEABLE;
  }
  return parsedCredit({ amountPaise, statedDate, rrn, payerVpa: vpa, payerName: name?.trim() });
}

export const hdfcEmailParser: BankEmailParser = {
  bank: 'hdfc',
  domains: ['hdfcbank.net', 'hdfcbank.bank.in'],
  parse({ text, html }) {
    // The plain-text part is what the bank wrote as text; the HTML part is read only when the text part
    // carries no alert sentence (absent, or a "view this mail in HTML" stub). A text part whose credit
    // sentence is malformed stays unparseable: the HTML part is not consulted to repair it.
    const fromText = text === undefined ? undefined : readEmailAlert(collapseWhitespace(text));
    if (fromText !== undefined) return fromText;
    return (html === undefined ? undefined : readEmailAlert(htmlToText(html))) ?? UNPARSEABLE;
  },
};

const CURRENCY = String.raw`(?:Rs\.?|INR) ?`;
const SMS_AMOUNT = String.raw`(?<amount>[\d,.]+)`;
const SMS_DATE = String.raw`(?<date>\d{2}-(?:\d{2}|[A-Za-z]{3})-\d{2})`;
const ACCOUNT = String.raw`HDFC Bank A/[Cc] \S+`;

const SMS_CREDITS: readonly RegExp[] = [
  // Money Received - INR 499.01 in HDFC Bank A/c xx4821 on 21-11-26 from VPA ravi.kumar@okaxis
  //   (UPI 632514087215)
  new RegExp(
    String.raw`^Money Received - ${CURRENCY}${SMS_AMOUNT} in ${ACCOUNT} on ${SMS_DATE} from VPA (?<vpa>\S+) \(UPI (?<rrn>[^)\s]*)\)`,
  ),
  // Rs.499.01 credited to HDFC Bank A/c XX4821 on 21-11-26 from VPA ravi.kumar@okaxis
  //   (UPI Ref No 632514087215)
  new RegExp(
    String.raw`^${CURRENCY}${SMS_AMOUNT} credited to ${ACCOUNT} on ${SMS_DATE} from VPA (?<vpa>\S+) \(UPI Ref No\.? (?<rrn>[^)\s]*)\)`,
  ),
  // Update! INR 1,050.00 deposited in HDFC Bank A/c XX4821 on 21-NOV-26 for
  //   UPI-632514099871-ANITA DSOUZA-anita@oksbi.Avl bal INR 12,000.00. …
  // The handle's bank part has no dot, so the narration ends where `.Avl bal` begins.
  new RegExp(
    String.raw`^Update! ${CURRENCY}${SMS_AMOUNT} deposited in ${ACCOUNT} on ${SMS_DATE} for UPI-(?<rrn>\d+)-(?<party>[^@]*@[A-Za-z0-9]+)`,
  ),
];

const SMS_DEBITS: readonly RegExp[] = [
  // Sent Rs.250.00 From HDFC Bank A/C *4821 To SWIGGY On 21/11/26 Ref 632514012233 Not You? …
  new RegExp(String.raw`^(?:Amt )?Sent ${CURRENCY}[\d,.]+ From ${ACCOUNT} To `),
];

// In `<NAME>-<vpa>` both a name and a handle may hold hyphens; only with a single hyphen between them is
// it certain where one ends. Otherwise the credit keeps its amount, date and reference, without a payer.
const NARRATION_PARTY = /^(?<name>[^-]*)-(?<vpa>[^-\s]+)$/;

function readSmsCredit(groups: Partial<Record<string, string>>): ParseResult {
  const { amount = '', date = '', rrn = '', vpa, party } = groups;
  const amountPaise = toPaise(amount);
  const statedDate = toStatedDate(date);
  if (amountPaise === undefined || statedDate === undefined || !RRN_PATTERN.test(rrn)) return UNPARSEABLE;
  const payer: { vpa?: string | undefined; name?: string | undefined } | undefined =
    party === undefined ? { vpa } : NARRATION_PARTY.exec(party)?.groups;
  if (payer?.vpa !== undefined && !VPA_PATTERN.test(payer.vpa)) return UNPARSEABLE;
  return parsedCredit({ amountPaise, statedDate, rrn, payerVpa: payer?.vpa, payerName: payer?.name?.trim() });
}

export const hdfcSmsParser: BankSmsParser = {
  bank: 'hdfc',
  // DLT headers: a two-letter operator and circle prefix, and on newer messages a one-letter category
  // suffix (`-S` service, `-T` transactional, ...); some phones show the bare id. Anchored at both ends, so
  // a look-alike such as `VM-HDFCBKX` is not read as the bank.
  senders: /^(?:[A-Z]{2}-)?HDFCBK(?:-[A-Z])?$/i,
  parse(body) {
    const sms = collapseWhitespace(body);
    for (const shape of SMS_CREDITS) {
      const groups = shape.exec(sms)?.groups;
      if (groups !== undefined) return readSmsCredit(groups);
    }
    return SMS_DEBITS.some((shape) => shape.test(sms)) ? DEBIT : UNPARSEABLE;
  },
};
