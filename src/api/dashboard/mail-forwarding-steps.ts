// How a seller forwards bank alert e-mail to the ingest address, in the labels Gmail and Outlook show
// (CONTRACT §13 /app/feeds; docs/email-forwarding.md has the same with more words). Gmail first sends a
// confirmation to the address: the feeds page shows its code and link, so step 3 points there. The
// labels stay in English, as the sites show them when their language is English.
import type { Lang } from '../../i18n/index.js';
import { html, type Html } from './html.js';
import { label as b } from './layout.js';
import { say } from './say.js';

export function mailForwardingSteps(address: string, lang: Lang = 'en'): Html {
  const addr = html`<code>${address}</code>`;
  return html`<div class="card" id="forwarding-steps">
    <h2>${say(lang, 'mail.forward')}</h2>
    ${lang === 'en' ? '' : html`<p class="muted">${say(lang, 'steps.labels_en')}</p>`}
    <h3>Gmail</h3>
    <ol class="steps">
      <li>${say(lang, 'gm.open', { all: b('See all settings'), tab: b('Forwarding and POP/IMAP') })}</li>
      <li>
        ${say(lang, 'gm.add', {
          add: b('Add a forwarding address'),
          address: addr,
          next: b('Next'),
          proceed: b('Proceed'),
          ok: b('OK'),
        })}
      </li>
      <li>
        ${say(lang, 'gm.confirm', {
          finish: html`<b>${say(lang, 'feeds.gmail.heading')}</b>`,
          confirm: html`<b>${say(lang, 'feeds.gmail.button')}</b>`,
          verify: b('Verify'),
        })}
      </li>
      <li>${say(lang, 'gm.search', { from: html`<code>from:</code>`, create: b('Create filter') })}</li>
      <li>${say(lang, 'gm.forward', { forward: b('Forward it to'), create: b('Create filter') })}</li>
    </ol>
    <h3>Outlook</h3>
    <ol class="steps">
      <li>${say(lang, 'ol.open', { mail: b('Mail'), rules: b('Rules'), add: b('Add new rule') })}</li>
      <li>${say(lang, 'ol.condition', { condition: b('Add a condition'), from: b('From') })}</li>
      <li>
        ${say(lang, 'ol.action', {
          action: b('Add an action'),
          redirect: b('Redirect to'),
          fwd: b('Forward'),
          address: addr,
          save: b('Save'),
        })}
      </li>
    </ol>
    <p class="muted">
      ${say(lang, 'mail.more', {
        guide: html`<a href="/docs/guides/email-forwarding">${say(lang, 'mail.guide')}</a>`,
      })}
    </p>
  </div>`;
}
