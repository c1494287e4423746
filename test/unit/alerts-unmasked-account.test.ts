// SYNTHETIC wordings, made up here (not from any bank, not part of the corpus): an account printed in full
// after its label, as older templates did ("Your a/c 91824821 is credited", round 6's Axis case). The
// reader keeps its last four digits, which is all a seller's `accounts` compares (CONTRACT §8).
import { describe, expect, test } from '@jest/globals';
import { readSms } from '../../src/ingest/alerts/read.js';

const RECEIVED = Date.parse('2026-11-24T12:10:44+05:30') / 1000;
const reading = (body: string, sender = 'VM-AXISBK') => {
  const r = readSms(sender, body, RECEIVED);
  return r.kind === 'read' ? r.reading : r;
};

describe('an account printed in full after its label is kept as its last four digits', () => {
  test.each([
    'Your a/c 91824821 is credited Rs 2500 on 2026-11-24 A/c balance is Rs 25716.82 Info: NEFT/N328260089403089/ PRIYA SHARMA',
    'Rs 2500.00 credited to your A/c 918200104821 on 24-11-2026 by NEFT from PRIYA SHARMA.',
    'Your account 50100012344821 is credited with Rs.2,500.00 on 24-11-2026 by IMPS from PRIYA SHARMA.',
  ])('%s', (body) => {
    expect(reading(body)).toMatchObject({ kind: 'credit', amountPaise: 250_000, accountDigits: '4821' });
  });

  test('a shown part of six digits or fewer is kept as printed', () => {
    expect(
      reading(
        'Ur SB304821 is credited with Rs.1.0 on 24-11-2026 by ACME from ICIC bank via IMPS.',
        'BP-TMBANK',
      ),
    ).toMatchObject({ kind: 'credit', accountDigits: '304821' });
  });

  test('a full account number debited stays a debit', () => {
    expect(
      reading('Your a/c 91824821 is debited Rs 350 on 2026-11-24 A/c balance is Rs 23215.82'),
    ).toMatchObject({
      kind: 'ignored',
    });
  });
});
