// The store's profile on `/seller`: name, description (saved for the interface language), logo and
// banner, contact, the country it ships from and its handling time, which the product pages show.
// The form checks the same schema the server does; the server's refusals are shown as it words them.
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  HANDLING_DAYS_MAX,
  HANDLING_DAYS_MIN,
  storeProfileInput,
  type StoreProfile,
  type StoreProfileInput,
} from '../../../../domain/api/store.ts';
import { Field } from '../../../components/field.tsx';
import * as formCss from '../../../components/form.css.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { button, muted, section, sectionTitle, skeleton } from '../../../styles/ui.css.ts';
import { useStoreProfile } from './api/get-store-profile.ts';
import { useUpdateStoreProfile } from './api/update-store-profile.ts';
import * as css from '../../../components/backoffice/panel.css.ts';
import { StoreContactFields, useStoreContactMessages } from './store-contact-fields.tsx';

type Draft = Record<keyof StoreProfileInput, string>;

function draftOf(profile: StoreProfile): Draft {
  return {
    name: profile.name,
    description: profile.description,
    logo: profile.logo,
    banner: profile.banner,
    contactEmail: profile.contactEmail,
    contactPhone: profile.contactPhone,
    country: profile.country,
    handlingDays: String(profile.handlingDays),
  };
}

export function StoreProfileSection() {
  const profile = useStoreProfile();
  if (profile.isPending)
    return <div className={skeleton} style={{ height: 240 }} aria-busy="true" />;
  // Not a store owner: the orders section below says why.
  if (profile.error instanceof ApiError && profile.error.errorKey === 'auth.noPermission')
    return null;
  return (
    <section className={section} aria-labelledby="store-profile-title">
      <h2 id="store-profile-title" className={sectionTitle}>
        <Trans>Store profile</Trans>
      </h2>
      {profile.isError ? (
        <p className={css.notice} role="alert">
          <Trans>Your store profile could not be loaded. Please try again.</Trans>
        </p>
      ) : (
        <>
          {profile.data.suspended ? (
            <p className={css.notice} role="alert" data-testid="store-suspended">
              <Trans>
                The platform has suspended your store: <bdi>{profile.data.suspendReason}</bdi> Its
                listings are not shown to buyers; orders already placed go on.
              </Trans>
            </p>
          ) : null}
          <ProfileForm key={profile.data.id} profile={profile.data} />
        </>
      )}
    </section>
  );
}

function ProfileForm({ profile }: { profile: StoreProfile }) {
  const { t } = useLingui();
  const update = useUpdateStoreProfile();
  const contactMessages = useStoreContactMessages();
  const formRef = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<Draft>(() => draftOf(profile));
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const [formError, setFormError] = useState('');
  const [saved, setSaved] = useState(false);
  const [uploads, setUploads] = useState(0);
  const set = (key: keyof Draft) => (value: string) => {
    setSaved(false);
    setDraft((d) => ({ ...d, [key]: value }));
  };
  const busy = (on: boolean) => setUploads((n) => n + (on ? 1 : -1));

  // After a refused submit, focus goes to the first field to correct.
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const messages: Record<keyof Draft, string> = {
    ...contactMessages,
    handlingDays: t`Enter a whole number of days from ${HANDLING_DAYS_MIN} to ${HANDLING_DAYS_MAX}`,
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (uploads > 0) return setFormError(t`Still uploading, please wait`);
    setSaved(false);
    const parsed = storeProfileInput.safeParse(draft);
    if (!parsed.success) {
      const next: Partial<Record<keyof Draft, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof Draft;
        if (field in messages) next[field] = messages[field];
      }
      setErrors(next);
      setFormError('');
      return;
    }
    setErrors({});
    setFormError('');
    update.mutate(parsed.data, {
      onSuccess: () => setSaved(true),
      onError: (error) =>
        setFormError(error instanceof ApiError && error.message ? error.message : t`Saving failed`),
    });
  };

  const saving = update.isPending;
  return (
    <form
      ref={formRef}
      className={formCss.form}
      onSubmit={onSubmit}
      noValidate
      data-testid="store-profile"
    >
      <StoreContactFields
        idPrefix="store-profile"
        draft={draft}
        errors={errors}
        set={set}
        onBusy={busy}
        canRemoveBanner
        descriptionHint={
          <Trans>
            Saved for the language you are using now; buyers in other languages keep seeing their
            own text, or the English one.
          </Trans>
        }
      />
      <Field
        label={<Trans>Handling time (days until the order ships)</Trans>}
        name="handlingDays"
        type="number"
        inputMode="numeric"
        min={HANDLING_DAYS_MIN}
        max={HANDLING_DAYS_MAX}
        step={1}
        value={draft.handlingDays}
        error={errors.handlingDays}
        hint={<Trans>Product pages tell buyers the order ships within this many days.</Trans>}
        onChange={(e) => set('handlingDays')(e.target.value)}
      />
      {formError ? (
        <p className={formCss.formError} role="alert" data-testid="form-error">
          {formError}
        </p>
      ) : null}
      <p className={muted} role="status" data-testid="store-profile-status">
        {saved ? <Trans>Store profile saved.</Trans> : null}
      </p>
      <button
        type="submit"
        className={button.primary}
        disabled={saving || uploads > 0}
        aria-busy={saving}
      >
        {saving ? (
          <Trans>Saving…</Trans>
        ) : uploads > 0 ? (
          <Trans>Uploading…</Trans>
        ) : (
          <Trans>Save store profile</Trans>
        )}
      </button>
    </form>
  );
}
