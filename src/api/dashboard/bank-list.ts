// The banks whose SMS alerts we read (CONTRACT §7, issue 26), on the feeds page: a search box (a plain GET
// form, so it works without the script) and each bank with the sender ids its alerts come from.
import { t, type Lang } from '../../i18n/index.js';
import { bankDirectory } from '../../ingest/alerts/banks.js';
import { html, type Html } from './html.js';
import { say } from './say.js';

/** `query`: the page's `?bank=` parameter, if any. */
export function bankListCard(query: unknown, lang: Lang = 'en'): Html {
  const q = typeof query === 'string' ? query.slice(0, 60) : '';
  const banks = bankDirectory(q);
  return html`<div class="card" id="banks">
    <h2>${say(lang, 'banks.heading')}</h2>
    <p class="muted">
      ${say(lang, 'banks.intro', { vm: html`<code>VM-</code>`, ax: html`<code>AX-</code>` })}
    </p>
    <form method="get" action="/app/feeds#banks" role="search">
      <label for="bank-search">${say(lang, 'banks.find')}</label>
      <input
        id="bank-search"
        name="bank"
        type="search"
        value="${q}"
        placeholder="${t(lang, 'banks.placeholder')}"
      />
      <button class="secondary" type="submit">${say(lang, 'banks.search')}</button>
    </form>
    ${
      banks.length === 0
        ? html`<p>${say(lang, 'banks.none', { query: q })}</p>`
        : html`<ul class="list" id="bank-list">
            ${banks.map(
              (b) =>
                html`<li data-bank="${b.id}">
                  <b>${b.name}</b>
                  <span class="muted">${b.headers.join(', ')}</span>
                  <span class="hint">${say(lang, 'banks.reads')}</span>
                </li>`,
            )}
          </ul>`
    }
  </div>`;
}
