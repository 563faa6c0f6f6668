// What went wrong at checkout (no balance, placed but unpaid, refused), the way on and the pay-by time.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { localTime } from '../../../lib/time.ts';
import { button } from '../../../styles/ui.css.ts';
import * as css from './checkout.css.ts';

export type Problem =
  | { kind: 'insufficient'; placed: boolean; payBy?: string }
  | { kind: 'placedUnpaid'; text: string; payBy: string }
  | { kind: 'error'; text: string };

export function ProblemAlert({ problem }: { problem: Problem }) {
  const { t } = useLingui();
  return (
    <div className={css.alert} role="alert" data-testid="settlement-problem">
      {problem.kind === 'insufficient' ? (
        <>
          <p>
            <Trans>Insufficient balance, please deposit.</Trans>
          </p>
          <p>
            <Trans>
              Your orders are placed and wait for payment. Pay them from My orders after your
              deposit arrives.
            </Trans>
          </p>
          {problem.payBy ? <PayBy time={problem.payBy} /> : null}
          <p>
            <Link to="/userInfo/money-package/recharge" className={button.primary}>
              <Trans>Deposit</Trans>
            </Link>{' '}
            <Link
              to="/userInfo/my-order"
              search={{ tab: 'pendingPayment' }}
              className={button.secondary}
            >
              <Trans>My orders</Trans>
            </Link>
          </p>
        </>
      ) : problem.kind === 'placedUnpaid' ? (
        <>
          <p>{problem.text}</p>
          <PayBy time={problem.payBy} />
          <p>
            <Trans>Your orders are placed and wait for payment.</Trans>{' '}
            <Link to="/userInfo/my-order" search={{ tab: 'pendingPayment' }}>
              <Trans>My orders</Trans>
            </Link>
          </p>
        </>
      ) : (
        <p>{problem.text || t`Submit failed, please try again`}</p>
      )}
    </div>
  );
}

/** When unpaid orders are cancelled (the server's timer, in the platform's time). */
function PayBy({ time }: { time: string }) {
  const when = localTime(time);
  return (
    <p data-testid="settlement-pay-by">
      <Trans>Pay by {when}, or the unpaid orders are cancelled automatically.</Trans>
    </p>
  );
}
