// The relay's marks (issue 28): many to one statement, each caller told when its mark is written.
import { describe, expect, it } from '@jest/globals';
import { MarkBatcher } from '../../src/temporal/outbox-marks.js';

describe('MarkBatcher', () => {
  it('writes the marks given before a flush in one write, and resolves each once it is written', async () => {
    const writes: number[][] = [];
    const batcher = new MarkBatcher<number>(async (marks) => void writes.push(marks), 60_000);
    const a = batcher.add(1);
    const b = batcher.add(2);
    batcher.flush();
    await Promise.all([a, b]);
    expect(writes).toEqual([[1, 2]]);
  });

  it('writes batches one at a time, in the order they were flushed', async () => {
    const writes: number[][] = [];
    let release = (): void => undefined;
    const first = new Promise<void>((r) => (release = r));
    const batcher = new MarkBatcher<number>(async (marks) => {
      if (marks[0] === 1) await first;
      writes.push(marks);
    }, 60_000);
    const a = batcher.add(1);
    batcher.flush();
    const b = batcher.add(2);
    batcher.flush();
    release();
    await Promise.all([a, b]);
    expect(writes).toEqual([[1], [2]]);
  });

  it('rejects every mark of a batch whose write failed, and writes later marks afresh', async () => {
    let fail = true;
    const batcher = new MarkBatcher<number>(async () => {
      if (fail) throw new Error('database away');
    }, 60_000);
    const a = batcher.add(1);
    const b = batcher.add(2);
    batcher.flush();
    await expect(a).rejects.toThrow('database away');
    await expect(b).rejects.toThrow('database away');
    fail = false;
    const c = batcher.add(3);
    batcher.flush();
    await expect(c).resolves.toBeUndefined();
  });

  it('writes a full batch at once, without waiting to linger', async () => {
    const writes: number[][] = [];
    const batcher = new MarkBatcher<number>(async (marks) => void writes.push(marks), 60_000);
    const all = Array.from({ length: 500 }, (_, i) => batcher.add(i));
    await Promise.all(all);
    expect(writes).toHaveLength(1);
    expect(writes[0]).toHaveLength(500);
  });
});
