// Identifiers and the shapes of values that cross the API (CONTRACT §2, SPEC §2). A pattern is judged
// both ways: what each generator mints must match it, and a near miss of each kind must not.
import { describe, expect, test } from '@jest/globals';
import {
  ID_PATTERNS,
  apiKeyPrefix,
  newApiKey,
  newCreditId,
  newDeliveryId,
  newDeviceId,
  newDeviceToken,
  newEventId,
  newIngestId,
  newIntentId,
  newPageToken,
  newPairingCode,
  newTenantId,
  newWebhookSecret,
  secretDigest,
} from '../../src/domain/ids.js';
import { RRN_PATTERN, VPA_PATTERN, rrn, unixSeconds, vpa } from '../../src/domain/validation.js';

describe('identifiers (CONTRACT §2)', () => {
  test.each<[keyof typeof ID_PATTERNS, () => string, RegExp]>([
    ['tenant', newTenantId, /^tnt_[0-9a-f]{20}$/],
    ['intent', newIntentId, /^int_[0-9a-f]{20}$/],
    ['credit', newCreditId, /^crd_[0-9a-f]{20}$/],
    ['device', newDeviceId, /^dev_[0-9a-f]{20}$/],
    ['event', newEventId, /^evt_[0-9a-f]{24}$/],
    ['delivery', newDeliveryId, /^dlv_[0-9a-f]{24}$/],
    ['apiKey', newApiKey, /^sk_[0-9a-f]{48}$/],
    ['deviceToken', newDeviceToken, /^dvt_[0-9a-f]{48}$/],
    ['webhookSecret', newWebhookSecret, /^whsec_[0-9a-f]{64}$/],
    ['pairingCode', newPairingCode, /^[A-Z2-9]{8}$/],
  ])(
    '%s: minted in the CONTRACT\u2019s format, and its pattern refuses near misses',
    (kind, mint, format) => {
      const id = mint();
      expect(id).toMatch(format);
      expect(mint()).not.toBe(id);
      const pattern = ID_PATTERNS[kind];
      expect(id).toMatch(pattern);
      expect(`x${id}`).not.toMatch(pattern);
      expect(`${id}0`).not.toMatch(pattern);
      expect(id.slice(0, -1)).not.toMatch(pattern);
      expect(`${id.slice(0, -1)}!`).not.toMatch(pattern);
    },
  );

  test('hex identifiers are lowercase: an uppercase one is refused', () => {
    expect(`int_${'A'.repeat(20)}`).not.toMatch(ID_PATTERNS.intent);
    expect(`int_${'a'.repeat(20)}`).toMatch(ID_PATTERNS.intent);
  });

  test('a pairing code avoids the look-alikes 0, O, 1, I and L', () => {
    const codes = Array.from({ length: 200 }, newPairingCode).join('');
    expect(codes).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{1600}$/);
    expect(ID_PATTERNS.pairingCode.test('ABCD2345')).toBe(true);
    expect(ID_PATTERNS.pairingCode.test('ABCD2341')).toBe(false);
  });

  test('a page token: 16 random bytes as base64url, 22 characters', () => {
    const token = newPageToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(16);
    expect(newPageToken()).not.toBe(token);
  });

  test('an ingest address: "in" and 16 hex characters', () => {
    expect(newIngestId()).toMatch(/^in[0-9a-f]{16}$/);
  });

  test('secrets are stored as their SHA-256, in hex', () => {
    // FIPS 180-2's test vector for "abc".
    expect(secretDigest('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  test('the prefix of an API key an operator may quote: sk_ and 8 hex characters', () => {
    expect(apiKeyPrefix(`sk_0123456789abcdef${'0'.repeat(32)}`)).toBe('sk_01234567');
  });
});

describe('values that cross the API', () => {
  test.each([
    ['ravi@okaxis', true],
    ['ravi.kumar-99_x@ybl', true],
    ['r@okaxis', false], // a handle of one character
    ['-ravi@okaxis', false],
    ['ravi@okaxis!', false],
    ['ravi@9bank', false],
    ['ravi', false],
  ])('a UPI handle %s is accepted: %s', (handle, ok) => {
    expect(VPA_PATTERN.test(handle)).toBe(ok);
    expect(vpa.safeParse(handle).success).toBe(ok);
  });

  test('one rule for every handle taken in: surrounding spaces are trimmed, the pattern decides', () => {
    expect(vpa.parse(' ravi@okaxis ')).toBe('ravi@okaxis');
    expect(vpa.safeParse(' r@okaxis ').success).toBe(false);
  });

  test('a refused UPI handle says what a handle looks like', () => {
    expect(vpa.safeParse('ravi').error?.issues[0]?.message).toBe('must be a UPI handle such as name@bank');
  });

  test.each([
    ['632514087215', true],
    ['63251408721', false],
    ['6325140872150', false],
    ['x632514087215', false],
    ['63251408721x', false],
  ])('an rrn %s is accepted: %s', (value, ok) => {
    expect(RRN_PATTERN.test(value)).toBe(ok);
    expect(rrn.safeParse(value).success).toBe(ok);
  });

  test('a refused rrn names the 12-digit reference', () => {
    expect(rrn.safeParse('1').error?.issues[0]?.message).toBe('must be the 12-digit UPI reference number');
  });

  test.each([
    [0, true],
    [1_800_000_000, true],
    [1e11, true],
    [1e11 + 1, false],
    [-1, false],
    [1.5, false],
    // As text (CONTRACT §7, a Shortcut sends every value as text): plain digits only, the same range.
    ['1800000000', true],
    ['100000000000', true],
    ['100000000001', false],
    ['-1', false],
    ['+1800000000', false],
    [' 1800000000', false],
    ['1800000000.0', false],
    ['1.8e9', false],
    ['', false],
  ])('unix seconds %j are accepted: %s', (value, ok) => {
    expect(unixSeconds.safeParse(value).success).toBe(ok);
  });
});
