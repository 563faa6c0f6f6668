// Reading configuration from environment variables: every integer setting is parsed here.

/** An integer variable of `env`; unset or empty gives `fallback`; below `min` is a start-up error. */
export function intFromEnv(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  min = 0,
): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min)
    throw new Error(
      min === 0 ? `${name} must be a non-negative integer` : `${name} must be an integer >= ${min}`,
    );
  return value;
}
