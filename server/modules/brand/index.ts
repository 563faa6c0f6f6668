// Storefront brands: the registry the app creates once and the brand shapes other modules read.
export {
  BrandRegistry,
  defaultBrandAssetsDir,
  type Brand,
  type BrandSource,
  type IconKind,
} from './brand.service.ts';
export { BrandListener, notifyBrandChange, reloadBrands, seedBrands } from './brand-store.ts';
