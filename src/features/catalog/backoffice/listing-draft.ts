// The listing form's draft: its fields as typed, from a listing being edited or empty for a new one.
import type { ListingText, SellerListing } from '../../../../domain/api/listing.ts';
import type { LanguageCode } from '../../../../domain/i18n/languages.ts';

/** A choice buyers make, its values as typed (comma separated). */
export interface DraftChoice {
  name: string;
  values: string;
}

export interface Draft {
  texts: ListingText[];
  categoryId: string;
  images: string[];
  attributes: DraftChoice[];
  sellingPrice: string;
  discountPrice: string;
  discountStart: string;
  discountEnd: string;
  stock: string;
  buyMin: string;
  onShelf: boolean;
}

export type ErrorField =
  | 'texts'
  | 'categoryId'
  | 'images'
  | 'attributes'
  | 'sellingPrice'
  | 'discountPrice'
  | 'stock'
  | 'buyMin';

/** `YYYY-MM-DD HH:mm:ss` (wire) to the `YYYY-MM-DDTHH:mm` of a datetime-local input. */
const toLocalInput = (wire: string) => (wire ? wire.slice(0, 16).replace(' ', 'T') : '');

export function draftOf(listing: SellerListing | undefined, lang: LanguageCode): Draft {
  if (!listing)
    return {
      texts: [{ lang, name: '', description: '' }],
      categoryId: '',
      images: [],
      attributes: [],
      sellingPrice: '',
      discountPrice: '',
      discountStart: '',
      discountEnd: '',
      stock: '',
      buyMin: '1',
      onShelf: true,
    };
  return {
    texts: listing.texts,
    categoryId: listing.categoryId,
    images: listing.images,
    attributes: listing.attributes.map((a) => ({ name: a.name, values: a.values.join(', ') })),
    sellingPrice: listing.sellingPrice,
    discountPrice: listing.discountPrice,
    discountStart: toLocalInput(listing.discountStart),
    discountEnd: toLocalInput(listing.discountEnd),
    stock: String(listing.stock),
    buyMin: String(listing.buyMin),
    onShelf: listing.onShelf,
  };
}
