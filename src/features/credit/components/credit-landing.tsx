// The `/credit` landing: what merchant credit is, with the real terms of every product on offer
// (loan!products) — amounts, terms, the fixed rate and fee, the repayment method and the capped
// late rule, and the ceiling no loan's annual rate may pass. No approval-time or collateral
// promises: a loan is reviewed by a person.
import { Trans } from '@lingui/react/macro';
import { Usd } from '../../../components/usd.tsx';
import { emptyState, section, sectionTitle, skeleton } from '../../../styles/ui.css.ts';
import { useLoanProducts } from '../api/get-products.ts';
import { percent, useCreditText } from '../use-credit-text.ts';
import { TermList } from './term-list.tsx';
import * as css from './credit.css.ts';

export function CreditLanding() {
  const products = useLoanProducts();
  const text = useCreditText();
  const list = products.data?.products ?? [];
  return (
    <section className={`${section} ${css.stack}`} aria-labelledby="credit-products">
      <p>
        <Trans>
          Loans for store owners on this marketplace. The amount offered is computed from your
          store&apos;s verified net sales of the last 90 days, so it stays within what your sales
          can repay. The rate is fixed for the whole term, the fee is fixed, and every cost is shown
          in money before you agree. Each application is reviewed by an operator.
        </Trans>
      </p>
      {products.data ? (
        <p data-testid="apr-ceiling">
          <Trans>
            Annual rate never above <bdi dir="ltr">{products.data.aprCeiling}%</bdi>, fees included:
            the highest the marketplace allows for any loan.
          </Trans>
        </p>
      ) : null}
      <h2 id="credit-products" className={sectionTitle}>
        <Trans>Loan products</Trans>
      </h2>
      {products.isPending ? (
        <div className={skeleton} style={{ height: 120 }} aria-busy="true" />
      ) : list.length === 0 ? (
        <p className={emptyState}>
          <Trans>No loan products are offered at the moment.</Trans>
        </p>
      ) : (
        <ul className={css.cards} data-testid="loan-products">
          {list.map((product) => {
            const rate = percent(product.ratePerTerm);
            const daily = percent(product.lateDailyRate);
            const cap = percent(product.lateCapRate);
            return (
              <li key={product.id} className={css.card}>
                <strong>
                  <bdi>{product.name}</bdi>
                </strong>
                <dl className={css.facts}>
                  <dt>
                    <Trans>Amount</Trans>
                  </dt>
                  <dd>
                    <Usd value={product.minAmount} />
                    {' - '}
                    <Usd value={product.maxAmount} />
                  </dd>
                  <dt>
                    <Trans>Terms</Trans>
                  </dt>
                  <dd>
                    <TermList days={product.termDays} />
                  </dd>
                  <dt>
                    <Trans>Interest for the whole term</Trans>
                  </dt>
                  <dd>
                    <bdi dir="ltr">{rate}%</bdi>
                  </dd>
                  <dt>
                    <Trans>Fee</Trans>
                  </dt>
                  <dd>
                    <Usd value={product.fee} />
                  </dd>
                </dl>
                <p>
                  {text.repayment(product.repaymentKind, product.everyDays, product.sharePercent)}
                </p>
                <p>
                  <Trans>
                    Late payment: after {product.graceDays} days of grace, {daily}% per day of the
                    overdue amount, never more than {cap}% of it.
                  </Trans>
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
