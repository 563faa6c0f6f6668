// Pictures of private upload areas (ID photos, payment proofs, refund photos, chat pictures,
// certificates; domain/upload/private-areas.ts) are
// answered only with the session, so they are fetched with the Authorization header and shown
// from a blob URL; the service worker never caches them and the URL alone shows nothing.
import { ApiError } from './api-client.ts';
import { requestLanguage } from './language.ts';
import { storage } from './storage.ts';

export async function fetchPrivateImage(url: string, signal?: AbortSignal): Promise<Blob> {
  const token = storage.token();
  const response = await fetch(`${url}?lang=${requestLanguage()}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    cache: 'no-store',
    ...(signal ? { signal } : {}),
  });
  if (!response.ok) {
    // The refusal is an envelope with a message in the reader's language.
    const envelope = (await response.json().catch(() => ({}))) as { code?: string; msg?: string };
    throw new ApiError(
      envelope.msg ?? '',
      envelope.code ?? String(response.status),
      response.status,
    );
  }
  return response.blob();
}
