// Where a banner shows and what it opens, on their own: the route that reads `?position=` takes
// these lists without pulling the furniture rules (furniture.ts) into the first screen.

export const bannerPositions = ['home', 'discount', 'category'] as const;
export type BannerPosition = (typeof bannerPositions)[number];

/** What a banner opens: nothing, a listing, a store, a category, or an https page. */
export const bannerLinkTypes = ['none', 'goods', 'seller', 'category', 'url'] as const;
export type BannerLinkType = (typeof bannerLinkTypes)[number];
