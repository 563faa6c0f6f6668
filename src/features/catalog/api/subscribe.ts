// subscribe!add: subscribes an e-mail to the coupon mailing list.
import { useMutation } from '@tanstack/react-query';
import type { subscribeAdd } from '../../../../domain/api/catalog.ts';
import { apiCall } from '../../../lib/api-client.ts';

export function subscribe(email: string): Promise<null> {
  return apiCall<typeof subscribeAdd>('subscribe!add', { email }, { method: 'POST' });
}

export function useSubscribe() {
  return useMutation({ mutationFn: subscribe });
}
