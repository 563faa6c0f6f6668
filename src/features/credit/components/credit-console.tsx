// `/admin/credit`: the operator's credit desk. Verifications waiting for review (ID numbers masked;
// an admin may reveal one, and see the private ID photo and company document, each read logged),
// loan applications with the quote the applicant agreed to and the sales it was offered on, and
// the loan products. Every decision takes the reason the user reads; `support` sees the rest and
// changes nothing.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { LoanProduct } from '../../../../domain/api/credit.ts';
import type { DecisionKind } from '../../../../domain/operator/reasons.ts';
import { DecisionButtons, type DecisionReason } from '../../../components/decision-buttons.tsx';
import { Field } from '../../../components/field.tsx';
import { UploadedImage } from '../../../components/uploaded-image.tsx';
import * as formCss from '../../../components/form.css.ts';
import { Usd } from '../../../components/usd.tsx';
import { ApiError } from '../../../lib/api-client.ts';
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
import {
  useAdminLoanProducts,
  useDecideKyc,
  useDecideLoan,
  useKycQueue,
  useLoanQueue,
  useRevealIdNumber,
  useSaveLoanProduct,
} from '../api/admin-credit.ts';
import { percent, useCreditText } from '../use-credit-text.ts';
import { TermList } from './term-list.tsx';
import * as css from './credit.css.ts';

export function CreditConsole({ canWrite }: { canWrite: boolean }) {
  return (
    <>
      <KycQueue canWrite={canWrite} />
      <LoanQueue canWrite={canWrite} />
      <Products canWrite={canWrite} />
    </>
  );
}

/**
 * Records waiting for an operator's decision (verifications, loan applications): each row's
 * facts, then approve / reject with the reason the user reads.
 */
function DecisionQueue<Row extends { id: string }>({
  id,
  title,
  rows,
  pending,
  kind,
  rowTestId,
  canWrite,
  deciding,
  subject,
  onDecide,
  children,
}: {
  id: string;
  title: ReactNode;
  rows: readonly Row[];
  pending: boolean;
  kind: DecisionKind;
  rowTestId: string;
  canWrite: boolean;
  deciding: boolean;
  /** Who or what is decided, named in the dialog. */
  subject: (row: Row) => string;
  onDecide: (row: Row, decision: 'approve' | 'reject', reason: DecisionReason) => void;
  /** The facts of a row. */
  children: (row: Row) => ReactNode;
}) {
  return (
    <section className={`${section} ${css.stack}`} aria-labelledby={id}>
      <h2 id={id} className={sectionTitle}>
        {title}
      </h2>
      {pending ? (
        <div className={skeleton} style={{ height: 80 }} aria-busy="true" />
      ) : rows.length === 0 ? (
        <p className={emptyState}>
          <Trans>Nothing to review</Trans>
        </p>
      ) : (
        <ul className={css.list}>
          {rows.map((row) => (
            <li key={row.id} className={css.row} data-testid={rowTestId}>
              {children(row)}
              {canWrite ? (
                <DecisionButtons
                  className={css.actions}
                  disabled={deciding}
                  kind={kind}
                  subject={subject(row)}
                  onDecide={(decision, reason) => onDecide(row, decision, reason)}
                />
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function KycQueue({ canWrite }: { canWrite: boolean }) {
  const { t } = useLingui();
  const queue = useKycQueue();
  const decide = useDecideKyc();
  const reveal = useRevealIdNumber();
  const [revealed, setRevealed] = useState<Record<string, string>>({});
  return (
    <DecisionQueue
      id="kyc-queue"
      title={<Trans>Real-name verifications</Trans>}
      rows={queue.data?.pageList ?? []}
      pending={queue.isPending}
      kind="kyc"
      rowTestId="kyc-row"
      canWrite={canWrite}
      deciding={decide.isPending}
      subject={(row) => row.realName}
      onDecide={(row, decision, reason) =>
        decide.mutate(
          { id: row.id, decision, ...reason },
          { onSuccess: () => toastInfo(t`Operation success`) },
        )
      }
    >
      {(row) => (
        <>
          <span>
            <strong>
              <bdi>{row.realName}</bdi>
            </strong>
            {' · '}
            <bdi>{row.username}</bdi>
            {' · '}
            {row.nationality}
            {' · '}
            <bdi dir="ltr" data-testid="kyc-id-number">
              {revealed[row.id] ?? row.idNumberMasked}
            </bdi>
          </span>
          {row.companyName ? (
            <span className={muted}>
              <bdi>{row.companyName}</bdi>
              {' · '}
              <bdi>{row.companyRegNumber}</bdi>
            </span>
          ) : null}
          {canWrite ? (
            <span className={css.actions}>
              <KycDocument
                url={row.idPhoto}
                label={t`Photo of the ID or passport`}
                show={<Trans>Show the ID photo (logged)</Trans>}
              />
              {row.companyDocument ? (
                <KycDocument
                  url={row.companyDocument}
                  label={t`Company certificate`}
                  show={<Trans>Show the company certificate (logged)</Trans>}
                />
              ) : null}
              {!revealed[row.id] ? (
                <button
                  type="button"
                  className={button.secondary}
                  onClick={() =>
                    reveal.mutate(row.id, {
                      onSuccess: ({ idNumber }) =>
                        setRevealed((was) => ({ ...was, [row.id]: idNumber })),
                    })
                  }
                >
                  <Trans>Show the full number (logged)</Trans>
                </button>
              ) : null}
            </span>
          ) : null}
        </>
      )}
    </DecisionQueue>
  );
}

/** An ID photo or company document: private, fetched only when the admin asks (each read is logged). */
function KycDocument({ url, label, show }: { url: string; label: string; show: ReactNode }) {
  const [open, setOpen] = useState(false);
  return open ? (
    <UploadedImage src={url} alt={label} className={css.document} />
  ) : (
    <button type="button" className={button.secondary} onClick={() => setOpen(true)}>
      {show}
    </button>
  );
}

function LoanQueue({ canWrite }: { canWrite: boolean }) {
  const { t } = useLingui();
  const queue = useLoanQueue();
  const decide = useDecideLoan();
  return (
    <DecisionQueue
      id="loan-queue"
      title={<Trans>Loan applications</Trans>}
      rows={queue.data?.pageList ?? []}
      pending={queue.isPending}
      kind="loan"
      rowTestId="loan-row"
      canWrite={canWrite}
      deciding={decide.isPending}
      subject={(loan) => loan.username}
      onDecide={(loan, decision, reason) =>
        decide.mutate(
          { id: loan.id, decision, ...reason },
          { onSuccess: () => toastInfo(t`Operation success`) },
        )
      }
    >
      {(loan) => (
        <>
          <span>
            <strong>
              <bdi>{loan.username}</bdi>
            </strong>
            {' · '}
            <bdi>{loan.productName}</bdi>
            {' · '}
            <Usd value={loan.amount} />
            {' · '}
            <TermList days={[loan.termDays]} />
          </span>
          <span className={muted}>
            <Trans>
              Total to repay <Usd value={loan.quote.totalRepayable} />, APR{' '}
              <bdi dir="ltr">{loan.quote.apr}%</bdi>; net sales of 90 days{' '}
              <Usd value={loan.netSales90} />; agreed {localTime(loan.consentTime)}
            </Trans>
          </span>
        </>
      )}
    </DecisionQueue>
  );
}

function Products({ canWrite }: { canWrite: boolean }) {
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
