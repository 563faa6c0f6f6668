// The puzzle pool serves pictures drawn ahead, each once, and draws on a request's time only when
// a burst has emptied it.
import { describe, expect, it } from 'vitest';
import { PuzzlePool } from './puzzle-pool.ts';

describe('puzzle pool', () => {
  it('serves pictures drawn ahead, each once, then refills in the background', async () => {
    const pool = new PuzzlePool(4);
    await pool.refill();
    expect(pool.available).toBe(4);
    const served = [];
    for (let i = 0; i < 4; i++) served.push(await pool.take());
    expect(pool.drawnOnDemand).toBe(0);
    expect(new Set(served.map((picture) => picture.background)).size).toBe(4);
    // A burst past the pool draws on demand rather than serving a picture twice.
    const extra = await pool.take();
    expect(served.map((picture) => picture.background)).not.toContain(extra.background);
    await pool.refill();
    await expect.poll(() => pool.available).toBe(4);
  });
});
