// Gmail's forwarding confirmation (CONTRACT §7; shapes in ../shared/fixtures/email/gmail-forwarding.md).
// When a seller adds their ingest address under Gmail's Settings → Forwarding, Gmail mails that address a
// confirmation code and a link; the seller needs one of them to finish turning auto-forwarding on. Such a
// mail is stored for the tenant and shown on the dashboard's feeds page, never read as a credit.
//
// Never guess: only the confirm link (`/mail/vf-` on Gmail's two settings hosts) is taken, never the
// cancel link (`/mail/uf-`), and a mail without a code and a confirm link is not a confirmation.

/** Who sends it: the From address, with DKIM `google.com` checked by the feed. */
export const GMAIL_FORWARDING_SENDER = 'forwarding-noreply@google.com';
export const GMAIL_SIGNING_DOMAIN = 'google.com';

export interface ForwardingConfirmation {
  /** The Gmail address asking to forward mail here. */
  requestedBy: string;
  code: string;
  confirmUrl: string;
}

const SUBJECT = /Gmail Forwarding Confirmation - Receive Mail from (?<from>\S+@\S+?)(?:\s|$)/i;
const CODE_LINE = /Confirmation code:\s*(?<code>\d{6,12})\b/i;
const SUBJECT_CODE = /\(#(?<code>\d{6,12})\)/;
const CONFIRM_URL = /https:\/\/(?:mail-settings\.google\.com|mail\.google\.com)\/mail\/vf-[^\s<>"']+/;
const ADDRESS = /^[^\s@<>()]+@[^\s@<>()]+\.[a-z]{2,}$/i;

export function readForwardingConfirmation(mail: {
  subject?: string | undefined;
  text?: string | undefined;
}): ForwardingConfirmation | undefined {
  const subject = mail.subject ?? '';
  const text = mail.text ?? '';
  const requestedBy = SUBJECT.exec(subject)?.groups?.from;
  if (requestedBy === undefined || !ADDRESS.test(requestedBy)) return undefined;
  const code = CODE_LINE.exec(text)?.groups?.code ?? SUBJECT_CODE.exec(subject)?.groups?.code;
  const confirmUrl = CONFIRM_URL.exec(text)?.[0];
  if (code === undefined || confirmUrl === undefined) return undefined;
  // The code in the subject, when there is one, must be the body's: two codes is not a mail we know.
  const subjectCode = SUBJECT_CODE.exec(subject)?.groups?.code;
  if (subjectCode !== undefined && subjectCode !== code) return undefined;
  return { requestedBy: requestedBy.toLowerCase(), code, confirmUrl };
}
