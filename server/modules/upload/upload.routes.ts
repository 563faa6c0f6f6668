// The upload endpoint `uploadimg!execute` (multipart `file` + `moduleName`; data.data is the URL),
// the pictures of private areas (ID photos) for their uploader and admins only, the public
// pictures when they are kept in a bucket (the local folder is served as static files by the
// catalogue), and the hourly sweep of pictures nobody used.
import { uploadImage } from '../../../domain/api/upload.ts';
import { privateUploadModules } from '../../../domain/upload/private-areas.ts';
import { normalizeLanguage } from '../../../domain/i18n/languages.ts';
import type { ModuleDeps } from '../../platform/deps.ts';
import { businessError, sendEnvelope } from '../../platform/envelope.ts';
import { startPeriodicJob } from '../../platform/jobs.ts';
import { errorMessage, transportMessage } from '../../platform/messages.ts';
import { extractToken } from '../../platform/params.ts';
import {
  movePrivateUploads,
  publicUploadKey,
  readPrivateUpload,
  storeImage,
} from './upload.service.ts';
import { addMissingVariants, sweepUnusedUploads } from './upload.sweep.ts';
import { uploadStoreOf } from './store/store.ts';

/** Uploads get new names, a name never changes its picture: cache for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

export function uploadRoutes({ api, app, config, database, now }: ModuleDeps): void {
  const store = uploadStoreOf(config);
  api.handle(uploadImage, async (input, ctx) => storeImage(ctx, input));

  // Before the first request: the store answers (a bucket that cannot be used stops the start,
  // saying why), and pictures of private areas left under the public prefix move out of it.
  app.addHook('onReady', async () => {
    await store.check();
    const moved = await movePrivateUploads(store);
    if (moved > 0) app.log.info({ moved }, 'private uploads moved out of the public folder');
  });
  const settings = config.upload.store;
  if (settings.kind === 's3') {
    // Public pictures from the bucket: a redirect to the CDN in front of it, or passed through
    // with the cache rule the static folder has. Private areas have their own routes above this
    // one (a static path segment wins); spelled any other way they are not found here either.
    app.get<{ Params: { '*': string } }>('/uploads/*', async (request, reply) => {
      const key = publicUploadKey(request.params['*']);
      if (!key) return reply.callNotFound();
      // A CDN's address may change: the redirect itself is kept a day, the picture a year.
      if (settings.publicUrl)
        return reply
          .header('cache-control', 'public, max-age=86400')
          .redirect(`${settings.publicUrl}/${key}`, 302);
      const found = await store.get(key);
      if (!found) return reply.callNotFound();
      return reply
        .header('cache-control', IMMUTABLE)
        .header('content-length', found.length)
        .type(found.type)
        .send(found.body);
    });
  }
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
        .header('content-length', found.data.length)
        .type(found.data.type)
        .send(found.data.body);
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
          store,
        }),
    });
    app.addHook('onClose', async () => stop());
    // Once per store, in the background: copies for pictures from before they existed.
    app.addHook('onReady', async () => {
      void addMissingVariants(store).catch((error: unknown) =>
        app.log.error({ err: error }, 'adding smaller picture copies failed'),
      );
    });
  }
}
