import { describe, expect, it } from 'vitest';
import { addressKey, isChecksummedEvmAddress } from './address.ts';

// The test vectors of EIP-55 itself.
const eip55 = [
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
  '0x52908400098527886E0F7030069857D2E4169EE7',
  '0x8617E340B3D01FA5F11F306F4090FD50E238070D',
  '0xde709f2102306220921060314715629080e2fb77',
  '0x27b1fdb04752bbc536007a920d24acb045561c26',
];

describe('EVM withdrawal addresses', () => {
  it('accept the mixed-case EIP-55 vectors', () => {
    for (const address of eip55.slice(0, 4)) expect(isChecksummedEvmAddress(address)).toBe(true);
  });

  it('refuse single-case addresses: they carry no checksum to catch a typo', () => {
    for (const address of eip55.slice(4)) expect(isChecksummedEvmAddress(address)).toBe(false);
  });

  it('refuse a checksum broken by one changed letter case or digit', () => {
    expect(isChecksummedEvmAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD')).toBe(false);
    expect(isChecksummedEvmAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe0')).toBe(false);
  });

  it('refuse what is not an address', () => {
    for (const text of [
      '',
      '0x',
      '5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe',
      'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
    ])
      expect(isChecksummedEvmAddress(text)).toBe(false);
  });

  it('compares addresses without case', () => {
    expect(addressKey(eip55[0]!)).toBe(eip55[0]!.toLowerCase());
  });
});
