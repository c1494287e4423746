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

/** The sign-in link of an address on several shops: the page it opens asks which (issue 30). */
export function signInChoiceMail(
  to: string,
  shopNames: string[],
  link: string,
  minutes: number,
): OutboundMessage {
  const subject = 'Sign in to your shops on MatchLedger';
  const names = shopNames.join(', ');
  const text = [
    `Someone (we hope you) asked to sign in to a MatchLedger dashboard. This address may sign in to: ${names}.`,
    '',
    `Open this link and choose the shop. It works once and only for the next ${minutes} minutes:`,
    link,
    '',
    'If you did not ask for it, ignore this mail: nobody can sign in without the link.',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5">
<p>Someone (we hope you) asked to sign in to a MatchLedger dashboard. This address may sign in to: <b>${escape(names)}</b>.</p>
<p><a href="${escape(link)}" style="display:inline-block;padding:12px 20px;background:#1a56db;color:#fff;border-radius:8px;text-decoration:none">Choose a shop and sign in</a></p>
<p>The link works once and only for the next ${minutes} minutes.</p>
<p style="color:#5f6570">If you did not ask for it, ignore this mail: nobody can sign in without the link.</p>
</body></html>`;
  return { to, subject, text, html };
}

/** The confirmation a team address must open before it can sign in to the shop (issue 30). */
export function joinMail(to: string, tenantName: string, link: string, hours: number): OutboundMessage {
  const subject = `Join ${tenantName} on MatchLedger`;
  const text = [
    `${tenantName} added this address to the people who may sign in to its MatchLedger dashboard.`,
    '',
    `Open this link to accept. It works once and only for the next ${hours} hours:`,
    link,
    '',
    'If you do not know this shop, ignore this mail: the address is not added unless you accept.',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5">
<p><b>${escape(tenantName)}</b> added this address to the people who may sign in to its MatchLedger dashboard.</p>
<p><a href="${escape(link)}" style="display:inline-block;padding:12px 20px;background:#1a56db;color:#fff;border-radius:8px;text-decoration:none">Join ${escape(tenantName)}</a></p>
<p>The link works once and only for the next ${hours} hours.</p>
<p style="color:#5f6570">If you do not know this shop, ignore this mail: the address is not added unless you accept.</p>
</body></html>`;
  return { to, subject, text, html };
}
