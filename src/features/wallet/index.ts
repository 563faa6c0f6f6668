// What other features may use of the wallet feature: the balance at checkout and in the user centre.
export { useBalanceSummary, useCheckoutBalance } from './api/get-usdt.ts';
