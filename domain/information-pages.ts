// The content pages of `/information`, keyed by the `page` query. Apart from the brand schema
// (domain/brand.ts) so that route search parsing can use the list without loading zod onto the
// storefront's first screen.
export const informationPages = [
  'about',
  'contact',
  'buyerRules',
  'sellerRules',
  'returns',
  'servicePolicy',
  'privacy',
  'careers',
] as const;
export type InformationPage = (typeof informationPages)[number];
