// What other modules may use of the catalogue: listings and stock for orders, sale and review
// events, opening an approved store and its owner's profile of it.
export {
  lockListingsForOrder,
  readListings,
  releaseStock,
  reserveStock,
  storesOwnedBy,
  type LockedListing,
} from './stock.service.ts';
export { recordEvaluation, recordSale } from './catalog.events.ts';
export { forgetCatalogReads } from './catalog.cache.ts';
export {
  createStore,
  existingCategoryIds,
  storeOwnedBy,
  updateStoreProfile,
  type StoreProfileRecord,
} from './store.service.ts';
export {
  findListingForOperator,
  findStoreForOperator,
  listingView,
  listListingsForOperator,
  listStoresForOperator,
  setListingHidden,
  setStoreStatus,
  storeView,
} from './moderation.service.ts';
export {
  bannersForOperator,
  categoriesForOperator,
  deleteBanner,
  deleteCategory,
  lotteriesForOperator,
  saveBanner,
  saveCategory,
  saveLottery,
  type BannerInput,
  type CategoryInput,
} from './furniture.service.ts';
