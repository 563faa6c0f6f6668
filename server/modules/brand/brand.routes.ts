// Routes of storefront brands: `brand!current` and the brand's logo. The registry is made once by
// the app (server/app.ts) and shared with every module through ModuleDeps.
import { brandCurrent } from '../../../domain/api/brand.ts';
import { ok } from '../../../domain/errors.ts';
import type { ModuleDeps } from '../../platform/deps.ts';

export function brandRoutes(deps: ModuleDeps): void {
  const { api, app, brands: registry } = deps;
  api.handle(brandCurrent, async (_input, ctx) =>
    ok(registry.forHost(ctx.request.headers.host).public),
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
