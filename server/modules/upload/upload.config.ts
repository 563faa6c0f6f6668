// Where uploaded pictures are kept, from environment variables: the local folder under DATA_DIR
// (the default: one server, or several on one shared volume) or an S3-compatible bucket
// (UPLOAD_STORE=s3: several servers without a shared folder). A setting that cannot work is a
// start-up error naming the variable, never a failure on the first upload.

export type UploadStoreConfig =
  | { kind: 'local' }
  | {
      kind: 's3';
      /** The service's address (MinIO, Ceph, R2, ...); unset: AWS's own for the region. */
      endpoint: string | undefined;
      region: string;
      bucket: string;
      accessKeyId: string;
      secretAccessKey: string;
      /** `bucket` in the path instead of the host name (MinIO and most self-hosted services). */
      forcePathStyle: boolean;
      /**
       * A CDN (or the bucket's public address) serving the `uploads/` prefix: public pictures
       * redirect there instead of passing through the app. Never used for private pictures.
       */
      publicUrl: string | undefined;
    };

const BOOLEANS: Record<string, boolean> = {
  '': false,
  '0': false,
  false: false,
  off: false,
  no: false,
  '1': true,
  true: true,
  on: true,
  yes: true,
};

function absoluteUrl(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an absolute http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`${name} must be an http(s) URL, got "${value}"`);
  return value.replace(/\/+$/, '');
}

export function loadUploadStoreConfig(env: NodeJS.ProcessEnv): UploadStoreConfig {
  const kind = env.UPLOAD_STORE || 'local';
  if (kind === 'local') return { kind };
  if (kind !== 's3') throw new Error(`UPLOAD_STORE must be "local" or "s3", got "${kind}"`);
  const required = (name: string) => {
    const value = env[name];
    if (!value) throw new Error(`UPLOAD_STORE=s3 needs ${name}`);
    return value;
  };
  const forcePathStyle = BOOLEANS[(env.S3_FORCE_PATH_STYLE ?? '').trim().toLowerCase()];
  if (forcePathStyle === undefined)
    throw new Error(`S3_FORCE_PATH_STYLE must be true or false, got "${env.S3_FORCE_PATH_STYLE}"`);
  return {
    kind,
    endpoint: env.S3_ENDPOINT ? absoluteUrl('S3_ENDPOINT', env.S3_ENDPOINT) : undefined,
    region: required('S3_REGION'),
    bucket: required('S3_BUCKET'),
    accessKeyId: required('S3_ACCESS_KEY_ID'),
    secretAccessKey: required('S3_SECRET_ACCESS_KEY'),
    forcePathStyle,
    publicUrl: env.S3_PUBLIC_URL ? absoluteUrl('S3_PUBLIC_URL', env.S3_PUBLIC_URL) : undefined,
  };
}
