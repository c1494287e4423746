// Which way the money moved, said of the word at one place: `direction` answers credit, debit or neither
// for a verb or noun ("credited", "received", "debited", "credit of", "sent you"), with the rules that
// tell the seller's money in from a payee's ("credited to VPA …" after "debited from your A/c" is a debit).
import {
  ACCOUNT_WORDS,
  CREDIT_MARKS,
  CREDIT_VERBS,
  DEBIT_MARKS,
  DEBIT_VERBS,
  DIRECTION_CANDIDATES,
  isGrammarWord,
} from './lexicon.js';
import {
  fromYourAccount,
  intoYourAccount,
  intoYourBankAccount,
  joinedSubject,
  payeeSubject,
  possessedAccount,
} from './whose.js';
import { YOURS_WORDS, bodyStart, nextWord, previousWord, sameSentence, wordAt } from './words.js';
import { isBalanceAmount, labelledNumber } from './fields.js';
import { unrealised } from './mood.js';
import { accountRole } from './accounts.js';
import { afterAccountEnding, type Token } from './tokens.js';
/** An amount right after `i` ("Cr INR 5,000.00", "Dr. INR 260.00", "Dr with INR.26.00", "Cr. by Rs 500"). */
export function moneyAfter(tokens: readonly Token[], i: number): boolean {
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
export function paymentBefore(tokens: readonly Token[], i: number): boolean {
  let j = i - 1;
  // ("Rs:500 (CR) on …", R10-8, reader14: the mark in brackets after the amount.)
  const bracketed = tokens[i - 1]?.text === '(' && tokens[i + 1]?.text === ')';
  while (j > i - 3 && ['/', '-'].includes(tokens[j]?.text ?? '')) j--;
  if (bracketed && j === i - 1) j--;
  return tokens[j]?.kind === 'money' && !isBalanceAmount(tokens, j);
}

/** Dues a bank or a lender collects from its customer: "EMI … collected", "charges collected". */
export const DUES = new Set(
  'emi premium charge charges fee fees tax loan dues penalty installment instalment interest'.split(' '),
);

/**
 * "collected" at `i` says money came in: said of a payer named after "from" (a handle, or a name that is
 * no word of the grammar's, never "your" or "you" or an account), with the account it came into named
 * after it ("in Acct XX821", "into your A/c"), in a sentence naming no dues ("EMI of Rs 500 collected from
 * your a/c" is the customer's money out; "Charges … collected from A/c XX4821" the bank's fee).
 */
export function collectedFromPayer(tokens: readonly Token[], i: number): boolean {
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
        t.kind === 'masked' ||
        (t.kind === 'word' && (YOURS_WORDS.has(t.lower) || ACCOUNT_WORDS.has(t.lower)));
  }
  return payer && into;
}

/** The word at `i` is a field's value, "Type: CR", "Txn Type - DR", the field ending after it. */
export function typedField(tokens: readonly Token[], i: number): boolean {
  const before = tokens[i - 1];
  const after = tokens[i + 1];
  // (Or the next field's label: "Transaction Type: CR Amount: INR 500.00".)
  const ends =
    after === undefined ||
    (after.kind === 'punct' && ['|', ',', ';', '\n'].includes(after.text)) ||
    (after.kind === 'word' && tokens[i + 2]?.text === ':') ||
    // ("Txn: CR\nAmt: …": a line's end, read as a full stop, then the next field's label.)
    (after.text === '.' && tokens[i + 2]?.kind === 'word' && tokens[i + 3]?.text === ':');
  return (
    before?.kind === 'punct' &&
    [':', '-'].includes(before.text) &&
    // ("Txn: CR", "Transaction: CR" as a field of its own, R10-8, reader14.)
    ['type', 'nature', 'mode', 'txn', 'transaction'].includes(wordAt(tokens, i - 2) ?? '') &&
    ends
  );
}

/** The amount right before `i` is labelled the transaction's ("Amt Rs.500.00 CR", "Txn Rs.500.00 CR"). */
export function txnLabelled(tokens: readonly Token[], i: number): boolean {
  let j = i - 1;
  while (j > i - 3 && ['/', '-'].includes(tokens[j]?.text ?? '')) j--;
  return ['amt', 'amount', 'txn', 'transaction'].includes(wordAt(tokens, j - 1) ?? '');
}

export const RAILS = new Set(['neft', 'imps', 'upi', 'rtgs', 'salary']);

/** "sent INR 5,000.00 to you" within the next few tokens. */
export function sentToYou(tokens: readonly Token[], i: number): boolean {
  for (let j = i + 1; j < tokens.length && j <= i + 5; j++) {
    if (wordAt(tokens, j) === 'to' && nextWord(tokens, j) === 'you') return true;
  }
  return false;
}

/** A handle or a name (not "you") stands right before the verb at `i`, past "has" or "have". */
export function payerSubject(tokens: readonly Token[], i: number): boolean {
  let j = i - 1;
  if (['has', 'have'].includes(wordAt(tokens, j) ?? '')) j--;
  const t = tokens[j];
  if (t?.kind === 'vpa') return true;
  // "you've sent": the contraction's tail is no name.
  if (["'", '’'].includes(tokens[j - 1]?.text ?? '')) return false;
  return t?.kind === 'word' && /^\p{L}+$/u.test(t.text) && !isGrammarWord(t.lower) && t.lower !== 'i';
}

/** Debit words that also speak of things other than money moving (a statement sent, a debit disputed). */
export const LOOSE_DEBITS = new Set(['sent', 'paid', 'debit', 'spent', 'purchase', 'withdrawal']);

/** "you" right before the verb at `i`, past "have", "'ve" or "been" ("You've got", "You have been paid"). */
export function saidOfYou(tokens: readonly Token[], i: number): boolean {
  for (let n = 0; n < 3; n++) {
    const w = previousWord(tokens, i, n);
    if (w === 'you') return true;
    if (!['have', 've', 'been', 'were'].includes(w ?? '')) return false;
  }
  return false;
}

/** A transaction amount (no balance's or limit's) among the five tokens before `i`. */
export function paymentNear(tokens: readonly Token[], i: number): boolean {
  for (let j = i - 1; j >= 0 && j >= i - 5; j--)
    if (tokens[j]?.kind === 'money' && !isBalanceAmount(tokens, j)) return true;
  return false;
}

/** An amount within five tokens either side of `i`. */
export function moneyNear(tokens: readonly Token[], i: number): boolean {
  for (let j = Math.max(0, i - 5); j < tokens.length && j <= i + 5; j++)
    if (tokens[j]?.kind === 'money' || tokens[j]?.kind === 'currency') return true;
  return false;
}

/** A rail glued to its direction, opening a narration (`UPIIN/<rrn>/NAME`). */
export const GLUED_RAIL_CODES = new Set(['upiin', 'upiout', 'impsin', 'impsout']);

/** Which way a word says money moved, if it is a direction word at all. */
export function direction(tokens: readonly Token[], i: number): 'credit' | 'debit' | undefined {
  // "+Rs 500.00 to A/c ending 1234 from ravi@apl" (R10-8, reader14): a plus glued to the amount opening the message,
  // the amount then going "to" or "in" an account named by its digits.
  if (
    tokens[i]?.text === '+' &&
    (i === 0 || i === bodyStart(tokens)) &&
    tokens[i + 1]?.kind === 'money' &&
    tokens[i + 1]?.spaced === false
  )
    return ['to', 'in', 'into'].includes(nextWord(tokens, i + 1) ?? '') && accountNext(tokens, i + 2)
      ? 'credit'
      : undefined;
  const w = wordAt(tokens, i);
  // Most words are none of these: asked once, before any rule.
  if (w === undefined || !DIRECTION_CANDIDATES.has(w)) return undefined;
  // "Cr INR 5,000.00 to A/c", "Dr. INR 260.00": the short forms, only right before an amount.
  // "Rs.80.00 Dr." is a debit; a "CR" after an amount is how banks mark a balance in credit, never a payment.
  // "Rs.500 Cr to A/c XX1234", "INR 500.00 Cr A/c XX1234": after a payment's amount, and said of the
  // account the money went to; "UPI/…/RAVI KUMAR Rs.500.00 CR on 25/11/2026", "Txn Rs.1,250.00CR on …":
  // after a transaction's amount (never a balance's), said of when or how it moved.
  // "Txn Type: CR | Amt: Rs.500.00 | A/c: ...4821": the code as a field's value, the message's amount elsewhere.
  // ("Crd", "Drd": the marks as some banks abbreviate them, read as "Cr" and "Dr" are.)
  if (
    (CREDIT_MARKS.has(w) || DEBIT_MARKS.has(w)) &&
    typedField(tokens, i) &&
    tokens.some((t) => t.kind === 'money')
  )
    return CREDIT_MARKS.has(w) ? 'credit' : 'debit';
  // "Info: UPI/CR/6123…/RAVI KUMAR", "IMPS/CR/…", "NEFT/DR/…" (R8-2): the bank's own code of the direction, a
  // slot of its narration right after the rail.
  if (
    (CREDIT_MARKS.has(w) || DEBIT_MARKS.has(w)) &&
    tokens[i - 1]?.text === '/' &&
    !tokens[i - 1]?.spaced &&
    !tokens[i]?.spaced &&
    ['upi', 'imps', 'neft', 'rtgs'].includes(wordAt(tokens, i - 2) ?? '') &&
    tokens[i + 1]?.text === '/' &&
    !tokens[i + 1]?.spaced
  )
    return CREDIT_MARKS.has(w) ? 'credit' : 'debit';
  // "CR Alert: Rs 500.00 in A/c XX1234 …", "DR Alert - …": the mark as a heading's noun, read as "Credit Alert:" is.
  if (
    (CREDIT_MARKS.has(w) || DEBIT_MARKS.has(w)) &&
    nextWord(tokens, i) === 'alert' &&
    [':', '-', '!', '|'].includes(tokens[i + 2]?.text ?? '')
  ) {
    if (DEBIT_MARKS.has(w)) return 'debit';
    return nounCredit(tokens, i) ? 'credit' : undefined;
  }
  // "UPIIN/6324…/RAVI KUMAR", "IMPSOUT/…": a narration's rail glued to its direction ("UPI inward"), the bank's own
  // code as "UPI/CR/" is.
  if (GLUED_RAIL_CODES.has(w) && tokens[i + 1]?.text === '/' && !tokens[i + 1]?.spaced)
    return w.endsWith('in') ? 'credit' : 'debit';
  // "A/c XX1234 will be Cr with Rs 500", "not Cr with": a mark said of money that has not moved (see mood.ts).
  if ((CREDIT_MARKS.has(w) || DEBIT_MARKS.has(w)) && unrealised(tokens, i)) return undefined;
  if (CREDIT_MARKS.has(w)) {
    // ("Your beneficiary's A/c XX5678 Cr. with Rs.500.00": someone's account, R8-22.)
    let s = i - 1;
    while (['is', 'was', 'been', 'has'].includes(wordAt(tokens, s) ?? '')) s--;
    if (possessedAccount(tokens, s)) return 'debit';
    const next = nextWord(tokens, i) ?? '';
    const toAccount = ['to', 'in', 'into'].includes(next) || ACCOUNT_WORDS.has(next);
    const when = ['on', 'dt', 'via', 'by', 'thru', 'through'].includes(next);
    // "A/c *4821 Amt Rs.500.00 CR Bal Rs.10500.00 CR", "Txn Rs.500.00 CR,": after an amount its label
    // names the transaction's, the mark is the transaction's direction.
    // ("Rs.500.00 is Cr. in your Kotak Bank A/c XX1234 by RAVI", "INR 500.00 has been Cr. to your account XX1234":
    // the mark as the verb, after "is" or "been", into an account of yours, an amount before it, R8-38.)
    const asVerb =
      ['is', 'been', 'was'].includes(previousWord(tokens, i) ?? '') &&
      intoYourAccount(tokens, i) &&
      paymentNear(tokens, i);
    return moneyAfter(tokens, i) ||
      asVerb ||
      (paymentBefore(tokens, i) && (toAccount || when || txnLabelled(tokens, i)))
      ? 'credit'
      : undefined;
  }
  if (DEBIT_MARKS.has(w)) return moneyAfter(tokens, i) || paymentBefore(tokens, i) ? 'debit' : undefined;
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
    // "₹500.00 credit from MEERA KAPOOR in A/c xx1234" (R10-35, reader14): the amount right before, a payer after
    // "from", then an account it came "in" or "to".
    const fromPayer =
      tokens[i - 1]?.kind === 'money' &&
      nextWord(tokens, i) === 'from' &&
      payerAfterFrom(tokens, i) &&
      tokens.slice(i + 3, i + 10).some((_, n) => {
        const j = i + 3 + n;
        return ['to', 'in', 'into'].includes(wordAt(tokens, j) ?? '') && accountNext(tokens, j);
      });
    return (says && nextWord(tokens, i) !== 'card') ||
      fromPayer ||
      labelled ||
      (opens && intoYours) ||
      nounCredit(tokens, i)
      ? 'credit'
      : undefined;
  }
  // "Payment from meera@upi: Rs 500 to A/c …1234" (R10-35, reader14): the noun opening the message, a payer after
  // "from" (never "your"), then the amount and an account it went "to" or "in"; whose it is, whose.ts says.
  if (
    w === 'payment' &&
    (i === 0 || i === bodyStart(tokens)) &&
    nextWord(tokens, i) === 'from' &&
    payerAfterFrom(tokens, i)
  ) {
    for (let j = i + 3; j < tokens.length && j <= i + 10; j++) {
      if (tokens[j]?.kind !== 'money') continue;
      return ['to', 'in', 'into'].includes(nextWord(tokens, j) ?? '') && accountNext(tokens, j + 1)
        ? 'credit'
        : undefined;
    }
    return undefined;
  }
  // "Deposit of INR 3,300.00 in your A/c", "Deposit: INR 5,000.00 A/C XX…": the noun, as "credit" below.
  if (w === 'deposit') return nounCredit(tokens, i) ? 'credit' : undefined;
  // "Incoming UPI payment of INR 330.00 from ravi@ybl": money in, said of an amount.
  if (w === 'incoming') return incoming(tokens, i) ? 'credit' : undefined;
  // "Inward IMPS Rs.500.00 A/c XXXXX1234 from …", "Inward remittance of Rs …" (R8-6): money in, said of an amount,
  // into an account of the seller's.
  // (Never a charge's sentence: "Rs 5.90 charged for inward NEFT of Rs 5,000.00 …", R8-10.)
  if (w === 'inward')
    return incoming(tokens, i) && sellerAccountNamed(tokens) && !chargeInSentence(tokens, i)
      ? 'credit'
      : undefined;
  // "Cash Dep Rs 5,000.00 A/C XXXXX1234", "Dep Rs 5,000.00 by cash in A/C …": the deposit's abbreviation.
  if (w === 'dep') return nounCredit(tokens, i) ? 'credit' : undefined;
  // "Rs.500.00 has reached your A/c XX1234 from ravi@okaxis": arrived, said only of an account of yours.
  if (w === 'reached')
    return YOURS_WORDS.has(nextWord(tokens, i) ?? '') &&
      ACCOUNT_WORDS.has(nextWord(tokens, i + 1) ?? '') &&
      paymentNear(tokens, i) &&
      !unrealised(tokens, i)
      ? 'credit'
      : undefined;
  // "used at AMAZON", "used for INR": a card spent.
  if (w === 'used') return ['at', 'for'].includes(nextWord(tokens, i) ?? '') ? 'debit' : undefined;
  // "Hi, you got Rs 500 from ravi@oksbi": money in, said of "you" with an amount right after; "got" in
  // any other place ("got debited", "you got a message") says nothing by itself.
  // ("You've got ₹500 from …", "You have got ₹500 from …": the same, in the perfect.)
  // "You got paid! INR 500 from MEERA K in A/c XX1234" (R10-35, reader14): said of "you", an amount right after and a
  // payer after "from"; "got paid" never a payment out.
  if (w === 'got' && nextWord(tokens, i) === 'paid') return undefined;
  if (w === 'paid' && previousWord(tokens, i) === 'got' && saidOfYou(tokens, i - 1))
    return moneyAfter(tokens, i) && payerAfterFrom(tokens, i) ? 'credit' : undefined;
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
  // "Rs 500 is now in your A/c XX1234 from ravi@oksbi", "₹500 from RAVI is now in your account": an amount
  // said to be in an account of yours now (never "Rs 5,000 is now available", a balance's words).
  const nowIn = w === 'now' && previousWord(tokens, i) === 'is';
  if (w === 'landed' || w === 'arrived' || nowIn)
    return intoYourAccount(tokens, i) && paymentNear(tokens, i) && !unrealised(tokens, i)
      ? 'credit'
      : undefined;
  // "Dear Merchant, payment of Rs 500 made by ravi@oksbi to your QR", "Payment of INR 500 made by RAVI to your store"
  // (R10-33, reader14): "payment of <amount>" right before, a payer (not "you") after "by", then "to your" QR, store,
  // shop, outlet or account: the holder was paid.
  if (
    w === 'made' &&
    nextWord(tokens, i) === 'by' &&
    tokens[i - 1]?.kind === 'money' &&
    payerAfterBy(tokens, i)
  ) {
    const of = wordAt(tokens, i - 2) === 'of' && wordAt(tokens, i - 3) === 'payment';
    const toYours = tokens.slice(i + 3, i + 9).some((_, n) => {
      const j = i + 3 + n;
      return (
        wordAt(tokens, j) === 'to' &&
        YOURS_WORDS.has(nextWord(tokens, j) ?? '') &&
        PAID_PLACES.has(nextWord(tokens, j + 1) ?? '')
      );
    });
    return of && toYours ? 'credit' : undefined;
  }
  if (w === 'now') return undefined;
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
  // "cheque no N for Rs X deposited by you has been cleared and credited to A/c XX…" (R10-22, reader14): a customer's
  // cheque the holder paid in; the deposit says nothing by itself, the clearing's credit word after it decides.
  if (w === 'deposited' && next === 'by' && nextWord(tokens, i + 1) === 'you' && chequeDeposited(tokens, i))
    return undefined;
  // "You have deposited Rs 5,000 cash in A/c XX9999", "cash deposited by you … into A/c XX9999": the
  // customer's own money put into some account, as "You have transferred" is.
  if (
    w === 'deposited' &&
    (customerSubject(tokens, i) || (next === 'by' && nextWord(tokens, i + 1) === 'you'))
  )
    return 'debit';
  // "abc@okaxis has been credited with", "SWIGGY received Rs 250": someone else got the money.
  if (isCredit) return payeeSubject(tokens, i) || joinedSubject(tokens, i) === 'payee' ? 'debit' : 'credit';
  // "statement sent to your email", "to dispute a debit, call …": these words move money only when an
  // amount stands near them.
  if (LOOSE_DEBITS.has(w) && !moneyNear(tokens, i)) return undefined;
  // "ravi@ybl has paid your request of Rs 500": a payer named as the subject paid the seller's request.
  if (w === 'paid' && next === 'your' && nextWord(tokens, i + 1) === 'request' && payerSubject(tokens, i))
    return 'credit';
  // "Your collect request to x@ybl for Rs 439 was paid." (R10-32, reader12): the holder's own request, paid to it; the
  // credit word after it says where the money went.
  if (
    w === 'paid' &&
    ['was', 'is', 'been'].includes(previousWord(tokens, i) ?? '') &&
    yourRequestBefore(tokens, i)
  )
    return undefined;
  // "Dear Merchant, Rs 500 paid by ravi@oksbi for Order …" (R10-33, reader14): the merchant addressed, an amount right
  // before and a payer (not "you") after "by": the merchant was paid.
  if (
    w === 'paid' &&
    next === 'by' &&
    paymentBefore(tokens, i) &&
    merchantAddressed(tokens) &&
    payerAfterBy(tokens, i)
  )
    return 'credit';
  // "RAVI paid you", "sent you": the payer's words for money in; "cheques sent to you": no money at all.
  if ((w === 'paid' || w === 'sent') && next === 'you') return 'credit';
  // "Rs.500.00 paid to you by RAVI KUMAR in A/c XX1234", "sent to you by …", "transferred to you by …" (R8-7):
  // the payer after "by", money to "you".
  if (
    (w === 'paid' || w === 'sent') &&
    next === 'to' &&
    nextWord(tokens, i + 1) === 'you' &&
    payerAfterBy(tokens, i) &&
    paymentNear(tokens, i)
  )
    return 'credit';
  // "RAVI KUMAR paid Rs.500.00 to you in A/c XX1234": the payer the subject, "to you" after the amount.
  if (w === 'paid' && payerSubject(tokens, i) && moneyAfter(tokens, i) && sentToYou(tokens, i))
    return 'credit';
  if (w === 'sent' && next === 'to' && nextWord(tokens, i + 1) === 'you') return undefined;
  // "PAYER has sent INR 5,000.00 to you": money in.
  if (w === 'sent' && sentToYou(tokens, i)) return 'credit';
  // "x@okaxis sent Rs 500 to your A/c XX1234", "RAVI has paid Rs 500 into your account": a payer named
  // as the subject moved it into your account ("Rs 500 paid to your BESCOM account" names no payer).
  const to = (j: number): boolean =>
    ['to', 'into'].includes(nextWord(tokens, j) ?? '') &&
    (intoYourAccount(tokens, j) || toYourHandle(tokens, j + 1));
  // ("M/s SHREE BALAJI TRADERS has transferred an amount of Rs. 3860.00 to your account no. XX7306": the amount
  // named after "an amount of".)
  let amountAt = i + 1;
  while (
    ['an', 'a', 'the', 'amount', 'sum', 'of'].includes(wordAt(tokens, amountAt) ?? '') &&
    amountAt < i + 5
  )
    amountAt++;
  const yours = to(i) || (tokens[amountAt]?.kind === 'money' && to(amountAt));
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
  // ("Rs.500.00 transferred to you by RAVI KUMAR in A/c XX1234"; "paid by RAVI KUMAR into your Acct XX123".)
  if (w === 'transferred' && next === 'to' && nextWord(tokens, i + 1) === 'you' && payerAfterBy(tokens, i))
    return 'credit';
  if (w === 'paid' && fromSomeoneToYours(tokens, i)) return 'credit';
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
export function fromSomeoneToYours(tokens: readonly Token[], i: number): boolean {
  if (customerSubject(tokens, i)) return false;
  let from = -1;
  for (let j = i + 1; j < tokens.length && j <= i + 4; j++) {
    const w = wordAt(tokens, j);
    if (w === 'from' || w === 'by') {
      from = j;
      break;
    }
  }
  if (from < 0 || YOURS_WORDS.has(nextWord(tokens, from) ?? '') || nextWord(tokens, from) === 'you')
    return false;
  for (let k = from + 1; k < tokens.length && k <= from + 9; k++) {
    if (YOURS_WORDS.has(wordAt(tokens, k) ?? '')) return false;
    if (wordAt(tokens, k) === 'to' || wordAt(tokens, k) === 'into')
      return intoYourAccount(tokens, k - 1) || toYourHandle(tokens, k);
  }
  return false;
}

/**
 * After "to" at `j`: the holder's own handle, "to your VPA shop@okaxis", "to your UPI ID store@ybl" (R10-34, reader12): a
 * seller's handle is how most customers pay it, money in as "to your A/c XX1234" is.
 */
export function toYourHandle(tokens: readonly Token[], j: number): boolean {
  if (!YOURS_WORDS.has(nextWord(tokens, j) ?? '')) return false;
  let k = j + 2;
  while (tokens[k]?.kind === 'punct') k++;
  const label = wordAt(tokens, k);
  if (label === 'vpa') k++;
  else if (label === 'upi' && ['id', 'handle', 'address'].includes(nextWord(tokens, k) ?? '')) k += 2;
  else return false;
  while (tokens[k]?.kind === 'punct') k++;
  return tokens[k]?.kind === 'vpa';
}

/** What a "credit" or "deposit" noun names when it is no movement of money ("credit card", "deposit rate"). */
export const NOUN_NOT_MONEY = new Set(
  'card cards limit score line report facility note interest rate rates scheme account insurance'.split(' '),
);

/** Words that may stand before the noun: the message or a sentence opening, "a", "after", a rail, "cash". */
export const NOUN_LEADS = new Set([
  'a',
  'after',
  'upi',
  'imps',
  'neft',
  'rtgs',
  'cash',
  'txn',
  'new',
  'inward',
  // "Clearing credit Rs.12,400.00 to your A/c …": a cheque or draft cleared and credited.
  'clearing',
  'clg',
]);

/** Words between the noun and its amount ("Credit Alert: INR …", "credit DEPOSIT TRANSFER transaction of Rs"). */
export const NOUN_FILLERS = new Set(
  'of alert for deposit transfer transaction txn is has been made amount amt received rs inr'.split(' '),
);

/**
 * "Credit Alert: INR 1,800.00 to HDFC Bank A/c XX4417", "StanChart: Credit of INR 5,600.00 to a/c XX7788",
 * "CREDIT | Rs.1,100.00 | A/c X4421", "Type: Credit", "A credit of INR 750.00 has been made to your …",
 * "after credit of INR 650.00 to your A/c": the noun of money come in, opening the message, a sentence
 * or a field (or after "a", "after", a rail), with its amount right after it (or, as a field's value,
 * "Type: Credit", the message's amount), and an account named by its digits or as yours.
 */
/** An account of the seller's named: its masked digits in the seller's role, or its last digits after "ending". */
export function sellerAccountNamed(tokens: readonly Token[]): boolean {
  // (Worked out once per message: asked for each noun of a long body, it was quadratic.)
  let named = sellerNamedCache.get(tokens);
  if (named === undefined) {
    named = tokens.some(
      (t, k) =>
        (t.kind === 'masked' && accountRole(tokens, k) === 'seller') ||
        (t.kind === 'number' && endingNumber(tokens, k)),
    );
    sellerNamedCache.set(tokens, named);
  }
  return named;
}
const sellerNamedCache = new WeakMap<readonly Token[], boolean>();

/** A greeting opens the message, the word at `i` right after its comma ("Dear Customer, Credit of …"). */
function afterGreeting(tokens: readonly Token[], i: number): boolean {
  if (tokens[i - 1]?.text !== ',') return false;
  for (let j = i - 2; j >= 0 && j >= i - 6; j--) {
    const t = tokens[j];
    if (t?.kind !== 'word' && t?.text !== '/') return false;
    if (j === 0) return t.kind === 'word' && ['dear', 'hi', 'hello'].includes(t.lower);
  }
  return false;
}

export function nounCredit(tokens: readonly Token[], i: number): boolean {
  if (NOUN_NOT_MONEY.has(nextWord(tokens, i) ?? '')) return false;
  // "Charges of Rs 17.70 for cash deposit of Rs 50,000.00 in A/C XX1234 levied", "Your cash deposit of Rs
  // 50,000.00 in A/c XX1234 attracts charges of Rs 17.70" (R8-10): a sentence about a charge names the
  // deposit it is charged on, already alerted by its own message; never a credit of it.
  if (chargeInSentence(tokens, i)) return false;
  const before = tokens[i - 1];
  const p0 = previousWord(tokens, i);
  const field = before?.kind === 'punct' && [':', '|', '-'].includes(before.text);
  // (R8-34: "Dear Customer, Credit of INR 500.00 to A/c XX1234 …": after a greeting's comma too.)
  const opens =
    before === undefined ||
    (before.kind === 'punct' && ['.', '!', ':', '|', '-'].includes(before.text)) ||
    before.kind === 'masked' ||
    afterGreeting(tokens, i) ||
    i === bodyStart(tokens);
  if (!opens && !NOUN_LEADS.has(p0 ?? '')) return false;
  // "Type: Credit", "Txn Type - Credit": the field's value, the message's amount elsewhere.
  // ("Credit Alert: A/c XXXX1234, Amt Rs.500.00, …", R8-6: a heading of fields, its amount among them.)
  const heading = nextWord(tokens, i) === 'alert' && tokens[i + 2]?.text === ':';
  const typed = (field && ['type', 'txn', 'transaction', 'nature', 'mode'].includes(p0 ?? '')) || heading;
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
  return (
    sellerAccountNamed(tokens) ||
    tokens.some((_, k) => YOURS_WORDS.has(wordAt(tokens, k) ?? '') && intoYourAccount(tokens, k - 2))
  );
}

/** Words of a charge levied on the customer. */
const CHARGE_WORDS = new Set(
  'charge charges charged fee fees commission levied levy gst penalty surcharge'.split(' '),
);

/** A charge's word in the sentence of the token at `i`, within a few words either side. */
function chargeInSentence(tokens: readonly Token[], i: number): boolean {
  for (let j = Math.max(0, i - 12); j < tokens.length && j <= i + 16; j++)
    if (CHARGE_WORDS.has(wordAt(tokens, j) ?? '') && sameSentence(tokens, i, j)) return true;
  return false;
}

/** "Incoming UPI payment of INR 330.00", "Incoming credit of Rs": the noun after it names money, an amount follows. */
export function incoming(tokens: readonly Token[], i: number): boolean {
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
        'inward',
        'of',
      ].includes(t.lower)
    )
      return false;
  }
  return false;
}

/** "You have paid Rs 500 to …", "I sent": the customer is the subject of the verb at `i`. */
export function customerSubject(tokens: readonly Token[], i: number): boolean {
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

/** Ways of paying named after "by" ("by UPI", "by cheque"): no payer. */
export const NOT_A_PAYER = new Set(
  'upi imps neft rtgs netbanking net banking cheque draft dd cash card debit credit transfer mobile app you'.split(
    ' ',
  ),
);

/** An account's masked digits within the few tokens after the verb at `i` ("to your a/c XX1234"). */
// ("to your A/c ending 1234": an account's last digits after "ending" name it as its mask does.)
export const maskedAfter = (tokens: readonly Token[], i: number): boolean =>
  tokens
    .slice(i + 1, i + 9)
    .some((t, k) => t.kind === 'masked' || (t.kind === 'number' && endingNumber(tokens, i + 1 + k)));

/**
 * The number at `k` is an account's last digits, after "ending" or "ending with" said of an account's noun
 * (the tokenizer reads two to six digits there as a mask already; `year ending 2026` names no account).
 */
export const endingNumber = (tokens: readonly Token[], k: number): boolean =>
  /^\d{3,6}$/.test(tokens[k]?.text ?? '') && afterAccountEnding(tokens, k);

/** After the verb at `i`, "by" and then a handle or a name that is no way of paying: the payer. */
export function payerAfterBy(tokens: readonly Token[], i: number): boolean {
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

/** Words of money the holder sent, opening the message after "Your" ("Your IMPS transfer of …", "Your order payment …"). */
const HOLDERS_MONEY_OUT = new Set(
  'payment transfer txn transaction remittance imps neft rtgs upi fund funds money outward tax donation contribution premium subscription order bill purchase recharge'.split(
    ' ',
  ),
);
/** The holder's banking channels, by which it sends money ("your net banking", "our mobile banking app"). */
const HOLDERS_CHANNELS = new Set([
  'banking',
  'netbanking',
  'internet',
  'mobile',
  'app',
  'yono',
  'imobile',
  'payzapp',
]);
const RAILS_WORDS = new Set(['upi', 'imps', 'neft', 'rtgs', 'quick', 'fund', 'funds', 'money']);
/** Words of a message's opening that report money sent: "Transfer complete", "Payment done", "Txn successful". */
const SENT_NOUNS = new Set(['transfer', 'transaction', 'txn', 'payment', 'remittance']);
const SENT_STATES = new Set([
  'complete',
  'completed',
  'successful',
  'success',
  'done',
  'executed',
  'processed',
]);
/** At `k`, a heading of money sent, ended by ':', '!' or '.' ("Transfer complete.", "Quick Transfer:", "UPI txn successful!"). */
function sentOpening(tokens: readonly Token[], k: number): boolean {
  let j = k;
  if (RAILS_WORDS.has(wordAt(tokens, j) ?? '') && SENT_NOUNS.has(wordAt(tokens, j + 1) ?? '')) j++;
  if (!SENT_NOUNS.has(wordAt(tokens, j) ?? '') && !RAILS_WORDS.has(wordAt(tokens, j) ?? '')) return false;
  const state = wordAt(tokens, j + 1);
  const end = (t: Token | undefined): boolean => t?.kind === 'punct' && [':', '!', '.'].includes(t.text);
  // ("Payment successful" may head a payment the holder got; "Payment done" is the holder's.)
  if (wordAt(tokens, j) === 'payment' && ['successful', 'success'].includes(state ?? '')) return false;
  if (state !== undefined && SENT_STATES.has(state)) return end(tokens[j + 2]);
  // ("Quick Transfer: Rs. …": a transfer named as the heading itself.)
  return wordAt(tokens, j - 1) === 'quick' && wordAt(tokens, j) === 'transfer' && end(tokens[j + 1]);
}
/** "your (UPI) collect request" opens the sentence of the word at `i`. */
function yourRequestBefore(tokens: readonly Token[], i: number): boolean {
  for (let j = i - 1; j >= 1 && j >= i - 10 && sameSentence(tokens, j, i); j--)
    if (wordAt(tokens, j) === 'request' && wordAt(tokens, j - 1) === 'collect')
      return [2, 3].some((n) => YOURS_WORDS.has(wordAt(tokens, j - n) ?? ''));
  return false;
}
/** A payer named: a handle, or "from" before a word. */
const payerNamed = (tokens: readonly Token[]): boolean =>
  tokens.some(
    (t, i) => t.kind === 'vpa' || (t.kind === 'word' && t.lower === 'from' && tokens[i + 1]?.kind === 'word'),
  );
/** Words qualifying an account as someone else's: "Your beneficiary A/c XX5678", "payee a/c", "recipient's account". */
const OTHERS_ACCOUNT = new Set(['beneficiary', 'bene', 'payee', 'recipient', 'receiver']);

/**
 * The credit at `i` is money the holder sent (R9-1, R9-4, R9-7): the holder named as the one who made it ("as per
 * your standing instruction", "On your instruction, A/c XX5678 has been credited", "credited … by you", "You (have)
 * credited Rs 500 to A/c XX5678", "initiated by you", "Remitter: you"); the message opening with the holder's money
 * sent ("Your UPI payment was successful: Rs 500.00 credited to A/c XX5678", "Your transaction of Rs 500 … A/c XX5678
 * is credited") and the account credited not named yours; the bank's word for money out ("IMPS Outward:", "Outward
 * NEFT of …"); a transfer "to" someone before the credit ("Funds transfer to A/c XX5678 credited with …", "Rs 500
 * transferred to RAVI KUMAR (XX5678) and credited"); an account qualified as a beneficiary's or payee's ("Your
 * beneficiary A/c XX5678 has been credited"). The account credited is a payee's (or the holder's own money moved):
 * never a payer's payment. ("If not done by you, call …" asks, and states nothing.)
 */
export function holderSent(tokens: readonly Token[], i: number): boolean {
  // ("You have credited …", never "You have received …": the holder is who got it.)
  if (['credited', 'cr', 'crd'].includes(wordAt(tokens, i) ?? '') && customerSubject(tokens, i)) return true;
  const notYours = !intoYourAccount(tokens, i) && !yoursBefore(tokens, i);
  // (Into an account named yours the holder's own doing is a deposit or a collect request paid: "cheque … deposited by
  // you has been credited to your a/c", "Your standing instruction from RAVI's A/c … credited … to your A/c".)
  if (!notYours) return false;
  if (holderActsAnywhere(tokens, i)) return true;
  return holderSentNear(tokens, i, notYours);
}

/** The message-wide clues of `holderSent`, looked for once per message (a long body has many credit words). */
const holderCache = new WeakMap<readonly Token[], { acts: boolean; outward: number }>();
function holderActsAnywhere(tokens: readonly Token[], i: number): boolean {
  let at = holderCache.get(tokens);
  if (at === undefined) {
    const clues = holderClues(tokens);
    const outwards = clues.filter((k) => k < 0).map((k) => -k - 1);
    at = {
      acts: clues.some((k) => k >= 0),
      outward: outwards.length > 0 ? Math.min(...outwards.slice(0, 1)) : Infinity,
    };
    holderCache.set(tokens, at);
  }
  // (An "Outward" counts only before the credit word or shortly after it.)
  return at.acts || at.outward < i + 12;
}

/** Where the holder is named as the doer; an "Outward" of a rail as -(k + 1). */
function holderClues(tokens: readonly Token[]): number[] {
  const found: number[] = [];
  for (let k = 0; k < tokens.length; k++) {
    const w = wordAt(tokens, k);
    if (w === undefined) continue;
    // "your instruction", "your standing instruction(s)", "your SI".
    if (['instruction', 'instructions', 'si'].includes(w)) {
      const [p0, p1] = [previousWord(tokens, k), previousWord(tokens, k, 1)];
      if (YOURS_WORDS.has(p0 ?? '') || (p0 === 'standing' && YOURS_WORDS.has(p1 ?? ''))) found.push(k);
    }
    // "by you", "instructed by you", never in a condition or a question ("if not done by you", "Not initiated by you?").
    // (A cheque "deposited by you", R10-22: the holder paid a customer's cheque in, no money sent.)
    if (
      w === 'by' &&
      nextWord(tokens, k) === 'you' &&
      tokens[k + 1]?.kind === 'word' &&
      !(previousWord(tokens, k) === 'deposited' && chequeDeposited(tokens, k - 1))
    ) {
      const lead = [0, 1, 2, 3].map((n) => previousWord(tokens, k, n));
      // ("Payment request of Rs 500.00 sent by you to ravi@oksbi has been paid": the holder's request, paid.)
      const question =
        tokens.slice(k + 2, k + 4).some((t) => t.text === '?') ||
        tokens.slice(Math.max(0, k - 8), k).some((t) => t.kind === 'word' && t.lower === 'request');
      if (!question && !lead.some((x) => ['if', 'not', 'unless', 'wasn', 'isn', 'incase'].includes(x ?? '')))
        found.push(k);
    }
    // "Remitter: you", "Sender - you (A/c XX1234)".
    if (
      ['remitter', 'sender', 'payer'].includes(w) &&
      ['you', 'yourself'].includes(nextWord(tokens, k) ?? '')
    )
      found.push(k);
    // "by your IMPS transfer", "against your fund transfer request", "through your net banking", "via your mobile banking
    // app" (R10-1, reader12): the holder's own money out or channel named, the account credited not named yours (the
    // gate in `holderSent`). ("your UPI ID …" is the holder's handle: see HOLDERS_MONEY_OUT's use above.)
    if (
      YOURS_WORDS.has(w) &&
      ['by', 'against', 'through', 'thru', 'via', 'using', 'from'].includes(previousWord(tokens, k) ?? '')
    ) {
      const what = [1, 2, 3].map((n) => wordAt(tokens, k + n));
      // ("against your UPI collect request": the holder's own request, paid to it.)
      if (
        what.some((x) => HOLDERS_MONEY_OUT.has(x ?? '') || HOLDERS_CHANNELS.has(x ?? '')) &&
        !what.includes('collect')
      )
        found.push(k);
    }
    // "Thank you for using our mobile banking", "… for using HDFC Bank NetBanking": the holder's channel of money out.
    if (w === 'using' && previousWord(tokens, k) === 'for') {
      const what = [1, 2, 3].map((n) => wordAt(tokens, k + n));
      if (what.some((x) => HOLDERS_CHANNELS.has(x ?? ''))) found.push(k);
    }
    // "Transfer complete.", "Transaction completed:", "UPI txn successful!", "Payment done!", "Fund transfer successful:",
    // "Quick Transfer:" opening the message: the bank telling the holder its money went (R10-1, reader12).
    // (Never with a payer named, "… received from ravi@oksbi": the heading may be the payment the holder got.)
    if ((k === 0 || k === bodyStart(tokens)) && sentOpening(tokens, k) && !payerNamed(tokens)) found.push(k);
    // "IMPS Outward:", "Outward NEFT of …": the bank's word for money out, as "Inward" is for money in.
    // ("Outward clearing: Chq …", "thru Outward Clearing": the cheques the holder deposited, sent out to the drawee's
    // bank, credited once cleared: money in.)
    if (w === 'outward' && outwardRail(tokens, k)) found.push(-k - 1);
  }
  return found;
}

/** The clues of `holderSent` said near the credit word at `i`. */
function holderSentNear(tokens: readonly Token[], i: number, notYours: boolean): boolean {
  // The message opens with the holder's money sent: "Your UPI payment was successful: …", "Your transaction of …".
  let k = bodyStart(tokens);
  while (tokens[k]?.kind === 'punct') k++;
  if (notYours && YOURS_WORDS.has(wordAt(tokens, k) ?? '')) {
    // ("Your UPI ID shop@okhdfcbank received …": the words must name the money sent, then go on to it.)
    let run = k + 1;
    while (run <= k + 3 && HOLDERS_MONEY_OUT.has(wordAt(tokens, run) ?? '')) run++;
    const next = tokens[run];
    const goesOn =
      next?.kind === 'punct' ||
      next?.kind === 'money' ||
      MONEY_OUT_GOES_ON.has(next?.kind === 'word' ? next.lower : '');
    if (run > k + 1 && goesOn) return true;
  }
  // A transfer "to" someone, in the credit's sentence before it, naming no account of yours.
  for (let j = i - 1; j >= 0 && j >= i - 16 && sameSentence(tokens, j, i); j--) {
    const w = wordAt(tokens, j);
    if (!['transfer', 'transferred', 'remitted', 'sent'].includes(w ?? '') || nextWord(tokens, j) !== 'to')
      continue;
    const after = nextWord(tokens, j + 1) ?? '';
    if (notYours && !YOURS_WORDS.has(after) && after !== 'you') return true;
  }
  // "Your beneficiary A/c XX5678 has been credited", "payee a/c XX5678 credited".
  let m = i - 1;
  while (
    m >= 0 &&
    ['is', 'has', 'have', 'been', 'was', 'got', 'successfully'].includes(wordAt(tokens, m) ?? '')
  )
    m--;
  if (tokens[m]?.kind === 'masked') {
    let n = m - 1;
    while (tokens[n]?.text === '.' || wordAt(tokens, n) === 'no') n--;
    if (ACCOUNT_WORDS.has(wordAt(tokens, n) ?? '') && OTHERS_ACCOUNT.has(previousWord(tokens, n) ?? ''))
      return true;
  }
  return false;
}

/** Words after "Your <money sent>" that go on to say what became of it. */
const MONEY_OUT_GOES_ON = new Set(
  'of was is has have for from to successful successfully completed executed on'.split(' '),
);

/** "Outward" said of a rail ("IMPS Outward", "Outward NEFT", "outward remittance"), never of clearing. */
function outwardRail(tokens: readonly Token[], k: number): boolean {
  const rails = ['neft', 'rtgs', 'imps', 'upi', 'remittance', 'transfer', 'fund', 'funds', 'swift'];
  return rails.includes(previousWord(tokens, k) ?? '') || rails.includes(nextWord(tokens, k) ?? '');
}

/** "your" among the few words before the credit word at `i` ("Your A/c XX1234 credited", "your SB A/c … is credited"). */
function yoursBefore(tokens: readonly Token[], i: number): boolean {
  // ("Your UPI payment was successful: Rs 500 credited to A/c …": "your" said of the money sent, no account.)
  // ("On your instruction, A/c …", "Your beneficiary A/c XX5678 …": "your" said of no account of the holder's.)
  for (let j = i - 1; j >= 0 && j >= i - 8 && sameSentence(tokens, j, i); j--) {
    if (!YOURS_WORDS.has(wordAt(tokens, j) ?? '') || HOLDERS_MONEY_OUT.has(wordAt(tokens, j + 1) ?? ''))
      continue;
    const between = tokens.slice(j + 1, i).flatMap((t) => (t.kind === 'word' ? [t.lower] : []));
    if (!between.some((w) => OTHERS_ACCOUNT.has(w) || ['instruction', 'instructions', 'si'].includes(w)))
      return true;
  }
  return false;
}

const CHEQUES = new Set(['cheque', 'chq', 'cheques', 'chqs']);
/** A cheque word stands within the 12 tokens before the "deposited" at `i`, in its sentence (R10-22). */
function chequeDeposited(tokens: readonly Token[], i: number): boolean {
  for (let k = i - 1; k >= Math.max(0, i - 12); k--) {
    if (!sameSentence(tokens, k, i)) return false;
    if (CHEQUES.has(wordAt(tokens, k) ?? '')) return true;
  }
  return false;
}

/** The message opens "Dear Merchant," or "Hi Merchant!": addressed to the seller as the one paid (R10-33). */
function merchantAddressed(tokens: readonly Token[]): boolean {
  const at = bodyStart(tokens);
  return at > 0 && at <= 4 && tokens.slice(0, at).some((t) => t.kind === 'word' && t.lower === 'merchant');
}

/** "from" right after `i`, then a handle or a name (never "you", "your" or a grammar word): a payer (R10-35). */
function payerAfterFrom(tokens: readonly Token[], i: number): boolean {
  for (let j = i + 1; j < tokens.length && j <= i + 6; j++) {
    if (wordAt(tokens, j) !== 'from') continue;
    const t = tokens[j + 1];
    if (t?.kind === 'vpa') return true;
    return (
      t?.kind === 'word' &&
      /^\p{L}{2,}$/u.test(t.text) &&
      !isGrammarWord(t.lower) &&
      !YOURS_WORDS.has(t.lower) &&
      !NOT_A_PAYER.has(t.lower)
    );
  }
  return false;
}

/** After `j` ("to", "in"): an account, "your" or not, named by its digits within a few tokens (R10-35). */
function accountNext(tokens: readonly Token[], j: number): boolean {
  for (let k = j + 1; k < tokens.length && k <= j + 5; k++) {
    const t = tokens[k];
    if (t?.kind === 'masked') return true;
    const w = wordAt(tokens, k);
    if (t?.kind === 'punct' || ACCOUNT_WORDS.has(w ?? '') || YOURS_WORDS.has(w ?? '') || w === 'no') continue;
    return false;
  }
  return false;
}

/** Where a seller is paid, named after "to your" (R10-33): its QR, store, shop, outlet or account. */
const PAID_PLACES = new Set([
  'qr',
  'store',
  'shop',
  'outlet',
  'merchant',
  'business',
  'account',
  'acct',
  'a/c',
]);
