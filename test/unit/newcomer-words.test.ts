// What a new developer reads when a first call goes wrong (issue 31): a missing credential, a mistyped
// one and one of the other kind each say what is wrong; an amount sent as text says "integer paise".
import { describe, expect, test } from '@jest/globals';
import { z } from 'zod';
import { apiKeyProblem, deviceTokenProblem } from '../../src/api/credential-words.js';
import { issuesOf } from '../../src/domain/validation.js';

const hex48 = 'a'.repeat(48);

describe('a refused API key says what is wrong with it', () => {
  test.each([
    ['', /^No API key: send `Authorization: Bearer sk_\.\.\.`/],
    ['Token sk_abc', /must read `Bearer sk_\.\.\.`/],
    [
      `Bearer dvt_${hex48}`,
      /^That is a device token \(dvt_\.\.\.\); this endpoint needs an API key \(sk_\.\.\.\)\.$/,
    ],
    ['Bearer pk_live_123', /^That is not an API key: it must start with sk_/],
    [`Bearer sk_${'A'.repeat(48)}`, /mistyped: after sk_ come only the digits 0-9 and the letters a-f/],
    [`Bearer sk_${hex48.slice(1)}`, /cut short or too long: after sk_ come 48 characters, not 47/],
  ])('%j', (header, words) => {
    const message = apiKeyProblem(header);
    expect(message).toMatch(words);
    expect(message).not.toContain(hex48.slice(1));
  });
});

describe('a refused device token is never told to send what it sent', () => {
  test('a cut-short dvt_ token is told its length', () => {
    const message = deviceTokenProblem(`Bearer dvt_${hex48.slice(2)}`);
    expect(message).toBe(
      'That device token is cut short or too long: after dvt_ come 48 characters, not 46.',
    );
  });
  test('an API key sent as a device token is named', () => {
    expect(deviceTokenProblem(`Bearer sk_${hex48}`)).toMatch(
      /^That is an API key \(sk_\.\.\.\); this endpoint needs a device token/,
    );
  });
});

test('an amount given as text, or with paise as a fraction, reads "integer paise, e.g. 49900"', () => {
  const body = z.strictObject({ list_paise: z.number().int().min(1) });
  for (const value of ['49900', 499.5]) {
    const parsed = body.safeParse({ list_paise: value });
    expect(parsed.success).toBe(false);
    if (!parsed.success) {
      expect(issuesOf(parsed.error)).toEqual([
        { path: 'list_paise', issue: 'must be integer paise (a JSON number, not text), e.g. 49900 for ₹499' },
      ]);
    }
  }
});
