// Yes Bank: alerts from YESBNK (CONTRACT §7; formats in fixtures/sms/yes.json). The narration after the
// time names the rail: `UPI:<rrn>/From:<vpa>` or `NEFT:<utr>/From:<name>` (a UTR is no RRN).
import { creditShape, debitShape, RE, readShapes } from './text.js';
import type { BankSmsParser } from './types.js';

const { currency: CUR, amount: AMOUNT, date: DATE, time: TIME, rrn: RRN } = RE;
const CREDITED = String.raw`^${CUR}${AMOUNT} credited to YES BANK A/?c \S+ on ${DATE} ${TIME}\.`;

const SHAPES = {
  credits: [
    // INR 20.00 credited to YES BANK Ac X4821 on 21NOV26 14:03. UPI:632541111111/From:anita.dsouza@okaxis.
    //   Bal INR 999.00
    creditShape(String.raw`${CREDITED} UPI: ?${RRN}/From: ?(?<party>.+?)\. Bal `),
    // INR 1,05,000.00 credited to YES BANK Ac X4821 on 21NOV26 15:03. NEFT:CNRBH00084378407/From:SHARMA
    //   TEXTILES PV. Bal INR 22,45,685.24.
    creditShape(String.raw`${CREDITED} NEFT: ?[a-z0-9]+/From: ?(?<name>.+?)\. Bal `),
  ],
  debits: [
    // YES BANK Ac X4821 debited for INR 1,000.00 on 21NOV26 11:40. UPI:632542454716/To:swiggy@icici. …
    debitShape(String.raw`^YES BANK A/?c \S+ debited for ${CUR}${AMOUNT} `),
  ],
};

export const yesSmsParser: BankSmsParser = {
  bank: 'yes',
  headers: ['YESBNK'],
  parse: (body) => readShapes(body, SHAPES),
};
