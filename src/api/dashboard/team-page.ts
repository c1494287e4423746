// Who may sign in to the shop (CONTRACT §13 /app/team).
import Router from '@koa/router';
import { z } from 'zod';
import { DomainError } from '../../domain/errors.js';
import { JOIN_LINK_TTL_SECONDS } from '../../domain/rules.js';
import type { Services } from '../../services.js';
import type { Ctx } from '../middleware.js';
import type { RequestState } from '../state.js';
import { t } from '../../i18n/index.js';
import { html } from './html.js';
import { csrfField, field } from './layout.js';
import { say } from './say.js';
import { appPage, formText, langOf, sessionOf, tenantOf } from './forms.js';

const text = (body: unknown, k: string): string => formText(body, k).trim();

export function teamRoutes(s: Services): Router<RequestState> {
  const r = new Router<RequestState>();

  const teamPage = async (ctx: Ctx, typed = '', error?: string): Promise<string> => {
    const session = sessionOf(ctx);
    const addresses = await s.team.addresses(tenantOf(ctx));
    const waiting = await s.signIn.pendingJoins(tenantOf(ctx));
    const invited = ctx.query.invited === '1' && !error;
    const lang = langOf(ctx);
    return appPage(ctx, {
      title: t(lang, 'team.title'),
      current: '/app/team',
      switchPath: '/app/team',
      body: html`<h1>${say(lang, 'team.heading')}</h1>
        ${
          invited
            ? html`<p class="success" role="status">
                ${say(lang, 'team.invited', { hours: JOIN_LINK_TTL_SECONDS / 3600 })}
              </p>`
            : ''
        }
        <ul class="list">
          ${addresses.map(
            (a) =>
              html`<li>
                <div class="row">
                  <span>${a.email}</span
                  >${a.email === session.email ? html`<span class="muted">${say(lang, 'team.you')}</span>` : ''}
                </div>
                ${
                  addresses.length > 1
                    ? html`<form method="post" action="/app/team/remove">
                        ${csrfField(session)}<input type="hidden" name="email" value="${a.email}" />
                        <button class="secondary" type="submit">
                          ${say(lang, 'team.remove', { email: a.email })}
                        </button>
                      </form>`
                    : html`<div class="muted">${say(lang, 'team.last')}</div>`
                }
              </li>`,
          )}
        </ul>
        ${
          waiting.length > 0
            ? html`<h2>${say(lang, 'team.waiting')}</h2>
                <ul class="list">
                  ${waiting.map(
                    (w) =>
                      html`<li>
                        <div class="row">
                          <span>${w.email}</span
                          ><span class="badge pending">${say(lang, 'team.not_confirmed')}</span>
                        </div>
                        <form method="post" action="/app/team/remove">
                          ${csrfField(session)}<input type="hidden" name="email" value="${w.email}" />
                          <button class="secondary" type="submit">
                            ${say(lang, 'team.cancel', { email: w.email })}
                          </button>
                        </form>
                      </li>`,
                  )}
                </ul>`
            : ''
        }
        <form class="card" method="post" action="/app/team" novalidate>
          ${csrfField(session)}
          ${field({ name: 'email', label: t(lang, 'team.add'), type: 'email', value: typed, error, autocomplete: 'off', hint: t(lang, 'team.add_hint') })}
          <button type="submit">${say(lang, 'team.add_button')}</button>
        </form>`,
    }).value;
  };

  r.get('/app/team', async (ctx) => {
    ctx.type = 'html';
    ctx.body = await teamPage(ctx);
  });

  r.post('/app/team', async (ctx) => {
    const typed = text(ctx.request.body, 'email');
    const parsed = z.email().max(254).safeParse(typed);
    const lang = langOf(ctx);
    let error: string | undefined;
    if (!parsed.success) error = t(lang, 'team.error.email');
    else {
      // The same answer whatever the address: on another shop, on this one, or on none (issue 30).
      // The confirmation mail speaks the language of the seller who adds the address.
      try {
        const mailId = await s.signIn.invite(tenantOf(ctx), parsed.data, lang);
        if (mailId) ctx.res.once('finish', () => s.mailDispatcher.dispatch(mailId));
      } catch (err) {
        if (!(err instanceof DomainError) || err.status !== 400) throw err;
        error = /waiting already/.test(err.message)
          ? t(lang, 'team.error.too_many', { n: Number(/^\d+/.exec(err.message)?.[0] ?? 0) })
          : t(lang, 'team.error.other');
      }
    }
    if (error) {
      ctx.status = 400;
      ctx.type = 'html';
      ctx.body = await teamPage(ctx, typed, error);
      return;
    }
    ctx.status = 303;
    ctx.redirect('/app/team?invited=1');
  });

  r.post('/app/team/remove', async (ctx) => {
    await s.team.remove(tenantOf(ctx), text(ctx.request.body, 'email').toLowerCase());
    ctx.status = 303;
    ctx.redirect('/app/team');
  });

  return r;
}
