// Identifiers of CONTRACT §2. Every random part comes from the CSPRNG.
import { createHash, randomBytes, randomInt } from 'node:crypto';

const hex = (bytes: number): string => randomBytes(bytes).toString('hex');

export const newTenantId = (): string => `tnt_${hex(10)}`;
export const newIntentId = (): string => `int_${hex(10)}`;
export const newCreditId = (): string => `crd_${hex(10)}`;
export const newStatementId = (): string => `stm_${hex(10)}`;
export const newDeviceId = (): string => `dev_${hex(10)}`;
export const newEventId = (): string => `evt_${hex(12)}`;
export const newDeliveryId = (): string => `dlv_${hex(12)}`;
export const newApiKey = (): string => `sk_${hex(24)}`;
export const newDeviceToken = (): string => `dvt_${hex(24)}`;
export const newWebhookSecret = (): string => `whsec_${hex(32)}`;
/** 16 random bytes = 128 bits, base64url: 22 characters. */
export const newPageToken = (): string => randomBytes(16).toString('base64url');
/** 32 random bytes, base64url: a sign-in link's token and a session cookie's value (CONTRACT §13). */
export const newSignInToken = (): string => randomBytes(32).toString('base64url');
export const newSessionSecret = (): string => randomBytes(32).toString('base64url');
/** The per-tenant local part of the ingest e-mail address. */
export const newIngestId = (): string => `in${hex(8)}`;

// No 0/O, 1/I/L lookalikes in a code a person types on a phone.
const PAIRING_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export function newPairingCode(): string {
  let code = '';
  for (let i = 0; i < 8; i++) code += PAIRING_ALPHABET[randomInt(PAIRING_ALPHABET.length)];
  return code;
}

export const ID_PATTERNS = {
  /** CONTRACT §2: 22+ base64url characters; a token of another shape cannot exist. */
  pageToken: /^[A-Za-z0-9_-]{22,64}$/,
  tenant: /^tnt_[0-9a-f]{20}$/,
  intent: /^int_[0-9a-f]{20}$/,
  credit: /^crd_[0-9a-f]{20}$/,
  device: /^dev_[0-9a-f]{20}$/,
  event: /^evt_[0-9a-f]{24}$/,
  delivery: /^dlv_[0-9a-f]{24}$/,
  apiKey: /^sk_[0-9a-f]{48}$/,
  deviceToken: /^dvt_[0-9a-f]{48}$/,
  webhookSecret: /^whsec_[0-9a-f]{64}$/,
  pairingCode: /^[A-Z2-9]{8}$/,
} as const;

/**
 * Secrets are stored only as this digest. They carry 192 random bits, so a fast hash is enough:
 * there is nothing to brute-force the way there would be with a password.
 */
export const secretDigest = (secret: string): string => createHash('sha256').update(secret).digest('hex');

/** The part of an API key an operator may see and quote: `sk_` and 8 hex characters. */
export const apiKeyPrefix = (key: string): string => key.slice(0, 11);
