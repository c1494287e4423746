// One interface for every bank's download and the generic table: how its header row is recognised and
// mapped to columns, what its preamble states, and how its narrations name the payer and the RRN.
import { readDate } from './cells.js';
import type { NarrationReading, StatementBank } from './types.js';

export interface ColumnMap {
  date: number;
  narration: number;
  ref?: number;
  debit?: number;
  credit?: number;
  amount?: number;
  /** Dr/Cr beside a single amount column; without one, each amount must carry its own Cr/Dr mark. */
  flag?: number;
  /** The reference column is named for the RRN itself (`UPI Ref No.`, `UTR`). */
  refIsRrn?: true;
}

export interface Preamble {
  accountLast4: string | null;
  periodFrom?: string;
  periodTo?: string;
}

export interface StatementLayout {
  bank: StatementBank;
  /** The columns when these normalised header cells are this layout's header row. */
  columns(keys: string[]): ColumnMap | undefined;
  /** The rows above the header, each as its non-empty cells joined by one space. */
  preamble(lines: string[]): Preamble;
  narration(text: string, ref: string, refIsRrn?: boolean): NarrationReading;
  /** Undo the bank's line wrapping inside a narration cell. */
  unwrap?(narration: string): string;
  /**
   * The header's last column may take an unquoted comma's overflow (Axis's `Branch Name`): a row wider
   * than the header is then read, its columns unshifted. Otherwise such a row is refused.
   */
  overflowsIntoLast?: true;
}

type Role = Exclude<keyof ColumnMap, 'refIsRrn'>;

/**
 * Columns by exact header names: every name in `roles` and `alsoPresent` must be in the row (extra
 * columns are fine: some exports add one), each role taking the first column of its name.
 */
export function columnsByName(
  keys: string[],
  roles: Partial<Record<Role, string>> & { date: string; narration: string },
  alsoPresent: string[] = [],
): ColumnMap | undefined {
  if (!alsoPresent.every((name) => keys.includes(name))) return undefined;
  const map: Partial<ColumnMap> = {};
  for (const [role, name] of Object.entries(roles) as [Role, string][]) {
    const at = keys.indexOf(name);
    if (at < 0) return undefined;
    map[role] = at;
  }
  return map as ColumnMap;
}

/** `key sep value` out of preamble lines, first match wins. */
export function preambleValue(lines: string[], pattern: RegExp): RegExpExecArray | undefined {
  for (const line of lines) {
    const m = pattern.exec(line);
    if (m !== null) return m;
  }
  return undefined;
}

export function period(
  from: string | undefined,
  to: string | undefined,
): Pick<Preamble, 'periodFrom' | 'periodTo'> {
  const a = from === undefined ? undefined : readDate(from)?.date;
  const b = to === undefined ? undefined : readDate(to)?.date;
  return a === undefined || b === undefined ? {} : { periodFrom: a, periodTo: b };
}
