// Layers point one way (docs/architecture.md): domain <- db <- ledger <- ingest, webhooks, mail <-
// activities, workflows, temporal <- services <- api, worker <- runtime, main, cli. A file may import
// from its own layer or any below it, never from one above: this test reads every import in src/.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from '@jest/globals';

const SRC = path.resolve(import.meta.dirname, '../../src');

const LAYER_OF_FOLDER: Record<string, number> = {
  domain: 0,
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
