// Operator calls of the exchange rates (`admin/rate!*`, permission finance.rates). Thin: the
// service decides.
import { adminRateList, adminRateSave } from '../../../domain/api/exchange-rates.ts';
import { ok } from '../../../domain/errors.ts';
import type { ModuleDeps } from '../../platform/deps.ts';
import * as rates from './exchange-rates.service.ts';

export function exchangeRateRoutes({ api }: ModuleDeps): void {
  api.handle(adminRateList, async (_input, ctx) => ok(await rates.listRates(ctx)));
  api.handle(adminRateSave, async (input, ctx) => rates.saveRate(ctx, input));
}
