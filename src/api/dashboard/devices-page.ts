// Reporter phones (CONTRACT §13 /app/devices): the seller picks the app the phone will run, the dashboard
// creates the device through the same ledger code as POST /v1/devices and shows that app's steps with
// the values to type (shown once); the list with kind, last seen and last message; Revoke, confirmed.
import Router from '@koa/router';
import { notFound } from '../../domain/errors.js';
import { ID_PATTERNS } from '../../domain/ids.js';
import { PAIRING_CODE_TTL_SECONDS } from '../../domain/rules.js';
import { unixNow } from '../../domain/time.js';
import { registerSmsGateWebhooks } from '../../ingest/smsgate-cloud.js';
import type { DeviceBody } from '../../ledger/devices.js';
import type { Services } from '../../services.js';
import type { Ctx } from '../middleware.js';
import type { RequestState } from '../state.js';
import { askToConfirm, confirmed } from './confirm.js';
import { APPS, forwarderSteps, shortcutSteps, smsGateSteps, type AppChoice } from './device-setup.js';
import { html, type Html } from './html.js';
import { age, badge, csrfField, field, page, when } from './layout.js';
import { qrSvg } from './orders.js';
import { formText, sessionOf, tenantOf } from './forms.js';

const text = (body: unknown, k: string): string => formText(body, k).trim();

const KIND_WORDS: Record<DeviceBody['kind'], string> = {
  app: 'Reporter app',
  forwarder: 'Sms Forwarder',
  smsgate: 'SMSGate',
  shortcut: 'iPhone Shortcuts',
};
const OUTCOME_WORDS: Record<NonNullable<DeviceBody['last_message']>['outcome'], string> = {
  credited: 'a payment, recorded',
  repeat: 'a payment already recorded (sent again)',
  ignored: 'not a payment to you',
  unparseable: 'from your bank, but we could not read it (our team is told)',
};

/** Why a message was ignored, as the intake names it; a reason not listed here is shown as it is. */
const REASON_WORDS: Record<string, string> = {
  debit: 'money going out',
  not_a_payment: 'a bank message that is no payment, like an OTP or an offer',
  unknown_sender: 'not from a bank we read: a phone number or a sender id no bank uses',
  other_account: 'into an account you did not list in Settings',
};

const GUIDES = html`<p class="muted">
  Guides with more detail: <a href="/docs/guides/reporter-smsgate">SMSGate</a>,
  <a href="/docs/guides/reporter-forwarder">Sms Forwarder</a>,
  <a href="/docs/guides/reporter-shortcuts">iPhone Shortcuts</a>.
</p>`;

function deviceItem(d: DeviceBody, csrf: Html, now: number): Html {
  const name = d.name ?? d.device_id;
  return html`<li>
    <div class="row">
      <b>${name}</b
      >${d.revoked_at !== undefined ? badge('revoked', 'Revoked') : badge('open', KIND_WORDS[d.kind])}
    </div>
    <div class="muted">
      Added ${when(d.created_at)} ·
      ${d.last_seen_at !== undefined ? html`last seen ${age(d.last_seen_at, now)}` : 'not seen yet'}
    </div>
    ${
      d.last_message
        ? html`<div class="muted">
            Last message ${age(d.last_message.at, now)}:
            ${badge(d.last_message.outcome, d.last_message.outcome)}
            ${OUTCOME_WORDS[d.last_message.outcome]}${
              d.last_message.reason
                ? ` (${REASON_WORDS[d.last_message.reason] ?? d.last_message.reason})`
                : ''
            }
          </div>`
        : ''
    }
    ${
      d.revoked_at === undefined
        ? html`<form method="post" action="/app/devices/${d.device_id}/revoke">
            ${csrf}<button class="danger" type="submit">Revoke ${d.name ?? 'this phone'}…</button>
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
    ctx.body = page({ title, session: sessionOf(ctx), current: '/app/devices', body }).value;
  };

  r.get('/app/devices', async (ctx) => {
    const session = sessionOf(ctx);
    const devices = await s.devices.list(tenantOf(ctx), 100, undefined);
    const now = unixNow();
    frame(
      ctx,
      'Devices',
      html`<h1>Phones that report payments</h1>
        <form class="card" method="post" action="/app/devices" novalidate>
          ${csrfField(session)}
          <h2>Add a phone</h2>
          <fieldset class="choices">
            <legend>Which app will the phone run?</legend>
            ${Object.entries(APPS).map(
              ([kind, label], i) =>
                html`<label class="choice"
                  ><input type="radio" name="kind" value="${kind}" ${i === 0 ? html`checked` : ''} />
                  ${label}</label
                >`,
            )}
          </fieldset>
          ${field({ name: 'name', label: 'Name of the phone (optional)', hint: 'Like "Counter phone".' })}
          <button type="submit">Show the steps</button>
        </form>
        ${GUIDES}
        <h2>Your phones</h2>
        ${devices.data.length === 0 ? html`<p class="card">None yet.</p>` : ''}
        <ul class="list">
          ${devices.data.map((d) => deviceItem(d, csrfField(session), now))}
        </ul>`,
    );
  });

  r.post('/app/devices', async (ctx) => {
    const session = sessionOf(ctx);
    const tenantId = tenantOf(ctx);
    const name = text(ctx.request.body, 'name').slice(0, 100) || undefined;
    const kind = text(ctx.request.body, 'kind') as AppChoice;
    const title = (app: string) => html`<h1>${app}${name ? html`: ${name}` : ''}</h1>`;
    const shownOnce = html`<p class="notice">
      These values are shown only now. Keep this page open until the phone is set up; if you lose them, revoke
      this phone and add it again.
    </p>`;
    if (kind === 'reporter') {
      const minted = await s.devices.mintPairingCode(tenantId, name);
      return frame(
        ctx,
        'Pair a phone',
        html`${title('Pair a phone')}
          <div class="card">
            <p>In the app built on our reporter API, choose <b>Pair</b> and type this code, or scan it:</p>
            <p class="code" id="pairing-code">${minted.code}</p>
            <div class="qr">${await qrSvg(minted.code)}</div>
            <p class="muted">
              It works once, for ${PAIRING_CODE_TTL_SECONDS / 60} minutes (until ${when(minted.expires_at)}):
              <b data-until="${minted.expires_at}">10:00</b> left.
            </p>
          </div>
          <p><a href="/app/devices">Back to your phones</a></p>`,
      );
    }
    if (kind !== 'smsgate' && kind !== 'forwarder' && kind !== 'shortcut') {
      return frame(ctx, 'Devices', html`<p class="error">Choose one of the apps.</p>`, 400);
    }
    // The same ledger code as POST /v1/devices (one rule, one place).
    const { deviceId, secret } = await s.devices.createReporter(tenantId, kind, name);
    const url = `${s.config.publicBaseUrl}/v1/reports`;
    const headers = { Authorization: `Bearer ${secret}` };
    const steps =
      kind === 'smsgate'
        ? smsGateSteps({ id: deviceId, signing_key: secret }, session)
        : kind === 'forwarder'
          ? forwarderSteps({ url, headers })
          : shortcutSteps({ url, headers });
    frame(
      ctx,
      APPS[kind],
      html`${title(APPS[kind])} ${shownOnce}
        <div class="card" id="steps">${steps}</div>
        ${GUIDES}
        <p><a href="/app/devices">Done: back to your phones</a></p>`,
    );
  });

  r.post('/app/devices/:id/smsgate-webhook', async (ctx) => {
    const id = ctx.params.id ?? '';
    if (!ID_PATTERNS.device.test(id)) throw notFound('device');
    const device = (await s.devices.list(tenantOf(ctx), 100, undefined)).data.find(
      (d) => d.device_id === id && d.kind === 'smsgate' && d.revoked_at === undefined,
    );
    if (!device) throw notFound('device');
    const username = text(ctx.request.body, 'username');
    const password = formText(ctx.request.body, 'password');
    const webhookUrl = `${s.config.publicBaseUrl}/v1/reports/smsgate/${id}`;
    const result =
      username && password
        ? await registerSmsGateWebhooks(s.config.smsGateCloudUrl, { username, password }, webhookUrl)
        : ({ ok: false, reason: 'credentials' } as const);
    if (result.ok) {
      return frame(
        ctx,
        'SMSGate',
        html`<h1>SMSGate is set up</h1>
          <p class="success">
            The webhook is registered. In SMSGate, <b>Settings</b> → <b>Webhooks…</b> →
            <b>Registered Webhooks</b> now lists it. Your next bank SMS shows on
            <a href="/app/devices">your phones</a>.
          </p>`,
      );
    }
    const error =
      result.reason === 'credentials'
        ? 'SMSGate did not accept that username and password: type them as the app shows them under Cloud server.'
        : result.reason === 'unreachable'
          ? 'SMSGate could not be reached just now; try again in a minute.'
          : `SMSGate refused the webhook${result.detail ? `: ${result.detail}` : ''}.`;
    frame(
      ctx,
      'SMSGate',
      html`<h1>Register SMSGate's webhook</h1>
        <div class="card">
          <p>
            The signing key was shown when you added the phone; if you did not put it in the app, revoke this
            phone and add it again.
          </p>
          <form method="post" action="/app/devices/${id}/smsgate-webhook" novalidate>
            ${csrfField(sessionOf(ctx))}
            ${field({ name: 'username', label: 'Username', value: username, autocomplete: 'off' })}
            ${field({ name: 'password', label: 'Password', type: 'password', autocomplete: 'off', error })}
            <button type="submit">Register the webhook</button>
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
      const device = (await s.devices.list(tenantOf(ctx), 100, undefined)).data.find(
        (d) => d.device_id === id,
      );
      if (!device) throw notFound('device');
      return askToConfirm(ctx, {
        current: '/app/devices',
        question: `Revoke ${device.name ?? 'this phone'}?`,
        consequence:
          'From now on everything this phone sends is refused and nothing is stored. This cannot be undone.',
        action: `/app/devices/${id}/revoke`,
        yes: 'Yes, revoke it',
        back: '/app/devices',
      });
    }
    await s.devices.revoke(tenantOf(ctx), id);
    ctx.status = 303;
    ctx.redirect('/app/devices');
  });

  return r;
}
