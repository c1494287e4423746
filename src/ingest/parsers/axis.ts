// Axis Bank: alerts from AXISBK (CONTRACT §7; formats in fixtures/sms/axis.json). The UPI credit is
// several lines; read on collapsed whitespace, its lines are single spaces.
import { creditShape, debitShape, RE, readShapes } from './text.js';
import type { BankSmsParser } from './types.js';

const { currency: CUR, amount: AMOUNT, date: DATE, time: TIME, rrn: RRN } = RE;

const SHAPES = {
  credits: [
    // INR 499.00 credited\nA/c no. XX4821\n21-11-26, 14:03:41 IST\nUPI/P2A/632514087215/RAVI KUMAR/HDFC/Paym
    //   - Axis Bank (Axis truncates the payer's name to about 10 characters)
    creditShape(
      String.raw`^${CUR}${AMOUNT} credited A/c no\. \S+ ${DATE}, ${TIME} IST UPI/[a-z0-9]+/${RRN}/(?<name>[^/]+)/`,
    ),
    // INR 21635.00 credited to A/c no. XX4821 on 21-11-26 at 07:32:16 IST. Info- NEFT/CMS633334641/SHARMA TEX.
    //   Avl Bal- INR 33478.22 - Axis Bank (a NEFT or CMS reference is no RRN)
    creditShape(
      String.raw`^${CUR}${AMOUNT} credited to A/c no\. \S+ on ${DATE} at ${TIME} IST\. Info- ?NEFT/[a-z0-9]+/(?<name>[^/]+?)\. Avl Bal`,
    ),
  ],
  debits: [
    // INR 1200.00 debited\nA/c no. XX4821\n21-11-26, 23:09:50\nUPI/P2M/632569941600/RAJU STORES\nNot you? …
    debitShape(String.raw`^${CUR}${AMOUNT} debited (?:from |to )?A/c no\. \S+ `),
  ],
};

export const axisSmsParser: BankSmsParser = {
  bank: 'axis',
  headers: ['AXISBK'],
  parse: (body) => readShapes(body, SHAPES),
};
