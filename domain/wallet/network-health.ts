// Whether a USDT network's channel is open right now (issue #36), judged from how its node last
// answered the chain job. One network's node being down closes that channel only: deposits on it
// are not shown as ready and withdrawals on it are refused, while every other network goes on.

/** What the chain job last recorded of a network (absent: it has not run for it yet). */
export interface NetworkHealth {
  okAt: Date | null;
  failedAt: Date | null;
  failure: string | null;
}

export type NetworkAvailability =
  | { available: true }
  | {
      available: false;
      /** `failing`: the last sweep failed; `silent`: no sweep has finished for too long. */
      reason: 'failing' | 'silent';
      /** Since when (the failure, or the last good sweep; null when there never was one). */
      since: Date | null;
      /** The node's own words, for operators; '' when silent. */
      failure: string;
    };

/** A network whose last good sweep is older than this many poll periods is not being watched. */
const SILENT_PERIODS = 5;
const SILENT_FLOOR_MS = 120_000;

/**
 * `pollMs`: the chain job's period; 0 when the process runs no chain job (tests drive sweeps
 * themselves), where silence proves nothing. A network never checked counts as open: the first
 * sweep runs at start, and refusing before it would close every channel on every restart.
 */
export function networkAvailability(
  health: NetworkHealth | undefined,
  now: Date,
  pollMs: number,
): NetworkAvailability {
  if (!health) return { available: true };
  const ok = health.okAt?.getTime() ?? -Infinity;
  const failed = health.failedAt?.getTime() ?? -Infinity;
  if (failed > ok)
    return {
      available: false,
      reason: 'failing',
      since: health.failedAt,
      failure: health.failure ?? '',
    };
  if (pollMs > 0 && now.getTime() - ok > Math.max(SILENT_PERIODS * pollMs, SILENT_FLOOR_MS))
    return { available: false, reason: 'silent', since: health.okAt, failure: '' };
  return { available: true };
}

/**
 * The expected time, in whole seconds, until a transfer has the network's confirmations, from the
 * measured time between blocks; undefined when none was measured yet (never guessed).
 */
export function confirmationSeconds(
  confirmations: number,
  blockSeconds: string | number | null | undefined,
): number | undefined {
  if (blockSeconds === null || blockSeconds === undefined) return undefined;
  const seconds = Number(blockSeconds);
  if (!Number.isFinite(seconds) || seconds <= 0) return undefined;
  return Math.ceil(confirmations * seconds);
}
