// SYNTHETIC wordings, made up here (not from any bank, not part of the corpus), for the classes reader11
// worked on (round 9's red-team findings R9-3, R9-5, R9-13, R9-17, R9-18, R9-20, R9-21): each describe
// block is one class, several wordings of it, never one body.
import { describe, expect, test } from '@jest/globals';
import { outcomeOf } from '../../scripts/lib/alert-cases.js';
import { readSms } from '../../src/ingest/alerts/read.js';

const RECEIVED = Date.parse('2026-11-21T18:05:00+05:30') / 1000;
const read = (body: string, sender = 'VM-HDFCBK-S') => readSms(sender, body, RECEIVED);
const reading = (body: string, sender?: string) => {
  const r = read(body, sender);
  return r.kind === 'read' ? r.reading : r;
};
// 6 3 2 5: 2026's 325th day is 21 November, the day these messages are received.
const RRN = '632517340962';

describe('R9-21: digits that go on past a space or a line break make the amount unsure, never its first part', () => {
  const frames = [
    (amt: string) => `Your a/c XXX4827 has been credited with ${amt} on 21-11-2026 UPI Ref:${RRN}`,
    (amt: string) => `${amt} credited to A/c XX4827 on 21-11-26 from VPA meera@okicici (UPI ${RRN})`,
    (amt: string) =>
      `Dear Customer, there is an IMPS credit of ${amt} in your account XX4827 on 21/11/2026. Ref ${RRN}`,
  ];
  test.each([
    // a comma group split off the first digits (a forwarder joining segments with a space or a newline)
    'Rs 3 7,450.00',
    'INR 1\n2,300.00',
    'Rs.6 4,25,000.00',
    'INR 2 1,500',
    // one decimal digit, then the other after the join
    'Rs 738.4 5',
    'INR 12,300.5\n0',
    // a group glued to the amount's own trailing marks
    'Rs 7 40/-',
    'Rs 31 50--',
    'Rs 9 25-',
    // an Indian group after a comma and a space
    'Rs.3, 20,000.00',
    'INR 1, 45,250.75',
  ])('%s: unsure', (amount) => {
    for (const frame of frames) {
      const r = read(frame(amount));
      expect(outcomeOf(r)).toBe('unparsed');
    }
  });
  test.each([
    ['Rs 7,450.00 21-11-2026', 745_000],
    ['Rs 738.45 on 21-11-2026', 73_845],
    ['Rs 740/- 21 Nov', 74_000],
    ['INR 2,500.00\n', 250_000],
  ])('%s: the amount is whole, what follows is another field', (amount, paise) => {
    expect(reading(`${amount} credited to A/c XX4827 from VPA meera@okicici (UPI ${RRN})`)).toMatchObject({
      kind: 'credit',
      amountPaise: paise,
    });
  });
});

describe('R9-21: a mark after the digits, the figure split before them', () => {
  test.each([
    `आपके खाते XX4827 में 4 8,796.00 रुपये जमा किए गए। संदर्भ ${RRN}`,
    `आपके खाते XX4827 में 12 350.00 रुपये जमा किए गए। संदर्भ ${RRN}`,
    `Credit: 3\n7,450.00 INR to your A/c XX4827 on 21-11-26 from meera@okicici UPI Ref ${RRN}`,
    `Amount credited 1 250.00 Rs. in your A/c XX4827 on 21-11-26. UPI Ref ${RRN}`,
  ])('%s: never a credit', (body) => {
    const r = reading(body);
    expect(r.kind).not.toBe('credit');
  });
  test.each([
    [`आपके खाते XX4827 में 8,796.00 रुपये जमा किए गए। संदर्भ ${RRN}`, 879_600],
    [`दिनांक 21-11-26 8,796.00 रुपये आपके खाते XX4827 में जमा किए गए। संदर्भ ${RRN}`, 879_600],
  ])('%s: the whole figure', (body, paise) => {
    expect(reading(body)).toMatchObject({ kind: 'credit', amountPaise: paise });
  });
});
