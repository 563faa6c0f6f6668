// `/userInfo/money-package`: the balance, then deposit and withdrawal records in tabs; each record
// opens to its detail (network, address, fee, actual arrival, transaction, proof).
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { WalletRecord } from '../../../../domain/api/wallet.ts';
import { localTime } from '../../../lib/time.ts';
import { button, emptyState, muted, pageTitle, section, skeleton } from '../../../styles/ui.css.ts';
import { useDepositRecords, useWithdrawRecords } from '../api/get-records.ts';
import { useTestNetworks } from '../api/get-channels.ts';
import { useUsdt } from '../api/get-usdt.ts';
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
  const { t } = useLingui();
  const network = useTestNetworks().has(record.network)
    ? `${record.network} · ${t`Test network (local)`}`
    : record.network;
  const statusClass =
    record.status === 1
      ? css.statusSuccess
      : record.status === 2
        ? css.statusFail
        : css.statusPending;
  return (
    <li className={css.record}>
      <details>
        <summary className={css.recordSummary}>
          <span>
            <span className={css.amount}>
              {record.type === 'withdraw' ? '-' : '+'}
              {record.amount} {record.currency}
            </span>
            <br />
            <span className={muted}>{localTime(record.createTime)}</span>
          </span>
          <span className={muted}>{network}</span>
          <span className={statusClass}>{text.state(record.status)}</span>
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
            {record.type === 'withdraw' ? <Trans>Withdrawal</Trans> : <Trans>Deposit</Trans>} ·{' '}
            {text.method[record.method] ?? record.method}
          </dd>
          <dt>
            <Trans>Status</Trans>
          </dt>
          <dd>{text.detail[record.statusDetail] ?? record.statusDetail}</dd>
          <dt>
            <Trans>Network</Trans>
          </dt>
          <dd>{network}</dd>
          {record.address ? (
            <>
              <dt>
                <Trans>Address</Trans>
              </dt>
              <dd>{record.address}</dd>
            </>
          ) : null}
          <dt>
            <Trans>Handling fee</Trans>
          </dt>
          <dd>{record.fee}</dd>
          <dt>
            <Trans>Actual arrival</Trans>
          </dt>
          <dd>{record.arrivalAmount}</dd>
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
              <dd>{record.txHash}</dd>
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
