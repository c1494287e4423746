// What other banks' tables hold beyond a header and lines (fixtures/statements-other-banks README):
// balance rows, page breaks, narrations wrapped over rows, Excel text cells, a preamble stating the
// account and period, amounts that carry their own Cr/Dr, and where the RRN is. Read right, or refused.
import { describe, expect, test } from '@jest/globals';
import { readStatement } from '../../src/ingest/statements/read.js';

const read = (text: string) => readStatement(Buffer.from(text));
const GENERIC = 'Date,Description,Debit,Credit,Balance\n';

describe('rows that are no line', () => {
  test('an opening balance row before the first line is skipped, not the end of the table', async () => {
    const csv = `${GENERIC},Opening Balance,,,1000.00\n01/09/2026,UPI/CR/624411876512/ASHA,,1499.00,2499.00\n`;
    expect((await read(csv)).credits.map((l) => [l.lineNo, l.rrn])).toEqual([[3, '624411876512']]);
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
});
