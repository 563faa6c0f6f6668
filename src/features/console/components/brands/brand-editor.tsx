// One brand in the console: its state with enable/disable (reason and confirmation; the default
// brand and the last enabled one stay enabled, the server says so), the editing form with preview
// and save, and its versions with restore.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Loaded } from '../../../../components/backoffice/data-table.tsx';
import * as css from '../../../../components/backoffice/backoffice.css.ts';
import { toastInfo } from '../../../../lib/toast.ts';
import { muted, pageTitle, section } from '../../../../styles/ui.css.ts';
import { useBrandInfo } from '../../api/get-brand.ts';
import { useSetBrandEnabled } from '../../api/set-brand-enabled.ts';
import { BrandForm } from './brand-form.tsx';
import { BrandVersions } from './brand-versions.tsx';
import { ReasonedAction } from './reasoned-action.tsx';

export function BrandEditor({ code, canWrite }: { code: string; canWrite: boolean }) {
  const { t } = useLingui();
  const info = useBrandInfo(code);
  const setEnabled = useSetBrandEnabled();
  return (
    <>
      <Link to="/admin/brands" search={{}}>
        <Trans>All brands</Trans>
      </Link>
      <Loaded query={info} height={480}>
        {(brand) => (
          <>
            <h1 className={pageTitle}>{brand.name}</h1>
            <p className={muted}>
              <span className={css.code}>{brand.code}</span> ·{' '}
              {brand.enabled ? <Trans>Enabled</Trans> : <Trans>Disabled</Trans>} ·{' '}
              <span data-testid="brand-version">
                <Trans>Version {brand.version}</Trans>
              </span>
            </p>
            {canWrite && !brand.isDefault ? (
              <section className={section}>
                <ReasonedAction
                  label={brand.enabled ? t`Disable the brand` : t`Enable the brand`}
                  question={
                    brand.enabled ? (
                      <Trans>Disable {brand.name}? Its host names show the default brand.</Trans>
                    ) : (
                      <Trans>Enable {brand.name} on its host names?</Trans>
                    )
                  }
                  busy={setEnabled.isPending}
                  onConfirm={(reason) =>
                    setEnabled
                      .mutateAsync({ code: brand.code, enabled: !brand.enabled, reason })
                      .then(
                        () => {
                          toastInfo(t`Operation success`);
                          return '';
                        },
                        (failure: Error) => failure.message,
                      )
                  }
                />
              </section>
            ) : null}
            <BrandForm key={brand.version} info={brand} canWrite={canWrite} />
            <BrandVersions code={brand.code} canWrite={canWrite} />
          </>
        )}
      </Loaded>
    </>
  );
}
