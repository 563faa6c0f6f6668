// Orders configuration from environment variables: how often the in-process timer sweeps run.
// Durations and rates themselves are system parameters (domain/orders/order-rules.ts) so operators
// can change them without a restart.

export interface OrderConfig {
  /** Period of the timer sweeps (unpaid cancel, auto receipt, default review); 0 disables them. */
  sweepIntervalMs: number;
}

export function loadOrderConfig(env: NodeJS.ProcessEnv): OrderConfig {
  const raw = env.ORDER_SWEEP_INTERVAL_MS;
  const value = raw === undefined || raw === '' ? 60_000 : Number(raw);
  if (!Number.isInteger(value) || value < 0)
    throw new Error('ORDER_SWEEP_INTERVAL_MS must be a non-negative integer');
  return { sweepIntervalMs: value };
}
