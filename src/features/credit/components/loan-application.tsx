// `/credit/application`: verification, then the offer computed from the store's verified sales
// (with the formula), then product, term and amount -> the full quote from the server -> the
// agreement box -> apply. The application carries the hash of the quote shown, so the server
// refuses it if the terms changed meanwhile.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import type { QuoteAnswer } from '../../../../domain/api/credit.ts';
import { Field } from '../../../components/field.tsx';
import * as formCss from '../../../components/form.css.ts';
import { Usd } from '../../../components/usd.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { localTime } from '../../../lib/time.ts';
import { toastInfo } from '../../../lib/toast.ts';
import { button, section, sectionTitle, skeleton } from '../../../styles/ui.css.ts';
import { useApplyLoan } from '../api/apply-loan.ts';
import { useLoanProducts } from '../api/get-products.ts';
import { useLoanQuote } from '../api/get-quote.ts';
import { percent } from '../use-credit-text.ts';
import { KycPanel } from './kyc-panel.tsx';
import { QuoteDetails } from './quote-details.tsx';
import * as css from './credit.css.ts';

export function LoanApplication() {
  const products = useLoanProducts();
  const eligibility = products.data?.eligibility;
  return (
    <>
      <KycPanel />
      <section className={`${section} ${css.stack}`} aria-labelledby="offer-title">
        <h2 id="offer-title" className={sectionTitle}>
          <Trans>2. Your offer</Trans>
        </h2>
        {!products.data ? (
          <div className={skeleton} style={{ height: 120 }} aria-busy="true" />
        ) : !eligibility ? null : !eligibility.hasStore ? (
          <p className={css.notice}>
            <Trans>
              Loans are sized from a store&apos;s sales, so they are for store owners.{' '}
              <Link to="/merchantSettled">Open a store</Link>
            </Trans>
          </p>
        ) : (
          <div className={css.stack}>
            <p data-testid="net-sales">
              <Trans>
                Your store&apos;s verified net sales from {localTime(eligibility.since)} to{' '}
                {localTime(eligibility.until)}: <Usd value={eligibility.netSales90} />
              </Trans>
            </p>
            <p className={css.formula}>
              <Trans>
                Largest offer = (net sales × term days ÷ 90 × {percent(eligibility.affordableShare)}
                % − fee) ÷ (1 + rate for the term), within the product&apos;s limits.
              </Trans>
            </p>
            {eligibility.unfinishedLoanId ? (
              <p className={css.notice}>
                <Trans>
                  You have a loan under way. <Link to="/credit/myLoan">See my loan</Link>
                </Trans>
              </p>
            ) : eligibility.kycStatus !== 'approved' ? (
              <p className={css.notice}>
                <Trans>Your offer can be used once your verification is approved.</Trans>
              </p>
            ) : (
              <ApplicationForm />
            )}
          </div>
        )}
      </section>
    </>
  );
}

function ApplicationForm() {
  const { t } = useLingui();
  const daysText = (days: number) => t`${days} days`;
  const navigate = useNavigate();
  const products = useLoanProducts();
  const list = products.data?.products ?? [];
  const offers = products.data?.eligibility?.offers ?? [];
  const [productId, setProductId] = useState(list[0]?.id ?? '');
  const product = list.find((p) => p.id === productId);
  const [termDays, setTermDays] = useState(product?.termDays[0] ?? 0);
  const [amount, setAmount] = useState('');
  const [shown, setShown] = useState<QuoteAnswer | null>(null);
  const [agree, setAgree] = useState(false);
  const [homeAddress, setHomeAddress] = useState('');
  const [workAddress, setWorkAddress] = useState('');
  // The login password of this application only (a stolen session alone cannot borrow).
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [key] = useState(newIdempotencyKey);
  const quote = useLoanQuote();
  const apply = useApplyLoan();
  const offer = offers.find((o) => o.productId === productId && o.termDays === termDays);
  // The quote on screen must be the one for what the form says now.
  const current =
    shown &&
    shown.productId === productId &&
    shown.quote.termDays === termDays &&
    shown.quote.amount === amount.trim()
      ? shown
      : null;
  const fail = (reason: unknown) =>
    setError(reason instanceof ApiError ? reason.message : t`Please try again`);

  const onQuote = (event: FormEvent) => {
    event.preventDefault();
    setError('');
    setAgree(false);
    quote.mutate(
      { productId, amount: amount.trim(), termDays },
      { onSuccess: (answer) => setShown(answer), onError: fail },
    );
  };
  const onApply = () => {
    if (!current) return;
    if (!password) return setError(t`Enter your login password`);
    setError('');
    apply.mutate(
      {
        productId,
        amount: current.quote.amount,
        termDays,
        quoteHash: current.quoteHash,
        agree,
        homeAddress,
        workAddress,
        password,
        idempotencyKey: key,
      },
      {
        onSettled: () => setPassword(''),
        onSuccess: () => {
          toastInfo(t`Application sent for review`);
          void navigate({ to: '/credit/myLoan' });
        },
        onError: fail,
      },
    );
  };

  if (!product) return null;
  return (
    <div className={css.stack}>
      <form className={formCss.form} onSubmit={onQuote} noValidate>
        <div className={formCss.field}>
          <label className={formCss.label} htmlFor="loan-product">
            <Trans>Product</Trans>
          </label>
          <select
            id="loan-product"
            className={formCss.input}
            value={productId}
            onChange={(e) => {
              const next = list.find((p) => p.id === e.target.value);
              setProductId(e.target.value);
              setTermDays(next?.termDays[0] ?? 0);
            }}
          >
            {list.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
        <div className={formCss.field}>
          <label className={formCss.label} htmlFor="loan-term">
            <Trans>Term</Trans>
          </label>
          <select
            id="loan-term"
            className={formCss.input}
            value={termDays}
            onChange={(e) => setTermDays(Number(e.target.value))}
          >
            {product.termDays.map((days) => (
              <option key={days} value={days}>
                {daysText(days)}
              </option>
            ))}
          </select>
        </div>
        <Field
          label={t`Amount (USDT)`}
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          hint={
            offer && offer.maxAmount !== '0' ? (
              <Trans>
                From <Usd value={product.minAmount} /> to <Usd value={offer.maxAmount} /> for this
                term
              </Trans>
            ) : (
              <Trans>Your store&apos;s sales do not support this product and term yet.</Trans>
            )
          }
        />
        <div>
          <button type="submit" className={button.secondary} disabled={quote.isPending}>
            <Trans>Show the full cost</Trans>
          </button>
        </div>
      </form>
      {current ? (
        <>
          <h3>
            <Trans>3. The full cost before you agree</Trans>
          </h3>
          <QuoteDetails terms={current} dated />
          <p>
            <Trans>Dates count from the day the loan is paid out; the amounts do not change.</Trans>
          </p>
          {current.addressReason ? (
            <>
              <p className={css.notice}>
                <Trans>
                  This product asks for your home and work address: {current.addressReason}
                </Trans>
              </p>
              <Field
                label={t`Home address`}
                value={homeAddress}
                autoComplete="street-address"
                onChange={(e) => setHomeAddress(e.target.value)}
              />
              <Field
                label={t`Work address`}
                value={workAddress}
                onChange={(e) => setWorkAddress(e.target.value)}
              />
            </>
          ) : null}
          <label className={css.check}>
            <input
              type="checkbox"
              className={css.checkBox}
              checked={agree}
              onChange={(e) => setAgree(e.target.checked)}
            />
            <span>
              <Trans>
                I agree to this loan agreement: the amounts, dates, annual percentage rate and late
                rule shown above.
              </Trans>
            </span>
          </label>
          <Field
            label={<Trans>Login password</Trans>}
            name="loan_password"
            type="password"
            autoComplete="current-password"
            value={password}
            hint={<Trans>Asked again to apply; it is not remembered.</Trans>}
            onChange={(e) => setPassword(e.target.value)}
          />
          <div>
            <button
              type="button"
              className={button.primary}
              disabled={!agree || apply.isPending}
              onClick={onApply}
            >
              <Trans>Apply for this loan</Trans>
            </button>
          </div>
        </>
      ) : null}
      {error ? (
        <p className={formCss.formError} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
