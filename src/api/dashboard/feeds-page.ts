// Bank alert e-mail (CONTRACT §13 /app/feeds): the ingest address, per-bank forwarding steps, the last
// mail and its outcome.
import Router from '@koa/router';
import { BANKS } from '../../ingest/alerts/banks.js';
import { getTenant, renderSettings } from '../../ledger/tenants.js';
import type { Services } from '../../services.js';
import type { RequestState } from '../state.js';
import { html } from './html.js';
import { mailForwardingSteps } from './mail-forwarding-steps.js';
import { badge, page, when } from './layout.js';
import { sessionOf, tenantOf } from './forms.js';
import { bankListCard } from './bank-list.js';

const MAIL_OUTCOME_WORDS: Record<string, string> = {
  credited: 'Payment recorded',
  repeat: 'Already recorded (the same alert again)',
  forwarding_confirmation: 'Gmail forwarding confirmation',
  ignored: 'Not a payment to you (ignored)',
  unparseable: 'From your bank, but we could not read it (our team is told)',
  rejected: 'Refused',
};
/** Parsers name banks by a short id; a seller reads the bank's own name. */
const BANK_NAMES: Record<string, string> = { hdfc: 'HDFC Bank', axis: 'Axis Bank' };
const bankName = (id: string): string => BANK_NAMES[id] ?? id.toUpperCase();

const REJECTION_WORDS: Record<string, string> = {
  unsigned: 'it carried no bank signature',
  not_a_bank: 'it was not signed by a bank we read',
  too_large: 'it was too large',
  dkim_failed: 'its bank signature did not verify',
};

export function feedsRoutes(s: Services): Router<RequestState> {
  const r = new Router<RequestState>();

  r.get('/app/feeds', async (ctx) => {
    const tenantId = tenantOf(ctx);
    const settings = renderSettings(await getTenant(s.db, tenantId), s.config.ingestDomain);
    const outcomes = await s.dashboard.mailOutcomes(tenantId, 10);
    const gmail = await s.emailFeed.latestForwardingConfirmation(tenantId);
    const banks = BANKS.flatMap((b) => (b.mailDomains ? [{ bank: b.id, domains: b.mailDomains }] : []));
    ctx.type = 'html';
    ctx.body = page({
      title: 'Feeds',
      session: sessionOf(ctx),
      current: '/app/feeds',
      body: html`<h1>Where payments come from</h1>
        <div class="card">
          <h2>Bank alert e-mail</h2>
          <p>Forward your bank's credit alerts to this address:</p>
          <code class="secret" id="ingest-address">${settings.ingest_address}</code>
          <button class="secondary" type="button" data-copy="${settings.ingest_address}" hidden>
            Copy address
          </button>
          <p class="muted">
            Only mail your bank signed is read; anything else is refused and nothing is kept.
          </p>
        </div>
        ${mailForwardingSteps(settings.ingest_address)}
        ${
          gmail
            ? html`<div class="card" id="gmail-confirmation">
                <h2>Finish turning on Gmail forwarding</h2>
                <p>
                  Gmail asked us to confirm forwarding from
                  <b>${gmail.requested_by}</b> (${when(gmail.received_at)}). Open this link and click
                  <b>Confirm</b>, or type the code in Gmail's forwarding settings.
                </p>
                <p>
                  <a class="button" href="${gmail.confirm_url}" rel="noreferrer noopener"
                    >Confirm forwarding</a
                  >
                </p>
                <p>Confirmation code: <code id="gmail-code">${gmail.code}</code></p>
              </div>`
            : ''
        }
        ${banks.map(
          (b) =>
            html`<div class="card">
              <h2>${bankName(b.bank)}</h2>
              <ol class="steps">
                <li>In Gmail on a computer, open Settings, then <b>Forwarding and POP/IMAP</b>.</li>
                <li>
                  Choose <b>Add a forwarding address</b> and paste <code>${settings.ingest_address}</code>.
                </li>
                <li>
                  Create a filter for mail from
                  <code>${b.domains.map((d, i) => html`${i > 0 ? ' OR ' : ''}@${d}`)}</code> with
                  <b>Forward it to</b> the address above.
                </li>
                <li>
                  Ask ${bankName(b.bank)} to send an e-mail alert for every UPI credit (net banking, alert
                  settings).
                </li>
              </ol>
            </div>`,
        )}
        <h2>Last mails received</h2>
        ${outcomes.length === 0 ? html`<p class="card">No mail has arrived yet.</p>` : ''}
        <ul class="list">
          ${outcomes.map(
            (o) =>
              html`<li>
                <div class="row">
                  <span>${when(o.receivedAt)}</span
                  >${badge(o.outcome, MAIL_OUTCOME_WORDS[o.outcome] ?? o.outcome)}
                </div>
                ${
                  o.detail
                    ? html`<div class="muted">
                        ${o.outcome === 'rejected' ? `because ${REJECTION_WORDS[o.detail] ?? o.detail.replace(/_/g, ' ')}` : o.detail}
                      </div>`
                    : ''
                }
              </li>`,
          )}
        </ul>
        <p class="muted">Phones that forward bank SMS are on the <a href="/app/devices">Devices</a> page.</p>
        ${bankListCard(ctx.query.bank)}`,
    }).value;
  });

  return r;
}
