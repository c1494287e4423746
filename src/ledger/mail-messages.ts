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
