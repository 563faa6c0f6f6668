// `npm run uploads:to-s3`: copies an existing DATA_DIR/uploads and DATA_DIR/private-uploads into
// the S3 bucket named by the S3_* variables (the same as the server's with UPLOAD_STORE=s3; see
// docs/deploy.md). Safe to run again: objects already copied (same size) are left alone. Each
// copied object's size is checked in the bucket; exit code 1 when one differs.
// The copying itself: server/modules/upload/store/copy.ts.
import { loadConfig } from '../server/config.ts';
import { copyUploads } from '../server/modules/upload/store/copy.ts';
import { localUploadStore } from '../server/modules/upload/store/local.ts';
import { uploadStoreOf } from '../server/modules/upload/store/store.ts';

async function main(): Promise<number> {
  // The bucket's settings whether or not UPLOAD_STORE=s3 is set yet (the copy comes first).
  const config = loadConfig({ ...process.env, UPLOAD_STORE: 's3' });
  const bucket = uploadStoreOf(config);
  await bucket.check();
  const say = (line: string) => console.log(`[uploads:to-s3] ${line}`);
  const result = await copyUploads(localUploadStore(config.dataDir), bucket, { log: say });
  for (const key of result.skipped) say(`left out (not an upload name): ${key}`);
  say(
    `done: ${result.copied} copied (${result.bytes} bytes), ${result.present} already there, ` +
      `${result.skipped.length} left out`,
  );
  if (result.mismatched.length > 0) {
    for (const line of result.mismatched) console.error(`[uploads:to-s3] size differs: ${line}`);
    return 1;
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('[uploads:to-s3] failed:', error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
