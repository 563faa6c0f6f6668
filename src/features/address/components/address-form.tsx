// Add or edit a delivery address: receiver, e-mail, area code + phone, country -> state -> city
// pickers from the server's dataset, post code, street address, default flag. Validated on the
// client with the same zod rules the server uses (domain/address/address-rules.ts).
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useMemo, useState, type ReactNode } from 'react';
import type { AddressItem } from '../../../../domain/api/address.ts';
import { addressFields, addressLimits } from '../../../../domain/address/address-rules.ts';
import * as formCss from '../../../components/form.css.ts';
import { button } from '../../../styles/ui.css.ts';
import { useAddAddress } from '../api/add-address.ts';
import { useEditAddress } from '../api/edit-address.ts';
import { useCities, useCountries, useStates } from '../api/get-regions.ts';
import * as css from './address.css.ts';

type FieldName =
  | 'contacts'
  | 'email'
  | 'areaCode'
  | 'phone'
  | 'country'
  | 'province'
  | 'city'
  | 'postcode'
  | 'address';

type Values = Record<FieldName, string> & { use: boolean };

function initialValues(address: AddressItem | undefined): Values {
  return {
    contacts: address?.contacts ?? '',
    email: address?.email ?? '',
    areaCode: address?.areaCode ?? '',
    phone: address?.phone ?? '',
    country: address?.country ?? '',
    province: address?.province ?? '',
    city: address?.city ?? '',
    postcode: address?.postcode ?? '',
    address: address?.address ?? '',
    use: address ? address.use === 1 : false,
  };
}

function useFieldMessages(): Record<FieldName, string> {
  const { t } = useLingui();
  return {
    contacts: t`Enter the receiver's name (at most ${addressLimits.contacts} characters)`,
    email: t`Enter a valid e-mail address (at most ${addressLimits.email} characters)`,
    areaCode: t`Choose the area code`,
    phone: t`Enter a phone number of at least ${addressLimits.phoneMinDigits} digits`,
    country: t`Choose the country`,
    province: t`Choose the state or province`,
    city: t`Choose the city`,
    postcode: t`Enter a post code of more than 4 characters (at most ${addressLimits.postcodeMax})`,
    address: t`Enter the street address (at most ${addressLimits.address} characters)`,
  };
}

function Labelled({
  label,
  error,
  className,
  children,
}: {
  label: ReactNode;
  error?: string | undefined;
  className?: string;
  children: (props: {
    id: string;
    'aria-invalid'?: true;
    'aria-describedby'?: string;
  }) => ReactNode;
}) {
  const id = useId();
  return (
    <div className={`${formCss.field} ${className ?? ''}`}>
      <label htmlFor={id} className={formCss.label}>
        {label}
      </label>
      {children({
        id,
        ...(error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {}),
      })}
      {error ? (
        <span id={`${id}-error`} className={formCss.fieldError} role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}

export function AddressForm({
  address,
  onDone,
}: {
  address?: AddressItem | undefined;
  /** Saved (with the stored address) or cancelled (without). */
  onDone: (saved?: AddressItem) => void;
}) {
  const { t } = useLingui();
  const messages = useFieldMessages();
  const [values, setValues] = useState<Values>(() => initialValues(address));
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const countries = useCountries();
  const states = useStates(values.country);
  // The server stores the state's name; the city list is asked by the state's code.
  const stateCode = useMemo(
    () =>
      states.data?.find((s) => s.code === values.province || s.name === values.province)?.code ??
      '',
    [states.data, values.province],
  );
  const cities = useCities(values.country, stateCode);
  const add = useAddAddress();
  const edit = useEditAddress();
  const saving = add.isPending || edit.isPending;

  const set = (name: FieldName, value: string) =>
    setValues((current) => {
      const next = { ...current, [name]: value };
      if (name === 'country') {
        next.province = '';
        next.city = '';
        const country = countries.data?.find((c) => c.code === value);
        if (country && !current.areaCode) next.areaCode = country.areaCode;
      }
      if (name === 'province') next.city = '';
      return next;
    });

  const submit = () => {
    const parsed = addressFields.safeParse(values);
    const found: Partial<Record<FieldName, string>> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const name = issue.path[0] as FieldName;
        found[name] = messages[name];
      }
    }
    if (states.data && states.data.length > 0 && !values.province)
      found.province = messages.province;
    setErrors(found);
    if (!parsed.success || Object.keys(found).length > 0) return;
    const input = { ...parsed.data, use: values.use ? (1 as const) : (0 as const) };
    const options = { onSuccess: (saved: AddressItem) => onDone(saved) };
    if (address) edit.mutate({ ...input, id: address.id }, options);
    else add.mutate(input, options);
  };

  const areaCodes = useMemo(() => {
    const seen = new Set<string>();
    return (countries.data ?? []).filter((c) => {
      if (!c.areaCode || seen.has(c.areaCode)) return false;
      seen.add(c.areaCode);
      return true;
    });
  }, [countries.data]);

  return (
    <form
      className={formCss.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className={css.formGrid}>
        <Labelled label={t`Receiver name`} error={errors.contacts}>
          {(props) => (
            <input
              {...props}
              className={formCss.input}
              autoComplete="name"
              maxLength={addressLimits.contacts}
              value={values.contacts}
              onChange={(event) => set('contacts', event.target.value)}
            />
          )}
        </Labelled>
        <Labelled label={t`E-mail`} error={errors.email}>
          {(props) => (
            <input
              {...props}
              className={formCss.input}
              type="email"
              autoComplete="email"
              dir="ltr"
              maxLength={addressLimits.email}
              value={values.email}
              onChange={(event) => set('email', event.target.value)}
            />
          )}
        </Labelled>
        <Labelled label={t`Phone`} error={errors.phone ?? errors.areaCode} className={css.full}>
          {(props) => (
            <div className={`${css.phoneRow} ${css.ltr}`}>
              <select
                className={css.select}
                aria-label={t`Area code`}
                value={values.areaCode}
                onChange={(event) => set('areaCode', event.target.value)}
              >
                <option value="">{t`Area code`}</option>
                {areaCodes.map((c) => (
                  <option key={c.code} value={c.areaCode}>
                    +{c.areaCode} {c.flag}
                  </option>
                ))}
              </select>
              <input
                {...props}
                className={formCss.input}
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                value={values.phone}
                onChange={(event) => set('phone', event.target.value.replace(/\D/g, ''))}
              />
            </div>
          )}
        </Labelled>
        <Labelled label={t`Country`} error={errors.country}>
          {(props) => (
            <select
              {...props}
              className={css.select}
              value={values.country}
              onChange={(event) => set('country', event.target.value)}
            >
              <option value="">{countries.isPending ? t`Loading…` : t`Choose the country`}</option>
              {(countries.data ?? []).map((c) => (
                <option key={c.code} value={c.code}>
                  {c.flag} {c.name}
                </option>
              ))}
            </select>
          )}
        </Labelled>
        <Labelled label={t`State or province`} error={errors.province}>
          {(props) => (
            <select
              {...props}
              className={css.select}
              value={stateCode || values.province}
              disabled={!values.country || (states.data?.length ?? 0) === 0}
              onChange={(event) => set('province', event.target.value)}
            >
              <option value="">
                {states.isFetching ? t`Loading…` : t`Choose the state or province`}
              </option>
              {(states.data ?? []).map((s) => (
                <option key={s.code} value={s.code}>
                  {s.name}
                </option>
              ))}
            </select>
          )}
        </Labelled>
        <Labelled label={t`City`} error={errors.city}>
          {(props) =>
            (cities.data?.length ?? 0) > 0 ? (
              <select
                {...props}
                className={css.select}
                value={values.city}
                onChange={(event) => set('city', event.target.value)}
              >
                <option value="">{t`Choose the city`}</option>
                {(cities.data ?? []).map((c) => (
                  <option key={c.name} value={c.name}>
                    {c.name}
                  </option>
                ))}
              </select>
            ) : (
              <input
                {...props}
                className={formCss.input}
                autoComplete="address-level2"
                maxLength={addressLimits.city}
                value={values.city}
                onChange={(event) => set('city', event.target.value)}
              />
            )
          }
        </Labelled>
        <Labelled label={t`Post code`} error={errors.postcode}>
          {(props) => (
            <input
              {...props}
              className={formCss.input}
              autoComplete="postal-code"
              dir="ltr"
              maxLength={addressLimits.postcodeMax}
              value={values.postcode}
              onChange={(event) => set('postcode', event.target.value)}
            />
          )}
        </Labelled>
        <Labelled label={t`Street address`} error={errors.address} className={css.full}>
          {(props) => (
            <textarea
              {...props}
              className={formCss.textarea}
              autoComplete="street-address"
              maxLength={addressLimits.address}
              value={values.address}
              onChange={(event) => set('address', event.target.value)}
            />
          )}
        </Labelled>
        <label className={`${css.checkRow} ${css.full}`}>
          <input
            type="checkbox"
            checked={values.use}
            onChange={(event) =>
              setValues((current) => ({ ...current, use: event.target.checked }))
            }
          />
          <Trans>Use as the default address</Trans>
        </label>
      </div>
      <div className={css.actions}>
        <button type="button" className={button.secondary} onClick={() => onDone()}>
          <Trans>Cancel</Trans>
        </button>
        <button
          type="submit"
          className={button.primary}
          disabled={saving}
          data-testid="address-save"
        >
          {saving ? <Trans>Saving…</Trans> : <Trans>Save address</Trans>}
        </button>
      </div>
    </form>
  );
}
