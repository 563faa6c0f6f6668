// Keeping identity data as little and as closed as possible (kyc.service.ts holds what is kept):
// - sealing what is left from before the binding: plain names and registration numbers, ID numbers
//   sealed without their record, pictures kept as uploaded; run once at start, in the background,
//   and safe on several servers (each value is sealed again only while it is still unsealed);
// - the retention rule: KYC_RETENTION_DAYS after a verification is rejected, or after its account
//   is cancelled, its name, ID number, registration number and pictures are erased (the record
//   stays, with its status and decision, as the audit log refers to it). An approved verification
//   of an open account is kept: loans rest on it.
import type { Db } from '../../db/client.ts';
import { decryptText, encryptText, isUnbound } from '../../platform/identity-crypto.ts';
import { eraseUploads, sealUploads, uploadStoreOf } from '../upload/index.ts';
import type { Config } from '../../config.ts';
import * as repo from './credit.repository.ts';
import { fieldBinding, pictureBinding } from './kyc.service.ts';

const BATCH = 100;

export async function sealLegacyIdentities(
  db: Db,
  config: Pick<Config, 'dataDir' | 'upload'>,
  key: Buffer,
): Promise<number> {
  const store = uploadStoreOf(config);
  let sealed = 0;
  for (;;) {
    const rows = await repo.kycRecordsToSeal(db, BATCH);
    if (rows.length === 0) return sealed;
    for (const row of rows) {
      await sealUploads(
        db,
        store,
        key,
        [row.idPhoto, row.companyDocument].filter((url) => url !== ''),
        pictureBinding(row.id),
      );
      await repo.updateKycIdentity(db, row.id, {
        ...(row.realName !== ''
          ? {
              realName: '',
              realNameCipher: encryptText(key, row.realName, fieldBinding(row.id, 'real_name')),
            }
          : {}),
        ...(row.companyRegNumber !== ''
          ? {
              companyRegNumber: '',
              companyRegNumberCipher: encryptText(
                key,
                row.companyRegNumber,
                fieldBinding(row.id, 'company_reg_number'),
              ),
            }
          : {}),
        ...(row.idNumberCipher !== '' && isUnbound(row.idNumberCipher)
          ? {
              idNumberCipher: encryptText(
                key,
                decryptText(key, row.idNumberCipher, ''),
                fieldBinding(row.id, 'id_number'),
              ),
            }
          : {}),
      });
      sealed += 1;
    }
  }
}

/** Erases what the retention rule says is kept no longer at `now`; returns how many records. */
export async function eraseExpiredIdentities(
  db: Db,
  config: Pick<Config, 'dataDir' | 'upload' | 'credit'>,
  now: Date,
): Promise<number> {
  const cutoff = new Date(now.getTime() - config.credit.retentionDays * 86_400_000);
  const store = uploadStoreOf(config);
  let erased = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const rows = await repo.lockKycRecordsToErase(tx, cutoff, BATCH);
      for (const row of rows) {
        await eraseUploads(tx, store, [row.idPhoto, row.companyDocument]);
        await repo.updateKycIdentity(tx, row.id, {
          realName: '',
          realNameCipher: null,
          idNumberCipher: '',
          idNumberLast4: '',
          idPhoto: '',
          companyRegNumber: '',
          companyRegNumberCipher: null,
          companyDocument: '',
          erasedAt: now,
        });
      }
      return rows.length;
    });
    erased += done;
    if (done < BATCH) return erased;
  }
}
