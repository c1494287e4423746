// The one entry: bytes -> a typed statement. The layout is found by its header row, searched among the
// first rows of the file (preambles differ by bank and change over time); the banks' own layouts are
// tried before the generic table, and `?bank=` narrows the search to one bank.
import { cellText, headerKey, readAmount, readDate, readMarkedAmount, type DateReading } from './cells.js';
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
  type Cell,
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
  /^(?:statement summary|legends?\b|charge breakup|unless the constituent|closing balance|\**\s*this is an? (?:computer|system)[- ]generated|total\b|transaction total|grand total|page total|\**\s*end of (?:the )?statement)/i;

/** Rows a page break may put between the table's last line and its header printed again. */
const PAGE_BREAK_ROWS = 3;

// A line that states a balance, not money moving: skipped wherever it stands (many banks open the
// table with one, `Opening Balance` or `B/F`, before the first transaction).
const BALANCE_LINE =
  /^(?:opening balance|balance b\/?f\b|b\/f\b|balance brought forward|brought forward|balance forward|carried forward|balance c\/?f\b|c\/f\b)/i;

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

/** A credit line read so far, kept with what its narration is read from (a continuation row adds to it). */
interface OpenCredit {
  line: StatementCreditLine;
  narration: string;
  ref: string;
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
  // After an empty row the table goes on only where its header is printed again within a few rows (a
  // page break: a page number or a date line between). A dated row before that belongs to another
  // block (pending or held items, a summary), and a header after more rows to another table (the next
  // account's, under its own preamble): the table has ended, as it always did at an empty row.
  let afterGap = false;
  let rowsInGap = 0;
  // The line a continuation row belongs to: the last one read (undefined: none, or a debit).
  let open: OpenCredit | undefined;
  let previousRead = false;
  for await (const row of rows) {
    const shape = rowShape(row);
    if ('empty' in shape) {
      if (!afterGap) rowsInGap = 0;
      afterGap = true;
      continue;
    }
    if ('ruler' in shape) continue;
    if (FOOTER.test(shape.first)) break;
    const wasRead: boolean = previousRead;
    previousRead = false;
    const dateText = cellText(cellAt(row, columns.date)).trim();
    const when = dateText === '' ? undefined : readDate(dateText);
    const dated = when !== undefined;
    // The header printed again (a page break) is no line, and the table goes on after it.
    if (!dated && layout.columns(row.cells.map(headerKey)) !== undefined) {
      if (afterGap && rowsInGap > PAGE_BREAK_ROWS) break;
      afterGap = false;
      open = undefined;
      continue;
    }
    const narrationText = cellText(cellAt(row, columns.narration)).trim();
    // After the lines, an undated `Opening Balance` opens the summary block (Opening Balance, Debits,
    // Credits, Closing Balance): the table has ended, as it always did there.
    if (!dated && /^opening balance/i.test(shape.first) && credits.length + debitCount > 0) break;
    if (BALANCE_LINE.test(shape.first) || BALANCE_LINE.test(narrationText)) {
      open = undefined;
      continue;
    }
    if (afterGap) {
      if (dated) break;
      rowsInGap += 1;
      continue;
    }
    // A row with no date and no amount carries on the narration of the line above it (banks that wrap
    // a long narration over rows); with no line above it, it is a sub-header and no line.
    if (dateText === '' && hasNoAmount(row, columns)) {
      if (open !== undefined && wasRead && narrationText !== '') {
        open.narration = `${open.narration} ${narrationText}`;
        Object.assign(open.line, lineReading(layout, columns, open.narration, open.ref));
      }
      previousRead = wasRead;
      continue;
    }
    // An unquoted comma inside a cell (`1,499.00`, a narration's) shifts every column after it: the
    // row would be read with another column's text as its amount (E11-1). Never a guess.
    const width = filledWidth(row);
    if (width > headerWidth) {
      throw refuseAt(
        row.lineNo,
        `${width} cells where the header row has ${headerWidth} (an unquoted comma shifts the columns)`,
      );
    }
    const read = readLine(row, layout, columns, when);
    if (read === undefined) {
      open = undefined;
      continue;
    }
    previousRead = true;
    if ('debitOn' in read) {
      debitCount += 1;
      open = undefined;
    } else {
      credits.push(read.line);
      open = read;
    }
    const date = 'debitOn' in read ? read.debitOn : read.line.date;
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

/** The row's cell in a column the layout may not have. */
const cellAt = (row: GridRow, at: number | undefined): Cell =>
  at === undefined ? null : (row.cells[at] ?? null);

/** Every amount cell of the row empty (a flag alone is no amount). */
function hasNoAmount(row: GridRow, columns: ColumnMap): boolean {
  return [columns.debit, columns.credit, columns.amount].every(
    (at) => at === undefined || 'empty' in readAmount(row.cells[at] ?? null),
  );
}

/** What a credit line's narration tells: its RRN, payer and kind. */
function lineReading(
  layout: StatementLayout,
  columns: ColumnMap,
  narration: string,
  ref: string,
): Pick<StatementCreditLine, 'rrn' | 'payerName' | 'payerVpa' | 'kind'> {
  const reading = layout.narration(narration, ref, columns.refIsRrn === true);
  return {
    rrn: reading.rrn,
    payerName: reading.payerName,
    payerVpa: reading.payerVpa,
    kind: reading.notAPayment === true || isNotAPayment(narration) ? 'not_a_payment' : 'payment',
  };
}

function readLine(
  row: GridRow,
  layout: StatementLayout,
  columns: ColumnMap,
  when: DateReading | undefined,
): OpenCredit | { debitOn: string } | undefined {
  const cell = (at: number | undefined) => cellAt(row, at);
  const rawNarration = cellText(cell(columns.narration));
  const narration = (layout.unwrap?.(rawNarration) ?? rawNarration).trim();
  const side = direction(row, columns, narration);
  if (side === undefined) return undefined;
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
  return {
    line: {
      lineNo: row.lineNo,
      date: when.date,
      time: when.time,
      amountPaise: side.paise,
      ...lineReading(layout, columns, narration, ref),
    },
    narration,
    ref,
  };
}

/** Which side the row's one amount is on; undefined for a balance brought forward (no amount, `B/F`). */
function direction(
  row: GridRow,
  columns: ColumnMap,
  narration: string,
): { credit: boolean; paise: number } | undefined {
  const cell = (at: number | undefined) => cellAt(row, at);
  const amountOf = (at: number | undefined): number | undefined => {
    const reading = readAmount(withoutCurrency(cell(at)));
    if ('error' in reading) throw refuseAt(row.lineNo, reading.error);
    return 'paise' in reading ? reading.paise : undefined;
  };
  if (columns.amount !== undefined && columns.flag === undefined) {
    // One amount column whose every amount says its side (`1,000.00(Cr)`, `- Rs.500.00`).
    const reading = readMarkedAmount(cell(columns.amount));
    if ('error' in reading) throw refuseAt(row.lineNo, reading.error);
    if ('empty' in reading) throw refuseAt(row.lineNo, 'no amount');
    return reading;
  }
  if (columns.amount !== undefined) {
    const paise = amountOf(columns.amount);
    const flag = cellText(cell(columns.flag)).trim().toUpperCase().replace(/\.$/, '');
    if (paise === undefined) throw refuseAt(row.lineNo, 'no amount');
    if (flag === 'CR' || flag === 'C' || flag === 'CREDIT') return { credit: true, paise };
    if (flag === 'DR' || flag === 'D' || flag === 'DEBIT') return { credit: false, paise };
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

/** A rupee mark before an amount (`INR 1,499.00`, `₹1,499.00`, `Rs. 1,499.00`: Indian Bank) is no part of it. */
function withoutCurrency(cell: Cell): Cell {
  return typeof cell === 'string' ? cell.replace(/^\s*(?:₹|RS\.?|INR)\s*(?=[0-9.])/i, '') : cell;
}
