// The balance history tab of `/userInfo/money-package`: every ledger movement of the buyer's
// available and held balance (wallet!history), newest first, filterable by kind and paged; each
// row says what moved the money, by how much (signed), the balance after it and when, with a link
// to the order it paid or refunded.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { historyTypes, type HistoryType } from '../../../../domain/api/wallet.ts';
import { localTime } from '../../../lib/time.ts';
import { emptyState, muted, skeleton } from '../../../styles/ui.css.ts';
import { useWalletHistory } from '../api/get-history.ts';
import { useWalletText } from '../use-wallet-text.ts';
import { RecordPager } from '../../../components/record-pager.tsx';
import * as css from './wallet.css.ts';

export function BalanceHistory() {
  const { t } = useLingui();
  const text = useWalletText();
  const [type, setType] = useState<HistoryType | ''>('');
  const [page, setPage] = useState(1);
  const query = useWalletHistory(page, type || undefined);
  const pages = Math.max(1, query.data?.pageInfo.totalPages ?? 1);
  const items = query.data?.pageList;
  return (
    <div className={css.historyPanel}>
      <label className={css.historyFilter}>
        <span>
          <Trans>Show</Trans>
        </span>
        <select
          className={css.historySelect}
          value={type}
          onChange={(event) => {
            setType(event.target.value as HistoryType | '');
            setPage(1);
          }}
        >
          <option value="">{t`All movements`}</option>
          {historyTypes.map((kind) => (
            <option key={kind} value={kind}>
              {text.movement[kind]}
            </option>
          ))}
        </select>
      </label>
      {query.isPending ? (
        <div className={skeleton} style={{ height: 120 }} aria-busy="true" />
      ) : query.isError ? (
        <p className={emptyState} role="alert">
          <Trans>The history could not be loaded. Please try again.</Trans>
        </p>
      ) : !items || items.length === 0 ? (
        <p className={emptyState}>
          <Trans>No balance movements yet</Trans>
        </p>
      ) : (
        <ul className={css.recordList} data-testid="balance-history">
          {items.map((item) => {
            const negative = item.amount.startsWith('-');
            return (
              <li key={item.id} className={css.historyRow}>
                <span>
                  <strong>{text.movement[item.type] ?? item.type}</strong>
                  {item.balance === 'held' ? (
                    <span className={muted}>
                      {' '}
                      <Trans>(held balance)</Trans>
                    </span>
                  ) : null}
                  <br />
                  <span className={muted}>{localTime(item.createTime)}</span>
                  {item.orderId ? (
                    <>
                      {' · '}
                      <Link to="/userInfo/order-detail" search={{ id: item.orderId }}>
                        <Trans>Order {item.serialNo}</Trans>
                      </Link>
                    </>
                  ) : item.serialNo ? (
                    <span className={muted}> · {item.serialNo}</span>
                  ) : null}
                </span>
                <span className={css.historyFigures}>
                  <bdi
                    dir="ltr"
                    className={negative ? css.amountOut : css.amountIn}
                    data-testid="history-amount"
                  >
                    {negative ? '' : '+'}
                    {item.amount} {item.currency}
                  </bdi>
                  <span className={muted}>
                    <Trans>
                      Balance after: <bdi dir="ltr">{item.balanceAfter}</bdi>
                    </Trans>
                  </span>
                </span>
              </li>
            );
          })}
        </ul>
      )}
      <RecordPager page={page} pages={pages} onPage={setPage} label={t`Balance history pages`} />
    </div>
  );
}
