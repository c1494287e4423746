// The one reader every feed uses (CONTRACT §7): an SMS by its sender's DLT header, a bank's alert mail by
// its verified DKIM domain, both through the same grammar, so an SMS and a mail of one wording cannot be
// read two ways.
import { indiaDate, type UnixSeconds } from '../../domain/time.js';
import { type Bank, bankByHeader } from './banks.js';
import { type AlertReading, CUT_ENDINGS, type ReadContext, readAlert } from './grammar.js';
import { direction } from './direction.js';
import { htmlToText } from './html.js';
import { payerTokens } from './payer.js';
import { HINDI_GRAMMAR_WORDS } from './hindi.js';
import { commonSlipsOnly, respelt } from './spelling.js';
import { isShapeWord } from './lexicon.js';
import { type Token, tokenize } from './tokens.js';

export type { AlertReading } from './grammar.js';

// Control characters (other than whitespace) and lone surrogates are no bank's wording; such a text is
// not read at all, so nothing of it can reach the database.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNREADABLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|\p{Cs}/u;

/**
 * Longer than any bank alert: such a text is unparseable without being read, so a 64 KiB body is answered,
 * not studied. An SMS is at most a few segments; a mail's text part carries disclaimers too.
 */
const MAX_SMS_CHARS = 4000;
const MAX_MAIL_CHARS = 20_000;

/**
 * Format characters (Unicode's Cf: zero-width space, zero-width joiner and non-joiner, word joiner, byte
 * order mark, soft hyphen, direction marks) print nothing, yet a forwarder or a bank's template may leave
 * one inside a token: `Rs\u200b 420.00` was no amount, and `Rs 4\u200b20.00` read as Rs 4, a wrong amount.
 * NFKC keeps them, so they are removed before the text is tokenized (Hindi's joiners only choose how a
 * conjunct is drawn; the words read the same without them).
 */
const FORMAT_CHARS = /\p{Cf}/gu;
// eslint-disable-next-line no-control-regex -- every character past ASCII's
const NOT_ASCII = /[^\u0000-\u007f]/;

/**
 * The text as the grammar reads it: compatibility forms folded (NFKC), so the "bold" and "sans-serif"
 * mathematical letters some banks send (`𝐜𝐫𝐞𝐝𝐢𝐭𝐞𝐝`) are plain words, and format characters removed.
 */
function readable(text: string, limit = MAX_SMS_CHARS): string | undefined {
  if (text.length > limit || UNREADABLE.test(text)) return undefined;
  // (A text all in ASCII is its own NFKC form, holds no format character and no Devanagari digit.)
  const folded = !NOT_ASCII.test(text) ? text : asciiDigits(text.normalize('NFKC').replace(FORMAT_CHARS, ''));
  // (A mail's text part wraps its sentences at a fixed width: its line breaks are spaces.)
  return limit === MAX_SMS_CHARS ? endLines(folded) : folded;
}

/**
 * A line break after a word, a bracket or a reference's digits (never an amount's), before a line that opens with a capital, ends a sentence
 * as a full stop does (R8-33): banks lay alerts out line by line, and a promotion on its own line ("…(UPI
 * 6327…)\nEarn 7.5% interest on FD!") was read as the credit's own sentence, its "interest" silencing a
 * payment. The stop is written in, so every rule sees the same sentences.
 */
// (Never after a word no sentence ends on, "credited to\nA/c XX1234", nor before a masked number, "A/c\nXX1234".)
// (A text without a line break has none to end: the pattern is not run over it.)
const endLines = (text: string): string =>
  !text.includes('\n')
    ? text
    : text.replace(
        /(?<word>[\p{L}/]+|[)\]]|(?<![\d.,])\d{6,})(?<gap>[ \t]*)\n(?=[ \t]*\p{Lu})(?![ \t]*[xX*]+\d)/gu,
        (all: string, word: string, gap: string, offset: number, whole: string) => {
          const next =
            /^[ \t]*([\p{L}/]+)/u.exec(whole.slice(offset + all.length, offset + all.length + 40))?.[1] ?? '';
          // (Nor before a word a sentence goes on with, "CREDITED\nWITH INR …", "Paytm Payments\nBank a/c", nor between
          // two words in capitals, an all-capitals alert's or a name's, "of RAVI\nKUMAR debited".)
          const capitals = (w: string): boolean => w.length > 1 && w === w.toUpperCase() && /\p{L}/u.test(w);
          const goesOn =
            CONTINUING.has(word.toLowerCase()) ||
            GOES_ON_WITH.has(next.toLowerCase()) ||
            (capitals(word) && capitals(next));
          return goesOn ? all : `${word}.${gap}\n`;
        },
      );
/** Words a line may open with that go on the sentence before ("\nWITH INR …", "\nBank a/c …"). */
const GOES_ON_WITH = new Set('with by to in into on from and of for at via bank'.split(' '));
/** Words a sentence goes on after (prepositions, articles, an account's noun). */
const CONTINUING = new Set(
  'to in into of for from by with on at your ur the a an and or no a/c ac acct account via through is was has been are vpa'.split(
    ' ',
  ),
);

/**
 * A mail ends at its sign-off (R9-17): what a bank prints below "Regards," (its name, then banners: "Reward points
 * worth Rs. 500 will be credited on your first UPI transaction", "Get 5% cashback …") is no part of the alert, and
 * read as one it made a second amount, a promise of money or a non-payment's word beside the credit, so the credit
 * went to operators. Cut only when an amount was printed before the sign-off (the alert is above it).
 */
const SIGN_OFF =
  /(?:^|\n|(?<=[.!])[ \t])[ \t]*(?:(?:warm|best|kind|with)[ \t]+)?(?:thanks[ \t]*(?:&|and)[ \t]*)?(?:regards|yours[ \t]+(?:sincerely|faithfully|truly))\b[ \t]*,?/i;
const MONEY_OUT_BELOW = /\b(?:debited|debit|dr|withdrawn|withdrawal|deducted|spent|paid|sent|transferred)\b/i;
function signedOff(text: string): string {
  const sign = SIGN_OFF.exec(text);
  if (sign === null || !/(?:rs|inr|₹)\.?\s{0,3}\d/i.test(text.slice(0, sign.index))) return text;
  const end = sign.index + sign[0].length;
  // (Money out said below it, `Amount Debited: INR 5.00`, is no banner: the whole mail is read, never a credit.)
  return MONEY_OUT_BELOW.test(text.slice(end)) ? text : text.slice(0, end);
}

/**
 * A mail's blank line ends a paragraph, and so its sentence (R9-17): a table's last field (`Transaction Info:
 * NEFT/…/SHARMA TEXTILES`) has no full stop of its own, and the footer paragraph after it (`If you have not
 * authorised this transaction, please call …`, `Please ignore if already reported.`) was read as the credit's
 * predicate or as the rest of the payer's narration, so every such credit went to operators. The stop is
 * written in after a word, digits or a bracket (never after a word a sentence goes on after, `credited to`, which
 * is a paragraph cut off: see `creditParagraphCut`, which reads the text as it came).
 */
const endParagraphs = (text: string): string =>
  text.replace(
    /(?<word>[\p{L}/]+|[\p{N})\]])(?<gap>[ \t]*\n[ \t]*\n)/gu,
    (all: string, word: string, gap: string) => (CONTINUING.has(word.toLowerCase()) ? all : `${word}.${gap}`),
  );

/**
 * Devanagari's digits (`रु. ५००.००`, `XX४८२१`) as ASCII ones: NFKC keeps them, and an amount, an account or a
 * date written so is the same figure (and an operator alert's shape turns every digit to 9 only once it is
 * ASCII).
 */
const asciiDigits = (text: string): string =>
  text.replace(/[\u0966-\u096f]/g, (d) => String(d.charCodeAt(0) - 0x966));

/**
 * The message's words for phrases. An amount, a handle, a date or a time between two words parts them
 * with a mark no phrase holds: "received Rs.500 payment" is no "received payment" (a card's bill paid),
 * "from ravi@oksbi. NPCI Ref" no "from npci" (BHIM's incentive); both lost payments in silence.
 */
// (One loop, no array per token: this runs on every text read.)
function flatWords(tokens: readonly Token[]): string {
  const words: string[] = [];
  for (const t of tokens) {
    if (t.kind === 'word') words.push(t.lower);
    else if (breaksPhrase(t)) words.push('·');
  }
  return words.join(' ');
}
/** ("Money received! Payment of INR 500.00 …": a heading's '!' or a question's '?' parts its words too.) */
const breaksPhrase = (t: Token): boolean => PHRASE_BREAKS.has(t.kind) || t.text === '!' || t.text === '?';
const PHRASE_BREAKS = new Set<Token['kind']>(['money', 'vpa', 'date', 'time']);

const saysMoneyMoved = (tokens: readonly Token[]): boolean =>
  tokens.some((_, i) => direction(tokens, i) !== undefined);

/**
 * The grammar's reading, and with a misspelt direction word (R9-13, `spelling.ts`) the reading of the text spelt
 * right, where a credit is only `unparseable` (a misspelt word is no certainty) and money out stays silent.
 */
function readSpelt(
  text: string,
  tokens: readonly Token[],
  words: string,
  dialect: Bank['dialect'],
  context: ReadContext,
): AlertReading {
  const spelt = respelt(text, tokens);
  if (spelt === undefined) return readAlert(text, tokens, words, dialect, context);
  const spaced = tokenize(spelt);
  const reading = readAlert(spelt, spaced, flatWords(spaced), dialect, context);
  return reading.kind === 'credit' && !commonSlipsOnly(tokens)
    ? { kind: 'unparseable', why: 'a misspelt direction word' }
    : reading;
}

/** One alert text, read by the grammar with the bank's dialect. */
export function readText(text: string, bank?: Bank, context: ReadContext = {}): AlertReading {
  const folded = readable(text);
  if (folded === undefined) return { kind: 'unparseable', why: 'unreadable characters or length' };
  const tokens = tokenize(folded);
  return readSpelt(
    folded,
    tokens,
    flatWords(tokens),
    bank?.dialect,
    bank === undefined ? context : { ...context, bank: bank.name },
  );
}

/**
 * The 6-letter DLT header of an SMS sender id, whatever the operator prefix (`AX-`, `VM-`, ...) and
 * category suffix (`-S` service, `-T` transactional, `-P` promotional, `-G` government): `AX-HDFCBK-S`,
 * `VM-HDFCBK` and `HDFCBK` are all `HDFCBK`. Anchored at both ends, so `VM-HDFCBKX` is no header.
 */
export function dltHeader(sender: string): string | undefined {
  return /^(?:[a-z]{2}-)?(?<header>[a-z]{6})(?:-[stpg])?$/i.exec(sender)?.groups?.header?.toUpperCase();
}

/** A phone number: anyone can send from one, so its "credited" texts are a known fraud (CONTRACT §7). */
export const isNumericSender = (sender: string): boolean => /^\+?[\d\s()-]{3,}$/.test(sender);

export type SmsReading =
  /** A phone number sent it: whatever it says, it is no bank's alert (fake "credited" texts are a fraud). */
  | { kind: 'rejected' }
  /** An alphabetic sender no bank declares; `readsAsPayment` when its text reads as money in. */
  | { kind: 'unknown_sender'; header: string | undefined; readsAsPayment: boolean }
  | { kind: 'read'; bank: Bank; header: string; reading: AlertReading };

/** `receivedAt`: when the phone (or SMS centre) got it, which places a date printed without its year. */
export function readSms(sender: string, body: string, receivedAt?: UnixSeconds): SmsReading {
  const context = { receivedOn: receivedAt === undefined ? undefined : indiaDay(receivedAt) };
  if (isNumericSender(sender)) return { kind: 'rejected' };
  const header = dltHeader(sender);
  const bank = header === undefined ? undefined : bankByHeader(header);
  if (header === undefined || bank === undefined) {
    const reading = readText(body, undefined, context);
    const readsAsPayment =
      reading.kind === 'credit' ||
      (reading.kind === 'unparseable' && reading.why !== 'unreadable characters or length');
    return { kind: 'unknown_sender', header, readsAsPayment };
  }
  // TRAI's `-P` marks a promotional message: a bank sends its transaction alerts as service or
  // transactional (`-S`, `-T`), never as promotions, so whatever a `-P` text says is an advertisement
  // ("Got an SMS saying Rs.10,000 credited to your a/c? …").
  if (/-p$/i.test(sender.trim())) return { kind: 'read', bank, header, reading: PROMOTION };
  // A bank's credit-card header (`SBICRD`, `BOBCRD`, `PNBCCD`, `RBLCRD`) carries card alerts only: money
  // "credited" there is a card's bill paid or a refund, never a payment into the seller's account.
  if (CARD_HEADER.test(header)) {
    const reading = readText(body, bank, context);
    return { kind: 'read', bank, header, reading: reading.kind === 'credit' ? PROMOTION : reading };
  }
  return { kind: 'read', bank, header, reading: readText(body, bank, context) };
}

/**
 * `indiaDate`, without Intl's formatter for the years India's clock has been UTC+05:30 throughout (1970 to 9999):
 * the formatter took a few per cent of each message's time. Any other moment goes to `indiaDate` itself.
 */
const IST_MS = 19_800_000;
const LAST_MS = Date.UTC(9999, 11, 31) - IST_MS;
function indiaDay(t: UnixSeconds): string {
  const ms = new Date(t * 1000).getTime();
  if (!(ms >= 0 && ms < LAST_MS)) return indiaDate(t);
  const d = new Date(ms + IST_MS);
  const month = d.getUTCMonth() + 1;
  const day = d.getUTCDate();
  return `${d.getUTCFullYear()}-${month < 10 ? '0' : ''}${month}-${day < 10 ? '0' : ''}${day}`;
}

const PROMOTION: AlertReading = { kind: 'ignored', reason: 'not_a_payment' };
const CARD_HEADER = /(?:CRD|CCD)$/;

/**
 * A bank's alert mail (`text` the plain part, `html` the HTML part; either may be missing). The plain part
 * is what the bank wrote as text; the HTML part is read only when the text part says nothing of money
 * moving (absent, or a "view this mail in HTML" stub), never to repair a text part the grammar refused.
 * A mail from a bank's alert address that states no payment at all is an unknown template: unparseable,
 * so operators see it (a mail is never chatter the way SMS promotions are).
 */
export function readMail(
  bank: Bank,
  parts: { text?: string | undefined; html?: string | undefined },
  receivedAt?: UnixSeconds,
): AlertReading {
  const context = {
    receivedOn: receivedAt === undefined ? undefined : indiaDay(receivedAt),
    bank: bank.name,
  };
  for (const part of [parts.text, parts.html === undefined ? undefined : htmlToText(parts.html)]) {
    if (part === undefined) continue;
    // A mail is wrapped and indented by whoever relayed it: runs of spaces are one space, lines stay lines.
    const folded = readable(part.replace(/[^\S\n]+/g, ' ').replace(/ ?\r?\n ?/g, '\n'), MAX_MAIL_CHARS);
    if (folded === undefined) return { kind: 'unparseable', why: 'unreadable characters or length' };
    const stopped = endParagraphs(signedOff(folded));
    const tokens = tokenize(stopped);
    const words = flatWords(tokens);
    const reading = readSpelt(stopped, tokens, words, bank.dialect, context);
    if (reading.kind === 'credit' && creditParagraphCut(folded))
      return { kind: 'unparseable', why: 'cut off mid-sentence' };
    if (reading.kind === 'credit' && !aCreditMailOnFile(bank, words))
      return { kind: 'unparseable', why: 'a credit mail in a shape not on file' };
    if (reading.kind !== 'ignored' || reading.reason !== 'not_a_payment' || saysMoneyMoved(tokens))
      return reading;
    // A one-time password the mail gives, and no money moved: the bank's OTP mail, no template unknown (mail16).
    if (GIVES_OTP.some((re) => re.test(stopped))) return { kind: 'ignored', reason: 'not_a_payment' };
  }
  return { kind: 'unparseable', why: 'no alert sentence' };
}

/**
 * A mail that gives a one-time password ("Your OTP for transaction of Rs.1250.00 at AMAZON is 123456.", "123456 is
 * your One Time Password"): the code itself after "OTP … is" in one sentence (a dot before a space ends it; "Rs.1250.00"'s do not), or
 * before "is your OTP". A footer's advice ("Never share your OTP") gives none, so a mail saying only that stays an
 * unknown template.
 */
const GIVES_OTP = [
  /\b(?:otp|one[- ]time password)\b(?:[^.\n]|\.(?=\S)){0,80}?\bis\s*:?\s*\d{4,8}\b/i,
  /\b\d{4,8}\s+is\s+(?:your|the)\s+(?:otp|one[- ]time password)\b/i,
];

/** The bank declares no credit mails (any shape the grammar reads), or this text holds one's phrases. */
const aCreditMailOnFile = (bank: Bank, words: string): boolean =>
  bank.mailCredits === undefined ||
  bank.mailCredits.some((phrases) => phrases.every((p) => ` ${words} `.includes(` ${p} `)));

/** The mail's paragraph that says "credited" ends on a word no sentence ends on ("to your acc"). */
function creditParagraphCut(text: string): boolean {
  for (const paragraph of text.split(/\n\s*\n/)) {
    const tokens = tokenize(paragraph);
    if (!tokens.some((_, i) => direction(tokens, i) === 'credit')) continue;
    const last = tokens.at(-1);
    return last?.kind === 'word' && CUT_ENDINGS.has(last.lower);
  }
  return false;
}

/** The parts of a web or mail address (`www.`, `.com`, `.bank.in`): an address's, whoever's it is. */
const ADDRESS_PARTS = new Set(['www', 'com', 'in', 'co', 'net', 'org', 'gov', 'nic', 'bank', 'mail']);

/**
 * A message's shape for an operator alert (CONTRACT §7): every digit a 9, every handle, every word that is
 * not the grammar's own (names, narrations; banks' names too, which are people's and firms' names as well:
 * `UTKARSH SHARMA`, `KOTAK TRADERS`) and all of the payer's own words (a remark's text, a narration's
 * slots, grammar words included) removed, and a mail or web address removed whole (`***@***.com` said
 * whose domain it was), so a format can be added without anyone reading a payer's details: `Rs 999.99
 * credited to a/c XX9999 on 99-99-99 by ***`.
 */
export function maskedShape(body: string): string {
  const text = asciiDigits(body.slice(0, 1000).normalize('NFKC').replace(FORMAT_CHARS, ''));
  const tokens = tokenize(text);
  const payers = payerTokens(text, tokens);
  const removed = tokens.map(
    (t, i) =>
      t.kind === 'vpa' ||
      (t.kind !== 'punct' && payers.has(i)) ||
      (t.kind === 'word' && !isShapeWord(t.lower) && !HINDI_GRAMMAR_WORDS.has(t.lower)),
  );
  // An address: words glued by '@' or '.' to a removed one, and the parts of an address glued to those
  // (`ravi.kumar@gmail.com`, `www.shop.in`), go with it; `credited.RAVI` keeps its verb.
  const glued = (k: number): boolean => tokens[k]?.spaced === false;
  for (let pass = 0; pass < 2; pass++)
    for (let k = 1; k + 1 < tokens.length; k++) {
      const t = tokens[k];
      if (t?.kind !== 'punct' || !['@', '.'].includes(t.text) || !glued(k) || !glued(k + 1)) continue;
      const [a, b] = [tokens[k - 1], tokens[k + 1]];
      if (a?.kind !== 'word' || b?.kind !== 'word') continue;
      const [ra, rb] = [removed[k - 1] === true, removed[k + 1] === true];
      // An '@' joins whatever it stands between; a '.' joins a removed word to an address's own part.
      const joins =
        t.text === '@'
          ? ra || rb
          : (ra && (rb || ADDRESS_PARTS.has(b.lower))) || (rb && ADDRESS_PARTS.has(a.lower));
      if (joins) removed[k - 1] = removed[k] = removed[k + 1] = true;
    }
  let shape = '';
  for (const [i, t] of tokens.entries()) {
    // (A link is one mark: its digits too are turned to 9.)
    const kept = removed[i] === true ? '***' : t.text.replace(/\d/g, '9');
    shape += (t.spaced && shape !== '' ? ' ' : '') + kept;
  }
  // Runs of removed words (a name of three words) are one mark, so not even a name's length shows.
  // eslint-disable-next-line no-control-regex -- control characters never reach an alert
  return shape.replace(/\*\*\*(?:[\s\-/.]*\*\*\*)+/g, '***').replace(/[\u0000-\u001f\u007f]/g, ' ');
}
