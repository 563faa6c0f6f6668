// `/userInfo/order-detail?id=`: one order in full: status and actions, the lines, the amounts,
// the delivery address, the refund request if any, and the history and logistics timeline
// (orderLog!list, createTime ascending).
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { OrderInfo } from '../../../../domain/api/order.ts';
import { D } from '../../../../domain/money.ts';
import { OrderLine } from '../../../components/order-line.tsx';
import * as grid from '../../../components/photo-grid.css.ts';
import { Usd } from '../../../components/usd.tsx';
import { UploadedImage } from '../../../components/uploaded-image.tsx';
import { localTime } from '../../../lib/time.ts';
import {
  button,
  emptyState,
  muted,
  pageTitle,
  section,
  sectionTitle,
  skeleton,
} from '../../../styles/ui.css.ts';
import { ContactStoreButton } from '../../chat/index.ts';
import { useOrder } from '../api/get-order.ts';
import { useOrderText } from '../use-order-text.ts';
import { OrderActions } from './order-actions.tsx';
import * as css from './orders.css.ts';
import { Timeline } from './order-timeline.tsx';

function Amounts({ order }: { order: OrderInfo }) {
  return (
    <dl className={css.amountFacts}>
      <dt className={css.factName}>
        <Trans>Goods amount</Trans>
      </dt>
      <dd className={css.amountValue}>
        <Usd value={order.goodsAmount} />
      </dd>
      <dt className={css.factName}>
        <Trans>Freight</Trans>
      </dt>
      <dd className={css.amountValue}>
        <Usd value={order.freight} />
      </dd>
      <dt className={css.factName}>
        <Trans>Tax</Trans>
      </dt>
      <dd className={css.amountValue}>
        <Usd value={order.tax} />
      </dd>
      <dt className={css.factName}>
        <Trans>Handling fee</Trans>
      </dt>
      <dd className={css.amountValue}>
        <Usd value={order.handlingFee} />
      </dd>
      <dt className={css.factName}>
        <Trans>Discount (included in the goods amount)</Trans>
      </dt>
      <dd className={css.amountValue}>
        <Usd value={new D(order.discount).isZero() ? '0' : `-${order.discount}`} />
      </dd>
      <dt>
        <strong>
          <Trans>Total</Trans>
        </strong>
      </dt>
      <dd className={`${css.amountValue} ${css.total}`} data-testid="order-total">
        <Usd value={order.total} />
      </dd>
    </dl>
  );
}

/** The system timer acting on the order, in the buyer's time (from the system parameters). */
function Deadline({ kind, time }: { kind: 'pay' | 'autoReceipt' | 'autoReview'; time: string }) {
  const when = <bdi dir="ltr">{localTime(time)}</bdi>;
  if (kind === 'pay') return <Trans>Pay by {when}, or the order is cancelled automatically.</Trans>;
  if (kind === 'autoReceipt')
    return (
      <Trans>
        Receipt is confirmed automatically on {when} unless you ask for a refund before then.
      </Trans>
    );
  return (
    <Trans>
      The store gets a default good review on {when} unless you write a review before then.
    </Trans>
  );
}

export function OrderDetail({ orderId }: { orderId: string }) {
  const { t } = useLingui();
  const text = useOrderText();
  const query = useOrder(orderId);

  if (query.isPending)
    return (
      <section className={section} aria-busy="true">
        <div className={skeleton} style={{ height: '320px' }} />
      </section>
    );
  if (query.isError)
    return (
      <section className={section}>
        <div className={emptyState} role="alert">
          <p>{query.error.message}</p>
          <p>
            <button type="button" className={button.secondary} onClick={() => void query.refetch()}>
              <Trans>Try again</Trans>
            </button>{' '}
            <Link to="/userInfo/my-order" className={button.ghost}>
              <Trans>My orders</Trans>
            </Link>
          </p>
        </div>
      </section>
    );
  const order = query.data.orderInfo;

  return (
    <>
      <section className={section} aria-labelledby="order-title">
        <h1 id="order-title" className={pageTitle}>
          <Trans>Order details</Trans>
        </h1>
        <dl className={css.facts}>
          <dt className={css.factName}>
            <Trans>Order number</Trans>
          </dt>
          <dd>
            <bdi dir="ltr">{order.serialNumber}</bdi>
          </dd>
          <dt className={css.factName}>
            <Trans>Status</Trans>
          </dt>
          <dd className={css.status} data-testid="order-status">
            {text.status(order.status)}
          </dd>
          {order.deadline ? (
            <>
              <dt className={css.factName}>
                <Trans>Next step</Trans>
              </dt>
              <dd data-testid="order-deadline">
                <Deadline kind={order.deadline.kind} time={order.deadline.time} />
              </dd>
            </>
          ) : null}
          {order.refundStatus > 0 ? (
            <>
              <dt className={css.factName}>
                <Trans>Refund</Trans>
              </dt>
              <dd>{text.refundStatus(order.refundStatus)}</dd>
            </>
          ) : null}
          <dt className={css.factName}>
            <Trans>Store</Trans>
          </dt>
          <dd>
            <Link to="/store" search={{ id: order.seller.id }}>
              {order.seller.name}
            </Link>
          </dd>
          <dt className={css.factName}>
            <Trans>Order time</Trans>
          </dt>
          <dd>
            <bdi dir="ltr">{localTime(order.createTime)}</bdi>
          </dd>
          {order.payTime ? (
            <>
              <dt className={css.factName}>
                <Trans>Payment</Trans>
              </dt>
              <dd>
                {order.payMethod === 'balance' ? <Trans>Balance (USDT)</Trans> : order.payMethod}
                {' · '}
                <bdi dir="ltr">{localTime(order.payTime)}</bdi>
              </dd>
            </>
          ) : null}
          {order.cancelReason !== null ? (
            <>
              <dt className={css.factName}>
                <Trans>Cancel reason</Trans>
              </dt>
              <dd>
                {text.cancelReason(order.cancelReason)}
                {order.cancelRemark ? ` · ${order.cancelRemark}` : ''}
              </dd>
            </>
          ) : null}
          {order.trackingNumber ? (
            <>
              <dt className={css.factName}>
                <Trans>Logistics</Trans>
              </dt>
              <dd>
                <bdi>{order.carrier}</bdi> <bdi dir="ltr">{order.trackingNumber}</bdi>
              </dd>
            </>
          ) : null}
        </dl>
        <div style={{ marginBlockStart: '16px' }}>
          <OrderActions order={order} />
        </div>
      </section>

      <div className={css.detailGrid}>
        <section className={section} aria-labelledby="order-items">
          <h2 id="order-items" className={sectionTitle} style={{ marginBlockEnd: '12px' }}>
            <Trans>Goods</Trans>
          </h2>
          <ul className={css.cardBody} style={{ padding: 0 }}>
            {order.items.map((item) => (
              <OrderLine key={item.id} item={item} linked />
            ))}
          </ul>
          <div style={{ marginBlockStart: '12px' }}>
            <Amounts order={order} />
          </div>
        </section>

        <section className={section} aria-labelledby="order-address">
          <h2 id="order-address" className={sectionTitle} style={{ marginBlockEnd: '12px' }}>
            <Trans>Shipping address</Trans>
          </h2>
          <address style={{ fontStyle: 'normal', display: 'grid', gap: '4px' }}>
            <span>
              <bdi>{order.contacts}</bdi>{' '}
              <bdi dir="ltr">
                +{order.areaCode} {order.phone}
              </bdi>
            </span>
            <bdi dir="ltr" className={muted}>
              {order.email}
            </bdi>
            {/* One isolate in the direction of its own words, the post code last in it. */}
            <bdi dir="auto" data-testid="address-line">
              {[order.address, order.city, order.province, order.countryName || order.country]
                .filter(Boolean)
                .join(', ')}{' '}
              {order.postcode}
            </bdi>
          </address>
          {order.buyerNote ? (
            <p data-testid="order-note">
              <Trans>
                Your note to the store: <bdi>{order.buyerNote}</bdi>
              </Trans>
            </p>
          ) : null}
          {order.refund ? (
            <>
              <h2 className={sectionTitle} style={{ marginBlock: '16px 12px' }}>
                {order.refund.type === 'return' ? (
                  <Trans>Return request</Trans>
                ) : (
                  <Trans>Refund request</Trans>
                )}
              </h2>
              <dl className={css.facts}>
                <dt className={css.factName}>
                  <Trans>Reason</Trans>
                </dt>
                <dd>{text.returnReason(order.refund.reason)}</dd>
                {order.refund.content ? (
                  <>
                    <dt className={css.factName}>
                      <Trans>Description</Trans>
                    </dt>
                    <dd>{order.refund.content}</dd>
                  </>
                ) : null}
                <dt className={css.factName}>
                  <Trans>Requested</Trans>
                </dt>
                <dd>
                  <bdi dir="ltr">{localTime(order.refund.requestTime)}</bdi>
                </dd>
                {order.refund.dispute ? (
                  <>
                    <dt className={css.factName}>
                      <Trans>The store disputes it</Trans>
                    </dt>
                    <dd data-testid="refund-dispute">
                      <bdi>{order.refund.dispute}</bdi> <Trans>(the platform decides)</Trans>
                    </dd>
                  </>
                ) : null}
                {order.refund.remark ? (
                  <>
                    <dt className={css.factName}>
                      <Trans>Reply</Trans>
                    </dt>
                    <dd>{order.refund.remark}</dd>
                  </>
                ) : null}
              </dl>
              {order.refund.imgUrls.length > 0 ? (
                <ul
                  className={grid.photos}
                  aria-label={t`Photos`}
                  style={{ marginBlockStart: '8px' }}
                >
                  {order.refund.imgUrls.map((url) => (
                    <li key={url} className={grid.photo}>
                      <UploadedImage className={grid.photoImage} src={url} alt="" />
                    </li>
                  ))}
                </ul>
              ) : null}
            </>
          ) : null}
        </section>
      </div>

      <section className={section} aria-labelledby="logistics-title" id="logistics">
        <h2 id="logistics-title" className={sectionTitle} style={{ marginBlockEnd: '12px' }}>
          <Trans>Order history and logistics</Trans>
        </h2>
        <Timeline orderId={order.orderId} />
        <p>
          <ContactStoreButton
            sellerId={order.seller.id}
            sellerName={order.seller.name}
            orderId={order.orderId}
            about={order.serialNumber}
          />
        </p>
      </section>
    </>
  );
}
