// Punjab National Bank: alerts from PNBSMS (CONTRACT §7; formats in fixtures/sms/pnb.json). Its IMPS debit
// says "and a/c XX291 credited": the other account was credited, so it is a debit.
import { creditShape, debitShape, RE, readShapes } from './text.js';
import type { BankSmsParser } from './types.js';

const { currency: CUR, amount: AMOUNT, date: DATE, time: TIME, rrn: RRN } = RE;

const SHAPES = {
  credits: [
    // A/c X4821 credited for INR 100.00 on 21-11-26 14:03:44 by RAVI KUMAR thru UPI.AvlBal INR 276.58
    //   (UPI:632526315342).-PNB
    creditShape(
      String.raw`^A/c \S+ credited for ${CUR}${AMOUNT} on ${DATE} ${TIME} by (?<party>.+?) thru UPI\. ?Avl ?Bal [^(]*\(UPI: ?${RRN}\)`,
    ),
    // Ac XX4821 Credited with Rs.4750.00 21-11-2026 08:53:21 thru UPI . Aval Bal Rs.82431.67 CR.
    //   (UPI Ref ID:632527305917) Helpline 18001800/18002021-PNB
    creditShape(
      String.raw`^Ac \S+ Credited with ${CUR}${AMOUNT} ${DATE} ${TIME} thru UPI ?\. Aval Bal [^(]*\(UPI Ref ID: ?${RRN}\)`,
    ),
  ],
  debits: [
    // Your a/c no XX4821 is debited for Rs 3200 on 21-11-26 03:14:52 and a/c XX291 credited (IMPS Ref no …)
    debitShape(String.raw`^Your a/c no\.? \S+ is debited for ${CUR}${AMOUNT} on ${DATE}`),
    // A/c X4821 debited for INR 100.00 on 21-11-26 14:03:44 … (the twin of the UPI credit)
    debitShape(String.raw`^A/?c \S+ debited (?:for|with) ${CUR}${AMOUNT} (?:on )?${DATE}`),
  ],
};

export const pnbSmsParser: BankSmsParser = {
  bank: 'pnb',
  headers: ['PNBSMS'],
  parse: (body) => readShapes(body, SHAPES),
};
