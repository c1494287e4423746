// SMSGate (capcom6/android-sms-gateway), a reporter app sellers already have (CONTRACT §7): how it signs
// its webhooks and the envelope it sends. Pure: no I/O, so every rule is unit-tested.
//
// The app signs `X-Signature` = hex HMAC-SHA256 over the body text followed by the `X-Timestamp` header's
// text (unix seconds), keyed with the signing key's text as UTF-8. The body is verified as the bytes
// received, before any parsing: re-serialised JSON would not be the text the app signed.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { UnixSeconds } from '../domain/time.js';

/** CONTRACT §7: a webhook signed more than this far from our clock, either way, is refused. */
export const SMSGATE_TIMESTAMP_TOLERANCE_SECONDS = 15 * 60;

export type SignatureVerdict = 'ok' | 'malformed' | 'stale' | 'mismatch';

export function smsGateSignature(signingKey: string, rawBody: Buffer, timestamp: string): string {
  return createHmac('sha256', Buffer.from(signingKey, 'utf8'))
    .update(rawBody)
    .update(Buffer.from(timestamp, 'utf8'))
    .digest('hex');
}

export function verifySmsGateSignature(
  signingKey: string,
  rawBody: Buffer,
  headers: { timestamp: string | undefined; signature: string | undefined },
  now: UnixSeconds,
): SignatureVerdict {
  const { timestamp, signature } = headers;
  if (timestamp === undefined || signature === undefined) return 'malformed';
  if (!/^\d{1,12}$/.test(timestamp) || !/^[0-9a-f]{64}$/.test(signature)) return 'malformed';
  if (Math.abs(now - Number(timestamp)) > SMSGATE_TIMESTAMP_TOLERANCE_SECONDS) return 'stale';
  const expected = Buffer.from(smsGateSignature(signingKey, rawBody, timestamp), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex')) ? 'ok' : 'mismatch';
}

/**
 * The envelope of every SMSGate webhook (its WebHookEventDTO). `webhookId` and `deviceId` are the app's
 * own ids, not ours; fields a later app version adds are ignored, as the app is not ours to pin.
 */
export const smsGateEnvelope = z.object({
  // Stored to recognise repeats: printable ASCII only (the app's ids are nanoids), so no byte PostgreSQL
  // refuses can reach the table.
  id: z.string().regex(/^[\x21-\x7e]{1,128}$/, 'must be the envelope id the app gave'),
  event: z.string().min(1).max(64),
  payload: z.unknown(),
});

/**
 * The payload of `sms:received`. `receivedAt` is the SMS centre's timestamp, ISO 8601 with an offset.
 * Older app versions send the sender only as `phoneNumber`.
 */
export const smsReceivedPayload = z
  .object({
    message: z.string().min(1).max(2000),
    receivedAt: z.string().min(1).max(64),
    sender: z.string().trim().min(1).max(32).optional(),
    phoneNumber: z.string().trim().min(1).max(32).optional(),
  })
  .refine((p) => p.sender !== undefined || p.phoneNumber !== undefined, {
    message: 'must name the sender (sender or phoneNumber)',
    path: ['sender'],
  });

/** Heartbeats: they say only that the phone and the app are alive. */
export const SMSGATE_HEARTBEATS: ReadonlySet<string> = new Set(['system:ping', 'app:started']);
