// The store's money on `/seller`: what can move to the owner's wallet, what paid orders still hold
// in escrow, the commission the platform kept, this month's net, a transfer to the wallet, and the
// statement (each release with gross, commission and net; refunds and transfers).
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type FormEvent } from 'react';
import { isValidSafeword } from '../../../../domain/account/credentials.ts';
import { D } from '../../../../domain/money.ts';
import { Field } from '../../../components/field.tsx';
import * as formCss from '../../../components/form.css.ts';
import { RecordPager } from '../../../components/record-pager.tsx';
import { Usd } from '../../../components/usd.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { platformTime } from '../../../lib/time.ts';
import { toastInfo } from '../../../lib/toast.ts';
import {
  button,
  emptyState,
  muted,
  section,
  sectionTitle,
  skeleton,
} from '../../../styles/ui.css.ts';
import { useStoreEarnings, useStoreStatement } from './api/store-earnings.ts';
import { useTransferEarnings } from './api/transfer-earnings.ts';
import * as css from '../../../components/backoffice/panel.css.ts';

export function StoreEarnings() {
  const { t } = useLingui();
  const earnings = useStoreEarnings();
  if (earnings.isPending)
    return <div className={skeleton} style={{ height: 160 }} aria-busy="true" />;
  if (earnings.isError) return null; // the orders section below says why (not a store owner)
  const money = earnings.data;
  const percent = new D(money.commissionRate).times(100).toFixed();
  return (
    <section className={section} aria-labelledby="earnings-title">
      <h2 id="earnings-title" className={sectionTitle}>
        <Trans>Earnings</Trans>
      </h2>
      <dl className={css.figures} data-testid="store-earnings">
        <div>
          <dt>
            <Trans>Available</Trans>
          </dt>
          <dd data-testid="earnings-available">
            <Usd value={money.available} />
          </dd>
        </div>
        <div>
          <dt>
            <Trans>In escrow (paid, not yet received)</Trans>
          </dt>
          <dd>
            <Usd value={money.inEscrow} />
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Commission paid</Trans>
          </dt>
          <dd>
            <Usd value={money.commissionPaid} />
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Net this month</Trans>
          </dt>
          <dd>
            <Usd value={money.netThisMonth} />
          </dd>
        </div>
      </dl>
      <p className={muted}>
        <Trans>
          The platform keeps a {percent}% commission on each order when the buyer confirms receipt;
          you receive the rest. Each order keeps the rate it was placed at.
        </Trans>
      </p>
      <TransferForm available={money.available} label={t`Amount (USDT)`} />
      <Statement />
    </section>
  );
}

function TransferForm({ available, label }: { available: string; label: string }) {
  const { t } = useLingui();
  const transfer = useTransferEarnings();
  const [amount, setAmount] = useState('');
  // The fund password of this transfer only (the step-up): cleared once it is sent.
  const [safeword, setSafeword] = useState('');
  const [error, setError] = useState('');
  const [safewordError, setSafewordError] = useState('');
  const key = useRef(newIdempotencyKey());
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const text = amount.trim();
    if (!/^\d+(\.\d{1,6})?$/.test(text) || new D(text).isZero())
      return setError(t`Please enter a valid amount`);
    if (new D(text).gt(available)) return setError(t`More than the available earnings`);
    setError('');
    if (!isValidSafeword(safeword))
      return setSafewordError(t`The fund password must be exactly 6 digits`);
    setSafewordError('');
    transfer.mutate(
      { amount: text, safeword, idempotencyKey: key.current },
      {
        onSettled: () => setSafeword(''),
        onSuccess: () => {
          key.current = newIdempotencyKey();
          setAmount('');
          toastInfo(t`Moved to your wallet`);
        },
        onError: (failure) =>
          setError(
            failure instanceof ApiError && failure.message ? failure.message : t`Submit failed`,
          ),
      },
    );
  };
  if (new D(available).isZero()) return null;
  return (
    <form className={css.transferForm} onSubmit={onSubmit} noValidate>
      <Field
        label={label}
        name="transfer_amount"
        inputMode="decimal"
        value={amount}
        error={error}
        hint={<Trans>Moves earnings to your wallet, from where you can withdraw.</Trans>}
        onChange={(event) => setAmount(event.target.value)}
        after={
          <button type="button" className={button.secondary} onClick={() => setAmount(available)}>
            <Trans>All available</Trans>
          </button>
        }
      />
      <Field
        label={<Trans>Fund password</Trans>}
        name="transfer_safeword"
        type="password"
        inputMode="numeric"
        maxLength={6}
        autoComplete="off"
        value={safeword}
        error={safewordError}
        onChange={(event) => setSafeword(event.target.value)}
      />
      <button
        type="submit"
        className={button.primary}
        disabled={transfer.isPending}
        aria-busy={transfer.isPending}
      >
        <Trans>Move to my wallet</Trans>
      </button>
    </form>
  );
}

function Statement() {
  const { t } = useLingui();
  const [pageNum, setPageNum] = useState(1);
  const statement = useStoreStatement(pageNum);
  const kind = (type: string) =>
    type === 'order_release'
      ? t`Order received`
      : type === 'order_refund'
        ? t`Refund after receipt`
        : type === 'store_transfer'
          ? t`Moved to wallet`
          : type === 'loan_withhold'
            ? t`Withheld for your loan`
            : type;
  if (statement.isPending)
    return <div className={skeleton} style={{ height: 120 }} aria-busy="true" />;
  if (statement.isError || statement.data.pageList.length === 0)
    return (
      <p className={emptyState}>
        <Trans>No earnings yet: they appear when buyers confirm receipt.</Trans>
      </p>
    );
  return (
    <>
      <h3 className={formCss.label}>
        <Trans>Statement</Trans>
      </h3>
      <ul className={css.statement} data-testid="store-statement">
        {statement.data.pageList.map((line) => (
          <li key={line.id} className={css.statementLine}>
            <div>
              <strong>{kind(line.type)}</strong>
              {line.serialNumber ? <span className={muted}> · {line.serialNumber}</span> : null}
              <div className={muted}>{platformTime(line.createTime)}</div>
            </div>
            <dl className={css.statementFigures}>
              {line.orderId ? (
                <>
                  <dt>
                    <Trans>Gross</Trans>
                  </dt>
                  <dd>
                    <Usd value={line.gross} />
                  </dd>
                  <dt>
                    <Trans>Commission</Trans>
                  </dt>
                  <dd>
                    <Usd value={line.commission} />
                  </dd>
                </>
              ) : null}
              <dt>
                <Trans>Net</Trans>
              </dt>
              <dd data-testid="statement-net">
                <Usd value={line.net} />
              </dd>
            </dl>
          </li>
        ))}
      </ul>
      <RecordPager
        page={pageNum}
        pages={statement.data.pageInfo.totalPages}
        onPage={setPageNum}
        label={t`Statement pages`}
      />
    </>
  );
}
