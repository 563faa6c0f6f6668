import { describe, expect, it } from 'vitest';
import { activeAddressHold, addressHoldEnd } from './address-hold.ts';

const bound = new Date('2026-01-01T00:00:00Z');
const hours = (n: number) => new Date(bound.getTime() + n * 3_600_000);

describe('address hold', () => {
  it('ends at the bind time plus the hold parameter as it is now', () => {
    const address = { boundAt: bound, holdUntil: hours(24) };
    expect(addressHoldEnd(address, 24)).toEqual(hours(24));
    // The parameter lowered to 2 hours after binding: the hold ends 2 hours after binding.
    expect(addressHoldEnd(address, 2)).toEqual(hours(2));
    expect(activeAddressHold(address, 2, hours(3))).toBeNull();
    expect(activeAddressHold(address, 48, hours(30))).toEqual(hours(48));
  });

  it('keeps the told end for addresses bound before the bind time was kept', () => {
    expect(addressHoldEnd({ boundAt: null, holdUntil: hours(5) }, 1)).toEqual(hours(5));
    expect(activeAddressHold({ boundAt: null, holdUntil: null }, 24, bound)).toBeNull();
    expect(activeAddressHold(undefined, 24, bound)).toBeNull();
  });
});
