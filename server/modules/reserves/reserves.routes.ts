// Routes of the proof of reserves (reserves!*, admin/reserves!*) and its daily schedule: every
// server looks now and then whether today's snapshot (platform day) is taken; the day's unique key
// lets exactly one of them take it.
import {
  adminReservesAddAddress,
  adminReservesAddresses,
  adminReservesRemoveAddress,
  adminReservesSnapshot,
  reservesLatest,
  reservesMyProof,
} from '../../../domain/api/reserves.ts';
import { ok } from '../../../domain/errors.ts';
import type { ModuleDeps } from '../../platform/deps.ts';
import { uniqueViolation } from '../../platform/db-errors.ts';
import { startPeriodicJob } from '../../platform/jobs.ts';
import { platformCalendarDay } from '../../platform/time.ts';
import * as repo from './reserves.repository.ts';
import * as reserves from './reserves.service.ts';

export function reservesRoutes({ api, app, config, database, now }: ModuleDeps): void {
  api.handle(reservesLatest, (_input, ctx) => reserves.latest(ctx));
  api.handle(reservesMyProof, (_input, ctx) => reserves.myProofs(ctx));
  api.handle(adminReservesSnapshot, async (_input, ctx) => ok(await reserves.snapshotNow(ctx)));
  api.handle(adminReservesAddresses, (_input, ctx) => reserves.watchAddresses(ctx));
  api.handle(adminReservesAddAddress, (input, ctx) => reserves.addWatchAddress(ctx, input));
  api.handle(adminReservesRemoveAddress, (input, ctx) => reserves.removeWatchAddress(ctx, input));

  if (config.reserves.scheduleCheckMs > 0) {
    const stop = startPeriodicJob({
      name: 'reserves snapshot',
      intervalMs: config.reserves.scheduleCheckMs,
      log: app.log,
      run: () => dailySnapshot({ db: database.db, config, now: now(), log: app.log }),
    });
    app.addHook('onClose', async () => stop());
  }
}

/** Takes today's scheduled snapshot unless one exists; answers whether this call took it. */
export async function dailySnapshot(
  ctx: Pick<Parameters<typeof reserves.snapshotNow>[0], 'db' | 'config' | 'now'> & {
    log: { info(object: object, message: string): void };
  },
): Promise<boolean> {
  const day = platformCalendarDay(ctx.now, ctx.config.platformTimeZone);
  if (await repo.scheduledSnapshotOf(ctx.db, day)) return false;
  try {
    const taken = await reserves.snapshotNow(
      { db: ctx.db, config: ctx.config, now: ctx.now, caller: undefined, ip: undefined },
      day,
    );
    ctx.log.info({ snapshot: taken.snapshotId, day }, 'reserves snapshot');
    return true;
  } catch (error) {
    // Another server took the day's snapshot between the look and the write.
    if (uniqueViolation(error) !== undefined) return false;
    throw error;
  }
}
