// `/merchantSettled`: apply to open a store. A guest is asked to log in first; an applicant sees
// where their application stands (waiting, approved with the way to the seller panel, or rejected
// with the operator's reason and the form again). The form checks the same schema the server does.
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import {
  storeApplicationInput,
  type StoreApplication,
  type StoreApplicationInput,
} from '../../../../domain/api/store.ts';
import { Field } from '../../../components/field.tsx';
import * as formCss from '../../../components/form.css.ts';
import { ImageUpload } from '../../../components/image-upload.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { localTime } from '../../../lib/time.ts';
import { toastInfo } from '../../../lib/toast.ts';
import { button, muted, pageTitle, section, skeleton } from '../../../styles/ui.css.ts';
import { categoryTreeQueryOptions } from '../../catalog/index.ts';
import { useApplyStore } from './api/apply-store.ts';
import { useStoreApplication } from './api/get-store-application.ts';
import * as css from '../../../components/backoffice/panel.css.ts';
import { StoreContactFields, useStoreContactMessages } from './store-contact-fields.tsx';

type Draft = Record<Exclude<keyof StoreApplicationInput, 'categoryIds'>, string> & {
  categoryIds: string[];
};

const emptyDraft: Draft = {
  name: '',
  description: '',
  logo: '',
  banner: '',
  contactEmail: '',
  contactPhone: '',
  country: '',
  categoryIds: [],
  companyName: '',
  registrationNumber: '',
  certificate: '',
};

export function StoreApplicationPage({ externalUrl }: { externalUrl: string }) {
  const application = useStoreApplication();
  const [again, setAgain] = useState(false);
  return (
    <section className={section}>
      <h1 className={pageTitle}>
        <Trans>Become a seller</Trans>
      </h1>
      {application.isPending ? (
        <div className={skeleton} style={{ height: 240 }} aria-busy="true" />
      ) : application.isError ? (
        <p className={css.notice} role="alert">
          <Trans>Your application could not be loaded. Please try again.</Trans>
        </p>
      ) : application.data && !again ? (
        <ApplicationStatus application={application.data} onApplyAgain={() => setAgain(true)} />
      ) : (
        <ApplicationForm onSent={() => setAgain(false)} />
      )}
      {externalUrl ? (
        <p>
          <a
            className={button.secondary}
            href={externalUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            <Trans>More about selling here</Trans>
          </a>
        </p>
      ) : null}
    </section>
  );
}

function ApplicationStatus({
  application,
  onApplyAgain,
}: {
  application: StoreApplication;
  onApplyAgain: () => void;
}) {
  if (application.status === 'pending') {
    return (
      <div className={css.notice} role="status" data-testid="application-status">
        <p>
          <Trans>
            Your application for <bdi>{application.name}</bdi> was sent on{' '}
            {localTime(application.createTime)} and is waiting for review.
          </Trans>
        </p>
      </div>
    );
  }
  if (application.status === 'approved') {
    return (
      <div className={css.notice} role="status" data-testid="application-status">
        <p>
          <Trans>
            Your store <bdi>{application.name}</bdi> is open.
          </Trans>
        </p>
        <Link to="/seller" className={button.primary}>
          <Trans>Go to the seller panel</Trans>
        </Link>
      </div>
    );
  }
  return (
    <div className={css.notice} role="status" data-testid="application-status">
      <p>
        <Trans>Your application was not accepted. The reason:</Trans>
      </p>
      <p data-testid="application-reason">
        <bdi>{application.reason}</bdi>
      </p>
      <button type="button" className={button.primary} onClick={onApplyAgain}>
        <Trans>Apply again</Trans>
      </button>
    </div>
  );
}

function ApplicationForm({ onSent }: { onSent: () => void }) {
  const { t } = useLingui();
  const apply = useApplyStore();
  const contactMessages = useStoreContactMessages();
  const tree = useQuery(categoryTreeQueryOptions({}));
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const [formError, setFormError] = useState('');
  const [uploads, setUploads] = useState(0);
  const set = (key: keyof Draft) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const busy = (on: boolean) => setUploads((n) => n + (on ? 1 : -1));

  const messages: Record<keyof Draft, string> = {
    ...contactMessages,
    categoryIds: t`Choose 1 to 5 main categories`,
    companyName: t`Enter the company name`,
    registrationNumber: t`Enter the company registration number`,
    certificate: t`Upload the certificate again`,
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (uploads > 0) return setFormError(t`Still uploading, please wait`);
    const parsed = storeApplicationInput.safeParse(draft);
    if (!parsed.success) {
      const next: Partial<Record<keyof Draft, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof Draft;
        if (field in messages) next[field] = messages[field];
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setFormError('');
    apply.mutate(parsed.data, {
      onSuccess: () => {
        toastInfo(t`Application sent`);
        onSent();
      },
      onError: (error) =>
        setFormError(error instanceof ApiError && error.message ? error.message : t`Submit failed`),
    });
  };

  const toggleCategory = (id: string) =>
    setDraft((d) => ({
      ...d,
      categoryIds: d.categoryIds.includes(id)
        ? d.categoryIds.filter((c) => c !== id)
        : [...d.categoryIds, id],
    }));

  return (
    <form className={formCss.form} onSubmit={onSubmit} noValidate data-testid="store-application">
      <p className={muted}>
        <Trans>
          An operator reviews every application. You will see the decision here, with the reason if
          it is not accepted.
        </Trans>
      </p>
      <StoreContactFields idPrefix="store" draft={draft} errors={errors} set={set} onBusy={busy} />
      <fieldset className={css.categoryChoice}>
        <legend className={formCss.label}>
          <Trans>Main categories (1 to 5)</Trans>
        </legend>
        {tree.isPending ? (
          <div className={skeleton} style={{ height: 60 }} aria-busy="true" />
        ) : (
          tree.data?.map((category) => (
            <label key={category.id} className={css.categoryOption}>
              <input
                type="checkbox"
                checked={draft.categoryIds.includes(category.id)}
                onChange={() => toggleCategory(category.id)}
              />{' '}
              {category.name}
            </label>
          ))
        )}
        {errors.categoryIds ? (
          <span className={formCss.fieldError} role="alert">
            {errors.categoryIds}
          </span>
        ) : null}
      </fieldset>
      <Field
        label={<Trans>Company name</Trans>}
        name="companyName"
        value={draft.companyName}
        error={errors.companyName}
        onChange={(e) => set('companyName')(e.target.value)}
      />
      <Field
        label={<Trans>Company registration number</Trans>}
        name="registrationNumber"
        value={draft.registrationNumber}
        error={errors.registrationNumber}
        onChange={(e) => set('registrationNumber')(e.target.value)}
      />
      <ImageUpload
        label={<Trans>Company certificate (optional)</Trans>}
        area="certificate"
        value={draft.certificate}
        error={errors.certificate}
        onChange={set('certificate')}
        onBusy={busy}
      />
      {formError ? (
        <p className={formCss.formError} role="alert" data-testid="form-error">
          {formError}
        </p>
      ) : null}
      <button
        type="submit"
        className={button.primary}
        disabled={apply.isPending}
        aria-busy={apply.isPending}
      >
        {apply.isPending ? <Trans>Submitting…</Trans> : <Trans>Send application</Trans>}
      </button>
    </form>
  );
}
