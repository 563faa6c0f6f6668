// The store owner's dashboard call `seller/dashboard!stats` (role seller). Thin: the service decides.
import { storeDashboard } from '../../../domain/api/seller-dashboard.ts';
import type { ModuleDeps } from '../../platform/deps.ts';
import * as dashboard from './dashboard.service.ts';

export function storeDashboardRoutes({ api }: ModuleDeps): void {
  api.handle(storeDashboard, (input, ctx) => dashboard.stats(ctx, input));
}
