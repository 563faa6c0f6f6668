// What other features may use of the orders feature: paying an order (one key per order) and the
// order counters of the user centre.
export { payOrder } from './api/pay-order.ts';
export { useOrderCountsSummary } from './api/get-order-counts.ts';
