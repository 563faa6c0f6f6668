// "Verify my balance" (proof of reserves, CONTRACT.md): the buyer's proofs are fetched on request
// and each path is recomputed here with Web Crypto up to the root the platform publishes for
// everyone (reserves!latest), so the check rests on the buyer's device, not on the server's word.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { ReserveProof, reservesLatest } from '../../../../domain/api/reserves.ts';
import { fromMicro, verifyProof } from '../../../../domain/reserves/merkle-sum-tree.ts';
import { apiCall } from '../../../lib/api-client.ts';
import { webSha256Hex } from '../../../lib/sha256.ts';
import { localTime } from '../../../lib/time.ts';
import { button, moreLink, muted } from '../../../styles/ui.css.ts';
import { fetchMyProofs } from '../api/get-my-proof.ts';
import * as css from './verify-balance.css.ts';

interface Checked {
  proof: ReserveProof;
  ok: boolean;
  /** The proof's root is the one published to everyone. */
  published: boolean;
}

type State =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'none' }
  | { kind: 'nothingOwed'; takenAt: string }
  | { kind: 'failed'; message: string }
  | { kind: 'done'; takenAt: string; checked: Checked[] };

export function VerifyBalance() {
  const { t } = useLingui();
  const [state, setState] = useState<State>({ kind: 'idle' });

  async function verify() {
    setState({ kind: 'checking' });
    try {
      const [{ proofs }, latest] = await Promise.all([
        fetchMyProofs(),
        apiCall<typeof reservesLatest>('reserves!latest', {}, { silent: true }),
      ]);
      if (!latest) return setState({ kind: 'none' });
      // Accounts come into being with their first movement: none at the snapshot, nothing owed.
      if (proofs.length === 0) return setState({ kind: 'nothingOwed', takenAt: latest.takenAt });
      const checked = await Promise.all(
        proofs.map(async (proof) => ({
          proof,
          ok: (await verifyProof(webSha256Hex, proof)).ok,
          published:
            proof.root.hash === latest.liabilities.root && proof.snapshotId === latest.snapshotId,
        })),
      );
      setState({ kind: 'done', takenAt: latest.takenAt, checked });
    } catch (error) {
      setState({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  }

  const time = 'takenAt' in state ? localTime(state.takenAt) : '';
  const accountName = (label: string) => (label === 'wallet' ? t`Your wallet` : t`Your store`);

  return (
    <section className={css.panel} aria-labelledby="verify-balance-title">
      <h2 id="verify-balance-title">
        <Trans>Is my money counted?</Trans>
      </h2>
      <p className={muted}>
        <Trans>
          The platform publishes what it owes all users as one total, and the funds it holds on the
          chain. Your browser can check that your balance is part of that total.
        </Trans>
      </p>
      <div>
        <button
          type="button"
          className={button.secondary}
          onClick={() => void verify()}
          disabled={state.kind === 'checking'}
          aria-busy={state.kind === 'checking'}
        >
          {state.kind === 'checking' ? <Trans>Verifying…</Trans> : <Trans>Verify my balance</Trans>}
        </button>
      </div>
      <div aria-live="polite" data-testid="verify-balance-result">
        {state.kind === 'none' && (
          <p>
            <Trans>No proof of reserves has been published yet. Please try again later.</Trans>
          </p>
        )}
        {state.kind === 'nothingOwed' && (
          <p>
            <Trans>
              Your account held no money when the latest proof was taken ({time}), so it has nothing
              to count yet.
            </Trans>
          </p>
        )}
        {state.kind === 'failed' && <p role="alert">{state.message}</p>}
        {state.kind === 'done' && (
          <ul className={css.results}>
            {state.checked.map(({ proof, ok, published }) => {
              const good = ok && published;
              const amount = fromMicro(BigInt(proof.leaf.sum));
              const total = fromMicro(BigInt(proof.root.sum));
              return (
                <li
                  key={proof.label}
                  className={`${css.result} ${good ? css.verified : css.failed}`}
                >
                  <p className={css.verdict}>
                    {good ? <Trans>Verified</Trans> : <Trans>Verification failed</Trans>}
                    {' · '}
                    {accountName(proof.label)}
                  </p>
                  {good ? (
                    <p>
                      <Trans>
                        {amount} USDT is counted in the {total} USDT the platform owed its users at{' '}
                        {time}.
                      </Trans>
                    </p>
                  ) : (
                    <p>
                      <Trans>
                        This proof does not lead to the total the platform published. Save this page
                        and contact customer service.
                      </Trans>
                    </p>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </div>
      <p>
        <Link to="/transparency" className={moreLink}>
          <Trans>See what the platform holds</Trans>
        </Link>
      </p>
    </section>
  );
}
