// The mail the service sends, as plain text and HTML (escaped: a tenant's name is the seller's text),
// in the language of the page that asked for it (CONTRACT §9).
import { CATALOGS, interpolate, t, type Lang, type MessageKey } from '../i18n/index.js';
import type { OutboundMessage } from './mail-outbox.js';

const escape = (s: string): string =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

/** The sign-in link: which tenant it opens and how long it lives (CONTRACT §13). */
export function signInMail(
  to: string,
  tenantName: string,
  link: string,
  minutes: number,
  lang: Lang = 'en',
): OutboundMessage {
  const subject = t(lang, 'mail.signin.subject', { shop: tenantName });
  const text = [
    t(lang, 'mail.signin.asked', { shop: tenantName }),
    '',
    t(lang, 'mail.signin.open', { minutes }),
    link,
    '',
    t(lang, 'mail.signin.ignore'),
  ].join('\n');
  // A sentence as HTML: its own text escaped, each placeholder filled with markup made here.
  const say = (key: MessageKey, markup: Record<string, string> = {}): string =>
    CATALOGS[lang][key]
      .split(/\{(\w+)\}/)
      .map((part, i) => (i % 2 === 0 ? escape(part) : (markup[part] ?? '')))
      .join('');
  const shop = escape(tenantName);
  const mins = escape(interpolate('{n}', lang, { n: minutes }));
  const html = `<!doctype html><html lang="${lang}"><body style="font-family:system-ui,sans-serif;line-height:1.5">
<p>${say('mail.signin.asked', { shop: `<b>${shop}</b>` })}</p>
<p><a href="${escape(link)}" style="display:inline-block;padding:12px 20px;background:#1a56db;color:#fff;border-radius:8px;text-decoration:none">${say('mail.signin.button', { shop })}</a></p>
<p>${say('mail.signin.works', { minutes: mins })}</p>
<p style="color:#5f6570">${say('mail.signin.ignore')}</p>
</body></html>`;
  return { to, subject, text, html };
}

/** A sentence as HTML: its own text escaped, each placeholder filled with markup made by the caller. */
const sayIn =
  (lang: Lang) =>
  (key: MessageKey, markup: Record<string, string> = {}): string =>
    CATALOGS[lang][key]
      .split(/\{(\w+)\}/)
      .map((part, i) => (i % 2 === 0 ? escape(part) : (markup[part] ?? '')))
      .join('');

const BUTTON =
  'display:inline-block;padding:12px 20px;background:#1a56db;color:#fff;border-radius:8px;text-decoration:none';

/** The sign-in link of an address on several shops: the page it opens asks which (issue 30). */
export function signInChoiceMail(
  to: string,
  shopNames: string[],
  link: string,
  minutes: number,
  lang: Lang = 'en',
): OutboundMessage {
  const say = sayIn(lang);
  const subject = t(lang, 'mail.choice.subject');
  const names = shopNames.join(', ');
  const text = [
    t(lang, 'mail.choice.asked', { shops: names }),
    '',
    t(lang, 'mail.choice.open', { minutes }),
    link,
    '',
    t(lang, 'mail.signin.ignore'),
  ].join('\n');
  const mins = escape(interpolate('{n}', lang, { n: minutes }));
  const html = `<!doctype html><html lang="${lang}"><body style="font-family:system-ui,sans-serif;line-height:1.5">
<p>${say('mail.choice.asked', { shops: `<b>${escape(names)}</b>` })}</p>
<p><a href="${escape(link)}" style="${BUTTON}">${say('mail.choice.button')}</a></p>
<p>${say('mail.signin.works', { minutes: mins })}</p>
<p style="color:#5f6570">${say('mail.signin.ignore')}</p>
</body></html>`;
  return { to, subject, text, html };
}

/**
 * The confirmation a team address must open before it can sign in to the shop (issue 30), in the
 * language of the seller who added it.
 */
export function joinMail(
  to: string,
  tenantName: string,
  link: string,
  hours: number,
  lang: Lang = 'en',
): OutboundMessage {
  const say = sayIn(lang);
  const subject = t(lang, 'mail.join.subject', { shop: tenantName });
  const text = [
    t(lang, 'mail.join.added', { shop: tenantName }),
    '',
    t(lang, 'mail.join.open', { hours }),
    link,
    '',
    t(lang, 'mail.join.ignore'),
  ].join('\n');
  const shop = escape(tenantName);
  const hrs = escape(interpolate('{n}', lang, { n: hours }));
  const html = `<!doctype html><html lang="${lang}"><body style="font-family:system-ui,sans-serif;line-height:1.5">
<p>${say('mail.join.added', { shop: `<b>${shop}</b>` })}</p>
<p><a href="${escape(link)}" style="${BUTTON}">${say('mail.join.button', { shop })}</a></p>
<p>${say('mail.join.works', { hours: hrs })}</p>
<p style="color:#5f6570">${say('mail.join.ignore')}</p>
</body></html>`;
  return { to, subject, text, html };
}
