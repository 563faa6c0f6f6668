// When a failed call means the operator's roles changed under them: a refusal for a missing
// permission (the console offered only what their grant allowed, so the grant is out of date).
// Their grant (admin/me!get) is then read again; its own refusal is not chased (no loop).

/** The call whose answer is the operator's grant. */
export const grantCall = 'admin/me!get';

/** The refusals that say the caller's operator roles no longer admit what they asked. */
const permissionRefusals = ['operator.permissionMissing', 'auth.noPermission'];

/** Whether a failure should re-read the grant (`queryKey`: the failed read's, if a read). */
export function refreshesGrant(error: unknown, queryKey?: readonly unknown[]): boolean {
  const key = (error as { errorKey?: unknown } | null)?.errorKey;
  if (typeof key !== 'string' || !permissionRefusals.includes(key)) return false;
  return queryKey?.[1] !== grantCall;
}
