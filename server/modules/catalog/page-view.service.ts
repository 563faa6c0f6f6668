// Page views that count only what a person saw: the product and store pages call this once they
// are on screen (a loader's preload on hover reads the page without counting), and a viewer counts
// once per page per platform day. The viewer is the signed-in user, else the browser's anonymous
// device id; a call with neither is not counted.
import type { z } from 'zod';
import type { pageViewAdd } from '../../../domain/api/catalog.ts';
import { platformCalendarDay } from '../../platform/time.ts';
import { recordPageView } from './counters.repository.ts';
import type { CatalogContext } from './catalog.service.ts';

export async function addPageView(
  ctx: CatalogContext,
  input: z.infer<typeof pageViewAdd.input>,
): Promise<void> {
  const viewer = ctx.caller
    ? `u:${ctx.caller.userId}`
    : input.deviceId
      ? `d:${input.deviceId}`
      : undefined;
  if (!viewer) return;
  const view = {
    kind: input.kind,
    id: input.id,
    viewer,
    userId: ctx.caller?.userId,
    day: platformCalendarDay(ctx.now, ctx.config.platformTimeZone),
    at: ctx.now,
  };
  if (ctx.views) ctx.views.record(view);
  else await recordPageView(ctx.db, view);
}
