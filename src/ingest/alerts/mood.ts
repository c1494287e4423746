// Whether a direction word says money moved, now: "will be credited", "can be credited", "is being
// credited", "will get credited", "could not be credited", "has not been credited", "is yet to be
// credited" all speak of money that has not come in. A message that says so of a credit is a notice
// (a promise, an offer, a failure), whatever else it says: "Your cheque has been received and will be
// credited after clearing" is no payment yet.
import type { Token } from './tokens.js';
import { previousWord } from './words.js';

/** Words right before a verb that make it future, possible or in progress. */
const NOT_DONE = new Set(['be', 'being', 'get', 'gets', 'getting']);
/** Words shortly before a verb that deny it ("couldn't" is `couldn`, `'`, `t`). */
const NEGATIONS = new Set(
  'not never yet unable cannot cant couldn wasn hasn isn didn haven weren wont aren doesn'.split(' '),
);

/** The verb at `i` speaks of money that has not moved (yet). */
export function unrealised(tokens: readonly Token[], i: number): boolean {
  const [p0, p1, p2] = [previousWord(tokens, i), previousWord(tokens, i, 1), previousWord(tokens, i, 2)];
  if (NOT_DONE.has(p0 ?? '')) return true;
  return [p0, p1, p2].some((w) => NEGATIONS.has(w ?? ''));
}
