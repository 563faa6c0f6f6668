// `/admin/audit?actor=&action=&targetKind=&targetId=&from=&to=&page=`: the audit log, its filters
// in the address.
import { createFileRoute } from '@tanstack/react-router';
import { AuditLog, type AuditSearch } from '../features/console/index.ts';
import { id, page, text } from '../lib/search-params.ts';

const day = (value: unknown) => {
  const candidate = text(value, 10);
  return candidate && /^\d{4}-\d{2}-\d{2}$/.test(candidate) ? candidate : undefined;
};

export const Route = createFileRoute('/_auth/admin/audit')({
  validateSearch: (search: Record<string, unknown>): AuditSearch => ({
    actor: text(search.actor, 64),
    action: text(search.action, 64),
    targetKind: text(search.targetKind, 32),
    targetId: id(search.targetId),
    from: day(search.from),
    to: day(search.to),
    page: page(search.page),
  }),
  component: AuditPage,
});

function AuditPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AuditLog
      key={JSON.stringify({ ...search, page: undefined })}
      search={search}
      onSearch={(next) => void navigate({ search: next })}
    />
  );
}
