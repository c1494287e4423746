// ICICI Bank: alerts from ICICIT and ICICIB (CONTRACT §7; formats in fixtures/sms/icici.json). Credit-card
// payments and bill reminders from the same headers mention amounts too: no shape below reads them, so
// they are unparseable (operators look), never credits.
import { creditShape, debitShape, RE, readShapes } from './text.js';
import type { BankSmsParser } from './types.js';

const { currency: CUR, amount: AMOUNT, date: DATE, rrn: RRN } = RE;

const SHAPES = {
  credits: [
    // Dear Customer, Acct XX482 is credited with Rs 1000.00 on 21-Nov-26 from ANITA DSOUZA.
    //   UPI:632520786897-ICICI Bank.
    creditShape(
      String.raw`^Dear Customer, Acct \S+ is credited with ${CUR}${AMOUNT} on ${DATE} from (?<party>.+?)\. UPI: ?${RRN}-ICICI Bank`,
    ),
    // ICICI Bank Account XX482 is credited with Rs 20,000.00 on 21-Nov-26 by Account linked to mobile
    //   number XXXXX82020. IMPS Ref. no. 632521384166.
    creditShape(
      String.raw`^ICICI Bank Account \S+ is credited with ${CUR}${AMOUNT} on ${DATE} by Account linked to mobile number \S+ IMPS Ref\. ?no\.? ${RRN}(?:\.|$)`,
    ),
    // ICICI Bank Account XX482 credited:Rs. 1,12,210.00 on 21-Nov-26. Info NEFT-YESIG63252021366-SHARMA TEXTI.
    //   Available Balance is Rs. 1,30,622.50.
    creditShape(
      String.raw`^ICICI Bank Account \S+ credited: ?${CUR}${AMOUNT} on ${DATE}\. Info NEFT-[a-z0-9]+-(?<name>[^.]+?)\. Available Balance `,
    ),
  ],
  debits: [
    // ICICI Bank Acct XX482 debited for Rs 230.00 on 21-Nov-26; SWIGGY LIMITED credited. UPI:… (the payee
    //   was credited: still a debit)
    debitShape(
      String.raw`^(?:Dear Customer, )?(?:ICICI Bank )?Acc(?:oun)?t \S+ (?:is )?debited (?:for|with) ${CUR}${AMOUNT} on ${DATE}`,
    ),
  ],
};

export const iciciSmsParser: BankSmsParser = {
  bank: 'icici',
  headers: ['ICICIT', 'ICICIB'],
  parse: (body) => readShapes(body, SHAPES),
};
