// Which of the dev server's visibility indexes the trim drops (src/db/temporal-visibility.ts):
// every index made by CREATE INDEX outside the kept set, never a unique one or a key's own index,
// and nothing at all in a file without the table, or on the second pass.
import { afterEach, expect, test } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { trimVisibilityIndexes } from '../../src/db/temporal-visibility.js';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function database(sql: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'devvis-unit-'));
  dirs.push(dir);
  const file = path.join(dir, 'temporal.db');
  const db = new DatabaseSync(file);
  db.exec(sql);
  db.close();
  return file;
}

function indexes(file: string): string[] {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    return (
      db.prepare("SELECT name FROM sqlite_master WHERE type = 'index' ORDER BY name").all() as Array<{
        name: string;
      }>
    ).map((r) => r.name);
  } finally {
    db.close();
  }
}

const SCHEMA = `
  CREATE TABLE executions_visibility (
    namespace_id TEXT NOT NULL, run_id TEXT NOT NULL, workflow_id TEXT, status INT,
    history_length INT, Keyword01 TEXT, Bool01 INT, token TEXT UNIQUE,
    PRIMARY KEY (namespace_id, run_id));
  CREATE INDEX default_idx ON executions_visibility (namespace_id, run_id);
  CREATE INDEX by_workflow_id ON executions_visibility (namespace_id, workflow_id);
  CREATE INDEX by_status ON executions_visibility (namespace_id, status);
  CREATE INDEX by_keyword_01 ON executions_visibility (namespace_id, Keyword01);
  CREATE INDEX by_history_length ON executions_visibility (namespace_id, history_length);
  CREATE INDEX by_bool_01 ON executions_visibility (namespace_id, Bool01);
  CREATE UNIQUE INDEX by_some_unique ON executions_visibility (namespace_id, workflow_id, status);
  CREATE TABLE executions (id TEXT);
  CREATE INDEX by_history_length_elsewhere ON executions (id);
`;

test('drops the visibility indexes no search uses, and only those', () => {
  const file = database(SCHEMA);
  expect(trimVisibilityIndexes(file).sort()).toEqual(['by_bool_01', 'by_history_length']);
  expect(indexes(file)).toEqual([
    'by_history_length_elsewhere', // another table's index: not ours to touch
    'by_keyword_01',
    'by_some_unique', // unique: it constrains, not only speeds
    'by_status',
    'by_workflow_id',
    'default_idx',
    'sqlite_autoindex_executions_visibility_1', // the primary key
    'sqlite_autoindex_executions_visibility_2', // the UNIQUE column
  ]);
  // The second pass finds nothing to do.
  expect(trimVisibilityIndexes(file)).toEqual([]);
});

test('leaves a database without the visibility table, or no file at all, as it is', () => {
  const file = database('CREATE TABLE other (x INT); CREATE INDEX by_bool_01 ON other (x);');
  expect(trimVisibilityIndexes(file)).toEqual([]);
  expect(indexes(file)).toEqual(['by_bool_01']);
  expect(trimVisibilityIndexes(path.join(path.dirname(file), 'missing.db'))).toEqual([]);
});
