// The order timers as idempotent sweeps: unpaid orders are cancelled after the payment period
// (stock returns), shipped orders are confirmed received after the confirmation period (escrow is
// released), received orders not reviewed in time get the system default good review. Each order is
// handled in its own transaction, picked with FOR UPDATE SKIP LOCKED, so several processes can sweep
// at once and each order is handled exactly once.
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import * as repo from './order.repository.ts';
import { orderTimers } from './order.lifecycle.ts';
import { autoReceipt, defaultReview, timeoutCancel } from './order.service.ts';
import { startPeriodicJob } from '../../platform/jobs.ts';

/** Upper bound of orders one sweep handles per run; the next run continues. */
const MAX_PER_RUN = 500;

export interface SweepResult {
  cancelled: number;
  received: number;
  reviewed: number;
}

type Step = (tx: Tx, orderId: string, now: Date) => Promise<{ ok: boolean }>;

async function sweep(
  db: Db,
  due: 'unpaid' | 'shipped' | 'received',
  cutoff: Date,
  now: Date,
  step: Step,
): Promise<number> {
  let done = 0;
  while (done < MAX_PER_RUN) {
    const handled = await db.transaction(async (tx) => {
      const order = await repo.lockNextDue(tx, due, cutoff);
      if (!order) return false;
      const result = await step(tx, order.id, now);
      // The row is locked and due, so the transition cannot be refused; if it is, that is a bug.
      if (!result.ok) throw new Error(`order sweep ${due} refused for order ${order.id}`);
      return true;
    });
    if (!handled) break;
    done += 1;
  }
  return done;
}

/** Runs every order timer once at `now`. Safe to call from several processes at the same time. */
export async function runOrderSweeps(db: Db, now: Date): Promise<SweepResult> {
  const at = (ms: number) => new Date(now.getTime() - ms);
  const timers = await orderTimers(db);
  const cancelled = await sweep(db, 'unpaid', at(timers.unpaidMs), now, timeoutCancel);
  const received = await sweep(db, 'shipped', at(timers.autoReceiptMs), now, autoReceipt);
  const reviewed = await sweep(db, 'received', at(timers.autoReviewMs), now, defaultReview);
  return { cancelled, received, reviewed };
}

/** Starts the periodic sweeps; the returned function stops them and waits for a running one. */
export function startOrderJobs(options: {
  db: Db;
  intervalMs: number;
  now: () => Date;
  log: FastifyBaseLogger;
}): () => Promise<void> {
  return startPeriodicJob({
    name: 'order sweeps',
    intervalMs: options.intervalMs,
    log: options.log,
    run: async () => {
      const result = await runOrderSweeps(options.db, options.now());
      if (result.cancelled + result.received + result.reviewed > 0)
        options.log.info({ orders: result }, 'order sweeps');
    },
  });
}
