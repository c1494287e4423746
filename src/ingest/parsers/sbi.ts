// State Bank of India: alerts from SBIUPI (UPI), CBSSBI and SBINEF (core banking, NEFT/IMPS) and the
// headers the bank also uses for transactions (CONTRACT §7; formats in fixtures/sms/sbi.json).
import { creditShape, debitShape, RE, readShapes } from './text.js';
import type { BankSmsParser } from './types.js';

const { currency: CUR, amount: AMOUNT, date: DATE, rrn: RRN } = RE;

const SHAPES = {
  credits: [
    // Dear SBI User, your A/c X4821-credited by Rs.6000 on 21Nov26 transfer from ANITA DSOUZA
    //   Ref No 632517164914 -SBI
    creditShape(
      String.raw`^Dear SBI User, your A/c \S+?-credited by ${CUR}${AMOUNT} on ${DATE} transfer from (?<party>.+?) Ref No ${RRN}(?: |$)`,
    ),
    // Your a/c no. XXXXXXXX4821 is credited by Rs.112210.00 on 21-11-26 by a/c linked to mobile
    //   9XXXXXX210-MEERA S IYER (IMPS Ref no 632518320026)
    creditShape(
      String.raw`^Your a/c no\. \S+ is credited by ${CUR}${AMOUNT} on ${DATE} by a/c linked to mobile [0-9x*]+(?:-(?<name>[^()]+?))? \(IMPS Ref no\.? ${RRN}\)`,
    ),
    // Your A/C XXXXX654821 Credited INR 1,41,453.00 on 21/11/26 -Deposit by transfer from
    //   SHARMA TEXTILES. Avl Bal INR 3,89,969.28-SBI
    creditShape(
      String.raw`^Your A/C \S+ Credited ${CUR}${AMOUNT} on ${DATE} ?-Deposit by transfer from (?<name>.+?)\. ?Avl Bal `,
    ),
  ],
  debits: [
    // Dear UPI user A/C X4821 debited by 45.0 on date 21Nov26 trf to SWIGGY Refno 632519873498. …
    debitShape(String.raw`^Dear UPI user A/C \S+ debited by (?:${CUR})?${AMOUNT} on date ${DATE} trf to `),
    // Your A/C XXXXX654821 Debited INR 500.00 on 21/11/26 -Transfer to … (the twin of the deposit above)
    debitShape(String.raw`^Your A/C \S+ Debited ${CUR}${AMOUNT} on ${DATE} `),
  ],
};

export const sbiSmsParser: BankSmsParser = {
  bank: 'sbi',
  headers: ['SBIUPI', 'CBSSBI', 'SBINEF', 'SBIINB', 'ATMSBI', 'SBITXN'],
  parse: (body) => readShapes(body, SHAPES),
};
