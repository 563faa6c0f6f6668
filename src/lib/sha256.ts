// SHA-256 in the browser through Web Crypto, as lowercase hex: the proof of reserves is checked on
// the buyer's own device with the platform's code nowhere in the hashing.
import type { Sha256Hex } from '../../domain/reserves/merkle-sum-tree.ts';

export const webSha256Hex: Sha256Hex = async (text) => {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
};
