// seller/goods!import: a CSV file of listings as multipart `file` (one key per chosen file); the
// answer is the per-row report, also when nothing was created.
import { i18n } from '@lingui/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointOutput } from '../../../../../domain/api/define.ts';
import { endpointPath } from '../../../../../domain/api/define.ts';
import type { sellerGoodsImport } from '../../../../../domain/api/listing.ts';
import { ApiError, callKey } from '../../../../lib/api-client.ts';
import { storage } from '../../../../lib/storage.ts';
import { refreshCatalogue } from '../../../../lib/refresh-catalogue.ts';

type Report = EndpointOutput<typeof sellerGoodsImport>;

async function importListings(file: File, idempotencyKey: string): Promise<Report> {
  const body = new FormData();
  body.append('file', file);
  const headers: Record<string, string> = { 'idempotency-key': idempotencyKey };
  const token = storage.token();
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`${endpointPath('seller/goods!import')}?lang=${i18n.locale || 'en'}`, {
      method: 'POST',
      headers,
      body,
    });
  } catch {
    throw new ApiError('', 'network', 0);
  }
  const envelope = (await response.json().catch(() => null)) as {
    code: string;
    msg?: string;
    errorKey?: string;
    data: Report | null;
  } | null;
  if (!envelope || String(envelope.code) !== '0' || !envelope.data)
    throw new ApiError(
      envelope?.msg ?? '',
      String(envelope?.code ?? response.status),
      response.status,
      envelope?.errorKey,
    );
  return envelope.data;
}

export function useImportListings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { file: File; idempotencyKey: string }) =>
      importListings(input.file, input.idempotencyKey),
    // The storefront's reads of the listings changed too (price, stock, shelf).
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: callKey('seller/goods!list') }),
        refreshCatalogue(queryClient),
      ]),
  });
}
