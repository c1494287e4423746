// HDFC Bank: the UPI alert e-mail (CONTRACT §7, the shapes of test/fixtures/hdfc/email/) and the UPI SMS
// relayed by reporter devices (test/fixtures/hdfc/sms/).
//
// The HTML part is read as words by the tag stripper of html.ts. Two templates: the older one from
// hdfcbank.net ("has been credited to your account … by VPA …"), and the 2026 one from hdfcbank.bank.in
// (fixtures/email/hdfc-2026.md: "is debited from your account ending …"; its credit wording is known only
// from parsers written against it, so only that exact shape is read and anything else from the bank is an
// operator alert).
//
// Never guess: a message that reads as a credit but whose amount, date or reference is malformed is
// unparseable (operators look at it), never a credit with a repaired value. Debits are recognised only by
// their exact shapes, because a credit mistaken for a debit would be dropped without anyone being told.
import { RRN_PATTERN, VPA_PATTERN } from '../../domain/validation.js';
import { collapseWhitespace, DEBIT, RE, readShapes, toPaise, toStatedDate, UNPARSEABLE } from './text.js';
import { htmlToText } from './html.js';
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

const EMAIL_CREDIT =
  /Rs\. ?(?<amount>[\d,.]+) has been credited to your account \S+ by VPA (?<vpa>\S+)(?: (?<name>.*?))? on (?<date>\d{2}-\d{2}-\d{2})\./;
const EMAIL_DEBIT = /Rs\. ?[\d,.]+ has been debited from account /;
const EMAIL_REFERENCE_LEAD = 'UPI transaction reference number';
const EMAIL_REFERENCE = /UPI transaction reference number is (?<rrn>\d+)(?:\.| |$)/;

// The 2026 template (hdfcbank.bank.in; fixtures/email/hdfc-2026.md). Its debit is known verbatim; its
// credit only from parsers written against real mail: "Rs.<amount> is successfully credited to your
// account ending <NNNN> … on <DD-MM-YY>", with "Sender: <NAME> (VPA: <vpa>)" and "UPI transaction reference
// no.: <12 digits>". Only a mail with every one of those parts is read as a credit.
const EMAIL_2026_DEBIT = /Rs\. ?[\d,.]+ is debited from your account ending /i;
const EMAIL_2026_CREDIT =
  /Rs\. ?(?<amount>[\d,.]+?)\.? is successfully credited to your account ending \d{4}\b.*? on (?<date>\d{2}-\d{2}-\d{2})\./i;
const EMAIL_2026_SENDER = /Sender: (?<name>[^()]*?) ?\(VPA: (?<vpa>[^)\s]+)\)/i;
const EMAIL_2026_REFERENCE = /UPI transaction reference no\.: ?(?<rrn>\d+)\./i;

/** undefined when the body carries no alert sentence at all, so the other part of the message may. */
function readEmailAlert(body: string): ParseResult | undefined {
  const credited2026 = /is successfully credited/i.test(body);
  const credited = body.includes('has been credited') || credited2026;
  const debited = EMAIL_DEBIT.test(body) || EMAIL_2026_DEBIT.test(body);
  if (credited && debited) return UNPARSEABLE;
  if (debited) return DEBIT;
  if (!credited) return undefined;
  if (credited2026) return read2026Credit(body);
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

function read2026Credit(body: string): ParseResult {
  const { amount = '', date = '' } = EMAIL_2026_CREDIT.exec(body)?.groups ?? {};
  const { name, vpa = '' } = EMAIL_2026_SENDER.exec(body)?.groups ?? {};
  const rrn = EMAIL_2026_REFERENCE.exec(body)?.groups?.rrn ?? '';
  const amountPaise = toPaise(amount);
  const statedDate = toStatedDate(date);
  if (amountPaise === undefined || statedDate === undefined) return UNPARSEABLE;
  if (!VPA_PATTERN.test(vpa) || !RRN_PATTERN.test(rrn)) return UNPARSEABLE;
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
