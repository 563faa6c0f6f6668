// Routes of storefront brands: `brand!current`, the footer's figures and the brand's logo. The registry is created once
// by the app (server/app.ts) and given to every module as `deps.brands`.
import { brandCurrent, brandFigures } from '../../../domain/api/brand.ts';
import { ok } from '../../../domain/errors.ts';
import type { ModuleDeps } from '../../platform/deps.ts';
import { countDeliveredCountries } from '../order/index.ts';

export function brandRoutes(deps: ModuleDeps): void {
  const { api, app, brands: registry } = deps;
  // The file's brand with the operators' information pages in place (a few seconds' cache).
  api.handle(brandCurrent, async (_input, ctx) =>
    ok((await registry.current(ctx.db, registry.forHost(ctx.request.headers.host))).brand),
  );
  // Counted from the orders on every call: a figure in the footer is a fact, not a brand setting.
  api.handle(brandFigures, async (_input, ctx) =>
    ok({ deliveredCountries: await countDeliveredCountries(ctx.db) }),
  );
  app.get('/brand/logo.svg', async (request, reply) => {
    const brand = registry.forHost(request.headers.host);
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=3600')
      .header('vary', 'Host')
      .send(brand.logoSvg);
  });
}
