// The dashboard's sign-in request (CONTRACT §13): a form field or JSON `{"email"}`.
import { z } from 'zod';

export const loginForm = z
  .object({ email: z.string().trim().max(254).pipe(z.email()) })
  .meta({ id: 'SignInRequest' });

/** The JSON answer, the same whether or not the address has an account. */
export const loginAccepted = z.strictObject({ ok: z.literal(true) }).meta({ id: 'SignInAccepted' });
