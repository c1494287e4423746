// The fields of a credit alert the grammar reads once it knows the money came in: the one transaction
// amount (never a balance's), the labelled 12-digit references and the stated date and time.
import type { ParsedCredit } from '../../domain/feeds.js';
import { indiaDate } from '../../domain/time.js';
import { RRN_PATTERN } from '../../domain/validation.js';
import {
  BALANCE_WORDS,
  CREDIT_VERBS,
  DEBIT_VERBS,
  REFERENCE_FILLERS,
  REFERENCE_LABELS,
  UTR_LABELS,
} from './lexicon.js';
import type { Token } from './tokens.js';
import { calendarDate, indiaMoment, toPaise } from './values.js';
import { previousWord, wordAt } from './words.js';

/**
 * An amount labelled as a balance, limit or charge by a word shortly before it (not past another
 * amount), or by one right after it that labels no amount of its own ("INR 12,345.00 Avl Bal", "Rs
 * 51,760.00 available now", "INR 5.90 charges waived"; not "Rs 500 Cr. Avl Bal Rs 1,000").
 */
export function isBalanceAmount(tokens: readonly Token[], i: number): boolean {
  let seen = 0;
  for (let j = i - 1; j >= 0 && seen < 6; j--) {
    const t = tokens[j];
    if (t === undefined || t.kind === 'punct') continue;
    seen++;
    if (t.kind === 'money') break;
    // "… is your spendable balance after Rs 500 credited": the balance after the credit, no label of its
    // amount (read as one, the balance before it was left the payment).
    if (t.kind === 'word' && t.lower === 'after') break;
    if (t.kind === 'word' && BALANCE_WORDS.has(t.lower)) {
      if (!labelsAmountBefore(tokens, j)) return true;
      break;
    }
    // "Credited INR 30,098.33 Avl Bal.": a direction word before does not outweigh the label after it,
    // which says whose figure this is (the balance, read as the payment, is the worst wrong amount).
    if (t.kind === 'word' && (CREDIT_VERBS.has(t.lower) || DEBIT_VERBS.has(t.lower))) break;
  }
  return labelledAfter(tokens, i);
}

/** The label at `j` ("INR 12,345.00 Avl Bal. INR 500.00 credited") is said of the amount right before it. */
function labelsAmountBefore(tokens: readonly Token[], j: number): boolean {
  let k = j - 1;
  // (Not "now": in "Rs X available now Clr Bal: Rs Y" the second label starts after it.)
  const filler = (w: string): boolean =>
    BALANCE_WORDS.has(w) || BEFORE_FILLERS.has(w) || LABEL_QUALIFIERS.has(w);
  // ("Rs10500 is ur A/cX4821 bal": the account's digits name whose balance it is.)
  const skipped = (t: Token | undefined): boolean =>
    t?.kind === 'punct' || t?.kind === 'masked' || filler(t?.kind === 'word' ? t.lower : '');
  while (k >= 0 && skipped(tokens[k])) {
    // "INR 6,106.44 Avl Bal. Avlbl Amt: Rs 6,106.44": a label after a full stop starts anew, its own
    // amount's (the two labels together would leave the second balance as the payment).
    // So does one after a closed bracket: "Rs 6,106.44 (Avl Bal) Avlbl Amt: Rs 6,106.44".
    if (['.', ';', '!', '?', '|', ')'].includes(tokens[k]?.text ?? '')) return false;
    k--;
  }
  return tokens[k]?.kind === 'money' && labelledAfter(tokens, k);
}

/** Fillers a label said of the amount before it may carry ("is your Avl Bal", "daily limit"). */
const BEFORE_FILLERS = new Set([
  'is',
  'your',
  'ur',
  'the',
  'as',
  'a/c',
  'ac',
  'acct',
  'account',
  // "Rs 1,00,000 daily limit", "Rs 2,000 per txn limit": what kind of limit.
  'daily',
  'monthly',
  'per',
  'day',
  'txn',
  'upi',
]);

/**
 * Words between an amount and the balance label said of it: "is your available balance", "is the
 * balance", "is your A/c balance", "as Avl Bal", "Cr balance" (a balance in credit), "daily limit": the
 * fillers before a label, "now" and the balance's side.
 */
const LABEL_FILLERS = new Set([...BEFORE_FILLERS, 'now', 'cr', 'dr']);

/** From the qualifier at `j`: more qualifiers, a balance's label, and no amount of its own after it. */
function labelWithoutFigure(tokens: readonly Token[], j: number): boolean {
  let k = j;
  while (LABEL_QUALIFIERS.has(wordAt(tokens, k) ?? '')) k++;
  if (!BALANCE_WORDS.has(wordAt(tokens, k) ?? '')) return false;
  for (let m = k + 1; m <= k + 3 && m < tokens.length; m++) {
    const t = tokens[m];
    if (t?.kind === 'money' || t?.kind === 'currency' || t?.kind === 'number') return false;
  }
  return true;
}

/** Words that qualify a balance's label before its noun ("Total Bal", "Net Bal", "Eff. Bal", "Book Balance"). */
const LABEL_QUALIFIERS = new Set(
  'total tot net new curr current eff effective book shadow present remaining usable updated final clear overdraft od sanctioned'.split(
    ' ',
  ),
);

/** Words after "balance" that make it the rest of a sum paid now ("balance payment"; "balance amount" is a balance's label). */
const PAYMENT_NOUNS = new Set(['payment']);

const labelledAfter = (tokens: readonly Token[], i: number): boolean => labelAfter(tokens, i) === 'own';

/**
 * "INR 12,345.00 Avl Bal INR 500.00 credited": a balance label between two amounts with nothing to end
 * the first's phrase, so it may be said of either (read as the second's, the balance was the payment).
 * (A mark between, "Rs 12,345 Cr balance Rs 500", "Rs 500 Cr Avl Bal Rs 1,000", leaves it as unsure.)
 */
const sandwiched = (tokens: readonly Token[], i: number): boolean => labelAfter(tokens, i) === 'next';

/**
 * The balance label right after the amount at `i`, if any: `own` when it ends there ("Avl Bal.", "(Avl
 * Bal)", "available now": said of this amount), `next` when an amount of its own follows it ("Rs 500 Avl
 * Bal Rs 1,000").
 */
function labelAfter(tokens: readonly Token[], i: number): 'own' | 'next' | undefined {
  let seen = 0;
  let bracket = false;
  // ("Rs.99,500 is your remaining UPI limit", "Rs10500 is ur A/cX4821 bal", "(new balance)": the label's
  // qualifiers and the account's digits stand between.)
  for (let j = i + 1; j < tokens.length && seen < 6; j++) {
    const t = tokens[j];
    if (t?.kind === 'punct') {
      if (['.', ';', '!', '|'].includes(t.text) && tokens[j + 1]?.spaced !== false) return undefined;
      bracket ||= t.text === '(';
      continue;
    }
    seen++;
    if (t?.kind === 'word' && LABEL_FILLERS.has(t.lower)) continue;
    // A qualifier right after the amount opens the next figure's label ("Rs. 47,614 Total Bal: Rs. …");
    // after "is your", "the" or an opened bracket it is this one's ("is your new balance", "(new balance)").
    if (t?.kind === 'word' && LABEL_QUALIFIERS.has(t.lower)) {
      // ("Rs 50,000.00 overdraft limit on 21-11-26": a qualifier and a label with no amount after them are
      // this figure's.)
      if (seen === 1 && !bracket) return labelWithoutFigure(tokens, j) ? 'own' : undefined;
      continue;
    }
    if (t?.kind === 'masked' && ['a/c', 'ac', 'acct', 'account'].includes(wordAt(tokens, j - 1) ?? ''))
      continue;
    // "INR 12,345.00 left in your account": what is left is the balance.
    if (t?.kind === 'word' && t.lower === 'left' && seen === 1 && wordAt(tokens, j + 1) !== 'your')
      return 'own';
    if (t?.kind !== 'word' || !BALANCE_WORDS.has(t.lower)) return undefined;
    // "INR 5,000.00 balance payment received": the rest of a sum due, paid now, names the transaction.
    // (Only "balance" right after the amount: "Rs 12,345 is your balance payment of …" is a balance's.)
    if (t.lower === 'balance' && seen === 1 && PAYMENT_NOUNS.has(wordAt(tokens, j + 1) ?? ''))
      return undefined;
    let k = j + 1;
    // ("Rs 21,000 Clr Bal Total Bal : Rs 21,532.08", "Rs 21,000 Clr Bal : Total Bal : Rs 21,532.08": a
    // second label, its qualifier first, runs the labels on to the amount after them, so a label stands
    // between two amounts; stopping at "Total", the first was taken as the balance and the second, the
    // balance, as the payment.)
    const label = (w: string): boolean => BALANCE_WORDS.has(w) || LABEL_QUALIFIERS.has(w);
    const goesOn = (n: number): boolean => {
      const t = tokens[n];
      if (t?.kind !== 'punct') return label(wordAt(tokens, n) ?? '');
      return [':', '-', '.', '='].includes(t.text) && label(wordAt(tokens, n + 1) ?? '');
    };
    while (goesOn(k)) k++;
    // ("Avl Bal Rs 10,500.00, Lien Amt Rs 0.00": a label and "Amt" open a field of the next amount.)
    // (Only right after the one label: "Avl Bal. Avlbl Amt: Rs …" is a label of its own after a full stop.)
    if (k === j + 1 && ['amt', 'amount'].includes(wordAt(tokens, k) ?? '')) k++;
    while ([':', '-', '='].includes(tokens[k]?.text ?? '') || ['is', 'of'].includes(wordAt(tokens, k) ?? ''))
      k++;
    // ("Rs 500.00 (available: Rs 5,000.00)": a bracket opened before the label keeps it with its own.)
    if (tokens[k]?.kind !== 'money' && tokens[k]?.kind !== 'currency') return 'own';
    return bracket ? undefined : 'next';
  }
  return undefined;
}

export interface Reference {
  index: number;
  digits: string;
  label: string;
  /**
   * Read from a slot of a '/' narration (`UPI/P2A/<n>/NAME`, `IMPS :P2A/<n>/NAME`), where banks put what
   * they like (an RRN, the remitter's account), rather than after a word that names it a reference.
   */
  slot: boolean;
  /** R10-10: the narration's second 12-digit slot (`IMPS/P2A/<account>/<n>/NAME`), an RRN only if the first is none. */
  second?: boolean;
}

/**
 * The references that name the RRN, of those read (`labelled`) whose day fits (`fits`). A narration's second
 * 12-digit slot (R10-10) is taken only when no other reference is left: beside a reference a word labels, the
 * labelled one is the RRN (the slots' numbers are not); beside the narration's first slot, whose day fits too, the
 * two compete and neither is sure, so neither is taken (no RRN is safer than a payer's account taken as one: a
 * wrong RRN merges two payments).
 */
export function settledReferences(
  labelled: readonly Reference[],
  fits: (r: Reference) => boolean,
): Reference[] {
  const kept = labelled.filter(fits);
  if (!kept.some((r) => r.second === true)) return kept;
  const others = kept.filter((r) => r.second !== true);
  if (others.length === 0) return kept;
  return others.filter((r) => !r.slot);
}

/** The label a number carries (`UPI Ref No 6325…`, `RRN:6325…`, `UPI/P2A/6325…`), if any. */
export function referenceLabel(tokens: readonly Token[], i: number): string | undefined {
  let steps = 0;
  for (let j = i - 1; j >= 0 && steps < 6; j--) {
    const t = tokens[j];
    if (t === undefined) return undefined;
    if (t.kind === 'punct') continue;
    steps++;
    if (t.kind !== 'word') return undefined;
    if (REFERENCE_LABELS.has(t.lower)) return t.lower;
    // `IMPS/FDRL/632505821348/…`, `UPI/ICICI/632508998134/`: the payer bank's code or name, in whatever
    // length that bank spells it, sits between the rail and the reference.
    const inNarration = wordAt(tokens, j - 2) ?? '';
    const bankCode =
      /^[a-z]{2,8}$/i.test(t.text) &&
      tokens[j - 1]?.text === '/' &&
      tokens[j + 1]?.text === '/' &&
      (REFERENCE_LABELS.has(inNarration) || REFERENCE_FILLERS.has(inNarration));
    if (!REFERENCE_FILLERS.has(t.lower) && !bankCode) return undefined;
  }
  return undefined;
}

/**
 * The rail that opens the narration a number stands in, when the number is one of its slots:
 * `UPI-SURESH KUMAR NAIR-suresh@okhdfcbank-SBIN0001234-632614096652-UPI` (the payer's name, handle and
 * bank's IFSC before the reference). Undefined when another long number comes first in it, unless (R10-10) that
 * one is 12 digits too (`IMPS/P2A/<payer's account>/<rrn>/NAME`): then the rail is `second`, and which of the two
 * is the RRN is settled by their days (see `settledReferences`).
 */
function narrationRail(tokens: readonly Token[], i: number): { rail: string; second: boolean } | undefined {
  const separator = tokens[i - 1];
  if (separator?.kind !== 'punct' || !['-', '/', '*'].includes(separator.text)) return undefined;
  // HDFC's "For IMPS -RKPL- 632515873314": the same slots, spaced. Only then may the number stand apart
  // from its separator, and only when every separator of the narration is spaced the same way.
  const spaced = tokens[i]?.spaced === true;
  let second = false;
  for (let j = i - 2; j >= 0 && j >= i - 16; j--) {
    const t = tokens[j];
    if (t === undefined || ['money', 'date', 'time', 'currency'].includes(t.kind)) return undefined;
    if (t.kind === 'punct' && !['-', '/', '&', '.'].includes(t.text)) return undefined;
    if (t.kind === 'number' && /^\d{6,}$/.test(t.text)) {
      if (second || !RRN_PATTERN.test(t.text) || !RRN_PATTERN.test(tokens[i]?.text ?? '')) return undefined;
      second = true;
      continue;
    }
    const next = tokens[j + 1];
    const opens =
      ['-', '/', '*'].includes(next?.text ?? '') && (spaced ? next?.spaced === true : next?.spaced === false);
    // (ICICI's `MMT*<rrn>*NAME`: "Mobile Money Transfer", its code for an IMPS credit.)
    if (t.kind === 'word' && (CARD_RAILS.has(t.lower) || t.lower === 'mmt') && opens)
      return { rail: t.lower === 'mmt' ? 'imps' : t.lower, second };
    // (`UPIIN/<rrn>/NAME`, `IMPSIN/…`: the rail glued to its direction.)
    const glued = t.kind === 'word' ? /^(upi|imps)(?:in|out)$/.exec(t.lower) : null;
    if (glued?.[1] !== undefined && opens) return { rail: glued[1], second };
  }
  return undefined;
}

/** The one transaction amount in paise, or why there is none for certain. */
export function readAmount(
  tokens: readonly Token[],
  verbs: readonly number[],
  advertised: (i: number) => boolean = () => false,
  payers: (i: number) => boolean = () => false,
): number | string {
  // ("Hold Amt Rs 0.00", "Uncleared Rs.0.00": a figure of zero is a field stating nothing, never a payment.)
  const figures = tokens.flatMap((t, i) =>
    t.kind === 'money' &&
    t.paise !== 0 &&
    !isBalanceAmount(tokens, i) &&
    !advertised(i) &&
    !inBalanceBracket(tokens, i)
      ? [i]
      : [],
  );
  // (R10-13: "INR 500 credited … against invoice of INR 5,500": a figure labelled an invoice's is the document's,
  // no second amount of the credit, when another figure is left; alone it may be what was paid: as printed.)
  const invoices = figures.filter((i) => invoiceAmount(tokens, i));
  const candidates =
    invoices.length < figures.length ? figures.filter((i) => !invoices.includes(i)) : figures;
  // "credited by Rs. 250 Total Bal: Clr Bal: Rs. 3,158.69 CR. Rs. 3,158.69 CR" (the property test's balance moved, round
  // 13's CBoI credit): the figure said of the credit word itself ("credited by/with Rs X") read as a balance's, so any
  // other figure chosen is a guess: unsure (reader12).
  const objectIsBalance = verbs.some((v) => {
    const prep = tokens[v + 1];
    const money = tokens[v + 2];
    return (
      prep?.kind === 'word' &&
      ['by', 'with', 'for'].includes(prep.lower) &&
      money?.kind === 'money' &&
      money.paise !== 0 &&
      isBalanceAmount(tokens, v + 2)
    );
  });
  if (objectIsBalance) return "the credit's own figure labelled a balance";
  let says: boolean | undefined;
  const saysCredit = (): boolean =>
    (says ??= tokens.some((w) => w.kind === 'word' && (CREDIT_VERBS.has(w.lower) || w.lower === 'credit')));
  const paiseAt = (i: number): number | undefined => {
    const t = tokens[i];
    return t?.kind !== 'money' || croreOrCredit(tokens, i, saysCredit) || grossAmount(tokens, i)
      ? undefined
      : t.paise;
  };
  // The payer's remark is the payer's to write ("Remarks: Rs 5000 advance"): never the amount credited,
  // though an amount there other than the bank's leaves the message unsure.
  const bank = candidates.filter((i) => !payers(i));
  const theirs = new Set(candidates.filter(payers).map(paiseAt));
  const settle = (paise: number): number | string =>
    [...theirs].some((x) => x !== paise) ? 'two amounts' : paise;
  const amounts = new Set(bank.map(paiseAt));
  const lastAmount = candidates.at(-1) ?? -1;
  // "credited with INR 13": nothing but punctuation after the amount, so its digits may have been cut.
  // (Only an amount the credit's own sentence ends on: "… (UPI 6123…). Refer a friend & earn Rs.500" ends on a
  // later sentence's amount, no cut credit, R8-26.)
  const inCreditSentence = (): boolean => {
    const { of } = sentencesOf(tokens);
    return verbs.some((v) => of[v] === of[lastAmount]);
  };
  if (
    lastAmount >= 0 &&
    (candidates.length === 1 || inCreditSentence()) &&
    tokens.slice(lastAmount + 1).every((t) => t.kind === 'punct')
  )
    return 'cut off at the amount';
  if (amounts.size === 0) {
    // "credited by 500.00" without a currency mark: only the number right after the verb.
    for (const v of verbs) {
      const [prep, value] = [tokens[v + 1], tokens[v + 2]];
      const isPrep = prep?.kind === 'word' && ['by', 'with', 'for', 'of'].includes(prep.lower);
      // (SBI's "credited by 500.0": one decimal is as whole as two.)
      if (isPrep && value?.kind === 'number' && /^\d[\d,]*\.\d{1,2}$/.test(value.text)) {
        const paise = toPaise(value.text);
        if (paise !== undefined) return settle(paise);
      }
    }
    // "AMT : 4,950.03": an amount labelled as one needs no currency mark.
    const labelled = labelledNumber(tokens, payers);
    if (labelled === null) return 'malformed amount';
    return labelled === undefined ? 'no amount' : settle(labelled);
  }
  if (amounts.has(undefined) || theirs.has(undefined)) return 'malformed amount';
  // "AMT : 4,950.03" beside a figure with a currency mark elsewhere: two amounts, unless the same.
  const labelled = labelledNumber(tokens, payers);
  if (labelled !== undefined && [...amounts].some((a) => a !== labelled)) return 'two amounts';
  // ("Amt Rs.500.00 CR Bal Rs.10500.00 CR": an amount labelled the transaction's before it is no balance,
  // so the label after it is the next amount's.)
  const named = (i: number): boolean => ['amt', 'amount', 'txn'].includes(previousWord(tokens, i) ?? '');
  if (bank.some((i) => sandwiched(tokens, i) && !named(i))) return 'a balance label between two amounts';
  if (amounts.size > 1) return 'two amounts';
  // "A/c XX1234 credited via UPI Ref …. Keep Rs 10,000 in your account", "… Rs.15,710.00 CR": the one
  // amount printed is not said of the credit (its sentence holds none), so it may be a balance, a fee or
  // an offer in words the grammar does not know; only an amount labelled as one ("Amount: Rs 500") or
  // right after a heading ("Received!\nINR 2,450.00 in …") is the credit's from another sentence.
  const sentences = verbs.length > 0 ? sentencesOf(tokens) : undefined;
  if (sentences !== undefined && !bank.some((a) => tiedToCredit(tokens, a, verbs, sentences)))
    return "no amount in the credit's sentence";
  const [only] = amounts;
  return only === undefined ? 'no amount' : settle(only);
}

/**
 * R10-13: the figure at `i` stands in a bracket opened right after a balance's figure ("Avl Bal INR 5,09,272.51
 * (incl. hold of Rs 200.00)", "Bal Rs 9,120.00 (lien Rs 500.00)"): a part of that balance, no second amount.
 */
function inBalanceBracket(tokens: readonly Token[], i: number): boolean {
  for (let j = i - 1; j >= 0 && j >= i - 6; j--) {
    const t = tokens[j];
    if (t?.kind === 'money' || t?.text === ')') return false;
    if (t?.text === '(') return tokens[j - 1]?.kind === 'money' && isBalanceAmount(tokens, j - 1);
  }
  return false;
}

/** The figure at `i` is labelled an invoice's ("invoice of INR 5,500", "Inv Amt Rs 5,500", "invoice value Rs …"). */
function invoiceAmount(tokens: readonly Token[], i: number): boolean {
  let k = 0;
  while (['of', 'amt', 'amount', 'value', 'total'].includes(previousWord(tokens, i, k) ?? '') && k < 3) k++;
  return ['invoice', 'inv'].includes(previousWord(tokens, i, k) ?? '');
}

/**
 * "AMT : 4,950.03": a number labelled as the amount, with no currency mark; only a whole amount (paise
 * printed, more words after it), since a cut one would read as a smaller one. Null when malformed.
 */
export function labelledNumber(
  tokens: readonly Token[],
  payers: (i: number) => boolean = () => false,
): number | null | undefined {
  for (const [i, t] of tokens.entries()) {
    if (t.kind !== 'word' || !['amt', 'amount'].includes(t.lower) || payers(i)) continue;
    let j = i + 1;
    while (tokens[j]?.text === ':' || ['of', 'is'].includes(wordAt(tokens, j) ?? '')) j++;
    const value = tokens[j];
    const whole = value?.kind === 'number' && /\.\d{2}$/.test(value.text) && tokens[j + 1]?.kind === 'word';
    if (whole && !isBalanceAmount(tokens, i)) return toPaise(value.text) ?? null;
  }
  return undefined;
}

/** Words whose '.' abbreviates them ("A/c no. XX1234", "Rs. 500", "Ref. No."): no sentence ends there. */
const ABBREVIATIONS = new Set(
  'no a/c ac acct rs inr ref bal avl avbl txn amt dt info mr mrs ms pvt ltd co st vpa mob'.split(' '),
);

/** A sentence ends at `k`: '.', '!' or '?' before a space or the end, not after an abbreviation or an initial. */
function sentenceEnd(tokens: readonly Token[], k: number): boolean {
  const t = tokens[k];
  const next = tokens[k + 1];
  if (t?.kind !== 'punct' || !['.', '!', '?'].includes(t.text) || next?.spaced === false) return false;
  // "Rs.499. has been credited", "Rs 500 Cr. to A/c": a sentence never begins in lower case.
  if (next?.kind === 'word' && /^\p{Ll}/u.test(next.text)) return false;
  const before = tokens[k - 1];
  if (t.text !== '.' || before?.kind !== 'word') return true;
  // "Cr. INR 500": the credit mark abbreviated; "Bal Rs 13,500.00 CR. Dear …": a balance's mark, and a
  // sentence ends.
  if (['cr', 'dr', 'crd', 'drd'].includes(before.lower)) return next?.kind === 'word';
  return !(ABBREVIATIONS.has(before.lower) || before.text.length === 1);
}

/**
 * The amount at `a` is said of a credit word (`verbs`): in its sentence, labelled as the amount ("Amount:
 * Rs 500", "Amt Rs 500"), or in the sentence right after a heading of a few words that holds the credit
 * word ("Received!", "Money Received -").
 */
function tiedToCredit(
  tokens: readonly Token[],
  a: number,
  verbs: readonly number[],
  sentences: Sentences,
): boolean {
  // ("Avlbl Amt: Rs 6,106.44" is a balance's label, never the amount's.)
  const label = previousWord(tokens, a);
  if ((label === 'amount' || label === 'amt') && !BALANCE_WORDS.has(previousWord(tokens, a, 1) ?? ''))
    return true;
  // ("has a transaction of INR 500.00 …. Info: UPI/CR/…", "txn INR 750.00 …": the amount labelled the
  // transaction's, its direction told by the narration's code in another sentence, R8-2.)
  const labelOf = label === 'of' ? previousWord(tokens, a, 1) : label;
  if (['transaction', 'txn'].includes(labelOf ?? '')) return true;
  const { of, words, ends } = sentences;
  return verbs.some((v) => {
    const [sv, sa] = [of[v] ?? -1, of[a] ?? -1];
    if (sv === sa) return true;
    // A heading: the sentence right before the amount's holds the credit word, at most four words and
    // closed by '!'.
    return sa === sv + 1 && (words[sv] ?? 99) <= 4 && tokens[ends[sv] ?? -1]?.text === '!';
  });
}

/** Each token's sentence, each sentence's count of words and the index of the punctuation ending it. */
interface Sentences {
  of: number[];
  words: number[];
  ends: number[];
}

/** The message's sentences, in one pass (so the amount's tie to its credit word stays linear). */
function sentencesOf(tokens: readonly Token[]): Sentences {
  const of: number[] = [];
  const words: number[] = [0];
  const ends: number[] = [];
  let n = 0;
  for (let k = 0; k < tokens.length; k++) {
    of.push(n);
    if (tokens[k]?.kind === 'word') words[n] = (words[n] ?? 0) + 1;
    if (sentenceEnd(tokens, k)) {
      ends[n] = k;
      words[++n] = 0;
    }
  }
  return { of, words, ends };
}

/**
 * `Received Rs 2 Cr in your A/c`, `Rs 2.5 Cr.`: a spaced "Cr" after an amount printed without paise, in a
 * message that names the credit in words too, may be a crore as well as the credit mark (`Rs 500 Cr to A/c
 * XX1234`, where it is the message's only direction word, and `Rs 500.00 Cr`, paise printed, stay the
 * mark). Read as the mark, a crore would be a payment of two rupees.
 */
function croreOrCredit(tokens: readonly Token[], i: number, saysCredit: () => boolean): boolean {
  const t = tokens[i];
  const next = tokens[i + 1];
  if (t?.kind !== 'money' || next?.kind !== 'word' || !next.spaced || !['cr', 'crs'].includes(next.lower))
    return false;
  return !/\.\d\d$/.test(t.digits) && saysCredit();
}

/**
 * "Rs 1,000.00 less charges Rs 5.00 credited", "INR 1,000 minus fee": the amount printed is a gross one
 * and what came in is some other sum the message does not print.
 */
const grossAmount = (tokens: readonly Token[], i: number): boolean =>
  ['less', 'minus', 'excluding', 'excl', 'net'].includes(wordAt(tokens, i + 1) ?? '');

const TRANSFER_RAILS = new Set(['neft', 'rtgs', 'neftinward', 'rtgsinward']);
/** The rails whose 12-digit reference is NPCI's RRN. */
const CARD_RAILS = new Set(['upi', 'imps']);

/** Every labelled reference that is an RRN; a labelled number of the wrong length makes it unreadable. */
export function readReferences(tokens: readonly Token[]): Reference[] | string {
  const found: Reference[] = [];
  // A bank transfer's reference (a UTR) may carry letters (`26325260561DC`); a UPI or IMPS one never does.
  const transfer = tokens.some((t) => t.kind === 'word' && TRANSFER_RAILS.has(t.lower));
  // An NEFT or RTGS credit names no UPI or IMPS leg: its reference, whatever its label or length, is the
  // transfer's UTR (`thru NEFT UTR 000173318913`), never an RRN.
  // (And one whose own words, before a narration's `INFO:` label, name NEFT or RTGS and no UPI or IMPS leg or
  // handle: "… through NEFT with UTR N3152… by RAVI, INFO: UPI Ref 6325…" (SBI) prints the remitter's text after
  // INFO, where a reference of another rail is no reference of this credit.)
  const info = tokens.findIndex(
    (t, i) => t.kind === 'word' && t.lower === 'info' && [':', '-'].includes(tokens[i + 1]?.text ?? ''),
  );
  const own = info < 0 ? [] : tokens.slice(0, info);
  const saidTransfer =
    own.some((t) => t.kind === 'word' && TRANSFER_RAILS.has(t.lower)) &&
    !own.some((t) => t.kind === 'vpa' || (t.kind === 'word' && CARD_RAILS.has(t.lower)));
  const transferOnly =
    (transfer && !tokens.some((t) => t.kind === 'word' && CARD_RAILS.has(t.lower))) || saidTransfer;
  const bracketedAt: number[] = [];
  // A UPI or IMPS leg named, or a handle: NPCI's apps call the RRN the "UPI transaction ID".
  const cardLeg = tokens.some((t) => t.kind === 'vpa' || (t.kind === 'word' && CARD_RAILS.has(t.lower)));
  for (const [i, t] of tokens.entries()) {
    if (t.kind === 'word' && /^\d{6,}\p{L}+$/u.test(t.text) && !transfer) {
      const label = referenceLabel(tokens, i);
      if (label !== undefined && !UTR_LABELS.has(label)) return 'malformed reference';
    }
    // `Txn Ref: UPI632714878275`: the rail glued to its reference, after a reference's label; taken as a
    // slot is (its day must fit).
    const glued = t.kind === 'word' ? /^(?:upi|imps)(\d{12})$/i.exec(t.text) : null;
    if (glued?.[1] !== undefined && !transferOnly && referenceLabel(tokens, i) !== undefined) {
      found.push({ index: i, digits: glued[1], label: 'glued', slot: true });
      continue;
    }
    if (t.kind !== 'number' || !/^\d+$/.test(t.text)) continue;
    // `UPI Ref: 6329 1478 0001`: an RRN printed in groups of four, only after a label that names a
    // reference, and taken as a slot is (its day must fit: a phone number or a card's digits grouped the
    // same way are not); grouped to another length, it is no reference the grammar can be sure of.
    // (The label is looked for first: only a labelled number's groups are followed, so the work stays linear.)
    const groupLabel = t.text.length === 4 && !transferOnly ? referenceLabel(tokens, i) : undefined;
    const groups = groupLabel === undefined ? undefined : digitGroups(tokens, i);
    if (groups !== undefined && groupLabel !== undefined) {
      const label = groupLabel;
      if (UTR_LABELS.has(label)) continue;
      const digits = groups.join('');
      if (groups.length === 3 && RRN_PATTERN.test(digits))
        found.push({ index: i, digits, label, slot: true });
      else if (digits.length >= 10) return 'malformed reference';
      continue;
    }
    // A UPI or IMPS narration's number after the payer's slots is its reference: an RRN when 12 digits
    // whose day fits (a slot), else no number the grammar can be sure of.
    const rail = t.text.length >= 6 && !transferOnly ? narrationRail(tokens, i) : undefined;
    if (referenceLabel(tokens, i) === undefined && rail !== undefined) {
      if (!RRN_PATTERN.test(t.text)) return 'malformed reference';
      found.push({ index: i, digits: t.text, label: rail.rail, slot: true, second: rail.second });
      continue;
    }
    const label = referenceLabel(tokens, i);
    // `is credited Rs. 345.00 on 11/23/2026 9:27:40 AM.info : 632793241290` (KVB): a narration label
    // whose whole value is 12 digits holds the reference, taken as a slot is (only if its day fits).
    // `via UPI of amt 840.00 with remark 632914891201:RAVI KUMAR` (a co-operative bank's form): the
    // remark's first slot holds the UPI reference, taken as a slot is (only if its day fits).
    // `.info:P2A/632777665954-KVB`: NPCI's person-to-account (or -merchant) slot with no rail's label before
    // it holds the UPI reference; taken as a slot is (only if its day fits), a wrong length unreadable.
    if (label === undefined && !transferOnly && npciSlot(tokens, i)) {
      if (RRN_PATTERN.test(t.text)) found.push({ index: i, digits: t.text, label: 'p2a', slot: true });
      else if (t.text.length >= 6) return 'malformed reference';
      continue;
    }
    if (label === undefined && transfer === false && RRN_PATTERN.test(t.text) && remarkSlot(tokens, i)) {
      found.push({ index: i, digits: t.text, label: 'remark', slot: true });
      continue;
    }
    if (label === undefined && !transferOnly && infoValue(tokens, i)) {
      // A digit or two more or fewer is a reference cut or garbled, not some other number: unreadable.
      if (!RRN_PATTERN.test(t.text)) {
        if (t.text.length >= 10 && t.text.length <= 14) return 'malformed reference';
        continue;
      }
      found.push({ index: i, digits: t.text, label: 'info', slot: true });
      continue;
    }
    // `… by ravi@okaxis (632714878275).` (City Union's form): a 12-digit number alone in brackets, with no
    // label, in a message that names no bank transfer (an NEFT's or RTGS's reference is a UTR). Only when
    // the message holds no labelled reference (which names the RRN for certain), and taken as a slot is:
    // only if its day fits, so an account or Aadhaar number printed so is no RRN.
    if (label === undefined && !transfer && RRN_PATTERN.test(t.text) && bracketed(tokens, i)) {
      bracketedAt.push(i);
      continue;
    }
    // `(Transaction ID: 632714878275)`, `Txn No. …`, `Tran ID …` in a UPI or IMPS credit: the RRN, taken as
    // a slot is (only if its day fits). Where no UPI or IMPS leg is named (Airtel's `Txn ID: …`), the
    // bank's own transaction number, no RRN.
    if (label === undefined && cardLeg && !transferOnly && RRN_PATTERN.test(t.text) && txnId(tokens, i)) {
      found.push({ index: i, digits: t.text, label: 'txn', slot: true });
      continue;
    }
    if (label === undefined || UTR_LABELS.has(label) || transferOnly) continue;
    if (RRN_PATTERN.test(t.text))
      found.push({ index: i, digits: t.text, label, slot: slotAfter(tokens, i, label) });
    else if (t.text.length >= 6) return 'malformed reference';
  }
  const [lone] = bracketedAt;
  if (found.length === 0 && bracketedAt.length === 1 && lone !== undefined)
    found.push({ index: lone, digits: tokens[lone]?.text ?? '', label: 'bracket', slot: true });
  // "reference number is" and then no number, "(UPI )": the reference was cut out.
  for (const [i, t] of tokens.entries()) {
    if (t.kind !== 'word' || !['reference', 'rrn', 'upi', 'ref'].includes(t.lower)) continue;
    // "UPI Reference Number (RRN): 6328…" (Kotak811's mail): the label's abbreviation in brackets after it; the
    // number after the bracket is the label's, and none there is a reference cut out.
    // ("Reference No. (RRN)": the abbreviation's point before the bracket.)
    const before = wordAt(tokens, tokens[i - 2]?.text === '.' ? i - 3 : i - 2) ?? '';
    if (
      tokens[i - 1]?.text === '(' &&
      tokens[i + 1]?.text === ')' &&
      (REFERENCE_LABELS.has(before) || REFERENCE_FILLERS.has(before))
    ) {
      let k = i + 2;
      while (tokens[k]?.kind === 'punct' && tokens[k]?.text !== '(') k++;
      if (tokens[k]?.kind === 'number') continue;
      return 'a reference without its number';
    }
    let j = i + 1;
    let marked = false;
    // (The index moves whatever was marked: `marked ||= …(tokens[j++])` skipped the step once marked and
    // looped for ever on "UPI: https://…", "UPI:-…".)
    while (tokens[j]?.kind === 'punct' && tokens[j]?.text !== ')') {
      if ([':', '-', '#'].includes(tokens[j]?.text ?? '')) marked = true;
      j++;
    }
    const filled = j;
    while (tokens[j]?.kind === 'word' && REFERENCE_FILLERS.has(wordAt(tokens, j) ?? '')) j++;
    const value = tokens[j];
    // ("Link your RuPay Credit Card to UPI." ending a trailer: a rail named, no label; "UPI:", "UPI Ref"
    // and "(UPI )" are labels left empty.)
    const labelled = marked || j > filled || value?.text === ')';
    if (t.lower === 'upi' && !labelled) continue;
    // ("(paid using Credit Line on UPI)": the rail named after "on", "via", "using", no label left empty.)
    if (
      t.lower === 'upi' &&
      !marked &&
      ['on', 'via', 'using', 'through', 'thru', 'by'].includes(previousWord(tokens, i) ?? '')
    )
      continue;
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
 * The digit groups from the number at `i` on when it is followed by more, each after one space or a
 * glued '-' (`6329 1478 0001`, `6329-1478-0001`), the same separator throughout; undefined when alone.
 */
function digitGroups(tokens: readonly Token[], i: number): string[] | undefined {
  const groups = [tokens[i]?.text ?? ''];
  let separator: string | undefined;
  let j = i + 1;
  for (;;) {
    const [a, b] = [tokens[j], tokens[j + 1]];
    const prev = tokens[j - 1];
    const gap = a === undefined || prev === undefined ? -1 : a.at - (prev.at + prev.text.length);
    let sep: string | undefined;
    let next: Token | undefined;
    // (R10-10: a forwarder's doubled space, `6330  9722  4025`, parts the groups as one space does.)
    if (a?.kind === 'number' && (gap === 1 || gap === 2) && a.spaced) [sep, next] = [' ', a];
    else if (a?.text === '-' && gap === 0 && b?.kind === 'number' && !b.spaced) [sep, next] = ['-', b];
    if (next === undefined || !/^\d{1,4}$/.test(next.text) || (separator ?? sep) !== sep) break;
    separator = sep;
    groups.push(next.text);
    j += sep === '-' ? 2 : 1;
  }
  return groups.length > 1 ? groups : undefined;
}

/** The words before the number at `i` name a transaction's ID or number: `Transaction ID:`, `Txn No.`, `Tran ID`. */
function txnId(tokens: readonly Token[], i: number): boolean {
  const [w0, w1] = [previousWord(tokens, i), previousWord(tokens, i, 1)];
  return (
    ['txnid', 'tranid', 'transid'].includes(w0 ?? '') ||
    (['id', 'no', 'number', 'num'].includes(w0 ?? '') &&
      ['txn', 'transaction', 'tran', 'trans'].includes(w1 ?? ''))
  );
}

/**
 * The labelled number at `i` stands in a narration's slot: after a '/' or '*', or (R10-27) after a '-', ':' or '|'
 * glued to the rail itself (`IMPS-<n>-NAME`, `UPI:<n>:NAME`, `MMT-IMPS-<n>-NAME`), where banks print a payer's
 * account, a mobile number or a date stamp as readily as the RRN: its day must fit, as any slot's. (`UPI Ref: <n>`,
 * `Ref-<n>`: a reference's own noun names the number; `IMPS Ref` and `UPI RRN` stay labels.)
 */
function slotAfter(tokens: readonly Token[], i: number, label: string): boolean {
  const separator = tokens[i - 1]?.text ?? '';
  if (['/', '*'].includes(separator)) return true;
  // A ':' opens a slot only in a narration the colons part (`IMPS:<n>:NAME`); `UPI:<n>/From:<vpa>` (Yes Bank's
  // credit) and `thru UPI:<n>.` name the number as a label's colon does. (Day-checking those dropped the RRN of
  // every such credit whose reference was not NPCI-shaped, and the statement could then prove none of them.)
  if (separator === ':' && tokens[i + 1]?.text !== ':') return false;
  return ['-', ':', '|'].includes(separator) && CARD_RAILS.has(label) && wordAt(tokens, i - 2) === label;
}

/**
 * R10-30: the labelled reference at `i` stands after the payer's note that begins at `remarkStart`, its label
 * opening a sentence of its own ("Note: paid for 2 shirts, will pay rest later. UPI Ref 6329…. Bank"): the bank's
 * field after the note, not the note's words. The payer may type a full stop and a label too, so such a
 * reference is taken as a slot is (its day must fit), and beside another one it is two references.
 */
export function referenceAfterNote(tokens: readonly Token[], i: number, remarkStart: number): boolean {
  for (let k = i - 1; k > remarkStart; k--) {
    const t = tokens[k];
    if (t?.kind === 'word' && (REFERENCE_LABELS.has(t.lower) || REFERENCE_FILLERS.has(t.lower))) continue;
    if (t?.kind !== 'punct') return false;
    if (sentenceEnd(tokens, k)) return wordAt(tokens, k + 1) !== undefined;
    if (![':', '-', '#', '.'].includes(t.text)) return false;
  }
  return false;
}

/** The number at `i` is glued after `P2A/` or `P2M/` (NPCI's kinds of UPI transfer). */
const npciSlot = (tokens: readonly Token[], i: number): boolean =>
  tokens[i - 1]?.text === '/' &&
  tokens[i - 1]?.spaced === false &&
  tokens[i]?.spaced === false &&
  ['p2a', 'p2m'].includes(wordAt(tokens, i - 2) ?? '');

/** The number at `i` is all a bracket holds: `(632714878275)`, `( 632714878275 )`. */
const bracketed = (tokens: readonly Token[], i: number): boolean =>
  tokens[i - 1]?.text === '(' && tokens[i + 1]?.text === ')';

/** The number at `i` opens a remark's slots in a UPI or IMPS alert: "remark <n>:NAME", "remark <n>/…". */
const remarkSlot = (tokens: readonly Token[], i: number): boolean =>
  wordAt(tokens, i - 1) === 'remark' &&
  [':', '/'].includes(tokens[i + 1]?.text ?? '') &&
  tokens[i + 1]?.spaced === false &&
  tokens.some((t) => t.kind === 'word' && CARD_RAILS.has(t.lower));

/** The number at `i` is all an `Info:` label says: `info : 632793241290` and then the message's end or a '.'. */
function infoValue(tokens: readonly Token[], i: number): boolean {
  if (previousWord(tokens, i) !== 'info') return false;
  const between = tokens.slice(0, i).reverse();
  const label = between.findIndex((t) => t.kind === 'word');
  if (between.slice(0, label).some((t) => t.text !== ':')) return false;
  const after = tokens[i + 1];
  return after === undefined || (after.kind === 'punct' && ['.', ','].includes(after.text));
}

/**
 * How many '-'-separated parts lie between a narration's reference and the handle at `v`
 * (`UPI-<rrn>-ANITA DSOUZA-anita@oksbi` has one). More than one (`MARY-ANN DSOUZA-mary@oksbi`,
 * `RAVI K-ravi-k@okaxis`): names and handles both hold hyphens, so where one ends is not certain.
 */
export function hyphenSegments(tokens: readonly Token[], v: number): number {
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

/**
 * The seller's account digits and the stated date and time put on a credit (absent value = absent key,
 * CONTRACT §1), the same for every language the grammar reads.
 */
export function withAccountAndWhen(
  credit: ParsedCredit,
  account: string | undefined,
  when: When,
): ParsedCredit {
  if (account !== undefined) credit.accountDigits = account;
  if (when.date !== undefined) credit.statedDate = when.date;
  if (when.at !== undefined) {
    credit.statedAt = when.at;
    credit.statedPrecision = when.precision;
  }
  return credit;
}

export interface When {
  date?: string;
  at?: number;
  precision?: 'second' | 'minute';
}

/** The date the message states and the time beside it, if any; a day the calendar lacks is unreadable. */
export function readWhen(
  tokens: readonly Token[],
  receivedOn: string | undefined,
  payers: (i: number) => boolean = () => false,
  remarkStart = tokens.length,
  trailing: (i: number) => boolean = () => false,
): When | string {
  let dates: { i: number; iso: string }[] = [];
  for (const [i, t] of tokens.entries()) {
    if (t.kind !== 'date' || i >= remarkStart) continue;
    if (t.iso !== undefined) dates.push({ i, iso: pickReading(t.iso, t.monthFirst, receivedOn) });
    else if (t.monthDay === undefined) {
      // The payer's remark may hold any figure ("Remarks: invoice dated 31/11"): only the bank's are read.
      if (!payers(i)) return 'no such day';
    } else {
      // "21NOV", "on 21/11": the year is the one that puts the day on or before the day the phone
      // received it (a day's slack for the clocks). `05/11` read day first unless only the month-first
      // reading (11 May) lies within a day of the receipt.
      const place = (md: readonly [number, number] | undefined): string | undefined =>
        md === undefined || receivedOn === undefined ? undefined : placeYearless(md, receivedOn);
      const placed = place(t.monthDay);
      if (placed !== undefined)
        dates.push({ i, iso: pickReading(placed, place(t.monthDayFirst), receivedOn) });
    }
  }
  // "24-11-2026\n\nDear Customer, … Date & Time: 24-11-26, 08:29:30 IST" (Axis's alert mail, its text part at times
  // headed by the logo's words, "AXIS BANK", "BANNER IMAGE"): a date opening the text before its greeting is the letter's, the day the mail was written; the transaction's own date, when
  // one is printed, is when the money moved (the letter's day was read instead: the time dropped, and a mail
  // written after midnight stated the next day).
  if (dates.length > 1 && letterDate(tokens, dates[0]?.i ?? -1)) dates = dates.slice(1);
  // "Remarks: invoice dated 20/11/2026", "UPI-RAVI-…-Inv dt 20/11": a date in the payer's own words is
  // theirs, not when the money moved (looked for only when a second date is there).
  if (new Set(dates.map((d) => d.iso)).size > 1) dates = dates.filter((d) => !payers(d.i));
  // "Cheque No 004512 dated 15-11-2026 … credited … on 21/11/2026", "…, Value Date 20/11/2026", "RAVI INV
  // 14/11/2026", "(txn initiated 20-11-2026 …)", "Statement for Oct-26 sent on 01/11/26": a date labelled
  // as something else's is not when the money came in; the one left, if one, is.
  if (new Set(dates.map((d) => d.iso)).size > 1) {
    // (… and a date in a later sentence naming nothing of the transaction: "Update KYC before 30-11-2026.")
    const own = dates.filter((d) => !otherDate(tokens, d.i) && !trailing(d.i));
    if (own.length > 0 && new Set(own.map((d) => d.iso)).size === 1) dates = own;
  }
  // "Clearing credit Rs.12,400.00 to your A/c No XX… by Draft 084821 dated 19/11/26": the one date is the
  // instrument's, written on it days before it cleared; it says nothing of when the money came in.
  dates = dates.filter((d) => !instrumentDate(tokens, d.i));
  const days = new Set(dates.map((d) => d.iso));
  if (days.size > 1) return 'two dates';
  // The time printed beside a date: in the four tokens after it, else the three before.
  const timeAtOf = (d: { i: number }): number | undefined =>
    [...range(d.i + 1, Math.min(tokens.length, d.i + 5)), ...range(Math.max(0, d.i - 3), d.i)].find(
      (k) => tokens[k]?.kind === 'time',
    );
  // ("credited … on 23/11/2026 towards CASH-BNA-6180 6180BK01- 23/11/26 08:05:41": a cash machine's narration, no
  // payer's, holds the same day again with its time. Never a payer's note's time, nor a balance's "as on", R8-45.)
  const machine = tokens.some((t) => t.kind === 'word' && ['bna', 'cdm'].includes(t.lower));
  const first =
    (machine && timeAtOf(dates[0] ?? { i: -9 }) === undefined
      ? dates.find((d) => timeAtOf(d) !== undefined)
      : undefined) ?? dates[0];
  if (first === undefined) return {};
  const timeAt = timeAtOf(first);
  const time = timeAt === undefined ? undefined : tokens[timeAt];
  if (timeAt === undefined || time?.kind !== 'time') return { date: first.iso };
  // `at 2:05`, `2:05:33`: a one-digit hour with no AM/PM is a 12-hour clock's, morning or afternoon: no
  // moment is stated (read as 02:05 it was twelve hours early); the date stands.
  if (/^\d[:.]\d{2}(?:[:.]\d{2})?$/.test(time.text)) return { date: first.iso };
  if (time.time === undefined) return 'no such time';
  // `10:15 (PM)`, `10:15 hrs (PM)`, `10:15 at night`, `in the evening`, Hindi's `रात 10:15 बजे` (R8-31): the half
  // of the day said apart from the digits of a 12-hour clock's hour. Read as printed the time was twelve hours
  // early; mapping words to a clock is no certainty (`2:00 at night` is 02:00), so no moment is stated unless
  // the morning is said of an hour before noon (`10:15 in the morning`, `10:15 (AM)`, as read); the date stands.
  if (!/[ap]\.?m\.?$/i.test(time.text) && time.time.hour >= 1 && time.time.hour <= 12) {
    const half = halfOfDayApart(tokens, timeAt);
    if (half === 'pm' || (half === 'am' && time.time.hour === 12)) return { date: first.iso };
  }
  const at = indiaMoment(first.iso, time.time);
  // `2026-11-25T20:57:11Z` is 26 November in India: the stated day is India's, as every other one.
  const date = time.time.utcOffsetSeconds === undefined ? first.iso : indiaDate(at);
  return { date, at, precision: time.time.precision };
}

/** Words a letter greets its reader with. */
const GREETINGS = new Set(['dear', 'hello', 'hi']);

/**
 * The date at `i` heads a letter: its greeting follows it (after its time, if any), and nothing of a transaction
 * comes before it (no amount, account, handle, number or other date; a logo's words may: `AXIS BANK 24-11-2026 Dear …`).
 */
// (A mail's paragraph break is read as a full stop: `24-11-2026.` then `Dear`.)
function letterDate(tokens: readonly Token[], i: number): boolean {
  if (i < 0 || tokens.slice(0, i).some((t) => t.kind !== 'word' && t.kind !== 'punct')) return false;
  let k = tokens[i + 1]?.kind === 'time' ? i + 2 : i + 1;
  if (tokens[k]?.text === '.') k++;
  const next = tokens[k];
  return next?.kind === 'word' && GREETINGS.has(next.lower);
}

const range = (from: number, to: number): number[] =>
  Array.from({ length: Math.max(0, to - from) }, (_, n) => from + n);

/** Words of the hours after noon (English, Hindi, Marathi): evening, night, afternoon. */
const AFTER_NOON = new Set(
  'pm night tonight evening afternoon midnight रात रात्रि रात्री शाम सायं सायंकाल दोपहर अपराह्न मध्यरात्रि संध्याकाळी दुपारी'.split(
    ' ',
  ),
);
/** Words of the hours before noon. */
const BEFORE_NOON = new Set('am morning सुबह प्रातः प्रात पूर्वाह्न सकाळी'.split(' '));
/** How many tokens from a time its half of the day is looked for (`at 10:15 hrs (PM)`, `in the evening`). */
const HALF_REACH = 6;

/** A field of its own: the words of the time's half of the day are looked for no further. */
const FIELD_KINDS = new Set(['date', 'money', 'time', 'masked', 'vpa']);

/**
 * The half of the day said apart from the time at `i`, within its sentence and before any other field: in
 * brackets or after "hrs" or "IST" (`10:15 hrs (PM)`, `(P.M.)`), in words after it (`at night`, `in the
 * evening`) or before it (Hindi's `रात 10:15 बजे`). Both halves said: `pm`, so no moment is stated.
 */
function halfOfDayApart(tokens: readonly Token[], i: number): 'am' | 'pm' | undefined {
  const halves = new Set<'am' | 'pm'>();
  // (The points of `P.M.` end no sentence.)
  const letters = (k: number): boolean => ['p', 'a', 'm'].includes(wordAt(tokens, k - 1) ?? '');
  const stops = (k: number): boolean => {
    const t = tokens[k];
    if (t === undefined || FIELD_KINDS.has(t.kind)) return true;
    return t.kind === 'punct' && ['.', '!', '?', ';', '।', '|'].includes(t.text) && !letters(k);
  };
  const see = (k: number): void => {
    const w = wordAt(tokens, k) ?? '';
    const spelt = tokens[k + 1]?.text === '.' && wordAt(tokens, k + 2) === 'm';
    if (AFTER_NOON.has(w) || (w === 'p' && spelt)) halves.add('pm');
    if (BEFORE_NOON.has(w) || (w === 'a' && spelt)) halves.add('am');
  };
  for (let k = i + 1; k <= i + HALF_REACH && !stops(k); k++) see(k);
  for (let k = i - 1; k >= Math.max(0, i - 3) && !stops(k); k--) see(k);
  if (halves.size === 0) return undefined;
  return halves.has('pm') ? 'pm' : 'am';
}

/** Words that label a date as something else's than the credit's (a cheque's, an invoice's, a value date). */
const OTHER_DATE_LABELS = new Set(
  'value inv invoice bill cheque chq instrument draft initiated statement stmt matures maturity due expiry expires valid wef'.split(
    ' ',
  ),
);

/** The words of a paper instrument: a cheque's or a draft's own date is the day it was written. */
const INSTRUMENTS = new Set(['cheque', 'chq', 'instrument', 'draft', 'dd']);

/** The date at `i` is an instrument's ("by Draft 084821 dated 19/11/26", "Cheque No 004512 dt 15-11-2026"). */
function instrumentDate(tokens: readonly Token[], i: number): boolean {
  for (let j = i - 1, seen = 0; j >= 0 && seen < 5; j--) {
    const t = tokens[j];
    if (t === undefined || t.kind === 'punct') continue;
    seen++;
    if (
      t.kind === 'number' ||
      (t.kind === 'word' && ['dated', 'dt', 'date', 'no', 'number'].includes(t.lower))
    )
      continue;
    return t.kind === 'word' && INSTRUMENTS.has(t.lower);
  }
  return false;
}

/** The date at `i` is labelled as something else's, nearer than any word of the transaction (an amount, an account, a verb). */
function otherDate(tokens: readonly Token[], i: number): boolean {
  for (let j = i - 1, seen = 0; j >= 0 && seen < 6; j--) {
    const t = tokens[j];
    if (t === undefined || t.kind === 'punct') continue;
    seen++;
    if (['money', 'masked', 'vpa', 'date', 'currency'].includes(t.kind)) return false;
    if (t.kind !== 'word') continue;
    // ("Statement … sent on 01/11/26": a statement is sent, no money.)
    if (CREDIT_VERBS.has(t.lower) || (DEBIT_VERBS.has(t.lower) && t.lower !== 'sent')) return false;
    if (OTHER_DATE_LABELS.has(t.lower)) return true;
  }
  return false;
}

const dayNumber = (iso: string): number => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;

/**
 * `11/10/2026` read day first (India's way) unless only the month-first reading lies within a day of
 * receipt: an alert is sent when the money moves, so the reading months away is the wrong one.
 */
function pickReading(
  dayFirst: string,
  monthFirst: string | undefined,
  receivedOn: string | undefined,
): string {
  if (monthFirst === undefined || receivedOn === undefined) return dayFirst;
  const near = (iso: string): boolean => Math.abs(dayNumber(iso) - dayNumber(receivedOn)) <= 1;
  return !near(dayFirst) && near(monthFirst) ? monthFirst : dayFirst;
}

export function placeYearless(
  [month, day]: readonly [number, number],
  receivedOn: string,
): string | undefined {
  const year = Number(receivedOn.slice(0, 4));
  const sameYear = calendarDate(year, month, day);
  // A day later than the receipt (by more than the clock's slack of a day) is last year's.
  if (sameYear !== undefined && sameYear <= nextDay(receivedOn)) return sameYear;
  return calendarDate(year - 1, month, day);
}

export const nextDay = (iso: string): string =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** How far an RRN's day may lie from the day the message states (or was received): a late alert, a clock. */
const RRN_DAYS_SLACK = 7;

/**
 * NPCI's RRN begins with the last digit of the year and the day of that year it was made (`6325…` is
 * 21 November 2026). A 12-digit number in a narration's slot that cannot be a day within a week of the
 * message is some other number a bank printed there (a remitter's account, `P2A/003901554870/`), never
 * the RRN. Without any date to compare, the number is taken as it stands.
 */
export function rrnFitsDay(digits: string, day: string | undefined): boolean {
  if (day === undefined) return true;
  const yearDigit = Number(digits.slice(0, 1));
  const dayOfYear = Number(digits.slice(1, 4));
  const year = Number(day.slice(0, 4));
  for (const candidate of [year - 1, year, year + 1]) {
    if (candidate % 10 !== yearDigit) continue;
    const leap = new Date(Date.UTC(candidate, 1, 29)).getUTCMonth() === 1;
    if (dayOfYear < 1 || dayOfYear > (leap ? 366 : 365)) return false;
    const made = Date.UTC(candidate, 0, dayOfYear);
    if (Math.abs(made - Date.parse(`${day}T00:00:00Z`)) <= RRN_DAYS_SLACK * 86_400_000) return true;
  }
  return false;
}
