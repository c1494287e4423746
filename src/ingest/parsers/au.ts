// AU Small Finance Bank: alerts from AUBANK (CONTRACT §7; formats in fixtures/sms/au.json).
import { creditShape, debitShape, RE, readShapes } from './text.js';
import type { BankSmsParser } from './types.js';

const { currency: CUR, amount: AMOUNT, date: DATE, rrn: RRN } = RE;
const CREDITED = String.raw`^Credited ${CUR}${AMOUNT} to A/c \S+ on ${DATE} Ref`;

const SHAPES = {
  credits: [
    // Credited INR 30,000.00 to A/c X4821 on 21-NOV-2026 Ref UPI/CR/632537119297/PRIYA SHARMA.
    //   Bal INR 30,098.33.\n-AU Bank
    creditShape(String.raw`${CREDITED} UPI/CR/${RRN}/(?<party>[^/]+?)\. Bal `),
    // Credited INR 2,64,000.00 to A/c X4821 on 21-NOV-2026 Ref IMPS-632538404655 -SURESH BABU R -IC.
    //   Bal INR 2,94,098.33.\n-AU Bank
    creditShape(String.raw`${CREDITED} IMPS-${RRN} -(?<name>.+?) -[a-z]+\. Bal `),
  ],
  debits: [
    // Debited INR 165.00 from A/c X4821 on 21-NOV-2026\nUPI/DR/632539781360/UK FOOD/UTIB/9180201\n…
    debitShape(String.raw`^Debited ${CUR}${AMOUNT} from A/c \S+ `),
  ],
};

export const auSmsParser: BankSmsParser = {
  bank: 'au',
  headers: ['AUBANK'],
  parse: (body) => readShapes(body, SHAPES),
};
