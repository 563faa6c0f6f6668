// EVM deposit addresses from an extended public key (BIP-32, non-hardened children). The server
// only ever sees the xpub: the keys that can move deposited funds stay offline.
import { secp256k1 } from '@noble/curves/secp256k1';
import { bytesToHex, getAddress } from 'viem';
import { HDKey, publicKeyToAddress } from 'viem/accounts';

const parents = new Map<string, HDKey>();

export function deriveEvmAddress(xpub: string, index: number): `0x${string}` {
  let parent = parents.get(xpub);
  if (!parent) {
    parent = HDKey.fromExtendedKey(xpub);
    if (parent.privateKey)
      throw new Error('CHAIN_DEPOSIT_XPUB must be a public key, not a private one');
    parents.set(xpub, parent);
  }
  const child = parent.deriveChild(index);
  if (!child.publicKey) throw new Error('derivation gave no public key');
  // Ethereum addresses hash the uncompressed point; BIP-32 stores it compressed.
  const uncompressed = secp256k1.ProjectivePoint.fromHex(child.publicKey).toRawBytes(false);
  return getAddress(publicKeyToAddress(bytesToHex(uncompressed)));
}
