// A statement's lines as CSV for spreadsheets (CONTRACT §14): UTF-8 with a byte-order mark (so Excel
// reads the rupee and Devanagari right), and a cell that starts with = + - @ prefixed with ' so a
// payer name can never run as a formula (CSV injection).
import type { LineBody } from '../../ledger/statements.js';

const COLUMNS = [
  'line_no',
  'date',
  'amount_paise',
  'rrn',
  'payer_vpa',
  'payer_name',
  'outcome',
  'credit_id',
  'credit_status',
];

export function csvCell(value: unknown): string {
  let text = value === undefined || value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function linesCsv(lines: LineBody[]): string {
  const rows = [COLUMNS.join(','), ...lines.map((l) => COLUMNS.map((c) => csvCell(l[c])).join(','))];
  return `\uFEFF${rows.join('\r\n')}\r\n`;
}
