// The bounded queue of picture decoding: never more than its concurrency at once, a short line,
// and a refusal (not an ever longer line) past it.
import { describe, expect, it } from 'vitest';
import { boundedQueue } from './decode-queue.ts';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe('boundedQueue', () => {
  it('runs at most `concurrency` jobs, lets `maxWaiting` wait and refuses the rest', async () => {
    const queue = boundedQueue(1, 1);
    const gate = deferred();
    let active = 0;
    let most = 0;
    const job = (value: string) => async () => {
      active += 1;
      most = Math.max(most, active);
      await gate.promise;
      active -= 1;
      return value;
    };
    const first = queue.run(job('a'));
    const second = queue.run(job('b'));
    expect(await queue.run(job('c'))).toBe('busy');
    expect({ running: queue.running, waiting: queue.waiting }).toEqual({ running: 1, waiting: 1 });
    gate.resolve();
    expect(await Promise.all([first, second])).toEqual(['a', 'b']);
    expect(most).toBe(1);
    expect({ running: queue.running, waiting: queue.waiting }).toEqual({ running: 0, waiting: 0 });
    // Free again: the next job runs.
    expect(await queue.run(async () => 'd')).toBe('d');
  });

  it('frees the slot when a job throws', async () => {
    const queue = boundedQueue(1, 0);
    await expect(queue.run(() => Promise.reject(new Error('broken picture')))).rejects.toThrow();
    expect(await queue.run(async () => 'next')).toBe('next');
  });
});
