// The shared grammar of Indian bank transaction alerts (CONTRACT §7): from the tokens of one message, which
// way the money moved and whose account it touched, the one transaction amount, the 12-digit RRN, the
// payer, the seller's masked account and the stated date and time with its precision. Never a guess: a
// message that reads as money in but whose amount, direction or account is not certain is unparseable.
import type { ParsedCredit } from '../../domain/feeds.js';
import { RRN_PATTERN, VPA_PATTERN } from '../../domain/validation.js';
import {
  ACCOUNT_WORDS,
  BALANCE_WORDS,
  CARD_WORDS,
  CREDIT_VERBS,
  DEBIT_VERBS,
  MOBILE_WORDS,
  NOT_A_PAYMENT,
  NOTICES,
  PAYER_WORDS,
  REFERENCE_FILLERS,
  REFERENCE_LABELS,
  UTR_LABELS,
} from './lexicon.js';
import { isGrammarWord } from './lexicon.js';
import { readPayerName } from './payer.js';
import type { Token } from './tokens.js';
import { calendarDate, indiaMoment, toPaise } from './values.js';

export type AlertReading =
  | ParsedCredit
  | { kind: 'ignored'; reason: 'debit' | 'not_a_payment' }
  /** `why` names the rule that could not be sure (for tests and the coverage table; never the text). */
  | { kind: 'unparseable'; why: string };

/** Wordings of one bank that the grammar cannot know (banks.ts). */
export interface Dialect {
  /** Phrases (lower case, words separated by one space) of that bank's notices that move no money now. */
  notices?: readonly string[];
  /** Phrases of that bank's debits that carry no direction word (`upi frm a/c`). */
  debits?: readonly string[];
  /** Phrases of that bank's messages that say "credited" of money that is no payment to the seller. */
  notPayment?: readonly string[];
}

const unparseable = (why: string): AlertReading => ({ kind: 'unparseable', why });

const wordAt = (tokens: readonly Token[], i: number): string | undefined => {
  const t = tokens[i];
  return t?.kind === 'word' ? t.lower : undefined;
};

/** The next word after `i`, skipping punctuation. */
function nextWord(tokens: readonly Token[], i: number): string | undefined {
  for (let j = i + 1; j < tokens.length && j <= i + 3; j++) {
    const t = tokens[j];
    if (t?.kind === 'word') return t.lower;
    if (t?.kind !== 'punct') return undefined;
  }
  return undefined;
}

/** The word before `i`, skipping punctuation. */
function previousWord(tokens: readonly Token[], i: number, skip = 0): string | undefined {
  let seen = 0;
  for (let j = i - 1; j >= 0 && j >= i - 4; j--) {
    const t = tokens[j];
    if (t?.kind === 'punct') continue;
    if (t?.kind !== 'word') return undefined;
    if (seen++ === skip) return t.lower;
  }
  return undefined;
}

/** An amount right after `i` ("Cr INR 5,000.00", "Dr. INR 260.00", "Dr with INR.26.00"). */
function moneyAfter(tokens: readonly Token[], i: number): boolean {
  for (let j = i + 1; j <= i + 3; j++) {
    const t = tokens[j];
    if (t?.kind === 'money') return true;
    if (t?.kind === 'punct' || (t?.kind === 'word' && ['with', 'of', 'for'].includes(t.lower))) continue;
    return false;
  }
  return false;
}

/** A transaction amount right before `i` ("Rs.80.00 Dr."), not a balance's ("Bal Rs.6106.44CR"). */
const paymentBefore = (tokens: readonly Token[], i: number): boolean =>
  tokens[i - 1]?.kind === 'money' && !isBalanceAmount(tokens, i - 1);

const RAILS = new Set(['neft', 'imps', 'upi', 'rtgs', 'salary']);

/** "… from your A/c" within the next few tokens. */
function fromYourAccount(tokens: readonly Token[], i: number): boolean {
  for (let j = i + 1; j < tokens.length && j <= i + 6; j++) {
    if (wordAt(tokens, j) === 'from' && nextWord(tokens, j) === 'your') return true;
  }
  return false;
}

/** "sent INR 5,000.00 to you" within the next few tokens. */
function sentToYou(tokens: readonly Token[], i: number): boolean {
  for (let j = i + 1; j < tokens.length && j <= i + 5; j++) {
    if (wordAt(tokens, j) === 'to' && nextWord(tokens, j) === 'you') return true;
  }
  return false;
}

/** Which way a word says money moved, if it is a direction word at all. */
export function direction(tokens: readonly Token[], i: number): 'credit' | 'debit' | undefined {
  const w = wordAt(tokens, i);
  if (w === undefined) return undefined;
  // "Cr INR 5,000.00 to A/c", "Dr. INR 260.00": the short forms, only right before an amount.
  // "Rs.80.00 Dr." is a debit; a "CR" after an amount is how banks mark a balance in credit, never a payment.
  if (w === 'cr') return moneyAfter(tokens, i) ? 'credit' : undefined;
  if (w === 'dr') return moneyAfter(tokens, i) || paymentBefore(tokens, i) ? 'debit' : undefined;
  // The noun: "has a credit by Transfer of Rs", "there is an NEFT credit of INR"; never "credit card",
  // "credit limit" or an offer's "instant credit of".
  if (w === 'credit') {
    const [p0, p1] = [previousWord(tokens, i), previousWord(tokens, i, 1)];
    const says = p0 === 'has' || (p0 === 'a' && p1 === 'has') || RAILS.has(p0 ?? '');
    // "CREDIT:Rs.1250.0": the label of the amount credited.
    const labelled = tokens[i + 1]?.text === ':' && tokens[i + 2]?.kind === 'money';
    return (says && nextWord(tokens, i) !== 'card') || labelled ? 'credit' : undefined;
  }
  // "used at AMAZON", "used for INR": a card spent.
  if (w === 'used') return ['at', 'for'].includes(nextWord(tokens, i) ?? '') ? 'debit' : undefined;
  const isCredit = CREDIT_VERBS.has(w);
  if (!isCredit && !DEBIT_VERBS.has(w) && w !== 'transferred') return undefined;
  // "will be debited", "to be credited": not yet; "Ignore if paid": not at all.
  if (previousWord(tokens, i) === 'be' && ['will', 'to', 'shall'].includes(previousWord(tokens, i, 1) ?? ''))
    return undefined;
  if (w === 'paid' && ['if', 'already'].includes(previousWord(tokens, i) ?? '')) return undefined;
  // "If not received within 7 days": a negation says nothing moved.
  if (previousWord(tokens, i) === 'not') return undefined;
  const next = nextWord(tokens, i);
  // "has received your request": the bank received something, no money came in.
  if (w === 'received' && next === 'your') return undefined;
  // "Digital Gold India has received Rs 21.00 from your A/c": a payee received the seller's money.
  if (w === 'received' && fromYourAccount(tokens, i)) return 'debit';
  if (isCredit) return 'credit';
  // "RAVI paid you", "sent you": the payer's words for money in; "cheques sent to you": no money at all.
  if ((w === 'paid' || w === 'sent') && next === 'you') return 'credit';
  if (w === 'sent' && next === 'to' && nextWord(tokens, i + 1) === 'you') return undefined;
  // "PAYER has sent INR 5,000.00 to you": money in.
  if (w === 'sent' && sentToYou(tokens, i)) return 'credit';
  // "It was sent by RAVI KUMAR": the payer's act, said of a credit.
  if (w === 'sent' && next === 'by') return undefined;
  // "debit card" is the card's name, not a movement of money.
  if (w === 'debit' && next === 'card') return undefined;
  if (w === 'transferred') return next === 'from' ? 'debit' : undefined;
  return 'debit';
}

/** The previous non-punctuation tokens before `i`, nearest first, at most `limit`. */
function before(tokens: readonly Token[], i: number, limit: number): Token[] {
  const found: Token[] = [];
  for (let j = i - 1; j >= 0 && found.length < limit; j--) {
    const t = tokens[j];
    if (t !== undefined && t.kind !== 'punct') found.push(t);
  }
  return found;
}

/** An amount labelled as a balance, limit or charge by a word shortly before it (not past another amount). */
function isBalanceAmount(tokens: readonly Token[], i: number): boolean {
  for (const t of before(tokens, i, 6)) {
    if (t.kind === 'money') return false;
    if (t.kind === 'word' && BALANCE_WORDS.has(t.lower)) return true;
    if (t.kind === 'word' && (CREDIT_VERBS.has(t.lower) || DEBIT_VERBS.has(t.lower))) return false;
  }
  return false;
}

interface Reference {
  index: number;
  digits: string;
  label: string;
}

/** The label a number carries (`UPI Ref No 6325…`, `RRN:6325…`, `UPI/P2A/6325…`), if any. */
function referenceLabel(tokens: readonly Token[], i: number): string | undefined {
  let steps = 0;
  for (let j = i - 1; j >= 0 && steps < 6; j--) {
    const t = tokens[j];
    if (t === undefined) return undefined;
    if (t.kind === 'punct') continue;
    steps++;
    if (t.kind !== 'word') return undefined;
    if (REFERENCE_LABELS.has(t.lower)) return t.lower;
    // `IMPS/FDRL/632505821348/…`: the payer bank's four-letter code sits between rail and reference.
    const bankCode = /^[A-Z]{4}$/.test(t.text) && tokens[j - 1]?.text === '/' && tokens[j + 1]?.text === '/';
    if (!REFERENCE_FILLERS.has(t.lower) && !bankCode) return undefined;
  }
  return undefined;
}

type AccountRole = 'seller' | 'payer' | 'mobile' | 'card' | 'unlabelled';

/** Whose number a masked token is, by the words before it. */
function accountRole(tokens: readonly Token[], i: number): AccountRole {
  const words = before(tokens, i, 5);
  for (const [n, t] of words.entries()) {
    if (t.kind !== 'word') return 'unlabelled';
    if (MOBILE_WORDS.has(t.lower)) return 'mobile';
    if (CARD_WORDS.has(t.lower)) return 'card';
    // "credited to XXXX4821": the account the money went into.
    if (
      n === 0 &&
      ['to', 'in', 'into'].includes(t.lower) &&
      words[1]?.kind === 'word' &&
      CREDIT_VERBS.has(words[1].lower)
    )
      return 'seller';
    if (ACCOUNT_WORDS.has(t.lower)) {
      const lead = words.slice(n + 1, n + 4);
      return lead.some((w) => w.kind === 'word' && PAYER_WORDS.has(w.lower)) ? 'payer' : 'seller';
    }
  }
  return 'unlabelled';
}

/** Where the payer's own words begin ("Payer Remark - Paid via …"): never read as the bank's. */
function freeTextStart(tokens: readonly Token[]): number {
  const i = tokens.findIndex(
    (t, j) => t.kind === 'word' && ['remark', 'remarks'].includes(t.lower) && tokens[j + 1]?.kind === 'punct',
  );
  return i < 0 ? tokens.length : i;
}

/** Reads one message. `flat` is its words in lower case separated by single spaces (for phrases). */
/** What the reader knows beside the text: the India date the phone or mail server received it. */
export interface ReadContext {
  receivedOn?: string | undefined;
}

export function readAlert(
  text: string,
  tokens: readonly Token[],
  flat: string,
  dialect: Dialect = {},
  context: ReadContext = {},
): AlertReading {
  const bankWords = freeTextStart(tokens);
  const directions = tokens.slice(0, bankWords).flatMap((_, i) => {
    const d = direction(tokens, i);
    return d === undefined ? [] : [{ i, d }];
  });
  const first = directions[0];
  const notices = [...NOTICES, ...(dialect.notices ?? [])];
  const has = (phrase: string): boolean => ` ${flat} `.includes(` ${phrase} `);
  if (notices.some(has)) return { kind: 'ignored', reason: 'not_a_payment' };
  // A debit names the payee as "credited" later in the same message.
  if (first?.d === 'debit') return { kind: 'ignored', reason: 'debit' };
  if (first !== undefined && directions.some((x) => x.d === 'credit' && payeeCredited(tokens, x.i)))
    return { kind: 'ignored', reason: 'debit' };
  const notPayment = [...NOT_A_PAYMENT, ...(dialect.notPayment ?? [])];
  if (notPayment.some(has)) return { kind: 'ignored', reason: 'not_a_payment' };
  if (first === undefined) {
    if ((dialect.debits ?? []).some(has)) return { kind: 'ignored', reason: 'debit' };
    // "Credited INR" with the rest cut off by the network: a payment we could not read, not chatter.
    return tokens.at(-1)?.kind === 'currency'
      ? unparseable('cut off after a currency mark')
      : { kind: 'ignored', reason: 'not_a_payment' };
  }
  // NPCI's form "is credited for Rs … and debited from a/c no. XX7310": the payer's account was debited.
  // Any other "debited" in a credit is no message the grammar can be sure of.
  if (directions.some((x) => x.d === 'debit' && !payerDebited(tokens, x.i)))
    return unparseable('both directions');
  const last = tokens.at(-1);
  if (last?.kind === 'word' && CUT_ENDINGS.has(last.lower)) return unparseable('cut off mid-sentence');
  return readCredit(
    tokens,
    directions.filter((x) => x.d === 'credit').map((x) => x.i),
    text,
    context,
  );
}

/** Words a whole message never ends on: it was cut (the first part of a split SMS). */
export const CUT_ENDINGS = new Set(
  'a/c ac acc acct account ref refno rrn no on from by to with of for in at your vpa'.split(' '),
);

/** "debited from a/c no. XX7310" said after a credit: the payer's account, named as such. */
function payerDebited(tokens: readonly Token[], i: number): boolean {
  if (nextWord(tokens, i) === 'from' && ACCOUNT_WORDS.has(nextWord(tokens, i + 1) ?? '')) return true;
  // "and KVBL A/c linked to ravi@okicici is debited": the account linked to the payer's handle.
  return (
    previousWord(tokens, i) === 'is' &&
    tokens[i - 2]?.kind === 'vpa' &&
    wordAt(tokens, i - 3) === 'to' &&
    wordAt(tokens, i - 4) === 'linked' &&
    nextWord(tokens, i) !== 'to'
  );
}

/**
 * "credited to beneficiary Ravi Kumar", "credited to Ravi Kumar", "credited to the HDFC A/c … of SURESH",
 * "Your beneficiary has received", "credited to swiggy@icici": someone else was paid, so it is a debit.
 */
function payeeCredited(tokens: readonly Token[], i: number): boolean {
  const near = tokens.slice(Math.max(0, i - 3), i + 6);
  if (near.some((t) => t.kind === 'word' && ['beneficiary', 'payee'].includes(t.lower))) return true;
  if (nextWord(tokens, i) !== 'to') return false;
  let j = i + 1;
  while (tokens[j]?.kind === 'punct' || wordAt(tokens, j) === 'to') j++;
  const target = tokens[j];
  if (target?.kind === 'vpa') return true;
  if (target?.kind === 'word' && /^\p{L}+$/u.test(target.text) && !isGrammarWord(target.lower)) return true;
  if (wordAt(tokens, j) !== 'the') return false;
  for (let k = j + 1; k < tokens.length && k <= j + 6; k++) if (wordAt(tokens, k) === 'of') return true;
  return false;
}

function readCredit(
  tokens: readonly Token[],
  verbs: readonly number[],
  text: string,
  context: ReadContext,
): AlertReading {
  const amount = readAmount(tokens, verbs);
  if (typeof amount === 'string') return unparseable(amount);

  const references = readReferences(tokens);
  if (typeof references === 'string') return unparseable(references);
  const rrns = new Set(references.map((r) => r.digits));
  if (rrns.size > 1) return unparseable('two references');

  const sellerAccounts = new Set<string>();
  const payerAccounts: number[] = [];
  tokens.forEach((t, i) => {
    // "your account ending 4821", "from your A/c 4821": a bare number right after the label is one too.
    if (
      t.kind === 'number' &&
      /^\d{3,6}$/.test(t.text) &&
      ['ending', 'a/c', 'ac', 'account'].includes(previousWord(tokens, i) ?? '') &&
      tokens[i - 1]?.kind !== 'punct'
    ) {
      if (accountRole(tokens, i) === 'seller') sellerAccounts.add(t.text);
      return;
    }
    if (t.kind !== 'masked') return;
    const role = accountRole(tokens, i);
    if (role === 'seller') sellerAccounts.add(t.digits);
    if (role === 'payer' || role === 'mobile') payerAccounts.push(i);
  });
  if (sellerAccounts.size > 1) return unparseable('two accounts');

  const when = readWhen(tokens, context.receivedOn);
  if (typeof when === 'string') return unparseable(when);

  const vpas = tokens.flatMap((t, i) => {
    if (t.kind !== 'vpa') return [];
    // "to swiggy@icici" is the payee; "a/c linked to VPA ravi@okaxis" is the payer's.
    const lead = before(tokens, i, 3).map((w) => (w.kind === 'word' ? w.lower : ''));
    if (lead[0] === 'vpa') lead.shift();
    const payee = ['to', 'towards'].includes(lead[0] ?? '') && lead[1] !== 'linked';
    return payee ? [] : [{ i, text: t.text }];
  });
  // "by VPA ravikumar": the bank labelled a handle and printed something else.
  for (const [i, t] of tokens.entries()) {
    if (t.kind !== 'word' || t.lower !== 'vpa') continue;
    const next = tokens[i + 1]?.text === ':' ? tokens[i + 2] : tokens[i + 1];
    if (next?.kind !== 'vpa') return unparseable('malformed handle');
  }
  const narrationUnclear = vpas.some((v) => hyphenSegments(tokens, v.i) > 1);
  const payerVpa = !narrationUnclear && new Set(vpas.map((v) => v.text)).size === 1 ? vpas[0] : undefined;
  if (payerVpa !== undefined && !VPA_PATTERN.test(payerVpa.text)) return unparseable('malformed handle');

  const credit: ParsedCredit = { kind: 'credit', amountPaise: amount };
  // Absent value = absent key (CONTRACT §1).
  const [rrn] = rrns;
  if (rrn !== undefined) credit.rrn = rrn;
  if (payerVpa !== undefined) credit.payerVpa = payerVpa.text;
  const payerName = narrationUnclear
    ? undefined
    : readPayerName(text, tokens, {
        references: references.map((r) => r.index),
        vpa: payerVpa?.i,
        payerAccounts,
      });
  if (payerName !== undefined) credit.payerName = payerName;
  const [account] = sellerAccounts;
  if (account !== undefined) credit.accountDigits = account;
  if (when.date !== undefined) credit.statedDate = when.date;
  if (when.at !== undefined) {
    credit.statedAt = when.at;
    credit.statedPrecision = when.precision;
  }
  return credit;
}

/** The one transaction amount in paise, or why there is none for certain. */
function readAmount(tokens: readonly Token[], verbs: readonly number[]): number | string {
  const amounts = new Set<number | undefined>();
  let lastAmount = -1;
  tokens.forEach((t, i) => {
    if (t.kind === 'money' && !isBalanceAmount(tokens, i)) {
      amounts.add(t.paise);
      lastAmount = i;
    }
  });
  // "credited with INR 13": nothing but punctuation after the amount, so its digits may have been cut.
  if (lastAmount >= 0 && tokens.slice(lastAmount + 1).every((t) => t.kind === 'punct'))
    return 'cut off at the amount';
  if (amounts.size === 0) {
    // "credited by 500.00" without a currency mark: only the number right after the verb.
    for (const v of verbs) {
      const [prep, value] = [tokens[v + 1], tokens[v + 2]];
      const isPrep = prep?.kind === 'word' && ['by', 'with', 'for', 'of'].includes(prep.lower);
      if (isPrep && value?.kind === 'number' && /^\d[\d,]*\.\d{2}$/.test(value.text)) {
        const paise = toPaise(value.text);
        if (paise !== undefined) return paise;
      }
    }
    return 'no amount';
  }
  if (amounts.has(undefined)) return 'malformed amount';
  if (amounts.size > 1) return 'two amounts';
  const [only] = amounts;
  return only ?? 'no amount';
}

/** Every labelled reference that is an RRN; a labelled number of the wrong length makes it unreadable. */
function readReferences(tokens: readonly Token[]): Reference[] | string {
  const found: Reference[] = [];
  for (const [i, t] of tokens.entries()) {
    if (t.kind !== 'number' || !/^\d+$/.test(t.text)) continue;
    const label = referenceLabel(tokens, i);
    if (label === undefined || UTR_LABELS.has(label)) continue;
    if (RRN_PATTERN.test(t.text)) found.push({ index: i, digits: t.text, label });
    else if (t.text.length >= 6) return 'malformed reference';
  }
  // "reference number is" and then no number, "(UPI )": the reference was cut out.
  for (const [i, t] of tokens.entries()) {
    if (t.kind !== 'word' || !['reference', 'rrn', 'upi', 'ref'].includes(t.lower)) continue;
    let j = i + 1;
    while (tokens[j]?.kind === 'punct' && tokens[j]?.text !== ')') j++;
    while (tokens[j]?.kind === 'word' && REFERENCE_FILLERS.has(wordAt(tokens, j) ?? '')) j++;
    const value = tokens[j];
    const empty = value === undefined || value.text === ')';
    if (empty || (['reference', 'rrn'].includes(t.lower) && value.kind === 'word' && !/\d/.test(value.text)))
      return 'a reference without its number';
  }
  // "on 21-11-" : a date cut off.
  for (let i = 0; i + 3 < tokens.length; i++) {
    const [a, b, c, d] = [tokens[i], tokens[i + 1], tokens[i + 2], tokens[i + 3]];
    if (
      a?.kind === 'number' &&
      /^\d{1,2}$/.test(a.text) &&
      (b?.text === '-' || b?.text === '/') &&
      c?.kind === 'number' &&
      d?.text === b.text &&
      !d.spaced &&
      tokens[i + 4]?.kind !== 'number'
    )
      return 'a date cut off';
  }
  return found;
}

/**
 * How many '-'-separated parts lie between a narration's reference and the handle at `v`
 * (`UPI-<rrn>-ANITA DSOUZA-anita@oksbi` has one). More than one (`MARY-ANN DSOUZA-mary@oksbi`,
 * `RAVI K-ravi-k@okaxis`): names and handles both hold hyphens, so where one ends is not certain.
 */
function hyphenSegments(tokens: readonly Token[], v: number): number {
  if (tokens[v - 1]?.text !== '-' || tokens[v]?.spaced) return 0;
  let segments = 0;
  for (let j = v - 2; j >= 0 && j >= v - 12; j--) {
    const t = tokens[j];
    if (t?.kind === 'number') return segments;
    if (t?.text === '-') segments++;
    else if (t?.kind !== 'word') return 0;
  }
  return 0;
}

interface When {
  date?: string;
  at?: number;
  precision?: 'second' | 'minute';
}

/** The date the message states and the time beside it, if any; a day the calendar lacks is unreadable. */
function readWhen(tokens: readonly Token[], receivedOn: string | undefined): When | string {
  const dates: { i: number; iso: string }[] = [];
  for (const [i, t] of tokens.entries()) {
    if (t.kind !== 'date') continue;
    if (t.iso !== undefined) dates.push({ i, iso: t.iso });
    else if (t.monthDay === undefined) return 'no such day';
    else {
      // "21NOV": the year is the one that puts the day on or before the day the phone received it.
      const placed = receivedOn === undefined ? undefined : placeYearless(t.monthDay, receivedOn);
      if (placed !== undefined) dates.push({ i, iso: placed });
    }
  }
  const days = new Set(dates.map((d) => d.iso));
  if (days.size > 1) return 'two dates';
  const first = dates[0];
  if (first === undefined) return {};
  const near = [
    ...tokens.slice(first.i + 1, first.i + 5),
    ...tokens.slice(Math.max(0, first.i - 3), first.i),
  ];
  const time = near.find((t) => t.kind === 'time');
  if (time?.kind !== 'time') return { date: first.iso };
  if (time.time === undefined) return 'no such time';
  return { date: first.iso, at: indiaMoment(first.iso, time.time), precision: time.time.precision };
}

function placeYearless([month, day]: readonly [number, number], receivedOn: string): string | undefined {
  const year = Number(receivedOn.slice(0, 4));
  const sameYear = calendarDate(year, month, day);
  // A day later than the receipt (by more than the clock's slack of a day) is last year's.
  if (sameYear !== undefined && sameYear <= nextDay(receivedOn)) return sameYear;
  return calendarDate(year - 1, month, day);
}

const nextDay = (iso: string): string =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
