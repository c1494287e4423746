// SYNTHETIC wordings, made up here (not from any bank, not part of the corpus): a cheque or a demand draft
// cleared and credited, told by the noun "clearing credit" (corpus round 7's held-out SBI case, measured
// once and then read, was lost in silence). The instrument is no payer, and its own date (the day it was
// written) is not when the money came in.
import { describe, expect, test } from '@jest/globals';
import { readSms } from '../../src/ingest/alerts/read.js';

const RECEIVED = Date.parse('2026-11-23T13:40:00+05:30') / 1000;
const reading = (body: string, sender = 'VM-CBSSBI') => {
  const r = readSms(sender, body, RECEIVED);
  return r.kind === 'read' ? r.reading : r;
};

describe("'clearing credit' of a cheque or draft is a credit; the instrument names no payer and dates nothing", () => {
  test.each([
    'Dear Customer, Clearing credit Rs.12,400.00 to your A/c No XXXXX654821 by Draft 084821 dated 19/11/26 drawn on AXS. Avl Bal Rs 16,430.31 - SBI.',
    'Clearing credit Rs.12,400.00 to your A/c XX4821 by Cheque 004512 dated 15/11/26. Avl Bal Rs 16,430.31',
    'Clearing credit of Rs.12,400.00 to your A/c XX4821 by DD No 084821 dt 19-11-2026 - Bank',
    'CLG credit Rs.12,400.00 to your A/c XX4821 by Chq No 004512. Avl Bal Rs 16,430.31',
  ])('%s', (body) => {
    const r = reading(body);
    expect(r).toMatchObject({ kind: 'credit', amountPaise: 1_240_000 });
    expect(r).not.toHaveProperty('payerName');
    expect(r).not.toHaveProperty('statedDate');
  });

  test("an uncleared balance's label after a credit is no state of the credit", () => {
    expect(
      reading(
        'Rs.1,250.00 credited to A/c XX4821 on 23-11-26 from VPA ravi@okaxis (UPI 632710125001) Uncleared Bal Rs.200.00',
        'VM-HDFCBK',
      ),
    ).toMatchObject({ kind: 'credit', amountPaise: 125_000 });
  });

  test("the day it was credited, when stated beside the instrument's, is the credit's", () => {
    expect(
      reading('Clearing credit Rs.5,000.00 to your A/c XX4821 by Cheque 004512 dated 15/11/26 on 23/11/26.'),
    ).toMatchObject({ kind: 'credit', statedDate: '2026-11-23' });
  });

  test.each([
    'Your cheque 004512 for Rs.5,000.00 is under clearing; credit to your A/c XX4821 after realisation.',
    'Clearing credit Rs.5,000.00 to your A/c XX4821 will be given after realisation.',
    'Rs.5,000.00 by Cheque 004512 deposited in your A/c XX4821 is sent for clearing.',
    'Clearing credit of INR 5,000.00 (uncleared) in A/c XX4821 on 23-11-26 for Chq 123456 - Bank',
    'Clearing credit Rs.5,000.00 to your A/c XX4821 by Cheque 004512, not cleared yet.',
  ])('a cheque still in clearing is no credit: %s', (body) => {
    expect(reading(body)).not.toMatchObject({ kind: 'credit' });
  });
});
