// Withdrawal address rules per network family. EVM networks require an EIP-55 checksummed address
// (an all-lower or all-upper address has no checksum and is refused: a typo would lose funds).
import { getAddress, isAddress } from 'viem';
import type { NetworkFamilyName } from './network-family.ts';

/** True when the text is a valid EVM address carrying a correct EIP-55 checksum. */
export function isChecksummedEvmAddress(text: string): boolean {
  if (!/^0x[0-9a-fA-F]{40}$/.test(text)) return false;
  const body = text.slice(2);
  // Without mixed case there is no checksum to verify.
  if (body === body.toLowerCase() || body === body.toUpperCase()) return false;
  return isAddress(text, { strict: true }) && getAddress(text) === text;
}

export function isValidAddress(family: NetworkFamilyName, text: string): boolean {
  switch (family) {
    case 'evm':
      return isChecksummedEvmAddress(text);
  }
}

/** Lower-case form used for lookups and comparisons. */
export function addressKey(text: string): string {
  return text.toLowerCase();
}

/** The checksummed form for display. */
export function displayAddress(text: string): string {
  return getAddress(text);
}
