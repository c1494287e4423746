// Union Bank of India: alerts from UNIONB (CONTRACT §7; formats in fixtures/sms/union.json).
import { creditShape, debitShape, RE, readShapes } from './text.js';
import type { BankSmsParser } from './types.js';

const { currency: CUR, amount: AMOUNT, date: DATE, time: TIME, rrn: RRN } = RE;

const SHAPES = {
  credits: [
    // A/c *4821 Credited for Rs:5000.00 on 21-11-2026 14:03:28 by Mob Bk ref no 632532687099
    //   Avl Bal Rs:5818.22.Never Share OTP/PIN/CVV-Union Bank of India
    creditShape(
      String.raw`^A/c \S+ Credited for ${CUR}${AMOUNT} on ${DATE} ${TIME} by Mob Bk ref no ${RRN} Avl Bal `,
    ),
  ],
  debits: [
    // A/c *4821 Debited for Rs:50.00 on 21-11-2026 19:44:40 by Mob Bk ref no 632533816787 …
    debitShape(String.raw`^A/c \S+ Debited for ${CUR}${AMOUNT} on ${DATE} `),
  ],
};

export const unionSmsParser: BankSmsParser = {
  bank: 'union',
  headers: ['UNIONB'],
  parse: (body) => readShapes(body, SHAPES),
};
