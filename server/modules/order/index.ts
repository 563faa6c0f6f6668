// What other modules may use of orders: figures the storefront states about them, and a buyer's
// latest orders for the operator console, and the paid orders an account closure waits for.
export {
  countDeliveredCountries,
  latestOrdersOf,
  openPaidOrderCounts,
  orderParties,
} from './order-reads.repository.ts';
