// The operator's queue of store applications on `/admin`: what the applicant sent (pictures open
// full size), approve, or reject with the reason the applicant will read.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { StoreApplication } from '../../../../domain/api/store.ts';
import * as formCss from '../../../components/form.css.ts';
import { localTime } from '../../../lib/time.ts';
import { toastInfo } from '../../../lib/toast.ts';
import {
  button,
  emptyState,
  muted,
  section,
  sectionTitle,
  skeleton,
} from '../../../styles/ui.css.ts';
import {
  useDecideStoreApplication,
  usePendingStoreApplications,
} from '../api/store-applications-review.ts';
import * as css from './seller.css.ts';

export function StoreApplicationsReview() {
  const pending = usePendingStoreApplications();
  return (
    <section className={section}>
      <h2 className={sectionTitle}>
        <Trans>Store applications</Trans>
      </h2>
      {pending.isPending ? (
        <div className={skeleton} style={{ height: 80 }} aria-busy="true" />
      ) : !pending.data || pending.data.pageList.length === 0 ? (
        <p className={emptyState}>
          <Trans>Nothing to review</Trans>
        </p>
      ) : (
        <ul className={css.applicationList}>
          {pending.data.pageList.map((application) => (
            <ApplicationRow key={application.id} application={application} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ApplicationRow({ application }: { application: StoreApplication & { username: string } }) {
  const { t } = useLingui();
  const decide = useDecideStoreApplication();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const send = (decision: 'approve' | 'reject') => {
    if (decision === 'reject' && !reason.trim()) {
      setError(t`Write the reason the applicant will read`);
      return;
    }
    setError('');
    decide.mutate(
      { id: application.id, decision, reason: reason.trim() },
      { onSuccess: () => toastInfo(t`Operation success`) },
    );
  };
  return (
    <li className={css.applicationRow}>
      <div>
        <strong>
          <bdi>{application.name}</bdi>
        </strong>{' '}
        · <bdi>{application.username}</bdi> · {application.country}
        <div className={muted}>
          <bdi>{application.companyName}</bdi> · {application.registrationNumber} ·{' '}
          {application.contactEmail} · {application.contactPhone} ·{' '}
          {localTime(application.createTime)}
        </div>
        <p>
          <bdi>{application.description}</bdi>
        </p>
        <div className={css.applicationPictures}>
          {[
            [application.logo, t`Logo`],
            [application.banner, t`Banner`],
            [application.certificate, t`Company certificate`],
          ]
            .filter(([url]) => url)
            .map(([url, label]) => (
              <a key={url} href={url} target="_blank" rel="noreferrer">
                {label}
              </a>
            ))}
        </div>
      </div>
      {rejecting ? (
        <div className={formCss.form}>
          <label className={formCss.label} htmlFor={`reason-${application.id}`}>
            <Trans>Reason (the applicant reads it)</Trans>
          </label>
          <textarea
            id={`reason-${application.id}`}
            className={formCss.textarea}
            maxLength={500}
            value={reason}
            aria-invalid={error ? true : undefined}
            onChange={(event) => setReason(event.target.value)}
          />
          {error ? (
            <span className={formCss.fieldError} role="alert">
              {error}
            </span>
          ) : null}
          <div className={css.actions}>
            <button
              type="button"
              className={button.primary}
              disabled={decide.isPending}
              onClick={() => send('reject')}
            >
              <Trans>Reject with this reason</Trans>
            </button>
            <button type="button" className={button.secondary} onClick={() => setRejecting(false)}>
              <Trans>Back</Trans>
            </button>
          </div>
        </div>
      ) : (
        <div className={css.actions}>
          <button
            type="button"
            className={button.primary}
            disabled={decide.isPending}
            onClick={() => send('approve')}
          >
            <Trans>Approve</Trans>
          </button>
          <button type="button" className={button.secondary} onClick={() => setRejecting(true)}>
            <Trans>Reject</Trans>
          </button>
        </div>
      )}
    </li>
  );
}
