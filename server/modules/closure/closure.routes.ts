// Routes of the account closure: `user!logoff`. Thin: the service decides.
import { cancelAccount } from '../../../domain/api/account.ts';
import type { ModuleDeps } from '../../platform/deps.ts';
import { cancelAccount as cancel } from './closure.service.ts';

export function closureRoutes({ api }: ModuleDeps): void {
  api.handle(cancelAccount, ({ reason, password }, ctx) => cancel(ctx, reason, password));
}
