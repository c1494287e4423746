// The payer's name in the forms banks print it: after "Sender:", in a UPI or IMPS narration after the
// reference (`UPI/P2A/<rrn>/RAVI KUMAR/…`, `IMPS-<rrn> -SURESH BABU R -IC`), as an NEFT's remitter
// (`NEFT Cr-<IFSC>-<remitter>-…`, `NEFT/<utr>/<remitter>`), after the payer's handle or masked account
// (`VPA x@y RAVI KUMAR`, `XXXX4321/RAVI KUMAR`, `9XXXXXX210-MEERA S IYER`), after "from" or "by". A name
// is what the grammar's own words leave: letters only, as printed, never re-cased.
import { DIRECTION_CANDIDATES, PAYER_WORDS, isGrammarWord } from './lexicon.js';
import { isBankNoun } from './whose.js';
import { YOURS_WORDS, before, nextWord, wordAt } from './words.js';
import { readReferences } from './fields.js';
import { accountRole } from './accounts.js';
import type { Token } from './tokens.js';
const MAX_NAME_WORDS = 8;

/** A payer's name as printed, from token `start` up to (not including) token `end`. */
export interface NameSpan {
  name: string;
  start: number;
  end: number;
}

/** The name that starts at token `i`, and the index of the token after it. */
function nameSpan(text: string, tokens: readonly Token[], i: number): NameSpan | undefined {
  const words: Token[] = [];
  for (let j = i; j < tokens.length && words.length <= MAX_NAME_WORDS; j++) {
    const t = tokens[j];
    const previous = words.at(-1);
    // Initials and firms: `DR. A. K. SHARMA`, `M&S TRADERS`; a name never runs over a line break.
    if (previous !== undefined && /\n/.test(text.slice(previous.at + previous.text.length, t?.at ?? 0)))
      break;
    const initial = previous?.kind === 'word' && previous.text.length <= 2;
    // `M/S OMKAR`: Messrs, the mark of a firm.
    const messrs =
      previous?.text.toLowerCase() === 'm' &&
      t?.text === '/' &&
      !t.spaced &&
      tokens[j + 1]?.text.toLowerCase() === 's';
    if (
      previous !== undefined &&
      t?.kind === 'punct' &&
      (t.text === '&' || (t.text === '.' && !t.spaced && initial) || messrs)
    ) {
      words.push(t);
      continue;
    }
    // "DR.", "A.": a title or an initial, even where the letters are also a grammar word.
    // (Capitalised, as titles and initials are printed: "by us." ends a sentence.)
    const title =
      t?.kind === 'word' &&
      t.text.length <= 2 &&
      /^\p{Lu}/u.test(t.text) &&
      tokens[j + 1]?.text === '.' &&
      !tokens[j + 1]?.spaced;
    // A firm's name may end in a digit or two (`RazorpayComposite2`); a longer run is a reference.
    // (a handle's local part, all lower case like `sureshtex77`, is no name).
    const firm = /^\p{L}+\d{1,2}$/u.test(t?.text ?? '') && /\p{Lu}/u.test(t?.text ?? '');
    if (t?.kind !== 'word' || !(/^\p{L}+$/u.test(t.text) || firm) || /^x+$/i.test(t.text)) break;
    // `PRIVATE LIMIT(ED)`, `PVT LTD`: a firm's suffix, though "limit" also labels a card's limit.
    const suffix =
      previous?.kind === 'word' && ['private', 'pvt'].includes(previous.lower) && /^limit/.test(t.lower);
    if (isGrammarWord(t.lower) && !title && !suffix) break;
    if (previous?.kind === 'word' && !t.spaced && previous.text !== '/') break;
    words.push(t);
  }
  while (words.at(-1)?.kind === 'punct') words.pop();
  // "from ICIC bank": the payer's bank, not the payer.
  if (words.length > 0 && isBankNoun(tokens[i + words.length])) return undefined;
  // "from:TRTR/2131700907": one word before '/' and a number is a transaction code, not a name.
  if (words.length === 1 && punctIs(tokens[i + 1], '/') && tokens[i + 2]?.kind === 'number') return undefined;
  const [firstWord, lastWord] = [words[0], words.at(-1)];
  if (firstWord === undefined || lastWord === undefined || words.length > MAX_NAME_WORDS * 2)
    return undefined;
  // As printed, spacing included (banks pad truncated names: `RAVI  KUMA`).
  return {
    name: text.slice(firstWord.at, lastWord.at + lastWord.text.length),
    start: i,
    end: i + words.length,
  };
}

/**
 * Words of the payer's role that banks print before its name ("from beneficiary SHREE GANESH TRADERS", "from
 * Remitter: RAVI", "by sender MEERA", "from payer JOSEPH"): the role, no part of the name.
 */
const ROLE_WORDS = new Set(['beneficiary', 'bene', 'benef', 'remitter', 'remitting', 'sender', 'payer']);

/** Where a name starting at `i` really starts: after a role word and its ':' or '-', when a word follows. */
function afterRole(tokens: readonly Token[], i: number): number {
  if (!wordIs(tokens[i], ...ROLE_WORDS)) return i;
  let j = i + 1;
  if (wordIs(tokens[j], 'name')) j++;
  if (punctIs(tokens[j], ':-')) j++;
  return tokens[j]?.kind === 'word' ? j : i;
}

/** The index of "Val" before a date ending a narration that starts at `k` (HDFC's `… Val 21-NOV-26`), if any. */
export function valueDateAfter(tokens: readonly Token[], k: number): number | undefined {
  for (let j = k; j < tokens.length && j <= k + 20; j++) {
    const t = tokens[j];
    if (t?.kind === 'money') return undefined;
    if (wordAt(tokens, j) === 'val' && tokens[j + 1]?.kind === 'date') return j;
  }
  return undefined;
}

/** "sent you", "paid you", "has sent INR 500.00 to you", "… into your account": money to the reader. */
function saidToYou(tokens: readonly Token[], i: number): boolean {
  if (wordIs(tokens[i + 1], 'you')) return true;
  for (let j = i + 1; j < tokens.length && j <= i + 5; j++)
    if (wordIs(tokens[j], 'to', 'into') && wordIs(tokens[j + 1], 'you', 'your')) return true;
  return false;
}

/** A bank's reference as printed in a narration: a run of six digits or more, letters around it allowed. */
const isReferenceLike = (t: Token | undefined): boolean =>
  (t?.kind === 'word' || t?.kind === 'number') && /\d{6}/.test(t.text);

const punctIs = (t: Token | undefined, chars: string): boolean =>
  t?.kind === 'punct' && chars.includes(t.text);
const wordIs = (t: Token | undefined, ...words: string[]): boolean =>
  t?.kind === 'word' && words.includes(t.lower);

export interface PayerClues {
  /** Token indexes of the RRNs read. */
  references: readonly number[];
  /** Token index of the payer's handle, if one was read. */
  vpa: number | undefined;
  /** Token indexes of masked numbers that are the payer's (an account "from", a mobile "linked to"). */
  payerAccounts: readonly number[];
}

export const readPayerName = (
  text: string,
  tokens: readonly Token[],
  clues: PayerClues,
): string | undefined => readPayer(text, tokens, clues)?.name;

/** The payer's name and where it stands among the tokens. */
export function readPayer(text: string, tokens: readonly Token[], clues: PayerClues): NameSpan | undefined {
  const nameAt = (i: number): NameSpan | undefined => nameSpan(text, tokens, afterRole(tokens, i));
  // "by A/C.XXXXXXXX(Cashfree Payments Ind)": the holder's name in brackets after the account.
  const bracketedHolder = (j: number): NameSpan | undefined => {
    if (!wordIs(tokens[j], 'a/c', 'ac', 'account')) return undefined;
    let k = j + 1;
    while (punctIs(tokens[k], '.:') || tokens[k]?.kind === 'masked' || /^x+$/i.test(tokens[k]?.text ?? ''))
      k++;
    return punctIs(tokens[k], '(') ? nameAt(k + 1) : undefined;
  };
  // "linked to mobile - ANAND PROVISIONS 9XXXXXX999": the name right before the payer's number.
  const nameBefore = (a: number): NameSpan | undefined => {
    for (let j = a - 1; j >= 0 && j >= a - MAX_NAME_WORDS; j--) {
      if (!punctIs(tokens[j - 1], '-')) continue;
      const span = nameSpan(text, tokens, j);
      if (span?.end === a) return span;
    }
    return undefined;
  };
  const candidates: (() => NameSpan | undefined)[] = [
    // Sender: RAVI KUMAR (VPA: x@y); Sender Name: RAVI KUMAR (Kotak's IMPS mail: the label's noun is no name)
    () => {
      const i = tokens.findIndex((t) => wordIs(t, 'sender', 'remitter'));
      if (i < 0) return undefined;
      const k = wordIs(tokens[i + 1], 'name') ? i + 2 : i + 1;
      return nameAt(punctIs(tokens[k], ':') ? k + 1 : k);
    },
    // UPI/P2A/<rrn>/NAME/…, UPI/CR/<rrn>/NAME., UPI/CR/C<ref>/NAME/u, IMPS/FDRL/<rrn>/ NAME., IMPS-<rrn> -NAME -IC,
    // UPI-<rrn>-NAME-x@y: after the reference of a narration, separated by '/' or '-'.
    () => {
      for (const [i, t] of tokens.entries()) {
        // `Cr-IMPS :P2A/<n>/NAME`: a colon may open the narration too.
        // (`UPIIN/<rrn>/NAME`: the rail glued to its direction.)
        if (!wordIs(t, 'upi', 'imps', 'upiin', 'impsin') || !punctIs(tokens[i + 1], '/-:')) continue;
        for (let j = i + 2; j < tokens.length && j <= i + 8; j += 2) {
          const part = tokens[j];
          const isReference = part?.kind === 'number' || (part?.kind === 'word' && /\d{6}/.test(part.text));
          if (isReference && punctIs(tokens[j + 1], '/-')) return nameAt(j + 2);
          if (part?.kind !== 'word' || !punctIs(tokens[j + 1], '/-')) break;
        }
      }
      return undefined;
    },
    // NEFT Cr-<IFSC>-<remitter>-<beneficiary>-<UTR>, NEFT/<utr>/<remitter>, NEFTINWARD <utr>/<remitter>,
    // UTR:<utr>/NEFT/<remitter>
    () => {
      for (const [i, t] of tokens.entries()) {
        if (!wordIs(t, 'neft', 'rtgs', 'neftinward', 'rtgsinward')) continue;
        let j = i + 1;
        if (wordIs(tokens[j], 'cr', 'trf')) j++;
        const colon = punctIs(tokens[j], ':');
        if (punctIs(tokens[j], '-/:')) j++;
        const ref = tokens[j];
        if (ref?.kind === 'word' && /\d/.test(ref.text) && punctIs(tokens[j + 1], '-/')) return nameAt(j + 2);
        // NEFT-SHARMA TEXTILES INDIA P/N325261938578006: the remitter first, then its reference.
        const span = punctIs(tokens[i + 1], '-') ? nameSpan(text, tokens, j) : undefined;
        if (span !== undefined && punctIs(tokens[span.end], '/-') && isReferenceLike(tokens[span.end + 1]))
          return span;
        // BY NEFT TRF:RAVI KUMAR
        if (colon && nameAt(j) !== undefined) return nameAt(j);
        if (punctIs(tokens[i - 1], '/') && punctIs(tokens[i + 1], '/')) return nameAt(i + 2);
      }
      return undefined;
    },
    // by NEFT/KAVERI AGRO FOODS PV.UTR:N3272…, by IMPS/MEERA IYER.RRN:…, NEFT/ANAND PROVISIONS/N3252…: the
    // rail's first slot holding the remitter's name, the narration ending after it (the end, a '.' before
    // a label or the sentence's end, a '/' before a reference). A bank's code there (`NEFT/MB/…`, `NEFT/IB/…`)
    // is one short word; a reference carries digits.
    () => {
      for (const [i, t] of tokens.entries()) {
        if (!wordIs(t, 'neft', 'rtgs', 'imps', 'upi')) continue;
        const slash = tokens[i + 1];
        if (!punctIs(slash, '/') || slash?.spaced || tokens[i + 2]?.spaced !== false) continue;
        const span = nameAt(i + 2);
        if (span === undefined || span.start !== i + 2) continue;
        const words = tokens.slice(span.start, span.end).filter((w) => w.kind === 'word');
        if (words.length < 2 && (words[0]?.text.length ?? 0) < 4) continue;
        const after = tokens[span.end];
        const ends =
          after === undefined ||
          (punctIs(after, '.') &&
            (tokens[span.end + 1]?.kind === 'word' || tokens[span.end + 1] === undefined)) ||
          (punctIs(after, '/') && isReferenceLike(tokens[span.end + 1]));
        if (ends) return span;
      }
      return undefined;
    },
    // VPA ravi.kumar@okaxis RAVI KUMAR on …
    () => (clues.vpa === undefined ? undefined : nameAt(clues.vpa + 1)),
    // UPI-SURESH KUMAR NAIR-suresh@okhdfcbank-…: the name in the narration's slot before the handle.
    () => {
      const v = clues.vpa;
      if (v === undefined || !punctIs(tokens[v - 1], '-') || tokens[v]?.spaced) return undefined;
      for (let j = v - 2; j > 0 && j >= v - 1 - MAX_NAME_WORDS; j--) {
        if (!punctIs(tokens[j - 1], '-/') || tokens[j]?.spaced) continue;
        const span = nameAt(j);
        if (span?.end === v - 1) return span;
      }
      return undefined;
    },
    // XXXXXXX4321/RAVI KUMAR, 9XXXXXX210-MEERA S IYER, A/c ***6983 of Ravi Kumar
    () => {
      for (const a of clues.payerAccounts) {
        const name = punctIs(tokens[a + 1], '/-')
          ? nameAt(a + 2)
          : wordIs(tokens[a + 1], 'of')
            ? nameAt(a + 2)
            : undefined;
        if (name !== undefined) return name;
        const before = nameBefore(a);
        if (before !== undefined) return before;
      }
      return undefined;
    },
    // from ANITA DSOUZA, From:SHARMA TEXTILES PV, by RAVI KUMAR thru UPI
    () => {
      for (const [i, t] of tokens.entries()) {
        if (!wordIs(t, 'from', 'by')) continue;
        // "by ACH DABUR INDIA LIM 6603182": the clearing rail, then its originator up to the mandate's reference; the
        // rail is no word of the name ("by NACH- SHARMA TEXTILES PRIV of Rs …": where the name ends, unsaid).
        const rail = punctIs(tokens[i + 1], ':.') ? i + 2 : i + 1;
        if (wordIs(tokens[rail], 'ach', 'nach', 'ecs')) {
          const originator = punctIs(tokens[rail + 1], '-') ? undefined : nameAt(rail + 1);
          if (originator !== undefined && tokens[originator.end]?.kind === 'number') return originator;
          continue;
        }
        const name = nameAt(punctIs(tokens[i + 1], ':.') ? i + 2 : i + 1) ?? bracketedHolder(i + 1);
        if (name !== undefined) return name;
      }
      return undefined;
    },
    // "Meera, SHARMA TEXTILES has sent INR 500.00 to you", "RAVI KUMAR paid you": the payer as the subject
    // of the payer's own verb, opening the sentence or after the greeting's comma.
    () => {
      for (const [i, t] of tokens.entries()) {
        // "paid you", or an amount after the verb ("has sent INR 500.00 to you"): money, not a statement.
        const amount = tokens.slice(i + 1, i + 4).some((x) => x.kind === 'money');
        if (!wordIs(t, 'sent', 'paid') || !(wordIs(tokens[i + 1], 'you') || (amount && saidToYou(tokens, i))))
          continue;
        const verb = wordIs(tokens[i - 1], 'has', 'have') ? i - 1 : i;
        for (let j = verb - 1; j >= 0 && j >= verb - MAX_NAME_WORDS; j--) {
          if (tokens[j - 1] !== undefined && !punctIs(tokens[j - 1], ',.!:')) continue;
          const span = nameAt(j);
          if (span?.end === verb) return span;
        }
      }
      return undefined;
    },
    // ICICI's older `Info.KAVERI FOODS.`, `Info:084217 BOI   KAVERI AGRO FOO.` (a cheque's number and the drawee bank's
    // code first): the narration's whole value a name, ending it.
    () => {
      for (const [i, t] of tokens.entries()) {
        if (!wordIs(t, 'info') || !punctIs(tokens[i + 1], '.:')) continue;
        let k = i + 2;
        if (tokens[k]?.kind === 'number' && /^\d{6}$/.test(tokens[k]?.text ?? '')) {
          k++;
          if (
            tokens[k]?.kind === 'word' &&
            /^[A-Z]{2,5}$/.test(tokens[k]?.text ?? '') &&
            isGrammarWord(wordAt(tokens, k) ?? '')
          )
            k++;
        }
        const span = nameAt(k);
        const after = tokens[span?.end ?? -1];
        if (
          span !== undefined &&
          (after === undefined || (punctIs(after, '.') && tokens[span.end + 1]?.spaced !== false))
        )
          return span;
      }
      return undefined;
    },
    // HDFC's `towards <narration> Val 21-NOV-26`: the narration a name up to its value date (`towards Kaveri AGRO
    // SOLUTIONS LLP Val …`), or a transfer's `FT - Cr - <account> - RAVI SHANKAR` whose last slot is the remitter.
    () => {
      for (const [i, t] of tokens.entries()) {
        if (!wordIs(t, 'towards')) continue;
        const val = valueDateAfter(tokens, i + 1);
        if (val === undefined) continue;
        // (The value date's "Val" is no word of the name: the name is cut there.)
        const upTo = (span: NameSpan | undefined): NameSpan | undefined => {
          const last = tokens[val - 1];
          if (span === undefined || span.end < val || span.start >= val || last === undefined)
            return undefined;
          const first = tokens[span.start];
          return first === undefined
            ? undefined
            : { name: text.slice(first.at, last.at + last.text.length), start: span.start, end: val };
        };
        const whole = upTo(nameAt(i + 1));
        if (whole !== undefined) return whole;
        if (!wordIs(tokens[i + 1], 'ft')) continue;
        for (let j = val - 1; j > i + 1; j--) {
          if (!punctIs(tokens[j - 1], '-')) continue;
          const span = upTo(nameAt(j));
          return span !== undefined && /\d{6}/.test(tokens[j - 2]?.text ?? '') ? span : undefined;
        }
      }
      return undefined;
    },
    // HDFC's fund transfer `for FT- MEERA IYER-XXXXXXXXXX4821 - RAVI SHANKAR`: the holder and the
    // account credited, then, after the account, the remitter.
    () => {
      for (const [i, t] of tokens.entries()) {
        if (!wordIs(t, 'ft') || !punctIs(tokens[i + 1], '-')) continue;
        for (let m = i + 2; m < tokens.length && m <= i + 12; m++) {
          if (tokens[m]?.kind !== 'masked') continue;
          return punctIs(tokens[m + 1], '-') ? nameAt(m + 2) : undefined;
        }
      }
      return undefined;
    },
    // "towards SALARY KAVERI SOFTWARE SERVICES P", "by SALARY SHARMA TEXTILES": the employer that paid it.
    () => {
      for (const [i, t] of tokens.entries()) {
        if (!wordIs(t, 'salary') || !wordIs(tokens[i - 1], 'towards', 'for', 'by')) continue;
        const span = nameAt(punctIs(tokens[i + 1], '-/:') ? i + 2 : i + 1);
        if (span !== undefined) return span;
      }
      return undefined;
    },
    // "has credit for MEENAKSHI RAGHAVAN of Rs 4,600.00": what the credit is for, when it is a name.
    () => {
      for (const [i, t] of tokens.entries()) {
        if (!wordIs(t, 'credit') || !wordIs(tokens[i + 1], 'for')) continue;
        const span = nameAt(i + 2);
        if (span !== undefined && wordIs(tokens[span.end], 'of') && tokens[span.end + 1]?.kind === 'money')
          return span;
      }
      return undefined;
    },
    // `for XXXXXX0461-TPT-Transfer-ANAND MENON`, `towards N/N325221881956972/HDFC0000240/SHARMA TEXTILES
    // PV`: a narration after an account or a reference whose last slot is the remitter's name.
    () => {
      for (const [i, t] of tokens.entries()) {
        const seed =
          t.kind === 'masked' || ((t.kind === 'word' || t.kind === 'number') && /\d{6}/.test(t.text));
        if (!seed || !punctIs(tokens[i + 1], '/-') || tokens[i + 1]?.spaced) continue;
        let last = -1;
        for (let j = i + 1; punctIs(tokens[j], '/-') && !tokens[j]?.spaced && j <= i + 12;) {
          last = j + 1;
          j += 2;
          while (
            tokens[j] !== undefined &&
            !punctIs(tokens[j], '/-') &&
            tokens[j]?.kind === 'word' &&
            j < i + 12
          )
            j++;
        }
        // The name ends the narration: a sentence goes on after no name (`/payment on Myntra using UPI`).
        const span = last > i + 2 ? nameAt(last) : undefined;
        if (span !== undefined && tokens[span.end]?.kind !== 'word') return span;
      }
      return undefined;
    },
  ];
  for (const candidate of candidates) {
    const name = candidate();
    if (name !== undefined) return name;
  }
  return undefined;
}

/**
 * The handle at `i` is labelled "VPA", "UPI ID" or "UPI", and "your" stands shortly before the label with no
 * payer's word ("from", "by", "linked", "sender") between: the seller's own handle.
 */
export function labelledYours(tokens: readonly Token[], i: number): boolean {
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
export function payerHandles(tokens: readonly Token[]): { i: number; text: string }[] {
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
export function payerWords(text: string, tokens: readonly Token[], remarkStart: number): Set<number> {
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
export function narrationSlots(tokens: readonly Token[], k: number, words: Set<number>): void {
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

/** Where the payer's own words begin ("Payer Remark - Paid via …"): never read as the bank's. */
export function freeTextStart(tokens: readonly Token[]): number {
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
