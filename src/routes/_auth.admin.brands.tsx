// `/admin/brands?code=`: the storefront brands; with a code, that brand's editor (fields, colours
// with their contrast, artwork, preview, save, versions). Operators with
// `platform.brands` change them; every operator may read them.
import { createFileRoute } from '@tanstack/react-router';
import { Brands, useConsoleAccess, type BrandsSearch } from '../features/console/index.ts';
import { text } from '../lib/search-params.ts';

export const Route = createFileRoute('/_auth/admin/brands')({
  validateSearch: (search: Record<string, unknown>): BrandsSearch => {
    const code = text(search.code, 40);
    return { code: code && /^[a-z0-9-]+$/.test(code) ? code : undefined };
  },
  component: BrandsPage,
});

function BrandsPage() {
  const { may } = useConsoleAccess();
  return <Brands search={Route.useSearch()} canWrite={may('admin/brand!save')} />;
}
