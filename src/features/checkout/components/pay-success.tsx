// `/paySuccess`: the payment went through; the order numbers, the amount, and where to go next.
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { CheckIcon } from '../../../components/icons.tsx';
import { Usd } from '../../../components/usd.tsx';
import { button, muted, page, pageTitle, section } from '../../../styles/ui.css.ts';
import * as css from './checkout.css.ts';

export function PaySuccess({ orders, total }: { orders: string[]; total: string | undefined }) {
  return (
    <main id="main" className={page}>
      <section className={`${section} ${css.success}`} data-testid="pay-success">
        <span className={css.successIcon} aria-hidden="true">
          <CheckIcon />
        </span>
        <h1 className={pageTitle}>
          <Trans>Payment successful</Trans>
        </h1>
        {total ? (
          <p>
            <Trans>
              Amount paid: <Usd value={total} />
            </Trans>
          </p>
        ) : null}
        {orders.length > 0 ? (
          <p className={muted}>
            <Trans>Order numbers:</Trans>{' '}
            {orders.map((serial, index) => (
              <span key={serial}>
                {index > 0 ? ', ' : null}
                <bdi dir="ltr">{serial}</bdi>
              </span>
            ))}
          </p>
        ) : null}
        <p className={muted}>
          <Trans>
            Each store ships within the handling time shown on its products. You can follow your
            orders in My orders.
          </Trans>
        </p>
        <p style={{ display: 'flex', gap: '8px', flexWrap: 'wrap', justifyContent: 'center' }}>
          <Link to="/userInfo/my-order" search={{ tab: 'toBeShipped' }} className={button.primary}>
            <Trans>View my orders</Trans>
          </Link>
          <Link to="/index" className={button.secondary}>
            <Trans>Continue shopping</Trans>
          </Link>
        </p>
      </section>
    </main>
  );
}
