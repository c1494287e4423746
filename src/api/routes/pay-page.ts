// The payer's side (CONTRACT §9), keyed by the page token in the path: the token is the credential.
import Router from '@koa/router';
import { z } from 'zod';
import { rrn } from '../../domain/validation.js';
import type { Services } from '../../services.js';
import { parse } from '../validate.js';
import type { RequestState } from '../state.js';
import type { Ctx } from '../middleware.js';

const utrForm = z.strictObject({ utr: z.string().trim().pipe(rrn) });

/** A browser form gets a redirect back to the page; an API caller gets JSON (CONTRACT §12). */
export const wantsJson = (ctx: Ctx): boolean =>
  !ctx.is('application/x-www-form-urlencoded') || ctx.accepts(['html', 'json']) === 'json';

export function payPageRoutes(s: Services): Router<RequestState> {
  const r = new Router<RequestState>();

  // The payer's UPI reference number, evidence `rrn` when the bank's credit carries the same one.
  r.post('/p/:token/utr', async (ctx) => {
    const token = ctx.params.token as string;
    const { utr } = parse(utrForm, ctx.request.body ?? {});
    const order = await s.intents.recordPayerUtr(token, utr);
    if (wantsJson(ctx)) {
      ctx.body = { status: order.status, utr };
    } else {
      ctx.status = 303;
      ctx.redirect(`/p/${encodeURIComponent(token)}`);
    }
  });

  return r;
}
