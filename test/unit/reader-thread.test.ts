// The alert reader in its own thread (src/ingest/reader-thread.ts): the same answers as reading inline, each
// caller its own answer, and a text the thread does not finish in time costs that text alone (answered
// unparseable, operators look), never the caller's process.
import { afterAll, describe, expect, test } from '@jest/globals';
import { readSms } from '../../src/ingest/alerts/read.js';
import { BANKS } from '../../src/ingest/alerts/banks.js';
import { ThreadedAlertReader } from '../../src/ingest/reader-thread.js';
import { createLogger } from '../../src/logger.js';

const log = createLogger('silent');
const AT = Date.parse('2026-11-23T12:00:00+05:30') / 1000;
const SMS: [string, string][] = [
  [
    'VM-AXISBK',
    'INR 500.00 credited to A/c no. XX4821 on 23-11-26 at 10:11:12 IST. Info- UPI/P2A/632714878275/RAVI KUMAR/SBI. Avl Bal INR 1,500.00',
  ],
  [
    'VM-HDFCBK',
    'Sent Rs.250.00 From HDFC Bank A/C *4821 To SURESH On 23/11/26 Ref 632714878276 Not You? Call 18002586161',
  ],
  ['+919812345678', 'Rs 5000 credited to your a/c XX4821'],
  ['VM-ZZZZZZ', 'Rs 500.00 credited to your a/c XX4821 by UPI ref 632714878275'],
  ['VM-PNBSMS', 'Your a/c XX4821 is credited Rs 999 on 23-11-2026 ... ????'],
];
const plain = (x: unknown) => JSON.parse(JSON.stringify(x, (k, v) => (k === 'bank' ? v.id : v)));

const readers: ThreadedAlertReader[] = [];
afterAll(async () => {
  for (const r of readers) await r.close();
});

describe('the reader thread', () => {
  test('answers every SMS as the reader does inline, each caller its own answer', async () => {
    const reader = new ThreadedAlertReader({ log });
    readers.push(reader);
    const answers = await Promise.all(SMS.map(([s, b]) => reader.sms(s, b, AT)));
    expect(answers.map(plain)).toEqual(SMS.map(([s, b]) => plain(readSms(s, b, AT))));
    const read = answers[0];
    // The bank comes back as the table's own object, not a copy.
    expect(read?.kind === 'read' && read.bank).toBe(BANKS.find((b) => b.id === 'axis'));
    const axis = BANKS.find((b) => b.id === 'axis')!;
    expect(await reader.mail(axis, { text: SMS[0]![1] }, AT)).toMatchObject({
      kind: 'credit',
      amountPaise: 50_000,
    });
    expect(await reader.shape('Rs 500 credited to a/c XX4821 by RAVI')).not.toContain('RAVI');
  });

  // A thread of the test's own, slow to load (500 ms) and stuck on any text holding STALL.
  const stalling = new URL('../support/stalling-reader-thread.ts', import.meta.url);

  test("a thread's loading is no text's time: the first SMS after a slow start is read, not timed out", async () => {
    const failures: string[] = [];
    const reader = new ThreadedAlertReader(
      { log, onFailure: (why) => failures.push(why), threadUrl: stalling },
      200,
    );
    readers.push(reader);
    expect(plain(await reader.sms(SMS[0]![0], SMS[0]![1], AT))).toEqual(
      plain(readSms(SMS[0]![0], SMS[0]![1], AT)),
    );
    expect(failures).toEqual([]);
  });

  test('a text not read in time is answered unparseable, its bank kept, and the texts behind it still read', async () => {
    const failures: string[] = [];
    const hurried = new ThreadedAlertReader(
      { log, onFailure: (why) => failures.push(why), threadUrl: stalling },
      200,
    );
    readers.push(hurried);
    hurried.warm();
    const [first, second, third] = await Promise.all([
      hurried.sms(SMS[0]![0], `${SMS[0]![1]} STALL`, AT),
      hurried.sms(SMS[2]![0], SMS[2]![1], AT),
      hurried.sms(SMS[0]![0], SMS[0]![1], AT),
    ]);
    expect(plain(first)).toEqual({
      kind: 'read',
      bank: 'axis',
      header: 'AXISBK',
      reading: { kind: 'unparseable', why: 'the reader failed on this text' },
    });
    expect(second).toEqual({ kind: 'rejected' });
    // Behind the stuck text, on a fresh thread (which again took 500 ms to load, not counted): read as inline.
    expect(plain(third)).toEqual(plain(readSms(SMS[0]![0], SMS[0]![1], AT)));
    expect(failures).toEqual(['deadline']);
  });

  test('closed, it refuses new texts and ends the waiting ones', async () => {
    const reader = new ThreadedAlertReader({ log });
    const pending = expect(reader.sms(SMS[0]![0], SMS[0]![1], AT)).rejects.toThrow('closed');
    await reader.close();
    await pending;
    await expect(reader.sms(SMS[0]![0], SMS[0]![1], AT)).rejects.toThrow('closed');
  });
});
