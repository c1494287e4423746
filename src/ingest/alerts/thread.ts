// The alert reader's own thread (reader-thread.ts starts it): reads each SMS or mail text it is sent and
// posts the answer back, so a text that made the reader loop or crawl would stop this thread, never the
// process that answers the API. Banks cross the thread boundary as ids (a Bank is looked up again there).
import { parentPort } from 'node:worker_threads';
import type { UnixSeconds } from '../../domain/time.js';
import { BANKS } from './banks.js';
import { maskedShape, readMail, readSms } from './read.js';

export type ReaderRequest =
  | { id: number; kind: 'sms'; sender: string; body: string; receivedAt: UnixSeconds | undefined }
  | {
      id: number;
      kind: 'mail';
      bankId: string;
      text: string | undefined;
      html: string | undefined;
      receivedAt: UnixSeconds | undefined;
    }
  | { id: number; kind: 'shape'; body: string };

const port = parentPort;
if (port === null) throw new Error('alerts/thread.ts runs as a worker thread only');

port.on('message', (request: ReaderRequest) => {
  try {
    port.postMessage({ id: request.id, ok: true, value: answer(request) });
  } catch (err) {
    port.postMessage({ id: request.id, ok: false, error: err instanceof Error ? err.message : String(err) });
  }
});

function answer(request: ReaderRequest): unknown {
  switch (request.kind) {
    case 'sms': {
      const reading = readSms(request.sender, request.body, request.receivedAt);
      // A Bank travels as its id: the other side holds the same table.
      return reading.kind === 'read' ? { ...reading, bank: reading.bank.id } : reading;
    }
    case 'mail': {
      const bank = BANKS.find((b) => b.id === request.bankId);
      if (bank === undefined) throw new Error(`no bank ${request.bankId}`);
      return readMail(bank, { text: request.text, html: request.html }, request.receivedAt);
    }
    case 'shape':
      return maskedShape(request.body);
  }
}
