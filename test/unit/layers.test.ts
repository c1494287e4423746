// Layers point one way (docs/architecture.md): domain <- db <- ledger <- ingest, webhooks, mail <-
// activities, workflows, temporal <- services <- api, worker <- runtime, main, cli. A file may import
// from its own layer or any below it, never from one above: this test reads every import in src/.
// And SQL lives in src/db alone (one module per table or aggregate): no other file writes SQL text,
// runs a literal through `.rows(` / `.query(` / `.execute(`, or defines a statement.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from '@jest/globals';

const SRC = path.resolve(import.meta.dirname, '../../src');

const LAYER_OF_FOLDER: Record<string, number> = {
  domain: 0,
  // The language catalogs and formats: pure, used by the mail (ledger) and the pages (api).
  i18n: 0,
  db: 1,
  ledger: 2,
  ingest: 3,
  webhooks: 3,
  mail: 3,
  activities: 4,
  workflows: 4,
  temporal: 4,
  api: 6,
  worker: 6,
};
const LAYER_OF_TOP_FILE: Record<string, number> = {
  'services.ts': 5,
  'runtime.ts': 7,
  'main.ts': 8,
  'cli.ts': 8,
  'migrate.ts': 8,
};

/**
 * Known arrows upward, each a debt with its reason; the list may only shrink. A new upward import fails.
 * None today: workflow starts and signals go through temporal/workflow-gateway.ts.
 */
const KNOWN_DEBT = new Set<string>([]);

function layerOf(file: string): number | undefined {
  const [first, ...rest] = path.relative(SRC, file).split(path.sep);
  if (first === undefined) return undefined;
  return rest.length === 0 ? LAYER_OF_TOP_FILE[first] : LAYER_OF_FOLDER[first];
}

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? sources(full) : full.endsWith('.ts') ? [full] : [];
  });
}

describe('layers point one way', () => {
  const upward: string[] = [];
  for (const file of sources(SRC)) {
    const from = layerOf(file);
    if (from === undefined) continue;
    for (const m of readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'/g)) {
      const target = path.resolve(path.dirname(file), (m[1] as string).replace(/\.js$/, '.ts'));
      const to = layerOf(target);
      if (to !== undefined && to > from) {
        upward.push(`${path.relative(SRC, file)} -> ${path.relative(SRC, target)}`);
      }
    }
  }

  test('no file imports from a layer above its own, but for the named debts', () => {
    expect(upward.filter((arrow) => !KNOWN_DEBT.has(arrow))).toEqual([]);
  });

  test('every named debt still exists (a paid debt leaves the list)', () => {
    expect([...KNOWN_DEBT].filter((arrow) => !upward.includes(arrow))).toEqual([]);
  });
});

/** Where SQL may be written: the db modules (migrations included). */
const SQL_HOME = path.join(SRC, 'db');

/**
 * What gives SQL away outside src/db: a string or template literal that opens with a statement's verb,
 * a literal handed straight to a runner, or `statement` imported to define one.
 */
const SQL_SIGNS: [string, RegExp][] = [
  [
    'SQL text',
    /[`'"]\s*(select\s+[\w*(]|insert\s+into\s|update\s+\w+\s+set\s|delete\s+from\s|with\s+\w+\s+as\s*\(|listen\s+[\w$]|notify\s+\w|explain\s)/i,
  ],
  ['a literal run as SQL', /\.(rows|query|execute)\s*(<[^>]*>)?\s*\(\s*[`'"]/],
  ['a statement defined', /import\s*\{[^}]*\bstatement\b[^}]*\}\s*from\s*'[^']*db\/sql(\.js)?'/],
];

/** The SQL signs in one file's text, as `file: sign` lines. */
export function sqlOutsideDb(file: string, text: string): string[] {
  if (file.startsWith(SQL_HOME + path.sep)) return [];
  return SQL_SIGNS.filter(([, sign]) => sign.test(text)).map(
    ([what]) => `${path.relative(SRC, file)}: ${what}`,
  );
}

describe('SQL lives in src/db', () => {
  test('no file outside src/db writes SQL, runs a literal or defines a statement', () => {
    expect(sources(SRC).flatMap((file) => sqlOutsideDb(file, readFileSync(file, 'utf8')))).toEqual([]);
  });

  test('the check sees each sign (so it cannot pass by seeing nothing)', () => {
    const outside = path.join(SRC, 'ledger', 'example.ts');
    expect(
      sqlOutsideDb(outside, 'await tx.rows(`update intents set status = $2 where id = $1`, [id]);'),
    ).toEqual(['ledger/example.ts: SQL text', 'ledger/example.ts: a literal run as SQL']);
    expect(sqlOutsideDb(outside, "const s = 'select id from tenants';")).toEqual([
      'ledger/example.ts: SQL text',
    ]);
    expect(sqlOutsideDb(outside, 'await client.query(sqlText);')).toEqual([]);
    expect(sqlOutsideDb(outside, "await client.query('listen x');")).toEqual([
      'ledger/example.ts: SQL text',
      'ledger/example.ts: a literal run as SQL',
    ]);
    expect(sqlOutsideDb(outside, "import { statement, type Queryable } from '../db/sql.js';")).toEqual([
      'ledger/example.ts: a statement defined',
    ]);
    // The dashboard's script names an HTML element, not a table.
    expect(sqlOutsideDb(outside, "a.tagName==='SELECT')")).toEqual([]);
    expect(sqlOutsideDb(path.join(SQL_HOME, 'intents.ts'), 'select * from intents')).toEqual([]);
  });

  test('every statement has a name of its own (two texts under one name would clash as prepared statements)', () => {
    const names = sources(SQL_HOME).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/statement\(\s*'([^']+)'/g)].map((m) => m[1] as string),
    );
    expect(names.length).toBeGreaterThan(50);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  });
});
