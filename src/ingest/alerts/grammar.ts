// The shared grammar of Indian bank transaction alerts (CONTRACT §7): from the tokens of one message, which
// way the money moved and whose account it touched, the one transaction amount, the 12-digit RRN, the
// payer, the seller's masked account and the stated date and time with its precision. Never a guess: a
// message that reads as money in but whose amount, direction or account is not certain is unparseable.
// Callers (read.ts) take the answer's shapes from here, beside the reader that gives them.
import {
  ACCOUNT_WORDS,
  BALANCE_WORDS,
  BANK_CODES,
  CHEQUE_STATES,
  COMPLAINTS,
  CREDIT_MARKS,
  CREDIT_VERBS,
  NOTICES,
  NOT_A_PAYMENT,
  OFFER_SPEED,
  PERIODS,
  isGrammarWord,
} from './lexicon.js';
import {
  ACCOUNT_KINDS,
  PRODUCT_WORDS,
  accountNotYoursDebited,
  creditedInto,
  debitedPayerAccount,
  instrumentCredited,
  intoBanks,
  fromYourAccount,
  fromYourOther,
  intoYourAccount,
  joinedSubject,
  kindOrPayeeThenPayer,
  othersAccountDebited,
  payeeCredited,
  payerDebited,
  payerSubjectDebited,
  yourAccountCredited,
} from './whose.js';
import {
  YOURS_WORDS,
  bodyStart,
  nextWord,
  previousWord,
  sameSentence,
  sameSentenceBefore,
  wordAt,
} from './words.js';
import {
  hyphenSegments,
  isBalanceAmount,
  readAmount,
  readReferences,
  readWhen,
  type Reference,
  referenceAfterNote,
  rrnFitsDay,
  settledReferences,
  withAccountAndWhen,
} from './fields.js';
import { freeTextStart, payerHandles, payerWords, readPayerName, valueDateAfter } from './payer.js';
import { exampleHeading, quoted, retelling, unrealised } from './mood.js';
import { INDIAN_SCRIPT, readHindi, saysCreditInHindi, saysDebitInHindi } from './hindi.js';
import {
  accountRole,
  bareFrom,
  bracketWords,
  holderAfter,
  holderName,
  nameWord,
  namedYours,
  yoursOfUnknownKind,
} from './accounts.js';
import { direction, holderSent, moneyNear } from './direction.js';
import { AD_HINT, advertisement, laterSentence, pitchAfter, rrnLike, utrLike } from './chatter.js';
import { afterAccountEnding, type Token } from './tokens.js';
import type { AlertReading, ReadContext } from './reading.js';
import { VPA_PATTERN } from '../../domain/validation.js';
import type { ParsedCredit } from '../../domain/feeds.js';
export type { AlertReading, ReadContext };

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

/** The digits of the amount a field labelled at `i` holds ("Lien Amt Rs.0.00", "Lien Amount: INR 0.00"). */
function fieldAmount(tokens: readonly Token[], i: number): string | undefined {
  let j = i + 1;
  if (['amt', 'amount'].includes(wordAt(tokens, j) ?? '')) j++;
  while (tokens[j]?.kind === 'punct' && [':', '-', '='].includes(tokens[j]?.text ?? '')) j++;
  const t = tokens[j];
  return t?.kind === 'money' ? t.digits : undefined;
}

/**
 * The phrase ending at `i` qualifies a balance's or limit's label, its figure right after ("Sanctioned
 * Limit Rs 50000.00"): the word names that figure, no word of the credit.
 */
function labelsFigure(tokens: readonly Token[], i: number): boolean {
  // (Only a limit's: "SBINT Avl Bal Rs …" is interest, then the balance's own label.)
  if (!['limit', 'lmt'].includes(wordAt(tokens, i + 1) ?? '')) return false;
  let j = i + 2;
  while (tokens[j]?.kind === 'punct' && [':', '-', '='].includes(tokens[j]?.text ?? '')) j++;
  return tokens[j]?.kind === 'money' && isBalanceAmount(tokens, j);
}

/** Words after "as" that say no explanation ("as on 21/11", "as per", "as of", "as Avl Bal"). */
const AS_NOT_EXPLAINING = new Set([
  'on',
  'per',
  'of',
  'at',
  'avl',
  'available',
  'bal',
  'balance',
  'below',
  'above',
]);

/**
 * After the credit word at `i`, in its sentence: "as a gift", "as joining benefit" ("as" then an article or a
 * word the grammar does not know), "for paying …", "for your first …" (what earned the money).
 */
function explained(tokens: readonly Token[], i: number): boolean {
  for (let j = i + 1; j < tokens.length && j <= i + 24 && sameSentence(tokens, i, j); j++) {
    const [w, next, after] = [wordAt(tokens, j), wordAt(tokens, j + 1), wordAt(tokens, j + 2)];
    if (w === 'as' && next !== undefined && !AS_NOT_EXPLAINING.has(next))
      if (['a', 'an', 'the'].includes(next) || !isGrammarWord(next)) return true;
    if (
      w === 'for' &&
      next !== undefined &&
      ((next.endsWith('ing') && next.length > 4) || (next === 'your' && after === 'first'))
    )
      return true;
  }
  return false;
}

/** The words of a name (no grammar's, none that says what money is) in the payer's words around `at`. */
function nameWordsBeside(
  tokens: readonly Token[],
  at: readonly number[],
  isPayers: (i: number) => boolean,
): number {
  let count = 0;
  const [first, last] = [at[0] ?? 0, at.at(-1) ?? 0];
  for (let k = first - 1; k >= 0 && k >= first - 6 && tokens[k]?.kind === 'word' && isPayers(k); k--)
    if (nameWord(wordAt(tokens, k) ?? '')) count++;
  for (let k = last + 1; k < tokens.length && k <= last + 6 && tokens[k]?.kind === 'word' && isPayers(k); k++)
    if (nameWord(wordAt(tokens, k) ?? '')) count++;
  return count;
}

/** Words after a bank's own word that name its deposit or account, never a firm ("from FIXED DEPOSIT A/C", "SWEEP IN FD"). */
const NOT_A_FIRMS_WORD = new Set(
  'fd td rd fds deposit deposits account acct ac a sb od cc loan savings current reversal rev reversed'.split(
    ' ',
  ),
);

/** "from" and, within three words, "wallet" or "pay balance" (a wallet named by its app). */
function fromWallet(tokens: readonly Token[], end: number): boolean {
  for (let j = 0; j < end; j++) {
    if (wordAt(tokens, j) !== 'from') continue;
    for (let k = j + 1; k <= j + 4 && k < end; k++) {
      const w = wordAt(tokens, k);
      if (w === undefined) break;
      // ("from WALLET WORLD (UPI Ref …)": a firm named with the word, more of its name after it, R8-15.)
      const nameGoesOn = tokens[k + 1]?.kind === 'word' && !isGrammarWord(wordAt(tokens, k + 1) ?? '');
      if ((w === 'wallet' || (w === 'balance' && wordAt(tokens, k - 1) === 'pay')) && !nameGoesOn)
        return true;
    }
  }
  return false;
}

/** The words of a payer named as the subject of a credit said with "transferred", "sent" or "paid" (see `direction`). */
function subjectPayerWords(tokens: readonly Token[], end: number): number[] {
  const found: number[] = [];
  for (let i = 0; i < end; i++) {
    if (!['transferred', 'sent', 'paid'].includes(wordAt(tokens, i) ?? '')) continue;
    if (direction(tokens, i) !== 'credit') continue;
    let j = i - 1;
    if (['has', 'have'].includes(wordAt(tokens, j) ?? '')) j--;
    for (
      let n = 0;
      j >= 0 && n < 6 && tokens[j]?.kind === 'word' && !isGrammarWord(wordAt(tokens, j) ?? '');
      n++
    )
      found.push(j--);
  }
  // ("… for Cash Deposit by - RAVI SHANKAR - KORAMANGALA": the depositor after "by -".)
  for (let i = 0; i < end; i++) {
    if (wordAt(tokens, i) !== 'by' || tokens[i + 1]?.text !== '-') continue;
    for (let j = i + 2; j < end && j <= i + 8 && tokens[j]?.kind === 'word'; j++) found.push(j);
  }
  return found;
}

/** Words of a mandate notice's own debit or setting up (never a collection credited to the seller). */
const DEBIT_WORDS_OF_MANDATES = new Set([
  'debit',
  'debited',
  'will',
  'created',
  'registered',
  'setup',
  'registration',
  'revoked',
  'paused',
  'cancelled',
  'due',
]);

/** Nouns of money sent: "Payment of Rs …", "Transfer of Rs …". */
const SENDING = new Set([
  'payment',
  'transfer',
  'remittance',
  'txn',
  'transaction',
  'imps',
  'neft',
  'rtgs',
  'upi',
]);

/**
 * "<Payment|Transfer> of <amount> to <someone>": `payee` when a handle, a name or a beneficiary follows
 * "to", `account` when an account not named "your" does; undefined for "to your A/c", "to you" or no such
 * phrase.
 */
function outgoingTo(tokens: readonly Token[]): 'payee' | 'account' | undefined {
  // ("Inward IMPS of INR 500.00 to A/c no. XX1234 from …", "Incoming NEFT of …": money in, whatever it went to.)
  const inward = (k: number): boolean => ['inward', 'incoming'].includes(wordAt(tokens, k) ?? '');
  for (const [m, t] of tokens.entries()) {
    if (
      t.kind === 'money' &&
      wordAt(tokens, m - 1) === 'of' &&
      SENDING.has(wordAt(tokens, m - 2) ?? '') &&
      !inward(m - 3)
    ) {
      const to = payeeAfter(tokens, m);
      if (to !== undefined) return to;
    }
    // "Transfer to RAVI KUMAR successful! Rs.500.00 credited …", "UPI payment to RAVI successful.", "UPI txn
    // Rs.500.00 to ravi@oksbi successful (credited)" (R8-9): the noun of money sent opening the message or a
    // clause, its payee right after (or after its amount), whatever is then said credited.
    if (t.kind !== 'word' || !SENDING.has(t.lower) || SENDING.has(wordAt(tokens, m + 1) ?? '')) continue;
    let first = m;
    while (SENDING.has(wordAt(tokens, first - 1) ?? '')) first--;
    const lead = tokens[first - 1];
    const opens =
      lead === undefined ||
      (lead.kind === 'punct' && [':', '.', '!', '-', '|', '\n'].includes(lead.text)) ||
      YOURS_WORDS.has(wordAt(tokens, first - 1) ?? '') ||
      // (After a greeting or a tag: "Dear Customer, Transfer to RAVI successful!", R8-35.)
      first === bodyStart(tokens);
    if (!opens) continue;
    const to = payeeAfter(tokens, tokens[m + 1]?.kind === 'money' ? m + 1 : m);
    if (to !== undefined) return to;
  }
  return undefined;
}

/** After `m` (an amount, or the noun of money sent): "to" and whom: a payee, an account not named yours, or neither. */
function payeeAfter(tokens: readonly Token[], m: number): 'payee' | 'account' | undefined {
  if (wordAt(tokens, m + 1) !== 'to') return undefined;
  const target = tokens[m + 2];
  const w = wordAt(tokens, m + 2) ?? '';
  if (YOURS_WORDS.has(w) || w === 'you') return undefined;
  if (target?.kind === 'vpa' || w === 'beneficiary' || w === 'payee' || w === 'm') return 'payee';
  if (ACCOUNT_WORDS.has(w) || target?.kind === 'masked') return 'account';
  if (target?.kind === 'word' && /^\p{L}+$/u.test(target.text) && !isGrammarWord(w)) return 'payee';
  // "to Paytm Wallet", "to your … Card": a product, someone's or the customer's own, paid.
  for (let k = m + 2; k < tokens.length && k <= m + 5; k++)
    if (PRODUCT_WORDS.has(wordAt(tokens, k) ?? '')) return 'payee';
  return undefined;
}

/** A field "To:", "Payee:", "Beneficiary:" (its label opening a line or the message) holding a name or handle. */
function payeeField(tokens: readonly Token[], text: string): boolean {
  return tokens.some((t, i) => {
    if (t.kind !== 'word' || !['to', 'payee', 'beneficiary', 'bene'].includes(t.lower)) return false;
    if (tokens[i + 1]?.text !== ':') return false;
    // (Only the few characters before it are looked at: a long mail stays linear.)
    // ("… credited to A/c XX5678 on 20-11-26. Payee: RAVI KUMAR." (R9-12): after a sentence's end too, never "To:".)
    const afterStop = t.lower !== 'to' && ['.', '!', '|'].includes(tokens[i - 1]?.text ?? '');
    const opens = i === 0 || afterStop || /\n[ \t]*$/.test(text.slice(Math.max(0, t.at - 8), t.at));
    if (!opens) return false;
    const value = tokens[i + 2];
    return (
      value?.kind === 'vpa' ||
      (value?.kind === 'word' && /^\p{L}{2,}$/u.test(value.text) && !isGrammarWord(value.lower))
    );
  });
}

/** Near the request word at `i`: "approved", "accepted", "paid" said of it, or "against your … request". */
function requestAnswered(tokens: readonly Token[], i: number): boolean {
  // ("Your collect request to x@ybl for Rs 439 was paid.", "Your UPI collect request for Rs 4,280 is successful." (R10-32,
  // reader12): the holder's own request, said paid after it.)
  const yours = [0, 1, 2, 3].some((n) => YOURS_WORDS.has(previousWord(tokens, i, n) ?? ''));
  for (let j = Math.max(0, i - 4); j < tokens.length && j <= i + 8; j++) {
    const w = wordAt(tokens, j) ?? '';
    if (['approved', 'accepted'].includes(w) || (w === 'paid' && j < i) || (w === 'against' && j < i))
      return true;
    if (
      yours &&
      j > i &&
      sameSentence(tokens, i, j) &&
      (['successful', 'completed', 'honoured'].includes(w) ||
        (w === 'paid' && ['was', 'is', 'been'].includes(previousWord(tokens, j) ?? '')))
    )
      return true;
  }
  return false;
}

/**
 * The request word at `k` closes "for your [UPI] collect request" in the credit's own sentence (the
 * credit word at `credit` before it): the seller's request, paid by this credit.
 */
function creditedForYourRequest(tokens: readonly Token[], credit: number, k: number): boolean {
  if (credit >= k || !sameSentence(tokens, credit, k)) return false;
  const back = [1, 2, 3, 4].map((n) => previousWord(tokens, k, n - 1));
  const at = back.indexOf('your');
  return (
    at >= 0 &&
    back[at + 1] === 'for' &&
    back.slice(0, at).every((w) => ['collect', 'upi', 'request'].includes(w ?? ''))
  );
}

export function readAlert(
  text: string,
  tokens: readonly Token[],
  flat: string,
  dialect: Dialect = {},
  context: ReadContext = {},
): AlertReading {
  const bankWords = freeTextStart(tokens);
  const directions: { i: number; d: 'credit' | 'debit' }[] = [];
  for (let i = 0; i < Math.min(bankWords, tokens.length); i++) {
    const d = direction(tokens, i);
    if (d !== undefined) directions.push({ i, d });
  }
  const first = directions[0];
  const padded = ` ${flat} `;
  // Phrases are looked up by the message's words (a phrase is looked for whole only when its first
  // word is among them), not the ~200 phrases one by one against the message.
  const present = new Set(flat.split(' '));
  const has = (phrase: string): boolean => {
    const space = phrase.indexOf(' ');
    return present.has(space < 0 ? phrase : phrase.slice(0, space)) && padded.includes(` ${phrase} `);
  };
  const said = (index: PhraseIndex, extra: readonly string[] = []): string[] => {
    const found = extra.filter(has);
    for (const w of present)
      for (const { phrase, spaced, second } of index.get(w) ?? [])
        if (phrase === w || ((second === undefined || present.has(second)) && padded.includes(spaced)))
          found.push(phrase);
    return found;
  };
  const notices = said(NOTICE_INDEX, dialect.notices);
  let payer: Set<number> | undefined;
  // (And the payer named as the subject before "has transferred/sent/paid … to your A/c": "M/s SHREE BALAJI
  // TRADERS has transferred an amount of Rs. 3860.00 to your account …", whose name the grammar does not read.)
  const isPayers = (i: number): boolean =>
    (payer ??= new Set([
      ...payerWords(text, tokens, bankWords),
      ...subjectPayerWords(tokens, bankWords),
    ])).has(i);
  // A phrase of a notice or a non-payment said by the bank: anywhere but inside the payer's own words,
  // and a bank's narration code (`UPI/<rrn>/REV`) wherever it stands.
  // (Where no credit word leads, the message is silent either way: the payer's words are not looked for.)
  // The holder's own name ("Dear BALAJI LOAN AGENCY,", "your A/c XX4821 (SHREE PENSION AGENCY)"): the
  // seller's firm may be named with a trade word ("loan agency", "refund services"), so its words are
  // neither the bank's nor a payer's; read as the bank's they silenced every credit of that seller.
  const holder = holderName(tokens);
  // Where a sign-off ("Thanks,", "Regards,") ends the bank's words, if one does.
  const signOffAt = tokens.findIndex(
    (t, i) => t.kind === 'word' && ['thanks', 'regards'].includes(t.lower) && tokens[i + 1]?.text === ',',
  );
  const signOff = signOffAt < 0 ? tokens.length : signOffAt;
  let payerSays = false;
  let trailerSays = false;
  let heldField = false;
  let ads: Set<number> | undefined;
  // The sentences after the credit's are looked at only when asked of (a phrase, a second verb found
  // there), and only in a text that has more than one sentence.
  const adHint = AD_HINT.test(text);
  const advertises = adHint || /[.!?]\s+\S/.test(text);
  const isAd = (i: number): boolean =>
    advertises && (ads ??= advertisement(tokens, first?.i ?? tokens.length, bankWords, isPayers)).has(i);
  /** `phrases`: those present in the message. */
  const bankSays = (phrases: readonly string[]): boolean => {
    if (phrases.length === 0) return false;
    if (first?.d !== 'credit') return true;
    // An advertisement after the credit ("… UPI Ref 6325…. Get a loan up to Rs 5 lakh, apply now")
    // says nothing of the payment: its words neither silence the credit nor make it a notice.
    // "paid using RuPay credit card", "via RuPay Credit Card on UPI": the payer's way of paying, no card
    // of the customer's.
    const rupay = (o: { phrase: string; at: number[] }): boolean =>
      o.phrase === 'credit card' && wordAt(tokens, (o.at[0] ?? 0) - 1) === 'rupay';
    // "Sweep in balance excluding the above is INR 0.00": a balance's name, no sweep of this money.
    const sweepBalance = (o: { phrase: string; at: number[] }): boolean =>
      o.phrase === 'sweep' && wordAt(tokens, (o.at[0] ?? 0) + 2) === 'balance';
    // "Your collect request of Rs 500 to ravi@ybl has been approved", "… against your UPI collect
    // request", "ravi@ybl has paid your request": the seller's request, paid; the credit stands.
    // ("CREDITED to your account XXX4821 … for your UPI collect request": the money came for it.)
    const requestPaid = (o: { phrase: string; at: number[] }): boolean =>
      o.phrase.includes('request') &&
      (requestAnswered(tokens, o.at[0] ?? 0) || creditedForYourRequest(tokens, first.i, o.at[0] ?? 0));
    // "Cheque … credited … subject to realisation" is a notice; "All credits are subject to realisation."
    // after a credit is the bank's general rule, no word of this one.
    // So is a cheque's state ("… deposited in A/c XX4821 is under clearing", "has been presented"): only
    // in the credit's own sentence ("Cheques presented after 3 pm are cleared the next day." is a rule).
    // ("Avl Bal Rs.10000.00 + Rs.500.00 in clearing": a state said after a balance's label is the
    // balance's.)
    // An offer's speed ("credited instantly", "in seconds") only of a credit naming no handle, reference
    // or date: "IMPS: Rs.500.00 credited instantly … from RAVI KUMAR. IMPS Ref 6325…" is the rail's speed.
    const railSpeed = (o: { phrase: string }): boolean =>
      OFFER_SPEED.has(o.phrase) &&
      tokens.some((t) => t.kind === 'vpa' || t.kind === 'date' || t.kind === 'time' || rrnLike(t));
    // ("This credit is subject to realisation.", "The above amount is subject to clearing.": said of this credit, R10-4,
    // reader12; "All credits are subject to realisation." is the bank's rule.)
    const thisCredit = (o: { at: number[] }): boolean => {
      const before = sameSentenceBefore(tokens, o.at[0] ?? 0, 6).flatMap((t) =>
        t.kind === 'word' ? [t.lower] : [],
      );
      return (
        before.some((w) => THIS_CREDIT.has(w)) &&
        (before.includes('this') || before.includes('above') || before.includes('said'))
      );
    };
    const generalRule = (o: { phrase: string; at: number[] }): boolean =>
      railSpeed(o) ||
      ((o.phrase.startsWith('subject to') ||
        CHEQUE_STATES.has(o.phrase) ||
        COUNTS.has(o.phrase) ||
        OFFER_SPEED.has(o.phrase)) &&
        ((!sameSentence(tokens, first.i, o.at[0] ?? 0) && !thisCredit(o)) ||
          (CHEQUE_STATES.has(o.phrase) && balanceBetween(tokens, first.i, o.at[0] ?? 0))));
    // "credited to your Bank A/C per settlement cycle": when this payment is settled, no settlement's total.
    const cycle = (o: { phrase: string; at: number[] }): boolean =>
      o.phrase === 'settlement' && nextWord(tokens, o.at[0] ?? 0) === 'cycle';
    // "towards 40071352TERMINAL 1 CARDS SETTL.", "POS settlement for TID …", "EDC SETTLEMENT": the bank paying
    // the merchant's own card machine's sales in, as a cash deposit of the day's takings is (reader12); never a
    // card of the customer's settled ("credit card settlement", "CC settlement": its dues).
    const cardSales = (o: { phrase: string; at: number[] }): boolean => {
      // ("settlement … for card transactions": the count word is the card sales settled, no total of payers'.)
      if (['transactions', 'txns'].includes(o.phrase)) {
        const at = o.at[0] ?? 0;
        return (
          CARD_TERMINAL_WORDS.has(previousWord(tokens, at) ?? '') &&
          tokens
            .slice(Math.max(0, at - 8), at)
            .some((t) => t.kind === 'word' && SETTLEMENT_WORDS.has(t.lower))
        );
      }
      if (!SETTLEMENT_WORDS.has(o.phrase)) return false;
      const at = o.at[0] ?? 0;
      // ("Dear Merchant, settlement of ₹4865.00 for card transactions of 24-11-26 has been credited to your A/c …", R10-5:
      // the card sales named after the settlement.)
      const cardsAfter =
        ['for', 'of', 'towards'].includes(nextWord(tokens, at + 2) ?? nextWord(tokens, at) ?? '') &&
        tokens
          .slice(at + 1, at + 7)
          .some(
            (t, n) =>
              t.kind === 'word' &&
              CARD_TERMINAL_WORDS.has(t.lower) &&
              ['transactions', 'txns', 'sales'].includes(wordAt(tokens, at + 2 + n) ?? ''),
          );
      return (
        cardsAfter ||
        (CARD_TERMINAL_WORDS.has(previousWord(tokens, at) ?? '') &&
          !CUSTOMER_CARD_WORDS.has(previousWord(tokens, at, 1) ?? ''))
      );
    };
    // "… IMPS Ref no 6325…. Lien Amt Rs.0.00": a lien's field, a figure of its own, states no lien when
    // zero; of some amount, it may or may not hold this credit: an operator looks.
    // ("Hold Amt Rs 0.00", "Freeze Amt Rs.0.00": any such field of zero states nothing; "Sanctioned Limit Rs
    // 50000.00": a word qualifying a limit's label names that figure.)
    const lienField = (o: { phrase: string; at: number[] }): boolean => {
      const last = o.at.at(-1) ?? 0;
      const amount = fieldAmount(tokens, last);
      if (amount !== undefined && /^[0.,]+$/.test(amount)) return true;
      if (labelsFigure(tokens, last)) return true;
      // ("Avl Bal Rs 10,500.00, OD Limit Rs 50,000.00": a limit's label, its figure right after.)
      // ("Avl Bal Rs 5,000.00 incl. OD limit": what a balance includes.)
      if (
        ['limit', 'lmt'].includes(wordAt(tokens, last) ?? '') &&
        (amount !== undefined || BALANCE_INCLUDES.has(previousWord(tokens, o.at[0] ?? 0) ?? ''))
      )
        return true;
      if (o.phrase !== 'lien' || amount === undefined) return false;
      heldField = true;
      return true;
    };
    // "… credited by UCO-UPI. For complaints call 1800 …": a complaint named after the credit's sentence
    // is the bank's trailer as likely as this credit's cause: never silent, an operator looks.
    const complaintAfter = (o: { phrase: string; at: number[] }): boolean => {
      const after =
        COMPLAINTS.has(o.phrase) && (o.at[0] ?? 0) > first.i && !sameSentence(tokens, first.i, o.at[0] ?? 0);
      if (after && !o.at.every(isAd)) trailerSays = true;
      return after;
    };
    // "… by UPI Ref 6329…, T&C apply", "… UPI Ref: 6330… & get instant loan in app", "… IMPS Ref No 6329…, for any
    // complaint call …" (R10-7, reader12): a clause joined to the credit after its reference (',', '&', '|', '-', ';')
    // that names nothing of the money is the bank's trailer as a later sentence is: never silent, an operator looks. (A
    // bank's code and the payer's own words, a narration's slots after the reference, are read as before.)
    const joinedAfterReference = (o: { phrase: string; at: number[] }): boolean => {
      const at = o.at[0] ?? 0;
      if (BANK_CODES.has(o.phrase) || GLUED_CODE.test(o.phrase) || o.at.every(isPayers)) return false;
      for (let k = at - 1; k > first.i && k >= at - 12; k--) {
        const t = tokens[k];
        if (
          t?.kind === 'punct' &&
          [',', '&', '|', ';', '-'].includes(t.text) &&
          t.spaced !== (t.text === ',')
        ) {
          // (The joint right after the reference, or its closing bracket: `(UPI Ref No 6329…), T&C apply`.)
          let r = k - 1;
          if (tokens[r]?.text === ')') r--;
          const ref = tokens[r];
          if (ref !== undefined && (rrnLike(ref) || utrLike(ref))) {
            trailerSays = true;
            return true;
          }
          return false;
        }
        // (Inside the clause: words, figures of an offer, glued marks, `T&C`, `5%`.)
        if (t?.kind === 'punct' && ['.', '!', '?', '(', ')', ':'].includes(t.text)) return false;
        if (t === undefined || ['vpa', 'masked', 'date', 'time'].includes(t.kind) || rrnLike(t)) return false;
      }
      return false;
    };
    // ("SELF HELP GROUP", "SELF DRIVE CARS": no transfer to oneself.)
    const selfNamed = (o: { phrase: string; at: number[] }): boolean =>
      o.phrase === 'self' &&
      ['help', 'drive', 'employed', 'service', 'care'].includes(nextWord(tokens, o.at[0] ?? 0) ?? '');
    const stands = occurrences(tokens, phrases).filter(
      (o) =>
        !selfNamed(o) &&
        !o.at.every((i) => holder.has(i)) &&
        !complaintAfter(o) &&
        !o.at.every(isAd) &&
        !rupay(o) &&
        !sweepBalance(o) &&
        !requestPaid(o) &&
        !generalRule(o) &&
        !cycle(o) &&
        !cardSales(o) &&
        (o.phrase !== 'pos' || posSlot(tokens, o.at[0] ?? 0)) &&
        !lienField(o) &&
        !joinedAfterReference(o),
    );
    // A later sentence that names nothing of the transaction (no amount, account digits, reference or
    // handle; no narration), after a credit named by its reference or handle, says "refund", "jackpot",
    // "freeze" of something, perhaps of this credit, perhaps not ("Refund calls are fake.", "Jackpot!
    // Play responsibly.", "Debit freeze removed."): neither silent nor a credit, an operator looks.
    const standing = stands.filter((o) => !laterSentence(tokens, first.i, o.at[0] ?? 0, isPayers));
    if (standing.length < stands.length) trailerSays = true;
    if (standing.length === 0) return false;
    payerSays = true;
    // ("… from NEHA JAIN towards loan repayment", R10-31, reader12: the purpose a named payer gives, after "towards" right
    // after the payer's name, is the payer's word: a person repaying the holder as likely as the bank's dues; an operator
    // looks, never silence.)
    const payersPurpose = (o: { at: number[] }): boolean => {
      const at = o.at[0] ?? 0;
      for (let k = at - 1; k >= 0 && k >= at - 4; k--) {
        if (wordAt(tokens, k) !== 'towards') continue;
        const before = tokens[k - 1];
        return before?.kind === 'vpa' || (before?.kind === 'word' && isPayers(k - 1));
      }
      return false;
    };
    // ("from REVERSE GEAR AUTO", "from REDEEM GOSPEL CHURCH": a bank's code as a word of a firm's name, two or
    // more words of a name beside it, is the payer's word: an operator looks.)
    const firm = (o: { at: number[] }): boolean =>
      o.at.every(isPayers) && nameWordsBeside(tokens, o.at, isPayers) >= 2;
    // ("… Reference no- CMS6327356009 .Thanks, LENDENCLUB BORROWER REPAYMENT ISP LTD ACCOUNT": the words after a
    // sign-off name who sent the money, a payer's words as a name is, never the bank's description.)
    const signed = (o: { at: number[] }): boolean => o.at.every((i) => i > signOff);
    // ("from LIEN TRADERS", "from HOLD ON CAFE", "from FIXED DEPOSIT TRADERS", `UPI/CR/<rrn>/SWEEP IN CLEANERS/…`, R10-29,
    // reader14: the phrase printed in capitals right after "from" or opening a narration's name slot, a name word
    // after it, is a firm's name: the payer's word, an operator looks; never "from FD", "from FIXED DEPOSIT A/C".)
    const caps = (k: number): boolean =>
      tokens[k]?.kind === 'word' && /^[A-Z]{2,}$/.test(tokens[k]?.text ?? '');
    const namedFirm = (o: { at: number[] }): boolean => {
      const [a, z] = [o.at[0] ?? 0, o.at.at(-1) ?? 0];
      if (!o.at.every(caps)) return false;
      if (wordAt(tokens, a - 1) !== 'from' && !(tokens[a - 1]?.text === '/' && isPayers(a))) return false;
      let k = z + 1;
      while (k <= z + 2 && caps(k) && isGrammarWord(wordAt(tokens, k) ?? '')) k++;
      const w = wordAt(tokens, k) ?? '';
      return caps(k) && !isGrammarWord(w) && !NOT_A_FIRMS_WORD.has(w) && !BANK_CODES.has(w);
    };
    return standing.some(
      (o) =>
        !namedFirm(o) &&
        (((BANK_CODES.has(o.phrase) || GLUED_CODE.test(o.phrase) || o.phrase === 'pos') && !firm(o)) ||
          (!o.at.every(isPayers) && !signed(o) && !payersPurpose(o))),
    );
  };
  // An alert in Hindi saying money came in: read by Hindi's word order (hindi.ts), with the English
  // phrases of notices and non-payments placed by sentence (a trailer may be in English).
  if (first === undefined && INDIAN_SCRIPT.test(text) && saysCreditInHindi(tokens)) {
    // A bilingual alert whose English half says "will be credited": a promise, whatever the Hindi says.
    if (tokens.some((t, i) => t.kind === 'word' && CREDIT_VERBS.has(t.lower) && unrealised(tokens, i)))
      return { kind: 'ignored', reason: 'not_a_payment' };
    const phrases = [...notices, ...said(NOT_A_PAYMENT_INDEX, dialect.notPayment)];
    return readHindi(
      tokens,
      context,
      occurrences(tokens, phrases).map((o) => o.at),
    );
  }
  // "Rs.499.00 received in A/c XX1234 from ravi@okaxis under UPI AutoPay", "Info- UPI/MANDATE/<rrn>/NAME" (R8-44): a
  // mandate's collection credited from a payer is money in, no mandate notice of the customer's; which one the
  // grammar cannot always tell (a refund of a mandate's debit reads alike): an operator looks, never silence.
  const mandateWords = ['mandate', 'autopay', 'auto pay', 'e mandate', 'emandate'];
  // (Said in the credit's own sentence: "… Set up AutoPay for your bills with UPI Mandate." after a credit is advice.)
  const mandateOnly =
    notices.length > 0 &&
    notices.every((n) => mandateWords.includes(n)) &&
    first !== undefined &&
    occurrences(tokens, notices).every(
      (o) =>
        sameSentence(tokens, first.i, o.at[0] ?? 0) ||
        (tokens[(o.at[0] ?? 0) - 1]?.text === '/' && !tokens[o.at[0] ?? 0]?.spaced),
    );
  const mandateCollected =
    mandateOnly &&
    first?.d === 'credit' &&
    tokens.some(
      (t, i) =>
        t.kind === 'vpa' ||
        (t.kind === 'word' && t.lower === 'from') ||
        // ("Info- UPI/MANDATE/<rrn>/NAME": the narration of a collection, its payer in a slot.)
        (t.kind === 'word' && t.lower === 'mandate' && tokens[i - 1]?.text === '/' && !t.spaced),
    ) &&
    !tokens.some((t) => t.kind === 'word' && DEBIT_WORDS_OF_MANDATES.has(t.lower));
  if (mandateCollected) return unparseable("a mandate's collection credited");
  // "Specimen: Rs 500 credited …", "QA: …", "Old alert: …": a heading naming the message an example or a copy.
  if (first?.d === 'credit' && exampleHeading(tokens)) return { kind: 'ignored', reason: 'not_a_payment' };
  // "Yesterday, Rs 500 credited …": a retelling of a past day's credit, perhaps alerted already: an operator looks.
  if (first?.d === 'credit' && retelling(tokens)) return unparseable('a credit retold as of a past day');
  if (bankSays(notices)) return { kind: 'ignored', reason: 'not_a_payment' };
  // A debit names the payee as "credited" later in the same message.
  // "debited from a/c XX9999 of RAVI KUMAR and credited to your a/c": the payer's account, then yours.
  // ("Acct XX456 of RAVI KUMAR debited with Rs 500.00 & your Acct XX123 credited", "Sender A/c XX5678 debited.
  // Your A/c XX1234 credited Rs.500.00" (R8-21): an account not called yours debited, then yours credited.)
  const payerFirst =
    first?.d === 'debit' &&
    ((othersAccountDebited(tokens, first.i) &&
      directions.some((x) => x.d === 'credit' && intoYourAccount(tokens, x.i))) ||
      (accountNotYoursDebited(tokens, first.i) &&
        directions.some((x) => x.d === 'credit' && yourAccountCredited(tokens, x.i))));
  if (first?.d === 'debit' && !payerFirst) return { kind: 'ignored', reason: 'debit' };
  // "Rs 500.00 credited to A/c linked to mobile 98XXXXXX10" (R9-7): an account named only by the mobile number it
  // answers to (IMPS's person-to-person form names the payee so), none called yours: whose, unsaid.
  const byMobile = directions.some(
    (x) =>
      x.d === 'credit' &&
      ['to', 'in', 'into'].includes(nextWord(tokens, x.i) ?? '') &&
      ACCOUNT_WORDS.has(nextWord(tokens, x.i + 1) ?? '') &&
      wordAt(tokens, x.i + 3) === 'linked' &&
      ['mobile', 'mob', 'phone'].includes(nextWord(tokens, x.i + 4) ?? ''),
  );
  if (byMobile && !tokens.some((t) => t.kind === 'word' && YOURS_WORDS.has(t.lower)))
    return unparseable('an account named by a mobile number, none named yours');
  // "Payment of Rs 500.00 received for BESCOM bill … via HDFC Bank A/c XX1234", "Rs 500.00 received via A/c XX1234 for
  // Jio recharge" (R9-8): every account named is the means the money left by ("via", "using", "through"), none it
  // came into: the holder's own payment acknowledged.
  // (Accounts only: "for Jio recharge 98XXXXXX10" names a number, no account.)
  const masks = tokens.flatMap((t, k) =>
    t.kind === 'masked' && accountRole(tokens, k) === 'seller' ? [k] : [],
  );
  if (first?.d === 'credit' && masks.length > 0 && masks.every((m) => meansAccount(tokens, m)))
    return { kind: 'ignored', reason: 'debit' };
  // "Rs.500.00 credited to A/c XX5678 … as per your standing instruction", "… by you", "You have credited …",
  // "Your IMPS transfer of … credited to A/c XX5678", "IMPS Outward: …" (R9-1, R9-4, R9-7): the holder sent the money.
  if (first?.d === 'credit' && directions.some((x) => x.d === 'credit' && holderSent(tokens, x.i)))
    return { kind: 'ignored', reason: 'debit' };
  if (first !== undefined && directions.some((x) => x.d === 'credit' && payeeCredited(tokens, x.i))) {
    // "credited to OD a/c *4821 … by a/c linked to VPA ravi@oksbi": an account named by words the
    // grammar does not know (a kind, a brand, or a payee's name) with a payer named after it and no word
    // of money out: the seller's own OD or current account as likely as a payee's. An operator looks;
    // silence lost such payments.
    const unsure =
      !directions.some((x) => x.d === 'debit') &&
      directions.some((x) => x.d === 'credit' && kindOrPayeeThenPayer(tokens, x.i));
    return unsure
      ? unparseable('an account credited named by words the grammar does not know, a payer named')
      : { kind: 'ignored', reason: 'debit' };
  }
  // "Rs.2,000.00 on 23-11-26 and a/c XXXX5678 credited", "INR 500.00 and credited to A/c XX5678" (R8-11): an
  // account credited in the second half of a debit alert, cut from its first; whose, nothing says.
  if (directions.some((x) => x.d === 'credit' && joinedSubject(tokens, x.i) === 'account'))
    return unparseable("an account credited after the amount's clause, nothing named yours");
  // "… has been received and will be credited after clearing": a credit promised, not made.
  // ("… by RAVI TRADERS. Cheques deposited will be credited after clearing.": a later sentence naming
  // nothing of the transaction promises nothing of it; an operator looks.)
  // ("… is received and will be added after verification": "added" promised as "credited" is.)
  const promised = tokens.slice(0, bankWords).some((t, i) => {
    if (t.kind !== 'word' || !(CREDIT_VERBS.has(t.lower) || t.lower === 'added')) return false;
    if (!unrealised(tokens, i) || isAd(i)) return false;
    const later = first !== undefined && laterSentence(tokens, first.i, i, isPayers);
    if (later) trailerSays = true;
    return !later;
  });
  if (promised) return { kind: 'ignored', reason: 'not_a_payment' };
  // "IMPS Rs 1,500 credited to A/c XX9999 of RAVI from your A/c XX1234": the seller's money went out.
  if (first !== undefined && fromYourAccount(tokens, 0, bankWords))
    return { kind: 'ignored', reason: 'debit' };
  // "The amount of Rs. 24.00 has been credited to your Kotak Bank Account XX4821 against your recent Debit Card
  // transaction with RRN 6328…" (Kotak's mail): money credited against the holder's own transaction is that
  // transaction given back, no payer's payment (it was read as a credit, the RRN the holder's own). Several
  // transactions ("against your card transactions of 23-11"): a refund as likely as sales settled, so operators.
  const against = first === undefined ? undefined : againstYourTransaction(tokens, bankWords);
  if (against === 'one') return { kind: 'ignored', reason: 'not_a_payment' };
  if (against === 'several') return unparseable('credited against several transactions of yours');
  // The non-payment words inflected or with their vowels dropped ("REFUNDING", "REVERSING", "CASHBACKS",
  // "REWARDED", "DIVIDENDS", "RVRSL", "REVRSL", "RVSD", "RFUND", "INTPD", and "REFUN" cut): looked for by
  // stem, long stems only ("INTER", an inter-bank transfer, is no cut "interest").
  const stemmed = [...present].filter(
    (w) => NON_PAYMENT_STEM.test(w) || GLUED_CODE.test(w) || SHORT_CODE.test(w),
  );
  // A card purchase's narration as where the money came from (`from:POS/AMAZON/08062`, `POS*SWIGGY*…`): the holder's
  // own card payment given back, as `CRV POS` is (reader12); a card machine's sales settled (`POS/SETTL/…`) are none.
  if (
    present.has('pos') &&
    tokens.some((t, i) => t.kind === 'word' && t.lower === 'pos' && posSlot(tokens, i))
  )
    stemmed.push('pos');
  if (bankSays(said(NOT_A_PAYMENT_INDEX, [...(dialect.notPayment ?? []), ...stemmed])))
    return { kind: 'ignored', reason: 'not_a_payment' };
  // "from PhonePe wallet", "from AMAZON PAY BALANCE", "transferred from Paytm Wallet to your A/c": a
  // wallet's balance (the customer's own) emptied into the account, no payer's payment.
  if (first !== undefined && fromWallet(tokens, bankWords))
    return { kind: 'ignored', reason: 'not_a_payment' };
  if (first !== undefined && fromYourOther(tokens, 0, bankWords))
    return unparseable('money from something of yours the grammar does not know');
  const into = first === undefined ? undefined : creditedInto(tokens, bankWords);
  if (into === 'product') return { kind: 'ignored', reason: 'not_a_payment' };
  // "IDFC FIRST Bank FASTag 3XXX7C41 Credited with Rs 1000", "UPI Lite credited with …": a stored-value
  // instrument of the customer's named as what was credited, no "your" before it: a top-up, no payment.
  if (directions.some((x) => x.d === 'credit' && instrumentCredited(tokens, x.i)))
    return { kind: 'ignored', reason: 'not_a_payment' };
  if (into === 'unnamed') return unparseable('credited to something not named an account');
  if (first === undefined) {
    if ((dialect.debits ?? []).some(has)) return { kind: 'ignored', reason: 'debit' };
    if (INDIAN_SCRIPT.test(text) && saysDebitInHindi(tokens)) return { kind: 'ignored', reason: 'debit' };
    // An alert in another of India's scripts (Bengali to Malayalam: no word list for them yet) with an
    // amount and an account: maybe a payment, which silence would lose; operators see it.
    if (
      OTHER_SCRIPTS.test(text) &&
      // (Their own currency marks, "ரூ", "টাকা", are no mark the tokenizer knows: an amount with paise will do.)
      tokens.some((t) => t.kind === 'money' || (t.kind === 'number' && /^\d[\d,]*\.\d{2}$/.test(t.text))) &&
      tokens.some((t) => t.kind === 'masked')
    )
      return unparseable('an alert in a script the reader does not read');
    // "Credited INR" with the rest cut off by the network: a payment we could not read, not chatter.
    if (tokens.at(-1)?.kind === 'currency') return unparseable('cut off after a currency mark');
    // "Credit Alert!" and nothing more: a heading whose message was cut off.
    const words = flat.split(' ');
    if (words.length <= 3 && words.includes('credit') && !tokens.some((t) => t.kind === 'money'))
      return unparseable('only a heading');
    // "Rs 500.00 has been remitted to your A/c XX1234 by RAVI KUMAR … IMPS Ref 6324…", "realised in your A/c", "settled
    // to your A/c", "+Rs 500.00 from ravi@oksbi", "creditted" (R9-14): an amount said into an account of yours, from a
    // payer or with a transaction's reference, by a word the grammar does not know: a payment lost in silence as
    // likely as chatter; an operator looks (and the wording gets added).
    if (intoYoursByUnknownWord(tokens))
      return unparseable('money into an account of yours by a word the grammar does not know');
    // "Rs 500.00 Cr Bal Rs 1500.00 A/c **7865 … UPI Ref 6330…" (R10-8, reader14): the mark between an amount and a
    // balance's label is the amount's as likely as the balance's, beside a transaction's reference: an operator looks.
    if (
      tokens.some(
        (t, k) =>
          t.kind === 'money' &&
          CREDIT_MARKS.has(wordAt(tokens, k + 1) ?? '') &&
          ['bal', 'balance'].includes(wordAt(tokens, k + 2) ?? '') &&
          !isBalanceAmount(tokens, k),
      ) &&
      tokens.some(rrnLike)
    )
      return unparseable('a credit mark between an amount and a balance label');
    return { kind: 'ignored', reason: 'not_a_payment' };
  }
  // "Payment of Rs 1,250 to ravi@ybl is successful and credited", "Transfer of Rs 1,250 to RAVI KUMAR
  // (A/c XX9911) credited": an amount sent to someone named, whatever is then said credited.
  // "Cash deposit of Rs 5,000 to A/C XX5678 using your card XX9876": the customer's own cash put into an account
  // not named theirs (into "your A/C", it is their deposit, a credit as cash deposits are): whose, unsaid.
  const withYourCard = tokens.some(
    (t, i) =>
      t.kind === 'word' &&
      ['using', 'with'].includes(t.lower) &&
      YOURS_WORDS.has(nextWord(tokens, i) ?? '') &&
      ['card', 'debit', 'atm'].includes(nextWord(tokens, i + 1) ?? ''),
  );
  const intoYours = directions.some(
    (x) => x.d === 'credit' && (intoYourAccount(tokens, x.i) || yourAccountCredited(tokens, x.i)),
  );
  if (withYourCard && !intoYours)
    return unparseable("deposited with the customer's card into an account not named theirs");
  // "To: RAVI KUMAR\nA/c: XX5678\nStatus: Credited", "Payee: RAVI KUMAR", "Beneficiary: ravi@okaxis" (R8-28):
  // a field naming who received the money, in a message naming no account of yours: money sent.
  if (payeeField(tokens, text) && !tokens.some((t) => t.kind === 'word' && YOURS_WORDS.has(t.lower)))
    return { kind: 'ignored', reason: 'debit' };
  const sentTo = outgoingTo(tokens);
  if (sentTo === 'payee') return { kind: 'ignored', reason: 'debit' };
  if (sentTo === 'account') return unparseable('an amount sent to an account not named yours');
  // NPCI's form "Your a/c … is credited for Rs … and debited from a/c no. XX7310": the payer's account
  // was debited, beside "your" account credited; without "your" ("… credited on 25-11. Debited from A/c
  // XX7731") whose account was debited is not certain.
  // A trailer's debit word with no amount near it ("If money is debited without your consent, call …",
  // "Credit will be available for withdrawal after 30 mins.") moves nothing.
  // (The payer's account debited first, then yours credited: that debit is the payer's.)
  const quiet = (i: number): boolean => (isAd(i) && !moneyNear(tokens, i)) || (payerFirst && i === first.i);
  const yours = tokens.some((t) => t.kind === 'word' && YOURS_WORDS.has(t.lower));
  // "INR 10.00 is credited to A/c XXXX4821 … - "UPI Rs 10 debited TXN: /…"": a quotation is an example only of
  // what it quotes; money said debited inside one, beside a credit said outside it, is a second direction.
  const quotedDebit = tokens.some(
    (t, i) => t.kind === 'word' && QUOTED_DEBITS.has(t.lower) && moneyNear(tokens, i) && quoted(tokens, i),
  );
  if (quotedDebit) return unparseable('both directions (one in a quotation)');
  if (!yours && directions.some((x) => x.d === 'debit' && !quiet(x.i) && !payerSubjectDebited(tokens, x.i)))
    return unparseable('both directions');
  // Any other "debited" in a credit is no message the grammar can be sure of.
  if (directions.some((x) => x.d === 'debit' && !payerDebited(tokens, x.i) && !quiet(x.i)))
    return unparseable('both directions');
  const last = tokens.at(-1);
  // (`… at axisbank.in`: the last word of a web address is no word a sentence was cut at.)
  const inAddress = tokens.at(-2)?.text === '.' && last?.spaced === false;
  if (last?.kind === 'word' && CUT_ENDINGS.has(last.lower) && !inAddress)
    return unparseable('cut off mid-sentence');
  // "Cheque no 004512 for Rs 5,000.00 deposited in your Account XX821": a cheque said deposited is lodged
  // (the bank acknowledges it on the day) or cleared; which, nothing says: an operator looks. ("INR 5,000
  // deposited in HDFC Bank A/c … for CHQ DEP-…" narrates the cleared cheque after the verb; "cleared and
  // credited" says it.)
  if (chequeDeposited(tokens, directions)) return unparseable('a cheque deposited: lodged or cleared');
  const reading = readCredit(
    tokens,
    directions.filter((x) => x.d === 'credit').map((x) => x.i),
    text,
    context,
    // Only an advertisement carries an amount of its own (a trailer of advice carries none by definition),
    // so the sentences are looked at for amounts only when an advertising word is in the text.
    adHint ? isAd : () => false,
    isPayers,
  );
  // "Credit of Rs.500.00 to your A/c XX1234 is queued", "Incoming UPI payment of Rs.500 … awaits approval": a
  // credit told only by its noun is as done as its predicate says; one the grammar does not know as done
  // (R8-3, R8-4: rejected, scheduled, on its way, … were each read as credits) is for an operator.
  // So is a participle with no verb of its own before it ("Rs.5,000.00 credited to A/c XX1234 on 23-11-26 has
  // been frobnicated", "… was adjusted", "… got nullified"): the sentence's verb is the later one.
  // And a noun-told credit followed by a state in a word of its own ("Credit of Rs 750.00 to Acct XX123
  // voided.", "… aborted", "… not confirmed", "… in progress"): its predicate, without an auxiliary.
  const credits = directions.filter((x) => x.d === 'credit');
  const told = (x: { i: number }): 'noun' | 'participle' | undefined =>
    CREDIT_NOUNS.has(wordAt(tokens, x.i) ?? '')
      ? 'noun'
      : CREDIT_VERBS.has(wordAt(tokens, x.i) ?? '') && !FINITE_BEFORE.has(previousWord(tokens, x.i) ?? '')
        ? 'participle'
        : undefined;
  if (
    reading.kind === 'credit' &&
    credits.every((x) => told(x) !== undefined) &&
    credits.some(
      (x) => unknownPredicate(tokens, x.i) || (told(x) === 'noun' && stateAfterNoun(tokens, x.i, isPayers)),
    )
  )
    return unparseable('a credit told by its noun, with a predicate the grammar does not know as done');
  // "About Rs.500.00 credited", "Approx Rs.500", "Rs.500.00 each credited … from x and y": no one exact amount.
  const inexact = tokens.some(
    (t, i) =>
      t.kind === 'money' &&
      (['about', 'approx', 'approximately', 'around', 'nearly', 'roughly'].includes(
        previousWord(tokens, i) ?? '',
      ) ||
        wordAt(tokens, i + 1) === 'each'),
  );
  if (reading.kind === 'credit' && inexact)
    return unparseable('an amount said to be approximate or each of many');
  // "credited … Det:ACH10-AKRPM4821K AY26-CE632741" (IDBI, round 8): a PAN beside an assessment year names an
  // income-tax refund, the state's money; a payer's payment carries neither.
  const pan = (t: Token): boolean => t.kind === 'word' && /^[a-z]{5}\d{4}[a-z]$/i.test(t.text);
  const assessmentYear = (t: Token): boolean => t.kind === 'word' && /^ay\d{2,4}$/i.test(t.text);
  if (reading.kind === 'credit' && tokens.some(pan) && tokens.some(assessmentYear))
    return { kind: 'ignored', reason: 'not_a_payment' };
  // "Amount Of INR 1500 credited to Acc XXX184821 for txn through ATM ID:S1T009331" (Indian Bank, round 7): money
  // from an ATM not said to be a deposit is a cash deposit or a failed withdrawal's reversal: unsure.
  const atm = tokens.some((t) => t.kind === 'word' && t.lower === 'atm');
  const deposit = tokens.some(
    // ("Info.ATM*XFR CR*22-11-26*…": a transfer to the account made at a cash machine, money in.)
    (t) => t.kind === 'word' && ['deposit', 'deposited', 'dep', 'cdm', 'bna', 'xfr', 'trf'].includes(t.lower),
  );
  // ("Ac XX4821 Credited with Rs.5000.00,23-11-2026 15:54:22 thru ATM." (PNB): the machine named as the means of the
  // credit and nothing after it, no transaction, withdrawal or card of the holder's named anywhere: cash put into a
  // recycler, a deposit; reader12. "for txn through ATM ID:…" stays unsure.)
  const atmMeans = (): boolean =>
    tokens.some(
      (t, i) =>
        t.kind === 'word' &&
        t.lower === 'atm' &&
        ['thru', 'through', 'via', 'at'].includes(previousWord(tokens, i) ?? '') &&
        (tokens[i + 1] === undefined || tokens[i + 1]?.kind === 'punct') &&
        nextWord(tokens, i) !== 'id',
    ) && !tokens.some((t) => t.kind === 'word' && ATM_TRANSACTION_WORDS.has(t.lower));
  if (reading.kind === 'credit' && atm && !deposit && !atmMeans())
    return unparseable('an ATM credit not said to be a deposit');
  // "… through NEFT with UTR …. Reason: Account closed", "Rejection reason: …", "Reason code: 52" (R9-15): a credit that
  // states a reason is a transfer returned or rejected (the holder's own money back) as likely: an operator looks.
  const reasonField = tokens.some(
    (t, k) =>
      t.kind === 'word' &&
      t.lower === 'reason' &&
      ([':', '-'].includes(tokens[k + 1]?.text ?? '') || wordAt(tokens, k + 1) === 'code'),
  );
  if (reading.kind === 'credit' && reasonField)
    return unparseable('a credit stating a reason (returned or rejected)');
  // "Status: U69", "Result: Declined-RB", "State: ON-HOLD" (R8-23): a field stating the credit's state in
  // words the grammar does not know as done is for an operator ("Status: Success" stays a credit).
  if (reading.kind === 'credit' && unknownStatus(tokens, text))
    return unparseable('a status field the grammar does not know as done');
  // Only the payer's words say "refund", "cashback", "offer" (a name, a remark): a payer's payment or a
  // merchant's refund, which the grammar cannot tell apart. Neither silent nor a credit: an operator looks.
  if (reading.kind === 'credit' && payerSays) return unparseable("a non-payment word in the payer's words");
  if (reading.kind === 'credit' && heldField) return unparseable('a lien of some amount beside the credit');
  if (reading.kind === 'credit' && trailerSays)
    return unparseable('a non-payment word in a later sentence naming nothing of the credit');
  // The payer's handle saying it. A refund, cashback or reward handle (`amazonrefunds@apl`,
  // `bhimcashback@hdfcbank`, `cashback.paytm@…`) is a merchant's or the scheme's own, paying back or
  // rewarding, never a buyer paying an order: silent. "promo", "offer", "bonus" may also be a payer
  // named so; an operator looks.
  // (Every handle named as a payer's, not only the one read: with a second handle beside
  // `bhimcashback@hdfcbank` no payer's handle was read, and the cashback became a credit.)
  const handles =
    reading.kind === 'credit' ? payerHandles(tokens).map((v) => v.text.split('@')[0] ?? '') : [];
  if (handles.some((h) => REFUND_OR_REWARD_HANDLE.test(h))) {
    // (Two handles, one of them a refund's: which paid is not certain; an operator looks.)
    return new Set(handles).size > 1
      ? unparseable("a refund's or reward's handle beside another")
      : { kind: 'ignored', reason: 'not_a_payment' };
  }
  if (handles.some((h) => NON_PAYMENT_HANDLE.test(h) || REWARD_LIKE_HANDLE.test(h)))
    return unparseable("a non-payment word in the payer's handle");
  // "by NEFT from STAR HEALTH AND ALLIED INSURANCE CO LTD", "NEFT Cr-…-UPSTOX SECURITIES PVT LTD-…", "from ICICI
  // LOMBARD GIC": an insurer or a stockbroker paying, no claim or pay-out named. An insurer pays claims, maturities
  // and refunds of premium, a broker the client's own funds; either may also buy from the seller, which the grammar
  // cannot tell: an operator looks (reader12). (With "claim", "payout", "maturity" named it is silent, as before.)
  if (
    reading.kind === 'credit' &&
    tokens.some(
      (t, i) =>
        t.kind === 'word' &&
        INSURER_OR_BROKER.has(t.lower) &&
        // (Or beside a word the payer's name does not take, `STAR HEALTH AND ALLIED INSURANCE`, `ICICI LOMBARD`: in the
        // credit's own sentence, after its word, in no advertisement.)
        (isPayers(i) || (i > first.i && sameSentence(tokens, first.i, i) && !isAd(i))),
    )
  )
    return unparseable("an insurer or a broker paying: a claim or the customer's own funds as likely");
  // "credited … towards reimbursement", "towards KALIA": the bank names what the money is for, in words
  // the grammar does not know ("towards UPI/CR/…", "towards NEFT by Sender …" name the rail).
  if (reading.kind === 'credit' && towardsUnknown(tokens, directions[0]?.i ?? 0, bankWords))
    return unparseable('credited towards something the grammar does not know');
  // PFMS, the government's payment system, pays both the state's benefits and its purchases (GeM
  // orders): which one a credit from it is, the grammar cannot tell; an operator looks.
  // So does a state or the Union paying in its own name ("by Sender GOVT OF ODISHA SUBHADRA", "Government
  // of Maharashtra"); an office of it buying is named by its office ("GOVT HOSPITAL CANTEEN": a payer).
  const government = (t: Token, i: number): boolean =>
    t.kind === 'word' && ['govt', 'government', 'gov'].includes(t.lower) && nextWord(tokens, i) === 'of';
  if (
    reading.kind === 'credit' &&
    tokens.some((t, i) => (t.kind === 'word' && t.lower === 'pfms') || government(t, i))
  )
    return unparseable('paid by the government: a benefit or a purchase');
  // A credit naming nothing of a transaction (no account digits, reference, date or time): "Your salary
  // is credited! Now park Rs.10,000 in an FD" is an advertisement as likely as an alert.
  if (reading.kind === 'credit' && !namesTransaction(tokens)) return unparseable('nothing of a transaction');
  // "Payment of Rs.5,000.00 credited on 23-11-26. Thank you.": a date alone names no account of the
  // seller's, no reference and no payer; a card's bill paid reads the same.
  if (
    reading.kind === 'credit' &&
    [reading.accountDigits, reading.rrn, reading.payerVpa, reading.payerName].every((x) => x === undefined) &&
    !tokens.some((t) => t.kind === 'masked' || (t.kind === 'word' && ACCOUNT_WORDS.has(t.lower)))
  )
    return unparseable('no account, reference or payer named');
  // "Thank you! Payment of Rs.500.00 received on 23-11-26. Ref 6123…", "Payment received: INR 500.00 via UPI
  // (Ref …)" (R8-16): a reference alone, with no account named and no payer, proves a transaction, not money
  // into the seller's account; thanked for, it is the bank acknowledging the customer's own payment (a card, a
  // loan, a bill): silent; otherwise an operator looks.
  if (
    reading.kind === 'credit' &&
    [reading.accountDigits, reading.payerVpa, reading.payerName].every((x) => x === undefined) &&
    !tokens.some((t) => t.kind === 'masked' || (t.kind === 'word' && ACCOUNT_WORDS.has(t.lower)))
  )
    return present.has('thank') || present.has('thanks')
      ? { kind: 'ignored', reason: 'not_a_payment' }
      : unparseable('a reference alone: no account and no payer named');
  // "Rs 100 credited to your A/C XX4821 on 21/11/26 as a gift for your birthday!", "… for your first UPI
  // payment", "… as a goodwill gesture": the bank explaining its own money, with no reference and no payer
  // named; the class is open-ended, so an operator looks ("credited … on 21/11/2026." alone stays a credit).
  const unnamedPayer =
    reading.kind === 'credit' &&
    [reading.rrn, reading.payerVpa, reading.payerName].every((x) => x === undefined);
  if (unnamedPayer && directions.some((x) => x.d === 'credit' && explained(tokens, x.i)))
    return unparseable("the bank's own money explained, no payer named");
  // "Rs.100.00 credited to HDFC Bank A/c XX4821 on 21-11-26. Refer more friends to earn more!": a credit
  // naming no payer and no reference, then a pitch to earn or win more, is the bank's reward as likely.
  if (unnamedPayer && !tokens.some((t) => utrLike(t) || rrnLike(t)) && pitchAfter(tokens, first.i))
    return unparseable('a pitch to earn more after a credit naming no payer');
  // "Rs 1,00,000 credited to your HDFC Bank A/c XX4821. Tap to know more": an advertisement naming the
  // customer's own account, no date, time, reference or payer (a real credit states at least one).
  const bare =
    reading.kind === 'credit' &&
    [reading.statedDate, reading.rrn, reading.payerVpa, reading.payerName].every((x) => x === undefined) &&
    !tokens.some((t) => /\d{12}/.test(t.text));
  if (bare && adHint) return unparseable('an advertisement naming only an account');
  // "Rs 500 credited to your SBI A/c XX4821" from HDFC's header: an account of another bank than the one that
  // sent the alert. A bank alerts of its own accounts; whose this one is (the seller's at that bank, a payee's
  // named so in a forwarded or spoofed text) is not certain: an operator looks (reader12).
  const sender = context.bank;
  if (
    reading.kind === 'credit' &&
    sender !== undefined &&
    intoBanks(tokens).some((banks) => !banks.has(sender))
  )
    return unparseable("an account of another bank than the sender's");
  // A bilingual alert whose Hindi part says money went out while its English says it came in.
  if (reading.kind === 'credit' && INDIAN_SCRIPT.test(text) && saysDebitInHindi(tokens))
    return unparseable('both directions');
  return reading;
}

/** The account at `m` is named after "via", "using", "through": the means money left by ("via HDFC Bank A/c XX1234"). */
function meansAccount(tokens: readonly Token[], m: number): boolean {
  for (let k = m - 1; k >= 0 && k >= m - 8; k--) {
    const t = tokens[k];
    if (t?.kind === 'punct') continue;
    const w = wordAt(tokens, k);
    if (w === undefined) return false;
    if (['via', 'using', 'through', 'thru'].includes(w)) return true;
    if (!(ACCOUNT_WORDS.has(w) || w === 'no' || w === 'bank' || YOURS_WORDS.has(w) || isGrammarWord(w)))
      return false;
    if (['to', 'in', 'into', 'from', 'by', 'of', 'for', 'credited', 'received', 'deposited'].includes(w))
      return false;
  }
  return false;
}

/**
 * With no direction word read: a transaction's amount (no balance's), an account of yours named ("to/in/into your A/c",
 * "your A/c XX1234", a masked account of the seller's after "to"/"in"), and a payer ("from" a handle or a name) or a
 * transaction's reference; no word of money out.
 */
function intoYoursByUnknownWord(tokens: readonly Token[]): boolean {
  const amount = tokens.some(
    (t, k) => t.kind === 'money' && t.paise !== undefined && t.paise > 0 && !isBalanceAmount(tokens, k),
  );
  if (!amount) return false;
  const into = tokens.some(
    (t, k) =>
      t.kind === 'word' &&
      ['to', 'in', 'into'].includes(t.lower) &&
      YOURS_WORDS.has(nextWord(tokens, k) ?? '') &&
      ACCOUNT_WORDS.has(nextWord(tokens, k + 1) ?? ''),
  );
  if (!into) return false;
  const payer = tokens.some(
    (t, k) =>
      t.kind === 'word' &&
      t.lower === 'from' &&
      !YOURS_WORDS.has(nextWord(tokens, k) ?? '') &&
      (tokens[k + 1]?.kind === 'vpa' || /^\p{Lu}{2,}$/u.test(tokens[k + 1]?.text ?? '')),
  );
  const reference = tokens.some((t) => rrnLike(t) || utrLike(t));
  const out = tokens.some(
    (t, k) =>
      t.kind === 'word' &&
      ['from', 'debit', 'debited', 'withdrawn', 'paid', 'sent', 'spent'].includes(t.lower) &&
      YOURS_WORDS.has(nextWord(tokens, k) ?? ''),
  );
  // ("will be remitted", "not yet posted": a promise or a denial, no payment either way.)
  const notDone = tokens.some(
    (t) => t.kind === 'word' && ['will', 'shall', 'would', 'be', 'not', 'yet', 'pending'].includes(t.lower),
  );
  return (payer || reference) && !out && !notDone;
}

/** Verbs of money out that stay one inside a quotation (`quotedDebit`). */
const QUOTED_DEBITS = new Set(['debited', 'withdrawn', 'spent', 'deducted']);

/** The nouns that tell a credit (`direction`'s "Credit of Rs …", "Deposit of …", "Incoming UPI payment of …"). */
const CREDIT_NOUNS = new Set(['credit', 'deposit', 'dep', 'incoming', 'inward']);

/** Auxiliaries that open a predicate said of a credit's noun ("… is successful", "… has been made"). */
const AUXILIARIES = new Set(
  'is was has have had will shall could can cannot did does stands remains awaits may might would should got gets'.split(
    ' ',
  ),
);

/** Predicates that say a credit was made ("has been made", "is successful", "was credited"). */
const DONE = new Set(
  'successful successfully made done completed complete credited received effected processed posted deposited reflected available cleared realised realized confirmed'.split(
    ' ',
  ),
);

/**
 * In the sentence of the credit's noun at `i`, after it, an auxiliary followed by a word that says nothing
 * the grammar knows as done ("is queued", "has been put in a queue", "awaits approval"); a balance's "is"
 * ("balance is Rs 5,000") and an auxiliary followed by no word are none.
 */
function unknownPredicate(tokens: readonly Token[], i: number): boolean {
  // (A predicate is looked for a short way after the credit word, its sentence's end checked one step at a
  // time: a long body without full stops stays linear.)
  for (let j = i + 1; j < tokens.length && j <= i + PREDICATE_REACH && sameSentence(tokens, j - 1, j); j++) {
    // (Once the alert's details are printed, a reference, a handle, a bracket, the credit's clause is over:
    // "… (UPI 6327…) Have a nice day" says nothing of it, R8-42.)
    if (clauseOver(tokens, j)) return false;
    const w = wordAt(tokens, j);
    if (w === undefined || !AUXILIARIES.has(w)) continue;
    // ("have a nice day": the main verb "have", no auxiliary.)
    if (['have', 'has'].includes(w) && ['a', 'an', 'nice', 'good'].includes(wordAt(tokens, j + 1) ?? ''))
      continue;
    if (BALANCE_WORDS.has(previousWord(tokens, j) ?? '')) continue;
    let k = j + 1;
    while (['been', 'now', 'hereby', 'also', 'just'].includes(wordAt(tokens, k) ?? '')) k++;
    const next = wordAt(tokens, k);
    if (next === undefined) continue;
    return !DONE.has(next);
  }
  return false;
}

/** Words before a credit verb that make it the sentence's verb ("is credited", "has been credited", "you received"). */
const FINITE_BEFORE = new Set(
  'is are was were been has have had got gets get be you we i successfully now just also hereby'.split(' '),
);

/** Words after a noun-told credit that state it is not done, without an auxiliary. */
const STATES_OF_NOT_DONE = new Set([
  'not',
  'never',
  'progress',
  'offline',
  'retry',
  'void',
  'partially',
  'yet',
  'withheld',
  'held',
  'stuck',
]);

/**
 * After the credit's noun at `i`, in its sentence: a word of a state not done ("not confirmed", "in progress",
 * "void"), or a past participle the grammar does not know ("aborted", "voided", "queued": a word ending in
 * "ed" that is no grammar word, no word of DONE, not the payer's).
 */
const PREDICATE_REACH = 40;

/** At `j` the alert's details begin (a reference's label or digits, a bracket): a credit's clause is over. */
const clauseOver = (tokens: readonly Token[], j: number): boolean => {
  const t = tokens[j];
  return (
    (t?.kind === 'punct' && ['(', ')'].includes(t.text)) ||
    (t?.kind === 'number' && /^\d{6,}$/.test(t.text)) ||
    ['ref', 'rrn', 'utr', 'refno'].includes(wordAt(tokens, j) ?? '')
  );
};

function stateAfterNoun(tokens: readonly Token[], i: number, isPayers: (i: number) => boolean): boolean {
  for (let j = i + 1; j < tokens.length && j <= i + PREDICATE_REACH && sameSentence(tokens, j - 1, j); j++) {
    if (clauseOver(tokens, j)) return false;
    const w = wordAt(tokens, j);
    if (w === undefined || isPayers(j)) continue;
    if (STATES_OF_NOT_DONE.has(w)) return true;
    if (/^\p{L}{3,}ed$/u.test(w) && !DONE.has(w) && !isGrammarWord(w) && w !== 'limited') return true;
  }
  return false;
}

/** A status field's values that say a credit was made. */
const DONE_STATUS = new Set(
  'success successful successfully completed complete credited done ok approved processed settled'.split(' '),
);

/** A credit's states that are no credit made, said alone in brackets or after a dash ("(Pending)", "- PENDING"). */
const STATE_WORDS = new Set([
  'pending',
  'deemed',
  'failed',
  'failure',
  'declined',
  'processing',
  'hold',
  'onhold',
]);

/**
 * A field "Status:", "Txn Status -", "State:", "Result:" whose value is a word not in DONE_STATUS, or a state
 * word alone in brackets ("(Pending)") or after a spaced dash ending its sentence ("… - PENDING").
 */
function unknownStatus(tokens: readonly Token[], text: string): boolean {
  for (let i = 0; i < tokens.length; i++) {
    const w = wordAt(tokens, i);
    if (w !== undefined && STATE_WORDS.has(w)) {
      const [before, after] = [tokens[i - 1]?.text, tokens[i + 1]];
      // ("PENDING: INR 500.00 credited …", "Pending - INR 500.00 …": the state as the message's heading.)
      if (i === 0 && [':', '-'].includes(after?.text ?? '')) return true;
      if (before === '(' && after?.text === ')') return true;
      // (Its line ends there too: "\n- PENDING\nAxis Bank".)
      const end = (tokens[i]?.at ?? 0) + (tokens[i]?.text.length ?? 0);
      const ends =
        after === undefined ||
        (after.kind === 'punct' && ['.', '!', ';', ','].includes(after.text)) ||
        text.slice(end, after.at).includes('\n');
      if (before === '-' && tokens[i - 1]?.spaced === true && ends) return true;
    }
    if (!['status', 'state', 'result'].includes(wordAt(tokens, i) ?? '')) continue;
    if (![':', '-', '='].includes(tokens[i + 1]?.text ?? '')) continue;
    const value = tokens[i + 2];
    if (value?.kind !== 'word' && value?.kind !== 'number') return true;
    if (!DONE_STATUS.has(value.text.toLowerCase())) return true;
  }
  return false;
}

/**
 * Words that count many payments ("3 credits totalling Rs 1,500", "from 3 customers", "UPI collections of
 * INR 1,500 (5 txns)"): a total, no one payer's payment, only when said in the credit's own sentence ("Track
 * all transactions on the app." after a credit is a trailer).
 */
const COUNTS = new Set([
  ...PERIODS,
  'totalling',
  'totaling',
  'txns',
  'transactions',
  'customers',
  'collections',
  'credits',
]);

/** Stems of the non-payment words and the banks' vowel-dropped codes of them (see `readAlert`). */
// (Settlement's cuts, `SETTL`, `STLMT`, `SETL`, whole: "settled", as in HDFC Vyapar's "Settled to A/c XX4821"
// of one payment, is none of them.)
const NON_PAYMENT_STEM =
  /^(?:refund|revers|rvrs|revrs|rvsd|rfund|cashback|reward|dividend|settlement|intpd$|refun$|settl$|setl$|stlmt$|sttlmt$|\d{0,4}(?:int|fin)div$|(?:upi|imps|neft|rtgs)rev$|dividen$|divide$|redempt|redemp$)/;

/**
 * A rail glued to a reversal's, return's, refund's or adjustment's code, in either order, its reference perhaps
 * glued on (`UPIRVSL`, `IMPSRTN`, `NEFTRETURN`, `RTGSRET`, `UPIREFUND`, `REVUPI`, `RVSLUPI`, `UPIREV6324…`, `UPIADJ`,
 * `ADJCR`), and the short codes of cashback, interest credited, dividend and refund banks print (`CSHBCK`, `CASHBK`,
 * `INTCR`, `DVD`, `REFND`) (R9-9): the bank's own code of a non-payment, as its spaced forms are.
 */
const GLUED_CODE =
  /^(?:(?:upi|imps|neft|rtgs)(?:rvsl|rvrsl|rev|revl|ret|rtn|return|refund|rfnd|refnd|adj)\d*|(?:rvsl|rev|revl|ret|rtn|refund|rfnd)(?:upi|imps|neft|rtgs)\d*|adjcr|cradj)$/;
/** (The short codes may also be a word of a payer's name, `DVD WORLD`: there, an operator looks.) */
const SHORT_CODE = /^(?:cshbck|cashbk|intcr|dvd|refnd)$/;
/** "POS" opening a narration's slots (`POS/AMAZON/08062`, `POS*SWIGGY`, `POS-…`), no card machine's settlement after it. */
function posSlot(tokens: readonly Token[], i: number): boolean {
  const sep = tokens[i + 1];
  return (
    sep?.kind === 'punct' &&
    ['/', '*', '-'].includes(sep.text) &&
    !sep.spaced &&
    !SETTLEMENT_WORDS.has(nextWord(tokens, i) ?? '')
  );
}

/** The holder's own doing at a cash machine: an ATM's credit naming one may be a withdrawal given back. */
const ATM_TRANSACTION_WORDS = new Set([
  'txn',
  'txns',
  'transaction',
  'wdl',
  'withdrawal',
  'withdrawn',
  'card',
  'failed',
  'dispense',
  'dispensed',
]);

/** Nouns for the credit itself, after "this" or "the above" ("This credit is subject to realisation."). */
const THIS_CREDIT = new Set([
  'credit',
  'amount',
  'deposit',
  'transaction',
  'txn',
  'cheque',
  'chq',
  'payment',
  'transfer',
]);

/** Words of an insurer's or a stockbroker's name (see `readAlert`). */
const INSURER_OR_BROKER = new Set([
  'insurance',
  'assurance',
  'insurer',
  'insurers',
  'lombard',
  'broking',
  'stockbroking',
  'broker',
  'brokers',
  'stockbrokers',
  'securities',
  'lic',
]);
/** Words by which a balance says what it includes ("Avl Bal Rs 5,000.00 incl OD limit"). */
const BALANCE_INCLUDES = new Set(['incl', 'including', 'includes', 'inclusive', 'plus', 'with']);
/** A settlement's word and its cuts (see `cardSales` in `readAlert`). */
const SETTLEMENT_WORDS = new Set(['settlement', 'settl', 'setl', 'stlmt', 'sttlmt']);
/** A merchant's card machine, named before its sales' settlement ("CARDS SETTL", "POS settlement", "EDC"). */
const CARD_TERMINAL_WORDS = new Set(['card', 'cards', 'pos', 'edc', 'terminal', 'mpos']);
/** The customer's own card, named before "card": its dues settled, no sales ("credit card settlement"). */
const CUSTOMER_CARD_WORDS = new Set([
  'credit',
  'cc',
  'debit',
  'your',
  'ur',
  'kisan',
  'kcc',
  'forex',
  'prepaid',
  'gift',
]);

/** A balance's label between the tokens at `a` and `b`. */
const balanceBetween = (tokens: readonly Token[], a: number, b: number): boolean =>
  tokens
    .slice(a + 1, b)
    .some((t) => t.kind === 'word' && ['bal', 'balance', 'avl', 'avlbal', 'clrbal'].includes(t.lower));

/**
 * Every credit word is "deposited", a cheque is named before the first in its sentence (the cheque was
 * deposited), and nothing says it cleared ("cleared", "realised", "credited").
 */
function chequeDeposited(tokens: readonly Token[], directions: readonly { i: number; d: string }[]): boolean {
  const credits = directions.filter((x) => x.d === 'credit');
  const [first] = credits;
  if (first === undefined || credits.some((x) => wordAt(tokens, x.i) !== 'deposited')) return false;
  const cleared = tokens.some(
    (t) => t.kind === 'word' && ['cleared', 'realised', 'realized', 'credited', 'clrd'].includes(t.lower),
  );
  if (cleared) return false;
  // "Rs.500.00 deposited in your A/c XX1234 by cheque no 123456": the cheque named as the means after the
  // verb ("for CHQ DEP-…" narrates one cleared).
  for (let j = first.i + 1; j < tokens.length && j <= first.i + 12 && sameSentence(tokens, first.i, j); j++)
    if (
      ['by', 'through', 'thru', 'via', 'vide'].includes(wordAt(tokens, j) ?? '') &&
      ['cheque', 'chq', 'cheques', 'chqs'].includes(nextWord(tokens, j) ?? '')
    )
      return true;
  for (let j = first.i - 1; j >= 0 && j >= first.i - 12; j--)
    if (['cheque', 'chq', 'cheques', 'chqs'].includes(wordAt(tokens, j) ?? ''))
      return sameSentence(tokens, j, first.i);
  return false;
}

/** India's scripts other than Devanagari (Bengali, Gurmukhi, Gujarati, Oriya, Tamil, Telugu, Kannada, Malayalam). */
const OTHER_SCRIPTS = /[\u0980-\u0D7F]/u;

/** Phrases by their first word. */
/**
 * Phrases by their first word, each with its text as looked for (` ${phrase} `) and its second word: a phrase is in
 * the message's words only if its second word is (the words are parted by single spaces), so the text is searched
 * only then. (Built once, not per message.)
 */
type PhraseIndex = ReadonlyMap<
  string,
  readonly { phrase: string; spaced: string; second: string | undefined }[]
>;

function phraseIndex(phrases: readonly string[]): PhraseIndex {
  const index = new Map<string, { phrase: string; spaced: string; second: string | undefined }[]>();
  for (const phrase of new Set(phrases)) {
    const first = phrase.split(' ')[0] ?? phrase;
    const second = phrase.split(' ')[1];
    const entry = { phrase, spaced: ` ${phrase} `, second: second === '' ? undefined : second };
    index.set(first, [...(index.get(first) ?? []), entry]);
  }
  return index;
}

const NOTICE_INDEX = phraseIndex(NOTICES);

/** Words of a transaction the holder made (its own spend, purchase or transfer out). */
const HOLDERS_TRANSACTION = new Set([
  'transaction',
  'txn',
  'trxn',
  'tran',
  'purchase',
  'spend',
  'withdrawal',
]);
/** …and the same in the plural. */
const HOLDERS_TRANSACTIONS = new Set(['transactions', 'txns', 'trxns', 'purchases', 'withdrawals']);
/** Words that make "against your …" the holder's own request or document paid, money in ("your collect request"). */
const AGAINST_YOUR_PAID = new Set(['collect', 'request', 'invoice', 'bill', 'order', 'mandate']);

/**
 * "against your [recent] [Debit Card] transaction" in the bank's words: a credit said to answer a transaction of the
 * holder's own (`one`, or `several` in the plural), looked for in the four words after "your".
 */
function againstYourTransaction(tokens: readonly Token[], end: number): 'one' | 'several' | undefined {
  for (let k = 0; k < end; k++) {
    if (wordAt(tokens, k) !== 'against' || !YOURS_WORDS.has(wordAt(tokens, k + 1) ?? '')) continue;
    // (The words up to the first that is no word, at most five: "against your UPI transaction request" is the
    // holder's request paid, whichever comes first.)
    const words: string[] = [];
    for (let j = k + 2; j < end && words.length < 5 && tokens[j]?.kind === 'word'; j++)
      words.push(wordAt(tokens, j) ?? '');
    if (words.some((w) => AGAINST_YOUR_PAID.has(w))) continue;
    const named = words.slice(0, 4);
    if (named.some((w) => HOLDERS_TRANSACTION.has(w))) return 'one';
    if (named.some((w) => HOLDERS_TRANSACTIONS.has(w))) return 'several';
  }
  return undefined;
}

const NOT_A_PAYMENT_INDEX = phraseIndex(NOT_A_PAYMENT);

// Inside a handle's local part, words that no one's name holds ("amazonrefunds", "bhimcashback"): money
// paid back, rewarded or earned, never an order paid.
// (A penny drop's handle, `razorpay.verify@icici`, `acverify@ybl`, `pennydrop@axis`: an account checked; Google Pay's
// pay-out handle `goog-payment@okaxis`, which pays its rewards, cashback and referral bonuses and no order: reader12.)
const REFUND_OR_REWARD_HANDLE =
  /refund|cashback|revers|incentive|scratchcard|supercash|pennydrop|^goog-?payments?$|(?:^|[._\d-])rewards?(?:$|[._\d-])|(?:^|[._\d-]|ac|acc|bene)verif(?:y|ication)(?:$|[._\d-])/i;

// "reward", "interest", "dividend" run into other letters of a handle may be a merchant's trade name as
// well (`rewardtravels@ybl`; `rewards.cred@…` is a reward's own): an operator looks.
const REWARD_LIKE_HANDLE = /reward|interest|dividend/i;

// "promo", "offer", "bonus" only as a part of their own ("promo.deals@…", never "promod.kumar@…",
// "offerman.textiles@…"), and even then perhaps a payer's name.
const NON_PAYMENT_HANDLE = /(?:^|[._\d-])(?:promo|offers?|bonus)(?:$|[._\d-])/i;

/** Account digits, a 12-digit reference, a date or a time of day: what an alert of a real payment states. */
const namesTransaction = (tokens: readonly Token[]): boolean =>
  tokens.some(
    (t) =>
      t.kind === 'masked' ||
      t.kind === 'date' ||
      t.kind === 'time' ||
      ((t.kind === 'number' || t.kind === 'word') && /\d{12}/.test(t.text)),
  );

/** What a payer's money is "towards" when it pays for something: an internal transfer, BHIM, an invoice, an order. */
const TOWARDS_KNOWN = new Set([
  // ("towards payment", "towards advance", "towards bill no 45", "towards sale of goods", "towards rent": a
  // buyer's purpose.)
  'payment',
  'advance',
  'bill',
  'sale',
  'sales',
  'material',
  'materials',
  'rent',
  'purchase',
  'service',
  'work',
  'contract',
  'ift',
  'bhim',
  'invoice',
  'inv',
  'order',
  'orders',
  'goods',
  'services',
  'supply',
  // ("towards POS settlement for TID …", "towards EDC settl": the merchant's card machine's sales; reader12.)
  'pos',
  'edc',
]);

/** After the credit word at `from`, "towards" and then a word that names no rail, no narration code. */
function towardsUnknown(tokens: readonly Token[], from: number, end: number): boolean {
  for (let j = from + 1; j < end; j++) {
    if (wordAt(tokens, j) !== 'towards') continue;
    let k = j + 1;
    while (tokens[k]?.kind === 'punct') k++;
    const t = tokens[k];
    if (t?.kind !== 'word') return false;
    // `deposited to A/c No XX7305 towards FT - Cr - 5010… - RAVI SHANKAR Val 21-NOV-26` (HDFC): "towards" opens the
    // narration's slot, ended by its value date; the payer's words, no purpose the bank names.
    if (valueDateAfter(tokens, k) !== undefined) return false;
    // `towards N/N3252…`, `towards BY NEFT TRF:…`, `towards UPI/CR/…`, `towards IFT`, `towards Invoice 1123`.
    return (
      !isGrammarWord(t.lower) &&
      tokens[k + 1]?.text !== '/' &&
      t.lower !== 'your' &&
      !TOWARDS_KNOWN.has(t.lower)
    );
  }
  return false;
}

/** Each place a phrase (words separated by one space) stands among the words: its word tokens' indexes. */
function occurrences(
  tokens: readonly Token[],
  phrases: readonly string[],
): { phrase: string; at: number[] }[] {
  if (phrases.length === 0) return [];
  // (An amount, a handle, a date or a time parts two words, as in read.ts's phrases: -1 is no word.)
  const words = tokens.flatMap((t, i) =>
    t.kind === 'word'
      ? [i]
      : ['money', 'vpa', 'date', 'time'].includes(t.kind) || ['!', '?'].includes(t.text)
        ? [-1]
        : [],
  );
  const found: { phrase: string; at: number[] }[] = [];
  for (const phrase of phrases) {
    const parts = phrase.split(' ');
    for (let w = 0; w + parts.length <= words.length; w++) {
      const at = words.slice(w, w + parts.length);
      if (parts.every((part, k) => wordAt(tokens, at[k] ?? -1) === part)) found.push({ phrase, at });
    }
  }
  return found;
}

/** Words a whole message never ends on: it was cut (the first part of a split SMS). */
export const CUT_ENDINGS = new Set(
  'a/c ac acc acct account ref refno rrn no on from by to with of for in at your vpa'.split(' '),
);

function readCredit(
  tokens: readonly Token[],
  verbs: readonly number[],
  text: string,
  context: ReadContext,
  advertised: (i: number) => boolean,
  payers: (i: number) => boolean = () => false,
): AlertReading {
  // An advertisement's amount ("a loan up to Rs 5 lakh") is no second amount of the transaction, and
  // the payer's remark is the payer's to write ("Remarks: Rs 5000 advance"): never the amount credited.
  const remark = freeTextStart(tokens);
  const amount = readAmount(tokens, verbs, advertised, (i) => i >= remark);
  if (typeof amount === 'string') return unparseable(amount);

  const labelled = readReferences(tokens);
  if (typeof labelled === 'string') return unparseable(labelled);

  const sellerAccounts = new Set<string>();
  const sellerAt: number[] = [];
  const payerAccounts: number[] = [];
  let payerNumbered = false;
  tokens.forEach((t, i) => {
    // "your account ending 4821", "ending with 4821", "from your A/c 4821": a bare number right after the
    // label is one too. An account printed in full (7 digits or more: "Your a/c 91824821 is credited",
    // older templates) is kept as its last four digits: all `accounts` compares (CONTRACT §8), and a full
    // account number is not something to store.
    // ("Your A/c no. 817306 has been credited": the account's noun, then "no.".)
    const noAfterAccount =
      previousWord(tokens, i) === 'no' && ACCOUNT_WORDS.has(previousWord(tokens, i, 1) ?? '');
    const label = noAfterAccount ? 'a/c' : (previousWord(tokens, i) ?? '');
    // ("year ending 2026", "week ending 2211": a period's end, no account: see `afterAccountEnding`.)
    const ending = afterAccountEnding(tokens, i);
    if (
      t.kind === 'number' &&
      /^\d{3,18}$/.test(t.text) &&
      (['a/c', 'ac', 'account', 'acct', 'sb'].includes(label) || ending) &&
      (tokens[i - 1]?.kind !== 'punct' || noAfterAccount)
    ) {
      if (accountRole(tokens, i) === 'seller')
        sellerAccounts.add(t.text.length > 6 ? t.text.slice(-4) : t.text);
      return;
    }
    if (t.kind !== 'masked') return;
    // ("… credited with INR 500.00 and A/c XX5678 debited": the payer's account, the subject of its debit.)
    const role = debitedPayerAccount(tokens, i) ? 'payer' : accountRole(tokens, i);
    // `XXXXXXXX00046317`: a run of zeros after the mask pads a fixed-width field; the digits the bank
    // shows of the account are the ones after it.
    if (role === 'seller') {
      sellerAccounts.add(t.digits.replace(/^0{3,}(?=\d)/, ''));
      sellerAt.push(i);
    }
    if (role === 'payer' || role === 'mobile') payerAccounts.push(i);
    if (role === 'payer' && bareFrom(tokens, i)) payerNumbered = true;
  });
  if (sellerAccounts.size > 1) return unparseable('two accounts');
  // "Rs 500 credited to A/c XX9999 (RAVI KUMAR) from A/c XX4821", "credited to A/c XX9999 on … from A/c
  // XX4821": with no account named "your", an account the money came from named by its digits alone
  // (no holder, no sender's label), or a holder named after the account credited (in brackets or after a
  // hyphen, as "of RAVI" is), may tell the seller's own transfer out from the payee's side. Which account
  // is the seller's is not certain: an operator looks ("credited to your A/c XX4821 from A/c XX9999",
  // "from A/c XX9911 of RAVI KUMAR", "Sender A/c XXXX5517", "from A/c linked to mobile XX…" stay credits).
  if (!tokens.some((t) => t.kind === 'word' && YOURS_WORDS.has(t.lower)) && payerNumbered)
    return unparseable('an account credited and one debited, neither named yours');
  // "credited to your Escrow A/c XX9999 from A/c XX4821", "Your Locker A/c XX9999 is credited … by
  // transfer from A/c XX4821": an account of the customer's of a kind the grammar does not know (escrow,
  // locker, nominee), filled from an account named by its digits alone, is the customer's own transfer as
  // likely as a payer's; an operator looks ("your Savings A/c", "your SBI A/c" stay credits).
  // "Your A/c XX9876 (PPF) credited …", "(Sukanya Samriddhi)", "(Gold Loan)": the account credited is a
  // product of the customer's, named in brackets after its digits: no payment to the seller ("(BALAJI
  // LOAN AGENCY)" is a holder's name).
  // ("(linked to Debit Card XX4433)" says what the account is linked to: only a bracket of products'
  // and kinds' words names a product.)
  const product = (words: string[]): boolean =>
    words.some((w) => PRODUCT_WORDS.has(w)) &&
    words.every((w) => PRODUCT_WORDS.has(w) || ACCOUNT_KINDS.has(w) || ACCOUNT_WORDS.has(w));
  if (sellerAt.some((i) => product(bracketWords(tokens, i))))
    return { kind: 'ignored', reason: 'not_a_payment' };
  if (payerNumbered && sellerAt.some((i) => yoursOfUnknownKind(tokens, i)))
    return unparseable(
      "an account of yours of a kind the grammar does not know, filled from an account's digits",
    );
  // (A holder after an account not itself named "your": "deposited in A/c XX9999 (RAVI KUMAR) … using
  // your Debit Card" is also someone else's account; "Your A/c XX4821 (SHARMA STORES)" is the seller's.)
  // ("A/c XX0121 of ANIL GUPTA credited with …", R10-28, reader12: the holder after "of", no "your": sent to the payer it
  // confirms a payment out, to ANIL GUPTA a payment in.)
  // ("A/c XX7402 of NEW INDIA TEXTILES": a name may open with a word of the grammar's; one of the next three is a name's.)
  const ofHolder = (i: number): boolean =>
    wordAt(tokens, i + 1) === 'of' &&
    tokens[i + 2]?.kind === 'word' &&
    !['yours', 'your', 'ur', 'rs', 'inr'].includes(wordAt(tokens, i + 2) ?? '') &&
    [2, 3, 4].some((n) => {
      const t = tokens[i + n];
      return t?.kind === 'word' && /^\p{L}{2,}$/u.test(t.text) && !isGrammarWord(t.lower);
    }) &&
    tokens.slice(i + 2, i + 5).every((t) => t.kind === 'word');
  if (sellerAt.some((i) => (holderAfter(tokens, i) || ofHolder(i)) && !namedYours(tokens, i)))
    return unparseable('the account credited named by its holder, not named yours');
  // "Rs 1,500 credited to card XX1234": the only number named is a card's, so a bill paid or a refund.
  if (
    sellerAccounts.size === 0 &&
    tokens.some((t, i) => t.kind === 'masked' && accountRole(tokens, i) === 'card')
  )
    return { kind: 'ignored', reason: 'not_a_payment' };

  // The payer's remark may date what it likes ("rent for Oct dated 01/10"): its dates are none of the credit's.
  const [firstVerb] = verbs;
  // ("towards CASH-BNA-6180 6180BK01- 23/11/26 08:05:41": a cash machine's deposit names no payer, so its
  // narration's date and time are the machine's, no payer's words.)
  const machine = tokens.some((t) => t.kind === 'word' && ['bna', 'cdm'].includes(t.lower));
  const when = readWhen(
    tokens,
    context.receivedOn,
    (i) => i >= remark || (payers(i) && !machine),
    remark,
    (i) => firstVerb !== undefined && laterSentence(tokens, firstVerb, i, payers),
  );
  if (typeof when === 'string') return unparseable(when);

  // A number in a narration's slot is an RRN only if its day fits the message's (a text read with no
  // receipt may be old, so it is taken as it stands); one a word names a reference is taken as named.
  const day = context.receivedOn === undefined ? undefined : (when.date ?? context.receivedOn);
  // A reference labelled inside the payer's own words (a narration's slots after its reference, a remark:
  // "UPI/P2A/<n>/NAME/HDFC/Ref 6326…", "(remarks: Ref No 6326…)") is the payer's to write, never the bank's
  // RRN (R8-25: a note "balance of RRN <an earlier payment's>" would merge two payments into one).
  // (R10-30: a reference labelled in a sentence of its own after the payer's note is the bank's, taken as a slot.)
  const afterNote = (r: Reference): Reference =>
    !r.slot && r.index > remark && referenceAfterNote(tokens, r.index, remark) ? { ...r, slot: true } : r;
  const references = settledReferences(
    labelled.map(afterNote),
    (r) => (!r.slot || rrnFitsDay(r.digits, day)) && !(payers(r.index) && !r.slot),
  );
  const rrns = new Set(references.map((r) => r.digits));
  if (rrns.size > 1) return unparseable('two references');

  const vpas = payerHandles(tokens);
  // "by VPA ravikumar": the bank labelled a handle and printed something else.
  for (const [i, t] of tokens.entries()) {
    if (t.kind !== 'word' || t.lower !== 'vpa') continue;
    // "VPA ravi@okaxis", "VPA: ravi@okaxis", "VPA (ravi@okaxis)", IndusInd's `VPA "ravi@okaxis"`.
    const next = [':', '(', '-', '"', '“'].includes(tokens[i + 1]?.text ?? '')
      ? tokens[i + 2]
      : tokens[i + 1];
    if (next?.kind !== 'vpa') return unparseable('malformed handle');
  }
  const narrationUnclear = vpas.some((v) => hyphenSegments(tokens, v.i) > 1);
  const payerVpa = !narrationUnclear && new Set(vpas.map((v) => v.text)).size === 1 ? vpas[0] : undefined;
  if (payerVpa !== undefined && !VPA_PATTERN.test(payerVpa.text)) return unparseable('malformed handle');

  const credit: ParsedCredit = { kind: 'credit', amountPaise: amount };
  // Absent value = absent key (CONTRACT §1).
  const [rrn] = rrns;
  if (rrn !== undefined) credit.rrn = rrn;
  // (A handle is case-insensitive: `RAVI.KUMAR@YBL` in an all-caps alert is `ravi.kumar@ybl`, so a repeat of one
  // payment is the same payer whatever the bank's case.)
  if (payerVpa !== undefined) credit.payerVpa = payerVpa.text.toLowerCase();
  const payerName = narrationUnclear
    ? undefined
    : readPayerName(text, tokens, {
        references: references.map((r) => r.index),
        vpa: payerVpa?.i,
        payerAccounts,
      });
  if (payerName !== undefined) credit.payerName = payerName;
  const [account] = sellerAccounts;
  return withAccountAndWhen(credit, account, when);
}
