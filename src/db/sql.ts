// The ledger's SQL runs here, on the pg pool MikroORM opens, as named prepared statements.
//
// Why not `em.execute`: MikroORM writes every value into the SQL text, so PostgreSQL parses and
// plans each statement afresh, and each call passes through the ORM's query pipeline. On the 2-core
// development machine a three-statement transaction ran about 2.6 times as often through this
// module as through `em.transactional` + `execute` (`npm run bench:sql` measures it). MikroORM keeps
// the connection, the pool, the migrations and the entity definitions.
//
// A one-shot process (the operator CLI) runs its few statements unnamed: preparing them would not pay.
import type { Pool, PoolClient } from 'pg';

/** A statement with `$1`-style parameters; a name makes it a prepared statement. */
export interface Statement {
  name?: string;
  text: string;
}

/** Defines a statement once, beside the code that runs it. */
export const statement = (name: string, text: string): Statement => ({ name, text });

/** Something statements run on: the pool (each statement its own transaction) or one transaction. */
export interface Queryable {
  rows<T = Record<string, unknown>>(s: Statement | string, values?: readonly unknown[]): Promise<T[]>;
}

/**
 * Statements sent to PostgreSQL by this process, by statement name (`unnamed` for the rest, `begin`,
 * `commit` and `rollback` for a transaction's own): each is one round trip. Read by /metrics, so a
 * benchmark can count the round trips of an order (issue 28); a Map bump costs next to nothing.
 */
export class StatementCounts {
  readonly byName = new Map<string, number>();
  count(name: string): void {
    this.byName.set(name, (this.byName.get(name) ?? 0) + 1);
  }
}

class Runner implements Queryable {
  constructor(
    private readonly target: Pool | PoolClient,
    private readonly prepare: boolean,
    private readonly counts: StatementCounts,
  ) {}

  async rows<T>(s: Statement | string, values: readonly unknown[] = []): Promise<T[]> {
    const { name, text } = typeof s === 'string' ? { name: undefined, text: s } : s;
    this.counts.count(name ?? 'unnamed');
    const result = await this.target.query(
      this.prepare && name ? { name, text, values: [...values] } : { text, values: [...values] },
    );
    return result.rows as T[];
  }
}

export class Database implements Queryable {
  private readonly runner: Runner;
  readonly statements = new StatementCounts();

  constructor(
    readonly pool: Pool,
    private readonly prepare: boolean,
  ) {
    this.runner = new Runner(pool, prepare, this.statements);
  }

  rows<T = Record<string, unknown>>(s: Statement | string, values?: readonly unknown[]): Promise<T[]> {
    return this.runner.rows<T>(s, values);
  }

  /** Runs `fn` in one transaction on one connection: committed if it returns, rolled back if it throws. */
  async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    let broken: unknown;
    try {
      this.statements.count('begin');
      await client.query('begin');
      const result = await fn(new Runner(client, this.prepare, this.statements));
      this.statements.count('commit');
      await client.query('commit');
      return result;
    } catch (err) {
      try {
        this.statements.count('rollback');
        await client.query('rollback');
      } catch (rollbackErr) {
        // A connection that cannot roll back is not handed to the next caller.
        broken = rollbackErr;
      }
      throw err;
    } finally {
      client.release(broken instanceof Error ? broken : undefined);
    }
  }
}

/** A nullable column as a number (pg returns bigint as text) or null. */
export const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
export const strOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));

/** PostgreSQL error codes the ledger reacts to. */
export const PG_UNIQUE_VIOLATION = '23505';

export const pgErrorCode = (err: unknown): string | undefined =>
  typeof err === 'object' && err !== null && 'code' in err
    ? String((err as { code: unknown }).code)
    : undefined;
