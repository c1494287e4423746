// SYNTHETIC wordings, made up here (not from any bank, not part of the corpus), for the classes reader9
// worked on (issue 26, round 8): each describe block is one class, several wordings of it, never one body.
import { describe, expect, test } from '@jest/globals';
import { outcomeOf } from '../../scripts/lib/alert-cases.js';
import { smsReaderAt } from '../support/alert-reader.js';

const RECEIVED = Date.parse('2026-11-21T14:05:00+05:30') / 1000;
const { read, reading } = smsReaderAt(RECEIVED, 'VM-HDFCBK-S');
// 6 3 2 5: 2026's 325th day is 21 November, the day these messages are received.
const RRN = '632514878275';

describe('R8-41: an amount with no rupee digits before its point is paise, never rupees', () => {
  test.each([
    ['Rs .50', 50],
    ['INR .50', 50],
    ['₹.50', 50],
    ['₹ .75', 75],
    ['Rs. .50', 50],
    ['Rs .05', 5],
    ['INR .01', 1],
    ['Rs .5', 50],
    ['Rs: .99', 99],
  ])('%s credited: %d paise', (amount, paise) => {
    expect(
      reading(`${amount} credited to A/c XX4821 on 21-11-26 from VPA ravi@oksbi (UPI ${RRN})`),
    ).toMatchObject({
      kind: 'credit',
      amountPaise: paise,
    });
  });
  test.each([
    `Your A/c XX4821 credited INR .50 on 21-11-2026 10:15:30 thru UPI Ref ${RRN}. Avl Bal INR 5000.50`,
    `Acct XX821 is credited with Rs .99 on 21-Nov-26 from RAVI KUMAR. UPI:${RRN}.`,
    `आपके खाते XX4821 में रु .50 जमा किए गए 21-11-26 ravi@oksbi से। UPI Ref ${RRN}`,
  ])('%s: read in paise', (body) => {
    const r = reading(body);
    expect(r.kind).toBe('credit');
    expect((r as { amountPaise: number }).amountPaise).toBeLessThan(100);
  });
  test.each([
    // A doubled point: the mark's and a decimal point, or a point typed twice before rupees.
    'Rs..50',
    'INR..500',
    'Rs..5,000.00',
    // Three digits or more after the point: no paise a bank prints, no rupees either.
    'Rs .500',
    '₹.5000',
  ])('%s credited: unsure, never a credit', (amount) => {
    expect(
      outcomeOf(read(`${amount} credited to A/c XX4821 on 21-11-26 from VPA ravi@oksbi (UPI ${RRN})`)),
    ).toBe('unparsed');
  });
  test.each([
    ['Rs.50', 5_000],
    ['Rs. 50', 5_000],
    ['INR.50', 5_000],
    ['Rs:.75', 75],
    ['Rs.0.50', 50],
    ['Rs 1,500.50', 150_050],
    ['₹50', 5_000],
  ])('%s credited: as before (%d paise)', (amount, paise) => {
    expect(
      reading(`${amount} credited to A/c XX4821 on 21-11-26 from VPA ravi@oksbi (UPI ${RRN})`),
    ).toMatchObject({
      kind: 'credit',
      amountPaise: paise,
    });
  });
});

describe("R8-39: Hindi's words of a quoted warning, a period's total and a clause of condition or time", () => {
  test.each([
    // A warning quoting a credit ("SMS like '…' may be fake", "beware of such messages").
    'धोखाधड़ी से सावधान! "आपके खाते XX4821 में रु.5,000.00 जमा किए गए" जैसे SMS नकली हो सकते हैं।',
    'सावधान: "रु 2,000.00 आपके खाते XX4821 में जमा किए गए" ऐसे संदेश फर्जी हैं।',
    'आपके खाते XX4821 में रु 9,999.00 जमा किए गए ऐसे नकली SMS पर भरोसा न करें।',
    "ठगों के 'आपके खाते XX4821 में रु.1,500.00 जमा हुए' वाले संदेशों से बचें।",
    // A period's total ("last month", "this month", "in the last 30 days", "so far").
    'पिछले महीने आपके खाते XX4821 में रु.45,000.00 जमा हुए। करंट अकाउंट खोलें!',
    'इस माह आपके खाते XX4821 में रु 1,20,000.00 जमा किए गए। अपग्रेड करें।',
    'पिछले 30 दिनों में आपके खाते XX4821 में रु 75,000.00 जमा हुए।',
    'अब तक आपके खाते XX4821 में रु 12,000.00 जमा किए गए हैं।',
    'इस सप्ताह आपके खाते XX4821 में रु 8,000.00 प्राप्त हुए।',
    // A clause of condition or time ("as soon as", "when", "whenever", "provided").
    'जैसे ही आपके खाते XX4821 में रु.5,000.00 जमा हों, EMI कट जाएगी।',
    'जब आपके खाते XX4821 में रु 5,000.00 जमा हों, तब SIP शुरू होगी।',
    'ज्यों ही आपके खाते XX4821 में रु 5,000.00 जमा हुए, SIP शुरू होगी।',
    'जब भी आपके खाते XX4821 में रु 500.00 से अधिक जमा हो, हमें सूचित करें।',
    'बशर्ते आपके खाते XX4821 में रु 5,000.00 जमा हों, ऑफर मिलेगा।',
    'आपके खाते XX4821 में रु 5,000.00 जमा होते ही EMI कट जाएगी।',
    // A later sentence calling such a message fake.
    `आपके खाते XX4821 में 21-11-26 को रु 5,000.00 जमा किए गए। UPI Ref ${RRN}। ऐसे SMS नकली हैं।`,
    `आपके खाते XX4821 में 21-11-26 को रु 5,000.00 जमा किए गए। यह संदेश फर्जी है, भरोसा न करें।`,
  ])('%s: never a credit', (body) => {
    expect(outcomeOf(read(body, 'VM-SBIINB-S'))).not.toBe('credit');
  });
  test.each([
    // A fraud warning in a later sentence is the bank's trailer: it says nothing of the credit.
    `आपके खाते XX4821 में 21-11-26 को रु 500.00 जमा किए गए। UPI Ref ${RRN}। धोखाधड़ी से सावधान रहें।`,
    `आपके खाते XX4821 में 21-11-26 को रु 500.00 जमा किए गए। UPI Ref ${RRN}`,
    `आपके खाते XX4821 में 21-11-26 को रु 500.00 ravi@oksbi से जमा हुए हैं। UPI Ref ${RRN}`,
    `आपके खाते XX4821 में 21-11-26 को रु 500.00 जमा किए गए। UPI Ref ${RRN}। फर्जी कॉल और लिंक से सावधान रहें।`,
  ])('%s: the credit', (body) => {
    expect(reading(body, 'VM-SBIINB-S')).toMatchObject({
      kind: 'credit',
      amountPaise: 50_000,
      accountDigits: '4821',
    });
  });
});

describe("R8-36: 'A/c ending 4821', 'ending with', 'no. ending' name an account as 'A/c XX4821' does", () => {
  test.each([
    `Credit of Rs.500.00 to A/c ending 4821 on 21-11-26 from VPA ravi@oksbi (UPI ${RRN})`,
    `Credit Alert: Rs.500.00 in A/c ending 4821 from ravi@oksbi on 21-11-26. UPI Ref ${RRN}`,
    `Credit of INR 500.00 to A/c ending with 4821 on 21-11-2026 via UPI. Ref: ${RRN}`,
    `Credit of INR 500.00 to A/c no. ending 4821 on 21-11-2026 via UPI. Ref: ${RRN}`,
    `Rs.500.00 paid into your A/c ending 4821 by RAVI KUMAR on 21-11-26. UPI Ref ${RRN}`,
    `Deposit of Rs.500.00 in your account ending in 4821 on 21-11-26. IMPS Ref ${RRN}`,
    `IMPS credit of Rs 500.00 to Account Number ending: 4821 on 21/11/2026. RRN ${RRN}`,
  ])('%s: the credit', (body) => {
    expect(reading(body)).toMatchObject({ kind: 'credit', amountPaise: 50_000, accountDigits: '4821' });
  });
  test('a cash deposit into an account named so', () => {
    expect(
      reading('Cash deposit of Rs.10,000.00 in A/c ending 4821 at CDM HYD123 on 21-11-26 10:15'),
    ).toMatchObject({ kind: 'credit', amountPaise: 1_000_000, accountDigits: '4821' });
  });
  test.each([
    // Someone else's account, said with a possessive: a debit's payee.
    `Your beneficiary's A/c ending 5678 credited with Rs.500.00 on 21-11-26. UPI Ref ${RRN}`,
    `Your beneficiary's account number ending with 5678 credited with Rs.500.00 on 21-11-26. UPI Ref ${RRN}`,
    `ravi@oksbi's A/c ending in 5678 has been credited with Rs.500.00 on 21-11-26. UPI Ref ${RRN}`,
    // Money out of an account named so, and a card's.
    `Rs.500.00 debited from A/c ending 4821 on 21-11-26 to ravi@oksbi. UPI Ref ${RRN}`,
    'Rs.500.00 spent on Card ending 4433 at AMAZON on 21-11-26.',
  ])('%s: never a credit', (body) => {
    expect(outcomeOf(read(body))).not.toBe('credit');
  });
  test.each([
    // A date after "ending" is a period's end, no account; a number with its paise, no account.
    'Interest of Rs 12.00 credited to A/c XX4821 for the quarter ending 30-09-2026.',
    'Rs.500.00 credited to A/c XX4821 on 21-11-26, balance ending 1,234.50.',
  ])('%s: no account read from the words after "ending"', (body) => {
    const r = reading(body);
    expect(r.kind === 'credit' ? r.accountDigits : '4821').toBe('4821');
  });
  test.each([
    // A period's end is no account ("year ending 2026", "month ending 30"): only an account's or card's noun
    // before "ending" makes its digits a mask.
    `Rs.500.00 credited to A/c XX4821 on 21-11-26 from VPA ravi@oksbi (UPI ${RRN}). Offer valid for the year ending 2026.`,
    `Rs.500.00 credited to your A/c XX4821 on 21-11-26 from VPA ravi@oksbi for month ending 30.`,
    `Rs.500.00 credited to your A/c XX4821 on 21-11-26 by RAVI KUMAR for week ending 2211.`,
  ])('%s: the credit, its account the one named by its mask', (body) => {
    expect(reading(body)).toMatchObject({ kind: 'credit', accountDigits: '4821' });
  });
});

describe('R8-31: the half of the day said apart from a 12-hour time: the stated time is right or absent', () => {
  const at = (hhmm: string) => Date.parse(`2026-11-21T${hhmm}:00+05:30`) / 1000;
  const body = (time: string) =>
    `Rs.500.00 credited to A/c XX4821 on 21-11-26 at ${time} from VPA ravi@oksbi (UPI ${RRN})`;
  test.each([
    '10:15 (PM)',
    '10:15 hrs (PM)',
    '10:15 at night',
    '10:15 in the evening',
    '10:15 Night',
    '02:30 in the afternoon',
    '12:30 (AM)',
    '11:45 IST (P.M.)',
  ])('%s: never the morning', (time) => {
    const r = reading(body(time));
    expect(r).toMatchObject({ kind: 'credit', amountPaise: 50_000, statedDate: '2026-11-21' });
    const stated = (r as { statedAt?: number }).statedAt;
    expect(stated === undefined || stated !== at(time.slice(0, 5))).toBe(true);
  });
  test.each([
    `आपके खाते XX4821 में रु 500.00 जमा किए गए 21-11-26 को रात 10:15 बजे ravi@oksbi से। UPI Ref ${RRN}`,
    `आपके खाते XX4821 में 21-11-26 को शाम 07:30 बजे रु 500.00 जमा किए गए। UPI Ref ${RRN}`,
    `आपके खाते XX4821 में 21-11-26 को दोपहर 02:05 बजे रु 500.00 जमा किए गए। UPI Ref ${RRN}`,
  ])('%s: never the morning', (text) => {
    const r = reading(text);
    expect(r).toMatchObject({ kind: 'credit', amountPaise: 50_000, statedDate: '2026-11-21' });
    const stated = (r as { statedAt?: number }).statedAt;
    expect([at('10:15'), at('07:30'), at('02:05')]).not.toContain(stated);
  });
  test.each([
    ['10:15 p.m.', '22:15'],
    ['10:15pm', '22:15'],
    ['22:15 at night', '22:15'],
    ['22:15 (PM)', '22:15'],
    ['10:15 in the morning', '10:15'],
    ['10:15 (AM)', '10:15'],
    ['10:15', '10:15'],
    ['14:05 hrs', '14:05'],
  ])('%s: read as %s', (time, hhmm) => {
    expect(reading(body(time))).toMatchObject({ kind: 'credit', statedAt: at(hhmm) });
  });
});

describe("R8-31 (same area): a date with Hindi's month names ('21 नवंबर 2026') is the credit's stated date", () => {
  const at = (iso: string) => Date.parse(`${iso}+05:30`) / 1000;
  test.each([
    [
      `आपके खाते XX4821 में 21 नवंबर 2026 को 14:05 बजे रु 500.00 जमा किए गए हैं। UPI Ref ${RRN}`,
      '2026-11-21',
      '2026-11-21T14:05:00',
    ],
    [`आपके खाते XX4821 में 21 नवम्बर 2026 को रु 500.00 जमा किए गए। UPI Ref ${RRN}`, '2026-11-21', undefined],
    [`आपके खाते XX4821 में दिनांक 20 नवंबर, 2026 को रु 500.00 जमा हुए। UPI Ref ${RRN}`, '2026-11-20', undefined],
    [`आपके खाते XX4821 में ३१ अक्टूबर २०२६ को रु 500.00 जमा किए गए।`, '2026-10-31', undefined],
    [`आपके खाते XX4821 में 21 नवंबर 26 को 14:05:09 बजे रु 500.00 जमा किए गए।`, '2026-11-21', '2026-11-21T14:05:09'],
  ])('%s: %s', (body, date, moment) => {
    const r = reading(body, 'VM-SBIINB-S');
    expect(r).toMatchObject({ kind: 'credit', amountPaise: 50_000, statedDate: date });
    expect((r as { statedAt?: number }).statedAt).toBe(moment === undefined ? undefined : at(moment));
  });
  test.each([
    // No month of that name, no day in that month: no date read, never another day.
    `आपके खाते XX4821 में 31 नवंबर 2026 को रु 500.00 जमा किए गए। UPI Ref ${RRN}`,
    `आपके खाते XX4821 में 21 नवम 2026 को रु 500.00 जमा किए गए। UPI Ref ${RRN}`,
  ])('%s: no stated date', (body) => {
    const r = reading(body, 'VM-SBIINB-S');
    expect(r.kind === 'credit' ? r.statedDate : undefined).toBeUndefined();
  });
});
