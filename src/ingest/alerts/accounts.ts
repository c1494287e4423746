// The accounts a message names, and whose each is: the seller's (the account credited), the payer's, a
// card's or a mobile number's, told by the words before and after its digits; and the holder's name a bank
// prints beside an account, which is never the payer.
import {
  ACCOUNT_WORDS,
  BANK_CODES,
  CARD_WORDS,
  CREDIT_VERBS,
  DIRECTION_CANDIDATES,
  MOBILE_WORDS,
  NOT_A_PAYMENT,
  PAYER_WORDS,
  isGrammarWord,
} from './lexicon.js';
import { ACCOUNT_KINDS, PRODUCT_WORDS } from './whose.js';
import { YOURS_WORDS, sameSentenceBefore, wordAt } from './words.js';
import type { Token } from './tokens.js';
export type AccountRole = 'seller' | 'payer' | 'mobile' | 'card' | 'unlabelled';

/** Whose number a masked token is, by the words before it. */
export function accountRole(tokens: readonly Token[], i: number): AccountRole {
  const words = sameSentenceBefore(tokens, i, 5);
  // ("x052481x CREDITED for Rs.2,000.00": the account opening the message, the subject of the credit word.)
  const next = tokens[i + 1];
  if (words.length === 0 && next?.kind === 'word' && CREDIT_VERBS.has(next.lower)) return 'seller';
  for (const [n, t] of words.entries()) {
    if (t.kind !== 'word') return 'unlabelled';
    if (MOBILE_WORDS.has(t.lower)) return 'mobile';
    // "your CC XX4417": a credit card, named by its initials right before its number ("CC A/C XX…", a
    // cash-credit account, has its account noun nearer).
    // ("Crd XX4417": the card abbreviated, right before its number; "Rs 500 Crd to A/c XX4417" is the credit mark.)
    if (CARD_WORDS.has(t.lower) || (n === 0 && ['cc', 'crd'].includes(t.lower))) return 'card';
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
      for (const [m, w] of words.slice(n + 1, n + 4).entries()) {
        // "your linked bank account XX1234": linked, before the noun, is the seller's account's word.
        if (w.kind !== 'word' || w.lower === 'linked') continue;
        // "credited … by debit to A/c XX5678": the account debited for it is the payer's.
        const after = words[n + 2 + m];
        if (w.lower === 'to' && after?.kind === 'word' && ['debit', 'debited'].includes(after.lower))
          return 'payer';
        if (['in', 'into', 'to'].includes(w.lower)) return 'seller';
        if (PAYER_WORDS.has(w.lower)) return 'payer';
      }
      return 'seller';
    }
  }
  return 'unlabelled';
}

/** The payer's account at `i` is named "from A/c XX4821" and nothing more: no holder, no sender's or remitter's label. */
export function bareFrom(tokens: readonly Token[], i: number): boolean {
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
export function namedYours(tokens: readonly Token[], i: number): boolean {
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
export function yoursOfUnknownKind(tokens: readonly Token[], i: number): boolean {
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
export function holderAfter(tokens: readonly Token[], i: number): boolean {
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
export const GREETINGS = new Set(['dear', 'hi', 'hello', 'hey']);

/** Titles before a holder's name ("Dear M/S …", "Dear Mr. …"). */
export const TITLES = new Set(['m', 's', 'mr', 'mrs', 'ms', 'shri', 'smt', 'sri', 'dr']);

/**
 * The tokens of the holder's name: after a greeting opening the message up to its ',' or '!' ("Dear SURESH
 * REFUND SERVICES,", "Dear M/S CASHBACK MOBILES,"), and in brackets right after an account named yours
 * ("your A/c XX4821 (BALAJI LOAN AGENCY)"). At most eight tokens each.
 */
export function holderName(tokens: readonly Token[]): Set<number> {
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
    // ("your account XXXX4821 - APBS CR INW - CPSMS…": a bank's code there opens its narration, no holder's name.)
    const code = BANK_CODES.has(wordAt(tokens, i + 2) ?? '');
    if (t.kind === 'masked' && dash && !code && holderAfter(tokens, i) && namedYours(tokens, i)) {
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
export function bracketWords(tokens: readonly Token[], i: number): string[] {
  if (tokens[i + 1]?.text !== '(') return [];
  const words: string[] = [];
  for (let k = i + 2; k < tokens.length && k <= i + 10 && tokens[k]?.text !== ')'; k++) {
    const w = wordAt(tokens, k);
    if (w !== undefined) words.push(w);
  }
  return words;
}

/** Single words of the lexicon that say what money is (a product, a kind of account, a non-payment). */
export const WHAT_MONEY_IS = new Set([
  ...PRODUCT_WORDS,
  ...ACCOUNT_KINDS,
  ...NOT_A_PAYMENT.filter((p) => !p.includes(' ')),
  ...[...BANK_CODES].filter((p) => !p.includes(' ')),
]);

/** A word of someone's name: no word of the grammar's and none that says what money is. */
export const nameWord = (w: string): boolean => !isGrammarWord(w) && !WHAT_MONEY_IS.has(w);
