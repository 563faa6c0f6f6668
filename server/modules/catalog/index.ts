// What other modules may use of the catalogue: listings and stock for orders, sale, review and
// follow events, opening an approved store and its owner's profile of it, stores for lists. The
// operator's moderation and furniture calls are the catalogue's own (moderation.routes.ts,
// furniture.routes.ts), not steps lent to another module.
export {
  lockListingsForOrder,
  readListings,
  releaseStock,
  reserveStock,
  type LockedListing,
  type ReservedListing,
} from './stock.repository.ts';
export { recordEvaluation, recordFollowChange, recordSales } from './counters.repository.ts';
export { forgetCatalogReads } from './catalog.cache.ts';
export {
  createStore,
  existingCategoryIds,
  readStores,
  storeProfile,
  storeOwnerOf,
  type StoreProfileRecord,
  type StoreSummary,
} from './store.repository.ts';
export { updateStoreProfile } from './store.service.ts';
// Disabling a store owner suspends their store in the same decision (console users).
export { setStoreStatus } from './moderation.service.ts';
