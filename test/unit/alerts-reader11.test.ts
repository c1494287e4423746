// SYNTHETIC wordings, made up here (not from any bank, not part of the corpus), for the classes reader11
// worked on (round 9's red-team findings R9-3, R9-5, R9-13, R9-17, R9-18, R9-20, R9-21): each describe
// block is one class, several wordings of it, never one body.
import { describe, expect, test } from '@jest/globals';
import { outcomeOf } from '../../scripts/lib/alert-cases.js';
import { readMail, readSms } from '../../src/ingest/alerts/read.js';
import { bankById, smsReaderAt } from '../support/alert-reader.js';

const RECEIVED = Date.parse('2026-11-21T18:05:00+05:30') / 1000;
const { read, reading } = smsReaderAt(RECEIVED, 'VM-HDFCBK-S');
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
    'Rs.3, 20,000/-',
    // one paise digit after a spaced point, a lone digit before a whole figure with paise
    'Rs.740. 5',
    'Rs.2 7450.00',
    'INR 3\n1450.50',
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

describe('R9-21: the rest of the figure ends its sentence', () => {
  test.each(['INR 7 450.00', 'INR 74 50.00', 'INR 745 0.00', 'Rs 7\n450.00', 'INR 74\n50.00'])(
    'Your A/c XX4827 is credited with %s. UPI Ref …: unsure',
    (amount) => {
      const r = read(`Your A/c XX4827 is credited with ${amount}. Txn Date: 21/11/26. UPI Ref ${RRN}`);
      expect(outcomeOf(r)).toBe('unparsed');
    },
  );
  test.each([
    ['INR 745.00. Txn Date: 21/11/26', 74_500],
    ['INR 745. On 21/11/26', 74_500],
  ])('Your A/c XX4827 is credited with %s …: the whole figure', (amount, paise) => {
    expect(reading(`Your A/c XX4827 is credited with ${amount}. UPI Ref ${RRN}`)).toMatchObject({
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

describe('R9-5: a dotted hh.mm.ss whose minutes could be a month is a time where only a time can stand', () => {
  // 21 November 2026 in India; 16:08:11 IST is 10:38:11 UTC.
  const at161 = Date.parse('2026-11-21T16:08:11+05:30') / 1000;
  const at094 = Date.parse('2026-11-21T09:04:52+05:30') / 1000;
  test.each([
    [
      `HSBC: A/c 031-417***-002 is credited with INR 2750.00 on 21NOV at 16.08.11 with UTR UTIBN12026112198765 as NEFT from UTIB A/c ***4410 of MEERA NAIR . Your Avl Bal is INR 9020.40.`,
      at161,
    ],
    [`Your A/c XX4827 is credited with INR 2750.00 at 16.08.11 on 21-11-2026 by UPI Ref ${RRN}`, at161],
    [`Rs 2750.00 credited to your A/c XX4827 on 21-11-2026 @ 16.08.11 UPI Ref ${RRN}`, at161],
    [`Rs 2750.00 credited to your A/c XX4827 on 21-11-2026 Time 16.08.11 UPI Ref ${RRN}`, at161],
    [`Rs 2750.00 credited to your A/c XX4827 on 21-11-2026 (09.04.52) UPI Ref ${RRN}`, at094],
    [`Rs 2750.00 credited to your A/c XX4827 on 21-11-2026,09.04.52 UPI Ref ${RRN}`, at094],
    [`Rs 2750.00 credited to your A/c XX4827 on 21.11.26 at 09.04.52 UPI Ref ${RRN}`, at094],
    [`Rs 2750.00 credited to your A/c XX4827 on 21/11 at 09.04.52 UPI Ref ${RRN}`, at094],
    [`Rs 2750.00 credited to your A/c XX4827 on 21-11-2026 at 04.08.11 PM UPI Ref ${RRN}`, at161],
  ])('%s: the stated moment, to the second', (body, moment) => {
    expect(reading(body, 'VM-HSBCIN-S')).toMatchObject({
      kind: 'credit',
      amountPaise: 275_000,
      statedDate: '2026-11-21',
      statedAt: moment,
      statedPrecision: 'second',
    });
  });
  test('with no receipt time the dotted time is never a date (16.08.11 is no 16 Aug 2011)', () => {
    const r = readSms(
      'VM-HSBCIN-S',
      `HSBC: Your A/c XXX-XXXXXX-004 is credited with INR 275.00 on 21NOV at 16.08.11 through UPI Ref ${RRN} from meera@okicici`,
    );
    const got = r.kind === 'read' ? r.reading : r;
    expect((got as { statedDate?: string }).statedDate).not.toBe('2011-08-16');
  });
  test.each([
    // a date announced ('on', 'dated') stays a date
    `Rs 2750.00 credited to your A/c XX4827 on 21.11.26 UPI Ref ${RRN}`,
    `Rs 2750.00 credited to your A/c XX4827 dated 21.11.26 by UPI Ref ${RRN}`,
  ])('%s: a dotted date', (body) => {
    expect(reading(body)).toMatchObject({ kind: 'credit', statedDate: '2026-11-21' });
  });
});

describe('R9-20: an account noun glued to a mask of X of any length is the account', () => {
  test.each([
    [`Your A/cXX4827 credited with Rs 615.00 on 21-11-26 UPI Ref ${RRN}`, 'VM-SBIINB-S'],
    [
      `A/cXXXX4827 Credited with Rs.615.00 on 21-11-2026 by UPI Ref ${RRN}. Avl Bal Rs.9100.00 -UCO Bank`,
      'VM-UCOBNK-S',
    ],
    [
      `BOI - Rs 615.00 Credited to your AcXX4827 on 21-11-26 by UPI ref No.${RRN}.Avl Bal 9100.00`,
      'VM-BOIIND-S',
    ],
    [`Your a/cxx4827 credited with Rs 615.00 on 21-11-26 UPI Ref ${RRN}`, 'VM-SBIINB-S'],
    [`Rs 615.00 credited to your AcctXXXXXX4827 on 21-11-26 by UPI Ref ${RRN}`, 'VM-CANBNK-S'],
    [`Your A/cX4827 credited with Rs 615.00 on 21-11-26 UPI Ref ${RRN}`, 'VM-SBIINB-S'],
  ])('%s: a credit of that account', (body, sender) => {
    expect(reading(body, sender)).toMatchObject({
      kind: 'credit',
      amountPaise: 61_500,
      rrn: RRN,
      accountDigits: '4827',
    });
  });
  test.each([
    // a mask glued to the noun keeps money out silent
    `Your A/cXX4827 debited with Rs 615.00 on 21-11-26 UPI Ref ${RRN}`,
    `Rs 615.00 debited from AcXX4827 on 21-11-26 UPI Ref ${RRN}`,
  ])('%s: a debit', (body) => {
    expect(reading(body, 'VM-SBIINB-S')).toMatchObject({ kind: 'ignored' });
  });
});

describe("R9-3: a Hindi abbreviation's point (सं. दि. क्र. नं.) ends no sentence", () => {
  test.each([
    `आपके खाते *4827 में रु 615.00 दिनांक 21-11-2026 को UPI संदर्भ सं. ${RRN} द्वारा जमा किये गये हैं। -यूनियन बैंक ऑफ इंडिया`,
    `आपके खाते XX4827 में रु 615.00 यूपीआई संदर्भ क्र. ${RRN} से जमा किए गए हैं।`,
    `आपके खाते XX4827 में रु 615.00 दि. 21-11-2026 को संदर्भ नं. ${RRN} द्वारा जमा किए गए।`,
    `आपके खाते XX4827 में दि. 21.11.26 को रु. 615.00 जमा हुए। संदर्भ सं. ${RRN}`,
  ])('%s: a credit with its reference', (body) => {
    expect(reading(body, 'VM-UNIONB-S')).toMatchObject({
      kind: 'credit',
      amountPaise: 61_500,
      rrn: RRN,
      accountDigits: '4827',
    });
  });
  test('आपके खाता सं. XX4827 में … दि. …: the account after its number label', () => {
    expect(
      reading('आपके खाता सं. XX4827 में रु 615.00 दि. 21-11-2026 को जमा किए गए हैं।', 'VM-UNIONB-S'),
    ).toMatchObject({ kind: 'credit', amountPaise: 61_500, accountDigits: '4827' });
  });
  test.each([
    // money out stays silent over the same points
    `आपके खाते XX4827 से रु 615.00 दि. 21-11-2026 को संदर्भ सं. ${RRN} द्वारा नामे किए गए हैं।`,
  ])('%s: silent', (body) => {
    expect(reading(body, 'VM-UNIONB-S')).toMatchObject({ kind: 'ignored' });
  });
});

describe("R9-18: Hindi money out told as the holder's transfer, instruction or act, or into a payee's account", () => {
  test.each([
    // "your transfer (payment) of Rs N was deposited in account X": the holder's money out
    `आपका रु 615.00 का अंतरण खाता XX5901 में जमा किया गया। संदर्भ ${RRN}`,
    `आपका अंतरण रु 615.00 खाता XX5901 में जमा हो गया है। संदर्भ ${RRN}`,
    `आपके रु 615.00 के भुगतान को खाता XX5901 में जमा किया गया। संदर्भ ${RRN}`,
    `आपका IMPS अंतरण रु 615.00 खाते XX5901 में जमा किया गया। संदर्भ ${RRN}`,
    // "on your instruction" / "by you"
    `आपके निर्देश पर खाता XX5901 में रु 615.00 जमा किए गए। संदर्भ ${RRN}`,
    `आपके अनुरोध पर खाते XX5901 में रु 615.00 जमा किए गए। संदर्भ ${RRN}`,
    `आपके निर्देशानुसार खाता XX5901 में रु 615.00 जमा किए गए। संदर्भ ${RRN}`,
    `आपके द्वारा खाता XX5901 में रु 615.00 जमा किए गए। संदर्भ ${RRN}`,
    // the beneficiary's (payee's) account
    `लाभार्थी खाता XX5901 में रु 615.00 जमा किए गए। संदर्भ ${RRN}`,
    `प्राप्तकर्ता खाते XX5901 में रु 615.00 जमा किए गए। संदर्भ ${RRN}`,
  ])('%s: never a credit', (body) => {
    expect(reading(body, 'VM-SBIINB-S')).toMatchObject({ kind: 'ignored', reason: 'debit' });
  });
  test.each([
    // from one bare account into another: neither named yours
    `खाता XX4827 से रु 615.00 खाता XX5901 में जमा किए गए। संदर्भ ${RRN}`,
    `खाते XX4827 से खाते XX5901 में रु 615.00 जमा किए गए। संदर्भ ${RRN}`,
  ])('%s: unsure', (body) => {
    expect(outcomeOf(read(body, 'VM-SBIINB-S'))).toBe('unparsed');
  });
  test.each([
    // the holder's own account named "yours", a payment into it: still credits
    `आपके खाते XX4827 में रु 615.00 का भुगतान प्राप्त हुआ। संदर्भ ${RRN}`,
    `प्रिय ग्राहक, आपके खाते XX4827 में रु 615.00 जमा किए गए। संदर्भ ${RRN}`,
    `RAVI KUMAR के खाते XX5901 से आपके खाते XX4827 में रु 615.00 जमा किए गए। संदर्भ ${RRN}`,
    `खाता XX5901 से आपके खाते XX4827 में रु 615.00 जमा किए गए। संदर्भ ${RRN}`,
  ])('%s: a credit of the holder', (body) => {
    expect(reading(body, 'VM-SBIINB-S')).toMatchObject({
      kind: 'credit',
      amountPaise: 61_500,
      accountDigits: '4827',
    });
  });
});

describe("R9-17: in a mail, a blank line ends the table's last field; a footer paragraph is no predicate nor narration", () => {
  const table = (info: string, footer: string) => `Dear Customer,

Amount Credited: INR 2,340.00
Account Number: XX4827
Date & Time: 21-11-26, 11:42:19 IST
Transaction Info: ${info}

${footer}

Regards,
Axis Bank Ltd.`;
  const footers = [
    'If you have not authorised this transaction, please call 1860 000 0000.',
    'This is an auto-generated mail. Please do not reply.',
    'E-mail Confidentiality: The information contained in this e-mail is confidential.',
    'If this transaction was not initiated by you, please call our Customer Care.',
    'Please ignore if already reported.',
    'Kindly report unauthorised transactions immediately.',
  ];
  const infos: [string, string | undefined][] = [
    ['NEFT/HDFCN52026112154321/GUPTA ELECTRICALS', undefined],
    ['IMPS/P2A/632517340962/GUPTA ELECTRICALS', RRN],
    [`UPI/P2A/${RRN}/MEERA NAIR/ICIC/Payment`, RRN],
  ];
  const cases = infos.flatMap(([info, rrn]) => footers.map((f) => [info, f, rrn] as const));
  test.each(cases)('%s + %s: a credit', (info, footer, rrn) => {
    const r = readMail(bankById('axis'), { text: table(info, footer) });
    expect(r).toMatchObject({ kind: 'credit', amountPaise: 234_000, accountDigits: '4827' });
    if (rrn !== undefined) expect(r).toMatchObject({ rrn });
  });
  test.each([
    // a refund told in the narration itself stays unsure, a blank line after it or not
    'UPI/P2A/632517340962/SHOPKART REFUND/ICIC/Refund',
  ])('%s: never a credit', (info) => {
    const r = readMail(bankById('axis'), { text: table(info, 'Please do not reply to this mail.') });
    expect(r.kind).not.toBe('credit');
  });
});

describe('R9-13: a misspelt direction word never makes a credit: unsure at most, silent when money went out', () => {
  test.each([
    // (The commonest slips, `Recieved`, `Recived`, `creditted`, `credeted`, `transfered`, are read as spelt right
    // since round 12: alerts-reader12.test.ts.)
    `Rs 615.00 has been deposted in your A/c XX4827 on 21-11-26 by UPI Ref ${RRN}`,
    `Your A/c XX4827 is CREDITD with INR 615.00 on 21-11-26. UPI Ref ${RRN}`,
    `Rs 615.00 credtied to your A/c XX4827 on 21-11-26 by UPI Ref ${RRN}`,
    `Rs 615.00 has been receved in your A/c XX4827 from meera@okicici on 21-11-26. UPI Ref ${RRN}`,
  ])('%s: unsure, an operator looks', (body) => {
    expect(outcomeOf(read(body, 'VM-SBIINB-S'))).toBe('unparsed');
  });
  test.each([
    // misspelt debit words (and a misspelt credit word said of a payee) stay silent
    `Rs 615.00 debitted from your A/c XX4827 on 21-11-26 by UPI Ref ${RRN}`,
    `Rs 615.00 debeted from your A/c XX4827 on 21-11-26. UPI Ref ${RRN}`,
    `Rs 615.00 transfered from your A/c XX4827 to meera@okicici on 21-11-26. UPI Ref ${RRN}`,
    `Your A/c XX4827 is debitted with Rs 615.00 and MEERA NAIR creditted. UPI Ref ${RRN}`,
    `Rs 615.00 dedcuted from your A/c XX4827 on 21-11-26. UPI Ref ${RRN}`,
  ])('%s: silent', (body) => {
    expect(reading(body, 'VM-SBIINB-S')).toMatchObject({ kind: 'ignored' });
  });
  test.each([
    // a misspelt debit word no longer hides money out behind a payee's "credited"
    `Rs 615.00 debitted from your A/c XX4827 and credited to A/c XX5901 on 21-11-26. IMPS Ref ${RRN}`,
  ])('%s: never a credit', (body) => {
    expect(reading(body, 'VM-SBIINB-S').kind).not.toBe('credit');
  });
  test.each([
    // real words one letter from a direction word are no misspelling
    `Rs.615.00 credited to HDFC Bank A/c XX4827 on 21-11-26 from VPA meera@okicici (UPI ${RRN}) - money sent by receiver`,
    `Rs 615.00 credited to your A/c XX4827 on 21-11-26 by UPI Ref ${RRN}. You will receive a statement monthly.`,
  ])('%s: read as before', (body) => {
    const r = read(body, 'VM-HDFCBK-S');
    expect(outcomeOf(r)).not.toBe('unparsed');
  });
});

describe("R9-24: Marathi's words that stop a credit (and Hindi's incentive, claim, 'yet to be')", () => {
  test.each([
    // not credited, will be credited
    `आपल्या खाते XX4827 मध्ये रु. 615.00 जमा झाले नाहीत. UPI संदर्भ ${RRN}`,
    `आपल्या खाते XX4827 मध्ये रु. 615.00 जमा झाले नाही. UPI संदर्भ ${RRN}`,
    `आपल्या खाते XX4827 मध्ये रु. 615.00 जमा होतील. - बँक ऑफ महाराष्ट्र`,
    `आपल्या खाते XX4827 मध्ये रु. 615.00 जमा होणार आहेत. UPI संदर्भ ${RRN}`,
    `आपल्या खाते XX4827 मध्ये रु. 615.00 जमा करण्यात येतील. UPI संदर्भ ${RRN}`,
    // back, failed, interest, refund, subsidy, pension, cashback
    `आपल्या खाते XX4827 मध्ये रु. 615.00 परत जमा झाले (अयशस्वी व्यवहार). UPI संदर्भ ${RRN}`,
    `आपल्या खाते XX4827 मध्ये रु. 61.00 व्याज जमा झाले. - बँक ऑफ महाराष्ट्र`,
    `आपल्या खाते XX4827 मध्ये रु. 615.00 परतावा जमा झाला. UPI संदर्भ ${RRN}`,
    `आपल्या खाते XX4827 मध्ये रु. 615.00 अनुदान जमा झाले. - बँक ऑफ महाराष्ट्र`,
    `आपल्या खाते XX4827 मध्ये रु. 615.00 निवृत्ती वेतन जमा झाले. - बँक ऑफ महाराष्ट्र`,
    `आपल्या खाते XX4827 मध्ये रु. 61.00 कॅशबॅक जमा झाले. UPI संदर्भ ${RRN}`,
    // Hindi: incentive, a claim settled, yet to be credited
    `आपके खाते XX4827 में रु 61.00 प्रोत्साहन राशि जमा की गई। -एसबीआई`,
    `आपके खाते XX4827 में रु 615.00 का क्लेम निपटान जमा किया गया। -एसबीआई`,
    `आपके खाते XX4827 में रु 615.00 जमा होना बाकी है। संदर्भ ${RRN}`,
    // money out of your account, into someone else's
    `आपल्या खाते XX4827 मधून रु. 615.00 MEERA NAIR यांच्या खात्यात जमा झाले. UPI संदर्भ ${RRN}`,
  ])('%s: silent', (body) => {
    expect(reading(body, 'VM-MAHABK-S')).toMatchObject({ kind: 'ignored' });
  });
  test.each([
    // into someone else's account, with no account of yours named
    `MEERA NAIR यांच्या खात्यात रु. 615.00 जमा झाले. UPI संदर्भ ${RRN}`,
    `श्री MEERA NAIR च्या खात्यात रु. 615.00 जमा झाले. UPI संदर्भ ${RRN}`,
    // a kind of account between "your" and the noun: a loan's, or one the reader does not know
    `आपल्या कर्ज खाते XX4827 मध्ये रु. 5000.00 जमा झाले. - बँक ऑफ महाराष्ट्र`,
    `आपल्या गृहकर्ज खाते XX4827 मध्ये रु. 5000.00 जमा झाले. - बँक ऑफ महाराष्ट्र`,
    `आपके आवास खाते XX4827 में रु 5000.00 जमा किए गए। संदर्भ ${RRN}`,
  ])('%s: never a credit', (body) => {
    expect(reading(body, 'VM-MAHABK-S').kind).not.toBe('credit');
  });
  test.each([
    `आपल्या खाते XX4827 मध्ये रु. 615.00 जमा झाले. UPI संदर्भ ${RRN}`,
    `आपल्या खात्यात XX4827 रु. 615.00 जमा झाले आहेत. UPI संदर्भ ${RRN}`,
    `आपल्या बचत खाते XX4827 मध्ये रु. 615.00 जमा झाले. UPI संदर्भ ${RRN}`,
    `आपके बचत खाते XX4827 में रु 615.00 जमा किए गए। संदर्भ ${RRN}`,
  ])('%s: still a credit', (body) => {
    expect(reading(body, 'VM-MAHABK-S')).toMatchObject({
      kind: 'credit',
      amountPaise: 61_500,
      accountDigits: '4827',
    });
  });
});

describe('R9-17 more: a mail ends at its sign-off; banners after "Regards," are no part of the alert', () => {
  const table = (signOff: string, banner: string) => `Dear Customer,

Amount Credited: INR 2,340.00
Account Number: XX4827
Date & Time: 21-11-26, 11:42:19 IST
Transaction Info: UPI/P2A/${RRN}/MEERA NAIR/ICIC/Payment

Always open to help you.

${signOff}
Axis Bank Ltd.

${banner}`;
  test.each([
    ['Regards,', 'Get 5% cashback on UPI payments with our RuPay Credit Card. Know more.'],
    ['Warm Regards,', 'Pre-approved Personal Loan of INR 2,00,000 is waiting for you. Apply now.'],
    [
      'Thanks & Regards,',
      'Reward points worth Rs. 500 will be credited on your first UPI transaction above Rs. 100.',
    ],
    ['Yours sincerely,', 'Earn interest of 7% on a Fixed Deposit. T&C apply.'],
  ])('%s then %s: a credit', (signOff, banner) => {
    expect(readMail(bankById('axis'), { text: table(signOff, banner) })).toMatchObject({
      kind: 'credit',
      amountPaise: 234_000,
      rrn: RRN,
      accountDigits: '4827',
    });
  });
  test.each([
    'Get 5% cashback on UPI payments with our RuPay Credit Card. Know more.',
    'Earn reward points on every spend. T&amp;C apply.',
  ])('HDFC mail, HTML part, a banner row after "Warm Regards,": %s', (banner) => {
    const html = `<html><body><table><tr><td>Dear Customer,<br><br>Rs.2,340.00 has been credited to your account **4827 by VPA meera@okicici MEERA NAIR on 21-11-26.<br><br>Your UPI transaction reference number is ${RRN}.<br><br>Thank you for banking with us.<br><br>Warm Regards,<br>HDFC Bank</td></tr><tr><td>${banner}</td></tr></table></body></html>`;
    expect(readMail(bankById('hdfc'), { html })).toMatchObject({
      kind: 'credit',
      amountPaise: 234_000,
      rrn: RRN,
    });
  });
  test.each([
    // words before the sign-off still count: a refund told there stays unsure
    `Dear Customer,\n\nINR 2,340.00 has been credited to your A/c XX4827 as a refund of your order.\n\nRegards,\nAxis Bank Ltd.\n\nShop more with our card.`,
  ])('%s: never a credit', (text) => {
    expect(readMail(bankById('axis'), { text }).kind).not.toBe('credit');
  });
});

describe('Tokenizer: words glued together by a template or a forwarder are read as their parts', () => {
  test.each([
    `Rs 615.00 credited to your Ac No.XX4827 on 21-11-26 by UPIRefNo ${RRN}`,
    `Rs 615.00 credited to your A/c XX4827 on 21-11-26. IMPSRef ${RRN}`,
    `Rs 615.00 credited to your A/c XX4827 on 21-11-26 UPIRRN:${RRN}`,
    `Rs 615.00 credited to your A/c XX4827 on 21-11-26 (UPI RefNo ${RRN})`,
  ])('%s: a reference label, never a payer', (body) => {
    const r = reading(body, 'VM-AXISBK-S');
    expect(r).toMatchObject({ kind: 'credit', amountPaise: 61_500, rrn: RRN, accountDigits: '4827' });
    expect((r as { payerName?: string }).payerName).toBeUndefined();
  });
  test.each([
    `INR 615.00 creditedA/c no. XX4827 21-11-26, 11:42:19 UPI/P2A/${RRN}/MEERA NAIR Not you? Call 18000000000 - Axis Bank`,
    `INR 615.00 credited toA/c no. XX4827 on 21-11-26 UPI Ref ${RRN}`,
    `INR 615.00 credited to yourA/c XX4827 on 21-11-26 UPI Ref ${RRN}`,
  ])('%s: the account noun glued after a word', (body) => {
    expect(reading(body, 'VM-AXISBK-S')).toMatchObject({
      kind: 'credit',
      amountPaise: 61_500,
      accountDigits: '4827',
    });
  });
  test('debitedA/c: money out', () => {
    expect(
      reading(
        `INR 615.00 debitedA/c no. XX4827 21-11-26, 11:42:19 UPI/P2A/${RRN}/MEERA NAIR - Axis Bank`,
        'VM-AXISBK-S',
      ),
    ).toMatchObject({ kind: 'ignored' });
  });
});
