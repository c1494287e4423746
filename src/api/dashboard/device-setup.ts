// The set-up steps of each reporter app (CONTRACT §13 /app/devices), in the app's own labels as its
// current source shows them: "Sms Forwarder" (F-Droid: "Incoming SMS to URL forwarder",
// res/values/strings.xml), SMSGate (capcom6/android-sms-gateway, res/values/strings.xml and
// fragment_home.xml) and the iPhone's Shortcuts app. Every value is shown once, as the app wants it
// typed (the forwarder's template as plain JSON text, never a JSON-escaped string), with a copy button.
import { FORWARDER_JSON_TEMPLATE, SHORTCUT_BODY } from '../../ingest/reporters.js';
import type { Session } from '../../ledger/sign-in.js';
import { html, type Html } from './html.js';
import { csrfField, field } from './layout.js';

export const APPS = {
  smsgate: 'SMSGate (Android)',
  forwarder: 'Sms Forwarder (Android)',
  shortcut: 'iPhone Shortcuts',
  reporter: 'Our reporter API (pairing code)',
} as const;
export type AppChoice = keyof typeof APPS;

/** A value to type into the app: shown once, with a copy button (the script reveals it). */
export function value(label: string, text: string, id: string): Html {
  return html`<code class="secret" id="${id}">${text}</code>
    <button class="secondary" type="button" data-copy="${text}" hidden>Copy ${label}</button>`;
}

const battery = html`<p class="muted">
  On Xiaomi, Oppo, Vivo and Realme phones also allow the app to <b>Autostart</b> and set its battery use to
  <b>No restrictions</b>, or the phone stops it in the background.
</p>`;

export function forwarderSteps(setup: { url: string; headers: Record<string, string> }): Html {
  const headers = JSON.stringify(setup.headers);
  return html`<ol class="steps">
      <li>
        On the Android phone that gets your bank's SMS, install <b>Incoming SMS to URL forwarder</b> from
        <a href="https://f-droid.org/packages/tech.bogomolov.incomingsmsgateway/">F-Droid</a>. On the phone it
        is called <b>Sms Forwarder</b>. Open it and allow it to read SMS.
      </li>
      <li>Tap <b>Add</b>.</li>
      <li>
        In <b>Sender (number or text)</b> type a star, <code>*</code>, for every sender (banks send from names
        whose first letters change).
      </li>
      <li>In <b>Webhook URL</b> put: ${value('URL', setup.url, 'fw-url')}</li>
      <li>
        In <b>Json Payload Template</b> delete what is there and put, exactly:
        ${value('template', FORWARDER_JSON_TEMPLATE, 'fw-template')}
      </li>
      <li>In <b>Headers</b> delete what is there and put: ${value('headers', headers, 'fw-headers')}</li>
      <li>
        Leave <b>Number of retries</b> at 10 and <b>Ignore SSL/TLS certificate errors</b> off. Tap
        <b>Save</b>.
      </li>
      <li>
        Tap <b>Test</b>. This page then shows the phone as seen, its last message <i>ignored</i> (the test
        comes from a phone number, never a bank).
      </li>
    </ol>
    ${battery}`;
}

export function smsGateSteps(
  device: { id: string; signing_key: string },
  session: Session,
  error?: string,
): Html {
  return html`<ol class="steps">
      <li>
        On the Android phone that gets your bank's SMS, install <b>SMS Gateway for Android</b> (SMSGate) from
        <a href="https://sms-gate.app">sms-gate.app</a>. Open it and allow it to read SMS.
      </li>
      <li>
        Open <b>Settings</b>, then <b>Webhooks…</b>, then <b>Signing Key</b>. Delete what is there, put this
        and tap OK: ${value('signing key', device.signing_key, 'sg-key')}
      </li>
      <li>
        On the <b>Home</b> tab turn on <b>Cloud server</b>, then tap <b>Offline</b> at the bottom so that it
        says <b>Online</b>. The app then shows a <b>Username</b> and a <b>Password</b> under Cloud server.
      </li>
      <li>
        Type them here. We register your phone's webhook with SMSGate's cloud and do not keep the password.
        <form method="post" action="/app/devices/${device.id}/smsgate-webhook" novalidate>
          ${csrfField(session)} ${field({ name: 'username', label: 'Username', autocomplete: 'off' })}
          ${field({ name: 'password', label: 'Password', type: 'password', autocomplete: 'off', error })}
          <button type="submit">Register the webhook</button>
        </form>
      </li>
      <li>
        Optional: in <b>Settings</b>, under <b>Ping</b>, set <b>Interval (seconds)</b> to 300, so this page
        can tell you when the phone goes quiet.
      </li>
    </ol>
    ${battery}`;
}

export function shortcutSteps(setup: { url: string; headers: Record<string, string> }): Html {
  const token = setup.headers.Authorization ?? '';
  const sms = SHORTCUT_BODY.sms;
  return html`<p>Needs iOS 17 or later (earlier versions ask before every run).</p>
    <ol class="steps">
      <li>
        Open <b>Shortcuts</b>, tap <b>Automation</b>, then <b>New Automation</b> (or <b>+</b> at the top
        right) and choose <b>Message</b>.
      </li>
      <li>
        Tap <b>Sender</b> and choose your bank's sender (as it shows in Messages, like
        <code>AX-HDFCBK</code>). At <b>Message Contains</b> type <code>credited</code>.
      </li>
      <li>
        Choose <b>Run Immediately</b> (leave <b>Notify When Run</b> off), tap <b>Next</b>, then
        <b>New Blank Automation</b>.
      </li>
      <li>
        Tap <b>Add Action</b>, search <b>Format Date</b> and add it: <b>Current Date</b>, Date Format
        <b>ISO 8601</b>, and turn on <b>Include ISO 8601 Time</b>.
      </li>
      <li>Add <b>Get Contents of URL</b>. Tap <b>URL</b> and put: ${value('URL', setup.url, 'sc-url')}</li>
      <li>Tap the arrow to show more. <b>Method</b>: <b>POST</b>.</li>
      <li>
        Under <b>Headers</b> tap <b>Add new header</b>: Key <code>Authorization</code>, Text:
        ${value('header', token, 'sc-header')}
      </li>
      <li>
        <b>Request Body</b>: <b>JSON</b>. Tap <b>Add new field</b>, choose <b>Dictionary</b>, Key
        <code>sms</code>. Inside it add three <b>Text</b> fields:
        <dl>
          <dt><code>sender</code></dt>
          <dd>the variable <b>${sms.sender.replace('Shortcut Input: ', '')}</b> of <b>Shortcut Input</b></dd>
          <dt><code>body</code></dt>
          <dd>the variable <b>${sms.body.replace('Shortcut Input: ', '')}</b> of <b>Shortcut Input</b></dd>
          <dt><code>received_at</code></dt>
          <dd>the variable <b>Formatted Date</b></dd>
        </dl>
      </li>
      <li>
        Tap <b>Done</b>. When the next credit SMS arrives, this page shows the phone as seen and its last
        message.
      </li>
    </ol>`;
}
