// Routes of the public transparency page's record (`transparency!stats`).
import { transparencyStats } from '../../../domain/api/transparency.ts';
import { ok } from '../../../domain/errors.ts';
import type { ModuleDeps } from '../../platform/deps.ts';
import * as record from './record.service.ts';

export function transparencyRoutes({ api }: ModuleDeps): void {
  api.handle(transparencyStats, async (_input, ctx) => ok(await record.transparencyStats(ctx)));
}
