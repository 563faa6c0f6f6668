// A real S3 server for tests (s3rver: the S3 REST API over a folder, signatures checked), with one
// bucket, and the upload store settings (UPLOAD_STORE=s3) that point at it. Never a stand-in
// written here: the app talks to it through the AWS SDK exactly as to a production bucket.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { UploadStoreConfig } from '../modules/upload/upload.config.ts';

export interface TestS3 {
  /** The store settings of the bucket (s3rver's fixed account S3RVER / S3RVER). */
  store: Extract<UploadStoreConfig, { kind: 's3' }>;
  /** The same as environment variables, for a server process. */
  env: Record<string, string>;
  /** Where s3rver keeps the bucket's objects (its own layout). */
  directory: string;
  close(): Promise<void>;
}

export async function startTestS3(
  options: { bucket?: string; port?: number; publicUrl?: string } = {},
): Promise<TestS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 'caravan-s3-'));
  const bucket = options.bucket ?? 'caravan-uploads';
  const server = new S3rver({
    address: '127.0.0.1',
    port: options.port ?? 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const env: Record<string, string> = {
    UPLOAD_STORE: 's3',
    S3_ENDPOINT: endpoint,
    S3_REGION: 'us-east-1',
    S3_BUCKET: bucket,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
    ...(options.publicUrl ? { S3_PUBLIC_URL: options.publicUrl } : {}),
  };
  return {
    store: {
      kind: 's3',
      endpoint,
      region: env.S3_REGION!,
      bucket,
      accessKeyId: env.S3_ACCESS_KEY_ID!,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
      forcePathStyle: true,
      publicUrl: options.publicUrl,
    },
    env,
    directory,
    close: async () => {
      // Clients keep connections open; they must not hold the close.
      server.httpServer?.closeAllConnections();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
