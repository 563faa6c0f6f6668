// The choice of USDT network on the deposit and withdrawal screens (issue #36): one radio row per
// configured network with its name and what the buyer must know before choosing (given by the
// caller: confirmations and minimum for a deposit, fee and time for a withdrawal). A network whose
// node does not answer is shown as temporarily unavailable and cannot be chosen.
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { depositChannel } from '../../../../domain/api/wallet.ts';
import * as css from './wallet.css.ts';

export type Channel = z.infer<typeof depositChannel>;

/** `ERC20 · BNB Smart Chain`: the channel name buyers send, and its label when it has one. */
export function networkTitle(channel: Pick<Channel, 'blockchain_name' | 'label'>): string {
  return channel.label && channel.label !== channel.blockchain_name
    ? `${channel.blockchain_name} · ${channel.label}`
    : channel.blockchain_name;
}

/** The first network open right now, else the first: what a screen starts on. */
export function defaultChannel(channels: readonly Channel[]): Channel | undefined {
  return channels.find((channel) => channel.available) ?? channels[0];
}

/** Expected time to the confirmations, in words; measured by the server, never guessed. */
export function useConfirmTime() {
  const { t } = useLingui();
  return (seconds: number): string => {
    if (seconds <= 0) return t`time not measured yet`;
    if (seconds < 90) return t`about ${seconds} seconds`;
    const minutes = Math.round(seconds / 60);
    return t`about ${minutes} minutes`;
  };
}

export function NetworkChoice({
  name,
  channels,
  value,
  onChange,
  facts,
}: {
  name: string;
  channels: readonly Channel[];
  value: string;
  onChange: (network: string) => void;
  facts: (channel: Channel) => ReactNode;
}) {
  return (
    <fieldset className={css.networkChoice}>
      <legend className={css.networkName}>
        <Trans>Network</Trans>
      </legend>
      {channels.map((channel) => (
        <label key={channel.blockchain_name} className={css.networkOption}>
          <input
            type="radio"
            name={name}
            value={channel.blockchain_name}
            checked={value === channel.blockchain_name}
            disabled={!channel.available}
            onChange={() => onChange(channel.blockchain_name)}
          />
          <span>
            <span className={css.networkName}>{networkTitle(channel)}</span>
            <span className={css.networkFacts}>
              {channel.available ? (
                facts(channel)
              ) : (
                <Trans>Temporarily unavailable: the network does not answer at the moment.</Trans>
              )}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
