// The local test network's written-down settings still match what they are derived from.
import { createHash } from 'node:crypto';
import { HDKey } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { developmentSeedPhrase, developmentXpub } from './local-chain.ts';

describe('the local test network', () => {
  it("gives the app the development seed's deposit xpub", () => {
    const seed = createHash('sha512').update(developmentSeedPhrase).digest();
    expect(developmentXpub).toBe(
      HDKey.fromMasterSeed(seed).derive("m/44'/60'/0'/0").publicExtendedKey,
    );
  });
});
