// SYNTHETIC wordings, made up here (not from any bank, not part of the corpus), for the classes reader10
// worked on (issue 26, round 9): each describe block is one class, several wordings of it, never one body.
import { describe, expect, test } from '@jest/globals';
import { outcomeOf } from '../../scripts/lib/alert-cases.js';
import { smsReaderAt } from '../support/alert-reader.js';

const RECEIVED = Date.parse('2026-11-21T14:05:00+05:30') / 1000;
const { read, reading } = smsReaderAt(RECEIVED, 'VM-HDFCBK-S');
// 6 3 2 5: 2026's 325th day is 21 November, the day these messages are received.
const RRN = '632514878275';

describe("an instrument of the customer's named as what was credited (FASTag, wallet, prepaid card, UPI Lite): a top-up", () => {
  test.each([
    'Recharge successful: Kotak Bank FASTag 4XXX9B12 Credited with Rs 750 Ref: 6183552011911467 Avbl Bal:Rs 910',
    'Axis Bank FASTag 52XX4471 credited with Rs.1,000.00 on 21-11-26. Avl Bal Rs.1,245.00',
    'FASTag 41XXX882 has been credited with INR 500.00 on 21/11/2026 14:02. Tag balance INR 612.50',
    'Your Paytm Wallet has been credited with Rs 300 on 21-11-26. Txn ID 8812345678',
    'Wallet 98XXXXXX21 credited with Rs 250.00 on 21-11-26 14:02:11. Bal Rs 1,260.00',
    'UPI Lite credited with Rs 2,000.00 on 21-11-26 from A/c XX4821. Lite bal Rs 2,150.00',
    'Prepaid Card XX7788 credited with INR 1,500.00 on 21-11-2026. Available balance INR 1,720.00',
    'Topped up! NCMC card 6XXX1234 credited with Rs 200 on 21-11-26. Bal Rs 260',
  ])('%s: no payment to the seller', (body) => {
    expect(outcomeOf(read(body))).toBe('ignored');
  });
  test.each([
    // The seller's own account stays a credit, whatever product words stand elsewhere.
    [`A/c XX4821 credited with Rs 500.00 on 21-11-26 by ravi@oksbi (UPI Ref ${RRN})`, 50_000],
    [`Rs.750.00 credited to your A/c XX4821 on 21-11-26 from RAVI FASTAG SERVICES. UPI Ref ${RRN}`, 75_000],
    [
      `Your SB A/c XX4821 is credited with INR 900.00 on 21-11-26 by UPI Ref ${RRN}. Wallet bal unchanged`,
      90_000,
    ],
  ])('%s: still a credit', (body, paise) => {
    expect(reading(body)).toMatchObject({ kind: 'credit', amountPaise: paise });
  });
});

describe('a role word before a name (beneficiary, remitter, sender, payer) is no part of the name', () => {
  test.each([
    ['via NEFT from beneficiary SURESH TEXTILES', 'SURESH TEXTILES'],
    ['via NEFT from Beneficiary MEERA S IYER', 'MEERA S IYER'],
    ['via NEFT from Bene ANAND PROVISIONS', 'ANAND PROVISIONS'],
    ['via IMPS from remitter KAVITA RAO', 'KAVITA RAO'],
    ['via IMPS from payer JOSEPH THOMAS', 'JOSEPH THOMAS'],
    ['via NEFT by sender DEEPAM STORES', 'DEEPAM STORES'],
    ['via NEFT from Remitter: LAKSHMI AGENCIES', 'LAKSHMI AGENCIES'],
  ])('Rs. 4800 credited to your Kotak Bank a/c XX4821 %s. UTR Ref. …: payer %s', (middle, name) => {
    expect(
      reading(
        `Rs. 4800 credited to your Kotak Bank a/c XX4821 ${middle}. UTR Ref. N325261234567890`,
        'KOTAKB',
      ),
    ).toMatchObject({ kind: 'credit', amountPaise: 480_000, payerName: name });
  });
});

describe("the payer in the rail's narration slot (`by NEFT/<name>.UTR:…`), never a code or a reference", () => {
  test.each([
    [
      'Your SB A/c *4821 Credited for Rs:1500 on 21-11-2026 11:04:21 by NEFT/RAVI KUMAR TRADERS.UTR:N325261073105146 Avl Bal Rs:9601.61',
      'RAVI KUMAR TRADERS',
    ],
    [
      'Your CA A/c *4821 Credited for Rs:25000 on 21-11-2026 10:14:05 by RTGS/SHARMA TEXTILES PVT.UTR:UTIBR52025112100012 Avl Bal Rs:60100.00',
      'SHARMA TEXTILES PVT',
    ],
    [
      'Your SB A/c *4821 Credited for Rs:700 on 21-11-2026 09:01:44 by IMPS/MEERA IYER.RRN:' +
        RRN +
        ' Avl Bal Rs:2700.00',
      'MEERA IYER',
    ],
    [
      'A/c XX4821 credited Rs 1,200.00 on 21-11-26 by NEFT/ANAND PROVISIONS/N325261234567890',
      'ANAND PROVISIONS',
    ],
  ])('%s: payer %s', (body, name) => {
    expect(reading(body, 'UNIONB')).toMatchObject({ kind: 'credit', payerName: name });
  });
  test.each([
    // A bank's code or a mode in the slot, or a reference: no name.
    'INR 1500.00 credited to A/c no. XX4821 on 21-11-26 at 07:32:16 IST. Info- NEFT/MB/N325261234567890. Avl Bal- INR 23478.22',
    'INR 1500.00 credited to A/c no. XX4821 on 21-11-26 at 07:32:16 IST. Info- NEFT/CMS325261234/X. Avl Bal- INR 23478.22',
    'Rs 1500.00 credited to A/c XX4821 on 21-11-26 by NEFT/IB/N325261234567890',
    'Rs 1500.00 credited to A/c XX4821 on 21-11-26 by RTGS/CR/UTIBR52025112100012',
  ])('%s: a credit, no payer name read from the code', (body) => {
    const r = reading(body, 'AXISBK');
    expect(r).toMatchObject({ kind: 'credit', amountPaise: 150_000 });
    expect((r as { payerName?: string }).payerName).toBeUndefined();
  });
});

describe('money said debited inside a quotation, beside a credit said outside it: two directions, never a credit', () => {
  test.each([
    `INR 10.00 is credited to A/c XXXX4821 on 21-NOV-2026 - "UPI Rs 10 debited TXN: /${RRN}-Shop/payment". Aval Bal is INR 3,278.92`,
    `Rs 250.00 credited to A/c XX4821 on 21-11-26 Info: "IMPS Rs 250 withdrawn ${RRN}/RAVI"`,
    `A/c XX4821 credited with INR 99.00 on 21-11-26 - 'UPI INR 99.00 deducted ${RRN}'`,
  ])('%s: unparseable', (body) => {
    expect(outcomeOf(read(body))).toBe('unparsed');
  });
  test(`a warning quoting a debit stays silent`, () => {
    expect(
      outcomeOf(read(`Never trust SMS like 'Rs 500 debited from A/c XX4821' from unknown numbers`)),
    ).not.toBe('credit');
  });
});

const CLEAN = `Rs.500.00 credited to your A/c XX4821 on 21-11-26 by VPA ravi@oksbi (UPI Ref No ${RRN}).`;

describe('a heading naming the message an example or a copy: never a credit', () => {
  test.each([
    'Specimen:',
    'Sample SMS:',
    'Example:',
    'QA:',
    'Test message:',
    'Old alert:',
    'Specimen alert -',
    'Sandbox |',
    '[Sample]',
    'UAT Test SMS:',
    'Draft template:',
    'Daily summary:',
    'Archived alert:',
  ])('%s <a clean credit>: ignored', (heading) => {
    expect(outcomeOf(read(`${heading} ${CLEAN}`))).toBe('ignored');
  });
  test.each([
    'Fino Payments Bank:',
    'ICICI Bank:',
    'Kotak Mahindra Bank -',
    'Update:',
    '[Txn Alert]',
    'Fwd:',
    'FW:',
  ])("%s <a clean credit>: the bank's own name, a tag or a forwarder's mark keeps it a credit", (heading) => {
    expect(reading(`${heading} ${CLEAN}`)).toMatchObject({ kind: 'credit', amountPaise: 50_000, rrn: RRN });
  });
  test.each([
    `Your old A/c XX4821 credited with Rs 500.00 on 21-11-26 by ravi@oksbi (UPI Ref ${RRN})`,
    `Rs.500.00 credited to your A/c XX4821 on 21-11-26 by VPA ravi@oksbi (UPI Ref No ${RRN}). Sample your rewards: tap`,
  ])('%s: a word of the list elsewhere is no heading', (body) => {
    expect(reading(body)).toMatchObject({ kind: 'credit', amountPaise: 50_000 });
  });
});

describe('a credit retold as of a past day ("Yesterday, …"): never a credit', () => {
  test.each([
    'Yesterday,',
    'Yesterday',
    'Dear Customer, yesterday',
    'Earlier today,',
    'Previously,',
    'Last night',
  ])('%s <a clean credit>: unparseable', (lead) => {
    expect(outcomeOf(read(`${lead} ${CLEAN}`))).toBe('unparsed');
  });
});

describe('a credit asked of, the payer its subject ("RAVI paid Rs 500 to you?"): never a credit', () => {
  test.each([
    'RAMESH KUMAR paid Rs.500.00 to you? If not, report at 1800-000-000',
    'SURESH TRADERS has sent Rs 1,250 to you? Reply NO to report',
    'ravi@oksbi paid Rs 500 to you? If not, call us',
    `MEERA IYER paid Rs.750.00 to you on 21-11-26 (UPI Ref ${RRN})? If not, report at 1800-000-000`,
    `Rs.500.00 credited to A/c XX4821 on 21-11-26 (UPI Ref ${RRN})? If you did not expect it, call 1800-000-000`,
  ])('%s: not a credit', (body) => {
    expect(outcomeOf(read(body))).not.toBe('credit');
  });
  test.each([
    [
      `RAMESH KUMAR paid Rs.500.00 to you in A/c XX4821 on 21-11-26. UPI Ref ${RRN}. Not you? Call 1800-000-000`,
      50_000,
    ],
    [
      `Rs.500.00 credited to A/c XX4821 on 21-11-26 by RAVI (UPI Ref ${RRN}). Not you? If not, call 1800-000-000`,
      50_000,
    ],
  ])('%s: the credit stated, a trailer asks: a credit', (body, paise) => {
    expect(reading(body)).toMatchObject({ kind: 'credit', amountPaise: paise });
  });
});

describe("a reference only of the rail the credit names: an NEFT credit's INFO text holds no RRN", () => {
  test.each([
    `INR 8,214.60 credited to your A/c No XX4821 on 21/11/2026 through NEFT with UTR N325261107745290 by KAVERI AGRO FOODS, INFO: UPI Ref ${RRN}-SBI`,
    `INR 8,214.60 credited to your A/c No XX4821 on 21/11/2026 through RTGS with UTR SBINR52025112100012 by KAVERI AGRO FOODS, INFO: IMPS ${RRN}`,
    `Dear Customer, INR 2,000.00 credited to your A/c No XX4821 on 21/11/2026 through NEFT with UTR N325261107745290 by DEEPAM STORES, Info: UPI/P2A/${RRN}/RAVI`,
  ])('%s: a credit, no RRN', (body) => {
    const r = reading(body, 'SBIINB');
    expect(r).toMatchObject({ kind: 'credit', accountDigits: '4821' });
    expect((r as { rrn?: string }).rrn).toBeUndefined();
  });
  test.each([
    // No rail in the credit's own words: the INFO narration names the rail.
    `INR 500.00 credited to A/c no. XX4821 on 21-11-26 at 07:32:16 IST. Info- UPI/P2A/${RRN}/RAVI KUMAR. Avl Bal- INR 3478.22`,
    // A UPI credit's own words.
    `Rs 500.00 credited to A/c XX4821 on 21-11-26 via UPI from ravi@oksbi. Info: UPI Ref ${RRN}`,
  ])('%s: the RRN stays', (body) => {
    expect(reading(body, 'AXISBK')).toMatchObject({ kind: 'credit', rrn: RRN });
  });
});

describe('`CR Alert:` headings and `UPIIN/<rrn>/NAME` narrations (UPI inward)', () => {
  test.each([
    [`CR Alert: Rs 500.00 in A/c XX4821 on 21-11-26 UPIIN/${RRN}/RAVI KUMAR`, 'RAVI KUMAR'],
    [
      `CR Alert: INR 1,250.00 to A/c XX4821 on 21-11-2026 14:01:09. Info: UPIIN/${RRN}/MEERA IYER/Paid`,
      'MEERA IYER',
    ],
    [`Cr Alert - Rs.99.00 A/c XX4821 21-11-26 IMPSIN/${RRN}/SURESH TRADERS`, 'SURESH TRADERS'],
    [`A/c XX4821 credited with Rs 500.00 on 21-11-26 Info: UPIIN/${RRN}/RAVI KUMAR`, 'RAVI KUMAR'],
  ])('%s: a credit with its RRN', (body, name) => {
    expect(reading(body)).toMatchObject({ kind: 'credit', rrn: RRN, accountDigits: '4821', payerName: name });
  });
  test.each([
    `DR Alert: Rs 500.00 from A/c XX4821 on 21-11-26 UPIOUT/${RRN}/RAVI KUMAR`,
    `Rs 500.00 A/c XX4821 on 21-11-26 UPIOUT/${RRN}/SHOP`,
  ])('%s: money out', (body) => {
    expect(outcomeOf(read(body))).toBe('debit');
  });
  test(`a credit said beside an UPIOUT narration: both directions`, () => {
    expect(outcomeOf(read(`A/c XX4821 credited with Rs 500.00 on 21-11-26 Info: UPIOUT/${RRN}/RAVI`))).toBe(
      'unparsed',
    );
  });
});

// R9-1, R9-4, R9-7: the red team's wordings were from memory; these are our own values, several wordings of each class.
describe('money the holder sent, however the account it went to is said credited (R9-1, R9-4, R9-7): never a credit', () => {
  test.each([
    // The holder's own transfer opening the message, its source account named, the payee's account credited (R9-1).
    `Your IMPS transfer of INR 740.00 from A/C XXXXXXX4821 has been credited to A/C XXXX7731 on 21/11/2026. IMPS Ref: ${RRN}`,
    `Your fund transfer of Rs 1,999.00 from A/c no. XX4821 has been credited to A/c no. XX7731 on 21-11-26 at 11:02:13 IST.`,
    `Your NEFT transaction of INR 12,000.00 from A/c XX4821 credited to A/c XX7731. UTR SBIN425325123456`,
    `Your outward RTGS of Rs 2,50,000.00 from A/c *4821 credited to A/c *7731 on 21-11-2026.`,
    `Your tax payment of Rs 3,300.00 from A/c XX4821 has been credited to the Government account on 21/11/2026.`,
    `Your order payment of Rs 640.00 has been credited to the merchant's A/c on 21-11-26. UPI Ref ${RRN}`,
    // The holder named as the one who made the credit (R9-4).
    `Rs.640.00 credited to A/c XX7731 on 21-11-26 as per your standing instruction from A/c XX4821`,
    `On your instruction, A/c XX7731 has been credited with Rs 640.00 on 21-11-26. Ref ${RRN}`,
    `Rs 640.00 credited to A/c XX7731 by you on 21-11-26. Ref ${RRN}`,
    `You have successfully credited Rs 640.00 to A/c XX7731 on 21-11-26. Ref ${RRN}`,
    `You credited Rs 640.00 to A/c XX7731 on 21-11-26. Ref ${RRN}`,
    `We have credited Rs 640.00 to A/c XX7731 as instructed by you on 21-11-26. Ref ${RRN}`,
    `Transfer initiated by you: Rs 640.00 credited to A/c XX7731 on 21-11-26. Ref ${RRN}`,
    `Txn successful. Rs 640.00 credited to A/c XX7731. Remitter: you (A/c XX4821). Ref ${RRN}`,
    `Your UPI payment was successful: Rs 640.00 credited to A/c XX7731 on 21-11-26. Ref ${RRN}`,
    `Your transaction of Rs 640.00 from A/c XX4821 is successful and A/c XX7731 is credited on 21-11-26. Ref ${RRN}`,
    `Your Standing Instruction of Rs 5,000.00 from Acct XX482 executed on 21-Nov-26; A/c XX7731 credited.`,
    // The bank's word for money out, a transfer to someone, a beneficiary's account (R9-7).
    `IMPS Outward: Rs.640.00 credited to A/c XXXX7731 on 21-11-2026. Ref ${RRN}`,
    `Outward NEFT of Rs 6400.00 credited to A/c XX7731 on 21-11-2026. UTR UBINN42025112112345`,
    `Funds transfer to A/c XX7731 credited with INR 640.00 on 21-Nov-26. Ref ${RRN}.`,
    `Rs 640.00 transferred to SUNIL TRADERS (XX7731) and credited successfully on 21-11-26. Ref ${RRN}`,
    `Your beneficiary A/c XX7731 has been credited with Rs.640.00 through IMPS on 21-11-2026. Ref ${RRN}`,
    `Your payee A/c XX7731 has been credited with Rs.640.00 on 21-11-26. IMPS Ref ${RRN}`,
  ])('%s: not a credit', (body) => {
    expect(outcomeOf(read(body, 'VM-SBIINB-S'))).not.toBe('credit');
    expect(['debit', 'ignored', 'unparsed']).toContain(outcomeOf(read(body, 'VM-SBIINB-S')));
  });
  test.each([
    [`Inward IMPS of Rs.640.00 credited to your a/c XX4821 on 21-11-2026. Ref ${RRN}`, 64_000],
    [`IMPS Inward: Rs.640.00 credited to A/c XXXX4821 on 21-11-2026 from RAVI. Ref ${RRN}`, 64_000],
    [
      `Dear Beneficiary, your A/c XX4821 has been credited with Rs.640.00 on 21-11-26. IMPS Ref ${RRN}`,
      64_000,
    ],
    [`Your UPI txn of Rs 640 has been credited to your A/c XX4821 on 21/11/2026. UPI Ref ${RRN}`, 64_000],
    [
      `Rs 640.00 credited to your A/c XX4821 on 21-11-26 by ravi@oksbi (UPI Ref ${RRN}). If not done by you, call 1800-000-000`,
      64_000,
    ],
    [
      `Rs 640.00 credited to A/c XX4821 on 21-11-26 by RAVI KUMAR. UPI Ref ${RRN}. Not initiated by you? Call 1800-000-000`,
      64_000,
    ],
    [`Rs 640.00 sent to you by RAVI KUMAR in A/c XX4821 on 21-11-26. UPI Ref ${RRN}`, 64_000],
  ])('%s: still a credit', (body, paise) => {
    expect(reading(body, 'VM-SBIINB-S')).toMatchObject({ kind: 'credit', amountPaise: paise });
  });
});

describe("R9-10 (reader10's own regressions, mended): the holder who received, outward clearing, your UPI ID", () => {
  test.each([
    `You have received Rs.640.00 from RAVI KUMAR in your SBI a/c X4821 on 21-11-26. UPI Ref ${RRN}`,
    `Dear Customer, you received Rs 640.00 in A/c XX4821 from RAVI KUMAR on 21-11-26. IMPS Ref ${RRN}`,
    `Your UPI ID shop@okhdfcbank received Rs.640.00 from ravi@oksbi. Credited to A/c XX4821 on 21-11-26. UPI Ref ${RRN}`,
    `Outward clearing: Chq 000123 Rs 640.00 credited to A/c XX4821 on 21-11-2026`,
    `Rs.640.00 credited to A/c ...4821 on 21-11-2026 thru Outward Clearing Chq 000123. AvlBal:Rs3000.00`,
  ])('%s: a credit', (body) => {
    expect(reading(body, 'VM-SBIINB-S')).toMatchObject({ kind: 'credit', amountPaise: 64_000 });
  });
});

describe('R9-16: a letter glued to the digits that says a unit (m, M, b, e3, p) leaves no amount certain', () => {
  test.each(['Rs 2.5m', 'Rs 3M', 'INR 4m', 'Rs 1.7b', 'Rs 2e3', 'Rs 750p', 'INR 1.25M'])(
    '%s: unparseable, never rupees',
    (amount) => {
      expect(
        outcomeOf(read(`Your a/c XXX4821 has been credited with ${amount} on 21-11-2026 UPI Ref:${RRN}`)),
      ).toBe('unparsed');
    },
  );
  test.each([
    ['Rs.750.00CR', 75_000],
    ['Rs 750/-', 75_000],
    ['Rs.750.00', 75_000],
    ['INR 750', 75_000],
  ])('%s: still the amount', (amount, paise) => {
    expect(
      reading(`Your a/c XXX4821 has been credited with ${amount} on 21-11-2026 UPI Ref:${RRN}`),
    ).toMatchObject({
      kind: 'credit',
      amountPaise: paise,
    });
  });
});

describe("R9-9: a rail glued to a reversal's, return's, refund's or adjustment's code, and short codes of non-payments", () => {
  test.each([
    `UPIRVSL/${RRN}/MEERA IYER`,
    `IMPSRVSL/${RRN}`,
    `UPIREFUND/${RRN}/ZOMATO`,
    'NEFTRETURN/HDFCN42025112112345',
    `REVIMPS/${RRN}`,
    `RFNDUPI-${RRN}-FLIPKART`,
    `IMPSRTN/${RRN}`,
    'RTGSRET/HDFCR52025112112345678',
    `UPIREV${RRN}`,
    `IMPSRET${RRN}`,
    `ADJCR/${RRN}`,
    `IMPSADJ/${RRN}`,
    `ADJ CR ${RRN}`,
    'CSHBCK',
    'CASHBK',
    'INTCR',
    'REFND',
  ])('Info- %s: no payment', (code) => {
    expect(
      outcomeOf(
        read(
          `INR 320.00 credited to A/c no. XX4821 on 21-11-26 at 14:03:41 IST. Info- ${code}. Avl Bal- INR 5,500.00`,
        ),
      ),
    ).toBe('ignored');
  });
  test.each([`UPI/P2A/${RRN}/MEERA IYER`, `IMPS/P2A/${RRN}/RETNA STORES`])('Info- %s: a credit', (code) => {
    expect(
      reading(
        `INR 320.00 credited to A/c no. XX4821 on 21-11-26 at 14:03:41 IST. Info- ${code}. Avl Bal- INR 5,500.00`,
      ),
    ).toMatchObject({ kind: 'credit', amountPaise: 32_000 });
  });
  test('a short code beside a name in the payer\'s words ("from DVD WORLD"): an operator looks', () => {
    expect(
      outcomeOf(read(`Rs 500.00 credited to A/c XX4821 on 21-11-26 from DVD WORLD. UPI Ref ${RRN}`)),
    ).toBe('unparsed');
  });
});

describe('R9-2: a fund house paying (a redemption or a dividend), its name cut by the narration: never a credit', () => {
  test.each([
    'BOI - Rs 9,000.00 Credited in your Ac XX4821 on 21-11-2026 By NEFTINWARD HDFCH00771234567/AXIS MUTUAL F .Avl Bal 12000.00',
    'INR 9,000.00 credited to A/c no. XX4821 on 21-11-26 at 11:20:05 IST. Info- NEFT/CITIN42025112112/ADITYA BIRLA MUTUAL FU. Avl Bal- INR 17,000.00',
    'ICICI Bank Account XX482 credited:Rs. 900.00 on 21-Nov-26. Info NEFT-HDFCN42025112112345-QUANT MF. Available Balance is Rs. 5,000.00.',
    'ICICI Bank Account XX482 credited:Rs. 900.00 on 21-Nov-26. Info NEFT-HDFCN42025112112345-TATA STEEL DIVIDEN. Available Balance is Rs. 5,000.00.',
    'ICICI Bank Account XX482 credited:Rs. 900.00 on 21-Nov-26. Info NEFT-HDFCN42025112112345-UTI AMC REDEMPTI. Available Balance is Rs. 5,000.00.',
    'Update! INR 9,000.00 deposited in HDFC Bank A/c XX4821 on 21-NOV-26 for NEFT Cr-HDFC0000240-DSP MUTUAL FUND-MEERA IYER-HDFCH00771234567.Avl bal INR 17,000.00.',
  ])('%s: not a credit', (body) => {
    expect(outcomeOf(read(body))).not.toBe('credit');
  });
});

describe('R9-8: every account named is the means the money left by ("via <bank> A/c"): the holder paid', () => {
  test.each([
    'Payment of Rs 640.00 received for MSEDCL bill 99887766 via HDFC Bank A/c XX4821 on 21-11-26. BBPS Ref HD0099887766',
    'Payment of Rs 640.00 received for Airtel recharge 97XXXXXX12 via A/c XX4821 on 21-11-26.',
    'Rs 640.00 received via Kotak Bank A/c XX4821 for Tata Power bill 99887766 on 21-11-26.',
    'Payment of Rs 640.00 received through your A/c XX4821 on 21-11-26 for LIC premium 99887766.',
  ])('%s: not a credit', (body) => {
    expect(outcomeOf(read(body))).not.toBe('credit');
  });
  test.each([
    `Rs 640.00 received in HDFC Bank A/c XX4821 on 21-11-26 via UPI from ravi@oksbi. UPI Ref ${RRN}`,
    `INR 640.00 credited via UPI to your A/c XX4821 on 21-11-26 from RAVI. UPI Ref ${RRN}`,
    `Rs 640.00 credited to A/c XX4821 on 21-11-26 via IMPS from RAVI. IMPS Ref ${RRN}`,
  ])('%s: a credit', (body) => {
    expect(reading(body)).toMatchObject({ kind: 'credit', amountPaise: 64_000 });
  });
});

describe("R9-11: a loan's or a deposit's kind abbreviated before A/c is the holder's product, no account paid into", () => {
  test.each(['TL', 'PL', 'HL', 'GL', 'VL', 'EL', 'LN', 'BL', 'LAP', 'TD'])(
    'credited to your %s A/c: not a credit',
    (kind) => {
      expect(
        outcomeOf(read(`Rs 7,000.00 credited to your ${kind} A/c XX7731 on 21-11-26 by transfer.`)),
      ).toBe('ignored');
    },
  );
  test.each(['SB', 'CA', 'OD', 'CC'])('credited to your %s A/c: a credit', (kind) => {
    expect(
      reading(`Rs 7,000.00 credited to your ${kind} A/c XX4821 on 21-11-26 by RAVI KUMAR. IMPS Ref ${RRN}`),
    ).toMatchObject({
      kind: 'credit',
      amountPaise: 700_000,
    });
  });
});

describe('R9-15: a credit stating a reason (a transfer returned or rejected), or money sent back: never a credit', () => {
  test.each([
    'Reason: Beneficiary account closed',
    'Reason- IFSC mismatch',
    'Rejection reason: Account blocked',
    'Reason code: 13 (Invalid account)',
    'Return reason: No such account',
  ])('… credited …. %s: not a credit', (reason) => {
    expect(
      outcomeOf(
        read(
          `Dear Customer, INR 7,000.00 credited to your A/c No XX4821 on 21/11/2026 through NEFT with UTR SBIN425325567890. ${reason}`,
        ),
      ),
    ).not.toBe('credit');
  });
  test('money sent back by the receiver', () => {
    expect(
      outcomeOf(
        read(
          `Rs.640.00 credited to HDFC Bank A/c XX4821 on 21-11-26 from VPA ravi@oksbi (UPI ${RRN}) - money sent back by receiver`,
        ),
      ),
    ).not.toBe('credit');
  });
});

// Corpus rounds 9-11's tuning part (merged from corpus9): the classes its credits and non-payments showed.
describe("rounds 9-11: a bank's code after 'your account XX - ' opens a narration, no holder's name", () => {
  test.each([
    'BOI -  Rs 1500.00 has been Credited (NACH) in your account XXXX4821 - APBS CR INW - CPSMSSBIN 63261234 on 21-11-2026.Avl Bal 3660.59',
    'Rs 1500.00 has been Credited in your account XXXX4821 - APBS on 21-11-2026.Avl Bal 3660.59',
  ])('%s: no payment', (body) => {
    expect(outcomeOf(read(body, 'BOIIND'))).toBe('ignored');
  });
  test('a name there is still the holder', () => {
    expect(
      reading(
        `Rs 1500.00 has been Credited in your account XXXX4821 - SHREE TRADERS on 21-11-2026 by UPI Ref ${RRN}`,
        'BOIIND',
      ),
    ).toMatchObject({ kind: 'credit', amountPaise: 150_000 });
  });
});

describe("rounds 9-11: HDFC's `towards <narration> Val <date>` is the payer's narration, no purpose", () => {
  test.each([
    [
      'INR 4,200.00 deposited to A/c No XX4821 towards SUNRISE DAIRY FARMS Val 21-NOV-26. Clr Bal is INR 14,118.42',
      'SUNRISE DAIRY FARMS',
    ],
    [
      'INR 4,200.00 deposited to A/c No XX4821 towards FT - Cr - 50100261234567 - MEERA IYER Val 21-NOV-26. Clr Bal is INR 14,118.42',
      'MEERA IYER',
    ],
    [
      'INR 4,200.00 deposited to A/c No XX4821 towards INVPAY-77812-PO 4471 Val 21-NOV-26. Clr Bal is INR 14,118.42',
      undefined,
    ],
  ])('%s: a credit, payer %s', (body, name) => {
    const r = reading(body);
    expect(r).toMatchObject({ kind: 'credit', amountPaise: 420_000, accountDigits: '4821' });
    expect((r as { payerName?: string }).payerName).toBe(name);
  });
  test('without the value date, "towards" a word the grammar does not know stays unsure', () => {
    expect(outcomeOf(read('INR 4,200.00 deposited to A/c No XX4821 towards ZORBLAT on 21-NOV-26.'))).toBe(
      'unparsed',
    );
  });
});

describe("rounds 9-11: a credit's '+' sign before its date (HSBC's `INR 18,500.00+ on 21NOV`)", () => {
  test.each(['INR 7,500.00+ on 21NOV', 'INR 7,500.00+ as CREDIT on 21NOV'])('%s: the amount', (part) => {
    expect(
      reading(
        `HSBC: Dear Customer, your A/c 074-260***-821 has been credited with ${part}. Your available balance is INR 9,310.75 .`,
        'HSBCIN',
      ),
    ).toMatchObject({
      kind: 'credit',
      amountPaise: 750_000,
    });
  });
  test.each(['Rs 500 + GST', 'Rs 500+GST', 'Rs 500+ 18% GST'])('%s credited: no one amount', (amount) => {
    expect(outcomeOf(read(`${amount} credited to A/c XX4821 on 21-11-26 by RAVI. UPI Ref ${RRN}`))).toBe(
      'unparsed',
    );
  });
});

describe("rounds 9-11: ICICI's older `Info.<NAME>.` and `Info:<chq> <bank> <NAME>.`, an ATM transfer, an ACH originator", () => {
  test.each([
    [
      'Dear Customer, Your Ac XXXXXXXX4821 is credited with INR6,500.00 on 21 Nov. Info.SUNRISE DAIRY. Your Net Available Balance is INR9,726.40.',
      'SUNRISE DAIRY',
    ],
    [
      'Dear Customer, Your ICICI Bank Account  XXXX4821 has been credited with INR6,500.00 on 21 Nov. Info:123456 SBI   MEERA TEXTILES.',
      'MEERA TEXTILES',
    ],
    [
      'Your a/c xxxx4821 has been credited by Rs. 65.00 on 21-NOV-2026 by ACH TATA MOTORS LTD 7713182. A/c Bal is Rs. 9,223.83 CR',
      'TATA MOTORS LTD',
    ],
  ])('%s: payer %s', (body, name) => {
    expect(reading(body, 'ICICIB')).toMatchObject({ kind: 'credit', payerName: name });
  });
  test('an ATM transfer credit (XFR CR) is a credit', () => {
    expect(
      reading(
        'Dear Customer, Your Ac XXXXXXXX4821 is credited with INR2,000.00 on 21 Nov. Info.ATM*XFR CR*21-11-26*00190151. Your Net Available Balance is INR9,418.75.',
        'ICICIB',
      ),
    ).toMatchObject({ kind: 'credit', amountPaise: 200_000 });
  });
  test('an ATM credit not said to be a deposit or a transfer stays unsure', () => {
    expect(
      outcomeOf(
        read('Amount Of INR 1500 credited to Acc XXX184821 for txn through ATM ID:S1T009331 on 21-11-26'),
      ),
    ).toBe('unparsed');
  });
  test("'by NACH- <name> of Rs': the rail is no name, the name's end unsaid", () => {
    const r = reading(
      'Dear Customer,Your A/C XXXXX284821 has a credit by NACH- MEERA TEXTILES PRIV of Rs 733.50 on 21/11/26. Avl Bal Rs 4,908.37',
      'SBIINB',
    );
    expect(r).toMatchObject({ kind: 'credit', amountPaise: 73_350 });
    expect((r as { payerName?: string }).payerName).toBeUndefined();
  });
});

describe("R9-12: an account credited named as someone else's (its holder, its branch's IFSC, a payee field): money sent", () => {
  test.each([
    `Rs 640.00 credited to A/c XX7731 held by SUNIL TRADERS on 21-11-26. IMPS Ref ${RRN}`,
    `Rs 640.00 credited to A/c XX7731 at HDFC0004321 on 21-11-26. IMPS Ref ${RRN}`,
    `Rs 640.00 credited to A/c XX7731 (IFSC ICIC0001234) on 21-11-26. IMPS Ref ${RRN}`,
    `Rs 640.00 credited to A/c XX7731, IFSC UTIB0000123, on 21-11-26. IMPS Ref ${RRN}`,
    `Rs 640.00 credited to ICICI A/c XX7731 of SUNIL TRADERS on 21-11-26. IMPS Ref ${RRN}`,
    `Rs 640.00 credited to Axis Bank A/c XX7731 of MEERA IYER on 21-11-26. IMPS Ref ${RRN}`,
    `Rs 640.00 credited to A/c XX7731 on 21-11-26. Payee: SUNIL TRADERS. IMPS Ref ${RRN}`,
    `Rs 640.00 credited to A/c XX7731 on 21-11-26. Bene: MEERA IYER. IMPS Ref ${RRN}`,
  ])('%s: not a credit', (body) => {
    expect(outcomeOf(read(body, 'VM-SBIINB-S'))).not.toBe('credit');
  });
  test.each([
    `Rs.640.00 credited to HDFC Bank A/c XX4821 on 21-11-26 from VPA ravi@oksbi (UPI ${RRN})`,
    `INR 640.00 credited to your HDFC Bank Ac XXXXXXXX4821 on 21-Nov-26. Beneficiary: MEERA IYER. NEFT Ref: N325261234567`,
    `Rs 640.00 credited to A/c XX4821 of yours on 21-11-26 by RAVI. IMPS Ref ${RRN}`,
  ])('%s: a credit', (body) => {
    expect(reading(body, 'VM-HDFCBK-S')).toMatchObject({ kind: 'credit', amountPaise: 64_000 });
  });
});

describe('R9-19: a reward, incentive or scratch-card handle paying is no payer', () => {
  test.each(['bhim.incentive@npci', 'scratchcard@okaxis', 'mobikwik.supercash@ikwik', 'app.incentives@ybl'])(
    'from %s: not a credit',
    (vpa) => {
      expect(
        outcomeOf(
          read(
            `Rs.10.00 credited to a/c XXXXXX4821 on 21-11-26 by a/c linked to VPA ${vpa} (UPI Ref No ${RRN}).`,
          ),
        ),
      ).not.toBe('credit');
    },
  );
});

describe("R9-22: a warning's heading quoting a credit ('Fraudsters may send SMS:', 'Never trust:'): never a credit", () => {
  test.each([
    'Fraudsters may send SMS:',
    'Beware of SMS:',
    'Do not believe messages such as:',
    'Cyber criminals send:',
    'Never trust:',
    'Fraud:',
    'Scam alert -',
    'Phishing SMS:',
  ])('%s <a credit>: ignored', (heading) => {
    expect(
      outcomeOf(
        read(
          `${heading} Rs.5,000.00 credited to your a/c XXXX4821 by UPI Ref No ${RRN}. Always verify in app.`,
        ),
      ),
    ).toBe('ignored');
  });
  test("a bank's name as the heading keeps the credit", () => {
    expect(
      reading(
        `Canara Bank: Rs.5,000.00 credited to your a/c XXXX4821 by UPI Ref No ${RRN}. Always verify in app.`,
      ),
    ).toMatchObject({
      kind: 'credit',
    });
  });
});

describe('R9-23: a penny drop worded as an account validation or verification: never a credit', () => {
  test.each([
    'for a/c validation',
    'by CASHFREE PAYMENTS - ACCOUNT VALIDATION',
    'by SIGNZY - BANK VERIFICATION',
    'by PAYU - AC VERIFICATION',
    'towards A/c Verification',
  ])('Re.1.00 credited … %s: not a credit', (x) => {
    expect(outcomeOf(read(`Re.1.00 credited to your A/c XX4821 on 21-11-26 ${x}. IMPS Ref ${RRN}`))).not.toBe(
      'credit',
    );
  });
});

describe('R9-14: money said into an account of yours by a word the grammar does not know goes to operators, never silence', () => {
  test.each([
    `Rs 640.00 has been remitted to your A/c XX4821 by MEERA IYER on 21-11-26. IMPS Ref ${RRN}`,
    `Rs 640.00 settled to your A/c XX4821 on 21-11-26 for UPI QR payment from ravi@oksbi. RRN ${RRN}`,
    `Rs 640.00 has been posted to your A/c XX4821 on 21-11-26 from MEERA IYER. IMPS Ref ${RRN}`,
    `Fund transfer of Rs 640.00 from MEERA IYER to your A/c XX4821 is successful. IMPS Ref ${RRN}`,
    `Rs 640.00 is reflected in your A/c XX4821 from ravi@oksbi on 21-11-26. UPI Ref ${RRN}`,
  ])('%s: unparseable', (body) => {
    expect(outcomeOf(read(body, 'VM-SBIINB-S'))).toBe('unparsed');
  });
  test.each([
    'Your A/c XX4821 balance is Rs 5,000.00 as on 21-11-26.',
    `Rs 640.00 will be remitted to your A/c XX4821 by MEERA IYER. Ref ${RRN}`,
    `Rs 640.00 transferred from your A/c XX4821 to MEERA IYER. IMPS Ref ${RRN}`,
    'Get Rs 50,000 in your A/c XX4821 in 2 minutes from our partner. Apply now',
  ])('%s: still silent', (body) => {
    expect(['ignored', 'debit']).toContain(outcomeOf(read(body, 'VM-SBIINB-S')));
  });
});

describe("R9-1 (own accounts): the holder's transfer from its own account into another of its own is no payment", () => {
  test.each([
    'Your transfer of Rs 5,000.00 from A/c XX4821 has been credited to your A/c XX7731 on 21-11-26',
    `Your IMPS transfer of INR 740.00 from A/c XX4821 has been credited to your A/c XX7731 on 21/11/2026. Ref ${RRN}`,
  ])('%s: not a credit', (body) => {
    expect(outcomeOf(read(body))).not.toBe('credit');
  });
});

describe('R9-7 (last probe): an account named only by the mobile it answers to, none called yours: unsure', () => {
  test.each([
    `Rs 640.00 credited to A/c linked to mobile 97XXXXXX12 on 21-11-26. IMPS Ref ${RRN}`,
    `INR 640.00 credited to account linked to mob 97XXXXXX12 on 21-11-26 via IMPS. Ref ${RRN}`,
  ])('%s: unparseable', (body) => {
    expect(outcomeOf(read(body, 'VM-SBIINB-S'))).toBe('unparsed');
  });
  test('into your account linked to your mobile: a credit', () => {
    expect(
      reading(
        `Rs 640.00 credited to your A/c linked to mobile 97XXXXXX12 on 21-11-26 by RAVI. IMPS Ref ${RRN}`,
        'VM-SBIINB-S',
      ),
    ).toMatchObject({ kind: 'credit', amountPaise: 64_000 });
  });
});
