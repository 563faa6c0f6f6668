// WALLET_BANK_CURRENCIES and WALLET_RATE_MAX_AGE_HOURS: what the bank account takes, checked at
// start with an error naming the entry at fault; unset, transfers stated in USDT as before.
import { describe, expect, it } from 'vitest';
import { loadWalletConfig, parseBankCurrencies } from './wallet.config.ts';

describe('WALLET_BANK_CURRENCIES', () => {
  it('reads ISO codes and USDT, upper-cased, in the order given', () => {
    expect(parseBankCurrencies(' eur, USDT ,idr')).toEqual(['EUR', 'USDT', 'IDR']);
  });

  it('refuses what is neither a currency code nor USDT, and a code named twice', () => {
    expect(() => parseBankCurrencies('EUR,EURO')).toThrow(/EURO is neither/);
    expect(() => parseBankCurrencies('EUR,eur')).toThrow(/twice/);
  });

  it('defaults to transfers stated in USDT and rates offered for 24 hours', () => {
    const config = loadWalletConfig({});
    expect(config.bankCurrencies).toEqual(['USDT']);
    expect(config.rateMaxAgeHours).toBe(24);
    const set = loadWalletConfig({ WALLET_BANK_CURRENCIES: 'EUR', WALLET_RATE_MAX_AGE_HOURS: '6' });
    expect(set).toMatchObject({ bankCurrencies: ['EUR'], rateMaxAgeHours: 6 });
  });
});
