// Kotak Mahindra Bank: alerts from KOTAKB and KOTAKD (CONTRACT §7; formats in fixtures/sms/kotak.json).
// Credit-card refunds ("refunded to your Kotak Credit Card") are no account credit: no shape reads them.
import { creditShape, debitShape, RE, readShapes } from './text.js';
import type { BankSmsParser } from './types.js';

const { currency: CUR, amount: AMOUNT, date: DATE, rrn: RRN } = RE;
const ACCOUNT = String.raw`Kotak Bank A/?C \S+`;

const SHAPES = {
  credits: [
    // Received Rs.50.00 in your Kotak Bank AC X4821 from anita.dsouza@oksbi on 21-11-26.UPI Ref:632523653974.
    creditShape(
      String.raw`^Received ${CUR}${AMOUNT} in your ${ACCOUNT} from (?<party>\S+) on ${DATE}\. ?UPI Ref:? ?${RRN}(?:\.|$| )`,
    ),
    // Received Rs. 329.00 on 21-11-26 in your Kotak Bank A/C x4821 by an A/C linked to mobile x111.
    //   IMPS Ref no 632524412340.
    creditShape(
      String.raw`^Received ${CUR}${AMOUNT} on ${DATE} in your ${ACCOUNT} by an A/C linked to mobile \S+ IMPS Ref no\.? ${RRN}(?:\.|$| )`,
    ),
  ],
  debits: [
    // Sent Rs.20.00 from Kotak Bank AC X4821 to swiggy@ybl on 21-11-26.UPI Ref 632525725300. Not you, …
    debitShape(String.raw`^Sent ${CUR}${AMOUNT} from ${ACCOUNT} to `),
  ],
};

export const kotakSmsParser: BankSmsParser = {
  bank: 'kotak',
  headers: ['KOTAKB', 'KOTAKD'],
  parse: (body) => readShapes(body, SHAPES),
};
