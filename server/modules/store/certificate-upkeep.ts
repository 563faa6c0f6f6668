// Company certificates of store applications made before the private `certificate` upload area
// existed were uploaded into the public `store` area (with the logos), readable by anyone with the
// address. At start they move into the private area, the application pointing at the new address;
// from then on only the applicant and operators see them. Idempotent, safe on several servers.
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { moveUploadToArea, uploadStoreOf } from '../upload/index.ts';
import * as repo from './store.repository.ts';

export async function privatizeOldCertificates(
  db: Db,
  config: Pick<Config, 'dataDir' | 'upload'>,
): Promise<number> {
  const store = uploadStoreOf(config);
  let moved = 0;
  for (const row of await repo.applicationsWithPublicCertificates(db)) {
    const url = await db.transaction(async (tx) => {
      const to = await moveUploadToArea(tx, store, row.certificate, 'certificate');
      if (to) await repo.setApplicationCertificate(tx, row.id, to);
      return to;
    });
    if (url) moved += 1;
  }
  return moved;
}
