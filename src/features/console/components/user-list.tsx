// The console's users: search by name, e-mail, user code or phone, filter by role and status,
// paged on the server; each name opens the user. The search lives in the page address.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { userStatusValues, type UserStatusValue } from '../../../../domain/operator/user-status.ts';
import * as formCss from '../../../components/form.css.ts';
import { localTime } from '../../../lib/time.ts';
import { button, emptyState, pageTitle, section, skeleton } from '../../../styles/ui.css.ts';
import { useUserList, type UserQuery, type UserRoleFilter } from '../api/list-users.ts';
import { useConsoleText } from '../use-console-text.ts';
import * as css from './console.css.ts';
import { TablePager } from './table-pager.tsx';

export type UserSearch = Omit<UserQuery, 'pageNum'> & { page?: number | undefined };

const roleFilters: UserRoleFilter[] = ['user', 'seller', 'support', 'admin'];

export function UserList({
  search,
  onSearch,
}: {
  search: UserSearch;
  onSearch: (next: UserSearch) => void;
}) {
  const { t } = useLingui();
  const text = useConsoleText();
  const id = useId();
  const { page, ...filters } = search;
  const users = useUserList({ ...filters, pageNum: page ?? 1 });
  const [draft, setDraft] = useState(filters);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ ...draft, q: draft.q?.trim() || undefined, page: undefined });
  };
  return (
    <>
      <h1 className={pageTitle}>
        <Trans>Users</Trans>
      </h1>
      <section className={section}>
        <form className={css.filters} onSubmit={apply} role="search" aria-label={t`Find users`}>
          <div className={css.filterField}>
            <label className={css.filterLabel} htmlFor={`${id}-q`}>
              <Trans>Name, e-mail, user code or phone</Trans>
            </label>
            <input
              id={`${id}-q`}
              type="search"
              className={formCss.input}
              value={draft.q ?? ''}
              onChange={(event) => setDraft((was) => ({ ...was, q: event.target.value }))}
            />
          </div>
          <div className={css.filterField}>
            <label className={css.filterLabel} htmlFor={`${id}-role`}>
              <Trans>Role</Trans>
            </label>
            <select
              id={`${id}-role`}
              className={formCss.input}
              value={draft.role ?? ''}
              onChange={(event) =>
                setDraft((was) => ({
                  ...was,
                  role: (event.target.value || undefined) as UserRoleFilter | undefined,
                }))
              }
            >
              <option value="">{t`All roles`}</option>
              {roleFilters.map((role) => (
                <option key={role} value={role}>
                  {text.role(role)}
                </option>
              ))}
            </select>
          </div>
          <div className={css.filterField}>
            <label className={css.filterLabel} htmlFor={`${id}-status`}>
              <Trans>Status</Trans>
            </label>
            <select
              id={`${id}-status`}
              className={formCss.input}
              value={draft.status ?? ''}
              onChange={(event) =>
                setDraft((was) => ({
                  ...was,
                  status: (event.target.value || undefined) as UserStatusValue | undefined,
                }))
              }
            >
              <option value="">{t`All statuses`}</option>
              {userStatusValues.map((status) => (
                <option key={status} value={status}>
                  {text.status(status)}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={button.primary}>
            <Trans>Search</Trans>
          </button>
        </form>
        {users.isPending ? (
          <div className={skeleton} style={{ height: 160 }} aria-busy="true" />
        ) : users.isError || !users.data ? (
          <p className={emptyState} role="alert">
            {users.error?.message ?? t`The list could not be loaded`}
          </p>
        ) : users.data.pageList.length === 0 ? (
          <p className={emptyState}>
            <Trans>No user matches</Trans>
          </p>
        ) : (
          <>
            <div
              className={css.tableBox}
              role="region"
              aria-labelledby={`${id}-caption`}
              tabIndex={0}
            >
              <table className={css.table}>
                <caption id={`${id}-caption`}>
                  <Trans>Users, newest first</Trans>
                </caption>
                <thead>
                  <tr>
                    <th scope="col">
                      <Trans>Username</Trans>
                    </th>
                    <th scope="col">
                      <Trans>User code</Trans>
                    </th>
                    <th scope="col">
                      <Trans>E-mail</Trans>
                    </th>
                    <th scope="col">
                      <Trans>Phone</Trans>
                    </th>
                    <th scope="col">
                      <Trans>Roles</Trans>
                    </th>
                    <th scope="col">
                      <Trans>Status</Trans>
                    </th>
                    <th scope="col">
                      <Trans>Registered</Trans>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {users.data.pageList.map((user) => (
                    <tr key={user.id}>
                      <td>
                        <Link to="/admin/user" search={{ id: user.id }}>
                          <bdi>{user.username}</bdi>
                        </Link>
                      </td>
                      <td className={css.code}>{user.usercode}</td>
                      <td>
                        <bdi>{user.email}</bdi>
                      </td>
                      <td className={css.nowrap}>
                        <bdi>{user.phone}</bdi>
                      </td>
                      <td>{user.roles.map(text.role).join(', ')}</td>
                      <td>
                        <span className={css.badge[user.status]}>{text.status(user.status)}</span>
                        {user.statusReason ? (
                          <div>
                            <bdi>{user.statusReason}</bdi>
                          </div>
                        ) : null}
                      </td>
                      <td className={css.nowrap}>{localTime(user.createTime)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <TablePager
              info={users.data.pageInfo}
              label={t`User list pages`}
              onPage={(next) => onSearch({ ...search, page: next })}
            />
          </>
        )}
      </section>
    </>
  );
}
