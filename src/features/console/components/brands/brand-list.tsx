// The console's brands: every storefront brand with its code, host names, enabled flag, the
// version the storefront shows and when and by whom it last changed; each opens its editor.
// With `platform.brands`, New brand opens the form that creates one.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import type { AdminBrandRow } from '../../../../../domain/api/brand-admin.ts';
import { DataTable, Loaded } from '../../../../components/backoffice/data-table.tsx';
import * as css from '../../../../components/backoffice/backoffice.css.ts';
import { platformTime } from '../../../../lib/time.ts';
import { button, pageTitle } from '../../../../styles/ui.css.ts';
import { useBrandList } from '../../api/list-brands.ts';
import { BrandCreate } from './brand-create.tsx';

export function BrandList({ canWrite }: { canWrite: boolean }) {
  const { t } = useLingui();
  const brands = useBrandList();
  const [creating, setCreating] = useState(false);
  return (
    <>
      <h1 className={pageTitle}>
        <Trans>Brands</Trans>
      </h1>
      <Loaded query={brands} height={240}>
        {({ list }) => (
          <>
            {!canWrite ? null : creating ? (
              <BrandCreate brands={list} onDone={() => setCreating(false)} />
            ) : (
              <p>
                <button type="button" className={button.primary} onClick={() => setCreating(true)}>
                  <Trans>New brand</Trans>
                </button>
              </p>
            )}
            <DataTable<AdminBrandRow>
              caption={<Trans>Storefront brands</Trans>}
              testId="brand-table"
              rows={list}
              rowKey={(row) => row.code}
              empty={<Trans>No brands yet.</Trans>}
              columns={[
                {
                  key: 'name',
                  head: <Trans>Name</Trans>,
                  rowHeader: true,
                  cell: (row) => (
                    <Link to="/admin/brands" search={{ code: row.code }}>
                      {row.name}
                    </Link>
                  ),
                },
                {
                  key: 'code',
                  head: <Trans>Code</Trans>,
                  cell: (row) => (
                    <span className={css.code}>
                      {row.code}
                      {row.isDefault ? ` · ${t`default`}` : ''}
                    </span>
                  ),
                },
                {
                  key: 'hosts',
                  head: <Trans>Host names</Trans>,
                  cell: (row) =>
                    row.domains.length > 0 ? (
                      <bdi dir="ltr">{row.domains.join(', ')}</bdi>
                    ) : (
                      <Trans>None</Trans>
                    ),
                },
                {
                  key: 'enabled',
                  head: <Trans>State</Trans>,
                  cell: (row) =>
                    row.enabled ? (
                      <span className={css.badge.active}>
                        <Trans>Enabled</Trans>
                      </span>
                    ) : (
                      <span className={css.badge.disabled}>
                        <Trans>Disabled</Trans>
                      </span>
                    ),
                },
                { key: 'version', head: <Trans>Version</Trans>, cell: (row) => row.version },
                {
                  key: 'updated',
                  head: <Trans>Updated</Trans>,
                  cell: (row) => (
                    <>
                      {platformTime(row.updateTime)}
                      {row.updatedBy ? ` · ${row.updatedBy}` : ''}
                    </>
                  ),
                },
              ]}
            />
          </>
        )}
      </Loaded>
    </>
  );
}
