// Whose account a credit word speaks of. A credit alert names the seller's account as "your A/c",
// "your HDFC Bank Account", "A/c XX4821"; a debit alert names the payee as "credited" ("credited to RAVI",
// "Deposited~INR 500~To Suresh Traders"); and money "credited to your Credit Card", "your Pay Later",
// "your Wallet" or "your Loan A/c" went into something of the customer's that is no bank account, so it
// is no payment to the seller (it is the customer's own repayment, refund or top-up).
import {
  ACCOUNT_WORDS,
  CREDIT_MARKS,
  CREDIT_VERBS,
  DEBIT_VERBS,
  PAYER_WORDS,
  banksNamed,
  isBankName,
  isGrammarWord,
} from './lexicon.js';
import type { Token } from './tokens.js';
import { nextWord, previousWord, wordAt } from './words.js';

export const isBankNoun = (t: Token | undefined): boolean => t?.kind === 'word' && t.lower === 'bank';

/**
 * Words that name a customer's product that is no bank account: money credited to it is a repayment,
 * a top-up or a reward, never a payer's payment (`pay later`, `credit card`, `UPI Lite`, `FASTag`), nor the
 * customer's own saving (`RD`, `NPS`, `Sukanya Samriddhi`); a loan's or a deposit's kind abbreviated before "A/c" (R9-11: `TL`
 * term, `PL` personal, `HL` home, `GL` gold, `VL` vehicle, `EL` education, `LN`, `BL` business loan, `LAP`, `TD` term deposit,
 * `MF`).
 * An overdraft or cash-credit account is not among them: businesses take payments into those.
 */
export const PRODUCT_WORDS = new Set(
  'card cards wallet balance loan emi later paylater postpaid fastag lite ppf fd rd nps sukanya ssy apy demat trading gold sip policy insurance reward rewards points voucher coins prepaid forex mutual pot vault tl pl hl gl vl el ln bl lap td mf'.split(
    ' ',
  ),
);

/** "debited from a/c no. XX7310" said after a credit: the payer's account, named as such. */
export function payerDebited(tokens: readonly Token[], i: number): boolean {
  if (nextWord(tokens, i) === 'from' && ACCOUNT_WORDS.has(nextWord(tokens, i + 1) ?? '')) return true;
  // "credited with Rs.2,500.00 on 23-11-26 by debit to A/c XX5678 (RAVI KUMAR)": the payer's account debited.
  if (wordAt(tokens, i) === 'debit' && previousWord(tokens, i) === 'by' && nextWord(tokens, i) === 'to')
    return true;
  if (payerSubjectDebited(tokens, i)) return true;
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
 * "Acct XX821 credited with Rs 500.00 on 21-Nov-26; RAVI KUMAR debited.", "& ravi@oksbi debited": the
 * payer, by name or handle, the subject of the debit word at `i` opening a clause (ICICI's debit form,
 * mirrored); never "your" or an account.
 */
export function payerSubjectDebited(tokens: readonly Token[], i: number): boolean {
  let j = i - 1;
  let names = 0;
  if (tokens[j]?.kind === 'vpa') [j, names] = [j - 1, 1];
  else while (j >= 0 && names < 5 && isNameWord(tokens[j])) [j, names] = [j - 1, names + 1];
  // ("and a/c XXXX5678 of RAVI KUMAR debited": an account, its holder after it.)
  if (names > 0 && wordAt(tokens, j) === 'of' && tokens[j - 1]?.kind === 'masked')
    return otherAccountSubject(tokens, j - 1);
  if (names > 0) return [';', '&'].includes(tokens[j]?.text ?? '') || wordAt(tokens, j) === 'and';
  let k = i - 1;
  while (k >= 0 && ['is', 'has', 'been', 'was', 'got'].includes(wordAt(tokens, k) ?? '')) k--;
  return otherAccountSubject(tokens, k);
}

/**
 * "Acct XX456 of RAVI KUMAR debited …", "A/c XXXX5678 debited for …", "RAVI KUMAR's A/c XX5678 debited", "Sender
 * A/c XX5678 debited." (R8-21): the debit word at `i` said of an account, named by its digits, that its own phrase
 * does not call "your".
 */
export function accountNotYoursDebited(tokens: readonly Token[], i: number): boolean {
  let j = i - 1;
  while (j >= 0 && ['is', 'has', 'been', 'was', 'got'].includes(wordAt(tokens, j) ?? '')) j--;
  let n = 0;
  while (j >= 0 && n < 5 && isNameWord(tokens[j])) [j, n] = [j - 1, n + 1];
  if (n > 0 && wordAt(tokens, j) !== 'of') return false;
  if (n > 0) j--;
  if (tokens[j]?.kind !== 'masked') return false;
  for (let k = j - 1; k >= 0 && k >= j - 8; k--) {
    const t = tokens[k];
    if (t === undefined) break;
    if (t.kind === 'word' && YOURS_WORDS.has(t.lower)) return false;
    if (t.kind === 'punct' && [';', '&', ',', ':', '!'].includes(t.text)) break;
    if (t.kind === 'punct' && t.text === '.' && !ABBREVIATIONS.has(wordAt(tokens, k - 1) ?? '')) break;
    if (t.kind !== 'word' && t.kind !== 'punct') break;
  }
  return true;
}

/** "your Acct XX123 credited", "Your A/c XX1234 credited Rs.500.00": the credit word at `i` said of an account of yours. */
export function yourAccountCredited(tokens: readonly Token[], i: number): boolean {
  let j = i - 1;
  while (j >= 0 && LINKING_WORDS.has(wordAt(tokens, j) ?? '')) j--;
  if (tokens[j]?.kind !== 'masked') return false;
  j--;
  while (tokens[j]?.text === '.' || wordAt(tokens, j) === 'no') j--;
  if (!ACCOUNT_WORDS.has(wordAt(tokens, j) ?? '')) return false;
  for (let k = j - 1; k >= 0 && k >= j - 5; k--) {
    const w = wordAt(tokens, k);
    if (w !== undefined && YOURS_WORDS.has(w)) return true;
    if (w === undefined || !(isGrammarWord(w) && !PHRASE_ENDS.has(w))) return false;
  }
  return false;
}

/** The masked account at `m` is the subject of a debit word after it that names the payer's account (see `otherAccountSubject`). */
export function debitedPayerAccount(tokens: readonly Token[], m: number): boolean {
  let k = m + 1;
  if (wordAt(tokens, k) === 'of') {
    k++;
    while (isNameWord(tokens[k]) && k < m + 7) k++;
  }
  while (['is', 'has', 'been', 'was', 'got'].includes(wordAt(tokens, k) ?? '')) k++;
  if (!['debited', 'debit'].includes(wordAt(tokens, k) ?? '')) return false;
  // (Or debited first, an account not called yours, with yours credited after: R8-21.)
  return (
    payerSubjectDebited(tokens, k) ||
    (accountNotYoursDebited(tokens, k) &&
      tokens
        .slice(k + 1, k + 41)
        .some(
          (t, n) => t.kind === 'word' && CREDIT_VERBS.has(t.lower) && yourAccountCredited(tokens, k + 1 + n),
        ))
  );
}

/** The index of the message's first "your" (its length when none), worked out once per message. */
const firstYoursCache = new WeakMap<readonly Token[], number>();
function firstYours(tokens: readonly Token[]): number {
  let at = firstYoursCache.get(tokens);
  if (at === undefined) {
    at = tokens.findIndex((t) => t.kind === 'word' && YOURS_WORDS.has(t.lower));
    if (at < 0) at = tokens.length;
    firstYoursCache.set(tokens, at);
  }
  return at;
}

/** Words naming an account's holder as the payer ("remitter a/c XX5678", "Sender A/c XX5678"). */
const PAYER_ROLES = new Set(['remitter', 'sender', 'payer', 'remitters', 'senders']);

/**
 * "A/c XX1234 credited with INR 500.00 and A/c XX5678 debited", "& Acct XX456 debited", "; remitter a/c XX5678
 * debited", "Sender A/c XX5678 debited." (R8-1): the account at `m`, subject of a debit word, not "your", opening
 * a clause after the credit's (after ';', '&', "and", or a sentence's end), its digits another account's than
 * the first one named (the seller's, in NPCI's and ICICI's two-account forms).
 */
function otherAccountSubject(tokens: readonly Token[], m: number): boolean {
  let j = m;
  const account = tokens[j];
  if (account?.kind !== 'masked') return false;
  j--;
  while (tokens[j]?.text === '.' || wordAt(tokens, j) === 'no') j--;
  if (!ACCOUNT_WORDS.has(wordAt(tokens, j) ?? '')) return false;
  j--;
  const role = PAYER_ROLES.has(wordAt(tokens, j) ?? '');
  if (role) j--;
  const opens = [';', '&', '.'].includes(tokens[j]?.text ?? '') || wordAt(tokens, j) === 'and' || j < 0;
  const first = tokens.find((t) => t.kind === 'masked');
  // Whose the credited account is must be said: named "your" before, or the debited one named the payer's
  // by its role ("Acct XX821 credited …; Acct XX123 debited", neither named, stays unsure: R7-7).
  const yours = firstYours(tokens) < m;
  return (
    opens && (role || yours) && first !== undefined && first !== account && first.digits !== account.digits
  );
}

/**
 * "debited from a/c XX9999 of RAVI KUMAR", "debited from remitter's a/c": an account its holder's name or
 * role marks as the payer's, never "your".
 */
export function othersAccountDebited(tokens: readonly Token[], i: number): boolean {
  if (nextWord(tokens, i) !== 'from') return false;
  for (let k = i + 2; k < tokens.length && k <= i + 7; k++) {
    const w = wordAt(tokens, k) ?? '';
    if (YOURS_WORDS.has(w) || w === 'you') return false;
    if (['remitter', 'sender', 'payer', 'remitters', 'senders'].includes(w)) return true;
    if (w === 'of') return isNameWord(tokens[k + 1]);
  }
  return false;
}

/**
 * "credited to beneficiary Ravi Kumar", "credited to Ravi Kumar", "credited to the HDFC A/c … of SURESH",
 * "Your beneficiary has received", "credited to swiggy@icici", "Deposited~INR 500~To Suresh Traders":
 * someone else was paid, so it is a debit.
 */
export function payeeCredited(tokens: readonly Token[], i: number): boolean {
  if (kindOnlyAccount(tokens, i)) return false;
  const near = tokens.slice(Math.max(0, i - 3), i + 6);
  if (near.some((t) => t.kind === 'word' && ['beneficiary', 'payee'].includes(t.lower))) return true;
  // The amount, or when it moved ("on 2026-11-25T11:57:11Z"), may stand between the verb and its object.
  let j = i + 1;
  const when = (t: Token | undefined): boolean => t?.kind === 'date' || t?.kind === 'time';
  // (And the rail or an adverb between: "credited via UPI to ravi@okaxis", "credited successfully to RAVI A/c …",
  // R8-46.)
  const rail = (k: number): boolean =>
    ['via', 'through', 'thru', 'by', 'using'].includes(wordAt(tokens, k) ?? '') &&
    ['upi', 'imps', 'neft', 'rtgs'].includes(wordAt(tokens, k + 1) ?? '');
  for (let n = 0; n < 12; n++) {
    if (
      ['punct', 'money', 'date', 'time'].includes(tokens[j]?.kind ?? '') ||
      (['on', 'at', 'dated'].includes(wordAt(tokens, j) ?? '') && when(tokens[j + 1])) ||
      ['successfully', 'instantly', 'today', 'now'].includes(wordAt(tokens, j) ?? '')
    )
      j++;
    else if (rail(j)) j += 2;
    else break;
  }
  // "credited to the A/c … of SURESH", "deposited in the a/c of … Beneficiaries", "in A/c XX9999 of RAVI".
  const into = wordAt(tokens, j);
  const named = ['the', ...ACCOUNT_WORDS].includes(wordAt(tokens, j + 1) ?? '');
  // ("credited into RAVI KUMAR A/c XX5678", "in her A/c", "into minor's A/c", "into ravi@okaxis", R8-40: after
  // "in"/"into" only a handle, a possessive, or a name followed by an account's noun names the payee.)
  const afterIn = tokens[j + 1];
  const someonesIn =
    afterIn?.kind === 'vpa' ||
    ['his', 'her', 'their'].includes(wordAt(tokens, j + 1) ?? '') ||
    (afterIn?.kind === 'word' &&
      !isGrammarWord(afterIn.lower) &&
      (wordAt(tokens, j + 3) === 's' ||
        [2, 3, 4].some(
          (n) =>
            ACCOUNT_WORDS.has(wordAt(tokens, j + n) ?? '') &&
            tokens.slice(j + 1, j + n).every((t) => t.kind === 'word' && !isGrammarWord(t.lower)),
        )));
  if (into !== 'to' && !((into === 'in' || into === 'into') && (named || someonesIn))) return false;
  while (tokens[j]?.kind === 'punct' || ['to', 'in', 'into'].includes(wordAt(tokens, j) ?? '')) j++;
  const target = tokens[j];
  if (target?.kind === 'vpa') return true;
  // "credited to her A/c XX5678", "to their account": someone else's account.
  if (['his', 'her', 'their'].includes(wordAt(tokens, j) ?? '')) return true;
  const bankFirst = target?.kind === 'word' && namesABank(tokens, j);
  if (
    target?.kind === 'word' &&
    /^\p{L}+$/u.test(target.text) &&
    (!isGrammarWord(target.lower) || bankFirst)
  ) {
    if (!bankFirst) return true;
    // ("credited to HDFC Bank A/c XX5678 of RAVI KUMAR", R9-12: a bank's name before the account, its holder after.)
    let a = j + 1;
    while (a <= j + 5 && !ACCOUNT_WORDS.has(wordAt(tokens, a) ?? '')) a++;
    if (!ACCOUNT_WORDS.has(wordAt(tokens, a) ?? '')) return false;
    j = a;
  }
  // "to the HDFC A/c … of SURESH", "to A/c XX9999 of RAVI KUMAR": an account named by its holder, who is
  // not "you".
  // "credited to your customer's A/c XX…", "to your vendor's account" (R10-21, reader12): a person of the holder's, named
  // by the relation, holds the account.
  if (
    YOURS_WORDS.has(wordAt(tokens, j) ?? '') &&
    RELATIONS.has(wordAt(tokens, j + 1) ?? '') &&
    wordAt(tokens, j + 3) === 's'
  )
    return true;
  if (wordAt(tokens, j) !== 'the' && !ACCOUNT_WORDS.has(wordAt(tokens, j) ?? '')) return false;
  for (let k = j + 1; k < tokens.length && k <= j + 6; k++) {
    // "the A/c of your employee SURESH", "of your landlord RAVI" (R10-21): the account of someone the holder names.
    if (
      wordAt(tokens, k) === 'of' &&
      YOURS_WORDS.has(nextWord(tokens, k) ?? '') &&
      RELATIONS.has(wordAt(tokens, k + 2) ?? '')
    )
      return true;
    // "A/c XX… belonging to NAME", "A/c holder NAME", "the A/c XX… you entered" (R10-24): its holder named, or the payee's
    // account the holder typed in.
    if (wordAt(tokens, k) === 'belonging' && nextWord(tokens, k) === 'to') return true;
    if (wordAt(tokens, k) === 'holder' && k <= j + 2 && tokens[k + 1]?.kind === 'word') return true;
    if (wordAt(tokens, k) === 'you' && ['entered', 'added', 'selected'].includes(nextWord(tokens, k) ?? ''))
      return true;
    if (YOURS_WORDS.has(wordAt(tokens, k) ?? '')) return false;
    // "A/c XX5678 held by RAVI KUMAR", "A/c XX5678 (IFSC SBIN0001234)", "at SBIN0001234" (R9-12): its holder, or its
    // branch's code, which banks print of the counterparty's account, never the holder's own.
    if (wordAt(tokens, k) === 'held' && nextWord(tokens, k) === 'by') return true;
    // (In any case: a lower-case `hdfc0000456` is as much an IFSC, R10-2.)
    if (wordAt(tokens, k) === 'ifsc' || /^[a-z]{4}0[a-z0-9]{6}$/i.test(tokens[k]?.text ?? '')) return true;
    // "in A/c XX4417 from A/c XX9911 of RAVI": the holder named is the payer's account's.
    if (PAYER_WORDS.has(wordAt(tokens, k) ?? '')) return false;
    // "of RAVI KUMAR", "of Women … Beneficiaries": a holder's name; "of Rs 500" names none.
    if (wordAt(tokens, k) === 'of')
      return (
        tokens[k + 1]?.kind === 'word' && !['your', 'yours', 'ur', 'yr'].includes(nextWord(tokens, k) ?? '')
      );
  }
  return false;
}

/**
 * Kinds of bank account a business or a customer holds, printed before "a/c" in place of "your" ("OD a/c
 * *4821", "OD/CC a/c", "CD a/c" a current deposit, "PMJDY a/c", "Business a/c"): no payee is named by them.
 */
export const ACCOUNT_KINDS = new Set(
  'od cd cc biz business corporate merchant pmjdy bsbd msme overdraft current savings saving sb ca cash credit joint salary primary secondary digital'.split(
    ' ',
  ),
);

/**
 * After the credit word at `i` ("credited to OD a/c *4821", "in OD/CC a/c XX4821"), the account is named by
 * its kind alone, words of ACCOUNT_KINDS (and '/' between them) up to its noun and its digits: the seller's
 * account, whatever kind ("BIZ TRADERS a/c", "OD ENTERPRISES a/c" name a payee).
 */
function kindOnlyAccount(tokens: readonly Token[], i: number): boolean {
  let j = i + 1;
  while (tokens[j]?.kind === 'punct' || tokens[j]?.kind === 'money') j++;
  if (!['to', 'in', 'into'].includes(wordAt(tokens, j) ?? '')) return false;
  let k = j + 1;
  let kinds = 0;
  for (; k <= j + 6; k++) {
    const w = wordAt(tokens, k);
    if (w !== undefined && ACCOUNT_WORDS.has(w) && kinds > 0) break;
    if (w !== undefined && ACCOUNT_KINDS.has(w)) kinds++;
    else if (tokens[k]?.text !== '/' || tokens[k]?.spaced) return false;
  }
  if (kinds === 0 || !ACCOUNT_WORDS.has(wordAt(tokens, k) ?? '')) return false;
  let m = k + 1;
  while (tokens[m]?.kind === 'punct' || wordAt(tokens, m) === 'no') m++;
  return tokens[m]?.kind === 'masked';
}

/**
 * "from your A/c", "from ur a/c XX1234", "from your HDFC Bank Account", "received Rs 250 from you" between
 * `start` and `end`: the money left the seller's account, whatever else was credited.
 */
export function fromYourAccount(tokens: readonly Token[], start: number, end: number): boolean {
  for (let j = start; j < end && j < tokens.length; j++) {
    // "A/c XX5678 credited with Rs.500.00 by debit to your A/c XX1234": yours was debited for it.
    if (
      wordAt(tokens, j) === 'debit' &&
      nextWord(tokens, j) === 'to' &&
      YOURS_WORDS.has(nextWord(tokens, j + 1) ?? '')
    )
      return true;
    if (wordAt(tokens, j) !== 'from') continue;
    // "from you": the customer paid (a payer's "paid you" has no "from").
    if (nextWord(tokens, j) === 'you' && tokens[j + 1]?.kind === 'word') return true;
    if (!YOURS_WORDS.has(nextWord(tokens, j) ?? '')) continue;
    const phrase = yourPhrase(tokens, j + 1 + (tokens[j + 1]?.kind === 'punct' ? 1 : 0), tokens.length);
    // "from your Paytm Wallet", "from your FD": the customer's own money moved, no payer's.
    if (phrase.account || phrase.words.some((w) => PRODUCT_WORDS.has(w))) return true;
  }
  return false;
}

/**
 * "credited to OD a/c *4821 … by a/c linked to VPA ravi@oksbi": after the credit word at `i`, a few words
 * the grammar does not know and then an account's noun and digits (the account named by a kind or brand,
 * or by a payee's name), and after it a payer named ("by"/"from" a handle, "a/c linked to", "from" a
 * name). Whether the words name the seller's own account or a payee is not certain.
 */
export function kindOrPayeeThenPayer(tokens: readonly Token[], i: number): boolean {
  let j = i + 1;
  while (tokens[j]?.kind === 'punct' || tokens[j]?.kind === 'money') j++;
  if (!['to', 'in', 'into'].includes(wordAt(tokens, j) ?? '')) return false;
  let k = j + 1;
  let words = 0;
  while (tokens[k]?.kind === 'word' && !ACCOUNT_WORDS.has(wordAt(tokens, k) ?? '') && words < 3) {
    k++;
    words++;
  }
  if (words === 0 || !ACCOUNT_WORDS.has(wordAt(tokens, k) ?? '')) return false;
  let m = k + 1;
  // ("Digital Savings a/c no. *4821": more account nouns may follow.)
  while (
    tokens[m]?.kind === 'punct' ||
    wordAt(tokens, m) === 'no' ||
    ACCOUNT_WORDS.has(wordAt(tokens, m) ?? '')
  )
    m++;
  if (tokens[m]?.kind !== 'masked') return false;
  for (let n = m + 1; n < tokens.length && n <= m + 12; n++) {
    const w = wordAt(tokens, n);
    if (w !== 'by' && w !== 'from') continue;
    const next = tokens[n + 1]?.kind === 'punct' ? tokens[n + 2] : tokens[n + 1];
    if (next?.kind === 'vpa') return true;
    if (next?.kind === 'word' && ACCOUNT_WORDS.has(next.lower) && nextWord(tokens, n + 1) === 'linked')
      return true;
    if (next?.kind === 'word' && next.lower === 'vpa') return true;
  }
  return false;
}

/** Who may be "yours" and pay you: a merchant's alert says "from your customer RAVI KUMAR". */
const YOUR_PAYERS = new Set(['customer', 'customers', 'buyer', 'buyers', 'client', 'clients']);

/**
 * "credited to your A/c … from your iWish goal", "from your Jar", "from your OD limit": money from
 * something of the customer's that the grammar does not know (goal savings, vaults, a credit line), between
 * `start` and `end`. No payer's payment says "from your" (a payer is "from RAVI", "by x@okaxis"), but what
 * it is the grammar cannot say: an operator looks. ("from your customer RAVI" names a payer.)
 */
export function fromYourOther(tokens: readonly Token[], start: number, end: number): boolean {
  for (let j = start; j < end && j < tokens.length; j++) {
    if (wordAt(tokens, j) !== 'from' || !YOURS_WORDS.has(nextWord(tokens, j) ?? '')) continue;
    const phrase = yourPhrase(tokens, j + 1 + (tokens[j + 1]?.kind === 'punct' ? 1 : 0), tokens.length);
    if (phrase.words.length > 0 && !YOUR_PAYERS.has(phrase.words[0] ?? '')) return true;
  }
  return false;
}

/** "Union Bank A/c", "Karur Vysya Bank": a few words and then "Bank" name a bank, not a payee. */
function namesABank(tokens: readonly Token[], j: number): boolean {
  // "Union Bank A/c", "J&K Bank A/c": up to a few words (an '&' among them) and then "Bank".
  for (let k = j; k < tokens.length && k <= j + 4; k++) {
    if (isBankNoun(tokens[k])) return true;
    if (tokens[k]?.kind !== 'word' && tokens[k]?.text !== '&') break;
  }
  // "Punjab & Sind A/c", "Standard Chartered a/c no.": a declared bank's name before the account noun.
  const words: string[] = [];
  for (let k = j; k < tokens.length && words.length < 6; k++) {
    const t = tokens[k];
    if (t?.kind === 'punct' && t.text === '&') words.push('&');
    // "Standard Chartered Ltd. A/c": the company's suffix is no part of the name.
    else if ((t?.kind === 'punct' && t.text === '.') || ['ltd', 'limited'].includes(wordAt(tokens, k) ?? ''))
      continue;
    else if (t?.kind === 'word' && (ACCOUNT_WORDS.has(t.lower) || t.lower === 'bank')) break;
    else if (t?.kind === 'word') words.push(t.lower);
    else return false;
  }
  return words.length > 0 && isBankName(words);
}

const YOURS_WORDS = new Set(['your', 'ur', 'yr']);
const DESTINATION_WORDS = new Set(['to', 'in', 'into', 'on', 'towards', 'for']);
const LINKING_WORDS = new Set(['is', 'has', 'have', 'been', 'was', 'got', 'successfully', 'now', 'hereby']);
const PHRASE_ENDS = new Set([
  ...LINKING_WORDS,
  ...CREDIT_VERBS,
  ...DEBIT_VERBS,
  ...'on with for by from to in into of at via through thru towards and dated'.split(' '),
]);

/**
 * What "your …" names where money was credited, up to `end` (where the payer's own words begin):
 * `product` when it is something that is no bank account (a card, a pay-later line, a wallet, a loan),
 * `unnamed` when words the grammar does not know stand there and no account is named at all ("credited
 * to your Simpl"), else undefined (an account, or no such phrase).
 */
export function creditedInto(tokens: readonly Token[], end: number): 'product' | 'unnamed' | undefined {
  let unnamed = false;
  for (let i = 0; i < end; i++) {
    if (!YOURS_WORDS.has(wordAt(tokens, i) ?? '')) continue;
    const phrase = yourPhrase(tokens, i, end);
    const destination = DESTINATION_WORDS.has(previousWord(tokens, i) ?? '') && creditBefore(tokens, i);
    if (!destination && !creditAfter(tokens, phrase.next, end)) continue;
    // ("for your BOBCARD ending 4821", "your SuperCard": a card's brand glued to its noun.)
    if (phrase.words.some((w) => PRODUCT_WORDS.has(w) || /^\p{L}+card$/u.test(w))) return 'product';
    // "credited to your Millennia XX4433": a bare mask after words the grammar does not know, no account's
    // noun, names a card or product by its brand as likely as an account.
    // ("your Millennia ending 4433": "ending" names digits, not what they are the digits of.)
    const bareMask =
      phrase.account && !phrase.words.some((w) => (ACCOUNT_WORDS.has(w) && w !== 'ending') || w === 'bank');
    const unknown = phrase.words.some((w) => !isGrammarWord(w));
    if (destination && unknown && (!phrase.account || bareMask)) unnamed = true;
  }
  return unnamed ? 'unnamed' : undefined;
}

/** The words after "your", up to the account noun or masked number that ends them (at most eight: `your AU Small Finance Bank Ltd. account`). */
function yourPhrase(
  tokens: readonly Token[],
  i: number,
  end: number,
): { words: string[]; account: boolean; next: number } {
  const words: string[] = [];
  let j = i + 1;
  // "towards your   (XXXX89)": an opening bracket may stand before the number.
  while (j < end && words.length < 8) {
    const t = tokens[j];
    if (t?.kind === 'masked') return { words, account: true, next: j + 1 };
    // A bank's name goes on over its '&' or "and" (`your J&K Bank A/c`, `your Punjab and Sind Bank
    // account`) and over the '.' of its `Ltd.`, when a word of the name follows.
    if (words.length > 0 && nameGoesOn(tokens, j, words.at(-1) ?? '')) {
      j++;
      continue;
    }
    // "your 811 #DreamDifferent XX4433": a brand of a few digits (Kotak's 811) is a word of the phrase;
    // stopping at it, no word was read, and the card named by its brand was taken for an account.
    if (t?.kind === 'number' && /^\d{1,4}$/.test(t.text)) {
      words.push(t.text);
      j++;
      continue;
    }
    // "your Demat/Trading A/c", "your OD/CC a/c": a '/' glued between two words joins them in the phrase
    // (stopping at it, "Demat" alone was read and the account taken for a bank account).
    const glued = t?.kind === 'punct' && t.text === '/' && !t.spaced && tokens[j + 1]?.spaced === false;
    if (words.length > 0 && glued && tokens[j + 1]?.kind === 'word') {
      j++;
      continue;
    }
    // "your wallet has been credited", "your card on 21-11": the phrase ends where the sentence goes on.
    if (t?.kind !== 'word' || PHRASE_ENDS.has(t.lower)) break;
    words.push(t.lower);
    j++;
    if (ACCOUNT_WORDS.has(t.lower)) {
      // "your A/c XX4821 has been credited": the number belongs to the phrase.
      if (tokens[j]?.kind === 'masked' || tokens[j]?.kind === 'number') j++;
      return { words, account: true, next: j };
    }
  }
  // "credited to your Paytm Payments Bank on 25-11": a bank named alone is the account held there.
  return { words, account: words.at(-1) === 'bank', next: j };
}

/** Inside a bank's name: `&` or `and` between two of its words, or the '.' of an abbreviation in it. */
function nameGoesOn(tokens: readonly Token[], j: number, previous: string): boolean {
  const t = tokens[j];
  const next = tokens[j + 1];
  if (next?.kind !== 'word' || PHRASE_ENDS.has(next.lower)) return false;
  if (t?.kind === 'punct' && t.text === '&') return true;
  if (t?.kind === 'word' && t.lower === 'and') return true;
  return t?.kind === 'punct' && t.text === '.' && !t.spaced && ['ltd', 'pvt', 'co'].includes(previous);
}

/** "to your account XX1234", "into your A/c": after `i`, an account of "your" that is no product of the bank's. */
export function intoYourAccount(tokens: readonly Token[], i: number): boolean {
  if (!['to', 'into', 'in'].includes(nextWord(tokens, i) ?? '')) return false;
  let j = i + 1;
  while (tokens[j]?.kind === 'punct' || ['to', 'into', 'in'].includes(wordAt(tokens, j) ?? '')) j++;
  if (!YOURS_WORDS.has(wordAt(tokens, j) ?? '')) return false;
  const phrase = yourPhrase(tokens, j, tokens.length);
  return phrase.account && !phrase.words.some((w) => PRODUCT_WORDS.has(w));
}

/**
 * "to your a/c XX1234", "to your HDFC Bank Savings A/c XX1234": after `i`, an account of "your" named in
 * the bank's words only (account nouns, a bank's name) and by its digits; "your BESCOM account XX1234"
 * names a biller's account, not the customer's bank account.
 */
export function intoYourBankAccount(tokens: readonly Token[], i: number): boolean {
  if (!intoYourAccount(tokens, i)) return false;
  let j = i + 1;
  while (tokens[j]?.kind === 'punct' || ['to', 'into', 'in'].includes(wordAt(tokens, j) ?? '')) j++;
  const phrase = yourPhrase(tokens, j, tokens.length);
  if (!phrase.words.every((w) => isGrammarWord(w))) return false;
  // "your savings account no. XXXX1234": more account nouns and "no." may stand before the digits.
  for (let k = phrase.next - 1; k < tokens.length && k <= phrase.next + 4; k++) {
    const t = tokens[k];
    if (t?.kind === 'masked') return true;
    if (t?.kind === 'punct' || ACCOUNT_WORDS.has(wordAt(tokens, k) ?? '') || wordAt(tokens, k) === 'no')
      continue;
    return false;
  }
  return false;
}

/** A credit word within the few words before a "to your …" (so "share your card" is never read as one). */
function creditBefore(tokens: readonly Token[], i: number): boolean {
  for (let j = i - 1; j >= 0 && j >= i - 8; j--) if (CREDIT_VERBS.has(wordAt(tokens, j) ?? '')) return true;
  // "Rs 500 Cr. to your Wallet", "Crd to your Card": the short mark, only right before (a balance's "Cr"
  // may stand a few words before an unrelated "for your …").
  for (let j = i - 1; j >= 0 && j >= i - 3; j--) if (CREDIT_MARKS.has(wordAt(tokens, j) ?? '')) return true;
  return false;
}

/** "Your Credit Card XX1234 has been credited": the phrase is the subject of a credit word. */
function creditAfter(tokens: readonly Token[], j: number, end: number): boolean {
  while (j < end && (tokens[j]?.kind === 'punct' || LINKING_WORDS.has(wordAt(tokens, j) ?? ''))) j++;
  // ("Your Card XX1234 is Crd with Rs 500": the short mark too.)
  return CREDIT_VERBS.has(wordAt(tokens, j) ?? '') || CREDIT_MARKS.has(wordAt(tokens, j) ?? '');
}

/**
 * Instruments of the customer's that hold stored value and are no bank account: a FASTag (`Tag`), a wallet,
 * UPI Lite, a prepaid, transit (NCMC), forex or gift card. Money credited to one is the customer's own top-up
 * (or a refund into it), never a payer's payment to the seller's account.
 */
const STORED_VALUE = new Set('fastag tag wallet lite prepaid ncmc card forex giftcard'.split(' '));

/**
 * "IDFC FIRST Bank FASTag 3XXX7C41 Credited with Rs 1000", "Wallet 98XXXXXX21 credited with Rs 250", "UPI Lite
 * credited with …": the credit word at `i` said of a stored-value instrument named as its subject (a few words
 * before it, an identifier of the instrument between, no "your" needed): a top-up, no payment.
 */
export function instrumentCredited(tokens: readonly Token[], i: number): boolean {
  let j = i - 1;
  while (j >= 0 && LINKING_WORDS.has(wordAt(tokens, j) ?? '')) j--;
  // The instrument's number, masked or not (`3XXX7C41`, `52XX4471`, `XX7788`).
  const t = tokens[j];
  if (t?.kind === 'masked' || t?.kind === 'number' || (t?.kind === 'word' && /\d/.test(t.text))) j--;
  for (let n = 0; j >= 0 && n < 4; j--, n++) {
    const w = tokens[j];
    if (w?.kind !== 'word' || PHRASE_ENDS.has(w.lower)) return false;
    // ("settlement … for card transactions has been credited", R10-5: the card's sales, no card topped up.)
    if (STORED_VALUE.has(w.lower))
      return !['transactions', 'txns', 'sales'].includes(wordAt(tokens, j + 1) ?? '');
  }
  return false;
}

/** Words of money the holder sent: a transfer and its rails, and what was paid (tax, a donation, a premium). */
const OWN_MONEY_OUT = new Set(
  'payment transfer txn transaction remittance imps neft rtgs upi fund funds money outward tax donation contribution premium subscription'.split(
    ' ',
  ),
);

/** Words that make a credit word passive: what stands before them is what was credited. */
const PASSIVE = new Set(['is', 'was', 'been', 'are', 'were', 'got', 'gets']);
/** A customer's own money sent out, named as the subject: "Your transfer of Rs 250 has been credited to …". */
const OWN_TRANSFERS = new Set(
  'payment transfer txn transaction remittance imps neft rtgs upi fund funds money'.split(' '),
);

/**
 * Who got the money, when it is named before the credit word and is not "you" or your account:
 * "abc@okaxis has been credited with Rs 250", "SWIGGY received Rs 250 from A/c XX1234" (a handle or a
 * name opening the sentence), "Your transfer of Rs 250 has been credited to A/c XX9999" (your own money,
 * credited somewhere that is not yours). Someone else was paid, so it is a debit. A payer is never the
 * subject of a passive credit word, and "received" has for its subject the one who got the money; a
 * payer's handle or name comes after "from" or "by", never opening the sentence.
 */
export function payeeSubject(tokens: readonly Token[], i: number): boolean {
  const verb = wordAt(tokens, i);
  let j = i - 1;
  let passive = false;
  while (j >= 0 && LINKING_WORDS.has(wordAt(tokens, j) ?? '')) {
    if (PASSIVE.has(wordAt(tokens, j) ?? '')) passive = true;
    j--;
  }
  // "credited with Rs 250": also passive, the subject before it.
  if (['with', 'by', 'for'].includes(nextWord(tokens, i) ?? '')) passive = true;
  // "Your beneficiary's A/c XX5678 credited with …", "Your payee RAVI KUMAR's Acct XX456 is credited",
  // "ravi@okaxis's account credited" (R8-22): the account credited is someone's, said with a possessive.
  if (possessedAccount(tokens, j) || accountOfYourPayee(tokens, j)) return true;
  // "NEFT: Rs.5,000.00 to RAVI TRADERS credited on …", "Rs 500 to ravi@okaxis credited": the amount
  // went to whoever is named between it and the credit word.
  let named = j;
  while (named >= 0 && named > j - 6 && isNameWord(tokens[named])) named--;
  // ("Rs.500.00 to VPA ravi@okaxis credited": the handle's label before it.)
  if (named === j && tokens[j]?.kind === 'vpa') named -= wordAt(tokens, j - 1) === 'vpa' ? 2 : 1;
  if (named < j && wordAt(tokens, named) === 'to' && tokens[named - 1]?.kind === 'money') return true;
  if (verb !== 'received' && !passive) return yourOwnTransfer(tokens, j, i);
  // ("Your transfer of Rs 5,000 from A/c XX1234 has been credited to your A/c XX5678": the holder's own money moved.)
  if (yourOwnTransfer(tokens, j, i)) return true;
  // "… received Rs 250 in your A/c": the money came into yours, whatever opens the sentence ("Hi RAVI").
  if (intoYourAccount(tokens, i) || intoYourAccount(tokens, i + 1)) return false;
  const subject = tokens[j];
  if (subject?.kind === 'vpa') return opensSentence(tokens, j);
  // A name: letters the grammar does not know, up to a few words, opening the sentence.
  let k = j;
  while (k >= 0 && k > j - 5 && isNameWord(tokens[k])) k--;
  if (k === j) return yourOwnTransfer(tokens, j, i);
  return opensSentence(tokens, k + 1);
}

/**
 * "Rs 500.00 on 23-Nov-26; RAVI KUMAR credited.", "UPI txn: Rs.500.00 on 23-11-26, ravi@okaxis credited.",
 * "Rs.2,000.00 on 23-11-26 and a/c XXXX5678 credited", "INR 500.00 and credited to A/c XX5678" (R8-11):
 * the credit word's subject (a name, a handle, an account) joined by ',', ';', '&' or "and" to a clause
 * that held the amount, in a message naming nothing "your": the second half of a debit alert ("… debited
 * … and a/c XX5678 credited"), whose first half was cut or sent apart. `payee` when a name or handle is the
 * one credited (someone else was paid), `account` when an account (or nothing) is: whose, the message
 * does not say.
 */
export function joinedSubject(tokens: readonly Token[], i: number): 'payee' | 'account' | undefined {
  if (firstYours(tokens) < tokens.length) return undefined;
  let j = i - 1;
  while (j >= 0 && LINKING_WORDS.has(wordAt(tokens, j) ?? '')) j--;
  let kind: 'payee' | 'account' = 'account';
  if (tokens[j]?.kind === 'vpa') {
    kind = 'payee';
    j--;
    if (wordAt(tokens, j) === 'vpa') j--;
  } else if (tokens[j]?.kind === 'masked') {
    j--;
    // ("a/c no. XXXX5678": the label, its "no" and the abbreviation's '.'.)
    while (
      tokens[j]?.text === '.' ||
      wordAt(tokens, j) === 'no' ||
      ACCOUNT_WORDS.has(wordAt(tokens, j) ?? '')
    )
      j--;
  } else if (isNameWord(tokens[j])) {
    kind = 'payee';
    let n = 0;
    while (j >= 0 && n < 5 && isNameWord(tokens[j])) [j, n] = [j - 1, n + 1];
  }
  // (With no subject, only "and" or '&' joins: "Rs 500, credited to a/c XX1234" is one clause.)
  const joiner =
    j === i - 1
      ? tokens[j]?.text === '&' || wordAt(tokens, j) === 'and'
      : [',', ';', '&', ':'].includes(tokens[j]?.text ?? '') ||
        wordAt(tokens, j) === 'and' ||
        // ("Rs.500.00 on 23-11-26 (RAVI KUMAR credited)", "… - RAVI KUMAR credited": a name or handle only.)
        (kind === 'payee' && ['(', '-'].includes(tokens[j]?.text ?? '') && tokens[j]?.spaced === true);
  // The clause before ends on the amount, or on when it moved ("Rs 500.00 on 23-Nov-26 & …"); "Rs 500 from
  // RAVI KUMAR, credited to A/c …" names a payer there.
  const clauseEnd = tokens[j - 1]?.kind;
  if (!joiner || !['money', 'date', 'time'].includes(clauseEnd ?? '')) return undefined;
  return kind;
}

// A mask printed without digits (`a/c no. XXXXXXXX`) is no name.
// "Payment received", "Money received": a word for the money itself is the subject, not a payee.
const isNameWord = (t: Token | undefined): boolean =>
  t?.kind === 'word' &&
  /^\p{L}+$/u.test(t.text) &&
  !/^x+$/i.test(t.text) &&
  !isGrammarWord(t.lower) &&
  !OWN_TRANSFERS.has(t.lower) &&
  !['payments', 'amount', 'credit', 'deposit', 'salary'].includes(t.lower);

/** Abbreviations a '.' ends without ending the sentence (`a/c no. XX`, `Mr. RAVI`). */
const ABBREVIATIONS = new Set([
  'no',
  'a/c',
  'ac',
  'acct',
  'acc',
  'ref',
  'mr',
  'ms',
  'mrs',
  'dr',
  'shri',
  'smt',
]);

/**
 * The token at `j` starts the message or a sentence (after '.', '!' or ':'), so it is the subject; not
 * after an abbreviation's '.', nor after a label's ':' that names the payer (`REMITTER : SHARMA TEXTILES`).
 */
function opensSentence(tokens: readonly Token[], j: number): boolean {
  const before = tokens[j - 1];
  if (before === undefined) return true;
  if (before.kind !== 'punct' || !['.', '!', ':'].includes(before.text)) return false;
  const word = wordAt(tokens, j - 2) ?? '';
  if (before.text === '.' && ABBREVIATIONS.has(word)) return false;
  return !(before.text === ':' && PAYER_WORDS.has(word));
}

/** Words between an account's noun and its digits (`A/c no. XX…`, `A/c ending with 5678`, `number ending in`). */
const NOUN_TO_DIGITS = new Set(['no', 'number', 'num', 'ending', 'with', 'in']);

/** Who a customer pays, named after "your" ("your payee", "your beneficiary"). */
const PAYEE_ROLES = new Set([
  'payee',
  'beneficiary',
  'friend',
  'landlord',
  'merchant',
  'receiver',
  'recipient',
]);

/** "The account of your payee ravi@okaxis has been credited": the subject ending at `j` is a payee's account. */
function accountOfYourPayee(tokens: readonly Token[], j: number): boolean {
  let k = j;
  if (tokens[k]?.kind === 'vpa') k--;
  else for (let n = 0; n < 5 && isNameWord(tokens[k]) && !PAYEE_ROLES.has(wordAt(tokens, k) ?? ''); n++) k--;
  if (!PAYEE_ROLES.has(wordAt(tokens, k) ?? '')) return false;
  return (
    YOURS_WORDS.has(wordAt(tokens, k - 1) ?? '') &&
    wordAt(tokens, k - 2) === 'of' &&
    ACCOUNT_WORDS.has(wordAt(tokens, k - 3) ?? '')
  );
}

/** The account phrase ending at `j` (its noun, its digits) is someone's: a possessive "'s" before its noun. */
export function possessedAccount(tokens: readonly Token[], j: number): boolean {
  let k = j;
  if (tokens[k]?.kind === 'masked') k--;
  // ("beneficiary's A/c ending 5678" as "beneficiary's A/c XX5678", R8-36; the noun itself is looked for
  // below, so "beneficiary's ending 5678" names no account.)
  while (NOUN_TO_DIGITS.has(wordAt(tokens, k) ?? '') || ['.', ':'].includes(tokens[k]?.text ?? '')) k--;
  if (!ACCOUNT_WORDS.has(wordAt(tokens, k) ?? '')) return false;
  k--;
  // ("Your UPI payee's bank account XX5678": the account's kind or bank between.)
  if (['bank', 'savings', 'current', 'sb'].includes(wordAt(tokens, k) ?? '')) k--;
  return wordAt(tokens, k) === 's' && !tokens[k]?.spaced && ["'", '’'].includes(tokens[k - 1]?.text ?? '');
}

/** "Your IMPS of Rs 250 … credited to A/c XX9999": the subject is the customer's own money going out. */
function yourOwnTransfer(tokens: readonly Token[], j: number, verb: number): boolean {
  let k = j;
  let fromAccount = false;
  // Back over "of Rs 250.00" and punctuation to the noun, and over the account it left ("Your IMPS transfer of
  // INR 500.00 from A/C XXXXXXX1234 has been credited to A/C XXXX5678", R9-1: the holder's own account, said or not).
  while (
    k >= 0 &&
    (['money', 'punct', 'masked', 'date', 'time'].includes(tokens[k]?.kind ?? '') ||
      ['of', 'from', 'no', 'on'].includes(wordAt(tokens, k) ?? '') ||
      ACCOUNT_WORDS.has(wordAt(tokens, k) ?? '') ||
      YOURS_WORDS.has(wordAt(tokens, k) ?? '')) &&
    !(YOURS_WORDS.has(wordAt(tokens, k) ?? '') && OWN_MONEY_OUT.has(wordAt(tokens, k + 1) ?? ''))
  ) {
    if (wordAt(tokens, k) === 'from') fromAccount = true;
    k--;
  }
  if (!OWN_MONEY_OUT.has(wordAt(tokens, k) ?? '')) return false;
  // "Your transfer", "Your IMPS transfer", "Your outward NEFT", "Your fund transfer", "Your tax payment": up to three
  // words of money sent, "your" before them.
  let owner = k - 1;
  while (owner >= k - 3 && OWN_MONEY_OUT.has(wordAt(tokens, owner) ?? '')) owner--;
  if (!YOURS_WORDS.has(wordAt(tokens, owner) ?? '')) return false;
  // "Your UPI txn of Rs 250 has been credited to your A/c": money in after all; but "Your transfer of Rs 5,000 from
  // A/c XX1234 has been credited to your A/c XX5678" is the holder's own money moved between its accounts.
  if (fromAccount) return true;
  for (let m = verb + 1; m < tokens.length && m <= verb + 4; m++)
    if (YOURS_WORDS.has(wordAt(tokens, m) ?? '')) return false;
  return true;
}

/** People a holder names its payees by ("your employee", "your landlord", "your customer's A/c"). */
const RELATIONS = new Set(
  'employee employees vendor vendors supplier suppliers son daughter wife husband father mother brother sister nominee landlord tenant customer customers client clients friend family relative registered saved beneficiary payee contact'.split(
    ' ',
  ),
);

/** Words that lead to an account the money went into: "your …", "to …", "in …", "into …". */
const INTO_LEADS = new Set(['your', 'ur', 'yr', 'to', 'in', 'into']);

/**
 * The banks an account the money went into is named by ("to your SBI A/c", "in ICICI Bank A/c XX4821", "your
 * Bank of Baroda account", "your HDFC Bank XX4821", "your SBI Savings A/c"): for each such account, the set of
 * declared banks its name may stand for (reader12). Accounts named "from …", or by no bank's name, give none.
 */
export function intoBanks(tokens: readonly Token[]): ReadonlySet<string>[] {
  const found: ReadonlySet<string>[] = [];
  for (let i = 1; i < tokens.length; i++) {
    const t = tokens[i];
    if (t?.kind !== 'word') continue;
    if (!(ACCOUNT_WORDS.has(t.lower) || (t.lower === 'bank' && tokens[i + 1]?.kind === 'masked'))) continue;
    const words: string[] = [];
    let led = false;
    for (let k = i - 1; k >= 0 && k >= i - 8; k--) {
      const w = tokens[k];
      if (w?.kind === 'punct') {
        if (w.text === '&') words.push('&');
        else if (w.text !== '.') break;
        continue;
      }
      if (w?.kind !== 'word') break;
      if (INTO_LEADS.has(w.lower)) {
        led = true;
        break;
      }
      // ("your SBI Savings A/c", "your HDFC Bank Ltd. A/c": the account's kind and the company's suffix; "your linked SBI
      // account".)
      if (words.length === 0 && (ACCOUNT_KINDS.has(w.lower) || ['bank', 'ltd', 'limited'].includes(w.lower)))
        continue;
      if (w.lower === 'linked') continue;
      words.push(w.lower);
    }
    const before = led && words.length > 0 ? banksNamed(words.reverse()) : undefined;
    if (before !== undefined) found.push(before);
    // "credited to A/c XX4586 at ICICI Bank", "A/c XX2977 held with ICICI Bank", "A/c XX1774 (SBI)", "your linked account at
    // ICICI Bank XX1397" (R10-2): the bank named after the account, the account not the payer's ("from A/c XX9911 (SBI)").
    const after = bankAfter(tokens, i);
    if (after !== undefined && !['from', 'by', 'sender', 'remitter'].includes(previousWord(tokens, i) ?? ''))
      found.push(after);
  }
  return found;
}

/** The banks named right after the account at `i` ("at ICICI Bank", "held with SBI", "(Axis Bank)"), if any. */
function bankAfter(tokens: readonly Token[], i: number): ReadonlySet<string> | undefined {
  let k = i + 1;
  while (tokens[k]?.kind === 'masked' || wordAt(tokens, k) === 'no' || tokens[k]?.text === '.') k++;
  if (wordAt(tokens, k) === 'held') k++;
  const lead = tokens[k];
  if (!(lead?.text === '(' || ['at', 'with'].includes(wordAt(tokens, k) ?? ''))) return undefined;
  // (The longest run of words that names a bank: "held with SBI on 25-NOV-26" is SBI's.)
  const words: string[] = [];
  let named: ReadonlySet<string> | undefined;
  for (let n = k + 1; n <= k + 6; n++) {
    const t = tokens[n];
    if (t?.kind === 'punct' && t.text === '&') words.push('&');
    else if (t?.kind === 'word' && !['bank', 'ltd', 'limited'].includes(t.lower)) words.push(t.lower);
    else break;
    named = banksNamed(words) ?? named;
  }
  return named;
}
