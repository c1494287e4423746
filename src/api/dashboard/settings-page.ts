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
import { html } from './html.js';
import { csrfField, field, page } from './layout.js';
import { formText, sessionOf, tenantOf } from './forms.js';

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
    return page({
      title: 'Settings',
      session,
      current: '/app/settings',
      body: html`<h1>Settings</h1>
        ${o.saved ? html`<p class="success" role="status">Saved.</p>` : ''}
        <form class="card" method="post" action="/app/settings" novalidate>
          ${csrfField(session)}
          ${field({ name: 'payee_vpa', label: 'Your UPI handle (payments go here)', value: v('payee_vpa'), error: e.payee_vpa, hint: 'Like shop@okhdfc' })}
          ${field({ name: 'payee_name', label: 'Name payers see', value: v('payee_name'), error: e.payee_name })}
          <label for="f-late_policy">When a payment comes after its time ran out</label>
          <select
            id="f-late_policy"
            name="late_policy"
            ${e.late_policy ? html`aria-invalid="true" aria-describedby="f-late_policy-error"` : ''}
          >
            <option value="confirm" ${v('late_policy') === 'confirm' ? 'selected' : ''}>
              Confirm it (marked late)
            </option>
            <option value="park" ${v('late_policy') === 'park' ? 'selected' : ''}>
              Keep it aside for me
            </option>
          </select>
          ${e.late_policy ? html`<p class="error" id="f-late_policy-error">${e.late_policy}</p>` : ''}
          ${field({ name: 'rest_minutes', label: 'Rest period (minutes)', value: minutes('rest_seconds'), error: e.rest_seconds, inputmode: 'decimal', hint: `How long an amount is not reused after its reservation ends: ${REST_SECONDS.min / 60} to ${REST_SECONDS.max / 60}.` })}
          ${field({ name: 'reservation_ttl_minutes', label: 'Time a payer has to pay (minutes)', value: minutes('reservation_ttl_seconds'), error: e.reservation_ttl_seconds, inputmode: 'decimal', hint: `${RESERVATION_TTL_SECONDS.min / 60} to ${RESERVATION_TTL_SECONDS.max / 60}.` })}
          ${field({ name: 'late_horizon_minutes', label: 'How long an unpaid amount stays marked (minutes)', value: minutes('late_horizon_seconds'), error: e.late_horizon_seconds, inputmode: 'decimal', hint: `A payer may still pay hours after the amount was shown: until then it goes to other orders only when no unmarked amount is free, and a payment of it lists that order too. ${LATE_HORIZON_SECONDS.min / 60} to ${LATE_HORIZON_SECONDS.max / 60}; 1440 is a day.` })}
          ${field({ name: 'accounts', label: 'Your accounts (last four digits)', value: v('accounts'), error: e.accounts, inputmode: 'numeric', hint: `The accounts payments arrive in, like 4821, 0093 (up to ${ACCOUNTS_MAX}). Alerts for any other account (a family account on the same phone) are ignored. Leave empty for any account.` })}
          ${field({ name: 'webhook_url', label: 'Webhook URL (optional)', value: v('webhook_url'), error: e.webhook_url, type: 'url', hint: 'An https address of your server; leave empty for none.' })}
          <button type="submit">Save settings</button>
        </form>
        <div class="card">
          <h2>Webhook signing secret</h2>
          ${
            o.secret
              ? html`<p class="notice" role="alert">
                    Copy it now: it is shown only this once. Your server needs it to check our signatures.
                  </p>
                  <code class="secret" id="new-secret">${o.secret}</code>
                  <button class="secondary" type="button" data-copy="${o.secret}" hidden>Copy secret</button>`
              : html`<p>
                  Current secret:
                  ${current.webhook_secret_hint ? html`<code>${current.webhook_secret_hint}</code>` : 'none yet'}
                </p>`
          }
          <form method="post" action="/app/settings/webhook-secret">
            ${csrfField(session)}
            <p class="muted">
              A new secret replaces the old one at once: deliveries signed with it fail until your server has
              the new one.
            </p>
            <button type="submit">Create signing secret</button>
          </form>
        </div>
        <p class="muted">Ingest address for bank alert e-mail: <code>${current.ingest_address}</code></p>`,
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
        errors[name] ??= plainIssue(name, i.issue);
      }
      return refuse(errors);
    }
    try {
      await saveSettings(s, tenantOf(ctx), change.data);
    } catch (err) {
      if (!(err instanceof DomainError) || err.status !== 400) throw err;
      const details = (err.extra.details as { path: string; issue: string }[] | undefined) ?? [];
      return refuse(
        Object.fromEntries(details.map((d) => [d.path, `${err.message} It ${d.issue}.`])) as Record<
          string,
          string
        >,
      );
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

const FIELD_WORDS: Record<string, string> = {
  payee_vpa: 'Type a UPI handle, like shop@okhdfc.',
  payee_name: 'At most 100 characters.',
  late_policy: 'Choose one of the two.',
  rest_seconds: `Minutes, from ${REST_SECONDS.min / 60} to ${REST_SECONDS.max / 60}.`,
  reservation_ttl_seconds: `Minutes, from ${RESERVATION_TTL_SECONDS.min / 60} to ${RESERVATION_TTL_SECONDS.max / 60}.`,
  late_horizon_seconds: `Minutes, from ${LATE_HORIZON_SECONDS.min / 60} to ${LATE_HORIZON_SECONDS.max / 60}.`,
  accounts: `Up to ${ACCOUNTS_MAX} groups of four digits, like 4821, 0093.`,
  webhook_url: 'Type an https address.',
};

const plainIssue = (path: string, issue: string): string => FIELD_WORDS[path] ?? issue;
