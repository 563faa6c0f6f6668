// The loan products on the operator's credit desk: the list, and the form that adds or edits one
// (an admin's; `support` sees the list only).
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { LoanProduct } from '../../../../domain/api/credit.ts';
import { Field } from '../../../components/field.tsx';
import * as formCss from '../../../components/form.css.ts';
import { Usd } from '../../../components/usd.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { toastInfo } from '../../../lib/toast.ts';
import { button, emptyState, muted, section, sectionTitle } from '../../../styles/ui.css.ts';
import { useAdminLoanProducts, useSaveLoanProduct } from '../api/admin-credit.ts';
import { percent, useCreditText } from '../use-credit-text.ts';
import { TermList } from './term-list.tsx';
import * as css from './credit.css.ts';

export function LoanProductsAdmin({ canWrite }: { canWrite: boolean }) {
  const products = useAdminLoanProducts();
  const text = useCreditText();
  const [editing, setEditing] = useState<LoanProduct | 'new' | null>(null);
  const list = products.data ?? [];
  return (
    <section className={`${section} ${css.stack}`} aria-labelledby="loan-products-admin">
      <h2 id="loan-products-admin" className={sectionTitle}>
        <Trans>Loan products</Trans>
      </h2>
      {list.length === 0 ? (
        <p className={emptyState}>
          <Trans>No loan products yet</Trans>
        </p>
      ) : (
        <ul className={css.list}>
          {list.map((p) => (
            <li key={p.id} className={css.row}>
              <span>
                <strong>
                  <bdi>{p.name}</bdi>
                </strong>
                {' · '}
                {p.active ? <Trans>Offered</Trans> : <Trans>Withdrawn</Trans>}
              </span>
              <span className={muted}>
                <Usd value={p.minAmount} />
                {' - '}
                <Usd value={p.maxAmount} />
                {' · '}
                <TermList days={p.termDays} />
                {' · '}
                <bdi dir="ltr">{percent(p.ratePerTerm)}%</bdi>
                {' · '}
                <Usd value={p.fee} />
                {' · '}
                {text.repayment(p.repaymentKind, p.everyDays, p.sharePercent)}
              </span>
              {canWrite ? (
                <span>
                  <button type="button" className={button.secondary} onClick={() => setEditing(p)}>
                    <Trans>Edit</Trans>
                  </button>
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {canWrite && editing === null ? (
        <button type="button" className={button.primary} onClick={() => setEditing('new')}>
          <Trans>New product</Trans>
        </button>
      ) : null}
      {canWrite && editing !== null ? (
        <ProductForm
          key={editing === 'new' ? 'new' : editing.id}
          product={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      ) : null}
    </section>
  );
}

function ProductForm({ product, onDone }: { product: LoanProduct | null; onDone: () => void }) {
  const { t } = useLingui();
  const save = useSaveLoanProduct();
  const [error, setError] = useState('');
  const [draft, setDraft] = useState({
    name: product?.name ?? '',
    minAmount: product?.minAmount ?? '100',
    maxAmount: product?.maxAmount ?? '5000',
    termDays: product?.termDays.join(',') ?? '30,90',
    ratePerTerm: product?.ratePerTerm ?? '0.03',
    fee: product?.fee ?? '0',
    repaymentKind: product?.repaymentKind ?? 'single',
    everyDays: String(product?.everyDays ?? 30),
    sharePercent: product?.sharePercent ?? '10',
    graceDays: String(product?.graceDays ?? 3),
    lateDailyRate: product?.lateDailyRate ?? '0.0005',
    lateCapRate: product?.lateCapRate ?? '0.05',
    earlyInterestRebate: product?.earlyInterestRebate ?? true,
    addressReason: product?.addressReason ?? '',
    active: product?.active ?? true,
  });
  const set = (key: keyof typeof draft) => (value: string | boolean) =>
    setDraft((was) => ({ ...was, [key]: value }));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError('');
    save.mutate(
      {
        ...draft,
        ...(product ? { id: product.id } : {}),
        graceDays: Number(draft.graceDays),
        everyDays: Number(draft.everyDays),
        termDays: draft.termDays,
      },
      {
        onSuccess: () => {
          toastInfo(t`Operation success`);
          onDone();
        },
        onError: (reason) =>
          setError(reason instanceof ApiError ? reason.message : t`Please try again`),
      },
    );
  };
  const text = (key: keyof typeof draft, label: string, hint?: string) => (
    <Field
      label={label}
      hint={hint}
      value={String(draft[key])}
      onChange={(e) => set(key)(e.target.value)}
    />
  );
  return (
    <form className={formCss.form} onSubmit={onSubmit} noValidate>
      {text('name', t`Name`)}
      {text('minAmount', t`Smallest amount (USDT)`)}
      {text('maxAmount', t`Largest amount (USDT, at most 30,000,000)`)}
      {text('termDays', t`Terms in days, comma separated (each at most 365)`)}
      {text('ratePerTerm', t`Interest for the whole term, as a fraction`)}
      {text('fee', t`Fixed fee (USDT)`)}
      <div className={formCss.field}>
        <label className={formCss.label} htmlFor="product-repayment">
          <Trans>Repayment method</Trans>
        </label>
        <select
          id="product-repayment"
          className={formCss.input}
          value={draft.repaymentKind}
          onChange={(e) => set('repaymentKind')(e.target.value)}
        >
          <option value="single">{t`One repayment at the end of the term`}</option>
          <option value="instalments">{t`Equal instalments`}</option>
          <option value="salesShare">{t`A share of each store sale`}</option>
        </select>
      </div>
      {draft.repaymentKind === 'instalments' ? text('everyDays', t`Instalment every (days)`) : null}
      {draft.repaymentKind === 'salesShare'
        ? text('sharePercent', t`Share of each store sale (%)`)
        : null}
      {text('graceDays', t`Grace days before the late rule`)}
      {text('lateDailyRate', t`Late charge per day, as a fraction`)}
      {text('lateCapRate', t`Late charge cap, as a fraction of the overdue amount`)}
      {text('addressReason', t`Why home and work address are needed (empty: not asked)`)}
      <label className={css.check}>
        <input
          type="checkbox"
          className={css.checkBox}
          checked={draft.earlyInterestRebate}
          onChange={(e) => set('earlyInterestRebate')(e.target.checked)}
        />
        <span>
          <Trans>Early repayment pays interest only up to that day</Trans>
        </span>
      </label>
      <label className={css.check}>
        <input
          type="checkbox"
          className={css.checkBox}
          checked={draft.active}
          onChange={(e) => set('active')(e.target.checked)}
        />
        <span>
          <Trans>Offered to borrowers</Trans>
        </span>
      </label>
      {error ? (
        <p className={formCss.formError} role="alert">
          {error}
        </p>
      ) : null}
      <div className={css.actions}>
        <button type="submit" className={button.primary} disabled={save.isPending}>
          <Trans>Save</Trans>
        </button>
        <button type="button" className={button.secondary} onClick={onDone}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </form>
  );
}
