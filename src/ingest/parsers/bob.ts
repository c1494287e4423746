// Bank of Baroda: alerts from BOBSMS and BOBTXN (CONTRACT §7; formats in fixtures/sms/bob.json). The
// payer in `by ravikumar8842` is a handle cut before its `@`: neither a handle nor a name, so no payer.
import { creditShape, debitShape, RE, readShapes } from './text.js';
import type { BankSmsParser } from './types.js';

const { currency: CUR, amount: AMOUNT, date: DATE, time: TIME, rrn: RRN } = RE;

const SHAPES = {
  credits: [
    // Dear BOB UPI User: Your account is credited with INR 13500.00 on 2026-11-21 02:03:27 PM by UPI Ref No
    //   632529111106; AvlBal: Rs13500.00 - BOB
    creditShape(
      String.raw`^Dear BOB UPI User: Your account is credited with ${CUR}${AMOUNT} on ${DATE} ${TIME} by UPI Ref No ${RRN}(?:;|$| )`,
    ),
    // Rs.6000 Credited to A/c ...4821 thru UPI/632530530160 by ravikumar8842. Total Bal:Rs.6106.44CR.
    //   Avlbl Amt:Rs.6106.44(21-11-2026 07:40:39) - Bank of Baroda
    creditShape(
      String.raw`^${CUR}${AMOUNT} Credited to A/c \S+ thru UPI/${RRN} by (?<handle>\S+?)\. Total Bal:[^(]*\(${DATE} ${TIME}\)`,
    ),
  ],
  debits: [
    // Rs 40.00 debited from A/C XXXXXX4821 and credited to swiggy@axisbank UPI Ref:632531145449. …
    debitShape(String.raw`^${CUR}${AMOUNT} (?:debited|Dr\.?) from A/C \S+ `),
    // Dear BOB UPI User: Your account is debited with INR … (the twin of the UPI credit)
    debitShape(String.raw`^Dear BOB UPI User: Your account is debited with ${CUR}${AMOUNT} `),
  ],
};

export const bobSmsParser: BankSmsParser = {
  bank: 'bob',
  headers: ['BOBSMS', 'BOBTXN'],
  parse: (body) => readShapes(body, SHAPES),
};
