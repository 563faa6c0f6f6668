// What other modules may use of orders: figures the storefront states about them, and a buyer's
// latest orders for the operator console, the paid orders an account closure waits for, and the
// cancel of the unpaid ones it makes.
export {
  countDeliveredCountries,
  latestOrdersOf,
  openPaidOrderCounts,
  orderParties,
} from './order-reads.repository.ts';
export { cancelUnpaidOrdersOf } from './order.service.ts';
