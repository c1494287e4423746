// Who may sign in to the shop (CONTRACT §13 /app/team).
import Router from '@koa/router';
import { z } from 'zod';
import { DomainError } from '../../domain/errors.js';
import { JOIN_LINK_TTL_SECONDS } from '../../domain/rules.js';
import type { Services } from '../../services.js';
import type { Ctx } from '../middleware.js';
import type { RequestState } from '../state.js';
import { html } from './html.js';
import { csrfField, field, page } from './layout.js';
import { formText, sessionOf, tenantOf } from './forms.js';

const text = (body: unknown, k: string): string => formText(body, k).trim();

export function teamRoutes(s: Services): Router<RequestState> {
  const r = new Router<RequestState>();

  const teamPage = async (ctx: Ctx, typed = '', error?: string): Promise<string> => {
    const session = sessionOf(ctx);
    const addresses = await s.team.addresses(tenantOf(ctx));
    const waiting = await s.signIn.pendingJoins(tenantOf(ctx));
    const invited = ctx.query.invited === '1' && !error;
    return page({
      title: 'Team',
      session,
      current: '/app/team',
      body: html`<h1>Who may sign in</h1>
        ${
          invited
            ? html`<p class="success" role="status">
                If that address can get mail, a confirmation link is on its way to it. It may sign in here
                once its owner opens the link (within ${JOIN_LINK_TTL_SECONDS / 3600} hours).
              </p>`
            : ''
        }
        <ul class="list">
          ${addresses.map(
            (a) =>
              html`<li>
                <div class="row">
                  <span>${a.email}</span
                  >${a.email === session.email ? html`<span class="muted">you</span>` : ''}
                </div>
                ${
                  addresses.length > 1
                    ? html`<form method="post" action="/app/team/remove">
                        ${csrfField(session)}<input type="hidden" name="email" value="${a.email}" />
                        <button class="secondary" type="submit">Remove ${a.email}</button>
                      </form>`
                    : html`<div class="muted">The last address cannot be removed.</div>`
                }
              </li>`,
          )}
        </ul>
        ${
          waiting.length > 0
            ? html`<h2>Waiting for confirmation</h2>
                <ul class="list">
                  ${waiting.map(
                    (w) =>
                      html`<li>
                        <div class="row">
                          <span>${w.email}</span><span class="badge pending">not confirmed</span>
                        </div>
                        <form method="post" action="/app/team/remove">
                          ${csrfField(session)}<input type="hidden" name="email" value="${w.email}" />
                          <button class="secondary" type="submit">Cancel ${w.email}</button>
                        </form>
                      </li>`,
                  )}
                </ul>`
            : ''
        }
        <form class="card" method="post" action="/app/team" novalidate>
          ${csrfField(session)}
          ${field({ name: 'email', label: 'Add an address', type: 'email', value: typed, error, autocomplete: 'off', hint: 'We mail it a link; it may sign in once its owner opens the link.' })}
          <button type="submit">Add</button>
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
    let error: string | undefined;
    if (!parsed.success) error = 'Type an e-mail address, like name@example.com.';
    else {
      // The same answer whatever the address: on another shop, on this one, or on none (issue 30).
      try {
        const mailId = await s.signIn.invite(tenantOf(ctx), parsed.data);
        if (mailId) ctx.res.once('finish', () => s.mailDispatcher.dispatch(mailId));
      } catch (err) {
        if (!(err instanceof DomainError) || err.status !== 400) throw err;
        error = err.message;
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
