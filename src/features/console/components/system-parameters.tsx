// The console's system parameters: every rate, timer, limit and link the server reads, grouped,
// each with its value now, its default and its allowed range. An admin changes one after a
// confirmation; the server checks it, records old and new value in the audit log, and the next
// call uses it.
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useId, useState } from 'react';
import type { AdminParameter } from '../../../../domain/api/operator.ts';
import * as formCss from '../../../components/form.css.ts';
import { platformTime } from '../../../lib/time.ts';
import { toastInfo } from '../../../lib/toast.ts';
import { button, muted, pageTitle, section, sectionTitle } from '../../../styles/ui.css.ts';
import { useSystemParameters, useUpdateParameter } from '../api/system-parameters.ts';
import * as css from '../../../components/backoffice/backoffice.css.ts';
import { Loaded } from '../../../components/backoffice/data-table.tsx';

const ConfirmDialog = lazy(() => import('../../../components/confirm-dialog.tsx'));

function useParameterText() {
  const { t } = useLingui();
  const labels: Record<string, string> = {
    order_dispatch_fee: t`Dispatch fee per order (USDT)`,
    order_long_distance_per_unit: t`Long-distance freight per unit (USDT)`,
    order_delivery_fee: t`Delivery fee per order (USDT)`,
    order_tax_rate: t`Tax rate (fraction of the goods amount)`,
    order_handling_fee_rate: t`Handling fee rate (fraction of the goods amount)`,
    order_commission_rate: t`Platform commission (fraction of the order total)`,
    order_unpaid_timeout_minutes: t`Unpaid orders are cancelled after (minutes)`,
    order_auto_receipt_days: t`Shipped orders are received automatically after (days)`,
    order_auto_review_days: t`Default good review after receipt (days)`,
    order_max_unpaid: t`Unpaid orders a buyer may hold`,
    order_pay_safeword_from: t`Payments from this amount ask for the fund password (USDT; 0: every payment)`,
    order_receipt_hold_minutes: t`A first order from a store received this soon after payment is paid out only by the automatic receipt (minutes; 0: never)`,
    wallet_deposit_max: t`Largest manual deposit (USDT)`,
    wallet_withdraw_min: t`Smallest withdrawal (USDT)`,
    wallet_withdraw_max: t`Largest withdrawal (USDT)`,
    wallet_withdraw_fee_rate: t`Withdrawal fee rate (fraction of the amount)`,
    wallet_withdraw_fee_min: t`Smallest withdrawal fee (USDT)`,
    wallet_withdraw_max_per_day: t`Withdrawals per day (0: no limit)`,
    wallet_withdraw_window: t`Withdrawal hours, platform time (HH:mm-HH:mm)`,
    wallet_address_hold_hours: t`Hold after a withdrawal address changes (hours)`,
    wallet_rate_max_age_hours: t`Oldest exchange rate offered for bank deposits (hours; 0: none)`,
    reserves_declared_bank: t`Bank holdings declared for the proof of reserves (USDT, not verified)`,
    credit_apr_max: t`Highest annual percentage rate of any loan (percent a year)`,
    mall_max_goods_number_in_order: t`Most pieces of one good in an order`,
    customer_service_url: t`Customer service link (empty: the built-in chat)`,
    app_download_url: t`Buyer app download link`,
    seller_app_download_url: t`Seller app download link`,
  };
  const groups: Record<AdminParameter['group'], string> = {
    orders: t`Orders`,
    wallet: t`Wallet`,
    credit: t`Merchant credit`,
    storefront: t`Storefront`,
  };
  return {
    label: (code: string) => labels[code] ?? code,
    group: (code: AdminParameter['group']) => groups[code],
  };
}

export function SystemParameters({ canWrite }: { canWrite: boolean }) {
  const text = useParameterText();
  const parameters = useSystemParameters();
  return (
    <Loaded query={parameters} height={240}>
      {({ list }) => (
        <>
          <h1 className={pageTitle}>
            <Trans>System parameters</Trans>
          </h1>
          {(['orders', 'wallet', 'credit', 'storefront'] as const).map((group) => (
            <section key={group} className={section} aria-labelledby={`parameters-${group}`}>
              <h2 id={`parameters-${group}`} className={sectionTitle}>
                {text.group(group)}
              </h2>
              <div className={css.parameterList}>
                {list
                  .filter((parameter) => parameter.group === group)
                  .map((parameter) => (
                    <ParameterRow
                      key={`${parameter.code}:${parameter.value}`}
                      parameter={parameter}
                      label={text.label(parameter.code)}
                      canWrite={canWrite}
                    />
                  ))}
              </div>
            </section>
          ))}
        </>
      )}
    </Loaded>
  );
}

function ParameterRow({
  parameter,
  label,
  canWrite,
}: {
  parameter: AdminParameter;
  label: string;
  canWrite: boolean;
}) {
  const { t } = useLingui();
  const id = useId();
  const save = useUpdateParameter();
  const [value, setValue] = useState(parameter.value);
  const [confirming, setConfirming] = useState(false);
  const changed = value.trim() !== parameter.value;
  const range = parameter.min && parameter.max ? t`From ${parameter.min} to ${parameter.max}` : '';
  return (
    <div className={css.parameterRow} data-testid={`parameter-${parameter.code}`}>
      <div className={formCss.field}>
        <label className={formCss.label} htmlFor={id}>
          {label}
        </label>
        <div className={formCss.inputRow}>
          <input
            id={id}
            className={formCss.input}
            value={value}
            readOnly={!canWrite}
            inputMode={
              parameter.kind === 'decimal' || parameter.kind === 'integer' ? 'decimal' : undefined
            }
            aria-describedby={`${id}-hint`}
            onChange={(event) => setValue(event.target.value)}
          />
          {canWrite ? (
            <button
              type="button"
              className={button.secondary}
              disabled={!changed || save.isPending}
              onClick={() => setConfirming(true)}
            >
              <Trans>Save</Trans>
            </button>
          ) : null}
        </div>
        <span id={`${id}-hint`} className={formCss.hint}>
          <span className={css.code}>{parameter.code}</span>
          {range ? ` · ${range}` : ''} · <Trans>Default:</Trans>{' '}
          <bdi>{parameter.defaultValue || '—'}</bdi>
          {parameter.stored ? (
            <>
              {' · '}
              <Trans>Changed {platformTime(parameter.updateTime)}</Trans>
            </>
          ) : null}
        </span>
      </div>
      {confirming ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            onOpenChange={setConfirming}
            title={<Trans>Change this parameter?</Trans>}
            description={
              <>
                <span className={muted}>{label}</span>
                <br />
                <bdi>{parameter.value || '—'}</bdi> → <bdi>{value.trim() || '—'}</bdi>
              </>
            }
            confirmLabel={<Trans>Save</Trans>}
            cancelLabel={<Trans>Cancel</Trans>}
            onConfirm={() =>
              save.mutate(
                { code: parameter.code, value },
                { onSuccess: () => toastInfo(t`Operation success`) },
              )
            }
          />
        </Suspense>
      ) : null}
    </div>
  );
}
