// The console's users: search by name, e-mail, user code or phone, filter by role (buyer, seller
// and every operator role, the ones made in the console too when the operator may read the roles)
// and status, paged on the server; each name opens the user. The search lives in the page address.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { userStatusValues, type UserStatusValue } from '../../../../domain/operator/user-status.ts';
import { useListFormat } from '../../../lib/list-format.ts';
import { platformTime } from '../../../lib/time.ts';
import { useRoleList } from '../api/list-roles.ts';
import { useUserList, type UserQuery } from '../api/list-users.ts';
import { useConsoleAccess } from '../use-console-access.ts';
import { useConsoleText } from '../use-console-text.ts';
import { useRoleName } from '../use-role-name.ts';
import * as css from '../../../components/backoffice/backoffice.css.ts';
import { FilterSelect } from '../../../components/backoffice/filter-bar.tsx';
import {
  pageQuery,
  SearchPage,
  type PageSearch,
} from '../../../components/backoffice/search-page.tsx';

export type UserSearch = PageSearch<Omit<UserQuery, 'pageNum'>>;

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
  return (
    <SearchPage
      title={<Trans>Users</Trans>}
      search={search}
      onSearch={onSearch}
      list={useUserList(pageQuery(search))}
      findLabel={t`Find users`}
      textLabel={<Trans>Name, e-mail, user code or phone</Trans>}
      filters={(draft, change) => (
        <>
          <FilterSelect
            label={<Trans>Role</Trans>}
            value={draft.role}
            anyLabel={t`All roles`}
            options={roleFilters.map((role) => ({ value: role, label: roleName(role) }))}
            onChange={(role) => change({ role: role || undefined })}
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
              change({ status: (status || undefined) as UserStatusValue | undefined })
            }
          />
        </>
      )}
      caption={<Trans>Users, newest first</Trans>}
      empty={<Trans>No user matches</Trans>}
      pagerLabel={t`User list pages`}
      rowKey={(user) => user.id}
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
  );
}
