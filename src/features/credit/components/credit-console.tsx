// `/admin/credit`: the operator's credit desk. Verifications waiting for review (ID numbers masked;
// an admin may reveal one, and see the private ID photo and company document, each read logged),
// loan applications with the quote the applicant agreed to and the sales it was offered on, and
// the loan products. Every decision takes the reason the user reads. Each part is shown to
// operators whose roles read it (verifications: credit.kyc; loans and products: credit.loans; support
// reads all), its decisions to those whose roles decide it.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { DecisionQueue } from '../../../components/decision-queue.tsx';
import { UploadedImage } from '../../../components/uploaded-image.tsx';
import { Usd } from '../../../components/usd.tsx';
import { platformTime } from '../../../lib/time.ts';
import { button, muted } from '../../../styles/ui.css.ts';
import {
  useDecideKyc,
  useDecideLoan,
  useKycQueue,
  useLoanQueue,
  useRevealIdNumber,
} from '../api/admin-credit.ts';
import { LoanProductsAdmin } from './loan-products-admin.tsx';
import { TermList } from './term-list.tsx';
import * as css from './credit.css.ts';

/** What the operator may do with one part of the desk. */
export interface CreditAccess {
  read: boolean;
  write: boolean;
}

export function CreditConsole({
  kyc,
  loans,
  products,
}: {
  kyc: CreditAccess;
  loans: CreditAccess;
  products: CreditAccess;
}) {
  return (
    <>
      {kyc.read ? <KycQueue canWrite={kyc.write} /> : null}
      {loans.read ? <LoanQueue canWrite={loans.write} /> : null}
      {products.read ? <LoanProductsAdmin canWrite={products.write} /> : null}
    </>
  );
}

function KycQueue({ canWrite }: { canWrite: boolean }) {
  const { t } = useLingui();
  const reveal = useRevealIdNumber();
  const [revealed, setRevealed] = useState<Record<string, string>>({});
  return (
    <DecisionQueue
      id="kyc-queue"
      title={<Trans>Real-name verifications</Trans>}
      queue={useKycQueue()}
      decide={useDecideKyc()}
      kind="kyc"
      rowTestId="kyc-row"
      rowKey={(row) => row.id}
      canWrite={canWrite}
      subject={(row) => row.realName}
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
  return (
    <DecisionQueue
      id="loan-queue"
      title={<Trans>Loan applications</Trans>}
      queue={useLoanQueue()}
      decide={useDecideLoan()}
      kind="loan"
      rowTestId="loan-row"
      rowKey={(row) => row.id}
      canWrite={canWrite}
      subject={(loan) => loan.username}
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
              <Usd value={loan.netSales90} />; agreed {platformTime(loan.consentTime)}
            </Trans>
          </span>
        </>
      )}
    </DecisionQueue>
  );
}
