// The parameters of a goods search page; shared by the goods results and the named
// `searchResult` route, so both read the same cached answer.
import type { GoodsSort } from '../../../domain/api/catalog.ts';

export interface SearchGoodsSearch {
  k: string;
  sort?: GoodsSort;
  page?: number;
}

export function searchGoodsParams(search: SearchGoodsSearch) {
  return {
    keyword: search.k,
    sort: search.sort && search.sort !== 'default' ? search.sort : undefined,
    pageNum: search.page ?? 1,
    pageSize: 20,
  };
}
