// `/userInfo/money-package/withdraw`: the bound address (bind or change it with the fund password;
// a new or changed address holds withdrawals for the platform's hold time), the amount with its fee and actual arrival, and the
// fund password. A fresh session token is fetched right before the request.
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { isValidSafeword } from '../../../../domain/account/credentials.ts';
import { amountProblem } from '../../../../domain/wallet/amounts.ts';
import { SafewordForm, useLocalUser } from '../../account/index.ts';
import { localTime, wireTimeMs } from '../../../lib/time.ts';
import { toastInfo } from '../../../lib/toast.ts';
import { button, pageTitle, section, skeleton } from '../../../styles/ui.css.ts';
import * as formCss from '../../../components/form.css.ts';
import { Field } from '../../../components/field.tsx';
import { useChannels } from '../api/get-channels.ts';
import { useUsdt } from '../api/get-usdt.ts';
import { useApplyWithdrawal, useWithdrawFee } from '../api/withdraw.ts';
import { useWalletText } from '../use-wallet-text.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import * as css from './wallet.css.ts';
import type { NetworkFamilyName } from '../../../../domain/wallet/network-family.ts';
import { BindAddress } from './bind-address.tsx';
import { defaultChannel, NetworkChoice, useConfirmTime } from './network-choice.tsx';
import { useDebounced } from '../../../lib/use-debounced.ts';

export function WithdrawForm() {
  const channels = useChannels();
  const [network, setNetwork] = useState('');
  if (channels.isPending)
    return <div className={skeleton} style={{ height: 240 }} aria-busy="true" />;
  const list = channels.data ?? [];
  const chosen = list.find((c) => c.blockchain_name === network) ?? defaultChannel(list);
  return (
    <section className={section}>
      <h1 className={pageTitle}>
        <Trans>Withdraw</Trans>
      </h1>
      {chosen?.testNetwork ? (
        <p className={css.notice} role="note" data-testid="test-network">
          <strong>
            <Trans>Test network (local)</Trans>
          </strong>{' '}
          <Trans>Withdrawals pay out test USDT on this installation&apos;s own test chain.</Trans>
        </p>
      ) : null}
      {chosen ? (
        <>
          <NetworkChoice
            name="withdraw-network"
            channels={list}
            value={chosen.blockchain_name}
            onChange={setNetwork}
            facts={(c) => <WithdrawFacts channel={c.blockchain_name} />}
          />
          {chosen.available ? (
            // Keyed: another network is another address, fee rule and form.
            <WithdrawChannel
              key={chosen.blockchain_name}
              channel={chosen.blockchain_name}
              family={chosen.family}
            />
          ) : (
            <p className={css.notice} role="status" data-testid="network-unavailable">
              <Trans>
                The {chosen.blockchain_name} network is temporarily unavailable. Please try again
                later or choose another network.
              </Trans>
            </p>
          )}
        </>
      ) : (
        <p className={css.notice}>
          <Trans>This channel is not opened</Trans>
        </p>
      )}
    </section>
  );
}

/** A network's withdrawal rule in one line: fee, minimum and expected time, before choosing. */
function WithdrawFacts({ channel }: { channel: string }) {
  const info = useWithdrawFee(channel, '');
  const confirmTime = useConfirmTime();
  if (!info.data) return <span aria-busy={info.isPending}>…</span>;
  const { feeRate, feeMin, min } = info.data;
  const percent = String(Number(feeRate) * 100);
  const time = confirmTime(info.data.confirmSeconds);
  return (
    <span data-testid={`withdraw-facts-${channel}`}>
      <Trans>
        Fee {percent}% (at least {feeMin} USDT) · minimum {min} USDT · arrives {time} after payout
      </Trans>
    </span>
  );
}

function WithdrawChannel({ channel, family }: { channel: string; family: NetworkFamilyName }) {
  const { t } = useLingui();
  const text = useWalletText();
  const navigate = useNavigate();
  const balance = useUsdt();
  const [amount, setAmount] = useState('');
  const debounced = useDebounced(amount.trim(), 300);
  const info = useWithdrawFee(channel, '');
  const quote = useWithdrawFee(channel, /^\d+(\.\d+)?$/.test(debounced) ? debounced : '');
  const apply = useApplyWithdrawal();
  const [safeword, setSafeword] = useState('');
  const [binding, setBinding] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState('');
  const key = useRef(newIdempotencyKey());
  const profile = useLocalUser();
  // The form opens by itself when the hold ends (a timer longer than ~24 days would overflow).
  const holdEnds = wireTimeMs(info.data?.holdUntil);
  const refetchRules = info.refetch;
  useEffect(() => {
    if (Number.isNaN(holdEnds)) return;
    const wait = Math.min(Math.max(holdEnds - Date.now(), 0) + 1000, 2 ** 31 - 1);
    const timer = setTimeout(() => void refetchRules(), wait);
    return () => clearTimeout(timer);
  }, [holdEnds, refetchRules]);

  if (info.isPending) return <div className={skeleton} style={{ height: 240 }} aria-busy="true" />;
  const rules = info.data;
  if (!rules) return <p className={css.notice}>{text.errorText(info.error)}</p>;
  const bound = rules.address;
  // Binding an address and withdrawing both ask for the fund password: one never set is set here.
  if (profile.data && !profile.data.safeword)
    return (
      <div className={formCss.form} data-testid="withdraw-set-safeword">
        <p className={css.notice} role="status">
          <Trans>
            Withdrawals are confirmed with a fund password of 6 digits. Set yours first; then bind
            your address and withdraw here.
          </Trans>
        </p>
        <SafewordForm
          isSet={false}
          walletEmail={profile.data.emailVerified ? profile.data.email : undefined}
        />
      </div>
    );
  // While a new address is held, nothing can be withdrawn: the form says until when and waits.
  const held = rules.holdUntil !== '';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // The whole of a small balance may leave below the minimum (the server decides again).
    const closing = rules.closingAmount !== '' && amount.trim() === rules.closingAmount;
    const problem = closing
      ? null
      : amountProblem(amount.trim(), { min: rules.min, max: rules.max, decimals: rules.decimals });
    const next = {
      amount: problem
        ? problem === 'tooPrecise'
          ? t`At most ${rules.decimals} decimals`
          : problem === 'belowMin' || problem === 'aboveMax'
            ? t`The amount must be between ${rules.min} and ${rules.max}`
            : t`Please enter a valid amount`
        : '',
      safeword: isValidSafeword(safeword) ? '' : t`The fund password must be exactly 6 digits`,
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    setFormError('');
    apply.mutate(
      { channel, amount: amount.trim(), safeword, idempotencyKey: key.current },
      {
        onSuccess: () => {
          key.current = newIdempotencyKey();
          toastInfo(t`Submitted, waiting for review`);
          void navigate({ to: '/userInfo/money-package' });
        },
        onError: (error) => setFormError(text.errorText(error)),
      },
    );
  };

  return (
    <div className={formCss.form}>
      <div className={css.addressBox}>
        <span className={formCss.label}>
          <Trans>Withdrawal address ({channel})</Trans>
        </span>
        {bound ? <span className={css.address}>{bound}</span> : <Trans>No address bound yet</Trans>}
        {held ? (
          <p className={css.notice} role="status" data-testid="withdraw-hold">
            <Trans>
              The address is new: for your safety, withdrawals to it open at{' '}
              {localTime(rules.holdUntil)} (your time).
            </Trans>
          </p>
        ) : null}
        {binding || !bound ? (
          <BindAddress
            channel={channel}
            family={family}
            holdHours={rules.addressHoldHours}
            onDone={() => setBinding(false)}
          />
        ) : (
          <button type="button" className={button.secondary} onClick={() => setBinding(true)}>
            <Trans>Change address</Trans>
          </button>
        )}
      </div>
      {bound ? (
        <form className={formCss.form} onSubmit={onSubmit} noValidate>
          {rules.closingAmount ? (
            <div className={css.notice} role="status" data-testid="closing-offer">
              <p>
                <Trans>
                  Your balance of {rules.closingAmount} USDT is below the smallest withdrawal. You
                  can withdraw all of it at once, without a handling fee.
                </Trans>
              </p>
              <button
                type="button"
                className={button.secondary}
                onClick={() => setAmount(rules.closingAmount)}
              >
                <Trans>Withdraw the whole balance</Trans>
              </button>
            </div>
          ) : null}
          <Field
            label={<Trans>Amount (USDT)</Trans>}
            name="amount"
            inputMode="decimal"
            value={amount}
            error={errors.amount}
            disabled={held}
            hint={
              <Trans>
                Available {balance.data?.money ?? '--'} · limits {rules.min} - {rules.max} ·{' '}
                {rules.usedToday}/{rules.maxPerDay} today
              </Trans>
            }
            onChange={(event) => setAmount(event.target.value)}
          />
          <div aria-live="polite" aria-busy={quote.isFetching}>
            <div className={css.summaryLine}>
              <span>
                <Trans>Handling fee</Trans>
              </span>
              <span>{quote.data?.withdraw_fee ?? '--'}</span>
            </div>
            <div className={css.summaryLine}>
              <span>
                <Trans>Total deducted</Trans>
              </span>
              <span>{quote.data?.totalDebit ?? '--'}</span>
            </div>
            <div className={css.summaryLine}>
              <span>
                <Trans>Actual arrival</Trans>
              </span>
              <span>{quote.data?.arrivalAmount ?? '--'}</span>
            </div>
          </div>
          <Field
            label={<Trans>Fund password</Trans>}
            name="safeword"
            type="password"
            inputMode="numeric"
            maxLength={6}
            autoComplete="off"
            value={safeword}
            error={errors.safeword}
            onChange={(event) => setSafeword(event.target.value)}
          />
          {formError ? (
            <p className={formCss.formError} role="alert" data-testid="form-error">
              {formError}
            </p>
          ) : null}
          <button
            type="submit"
            className={button.primary}
            disabled={apply.isPending || held}
            aria-busy={apply.isPending}
          >
            {apply.isPending ? <Trans>Submitting…</Trans> : <Trans>Withdraw</Trans>}
          </button>
        </form>
      ) : null}
    </div>
  );
}
