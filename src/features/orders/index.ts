// What other features may use of the orders feature: paying an order (one key per order) and its
// fund-password step, the order counters of the user centre and the order texts (reasons, history
// kinds).
export { payOrder } from './api/pay-order.ts';
export { PayStep, useHasFundPassword } from './components/pay-step.tsx';
export { useOrderCountsSummary } from './api/get-order-counts.ts';
export { useOrderText } from './use-order-text.ts';
