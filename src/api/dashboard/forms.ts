// What every dashboard page reads of its request: the signed-in shop, its session, a form's text fields.
import type { Session } from '../../ledger/sign-in.js';
import type { Ctx } from '../middleware.js';

export const tenantOf = (ctx: Ctx): string => ctx.state.tenantId as string;
export const sessionOf = (ctx: Ctx): Session => ctx.state.session as Session;

/** A form field's text as typed (absent or not text: empty). */
export const formText = (body: unknown, k: string): string => {
  const v = (body as Record<string, unknown> | undefined)?.[k];
  return typeof v === 'string' ? v : '';
};
