// Which language a page speaks (CONTRACT §9): the switch (`?lang=hi` / `?lang=en` on any page that
// has one) wins and is remembered in a cookie; then that cookie; then Accept-Language, Hindi when
// `hi` ranks above `en`. Set on ctx.state.lang for the pages and mails the request makes.
import type { Next } from 'koa';
import { isLang, LANG_COOKIE, preferredLanguage, type Lang } from '../i18n/index.js';
import type { Ctx } from './middleware.js';

const ONE_YEAR_SECONDS = 365 * 24 * 3600;

function cookieLanguage(ctx: Ctx): Lang | undefined {
  for (const part of ctx.get('cookie').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LANG_COOKIE && isLang(value)) return value;
  }
  return undefined;
}

export function language(opts: { secure: boolean }) {
  return async (ctx: Ctx, next: Next): Promise<void> => {
    const chosen = ctx.query.lang;
    if (isLang(chosen)) {
      ctx.state.lang = chosen;
      // Appended, so a session cookie set by the same answer survives.
      ctx.append(
        'set-cookie',
        `${LANG_COOKIE}=${chosen}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax; HttpOnly${opts.secure ? '; Secure' : ''}`,
      );
    } else {
      ctx.state.lang = cookieLanguage(ctx) ?? preferredLanguage(ctx.get('accept-language'));
    }
    // What the page says depends on these headers: no shared cache may answer one for another.
    ctx.vary('accept-language');
    ctx.vary('cookie');
    await next();
  };
}
