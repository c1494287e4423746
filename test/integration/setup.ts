// Integration tests run against the real PostgreSQL server (DATABASE_URL, default the local one) in
// a database created for this run and dropped after it, and a real Temporal dev server.
import { TestWorkflowEnvironment } from '@temporalio/testing';
import { temporalCliPath } from '../../src/temporal/binaries.js';
import { ALL_SEARCH_ATTRIBUTES } from '../../src/workflows/search-attributes.js';
import { createScratchDatabase } from '../../scripts/lib/scratch-database.js';
import { writeWorkflowBundle } from '../support/bundle.js';

declare global {
  var __matchledgerTemporal: TestWorkflowEnvironment | undefined;
}

export const ADMIN_URL = process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';

export default async function setup(): Promise<void> {
  const db = await createScratchDatabase(ADMIN_URL, 'matchledger_test');
  process.env.MATCHLEDGER_TEST_DB = db.name;
  process.env.MATCHLEDGER_TEST_DATABASE_URL = db.url;

  const cli = await temporalCliPath();
  const env = await TestWorkflowEnvironment.createLocal({
    server: {
      ...(cli ? { executable: { type: 'existing-path' as const, path: cli } } : {}),
      searchAttributes: ALL_SEARCH_ATTRIBUTES,
      ip: '127.0.0.1',
      // The server's own warnings (tasks cancelled as test workers stop) are noise in a test log.
      log: { format: 'pretty', level: 'error' },
    },
  });
  globalThis.__matchledgerTemporal = env;
  process.env.MATCHLEDGER_TEST_TEMPORAL_ADDRESS = env.address;
  await writeWorkflowBundle();
}
