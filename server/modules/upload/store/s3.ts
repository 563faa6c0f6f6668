// The S3 store: the same keys as objects of one bucket on any S3-compatible service (AWS S3,
// MinIO, Ceph, R2, ...), through the official AWS SDK. The bucket itself stays private: public
// pictures reach buyers through the app (or through S3_PUBLIC_URL, a CDN given read access to the
// `uploads/` prefix alone); private ones only through the app's authorised route.
import { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { UploadStoreConfig } from '../upload.config.ts';
import type { UploadStore } from './store.ts';
import { assertKey, contentTypeOf, isPrivateKey } from './keys.ts';

/** Public names never change (a new picture gets a new name): caches may keep them for a year. */
const cacheControlOf = (key: string) =>
  isPrivateKey(key) ? 'private, no-store' : 'public, max-age=31536000, immutable';

const notFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' ||
    error.name === 'NotFound' ||
    error.$metadata.httpStatusCode === 404);

export function s3UploadStore(settings: Extract<UploadStoreConfig, { kind: 's3' }>): UploadStore {
  const { bucket } = settings;
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    credentials: {
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
    },
    // Checksums only where S3 requires them: many S3-compatible services do not know the
    // SDK's newer default checksum headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const where = `s3://${bucket}${settings.endpoint ? ` at ${settings.endpoint}` : ''}`;
  const key = (name: string) => {
    assertKey(name);
    return name;
  };
  return {
    kind: 's3',
    where,
    async put(name, bytes) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key(name),
          Body: bytes,
          ContentLength: bytes.byteLength,
          ContentType: contentTypeOf(name),
          CacheControl: cacheControlOf(name),
        }),
      );
    },
    async get(name) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key(name) }));
        if (!(answer.Body instanceof Readable)) throw new Error(`no body for ${name}`);
        return {
          body: answer.Body,
          // The type is the name's (what the server re-encoded it as), whatever was stored with it.
          type: contentTypeOf(name),
          length: answer.ContentLength ?? 0,
        };
      } catch (error) {
        if (notFound(error)) return undefined;
        throw error;
      }
    },
    async size(name) {
      try {
        const answer = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key(name) }));
        return answer.ContentLength ?? 0;
      } catch (error) {
        if (notFound(error)) return undefined;
        throw error;
      }
    },
    async delete(names) {
      // One request per object: S3's DeleteObjects needs checksums some services do not take,
      // and a picture has three objects at most.
      await Promise.all(
        names.map((name) =>
          client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key(name) })),
        ),
      );
    },
    async list(prefix) {
      assertKey(prefix.replace(/\/$/, ''), 1);
      const keys: string[] = [];
      for await (const page of paginateListObjectsV2(
        { client },
        { Bucket: bucket, Prefix: prefix },
      ))
        for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
      return keys;
    },
    async move(from, to) {
      try {
        await client.send(
          new CopyObjectCommand({
            Bucket: bucket,
            Key: key(to),
            CopySource: `${bucket}/${key(from)}`,
            // The copy takes the cache rule of where it goes (a private picture: no-store).
            MetadataDirective: 'REPLACE',
            ContentType: contentTypeOf(to),
            CacheControl: cacheControlOf(to),
          }),
        );
      } catch (error) {
        if (notFound(error)) return false;
        throw error;
      }
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: from }));
      return true;
    },
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket: bucket }));
      } catch (error) {
        const reason =
          error instanceof S3ServiceException
            ? `${error.name} (HTTP ${error.$metadata.httpStatusCode ?? '?'})`
            : (error as Error).message;
        throw new Error(`UPLOAD_STORE=s3: the bucket ${where} cannot be used: ${reason}`);
      }
    },
  };
}
