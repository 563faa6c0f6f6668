// The hold on withdrawals after a payout address is bound (first or changed): it ends at the bind
// time plus the hold parameter as it is now, so a change of the parameter applies at once to
// addresses already held. Rows bound before the bind time was kept end when they were told.

export interface BoundAddress {
  /** When the address was bound; null for rows bound before it was kept. */
  boundAt: Date | null;
  /** The end of the hold as it was computed at binding (the fallback for those rows). */
  holdUntil: Date | null;
}

/** When withdrawals to this address may start; null when there is no hold. */
export function addressHoldEnd(address: BoundAddress, holdHours: number): Date | null {
  if (address.boundAt) return new Date(address.boundAt.getTime() + holdHours * 3_600_000);
  return address.holdUntil;
}

/** The hold's end while it lasts at `now`; null once it is over (or there is none). */
export function activeAddressHold(
  address: BoundAddress | undefined,
  holdHours: number,
  now: Date,
): Date | null {
  if (!address) return null;
  const end = addressHoldEnd(address, holdHours);
  return end && end > now ? end : null;
}
