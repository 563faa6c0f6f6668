// A real S3 server for tests (s3rver: the S3 REST API over a folder, signatures checked), with one
// bucket, and the upload store settings (UPLOAD_STORE=s3) that point at it. Never a stand-in
// written here: the app talks to it through the AWS SDK exactly as to a production bucket.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
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

/**
 * s3rver in a process of its own (its command-line tool), for a caller that blocks its own event
 * loop (spawnSync) while servers use the bucket: the port it listens on and how to stop it.
 */
async function runS3rverProcess(
  directory: string,
  bucket: string,
): Promise<{ port: number; stop: () => Promise<void> }> {
  const bin = createRequire(import.meta.url).resolve('s3rver/bin/s3rver.js');
  const child = spawn(
    process.execPath,
    [bin, '-d', directory, '-a', '127.0.0.1', '-p', '0', '--silent', '--configure-bucket', bucket],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let seen = '';
    child.stdout.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const listening = /listening on [^:]+:(\d+)/.exec(seen);
      if (listening) resolve(Number(listening[1]));
    });
    child.once('exit', (code) => reject(new Error(`s3rver exited (${code}) before listening`)));
  });
  return {
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export async function startTestS3(
  options: { bucket?: string; publicUrl?: string; ownProcess?: boolean } = {},
): Promise<TestS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 'caravan-s3-'));
  const bucket = options.bucket ?? 'caravan-uploads';
  let port: number;
  let stop: () => Promise<void>;
  if (options.ownProcess) ({ port, stop } = await runS3rverProcess(directory, bucket));
  else {
    const server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory,
      configureBuckets: [{ name: bucket }],
    });
    ({ port } = await server.run());
    stop = async () => {
      // Clients keep connections open; they must not hold the close.
      server.httpServer?.closeAllConnections();
      await server.close();
    };
  }
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
      await stop();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
