// The console's users: search by name, e-mail, user code or phone, filter by role (buyer, seller
// and every operator role, the ones made in the console too when the operator may read the roles)
// and status, paged on the server; each name opens the user. The search lives in the page address.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { userStatusValues, type UserStatusValue } from '../../../../domain/operator/user-status.ts';
import { useListFormat } from '../../../lib/list-format.ts';
import { platformTime } from '../../../lib/time.ts';
import { pageTitle, section } from '../../../styles/ui.css.ts';
import { useRoleList } from '../api/list-roles.ts';
import { useUserList, type UserQuery } from '../api/list-users.ts';
import { useConsoleAccess } from '../use-console-access.ts';
import { useConsoleText } from '../use-console-text.ts';
import { useRoleName } from '../use-role-name.ts';
import * as css from '../../../components/backoffice/backoffice.css.ts';
import { DataTable, Loaded } from '../../../components/backoffice/data-table.tsx';
import {
  FilterBar,
  FilterInput,
  FilterSelect,
} from '../../../components/backoffice/filter-bar.tsx';

export type UserSearch = Omit<UserQuery, 'pageNum'> & { page?: number | undefined };

const builtInFilters = ['user', 'seller', 'support', 'admin'];

export function UserList({
  search,
  onSearch,
}: {
  search: UserSearch;
  onSearch: (next: UserSearch) => void;
}) {
  const { t } = useLingui();
  const text = useConsoleText();
  const roleName = useRoleName();
  const roles = useRoleList(useConsoleAccess().may('admin/role!list')).data?.list;
  // The built-ins, then the roles made in the console in the role list's order.
  const roleFilters = [
    ...builtInFilters,
    ...(roles ?? []).filter((role) => !role.builtIn).map((role) => role.code),
  ];
  const list = useListFormat();
  const { page, ...filters } = search;
  const users = useUserList({ ...filters, pageNum: page ?? 1 });
  const [draft, setDraft] = useState(filters);
  return (
    <>
      <h1 className={pageTitle}>
        <Trans>Users</Trans>
      </h1>
      <section className={section}>
        <FilterBar
          label={t`Find users`}
          submitLabel={<Trans>Search</Trans>}
          onSubmit={() => onSearch({ ...draft, q: draft.q?.trim() || undefined, page: undefined })}
        >
          <FilterInput
            type="search"
            label={<Trans>Name, e-mail, user code or phone</Trans>}
            value={draft.q}
            onChange={(q) => setDraft((was) => ({ ...was, q }))}
          />
          <FilterSelect
            label={<Trans>Role</Trans>}
            value={draft.role}
            anyLabel={t`All roles`}
            options={roleFilters.map((role) => ({ value: role, label: roleName(role) }))}
            onChange={(role) => setDraft((was) => ({ ...was, role: role || undefined }))}
          />
          <FilterSelect
            label={<Trans>Status</Trans>}
            value={draft.status}
            anyLabel={t`All statuses`}
            options={userStatusValues.map((status) => ({
              value: status,
              label: text.status(status),
            }))}
            onChange={(status) =>
              setDraft((was) => ({
                ...was,
                status: (status || undefined) as UserStatusValue | undefined,
              }))
            }
          />
        </FilterBar>
        <Loaded query={users}>
          {(data) => (
            <DataTable
              caption={<Trans>Users, newest first</Trans>}
              empty={<Trans>No user matches</Trans>}
              rows={data.pageList}
              rowKey={(user) => user.id}
              pager={{
                info: data.pageInfo,
                label: t`User list pages`,
                onPage: (next) => onSearch({ ...search, page: next }),
              }}
              columns={[
                {
                  key: 'username',
                  head: <Trans>Username</Trans>,
                  cell: (user) => (
                    <Link to="/admin/user" search={{ id: user.id }}>
                      <bdi>{user.username}</bdi>
                    </Link>
                  ),
                },
                {
                  key: 'usercode',
                  head: <Trans>User code</Trans>,
                  className: css.code,
                  cell: (user) => user.usercode,
                },
                {
                  key: 'email',
                  head: <Trans>E-mail</Trans>,
                  cell: (user) => <bdi>{user.email}</bdi>,
                },
                {
                  key: 'phone',
                  head: <Trans>Phone</Trans>,
                  className: css.nowrap,
                  cell: (user) => <bdi>{user.phone}</bdi>,
                },
                {
                  key: 'roles',
                  head: <Trans>Roles</Trans>,
                  cell: (user) => list(user.roles.map(roleName)),
                },
                {
                  key: 'status',
                  head: <Trans>Status</Trans>,
                  cell: (user) => (
                    <>
                      <span className={css.badge[user.status]}>{text.status(user.status)}</span>
                      {user.statusReason ? (
                        <div>
                          <bdi>{user.statusReason}</bdi>
                        </div>
                      ) : null}
                    </>
                  ),
                },
                {
                  key: 'registered',
                  head: <Trans>Registered</Trans>,
                  className: css.nowrap,
                  cell: (user) => platformTime(user.createTime),
                },
              ]}
            />
          )}
        </Loaded>
      </section>
    </>
  );
}
