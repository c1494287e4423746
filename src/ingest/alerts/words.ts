// Moving about the tokens of one message: the word at a place, the words next to it, skipping punctuation,
// and where its sentences end (an abbreviation's '.' ends none).
import type { Token } from './tokens.js';

export const wordAt = (tokens: readonly Token[], i: number): string | undefined => {
  const t = tokens[i];
  return t?.kind === 'word' ? t.lower : undefined;
};

/** The next word after `i`, skipping punctuation. */
export function nextWord(tokens: readonly Token[], i: number): string | undefined {
  for (let j = i + 1; j < tokens.length && j <= i + 3; j++) {
    const t = tokens[j];
    if (t?.kind === 'word') return t.lower;
    if (t?.kind !== 'punct') return undefined;
  }
  return undefined;
}

/** The word before `i`, skipping punctuation. */
export function previousWord(tokens: readonly Token[], i: number, skip = 0): string | undefined {
  let seen = 0;
  for (let j = i - 1; j >= 0 && j >= i - 4; j--) {
    const t = tokens[j];
    if (t?.kind === 'punct') continue;
    if (t?.kind !== 'word') return undefined;
    if (seen++ === skip) return t.lower;
  }
  return undefined;
}

/** The previous non-punctuation tokens before `i`, nearest first, at most `limit`. */
export function before(tokens: readonly Token[], i: number, limit: number): Token[] {
  const found: Token[] = [];
  for (let j = i - 1; j >= 0 && found.length < limit; j--) {
    const t = tokens[j];
    if (t !== undefined && t.kind !== 'punct') found.push(t);
  }
  return found;
}

/** How alerts write "your": the customer's own account, card or handle follows. */
export const YOURS_WORDS = new Set(['your', 'ur', 'yr']);

/** No sentence ends between tokens `a` and `b` (an abbreviation's '.' ends none). */
export function sameSentence(tokens: readonly Token[], a: number, b: number): boolean {
  for (let k = Math.min(a, b); k < Math.max(a, b); k++) {
    const t = tokens[k];
    if (t?.kind !== 'punct' || !['.', '!', '?', ';'].includes(t.text) || tokens[k + 1]?.spaced === false)
      continue;
    if (t.text !== '.' || !ABBREVIATED.has(wordAt(tokens, k - 1) ?? '')) return false;
  }
  return true;
}

/**
 * The non-punctuation tokens before `i`, nearest first, at most `limit`, within its sentence ("…from
 * ravi@ybl successful. A/c XX1234": the "from" is the sentence before's).
 */
export function sameSentenceBefore(tokens: readonly Token[], i: number, limit: number): Token[] {
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

/** Words a '.' abbreviates rather than ends a sentence after. */
export const ABBREVIATED = new Set([
  // ("Rs.500.00 Cr. to A/c XX1234 …": the credit mark's '.', no sentence's end.)
  'cr',
  'crd',
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
