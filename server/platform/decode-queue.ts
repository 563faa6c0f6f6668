// A bounded queue for CPU-heavy work (picture decoding): at most `concurrency` jobs run at once
// and at most `maxWaiting` wait; past that a job is refused at once instead of piling up, so one
// account's uploads cannot keep every CPU busy or grow the memory without bound.
export interface BoundedQueue {
  /** Runs `job` in its turn; 'busy' (without running it) when the queue is full. */
  run<T>(job: () => Promise<T>): Promise<T | 'busy'>;
  readonly running: number;
  readonly waiting: number;
}

export function boundedQueue(concurrency: number, maxWaiting: number): BoundedQueue {
  let running = 0;
  const waiting: Array<() => void> = [];
  return {
    async run<T>(job: () => Promise<T>): Promise<T | 'busy'> {
      if (running >= concurrency) {
        if (waiting.length >= maxWaiting) return 'busy';
        // The finishing job hands its slot over (running stays counted).
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else running += 1;
      try {
        return await job();
      } finally {
        if (waiting.length > 0) waiting.shift()!();
        else running -= 1;
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}
