// Request validation: zod schemas, failures turned into CONTRACT §1's `details`.
import type { z } from 'zod';
import { invalidRequest } from '../domain/errors.js';
import { issuesOf } from '../domain/validation.js';

export { issuesOf };

export function parse<S extends z.ZodType>(schema: S, value: unknown, what = 'request body'): z.infer<S> {
  const r = schema.safeParse(value);
  if (!r.success) throw invalidRequest(`The ${what} is not valid.`, issuesOf(r.error));
  return r.data;
}

/** Operations that take no body refuse one, so a misplaced parameter is never silently ignored. */
export function requireNoBody(body: unknown): void {
  if (body !== undefined && body !== null && !(typeof body === 'object' && Object.keys(body).length === 0)) {
    throw invalidRequest('This operation takes no request body.', [
      { path: '(body)', issue: 'must be empty' },
    ]);
  }
}
