// order!buyAgain: the lines of an order with today's listing data, to put back in the cart.
import type { orderBuyAgain } from '../../../../domain/api/order.ts';
import type { EndpointOutput } from '../../../../domain/api/define.ts';
import { apiCall } from '../../../lib/api-client.ts';

type BuyAgainLine = EndpointOutput<typeof orderBuyAgain>['pageList'][number];

export async function getBuyAgainLines(orderId: string): Promise<BuyAgainLine[]> {
  return (await apiCall<typeof orderBuyAgain>('order!buyAgain', { orderId })).pageList;
}
