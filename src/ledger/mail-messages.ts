// The mail the service sends, as plain text and HTML (escaped: a tenant's name is the seller's text).
import type { OutboundMessage } from './mail-outbox.js';

const escape = (s: string): string =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

/** The sign-in link: which tenant it opens and how long it lives (CONTRACT §13). */
export function signInMail(to: string, tenantName: string, link: string, minutes: number): OutboundMessage {
  const subject = `Sign in to ${tenantName} on MatchLedger`;
  const text = [
    `Someone (we hope you) asked to sign in to the MatchLedger dashboard of ${tenantName}.`,
    '',
    `Open this link to sign in. It works once and only for the next ${minutes} minutes:`,
    link,
    '',
    'If you did not ask for it, ignore this mail: nobody can sign in without the link.',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5">
<p>Someone (we hope you) asked to sign in to the MatchLedger dashboard of <b>${escape(tenantName)}</b>.</p>
<p><a href="${escape(link)}" style="display:inline-block;padding:12px 20px;background:#1a56db;color:#fff;border-radius:8px;text-decoration:none">Sign in to ${escape(tenantName)}</a></p>
<p>The link works once and only for the next ${minutes} minutes.</p>
<p style="color:#5f6570">If you did not ask for it, ignore this mail: nobody can sign in without the link.</p>
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
