// Console calls of the brand pages (`admin/brandPage!list|save|reset`). Thin: the service decides.
import {
  adminBrandPageList,
  adminBrandPageReset,
  adminBrandPageSave,
} from '../../../domain/api/brand-pages.ts';
import type { ModuleDeps } from '../../platform/deps.ts';
import * as brandPages from './brand-pages.service.ts';

export function brandPageRoutes({ api, brands }: ModuleDeps): void {
  api.handle(adminBrandPageList, ({ brand }, ctx) => brandPages.listPages(ctx, brands, brand));
  api.handle(adminBrandPageSave, (input, ctx) => brandPages.savePage(ctx, brands, input));
  api.handle(adminBrandPageReset, (input, ctx) => brandPages.resetPage(ctx, brands, input));
}
