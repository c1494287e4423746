// Bytes to rows of cells, whatever the file really is: the extension and the declared type are not
// trusted (every bank has served something else than its extension says). Sniffed from the bytes:
// BIFF and XLSX workbooks, HTML tables and XML Spreadsheet 2003 through SheetJS, tab-separated text by lines, CSV through
// csv-parse. Each row keeps the number the file itself shows.
//
// Rows are handed out one at a time, never as a whole grid: a 50,000-line statement held as arrays of
// cells cost about 200 MiB at once (issue 27's bench). A reader looks at the first rows for the header
// (`head`), then walks the rest (`rowsAfter`).
import { isUtf8 } from 'node:buffer';
import { Readable } from 'node:stream';
import * as XLSX from '@e965/xlsx';
import { parse as parseStream } from 'csv-parse';
import { parse as parseSync } from 'csv-parse/sync';
import { checkZipBudget } from './zip-guard.js';
import { StatementRefused, type Cell, type GridRow } from './types.js';

export const MAX_ROWS = 100_000;
/** Preamble and footer rows a file may hold beyond its transaction lines. */
const FRAME_ROWS = 1_000;
const MAX_FILE_ROWS = MAX_ROWS + FRAME_ROWS;

const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

export interface Grid {
  /** The first `count` rows (fewer when the file is shorter). */
  head(count: number): GridRow[];
  /** Every row after the one numbered `lineNo`, in file order. */
  rowsAfter(lineNo: number): AsyncIterable<GridRow> | Iterable<GridRow>;
}

const notAStatement = (issue: string): StatementRefused =>
  new StatementRefused('The file is not a bank statement this service can read.', [{ path: 'file', issue }]);

export async function openGrid(bytes: Buffer): Promise<Grid> {
  if (bytes.length === 0) throw notAStatement('the file is empty');
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') {
    throw new StatementRefused(
      'A PDF statement cannot be read with certainty; download the XLS, XLSX or CSV from netbanking.',
      [{ path: 'file', issue: 'PDF' }],
      true,
    );
  }
  if (bytes.subarray(0, 8).equals(OLE2)) return workbookGrid(bytes);
  if (bytes.subarray(0, 4).equals(ZIP)) {
    await checkZipBudget(bytes);
    return workbookGrid(bytes);
  }
  const text = decodeText(bytes);
  if (isMarkupWorkbook(text.slice(0, 2048))) return workbookGrid(text);
  if (text.includes('\u0000')) throw notAStatement('binary content that is no spreadsheet');
  if (text.includes('\t')) return new TabGrid(text);
  // csv-parse reads UTF-8 bytes: the upload itself when it is UTF-8, one re-encoded copy otherwise.
  return new CsvGrid(isUtf8(bytes) ? bytes : Buffer.from(text, 'utf8'));
}

/**
 * A spreadsheet written as markup under an `.xls` name: an HTML table (Excel's own HTML starts
 * `<html xmlns:o=…>`; others open with `<meta>`, `<head>`, `<style>` or a comment first) or Excel's
 * XML Spreadsheet 2003 (`<?xml …?>` then `<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet">`).
 * A CSV or text statement never starts with `<`.
 */
function isMarkupWorkbook(start: string): boolean {
  const text = start.replace(
    /^\s*(?:<\?xml[^>]*\?>\s*)?(?:<\?mso-application[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*)*/,
    '',
  );
  if (/^<(?:!doctype html|html|table|head|body|meta|style|title)\b/i.test(text)) return true;
  return /^<(?:ss:)?Workbook\b/.test(text) && start.includes('urn:schemas-microsoft-com:office:spreadsheet');
}

const tooManyRows = (): StatementRefused =>
  new StatementRefused(`A statement holds at most ${MAX_ROWS.toLocaleString('en-IN')} lines.`, [
    { path: 'file', issue: `more than ${MAX_ROWS} lines` },
  ]);

/** UTF-8 (a byte-order mark dropped), else Windows-1252: what Indian netbanking downloads are written in; UTF-16 by its mark. */
function decodeText(bytes: Buffer): string {
  // Excel's `Unicode Text` save (a statement opened and saved again) is UTF-16 with its byte-order mark.
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** Text lines (CR LF, LF or CR ends a line), numbered from 1, from the line after `after`. */
function* textLines(text: string, after = 0): Generator<{ lineNo: number; line: string }> {
  let at = 0;
  let lineNo = 0;
  while (at <= text.length) {
    let end = at;
    while (end < text.length && text.charCodeAt(end) !== 10 && text.charCodeAt(end) !== 13) end += 1;
    lineNo += 1;
    if (lineNo > MAX_FILE_ROWS) throw tooManyRows();
    // The break after the last line ends the file; it opens no empty line.
    if (end === text.length && at === end && lineNo > 1) return;
    if (lineNo > after) yield { lineNo, line: text.slice(at, end) };
    at = end + (text.charCodeAt(end) === 13 && text.charCodeAt(end + 1) === 10 ? 2 : 1);
  }
}

/**
 * A text cell written as an Excel formula that keeps its text (`="0012345678904821"`, so Excel keeps
 * an account number's zeros and digits: Karur Vysya Bank's CSV preamble) is that text.
 */
function excelText(cell: string): string {
  const m = /^\s*="(.*)"\s*$/.exec(cell);
  return m === null ? cell : (m[1] as string).replace(/""/g, '"');
}

function firstRows(rows: Iterable<GridRow>, count: number): GridRow[] {
  const first: GridRow[] = [];
  for (const row of rows) {
    if (first.length === count) break;
    first.push(row);
  }
  return first;
}

/** SBI's ".xls" that is tab-separated text. */
class TabGrid implements Grid {
  constructor(private readonly text: string) {}

  head(count: number): GridRow[] {
    return firstRows(this.rowsAfter(0), count);
  }

  *rowsAfter(lineNo: number): Generator<GridRow> {
    for (const { lineNo: n, line } of textLines(this.text, lineNo))
      yield { lineNo: n, cells: line.split('\t').map(excelText) };
  }
}

const CSV_OPTIONS = {
  bom: true,
  info: true,
  relax_column_count: true,
  relax_quotes: true,
  skip_empty_lines: false,
  max_record_size: 1 << 20,
} as const;

/** What csv-parse hands out with `info: true`: a record and the line it ended on. */
interface CsvRecord {
  record: string[];
  info: { lines: number };
}

const brokenQuoting = (error: unknown): StatementRefused => {
  const line = (error as { lines?: number }).lines;
  return new StatementRefused('The file is not a readable CSV statement.', [
    { path: line === undefined ? 'file' : `line ${line}`, issue: 'the CSV quoting is broken' },
  ]);
};

/**
 * Comma-separated text. The head and the rest are two parsers: csv-parse measures every record against
 * the first one's width under `relax_column_count`, and builds an error object for each that differs,
 * so a parser that started in a one-cell preamble spent most of its time on errors for every
 * transaction row. The rest starts after the header row, so its first record sets the table's width.
 */
class CsvGrid implements Grid {
  constructor(private readonly bytes: Buffer) {}

  head(count: number): GridRow[] {
    let records: CsvRecord[];
    try {
      // csv-parse's typings do not model `info: true`, which wraps each record with where it ended.
      records = parseSync(this.bytes, { ...CSV_OPTIONS, to_line: count }) as unknown as CsvRecord[];
    } catch (error) {
      throw brokenQuoting(error);
    }
    return numbered(records, 0).slice(0, count);
  }

  async *rowsAfter(lineNo: number): AsyncGenerator<GridRow> {
    const parser = parseStream({ ...CSV_OPTIONS, from_line: lineNo + 1 });
    // Fed in slices, so the parser's back-pressure holds only a slice's records at a time.
    const SLICE = 64 * 1024;
    const bytes = this.bytes;
    const source = Readable.from(
      (function* () {
        for (let at = 0; at < bytes.length; at += SLICE) yield bytes.subarray(at, at + SLICE);
      })(),
      { objectMode: false },
    );
    let previousEnd = lineNo;
    try {
      for await (const { record, info } of source.pipe(parser) as AsyncIterable<CsvRecord>) {
        if (info.lines > MAX_FILE_ROWS) throw tooManyRows();
        yield { lineNo: previousEnd + 1, cells: record.map(excelText) };
        previousEnd = info.lines;
      }
    } catch (error) {
      if (error instanceof StatementRefused) throw error;
      throw brokenQuoting(error);
    } finally {
      source.destroy();
      parser.destroy();
    }
  }
}

/** Each record numbered by the line it starts on: the line after the one the previous record ended on. */
function numbered(records: CsvRecord[], before: number): GridRow[] {
  let previousEnd = before;
  return records.map(({ record, info }) => {
    const row = { lineNo: previousEnd + 1, cells: record.map(excelText) };
    previousEnd = info.lines;
    return row;
  });
}

/** A workbook's first sheet, its cells kept dense (rows of arrays) and only their values read. */
function workbookGrid(input: Buffer | string): Grid {
  let book: XLSX.WorkBook;
  try {
    book = XLSX.read(input, {
      type: typeof input === 'string' ? 'string' : 'buffer',
      dense: true,
      raw: true,
      cellDates: true,
      cellText: false,
      cellHTML: false,
      cellNF: false,
      sheets: 0,
      sheetRows: MAX_FILE_ROWS + 1,
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
  if (range.e.r - range.s.r + 1 > MAX_FILE_ROWS) throw tooManyRows();
  const data = sheet['!data'] ?? [];
  function* rowsFrom(first: number): Generator<GridRow> {
    for (let r = first; r <= range.e.r; r += 1) {
      const row = data[r] ?? [];
      const cells: Cell[] = [];
      for (let c = range.s.c; c <= range.e.c; c += 1) cells.push(sheetCell(row[c]));
      yield { lineNo: r + 1, cells };
    }
  }
  return {
    head: (count) => firstRows(rowsFrom(range.s.r), count),
    rowsAfter: (lineNo) => rowsFrom(Math.max(range.s.r, lineNo)),
  };
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
