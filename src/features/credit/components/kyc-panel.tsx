// Step one of credit: real-name verification. Shows where it stands (masked ID number, the
// operator's reason when rejected) or the form: legal name, nationality, ID or passport number and
// photo, and optionally the company's name, registration number and document.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { kycSubmitInput } from '../../../../domain/api/credit.ts';
import { Field } from '../../../components/field.tsx';
import * as formCss from '../../../components/form.css.ts';
import { ImageUpload } from '../../../components/image-upload.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { toastInfo } from '../../../lib/toast.ts';
import { button, section, sectionTitle, skeleton } from '../../../styles/ui.css.ts';
import { useCountries } from '../../address/index.ts';
import { useKycStatus } from '../api/get-kyc-status.ts';
import { useSubmitKyc } from '../api/submit-kyc.ts';
import { useCreditText } from '../use-credit-text.ts';
import * as css from './credit.css.ts';

export function KycPanel() {
  const status = useKycStatus();
  const text = useCreditText();
  const [again, setAgain] = useState(false);
  const kyc = status.data;
  return (
    <section className={`${section} ${css.stack}`} aria-labelledby="kyc-title">
      <h2 id="kyc-title" className={sectionTitle}>
        <Trans>1. Real-name verification</Trans>
      </h2>
      {!kyc ? (
        <div className={skeleton} style={{ height: 80 }} aria-busy="true" />
      ) : kyc.status === 'none' || (kyc.status === 'rejected' && again) ? (
        <KycForm />
      ) : (
        <div className={css.stack}>
          <p data-testid="kyc-status">
            <strong>{text.kycStatus[kyc.status]}</strong>
            {' · '}
            <bdi>{kyc.realName}</bdi>
            {' · '}
            <bdi dir="ltr">{kyc.idNumberMasked}</bdi>
          </p>
          {kyc.status === 'rejected' ? (
            <>
              <p className={css.notice} role="status">
                <Trans>Reason: {kyc.reason}</Trans>
              </p>
              <div>
                <button type="button" className={button.secondary} onClick={() => setAgain(true)}>
                  <Trans>Send it again</Trans>
                </button>
              </div>
            </>
          ) : null}
        </div>
      )}
    </section>
  );
}

function KycForm() {
  const { t } = useLingui();
  const countries = useCountries();
  const submit = useSubmitKyc();
  const [draft, setDraft] = useState({
    realName: '',
    nationality: '',
    idNumber: '',
    idPhoto: '',
    companyName: '',
    companyRegNumber: '',
    companyDocument: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof draft) => (value: string) => {
    setDraft((was) => ({ ...was, [key]: value }));
    setErrors((was) => ({ ...was, [key]: '' }));
  };
  const messages: Record<string, string> = {
    realName: t`Enter your legal name`,
    nationality: t`Choose your nationality`,
    idNumber: t`Enter the number: letters, digits and dashes, 5 to 30`,
    idPhoto: t`Upload a photo of the document`,
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = kycSubmitInput.safeParse(draft);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0]);
        next[key] = messages[key] ?? t`Check this field`;
      }
      setErrors(next);
      return;
    }
    submit.mutate(parsed.data, {
      onSuccess: () => toastInfo(t`Sent for review`),
      onError: (error) =>
        setErrors({ form: error instanceof ApiError ? error.message : t`Please try again` }),
    });
  };
  return (
    <form className={formCss.form} onSubmit={onSubmit} noValidate>
      <p className={css.notice}>
        <Trans>
          Your ID number is stored encrypted and shown only as its last four characters. Only an
          administrator reviewing your application can read it, and every reading is logged.
        </Trans>
      </p>
      <Field
        label={t`Legal name`}
        value={draft.realName}
        error={errors.realName}
        autoComplete="name"
        onChange={(e) => set('realName')(e.target.value)}
      />
      <div className={formCss.field}>
        <label className={formCss.label} htmlFor="kyc-nationality">
          <Trans>Nationality</Trans>
        </label>
        <select
          id="kyc-nationality"
          className={formCss.input}
          value={draft.nationality}
          aria-invalid={errors.nationality ? true : undefined}
          onChange={(e) => set('nationality')(e.target.value)}
        >
          <option value="">{t`Choose a country`}</option>
          {countries.data?.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </select>
        {errors.nationality ? (
          <span className={formCss.fieldError} role="alert">
            {errors.nationality}
          </span>
        ) : null}
      </div>
      <Field
        label={t`ID or passport number`}
        value={draft.idNumber}
        error={errors.idNumber}
        autoComplete="off"
        onChange={(e) => set('idNumber')(e.target.value)}
      />
      <ImageUpload
        label={t`Photo of the ID or passport`}
        area="loan"
        value={draft.idPhoto}
        error={errors.idPhoto}
        onChange={set('idPhoto')}
        onBusy={setBusy}
      />
      <Field
        label={t`Company name (optional)`}
        value={draft.companyName}
        onChange={(e) => set('companyName')(e.target.value)}
      />
      <Field
        label={t`Company registration number (optional)`}
        value={draft.companyRegNumber}
        onChange={(e) => set('companyRegNumber')(e.target.value)}
      />
      <ImageUpload
        label={t`Company certificate (optional)`}
        area="loan"
        value={draft.companyDocument}
        onChange={set('companyDocument')}
        onBusy={setBusy}
      />
      {errors.form ? (
        <p className={formCss.formError} role="alert">
          {errors.form}
        </p>
      ) : null}
      <div>
        <button type="submit" className={button.primary} disabled={busy || submit.isPending}>
          <Trans>Send for verification</Trans>
        </button>
      </div>
    </form>
  );
}
