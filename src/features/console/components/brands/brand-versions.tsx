// A brand's saved versions, newest first: when, by whom, why and what each changed; an earlier
// one is put back (as the next version, checked as a save is) with a reason and a confirmation.
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminBrandVersion } from '../../../../../domain/api/brand-admin.ts';
import { DataTable, Loaded } from '../../../../components/backoffice/data-table.tsx';
import * as css from '../../../../components/backoffice/backoffice.css.ts';
import { platformTime } from '../../../../lib/time.ts';
import { toastInfo } from '../../../../lib/toast.ts';
import { section, sectionTitle } from '../../../../styles/ui.css.ts';
import { useBrandVersions } from '../../api/list-brand-versions.ts';
import { useRestoreBrand } from '../../api/restore-brand.ts';
import { ReasonedAction } from './reasoned-action.tsx';

export function BrandVersions({ code, canWrite }: { code: string; canWrite: boolean }) {
  const { t } = useLingui();
  const versions = useBrandVersions(code);
  const restore = useRestoreBrand();
  return (
    <section className={section} aria-labelledby="brand-versions">
      <h2 id="brand-versions" className={sectionTitle}>
        <Trans>Versions</Trans>
      </h2>
      <Loaded query={versions}>
        {({ list }) => (
          <DataTable<AdminBrandVersion>
            labelledBy="brand-versions"
            testId="brand-versions"
            rows={list}
            rowKey={(row) => String(row.version)}
            empty={<Trans>No versions yet.</Trans>}
            columns={[
              {
                key: 'version',
                head: <Trans>Version</Trans>,
                rowHeader: true,
                cell: (row) =>
                  row.current ? <Trans>{row.version} (shown now)</Trans> : row.version,
              },
              {
                key: 'time',
                head: <Trans>Saved</Trans>,
                cell: (row) => platformTime(row.saveTime),
              },
              {
                key: 'by',
                head: <Trans>By</Trans>,
                cell: (row) => row.savedBy || <Trans>Brand file</Trans>,
              },
              {
                key: 'reason',
                head: <Trans>Reason</Trans>,
                cell: (row) => <bdi>{row.reason}</bdi>,
              },
              {
                key: 'changed',
                head: <Trans>Changed</Trans>,
                cell: (row) => <span className={css.code}>{row.changed.join(', ') || '—'}</span>,
              },
              canWrite && {
                key: 'restore',
                head: <Trans>Restore</Trans>,
                cell: (row) =>
                  row.current ? null : (
                    <ReasonedAction
                      label={t`Restore version ${row.version}`}
                      question={<Trans>Put version {row.version} back on the storefront?</Trans>}
                      busy={restore.isPending}
                      onConfirm={(reason) =>
                        restore.mutateAsync({ code, version: row.version, reason }).then(
                          (info) => {
                            toastInfo(t`Restored as version ${info.version}.`);
                            return '';
                          },
                          (failure: Error) => failure.message,
                        )
                      }
                    />
                  ),
              },
            ]}
          />
        )}
      </Loaded>
    </section>
  );
}
