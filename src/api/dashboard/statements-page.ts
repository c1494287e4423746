// Statements (CONTRACT §14 dashboard): upload the day's bank statement, list the statements, and read
// one: confirmations it does not show first (each a warning), then the payments it found (parked ones
// with Place), then the payments it proved.
import Router from '@koa/router';
import type { CreditBody } from '../../domain/credit.js';
import { DomainError } from '../../domain/errors.js';
import { ID_PATTERNS } from '../../domain/ids.js';
import { momentIn, rupeesIn, t, type Lang, type MessageKey } from '../../i18n/index.js';
import { STATEMENT_BANKS, type StatementBank } from '../../domain/reconcile.js';
import type { LineBody, StatementBody } from '../../ledger/statements.js';
import type { Services } from '../../services.js';
import type { Ctx } from '../middleware.js';
import { statementIdPattern } from '../schemas/statements.js';
import type { RequestState } from '../state.js';
import { appPage, formText, langOf, pageCursor, sessionOf, tenantOf } from './forms.js';
import { html, type Html } from './html.js';
import { badge, csrfField, olderPage, when } from './layout.js';
import { say } from './say.js';
import { creditWords, sourceWords } from './credits-page.js';
import { candidateOrders, placeOnCandidate } from './place-on.js';
import type { StatementForm } from './statement-form.js';
import { linesCsv } from '../routes/statements-csv.js';

/** Banks by their own names (names stay as the bank writes them); the generic table in words. */
const BANK_NAMES: Record<Exclude<StatementBank, 'generic'>, string> = {
  hdfc: 'HDFC Bank',
  sbi: 'State Bank of India',
  icici: 'ICICI Bank',
  axis: 'Axis Bank',
  kotak: 'Kotak Mahindra Bank',
};
const bankName = (bank: unknown, lang: Lang): string =>
  bank === 'generic' || !(String(bank) in BANK_NAMES)
    ? t(lang, 'bank.generic')
    : BANK_NAMES[bank as Exclude<StatementBank, 'generic'>];

/** On a statement, a credit that confirmed its order says so; the rest as on the credits page. */
const statementCreditWords = (status: string, lang: Lang): string =>
  status === 'matched' ? t(lang, 'stmt.matched') : creditWords(status, lang);

const counted = (lang: Lang, n: number, one: MessageKey, many: MessageKey): string =>
  t(lang, n === 1 ? one : many, { n });

/** A statement's day as the language writes it: "1 Sep" / "1 सित॰" (the day itself, no time zone shift). */
const dateOf = (iso: string, lang: Lang): string =>
  momentIn(Date.parse(`${iso}T00:00:00+05:30`) / 1000, lang).replace(/,.*$/, '');

/** "1 Sep – 4 Sep", or one day. */
export const periodOf = (s: StatementBody, lang: Lang = 'en'): string =>
  s.period_from === s.period_to
    ? dateOf(String(s.period_from), lang)
    : `${dateOf(String(s.period_from), lang)} – ${dateOf(String(s.period_to), lang)}`;

const warnings = (s: StatementBody): number => (s.not_in_statement as string[]).length;

const outcomesLine = (s: StatementBody, lang: Lang): string => {
  const o = s.outcomes as Record<string, number>;
  return t(lang, 'stmt.outcomes', {
    proved: o.proved ?? 0,
    found: o.found ?? 0,
    not_a_payment: o.not_a_payment ?? 0,
    repeat: o.repeat ?? 0,
  });
};

/** The home page's line: the last statement's period and its warnings (CONTRACT §14). */
export function lastStatementLine(last: StatementBody | undefined, lang: Lang = 'en'): Html {
  if (last === undefined) {
    return html`<p id="last-statement" class="muted">
      ${say(lang, 'stmt.home.none', { upload: html`<a href="/app/statements">${say(lang, 'stmt.home.upload')}</a>` })}
    </p>`;
  }
  const n = warnings(last);
  return html`<p id="last-statement" class="${n > 0 ? 'notice' : 'muted'}">
    ${say(lang, 'stmt.home.last', {
      period: html`<a href="/app/statements/${last.statement_id}">${periodOf(last, lang)}</a>`,
      state:
        n > 0 ? counted(lang, n, 'stmt.home.missing_one', 'stmt.home.missing') : t(lang, 'stmt.home.all'),
    })}
  </p>`;
}

function statementIdParam(id: string | undefined): string {
  if (!id || !statementIdPattern.test(id)) throw new DomainError(404, 'not_found', 'No such statement.');
  return id;
}

/**
 * Why an upload was refused. English keeps the reader's own words (which file, which cell); another
 * language says it plainly from the catalog, since the readers' messages are English only.
 */
function uploadRefusal(err: DomainError, lang: Lang): string {
  if (err.message === CHOOSE_FILE) return t(lang, 'stmt.choose_file');
  if (err.status === 413) return t(lang, 'stmt.too_large');
  if (lang === 'en') {
    const detail = (err.extra.details as { path: string; issue: string }[] | undefined)?.[0];
    return detail ? `${err.message} (${detail.path}: ${detail.issue})` : err.message;
  }
  return t(lang, 'stmt.unreadable');
}
const CHOOSE_FILE = 'Choose the statement file first.';

export function statementsRoutes(s: Services): Router<RequestState> {
  const r = new Router<RequestState>();

  const listPage = async (ctx: Ctx, error?: string): Promise<string> => {
    const lang = langOf(ctx);
    // The list pages like /v1 (CONTRACT §13): a statement a day is 50 in under two months.
    const list = await s.statements.list(tenantOf(ctx), {
      limit: 50,
      cursor: pageCursor.parse(ctx.query.cursor),
    });
    const session = sessionOf(ctx);
    return appPage(ctx, {
      title: t(lang, 'stmt.title'),
      current: '/app/statements',
      body: html`<h1>${say(lang, 'stmt.heading')}</h1>
        <p class="muted">${say(lang, 'stmt.intro')}</p>
        <form
          id="upload-form"
          class="card"
          method="post"
          action="/app/statements"
          enctype="multipart/form-data"
        >
          ${csrfField(session)}
          <label for="f-file">${say(lang, 'stmt.file')}</label>
          <input
            id="f-file"
            name="file"
            type="file"
            required
            accept=".xls,.xlsx,.csv,.txt,.htm,.html"
            ${error ? html` aria-invalid="true" aria-describedby="f-file-error"` : ''}
          />
          ${error ? html`<p class="error" id="f-file-error">${error}</p>` : ''}
          <label for="f-bank">${say(lang, 'stmt.bank')}</label>
          <select id="f-bank" name="bank">
            <option value="">${say(lang, 'stmt.tell')}</option>
            ${STATEMENT_BANKS.map((b) => html`<option value="${b}">${bankName(b, lang)}</option>`)}
          </select>
          <button type="submit">${say(lang, 'stmt.upload')}</button>
        </form>
        <h2>${say(lang, 'stmt.uploaded')}</h2>
        ${
          list.data.length === 0
            ? html`<p class="card">${say(lang, 'stmt.none')}</p>`
            : html`<ul class="list">
                ${list.data.map(
                  (st) =>
                    html`<li>
                      <div class="row">
                        <a href="/app/statements/${st.statement_id}"><b>${periodOf(st, lang)}</b></a
                        >${
                          warnings(st) > 0
                            ? badge('failed', t(lang, 'stmt.not_in', { n: warnings(st) }))
                            : badge('confirmed', t(lang, 'stmt.all_proved'))
                        }
                      </div>
                      <div class="muted">
                        ${bankName(st.bank, lang)}${st.account_last4 ? ` ·· ${String(st.account_last4)}` : ''}
                        · ${outcomesLine(st, lang)}
                      </div>
                    </li>`,
                )}
              </ul>`
        }
        ${olderPage('/app/statements', {}, 'cursor', list.next_cursor, say(lang, 'stmt.older'))}`,
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
      // A urlencoded form's `file` is text, never the file (E11-8).
      if (!Buffer.isBuffer(form.file) || form.file.length === 0) {
        throw new DomainError(400, 'invalid_request', CHOOSE_FILE);
      }
      const { statement } = await s.statementUploads.upload(tenantOf(ctx), form.file, bank);
      ctx.status = 303;
      ctx.redirect(`/app/statements/${statement.statement_id}`);
    } catch (err) {
      if (!(err instanceof DomainError) || ![400, 413, 415].includes(err.status)) throw err;
      ctx.status = err.status;
      ctx.type = 'html';
      ctx.body = await listPage(ctx, uploadRefusal(err, langOf(ctx)));
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
  const lang = langOf(ctx);
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
  const orders = await candidateOrders(
    s,
    tenantId,
    foundCredits.flatMap(({ credit }) => (credit?.candidates as string[] | undefined) ?? []),
  );

  const payer = (x: Record<string, unknown>): string =>
    [x.payer_name, x.payer_vpa].filter((v) => typeof v === 'string' && v !== '').join(' · ') ||
    t(lang, 'payer.not_shown');
  const orderLink = (intentId: unknown): Html =>
    html` · <a href="/app/orders/${String(intentId)}">${say(lang, 'common.order')}</a>`;

  const warning = (c: CreditBody): Html =>
    html`<li>
      <div class="row">
        <b>${rupeesIn(Number(c.amount_paise), lang)}</b>${badge('failed', t(lang, 'stmt.not_in_badge'))}
      </div>
      <div class="muted">
        ${payer(c)} · ${when(Number(c.credited_at), lang)} ·
        ${sourceWords(c.source, lang)}${c.intent_id ? orderLink(c.intent_id) : ''}
      </div>
    </li>`;

  const foundItem = ({ line, credit }: { line: LineBody; credit: CreditBody | undefined }): Html => {
    const status = String(line.credit_status ?? credit?.status ?? '');
    const parked = credit !== undefined && !['matched', 'placed', 'dismissed'].includes(status);
    const candidates = (credit?.candidates as string[] | undefined) ?? [];
    const placeAction = `/app/statements/${id}/credits/${String(line.credit_id)}/place`;
    return html`<li id="line-${line.line_no}">
      <div class="row">
        <b>${rupeesIn(Number(line.amount_paise), lang)}</b
        >${badge(status, statementCreditWords(status, lang))}
      </div>
      <div class="muted">
        ${say(lang, 'stmt.line', { n: Number(line.line_no) })} · ${dateOf(String(line.date), lang)} ·
        ${payer(line)}${credit?.intent_id ? orderLink(credit.intent_id) : ''}
      </div>
      ${
        parked
          ? html`${candidates.map((intentId) =>
                placeOnCandidate({
                  action: placeAction,
                  session,
                  intentId,
                  order: orders.get(intentId),
                  lang,
                }),
              )}
              <form method="post" action="${placeAction}">
                ${csrfField(session)}
                <label for="f-intent-${line.line_no}">${say(lang, 'stmt.place_on')}</label>
                <input id="f-intent-${line.line_no}" name="intent_id" />
                <button type="submit">${say(lang, 'common.place')}</button>
              </form>`
          : ''
      }
    </li>`;
  };

  const counts = statement.lines as { credit: number; debit: number };
  return appPage(ctx, {
    title: t(lang, 'stmt.one.title', { period: periodOf(statement, lang) }),
    current: '/app/statements',
    body: html`<h1>${say(lang, 'stmt.one.title', { period: periodOf(statement, lang) })}</h1>
      <p class="muted">
        ${bankName(statement.bank, lang)}${statement.account_last4 ? ` ·· ${String(statement.account_last4)}` : ''}
        · ${counted(lang, counts.credit, 'stmt.credit_one', 'stmt.credits')},
        ${counted(lang, counts.debit, 'stmt.debit_one', 'stmt.debits')} · ${outcomesLine(statement, lang)} ·
        <a href="/app/statements/${id}/lines.csv">${say(lang, 'stmt.csv')}</a>
      </p>
      <h2 id="not-in-statement">${say(lang, 'stmt.not_in_heading', { n: notInStatement.length })}</h2>
      ${
        notInStatement.length === 0
          ? html`<p class="card">${say(lang, 'stmt.not_in_none')}</p>`
          : html`<p class="notice">${say(lang, 'stmt.not_in_why')}</p>
              <ul class="list">
                ${notInStatement.map(warning)}
              </ul>`
      }
      <h2 id="found">${say(lang, 'stmt.found_heading', { n: found.length })}</h2>
      ${
        found.length === 0
          ? html`<p class="card">${say(lang, 'stmt.found_none')}</p>`
          : html`<ul class="list">
              ${foundCredits.map(foundItem)}
            </ul>`
      }
      <h2 id="proved">${say(lang, 'stmt.proved_heading', { n: proved.length })}</h2>
      <ul class="list">
        ${proved.map(
          (l) =>
            html`<li>
              <div class="row">
                <b>${rupeesIn(Number(l.amount_paise), lang)}</b>${badge('confirmed', t(lang, 'stmt.proved'))}
              </div>
              <div class="muted">
                ${say(lang, 'stmt.line', { n: Number(l.line_no) })} · ${dateOf(String(l.date), lang)} ·
                ${payer(l)}
              </div>
            </li>`,
        )}
      </ul>
      <p><a href="/app/statements">${say(lang, 'stmt.all')}</a></p>`,
  }).value;
}
