// The USDT networks on the console's dashboard (issue #36): which channels are open now and, for
// one that is closed, why and since when, in the node's own words: what an operator needs to act.
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminDashboardStats } from '../../../../domain/api/operator.ts';
import * as css from '../../../components/backoffice/backoffice.css.ts';

export function NetworkStates({ networks }: { networks: AdminDashboardStats['networks'] }) {
  const { t, i18n } = useLingui();
  const when = (iso: string | null) =>
    iso ? i18n.date(iso, { dateStyle: 'medium', timeStyle: 'short' }) : t`never`;
  if (networks.length === 0)
    return (
      <p>
        <Trans>No USDT network is configured: deposits and withdrawals on chain are closed.</Trans>
      </p>
    );
  return (
    <ul data-testid="network-states">
      {networks.map((n) => {
        const name = n.label === n.network ? n.network : `${n.network} · ${n.label}`;
        const since = when(n.since);
        const lastOk = when(n.lastOkAt);
        return (
          <li key={n.network}>
            {n.available ? (
              <Trans>
                {name}: open (last sweep {lastOk}, block {n.head ?? '—'})
              </Trans>
            ) : n.reason === 'failing' ? (
              <span className={css.warning} role="status">
                <Trans>
                  {name}: temporarily unavailable since {since}: the node answers “{n.failure}”.
                </Trans>
              </span>
            ) : (
              <span className={css.warning} role="status">
                <Trans>
                  {name}: temporarily unavailable: no sweep has finished since {since}; is the chain
                  job running?
                </Trans>
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
