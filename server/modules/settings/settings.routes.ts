// Routes of system settings.
import { getSyspara } from '../../../domain/api/settings.ts';
import { ok } from '../../../domain/errors.ts';
import type { ModuleDeps } from '../../platform/deps.ts';
import { readPublicParameter } from './settings.service.ts';

export function settingsRoutes({ api }: ModuleDeps): void {
  api.handle(getSyspara, async ({ code }, ctx) =>
    ok({ [code]: await readPublicParameter(ctx.db, code) }),
  );
}
