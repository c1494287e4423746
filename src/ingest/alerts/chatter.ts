// What an alert says besides its transaction, which must never make one: a later sentence that is a
// reference or a notice, advertisements ("get Rs 500 cashback credited"), advice and fraud warnings ("if
// someone says Rs 5,000 is credited …"), each told from the sentence that states the payment.
import { NOT_A_PAYMENT } from './lexicon.js';
import { PRODUCT_WORDS } from './whose.js';
import { ABBREVIATED, nextWord, sameSentence, wordAt } from './words.js';
import type { Token } from './tokens.js';
/**
 * The token at `k` stands in a sentence after the credit's (at `credit`) that names nothing of a
 * transaction (no amount, account digits, 12-digit number or handle) and is no narration, after a credit
 * named by a 12-digit reference or a handle, and is not the payer's.
 */
export function laterSentence(
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
export const utrLike = (t: Token): boolean =>
  t.kind === 'word' &&
  /^(?=(?:\D*\d){6})[a-z0-9]{11,22}$/i.test(t.text) &&
  /[a-z]/i.test(t.text) &&
  // (An IFSC, `VIJB0001040`, names a branch, no transfer.)
  !/^[a-z]{4}0[a-z0-9]{6}$/i.test(t.text);

/**
 * Twelve digits that could be NPCI's RRN: its second to fourth digits a day of the year. A toll-free
 * number printed whole (`180042500000`, day 800) is a phone number, no transaction's detail.
 */
export const rrnLike = (t: Token): boolean => /^\d{12}$/.test(t.text) && Number(t.text.slice(1, 4)) <= 366;

/** Rails that open a narration (`NEFT/<remitter>/<utr>`, `UPI-<rrn>-…`). */
export const NARRATION_RAILS = new Set(['upi', 'imps', 'neft', 'rtgs', 'ach', 'nach']);

/** Words that make a sentence an advertisement: an offer, a call to act on one. */
export const AD_MARKERS = new Set([
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

export const AD_PHRASES = [
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

export const AD_HINT =
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
export function advertisement(
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
    // ("Beneficiary: OFFER MART.", "Remitter - WIN TRADERS.": a field naming a party says who, never an offer.)
    let first = k;
    while (tokens[first]?.kind === 'punct' && first < end) first++;
    const party =
      ['beneficiary', 'bene', 'remitter', 'sender', 'payer', 'from'].includes(wordAt(tokens, first) ?? '') &&
      [':', '-'].includes(tokens[first + 1]?.text ?? '');
    if (narration || party) {
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
export const ADVICE_OPENERS = new Set(
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
export function advice(tokens: readonly Token[], k: number, end: number, words: readonly string[]): boolean {
  const sentence = tokens.slice(k, end + 1);
  if (sentence.some((t) => ['money', 'currency', 'masked'].includes(t.kind) || rrnLike(t))) return false;
  // A sentence that identifies the credit ("… - this was your cashback.", "This is a refund, if you asked
  // for one.") says what it is, whatever opens it.
  if (identifies(words)) return false;
  // "Txn has been rejected; amount will be reversed to remitter.", "Payment failed; …", "Credit will be
  // reversed if remitter bank reports failure.": a sentence whose subject is the transaction (its noun
  // opening it, in the singular) tells what became of this credit, no general advice.
  const opener = sentence.find((t) => t.kind === 'word');
  if (opener?.kind === 'word' && SUBJECT_NOUNS.has(opener.lower)) return false;
  // A conditional ("Refunds, if any, are credited back …", "In case of wrong credit, call …", "If this was
  // not you, call …") speaks of a case that may be, never of the credit before.
  if (words.some((w, n) => w === 'if' || (w === 'in' && words[n + 1] === 'case'))) return true;
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

/** The transaction's nouns, in the singular, opening a sentence said of it ("Txn failed; …"). */
const SUBJECT_NOUNS = new Set(['txn', 'transaction', 'payment', 'credit', 'transfer', 'amount']);

/** Words that open a sentence telling what never to do ("Never share …", "Do not respond …", "Don't click …"). */
export const NEGATIONS = new Set(['never', 'do', 'dont', 'don']);

/** What a bank tells its customers never to do. */
export const FORBIDDEN_ACTS = new Set(
  'share disclose reveal give tell respond reply click scan enter accept pay transfer send call download install ask entertain trust believe open visit use sign approve forward'.split(
    ' ',
  ),
);

/**
 * The sentence (`words`, its bank's words) opens with a negation and then what never to do: "Never share
 * OTP for refund", "Do not respond to calls promising refund", "Don't click links". "Never mind the delay,
 * this refund is for your order" forbids nothing: it says what the money is, and its words still count.
 */
export function forbids(words: readonly string[]): boolean {
  const at = words.findIndex((w) => w !== '');
  let n = at + 1;
  if (words[at] === 'do' && words[n] === 'not') n++;
  else if (words[at] === 'don' && ["'", '’'].includes(words[n] ?? '') && words[n + 1] === 't') n += 2;
  else if (words[at] === 'do' || words[at] === 'don') return false;
  return FORBIDDEN_ACTS.has(words[n] ?? '');
}

/** Words of a pitch to earn more ("Refer more friends to earn more!", "… to win more cashback!"). */
export const PITCH = new Set([
  'earn',
  'win',
  'refer',
  'invite',
  'cashback',
  'reward',
  'rewards',
  'bonus',
  'prize',
]);

/** A sentence after the credit's (at `credit`) holds a word of a pitch. */
export function pitchAfter(tokens: readonly Token[], credit: number): boolean {
  return tokens.some(
    (t, k) => k > credit && t.kind === 'word' && PITCH.has(t.lower) && !sameSentence(tokens, credit, k),
  );
}

/** Words that point back at the credit said before ("this", "it", "the above", "the same"). */
export const POINTING_BACK = new Set(['this', 'it', 'above', 'same', 'these', 'that']);

/** Nouns of the transaction a word may point back at ("This credit has been reversed."). */
export const TRANSACTION_NOUNS = new Set([
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
export const NON_PAYMENT_WORDS = new Set(NOT_A_PAYMENT.filter((p) => !p.includes(' ')));

/**
 * `words` (a sentence's, lower case) identify the credit before them: a word pointing back and then "is",
 * "was" ("this was your cashback", "it is a refund", never "If this was not you") or a word of what money
 * is ("Enjoy this cashback!").
 */
export function identifies(words: readonly string[], byNoun = false): boolean {
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
export const WARNINGS = new Set([
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
export const SECRETS = new Set(
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
export function warningFrom(
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
