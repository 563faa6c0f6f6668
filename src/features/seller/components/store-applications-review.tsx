// The operator's queue of store applications on `/admin`: what the applicant sent (pictures open
// full size), approve, or reject with the reason the applicant will read (in their language when it
// is a standard one).
import { Trans, useLingui } from '@lingui/react/macro';
import type { StoreApplication } from '../../../../domain/api/store.ts';
import { DecisionButtons } from '../../../components/decision-buttons.tsx';
import { localTime } from '../../../lib/time.ts';
import { toastInfo } from '../../../lib/toast.ts';
import { emptyState, muted, section, sectionTitle, skeleton } from '../../../styles/ui.css.ts';
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
      <DecisionButtons
        className={css.actions}
        disabled={decide.isPending}
        kind="store_application"
        subject={application.name}
        onDecide={(decision, reason) =>
          decide.mutate(
            { id: application.id, decision, ...reason },
            { onSuccess: () => toastInfo(t`Operation success`) },
          )
        }
      />
    </li>
  );
}
