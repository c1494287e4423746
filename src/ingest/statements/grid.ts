// Bytes to rows of cells, whatever the file really is: the extension and the declared type are not
// trusted (every bank has served something else than its extension says). Sniffed from the bytes:
// BIFF and XLSX workbooks and HTML tables through SheetJS, tab-separated text by lines, CSV through
// csv-parse. Each row keeps the number the file itself shows.
import * as XLSX from '@e965/xlsx';
import { parse } from 'csv-parse/sync';
import { checkZipBudget } from './zip-guard.js';
import { StatementRefused, type Cell, type GridRow } from './types.js';

export const MAX_ROWS = 100_000;
/** Preamble and footer rows a file may hold beyond its transaction lines. */
const FRAME_ROWS = 1_000;

const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

const notAStatement = (issue: string): StatementRefused =>
  new StatementRefused('The file is not a bank statement this service can read.', [{ path: 'file', issue }]);

export function readGrid(bytes: Buffer): GridRow[] {
  if (bytes.length === 0) throw notAStatement('the file is empty');
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') {
    throw new StatementRefused(
      'A PDF statement cannot be read with certainty; download the XLS, XLSX or CSV from netbanking.',
      [{ path: 'file', issue: 'PDF' }],
      true,
    );
  }
  if (bytes.subarray(0, 8).equals(OLE2)) return workbookRows(bytes);
  if (bytes.subarray(0, 4).equals(ZIP)) {
    checkZipBudget(bytes);
    return workbookRows(bytes);
  }
  const text = decodeText(bytes);
  if (/^\s*<(?:!doctype html|html|table)/i.test(text.slice(0, 2048)))
    return workbookRows(Buffer.from(text, 'utf8'));
  if (text.includes('\u0000')) throw notAStatement('binary content that is no spreadsheet');
  const lines = text.split(/\r\n|\n|\r/);
  if (lines.length > MAX_ROWS + FRAME_ROWS) throw tooManyRows();
  return lines.some((line) => line.includes('\t')) ? tabRows(lines) : csvRows(text);
}

const tooManyRows = (): StatementRefused =>
  new StatementRefused(`A statement holds at most ${MAX_ROWS.toLocaleString('en-IN')} lines.`, [
    { path: 'file', issue: `more than ${MAX_ROWS} lines` },
  ]);

/** UTF-8 (a byte-order mark dropped), else Windows-1252: what Indian netbanking downloads are written in. */
function decodeText(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

function tabRows(lines: string[]): GridRow[] {
  return lines.map((line, i) => ({ lineNo: i + 1, cells: line.split('\t') }));
}

function csvRows(text: string): GridRow[] {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    // csv-parse's typings do not model `info: true`, which wraps each record with where it ended.
    records = parse(text, {
      info: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
      max_record_size: 1 << 20,
    }) as unknown as typeof records;
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw new StatementRefused('The file is not a readable CSV statement.', [
      { path: line === undefined ? 'file' : `line ${line}`, issue: 'the CSV quoting is broken' },
    ]);
  }
  let previousEnd = 0;
  return records.map(({ record, info }) => {
    const row = { lineNo: previousEnd + 1, cells: record };
    previousEnd = info.lines;
    return row;
  });
}

function workbookRows(bytes: Buffer): GridRow[] {
  let book: XLSX.WorkBook;
  try {
    book = XLSX.read(bytes, {
      type: 'buffer',
      raw: true,
      cellDates: true,
      sheetRows: MAX_ROWS + FRAME_ROWS + 1,
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (/password|encrypt/i.test(message)) {
      throw new StatementRefused('The file is password-protected; download it without a password.', [
        { path: 'file', issue: 'password-protected' },
      ]);
    }
    throw new StatementRefused('The spreadsheet is truncated or damaged; download it again.', [
      { path: 'file', issue: 'the workbook does not open' },
    ]);
  }
  const name = book.SheetNames[0];
  const sheet = name === undefined ? undefined : book.Sheets[name];
  if (sheet === undefined || sheet['!ref'] === undefined)
    throw notAStatement('the workbook has no sheet with cells');
  const range = XLSX.utils.decode_range(sheet['!ref']);
  if (range.e.r - range.s.r + 1 > MAX_ROWS + FRAME_ROWS) throw tooManyRows();
  const rows: GridRow[] = [];
  for (let r = range.s.r; r <= range.e.r; r += 1) {
    const cells: Cell[] = [];
    for (let c = range.s.c; c <= range.e.c; c += 1)
      cells.push(sheetCell(sheet[XLSX.utils.encode_cell({ r, c })]));
    rows.push({ lineNo: r + 1, cells });
  }
  return rows;
}

function sheetCell(cell: XLSX.CellObject | undefined): Cell {
  if (cell === undefined || cell.v === undefined || cell.v === null) return null;
  if (cell.v instanceof Date) return dateText(cell.v);
  if (typeof cell.v === 'number') return cell.v;
  if (typeof cell.v === 'boolean') return String(cell.v);
  return cell.v;
}

/** A true date cell as day-first text; SheetJS builds it on the local clock, so local fields are read. */
function dateText(d: Date): string {
  const two = (n: number): string => String(n).padStart(2, '0');
  const date = `${two(d.getDate())}/${two(d.getMonth() + 1)}/${d.getFullYear()}`;
  const time = `${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`;
  return time === '00:00:00' ? date : `${date} ${time}`;
}
