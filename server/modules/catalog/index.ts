// What other modules may use of the catalogue: listings and stock for orders, sale and review
// events, and opening an approved store.
export {
  lockListingsForOrder,
  readListings,
  releaseStock,
  reserveStock,
  storesOwnedBy,
  type LockedListing,
} from './stock.service.ts';
export { recordEvaluation, recordSale } from './catalog.events.ts';
export { createStore, existingCategoryIds } from './store.service.ts';
