// Cursor pages (CONTRACT §1): newest first, `next_cursor` absent on the last page.
import type { Queryable } from './sql.js';
import { invalidRequest } from '../domain/errors.js';

export interface Page<T> {
  data: T[];
  next_cursor?: string;
}

/**
 * A cursor names the last item shown: its time and its tie-breaker (an insertion sequence, so rows
 * of one second list in creation order; a table without one breaks ties on its id or slug).
 */
export const encodeCursor = (at: number, id: string): string =>
  Buffer.from(`${at}:${id}`).toString('base64url');

const badCursor = () =>
  invalidRequest('The cursor is not one we gave out.', [{ path: 'cursor', issue: 'invalid' }]);

/** Every time we hand out fits here; a cursor outside it was not made by us (CONTRACT §1: 400). */
const CURSOR_TIME_MAX = 1e11;

export function decodeCursor(cursor: string): { at: number; id: string } {
  const m = /^(\d{1,12}):(\d{1,18}|[a-z]{3}_[0-9a-f]{20,24}|[a-z0-9-]{1,64})$/.exec(
    Buffer.from(cursor, 'base64url').toString(),
  );
  const at = Number(m?.[1]);
  if (!m || !(at <= CURSOR_TIME_MAX)) throw badCursor();
  return { at, id: m[2] as string };
}

/**
 * The conditions of a list query and their values. A value is written where it is used, in a tagged
 * template (`filter.where\`tenant_id = ${tenantId}\``), and takes the next `$n`: no caller counts
 * placeholders, so conditions may be added in any order.
 */
export class Filter {
  readonly values: unknown[] = [];
  readonly conditions: string[] = [];

  /** Adds a value and answers its placeholder (for a value the select itself needs). */
  param(value: unknown): string {
    return `$${this.values.push(value)}`;
  }

  /** Adds a condition; each interpolated value becomes a parameter. */
  where(strings: TemplateStringsArray, ...values: unknown[]): this {
    let condition = strings[0] as string;
    values.forEach((value, i) => {
      condition += this.param(value) + (strings[i + 1] as string);
    });
    this.conditions.push(condition);
    return this;
  }
}

/** The columns a list is ordered by, newest first: a time and its tie-breaker. */
export interface ListOrder {
  time: string;
  id: string;
}

/** Rows made in one second list in the order they were made (their insertion sequence). */
export const BY_CREATED_AT: ListOrder = { time: 'created_at', id: 'seq' };

/** How many items a page holds, and the cursor it starts after. */
export interface PageRequest {
  limit: number;
  cursor?: string | undefined;
}

/**
 * One page of `select`'s rows matching `filter`, newest first by (time, tie-breaker) columns such
 * as `i.created_at` and `i.seq`, starting after `cursor`.
 */
export async function newestFirst<T>(
  q: Queryable,
  select: string,
  filter: Filter,
  order: ListOrder,
  { limit, cursor }: PageRequest,
  render: (row: Record<string, unknown>) => T,
): Promise<Page<T>> {
  const after = cursor ? decodeCursor(cursor) : undefined;
  // A cursor of another list (a sequence where an id is expected, or the reverse) is not ours.
  if (after && /^\d+$/.test(after.id) !== /(^|\.)seq$/.test(order.id)) throw badCursor();
  // Column names are ours (never input), so they are written into the text; the values are parameters.
  if (after) {
    filter.conditions.push(
      `(${order.time}, ${order.id}) < (${filter.param(after.at)}, ${filter.param(after.id)})`,
    );
  }
  const rows = await q.rows(
    `${select} where ${filter.conditions.join(' and ')}
      order by ${order.time} desc, ${order.id} desc limit ${filter.param(limit + 1)}`,
    filter.values,
  );
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const column = (qualified: string): string => qualified.split('.').pop() as string;
  return {
    data: page.map(render),
    ...(rows.length > limit && last
      ? { next_cursor: encodeCursor(Number(last[column(order.time)]), String(last[column(order.id)])) }
      : {}),
  };
}
