// Routes of storefront brands: `brand!current` and the brand's logo. The registry is shared with
// the web module (page injection, manifest, icons) through `brandRegistryOf`.
import { brandCurrent } from '../../../domain/api/brand.ts';
import { ok } from '../../../domain/errors.ts';
import type { ModuleDeps } from '../../platform/deps.ts';
import { BrandRegistry, defaultBrandAssetsDir } from './brand.service.ts';

const registries = new WeakMap<object, BrandRegistry>();

/** The brand registry of an app (one per app, created on first use). */
export function brandRegistryOf(deps: Pick<ModuleDeps, 'app' | 'config'>): BrandRegistry {
  let registry = registries.get(deps.app);
  if (!registry) {
    registry = new BrandRegistry(defaultBrandAssetsDir, deps.config.defaultBrand);
    registries.set(deps.app, registry);
  }
  return registry;
}

export function brandRoutes(deps: ModuleDeps): void {
  const { api, app } = deps;
  const registry = brandRegistryOf(deps);
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
