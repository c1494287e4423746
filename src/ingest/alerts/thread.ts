// The alert reader's own thread (reader-thread.ts starts it): reads each SMS or mail text it is sent and
// posts the answer back, so a text that made the reader loop or crawl would stop this thread, never the
// process that answers the API.
import { parentPort } from 'node:worker_threads';
import { answerRequest, type ReaderRequest } from './requests.js';

const port = parentPort;
if (port === null) throw new Error('alerts/thread.ts runs as a worker thread only');

port.on('message', (request: ReaderRequest) => {
  try {
    port.postMessage({ id: request.id, ok: true, value: answerRequest(request) });
  } catch (err) {
    port.postMessage({ id: request.id, ok: false, error: err instanceof Error ? err.message : String(err) });
  }
});
// Loaded (modules compiled, lexicon built): from now on a text's deadline counts reading time only. Starting
// a thread can take seconds on a busy machine, and that is no text's fault (reader-thread.ts).
port.postMessage({ ready: true });
