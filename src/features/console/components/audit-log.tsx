// The audit log in the console: every operator action with who, what, on which record, the
// record before and after, the reason, when and from where. Filters (actor, action, record,
// platform days) and paging run on the server; the filters live in the page address.
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { reasonText } from '../../../../domain/operator/reasons.ts';
import * as formCss from '../../../components/form.css.ts';
import { requestLanguage } from '../../../lib/language.ts';
import { localTime } from '../../../lib/time.ts';
import { button, emptyState, pageTitle, section, skeleton } from '../../../styles/ui.css.ts';
import { useAuditLog, type AuditQuery } from '../api/list-audit.ts';
import { useConsoleText } from '../use-console-text.ts';
import * as css from './console.css.ts';
import { TablePager } from './table-pager.tsx';

export type AuditSearch = Omit<AuditQuery, 'pageNum'> & { page?: number | undefined };

/** A change as `key: before → after`, one line per key that changed or exists. */
function changeLines(before: unknown, after: unknown): string {
  const b = (before ?? {}) as Record<string, unknown>;
  const a = (after ?? {}) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  const show = (value: unknown) =>
    value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value);
  return keys
    .map((key) =>
      key in b && key in a && show(b[key]) !== show(a[key])
        ? `${key}: ${show(b[key])} → ${show(a[key])}`
        : `${key}: ${show(key in a ? a[key] : b[key])}`,
    )
    .join('\n');
}

export function AuditLog({
  search,
  onSearch,
}: {
  search: AuditSearch;
  onSearch: (next: AuditSearch) => void;
}) {
  const { t } = useLingui();
  const text = useConsoleText();
  const id = useId();
  const { page, ...filters } = search;
  const log = useAuditLog({ ...filters, pageNum: page ?? 1 });
  const [draft, setDraft] = useState(filters);
  const set = (key: keyof typeof filters) => (value: string) =>
    setDraft((was) => ({ ...was, [key]: value || undefined }));
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ ...draft, page: undefined });
  };
  return (
    <>
      <h1 className={pageTitle}>
        <Trans>Audit log</Trans>
      </h1>
      <section className={section}>
        <form
          className={css.filters}
          onSubmit={apply}
          role="search"
          aria-label={t`Filter the audit log`}
        >
          <div className={css.filterField}>
            <label className={css.filterLabel} htmlFor={`${id}-actor`}>
              <Trans>Operator (username)</Trans>
            </label>
            <input
              id={`${id}-actor`}
              className={formCss.input}
              value={draft.actor ?? ''}
              onChange={(event) => set('actor')(event.target.value)}
            />
          </div>
          <div className={css.filterField}>
            <label className={css.filterLabel} htmlFor={`${id}-action`}>
              <Trans>Action</Trans>
            </label>
            <select
              id={`${id}-action`}
              className={formCss.input}
              value={draft.action ?? ''}
              onChange={(event) => set('action')(event.target.value)}
            >
              <option value="">{t`All actions`}</option>
              {text.actionCodes.map((code) => (
                <option key={code} value={code}>
                  {text.action(code)}
                </option>
              ))}
            </select>
          </div>
          <div className={css.filterField}>
            <label className={css.filterLabel} htmlFor={`${id}-kind`}>
              <Trans>Record</Trans>
            </label>
            <select
              id={`${id}-kind`}
              className={formCss.input}
              value={draft.targetKind ?? ''}
              onChange={(event) => set('targetKind')(event.target.value)}
            >
              <option value="">{t`All records`}</option>
              {text.kindCodes.map((code) => (
                <option key={code} value={code}>
                  {text.kind(code)}
                </option>
              ))}
            </select>
          </div>
          <div className={css.filterField}>
            <label className={css.filterLabel} htmlFor={`${id}-target`}>
              <Trans>Record id</Trans>
            </label>
            <input
              id={`${id}-target`}
              className={formCss.input}
              value={draft.targetId ?? ''}
              onChange={(event) => set('targetId')(event.target.value)}
            />
          </div>
          <div className={css.filterField}>
            <label className={css.filterLabel} htmlFor={`${id}-from`}>
              <Trans>From (platform day)</Trans>
            </label>
            <input
              id={`${id}-from`}
              type="date"
              className={formCss.input}
              value={draft.from ?? ''}
              onChange={(event) => set('from')(event.target.value)}
            />
          </div>
          <div className={css.filterField}>
            <label className={css.filterLabel} htmlFor={`${id}-to`}>
              <Trans>To (platform day)</Trans>
            </label>
            <input
              id={`${id}-to`}
              type="date"
              className={formCss.input}
              value={draft.to ?? ''}
              onChange={(event) => set('to')(event.target.value)}
            />
          </div>
          <button type="submit" className={button.primary}>
            <Trans>Filter</Trans>
          </button>
        </form>
        {log.isPending ? (
          <div className={skeleton} style={{ height: 160 }} aria-busy="true" />
        ) : log.isError || !log.data ? (
          <p className={emptyState} role="alert">
            {log.error?.message ?? t`The list could not be loaded`}
          </p>
        ) : log.data.pageList.length === 0 ? (
          <p className={emptyState}>
            <Trans>No entries match these filters</Trans>
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
                  <Trans>Operator actions, newest first</Trans>
                </caption>
                <thead>
                  <tr>
                    <th scope="col">
                      <Trans>Time</Trans>
                    </th>
                    <th scope="col">
                      <Trans>Operator</Trans>
                    </th>
                    <th scope="col">
                      <Trans>Action</Trans>
                    </th>
                    <th scope="col">
                      <Trans>Record</Trans>
                    </th>
                    <th scope="col">
                      <Trans>Change</Trans>
                    </th>
                    <th scope="col">
                      <Trans>Reason</Trans>
                    </th>
                    <th scope="col">
                      <Trans>Address</Trans>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {log.data.pageList.map((entry) => (
                    <tr key={entry.id}>
                      <td className={css.nowrap}>{localTime(entry.createTime)}</td>
                      <td>
                        <bdi>{entry.actorName || entry.actorId}</bdi>
                      </td>
                      <td>{text.action(entry.action)}</td>
                      <td>
                        {text.kind(entry.targetKind)}{' '}
                        <span className={css.code}>
                          <bdi>{entry.targetId}</bdi>
                        </span>
                      </td>
                      <td>
                        <pre className={css.changes}>
                          <bdi>{changeLines(entry.before, entry.after)}</bdi>
                        </pre>
                      </td>
                      <td>
                        <bdi>{reasonText(entry.reasonCode, entry.reason, requestLanguage())}</bdi>
                      </td>
                      <td className={css.code}>{entry.ip}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <TablePager
              info={log.data.pageInfo}
              label={t`Audit log pages`}
              onPage={(next) => onSearch({ ...search, page: next })}
            />
          </>
        )}
      </section>
    </>
  );
}
