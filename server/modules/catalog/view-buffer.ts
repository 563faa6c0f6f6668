// Page views without a write per request: the buffer the storefront's reads record views into,
// written every few seconds (and on close) through counters.repository.ts.
import type { DbOrTx } from '../../db/client.ts';
import { insertPageViews, type PageView, type PendingView } from './counters.repository.ts';

/**
 * Page views without a write per request: views wait in memory and are written every few seconds
 * in one statement that inserts their events (skipping a viewer's repeat of the same page on the
 * same platform day, as `recordPageView`) and moves the counters by what was inserted (only for
 * listings on sale and open stores). A repeat already waiting is not queued twice. `close()` writes
 * what is left, so a clean stop loses no view; a crash loses at most one interval of views, events
 * and counters together.
 */
export class ViewBuffer {
  private pending: PendingView[] = [];
  private waiting = new Set<string>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: DbOrTx,
    private readonly intervalMs: number,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {
    if (intervalMs > 0) {
      this.timer = setInterval(() => void this.flush().catch(this.onError), intervalMs);
      this.timer.unref();
    }
  }

  /** Queues a view; false when the same viewer's view of that page that day is already waiting. */
  record(view: PageView): boolean {
    const key = `${view.kind}:${view.id}:${view.viewer}:${view.day}`;
    if (this.waiting.has(key)) return false;
    this.waiting.add(key);
    this.pending.push({
      kind: view.kind,
      sellerGoodsId: view.kind === 'goods' ? view.id : null,
      sellerId: view.kind === 'seller' ? view.id : null,
      userId: view.userId ?? null,
      viewer: view.viewer,
      day: view.day,
      at: view.at.toISOString(),
    });
    return true;
  }

  /** Writes every waiting view in one statement (flushes run one after another). */
  flush(): Promise<void> {
    this.flushing = this.flushing.catch(() => undefined).then(() => this.write());
    return this.flushing;
  }

  /** Stops the timer and writes what is left. */
  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.flush();
  }

  private async write(): Promise<void> {
    if (this.pending.length === 0) return;
    const views = this.pending;
    this.pending = [];
    try {
      await insertPageViews(this.db, views);
    } catch (error) {
      // Not written: they wait for the next flush.
      this.pending = [...views, ...this.pending];
      throw error;
    }
    for (const view of views)
      this.waiting.delete(
        `${view.kind}:${view.sellerGoodsId ?? view.sellerId}:${view.viewer}:${view.day}`,
      );
  }
}
