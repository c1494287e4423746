// SYNTHETIC wordings, made up here (not from any bank, not part of the corpus): which number of an alert is
// the transaction amount and which is the RRN (redteam findings W1-W4, U1). A wrong amount is the worst
// failure the product can have (a balance or a fee read as the payment confirms some other order of that
// exact amount), so each class here is read exactly or answered unparseable, never another number.
import { describe, expect, test } from '@jest/globals';
import { maskedShape, readSms } from '../../src/ingest/alerts/read.js';

const RECEIVED = Date.parse('2026-11-21T14:05:00+05:30') / 1000;
const RRN = '632514878275';
const read = (body: string, sender = 'VM-ICICIB') => readSms(sender, body, RECEIVED);
const credit = (body: string, sender?: string) => {
  const r = read(body, sender);
  return r.kind === 'read' ? r.reading : r;
};

describe('format characters (zero-width space, joiners, BOM, soft hyphen) inside tokens', () => {
  const body = (amount: string, verb = 'credited', rrn = RRN) =>
    `Dear Customer, Acct XX512 is ${verb} with ${amount} on 21-Nov-26 from OM. UPI:${rrn}-ICICI Bank.`;
  test.each([
    ['Rs\u200b 420.00', 'credited', RRN],
    ['Rs 4\u200b20.00', 'credited', RRN],
    ['Rs 4\u200d20.00', 'credited', RRN],
    ['\ufeffRs 420.00', 'credited', `6325\u200c14878275`],
    ['Rs 420.00', 'cre\u00addited', `${RRN}\u2060`],
    ['Rs 4\u200e20.00', 'credited', RRN],
  ])('%j %j %j: read as if absent', (amount, verb, rrn) => {
    expect(credit(body(amount, verb, rrn))).toMatchObject({ kind: 'credit', amountPaise: 42_000, rrn: RRN });
  });
  test('a group split by a zero-width space is the whole amount', () => {
    expect(credit(body('Rs 1\u200b,500.00'))).toMatchObject({ kind: 'credit', amountPaise: 150_000 });
  });
  test('the masked shape of an operator alert reads them the same way', () => {
    expect(maskedShape('Rs 4\u200b20.00 credited to a/c XX4821')).toBe('Rs 999.99 credited to a/c XX9999');
  });
});
