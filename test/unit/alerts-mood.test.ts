// A long message is read by a table of its sentences (mood.ts `sentencesOf`) instead of walking to each
// direction word's sentence ends, which was quadratic; both ways must give the same answer, so a direction
// word reads the same whether its message is an SMS or the tail of a long mail.
import { describe, expect, test } from '@jest/globals';
import { unrealised } from '../../src/ingest/alerts/mood.js';
import { tokenize } from '../../src/ingest/alerts/tokens.js';

const DIRECTIONS = new Set(['credited', 'received', 'deposited', 'debited']);

/** For each direction word of `text`: whether it is unrealised. */
function moods(text: string): boolean[] {
  const tokens = tokenize(text);
  return tokens.flatMap((t, i) =>
    t.kind === 'word' && DIRECTIONS.has(t.lower) ? [unrealised(tokens, i)] : [],
  );
}

const PADDING = 'Thank you for banking with us. '.repeat(60); // about 400 tokens, whole sentences only

describe('a direction word reads the same in a short and a long message', () => {
  test.each([
    ['Rs 500 credited to a/c XX1234 on 21-11-26. UPI Ref 632514087215.', [false]],
    ['If someone says Rs 5,000 has been credited by mistake, do not pay it back.', [true]],
    ['Got an SMS saying Rs.10,000 credited to your account?', [true]],
    ['Salary credited?', [true]],
    ['Was the Rs 4,200 credited to your a/c received on time?', [true, true]],
    ['Rs 500 credited to a/c XX1234. Not you? Call 1800', [false]],
    ['Your cheque has been received and will be credited after clearing.', [false, true]],
    ['Rs 500 credited to a/c XX1234; if not done by you, call us. Rs 20 debited as charges.', [false, false]],
  ])('%s', (text, expected) => {
    expect(moods(text)).toEqual(expected);
    const long = moods(PADDING + text);
    expect(tokenize(PADDING + text).length).toBeGreaterThan(256);
    expect(long).toEqual(expected);
  });
});
