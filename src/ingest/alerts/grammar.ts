// The shared grammar of Indian bank transaction alerts (CONTRACT §7): from the tokens of one message, which
// way the money moved and whose account it touched, the one transaction amount, the 12-digit RRN, the
// payer, the seller's masked account and the stated date and time with its precision. Never a guess: a
// message that reads as money in but whose amount, direction or account is not certain is unparseable.
import type { ParsedCredit } from '../../domain/feeds.js';
import { VPA_PATTERN } from '../../domain/validation.js';
import {
  ACCOUNT_WORDS,
  CARD_WORDS,
  CREDIT_VERBS,
  DEBIT_VERBS,
  MOBILE_WORDS,
  NOT_A_PAYMENT,
  NOTICES,
  PAYER_WORDS,
  BANK_CODES,
  COMPLAINTS,
  OFFER_SPEED,
  CHEQUE_STATES,
  isGrammarWord,
} from './lexicon.js';
import { INDIAN_SCRIPT, readHindi, saysCreditInHindi, saysDebitInHindi } from './hindi.js';
import { readPayer, readPayerName } from './payer.js';
import { unrealised } from './mood.js';
import {
  creditedInto,
  fromYourAccount,
  fromYourOther,
  intoYourAccount,
  intoYourBankAccount,
  kindOrPayeeThenPayer,
  othersAccountDebited,
  payeeCredited,
  payeeSubject,
  ACCOUNT_KINDS,
  payerDebited,
  payerSubjectDebited,
  PRODUCT_WORDS,
} from './whose.js';
import type { Token } from './tokens.js';
import { before, nextWord, previousWord, wordAt } from './words.js';
import {
  hyphenSegments,
  isBalanceAmount,
  labelledNumber,
  readAmount,
  readReferences,
  readWhen,
  rrnFitsDay,
  withAccountAndWhen,
} from './fields.js';

import type { AlertReading, ReadContext } from './reading.js';

// Callers (read.ts) take the answer's shapes from here, beside the reader that gives them.
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

/** An amount right after `i` ("Cr INR 5,000.00", "Dr. INR 260.00", "Dr with INR.26.00", "Cr. by Rs 500"). */
function moneyAfter(tokens: readonly Token[], i: number): boolean {
  for (let j = i + 1; j <= i + 3; j++) {
    const t = tokens[j];
    if (t?.kind === 'money') return true;
    if (t?.kind === 'punct' || (t?.kind === 'word' && ['with', 'of', 'for', 'by'].includes(t.lower)))
      continue;
    return false;
  }
  return false;
}

/** A transaction amount right before `i` ("Rs.80.00 Dr.", "Rs 500/- Cr"), not a balance's ("Bal Rs.6106.44CR"). */
function paymentBefore(tokens: readonly Token[], i: number): boolean {
  let j = i - 1;
  while (j > i - 3 && ['/', '-'].includes(tokens[j]?.text ?? '')) j--;
  return tokens[j]?.kind === 'money' && !isBalanceAmount(tokens, j);
}

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

/** Dues a bank or a lender collects from its customer: "EMI … collected", "charges collected". */
const DUES = new Set(
  'emi premium charge charges fee fees tax loan dues penalty installment instalment interest'.split(' '),
);

/**
 * "collected" at `i` says money came in: said of a payer named after "from" (a handle, or a name that is
 * no word of the grammar's, never "your" or "you" or an account), with the account it came into named
 * after it ("in Acct XX821", "into your A/c"), in a sentence naming no dues ("EMI of Rs 500 collected from
 * your a/c" is the customer's money out; "Charges … collected from A/c XX4821" the bank's fee).
 */
function collectedFromPayer(tokens: readonly Token[], i: number): boolean {
  if (unrealised(tokens, i)) return false;
  const near = (j: number): boolean => j >= 0 && j < tokens.length && sameSentence(tokens, i, j);
  for (let j = i - 12; j <= i + 16; j++) if (near(j) && DUES.has(wordAt(tokens, j) ?? '')) return false;
  let payer = false;
  let into = false;
  for (let j = i + 1; j <= i + 16 && near(j); j++) {
    const w = wordAt(tokens, j);
    let k = j + 1;
    while (tokens[k]?.kind === 'punct') k++;
    const t = tokens[k];
    if (w === 'from' && !payer) {
      if (t?.kind === 'vpa') payer = true;
      else if (t?.kind !== 'word' || isGrammarWord(t.lower) || !/^\p{L}{2,}$/u.test(t.text)) return false;
      else payer = true;
    }
    if (['in', 'into', 'to'].includes(w ?? '') && t !== undefined)
      into ||=
        t.kind === 'masked' || (t.kind === 'word' && (YOUR.has(t.lower) || ACCOUNT_WORDS.has(t.lower)));
  }
  return payer && into;
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

/** The word at `i` is a field's value, "Type: CR", "Txn Type - DR", the field ending after it. */
function typedField(tokens: readonly Token[], i: number): boolean {
  const before = tokens[i - 1];
  const after = tokens[i + 1];
  const ends = after === undefined || (after.kind === 'punct' && ['|', ',', ';', '\n'].includes(after.text));
  return (
    before?.kind === 'punct' &&
    [':', '-'].includes(before.text) &&
    ['type', 'nature', 'mode'].includes(wordAt(tokens, i - 2) ?? '') &&
    ends
  );
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

/** "from" and, within three words, "wallet" or "pay balance" (a wallet named by its app). */
function fromWallet(tokens: readonly Token[], end: number): boolean {
  for (let j = 0; j < end; j++) {
    if (wordAt(tokens, j) !== 'from') continue;
    for (let k = j + 1; k <= j + 4 && k < end; k++) {
      const w = wordAt(tokens, k);
      if (w === undefined) break;
      if (w === 'wallet' || (w === 'balance' && wordAt(tokens, k - 1) === 'pay')) return true;
    }
  }
  return false;
}

/** The amount right before `i` is labelled the transaction's ("Amt Rs.500.00 CR", "Txn Rs.500.00 CR"). */
function txnLabelled(tokens: readonly Token[], i: number): boolean {
  let j = i - 1;
  while (j > i - 3 && ['/', '-'].includes(tokens[j]?.text ?? '')) j--;
  return ['amt', 'amount', 'txn', 'transaction'].includes(wordAt(tokens, j - 1) ?? '');
}

const RAILS = new Set(['neft', 'imps', 'upi', 'rtgs', 'salary']);

/** "sent INR 5,000.00 to you" within the next few tokens. */
function sentToYou(tokens: readonly Token[], i: number): boolean {
  for (let j = i + 1; j < tokens.length && j <= i + 5; j++) {
    if (wordAt(tokens, j) === 'to' && nextWord(tokens, j) === 'you') return true;
  }
  return false;
}

/** A handle or a name (not "you") stands right before the verb at `i`, past "has" or "have". */
function payerSubject(tokens: readonly Token[], i: number): boolean {
  let j = i - 1;
  if (['has', 'have'].includes(wordAt(tokens, j) ?? '')) j--;
  const t = tokens[j];
  if (t?.kind === 'vpa') return true;
  // "you've sent": the contraction's tail is no name.
  if (["'", '’'].includes(tokens[j - 1]?.text ?? '')) return false;
  return t?.kind === 'word' && /^\p{L}+$/u.test(t.text) && !isGrammarWord(t.lower) && t.lower !== 'i';
}

/** Debit words that also speak of things other than money moving (a statement sent, a debit disputed). */
const LOOSE_DEBITS = new Set(['sent', 'paid', 'debit', 'spent', 'purchase', 'withdrawal']);

/** "you" right before the verb at `i`, past "have", "'ve" or "been" ("You've got", "You have been paid"). */
function saidOfYou(tokens: readonly Token[], i: number): boolean {
  for (let n = 0; n < 3; n++) {
    const w = previousWord(tokens, i, n);
    if (w === 'you') return true;
    if (!['have', 've', 'been', 'were'].includes(w ?? '')) return false;
  }
  return false;
}

/** A transaction amount (no balance's or limit's) among the five tokens before `i`. */
function paymentNear(tokens: readonly Token[], i: number): boolean {
  for (let j = i - 1; j >= 0 && j >= i - 5; j--)
    if (tokens[j]?.kind === 'money' && !isBalanceAmount(tokens, j)) return true;
  return false;
}

/** An amount within five tokens either side of `i`. */
function moneyNear(tokens: readonly Token[], i: number): boolean {
  for (let j = Math.max(0, i - 5); j < tokens.length && j <= i + 5; j++)
    if (tokens[j]?.kind === 'money' || tokens[j]?.kind === 'currency') return true;
  return false;
}

/** Which way a word says money moved, if it is a direction word at all. */
export function direction(tokens: readonly Token[], i: number): 'credit' | 'debit' | undefined {
  const w = wordAt(tokens, i);
  // Most words are none of these: asked once, before any rule.
  if (w === undefined || !DIRECTION_CANDIDATES.has(w)) return undefined;
  // "Cr INR 5,000.00 to A/c", "Dr. INR 260.00": the short forms, only right before an amount.
  // "Rs.80.00 Dr." is a debit; a "CR" after an amount is how banks mark a balance in credit, never a payment.
  // "Rs.500 Cr to A/c XX1234", "INR 500.00 Cr A/c XX1234": after a payment's amount, and said of the
  // account the money went to; "UPI/…/RAVI KUMAR Rs.500.00 CR on 25/11/2026", "Txn Rs.1,250.00CR on …":
  // after a transaction's amount (never a balance's), said of when or how it moved.
  // "Txn Type: CR | Amt: Rs.500.00 | A/c: ...4821": the code as a field's value, the message's amount elsewhere.
  if ((w === 'cr' || w === 'dr') && typedField(tokens, i) && tokens.some((t) => t.kind === 'money'))
    return w === 'cr' ? 'credit' : 'debit';
  if (w === 'cr') {
    const next = nextWord(tokens, i) ?? '';
    const toAccount = ['to', 'in', 'into'].includes(next) || ACCOUNT_WORDS.has(next);
    const when = ['on', 'dt', 'via', 'by', 'thru', 'through'].includes(next);
    // "A/c *4821 Amt Rs.500.00 CR Bal Rs.10500.00 CR", "Txn Rs.500.00 CR,": after an amount its label
    // names the transaction's, the mark is the transaction's direction.
    return moneyAfter(tokens, i) ||
      (paymentBefore(tokens, i) && (toAccount || when || txnLabelled(tokens, i)))
      ? 'credit'
      : undefined;
  }
  if (w === 'dr') return moneyAfter(tokens, i) || paymentBefore(tokens, i) ? 'debit' : undefined;
  // The noun: "has a credit by Transfer of Rs", "there is an NEFT credit of INR"; never "credit card",
  // "credit limit" or an offer's "instant credit of".
  if (w === 'credit') {
    const [p0, p1] = [previousWord(tokens, i), previousWord(tokens, i, 1)];
    const says =
      ['has', 'had'].includes(p0 ?? '') ||
      (p0 === 'a' && ['has', 'had'].includes(p1 ?? '')) ||
      RAILS.has(p0 ?? '');
    // "CREDIT:Rs.1250.0": the label of the amount credited.
    const labelled = tokens[i + 1]?.text === ':' && tokens[i + 2]?.kind === 'money';
    // "Credit of Rs.500.00 to your A/C XX1234": the noun opening the message or a sentence, of an amount
    // said to go into your account.
    const opens = p0 === undefined || ['.', '!'].includes(tokens[i - 1]?.text ?? '');
    const ofAmount = nextWord(tokens, i) === 'of' && tokens[i + 2]?.kind === 'money';
    const intoYours = ofAmount && intoYourAccount(tokens, i + 2);
    return (says && nextWord(tokens, i) !== 'card') ||
      labelled ||
      (opens && intoYours) ||
      nounCredit(tokens, i)
      ? 'credit'
      : undefined;
  }
  // "Deposit of INR 3,300.00 in your A/c", "Deposit: INR 5,000.00 A/C XX…": the noun, as "credit" below.
  if (w === 'deposit') return nounCredit(tokens, i) ? 'credit' : undefined;
  // "Incoming UPI payment of INR 330.00 from ravi@ybl": money in, said of an amount.
  if (w === 'incoming') return incoming(tokens, i) ? 'credit' : undefined;
  // "used at AMAZON", "used for INR": a card spent.
  if (w === 'used') return ['at', 'for'].includes(nextWord(tokens, i) ?? '') ? 'debit' : undefined;
  // "Hi, you got Rs 500 from ravi@oksbi": money in, said of "you" with an amount right after; "got" in
  // any other place ("got debited", "you got a message") says nothing by itself.
  // ("You've got ₹500 from …", "You have got ₹500 from …": the same, in the perfect.)
  if (w === 'got') return saidOfYou(tokens, i) && moneyAfter(tokens, i) ? 'credit' : undefined;
  // "You were paid ₹500.00 by RAVI KUMAR", "You've been paid ₹500 by ravi@oksbi": the passive, money to
  // "you" from the payer after "by" ("You have paid" is the customer paying).
  if (w === 'paid' && ['were', 'been'].includes(previousWord(tokens, i) ?? '') && saidOfYou(tokens, i - 1))
    return moneyAfter(tokens, i) && payerAfterBy(tokens, i) ? 'credit' : undefined;
  // "₹500.00 came in from RAVI KUMAR in your Federal Bank A/c XX4821": an amount right before, said to come
  // in from someone into an account of yours.
  if (w === 'came')
    return nextWord(tokens, i) === 'in' &&
      tokens[i - 1]?.kind === 'money' &&
      wordAt(tokens, i + 2) === 'from' &&
      tokens.slice(i + 3, i + 12).some((_, n) => intoYourAccount(tokens, i + 2 + n))
      ? 'credit'
      : undefined;
  // "Rs 500.00 collected via UPI QR from ravi@oksbi … in Acct XX821": a merchant's collection, money in.
  if (w === 'collected') return collectedFromPayer(tokens, i) ? 'credit' : undefined;
  const isCredit = CREDIT_VERBS.has(w);
  // "₹1,250 has landed in your A/c": a verb of arriving, said only of money into an account of yours.
  if (w === 'landed' || w === 'arrived')
    return intoYourAccount(tokens, i) && paymentNear(tokens, i) && !unrealised(tokens, i)
      ? 'credit'
      : undefined;
  if (!isCredit && !DEBIT_VERBS.has(w) && w !== 'transferred' && w !== 'added') return undefined;
  // "will be debited", "to be credited", "If not received within 7 days": nothing moved (yet).
  if (unrealised(tokens, i)) return undefined;
  // "Ignore if paid": not at all.
  if (w === 'paid' && ['if', 'already'].includes(previousWord(tokens, i) ?? '')) return undefined;
  const next = nextWord(tokens, i);
  // "It was received by SURESHKUMAR": a parcel or a letter, taken by someone named; money is received
  // "by NEFT", "by transfer".
  if (w === 'received' && next === 'by' && !isGrammarWord(nextWord(tokens, i + 1) ?? 'by')) return undefined;
  // "has received your request": the bank received something, no money came in.
  if (w === 'received' && next === 'your') return undefined;
  // "Digital Gold India has received Rs 21.00 from your A/c": a payee received the seller's money.
  if (w === 'received' && fromYourAccount(tokens, i + 1, i + 7)) return 'debit';
  // "You have deposited Rs 5,000 cash in A/c XX9999", "cash deposited by you … into A/c XX9999": the
  // customer's own money put into some account, as "You have transferred" is.
  if (
    w === 'deposited' &&
    (customerSubject(tokens, i) || (next === 'by' && nextWord(tokens, i + 1) === 'you'))
  )
    return 'debit';
  // "abc@okaxis has been credited with", "SWIGGY received Rs 250": someone else got the money.
  if (isCredit) return payeeSubject(tokens, i) ? 'debit' : 'credit';
  // "statement sent to your email", "to dispute a debit, call …": these words move money only when an
  // amount stands near them.
  if (LOOSE_DEBITS.has(w) && !moneyNear(tokens, i)) return undefined;
  // "ravi@ybl has paid your request of Rs 500": a payer named as the subject paid the seller's request.
  if (w === 'paid' && next === 'your' && nextWord(tokens, i + 1) === 'request' && payerSubject(tokens, i))
    return 'credit';
  // "RAVI paid you", "sent you": the payer's words for money in; "cheques sent to you": no money at all.
  if ((w === 'paid' || w === 'sent') && next === 'you') return 'credit';
  if (w === 'sent' && next === 'to' && nextWord(tokens, i + 1) === 'you') return undefined;
  // "PAYER has sent INR 5,000.00 to you": money in.
  if (w === 'sent' && sentToYou(tokens, i)) return 'credit';
  // "x@okaxis sent Rs 500 to your A/c XX1234", "RAVI has paid Rs 500 into your account": a payer named
  // as the subject moved it into your account ("Rs 500 paid to your BESCOM account" names no payer).
  const to = (j: number): boolean =>
    ['to', 'into'].includes(nextWord(tokens, j) ?? '') && intoYourAccount(tokens, j);
  const yours = to(i) || (tokens[i + 1]?.kind === 'money' && to(i + 1));
  if ((w === 'sent' || w === 'paid' || w === 'transferred') && yours && payerSubject(tokens, i))
    return 'credit';
  // "Rs 500 paid to your a/c XX1234 by RAVI KUMAR", "sent to your A/c XX1234 by ravi@oksbi": the payer
  // named after "by", into an account of yours the bank names by its digits (never "your BESCOM account").
  if ((w === 'sent' || w === 'paid') && yours && maskedAfter(tokens, i) && payerAfterBy(tokens, i))
    return 'credit';
  // "Rs 500 paid to your a/c XX1234 by UPI", "sent to your HDFC Bank A/c XX1234 via IMPS": no payer
  // named, but money paid into an account of yours the bank names by its digits, in the bank's words
  // only ("your BESCOM account XX1234" is a biller's account, a bill paid), and not by "you" (your own
  // transfer between your accounts stays yours to see, never a payment).
  const byYou = tokens
    .slice(i + 1, i + 14)
    .some((t, k) => t.kind === 'word' && t.lower === 'by' && nextWord(tokens, i + 1 + k) === 'you');
  if ((w === 'sent' || w === 'paid') && yours && !customerSubject(tokens, i) && !byYou) {
    const into = tokens[i + 1]?.kind === 'money' ? i + 1 : i;
    if (intoYourBankAccount(tokens, into)) return 'credit';
  }
  // "Rs 800 transferred from RAVI KUMAR to your A/c XX7731", "RAVI transferred Rs 800 from his A/c XX8890
  // to your A/c", "Rs 800 sent by RAVI KUMAR to your HDFC Bank A/c": from (or by) someone not you, into
  // an account of yours.
  if ((w === 'transferred' || w === 'sent') && fromSomeoneToYours(tokens, i)) return 'credit';
  // "It was sent by RAVI KUMAR": the payer's act, said of a credit.
  if (w === 'sent' && next === 'by') return undefined;
  // "debit card" is the card's name, not a movement of money.
  if (w === 'debit' && next === 'card') return undefined;
  // "Rs 500 has been transferred to your account XX1234", "Rs 500 added to your A/c": money in, said
  // with a verb of moving; only of an amount, into an account of "your" (never a wallet or a card).
  // "You have transferred Rs 1,250 to ravi@ybl": the customer moved it out, whatever is credited after.
  if (w === 'transferred' && customerSubject(tokens, i) && !intoYourAccount(tokens, i)) return 'debit';
  if ((w === 'transferred' || w === 'added') && next !== 'from')
    return intoYourAccount(tokens, i) && paymentNear(tokens, i) ? 'credit' : undefined;
  if (w === 'transferred') return 'debit';
  return 'debit';
}

/**
 * After the verb at `i`: "from"/"by" someone who is not "you" (a name, a handle, an account of theirs),
 * then "to your <account>" within a few words; and the customer is not the verb's subject.
 */
function fromSomeoneToYours(tokens: readonly Token[], i: number): boolean {
  if (customerSubject(tokens, i)) return false;
  let from = -1;
  for (let j = i + 1; j < tokens.length && j <= i + 4; j++) {
    const w = wordAt(tokens, j);
    if (w === 'from' || w === 'by') {
      from = j;
      break;
    }
  }
  if (from < 0 || YOUR.has(nextWord(tokens, from) ?? '') || nextWord(tokens, from) === 'you') return false;
  for (let k = from + 1; k < tokens.length && k <= from + 9; k++) {
    if (YOUR.has(wordAt(tokens, k) ?? '')) return false;
    if (wordAt(tokens, k) === 'to') return intoYourAccount(tokens, k - 1);
  }
  return false;
}

/** What a "credit" or "deposit" noun names when it is no movement of money ("credit card", "deposit rate"). */
const NOUN_NOT_MONEY = new Set(
  'card cards limit score line report facility note interest rate rates scheme account insurance'.split(' '),
);
/** Words that may stand before the noun: the message or a sentence opening, "a", "after", a rail, "cash". */
const NOUN_LEADS = new Set(['a', 'after', 'upi', 'imps', 'neft', 'rtgs', 'cash', 'txn', 'new']);
/** Words between the noun and its amount ("Credit Alert: INR …", "credit DEPOSIT TRANSFER transaction of Rs"). */
const NOUN_FILLERS = new Set(
  'of alert for deposit transfer transaction txn is has been made amount amt received rs inr'.split(' '),
);

/**
 * "Credit Alert: INR 1,800.00 to HDFC Bank A/c XX4417", "StanChart: Credit of INR 5,600.00 to a/c XX7788",
 * "CREDIT | Rs.1,100.00 | A/c X4421", "Type: Credit", "A credit of INR 750.00 has been made to your …",
 * "after credit of INR 650.00 to your A/c": the noun of money come in, opening the message, a sentence
 * or a field (or after "a", "after", a rail), with its amount right after it (or, as a field's value,
 * "Type: Credit", the message's amount), and an account named by its digits or as yours.
 */
function nounCredit(tokens: readonly Token[], i: number): boolean {
  if (NOUN_NOT_MONEY.has(nextWord(tokens, i) ?? '')) return false;
  const before = tokens[i - 1];
  const p0 = previousWord(tokens, i);
  const field = before?.kind === 'punct' && [':', '|', '-'].includes(before.text);
  const opens =
    before === undefined ||
    (before.kind === 'punct' && ['.', '!', ':', '|', '-'].includes(before.text)) ||
    before.kind === 'masked';
  if (!opens && !NOUN_LEADS.has(p0 ?? '')) return false;
  // "Type: Credit", "Txn Type - Credit": the field's value, the message's amount elsewhere.
  const typed = field && ['type', 'txn', 'transaction', 'nature', 'mode'].includes(p0 ?? '');
  let amount = typed;
  for (let j = i + 1, words = 0; !amount && j < tokens.length && words <= 4; j++) {
    const t = tokens[j];
    if (t?.kind === 'money') amount = true;
    else if (t?.kind === 'word') {
      if (!NOUN_FILLERS.has(t.lower)) return false;
      words++;
    } else if (t?.kind !== 'punct') return false;
  }
  // ("Txn Amount: 500.00 … Type: Credit": a field labelled the amount needs no currency mark.)
  const printed = tokens.some((t) => t.kind === 'money') || (typed && labelledNumber(tokens) !== undefined);
  if (!amount || !printed) return false;
  return tokens.some(
    (t, k) =>
      (t.kind === 'masked' && accountRole(tokens, k) === 'seller') ||
      (YOUR.has(wordAt(tokens, k) ?? '') && intoYourAccount(tokens, k - 2)),
  );
}

/** "Incoming UPI payment of INR 330.00", "Incoming credit of Rs": the noun after it names money, an amount follows. */
function incoming(tokens: readonly Token[], i: number): boolean {
  for (let j = i + 1; j < tokens.length && j <= i + 6; j++) {
    const t = tokens[j];
    if (t?.kind === 'money') return true;
    if (t?.kind !== 'word' && t?.kind !== 'punct') return false;
    if (
      t.kind === 'word' &&
      ![
        'upi',
        'imps',
        'neft',
        'rtgs',
        'payment',
        'credit',
        'transfer',
        'fund',
        'funds',
        'money',
        'remittance',
        'of',
      ].includes(t.lower)
    )
      return false;
  }
  return false;
}

/** "You have paid Rs 500 to …", "I sent": the customer is the subject of the verb at `i`. */
function customerSubject(tokens: readonly Token[], i: number): boolean {
  for (let j = i - 1; j >= 0 && j >= i - 6; j--) {
    const t = tokens[j];
    if (t?.kind === 'money' || t?.kind === 'punct' || t?.kind === 'currency') continue;
    const w = wordAt(tokens, j);
    if (w === undefined) return false;
    if (['you', 'i', 'u'].includes(w)) return true;
    if (!['has', 'have', 'had', 'successfully', 'just', 'of'].includes(w)) return false;
  }
  return false;
}

const YOURS_WORDS = new Set(['your', 'ur', 'yr']);
const YOUR = YOURS_WORDS;
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
  for (const [m, t] of tokens.entries()) {
    if (t.kind !== 'money' || wordAt(tokens, m - 1) !== 'of' || !SENDING.has(wordAt(tokens, m - 2) ?? ''))
      continue;
    if (wordAt(tokens, m + 1) !== 'to') continue;
    const target = tokens[m + 2];
    const w = wordAt(tokens, m + 2) ?? '';
    if (YOURS_WORDS.has(w) || w === 'you') continue;
    if (target?.kind === 'vpa' || w === 'beneficiary' || w === 'payee' || w === 'm') return 'payee';
    if (ACCOUNT_WORDS.has(w) || target?.kind === 'masked') return 'account';
    if (target?.kind === 'word' && /^\p{L}+$/u.test(target.text) && !isGrammarWord(w)) return 'payee';
    // "to Paytm Wallet", "to your … Card": a product, someone's or the customer's own, paid.
    for (let k = m + 2; k < tokens.length && k <= m + 5; k++)
      if (PRODUCT_WORDS.has(wordAt(tokens, k) ?? '')) return 'payee';
  }
  return undefined;
}

/** No sentence ends between tokens `a` and `b` (an abbreviation's '.' ends none). */
function sameSentence(tokens: readonly Token[], a: number, b: number): boolean {
  for (let k = Math.min(a, b); k < Math.max(a, b); k++) {
    const t = tokens[k];
    if (t?.kind !== 'punct' || !['.', '!', '?', ';'].includes(t.text) || tokens[k + 1]?.spaced === false)
      continue;
    if (t.text !== '.' || !ABBREVIATED.has(wordAt(tokens, k - 1) ?? '')) return false;
  }
  return true;
}

/** Near the request word at `i`: "approved", "accepted", "paid" said of it, or "against your … request". */
function requestAnswered(tokens: readonly Token[], i: number): boolean {
  for (let j = Math.max(0, i - 4); j < tokens.length && j <= i + 8; j++) {
    const w = wordAt(tokens, j) ?? '';
    if (['approved', 'accepted'].includes(w) || (w === 'paid' && j < i) || (w === 'against' && j < i))
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

/** The words `direction` has a rule for. */
const DIRECTION_CANDIDATES = new Set([
  ...CREDIT_VERBS,
  ...DEBIT_VERBS,
  ...'cr dr credit used got transferred added deposit incoming landed arrived collected came'.split(' '),
]);

/** Ways of paying named after "by" ("by UPI", "by cheque"): no payer. */
const NOT_A_PAYER = new Set(
  'upi imps neft rtgs netbanking net banking cheque cash card debit credit transfer mobile app you'.split(
    ' ',
  ),
);

/** An account's masked digits within the few tokens after the verb at `i` ("to your a/c XX1234"). */
const maskedAfter = (tokens: readonly Token[], i: number): boolean =>
  tokens.slice(i + 1, i + 9).some((t) => t.kind === 'masked');

/** After the verb at `i`, "by" and then a handle or a name that is no way of paying: the payer. */
function payerAfterBy(tokens: readonly Token[], i: number): boolean {
  for (let j = i + 1; j < tokens.length && j <= i + 14; j++) {
    if (wordAt(tokens, j) !== 'by') continue;
    let k = j + 1;
    while (tokens[k]?.kind === 'punct') k++;
    const t = tokens[k];
    if (t?.kind === 'vpa') return true;
    return (
      t?.kind === 'word' &&
      /^\p{L}{2,}$/u.test(t.text) &&
      !isGrammarWord(t.lower) &&
      !NOT_A_PAYER.has(t.lower)
    );
  }
  return false;
}

/**
 * The non-punctuation tokens before `i`, nearest first, at most `limit`, within its sentence ("…from
 * ravi@ybl successful. A/c XX1234": the "from" is the sentence before's).
 */
function sameSentenceBefore(tokens: readonly Token[], i: number, limit: number): Token[] {
  const found: Token[] = [];
  for (let j = i - 1; j >= 0 && found.length < limit; j--) {
    const t = tokens[j];
    if (t === undefined) break;
    if (t.kind === 'punct') {
      const ends =
        ['.', '!', '?'].includes(t.text) &&
        tokens[j + 1]?.spaced === true &&
        !ABBREVIATED.has(wordAt(tokens, j - 1) ?? '');
      if (ends) break;
      continue;
    }
    found.push(t);
  }
  return found;
}

type AccountRole = 'seller' | 'payer' | 'mobile' | 'card' | 'unlabelled';

/** Whose number a masked token is, by the words before it. */
function accountRole(tokens: readonly Token[], i: number): AccountRole {
  const words = sameSentenceBefore(tokens, i, 5);
  for (const [n, t] of words.entries()) {
    if (t.kind !== 'word') return 'unlabelled';
    if (MOBILE_WORDS.has(t.lower)) return 'mobile';
    // "your CC XX4417": a credit card, named by its initials right before its number ("CC A/C XX…", a
    // cash-credit account, has its account noun nearer).
    if (CARD_WORDS.has(t.lower) || (n === 0 && t.lower === 'cc')) return 'card';
    // "credited to your HDFC Bank XX4821": the bank named as "your", its number right after.
    if (
      n === 0 &&
      t.lower === 'bank' &&
      words.slice(1, 5).some((w) => w.kind === 'word' && YOURS_WORDS.has(w.lower))
    )
      return 'seller';
    // "credited to XXXX4821": the account the money went into.
    if (
      n === 0 &&
      ['to', 'in', 'into'].includes(t.lower) &&
      words[1]?.kind === 'word' &&
      CREDIT_VERBS.has(words[1].lower)
    )
      return 'seller';
    if (ACCOUNT_WORDS.has(t.lower)) {
      // "from A/c", "A/c linked to": the payer's; "from ravi@okaxis in a/c XX1234": the nearer "in" says
      // the money came into this one.
      for (const w of words.slice(n + 1, n + 4)) {
        // "your linked bank account XX1234": linked, before the noun, is the seller's account's word.
        if (w.kind !== 'word' || w.lower === 'linked') continue;
        if (['in', 'into', 'to'].includes(w.lower)) return 'seller';
        if (PAYER_WORDS.has(w.lower)) return 'payer';
      }
      return 'seller';
    }
  }
  return 'unlabelled';
}

/** The payer's account at `i` is named "from A/c XX4821" and nothing more: no holder, no sender's or remitter's label. */
function bareFrom(tokens: readonly Token[], i: number): boolean {
  const lead = sameSentenceBefore(tokens, i, 4).map((t) => (t.kind === 'word' ? t.lower : ''));
  if (
    !lead.includes('from') ||
    lead.some((w) => ['sender', 'remitter', 'payer', 'remitters', 'senders'].includes(w))
  )
    return false;
  const holderOf = wordAt(tokens, i + 1) === 'of' && tokens[i + 2]?.kind === 'word';
  return !holderOf && !holderAfter(tokens, i);
}

/** "your A/c XX4821", "Your SB A/c no. XX4821": the account at `i` is named "your" in its own phrase. */
function namedYours(tokens: readonly Token[], i: number): boolean {
  for (const t of sameSentenceBefore(tokens, i, 6)) {
    if (t.kind !== 'word') return false;
    if (YOURS_WORDS.has(t.lower)) return true;
    // The account's phrase ends at the verb or preposition before it.
    if (['to', 'in', 'into', 'of', 'from', 'by', 'at'].includes(t.lower) || DIRECTION_CANDIDATES.has(t.lower))
      return false;
  }
  return false;
}

/** "your Escrow A/c XX9999": the account at `i` is named "your" with a word the grammar does not know in its phrase. */
function yoursOfUnknownKind(tokens: readonly Token[], i: number): boolean {
  // ("Your A/c XX9876 (OD)": the kind may follow the digits, in brackets.)
  let unknown = bracketWords(tokens, i).some((w) => !isGrammarWord(w));
  for (const t of sameSentenceBefore(tokens, i, 6)) {
    if (t.kind === 'number') {
      unknown = true;
      continue;
    }
    if (t.kind !== 'word') return false;
    if (YOURS_WORDS.has(t.lower)) return unknown;
    if (['to', 'in', 'into', 'of', 'from', 'by', 'at'].includes(t.lower) || DIRECTION_CANDIDATES.has(t.lower))
      return false;
    if (!isGrammarWord(t.lower)) unknown = true;
  }
  return false;
}

/** A holder's name right after the account at `i`: `XX9999 (RAVI KUMAR)`, `XXXX9999-RAVI KUMAR`, `XX9999 - SHARMA STORES`. */
function holderAfter(tokens: readonly Token[], i: number): boolean {
  const mark = tokens[i + 1]?.text;
  if (mark !== '(' && mark !== '-') return false;
  // ("a/c XXXXXX4821 (Primary)", "(Digital Savings)", "(Business)": an account's kind, no holder.)
  if (mark === '(' && !bracketWords(tokens, i).some(nameWord)) return false;
  const name = tokens[i + 2];
  return (
    name?.kind === 'word' &&
    /^\p{L}{2,}$/u.test(name.text) &&
    !/^x+$/i.test(name.text) &&
    !isGrammarWord(name.lower)
  );
}

/** Words that greet the holder by name at a message's start. */
const GREETINGS = new Set(['dear', 'hi', 'hello', 'hey']);
/** Titles before a holder's name ("Dear M/S …", "Dear Mr. …"). */
const TITLES = new Set(['m', 's', 'mr', 'mrs', 'ms', 'shri', 'smt', 'sri', 'dr']);

/**
 * The tokens of the holder's name: after a greeting opening the message up to its ',' or '!' ("Dear SURESH
 * REFUND SERVICES,", "Dear M/S CASHBACK MOBILES,"), and in brackets right after an account named yours
 * ("your A/c XX4821 (BALAJI LOAN AGENCY)"). At most eight tokens each.
 */
function holderName(tokens: readonly Token[]): Set<number> {
  const found = new Set<number>();
  if (GREETINGS.has(wordAt(tokens, 0) ?? '')) {
    const span: number[] = [];
    for (let k = 1; k < tokens.length && k <= 10; k++) {
      const t = tokens[k];
      // (A spaced '-' ends it too: "Dear WELCOME TRADERS - Rs.500.00 …".)
      const spacedDash = t?.text === '-' && t.spaced && tokens[k + 1]?.spaced === true;
      if (t?.kind === 'punct' && ([',', '!', ':'].includes(t.text) || spacedDash)) {
        for (const s of span) found.add(s);
        break;
      }
      // ("Dear Customer BALAJI LOAN AGENCY,": the greeting's own noun before the name.)
      const greeted =
        span.length === 0 &&
        ['customer', 'valued', 'sir', 'madam'].includes(t?.kind === 'word' ? t.lower : '');
      if (greeted) continue;
      if (t?.kind === 'word' && (!isGrammarWord(t.lower) || TITLES.has(t.lower) || span.length > 0))
        span.push(k);
      else if (t?.kind !== 'punct') break;
    }
  }
  for (const [i, t] of tokens.entries()) {
    // ("your A/c XX4821 - BALAJI LOAN AGENCY on …": a spaced hyphen, the name up to the next grammar word.)
    const dash =
      tokens[i + 1]?.text === '-' && tokens[i + 1]?.spaced === true && tokens[i + 2]?.spaced === true;
    if (t.kind === 'masked' && dash && holderAfter(tokens, i) && namedYours(tokens, i)) {
      for (
        let k = i + 2;
        k <= i + 8 && tokens[k]?.kind === 'word' && !isGrammarWord(wordAt(tokens, k) ?? '');
        k++
      )
        found.add(k);
      continue;
    }
    if (
      t.kind !== 'masked' ||
      tokens[i + 1]?.text !== '(' ||
      !holderAfter(tokens, i) ||
      !namedYours(tokens, i)
    )
      continue;
    // ("your A/c XX9876 (PPF)", "(Gold Loan)", "(KCC)", "(OD)": a product or an account's kind, no name.)
    if (!bracketWords(tokens, i).some(nameWord)) continue;
    for (let k = i + 2; k < tokens.length && k <= i + 10 && tokens[k]?.text !== ')'; k++) found.add(k);
  }
  return found;
}

/** The words in brackets right after the token at `i` (`XX4821 (SHARMA STORES)`), at most eight. */
function bracketWords(tokens: readonly Token[], i: number): string[] {
  if (tokens[i + 1]?.text !== '(') return [];
  const words: string[] = [];
  for (let k = i + 2; k < tokens.length && k <= i + 10 && tokens[k]?.text !== ')'; k++) {
    const w = wordAt(tokens, k);
    if (w !== undefined) words.push(w);
  }
  return words;
}

/** Single words of the lexicon that say what money is (a product, a kind of account, a non-payment). */
const WHAT_MONEY_IS = new Set([
  ...PRODUCT_WORDS,
  ...ACCOUNT_KINDS,
  ...NOT_A_PAYMENT.filter((p) => !p.includes(' ')),
  ...[...BANK_CODES].filter((p) => !p.includes(' ')),
]);
/** A word of someone's name: no word of the grammar's and none that says what money is. */
const nameWord = (w: string): boolean => !isGrammarWord(w) && !WHAT_MONEY_IS.has(w);

/** Where the payer's own words begin ("Payer Remark - Paid via …"): never read as the bank's. */
function freeTextStart(tokens: readonly Token[]): number {
  const i = tokens.findIndex(
    (t, j) =>
      t.kind === 'word' &&
      // "Remarks: …", "Note from payer: …", "Payer's note: …".
      ((['remark', 'remarks'].includes(t.lower) && tokens[j + 1]?.kind === 'punct') ||
        (t.lower === 'note' &&
          (tokens[j + 1]?.text === ':' ||
            (nextWord(tokens, j) === 'from' && nextWord(tokens, j + 1) === 'payer')))),
  );
  return i < 0 ? tokens.length : i;
}

/** Reads one message. `flat` is its words in lower case separated by single spaces (for phrases). */

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
      for (const phrase of index.get(w) ?? [])
        if (phrase === w || padded.includes(` ${phrase} `)) found.push(phrase);
    return found;
  };
  const notices = said(NOTICE_INDEX, dialect.notices);
  let payer: Set<number> | undefined;
  const isPayers = (i: number): boolean => (payer ??= payerWords(text, tokens, bankWords)).has(i);
  // A phrase of a notice or a non-payment said by the bank: anywhere but inside the payer's own words,
  // and a bank's narration code (`UPI/<rrn>/REV`) wherever it stands.
  // (Where no credit word leads, the message is silent either way: the payer's words are not looked for.)
  // The holder's own name ("Dear BALAJI LOAN AGENCY,", "your A/c XX4821 (SHREE PENSION AGENCY)"): the
  // seller's firm may be named with a trade word ("loan agency", "refund services"), so its words are
  // neither the bank's nor a payer's; read as the bank's they silenced every credit of that seller.
  const holder = holderName(tokens);
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
    const generalRule = (o: { phrase: string; at: number[] }): boolean =>
      railSpeed(o) ||
      ((o.phrase.startsWith('subject to') ||
        CHEQUE_STATES.has(o.phrase) ||
        COUNTS.has(o.phrase) ||
        OFFER_SPEED.has(o.phrase)) &&
        (!sameSentence(tokens, first.i, o.at[0] ?? 0) ||
          (CHEQUE_STATES.has(o.phrase) && balanceBetween(tokens, first.i, o.at[0] ?? 0))));
    // "credited to your Bank A/C per settlement cycle": when this payment is settled, no settlement's total.
    const cycle = (o: { phrase: string; at: number[] }): boolean =>
      o.phrase === 'settlement' && nextWord(tokens, o.at[0] ?? 0) === 'cycle';
    // "… IMPS Ref no 6325…. Lien Amt Rs.0.00": a lien's field, a figure of its own, states no lien when
    // zero; of some amount, it may or may not hold this credit: an operator looks.
    // ("Hold Amt Rs 0.00", "Freeze Amt Rs.0.00": any such field of zero states nothing; "Sanctioned Limit Rs
    // 50000.00": a word qualifying a limit's label names that figure.)
    const lienField = (o: { phrase: string; at: number[] }): boolean => {
      const last = o.at.at(-1) ?? 0;
      const amount = fieldAmount(tokens, last);
      if (amount !== undefined && /^[0.,]+$/.test(amount)) return true;
      if (labelsFigure(tokens, last)) return true;
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
        !lienField(o),
    );
    // A later sentence that names nothing of the transaction (no amount, account digits, reference or
    // handle; no narration), after a credit named by its reference or handle, says "refund", "jackpot",
    // "freeze" of something, perhaps of this credit, perhaps not ("Refund calls are fake.", "Jackpot!
    // Play responsibly.", "Debit freeze removed."): neither silent nor a credit, an operator looks.
    const standing = stands.filter((o) => !laterSentence(tokens, first.i, o.at[0] ?? 0, isPayers));
    if (standing.length < stands.length) trailerSays = true;
    if (standing.length === 0) return false;
    payerSays = true;
    // ("from REVERSE GEAR AUTO", "from REDEEM GOSPEL CHURCH": a bank's code as a word of a firm's name, two or
    // more words of a name beside it, is the payer's word: an operator looks.)
    const firm = (o: { at: number[] }): boolean =>
      o.at.every(isPayers) && nameWordsBeside(tokens, o.at, isPayers) >= 2;
    return standing.some((o) => (BANK_CODES.has(o.phrase) && !firm(o)) || !o.at.every(isPayers));
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
  if (bankSays(notices)) return { kind: 'ignored', reason: 'not_a_payment' };
  // A debit names the payee as "credited" later in the same message.
  // "debited from a/c XX9999 of RAVI KUMAR and credited to your a/c": the payer's account, then yours.
  const payerFirst =
    first?.d === 'debit' &&
    othersAccountDebited(tokens, first.i) &&
    directions.some((x) => x.d === 'credit' && intoYourAccount(tokens, x.i));
  if (first?.d === 'debit' && !payerFirst) return { kind: 'ignored', reason: 'debit' };
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
  // "… has been received and will be credited after clearing": a credit promised, not made.
  // ("… by RAVI TRADERS. Cheques deposited will be credited after clearing.": a later sentence naming
  // nothing of the transaction promises nothing of it; an operator looks.)
  const promised = tokens.slice(0, bankWords).some((t, i) => {
    if (t.kind !== 'word' || !CREDIT_VERBS.has(t.lower) || !unrealised(tokens, i) || isAd(i)) return false;
    const later = first !== undefined && laterSentence(tokens, first.i, i, isPayers);
    if (later) trailerSays = true;
    return !later;
  });
  if (promised) return { kind: 'ignored', reason: 'not_a_payment' };
  // "IMPS Rs 1,500 credited to A/c XX9999 of RAVI from your A/c XX1234": the seller's money went out.
  if (first !== undefined && fromYourAccount(tokens, 0, bankWords))
    return { kind: 'ignored', reason: 'debit' };
  // The non-payment words inflected or with their vowels dropped ("REFUNDING", "REVERSING", "CASHBACKS",
  // "REWARDED", "DIVIDENDS", "RVRSL", "REVRSL", "RVSD", "RFUND", "INTPD", and "REFUN" cut): looked for by
  // stem, long stems only ("INTER", an inter-bank transfer, is no cut "interest").
  const stemmed = [...present].filter((w) => NON_PAYMENT_STEM.test(w));
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
    return { kind: 'ignored', reason: 'not_a_payment' };
  }
  // "Payment of Rs 1,250 to ravi@ybl is successful and credited", "Transfer of Rs 1,250 to RAVI KUMAR
  // (A/c XX9911) credited": an amount sent to someone named, whatever is then said credited.
  const sentTo = outgoingTo(tokens);
  if (sentTo === 'payee') return { kind: 'ignored', reason: 'debit' };
  if (sentTo === 'account') return unparseable('an amount sent to an account not named yours');
  // NPCI's form "Your a/c … is credited for Rs … and debited from a/c no. XX7310": the payer's account
  // was debited, beside "your" account credited; without "your" ("… credited on 25-11. Debited from A/c
  // XX7731") whose account was debited is not certain.
  // A trailer's debit word with no amount near it ("If money is debited without your consent, call …",
  // "Credit will be available for withdrawal after 30 mins.") moves nothing.
  const quiet = (i: number): boolean => isAd(i) && !moneyNear(tokens, i);
  const yours = tokens.some((t) => t.kind === 'word' && YOURS_WORDS.has(t.lower));
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
  const payerHandle = reading.kind === 'credit' ? (reading.payerVpa?.split('@')[0] ?? '') : '';
  if (REFUND_OR_REWARD_HANDLE.test(payerHandle)) return { kind: 'ignored', reason: 'not_a_payment' };
  if (NON_PAYMENT_HANDLE.test(payerHandle) || REWARD_LIKE_HANDLE.test(payerHandle))
    return unparseable("a non-payment word in the payer's handle");
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
  // A bilingual alert whose Hindi part says money went out while its English says it came in.
  if (reading.kind === 'credit' && INDIAN_SCRIPT.test(text) && saysDebitInHindi(tokens))
    return unparseable('both directions');
  return reading;
}

/**
 * Words that count many payments ("3 credits totalling Rs 1,500", "from 3 customers", "UPI collections of
 * INR 1,500 (5 txns)"): a total, no one payer's payment, only when said in the credit's own sentence ("Track
 * all transactions on the app." after a credit is a trailer).
 */
const COUNTS = new Set([
  'totalling',
  'totaling',
  'txns',
  'transactions',
  'customers',
  'collections',
  'credits',
]);

/**
 * The token at `k` stands in a sentence after the credit's (at `credit`) that names nothing of a
 * transaction (no amount, account digits, 12-digit number or handle) and is no narration, after a credit
 * named by a 12-digit reference or a handle, and is not the payer's.
 */
function laterSentence(
  tokens: readonly Token[],
  credit: number,
  k: number,
  isPayers: (i: number) => boolean,
): boolean {
  if (k <= credit || isPayers(k) || sameSentence(tokens, credit, k)) return false;
  const ends = (j: number): boolean => {
    const t = tokens[j];
    if (t?.kind !== 'punct' || !['.', '!', '?', ';'].includes(t.text) || tokens[j + 1]?.spaced === false)
      return false;
    return t.text !== '.' || !ABBREVIATED.has(wordAt(tokens, j - 1) ?? '');
  };
  let start = k;
  while (start > 0 && !ends(start - 1)) start--;
  let end = k;
  while (end < tokens.length && !ends(end)) end++;
  // ("Your FD XX1234 matures on 30-11-2026.", "Loan A/c XX9876 …": digits named as another product's, a
  // deposit, a loan, a card, are none of this transaction's.)
  const product = (j: number): boolean =>
    [1, 2].some((n) => PRODUCT_WORDS.has(wordAt(tokens, j - n) ?? '') && j - n >= start);
  const details = (t: Token, j: number): boolean =>
    ['money', 'currency', 'vpa'].includes(t.kind) ||
    (t.kind === 'masked' && !product(j)) ||
    rrnLike(t) ||
    (t.kind === 'word' && /\d{12}/.test(t.text));
  const sentence = tokens.slice(start, end);
  // ("Enjoy this cashback!", "It is a refund of the order.": a sentence identifying the credit says what it is.)
  // ("This credit has been reversed.": pointing back by the transaction's noun, outside advice, too.)
  if (
    identifies(
      sentence.map((t) => t.text.toLowerCase()),
      true,
    )
  )
    return false;
  // ("… UPI Ref: 6325…. You also won Rs.5 cashback!": an amount of its own, another than any said before,
  // is another money's; the same amount, "Refund of Rs.500.00 …", may be this credit's.)
  const before = new Set(tokens.slice(0, start).flatMap((t) => (t.kind === 'money' ? [t.paise] : [])));
  const otherMoney = (t: Token): boolean =>
    t.kind === 'money' && t.paise !== undefined && !before.has(t.paise);
  const amounts = sentence.filter((t) => t.kind === 'money');
  const detailed = sentence.some(
    (t, n) => details(t, start + n) && !(amounts.every(otherMoney) && t.kind === 'money'),
  );
  if (detailed) return false;
  // A narration ("Info- NEFT/…", "UPI/…") says what the money is.
  const narration = sentence.some(
    (t, n) =>
      t.kind === 'word' &&
      (t.lower === 'info' ||
        (NARRATION_RAILS.has(t.lower) &&
          ['/', '-'].includes(sentence[n + 1]?.text ?? '') &&
          !sentence[n + 1]?.spaced)),
  );
  // (A credit named by its handle, its 12-digit reference, a transfer's UTR, or its date or time: an NEFT
  // credit's trailer silenced it as well.)
  return (
    !narration &&
    tokens
      .slice(0, start)
      .some(
        (t) =>
          t.kind === 'vpa' ||
          t.kind === 'date' ||
          t.kind === 'time' ||
          utrLike(t) ||
          (t.kind === 'number' && /^\d{12}$/.test(t.text)),
      )
  );
}

/** A bank transfer's reference (`SBIN426325123456`, `N325261938578006`): letters and at least six digits, 11 to 22 long. */
const utrLike = (t: Token): boolean =>
  t.kind === 'word' &&
  /^(?=(?:\D*\d){6})[a-z0-9]{11,22}$/i.test(t.text) &&
  /[a-z]/i.test(t.text) &&
  // (An IFSC, `VIJB0001040`, names a branch, no transfer.)
  !/^[a-z]{4}0[a-z0-9]{6}$/i.test(t.text);

/** Stems of the non-payment words and the banks' vowel-dropped codes of them (see `readAlert`). */
// (Settlement's cuts, `SETTL`, `STLMT`, `SETL`, whole: "settled", as in HDFC Vyapar's "Settled to A/c XX4821"
// of one payment, is none of them.)
const NON_PAYMENT_STEM =
  /^(?:refund|revers|rvrs|revrs|rvsd|rfund|cashback|reward|dividend|settlement|intpd$|refun$|settl$|setl$|stlmt$|sttlmt$|\d{0,4}(?:int|fin)div$)/;

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
  for (let j = first.i - 1; j >= 0 && j >= first.i - 12; j--)
    if (['cheque', 'chq', 'cheques', 'chqs'].includes(wordAt(tokens, j) ?? ''))
      return sameSentence(tokens, j, first.i);
  return false;
}

/** India's scripts other than Devanagari (Bengali, Gurmukhi, Gujarati, Oriya, Tamil, Telugu, Kannada, Malayalam). */
const OTHER_SCRIPTS = /[\u0980-\u0D7F]/u;

/** Words a '.' abbreviates rather than ends a sentence after. */
const ABBREVIATED = new Set([
  'no',
  'a/c',
  'ac',
  'acct',
  'ref',
  'rs',
  'inr',
  'mr',
  'ms',
  'mrs',
  'dr',
  'st',
  'dt',
  'bal',
]);

/** Rails that open a narration (`NEFT/<remitter>/<utr>`, `UPI-<rrn>-…`). */
const NARRATION_RAILS = new Set(['upi', 'imps', 'neft', 'rtgs', 'ach', 'nach']);

/** Phrases by their first word. */
type PhraseIndex = ReadonlyMap<string, readonly string[]>;
function phraseIndex(phrases: readonly string[]): PhraseIndex {
  const index = new Map<string, string[]>();
  for (const phrase of new Set(phrases)) {
    const first = phrase.split(' ')[0] ?? phrase;
    index.set(first, [...(index.get(first) ?? []), phrase]);
  }
  return index;
}
const NOTICE_INDEX = phraseIndex(NOTICES);
const NOT_A_PAYMENT_INDEX = phraseIndex(NOT_A_PAYMENT);

// Inside a handle's local part, words that no one's name holds ("amazonrefunds", "bhimcashback"): money
// paid back, rewarded or earned, never an order paid.
const REFUND_OR_REWARD_HANDLE = /refund|cashback|revers|(?:^|[._\d-])rewards?(?:$|[._\d-])/i;
// "reward", "interest", "dividend" run into other letters of a handle may be a merchant's trade name as
// well (`rewardtravels@ybl`; `rewards.cred@…` is a reward's own): an operator looks.
const REWARD_LIKE_HANDLE = /reward|interest|dividend/i;
// "promo", "offer", "bonus" only as a part of their own ("promo.deals@…", never "promod.kumar@…",
// "offerman.textiles@…"), and even then perhaps a payer's name.
const NON_PAYMENT_HANDLE = /(?:^|[._\d-])(?:promo|offers?|bonus)(?:$|[._\d-])/i;

/**
 * Twelve digits that could be NPCI's RRN: its second to fourth digits a day of the year. A toll-free
 * number printed whole (`180042500000`, day 800) is a phone number, no transaction's detail.
 */
const rrnLike = (t: Token): boolean => /^\d{12}$/.test(t.text) && Number(t.text.slice(1, 4)) <= 366;

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
]);

/** After the credit word at `from`, "towards" and then a word that names no rail, no narration code. */
function towardsUnknown(tokens: readonly Token[], from: number, end: number): boolean {
  for (let j = from + 1; j < end; j++) {
    if (wordAt(tokens, j) !== 'towards') continue;
    let k = j + 1;
    while (tokens[k]?.kind === 'punct') k++;
    const t = tokens[k];
    if (t?.kind !== 'word') return false;
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

/** Words that make a sentence an advertisement: an offer, a call to act on one. */
const AD_MARKERS = new Set([
  'apply',
  'offer',
  'offers',
  'download',
  'click',
  'win',
  'upto',
  'avail',
  'hurry',
  'tap',
]);
const AD_PHRASES = [
  ['up', 'to'],
  ['t', '&', 'c'],
  // Cross-sell pitches ("Pre-approved Insta Loan waiting for you, tap …", "Need funds? Personal Loan at …").
  ['pre', '-', 'approved'],
  ['pre', 'approved'],
  ['personal', 'loan'],
  ['insta', 'loan'],
  ['need', 'funds'],
  // "Get Rs.50 cashback on your next bill payment": an offer on a payment yet to come.
  ['your', 'next'],
];
const AD_HINT =
  /\b(?:apply|offers?|download|click|win|upto|avail|hurry|up to|t ?& ?c|pre-?approved|personal loan|insta loan|need funds|tap|your next)\b/i;

/**
 * The tokens of the sentences after the one holding the first direction word (`from`) that
 * advertise (an offer, "apply", "download", "up to", "T&C"): a bank's trailer, never the transaction's
 * own words. Only when what comes before names the transaction (an account's masked digits, a date or
 * time, a 12-digit reference): "Get Rs 500 credited to your account instantly. Apply by 30 Nov" is an
 * offer through and through. The sentence of the credit itself is never one ("a pre-approved loan of up
 * to Rs 5 lakh credited to your A/c! Apply now" stays an offer), nor the payer's remark (from `bankEnd`
 * on), and the payer's own words (`isPayers`) are no marker. A sentence ends at '.', '!' or '?' before a space or the end.
 */
function advertisement(
  tokens: readonly Token[],
  from: number,
  bankEnd: number,
  isPayers: (i: number) => boolean,
): Set<number> {
  // (`A/c no. XX6601`, `Ref. 6325…`: an abbreviation's '.' ends no sentence.)
  const ends = (k: number): boolean => {
    const t = tokens[k];
    if (t?.kind !== 'punct' || !['.', '!', '?'].includes(t.text) || tokens[k + 1]?.spaced === false)
      return false;
    return t.text !== '.' || !ABBREVIATED.has(wordAt(tokens, k - 1) ?? '');
  };
  let start = from;
  while (start < tokens.length && !ends(start)) start++;
  const found = new Set<number>();
  // Advice is a trailer only after a payment named by its reference or its payer's handle: a credit
  // named by nothing of a payer ("Rs 50 credited to a/c XX1234. Check your cashback") keeps its advice.
  // (An NEFT credit's UTR names its payer's transfer as an RRN does.)
  const paid = (upTo: number): boolean =>
    tokens
      .slice(0, upTo)
      .some((t) => t.kind === 'vpa' || utrLike(t) || (t.kind === 'number' && /^\d{12}$/.test(t.text)));
  const transaction = (upTo: number): boolean =>
    tokens
      .slice(0, upTo)
      .some(
        (t) =>
          ['masked', 'date', 'time'].includes(t.kind) || (t.kind === 'number' && /^\d{12}$/.test(t.text)),
      );
  for (let k = start + 1; k < bankEnd;) {
    let end = k;
    while (end < bankEnd && !ends(end)) end++;
    // The payer's name or narration ("…/OFFER MART.") advertises nothing, nor does a sentence holding a
    // narration ("Info- NEFT/WELCOME OFFER/UTIBN…"): it says what the money is.
    const words = tokens.slice(k, end).map((t, n) => (isPayers(k + n) ? '' : t.text.toLowerCase()));
    const narration = tokens
      .slice(k, end)
      .some(
        (t, n) =>
          (t.kind === 'word' && t.lower === 'info') ||
          (t.kind === 'word' &&
            NARRATION_RAILS.has(t.lower) &&
            ['/', '-'].includes(tokens[k + n + 1]?.text ?? '') &&
            tokens[k + n + 1]?.spaced === false),
      );
    if (narration) {
      k = end + 1;
      continue;
    }
    // (An advertisement that identifies the credit, "Claim your next reward - this was your cashback.",
    // says what it is.)
    const ad =
      (words.some((w) => AD_MARKERS.has(w)) ||
        AD_PHRASES.some((p) => words.some((_, w) => p.every((part, n) => words[w + n] === part)))) &&
      !identifies(words);
    if (ad && !transaction(k)) return found;
    if (ad || (advice(tokens, k, end, words) && paid(k))) for (let j = k; j < end; j++) found.add(j);
    else if (paid(k)) {
      const from = warningFrom(tokens, k, end, words);
      if (from !== undefined) for (let j = from; j < end; j++) found.add(j);
    }
    k = end + 1;
  }
  return found;
}

/** Words opening a trailer's instruction or general advice ("Call 1800…", "For failed txns, …"). */
const ADVICE_OPENERS = new Set(
  'call check pay raise lodge file set report earn get download apply click visit use avail know link update activate register sms dial contact write login log open save invest start try explore shop switch keep never do dont don please pls kindly for to if beware stay install scan share block avoid protect manage track view learn refer recharge book give'.split(
    ' ',
  ),
);

/**
 * A later sentence (tokens `k` to `end`, `words` its bank's words) that carries none of the transaction's
 * details (no amount, account digits or 12-digit number) and only advises: an instruction ("Call 1800…
 * to report & get the amount refunded", "Pay your credit card bill on time", "For failed txns, refunds
 * are auto-credited in 48 hrs"), a short question heading one ("Not you?", "Wrong credit?"), or what
 * will happen some day ("Reward points will be credited at month end"). "Enjoy this cashback!" says
 * what the money is: no advice, so its words still count.
 */
function advice(tokens: readonly Token[], k: number, end: number, words: readonly string[]): boolean {
  const sentence = tokens.slice(k, end + 1);
  if (sentence.some((t) => ['money', 'currency', 'masked'].includes(t.kind) || rrnLike(t))) return false;
  // A sentence that identifies the credit ("… - this was your cashback.", "This is a refund, if you asked
  // for one.") says what it is, whatever opens it.
  if (identifies(words)) return false;
  // A conditional ("Refunds, if any, are credited back …", "In case of wrong credit, call …", "If this was
  // not you, call …") speaks of a case that may be, never of the credit before.
  if (words.some((w, n) => w === 'if' || (w === 'in' && words[n + 1] === 'case'))) return true;
  const opener = sentence.find((t) => t.kind === 'word');
  if (opener?.kind === 'word' && NEGATIONS.has(opener.lower)) return forbids(words);
  if (opener?.kind === 'word' && ADVICE_OPENERS.has(opener.lower)) return true;
  // A greeting or a call to claim something of the bank's ("Welcome to Union Bank of India digital
  // banking.", "Claim your free insurance cover, visit …"); "Welcome bonus …", "Claim settled …" say
  // what the money is.
  const second = nextWord(tokens, k + sentence.findIndex((t) => t.kind === 'word'));
  if (
    opener?.kind === 'word' &&
    ((opener.lower === 'welcome' && second === 'to') || (opener.lower === 'claim' && second === 'your'))
  )
    return true;
  const wordCount = sentence.filter((t) => t.kind === 'word').length;
  if (tokens[end]?.text === '?' && wordCount <= 4) return true;
  return words.some((w, n) => ['will', 'shall'].includes(w) && ['be', 'get'].includes(words[n + 1] ?? ''));
}

/** Words that open a sentence telling what never to do ("Never share …", "Do not respond …", "Don't click …"). */
const NEGATIONS = new Set(['never', 'do', 'dont', 'don']);
/** What a bank tells its customers never to do. */
const FORBIDDEN_ACTS = new Set(
  'share disclose reveal give tell respond reply click scan enter accept pay transfer send call download install ask entertain trust believe open visit use sign approve forward'.split(
    ' ',
  ),
);

/**
 * The sentence (`words`, its bank's words) opens with a negation and then what never to do: "Never share
 * OTP for refund", "Do not respond to calls promising refund", "Don't click links". "Never mind the delay,
 * this refund is for your order" forbids nothing: it says what the money is, and its words still count.
 */
function forbids(words: readonly string[]): boolean {
  const at = words.findIndex((w) => w !== '');
  let n = at + 1;
  if (words[at] === 'do' && words[n] === 'not') n++;
  else if (words[at] === 'don' && ["'", '’'].includes(words[n] ?? '') && words[n + 1] === 't') n += 2;
  else if (words[at] === 'do' || words[at] === 'don') return false;
  return FORBIDDEN_ACTS.has(words[n] ?? '');
}

/** Words of a pitch to earn more ("Refer more friends to earn more!", "… to win more cashback!"). */
const PITCH = new Set(['earn', 'win', 'refer', 'invite', 'cashback', 'reward', 'rewards', 'bonus', 'prize']);

/** A sentence after the credit's (at `credit`) holds a word of a pitch. */
function pitchAfter(tokens: readonly Token[], credit: number): boolean {
  return tokens.some(
    (t, k) => k > credit && t.kind === 'word' && PITCH.has(t.lower) && !sameSentence(tokens, credit, k),
  );
}

/** Words that point back at the credit said before ("this", "it", "the above", "the same"). */
const POINTING_BACK = new Set(['this', 'it', 'above', 'same', 'these', 'that']);

/** Nouns of the transaction a word may point back at ("This credit has been reversed."). */
const TRANSACTION_NOUNS = new Set([
  'credit',
  'amount',
  'txn',
  'transaction',
  'payment',
  'transfer',
  'money',
  'deposit',
]);

/** Single words that say what money is ("cashback", "refund", "reward", "bonus"). */
const NON_PAYMENT_WORDS = new Set(NOT_A_PAYMENT.filter((p) => !p.includes(' ')));

/**
 * `words` (a sentence's, lower case) identify the credit before them: a word pointing back and then "is",
 * "was" ("this was your cashback", "it is a refund", never "If this was not you") or a word of what money
 * is ("Enjoy this cashback!").
 */
function identifies(words: readonly string[], byNoun = false): boolean {
  const said = words.filter((w) => /^[\p{L}\d]/u.test(w));
  // ("No cashback is offered on this transaction.": negated before it points back, it says what the money
  // is not; "this is a promotional cashback, not a transfer" says what it is.)
  const negated = (n: number): boolean =>
    said.slice(0, n).some((w) => ['no', 'not', 'never', 'nil', 'without'].includes(w));
  return said.some(
    (w, n) =>
      POINTING_BACK.has(w) &&
      !negated(n) &&
      ((['is', 'was', 'are', 'were'].includes(said[n + 1] ?? '') && said[n + 2] !== 'not') ||
        NON_PAYMENT_WORDS.has(said[n + 1] ?? '') ||
        (byNoun && TRANSACTION_NOUNS.has(said[n + 1] ?? ''))),
  );
}

/** Words that warn of fraud ("Never share …", "Beware!", "Fraudsters may call …", "Don't share …"). */
const WARNINGS = new Set([
  'never',
  'beware',
  'fraudster',
  'fraudsters',
  'scammer',
  'scammers',
  'posing',
  'impersonating',
]);
/** What a warning is about: the secrets asked for, the calls and links fraudsters use. */
const SECRETS = new Set(
  'otp pin cvv password passwords kyc share call calls calling ask asks asking staff details link links qr'.split(
    ' ',
  ),
);

/**
 * In a later sentence (tokens `k` to `end`, `words` its bank's words) carrying none of the transaction's
 * details, where a warning of fraud begins ("Bank never asks for OTP for refund.", "Fraudsters may call
 * you posing as bank staff for refund or reversal.", "Don't share OTP for any cashback or reward."): a
 * warning word, then something of what fraudsters ask for (an OTP, a PIN, a call) after it. The words from
 * the warning on speak of fraud, never of the credit before ("Refund for your cancelled order, never share
 * OTP" still says refund before its warning; "… as merchant never confirmed the order" warns of nothing).
 */
function warningFrom(
  tokens: readonly Token[],
  k: number,
  end: number,
  words: readonly string[],
): number | undefined {
  const sentence = tokens.slice(k, end + 1);
  if (sentence.some((t) => ['money', 'currency', 'masked'].includes(t.kind) || rrnLike(t))) return undefined;
  // ("Beware: this is a promotional cashback, not a transfer.": a warning that identifies the credit.)
  if (identifies(words)) return undefined;
  for (let n = 0; n < words.length; n++) {
    const w = words[n] ?? '';
    // ("Don't" is `don`, `'`, `t`; "do not".)
    const dont =
      (w === 'don' && words[n + 2] === 't') || (w === 'do' && words[n + 1] === 'not') || w === 'dont';
    if (!WARNINGS.has(w) && !dont) continue;
    if (words.slice(n + 1).some((x) => SECRETS.has(x))) return k + n;
    return undefined;
  }
  return undefined;
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

/**
 * The handle at `i` is labelled "VPA", "UPI ID" or "UPI", and "your" stands shortly before the label with no
 * payer's word ("from", "by", "linked", "sender") between: the seller's own handle.
 */
function labelledYours(tokens: readonly Token[], i: number): boolean {
  const lead = before(tokens, i, 9);
  if (!['vpa', 'id', 'upi'].includes(lead[0]?.kind === 'word' ? lead[0].lower : '')) return false;
  for (const t of lead.slice(1)) {
    if (t.kind !== 'word' && t.kind !== 'masked') return false;
    if (t.kind === 'word' && (PAYER_WORDS.has(t.lower) || DIRECTION_CANDIDATES.has(t.lower))) return false;
    if (t.kind === 'word' && YOURS_WORDS.has(t.lower)) return true;
  }
  return false;
}

/** The handles that are not the payee's: "to swiggy@icici" is the payee; "a/c linked to VPA ravi@okaxis" is the payer's. */
function payerHandles(tokens: readonly Token[]): { i: number; text: string }[] {
  return tokens.flatMap((t, i) => {
    if (t.kind !== 'vpa') return [];
    const lead = before(tokens, i, 3).map((w) => (w.kind === 'word' ? w.lower : ''));
    if (lead[0] === 'vpa') lead.shift();
    const payee = ['to', 'towards'].includes(lead[0] ?? '') && lead[1] !== 'linked';
    // `VPA "shop@ptyes" linked to A/C No. XX4821 is Cr …`: the handle the credited account answers to
    // is the seller's own, never the payer's; so is one labelled "your UPI ID", "your VPA" ("on your UPI
    // ID 98…@ptyes from RAVI", "your Kotak Bank A/c X4821 (UPI ID seller@kotak)").
    const own = nextWord(tokens, i) === 'linked' || labelledYours(tokens, i);
    return payee || own ? [] : [{ i, text: t.text }];
  });
}

/**
 * The tokens that are the payer's words, not the bank's: a remark, the payer's name as read, and the
 * slots of its narration after the name (`UPI/P2A/<rrn>/NAME/remark/BANK`). A non-payment word there (a
 * payer named "Cashback Traders", a remark "refund") says nothing certain of the payment: it is a name
 * or the payer's note, or a merchant's refund narrated by the payer's bank.
 */
function payerWords(text: string, tokens: readonly Token[], remarkStart: number): Set<number> {
  const words = new Set<number>();
  for (let i = remarkStart; i < tokens.length; i++) words.add(i);
  const labelled = readReferences(tokens);
  const handles = payerHandles(tokens);
  const span = readPayer(text, tokens, {
    references: typeof labelled === 'string' ? [] : labelled.map((r) => r.index),
    vpa: handles.length === 1 ? handles[0]?.i : undefined,
    payerAccounts: tokens.flatMap((t, i) =>
      t.kind === 'masked' && ['payer', 'mobile'].includes(accountRole(tokens, i)) ? [i] : [],
    ),
  });
  if (span !== undefined) {
    for (let k = span.start; k < span.end; k++) words.add(k);
    narrationSlots(tokens, span.end, words);
  }
  // `N/N325221881956972/HDFC0000240/SHARMA TEXTILES`, `IMPS/P2A/<rrn>/NAME/remark`: a narration's slots
  // after its reference are the payer's (name, remark, bank), whether or not a name was read there.
  for (const [i, t] of tokens.entries())
    if (
      /\d{6}/.test(t.text) &&
      ['word', 'number'].includes(t.kind) &&
      ['/', '*'].includes(tokens[i + 1]?.text ?? '')
    )
      narrationSlots(tokens, i + 1, words);
  return words;
}

/**
 * The payer's words of a message as the reader finds them (its name, its narration's slots, a remark's
 * text, not the remark's label): an operator alert's masked shape hides them whatever they are, grammar
 * words included ("Remarks: for the new shop" is the payer's to write).
 */
export function payerTokens(text: string, tokens: readonly Token[]): Set<number> {
  const remark = freeTextStart(tokens);
  const words = payerWords(text, tokens, remark);
  // The label ("Remarks:", "Note from payer -") is the bank's: up to its ':' or '-'.
  for (let k = remark; k < tokens.length && k <= remark + 4; k++) {
    words.delete(k);
    if ([':', '-'].includes(tokens[k]?.text ?? '')) break;
  }
  return words;
}

/** The '/'- or '-'-separated slots of a narration from `k` on, up to where the sentence goes on. */
function narrationSlots(tokens: readonly Token[], k: number, words: Set<number>): void {
  // (ICICI separates its `Info:IMPS*<rrn>*NAME` slots with '*'.)
  while (['/', '*'].includes(tokens[k]?.text ?? '') || (tokens[k]?.text === '-' && !tokens[k]?.spaced)) {
    words.add(k++);
    // A slot ends at the next separator, an amount or a date, or a sentence's punctuation.
    while (k < tokens.length) {
      const t = tokens[k];
      // ("…-Inv dt 20/11": a date the payer wrote in the slot, after its word for date, is the slot's.)
      const payersDate = t?.kind === 'date' && ['dt', 'dated', 'date'].includes(wordAt(tokens, k - 1) ?? '');
      if (payersDate) {
        words.add(k++);
        continue;
      }
      if (t === undefined || t.text === '/' || ['money', 'date', 'time'].includes(t.kind)) break;
      if (t.kind === 'punct' && !['.', '&', '-'].includes(t.text)) break;
      if (t.kind === 'punct' && t.text === '.' && tokens[k + 1]?.spaced !== false) break;
      words.add(k++);
    }
  }
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
    const label = previousWord(tokens, i) ?? '';
    const ending = ['with', 'in'].includes(label) && previousWord(tokens, i, 1) === 'ending';
    if (
      t.kind === 'number' &&
      /^\d{3,18}$/.test(t.text) &&
      (['ending', 'a/c', 'ac', 'account', 'acct', 'sb'].includes(label) || ending) &&
      tokens[i - 1]?.kind !== 'punct'
    ) {
      if (accountRole(tokens, i) === 'seller')
        sellerAccounts.add(t.text.length > 6 ? t.text.slice(-4) : t.text);
      return;
    }
    if (t.kind !== 'masked') return;
    const role = accountRole(tokens, i);
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
  if (sellerAt.some((i) => holderAfter(tokens, i) && !namedYours(tokens, i)))
    return unparseable('the account credited named by its holder, not named yours');
  // "Rs 1,500 credited to card XX1234": the only number named is a card's, so a bill paid or a refund.
  if (
    sellerAccounts.size === 0 &&
    tokens.some((t, i) => t.kind === 'masked' && accountRole(tokens, i) === 'card')
  )
    return { kind: 'ignored', reason: 'not_a_payment' };

  // The payer's remark may date what it likes ("rent for Oct dated 01/10"): its dates are none of the credit's.
  const [firstVerb] = verbs;
  const when = readWhen(
    tokens,
    context.receivedOn,
    (i) => i >= remark || payers(i),
    remark,
    (i) => firstVerb !== undefined && laterSentence(tokens, firstVerb, i, payers),
  );
  if (typeof when === 'string') return unparseable(when);

  // A number in a narration's slot is an RRN only if its day fits the message's (a text read with no
  // receipt may be old, so it is taken as it stands); one a word names a reference is taken as named.
  const day = context.receivedOn === undefined ? undefined : (when.date ?? context.receivedOn);
  const references = labelled.filter((r) => !r.slot || rrnFitsDay(r.digits, day));
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
  return withAccountAndWhen(credit, account, when);
}
