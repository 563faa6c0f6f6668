// The lucky-draw box (spec section 2): shown only while activity/lottery!getCurrentActivity
// answers a running activity, linking to that activity's page. It floats at the bottom corner so
// its late arrival moves nothing on the page, and the buyer can close it for this visit.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useCurrentLottery } from '../catalog/index.ts';
import { CloseIcon } from '../../components/icons.tsx';
import * as css from './home.css.ts';

const DISMISSED_KEY = 'caravan.luckyDraw.dismissed';

/** The activity closed in this visit (none on the server, or when storage is unavailable). */
function readDismissed(): string | undefined {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

export function LuckyDrawBox() {
  const { t } = useLingui();
  const activity = useCurrentLottery().data;
  const [dismissed, setDismissed] = useState(readDismissed);
  if (!activity?.detailUrl || dismissed === activity.activityId) return null;
  const close = () => {
    try {
      sessionStorage.setItem(DISMISSED_KEY, activity.activityId);
    } catch {
      // storage unavailable: closed for this page only
    }
    setDismissed(activity.activityId);
  };
  return (
    <aside className={css.luckyDraw} aria-label={t`Lucky draw`}>
      <a
        href={activity.detailUrl}
        target="_blank"
        rel="noopener noreferrer"
        className={css.luckyDrawLink}
      >
        <span aria-hidden="true" className={css.luckyDrawBadge}>
          <Trans>Lucky draw</Trans>
        </span>
        <span>{activity.title || t`Join the lucky draw`}</span>
      </a>
      <button
        type="button"
        className={css.luckyDrawClose}
        onClick={close}
        aria-label={t`Close the lucky draw box`}
      >
        <CloseIcon />
      </button>
    </aside>
  );
}
