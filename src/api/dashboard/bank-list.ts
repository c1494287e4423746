// The banks whose SMS alerts we read (CONTRACT §7, issue 26), on the feeds page: a search box (a plain GET
// form, so it works without the script) and each bank with the sender ids its alerts come from.
import { bankDirectory } from '../../ingest/alerts/banks.js';
import { html, type Html } from './html.js';

/** `query`: the page's `?bank=` parameter, if any. */
export function bankListCard(query: unknown): Html {
  const q = typeof query === 'string' ? query.slice(0, 60) : '';
  const banks = bankDirectory(q);
  return html`<div class="card" id="banks">
    <h2>Banks we read</h2>
    <p class="muted">
      SMS alerts from these banks are read on your phone's feed: UPI, IMPS and NEFT credits. Their alerts come
      from the sender ids shown (with any prefix, such as <code>VM-</code> or <code>AX-</code>).
    </p>
    <form method="get" action="/app/feeds#banks" role="search">
      <label for="bank-search">Find your bank</label>
      <input id="bank-search" name="bank" type="search" value="${q}" placeholder="Bank name or sender id" />
      <button class="secondary" type="submit">Search</button>
    </form>
    ${
      banks.length === 0
        ? html`<p>No bank matches “${q}”. Tell us which bank it is and we will add it.</p>`
        : html`<ul class="list" id="bank-list">
            ${banks.map(
              (b) =>
                html`<li data-bank="${b.id}">
                  <b>${b.name}</b>
                  <span class="muted">${b.headers.join(', ')}</span>
                  <span class="hint">${b.reads}</span>
                </li>`,
            )}
          </ul>`
    }
  </div>`;
}
