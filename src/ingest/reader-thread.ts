// The alert reader off the API's event loop. Every feed's text is read in one worker thread
// (alerts/thread.ts), with a deadline: a text that made the reader loop or crawl (a bug the property tests
// have not found yet) costs that one message, answered unparseable so operators look, and a fresh thread,
// never the process that answers every seller's API calls. Stop 27 found and mended such a loop; this is
// what keeps the next one from becoming an outage.
import { Worker } from 'node:worker_threads';
import type { Logger } from '../logger.js';
import type { UnixSeconds } from '../domain/time.js';
import { type Bank, bankByHeader } from './alerts/banks.js';
import {
  type AlertReading,
  dltHeader,
  isNumericSender,
  maskedShape,
  readMail,
  readSms,
  type SmsReading,
} from './alerts/read.js';
import { answerRequest, type ReaderRequest, type RequestBody } from './alerts/requests.js';

/** What the feeds ask of the reader. */
export interface AlertReader {
  sms(sender: string, body: string, receivedAt: UnixSeconds | undefined): Promise<SmsReading>;
  mail(
    bank: Bank,
    parts: { text?: string | undefined; html?: string | undefined },
    receivedAt: UnixSeconds | undefined,
  ): Promise<AlertReading>;
  /** The operator alert's masked shape of a text (never the text). */
  shape(body: string): Promise<string>;
  close(): Promise<void>;
}

/** The reader on the caller's own thread: tests and scripts, where no API shares the loop. */
export const inlineReader: AlertReader = {
  sms: async (sender, body, receivedAt) => readSms(sender, body, receivedAt),
  mail: async (bank, parts, receivedAt) => readMail(bank, parts, receivedAt),
  shape: async (body) => maskedShape(body),
  close: async () => undefined,
};

/**
 * How long one text may take. The reader answers a corpus message in about 50 µs and a 64 KiB body in
 * under 25 ms (`npm run bench:alerts`); a text still unread after this is a bug, not a slow message. It
 * counts from when the thread is ready: a thread's start (tsx compiling the reader, seconds on a loaded
 * machine) once overran it, and the first SMS after a start was answered unparseable, a 202 that no
 * forwarder app retries.
 */
export const READ_DEADLINE_MS = 2000;

/**
 * How long a new thread may take to load before the reader gives up on threads and reads on the caller's
 * thread (said in the log): far beyond any start seen, so only a thread that cannot start reaches it.
 */
export const THREAD_START_LIMIT_MS = 60_000;

type Waiting = {
  request: ReaderRequest;
  resolve: (value: unknown) => void;
  reject: (err: Error) => void;
  /** The answer given when the reader fails on this very text. */
  failed: () => unknown;
};

/** The thread's entry, beside this file whether it runs as TypeScript (tsx) or as the built JavaScript. */
const THREAD_URL = new URL(
  import.meta.url.endsWith('.ts') ? './alerts/thread.ts' : './alerts/thread.js',
  import.meta.url,
);

export class ThreadedAlertReader implements AlertReader {
  private worker: Worker | undefined;
  /** Requests sent and not yet answered, in the order sent: the thread answers them in that order. */
  private readonly waiting: Waiting[] = [];
  private nextId = 1;
  private deadline: NodeJS.Timeout | undefined;
  private closed = false;
  /** Whether any thread has answered yet: one that dies before its first answer could not start. */
  private answeredOnce = false;
  /** No thread could start (a build without the thread's file): read on this thread, said in the log. */
  private inline = false;
  /** Whether the current thread has said it is loaded; a text's deadline runs only from then. */
  private ready = false;
  private startLimit: NodeJS.Timeout | undefined;

  constructor(
    private readonly deps: {
      log: Logger;
      onFailure?: (why: 'deadline' | 'crash') => void;
      /** The thread's entry (tests give a thread of their own); alerts/thread.ts by default. */
      threadUrl?: URL;
    },
    private readonly deadlineMs = READ_DEADLINE_MS,
  ) {}

  /** Starts the thread now, so the first SMS after a service's start does not wait for it to load. */
  warm(): void {
    if (!this.closed && !this.inline) this.thread();
  }

  async sms(sender: string, body: string, receivedAt: UnixSeconds | undefined): Promise<SmsReading> {
    const answer = (await this.ask({ kind: 'sms', sender, body, receivedAt }, () => failedSms(sender))) as
      SmsReading | (Omit<Extract<SmsReading, { kind: 'read' }>, 'bank'> & { bank: string });
    if (answer.kind !== 'read' || typeof answer.bank !== 'string') return answer as SmsReading;
    const bank = bankByHeader(answer.header);
    // (The thread read it by this header, so the bank is there; a mismatch would be a build mixing versions.)
    if (bank === undefined || bank.id !== answer.bank) return failedSms(sender);
    return { ...answer, bank };
  }

  async mail(
    bank: Bank,
    parts: { text?: string | undefined; html?: string | undefined },
    receivedAt: UnixSeconds | undefined,
  ): Promise<AlertReading> {
    return (await this.ask(
      { kind: 'mail', bankId: bank.id, text: parts.text, html: parts.html, receivedAt },
      () => UNREAD,
    )) as AlertReading;
  }

  async shape(body: string): Promise<string> {
    return (await this.ask(
      { kind: 'shape', body },
      () => '(no shape: the reader failed on this text)',
    )) as string;
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.deadline);
    clearTimeout(this.startLimit);
    const worker = this.worker;
    this.worker = undefined;
    for (const w of this.waiting.splice(0)) w.reject(new Error('the alert reader is closed'));
    await worker?.terminate();
  }

  private ask(request: RequestBody, failed: () => unknown): Promise<unknown> {
    if (this.closed) return Promise.reject(new Error('the alert reader is closed'));
    if (this.inline) return Promise.resolve(readInline(request, failed));
    return new Promise((resolve, reject) => {
      const waiting = {
        request: { ...request, id: this.nextId++ } as ReaderRequest,
        resolve,
        reject,
        failed,
      };
      this.waiting.push(waiting);
      this.thread().postMessage(waiting.request);
      if (this.waiting.length === 1 && this.ready) this.armDeadline();
    });
  }

  private thread(): Worker {
    if (this.worker !== undefined) return this.worker;
    const url = this.deps.threadUrl ?? THREAD_URL;
    const worker = new Worker(url, {
      // Run as TypeScript (npm start, tests) the thread needs tsx as its parent has; built, it needs nothing.
      execArgv: url.pathname.endsWith('.ts') ? ['--import', 'tsx'] : [],
    });
    // Never what keeps a process alive: a finished script or test exits with the thread idle.
    worker.unref();
    this.ready = false;
    clearTimeout(this.startLimit);
    this.startLimit = setTimeout(() => {
      if (this.worker === worker && !this.ready)
        this.failed(worker, 'crash', new Error(`not loaded in ${THREAD_START_LIMIT_MS} ms`));
    }, THREAD_START_LIMIT_MS);
    this.startLimit.unref();
    worker.on(
      'message',
      (m: { ready: true } | { id: number; ok: boolean; value?: unknown; error?: string }) => {
        if ('ready' in m) this.loaded(worker);
        else this.answered(worker, m);
      },
    );
    worker.on('error', (err) => this.failed(worker, 'crash', err));
    worker.on('exit', (code) => {
      if (this.worker === worker && !this.closed) this.failed(worker, 'crash', new Error(`exit ${code}`));
    });
    this.worker = worker;
    return worker;
  }

  private loaded(worker: Worker): void {
    if (worker !== this.worker) return;
    this.ready = true;
    clearTimeout(this.startLimit);
    if (this.waiting.length > 0) this.armDeadline();
  }

  private answered(worker: Worker, m: { id: number; ok: boolean; value?: unknown; error?: string }): void {
    if (worker !== this.worker) return;
    const head = this.waiting[0];
    if (head === undefined || head.request.id !== m.id) return;
    this.waiting.shift();
    this.answeredOnce = true;
    clearTimeout(this.deadline);
    if (this.waiting.length > 0) this.armDeadline();
    if (m.ok) head.resolve(m.value);
    else {
      // The reader threw on this text: the same answer as a text it could not read.
      this.deps.log.error({ err: new Error(m.error) }, 'alert reader threw; answered unparseable');
      this.deps.onFailure?.('crash');
      head.resolve(head.failed());
    }
  }

  private armDeadline(): void {
    const head = this.waiting[0];
    this.deadline = setTimeout(() => {
      if (this.waiting[0] === head && this.worker !== undefined)
        this.failed(this.worker, 'deadline', new Error(`no answer in ${this.deadlineMs} ms`));
    }, this.deadlineMs);
    this.deadline.unref();
  }

  /**
   * The thread is stuck on, or died of, the text at the head of the queue: that text is answered as
   * unreadable (never the text in the log), the thread replaced, and every text behind it sent again.
   */
  private failed(worker: Worker, why: 'deadline' | 'crash', err: Error): void {
    if (worker !== this.worker) return;
    clearTimeout(this.deadline);
    clearTimeout(this.startLimit);
    this.worker = undefined;
    this.ready = false;
    void worker.terminate();
    if (why === 'crash' && !this.answeredOnce) {
      // It never read anything: the thread could not start, and no text is to blame.
      this.inline = true;
      this.deps.log.error({ err }, 'alert reader thread could not start; reading on the main thread');
      for (const w of this.waiting.splice(0)) w.resolve(readInline(w.request, w.failed));
      return;
    }
    const [culprit, ...rest] = this.waiting.splice(0);
    this.deps.log.error(
      { err, why },
      'alert reader failed on one text; answered unparseable, thread replaced',
    );
    this.deps.onFailure?.(why);
    culprit?.resolve(culprit.failed());
    if (this.closed) return;
    for (const w of rest) {
      this.waiting.push(w);
      this.thread().postMessage(w.request);
    }
    // (The new thread's deadline starts when it says it is loaded.)
  }
}

/** A request answered on this thread, as the thread would (a text it throws on gets its failure's answer). */
function readInline(request: RequestBody, failed: () => unknown): unknown {
  try {
    return answerRequest(request);
  } catch {
    return failed();
  }
}

const UNREAD: AlertReading = { kind: 'unparseable', why: 'the reader failed on this text' };

/** An SMS the reader failed on: its header still says which bank (a phone number is still no bank). */
function failedSms(sender: string): SmsReading {
  if (isNumericSender(sender)) return { kind: 'rejected' };
  const header = dltHeader(sender);
  const bank = header === undefined ? undefined : bankByHeader(header);
  if (header === undefined || bank === undefined)
    return { kind: 'unknown_sender', header, readsAsPayment: true };
  return { kind: 'read', bank, header, reading: UNREAD };
}
