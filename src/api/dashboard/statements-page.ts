// Statements (CONTRACT §14 dashboard): upload the day's bank statement, list the statements, and read
// one: confirmations it does not show first (each a warning), then the payments it found (parked ones
// with Place), then the payments it proved.
import Router from '@koa/router';
import type { CreditBody } from '../../domain/credit.js';
import { DomainError } from '../../domain/errors.js';
import { ID_PATTERNS } from '../../domain/ids.js';
import { rupees } from '../../domain/money.js';
import { STATEMENT_BANKS, type StatementBank } from '../../domain/reconcile.js';
import type { LineBody, StatementBody } from '../../ledger/statements.js';
import type { Services } from '../../services.js';
import type { Ctx } from '../middleware.js';
import { statementIdPattern } from '../schemas/statements.js';
import type { RequestState } from '../state.js';
import { formText, sessionOf, tenantOf } from './forms.js';
import { html, type Html } from './html.js';
import { badge, csrfField, page, when } from './layout.js';
import type { StatementForm } from './statement-form.js';
import { linesCsv } from '../routes/statements-csv.js';

const BANK_NAMES: Record<StatementBank, string> = {
  hdfc: 'HDFC Bank',
  sbi: 'State Bank of India',
  icici: 'ICICI Bank',
  axis: 'Axis Bank',
  kotak: 'Kotak Mahindra Bank',
  generic: 'Another bank (a table with date and amounts)',
};

const CREDIT_WORDS: Record<string, string> = {
  matched: 'Confirmed its order',
  placed: 'Placed by hand',
  dismissed: 'Dismissed',
  unplaced: 'No order found',
  ambiguous: 'Could be several orders',
  duplicate: 'Looks like a repeat',
  stale: 'Time unclear',
  late: 'Paid late',
};

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

const SHORT_DATE = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const dateOf = (iso: string): string => SHORT_DATE.format(new Date(`${iso}T00:00:00Z`));

/** "1 Sep – 4 Sep", or one day. */
export const periodOf = (s: StatementBody): string =>
  s.period_from === s.period_to
    ? dateOf(String(s.period_from))
    : `${dateOf(String(s.period_from))} – ${dateOf(String(s.period_to))}`;

const warnings = (s: StatementBody): number => (s.not_in_statement as string[]).length;

const outcomesLine = (s: StatementBody): string => {
  const o = s.outcomes as Record<string, number>;
  return `${o.proved} proved · ${o.found} found · ${o.not_a_payment} not from customers · ${o.repeat} seen before`;
};

/** The home page's line: the last statement's period and its warnings (CONTRACT §14). */
export function lastStatementLine(last: StatementBody | undefined): Html {
  if (last === undefined) {
    return html`<p id="last-statement" class="muted">
      No bank statement checked yet. <a href="/app/statements">Upload today's</a> to prove every payment.
    </p>`;
  }
  const n = warnings(last);
  return html`<p id="last-statement" class="${n > 0 ? 'notice' : 'muted'}">
    Last statement: <a href="/app/statements/${last.statement_id}">${periodOf(last)}</a> ·
    ${n > 0 ? `${n} confirmed payment${n === 1 ? '' : 's'} not in it` : 'every payment proved'}
  </p>`;
}

function statementIdParam(id: string | undefined): string {
  if (!id || !statementIdPattern.test(id)) throw new DomainError(404, 'not_found', 'No such statement.');
  return id;
}

export function statementsRoutes(s: Services): Router<RequestState> {
  const r = new Router<RequestState>();

  const listPage = async (ctx: Ctx, error?: string): Promise<string> => {
    const list = await s.statements.list(tenantOf(ctx), { limit: 50 });
    const session = sessionOf(ctx);
    return page({
      title: 'Statements',
      session,
      current: '/app/statements',
      body: html`<h1>Bank statements</h1>
        <p class="muted">
          Download today's statement from your bank's netbanking (XLS, XLSX or CSV) and upload it here. We
          check every payment against it and find the ones whose alert never came. The file itself is not
          kept.
        </p>
        <form
          id="upload-form"
          class="card"
          method="post"
          action="/app/statements"
          enctype="multipart/form-data"
        >
          ${csrfField(session)}
          <label for="f-file">Statement file</label>
          <input
            id="f-file"
            name="file"
            type="file"
            required
            accept=".xls,.xlsx,.csv,.txt,.htm,.html"
            ${error ? html` aria-invalid="true" aria-describedby="f-file-error"` : ''}
          />
          ${error ? html`<p class="error" id="f-file-error">${error}</p>` : ''}
          <label for="f-bank">Bank</label>
          <select id="f-bank" name="bank">
            <option value="">Tell from the file</option>
            ${STATEMENT_BANKS.map((b) => html`<option value="${b}">${BANK_NAMES[b]}</option>`)}
          </select>
          <button type="submit">Upload and check</button>
        </form>
        <h2>Uploaded</h2>
        ${
          list.data.length === 0
            ? html`<p class="card">No statement yet.</p>`
            : html`<ul class="list">
                ${list.data.map(
                  (st) =>
                    html`<li>
                      <div class="row">
                        <a href="/app/statements/${st.statement_id}"><b>${periodOf(st)}</b></a
                        >${
                          warnings(st) > 0
                            ? badge('failed', `${warnings(st)} not in statement`)
                            : badge('confirmed', 'All proved')
                        }
                      </div>
                      <div class="muted">
                        ${BANK_NAMES[st.bank as StatementBank]}${st.account_last4 ? ` ·· ${String(st.account_last4)}` : ''}
                        · ${outcomesLine(st)}
                      </div>
                    </li>`,
                )}
              </ul>`
        }`,
    }).value;
  };

  r.get('/app/statements', async (ctx) => {
    ctx.type = 'html';
    ctx.body = await listPage(ctx);
  });

  r.post('/app/statements', async (ctx) => {
    const form = ctx.request.body as StatementForm;
    const bank = (STATEMENT_BANKS as readonly string[]).includes(form.bank ?? '')
      ? (form.bank as StatementBank)
      : undefined;
    try {
      if (!form.file || form.file.length === 0) {
        throw new DomainError(400, 'invalid_request', 'Choose the statement file first.');
      }
      const { statement } = await s.statementUploads.upload(tenantOf(ctx), form.file, bank);
      ctx.status = 303;
      ctx.redirect(`/app/statements/${statement.statement_id}`);
    } catch (err) {
      if (!(err instanceof DomainError) || ![400, 413, 415].includes(err.status)) throw err;
      const detail = (err.extra.details as { path: string; issue: string }[] | undefined)?.[0];
      ctx.status = err.status;
      ctx.type = 'html';
      ctx.body = await listPage(
        ctx,
        detail ? `${err.message} (${detail.path}: ${detail.issue})` : err.message,
      );
    }
  });

  r.get('/app/statements/:id', async (ctx) => {
    ctx.type = 'html';
    ctx.body = await statementPage(s, ctx, statementIdParam(ctx.params.id));
  });

  r.get('/app/statements/:id/lines.csv', async (ctx) => {
    const id = statementIdParam(ctx.params.id);
    const { data } = await s.statements.lines(tenantOf(ctx), id, undefined, {});
    ctx.type = 'text/csv; charset=utf-8';
    ctx.set('content-disposition', `attachment; filename="${id}-lines.csv"`);
    ctx.body = linesCsv(data);
  });

  r.post('/app/statements/:id/credits/:creditId/place', async (ctx) => {
    const id = statementIdParam(ctx.params.id);
    const creditId = ctx.params.creditId as string;
    if (!ID_PATTERNS.credit.test(creditId)) throw new DomainError(404, 'not_found', 'No such credit.');
    const intentId = formText(ctx.request.body, 'intent_id').trim();
    if (!ID_PATTERNS.intent.test(intentId)) {
      throw new DomainError(400, 'invalid_request', 'Give an order id, like int_ and 20 characters.');
    }
    await s.credits.place(tenantOf(ctx), creditId, intentId);
    ctx.status = 303;
    ctx.redirect(`/app/statements/${id}#found`);
  });

  return r;
}

async function statementPage(s: Services, ctx: Ctx, id: string): Promise<string> {
  const tenantId = tenantOf(ctx);
  const session = sessionOf(ctx);
  const { statement, notInStatement } = await s.statements.details(tenantId, id);
  const lines = await s.statements.lines(tenantId, id, ['found', 'proved'], {});
  const found = lines.data.filter((l) => l.outcome === 'found');
  const proved = lines.data.filter((l) => l.outcome === 'proved');
  const foundCredits = await Promise.all(
    found.map(async (l) => ({
      line: l,
      credit: l.credit_id ? await s.credits.get(tenantId, String(l.credit_id)) : undefined,
    })),
  );

  const payer = (x: Record<string, unknown>): string =>
    [x.payer_name, x.payer_vpa].filter((v) => typeof v === 'string' && v !== '').join(' · ') ||
    'payer not shown';

  const warning = (c: CreditBody): Html =>
    html`<li>
      <div class="row">
        <b>${rupees(Number(c.amount_paise))}</b>${badge('failed', 'Not in the statement')}
      </div>
      <div class="muted">
        ${payer(c)} · ${when(Number(c.credited_at))} ·
        ${c.source === 'email' ? 'bank e-mail' : c.source === 'device' ? 'phone' : 'statement'}${
          c.intent_id ? html` · <a href="/app/orders/${String(c.intent_id)}">order</a>` : ''
        }
      </div>
    </li>`;

  const foundItem = ({ line, credit }: { line: LineBody; credit: CreditBody | undefined }): Html => {
    const status = String(line.credit_status ?? credit?.status ?? '');
    const parked = credit !== undefined && !['matched', 'placed', 'dismissed'].includes(status);
    const candidates = (credit?.candidates as string[] | undefined) ?? [];
    const placeAction = `/app/statements/${id}/credits/${String(line.credit_id)}/place`;
    return html`<li id="line-${line.line_no}">
      <div class="row">
        <b>${rupees(Number(line.amount_paise))}</b>${badge(status, CREDIT_WORDS[status] ?? status)}
      </div>
      <div class="muted">
        line ${line.line_no} · ${dateOf(String(line.date))} ·
        ${payer(line)}${
          credit?.intent_id ? html` · <a href="/app/orders/${String(credit.intent_id)}">order</a>` : ''
        }
      </div>
      ${
        parked
          ? html`${candidates.map(
                (intentId) =>
                  html`<form class="inline" method="post" action="${placeAction}">
                      ${csrfField(session)}<input type="hidden" name="intent_id" value="${intentId}" />
                      <button type="submit">Place on ${intentId}</button>
                    </form>
                    <a href="/app/orders/${intentId}">see order</a>`,
              )}
              <form method="post" action="${placeAction}">
                ${csrfField(session)}
                <label for="f-intent-${line.line_no}">Place on an order (its id)</label>
                <input id="f-intent-${line.line_no}" name="intent_id" />
                <button type="submit">Place</button>
              </form>`
          : ''
      }
    </li>`;
  };

  return page({
    title: `Statement ${periodOf(statement)}`,
    session,
    current: '/app/statements',
    body: html`<h1>Statement ${periodOf(statement)}</h1>
      <p class="muted">
        ${BANK_NAMES[statement.bank as StatementBank]}${statement.account_last4 ? ` ·· ${String(statement.account_last4)}` : ''}
        · ${plural((statement.lines as { credit: number }).credit, 'credit')},
        ${plural((statement.lines as { debit: number }).debit, 'debit')} · ${outcomesLine(statement)} ·
        <a href="/app/statements/${id}/lines.csv">lines as CSV</a>
      </p>
      <h2 id="not-in-statement">Confirmed but not in the statement (${notInStatement.length})</h2>
      ${
        notInStatement.length === 0
          ? html`<p class="card">Every confirmed payment of these days is in the statement.</p>`
          : html`<p class="notice">
                These orders were confirmed from an alert, but the bank's statement shows no such payment.
                Check them before you ship: the alert may have been for another account, reversed, or forged.
              </p>
              <ul class="list">
                ${notInStatement.map(warning)}
              </ul>`
      }
      <h2 id="found">Found in the statement (${found.length})</h2>
      ${
        found.length === 0
          ? html`<p class="card">No payment was missing: every alert arrived.</p>`
          : html`<ul class="list">
              ${foundCredits.map(foundItem)}
            </ul>`
      }
      <h2 id="proved">Proved (${proved.length})</h2>
      <ul class="list">
        ${proved.map(
          (l) =>
            html`<li>
              <div class="row"><b>${rupees(Number(l.amount_paise))}</b>${badge('confirmed', 'Proved')}</div>
              <div class="muted">line ${l.line_no} · ${dateOf(String(l.date))} · ${payer(l)}</div>
            </li>`,
        )}
      </ul>
      <p><a href="/app/statements">All statements</a></p>`,
  }).value;
}
