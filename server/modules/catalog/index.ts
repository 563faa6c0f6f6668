// What other modules may use of the catalogue: listings and stock for orders, sale, review and
// follow events, opening an approved store and its owner's profile of it, stores for lists.
export {
  lockListingsForOrder,
  readListings,
  releaseStock,
  reserveStock,
  storesOwnedBy,
  type LockedListing,
  type ReservedListing,
} from './stock.service.ts';
export { recordEvaluation, recordFollowChange, recordSales } from './catalog.events.ts';
export { forgetCatalogReads } from './catalog.cache.ts';
export {
  createStore,
  existingCategoryIds,
  readStores,
  storeOwnedBy,
  storeOwnerOf,
  updateStoreProfile,
  type StoreProfileRecord,
  type StoreSummary,
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
