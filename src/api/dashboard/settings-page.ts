// The shop's settings (CONTRACT §13 /app/settings), saved by the API's own schema and code, and the
// webhook signing secret, shown once.
import Router from '@koa/router';
import { DomainError } from '../../domain/errors.js';
import {
  ACCOUNTS_MAX,
  LATE_HORIZON_SECONDS,
  REST_SECONDS,
  RESERVATION_TTL_SECONDS,
} from '../../domain/rules.js';
import { getTenant, renderSettings, rotateWebhookSecret, type Settings } from '../../ledger/tenants.js';
import type { Services } from '../../services.js';
import type { Ctx } from '../middleware.js';
import { saveSettings, settingsChange } from '../routes/settings.js';
import type { RequestState } from '../state.js';
import { issuesOf } from '../validate.js';
import { t, type Lang, type MessageKey } from '../../i18n/index.js';
import { html } from './html.js';
import { csrfField, field } from './layout.js';
import { say } from './say.js';
import { appPage, formText, langOf, sessionOf, tenantOf } from './forms.js';

const text = formText;

export function settingsRoutes(s: Services): Router<RequestState> {
  const r = new Router<RequestState>();

  const settingsPage = (
    ctx: Ctx,
    current: Settings,
    o: {
      typed?: Record<string, string>;
      errors?: Record<string, string>;
      secret?: string;
      saved?: boolean;
    } = {},
  ): string => {
    const v = (k: keyof Settings): string => {
      const value = current[k];
      return o.typed?.[k] ?? (Array.isArray(value) ? value.join(', ') : String(value ?? ''));
    };
    // Durations are typed in minutes (issue 31); the API and the database keep seconds.
    const minutes = (k: 'rest_seconds' | 'reservation_ttl_seconds' | 'late_horizon_seconds'): string =>
      o.typed?.[k.replace('_seconds', '_minutes')] ??
      (current[k] === undefined ? '' : String(Math.round((Number(current[k]) / 60) * 100) / 100));
    const e = o.errors ?? {};
    const session = sessionOf(ctx);
    const lang = langOf(ctx);
    // Minutes as typed in the field: 1440, never 1,440.
    const range = (r: { min: number; max: number }) => ({ min: String(r.min / 60), max: String(r.max / 60) });
    return appPage(ctx, {
      title: t(lang, 'settings.title'),
      current: '/app/settings',
      switchPath: '/app/settings',
      body: html`<h1>${say(lang, 'settings.title')}</h1>
        ${o.saved ? html`<p class="success" role="status">${say(lang, 'settings.saved')}</p>` : ''}
        <form class="card" method="post" action="/app/settings" novalidate>
          ${csrfField(session)}
          ${field({ name: 'payee_vpa', label: t(lang, 'settings.payee_vpa'), value: v('payee_vpa'), error: e.payee_vpa, hint: t(lang, 'settings.payee_vpa_hint') })}
          ${field({ name: 'payee_name', label: t(lang, 'settings.payee_name'), value: v('payee_name'), error: e.payee_name })}
          <label for="f-late_policy">${say(lang, 'settings.late_policy')}</label>
          <select
            id="f-late_policy"
            name="late_policy"
            ${e.late_policy ? html`aria-invalid="true" aria-describedby="f-late_policy-error"` : ''}
          >
            <option value="confirm" ${v('late_policy') === 'confirm' ? 'selected' : ''}>
              ${say(lang, 'settings.late.confirm')}
            </option>
            <option value="park" ${v('late_policy') === 'park' ? 'selected' : ''}>
              ${say(lang, 'settings.late.park')}
            </option>
          </select>
          ${e.late_policy ? html`<p class="error" id="f-late_policy-error">${e.late_policy}</p>` : ''}
          ${field({ name: 'rest_minutes', label: t(lang, 'settings.rest'), value: minutes('rest_seconds'), error: e.rest_seconds, inputmode: 'decimal', hint: t(lang, 'settings.rest_hint', range(REST_SECONDS)) })}
          ${field({ name: 'reservation_ttl_minutes', label: t(lang, 'settings.ttl'), value: minutes('reservation_ttl_seconds'), error: e.reservation_ttl_seconds, inputmode: 'decimal', hint: t(lang, 'settings.range_hint', range(RESERVATION_TTL_SECONDS)) })}
          ${field({ name: 'late_horizon_minutes', label: t(lang, 'settings.horizon'), value: minutes('late_horizon_seconds'), error: e.late_horizon_seconds, inputmode: 'decimal', hint: t(lang, 'settings.horizon_hint', range(LATE_HORIZON_SECONDS)) })}
          ${field({ name: 'accounts', label: t(lang, 'settings.accounts'), value: v('accounts'), error: e.accounts, inputmode: 'numeric', hint: t(lang, 'settings.accounts_hint', { max: ACCOUNTS_MAX }) })}
          ${field({ name: 'webhook_url', label: t(lang, 'settings.webhook_url'), value: v('webhook_url'), error: e.webhook_url, type: 'url', hint: t(lang, 'settings.webhook_url_hint') })}
          <button type="submit">${say(lang, 'settings.save')}</button>
        </form>
        <div class="card">
          <h2>${say(lang, 'settings.secret')}</h2>
          ${
            o.secret
              ? html`<p class="notice" role="alert">${say(lang, 'settings.secret_once')}</p>
                  <code class="secret" id="new-secret">${o.secret}</code>
                  <button class="secondary" type="button" data-copy="${o.secret}" hidden>
                    ${say(lang, 'settings.secret_copy')}
                  </button>`
              : html`<p>
                  ${say(lang, 'settings.secret_current', {
                    hint: current.webhook_secret_hint
                      ? html`<code>${current.webhook_secret_hint}</code>`
                      : t(lang, 'settings.secret_none'),
                  })}
                </p>`
          }
          <form method="post" action="/app/settings/webhook-secret">
            ${csrfField(session)}
            <p class="muted">${say(lang, 'settings.secret_replaces')}</p>
            <button type="submit">${say(lang, 'settings.secret_create')}</button>
          </form>
        </div>
        <p class="muted">
          ${say(lang, 'settings.ingest', { address: html`<code>${current.ingest_address}</code>` })}
        </p>`,
    }).value;
  };

  const currentSettings = async (ctx: Ctx): Promise<Settings> =>
    renderSettings(await getTenant(s.db, tenantOf(ctx)), s.config.ingestDomain);

  r.get('/app/settings', async (ctx) => {
    ctx.type = 'html';
    ctx.body = settingsPage(ctx, await currentSettings(ctx), { saved: ctx.query.saved === '1' });
  });

  r.post('/app/settings', async (ctx) => {
    const body = ctx.request.body;
    const typed = Object.fromEntries(
      [
        'payee_vpa',
        'payee_name',
        'late_policy',
        'rest_minutes',
        'reservation_ttl_minutes',
        'late_horizon_minutes',
        'accounts',
        'webhook_url',
      ].map((k) => [k, text(body, k).trim()]),
    );
    const asSeconds = (v: string | undefined): number | string | undefined =>
      v === '' || v === undefined
        ? undefined
        : /^\d{1,6}([.,]\d{1,2})?$/.test(v)
          ? Math.round(Number(v.replace(',', '.')) * 60)
          : v;
    // A field the form did not send changes nothing (a client posting a few fields, CONTRACT §13).
    const sent = (k: string): boolean =>
      typeof (body as Record<string, unknown> | undefined)?.[k] === 'string';
    const optional = <T>(k: string, value: () => T): T | undefined => (sent(k) ? value() : undefined);
    // Durations are typed in minutes on the page; the API's own names (in seconds) are taken too, so a
    // form posted with CONTRACT §13's field names works as documented.
    const duration = (name: 'rest' | 'reservation_ttl' | 'late_horizon'): number | string | undefined => {
      if (sent(`${name}_minutes`)) return asSeconds(typed[`${name}_minutes`]);
      const seconds = text(body, `${name}_seconds`).trim();
      return seconds === '' ? undefined : /^\d{1,9}$/.test(seconds) ? Number(seconds) : seconds;
    };
    // The API's own schema and save: a form's empty field is "none" for the optional ones.
    const change = settingsChange.safeParse({
      payee_vpa: optional('payee_vpa', () => typed.payee_vpa),
      payee_name: optional('payee_name', () => (typed.payee_name === '' ? null : typed.payee_name)),
      late_policy: optional('late_policy', () => typed.late_policy),
      rest_seconds: duration('rest'),
      reservation_ttl_seconds: duration('reservation_ttl'),
      late_horizon_seconds: duration('late_horizon'),
      // Typed as a person lists them: commas or spaces between; empty is "any account".
      accounts: optional('accounts', () => (typed.accounts ?? '').split(/[\s,]+/).filter(Boolean)),
      webhook_url: optional('webhook_url', () => (typed.webhook_url === '' ? null : typed.webhook_url)),
    });
    const refuse = async (errors: Record<string, string>): Promise<void> => {
      ctx.status = 400;
      ctx.type = 'html';
      ctx.body = settingsPage(ctx, await currentSettings(ctx), { typed, errors });
    };
    if (!change.success) {
      const errors: Record<string, string> = {};
      // One list field on the form: `accounts.2` is an error beside `accounts`.
      for (const i of issuesOf(change.error)) {
        const name = i.path.split('.')[0] as string;
        errors[name] ??= plainIssue(name, i.issue, langOf(ctx));
      }
      return refuse(errors);
    }
    try {
      await saveSettings(s, tenantOf(ctx), change.data);
    } catch (err) {
      if (!(err instanceof DomainError) || err.status !== 400) throw err;
      const details = (err.extra.details as { path: string; issue: string }[] | undefined) ?? [];
      const lang = langOf(ctx);
      // The save's own refusals (a webhook URL that is not public): English keeps the API's words.
      const said = (d: { path: string; issue: string }): string =>
        lang === 'en'
          ? `${err.message} It ${d.issue}.`
          : t(lang, d.path === 'webhook_url' ? 'settings.error.webhook_public' : 'settings.error.other');
      return refuse(Object.fromEntries(details.map((d) => [d.path, said(d)])) as Record<string, string>);
    }
    ctx.status = 303;
    ctx.redirect('/app/settings?saved=1');
  });

  // The secret is shown in this answer only: it is never put in a URL or shown again.
  r.post('/app/settings/webhook-secret', async (ctx) => {
    const { webhook_secret } = await rotateWebhookSecret(s.db, tenantOf(ctx));
    ctx.type = 'html';
    ctx.body = settingsPage(ctx, await currentSettings(ctx), { secret: webhook_secret });
  });

  return r;
}

const MINUTES: Record<string, { min: number; max: number }> = {
  rest_seconds: REST_SECONDS,
  reservation_ttl_seconds: RESERVATION_TTL_SECONDS,
  late_horizon_seconds: LATE_HORIZON_SECONDS,
};
const FIELD_WORDS: Record<string, MessageKey> = {
  payee_vpa: 'settings.error.payee_vpa',
  late_policy: 'settings.error.late_policy',
  webhook_url: 'settings.error.webhook_url',
};

/** A field's refusal as the seller reads it, in their language. */
function plainIssue(path: string, issue: string, lang: Lang): string {
  const minutes = MINUTES[path];
  if (minutes) {
    return t(lang, 'settings.error.minutes', {
      min: String(minutes.min / 60),
      max: String(minutes.max / 60),
    });
  }
  if (path === 'payee_name') return t(lang, 'common.at_most', { n: 100 });
  if (path === 'accounts') return t(lang, 'settings.error.accounts', { max: ACCOUNTS_MAX });
  const key = FIELD_WORDS[path];
  return key ? t(lang, key) : lang === 'en' ? issue : t(lang, 'settings.error.other');
}
