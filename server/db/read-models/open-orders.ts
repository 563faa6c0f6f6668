// The orders' read model for rooms on the floors below the order module (the catalogue's listing
// rules and the operator's store view sit on floor 1 and cannot ask order, which uses them): how
// many unfinished orders name a listing or a store. This file is the one place outside
// server/modules/order that reads the orders' tables; a change to those tables changes it with them.
import { sql, type SQL } from 'drizzle-orm';
import { openOrderStatuses } from '../../../domain/orders/order-status.ts';

/** Orders not yet finished (domain/orders `openOrderStatuses`), as a literal list in the statement. */
const OPEN = sql.raw(`(${openOrderStatuses.join(', ')})`);

/** A scalar subquery: unfinished orders with a line of the listing (a column or a value). */
export function openOrdersOfListing(listingId: SQL | string): SQL {
  return sql`(select count(distinct oi.order_id)::int from order_items oi
    join orders o on o.id = oi.order_id
   where oi.seller_goods_id = ${listingId} and o.status in ${OPEN})`;
}

/** A scalar subquery: unfinished orders of the store (a column or a value). */
export function openOrdersOfStore(storeId: SQL | string): SQL {
  return sql`(select count(*)::int from orders o where o.seller_id = ${storeId} and o.status in ${OPEN})`;
}
