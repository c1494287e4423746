// Verifies MatchLedger's `X-ML-Signature` header. Self-contained (node:crypto only) so a tenant can
// copy this file into their own service as it is.
import { createHmac, timingSafeEqual } from 'node:crypto';

export type VerifyFailure =
  'missing_header' | 'malformed_header' | 'timestamp_out_of_tolerance' | 'signature_mismatch';

export type VerifyResult = { ok: true; t: number } | { ok: false; reason: VerifyFailure };

export interface VerifyOptions {
  /** Your clock, in unix seconds; defaults to now. */
  nowSeconds?: number;
  /** How far `t` may be from your clock, either way; defaults to 300 s. */
  toleranceSeconds?: number;
}

export const DEFAULT_TOLERANCE_SECONDS = 300;

// Anything looser (spaces, other orders, extra or repeated fields, uppercase hex) is refused rather
// than normalised, so there is exactly one accepted spelling of a signature.
const HEADER = /^t=([0-9]+),v1=([0-9a-f]{64})$/;

/**
 * `rawBody` must be the body exactly as it came off the wire, before any JSON parsing: re-serialised
 * JSON can differ by a byte and fail. Prefer the Buffer; a string is hashed as UTF-8, which only
 * reproduces the wire bytes if it was decoded from them losslessly.
 */
export function verifyWebhook(
  headerValue: string | undefined,
  rawBody: Buffer | string,
  secret: string,
  options: VerifyOptions = {},
): VerifyResult {
  if (headerValue === undefined) return { ok: false, reason: 'missing_header' };
  const match = HEADER.exec(headerValue);
  if (!match) return { ok: false, reason: 'malformed_header' };
  const [, tText = '', v1 = ''] = match;

  // The signature says nothing about when it was made; this window is the only replay protection.
  // Written as !(<=) so that a clock or tolerance that is not a number fails closed.
  const t = Number(tText);
  const now = options.nowSeconds ?? Math.floor(Date.now() / 1000);
  const tolerance = options.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS;
  if (!(Math.abs(now - t) <= tolerance)) return { ok: false, reason: 'timestamp_out_of_tolerance' };

  // The key is the whole secret string, `whsec_` included, as UTF-8: not stripped, not hex-decoded.
  // The material is the digits of t as sent, a dot, then the raw body bytes.
  const expected = createHmac('sha256', Buffer.from(secret, 'utf8'))
    .update(`${tText}.`, 'utf8')
    .update(rawBody)
    .digest();
  // Both are 32 bytes (the header pattern guarantees 64 hex digits), as timingSafeEqual requires;
  // comparing in constant time keeps the digest from being guessed byte by byte.
  if (!timingSafeEqual(expected, Buffer.from(v1, 'hex'))) return { ok: false, reason: 'signature_mismatch' };
  return { ok: true, t };
}
