// `/userInfo/money-package`: the balance, then deposit and withdrawal records in tabs; each record
// opens to its detail (network, address, fee, actual arrival, transaction, proof).
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { WalletRecord } from '../../../../domain/api/wallet.ts';
import { D } from '../../../../domain/money.ts';
import { localTime } from '../../../lib/time.ts';
import { button, emptyState, pageTitle, section, skeleton } from '../../../styles/ui.css.ts';
import { useDepositRecords, useWithdrawRecords } from '../api/get-records.ts';
import { useUsdt } from '../api/get-usdt.ts';
import { useRecordChannel } from '../use-record-channel.ts';
import { useWalletText } from '../use-wallet-text.ts';
import { BalanceHistory } from './balance-history.tsx';
import { VerifyBalance } from './verify-balance.tsx';
import { RecordPager } from '../../../components/record-pager.tsx';
import * as css from './wallet.css.ts';

export function MoneyPackage() {
  const { t } = useLingui();
  const balance = useUsdt();
  const [tab, setTab] = useState<'recharge' | 'withdraw' | 'history'>('recharge');
  return (
    <section>
      <h1 className={pageTitle}>
        <Trans>My wallet</Trans>
      </h1>
      <div className={css.balanceCard}>
        <div>
          <div className={css.balanceLabel}>
            <Trans>Balance (USDT)</Trans>
          </div>
          <div
            className={css.balanceValue}
            data-testid="wallet-balance"
            aria-busy={balance.isPending}
          >
            {balance.data ? balance.data.money : balance.isError ? '--' : '…'}
          </div>
          {balance.data && balance.data.frozen !== '0' ? (
            <>
              <div className={css.balanceLabel}>
                <Trans>Frozen for withdrawals: {balance.data.frozen}</Trans>
              </div>
              <p className={css.heldNote}>
                <Trans>
                  Held money belongs to your withdrawals in progress (see Withdrawal records). It
                  leaves when the withdrawal is paid out, or returns to your balance if it fails or
                  is rejected.
                </Trans>
              </p>
            </>
          ) : null}
        </div>
        <div className={css.actions}>
          <Link to="/userInfo/money-package/recharge" className={button.secondary}>
            <Trans>Deposit</Trans>
          </Link>
          <Link to="/userInfo/money-package/withdraw" className={button.secondary}>
            <Trans>Withdraw</Trans>
          </Link>
        </div>
      </div>
      <VerifyBalance />
      <div className={section}>
        <div role="tablist" aria-label={t`Wallet records`} className={css.tabs}>
          <button
            type="button"
            role="tab"
            aria-selected={tab === 'recharge'}
            className={css.tab}
            onClick={() => setTab('recharge')}
          >
            <Trans>Deposit records</Trans>
          </button>
          <button
            type="button"
            role="tab"
            aria-selected={tab === 'withdraw'}
            className={css.tab}
            onClick={() => setTab('withdraw')}
          >
            <Trans>Withdrawal records</Trans>
          </button>
          <button
            type="button"
            role="tab"
            aria-selected={tab === 'history'}
            className={css.tab}
            onClick={() => setTab('history')}
          >
            <Trans>Balance history</Trans>
          </button>
        </div>
        <div role="tabpanel">
          {tab === 'recharge' ? (
            <DepositRecords />
          ) : tab === 'withdraw' ? (
            <WithdrawRecords />
          ) : (
            <BalanceHistory />
          )}
        </div>
      </div>
    </section>
  );
}

function DepositRecords() {
  const [page, setPage] = useState(1);
  const query = useDepositRecords(page);
  const total = query.data?.totalElements ?? 0;
  return (
    <RecordList
      records={query.data?.pageList}
      loading={query.isPending}
      page={page}
      pages={Math.max(1, Math.ceil(total / 8))}
      onPage={setPage}
    />
  );
}

function WithdrawRecords() {
  const [page, setPage] = useState(1);
  const query = useWithdrawRecords(page);
  return (
    <RecordList
      records={query.data?.pageList}
      loading={query.isPending}
      page={page}
      pages={Math.max(1, query.data?.pageInfo.totalPages ?? 1)}
      onPage={setPage}
    />
  );
}

function RecordList({
  records,
  loading,
  page,
  pages,
  onPage,
}: {
  records: WalletRecord[] | undefined;
  loading: boolean;
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  if (loading) return <div className={skeleton} style={{ height: 120 }} aria-busy="true" />;
  if (!records || records.length === 0)
    return (
      <p className={emptyState}>
        <Trans>No records yet</Trans>
      </p>
    );
  return (
    <>
      <ul className={css.recordList}>
        {records.map((record) => (
          <RecordRow key={record.id} record={record} />
        ))}
      </ul>
      <RecordPager page={page} pages={pages} onPage={onPage} />
    </>
  );
}

function RecordRow({ record }: { record: WalletRecord }) {
  const text = useWalletText();
  const channel = useRecordChannel()(record);
  const network = useRecordChannel()({ ...record, method: 'chain' });
  const withdrawal = record.type === 'withdraw';
  // The fee is charged on top of a withdrawal's amount: the balance gives up both.
  const debited = new D(record.amount).plus(record.fee).toFixed();
  const statusClass =
    record.status === 1
      ? css.statusSuccess
      : record.status === 2
        ? css.statusFail
        : css.statusPending;
  const currency = record.currency;
  const fee = record.fee;
  return (
    <li className={css.record}>
      <details>
        <summary className={css.recordSummary}>
          <bdi dir="ltr" className={css.amount} data-testid="record-amount">
            {withdrawal ? '-' : '+'}
            {record.amount} {currency}
          </bdi>
          <span className={statusClass}>{text.state(record.status)}</span>
          <span className={css.recordMeta}>
            <time className={css.recordTime}>
              <bdi dir="ltr">{localTime(record.createTime)}</bdi>
            </time>
            <span data-testid="record-channel">{channel}</span>
            {withdrawal ? (
              <span data-testid="record-debited">
                <Trans>
                  Debited <bdi dir="ltr">{debited}</bdi> {currency}, fee <bdi dir="ltr">{fee}</bdi>{' '}
                  included
                </Trans>
              </span>
            ) : null}
          </span>
        </summary>
        <dl className={css.details}>
          <dt>
            <Trans>Serial number</Trans>
          </dt>
          <dd>{record.serialNo}</dd>
          <dt>
            <Trans>Type</Trans>
          </dt>
          <dd>
            {withdrawal ? <Trans>Withdrawal</Trans> : <Trans>Deposit</Trans>} · {channel}
          </dd>
          <dt>
            <Trans>Status</Trans>
          </dt>
          <dd>{text.detail[record.statusDetail] ?? record.statusDetail}</dd>
          {record.method !== 'bank' ? (
            <>
              <dt>
                <Trans>Network</Trans>
              </dt>
              <dd>{network}</dd>
            </>
          ) : null}
          {record.address ? (
            <>
              <dt>
                <Trans>Address</Trans>
              </dt>
              <dd className={css.longValue}>{record.address}</dd>
            </>
          ) : null}
          <dt>
            <Trans>Handling fee</Trans>
          </dt>
          <dd>{record.fee}</dd>
          {withdrawal ? (
            <>
              <dt>
                <Trans>Amount debited</Trans>
              </dt>
              <dd>{debited}</dd>
            </>
          ) : null}
          <dt>
            <Trans>Actual arrival</Trans>
          </dt>
          <dd>{record.arrivalAmount}</dd>
          {record.rate ? (
            <>
              <dt>
                <Trans>Amount transferred</Trans>
              </dt>
              <dd>
                <bdi>
                  {record.fiatAmount} {record.fiatCurrency}
                </bdi>
              </dd>
              <dt>
                <Trans>Current rate</Trans>
              </dt>
              <dd data-testid="record-rate">
                <RateApplied record={record} />
              </dd>
            </>
          ) : null}
          {record.bankName ? (
            <>
              <dt>
                <Trans>Bank card</Trans>
              </dt>
              <dd>
                {record.bankName} {record.cardNumber}
              </dd>
            </>
          ) : null}
          {record.txHash ? (
            <>
              <dt>
                <Trans>Transaction</Trans>
              </dt>
              <dd className={css.longValue} data-testid="record-tx">
                {record.txHash}
              </dd>
            </>
          ) : null}
          {record.failureReason ? (
            <>
              <dt>
                <Trans>Reason</Trans>
              </dt>
              <dd>{record.failureReason}</dd>
            </>
          ) : null}
          {record.img ? (
            <>
              <dt>
                <Trans>Payment certificate</Trans>
              </dt>
              <dd>
                <a href={record.img} target="_blank" rel="noreferrer">
                  <Trans>View</Trans>
                </a>
              </dd>
            </>
          ) : null}
          <dt>
            <Trans>Updated</Trans>
          </dt>
          <dd>{localTime(record.updateTime)}</dd>
        </dl>
      </details>
    </li>
  );
}

/** The rate a fiat bank deposit was quoted and credited at (the spec's "current rate"). */
function RateApplied({ record }: { record: WalletRecord }) {
  const { rate, fiatCurrency } = record;
  const rateTime = localTime(record.rateTime);
  return (
    <Trans>
      1 USDT = <bdi>{rate}</bdi> {fiatCurrency}, set {rateTime}
    </Trans>
  );
}
