// Destructive buttons ask first (CONTRACT §13: Cancel order, Revoke key, Revoke device). Without script
// the first post answers this page; its "Yes" posts again with `confirm=yes`, which acts.
import { t } from '../../i18n/index.js';
import type { Ctx } from '../middleware.js';
import { html } from './html.js';
import { csrfField } from './layout.js';
import { appPage, formText, langOf, sessionOf } from './forms.js';

export const confirmed = (ctx: Ctx): boolean => formText(ctx.request.body, 'confirm') === 'yes';

/** The question, its consequence and the Yes button come in the request's language. */
export function askToConfirm(
  ctx: Ctx,
  o: { current: string; question: string; consequence: string; action: string; yes: string; back: string },
): void {
  ctx.type = 'html';
  ctx.body = appPage(ctx, {
    title: o.question,
    current: o.current,
    switchPath: o.back,
    body: html`<h1>${o.question}</h1>
      <div class="card">
        <p>${o.consequence}</p>
        <form method="post" action="${o.action}">
          ${csrfField(sessionOf(ctx))}<input type="hidden" name="confirm" value="yes" />
          <div class="actions">
            <button class="danger" type="submit">${o.yes}</button>
            <a href="${o.back}">${t(langOf(ctx), 'confirm.back')}</a>
          </div>
        </form>
      </div>`,
  }).value;
}
