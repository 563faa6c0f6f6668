// The third-party deposit channel (`thirdPartyRecharge!*`): a payment provider behind one interface.
// No provider ships with Caravan; until one is configured every call answers "channel not opened",
// so the screen shows the channel as unavailable rather than faking it.
import type { Result } from '../../../domain/errors.ts';

export interface ThirdPartyProvider {
  coinList(): Promise<Result<unknown>>;
  /** Starts a deposit; `variant` is 1 for recharge / PHP_recharge, 2..5 for PHP_rechargeN. */
  recharge(
    userId: string,
    variant: number,
    params: Record<string, unknown>,
  ): Promise<Result<unknown>>;
}

/** The configured provider, if any (none is built in). */
export function thirdPartyProvider(): ThirdPartyProvider | undefined {
  return undefined;
}
