// The whole cost of a loan as the server computed it (loan!quote, or the quote stored with a loan):
// what is received, interest, fee, total, APR with the fee included, every instalment with its
// date, the late rule in money and what happens on default. Shown in full before the agreement.
import { Trans } from '@lingui/react/macro';
import type { QuoteAnswer } from '../../../../domain/api/credit.ts';
import { Usd } from '../../../components/usd.tsx';
import { percent, useCreditText } from '../use-credit-text.ts';
import { ScheduleTable } from './schedule-table.tsx';
import { TermList } from './term-list.tsx';
import * as css from './credit.css.ts';

type Terms = Pick<
  QuoteAnswer,
  | 'quote'
  | 'ratePerTerm'
  | 'repaymentKind'
  | 'everyDays'
  | 'sharePercent'
  | 'graceDays'
  | 'lateDailyRate'
  | 'lateCapRate'
  | 'earlyInterestRebate'
>;

export function QuoteDetails({ terms, dated }: { terms: Terms; dated: boolean }) {
  const text = useCreditText();
  const q = terms.quote;
  const rate = percent(terms.ratePerTerm);
  const daily = percent(terms.lateDailyRate);
  const cap = percent(terms.lateCapRate);
  return (
    <div className={css.stack} data-testid="quote">
      <dl className={css.facts}>
        <dt>
          <Trans>You receive</Trans>
        </dt>
        <dd>
          <Usd value={q.amount} />
        </dd>
        <dt>
          <Trans>Interest ({rate}% fixed for the whole term)</Trans>
        </dt>
        <dd>
          <Usd value={q.totalInterest} />
        </dd>
        <dt>
          <Trans>Fee</Trans>
        </dt>
        <dd>
          <Usd value={q.fee} />
        </dd>
        <dt>
          <Trans>Total to repay</Trans>
        </dt>
        <dd data-testid="quote-total">
          <Usd value={q.totalRepayable} />
        </dd>
        <dt>
          <Trans>Annual percentage rate (fee included)</Trans>
        </dt>
        <dd data-testid="quote-apr">
          <bdi dir="ltr">{q.apr}%</bdi>
        </dd>
        <dt>
          <Trans>Term</Trans>
        </dt>
        <dd>
          <TermList days={[q.termDays]} />
        </dd>
        <dt>
          <Trans>Repayment</Trans>
        </dt>
        <dd>{text.repayment(terms.repaymentKind, terms.everyDays, terms.sharePercent)}</dd>
      </dl>
      <ScheduleTable
        rows={q.instalments}
        dated={dated}
        columns={[
          { key: 'principal', label: <Trans>Principal</Trans> },
          { key: 'interest', label: <Trans>Interest</Trans> },
          { key: 'fee', label: <Trans>Fee</Trans> },
          { key: 'amount', label: <Trans>Amount</Trans> },
        ]}
      />
      <p className={css.notice} data-testid="late-rule">
        <Trans>
          Late payment: after {terms.graceDays} days of grace, {daily}% of the overdue amount per
          day, never more than {cap}% of it. A payment of <Usd value={q.lateExample.onAmount} />{' '}
          made {q.lateExample.days} days late costs <Usd value={q.lateExample.extra} /> more; at
          most <Usd value={q.lateExample.cap} />.
        </Trans>
      </p>
      <p className={css.notice}>
        <Trans>
          If you do not pay: the loan is marked overdue, the late charge above applies up to its
          cap, and you cannot take another loan until this one is repaid. Nothing else is charged.
        </Trans>
      </p>
      <p className={css.notice}>
        {terms.earlyInterestRebate ? (
          <Trans>
            You may repay early at any time; interest is then charged only up to that day.
          </Trans>
        ) : (
          <Trans>You may repay early at any time; the interest stays as shown.</Trans>
        )}
      </p>
    </div>
  );
}
