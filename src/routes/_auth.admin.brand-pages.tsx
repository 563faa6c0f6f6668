// `/admin/brand-pages?brand=&page=&language=`: a brand's information pages per language; admins
// publish and reset them, support reads.
import { createFileRoute } from '@tanstack/react-router';
import { informationPages } from '../../domain/information-pages.ts';
import { languageCodes } from '../../domain/i18n/languages.ts';
import {
  BrandPagesEditor,
  type BrandPagesSearch,
} from '../features/brand/backoffice/brand-pages.tsx';
import { oneOf, text } from '../lib/search-params.ts';
import { useConsoleAccess } from '../features/console/index.ts';

export const Route = createFileRoute('/_auth/admin/brand-pages')({
  validateSearch: (search: Record<string, unknown>): BrandPagesSearch => {
    const brand = text(search.brand, 40);
    return {
      brand: brand && /^[a-z0-9-]+$/.test(brand) ? brand : undefined,
      page: oneOf(search.page, informationPages),
      language: oneOf(search.language, languageCodes),
    };
  },
  component: BrandPagesPage,
});

function BrandPagesPage() {
  const { may } = useConsoleAccess();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <BrandPagesEditor
      search={search}
      onSearch={(next) => void navigate({ search: next, replace: true })}
      canWrite={may('admin/brandPage!save')}
    />
  );
}
