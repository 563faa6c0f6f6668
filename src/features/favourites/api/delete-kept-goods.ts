// keepGoods!del: remove a favourite (removing one that is gone changes nothing).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { keepGoodsDel } from '../../../../domain/api/favourites.ts';
import { apiCall } from '../../../lib/api-client.ts';
import { refreshKeptGoods } from './refresh-favourites.ts';

export function deleteKeptGoods(sellerGoodsId: string) {
  return apiCall<typeof keepGoodsDel>('keepGoods!del', { sellerGoodsId }, { method: 'POST' });
}

export function useDeleteKeptGoods() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteKeptGoods,
    onSettled: () => refreshKeptGoods(queryClient),
  });
}
