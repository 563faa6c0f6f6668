// reserves!myProof (GET): the caller's leaves of the latest proof of reserves with their paths to
// the root. Fetched only when the buyer asks to verify, and never kept: a proof is checked anew.
import type { reservesMyProof } from '../../../../domain/api/reserves.ts';
import { apiCall } from '../../../lib/api-client.ts';

export function fetchMyProofs(signal?: AbortSignal) {
  return apiCall<typeof reservesMyProof>('reserves!myProof', {}, { signal });
}
