// Misspelt direction words (R9-13): small banks' templates and retyped or forwarded texts carry "recieved",
// "creditted", "deposted", "transfered", "debitted". Such a word was no direction at all, so a credit went
// silent (lost without an alert) and a misspelt "debited" left a payee's "credited" to be read alone. The
// reader reads the message again with the words spelt right, and then never answers a credit: a misspelt word
// is no certainty (CONTRACT §7: unsure is `unparseable`), while money out stays silent.
import type { Token } from './tokens.js';

/** The direction words a misspelling is looked for against (long enough that one slip leaves them plain). */
const TARGETS = ['credited', 'received', 'deposited', 'transferred', 'debited', 'withdrawn', 'deducted'];
/** Real words one slip from a target: no misspelling (`money sent back by receiver`, `TDS deductee`). */
const REAL_WORDS = new Set(
  'receive receiver receivers receives withdraw withdraws deductee deduced transferrer transferer'.split(' '),
);

/** Optimal string alignment distance of `a` and `b`, up to 2 (one slip: a letter added, dropped, changed or two swapped). */
function slips(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 1) return 2;
  // One slip leaves all but at most two letters as a common beginning and a common end: where they are shorter, the
  // distance is 2 or more, found without the table.
  let prefix = 0;
  while (prefix < a.length && prefix < b.length && a[prefix] === b[prefix]) prefix++;
  let suffix = 0;
  while (suffix < a.length && suffix < b.length && a[a.length - 1 - suffix] === b[b.length - 1 - suffix])
    suffix++;
  if (prefix + suffix < Math.max(a.length, b.length) - 2) return 2;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    const row: number[] = [i];
    for (let j = 1; j <= b.length; j++) {
      if (i === 0) {
        row.push(j);
        continue;
      }
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(
        (rows[i - 1]?.[j] ?? 0) + 1,
        (row[j - 1] ?? 0) + 1,
        (rows[i - 1]?.[j - 1] ?? 0) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, (rows[i - 2]?.[j - 2] ?? 0) + 1);
      row.push(d);
    }
    rows.push(row);
  }
  return rows[a.length]?.[b.length] ?? 2;
}

/** The direction word `lower` is a slip of, if any (never a word spelt right or a real word). */
function meant(lower: string): string | undefined {
  if (lower.length < 6 || !/^[a-z]+$/.test(lower) || REAL_WORDS.has(lower) || TARGETS.includes(lower))
    return undefined;
  // (A slip in the first letter is rare, and looking only at words that begin as a target keeps this cheap.)
  return TARGETS.find((t) => t[0] === lower[0] && slips(lower, t) === 1);
}

const sameCase = (original: string, word: string): string =>
  original === original.toUpperCase()
    ? word.toUpperCase()
    : /^\p{Lu}/u.test(original)
      ? word[0]?.toUpperCase() + word.slice(1)
      : word;

/**
 * The commonest misspellings of the words of money in (reader12): an English speller's own slips, printed in some
 * banks' templates and in retyped texts. A credit read with these, and only these, misspelt is read as spelt right
 * (all else must be certain, as for any credit); a rarer slip stays `unparseable`.
 */
const COMMON_SLIPS = new Set(['recieved', 'recived', 'creditted', 'credeted', 'depositted', 'transfered']);

/** Every misspelt direction word among `tokens` is one of the commonest slips. */
export const commonSlipsOnly = (tokens: readonly Token[]): boolean =>
  tokens.every((t) => t.kind !== 'word' || meant(t.lower) === undefined || COMMON_SLIPS.has(t.lower));

/** The text with its misspelt direction words spelt right, or undefined when it has none. */
export function respelt(text: string, tokens: readonly Token[]): string | undefined {
  let out = '';
  let from = 0;
  for (const t of tokens) {
    if (t.kind !== 'word') continue;
    const word = meant(t.lower);
    if (word === undefined) continue;
    out += text.slice(from, t.at) + sameCase(t.text, word);
    from = t.at + t.text.length;
  }
  return from === 0 ? undefined : out + text.slice(from);
}
