// `/admin?from=&to=`: the console's first page, the platform dashboard over a range of days.
import { createFileRoute } from '@tanstack/react-router';
import { Dashboard, type DashboardSearch } from '../features/console/index.ts';
import { text } from '../lib/search-params.ts';

const day = (value: unknown) => {
  const candidate = text(value, 10);
  return candidate && /^\d{4}-\d{2}-\d{2}$/.test(candidate) ? candidate : undefined;
};

export const Route = createFileRoute('/_auth/admin/')({
  validateSearch: (search: Record<string, unknown>): DashboardSearch => ({
    from: day(search.from),
    to: day(search.to),
  }),
  component: DashboardPage,
});

function DashboardPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <Dashboard
      key={JSON.stringify(search)}
      search={search}
      onSearch={(next) => void navigate({ search: next })}
    />
  );
}
