// Multipart bodies are read only by the calls that take a file (`multipart: true`), and only once
// the caller's login is checked: the parser registered in app.ts marks a request as multipart
// without reading it, so a large body sent to any other call, or without a valid session, is
// refused before its bytes are kept anywhere.
import type { FastifyRequest } from 'fastify';
import { uploadModules } from '../../domain/api/upload.ts';

/** The largest file any upload area takes. */
export const MAX_UPLOAD_FILE_BYTES = Math.max(...Object.values(uploadModules));
/** The whole request: the file plus room for the boundary, part headers and the few fields. */
export const MAX_UPLOAD_REQUEST_BYTES = MAX_UPLOAD_FILE_BYTES + 64 * 1024;

export type MultipartBody =
  | { ok: true; fields: Record<string, string>; file: Uint8Array | undefined }
  | { ok: false; reason: 'tooLarge' | 'malformed' };

/** True when the declared length already exceeds what an upload may be (no byte read yet). */
export function declaredTooLarge(request: FastifyRequest): boolean {
  const length = Number(request.headers['content-length']);
  return Number.isFinite(length) && length > MAX_UPLOAD_REQUEST_BYTES;
}

/** Reads the text fields and the one `file` part; a file past the limit stops the read. */
export async function readMultipart(request: FastifyRequest): Promise<MultipartBody> {
  const fields: Record<string, string> = {};
  let file: Uint8Array | undefined;
  try {
    const parts = request.parts({
      limits: { fileSize: MAX_UPLOAD_FILE_BYTES, files: 1, fields: 10, fieldSize: 4096 },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        // Throws when the file passes fileSize (the part is cut there, never held whole).
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file') file = bytes;
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    const tooLarge = ['FST_REQ_FILE_TOO_LARGE', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT'];
    return { ok: false, reason: tooLarge.includes(code) ? 'tooLarge' : 'malformed' };
  }
  return { ok: true, fields, file };
}
