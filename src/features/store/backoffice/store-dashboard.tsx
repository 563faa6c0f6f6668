// The store's dashboard at the top of `/seller`: for a range of platform days (the last 30 by
// default), the orders paid and their gross, what the store earned, the orders placed per status,
// listing views, the good-review rate of written reviews, and the followers it has now.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { bcp47, isLanguageCode } from '../../../../domain/i18n/languages.ts';
import { daysIn, isCalendarDay, REPORT_MAX_DAYS } from '../../../../domain/store/report-range.ts';
import { Field } from '../../../components/field.tsx';
import * as formCss from '../../../components/form.css.ts';
import { Usd } from '../../../components/usd.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { button, muted, section, sectionTitle, skeleton } from '../../../styles/ui.css.ts';
import { useOrderText } from '../../orders/index.ts';
import { useStoreDashboard, type DashboardRange } from './api/store-dashboard.ts';
import * as css from '../../../components/backoffice/panel.css.ts';

interface Range {
  from: string;
  to: string;
}

/** What is wrong with a range the inputs hold, if anything (the server checks the same). */
function rangeProblem(range: Range): 'from' | 'to' | 'order' | 'length' | undefined {
  if (!isCalendarDay(range.from)) return 'from';
  if (!isCalendarDay(range.to)) return 'to';
  const days = daysIn(range.from, range.to);
  if (days < 1) return 'order';
  return days > REPORT_MAX_DAYS ? 'length' : undefined;
}

export function StoreDashboard() {
  const { t, i18n } = useLingui();
  const orderText = useOrderText();
  // What the inputs hold once edited, and the last valid range asked of the server.
  const [draft, setDraft] = useState<Range>();
  const [asked, setAsked] = useState<DashboardRange>({});
  const dashboard = useStoreDashboard(asked);

  const locale = isLanguageCode(i18n.locale) ? bcp47[i18n.locale] : i18n.locale;
  const count = (value: number) => new Intl.NumberFormat(locale).format(value);
  const percent = (rate: string) =>
    new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
      Number(rate),
    );

  if (
    dashboard.isError &&
    dashboard.error instanceof ApiError &&
    dashboard.error.errorKey === 'auth.noPermission'
  )
    return null; // the orders section below says why (not a store owner)

  // Until edited, the inputs show the range the server answered for (its default).
  const shown: Range = draft ?? { from: dashboard.data?.from ?? '', to: dashboard.data?.to ?? '' };
  const problem = draft ? rangeProblem(draft) : undefined;
  const change = (end: keyof Range, value: string) => {
    const next = { ...shown, [end]: value };
    setDraft(next);
    if (!rangeProblem(next)) setAsked(next);
  };
  const maxDays = REPORT_MAX_DAYS;
  const fromError = problem === 'from' ? t`Choose a start date` : undefined;
  const toError =
    problem === 'to'
      ? t`Choose an end date`
      : problem === 'order'
        ? t`The end date is before the start date`
        : problem === 'length'
          ? t`Choose at most ${maxDays} days`
          : undefined;

  return (
    <section className={section} aria-labelledby="dashboard-title">
      <h2 id="dashboard-title" className={sectionTitle}>
        <Trans>Dashboard</Trans>
      </h2>
      <fieldset className={css.dashboardRange}>
        <legend className={muted}>
          <Trans>Period (days in platform time, both included)</Trans>
        </legend>
        <Field
          label={t`Start date`}
          name="dashboard_from"
          type="date"
          value={shown.from}
          max={shown.to || undefined}
          error={fromError}
          onChange={(event) => change('from', event.target.value)}
        />
        <Field
          label={t`End date`}
          name="dashboard_to"
          type="date"
          value={shown.to}
          min={shown.from || undefined}
          error={toError}
          onChange={(event) => change('to', event.target.value)}
        />
      </fieldset>
      {dashboard.isPending ? (
        <div className={skeleton} style={{ height: 200 }} aria-busy="true" />
      ) : dashboard.isError ? (
        <div role="alert">
          <p>{dashboard.error.message || t`The figures could not be loaded`}</p>
          <button
            type="button"
            className={button.secondary}
            onClick={() => void dashboard.refetch()}
          >
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : (
        <>
          <dl
            className={css.dashboardFigures}
            data-testid="store-dashboard"
            aria-busy={dashboard.isFetching}
          >
            <div>
              <dt>
                <Trans>Paid orders</Trans>
              </dt>
              <dd data-testid="dashboard-paid-orders">{count(dashboard.data.paidOrders)}</dd>
            </div>
            <div>
              <dt>
                <Trans>Gross sales</Trans>
              </dt>
              <dd data-testid="dashboard-gross">
                <Usd value={dashboard.data.grossSales} />
              </dd>
            </div>
            <div>
              <dt>
                <Trans>Net earnings (after commission and refunds)</Trans>
              </dt>
              <dd data-testid="dashboard-net">
                <Usd value={dashboard.data.netEarnings} />
              </dd>
            </div>
            <div>
              <dt>
                <Trans>Listing views</Trans>
              </dt>
              <dd>{count(dashboard.data.listingViews)}</dd>
            </div>
            <div>
              <dt>
                <Trans>Good reviews</Trans>
              </dt>
              <dd data-testid="dashboard-good-rate">
                {dashboard.data.goodReviewRate === null ? (
                  <Trans>No reviews yet</Trans>
                ) : (
                  percent(dashboard.data.goodReviewRate)
                )}
              </dd>
            </div>
            <div>
              <dt>
                <Trans>Written reviews</Trans>
              </dt>
              <dd>{count(dashboard.data.writtenReviews)}</dd>
            </div>
            <div>
              <dt>
                <Trans>Default good reviews</Trans>
              </dt>
              <dd>{count(dashboard.data.defaultReviews)}</dd>
            </div>
            <div>
              <dt>
                <Trans>Followers (now)</Trans>
              </dt>
              <dd>{count(dashboard.data.currentFollowers)}</dd>
            </div>
          </dl>
          <p className={muted}>
            <Trans>
              The good-review rate counts the reviews buyers wrote, not the system&apos;s default
              good reviews. Followers are today&apos;s total, whatever the period.
            </Trans>
          </p>
          <h3 id="dashboard-status-title" className={formCss.label}>
            <Trans>Orders placed, by status</Trans>
          </h3>
          <dl
            className={css.statusCounts}
            aria-labelledby="dashboard-status-title"
            data-testid="dashboard-status-counts"
          >
            {dashboard.data.ordersByStatus.map((row) => (
              <div key={row.status}>
                <dt>{orderText.status(row.status)}</dt>
                <dd>{count(row.count)}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </section>
  );
}
