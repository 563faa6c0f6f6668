// `/userInfo/my-order`: the buyer's orders by tab (spec section 4 "Order list tabs"), 20 a page,
// each card with its store, status, lines, total and the actions allowed now.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { OrderSummary } from '../../../../domain/api/order.ts';
import { orderTabNames, type OrderTab } from '../../../../domain/orders/order-status.ts';
import { LoadError } from '../../../components/page-states.tsx';
import { OrderLine } from '../../../components/order-line.tsx';
import { Usd } from '../../../components/usd.tsx';
import { localTime } from '../../../lib/time.ts';
import { button, emptyState, muted, pageTitle, section, skeleton } from '../../../styles/ui.css.ts';
import { useOrderCounts } from '../api/get-order-counts.ts';
import { useOrders } from '../api/list-orders.ts';
import { useOrderText } from '../use-order-text.ts';
import { OrderActions } from './order-actions.tsx';
import * as css from './orders.css.ts';

function OrderCard({ order }: { order: OrderSummary }) {
  const text = useOrderText();
  return (
    <li className={css.card} data-testid="order-card" data-status={order.status}>
      <div className={css.cardHeader}>
        <span>
          <strong>{order.seller.name}</strong>
          {' · '}
          <bdi dir="ltr">{order.serialNumber}</bdi>
          {' · '}
          <bdi dir="ltr" className={muted}>
            {localTime(order.createTime)}
          </bdi>
        </span>
        <span className={css.status} data-testid="order-status">
          {text.status(order.status)}
          {order.refundStatus > 0 ? ` · ${text.refundStatus(order.refundStatus)}` : ''}
        </span>
      </div>
      <ul className={css.cardBody}>
        {order.items.map((item) => (
          <OrderLine key={item.id} item={item} linked lazy />
        ))}
      </ul>
      <div className={css.cardFooter}>
        <span>
          <Trans>
            {order.goodsNum} items, total{' '}
            <strong className={css.total}>
              <Usd value={order.total} />
            </strong>
          </Trans>
        </span>
        <OrderActions order={order} showDetailLink />
      </div>
    </li>
  );
}

export function OrderList({ tab, pageNum }: { tab: OrderTab; pageNum: number }) {
  const { t } = useLingui();
  const text = useOrderText();
  const counts = useOrderCounts();
  const orders = useOrders({ tab, pageNum });
  const pageInfo = orders.data?.pageInfo;

  return (
    <section className={section} aria-labelledby="orders-title">
      <h1 id="orders-title" className={pageTitle}>
        <Trans>My orders</Trans>
      </h1>
      <nav className={css.tabs} aria-label={t`Order status`}>
        {orderTabNames.map((name) => (
          <Link
            key={name}
            to="/userInfo/my-order"
            search={{ tab: name === 'all' ? undefined : name }}
            className={css.tab}
            aria-current={name === tab ? 'page' : undefined}
            activeOptions={{ includeSearch: true }}
            data-testid={`order-tab-${name}`}
          >
            {text.tab(name)}
            {counts.data && name !== 'all' && counts.data[name] ? (
              <span className={css.count}>
                (<bdi>{counts.data[name]}</bdi>)
              </span>
            ) : null}
          </Link>
        ))}
      </nav>
      {orders.isPending ? (
        <div className={css.cards} aria-busy="true">
          <div className={skeleton} style={{ height: '160px' }} />
          <div className={skeleton} style={{ height: '160px' }} />
        </div>
      ) : orders.isError ? (
        <LoadError onRetry={() => void orders.refetch()} />
      ) : orders.data.pageList.length === 0 ? (
        <div className={emptyState} data-testid="orders-empty">
          <p>
            <Trans>No orders here yet.</Trans>
          </p>
          <p>
            <Link to="/index" className={button.secondary}>
              <Trans>Go shopping</Trans>
            </Link>
          </p>
        </div>
      ) : (
        <ul className={css.cards} aria-busy={orders.isFetching}>
          {orders.data.pageList.map((order) => (
            <OrderCard key={order.orderId} order={order} />
          ))}
        </ul>
      )}
      {pageInfo && pageInfo.totalPages > 1 ? (
        <nav className={css.pager} aria-label={t`Pages`}>
          <Link
            to="/userInfo/my-order"
            search={{
              tab: tab === 'all' ? undefined : tab,
              page: pageNum > 2 ? pageNum - 1 : undefined,
            }}
            className={button.secondary}
            disabled={pageNum <= 1}
          >
            <Trans>Previous</Trans>
          </Link>
          <span>
            <Trans>
              Page <bdi>{pageNum}</bdi> of <bdi>{pageInfo.totalPages}</bdi>
            </Trans>
          </span>
          <Link
            to="/userInfo/my-order"
            search={{ tab: tab === 'all' ? undefined : tab, page: pageNum + 1 }}
            className={button.secondary}
            disabled={pageNum >= pageInfo.totalPages}
          >
            <Trans>Next</Trans>
          </Link>
        </nav>
      ) : null}
    </section>
  );
}
