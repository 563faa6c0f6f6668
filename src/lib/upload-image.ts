// uploadimg!execute (payment proofs, refund photos, chat pictures): multipart `file` + `moduleName`, with upload
// progress (XMLHttpRequest: fetch reports none). Resolves with the picture's URL (data.data).
import { i18n } from '@lingui/core';
import { ApiError } from './api-client.ts';
import { storage } from './storage.ts';

export function uploadImage(
  file: Blob,
  moduleName: string,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/uploadimg!execute.action?lang=${i18n.locale || 'en'}`);
    const token = storage.token();
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
    request.timeout = 120_000;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      try {
        const envelope = JSON.parse(request.responseText) as {
          code: string;
          msg?: string;
          errorKey?: string;
          data: { data: string } | null;
        };
        if (String(envelope.code) === '0' && envelope.data) resolve(envelope.data.data);
        else
          reject(
            new ApiError(
              envelope.msg ?? '',
              String(envelope.code),
              request.status,
              envelope.errorKey,
            ),
          );
      } catch {
        reject(new ApiError('', String(request.status), request.status));
      }
    };
    request.onerror = () => reject(new ApiError('', 'network', 0));
    request.ontimeout = () => reject(new ApiError('', 'network', 0));
    request.onabort = () => reject(new ApiError('', 'aborted', 0));
    signal?.addEventListener('abort', () => request.abort());
    const body = new FormData();
    body.append('moduleName', moduleName);
    body.append('file', file, file instanceof File ? file.name : 'picture');
    request.send(body);
  });
}
