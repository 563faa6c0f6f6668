// The upload endpoint `uploadimg!execute` (multipart `file` + `moduleName`; data.data is the URL),
// the pictures of private areas (ID photos) for their uploader and admins only, and the hourly
// sweep of pictures nobody used.
import { uploadImage } from '../../../domain/api/upload.ts';
import { privateUploadModules } from '../../../domain/upload/private-areas.ts';
import { normalizeLanguage } from '../../../domain/i18n/languages.ts';
import type { ModuleDeps } from '../../platform/deps.ts';
import { businessError, sendEnvelope } from '../../platform/envelope.ts';
import { startPeriodicJob } from '../../platform/jobs.ts';
import { errorMessage, transportMessage } from '../../platform/messages.ts';
import { extractToken } from '../../platform/params.ts';
import { movePrivateUploads, readPrivateUpload, storeImage } from './upload.service.ts';
import { addMissingVariants, sweepUnusedUploads } from './upload.sweep.ts';

export function uploadRoutes({ api, app, config, database, now }: ModuleDeps): void {
  api.handle(uploadImage, async (input, ctx) => storeImage(ctx, input));

  // Before the first request: pictures of private areas left in the public folder move out of it.
  app.addHook('onReady', async () => {
    const moved = await movePrivateUploads(config.dataDir);
    if (moved > 0) app.log.info({ moved }, 'private uploads moved out of the public folder');
  });
  // The PWA fetches these with its session (Authorization header) and shows them as blobs; the
  // static /uploads/ folder never holds them. `lang` picks the language of a refusal.
  for (const module of privateUploadModules) {
    app.get<{ Params: { file: string } }>(`/uploads/${module}/:file`, async (request, reply) => {
      const lang = normalizeLanguage((request.query as Record<string, unknown>).lang);
      const token = extractToken(request, config.legacyTokenParams);
      const caller = token ? await api.authenticate(token) : null;
      if (!caller)
        return sendEnvelope(reply, 403, {
          code: '403',
          msg: transportMessage(lang, 'forbidden'),
          data: null,
        });
      const found = await readPrivateUpload(
        { db: database.db, now: now(), ip: request.ip, config, caller },
        module,
        request.params.file,
      );
      if (!found.ok)
        return sendEnvelope(reply, 404, {
          ...businessError(errorMessage(lang, found.key), found.key),
          code: '404',
        });
      return reply
        .header('cache-control', 'private, no-store')
        .type(found.data.type)
        .send(found.data.bytes);
    });
  }
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
