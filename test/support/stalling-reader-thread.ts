// A reader thread for test/unit/reader-thread.test.ts: slow to load (as a thread starting on a busy machine
// is) and stuck on any text holding STALL (as the reader would be on a text it loops on); otherwise it
// answers exactly as src/ingest/alerts/thread.ts does.
import { parentPort } from 'node:worker_threads';
import { answerRequest, type ReaderRequest } from '../../src/ingest/alerts/requests.js';

export const LOAD_MS = 500;

const port = parentPort;
if (port === null) throw new Error('a worker thread only');
const sleep = (ms: number): void => {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
};

port.on('message', (request: ReaderRequest) => {
  if ('body' in request && request.body.includes('STALL')) sleep(60_000);
  port.postMessage({ id: request.id, ok: true, value: answerRequest(request) });
});
sleep(LOAD_MS);
port.postMessage({ ready: true });
