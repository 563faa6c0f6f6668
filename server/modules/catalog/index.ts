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
export {
  createStore,
  existingCategoryIds,
  storeOwnedBy,
  updateStoreProfile,
  type StoreProfileRecord,
} from './store.service.ts';
