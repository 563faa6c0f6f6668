// What other modules may use of orders: figures the storefront states about them, and a buyer's
// latest orders for the operator console.
export { countDeliveredCountries, latestOrdersOf, orderParties } from './order-reads.repository.ts';
