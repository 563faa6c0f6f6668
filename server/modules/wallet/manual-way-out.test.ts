// Manual deposits need a way out (issue #33): switched on with a place to pay to but no withdrawal
// network, they stay closed, the deposit screen's call says why, and a deposit is refused with
// `wallet.noWayOut` in the caller's language; nothing is recorded.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { call, okCall } from '../../testing/calls.ts';
import { createParty, type Party } from '../../testing/parties.ts';
import { PROOF } from '../../testing/marketplace.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let buyer: Party;

beforeAll(async () => {
  const base = loadConfig({});
  expect(base.wallet.chain, 'no network configured here').toBeUndefined();
  t = await createTestApp({
    config: {
      order: { ...base.order, sweepIntervalMs: 0 },
      wallet: {
        ...base.wallet,
        manualDeposit: { ...base.wallet.manualDeposit, enabled: true },
        manualDepositAddress: '0x8ba1f109551bD432803012645Ac136ddd64DBA72',
        manualBankAccount: 'Caravan Trading Ltd, Example Bank, IBAN GB00 EXMP 0000 0000 0000 00',
      },
    },
  });
  buyer = await createParty(t);
});
afterAll(async () => {
  await t?.close();
});

describe('manual deposits without a way out', () => {
  it('are closed and say why before anyone pays', async () => {
    const info = await okCall(
      t.app,
      'rechargeBlockchain!fee',
      {},
      { token: buyer.token, method: 'GET' },
    );
    expect(info).toMatchObject({
      noWayOut: true,
      manualEnabled: false,
      proofEnabled: false,
      bankEnabled: false,
      manualAddress: '',
      bankAccount: '',
    });
  });

  it('refuse a deposit with the reason, in the caller language, recording nothing', async () => {
    const open = await okCall(
      t.app,
      'rechargeBlockchain!recharge_open',
      {},
      { token: buyer.token },
    );
    const refused = await call(
      t.app,
      'rechargeBlockchain!recharge',
      { session_token: open.session_token, symbol: 'USDT', amount: '20', img: PROOF, lang: 'fr' },
      { token: buyer.token },
    );
    expect(refused.errorKey).toBe('wallet.noWayOut');
    expect(refused.msg).toBe(
      "Les dépôts par virement sont fermés : la plateforme n'offre encore aucun moyen de retirer de l'argent",
    );
    const rows = await t.database.pool.query('select 1 from deposits');
    expect(rows.rowCount).toBe(0);
  });
});
