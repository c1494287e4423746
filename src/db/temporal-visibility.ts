// The embedded Temporal dev server's visibility table (in the server's own SQLite file, not our
// PostgreSQL), trimmed to the indexes an operator's searches use.
//
// Temporal's SQLite schema (temporalio/temporal schema/sqlite/v3/visibility/schema.sql) indexes the
// visibility table 58 ways: every predefined column and every pre-allocated search attribute slot
// (Bool01-03, Datetime01-03, Double01-03, Int01-03, Keyword01-10, the CHASM slots, schedules,
// batches, worker deployments). Each workflow writes its visibility row about three times (start,
// the BuildIds upsert of its first task, close), each write a REPLACE that deletes and reinserts
// every index entry. A perf profile of the dev server under `bench:sustained` at 25 paid orders a
// second put 39 % of its CPU in visibility writes; the same writes against the same schema cost
// 971 µs with all indexes and 574 µs with the ones below (docs/performance.md, issue 28).
//
// An index only makes a search faster, never different: a search by a dropped column (history
// length, parent run, a Bool slot nobody registered) still answers rightly, by a scan. Kept: the
// Temporal UI's list (default_idx) and its filters by workflow id, type, status and time, and every
// Keyword slot, where our search attributes (TenantId, IntentId, ... all Keyword) live. Unique
// indexes and the full-text tables' triggers are never touched. Only the dev server's own file is
// changed; a Temporal cluster (TEMPORAL_ADDRESS) is the operator's, sized and indexed by them.
import { existsSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';

/** The visibility indexes the operator's searches in the Temporal UI use (see above). */
export const KEPT_VISIBILITY_INDEXES: ReadonlySet<string> = new Set([
  'default_idx',
  'by_execution_time',
  'by_workflow_id',
  'by_workflow_type',
  'by_status',
  ...Array.from({ length: 10 }, (_, i) => `by_keyword_${String(i + 1).padStart(2, '0')}`),
]);

const VISIBILITY_TABLE = 'executions_visibility';

/**
 * Drops the visibility indexes outside KEPT_VISIBILITY_INDEXES from the dev server's database file;
 * returns their names. Idempotent: a file already trimmed, or without the table yet, is left as it
 * is. Safe beside a running server: one short transaction, and either side waits for the other's
 * lock (busy_timeout here, the server's own pragma in dev-server.ts).
 */
export function trimVisibilityIndexes(dbFile: string): string[] {
  if (!existsSync(dbFile)) return [];
  const db = new DatabaseSync(dbFile);
  try {
    db.exec('PRAGMA busy_timeout = 10000');
    const table = db
      .prepare("SELECT 1 AS found FROM sqlite_master WHERE type = 'table' AND name = ?")
      .get(VISIBILITY_TABLE);
    if (!table) return [];
    // origin 'c': made by CREATE INDEX (not a primary key's or a UNIQUE constraint's own index).
    const indexes = db.prepare(`PRAGMA index_list(${VISIBILITY_TABLE})`).all() as Array<{
      name: string;
      unique: number;
      origin: string;
    }>;
    const dropped = indexes
      .filter((ix) => ix.origin === 'c' && ix.unique === 0 && !KEPT_VISIBILITY_INDEXES.has(ix.name))
      .map((ix) => ix.name);
    if (dropped.length === 0) return [];
    db.exec('BEGIN IMMEDIATE');
    try {
      for (const name of dropped) db.exec(`DROP INDEX IF EXISTS "${name.replaceAll('"', '""')}"`);
      db.exec('COMMIT');
    } catch (err) {
      db.exec('ROLLBACK');
      throw err;
    }
    return dropped;
  } finally {
    db.close();
  }
}
