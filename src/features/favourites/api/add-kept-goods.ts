// keepGoods!add: save a listing as a favourite (a repeat keeps the one favourite).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { keepGoodsAdd } from '../../../../domain/api/favourites.ts';
import { apiCall } from '../../../lib/api-client.ts';
import { refreshKeptGoods } from './refresh-favourites.ts';

export function addKeptGoods(sellerGoodsId: string) {
  return apiCall<typeof keepGoodsAdd>('keepGoods!add', { sellerGoodsId }, { method: 'POST' });
}

export function useAddKeptGoods() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addKeptGoods, onSettled: () => refreshKeptGoods(queryClient) });
}
