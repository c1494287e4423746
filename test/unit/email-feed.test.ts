// The e-mail feed's pure rules: which DKIM signature makes a message a bank's (SPEC §1 "Forged email:
// rejected at the DKIM check; nothing stored", CONTRACT §7, §12), and which Date the signature vouches for.
import { describe, expect, test } from '@jest/globals';
import { acceptableSignature, type SignatureCheck } from '../../src/domain/feeds.js';
import { rfc5322Seconds, signedDate } from '../../src/ingest/email.js';
import { bankByMailDomain } from '../../src/ingest/alerts/banks.js';

const bankOf = (domain: string): string | undefined => bankByMailDomain(domain)?.id;
const pass = (signingDomain: string, more: Partial<SignatureCheck> = {}): SignatureCheck => ({
  result: 'pass',
  signingDomain,
  ...more,
});

describe('SPEC §1 "Forged email": only a verified signature by a bank domain makes a message the bank\'s', () => {
  // The expected outcome: `accept`, `retry`, or the reason of the rejection.
  test.each<[string, SignatureCheck[], string]>([
    ['pass by hdfcbank.net', [pass('hdfcbank.net')], 'accept'],
    ['pass by the newer hdfcbank.bank.in', [pass('hdfcbank.bank.in')], 'accept'],
    ['pass by HDFCBank.NET (d= compares case-insensitively)', [pass('HDFCBank.NET')], 'accept'],
    [
      'forged: a tampered body, which a lenient verifier calls neutral',
      [{ result: 'neutral', signingDomain: 'hdfcbank.net' }],
      'dkim_failed',
    ],
    [
      'forged: a signature that does not verify',
      [{ result: 'fail', signingDomain: 'hdfcbank.net' }],
      'dkim_failed',
    ],
    ['forged: unsigned (the verifier reports none)', [{ result: 'none' }], 'unsigned'],
    ['forged: no signature result at all', [], 'unsigned'],
    ['forged: pass by another domain', [pass('example.com')], 'not_a_bank'],
    ['forged: pass by the look-alike evilhdfcbank.net', [pass('evilhdfcbank.net')], 'not_a_bank'],
    ['forged: pass by hdfcbank.net.evil.com', [pass('hdfcbank.net.evil.com')], 'not_a_bank'],
    ['forged: pass by the subdomain mail.hdfcbank.net', [pass('mail.hdfcbank.net')], 'not_a_bank'],
    ['forged: pass by hdfcbank.net. with a trailing dot', [pass('hdfcbank.net.')], 'not_a_bank'],
    [
      'forged: pass by hdfcbank.net over only part of the body (l=)',
      [pass('hdfcbank.net', { unsignedBodyBytes: 120 })],
      'dkim_failed',
    ],
    ['forged: pass by a key in testing mode (t=y)', [pass('hdfcbank.net', { testing: true })], 'dkim_failed'],
    [
      'forged: rsa-sha1, refused by policy',
      [{ result: 'policy', signingDomain: 'hdfcbank.net' }],
      'dkim_failed',
    ],
    [
      'forged: the bank signature fails, another domain passes',
      [{ result: 'neutral', signingDomain: 'hdfcbank.net' }, pass('example.com')],
      'dkim_failed',
    ],
    ['several signatures, one by the bank verified', [pass('example.com'), pass('hdfcbank.net')], 'accept'],
    [
      'the bank signed twice, one of them verified',
      [{ result: 'fail', signingDomain: 'hdfcbank.net' }, pass('hdfcbank.bank.in')],
      'accept',
    ],
    [
      "the bank's key could not be fetched: try again later",
      [{ result: 'temperror', signingDomain: 'hdfcbank.net' }],
      'retry',
    ],
    [
      "another domain's key could not be fetched: not a bank's, whatever the key would say",
      [{ result: 'temperror', signingDomain: 'example.com' }],
      'not_a_bank',
    ],
  ])('%s', (_name, signatures, expected) => {
    const decision = acceptableSignature(signatures, bankOf);
    expect(decision.verdict === 'reject' ? decision.reason : decision.verdict).toBe(expected);
  });

  test('the accepted signature is the verified bank one, with its bank', () => {
    const verified = pass('hdfcbank.net');
    expect(
      acceptableSignature([{ result: 'neutral', signingDomain: 'hdfcbank.net' }, verified], bankOf),
    ).toEqual({ verdict: 'accept', signature: verified, bank: 'hdfc' });
  });
});

describe('the Date header a DKIM signature vouches for (CONTRACT §12)', () => {
  const at = Date.UTC(2026, 10, 21, 4, 45, 0) / 1000;

  test.each([
    ['Fri, 21 Nov 2026 10:15:00 +0530', at],
    ['21 Nov 2026 10:15:00 +0530', at],
    ['Fri, 21 Nov 2026 10:15:00 +0530 (IST)', at],
    ['Fri, 21 Nov 2026 04:45:00 GMT', at],
    ['Fri, 21 Nov 2026 04:45 +0000', at],
    ['Thu, 20 Nov 2026 23:15:00 -0530', at],
    ['Fri,  21  nov 2026 10:15:00 +0530', at],
  ])('%s is read', (value, expected) => {
    expect(rfc5322Seconds(value)).toBe(expected);
  });

  test.each([
    'Fri, 21 Nov 2026 10:15:00 IST',
    'Fri, 21 Nov 2026 10:15:00',
    '2026-11-21T10:15:00+05:30',
    'Fri, 31 Nov 2026 10:15:00 +0530',
    'Fri, 21 Nov 2026 25:15:00 +0530',
    'yesterday',
    '',
  ])('%s is no usable date', (value) => {
    expect(rfc5322Seconds(value)).toBeUndefined();
  });

  test('the signed Date line is read, folded or not; a signature that did not sign Date vouches for no time', () => {
    expect(signedDate(['From: alerts@hdfcbank.net', 'Date: Fri, 21 Nov 2026 10:15:00 +0530'])).toBe(at);
    expect(signedDate(['DATE:\r\n Fri, 21 Nov 2026\r\n\t10:15:00 +0530'])).toBe(at);
    expect(signedDate(['From: alerts@hdfcbank.net', 'Subject: Alert'])).toBeUndefined();
    expect(signedDate(['X-Date: Fri, 21 Nov 2026 10:15:00 +0530'])).toBeUndefined();
  });

  test('two signed Date headers say no one time', () => {
    expect(
      signedDate(['Date: Fri, 21 Nov 2026 10:15:00 +0530', 'Date: Fri, 21 Nov 2026 11:15:00 +0530']),
    ).toBeUndefined();
  });
});
