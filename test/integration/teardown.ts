import { dropScratchDatabase } from '../../scripts/lib/scratch-database.js';
import { ADMIN_URL } from './setup.js';

export default async function teardown(): Promise<void> {
  await globalThis.__matchledgerTemporal?.teardown();
  const dbName = process.env.MATCHLEDGER_TEST_DB;
  if (dbName) await dropScratchDatabase(ADMIN_URL, dbName);
}
