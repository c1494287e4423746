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
import { collapseWhitespace, DEBIT, RE, readShapes, toPaise, toStatedDate, UNPARSEABLE } from './text.js';
import type { BankEmailParser, BankSmsParser, ParsedCredit, ParseResult } from './types.js';

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

const { currency: CUR, amount: AMOUNT, date: DATE, rrn: RRN } = RE;
const ACCOUNT = String.raw`(?:your )?HDFC Bank A/c \S+`;
/** A bracketed reference, read whole so that a short or empty one is refused, not skipped. */
const REF = String.raw`(?<rrn>[^)\s]*)`;

// In `<NAME>-<vpa>` both a name and a handle may hold hyphens; only with a single hyphen between them is
// it certain where one ends. Otherwise the credit keeps its amount, date and reference, without a payer.
const NARRATION_PARTY = /^(?<name>[^-]*)-(?<vpa>[^-\s]+)$/;

export const hdfcSmsParser: BankSmsParser = {
  bank: 'hdfc',
  headers: ['HDFCBK'],
  parse: (body) =>
    readShapes(body, {
      credits: [
        // Money Received - INR 499.01 in HDFC Bank A/c xx4821 on 21-11-26 from VPA ravi.kumar@okaxis
        //   (UPI 632514087215)
        {
          pattern: new RegExp(
            String.raw`^Money Received - ${CUR}${AMOUNT} in ${ACCOUNT} on ${DATE} from VPA (?<vpa>\S+) \(UPI ${REF}\)`,
            'i',
          ),
        },
        // Money Received - INR 2,350.00 in your HDFC Bank A/c xx4821 on 21-11-26 by A/c linked to mobile
        //   no xx7788 (IMPS Ref No. 632515402288) Avl bal: INR 18,412.50
        {
          pattern: new RegExp(
            String.raw`^Money Received - ${CUR}${AMOUNT} in ${ACCOUNT} on ${DATE} by A/c linked to mobile no \S+ \(IMPS Ref No\.? ${REF}\)`,
            'i',
          ),
        },
        // Credit Alert!\nRs.499.01 credited to HDFC Bank A/c XX4821 on 21-11-26 from VPA ravi.kumar@okaxis
        //   (UPI 632514087215); older messages say `(UPI Ref No 632514087215)`.
        {
          pattern: new RegExp(
            String.raw`^(?:Credit Alert! )?${CUR}${AMOUNT} credited to ${ACCOUNT} on ${DATE} from VPA (?<vpa>\S+) \(UPI(?: Ref No\.?)? ${REF}\)`,
            'i',
          ),
        },
        // Update! INR 1,050.00 deposited in HDFC Bank A/c XX4821 on 21-NOV-26 for
        //   UPI-632514099871-ANITA DSOUZA-anita@oksbi.Avl bal INR 12,000.00. …
        // The handle's bank part has no dot, so the narration ends where `.Avl bal` begins.
        {
          pattern: new RegExp(
            String.raw`^Update! ${CUR}${AMOUNT} deposited in ${ACCOUNT} on ${DATE} for UPI-${RRN}-(?<narration>[^@]*@[a-z0-9]+)`,
            'i',
          ),
          payer: ({ narration = '', ...groups }) => ({
            ...groups,
            ...NARRATION_PARTY.exec(narration)?.groups,
          }),
        },
        // Update! INR 1,12,210.00 deposited in HDFC Bank A/c XX4821 on 21-NOV-26 for
        //   NEFT Cr-UTIB0000123-SHARMA TEXTILES-MEERA IYER-AXISP00412233.Avl bal INR 1,30,622.50. …
        // The narration is <IFSC>-<remitter>-<beneficiary>-<UTR>: the payer is the remitter, named only
        // when no hyphen inside the names leaves doubt where it ends. A UTR is no RRN.
        {
          pattern: new RegExp(
            String.raw`^Update! ${CUR}${AMOUNT} deposited in ${ACCOUNT} on ${DATE} for NEFT Cr-[a-z]{4}0[a-z0-9]{6}-(?:(?<name>[^-]+)-[^-]+|[^.]+)-[a-z0-9]+\.`,
            'i',
          ),
        },
      ],
      debits: [
        // Sent Rs.250.00 From HDFC Bank A/C *4821 To SWIGGY On 21/11/26 Ref 632514012233 Not You? …
        new RegExp(String.raw`^(?:Amt )?Sent ${CUR}${AMOUNT} From ${ACCOUNT} To `, 'i'),
        // IMPS INR 5,000.00 sent from HDFC Bank A/c XX4821 on 21-11-26 To A/c xxxxxxxx2041 Ref-…
        new RegExp(String.raw`^IMPS ${CUR}${AMOUNT} sent from ${ACCOUNT} on ${DATE} To `, 'i'),
      ],
    }),
};
