// Limits of the favourites calls, apart from their schemas so the storefront's first screen (the
// hearts on product cards) can use them without loading zod.

/** At most this many listings per `keepGoods!status` call (one call per product grid). */
export const KEEP_STATUS_MAX_IDS = 100;
