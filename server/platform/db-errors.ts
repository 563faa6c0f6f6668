// Recognising PostgreSQL errors that services turn into answers instead of failures.

/** The unique constraint a database error violated, if it is a unique violation. */
export function uniqueViolation(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const pgError = e as { code?: string; constraint?: string };
    if (pgError.code === '23505') return pgError.constraint ?? '';
  }
  return undefined;
}
