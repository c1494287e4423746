// What every dashboard page reads of its request: the signed-in shop, its session, its language, a
// form's text fields; and the frame every signed-in page is drawn in.
import { z } from 'zod';
import type { Lang } from '../../i18n/index.js';
import type { Session } from '../../ledger/sign-in.js';
import type { Ctx } from '../middleware.js';
import type { Html } from './html.js';
import { page, type PageOptions } from './layout.js';

export const tenantOf = (ctx: Ctx): string => ctx.state.tenantId as string;
export const sessionOf = (ctx: Ctx): Session => ctx.state.session as Session;
/** The language the language middleware chose (CONTRACT §9); English where none ran. */
export const langOf = (ctx: Ctx): Lang => ctx.state.lang ?? 'en';

/**
 * A dashboard list's cursor from the query string (`?cursor=`, `?parked=`, …): the list's own check
 * refuses one that is not ours; anything else (absent, repeated, too long) is no cursor.
 */
export const pageCursor = z.string().max(200).optional().catch(undefined);

/** A form field's text as typed (absent or not text: empty). */
export const formText = (body: unknown, k: string): string => {
  const v = (body as Record<string, unknown> | undefined)?.[k];
  return typeof v === 'string' ? v : '';
};

/**
 * A signed-in page in the request's language. The switch shows the page again by GET: the page's own
 * path, or for the answer to a form (a refusal, a secret shown once), the page the form is on.
 */
export function appPage(
  ctx: Ctx,
  o: Omit<PageOptions, 'lang' | 'session' | 'switchPath'> & { switchPath?: string },
): Html {
  return page({
    ...o,
    session: sessionOf(ctx),
    lang: langOf(ctx),
    switchPath: o.switchPath ?? (ctx.method === 'GET' ? ctx.path : (o.current ?? '/app')),
  });
}
