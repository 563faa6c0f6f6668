// A small time-to-live cache for catalogue reads ("micro-caching"). Counting 100,000 on-shelf
// listings or ranking thousands of search matches costs far more than answering from memory, and
// a catalogue page a few seconds old is fine. An entry older than the time to live is still
// answered while one refresh runs in the background (stale-while-revalidate), up to
// `staleFactor` times the time to live; older entries are loaded again before answering.
// Concurrent misses for one key share a single load; failed or refused loads are not kept; the
// oldest entries go first when it is full.
interface Entry<T> {
  at: number;
  value: Promise<T>;
  refreshing: boolean;
}

export class TtlCache<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 2000,
    private readonly clock: () => number = Date.now,
    private readonly staleFactor = 5,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  /** Forgets every entry: a write changed what the reads would answer (a seller's listing). */
  clear(): void {
    this.entries.clear();
  }

  get(key: string, load: () => Promise<T>, keep: (value: T) => boolean = () => true): Promise<T> {
    if (this.ttlMs <= 0) return load();
    const now = this.clock();
    const hit = this.entries.get(key);
    if (hit) {
      const age = now - hit.at;
      if (age < this.ttlMs) return hit.value;
      if (age < this.ttlMs * this.staleFactor) {
        if (!hit.refreshing) {
          hit.refreshing = true;
          this.refresh(key, hit, load, keep);
        }
        return hit.value;
      }
    }
    return this.store(key, load(), now, keep);
  }

  private refresh(key: string, stale: Entry<T>, load: () => Promise<T>, keep: (v: T) => boolean) {
    const started = this.clock();
    load().then(
      (value) => {
        if (this.entries.get(key) !== stale) return;
        if (keep(value))
          this.entries.set(key, { at: started, value: Promise.resolve(value), refreshing: false });
        else this.entries.delete(key);
      },
      () => {
        // Keep answering the stale value until it expires; the next request tries again.
        stale.refreshing = false;
      },
    );
  }

  private store(key: string, value: Promise<T>, now: number, keep: (v: T) => boolean): Promise<T> {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    const entry: Entry<T> = { at: now, value, refreshing: false };
    this.entries.set(key, entry);
    const forget = () => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    };
    value.then((settled) => (keep(settled) ? undefined : forget()), forget);
    return value;
  }
}
