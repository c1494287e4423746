// The webhook signature of SPEC §5: `t=<unix seconds>,v1=<hex HMAC-SHA-256>` over `${t}.${rawBody}`,
// keyed by the UTF-8 bytes of the whole secret, `whsec_` prefix included.
import { createHmac } from 'node:crypto';

export function signatureDigest(secret: string, t: number, rawBody: string | Buffer): string {
  // Node turns strings into their UTF-8 bytes, as SPEC §5 requires.
  return createHmac('sha256', Buffer.from(secret)).update(`${t}.`).update(rawBody).digest('hex');
}

export function signatureHeader(secret: string, t: number, rawBody: string | Buffer): string {
  return `t=${t},v1=${signatureDigest(secret, t, rawBody)}`;
}
