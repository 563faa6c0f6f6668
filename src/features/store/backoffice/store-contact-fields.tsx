// The store's face and contact, as the store application and the store profile ask for them: name,
// what it sells, logo and banner, contact e-mail and phone, the country it ships from, with the
// messages a refused field shows.
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Field } from '../../../components/field.tsx';
import * as formCss from '../../../components/form.css.ts';
import { ImageUpload } from '../../../components/image-upload.tsx';
import { button } from '../../../styles/ui.css.ts';
import { useCountries } from '../../address/index.ts';

export type StoreContactKey =
  'name' | 'description' | 'logo' | 'banner' | 'contactEmail' | 'contactPhone' | 'country';

/** What each of these fields says when the schema refuses it. */
export function useStoreContactMessages(): Record<StoreContactKey, string> {
  const { t } = useLingui();
  return {
    name: t`Enter the store name (up to 60 characters)`,
    description: t`Describe what the store sells (up to 1000 characters)`,
    logo: t`Upload the store logo`,
    banner: t`Upload the banner again`,
    contactEmail: t`Enter a valid e-mail address`,
    contactPhone: t`Enter a phone number (digits, spaces, + - and brackets)`,
    country: t`Choose the country the store ships from`,
  };
}

export function StoreContactFields({
  idPrefix,
  draft,
  errors,
  set,
  onBusy,
  descriptionHint,
  canRemoveBanner = false,
}: {
  /** Prefix of the description's and country's element ids (unique on the page). */
  idPrefix: string;
  draft: Record<StoreContactKey, string>;
  errors: Partial<Record<StoreContactKey, string>>;
  set: (key: StoreContactKey) => (value: string) => void;
  /** An upload starts (true) or ends (false). */
  onBusy: (on: boolean) => void;
  /** Said under the description while it is not refused. */
  descriptionHint?: ReactNode;
  /** Whether a banner once chosen may be taken away (it is optional). */
  canRemoveBanner?: boolean;
}) {
  const { t } = useLingui();
  const countries = useCountries();
  const descriptionId = `${idPrefix}-description`;
  const countryId = `${idPrefix}-country`;
  return (
    <>
      <Field
        label={<Trans>Store name</Trans>}
        name="name"
        maxLength={60}
        value={draft.name}
        error={errors.name}
        onChange={(e) => set('name')(e.target.value)}
      />
      <div className={formCss.field}>
        <label className={formCss.label} htmlFor={descriptionId}>
          <Trans>What the store sells</Trans>
        </label>
        <textarea
          id={descriptionId}
          className={formCss.textarea}
          maxLength={1000}
          value={draft.description}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={
            errors.description || descriptionHint ? `${descriptionId}-message` : undefined
          }
          onChange={(e) => set('description')(e.target.value)}
        />
        {errors.description ? (
          <span id={`${descriptionId}-message`} className={formCss.fieldError} role="alert">
            {errors.description}
          </span>
        ) : descriptionHint ? (
          <span id={`${descriptionId}-message`} className={formCss.hint}>
            {descriptionHint}
          </span>
        ) : null}
      </div>
      <ImageUpload
        label={<Trans>Logo</Trans>}
        area="store"
        value={draft.logo}
        error={errors.logo}
        onChange={set('logo')}
        onBusy={onBusy}
      />
      <ImageUpload
        label={<Trans>Banner (optional)</Trans>}
        area="store"
        value={draft.banner}
        error={errors.banner}
        onChange={set('banner')}
        onBusy={onBusy}
      />
      {canRemoveBanner && draft.banner ? (
        <p>
          <button type="button" className={button.secondary} onClick={() => set('banner')('')}>
            <Trans>Remove the banner</Trans>
          </button>
        </p>
      ) : null}
      <Field
        label={<Trans>Contact e-mail</Trans>}
        name="contactEmail"
        type="email"
        autoComplete="email"
        value={draft.contactEmail}
        error={errors.contactEmail}
        onChange={(e) => set('contactEmail')(e.target.value)}
      />
      <Field
        label={<Trans>Contact phone</Trans>}
        name="contactPhone"
        type="tel"
        autoComplete="tel"
        value={draft.contactPhone}
        error={errors.contactPhone}
        onChange={(e) => set('contactPhone')(e.target.value)}
      />
      <div className={formCss.field}>
        <label className={formCss.label} htmlFor={countryId}>
          <Trans>Ships from</Trans>
        </label>
        <select
          id={countryId}
          className={formCss.input}
          value={draft.country}
          aria-invalid={errors.country ? true : undefined}
          aria-describedby={errors.country ? `${countryId}-message` : undefined}
          onChange={(e) => set('country')(e.target.value)}
        >
          <option value="">{t`Choose a country`}</option>
          {countries.data?.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </select>
        {errors.country ? (
          <span id={`${countryId}-message`} className={formCss.fieldError} role="alert">
            {errors.country}
          </span>
        ) : null}
      </div>
    </>
  );
}
