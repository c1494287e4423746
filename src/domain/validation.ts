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

/** Unix seconds. */
export const unixSeconds = z.number().int().min(0).max(1e11);

/** A 12-digit UPI reference number (RRN / UTR). */
export const RRN_PATTERN = /^\d{12}$/;
export const rrn = z.string().regex(RRN_PATTERN, 'must be the 12-digit UPI reference number');
