// Shapes of values that cross the API, shared by every route that accepts them.
import { z } from 'zod';
import type { IssueDetail } from './errors.js';

/** A validation failure as CONTRACT §1's `details`: one entry per problem, named by its path. */
export function issuesOf(error: z.ZodError): IssueDetail[] {
  return error.issues.flatMap((i): IssueDetail[] => {
    // An unknown key is reported at the key itself, so the typo is named.
    if (i.code === 'unrecognized_keys') {
      return i.keys.map((k) => ({ path: [...i.path, k].join('.'), issue: 'unknown field' }));
    }
    const path = i.path.join('.') || '(body)';
    // An amount typed as a person writes it ("499", "499.00") is the commonest first mistake.
    if (i.code === 'invalid_type' && /_paise$/.test(String(i.path.at(-1) ?? ''))) {
      return [{ path, issue: 'must be integer paise (a JSON number, not text), e.g. 49900 for ₹499' }];
    }
    return [{ path, issue: i.message }];
  });
}

/**
 * A UPI virtual payment address: handle@provider. The one rule for every handle we take in: the
 * payee's (settings, CLI), a reporter's structured report and a bank message read by a parser.
 */
export const VPA_PATTERN = /^[a-zA-Z0-9][a-zA-Z0-9.\-_]{1,255}@[a-zA-Z][a-zA-Z0-9.-]{1,63}$/;
export const vpa = z.string().trim().regex(VPA_PATTERN, 'must be a UPI handle such as name@bank');

/** A whole number written as text: ASCII digits and nothing else (no sign, space, point or exponent). */
export const DIGITS_PATTERN = /^[0-9]+$/;

/**
 * A whole number a reporter sends as a JSON number or as its text (CONTRACT §7: an iPhone Shortcut sends
 * every value as text). Text is taken strictly: only a plain string of ASCII digits, read as the number
 * it spells and held to the same range; anything else is refused with one issue saying what is taken.
 */
export function wholeNumberOrDigits(range: { min: number; max: number }, what: string) {
  const error = `must be ${what}, a JSON number or a string of digits, from ${range.min} to ${range.max}`;
  const number = z.number({ error }).int({ error }).min(range.min, { error }).max(range.max, { error });
  return z
    .union([number, z.string().regex(DIGITS_PATTERN, { error })], { error })
    .transform(Number)
    .pipe(number);
}

/** A 12-digit UPI reference number (RRN / UTR). */
export const RRN_PATTERN = /^\d{12}$/;
export const rrn = z.string().regex(RRN_PATTERN, 'must be the 12-digit UPI reference number');

/** Unix seconds, as a number or its digits. */
export const UNIX_SECONDS = { min: 0, max: 1e11 } as const;
export const unixSeconds = wholeNumberOrDigits(UNIX_SECONDS, 'unix seconds');
