// IDFC FIRST Bank: alerts from IDFCFB (CONTRACT §7; formats in fixtures/sms/idfc.json). Its debit says
// "<payee> credited": still a debit. EMI notices mention a future debit and are read by no shape.
import { creditShape, debitShape, RE, readShapes } from './text.js';
import type { BankSmsParser } from './types.js';

const { currency: CUR, amount: AMOUNT, date: DATE, time: TIME } = RE;

const SHAPES = {
  credits: [
    // Your A/C XXXXX304821 is credited with INR 1,000.00 on 21/11/26 14:03. Your new balance is
    //   INR 15,644.63. Team IDFC FIRST Bank
    creditShape(
      String.raw`^Your A/C \S+ is credited with ${CUR}${AMOUNT} on ${DATE} ${TIME}\. Your new balance is `,
    ),
  ],
  debits: [
    // Your A/c XX4821 debited by Rs. 420.00 on 21/11/26; APNA DHABA credited. RRN 632540331357. …
    debitShape(String.raw`^Your A/C \S+ (?:is )?debited (?:by|with) ${CUR}${AMOUNT} on ${DATE}`),
  ],
};

export const idfcSmsParser: BankSmsParser = {
  bank: 'idfc',
  headers: ['IDFCFB'],
  parse: (body) => readShapes(body, SHAPES),
};
