// Whether a direction word says money moved, now: "will be credited", "can be credited", "is being
// credited", "will get credited", "could not be credited", "has not been credited", "is yet to be
// credited" all speak of money that has not come in. A message that says so of a credit is a notice
// (a promise, an offer, a failure), whatever else it says: "Your cheque has been received and will be
// credited after clearing" is no payment yet.
import type { Token } from './tokens.js';
import { bodyStart, previousWord } from './words.js';
import { isGrammarWord } from './lexicon.js';

/** Words right before a verb that make it future, possible or in progress. */
const NOT_DONE = new Set(['be', 'being', 'get', 'gets', 'getting']);
/** Words shortly before a verb that deny it ("couldn't" is `couldn`, `'`, `t`). */
const NEGATIONS = new Set(
  'not never yet unable cannot cant couldn wasn hasn isn didn haven weren wont aren doesn'.split(' '),
);

/** The verb at `i` speaks of money that has not moved (yet), or of no money at all (see `hypothetical`). */
export function unrealised(tokens: readonly Token[], i: number): boolean {
  const [p0, p1, p2] = [previousWord(tokens, i), previousWord(tokens, i, 1), previousWord(tokens, i, 2)];
  if (NOT_DONE.has(p0 ?? '')) return true;
  if ([p0, p1, p2].some((w) => NEGATIONS.has(w ?? ''))) return true;
  // "should have been credited", "may have been credited", "would have got credited" (R8-18): a modal
  // perfect supposes, never reports.
  if ((p0 === 'have' && MODALS.has(p1 ?? '')) || (p1 === 'have' && MODALS.has(p2 ?? ''))) return true;
  return offered(tokens, i) || hypothetical(tokens, i);
}

const MODALS = new Set(['may', 'might', 'should', 'would', 'must', 'could', 'shall', 'ought', 'will']);

/** Verbs of an offer that open a sentence ("Have Rs.50,000 credited …", "Enjoy Rs 2,00,000 credited …"). */
// ("Keep Rs 1,200.00 Cr. in A/C XX1234 for your SIP": an instruction to keep money, no money that moved.)
const OFFER_VERBS = new Set([
  'have',
  'enjoy',
  'avail',
  'want',
  'grab',
  'unlock',
  'earn',
  'win',
  'keep',
  'maintain',
]);

/**
 * "Get Rs 2,00,000 credited to your A/c XX821", "eligible to get Rs 2,00,000 credited", "Have Rs.50,000
 * credited to your a/c X4821 in 2 minutes!": an amount offered, said with "get" before it (as "get
 * credited" is) or with an offer's verb opening the sentence: a loan's or a scheme's advertisement naming
 * the customer's own account, never money that moved.
 */
function offered(tokens: readonly Token[], i: number): boolean {
  let j = i - 1;
  while (tokens[j]?.kind === 'punct') j--;
  if (tokens[j]?.kind !== 'money') return false;
  j--;
  while (tokens[j]?.kind === 'punct' && !endsSentence(tokens, j)) j--;
  const w = tokens[j]?.kind === 'word' ? (tokens[j] as { lower: string }).lower : '';
  if (NOT_DONE.has(w)) return true;
  if (!OFFER_VERBS.has(w)) return false;
  let k = j - 1;
  while (k >= 0 && tokens[k]?.kind === 'punct' && !endsSentence(tokens, k)) k--;
  return k < 0 || endsSentence(tokens, k);
}

/** Words before a verb, in its sentence, that make what it says reported or supposed, not done. */
// ("Please ensure Rs.2,499.00 is credited to your A/c XX1234 before your EMI date": an instruction, R8-4.)
const REPORTED = new Set([
  'if',
  'saying',
  'says',
  'claiming',
  'claims',
  'someone',
  'anyone',
  'whether',
  'ensure',
  'ensuring',
  'suppose',
  'imagine',
]);
/** Words opening a question ("Was the Rs 4,200 credited … on time?", "Got an SMS saying …?"). */
const ASKING = new Set(
  'was were is are did do does have has got any what when why how want need looking'.split(' '),
);

const endsSentence = (tokens: readonly Token[], k: number): boolean => {
  const t = tokens[k];
  if (t?.kind !== 'punct' || !['.', '!', '?', ';'].includes(t.text) || tokens[k + 1]?.spaced === false)
    return false;
  // ("Rs.500.00 Cr. to A/c XX1234 …?": the credit mark's '.' ends no sentence, R8-38.)
  const before = tokens[k - 1];
  return !(t.text === '.' && before?.kind === 'word' && ['cr', 'crd', 'dr'].includes(before.lower));
};

/**
 * The verb at `i` is reported or supposed ("If someone says Rs 5,000 has been credited by mistake …",
 * "Got an SMS saying Rs 10,000 credited …?"), or asked of ("Salary credited?", "Was the Rs 4,200
 * credited … received on time?"): an advertisement, a warning or a survey, never an alert of money that
 * moved. A trailer's question ("… credited to a/c XX1234 Not you? Call …") asks nothing of the credit:
 * only a sentence opened by a question's word, or one the verb itself ends, is a question.
 */
function hypothetical(tokens: readonly Token[], i: number): boolean {
  if (quoted(tokens, i) || subordinate(tokens, i)) return true;
  if (tokens.length > LONG_MESSAGE) return hypotheticalInLong(tokens, i);
  let start = i;
  while (start > 0 && !endsSentence(tokens, start - 1)) start--;
  // ("Dear Customer, Was Rs.500.00 credited …?": the sentence opens after the greeting, R8-35.)
  const body = bodyStart(tokens);
  if (start < body && body <= i) start = body;
  for (let k = start; k < i; k++) {
    const t = tokens[k];
    if (t?.kind === 'word' && REPORTED.has(t.lower)) return true;
  }
  let end = i;
  while (end < tokens.length && !endsSentence(tokens, end)) end++;
  if (tokens[end]?.text !== '?') return false;
  const opener = tokens.slice(start, i).find((t) => t.kind === 'word');
  return end === i + 1 || (opener?.kind === 'word' && ASKING.has(opener.lower)) || askedOfItself(tokens, i);
}

/** The index of the message's first word (its length when none), worked out once per message. */
const firstWordCache = new WeakMap<readonly Token[], number>();
function firstWord(tokens: readonly Token[]): number {
  let at = firstWordCache.get(tokens);
  if (at === undefined) {
    at = tokens.findIndex((t) => t.kind === 'word');
    if (at < 0) at = tokens.length;
    firstWordCache.set(tokens, at);
  }
  return at;
}

const QUOTES = new Set(['"', "'", '“', '”', '‘', '’']);
/** How far a quotation's marks are looked for around a word (an example text is a sentence or two). */
const QUOTE_REACH = 40;

/**
 * The word at `i` stands inside a quotation that opens after some words ("Do not trust SMS like 'Rs.5000
 * credited to your A/c XX1234' from unknown numbers", `never sends SMS such as "INR 2,000 credited …"`):
 * an example of a text, quoted by a warning, never money that moved (R8-8). A mark opens when a space stands
 * before it and none after; it closes when glued to what it closes and followed by a space, a mark or the end
 * ("Don't" is neither). A forwarder's quotes around a whole message open after no word: no quotation.
 */
export function quoted(tokens: readonly Token[], i: number): boolean {
  let open = -1;
  for (let k = i - 1; k >= 0 && k >= i - QUOTE_REACH; k--) {
    if (!isQuoteMark(tokens, k)) continue;
    if (opensQuote(tokens, k)) open = k;
    break;
  }
  // (A quotation opening the message may be a forwarder's, whatever follows it: "'Rs.5000 credited to your A/c
  // XX1234' - such SMS are fake" is told by its words, lexicon.ts.)
  if (open < 0 || firstWord(tokens) > open) return false;
  for (let k = i + 1; k < tokens.length && k <= i + QUOTE_REACH; k++) {
    if (!isQuoteMark(tokens, k)) continue;
    return closesQuote(tokens, k);
  }
  return false;
}

// (`quoted`'s tests of a token, made once, not on each call: it is asked of every credit word.)
const isQuoteMark = (tokens: readonly Token[], k: number): boolean =>
  tokens[k]?.kind === 'punct' && QUOTES.has(tokens[k]?.text ?? '');
const opensQuote = (tokens: readonly Token[], k: number): boolean =>
  tokens[k]?.spaced === true && tokens[k + 1]?.spaced === false;
const closesQuote = (tokens: readonly Token[], k: number): boolean =>
  tokens[k]?.spaced === false &&
  (tokens[k + 1] === undefined || tokens[k + 1]?.spaced === true || tokens[k + 1]?.kind === 'punct');

const QUESTION_REACH = 40;

/** Conjunctions that open a clause of condition or time ("In case", "Unless", "Once", "When", "As soon as"). */
const SUBORDINATORS = new Set(
  'unless until till whenever once when after before provided providing supposing assuming incase though although while whilst'.split(
    ' ',
  ),
);
/** A finite verb before the credit word: the clause states it ("… is credited", "… gets credited"). */
const FINITE = new Set(['is', 'are', 'was', 'were', 'gets', 'get', 'been', 'has', 'have']);

/**
 * "In case Rs.5,000.00 is credited to A/c XX1234 by mistake, do not withdraw it", "Once … is credited",
 * "Unless … is credited by 25-11-26, …" (R8-19): the credit word, stated by a finite verb, in a clause a
 * subordinating conjunction opens earlier in its sentence: a condition or a time frame, never a report
 * ("After credit of INR 650.00 to your A/c …", a noun, and "Rs 500 credited after …" are none).
 */
function subordinate(tokens: readonly Token[], i: number): boolean {
  if (!FINITE.has(previousWord(tokens, i) ?? '')) return false;
  for (let k = i - 1; k >= 0 && i - k <= QUESTION_REACH && !endsSentence(tokens, k); k--) {
    const t = tokens[k];
    if (t?.kind !== 'word') continue;
    const before = previousWord(tokens, k);
    if (SUBORDINATORS.has(t.lower)) return true;
    if (t.lower === 'case' && before === 'in') return true;
    if (t.lower === 'event' && before === 'the' && previousWord(tokens, k, 1) === 'in') return true;
    if (t.lower === 'soon' && before === 'as') return true;
    // ("On condition that …", "By the time …", "Every time …", "The moment …".)
    if (t.lower === 'condition' && before === 'on') return true;
    if (['time', 'moment'].includes(t.lower) && ['the', 'every', 'each'].includes(before ?? '')) return true;
  }
  return false;
}

/** Words of a trailer's question ("… credited to a/c XX1234 Not you?", "Wrong credit?"). */
const TRAILER_QUESTION = new Set(['not', 'you', 'u', 'wrong', 'yours', 'dispute', 'fraud', 'issue', 'query']);

/**
 * "Rs.500.00 credited to A/c XX1234? Not you? Report at …" (R8): the credit's own sentence, opened by its
 * amount (no word before the verb) and closed by '?', with no word of a trailer's question in it: the
 * credit asked of, a survey's or a phishing text's, never an alert.
 */
function askedOfItself(tokens: readonly Token[], i: number): boolean {
  // (Its ends looked for a short way only, so a long body stays linear: an alert's sentence is short.)
  let start = i;
  const body = bodyStart(tokens);
  while (start > 0 && start !== body && i - start < QUESTION_REACH && !endsSentence(tokens, start - 1))
    start--;
  let end = i;
  while (end < tokens.length && end - i < QUESTION_REACH && !endsSentence(tokens, end)) end++;
  if (tokens[end]?.text !== '?' || (start > 0 && start !== body && !endsSentence(tokens, start - 1)))
    return false;
  const before = tokens.slice(start, i);
  // "RAMESH KUMAR paid Rs.500.00 to you?", "ravi@oksbi has sent Rs 500 to your A/c XX1234?": the payer named as the
  // subject of the payer's verb, its amount after it, asked of.
  const payerAsked =
    PAYERS_VERBS.has(tokens[i]?.kind === 'word' ? tokens[i].lower : '') &&
    before.some((t) => t.kind === 'word' || t.kind === 'vpa') &&
    before.every(
      (t) =>
        t.kind === 'punct' ||
        t.kind === 'vpa' ||
        nameLike(t) ||
        (t.kind === 'word' && ['has', 'have', 'just'].includes(t.lower)),
    ) &&
    tokens.slice(i + 1, end).some((t) => t.kind === 'money');
  const amountFirst = !before.some((t) => t.kind === 'word') && before.some((t) => t.kind === 'money');
  if (!payerAsked && !amountFirst) return false;
  // "… credited to A/c XX1234 (UPI Ref 6325…)? If not, report …": the next sentence answers the question ("If not",
  // "If no", "If you did not"): it was asked of the credit, whatever details stand before the '?'.
  if (answeredAfter(tokens, end) && !tokens.slice(i + 1, end).some((_, n) => trailerWord(tokens, i + 1 + n)))
    return true;
  // (A reference between the verb and the '?' ends the credit's clause: "… credited … via
  // UPI Ref 6123… Pending KYC? Update now." asks of the KYC, R8-45's note.)
  const details = tokens.slice(i + 1, end).some(
    (t, n) =>
      // (An account printed in full, "A/c 50100123451234?", is no reference.)
      (t.kind === 'number' &&
        /^\d{6,}$/.test(t.text) &&
        !['a/c', 'ac', 'account', 'acct', 'no'].includes(previousWord(tokens, i + 1 + n) ?? '')) ||
      (t.kind === 'word' && (/\d{6}/.test(t.text) || ['ref', 'utr', 'rrn', 'info'].includes(t.lower))),
  );
  if (details) return false;
  return !tokens.slice(i + 1, end).some((_, n) => trailerWord(tokens, i + 1 + n));
}

/** The payer's verbs, said with the payer as their subject ("RAVI paid Rs 500 to you"). */
const PAYERS_VERBS = new Set(['paid', 'sent', 'transferred', 'credited']);

/** A word of a trailer's question ("Not you?"), never "you" as the one paid ("… to you?"). */
function trailerWord(tokens: readonly Token[], k: number): boolean {
  const t = tokens[k];
  if (t?.kind !== 'word' || !TRAILER_QUESTION.has(t.lower)) return false;
  return !(t.lower === 'you' && previousWord(tokens, k) === 'to' && tokens[k - 1]?.kind === 'word');
}

/** The sentence after the '?' at `end` opens by answering it: "If not", "If no", "If you did not", "If this wasn't you". */
function answeredAfter(tokens: readonly Token[], end: number): boolean {
  let k = end + 1;
  while (tokens[k]?.kind === 'punct') k++;
  if (tokens[k]?.kind !== 'word' || (tokens[k] as { lower: string }).lower !== 'if') return false;
  const next = tokens.slice(k + 1, k + 5).flatMap((t) => (t.kind === 'word' ? [t.lower] : []));
  return (
    ['not', 'no'].includes(next[0] ?? '') || next.slice(0, 4).some((w) => ['not', 'didn', 'wasn'].includes(w))
  );
}

/**
 * Past this many tokens a message is read by `sentencesOf`'s table instead of walking to the sentence's
 * ends for each direction word: the walk is cheapest for an alert (tens of tokens), but quadratic for a
 * long body without full stops (a 20,000-character mail took 0.4 s, 64 KiB 3 s through the grammar).
 */
const LONG_MESSAGE = 256;

/** `hypothetical`, the same answer, for a long message. */
function hypotheticalInLong(tokens: readonly Token[], i: number): boolean {
  const at = sentencesOf(tokens);
  if (at.reportedBefore[i]) return true;
  const end = at.end[i] ?? tokens.length;
  if (tokens[end]?.text !== '?') return false;
  let openerAt = at.firstWord[i] ?? -1;
  // (As in `hypothetical`: the sentence opens after a greeting or a tag.)
  const body = bodyStart(tokens);
  if (openerAt >= 0 && openerAt < body && body <= i) {
    openerAt = body;
    while (openerAt < i && tokens[openerAt]?.kind !== 'word') openerAt++;
  }
  const opener = tokens[openerAt];
  return end === i + 1 || (opener?.kind === 'word' && ASKING.has(opener.lower)) || askedOfItself(tokens, i);
}

/**
 * Each token's sentence in a long message, worked out once per message. Per token k: `end`, the first sentence end at or after k;
 * `reportedBefore`, whether a REPORTED word stands between the sentence's start and k; `firstWord`,
 * the index of the sentence's first word before k (-1: none).
 */
interface Sentences {
  end: Int32Array;
  reportedBefore: Uint8Array;
  firstWord: Int32Array;
}
const sentenceCache = new WeakMap<readonly Token[], Sentences>();

function sentencesOf(tokens: readonly Token[]): Sentences {
  const cached = sentenceCache.get(tokens);
  if (cached) return cached;
  const n = tokens.length;
  const at: Sentences = {
    end: new Int32Array(n + 1),
    reportedBefore: new Uint8Array(n + 1),
    firstWord: new Int32Array(n + 1),
  };
  at.end[n] = n;
  for (let k = n - 1; k >= 0; k--) at.end[k] = endsSentence(tokens, k) ? k : (at.end[k + 1] ?? n);
  at.firstWord[0] = -1;
  for (let k = 0; k < n; k++) {
    const t = tokens[k];
    const ends = endsSentence(tokens, k);
    const reported = t?.kind === 'word' && REPORTED.has(t.lower);
    at.reportedBefore[k + 1] = ends ? 0 : at.reportedBefore[k] || reported ? 1 : 0;
    const first = at.firstWord[k] ?? -1;
    at.firstWord[k + 1] = ends ? -1 : first !== -1 ? first : t?.kind === 'word' ? k : -1;
  }
  sentenceCache.set(tokens, at);
  return at;
}

/**
 * Words of a heading that make the message after it an example or a copy, never a new payment: a specimen,
 * a sample, a test or QA text, a sandbox's, a template, and an old alert or a summary of credits already
 * alerted ("Specimen:", "Sample SMS -", "QA:", "Test message:", "Old alert:", "[Sample]", "Daily summary:").
 * A warning's heading quotes an example too ("Fraudsters may send SMS:", "Beware of SMS:", "Never trust:", "Fraud:", R9-22).
 * A closed list: a heading of words the grammar does not know is as often the bank's own name ("Fino Payments
 * Bank:", "ICICI Bank:"), which keeps the credit.
 */
const EXAMPLE_HEADINGS = new Set(
  'specimen sample samples example examples eg qa test testing tested demo sandbox uat staging mock mockup dummy draft template illustration illustrative preview practice training simulated simulation hypothetical old older archived archive summary recap digest fraud frauds fraudster fraudsters scam scams scammer scammers beware trust believe criminal criminals cyber phishing fake'.split(
    ' ',
  ),
);
/** Marks that close a heading ("Specimen:", "Sample SMS -", "QA |", "Test!"). */
const HEADING_ENDS = new Set([':', '-', '|', '!', ']', '>']);

/** The message opens with a heading (a few words before ':', '-', '|', '!' or in brackets) naming it an example or a copy. */
export function exampleHeading(tokens: readonly Token[]): boolean {
  let k = tokens[0]?.text === '[' ? 1 : 0;
  for (let words = 0; k < tokens.length && words <= 4; k++) {
    const t = tokens[k];
    if (t?.kind === 'word') {
      if (EXAMPLE_HEADINGS.has(t.lower)) {
        // The heading must end before anything of the alert (an amount, an account, a date) is said.
        for (let j = k + 1; j < tokens.length && j <= k + 6; j++) {
          const u = tokens[j];
          if (u?.kind === 'punct' && HEADING_ENDS.has(u.text)) return true;
          if (u?.kind !== 'word') return false;
        }
        return false;
      }
      words++;
      continue;
    }
    return false;
  }
  return false;
}

/** Words opening a message that tell of a past day or an earlier alert: a retelling, not the bank's alert of the moment. */
const RETELLING = new Set(['yesterday', 'earlier', 'previously', 'recently', 'formerly']);
const PAST_PERIODS = new Set(['night', 'evening', 'week', 'month', 'time']);

/**
 * "Yesterday, Rs 500 credited to your A/c …", "Earlier today, you received …", "Last night Rs 500 was credited …":
 * the message opens (after any greeting or tag) by placing the credit on a past day. No bank alerts so; it is a
 * retelling, of a credit that may already have been alerted, and with no stated time it would be timed now.
 */
export function retelling(tokens: readonly Token[]): boolean {
  let k = bodyStart(tokens);
  while (tokens[k]?.kind === 'punct') k++;
  const t = tokens[k];
  if (t?.kind !== 'word') return false;
  if (RETELLING.has(t.lower)) return true;
  const next = tokens[k + 1];
  return t.lower === 'last' && next?.kind === 'word' && PAST_PERIODS.has(next.lower);
}

/** A word that may be a name's (capitalised, no word of the grammar's). */
export const nameLike = (t: Token | undefined): boolean =>
  t?.kind === 'word' && /^\p{Lu}[\p{L}.]*$/u.test(t.text) && !isGrammarWord(t.lower);
