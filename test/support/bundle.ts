// One workflow bundle per test run, shared by every worker a test starts (bundling takes seconds).
import { mkdtempSync, writeFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bundleWorkflows } from '../../src/worker/worker.js';

export async function writeWorkflowBundle(): Promise<string> {
  const existing = process.env.MATCHLEDGER_WORKFLOW_BUNDLE;
  if (existing && existsSync(existing)) return existing;
  const { code } = await bundleWorkflows();
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'matchledger-bundle-')), 'workflows.js');
  writeFileSync(file, code);
  process.env.MATCHLEDGER_WORKFLOW_BUNDLE = file;
  return file;
}
