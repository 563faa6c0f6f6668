// Storefront brands: the registry the app creates once and the brand shapes other modules read.
export {
  BrandRegistry,
  defaultBrandAssetsDir,
  type Brand,
  type IconKind,
} from './brand.service.ts';
