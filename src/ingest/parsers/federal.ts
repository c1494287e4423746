// Federal Bank: alerts from FEDBNK (CONTRACT §7; formats in fixtures/sms/federal.json). Balance messages
// list amounts per account and are read by no shape.
import { creditShape, debitShape, RE, readShapes } from './text.js';
import type { BankSmsParser } from './types.js';

const { currency: CUR, amount: AMOUNT, date: DATE, time: TIME, rrn: RRN } = RE;
const CREDITED = String.raw`^(?:Dear Customer, )?${CUR}${AMOUNT} credited to your A/c \S+`;

const SHAPES = {
  credits: [
    // Dear Customer, Rs.10100 credited to your A/c XX4821 on 21NOV2026 14:03:00. BAL-Rs.51025.25-Federal Bank
    creditShape(String.raw`${CREDITED} on ${DATE} ${TIME}\. ?BAL`),
    // Rs 15000.00 credited to your A/c XX4821 via IMPS on 21NOV2026 16:20:15 IMPS Ref no 632543987654
    //   Bal:Rs 42500.80 -Federal Bank
    creditShape(String.raw`${CREDITED} via IMPS on ${DATE} ${TIME} IMPS Ref no\.? ${RRN} Bal`),
  ],
  debits: [
    // Rs 20000.00 sent via UPI on 21-11-2026 at 08:12:41 to RAVI KUMAR.Ref:632544163012.Not you? …
    debitShape(String.raw`^${CUR}${AMOUNT} sent via (?:UPI|IMPS|NEFT) on ${DATE}`),
    // Rs 500.00 debited from your A/c XX4821 … (the twin of the credit)
    debitShape(String.raw`^(?:Dear Customer, )?${CUR}${AMOUNT} debited (?:from|to) your A/c \S+`),
  ],
};

export const federalSmsParser: BankSmsParser = {
  bank: 'federal',
  headers: ['FEDBNK'],
  parse: (body) => readShapes(body, SHAPES),
};
