// Cursor pages (CONTRACT §1): newest first, `next_cursor` absent on the last page.
import { invalidRequest } from '../domain/errors.js';

export interface Page<T> {
  data: T[];
  next_cursor?: string;
}

/** A cursor names the last item shown: its time and id, which order every list. */
export const encodeCursor = (at: number, id: string): string =>
  Buffer.from(`${at}:${id}`).toString('base64url');

export function decodeCursor(cursor: string): { at: number; id: string } {
  const m = /^(\d+):([a-z]+_[0-9a-f]+)$/.exec(Buffer.from(cursor, 'base64url').toString());
  if (!m) throw invalidRequest('The cursor is not one we gave out.', [{ path: 'cursor', issue: 'invalid' }]);
  return { at: Number(m[1]), id: m[2] as string };
}
