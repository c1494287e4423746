// Reporter phones (CONTRACT §13 /app/devices): the seller picks the app the phone will run, the dashboard
// creates the device through the same ledger code as POST /v1/devices and shows that app's steps with
// the values to type (shown once); the list with kind, last seen and last message; Revoke, confirmed.
import Router from '@koa/router';
import { notFound } from '../../domain/errors.js';
import { ID_PATTERNS } from '../../domain/ids.js';
import { PAIRING_CODE_TTL_SECONDS } from '../../domain/rules.js';
import { unixNow } from '../../domain/time.js';
import { t, type Lang, type MessageKey } from '../../i18n/index.js';
import { registerSmsGateWebhooks } from '../../ingest/smsgate-cloud.js';
import type { DeviceBody } from '../../ledger/devices.js';
import type { Services } from '../../services.js';
import type { Ctx } from '../middleware.js';
import type { RequestState } from '../state.js';
import { askToConfirm, confirmed } from './confirm.js';
import {
  APPS,
  appName,
  forwarderSteps,
  shortcutSteps,
  smsGateSteps,
  type AppChoice,
} from './device-setup.js';
import { html, type Html, type Renderable } from './html.js';
import { age, badge, csrfField, field, label, olderPage, when } from './layout.js';
import { qrSvg } from './orders.js';
import { say } from './say.js';
import { appPage, formText, langOf, pageCursor, sessionOf, tenantOf } from './forms.js';

const text = (body: unknown, k: string): string => formText(body, k).trim();

type Outcome = NonNullable<DeviceBody['last_message']>['outcome'];

/** The kinds by their apps' own names; our own reporter app in the page's words. */
const kindWords = (kind: DeviceBody['kind'], lang: Lang): string =>
  kind === 'app'
    ? t(lang, 'devices.kind.app')
    : { forwarder: 'Sms Forwarder', smsgate: 'SMSGate', shortcut: 'iPhone Shortcuts' }[kind];

const OUTCOME_WORDS: Record<Outcome, MessageKey> = {
  credited: 'devices.outcome.credited',
  repeat: 'devices.outcome.repeat',
  ignored: 'devices.outcome.ignored',
  unparseable: 'devices.outcome.unparseable',
};
const OUTCOME_BADGES: Record<Outcome, MessageKey> = {
  credited: 'devices.badge.credited',
  repeat: 'devices.badge.repeat',
  ignored: 'devices.badge.ignored',
  unparseable: 'devices.badge.unparseable',
};

/** Why a message was ignored, as the intake names it. */
const REASON_WORDS: Record<string, MessageKey> = {
  debit: 'devices.reason.debit',
  not_a_payment: 'devices.reason.not_a_payment',
  unknown_sender: 'devices.reason.unknown_sender',
  other_account: 'devices.reason.other_account',
};

const guides = (lang: Lang): Html =>
  html`<p class="muted">
    ${say(lang, 'devices.guides', {
      smsgate: html`<a href="/docs/guides/reporter-smsgate">SMSGate</a>`,
      forwarder: html`<a href="/docs/guides/reporter-forwarder">Sms Forwarder</a>`,
      shortcuts: html`<a href="/docs/guides/reporter-shortcuts">iPhone Shortcuts</a>`,
    })}
  </p>`;

function deviceItem(d: DeviceBody, csrf: Html, now: number, lang: Lang): Html {
  const name = d.name ?? d.device_id;
  const m = d.last_message;
  const reason = m?.reason ? t(lang, REASON_WORDS[m.reason] ?? 'devices.reason.other') : '';
  return html`<li>
    <div class="row">
      <b>${name}</b
      >${d.revoked_at !== undefined ? badge('revoked', t(lang, 'devices.revoked')) : badge('open', kindWords(d.kind, lang))}
    </div>
    <div class="muted">
      ${say(lang, 'devices.added', { time: when(d.created_at, lang) })} ·
      ${d.last_seen_at !== undefined ? say(lang, 'devices.last_seen', { age: age(d.last_seen_at, now, lang) }) : say(lang, 'devices.not_seen')}
    </div>
    ${
      m
        ? html`<div class="muted">
            ${say(lang, 'devices.last_message', { age: age(m.at, now, lang) })}
            ${badge(m.outcome, t(lang, OUTCOME_BADGES[m.outcome]))}
            ${say(lang, OUTCOME_WORDS[m.outcome])}${reason ? ` (${reason})` : ''}
          </div>`
        : ''
    }
    ${
      d.revoked_at === undefined
        ? html`<form method="post" action="/app/devices/${d.device_id}/revoke">
            ${csrf}<button class="danger" type="submit">
              ${say(lang, 'devices.revoke', { name: d.name ?? t(lang, 'devices.this_phone') })}
            </button>
          </form>`
        : ''
    }
  </li>`;
}

export function devicesRoutes(s: Services): Router<RequestState> {
  const r = new Router<RequestState>();

  const frame = (ctx: Ctx, title: string, body: Html, status = 200) => {
    ctx.status = status;
    ctx.type = 'html';
    ctx.body = appPage(ctx, { title, current: '/app/devices', body }).value;
  };

  r.get('/app/devices', async (ctx) => {
    const session = sessionOf(ctx);
    const lang = langOf(ctx);
    // The list pages like /v1 (CONTRACT §13): a shop with more phones than a page reaches the rest.
    const devices = await s.devices.list(tenantOf(ctx), 100, pageCursor.parse(ctx.query.cursor));
    const now = unixNow();
    frame(
      ctx,
      t(lang, 'devices.title'),
      html`<h1>${say(lang, 'devices.heading')}</h1>
        <form class="card" method="post" action="/app/devices" novalidate>
          ${csrfField(session)}
          <h2>${say(lang, 'devices.add')}</h2>
          <fieldset class="choices">
            <legend>${say(lang, 'devices.which_app')}</legend>
            ${(Object.keys(APPS) as AppChoice[]).map(
              (kind, i) =>
                html`<label class="choice"
                  ><input type="radio" name="kind" value="${kind}" ${i === 0 ? html`checked` : ''} />
                  ${appName(kind, lang)}</label
                >`,
            )}
          </fieldset>
          ${field({ name: 'name', label: t(lang, 'devices.name'), hint: t(lang, 'devices.name_hint') })}
          <button type="submit">${say(lang, 'devices.show_steps')}</button>
        </form>
        ${guides(lang)}
        <h2>${say(lang, 'devices.yours')}</h2>
        ${devices.data.length === 0 ? html`<p class="card">${say(lang, 'devices.none')}</p>` : ''}
        <ul class="list">
          ${devices.data.map((d) => deviceItem(d, csrfField(session), now, lang))}
        </ul>
        ${olderPage('/app/devices', {}, 'cursor', devices.next_cursor, say(lang, 'devices.older'))}`,
    );
  });

  r.post('/app/devices', async (ctx) => {
    const session = sessionOf(ctx);
    const lang = langOf(ctx);
    const tenantId = tenantOf(ctx);
    const name = text(ctx.request.body, 'name').slice(0, 100) || undefined;
    const kind = text(ctx.request.body, 'kind') as AppChoice;
    const title = (app: string) => html`<h1>${app}${name ? html`: ${name}` : ''}</h1>`;
    const shownOnce = html`<p class="notice">${say(lang, 'devices.shown_once')}</p>`;
    if (kind === 'reporter') {
      const minted = await s.devices.mintPairingCode(tenantId, name);
      return frame(
        ctx,
        t(lang, 'devices.pair.title'),
        html`${title(t(lang, 'devices.pair.title'))}
          <div class="card">
            <p>${say(lang, 'devices.pair.how', { pair: label('Pair') })}</p>
            <p class="code"><code id="pairing-code">${minted.code}</code></p>
            <div class="qr">${await qrSvg(minted.code, lang)}</div>
            <p class="muted">
              ${say(lang, 'devices.pair.works', {
                minutes: PAIRING_CODE_TTL_SECONDS / 60,
                time: when(minted.expires_at, lang),
                left: html`<b data-until="${minted.expires_at}">10:00</b>`,
              })}
            </p>
          </div>
          <p><a href="/app/devices">${say(lang, 'devices.back')}</a></p>`,
      );
    }
    if (kind !== 'smsgate' && kind !== 'forwarder' && kind !== 'shortcut') {
      return frame(
        ctx,
        t(lang, 'devices.title'),
        html`<p class="error">${say(lang, 'devices.choose_app')}</p>`,
        400,
      );
    }
    // The same ledger code as POST /v1/devices (one rule, one place).
    const { deviceId, secret } = await s.devices.createReporter(tenantId, kind, name);
    const url = `${s.config.publicBaseUrl}/v1/reports`;
    const headers = { Authorization: `Bearer ${secret}` };
    const steps =
      kind === 'smsgate'
        ? smsGateSteps({ id: deviceId, signing_key: secret }, session, undefined, lang)
        : kind === 'forwarder'
          ? forwarderSteps({ url, headers }, lang)
          : shortcutSteps({ url, headers }, lang);
    frame(
      ctx,
      APPS[kind],
      html`${title(APPS[kind])} ${shownOnce}
        <div class="card" id="steps">${steps}</div>
        ${guides(lang)}
        <p><a href="/app/devices">${say(lang, 'devices.done')}</a></p>`,
    );
  });

  r.post('/app/devices/:id/smsgate-webhook', async (ctx) => {
    const id = ctx.params.id ?? '';
    if (!ID_PATTERNS.device.test(id)) throw notFound('device');
    // Looked up by id, not among a page of the newest: any of the shop's phones.
    const device = await s.devices.get(tenantOf(ctx), id);
    if (!device || device.kind !== 'smsgate' || device.revoked_at !== undefined) throw notFound('device');
    const username = text(ctx.request.body, 'username');
    const password = formText(ctx.request.body, 'password');
    const webhookUrl = `${s.config.publicBaseUrl}/v1/reports/smsgate/${id}`;
    const result =
      username && password
        ? await registerSmsGateWebhooks(s.config.smsGateCloudUrl, { username, password }, webhookUrl)
        : ({ ok: false, reason: 'credentials' } as const);
    const lang = langOf(ctx);
    if (result.ok) {
      return frame(
        ctx,
        'SMSGate',
        html`<h1>${say(lang, 'smsgate.done.heading')}</h1>
          <p class="success">
            ${say(lang, 'smsgate.done.text', {
              path: html`${label('Settings')} → ${label('Webhooks…')} → ${label('Registered Webhooks')}`,
              phones: html`<a href="/app/devices">${say(lang, 'smsgate.done.phones')}</a>`,
            })}
          </p>`,
      );
    }
    // SMSGate's own refusal detail is its English text: shown only on the English page.
    const error: Renderable =
      result.reason === 'credentials'
        ? say(lang, 'smsgate.error.credentials', { cloud: label('Cloud server') })
        : result.reason === 'unreachable'
          ? say(lang, 'smsgate.error.unreachable')
          : lang === 'en' && result.detail
            ? `SMSGate refused the webhook: ${result.detail}.`
            : say(lang, 'smsgate.error.refused');
    frame(
      ctx,
      'SMSGate',
      html`<h1>${say(lang, 'smsgate.register.heading')}</h1>
        <div class="card">
          <p>${say(lang, 'smsgate.register.why')}</p>
          <form method="post" action="/app/devices/${id}/smsgate-webhook" novalidate>
            ${csrfField(sessionOf(ctx))}
            ${field({ name: 'username', label: t(lang, 'smsgate.username'), value: username, autocomplete: 'off' })}
            ${field({ name: 'password', label: t(lang, 'smsgate.password'), type: 'password', autocomplete: 'off', error })}
            <button type="submit">${say(lang, 'smsgate.register')}</button>
          </form>
        </div>`,
      400,
    );
  });

  // Revoke asks first (without script: a confirmation page), then acts on `confirm=yes`.
  r.post('/app/devices/:id/revoke', async (ctx) => {
    const id = ctx.params.id;
    if (!id || !ID_PATTERNS.device.test(id)) throw notFound('device');
    if (!confirmed(ctx)) {
      const device = await s.devices.get(tenantOf(ctx), id);
      if (!device) throw notFound('device');
      const lang = langOf(ctx);
      return askToConfirm(ctx, {
        current: '/app/devices',
        question: t(lang, 'devices.revoke.question', { name: device.name ?? t(lang, 'devices.this_phone') }),
        consequence: t(lang, 'devices.revoke.consequence'),
        action: `/app/devices/${id}/revoke`,
        yes: t(lang, 'devices.revoke.yes'),
        back: '/app/devices',
      });
    }
    await s.devices.revoke(tenantOf(ctx), id);
    ctx.status = 303;
    ctx.redirect('/app/devices');
  });

  return r;
}
