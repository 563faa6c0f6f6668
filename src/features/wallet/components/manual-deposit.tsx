// A deposit the operator confirms by hand (transfer proof or bank card), and the test-network notice.
// A bank deposit is made in a currency the bank account takes: in a fiat one, the buyer enters the
// fiat amount and sees the operator's rate with its time and the USDT it credits as they type.
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { OfferedBankCurrency } from '../../../../domain/api/exchange-rates.ts';
import { amountProblem, manualDepositLimits } from '../../../../domain/wallet/amounts.ts';
import { quoteFiatDeposit } from '../../../../domain/wallet/exchange-rate.ts';
import { localTime } from '../../../lib/time.ts';
import { toastError, toastInfo } from '../../../lib/toast.ts';
import { button, muted } from '../../../styles/ui.css.ts';
import * as formCss from '../../../components/form.css.ts';
import { Field } from '../../../components/field.tsx';
import { useRecharge } from '../api/recharge.ts';
import { uploadImage } from '../../../lib/upload-image.ts';
import { useWalletText } from '../use-wallet-text.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import * as css from './wallet.css.ts';

const BACK_TO_WALLET_MS = 2500;

/** The local chain of a fresh install: say plainly that nothing on it has value. */
export function TestNetworkNotice() {
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

export function ManualDeposit({
  method,
  max,
  payTo,
  currencies = [],
}: {
  method: 'proof' | 'bank';
  max: string;
  /** Where the buyer pays: the platform's receiving address, or its bank account. */
  payTo: string;
  /** Bank deposits: the currencies offered now (fiat ones with a fresh rate). */
  currencies?: readonly OfferedBankCurrency[];
}) {
  const { t } = useLingui();
  const text = useWalletText();
  const navigate = useNavigate();
  const recharge = useRecharge();
  const [amount, setAmount] = useState('');
  const [currencyCode, setCurrencyCode] = useState('');
  // Proof deposits are in USDT; a bank deposit in the chosen offered currency (the first at start).
  const offer =
    method === 'bank'
      ? (currencies.find((entry) => entry.currency === currencyCode) ?? currencies[0])
      : undefined;
  const currency = offer?.currency ?? 'USDT';
  const rate = offer?.rate ?? '';
  const limits = manualDepositLimits(max);
  const quote = rate ? quoteFiatDeposit(amount.trim(), rate, limits) : null;
  const credited = quote?.ok ? quote.credited : '';
  const rateTime = localTime(offer?.rateTime);
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
    const problem = quote
      ? quote.ok
        ? null
        : quote.problem
      : amountProblem(amount.trim(), limits);
    const next: Record<string, string> = {
      amount: problem
        ? problem === 'tooPrecise'
          ? t`At most 2 decimals`
          : problem === 'belowMin' || problem === 'aboveMax'
            ? rate
              ? t`The USDT credited must be between 1 and ${max}`
              : t`The amount must be between 1 and ${max}`
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
            symbol: currency,
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
      {method === 'bank' ? (
        <label className={formCss.field}>
          <span className={formCss.label}>
            <Trans>Currency of your transfer</Trans>
          </span>
          <select
            className={formCss.input}
            name="currency"
            value={currency}
            onChange={(event) => setCurrencyCode(event.target.value)}
          >
            {currencies.map((entry) => (
              <option key={entry.currency} value={entry.currency}>
                {entry.currency}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <Field
        label={<Trans>Amount ({currency})</Trans>}
        name="amount"
        inputMode="decimal"
        value={amount}
        error={errors.amount}
        hint={
          rate ? <Trans>At most 2 decimals</Trans> : <Trans>At least 1, at most 2 decimals</Trans>
        }
        onChange={(event) => setAmount(event.target.value)}
      />
      {offer && rate ? (
        <div className={css.notice} data-testid="bank-quote">
          <p>
            <Trans>
              Rate: 1 USDT = <bdi>{rate}</bdi> {currency}, set{' '}
              <time dateTime={offer.rateTime}>{rateTime}</time>
            </Trans>
          </p>
          <p aria-live="polite" data-testid="bank-credited">
            {credited ? (
              <Trans>
                You will be credited <strong>{credited} USDT</strong> once the transfer is
                confirmed.
              </Trans>
            ) : (
              <Trans>Enter the amount you transfer to see the USDT credited.</Trans>
            )}
          </p>
        </div>
      ) : null}
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
