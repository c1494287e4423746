// Bank alert e-mail (CONTRACT §13 /app/feeds): the ingest address, per-bank forwarding steps, the last
// mail and its outcome.
import Router from '@koa/router';
import { BANKS } from '../../ingest/alerts/banks.js';
import { getTenant, renderSettings } from '../../ledger/tenants.js';
import type { Services } from '../../services.js';
import type { RequestState } from '../state.js';
import { t, type MessageKey } from '../../i18n/index.js';
import { html } from './html.js';
import { mailForwardingSteps } from './mail-forwarding-steps.js';
import { badge, label as b, when } from './layout.js';
import { say } from './say.js';
import { appPage, langOf, tenantOf } from './forms.js';
import { bankListCard } from './bank-list.js';

const MAIL_OUTCOME_WORDS: Record<string, MessageKey> = {
  credited: 'feeds.outcome.credited',
  repeat: 'feeds.outcome.repeat',
  forwarding_confirmation: 'feeds.outcome.forwarding_confirmation',
  ignored: 'feeds.outcome.ignored',
  unparseable: 'feeds.outcome.unparseable',
  rejected: 'feeds.outcome.rejected',
};
/** Parsers name banks by a short id; a seller reads the bank's own name (every bank's, from banks.ts). */
const BANK_NAMES = new Map(BANKS.map((b) => [b.id, b.name]));
const bankName = (id: string): string => BANK_NAMES.get(id) ?? id.toUpperCase();

const REJECTION_WORDS: Record<string, MessageKey> = {
  unsigned: 'feeds.reject.unsigned',
  not_a_bank: 'feeds.reject.not_a_bank',
  too_large: 'feeds.reject.too_large',
  dkim_failed: 'feeds.reject.dkim_failed',
};

export function feedsRoutes(s: Services): Router<RequestState> {
  const r = new Router<RequestState>();

  r.get('/app/feeds', async (ctx) => {
    const lang = langOf(ctx);
    const tenantId = tenantOf(ctx);
    const settings = renderSettings(await getTenant(s.db, tenantId), s.config.ingestDomain);
    const outcomes = await s.dashboard.mailOutcomes(tenantId, 10);
    const gmail = await s.emailFeed.latestForwardingConfirmation(tenantId);
    const banks = BANKS.flatMap((b) => (b.mailDomains ? [{ bank: b.id, domains: b.mailDomains }] : []));
    // An outcome's detail: a refusal's reason in words; an ignored or unread mail's detail is the
    // intake's own note (English), kept as written only on the English page.
    const detailOf = (outcome: string, detail: string): string | undefined =>
      outcome === 'rejected'
        ? t(lang, 'feeds.because', { why: t(lang, REJECTION_WORDS[detail] ?? 'feeds.reject.other') })
        : lang === 'en'
          ? detail
          : undefined;
    ctx.type = 'html';
    ctx.body = appPage(ctx, {
      title: t(lang, 'feeds.title'),
      current: '/app/feeds',
      body: html`<h1>${say(lang, 'feeds.heading')}</h1>
        <div class="card">
          <h2>${say(lang, 'feeds.email')}</h2>
          <p>${say(lang, 'feeds.forward_to')}</p>
          <code class="secret" id="ingest-address">${settings.ingest_address}</code>
          <button class="secondary" type="button" data-copy="${settings.ingest_address}" hidden>
            ${say(lang, 'feeds.copy')}
          </button>
          <p class="muted">${say(lang, 'feeds.signed_only')}</p>
        </div>
        ${mailForwardingSteps(settings.ingest_address, lang)}
        ${
          gmail
            ? html`<div class="card" id="gmail-confirmation">
                <h2>${say(lang, 'feeds.gmail.heading')}</h2>
                <p>
                  ${say(lang, 'feeds.gmail.asked', {
                    address: html`<b>${gmail.requested_by}</b>`,
                    time: when(gmail.received_at, lang),
                    confirm: b('Confirm'),
                  })}
                </p>
                <p>
                  <a class="button" href="${gmail.confirm_url}" rel="noreferrer noopener"
                    >${say(lang, 'feeds.gmail.button')}</a
                  >
                </p>
                <p>
                  ${say(lang, 'feeds.gmail.code', { code: html`<code id="gmail-code">${gmail.code}</code>` })}
                </p>
              </div>`
            : ''
        }
        ${
          // One card for every bank: the steps above are the same for each, only the sender differs
          // (a card per bank made the page 14,500 px tall at 360 px once 16 banks were read).
          html`<div class="card" id="bank-senders">
            <h2>${say(lang, 'feeds.banks.heading')}</h2>
            <p>${say(lang, 'feeds.banks.filter', { from: html`<code>from:</code>` })}</p>
            <ul class="senders">
              ${banks.map(
                (bank) =>
                  html`<li>
                    <b>${bankName(bank.bank)}</b>
                    <code>${bank.domains.map((d, i) => html`${i > 0 ? ' OR ' : ''}@${d}`)}</code>
                  </li>`,
              )}
            </ul>
            <p>${say(lang, 'feeds.banks.ask')}</p>
          </div>`
        }
        <h2>${say(lang, 'feeds.last')}</h2>
        ${outcomes.length === 0 ? html`<p class="card">${say(lang, 'feeds.no_mail')}</p>` : ''}
        <ul class="list">
          ${outcomes.map((o) => {
            const key = MAIL_OUTCOME_WORDS[o.outcome];
            const detail = o.detail ? detailOf(o.outcome, o.detail) : undefined;
            return html`<li>
              <div class="row">
                <span>${when(o.receivedAt, lang)}</span>${badge(o.outcome, key ? t(lang, key) : o.outcome)}
              </div>
              ${detail ? html`<div class="muted">${detail}</div>` : ''}
            </li>`;
          })}
        </ul>
        <p class="muted">
          ${say(lang, 'feeds.phones', { devices: html`<a href="/app/devices">${say(lang, 'nav.devices')}</a>` })}
        </p>
        ${bankListCard(ctx.query.bank, lang)}`,
    }).value;
  });

  return r;
}
