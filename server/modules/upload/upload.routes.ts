// The upload endpoint `uploadimg!execute` (multipart `file` + `moduleName`; data.data is the URL)
// and the hourly sweep of pictures nobody used.
import { uploadImage } from '../../../domain/api/upload.ts';
import type { ModuleDeps } from '../../platform/deps.ts';
import { startPeriodicJob } from '../../platform/jobs.ts';
import { storeImage } from './upload.service.ts';
import { addMissingVariants, sweepUnusedUploads } from './upload.sweep.ts';

export function uploadRoutes({ api, app, config, database, now }: ModuleDeps): void {
  api.handle(uploadImage, async (input, ctx) => storeImage(ctx, input));
  if (config.upload.sweepIntervalMs > 0) {
    const stop = startPeriodicJob({
      name: 'unused uploads sweep',
      intervalMs: config.upload.sweepIntervalMs,
      log: app.log,
      run: () =>
        sweepUnusedUploads(database.db, {
          now: now(),
          unusedAfterMs: config.upload.unusedAfterMs,
          dataDir: config.dataDir,
        }),
    });
    app.addHook('onClose', async () => stop());
    // Once per data folder, in the background: copies for pictures from before they existed.
    app.addHook('onReady', async () => {
      void addMissingVariants(config.dataDir).catch((error: unknown) =>
        app.log.error({ err: error }, 'adding smaller picture copies failed'),
      );
    });
  }
}
