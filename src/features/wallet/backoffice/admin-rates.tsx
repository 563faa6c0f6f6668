// The console's exchange rates of bank deposits: per currency the bank account takes, the rate now
// (fiat per 1 USDT) with when, by whom and whether it is still offered to buyers, a form to set a
// new one with its source and a reason (the audit log keeps both), and the rates set before.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { ExchangeRateView } from '../../../../domain/api/exchange-rates.ts';
import { rateProblem } from '../../../../domain/wallet/exchange-rate.ts';
import { Field } from '../../../components/field.tsx';
import * as formCss from '../../../components/form.css.ts';
import { DataTable, Loaded } from '../../../components/backoffice/data-table.tsx';
import * as backoffice from '../../../components/backoffice/backoffice.css.ts';
import { platformTime } from '../../../lib/time.ts';
import { toastInfo } from '../../../lib/toast.ts';
import { button, muted, pageTitle, section, sectionTitle } from '../../../styles/ui.css.ts';
import { useExchangeRates, useSaveRate } from '../api/admin-rates.ts';

/** `canWrite`: the operator's roles may set a rate (`finance.rates`); support only reads. */
export function AdminRates({ canWrite }: { canWrite: boolean }) {
  const rates = useExchangeRates();
  return (
    <>
      <h1 className={pageTitle}>
        <Trans>Exchange rates</Trans>
      </h1>
      <Loaded query={rates} height={240}>
        {({ maxAgeHours, currencies, history }) => (
          <>
            <p className={muted}>
              <Trans>
                A rate is the amount of the currency per 1 USDT. A bank deposit credits the amount
                transferred divided by the rate, rounded down to 10 decimals, at the rate shown to
                the buyer when they made it. A currency is offered to buyers while its rate is at
                most {maxAgeHours} hours old (system parameter wallet_rate_max_age_hours).
              </Trans>
            </p>
            {currencies.length === 0 ? (
              <p className={muted} role="status">
                <Trans>
                  The bank account takes no currency other than USDT (WALLET_BANK_CURRENCIES), so no
                  rate is needed.
                </Trans>
              </p>
            ) : (
              <>
                <section className={section} aria-labelledby="rates-current">
                  <h2 id="rates-current" className={sectionTitle}>
                    <Trans>Rates now</Trans>
                  </h2>
                  <DataTable
                    testId="rates-current"
                    labelledBy="rates-current"
                    empty={<Trans>No currency</Trans>}
                    rows={currencies}
                    rowKey={(row) => row.currency}
                    columns={[
                      {
                        key: 'currency',
                        head: <Trans>Currency</Trans>,
                        rowHeader: true,
                        cell: (row) => row.currency,
                      },
                      {
                        key: 'rate',
                        head: <Trans>Per 1 USDT</Trans>,
                        cell: (row) => (row.current ? <bdi>{row.current.rate}</bdi> : '—'),
                      },
                      {
                        key: 'state',
                        head: <Trans>Offered to buyers</Trans>,
                        cell: (row) => <RateState rate={row.current} />,
                      },
                      {
                        key: 'set',
                        head: <Trans>Set</Trans>,
                        cell: (row) => (row.current ? <SetBy rate={row.current} /> : '—'),
                      },
                    ]}
                  />
                </section>
                {canWrite ? (
                  <SetRateForm currencies={currencies.map((row) => row.currency)} />
                ) : null}
              </>
            )}
            <section className={section} aria-labelledby="rates-history">
              <h2 id="rates-history" className={sectionTitle}>
                <Trans>Rates set before</Trans>
              </h2>
              <DataTable
                testId="rates-history"
                labelledBy="rates-history"
                empty={<Trans>No rate has been set yet</Trans>}
                rows={history}
                rowKey={(row) => row.id}
                columns={[
                  {
                    key: 'currency',
                    head: <Trans>Currency</Trans>,
                    rowHeader: true,
                    cell: (row) => row.currency,
                  },
                  {
                    key: 'rate',
                    head: <Trans>Per 1 USDT</Trans>,
                    cell: (row) => <bdi>{row.rate}</bdi>,
                  },
                  { key: 'set', head: <Trans>Set</Trans>, cell: (row) => <SetBy rate={row} /> },
                  {
                    key: 'note',
                    head: <Trans>Source</Trans>,
                    cell: (row) => (row.note ? <bdi>{row.note}</bdi> : '—'),
                  },
                ]}
              />
            </section>
          </>
        )}
      </Loaded>
    </>
  );
}

function RateState({ rate }: { rate: ExchangeRateView | null }) {
  if (!rate)
    return (
      <span className={muted}>
        <Trans>No rate: not offered</Trans>
      </span>
    );
  return rate.fresh ? (
    <span className={backoffice.badge.active}>
      <Trans>Offered</Trans>
    </span>
  ) : (
    <span className={muted}>
      <Trans>Too old: not offered</Trans>
    </span>
  );
}

function SetBy({ rate }: { rate: ExchangeRateView }) {
  const time = platformTime(rate.setTime);
  const name = rate.setByName || rate.setBy;
  return (
    <Trans>
      {time} by <bdi>{name}</bdi>
    </Trans>
  );
}

function SetRateForm({ currencies }: { currencies: readonly string[] }) {
  const { t } = useLingui();
  const save = useSaveRate();
  const [currency, setCurrency] = useState(currencies[0] ?? '');
  const [rate, setRate] = useState('');
  const [note, setNote] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState('');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = rateProblem(currency, rate.trim());
    const next = {
      rate:
        problem === 'notPositive'
          ? t`A rate must be above zero`
          : problem
            ? t`Enter a number with at most 8 decimals, e.g. 0.92`
            : '',
      reason: reason.trim() ? '' : t`Say why the rate changes`,
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    setFormError('');
    save.mutate(
      { currency, rate: rate.trim(), note: note.trim(), reason: reason.trim() },
      {
        onSuccess: () => {
          toastInfo(t`Operation success`);
          setRate('');
          setNote('');
          setReason('');
        },
        onError: (error) => setFormError(error.message),
      },
    );
  };

  return (
    <section className={section} aria-labelledby="rates-set">
      <h2 id="rates-set" className={sectionTitle}>
        <Trans>Set a rate</Trans>
      </h2>
      <form className={formCss.form} onSubmit={onSubmit} noValidate data-testid="rate-form">
        <label className={formCss.field}>
          <span className={formCss.label}>
            <Trans>Currency</Trans>
          </span>
          <select
            className={formCss.input}
            name="currency"
            value={currency}
            onChange={(event) => setCurrency(event.target.value)}
          >
            {currencies.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </label>
        <Field
          label={<Trans>{currency} per 1 USDT</Trans>}
          name="rate"
          inputMode="decimal"
          autoComplete="off"
          value={rate}
          error={errors.rate}
          onChange={(event) => setRate(event.target.value)}
        />
        <Field
          label={<Trans>Source (optional)</Trans>}
          hint={<Trans>Where the rate comes from, e.g. the bank&apos;s board at 10:00</Trans>}
          name="note"
          maxLength={200}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
        <Field
          label={<Trans>Reason</Trans>}
          name="reason"
          maxLength={500}
          value={reason}
          error={errors.reason}
          onChange={(event) => setReason(event.target.value)}
        />
        {formError ? (
          <p className={formCss.formError} role="alert" data-testid="form-error">
            {formError}
          </p>
        ) : null}
        <button
          type="submit"
          className={button.primary}
          disabled={save.isPending}
          aria-busy={save.isPending}
        >
          <Trans>Save the rate</Trans>
        </button>
      </form>
    </section>
  );
}
