// CONTRACT §14: a file that is not a statement the service can read with certainty is refused whole,
// with `details` naming the row and what was wrong (415 for PDF); nothing is half-read.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from '@jest/globals';
import * as XLSX from '@e965/xlsx';
import { readStatement } from '../../src/ingest/statements/read.js';
import { StatementRefused } from '../../src/ingest/statements/types.js';
import { indiaDate } from '../../src/domain/time.js';
import { passwordProtectedWorkbook, zipOf } from '../support/statements.js';

const DIR = path.resolve(import.meta.dirname, '../fixtures/statements');
const fixture = (name: string): Buffer => readFileSync(path.join(DIR, name));

async function refusal(bytes: Buffer, bank?: Parameters<typeof readStatement>[1]): Promise<StatementRefused> {
  try {
    await readStatement(bytes, bank);
  } catch (error) {
    if (error instanceof StatementRefused) return error;
    throw error;
  }
  throw new Error('the file was read');
}

const GENERIC = 'Date,Description,Debit,Credit,Balance\n';

describe('statement files refused whole', () => {
  test('a PDF is 415, never read', async () => {
    const error = await refusal(Buffer.from('%PDF-1.7\n1 0 obj\n'));
    expect(error.unsupportedMedia).toBe(true);
  });

  test('a password-protected workbook is named as such', async () => {
    const error = await refusal(passwordProtectedWorkbook());
    expect(error.details).toEqual([{ path: 'file', issue: 'password-protected' }]);
  });

  test('a zip bomb is refused by its real size, even when its directory lies', async () => {
    const sixtyMiB = Buffer.alloc(60 * 1024 * 1024, 0x20);
    expect((await refusal(zipOf('xl/worksheets/sheet1.xml', sixtyMiB))).details[0]?.issue).toBe(
      'uncompressed size over 50 MiB',
    );
    expect((await refusal(zipOf('xl/worksheets/sheet1.xml', sixtyMiB, 100))).details[0]?.issue).toBe(
      'uncompressed size over 50 MiB',
    );
  });

  test('a truncated spreadsheet is refused', async () => {
    const whole = fixture('sbi-2026.xlsx');
    expect((await refusal(whole.subarray(0, Math.floor(whole.length / 2)))).message).toMatch(
      /truncated|damaged/,
    );
  });

  test('an amount that does not parse names its line and the amount', async () => {
    const csv = `${GENERIC}01/09/2026,UPI/CR/624411876512/ASHA,,1499.00,1\n02/09/2026,UPI/CR/624411876513/ASHA,,"12,34.5x",2\n`;
    expect((await refusal(Buffer.from(csv))).details).toEqual([
      { path: 'line 3', issue: "amount '12,34.5x' does not parse" },
    ]);
  });

  test('a date that does not parse, and a row with both amounts, name their line', async () => {
    expect((await refusal(Buffer.from(`${GENERIC}31/02/2026,X,,1.00,1\n`))).details[0]?.path).toBe('line 2');
    expect((await refusal(Buffer.from(`${GENERIC}01/02/2026,X,2.00,1.00,1\n`))).details).toEqual([
      { path: 'line 2', issue: 'both a debit and a credit amount' },
    ]);
  });

  // E11-1: an unquoted comma inside a cell shifts every column after it. Axis's older CSV with
  // `              12,34.5x` in CR was read as a credit of Rs 0.12 that "proved" the Rs 1,499.00 credit of
  // its RRN; a generic table's unquoted `1,499.00` as Rs 0.01. A row wider than its header is refused.
  test('a row wider than its header (an unquoted comma) is refused, never read shifted', async () => {
    const axis = fixture('axis-old.csv').toString('latin1').replace('1499.00', '12,34.5x');
    expect((await refusal(Buffer.from(axis, 'latin1'))).details).toEqual([
      { path: 'line 13', issue: '8 cells where the header row has 7 (an unquoted comma shifts the columns)' },
    ]);
    const generic = `${GENERIC}01/09/2026,UPI/CR/624411876512/ASHA,,1,499.00,1\n`;
    expect((await refusal(Buffer.from(generic))).details).toEqual([
      { path: 'line 2', issue: '6 cells where the header row has 5 (an unquoted comma shifts the columns)' },
    ]);
  });

  test("Axis's 2025 CSV still takes an unquoted comma in its last column, Branch Name", async () => {
    const read = await readStatement(fixture('axis-new.csv'));
    expect(read.credits.length).toBeGreaterThan(0);
  });

  // E11-6: a line dated after today (India) or before 2000 is no line of a statement a seller downloads;
  // it was read and became a credit dated 9999-01-01 (or 1901-01-01 for the year 0001).
  test.each([
    ['01/01/9999', "date '01/01/9999' is after today"],
    ['01/01/0001', "date '01/01/0001' is before 2000"],
    ['31/12/1999', "date '31/12/1999' is before 2000"],
  ])('a line dated %s is refused, naming its line', async (date, issue) => {
    expect(
      (await refusal(Buffer.from(`${GENERIC}01/09/2026,X,,1.00,1\n${date},X,,1.00,1\n`))).details,
    ).toEqual([{ path: 'line 3', issue }]);
  });

  test('a line dated tomorrow in India is refused; today is read', async () => {
    const day = (offset: number): string => {
      const [y, m, d] = indiaDate(Math.floor(Date.now() / 1000) + offset * 86_400).split('-');
      return `${d}/${m}/${y}`;
    };
    expect((await readStatement(Buffer.from(`${GENERIC}${day(0)},X,,1.00,1\n`))).credits).toHaveLength(1);
    expect((await refusal(Buffer.from(`${GENERIC}${day(1)},X,,1.00,1\n`))).details[0]?.issue).toBe(
      `date '${day(1)}' is after today`,
    );
  });

  test('text with no recognisable header row is not a statement', async () => {
    expect((await refusal(Buffer.from('hello,world\n1,2\n'))).details).toEqual([
      { path: 'file', issue: 'no recognisable header row' },
    ]);
  });

  test('?bank= narrows detection to that bank', async () => {
    expect((await refusal(fixture('generic-debit-credit.csv'), 'hdfc')).details[0]?.issue).toBe(
      'no recognisable header row',
    );
    expect((await readStatement(fixture('hdfc-delimited.txt'), 'generic')).bank).toBe('generic');
  });

  test('more than 100,000 lines is refused', async () => {
    const line = '01/09/2026,X,,1.00,1\n';
    expect((await refusal(Buffer.from(GENERIC + line.repeat(100_001)))).message).toMatch(/at most 100/);
  });
});

describe('statement files read whatever they are named', () => {
  test('an HTML table saved as .xls reads as the same table', async () => {
    const rows = fixture('generic-debit-credit.csv')
      .toString('utf8')
      .trim()
      .split('\n')
      .map(
        (line) =>
          `<tr>${line
            .split(',')
            .map((c) => `<td>${c}</td>`)
            .join('')}</tr>`,
      );
    const html = Buffer.from(`<html><body><table>${rows.join('')}</table></body></html>`);
    const fromHtml = await readStatement(html);
    const fromCsv = await readStatement(fixture('generic-debit-credit.csv'));
    expect(fromHtml.credits).toEqual(fromCsv.credits);
    expect(fromHtml.debitCount).toBe(2);
  });

  test('an HTML table that opens with <meta>, and an XML Spreadsheet 2003, read as the same table', async () => {
    const fromCsv = await readStatement(fixture('generic-debit-credit.csv'));
    const rows = fixture('generic-debit-credit.csv').toString('utf8').trim().split('\n');
    const table = rows.map(
      (line) =>
        `<tr>${line
          .split(',')
          .map((c) => `<td>${c}</td>`)
          .join('')}</tr>`,
    );
    const html = Buffer.from(`<meta charset="utf-8"><table>${table.join('')}</table>`);
    expect((await readStatement(html)).credits).toEqual(fromCsv.credits);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      book,
      XLSX.utils.aoa_to_sheet(rows.map((line) => line.split(','))),
      'Sheet1',
    );
    const xml = XLSX.write(book, { type: 'buffer', bookType: 'xlml' }) as Buffer;
    expect(xml.toString('utf8', 0, 5)).toBe('<?xml');
    expect((await readStatement(xml)).credits).toEqual(fromCsv.credits);
  });

  test('identical rows are two real lines, never one', async () => {
    const line = '01/09/2026,CASH DEPOSIT,,500.00,1\n';
    expect((await readStatement(Buffer.from(GENERIC + line + line))).credits.map((l) => l.lineNo)).toEqual([
      2, 3,
    ]);
  });

  test("UTF-16 text with its byte-order mark (Excel's Unicode Text) is read", async () => {
    const tsv = `Date\tDescription\tDebit\tCredit\tBalance\r\n01/09/2026\tUPI/CR/624411876512/ASHA\t\t1499.00\t1\r\n`;
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(tsv, 'utf16le')]);
    expect((await readStatement(utf16)).credits.map((l) => [l.amountPaise, l.rrn])).toEqual([
      [149_900, '624411876512'],
    ]);
  });

  test('Windows-1252 text is read', async () => {
    const csv = Buffer.from(`${GENERIC}01/09/2026,CAF\u00c9 UPI/CR/624411876512,,10.00,1\n`, 'latin1');
    expect((await readStatement(csv)).credits[0]?.rrn).toBe('624411876512');
  });
});
