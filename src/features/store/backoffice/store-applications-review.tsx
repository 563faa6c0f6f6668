// The operator's queue of store applications on `/admin`: what the applicant sent (pictures open
// full size), approve, or reject with the reason the applicant will read (in their language when it
// is a standard one).
import { Trans, useLingui } from '@lingui/react/macro';
import { DecisionQueue } from '../../../components/decision-queue.tsx';
import { UploadedImage } from '../../../components/uploaded-image.tsx';
import { isPrivateUpload } from '../../../../domain/upload/private-areas.ts';
import { platformTime } from '../../../lib/time.ts';
import { muted } from '../../../styles/ui.css.ts';
import {
  useDecideStoreApplication,
  usePendingStoreApplications,
} from './api/store-applications-review.ts';
import * as css from '../../../components/backoffice/panel.css.ts';

export function StoreApplicationsReview({ canWrite }: { canWrite: boolean }) {
  const { t } = useLingui();
  return (
    <DecisionQueue
      id="store-application-review"
      title={<Trans>Store applications</Trans>}
      queue={usePendingStoreApplications()}
      decide={useDecideStoreApplication()}
      kind="store_application"
      canWrite={canWrite}
      rowKey={(application) => application.id}
      subject={(application) => application.name}
    >
      {(application) => (
        <>
          <div>
            <strong>
              <bdi>{application.name}</bdi>
            </strong>{' '}
            · <bdi>{application.username}</bdi> · {application.country}
          </div>
          <div className={muted}>
            <bdi>{application.companyName}</bdi> · {application.registrationNumber} ·{' '}
            {application.contactEmail} · {application.contactPhone} ·{' '}
            {platformTime(application.createTime)}
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
              .map(([url = '', label = '']) =>
                // The certificate is private (fetched with the session); logo and banner public.
                isPrivateUpload(url) ? (
                  <UploadedImage
                    key={url}
                    className={css.applicationCertificate}
                    src={url}
                    alt={label}
                  />
                ) : (
                  <a key={url} href={url} target="_blank" rel="noreferrer">
                    {label}
                  </a>
                ),
              )}
          </div>
        </>
      )}
    </DecisionQueue>
  );
}
