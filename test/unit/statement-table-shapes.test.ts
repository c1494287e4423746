// What other banks' tables hold beyond a header and lines (fixtures/statements-other-banks README):
// balance rows, page breaks, narrations wrapped over rows, Excel text cells, a preamble stating the
// account and period, amounts that carry their own Cr/Dr, and where the RRN is. Read right, or refused.
import { describe, expect, test } from '@jest/globals';
import { readStatement } from '../../src/ingest/statements/read.js';
import { StatementRefused } from '../../src/ingest/statements/types.js';

const read = (text: string) => readStatement(Buffer.from(text));
const GENERIC = 'Date,Description,Debit,Credit,Balance\n';

async function refusal(text: string): Promise<StatementRefused> {
  try {
    await read(text);
  } catch (error) {
    if (error instanceof StatementRefused) return error;
    throw error;
  }
  throw new Error('the file was read');
}

describe('rows that are no line', () => {
  test('an opening balance row before the first line is skipped, not the end of the table', async () => {
    const csv = `${GENERIC},Opening Balance,,,1000.00\n01/09/2026,UPI/CR/624411876512/ASHA,,1499.00,2499.00\n`;
    expect((await read(csv)).credits.map((l) => [l.lineNo, l.rrn])).toEqual([[3, '624411876512']]);
  });

  test('after the lines, an Opening Balance summary block ends the table as it did', async () => {
    const csv = `${GENERIC}01/09/2026,UPI/CR/624411876512/ASHA,,1499.00,2499.00\nOpening Balance,Debits,Credits,Closing Balance\n"1,000.00",0.00,"1,499.00","2,499.00"\n`;
    expect((await read(csv)).credits.map((l) => l.lineNo)).toEqual([2]);
  });

  test('a dated balance row (B/F, OPENING BALANCE) is no credit', async () => {
    const csv = `${GENERIC}01/09/2026,OPENING BALANCE,,,1000.00\n01/09/2026,UPI/CR/624411876512/ASHA,,1499.00,2499.00\n`;
    const statement = await read(csv);
    expect(statement.credits.map((l) => l.lineNo)).toEqual([3]);
    expect(statement.debitCount).toBe(0);
  });

  test('after a page break (an empty row, a page number, the header again) the table goes on', async () => {
    const csv =
      `${GENERIC}01/09/2026,UPI/CR/624411876512/A,,1499.00,1\n\nPage 2 of 2\n${GENERIC}` +
      `02/09/2026,UPI/CR/624413290077/B,,780.25,2\n02/09/2026,CASH,500.00,,1\n\nThis is a system generated statement\n`;
    const statement = await read(csv);
    expect(statement.credits.map((l) => [l.lineNo, l.amountPaise])).toEqual([
      [2, 149_900],
      [6, 78_025],
    ]);
    expect(statement.debitCount).toBe(1);
  });

  test("after an empty row, another account's preamble and table are not this statement's lines", async () => {
    const csv =
      `${GENERIC}01/09/2026,UPI/CR/624411876512/A,,1499.00,1\n\n` +
      `Account Name : SAMPLE TRADERS\nAccount Number : 0012345678901111\nBranch : SAMPLE NAGAR\nStatement Period : 01/09/2026 to 04/09/2026\n` +
      `${GENERIC}02/09/2026,UPI/CR/624413290077/B,,780.25,2\n`;
    expect((await read(csv)).credits.map((l) => l.lineNo)).toEqual([2]);
  });

  test('after an empty row, dated rows without the header printed again are another block, not lines', async () => {
    const csv =
      `${GENERIC}01/09/2026,UPI/CR/624411876512/A,,1499.00,1\n\nPending items\n` +
      `02/09/2026,UPI/CR/624413290077/HOLD,,780.25,\n`;
    expect((await read(csv)).credits.map((l) => l.lineNo)).toEqual([2]);
  });

  test("a narration wrapped onto a row of its own is the line's, read whole", async () => {
    const csv = `${GENERIC}01/09/2026,UPI/CR/624411876512/AS,,1499.00,1\n,HA VERMA/REFUND,,,\n02/09/2026,CASH,500.00,,1\n`;
    expect((await read(csv)).credits).toEqual([
      expect.objectContaining({ lineNo: 2, rrn: '624411876512', kind: 'not_a_payment' }),
    ]);
  });
});

describe('cells and headers of other banks', () => {
  test('an Excel text cell (="…") is its text', async () => {
    const csv = `${GENERIC}="01/09/2026",UPI/CR/624411876512/A,,="1499.00",1\n`;
    expect((await read(csv)).credits.map((l) => [l.date, l.amountPaise])).toEqual([['2026-09-01', 149_900]]);
  });

  test("header names as other banks print them (Canara's TRANS DATE, WITHDRAWS)", async () => {
    const csv =
      'TRANS DATE,VALUE DATE,BRANCH,REF/CHQ.NO,DESCRIPTION,WITHDRAWS,DEPOSIT,BALANCE\n01-SEP-2026,01-SEP-2026,1234,,UPI/CR/624411876512/A,,"1,499.00","2,499.00"\n';
    expect((await read(csv)).credits.map((l) => [l.date, l.amountPaise])).toEqual([['2026-09-01', 149_900]]);
  });

  test('a rupee mark before a debit or credit amount (Indian Bank: INR 1,499.00)', async () => {
    const csv = `${GENERIC}Sep 01 2026,UPI/CR/624411876512/A,,"INR 1,499.00","INR 2,499.00 CR"\n`;
    expect((await read(csv)).credits.map((l) => [l.date, l.amountPaise])).toEqual([['2026-09-01', 149_900]]);
  });

  test("a Dr/Cr column's words Credit and Debit", async () => {
    const csv =
      'Date,Description,Amount,Type\n01/09/2026,UPI/CR/624411876512/A,1499.00,Credit\n01/09/2026,ATM,500.00,Debit\n';
    const statement = await read(csv);
    expect(statement.credits.map((l) => l.amountPaise)).toEqual([149_900]);
    expect(statement.debitCount).toBe(1);
  });

  test('one amount column whose amounts carry (Cr) or (Dr)', async () => {
    const csv =
      'Tran Id,Tran Date,Remarks,Amount (Rs.),Balance (Rs.)\nS1,01/09/2026,UPIAB/624411876512/CR/ASHA,1499.00(Cr),2499.00(Cr)\nS2,01/09/2026,UPIAR/624412009876/DR/SHREE,2310.00(Dr),189.00(Cr)\n';
    const statement = await read(csv);
    expect(statement.credits.map((l) => [l.amountPaise, l.rrn])).toEqual([[149_900, '624411876512']]);
    expect(statement.debitCount).toBe(1);
  });

  test('such a column with an amount that states no side is refused, naming the line', async () => {
    const csv =
      'Tran Date,Remarks,Amount (Rs.),Balance (Rs.)\n01/09/2026,UPIAB/624411876512/CR/ASHA,1499.00(Cr),1\n01/09/2026,X,1499.00,2\n';
    expect((await refusal(csv)).details).toEqual([
      { path: 'line 3', issue: "amount '1499.00' states no Dr/Cr" },
    ]);
  });
});

describe('what a generic table states', () => {
  test('the account and the period its preamble states', async () => {
    const csv = `Account Number :,="0012345678904821"\nStatement Period : 01/09/2026 to 04/09/2026\n\n${GENERIC}02/09/2026,X,,1.00,1\n`;
    const statement = await read(csv);
    expect([statement.accountLast4, statement.periodFrom, statement.periodTo]).toEqual([
      '4821',
      '2026-09-01',
      '2026-09-04',
    ]);
  });

  test.each([
    ["From Date :,01/09/2026,To Date :,04/09/2026\nAccount No.,'0123000100094821", '4821'],
    ['Date Range 01-Sep-2026 - 04-Sep-2026\nA/C Number : XXXXXXXX4821', '4821'],
  ])('the period and account as other preambles write them: %j', async (preamble, last4) => {
    const statement = await read(`${preamble}\n\n${GENERIC}02/09/2026,X,,1.00,1\n`);
    expect([statement.accountLast4, statement.periodFrom, statement.periodTo]).toEqual([
      last4,
      '2026-09-01',
      '2026-09-04',
    ]);
  });

  test('a masked account number is read only when it ends in four digits', async () => {
    const csv = `Account No: 50100XXXXXX123\n${GENERIC}02/09/2026,X,,1.00,1\n`;
    expect((await read(csv)).accountLast4).toBeNull();
  });

  test("the RRN of a reference column's UPI-<RRN> wins over another 12 digits in the narration", async () => {
    const csv =
      'Date,Narration,Chq/Ref No,Withdrawal (Dr),Deposit (Cr),Balance\n01-09-2026,UPI/ASHA VERMA/120977030678/UPI,UPI-624411876512,,1499.00,1\n';
    expect((await read(csv)).credits.map((l) => l.rrn)).toEqual(['624411876512']);
  });

  test("a transfer's 12-digit account number is no RRN: only UPI and IMPS lines carry one", async () => {
    const csv = `${GENERIC}01/09/2026,BY TRF FROM 123456789012 SAMPLE TRADERS,,12000.00,1\n01/09/2026,IMPS/624515522301/PRIYA,,2499.50,2\n`;
    expect((await read(csv)).credits.map((l) => l.rrn)).toEqual([null, '624515522301']);
  });

  test('a NEFT UTR of 12 digits is no RRN', async () => {
    const csv = `${GENERIC}01/09/2026,NEFT-002984487856-MEHTA TRADING CO,,12000.00,1\n`;
    expect((await read(csv)).credits.map((l) => l.rrn)).toEqual([null]);
  });
});

// Header rows of other banks as public parsers record them (fixtures/statements-other-banks README;
// most from PDF tables, so [Q-syn] for the downloads): each must be found and read by role.
describe('header rows of other banks, found and read by role', () => {
  type Role = 'date' | 'narration' | 'debit' | 'credit' | 'amount' | 'flag' | 'ref' | '';
  const HEADERS: [string, [string, Role][]][] = [
    [
      'Bank of India',
      [
        ['Transaction Date', 'date'],
        ['Instrument Id', 'ref'],
        ['Narration', 'narration'],
        ['Debit', 'debit'],
        ['Credit', 'credit'],
        ['Balance', ''],
      ],
    ],
    [
      'IDBI',
      [
        ['Date', 'date'],
        ['Particulars', 'narration'],
        ['Chq. no', 'ref'],
        ['Withdrawals', 'debit'],
        ['Deposits', 'credit'],
        ['Balance', ''],
      ],
    ],
    [
      'Bank of Baroda (S.No)',
      [
        ['S.No', ''],
        ['Date', 'date'],
        ['Description', 'narration'],
        ['Cheque No', 'ref'],
        ['Debit', 'debit'],
        ['Credit', 'credit'],
        ['Balance', ''],
        ['Value Date', ''],
      ],
    ],
    [
      'Bank of Baroda (Serial No)',
      [
        ['Serial No', ''],
        ['Transaction Date', 'date'],
        ['Value Date', ''],
        ['Description', 'narration'],
        ['Cheque Number', 'ref'],
        ['Debit', 'debit'],
        ['Credit', 'credit'],
        ['Balance', ''],
      ],
    ],
    [
      'Bank of Baroda (Type)',
      [
        ['Date', 'date'],
        ['Description', 'narration'],
        ['Amount', 'amount'],
        ['Type', 'flag'],
      ],
    ],
    [
      'Kotak (Withdrawal (Dr))',
      [
        ['Date', 'date'],
        ['Narration', 'narration'],
        ['Chq/Ref No.', 'ref'],
        ['Withdrawal (Dr)', 'debit'],
        ['Deposit (Cr)', 'credit'],
        ['Balance', ''],
      ],
    ],
    [
      'Kotak (Sl.No.)',
      [
        ['Sl.No.', ''],
        ['Date', 'date'],
        ['Description', 'narration'],
        ['Chq / Ref number', 'ref'],
        ['Amount', 'amount'],
        ['Dr / Cr', 'flag'],
        ['Balance', ''],
        ['Dr / Cr', ''],
      ],
    ],
    [
      'ICICI (Debit Amount)',
      [
        ['Sr No', ''],
        ['Value Date', ''],
        ['Transaction Date', 'date'],
        ['Cheque Number', 'ref'],
        ['Transaction Remarks', 'narration'],
        ['Debit Amount', 'debit'],
        ['Credit Amount', 'credit'],
        ['Balance(INR)', ''],
      ],
    ],
    [
      'Axis (Init. br)',
      [
        ['Tran Date', 'date'],
        ['Chq No', 'ref'],
        ['Particulars', 'narration'],
        ['Debit', 'debit'],
        ['Credit', 'credit'],
        ['Balance', ''],
        ['Init. br', ''],
      ],
    ],
    [
      'Varachha',
      [
        ['TRN.  Date', 'date'],
        ['Value  Date', ''],
        ['Narration', 'narration'],
        ['Chq/Ref.No', 'ref'],
        ['Debit', 'debit'],
        ['Credit', 'credit'],
        ['Closing  Bal', ''],
      ],
    ],
    [
      'Indian Overseas Bank',
      [
        ['Value Date', 'date'],
        ['Narration', 'narration'],
        ['Debit', 'debit'],
        ['Credit', 'credit'],
      ],
    ],
    [
      'Mehsana',
      [
        ['S.No.', ''],
        ['Date', 'date'],
        ['Description', 'narration'],
        ['Debit', 'debit'],
        ['Credit', 'credit'],
        ['Cheque No', 'ref'],
        ['Balance', ''],
      ],
    ],
    [
      'Surat People',
      [
        ['Date', 'date'],
        ['Particulars', 'narration'],
        ['Withdrawal', 'debit'],
        ['Deposit', 'credit'],
        ['Balance', ''],
      ],
    ],
  ];
  const cellOf = (role: Role, credit: boolean): string =>
    role === 'date'
      ? '01/09/2026'
      : role === 'narration'
        ? credit
          ? 'UPI/CR/624411876512/ASHA'
          : 'ATM CASH'
        : role === 'debit'
          ? credit
            ? ''
            : '500.00'
          : role === 'credit'
            ? credit
              ? '1499.00'
              : ''
            : role === 'amount'
              ? credit
                ? '1499.00'
                : '500.00'
              : role === 'flag'
                ? credit
                  ? 'CR'
                  : 'DR'
                : role === 'ref'
                  ? ''
                  : '1';
  test.each(HEADERS)('%s', async (_bank, columns) => {
    const line = (credit: boolean) => columns.map(([, role]) => cellOf(role, credit)).join(',');
    const csv = `${columns.map(([name]) => name).join(',')}\n${line(true)}\n${line(false)}\n`;
    const statement = await read(csv);
    expect(statement.credits.map((l) => [l.lineNo, l.amountPaise, l.rrn])).toEqual([
      [2, 149_900, '624411876512'],
    ]);
    expect(statement.debitCount).toBe(1);
  });
});
