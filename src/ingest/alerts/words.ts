// Moving about the tokens of one message: the word at a place, the words next to it, skipping punctuation.
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
