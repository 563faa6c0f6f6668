// The audit log in the console: every operator action with who, what, on which record, the
// record before and after, the reason, when and from where. Filters (actor, action, record,
// platform days) and paging run on the server; the filters live in the page address.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { reasonText } from '../../../../domain/operator/reasons.ts';
import { requestLanguage } from '../../../lib/language.ts';
import { platformTime } from '../../../lib/time.ts';
import { pageTitle, section } from '../../../styles/ui.css.ts';
import { useAuditLog, type AuditQuery } from '../api/list-audit.ts';
import { useConsoleText } from '../use-console-text.ts';
import * as css from '../../../components/backoffice/backoffice.css.ts';
import { DataTable, Loaded } from '../../../components/backoffice/data-table.tsx';
import {
  FilterBar,
  FilterInput,
  FilterSelect,
} from '../../../components/backoffice/filter-bar.tsx';

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
  const { page, ...filters } = search;
  const log = useAuditLog({ ...filters, pageNum: page ?? 1 });
  const [draft, setDraft] = useState(filters);
  const set = (key: keyof typeof filters) => (value: string) =>
    setDraft((was) => ({ ...was, [key]: value || undefined }));
  return (
    <>
      <h1 className={pageTitle}>
        <Trans>Audit log</Trans>
      </h1>
      <section className={section}>
        <FilterBar
          label={t`Filter the audit log`}
          submitLabel={<Trans>Filter</Trans>}
          onSubmit={() => onSearch({ ...draft, page: undefined })}
        >
          <FilterInput
            label={<Trans>Operator (username)</Trans>}
            value={draft.actor}
            onChange={set('actor')}
          />
          <FilterSelect
            label={<Trans>Action</Trans>}
            value={draft.action}
            anyLabel={t`All actions`}
            options={text.actionCodes.map((code) => ({ value: code, label: text.action(code) }))}
            onChange={set('action')}
          />
          <FilterSelect
            label={<Trans>Record</Trans>}
            value={draft.targetKind}
            anyLabel={t`All records`}
            options={text.kindCodes.map((code) => ({ value: code, label: text.kind(code) }))}
            onChange={set('targetKind')}
          />
          <FilterInput
            label={<Trans>Record id</Trans>}
            value={draft.targetId}
            onChange={set('targetId')}
          />
          <FilterInput
            type="date"
            label={<Trans>From (platform day)</Trans>}
            value={draft.from}
            onChange={set('from')}
          />
          <FilterInput
            type="date"
            label={<Trans>To (platform day)</Trans>}
            value={draft.to}
            onChange={set('to')}
          />
        </FilterBar>
        <Loaded query={log}>
          {(data) => (
            <DataTable
              caption={<Trans>Operator actions, newest first</Trans>}
              empty={<Trans>No entries match these filters</Trans>}
              rows={data.pageList}
              rowKey={(entry) => entry.id}
              pager={{
                info: data.pageInfo,
                label: t`Audit log pages`,
                onPage: (next) => onSearch({ ...search, page: next }),
              }}
              columns={[
                {
                  key: 'time',
                  head: <Trans>Time</Trans>,
                  className: css.nowrap,
                  cell: (entry) => platformTime(entry.createTime),
                },
                {
                  key: 'actor',
                  head: <Trans>Operator</Trans>,
                  cell: (entry) => <bdi>{entry.actorName || entry.actorId}</bdi>,
                },
                {
                  key: 'action',
                  head: <Trans>Action</Trans>,
                  cell: (entry) => text.action(entry.action),
                },
                {
                  key: 'record',
                  head: <Trans>Record</Trans>,
                  // The record's name to read, its id (what the filter takes) under it.
                  cell: (entry) => (
                    <>
                      {text.kind(entry.targetKind)}
                      {entry.targetName ? (
                        <>
                          {' '}
                          <bdi>{entry.targetName}</bdi>
                        </>
                      ) : null}
                      <br />
                      <span className={css.code}>
                        <bdi>{entry.targetId}</bdi>
                      </span>
                    </>
                  ),
                },
                {
                  key: 'change',
                  head: <Trans>Change</Trans>,
                  cell: (entry) => (
                    <pre className={css.changes}>
                      <bdi>{changeLines(entry.before, entry.after)}</bdi>
                    </pre>
                  ),
                },
                {
                  key: 'reason',
                  head: <Trans>Reason</Trans>,
                  cell: (entry) => (
                    <bdi>{reasonText(entry.reasonCode, entry.reason, requestLanguage())}</bdi>
                  ),
                },
                {
                  key: 'ip',
                  head: <Trans>Address</Trans>,
                  className: css.code,
                  cell: (entry) => entry.ip,
                },
              ]}
            />
          )}
        </Loaded>
      </section>
    </>
  );
}
