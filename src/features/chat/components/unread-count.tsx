// The unread badge of a conversation row: the number, read out as "N unread".
import { Trans } from '@lingui/react/macro';
import { visuallyHidden } from '../../../styles/ui.css.ts';
import * as css from './window.css.ts';

export function UnreadCount({ count, testId }: { count: number; testId?: string }) {
  if (count <= 0) return null;
  return (
    <span className={css.count} data-testid={testId}>
      {count}
      <span className={visuallyHidden}>
        {' '}
        <Trans>unread</Trans>
      </span>
    </span>
  );
}
