// `/transparency`: the latest proof of reserves as anyone can check it: what the platform owes
// (the liabilities' root, total and number of accounts), what it holds on each network at one
// block with a link to look each address up, their ratio, and the operator's declared bank
// holdings apart, never counted as verified; then the platform's own record (platform-record.tsx).
import { Trans, useLingui } from '@lingui/react/macro';
import type { LatestReserves } from '../../../../domain/api/reserves.ts';
import { localTime } from '../../../lib/time.ts';
import {
  emptyState,
  muted,
  page,
  pageTitle,
  section,
  sectionTitle,
  skeleton,
} from '../../../styles/ui.css.ts';
import { useLatestReserves } from '../api/get-latest-reserves.ts';
import { PlatformRecord } from './platform-record.tsx';
import * as css from './transparency.css.ts';

export function TransparencyPage() {
  const latest = useLatestReserves();
  return (
    <main id="main" className={page}>
      <h1 className={pageTitle}>
        <Trans>Transparency</Trans>
      </h1>
      <p className={muted}>
        <Trans>
          Every balance on this platform is an entry in its ledger. Once a day, what it owes all
          users becomes one published total that each user can check their own balance against,
          beside the funds it holds on the chain, which anyone can look up.
        </Trans>
      </p>
      {latest.isPending ? (
        <div className={skeleton} style={{ height: 160 }} aria-busy="true" />
      ) : latest.isError ? (
        <p className={emptyState} role="alert">
          <Trans>The proof of reserves cannot be loaded right now. Please try again later.</Trans>
        </p>
      ) : latest.data ? (
        <Reserves latest={latest.data} />
      ) : (
        <p className={emptyState}>
          <Trans>No proof of reserves has been published yet.</Trans>
        </p>
      )}
      <PlatformRecord />
    </main>
  );
}

function Reserves({ latest }: { latest: LatestReserves }) {
  const { t } = useLingui();
  const time = localTime(latest.takenAt);
  const ratio = latest.ratio === null ? null : `${(Number(latest.ratio) * 100).toFixed(2)} %`;
  const kindName = (kind: LatestReserves['reserves'][number]['kind']) =>
    kind === 'hot'
      ? t`Hot wallet (pays withdrawals)`
      : kind === 'deposit'
        ? t`Deposit address`
        : t`Cold storage`;
  return (
    <>
      <section className={section} aria-labelledby="por-title">
        <h2 id="por-title" className={sectionTitle}>
          <Trans>Proof of reserves, {time}</Trans>
        </h2>
        <dl className={css.figures}>
          <div className={css.figure}>
            <dt className={css.figureLabel}>
              <Trans>Owed to users (USDT)</Trans>
            </dt>
            <dd className={css.figureValue} data-testid="por-liabilities">
              {latest.liabilities.total}
            </dd>
          </div>
          <div className={css.figure}>
            <dt className={css.figureLabel}>
              <Trans>Held on the chain, verified (USDT)</Trans>
            </dt>
            <dd className={css.figureValue} data-testid="por-verified">
              {latest.verifiedReserves}
            </dd>
          </div>
          <div className={css.figure}>
            <dt className={css.figureLabel}>
              <Trans>Verified reserves for each USDT owed</Trans>
            </dt>
            <dd className={css.figureValue}>{ratio ?? '--'}</dd>
          </div>
          <div className={css.figure}>
            <dt className={css.figureLabel}>
              <Trans>Bank holdings declared by the operator, not verified (USDT)</Trans>
            </dt>
            <dd className={css.figureValue}>{latest.declaredReserves}</dd>
          </div>
        </dl>
        <p className={muted}>
          <Trans>
            Accounts counted: {latest.liabilities.leaves}. Root of the liabilities tree:{' '}
            <span className={css.mono}>{latest.liabilities.root}</span>
          </Trans>
        </p>
        <p className={muted}>
          <Trans>
            Signed-in users can check their own balance from their wallet (Verify my balance), or
            download their proof and check it with any tool that follows the published format.
          </Trans>
        </p>
      </section>
      <section className={section} aria-labelledby="por-addresses">
        <h2 id="por-addresses" className={sectionTitle}>
          <Trans>Addresses read</Trans>
        </h2>
        {latest.unreadNetworks.map((unread) => (
          <p key={unread.network} role="status">
            <Trans>
              {unread.network}: the network could not be read at this snapshot; nothing of it is
              counted.
            </Trans>
          </p>
        ))}
        {latest.reserves.length === 0 ? (
          <p className={emptyState}>
            <Trans>No address was read at this snapshot.</Trans>
          </p>
        ) : (
          <div className={css.tableWrap}>
            <table className={css.table}>
              <thead>
                <tr>
                  <th className={css.cell} scope="col">
                    <Trans>Network and block</Trans>
                  </th>
                  <th className={css.cell} scope="col">
                    <Trans>Address</Trans>
                  </th>
                  <th className={css.cell} scope="col">
                    <Trans>Balance (USDT)</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {latest.reserves.map((reading) => (
                  <tr key={`${reading.network}:${reading.address}`}>
                    <td className={css.cell}>
                      {reading.network} · {reading.block}
                      <div className={muted}>{kindName(reading.kind)}</div>
                    </td>
                    <td className={`${css.cell} ${css.mono}`}>
                      {reading.explorerUrl ? (
                        <a href={reading.explorerUrl} rel="noopener noreferrer" target="_blank">
                          {reading.address}
                        </a>
                      ) : (
                        reading.address
                      )}
                    </td>
                    <td className={css.cell}>{reading.balance}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}
