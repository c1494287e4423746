// mail16: the alert-mail domains of banks other than HDFC and Axis (banks.ts names a public source for each), and
// the mails of those banks read by the one grammar. Wordings are the public sources' (values ours), each source
// named at its case; code index ids are the search tool's.
import { describe, expect, test } from '@jest/globals';
import { acceptableSignature, type SignatureCheck } from '../../src/domain/feeds.js';
import { BANK_MAIL_DOMAINS, bankByMailDomain } from '../../src/ingest/alerts/banks.js';
import { readMail } from '../../src/ingest/alerts/read.js';
import { bankById } from '../support/alert-reader.js';
import { ADDED_BANK_MAIL_DOMAINS } from '../support/bank-mail-domains.js';

const IST = (iso: string): number => Date.parse(`${iso}+05:30`) / 1000;
const bankOf = (domain: string): string | undefined => bankByMailDomain(domain)?.id;
const pass = (signingDomain: string): SignatureCheck => ({ result: 'pass', signingDomain });

describe("other banks' alert-mail domains (CONTRACT §7: the signing domain is the bank's sending domain)", () => {
  test('BANK_MAIL_DOMAINS holds HDFC, Axis and every domain added here, and nothing else', () => {
    expect([...BANK_MAIL_DOMAINS].sort()).toStrictEqual(
      [
        'hdfcbank.net',
        'hdfcbank.bank.in',
        'axisbank.com',
        'axis.bank.in',
        ...ADDED_BANK_MAIL_DOMAINS.map(([d]) => d),
      ].sort(),
    );
  });

  // Before mail16: every one of these was 'not_a_bank' (550).
  test.each(ADDED_BANK_MAIL_DOMAINS)('a verified signature by %s is accepted as bank %s', (domain, bank) => {
    expect(acceptableSignature([pass(domain)], bankOf)).toEqual({
      verdict: 'accept',
      signature: pass(domain),
      bank,
    });
    expect(bankOf(domain.toUpperCase())).toBe(bank);
  });

  // Exact domains only: marketing subdomains seen in the same public sender lists (id 55696586839:
  // `info@alerts.axisbankmail.bank.in`, `services@custcomm.icicibank.com`, `sbi@communications.sbi.co.in`,
  // `info@offers.rbl.bank.in`), look-alikes, parents and unsourced siblings stay refused.
  test.each([
    'custcomm.icicibank.com',
    'communications.sbi.co.in',
    'offers.rbl.bank.in',
    'alerts.axisbankmail.bank.in',
    'mail.kotak.com',
    'kotak.com.evil.example',
    'evilkotak.com',
    'sbi.bank.in',
    'bank.in',
    'co.in',
    'kotak.in',
    'idfcfirst.bank.in',
    'yesbank.in',
    'sbicard.com',
  ])('%s is no bank: not_a_bank', (domain) => {
    expect(acceptableSignature([pass(domain)], bankOf)).toMatchObject({
      verdict: 'reject',
      reason: 'not_a_bank',
    });
  });

  test('a failed signature by a new bank domain is still refused (dkim_failed)', () => {
    expect(acceptableSignature([{ result: 'fail', signingDomain: 'kotak.bank.in' }], bankOf)).toMatchObject({
      verdict: 'reject',
      reason: 'dkim_failed',
    });
  });
});

describe('the banks added read their alert mail by the grammar alone (no mailCredits)', () => {
  test.each(['sbi', 'icici', 'kotak', 'idfc', 'yes', 'union', 'mahabank'])(
    '%s declares no mailCredits',
    (id) => {
      expect(bankById(id).mailCredits).toBeUndefined();
    },
  );

  const at = IST('2026-11-24T12:00:00');
  const mail = (bank: string, text: string) => readMail(bankById(bank), { text }, at);

  test.each([
    // SBI's credit alert from cbssbi.cas@alerts.sbi.co.in, as a parser's tests quote it (id 70188737007).
    [
      'sbi',
      'Dear Customer, Your A/C XXXXX4821 Credited INR 85,000.00 on 24/11/26 -Deposit by transfer from SURYA TRADERS. Avl Bal INR 3,77,400.00-SBI',
      8_500_000,
    ],
    // IDFC FIRST's "Transaction alert from IDFC FIRST Bank" (transaction.alerts@idfcfirstbank.com; ids
    // 25104208486, 20256693799).
    [
      'idfc',
      'Greetings from IDFC FIRST Bank. Dear Customer, Your A/C XXXXXXX4821 has been credited with INR 1,000.00 on 24/11/2026 10:22.',
      100_000,
    ],
    // ICICI's NEFT credit mail from alerts@icicibank.com as an app's samples lay it out (id 53334099743).
    [
      'icici',
      'Hello,\n\nINR 82,500.00 has been credited to your ICICI Bank account XX4821 on 24/11/2026 via NEFT.\n\nSender: TECHCORP SOLUTIONS PVT LTD\nRemarks: SALARY NOV2026\nBalance: INR 94,830.00',
      8_250_000,
    ],
  ])('%s credit mail: a credit of its amount into XX4821 on the stated date', (bank, text, paise) => {
    expect(mail(bank, text)).toMatchObject({
      kind: 'credit',
      amountPaise: paise,
      accountDigits: '4821',
      statedDate: '2026-11-24',
    });
  });

  test.each([
    // SBI debit (donotreply.sbiatm@alerts.sbi.co.in, id 70188737007).
    [
      'sbi',
      'Dear Customer, Your A/C XXXXX4821 has been debited by Rs.645.00 on 24Nov26 transfer to SWIGGY Ref No 632845678901. If not done by you, call 1800111109 -SBI',
    ],
    // ICICI account debit whose payee is "credited" (id 70188737007).
    [
      'icici',
      'ICICI Bank Acct XX821 debited for Rs 645.00 on 24-Nov-26; SWIGGY credited. UPI:632845678901. Call 18002662 for dispute.',
    ],
    // Kotak's UPI "Sent" (BankAlerts@kotak.com, id 70188737007).
    ['kotak', 'Sent Rs.300.00 from Kotak Bank AC X4821 to merchant@okaxis on 24-11-26.UPI Ref 632811112222.'],
    // IDFC FIRST's debit (transaction.alerts@idfcfirstbank.com, id 69055177448).
    [
      'idfc',
      'Your A/C XXXXXXX4821 has been debited by INR 398.00 on 24/11/2026 00:08. New balance is INR 1,01,820.09CR.',
    ],
    // YES BANK's card spend (alerts@yes.bank.in; anshuman852/bank-email-parser parsers/yesbank.py).
    [
      'yes',
      'INR 1,234.56 has been spent on your YES BANK Credit Card ending with 4821 at SAMPLE MERCHANT on 24-11-2026 at 08:30:15 pm. Avl Bal INR 50,000.00.',
    ],
    // An OTP mail (id 70188737007's "rejects OTPs" case), from any of them.
    ['kotak', 'Your OTP for transaction of Rs.1250.00 at AMAZON is 123456. Do not share it with anyone.'],
    ['sbi', 'Your OTP for transaction of Rs.1250.00 at AMAZON is 123456. Do not share it with anyone.'],
    ['icici', 'Your OTP for transaction of Rs.1250.00 at AMAZON is 123456. Do not share it with anyone.'],
  ])('%s debit or OTP mail: never a credit (%s)', (bank, text) => {
    expect(mail(bank, text).kind).toBe('ignored');
  });

  // Union Bank of India's debit alert (noreplyunionbankofindia@unionbankofindia.bank.in), in the HTML shape
  // anshuman852/bank-email-parser parsers/uboi.py reads: a "Transaction Details:" heading and a list.
  test("union's debit alert (HTML): never a credit", () => {
    const html =
      '<p>Dear Customer,</p><h3>Transaction Details:</h3><ul><li>Payee Name - SURYA TRADERS</li><li>Amount - 5,000.00</li><li>Transfer Type - IMPS</li><li>Bank Ref. No. - 632812345678</li><li>Debited From - XXXXXXXX4821</li></ul>';
    expect(readMail(bankById('union'), { html }, at).kind).not.toBe('credit');
  });
});

// Before mail16 every OTP mail was 'unparseable' ("no alert sentence"), an operator alert for each: with the banks
// above accepted, their OTP mails reach the reader too. A one-time password given, and no money moved, is ignored.
describe("a bank's OTP mail is silent; an unknown template that only warns about OTPs is still an operator alert", () => {
  const at = IST('2026-11-24T12:00:00');
  test.each([
    'Your OTP for transaction of Rs.1250.00 at AMAZON is 123456. Do not share it with anyone.',
    'Dear Customer,\n\n482913 is your One Time Password for the transaction on Kotak Net Banking. It is valid for 5 minutes.\n\nWarm Regards,\nKotak Mahindra Bank',
    'Dear Customer, One Time Password (OTP) to add a payee in Internet Banking is: 48291372. Never share your OTP with anyone.',
  ])('%j: ignored', (text) => {
    expect(readMail(bankById('kotak'), { text }, at)).toEqual({ kind: 'ignored', reason: 'not_a_payment' });
  });

  test.each([
    'Dear Customer,\n\nYour request has been processed. Never share your OTP. Your reference is 48291372.\n\nRegards,\nSBI',
    'Dear Customer, never share your OTP or PIN with anyone. Call 18002662 for help.',
  ])('%j: unparseable (gives no OTP)', (text) => {
    expect(readMail(bankById('sbi'), { text }, at).kind).toBe('unparseable');
  });

  test('a credit mail with an OTP warning in its footer is still the credit', () => {
    const text =
      'Greetings from IDFC FIRST Bank. Dear Customer, Your A/C XXXXXXX4821 has been credited with INR 1,000.00 on 24/11/2026 10:22.\n\nNever share your OTP with anyone.';
    expect(readMail(bankById('idfc'), { text }, at)).toMatchObject({ kind: 'credit', amountPaise: 100_000 });
  });
});
