// The day's bank statement of a simulated seller, written from ground truth in one of the five banks'
// download formats (CONTRACT §14, layouts of test/fixtures/statements): what the seller would upload.
import * as XLSX from '@e965/xlsx';

export interface TruthLine {
  /** India date and time of the bank's credit. */
  date: string;
  time: string;
  amountPaise: number;
  rrn: string;
  name: string;
  kind: 'payment' | 'interest' | 'debit';
}

export const STATEMENT_FORMATS = ['hdfc', 'sbi', 'icici', 'axis', 'kotak'] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];

const rupees = (p: number): string => (p / 100).toFixed(2);
const part = (date: string) => date.split('-') as [string, string, string];
const dmy = (date: string, sep: string, shortYear = false): string => {
  const [y, m, d] = part(date);
  return [d, m, shortYear ? y.slice(2) : y].join(sep);
};
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const dMonY = (date: string): string => {
  const [y, m, d] = part(date);
  return `${Number(d)} ${MONTHS[Number(m) - 1]} ${y}`;
};
const crlf = (rows: string[]): Buffer => Buffer.from(`${rows.join('\r\n')}\r\n`);

export function writeStatement(format: StatementFormat, lines: TruthLine[]): Buffer {
  const from = lines[0]?.date ?? '2026-03-02';
  const to = lines.at(-1)?.date ?? from;
  const vpa = (l: TruthLine) => `payer${l.rrn.slice(-6)}@oksbi`;
  switch (format) {
    case 'hdfc':
      return crlf([
        ' Date     , Narration , Value Dat, Debit Amount , Credit Amount , Chq/Ref Number , Closing Balance',
        ...lines.map((l) => {
          const narration =
            l.kind === 'interest'
              ? 'CREDIT INTEREST CAPITALISED'
              : l.kind === 'debit'
                ? 'POS 416021XXXXXX4821 SUPPLIER'
                : `UPI-${l.name}-${vpa(l).toUpperCase()}-SBIN0001234-${l.rrn}-ORDER`;
          const ref = l.kind === 'payment' ? `0000${l.rrn}` : '000000000000000';
          const [dr, cr] =
            l.kind === 'debit' ? [rupees(l.amountPaise), '0.00'] : ['0.00', rupees(l.amountPaise)];
          return ` ${dmy(l.date, '/', true)} , ${narration} , ${dmy(l.date, '/', true)}, ${dr}, ${cr}, ${ref}, 0.00`;
        }),
      ]);
    case 'sbi':
      return crlf([
        'Account Name       :\tM/S SIM TRADERS',
        'Account Number     :\t_00000012345674821',
        `Start Date         :\t${dMonY(from)}`,
        `End Date           :\t${dMonY(to)}`,
        '',
        'Txn Date\tValue Date\tDescription\tRef No./Cheque No.\t        Debit\tCredit\tBalance',
        ...lines.map((l) => {
          const d = dMonY(l.date);
          if (l.kind === 'debit')
            return `${d}\t${d}\t   ATM WDL-ATM CASH 10021 PUNE-\t\t${rupees(l.amountPaise)}\t \t0.00`;
          const narration =
            l.kind === 'interest'
              ? 'CREDIT INTEREST--'
              : `BY TRANSFER-UPI/CR/${l.rrn}/${l.name.slice(0, 8)}/SBIN/${vpa(l).slice(0, 10)}/Orde--`;
          return `${d}\t${d}\t   ${narration}\tTRANSFER FROM 4897736162097\t \t${rupees(l.amountPaise)}\t0.00`;
        }),
        '',
        '**This is a computer generated statement and does not require a signature',
      ]);
    case 'axis':
      return crlf([
        'Name :- M/S SIM TRADERS',
        '',
        `Statement of Account No - 923010001234821 for the period (From : ${dmy(from, '-')} To : ${dmy(to, '-')})`,
        '',
        'Tran Date,Value Date,CHQNO,Transaction Particulars,Amount(INR),DR|CR,Balance(INR),Branch Name',
        ...lines.map((l) => {
          const d = dmy(l.date, '-');
          const narration =
            l.kind === 'interest'
              ? '923010001234821:Int.Pd:01-12-2025 to 28-02-2026'
              : l.kind === 'debit'
                ? 'ATM-CASH/AXIS/S1ANPN12/PUNE'
                : `UPI/P2A/${l.rrn}/${l.name.slice(0, 9)}/STATE BAN/Order/`;
          return `${d},${d},-,${narration},${rupees(l.amountPaise)},${l.kind === 'debit' ? 'DR' : 'CR'},0.00,PUNE`;
        }),
        '',
      ]);
    case 'kotak':
      return crlf([
        '" ",,Account Statement',
        'M/S SIM TRADERS',
        '"SAMPLE NAGAR ",,,,Account No.,3349934821',
        `"PUNE ",,,,Period,From ${dmy(from, '/')} To ${dmy(to, '/')}`,
        '""',
        'Sl. No.,Transaction Date,Value Date,Description,Chq / Ref No.,Amount,Dr / Cr,Balance,Dr / Cr',
        ...lines.map((l, i) => {
          const d = dmy(l.date, '-');
          const [narration, ref] =
            l.kind === 'interest'
              ? ['Int.Pd:SB:01-12-2025 to 28-02-2026 CREDIT INTEREST', '']
              : l.kind === 'debit'
                ? ['ATL/416021XXXXXX4821/100212/PUNE', '']
                : [`UPI/${l.name}/120977030678/ORDER`, `UPI-${l.rrn}`];
          return `${i + 1},${d} ${l.time},${d},${narration},${ref},${rupees(l.amountPaise)},${l.kind === 'debit' ? 'DR' : 'CR'},0.00,CR`;
        }),
        '',
      ]);
    case 'icici': {
      const rows: (string | number)[][] = [
        ['DETAILED STATEMENT'],
        [],
        ['Transaction Date from', '', dmy(from, '/'), 'to', dmy(to, '/')],
        ['001105004821 ( INR ) - SIM TRADERS'],
        [],
        [
          'S No.',
          'Value Date',
          'Transaction Date',
          'Cheque Number',
          'Transaction Remarks',
          'Withdrawal Amount(INR)',
          'Deposit Amount(INR)',
          'Balance(INR)',
        ],
        ...lines.map((l, i) => {
          const narration =
            l.kind === 'interest'
              ? '001105004821:Int.Pd:01-12-2025 to 28-02-2026'
              : l.kind === 'debit'
                ? 'NFS/CASH WDL/624516400911/SANP1234/PUNE'
                : `UPI/${vpa(l)}/Payment/STATE BANK OF I/${l.rrn}/ICI0c3a9e1d2b4f`;
          const amount = l.amountPaise / 100;
          return [
            i + 1,
            dmy(l.date, '/'),
            dmy(l.date, '/'),
            '-',
            narration,
            l.kind === 'debit' ? amount : 0,
            l.kind === 'debit' ? 0 : amount,
            0,
          ];
        }),
        [],
        ['Legends Used in Account Statement'],
      ];
      const book = XLSX.utils.book_new();
      XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'OpTransactionHistory');
      return XLSX.write(book, { type: 'buffer', bookType: 'biff8' }) as Buffer;
    }
  }
}
