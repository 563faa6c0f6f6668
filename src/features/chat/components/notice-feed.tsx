// `/userInfo/messages`: the notice feed (the spec's mobile "messages" screen): what happened to the
// buyer's orders, refunds, deposits, withdrawals, store application, listings, verification and
// loans, and the brand's announcements, newest first, each linking to its object; unread ones
// marked, "mark all read".
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { NoticeItem } from '../../../../domain/api/chat.ts';
import { D } from '../../../../domain/money.ts';
import { LoadError } from '../../../components/page-states.tsx';
import { RecordPager } from '../../../components/record-pager.tsx';
import { localTime } from '../../../lib/time.ts';
import { button, emptyState, muted, pageTitle, section, skeleton } from '../../../styles/ui.css.ts';
import { useNotices, useReadNotices } from '../api/list-notices.ts';
import * as css from './notices.css.ts';

function useNoticeText() {
  const { t } = useLingui();
  return (notice: NoticeItem): { title: string; body: string } => {
    const p = notice.params;
    const serial = String(p.serialNumber ?? '');
    const amount = `${String(p.amount ?? '')} ${String(p.currency ?? 'USDT')}`;
    const reason = String(p.reason ?? '');
    const because = reason ? t`Reason: ${reason}` : '';
    // An approval may carry the operator's note (a store application's, a refund's): it is shown.
    const note = reason ? ` ${t`Operator's note: ${reason}`}` : '';
    const usdt = (value: string | number | boolean | undefined) => `${String(value ?? '')} USDT`;
    switch (notice.kind) {
      case 'order.shipped': {
        const carrier = String(p.carrier ?? '');
        const tracking = String(p.trackingNumber ?? '');
        return {
          title: t`Order shipped`,
          // Notices written before the carrier was kept name the tracking number only.
          body: carrier
            ? t`Order ${serial} is on its way with ${carrier}, tracking number ${tracking}.`
            : tracking
              ? t`Order ${serial} is on its way, tracking number ${tracking}.`
              : t`Order ${serial} is on its way.`,
        };
      }
      case 'order.paid': {
        const shipBy = String(p.shipBy ?? '');
        return {
          title: t`Order paid: ship it`,
          body: t`Order ${serial} was paid. Ship it by ${shipBy} (platform time), as your handling time promises.`,
        };
      }
      case 'refund.decided':
        return p.approved
          ? {
              title: t`Refund approved`,
              body: `${t`The refund of order ${serial} was approved.`}${note}`,
            }
          : {
              title: t`Refund refused`,
              body: `${t`The refund of order ${serial} was refused.`} ${because}`,
            };
      case 'deposit.credited':
        return { title: t`Deposit credited`, body: t`${amount} reached your balance.` };
      case 'deposit.rejected':
        return {
          title: t`Deposit rejected`,
          body: `${t`Your deposit of ${amount} was not credited.`} ${because}`,
        };
      case 'withdrawal.paid':
        return { title: t`Withdrawal paid`, body: t`Your withdrawal of ${amount} was paid out.` };
      case 'withdrawal.rejected':
        return {
          title: t`Withdrawal not paid`,
          body: `${t`Your withdrawal of ${amount} was not paid; the amount is back in your balance.`} ${because}`,
        };
      case 'store.decided': {
        const name = String(p.name ?? '');
        return p.approved
          ? { title: t`Store approved`, body: `${t`Your store ${name} is open.`}${note}` }
          : {
              title: t`Store application refused`,
              body: `${t`Your application for ${name} was refused.`} ${because}`,
            };
      }
      case 'listing.hidden':
        return {
          title: t`Listing hidden`,
          body: `${t`An operator hid one of your listings.`} ${because}`,
        };
      case 'kyc.approved':
        return {
          title: t`Verification approved`,
          body: t`Your real-name verification was approved: you may apply for a loan.`,
        };
      case 'kyc.rejected':
        return {
          title: t`Verification not approved`,
          body: `${t`Your real-name verification was not approved; you may send it again.`} ${because}`,
        };
      case 'loan.applied': {
        const days = String(p.termDays ?? '');
        return {
          title: t`Loan application received`,
          body: t`Your application for ${amount} over ${days} days is waiting for an operator's review.`,
        };
      }
      case 'loan.disbursed': {
        const total = usdt(p.totalRepayable);
        const due = String(p.dueDate ?? '');
        return {
          title: t`Loan paid out`,
          body: t`${amount} was paid into your balance. Total to repay: ${total}; first payment due ${due}.`,
        };
      }
      case 'loan.rejected':
        return {
          title: t`Loan application refused`,
          body: `${t`Your application for ${amount} was refused; you may apply again.`} ${because}`,
        };
      case 'loan.repayment': {
        const left = usdt(p.outstanding);
        return {
          title: t`Repayment received`,
          body: t`Your repayment of ${amount} was received. Still to repay: ${left}.`,
        };
      }
      case 'loan.withheld': {
        const left = usdt(p.outstanding);
        return {
          title: t`Withheld from store sales`,
          body: t`${amount} of the store's takings for order ${serial} went to your loan. Still to repay: ${left}.`,
        };
      }
      case 'loan.overdue': {
        const due = String(p.dueDate ?? '');
        const grace = String(p.graceDays ?? '0');
        const rate = new D(String(p.lateDailyRate ?? '0')).times(100).toFixed();
        const cap = usdt(p.lateCap);
        const charged = usdt(p.lateCharged);
        return {
          title: t`Loan overdue`,
          body: t`${amount} due on ${due} is unpaid. After ${grace} days of grace a late charge of ${rate}% a day applies, at most ${cap} in all. Late charges so far: ${charged}.`,
        };
      }
      case 'loan.repaid':
        return {
          title: t`Loan repaid`,
          body: t`Your loan is repaid in full (${amount} paid in all). Thank you.`,
        };
      default:
        return { title: notice.title, body: notice.content };
    }
  };
}

function NoticeLink({ notice }: { notice: NoticeItem }) {
  const link = notice.link;
  if (!link) return null;
  const open = <Trans>Open</Trans>;
  switch (link.kind) {
    case 'order':
      return (
        <Link to="/userInfo/order-detail" search={{ id: link.id }} className={css.link}>
          {open}
        </Link>
      );
    case 'deposit':
    case 'withdrawal':
      return (
        <Link to="/userInfo/money-package" className={css.link}>
          {open}
        </Link>
      );
    case 'loan':
      return (
        <Link to="/credit/myLoan" className={css.link}>
          {open}
        </Link>
      );
    case 'kyc':
      return (
        <Link to="/credit/application" className={css.link}>
          {open}
        </Link>
      );
    case 'sellerOrder':
      return (
        <Link to="/seller" hash="seller-orders-title" className={css.link}>
          {open}
        </Link>
      );
    case 'store':
    case 'listing':
    case 'storeApplication':
      return (
        <Link to="/seller" className={css.link}>
          {open}
        </Link>
      );
    default:
      return null;
  }
}

export function NoticeFeed({
  pageNum,
  onPage,
}: {
  pageNum: number;
  onPage: (page: number) => void;
}) {
  const { t } = useLingui();
  const list = useNotices(pageNum);
  const read = useReadNotices();
  const text = useNoticeText();
  const anyUnread = list.data?.pageList.some((notice) => !notice.read) ?? false;
  return (
    <section className={section} aria-labelledby="notices-title">
      <div className={css.head}>
        <h1 id="notices-title" className={pageTitle}>
          <Trans>Messages</Trans>
        </h1>
        {anyUnread && (
          <button
            type="button"
            className={button.secondary}
            disabled={read.isPending}
            onClick={() => read.mutate(undefined)}
          >
            <Trans>Mark all as read</Trans>
          </button>
        )}
      </div>
      {list.isPending ? (
        <div className={skeleton} style={{ blockSize: 240 }} />
      ) : list.isError ? (
        <LoadError onRetry={() => void list.refetch()} />
      ) : list.data.pageList.length === 0 ? (
        <p className={emptyState}>
          <Trans>No messages yet.</Trans>
        </p>
      ) : (
        <ul className={css.list}>
          {list.data.pageList.map((notice) => {
            const { title, body } = text(notice);
            return (
              <li key={notice.id} className={css.item} data-read={notice.read} data-testid="notice">
                <div className={css.itemHead}>
                  <strong>
                    {!notice.read && <span className={css.dot} aria-label={t`Unread`} role="img" />}
                    {title}
                  </strong>
                  <time className={muted}>{localTime(notice.createTime)}</time>
                </div>
                <p className={css.body}>{body}</p>
                <div className={css.actions}>
                  <NoticeLink notice={notice} />
                  {!notice.read && (
                    <button
                      type="button"
                      className={css.linkButton}
                      onClick={() => read.mutate(notice.id)}
                    >
                      <Trans>Mark as read</Trans>
                    </button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <RecordPager
        page={pageNum}
        pages={list.data?.pageInfo.totalPages ?? 1}
        onPage={onPage}
        label={t`Message pages`}
      />
    </section>
  );
}
