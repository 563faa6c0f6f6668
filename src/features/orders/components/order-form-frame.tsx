// The frame of a form about one of the buyer's orders (the review, the refund or return request):
// the order loading or failing to load, the title over the order's number and store, a notice
// with the way back to the order when the form does not apply to it now, and the form's error,
// submit and cancel row.
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { OrderInfo } from '../../../../domain/api/order.ts';
import * as formCss from '../../../components/form.css.ts';
import { button, emptyState, muted, pageTitle, section, skeleton } from '../../../styles/ui.css.ts';
import { useOrder } from '../api/get-order.ts';
import * as css from './orders.css.ts';

function OrderDetailLink({ orderId, children }: { orderId: string; children: ReactNode }) {
  return (
    <Link to="/userInfo/order-detail" search={{ id: orderId }} className={button.secondary}>
      {children}
    </Link>
  );
}

export function OrderFormFrame({
  orderId,
  titleId,
  title,
  applies,
  notNow,
  children,
}: {
  orderId: string;
  /** The id of the page's heading, which names the section. */
  titleId: string;
  title: (order: OrderInfo) => ReactNode;
  /** Whether the form applies to the order now. */
  applies: (order: OrderInfo) => boolean;
  /** Why there is no form, when it does not apply. */
  notNow: ReactNode;
  children: (order: OrderInfo) => ReactNode;
}) {
  const order = useOrder(orderId);
  if (order.isPending)
    return (
      <section className={section} aria-busy="true">
        <div className={skeleton} style={{ height: '240px' }} />
      </section>
    );
  if (order.isError)
    return (
      <section className={section}>
        <p className={emptyState} role="alert">
          {order.error.message}
        </p>
      </section>
    );
  const info = order.data.orderInfo;
  return (
    <section className={section} aria-labelledby={titleId}>
      <h1 id={titleId} className={pageTitle}>
        {title(info)}
      </h1>
      <p className={muted}>
        <Trans>
          Order <bdi dir="ltr">{info.serialNumber}</bdi> · {info.seller.name}
        </Trans>
      </p>
      {applies(info) ? (
        children(info)
      ) : (
        <div className={emptyState} role="status">
          <p>{notNow}</p>
          <p>
            <OrderDetailLink orderId={orderId}>
              <Trans>Order details</Trans>
            </OrderDetailLink>
          </p>
        </div>
      )}
    </section>
  );
}

/** The form inside the frame: its fields, then the error, the submit button and "Cancel". */
export function OrderForm({
  orderId,
  onSubmit,
  error,
  uploading,
  busy,
  submitLabel,
  submitTestId,
  children,
}: {
  orderId: string;
  onSubmit: () => void;
  error: string;
  /** Photos still uploading: the button says so and waits. */
  uploading: boolean;
  busy: boolean;
  submitLabel: ReactNode;
  submitTestId: string;
  children: ReactNode;
}) {
  return (
    <form
      className={formCss.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
      {error ? (
        <p className={formCss.fieldError} role="alert">
          {error}
        </p>
      ) : null}
      <div className={css.formButtons}>
        <button
          type="submit"
          className={button.primary}
          disabled={uploading || busy}
          data-testid={submitTestId}
        >
          {uploading ? <Trans>Uploading…</Trans> : submitLabel}
        </button>
        <OrderDetailLink orderId={orderId}>
          <Trans>Cancel</Trans>
        </OrderDetailLink>
      </div>
    </form>
  );
}
