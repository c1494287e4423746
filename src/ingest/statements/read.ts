// The one entry: bytes -> a typed statement. The layout is found by its header row, searched among the
// first rows of the file (preambles differ by bank and change over time); the banks' own layouts are
// tried before the generic table, and `?bank=` narrows the search to one bank.
import { cellText, headerKey, readAmount, readDate } from './cells.js';
import { MAX_ROWS, openGrid } from './grid.js';
import type { ColumnMap, StatementLayout } from './layout.js';
import { isNotAPayment } from './narration.js';
import { indiaDate, unixNow } from '../../domain/time.js';
import { axisNew, axisOld } from './banks/axis.js';
import { genericTable } from './banks/generic.js';
import { hdfcDelimited, hdfcXls } from './banks/hdfc.js';
import { iciciHistory, iciciSavingsCsv } from './banks/icici.js';
import { kotakCsv } from './banks/kotak.js';
import { sbi2026, sbiClassic } from './banks/sbi.js';
import {
  refuseAt,
  StatementRefused,
  type GridRow,
  type ReadStatement,
  type StatementBank,
  type StatementCreditLine,
} from './types.js';

export const STATEMENT_LAYOUTS: readonly StatementLayout[] = [
  hdfcXls,
  hdfcDelimited,
  sbiClassic,
  sbi2026,
  iciciHistory,
  iciciSavingsCsv,
  axisOld,
  axisNew,
  kotakCsv,
  genericTable,
];

/** The first day a statement line may show. */
const EARLIEST_LINE_DATE = '2000-01-01';

/** How far down a header row may sit: the longest preambles are about 21 rows. */
const HEADER_SEARCH_ROWS = 60;

const FOOTER =
  /^(?:statement summary|legends?\b|charge breakup|unless the constituent|closing balance|\*\*this is a computer generated|total\b|transaction total|opening balance)/i;

export async function readStatement(bytes: Buffer, bank?: StatementBank): Promise<ReadStatement> {
  const grid = await openGrid(bytes);
  const head = grid.head(HEADER_SEARCH_ROWS);
  const layouts = bank === undefined ? STATEMENT_LAYOUTS : STATEMENT_LAYOUTS.filter((l) => l.bank === bank);
  const found = findHeader(head, layouts);
  if (found === undefined) {
    throw new StatementRefused(
      bank === undefined
        ? 'No header row of a known bank statement or of a generic table (a date column and credit and debit columns, or an amount with Dr/Cr) was found.'
        : `No header row of a ${bank} statement was found.`,
      [{ path: 'file', issue: 'no recognisable header row' }],
    );
  }
  const { layout, columns, at } = found;
  const preamble = layout.preamble(
    head
      .slice(0, at)
      .map(preambleLine)
      .filter((line) => line !== ''),
  );
  const header = head[at] as GridRow;
  const { credits, debitCount, firstDate, lastDate } = await readLines(
    grid.rowsAfter(header.lineNo),
    layout,
    columns,
    layout.overflowsIntoLast === true ? Infinity : filledWidth(header),
  );
  const periodFrom = preamble.periodFrom ?? firstDate;
  const periodTo = preamble.periodTo ?? lastDate;
  if (periodFrom === undefined || periodTo === undefined) {
    throw new StatementRefused('The statement states no period and has no credit line to tell it by.', [
      { path: 'file', issue: 'no period' },
    ]);
  }
  return {
    bank: layout.bank,
    accountLast4: preamble.accountLast4,
    periodFrom,
    periodTo,
    credits,
    debitCount,
  };
}

function findHeader(
  rows: GridRow[],
  layouts: readonly StatementLayout[],
): { layout: StatementLayout; columns: ColumnMap; at: number } | undefined {
  for (const layout of layouts) {
    for (let at = 0; at < rows.length; at += 1) {
      const columns = layout.columns((rows[at] as GridRow).cells.map(headerKey));
      if (columns !== undefined) return { layout, columns, at };
    }
  }
  return undefined;
}

const preambleLine = (row: GridRow): string =>
  row.cells
    .map((c) => cellText(c).trim())
    .filter((c) => c !== '')
    .join(' ');

/** What a row is before it is read: the end of the table (empty), a `*` ruler, or cells to read. */
function rowShape(row: GridRow): { empty: true } | { ruler: true } | { first: string } {
  let first: string | undefined;
  let ruler = true;
  for (const cell of row.cells) {
    const text = cellText(cell).trim();
    if (text === '') continue;
    first ??= text;
    if (ruler && !/^\**$/.test(text)) ruler = false;
  }
  if (first === undefined) return { empty: true };
  return ruler ? { ruler: true } : { first };
}

/** How many cells a row spans up to its last non-empty one. */
function filledWidth(row: GridRow): number {
  for (let i = row.cells.length - 1; i >= 0; i -= 1)
    if (cellText(row.cells[i] ?? null).trim() !== '') return i + 1;
  return 0;
}

async function readLines(
  rows: AsyncIterable<GridRow> | Iterable<GridRow>,
  layout: StatementLayout,
  columns: ColumnMap,
  headerWidth: number,
): Promise<{ credits: StatementCreditLine[]; debitCount: number; firstDate?: string; lastDate?: string }> {
  const credits: StatementCreditLine[] = [];
  let debitCount = 0;
  let firstDate: string | undefined;
  let lastDate: string | undefined;
  for await (const row of rows) {
    const shape = rowShape(row);
    if ('empty' in shape) break;
    if ('ruler' in shape) continue;
    if (FOOTER.test(shape.first)) break;
    // An unquoted comma inside a cell (`1,499.00`, a narration's) shifts every column after it: the
    // row would be read with another column's text as its amount (E11-1). Never a guess.
    const width = filledWidth(row);
    if (width > headerWidth) {
      throw refuseAt(
        row.lineNo,
        `${width} cells where the header row has ${headerWidth} (an unquoted comma shifts the columns)`,
      );
    }
    const line = readLine(row, layout, columns);
    if (line === undefined) continue;
    if ('debitOn' in line) debitCount += 1;
    else credits.push(line);
    const date = 'debitOn' in line ? line.debitOn : line.date;
    if (firstDate === undefined || date < firstDate) firstDate = date;
    if (lastDate === undefined || date > lastDate) lastDate = date;
    if (credits.length + debitCount > MAX_ROWS) {
      throw new StatementRefused(`A statement holds at most ${MAX_ROWS} lines.`, [
        { path: `line ${row.lineNo}`, issue: `more than ${MAX_ROWS} lines` },
      ]);
    }
  }
  return {
    credits,
    debitCount,
    ...(firstDate === undefined ? {} : { firstDate }),
    ...(lastDate === undefined ? {} : { lastDate }),
  };
}

function readLine(
  row: GridRow,
  layout: StatementLayout,
  columns: ColumnMap,
): StatementCreditLine | { debitOn: string } | undefined {
  const cell = (at: number | undefined) => (at === undefined ? null : (row.cells[at] ?? null));
  const rawNarration = cellText(cell(columns.narration));
  const narration = (layout.unwrap?.(rawNarration) ?? rawNarration).trim();
  const side = direction(row, columns, narration);
  if (side === undefined) return undefined;
  const when = readDate(cell(columns.date));
  if (when === undefined) {
    throw refuseAt(row.lineNo, `date '${cellText(cell(columns.date)).trim()}' does not parse`);
  }
  // No statement shows a day that has not begun, nor one before the banks' netbanking (E11-6): such a
  // line would be a credit dated in 9999 (or, for the year 0001, in 1901).
  if (when.date > indiaDate(unixNow())) {
    throw refuseAt(row.lineNo, `date '${cellText(cell(columns.date)).trim()}' is after today`);
  }
  if (when.date < EARLIEST_LINE_DATE) {
    throw refuseAt(row.lineNo, `date '${cellText(cell(columns.date)).trim()}' is before 2000`);
  }
  if (!side.credit) return { debitOn: when.date };
  const ref = cellText(cell(columns.ref)).trim();
  const reading = layout.narration(narration, ref);
  return {
    lineNo: row.lineNo,
    date: when.date,
    time: when.time,
    amountPaise: side.paise,
    rrn: reading.rrn,
    payerName: reading.payerName,
    payerVpa: reading.payerVpa,
    kind: reading.notAPayment === true || isNotAPayment(narration) ? 'not_a_payment' : 'payment',
  };
}

/** Which side the row's one amount is on; undefined for a balance brought forward (no amount, `B/F`). */
function direction(
  row: GridRow,
  columns: ColumnMap,
  narration: string,
): { credit: boolean; paise: number } | undefined {
  const cell = (at: number | undefined) => (at === undefined ? null : (row.cells[at] ?? null));
  const amountOf = (at: number | undefined): number | undefined => {
    const reading = readAmount(cell(at));
    if ('error' in reading) throw refuseAt(row.lineNo, reading.error);
    return 'paise' in reading ? reading.paise : undefined;
  };
  if (columns.amount !== undefined) {
    const paise = amountOf(columns.amount);
    const flag = cellText(cell(columns.flag)).trim().toUpperCase();
    if (paise === undefined) throw refuseAt(row.lineNo, 'no amount');
    if (flag === 'CR' || flag === 'C') return { credit: true, paise };
    if (flag === 'DR' || flag === 'D') return { credit: false, paise };
    throw refuseAt(row.lineNo, `Dr/Cr '${flag}' is neither`);
  }
  const debit = amountOf(columns.debit);
  const credit = amountOf(columns.credit);
  if (debit !== undefined && credit !== undefined)
    throw refuseAt(row.lineNo, 'both a debit and a credit amount');
  if (credit !== undefined) return { credit: true, paise: credit };
  if (debit !== undefined) return { credit: false, paise: debit };
  if (/^B\/F\b/i.test(narration)) return undefined;
  throw refuseAt(row.lineNo, 'neither a debit nor a credit amount');
}
