// Console calls of the brands (`admin/brand!...`). Thin: the service decides.
import {
  adminBrandCreate,
  adminBrandInfoEndpoint,
  adminBrandList,
  adminBrandPreview,
  adminBrandRestore,
  adminBrandSave,
  adminBrandSetEnabled,
  adminBrandVersions,
} from '../../../domain/api/brand-admin.ts';
import type { ModuleDeps } from '../../platform/deps.ts';
import * as brandAdmin from './brand-admin.service.ts';
import * as brandReads from './brand-admin.views.ts';

export function brandAdminRoutes({ api, brands }: ModuleDeps): void {
  api.handle(adminBrandList, (_input, ctx) => brandReads.listBrands(ctx));
  api.handle(adminBrandInfoEndpoint, ({ code }, ctx) => brandReads.brandInfo(ctx, code));
  api.handle(adminBrandCreate, (input, ctx) => brandAdmin.createBrand(ctx, brands, input));
  api.handle(adminBrandSave, (input, ctx) => brandAdmin.saveBrand(ctx, brands, input));
  api.handle(adminBrandSetEnabled, (input, ctx) => brandAdmin.setBrandEnabled(ctx, brands, input));
  api.handle(adminBrandPreview, (input, ctx) => brandAdmin.previewBrand(ctx, brands, input));
  api.handle(adminBrandVersions, ({ code }, ctx) => brandReads.brandVersions(ctx, code));
  api.handle(adminBrandRestore, (input, ctx) => brandAdmin.restoreBrand(ctx, brands, input));
}
