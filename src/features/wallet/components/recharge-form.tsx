// `/userInfo/money-package/recharge`: choose the network and see your own deposit address (QR and
// copy), or report a manual deposit with a payment proof (upload with progress) or a bank card.
// A failed manual deposit shows why and returns to the wallet after 2.5 s (spec section 9).
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { amountProblem, manualDepositLimits } from '../../../../domain/wallet/amounts.ts';
import { toastError, toastInfo } from '../../../lib/toast.ts';
import { button, muted, pageTitle, section, skeleton } from '../../../styles/ui.css.ts';
import * as formCss from '../../../components/form.css.ts';
import { Field } from '../../../components/field.tsx';
import { useChannels, useDepositFee } from '../api/get-channels.ts';
import { useRecharge } from '../api/recharge.ts';
import { useThirdParty } from '../api/third-party.ts';
import { uploadImage } from '../../../lib/upload-image.ts';
import { useWalletText } from '../use-wallet-text.ts';
import { QrCode } from '../../../components/qr-code.tsx';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import * as css from './wallet.css.ts';

const BACK_TO_WALLET_MS = 2500;

type Method = 'chain' | 'proof' | 'bank' | 'third';

export function RechargeForm() {
  const { t } = useLingui();
  const channels = useChannels();
  const fee = useDepositFee();
  const [method, setMethod] = useState<Method>('chain');
  const [network, setNetwork] = useState('');
  const chosen = channels.data?.find((c) => c.blockchain_name === network) ?? channels.data?.[0];

  return (
    <section className={section}>
      <h1 className={pageTitle}>
        <Trans>Deposit</Trans>
      </h1>
      <div role="tablist" aria-label={t`Deposit method`} className={css.tabs}>
        {(['chain', 'proof', 'bank', 'third'] as const).map((value) => (
          <button
            key={value}
            type="button"
            role="tab"
            aria-selected={method === value}
            className={css.tab}
            onClick={() => setMethod(value)}
          >
            {value === 'chain' ? (
              <Trans>Blockchain</Trans>
            ) : value === 'proof' ? (
              <Trans>Transfer with proof</Trans>
            ) : value === 'bank' ? (
              <Trans>Bank card</Trans>
            ) : (
              <Trans>Third-party payment</Trans>
            )}
          </button>
        ))}
      </div>
      {method === 'chain' ? (
        channels.isPending ? (
          <div className={skeleton} style={{ height: 220 }} aria-busy="true" />
        ) : !chosen ? (
          <p className={css.notice}>
            <Trans>The blockchain channel is not opened.</Trans>
          </p>
        ) : (
          <div className={formCss.form}>
            {chosen.testNetwork ? <TestNetworkNotice /> : null}
            <label className={formCss.field}>
              <span className={formCss.label}>
                <Trans>Currency and network</Trans>
              </span>
              <select
                className={formCss.input}
                value={chosen.blockchain_name}
                onChange={(event) => setNetwork(event.target.value)}
              >
                {channels.data?.map((c) => (
                  <option key={c.blockchain_name} value={c.blockchain_name}>
                    {c.coin} · {c.blockchain_name}
                    {c.testNetwork ? ` · ${t`Test network (local)`}` : ''}
                  </option>
                ))}
              </select>
            </label>
            <div className={css.addressBox}>
              <QrCode
                className={css.qr}
                text={chosen.address}
                label={t`QR code of your deposit address`}
              />
              <span className={css.address} data-testid="deposit-address">
                {chosen.address}
              </span>
              <button
                type="button"
                className={button.secondary}
                onClick={() => {
                  // Clipboard access is missing on plain-http hosts: say so instead of failing silently.
                  const copy = async () => navigator.clipboard.writeText(chosen.address);
                  copy().then(
                    () => toastInfo(t`Copied`),
                    () => toastError(t`Copy failed`),
                  );
                }}
              >
                <Trans>Copy address</Trans>
              </button>
            </div>
            <p className={css.notice}>
              <Trans>
                Send only {chosen.coin} on {chosen.blockchain_name} (token {chosen.tokenContract})
                to this address. It is credited after {chosen.confirmations} confirmations. Deposits
                below {chosen.min} {chosen.coin} are shown but not credited.
              </Trans>
            </p>
          </div>
        )
      ) : method === 'third' ? (
        <ThirdParty />
      ) : fee.isPending ? (
        <div className={skeleton} style={{ height: 220 }} aria-busy="true" />
      ) : method === 'proof' && !fee.data?.proofEnabled ? (
        <p className={css.notice} role="status" data-testid="manual-unavailable">
          <Trans>
            Transfers with proof are not available: the platform has not set up an address to pay to
            yet. Use the blockchain deposit instead.
          </Trans>
        </p>
      ) : method === 'bank' && !fee.data?.bankEnabled ? (
        <p className={css.notice} role="status" data-testid="manual-unavailable">
          <Trans>
            Bank card deposits are not available: the platform has not set up a bank account to pay
            to yet. Use the blockchain deposit instead.
          </Trans>
        </p>
      ) : (
        <ManualDeposit
          method={method}
          max={fee.data?.max ?? ''}
          payTo={(method === 'proof' ? fee.data?.manualAddress : fee.data?.bankAccount) ?? ''}
        />
      )}
    </section>
  );
}

function ThirdParty() {
  const text = useWalletText();
  const query = useThirdParty();
  if (query.isPending) return <div className={skeleton} style={{ height: 60 }} aria-busy="true" />;
  // No provider ships with Caravan: the server's refusal is the honest answer to show. A provider
  // integration adds its own form here.
  if (!query.isError) return null;
  return (
    <p className={css.notice} role="status" data-testid="third-party-status">
      {text.errorText(query.error)}
    </p>
  );
}

/** The local chain of a fresh install: say plainly that nothing on it has value. */
function TestNetworkNotice() {
  return (
    <p className={css.notice} role="note" data-testid="test-network">
      <strong>
        <Trans>Test network (local)</Trans>
      </strong>{' '}
      <Trans>
        This installation runs its own test chain: its USDT has no value. Send test USDT with
        &quot;npm run chain:dev -- send&quot;.
      </Trans>
    </p>
  );
}

function ManualDeposit({
  method,
  max,
  payTo,
}: {
  method: 'proof' | 'bank';
  max: string;
  /** Where the buyer pays: the platform's receiving address, or its bank account. */
  payTo: string;
}) {
  const { t } = useLingui();
  const text = useWalletText();
  const navigate = useNavigate();
  const recharge = useRecharge();
  const [amount, setAmount] = useState('');
  const [bankName, setBankName] = useState('');
  const [cardNumber, setCardNumber] = useState('');
  const [img, setImg] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState('');
  const key = useRef(newIdempotencyKey());
  const leave = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(leave.current), []);
  const uploading = progress !== null;

  const onFile = (file: File | undefined) => {
    if (!file) return;
    setProgress(0);
    setImg('');
    uploadImage(file, 'recharge', setProgress)
      .then((url) => setImg(url))
      .catch((error: unknown) => setErrors((e) => ({ ...e, img: text.errorText(error) })))
      .finally(() => setProgress(null));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = amountProblem(amount.trim(), manualDepositLimits(max));
    const next: Record<string, string> = {
      amount: problem
        ? problem === 'tooPrecise'
          ? t`At most 2 decimals`
          : problem === 'belowMin' || problem === 'aboveMax'
            ? t`The amount must be between 1 and ${max}`
            : t`Please enter a valid amount`
        : '',
      img: method === 'proof' && !img ? t`Please upload the payment proof` : '',
      bank: method === 'bank' && !bankName.trim() ? t`Bank name and card number are required` : '',
      card:
        method === 'bank' && !/^\d{4}$/.test(cardNumber.trim())
          ? t`Enter the last 4 digits of the card you paid from`
          : '',
    };
    setErrors(next);
    if (uploading) return toastError(t`Still uploading, please wait`);
    if (Object.values(next).some(Boolean)) return;
    setFormError('');
    recharge.mutate(
      method === 'proof'
        ? { amount: amount.trim(), img, idempotencyKey: key.current }
        : {
            amount: amount.trim(),
            bank_name: bankName.trim(),
            card_number: cardNumber.trim(),
            idempotencyKey: key.current,
          },
      {
        onSuccess: () => {
          key.current = newIdempotencyKey();
          toastInfo(t`Submitted, waiting for review`);
          void navigate({ to: '/userInfo/money-package' });
        },
        onError: (error) => {
          setFormError(text.errorText(error));
          leave.current = setTimeout(
            () => void navigate({ to: '/userInfo/money-package' }),
            BACK_TO_WALLET_MS,
          );
        },
      },
    );
  };

  return (
    <form className={formCss.form} onSubmit={onSubmit} noValidate>
      {method === 'proof' ? (
        <p className={css.notice} data-testid="pay-to">
          <Trans>
            Pay to <bdi>{payTo}</bdi>, then upload the payment proof.
          </Trans>
        </p>
      ) : (
        <p className={css.notice} data-testid="pay-to">
          <Trans>
            Transfer to <bdi>{payTo}</bdi>, then tell us the bank and the last 4 digits of the card
            you paid from.
          </Trans>
        </p>
      )}
      <Field
        label={<Trans>Amount (USDT)</Trans>}
        name="amount"
        inputMode="decimal"
        value={amount}
        error={errors.amount}
        hint={<Trans>At least 1, at most 2 decimals</Trans>}
        onChange={(event) => setAmount(event.target.value)}
      />
      {method === 'proof' ? (
        <div className={formCss.field}>
          <label className={formCss.label} htmlFor="deposit-proof">
            <Trans>Payment proof</Trans>
          </label>
          <input
            id="deposit-proof"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            onChange={(event) => onFile(event.target.files?.[0])}
          />
          {uploading ? (
            <progress
              className={css.progress}
              max={1}
              value={progress}
              aria-label={t`Upload progress`}
            />
          ) : null}
          {img ? (
            <span className={muted}>
              <Trans>Uploaded</Trans>
            </span>
          ) : null}
          {errors.img ? (
            <span className={formCss.fieldError} role="alert">
              {errors.img}
            </span>
          ) : null}
        </div>
      ) : (
        <>
          <Field
            label={<Trans>Bank name</Trans>}
            name="bank_name"
            value={bankName}
            error={errors.bank}
            onChange={(event) => setBankName(event.target.value)}
          />
          <Field
            label={<Trans>Card number (last 4 digits)</Trans>}
            hint={<Trans>Only the last four digits are asked for and kept.</Trans>}
            name="card_number"
            inputMode="numeric"
            maxLength={4}
            autoComplete="off"
            value={cardNumber}
            error={errors.card}
            onChange={(event) => setCardNumber(event.target.value)}
          />
        </>
      )}
      {formError ? (
        <p className={formCss.formError} role="alert" data-testid="form-error">
          {formError}
        </p>
      ) : null}
      <button
        type="submit"
        className={button.primary}
        disabled={recharge.isPending || uploading}
        aria-busy={recharge.isPending}
      >
        {recharge.isPending ? <Trans>Submitting…</Trans> : <Trans>Submit</Trans>}
      </button>
    </form>
  );
}
