// SYNTHETIC wordings, made up here (not from any bank, not part of the corpus): which number of an alert is
// the transaction amount and which is the RRN (redteam findings W1-W4, U1). A wrong amount is the worst
// failure the product can have (a balance or a fee read as the payment confirms some other order of that
// exact amount), so each class here is read exactly or answered unparseable, never another number.
import { describe, expect, test } from '@jest/globals';
import { outcomeOf } from '../../scripts/lib/alert-cases.js';
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

describe('an amount whose digits run on or carry a multiplier is never read as its first part', () => {
  const kotak = (amount: string) =>
    `Received ${amount} in your Kotak Bank AC X1234 from om@ybl on 21-11-26.UPI Ref:${RRN}.`;
  test.each([
    'Rs 1 500.00', // a group of three after a space
    'Rs 1 500',
    'Rs 5 00',
    'Rs 50 0.00',
    'Rs 1,500 .50', // the point split off
    'Rs 1,500. 50',
    'Rs 1,500.00 ,50',
    'Rs 1.500,00', // a European grouping, never Rs 1.50
    "Rs 1'500.00",
    'Rs 5OO.00', // letter O's for zeros
    'Rs 500-50',
    'Rs 500.00x2',
    'Rs 500 + GST',
    'Rs 1.5 L',
    'Rs 1.5L',
    'Rs 2-lakh',
    'Rs 2 hundred',
    'Rs 2 bn',
    'Rs 2 Cr', // a crore or the credit mark: the message says "Received" already
    'Rs 2.5 Cr.',
  ])('%s: unparseable', (amount) => {
    expect([amount, outcomeOf(read(kotak(amount), 'VM-KOTAKB'))]).toEqual([amount, 'unparsed']);
  });
  test.each([
    ['Rs 1,500.00', 150_000],
    ['Rs 1500/-', 150_000],
    ['Rs.500-', 50_000],
    ['Rs.500.5', 50_050],
    ['₹ 1,00,000', 10_000_000],
    ['INR500', 50_000],
    ['Rs. 500 only', 50_000],
    ['Rs 500.00 (Rupees Five Hundred only)', 50_000],
    ['Rs 2,50,000 (2.5 lakh)', 25_000_000],
  ])('%s: read whole', (amount, paise) => {
    expect(credit(kotak(amount), 'VM-KOTAKB')).toMatchObject({ kind: 'credit', amountPaise: paise });
  });
  test.each([
    [`Ac XX1234 Credited with Rs.15500.00 , 21-11-2026 15:04:12. UPI Ref ${RRN}`, 1_550_000],
    [`Ac XX1234 Credited with Rs.2150.00,21-11-2026 15:13:02. UPI Ref ${RRN}`, 215_000],
    [`Rs.500.00-21-11-2026 credited to a/c XX1234. UPI Ref ${RRN}`, 50_000],
    [`Rs 500 Cr to A/c XX1234 on 21-11-26 UPI Ref ${RRN}`, 50_000],
    [`Rs 500.00 Cr to A/c XX1234 on 21-11-26. Credited by UPI Ref ${RRN}`, 50_000],
  ])('%s: a date or a credit mark after the amount is no more digits', (body, paise) => {
    expect(credit(body, 'VM-PNBSMS')).toMatchObject({ kind: 'credit', amountPaise: paise });
  });
});

describe('a balance labelled after its number, and an amount outside the credit sentence (redteam W4)', () => {
  test.each([
    // The credit names no amount of its own: the only figure is a balance, a fee or an offer's.
    `A/c XX1234 credited on 21-11-26 via UPI/P2A/${RRN}/RAVI. INR 12,345.00 is the available balance.`,
    `A/c XX1234 credited on 21-11-26 via UPI/P2A/${RRN}/RAVI. INR 12,345.00 is your A/c balance.`,
    `A/c XX1234 credited on 21-11-26 via UPI/P2A/${RRN}/RAVI. INR 12,345.00 left in your account.`,
    `A/c XX1234 credited on 21-11-26 via UPI/P2A/${RRN}/RAVI. Rs.15,710.00 Cr balance`,
    `A/c XX1234 credited on 21-11-26 via UPI/P2A/${RRN}/RAVI. You now have INR 12,345.00 in your account.`,
    `A/c XX1234 credited on 21-11-26 via UPI/P2A/${RRN}/RAVI. Keep Rs 10,000 in your account.`,
    `A/c XX1234 credited on 21-11-26 via UPI/P2A/${RRN}/RAVI. Service tax of INR 0.90 applied.`,
    `A/c XX1234 credited on 21-11-26 via UPI/P2A/${RRN}/RAVI. Rs.15,710.00 CR`,
    // A balance label between two amounts, nothing ending the first's phrase: it may be either's.
    `INR 12,345.00 Avl Bal INR 500.00 credited to A/c XX1234 on 21-11-26 via UPI/P2A/${RRN}/RAVI.`,
    `Credited INR 30,098.33 Avl Bal INR 30,000.00 to A/c XX1234 on 21-11-26. UPI Ref ${RRN}`,
    `Rs.42,500.80 Cr balance Rs 15,000.00 credited to your A/c XX1234 on 21-11-26. IMPS Ref no ${RRN}`,
    // The direction word before an amount does not outweigh a balance label after it.
    `Credited INR 30,098.33 Avl Bal. to A/c XX1234 on 21-11-26 Ref UPI/CR/${RRN}/PRIYA.`,
    // A gross amount: what came in is not printed.
    `Rs.1,000.00 less charges Rs 5.00 credited to A/c XX1234 on 21-11-26 from om@ybl (UPI ${RRN})`,
  ])('%s: unparseable, never the balance', (body) => {
    expect([body, outcomeOf(read(body, 'VM-AXISBK'))]).toEqual([body, 'unparsed']);
  });
  test.each([
    [`INR 12,345.00 Avl Bal. INR 500.00 credited to A/c XX1234 on 21-11-26 via UPI/P2A/${RRN}/RAVI.`, 50_000],
    // A label in brackets after the amount, with its own figure: the bracket's.
    [`Your A/c XX1234 is credited by Rs 500.00 (available: Rs 5,000.00) on 21-11-26. UPI Ref ${RRN}`, 50_000],
    // Two balance labels, each closed: the second is a balance too, never the payment.
    [
      `Rs.500 Credited to A/c ...1234 thru UPI/${RRN} by om@ybl. INR 6,106.44 Avl Bal. Avlbl Amt:Rs.6,106.44(21-11-2026 07:40:39)`,
      50_000,
    ],
    [
      `Rs.500 Credited to A/c ...1234 thru UPI/${RRN} by om@ybl. Rs.6,106.44 (Avl Bal) Avlbl Amt:Rs.6,106.44(21-11-2026 07:40:39)`,
      50_000,
    ],
    // The amount in the sentence after a heading, or labelled as the amount.
    [
      `Received!\nINR 2,450.00 in your A/c XX1234\nOn 21-11-26\nUPI Ref ${RRN}\nAvl bal INR 48,133.82`,
      245_000,
    ],
    [`Money Received! Amount: Rs 500.00. A/c: XX1234. UPI Ref: ${RRN}. From: om@ybl`, 50_000],
    // The credit mark abbreviated is no sentence's end.
    [`A/c XX1234 Cr. INR 500.00 on 21-11-26. UPI Ref ${RRN}. Bal Rs 5,000.00 Cr.`, 50_000],
    [`Rs 500.00 Cr. to A/c XX1234 on 21-11-26. UPI Ref ${RRN}. Bal Rs 5,000.00 Cr.`, 50_000],
    [
      `INR 500.00 credited to A/c XX1234 on 21-11-26 via UPI/P2A/${RRN}/RAVI. IMPS charges INR 5.90 incl GST.`,
      50_000,
    ],
  ])("%s: the credit's amount", (body, paise) => {
    expect([body, credit(body, 'VM-AXISBK')]).toEqual([
      body,
      expect.objectContaining({ kind: 'credit', amountPaise: paise }),
    ]);
  });
});

describe('the RRN in a narration separated by "*", and printed in groups of four (redteam W2)', () => {
  const icici = (info: string) =>
    `We have credited your ICICI Bank Account XX512 with INR 4,500.00 on 21-Nov-26. Info:${info}. The Available Balance is INR 49,620.00.`;
  test.each([`IMPS*${RRN}*RAJESH`, `MMT*IMPS*${RRN}*RAVI KUMAR`, `UPI*${RRN}*RAVI`])(
    'Info:%s carries the RRN',
    (info) => {
      expect(credit(icici(info))).toMatchObject({ kind: 'credit', amountPaise: 450_000, rrn: RRN });
    },
  );
  test("a number whose day does not fit is no RRN; the payer's slot is the payer's words", () => {
    expect(credit(icici('IMPS*002913890501*RAJESH'))).not.toHaveProperty('rrn');
    expect(outcomeOf(read(icici(`IMPS*${RRN}*REFUND TRADERS`)))).toBe('unparsed');
  });
  test('a mask is still a mask: "A/c *1234"', () => {
    expect(credit(`Rs 500.00 credited to A/c *1234 on 21-11-26. UPI Ref ${RRN}`, 'VM-PNBSMS')).toMatchObject({
      kind: 'credit',
      accountDigits: '1234',
    });
  });
  const kotak = (ref: string) =>
    `Received Rs 1,500.00 in your Kotak Bank AC X1234 from om@ybl on 21-11-26.UPI Ref: ${ref}.`;
  test.each(['6325 1487 8275', '6325-1487-8275'])('UPI Ref: %s is the RRN', (ref) => {
    expect(credit(kotak(ref), 'VM-KOTAKB')).toMatchObject({ kind: 'credit', amountPaise: 150_000, rrn: RRN });
  });
  test('"with remark <rrn>:NAME" in a UPI credit: the RRN when its day fits', () => {
    const body = (n: string) =>
      `Your acct SB **1234 has Credit txn via UPI of amt 840.00 with remark ${n}:RAVI KUMAR and avl bal is 6617.80 on 21-11-2026`;
    expect(credit(body(RRN), 'VM-SBIINB')).toMatchObject({ kind: 'credit', amountPaise: 84_000, rrn: RRN });
    expect(credit(body('002514878275'), 'VM-SBIINB')).not.toHaveProperty('rrn');
  });
  test('grouped to another length: unparseable; a day that does not fit, or no label: no RRN', () => {
    expect(outcomeOf(read(kotak('6325 1487 82 75'), 'VM-KOTAKB'))).toBe('unparsed');
    expect(credit(kotak('0025 1487 8275'), 'VM-KOTAKB')).not.toHaveProperty('rrn');
    expect(
      credit(
        `Received Rs 1,500.00 in your AC X1234 from om@ybl. UPI Ref ${RRN}. Call 6325 1487 8276`,
        'VM-KOTAKB',
      ),
    ).toMatchObject({ rrn: RRN });
  });
});

describe("figures that are no amount of the bank's: a handle, a minus sign, the payer's remark", () => {
  const hdfc = (body: string) => credit(body, 'VM-HDFCBK');
  test.each(['rs500@ybl', 'inr2020@okaxis'])('the handle %s is the payer, not a second amount', (vpa) => {
    expect(hdfc(`Rs.500.00 credited to A/c XX1234 on 21-11-26 from VPA ${vpa} (UPI ${RRN})`)).toMatchObject({
      kind: 'credit',
      amountPaise: 50_000,
      payerVpa: vpa,
    });
  });
  test.each(['Rs -500.00', 'Rs.-500.00', 'INR - 500', '₹-500'])(
    '%s (a minus sign): unparseable',
    (amount) => {
      const body = `${amount} credited to A/c XX1234 from ravi@ybl on 21-11-26 UPI Ref ${RRN}`;
      expect([body, outcomeOf(read(body, 'VM-HDFCBK'))]).toEqual([body, 'unparsed']);
    },
  );
  test('an overdrawn balance beside a credit leaves the credit as it is', () => {
    const body = `Rs 500.00 credited to A/c XX1234 from ravi@ybl on 21-11-26 UPI Ref ${RRN}. Avl Bal INR -597.09.`;
    expect(hdfc(body)).toMatchObject({ kind: 'credit', amountPaise: 50_000 });
  });
  test("the payer's remark is never the amount; one there unlike the bank's leaves it unsure", () => {
    const body = (amount: string, remark: string) =>
      `${amount}credited to A/c XX1234 from ravi@ybl on 21-11-26 UPI Ref ${RRN} Remarks: ${remark} advance`;
    expect(outcomeOf(read(body('A/c XX1234 ', 'Rs 5000')))).toBe('unparsed');
    expect(outcomeOf(read(body('Rs 500.00 ', 'Rs 5000')))).toBe('unparsed');
    expect(hdfc(body('Rs 500.00 ', 'Rs 500'))).toMatchObject({ kind: 'credit', amountPaise: 50_000 });
  });
});

describe('"balance" before a word of payment is the rest of a sum due, paid now (redteam U3)', () => {
  test('INR 5,000.00 balance payment received: the payment', () => {
    const body = `INR 5,000.00 balance payment received in A/c no. XX1234 on 21-11-26 from RAVI. UPI Ref ${RRN} - Axis Bank`;
    expect(credit(body, 'VM-AXISBK')).toMatchObject({ kind: 'credit', amountPaise: 500_000 });
  });
  test('a balance amount alone in another sentence is still no payment', () => {
    const body = `A/c XX1234 credited on 21-11-26 via UPI/P2A/${RRN}/RAVI. INR 12,345.00 balance amount.`;
    expect(outcomeOf(read(body, 'VM-AXISBK'))).toBe('unparsed');
  });
});

describe('a labelled number without a mark, and a limit between two amounts', () => {
  test('"AMT : 4,950.03" beside another figure with a currency mark: two amounts, never the other', () => {
    const body = `Keep Rs 10,000 in your account YOU HAVE RECEIVED AN NEFT INWARD ACCT NO : XXXX04821 AMT : 4,950.03 REF NO : 26325260561DC REMITTER : SHARMA TEXTILES HAS BEEN CREDITED.`;
    expect(outcomeOf(read(body, 'VM-KVBANK'))).toBe('unparsed');
    expect(credit(body.replace('Keep Rs 10,000 in your account ', ''), 'VM-KVBANK')).toMatchObject({
      kind: 'credit',
      amountPaise: 495_003,
    });
  });
  test.each([
    `Rs 1,00,000 daily limit INR 499.00 credited to A/c XX1234 on 21-11-26. UPI Ref ${RRN}`,
    `You have received a Rs 12,345.67 is your balance payment of Rs. 40.00 in a/c X1234 on 21/11/2026. Info: UPI/CREDIT/${RRN}`,
  ])('%s: never the limit or the balance', (body) => {
    const r = credit(body, 'VM-AXISBK');
    if (r.kind === 'credit')
      expect([body, r.amountPaise]).toEqual([body, body.includes('499.00') ? 49_900 : 4_000]);
  });
  test('a label after "available now" starts anew: "… Rs X available now Clr Bal: Rs X CR" is no credit of the balance', () => {
    const body = `A/c 5XXXXX4821 credited by Rs 50,640.45 available now Clr Bal: Rs. 50,640.45 CR. Never share OTP.-CBoI`;
    expect(outcomeOf(read(body, 'VM-CENTBK'))).not.toBe('credit');
  });
});
