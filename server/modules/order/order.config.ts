// Orders configuration from environment variables: how often the in-process timer sweeps run.
// Durations and rates themselves are system parameters (domain/orders/order-rules.ts) so operators
// can change them without a restart.

import { intFromEnv } from '../../platform/env.ts';

export interface OrderConfig {
  /** Period of the timer sweeps (unpaid cancel, auto receipt, default review); 0 disables them. */
  sweepIntervalMs: number;
}

export function loadOrderConfig(env: NodeJS.ProcessEnv): OrderConfig {
  return { sweepIntervalMs: intFromEnv(env, 'ORDER_SWEEP_INTERVAL_MS', 60_000) };
}
