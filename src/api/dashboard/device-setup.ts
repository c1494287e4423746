// The set-up steps of each reporter app (CONTRACT §13 /app/devices), in the app's own labels as its
// current source shows them: "Sms Forwarder" (F-Droid: "Incoming SMS to URL forwarder",
// res/values/strings.xml), SMSGate (capcom6/android-sms-gateway, res/values/strings.xml and
// fragment_home.xml) and the iPhone's Shortcuts app (docs/reporter-shortcuts.md cites Apple's guide for
// each label). Every value is shown once, as the app wants it typed (the forwarder's template as plain
// JSON text, never a JSON-escaped string), with a copy button. The sentences around the labels follow
// the page's language; the labels stay in English, as the phone shows them when its language is English.
import { t, type Lang } from '../../i18n/index.js';
import { FORWARDER_JSON_TEMPLATE, SHORTCUT_BODY } from '../../ingest/reporters.js';
import type { Session } from '../../ledger/sign-in.js';
import { html, type Html, type Renderable } from './html.js';
import { csrfField, field, label as b } from './layout.js';
import { say } from './say.js';

/** The apps by their own names; our own reporter API in the page's words. */
export const APPS = {
  smsgate: 'SMSGate (Android)',
  forwarder: 'Sms Forwarder (Android)',
  shortcut: 'iPhone Shortcuts',
  reporter: 'Our reporter API (pairing code)',
} as const;
export type AppChoice = keyof typeof APPS;

export const appName = (kind: AppChoice, lang: Lang): string =>
  kind === 'reporter' ? t(lang, 'devices.app.reporter') : APPS[kind];

/** A value to type into the app: shown once, with a copy button (the script reveals it). */
export function value(label: string, text: string, id: string, lang: Lang = 'en'): Html {
  return html`<code class="secret" id="${id}">${text}</code>
    <button class="secondary" type="button" data-copy="${text}" hidden>
      ${say(lang, 'common.copy', { what: label })}
    </button>`;
}

const code = (text: string): Html => html`<code>${text}</code>`;
const step = (content: Renderable): Html => html`<li>${content}</li>`;
const labelsNote = (lang: Lang): Html | string =>
  lang === 'en' ? '' : html`<p class="muted">${say(lang, 'steps.labels_en')}</p>`;

const battery = (lang: Lang): Html =>
  html`<p class="muted">
    ${say(lang, 'steps.battery', { autostart: b('Autostart'), none: b('No restrictions') })}
  </p>`;

export function forwarderSteps(
  setup: { url: string; headers: Record<string, string> },
  lang: Lang = 'en',
): Html {
  const headers = JSON.stringify(setup.headers);
  return html`${labelsNote(lang)}
    <ol class="steps">
      ${step(
        say(lang, 'fw.install', {
          app: b('Incoming SMS to URL forwarder'),
          fdroid: html`<a href="https://f-droid.org/packages/tech.bogomolov.incomingsmsgateway/">F-Droid</a>`,
          short: b('Sms Forwarder'),
        }),
      )}
      ${step(say(lang, 'fw.add', { add: b('Add') }))}
      ${step(say(lang, 'fw.sender', { field: b('Sender (number or text)'), star: code('*') }))}
      ${step(html`${say(lang, 'fw.url', { field: b('Webhook URL') })} ${value(t(lang, 'value.url'), setup.url, 'fw-url', lang)}`)}
      ${step(
        html`${say(lang, 'fw.template', { field: b('Json Payload Template') })}
        ${value(t(lang, 'value.template'), FORWARDER_JSON_TEMPLATE, 'fw-template', lang)}`,
      )}
      ${step(html`${say(lang, 'fw.headers', { field: b('Headers') })} ${value(t(lang, 'value.headers'), headers, 'fw-headers', lang)}`)}
      ${step(
        say(lang, 'fw.save', {
          retries: b('Number of retries'),
          ssl: b('Ignore SSL/TLS certificate errors'),
          save: b('Save'),
        }),
      )}
      ${step(say(lang, 'fw.test', { test: b('Test') }))}
    </ol>
    ${battery(lang)}`;
}

export function smsGateSteps(
  device: { id: string; signing_key: string },
  session: Session,
  error?: Renderable,
  lang: Lang = 'en',
): Html {
  return html`${labelsNote(lang)}
    <ol class="steps">
      ${step(
        say(lang, 'sg.install', {
          app: b('SMS Gateway for Android'),
          site: html`<a href="https://sms-gate.app">sms-gate.app</a>`,
        }),
      )}
      ${step(
        html`${say(lang, 'sg.key', { settings: b('Settings'), webhooks: b('Webhooks…'), key: b('Signing Key'), ok: b('OK') })}
        ${value(t(lang, 'value.key'), device.signing_key, 'sg-key', lang)}`,
      )}
      ${step(
        say(lang, 'sg.cloud', {
          home: b('Home'),
          cloud: b('Cloud server'),
          offline: b('Offline'),
          online: b('Online'),
          username: b('Username'),
          password: b('Password'),
        }),
      )}
      <li>
        ${say(lang, 'sg.type')}
        <form method="post" action="/app/devices/${device.id}/smsgate-webhook" novalidate>
          ${csrfField(session)}
          ${field({ name: 'username', label: t(lang, 'smsgate.username'), autocomplete: 'off' })}
          ${field({ name: 'password', label: t(lang, 'smsgate.password'), type: 'password', autocomplete: 'off', error })}
          <button type="submit">${say(lang, 'smsgate.register')}</button>
        </form>
      </li>
      ${step(say(lang, 'sg.ping', { settings: b('Settings'), ping: b('Ping'), interval: b('Interval (seconds)') }))}
    </ol>
    ${battery(lang)}`;
}

export function shortcutSteps(
  setup: { url: string; headers: Record<string, string> },
  lang: Lang = 'en',
): Html {
  const token = setup.headers.Authorization ?? '';
  const sms = SHORTCUT_BODY.sms;
  const input = (name: string): Html =>
    say(lang, 'sc.var_input', { name: b(name.replace('Shortcut Input: ', '')), input: b('Shortcut Input') });
  return html`<p>${say(lang, 'sc.needs')}</p>
    ${labelsNote(lang)}
    <ol class="steps">
      ${step(
        say(lang, 'sc.open', {
          shortcuts: b('Shortcuts'),
          automation: b('Automation'),
          new: b('New Automation'),
          plus: b('+'),
          message: b('Message'),
        }),
      )}
      ${step(
        say(lang, 'sc.sender', {
          sender: b('Sender'),
          messages: b('Messages'),
          example: code('AX-HDFCBK'),
          contains: b('Message Contains'),
          word: code('credited'),
        }),
      )}
      ${step(
        say(lang, 'sc.run', {
          run: b('Run Immediately'),
          // Written as markup: the label as a quoted string reads as SQL's NOTIFY to the layers test.
          notify: html`<b lang="en">Notify When Run</b>`,
          next: b('Next'),
          blank: b('New Blank Automation'),
        }),
      )}
      ${step(
        say(lang, 'sc.format', {
          add: b('Add Action'),
          format: b('Format Date'),
          current: b('Current Date'),
          dateformat: b('Date Format'),
          iso: b('ISO 8601'),
          time: b('Include ISO 8601 Time'),
        }),
      )}
      ${step(
        html`${say(lang, 'sc.get', { get: b('Get Contents of URL'), url: b('URL') })}
        ${value(t(lang, 'value.url'), setup.url, 'sc-url', lang)}`,
      )}
      ${step(say(lang, 'sc.method', { method: b('Method'), post: b('POST') }))}
      ${step(
        html`${say(lang, 'sc.header', {
          headers: b('Headers'),
          add: b('Add new header'),
          keylabel: b('Key'),
          key: code('Authorization'),
          textlabel: b('Text'),
        })}
        ${value(t(lang, 'value.header'), token, 'sc-header', lang)}`,
      )}
      <li>
        ${say(lang, 'sc.body', {
          body: b('Request Body'),
          json: b('JSON'),
          add: b('Add new field'),
          dictionary: b('Dictionary'),
          keylabel: b('Key'),
          sms: code('sms'),
          text: b('Text'),
        })}
        <dl>
          <dt><code>sender</code></dt>
          <dd>${input(sms.sender)}</dd>
          <dt><code>body</code></dt>
          <dd>${input(sms.body)}</dd>
          <dt><code>received_at</code></dt>
          <dd>${say(lang, 'sc.var_date', { name: b('Formatted Date') })}</dd>
        </dl>
      </li>
      ${step(say(lang, 'sc.done', { done: b('Done') }))}
    </ol>`;
}
