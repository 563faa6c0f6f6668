// The lucky-draw box (spec section 2): shown only while activity/lottery!getCurrentActivity
// answers a running activity, linking to that activity's page. It floats at the bottom corner so
// its late arrival moves nothing on the page, and the buyer can close it for this visit.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useCurrentLottery } from '../catalog/api/get-current-lottery.ts';
import { CloseIcon } from '../../components/icons.tsx';
import * as css from './home.css.ts';

const DISMISSED_KEY = 'caravan.luckyDraw.dismissed';

export function LuckyDrawBox() {
  const { t } = useLingui();
  const activity = useCurrentLottery().data;
  const [dismissed, setDismissed] = useState(
    () => sessionStorage.getItem(DISMISSED_KEY) ?? undefined,
  );
  if (!activity?.detailUrl || dismissed === activity.activityId) return null;
  const close = () => {
    sessionStorage.setItem(DISMISSED_KEY, activity.activityId);
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
