// IndusInd Bank: alerts from INDUSB (CONTRACT §7; formats in fixtures/sms/indusind.json). Its UPI credit
// states no date at all: credited_at then comes from the SMS timestamps alone (domain/feeds.ts).
import { creditShape, debitShape, RE, readShapes } from './text.js';
import type { BankSmsParser } from './types.js';

const { currency: CUR, amount: AMOUNT, date: DATE, rrn: RRN } = RE;

const SHAPES = {
  credits: [
    // A/C *XX4821 credited by Rs 890.00 from anita.dsouza@oksbi. RRN:632534098098. Avl Bal:1290.00.
    //   Not you? Call 18602677777 - IndusInd bank
    creditShape(
      String.raw`^A/C \S+ credited by ${CUR}${AMOUNT} from (?<party>\S+?)\. RRN: ?${RRN}(?:\.|$| )`,
    ),
    // Your account XXXXXXX4821 is credited by Rs.54321 on 21-11-26 received from account XXXXXXX4321/RAVI KUMAR
    //   (IMPS Ref no. 632535456789). …
    creditShape(
      String.raw`^Your account \S+ is credited by ${CUR}${AMOUNT} on ${DATE} received from account [^/\s]+/(?<name>[^()]+?) \(IMPS Ref no\.? ${RRN}\)`,
    ),
  ],
  debits: [
    // A/c *XX4821 debited by Rs 1234.00 towards swiggy@icici. RRN: 632536048508. …
    debitShape(String.raw`^A/C \S+ debited by ${CUR}${AMOUNT} `),
    // Your account XXXXXXX4821 is debited by Rs.… on 21-11-26 … (the twin of the IMPS credit)
    debitShape(String.raw`^Your account \S+ is debited by ${CUR}${AMOUNT} `),
  ],
};

export const indusindSmsParser: BankSmsParser = {
  bank: 'indusind',
  headers: ['INDUSB'],
  parse: (body) => readShapes(body, SHAPES),
};
