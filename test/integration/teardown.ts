import pg from 'pg';
import { ADMIN_URL } from './setup.js';

export default async function teardown(): Promise<void> {
  await globalThis.__matchledgerTemporal?.teardown();
  const dbName = process.env.MATCHLEDGER_TEST_DB;
  if (!dbName) return;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
}
