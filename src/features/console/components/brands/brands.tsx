// The console's brands page: the list, or one brand's editor when `code` is chosen.
import { BrandEditor } from './brand-editor.tsx';
import { BrandList } from './brand-list.tsx';

export interface BrandsSearch {
  code?: string | undefined;
}

export function Brands({ search, canWrite }: { search: BrandsSearch; canWrite: boolean }) {
  return search.code ? (
    <BrandEditor key={search.code} code={search.code} canWrite={canWrite} />
  ) : (
    <BrandList canWrite={canWrite} />
  );
}
