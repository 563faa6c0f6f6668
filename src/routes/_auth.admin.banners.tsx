// `/admin/banners?position=&page=`: the storefront's banners; those whose roles allow it add, change and delete.
import { createFileRoute } from '@tanstack/react-router';
import { bannerPositions } from '../../domain/catalog/banner-places.ts';
import { Banners, type BannerSearch } from '../features/catalog/backoffice/banners.tsx';
import { oneOf, page } from '../lib/search-params.ts';
import { useConsoleAccess } from '../features/console/index.ts';

export const Route = createFileRoute('/_auth/admin/banners')({
  validateSearch: (search: Record<string, unknown>): BannerSearch => ({
    position: oneOf(search.position, bannerPositions),
    page: page(search.page),
  }),
  component: BannersPage,
});

function BannersPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { may } = useConsoleAccess();
  return (
    <Banners
      key={JSON.stringify({ ...search, page: undefined })}
      search={search}
      canWrite={may('admin/banner!save')}
      onSearch={(next) => void navigate({ search: next })}
    />
  );
}
