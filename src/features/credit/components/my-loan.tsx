// `/credit/myLoan`: the current loan (status, what is paid and owed, the next due, the schedule
// with what each instalment has received and any late charge, the repayments) with the repay form,
// and the history of earlier loans. Every figure is the server's, from the loan's rows.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import type { LoanView } from '../../../../domain/api/credit.ts';
import { Field } from '../../../components/field.tsx';
import * as formCss from '../../../components/form.css.ts';
import { Usd } from '../../../components/usd.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { localTime } from '../../../lib/time.ts';
import { toastInfo } from '../../../lib/toast.ts';
import {
  button,
  emptyState,
  muted,
  section,
  sectionTitle,
  skeleton,
} from '../../../styles/ui.css.ts';
import { useLoans } from '../api/list-loans.ts';
import { useRepayLoan } from '../api/repay-loan.ts';
import { useCreditText } from '../use-credit-text.ts';
import { ScheduleTable } from './schedule-table.tsx';
import * as css from './credit.css.ts';

export function MyLoan() {
  const loans = useLoans(1);
  const list = loans.data?.pageList ?? [];
  const current = list.find((l) => l.status !== 'repaid' && l.status !== 'failed') ?? list[0];
  const earlier = list.filter((l) => l !== current);
  if (loans.isPending) return <div className={skeleton} style={{ height: 200 }} aria-busy="true" />;
  if (!current)
    return (
      <p className={emptyState}>
        <Trans>
          You have no loans. <Link to="/credit/application">Apply for a loan</Link>
        </Trans>
      </p>
    );
  return (
    <>
      <LoanCard loan={current} />
      {earlier.length > 0 ? (
        <section className={section} aria-labelledby="loan-history">
          <h2 id="loan-history" className={sectionTitle}>
            <Trans>Loan history</Trans>
          </h2>
          <ul className={css.list}>
            {earlier.map((loan) => (
              <HistoryRow key={loan.id} loan={loan} />
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

function HistoryRow({ loan }: { loan: LoanView }) {
  const text = useCreditText();
  return (
    <li className={css.row}>
      <span>
        <strong>{text.loanStatus[loan.status]}</strong>
        {' · '}
        <bdi>{loan.productName}</bdi>
        {' · '}
        <Usd value={loan.amount} />
        {' · '}
        <span className={muted}>{localTime(loan.applyTime)}</span>
      </span>
      {loan.reason ? (
        <span>
          <Trans>Reason: {loan.reason}</Trans>
        </span>
      ) : null}
    </li>
  );
}

function LoanCard({ loan }: { loan: LoanView }) {
  const text = useCreditText();
  const running = loan.status === 'loaned' || loan.status === 'overdue';
  return (
    <section
      className={`${section} ${css.stack}`}
      aria-labelledby="my-loan-title"
      data-testid="my-loan"
    >
      <h2 id="my-loan-title" className={sectionTitle}>
        <bdi>{loan.productName}</bdi>
        {' · '}
        <span data-testid="loan-status">{text.loanStatus[loan.status]}</span>
      </h2>
      {loan.reason ? (
        <p className={css.notice} role="status">
          <Trans>Reason: {loan.reason}</Trans>
        </p>
      ) : null}
      <dl className={css.facts}>
        <dt>
          <Trans>Amount</Trans>
        </dt>
        <dd>
          <Usd value={loan.amount} />
        </dd>
        <dt>
          <Trans>Applied</Trans>
        </dt>
        <dd>{localTime(loan.applyTime)}</dd>
        {loan.disburseTime ? (
          <>
            <dt>
              <Trans>Paid out</Trans>
            </dt>
            <dd>{localTime(loan.disburseTime)}</dd>
          </>
        ) : null}
        <dt>
          <Trans>Total to repay</Trans>
        </dt>
        <dd>
          <Usd value={loan.totalDue} />
        </dd>
        {/* Nothing is paid, owed or late before the payout (issue #40 showed the total as
            outstanding while the loan was under review). */}
        {loan.disburseTime ? (
          <>
            <dt>
              <Trans>Paid</Trans>
            </dt>
            <dd data-testid="loan-paid">
              <Usd value={loan.paid} />
            </dd>
            <dt>
              <Trans>Outstanding</Trans>
            </dt>
            <dd data-testid="loan-outstanding">
              <Usd value={loan.outstanding} />
            </dd>
            <dt>
              <Trans>Late charges (at most)</Trans>
            </dt>
            <dd>
              <Usd value={loan.lateCharged} />
              {' / '}
              <Usd value={loan.lateCap} />
            </dd>
          </>
        ) : null}
        {loan.nextDue ? (
          <>
            <dt>
              <Trans>Next due</Trans>
            </dt>
            <dd data-testid="loan-next-due">
              <Usd value={loan.nextDue.unpaid} />
              {' · '}
              <bdi dir="ltr">{loan.nextDue.dueDate}</bdi>
            </dd>
          </>
        ) : null}
        {loan.waived !== '0' ? (
          <>
            <dt>
              <Trans>Interest waived for early repayment</Trans>
            </dt>
            <dd>
              <Usd value={loan.waived} />
            </dd>
          </>
        ) : null}
      </dl>
      {running ? <RepayForm loan={loan} /> : null}
      <ScheduleTable
        rows={loan.schedule}
        dated={loan.disburseTime !== ''}
        testId="loan-schedule"
        columns={[
          { key: 'amount', label: <Trans>Amount</Trans> },
          { key: 'paid', label: <Trans>Paid</Trans> },
          { key: 'unpaid', label: <Trans>Unpaid</Trans> },
          { key: 'lateCharge', label: <Trans>Late charge</Trans> },
        ]}
      />
      <h3>
        <Trans>Repayments</Trans>
      </h3>
      {loan.repayments.length === 0 ? (
        <p className={muted}>
          <Trans>No repayments yet</Trans>
        </p>
      ) : (
        <ul className={css.list} data-testid="loan-repayments">
          {loan.repayments.map((r) => (
            <li key={r.id} className={css.row}>
              <span>
                <Usd value={r.amount} />
                {' · '}
                {r.kind === 'withhold' ? (
                  <Trans>Withheld from a store sale</Trans>
                ) : (
                  <Trans>From your wallet</Trans>
                )}
                {' · '}
                <span className={muted}>{localTime(r.createTime)}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
      <details>
        <summary>
          <Trans>The quote you agreed to</Trans>
        </summary>
        <p className={muted}>
          <Trans>Agreed on {localTime(loan.consentTime)}</Trans>
        </p>
        <ConsentedQuote loan={loan} />
      </details>
    </section>
  );
}

function ConsentedQuote({ loan }: { loan: LoanView }) {
  return (
    <dl className={css.facts}>
      <dt>
        <Trans>Total to repay</Trans>
      </dt>
      <dd>
        <Usd value={loan.quote.totalRepayable} />
      </dd>
      <dt>
        <Trans>Annual percentage rate (fee included)</Trans>
      </dt>
      <dd>
        <bdi dir="ltr">{loan.quote.apr}%</bdi>
      </dd>
    </dl>
  );
}

function RepayForm({ loan }: { loan: LoanView }) {
  const { t } = useLingui();
  const repay = useRepayLoan();
  const [amount, setAmount] = useState(loan.nextDue?.unpaid ?? loan.payoff);
  const [error, setError] = useState('');
  const [key, setKey] = useState(newIdempotencyKey);
  const send = (value: string) => {
    setError('');
    repay.mutate(
      { loanId: loan.id, amount: value.trim(), idempotencyKey: key },
      {
        onSuccess: (next) => {
          toastInfo(t`Repayment received`);
          setKey(newIdempotencyKey());
          setAmount(next.nextDue?.unpaid ?? next.payoff);
        },
        onError: (reason) =>
          setError(reason instanceof ApiError ? reason.message : t`Please try again`),
      },
    );
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send(amount);
  };
  return (
    <form className={formCss.form} onSubmit={onSubmit} noValidate>
      <Field
        label={t`Repay from your wallet (USDT)`}
        inputMode="decimal"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        hint={
          <Trans>
            Settles the loan today: <Usd value={loan.payoff} />
          </Trans>
        }
      />
      {error ? (
        <p className={formCss.formError} role="alert">
          {error}
        </p>
      ) : null}
      <div className={css.actions}>
        <button type="submit" className={button.primary} disabled={repay.isPending}>
          <Trans>Repay</Trans>
        </button>
        <button
          type="button"
          className={button.secondary}
          disabled={repay.isPending}
          onClick={() => send(loan.payoff)}
        >
          <Trans>Repay everything</Trans>
        </button>
      </div>
    </form>
  );
}
