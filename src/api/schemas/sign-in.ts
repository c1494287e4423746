// The dashboard's sign-in request (CONTRACT §13): a form field or JSON `{"email"}`.
import { z } from 'zod';

export const loginForm = z
  .object({ email: z.string().trim().max(254).pipe(z.email()) })
  .meta({ id: 'SignInRequest' });

/**
 * The JSON request's fields, and no others (CONTRACT §1: an unknown field is a 400 naming it, E11-3);
 * the e-mail itself is checked by `loginForm`. The page's form stays lenient: a browser or an
 * extension may add fields of its own.
 */
export const loginJsonFields = z.strictObject({ email: z.unknown().optional() });

/** The JSON answer, the same whether or not the address has an account. */
export const loginAccepted = z.strictObject({ ok: z.literal(true) }).meta({ id: 'SignInAccepted' });
