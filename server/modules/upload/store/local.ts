// The local store: DATA_DIR/<key>, so public pictures sit in DATA_DIR/uploads (served as static
// files) and private ones in DATA_DIR/private-uploads, a 0700 folder of 0600 files that only the
// server's own user may list or read. Several servers share it only through a shared volume.
import { createReadStream } from 'node:fs';
import { access, chmod, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { UploadStore } from './store.ts';
import { assertKey, contentTypeOf, isPrivateKey, PRIVATE_PREFIX } from './keys.ts';

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

export function localUploadStore(dataDir: string): UploadStore {
  const fileOf = (key: string) => {
    assertKey(key);
    return path.join(dataDir, ...key.split('/'));
  };
  /** The folder of a key, made; a private one (and private-uploads itself) narrowed to 0700. */
  const folderFor = async (key: string) => {
    const folder = path.dirname(fileOf(key));
    if (!isPrivateKey(key)) {
      await mkdir(folder, { recursive: true });
      return;
    }
    await mkdir(folder, { recursive: true, mode: 0o700 });
    const root = path.join(dataDir, PRIVATE_PREFIX);
    for (let dir = folder; dir.startsWith(root); dir = path.dirname(dir)) await chmod(dir, 0o700);
  };
  async function walk(folder: string, prefix: string, into: string[]): Promise<void> {
    const entries = await readdir(folder, { withFileTypes: true }).catch((error: unknown) => {
      if (missing(error)) return [];
      throw error;
    });
    for (const entry of entries) {
      if (entry.isDirectory())
        await walk(path.join(folder, entry.name), `${prefix}${entry.name}/`, into);
      else if (entry.isFile()) into.push(`${prefix}${entry.name}`);
    }
  }
  return {
    kind: 'local',
    where: dataDir,
    async put(key, bytes) {
      await folderFor(key);
      await writeFile(fileOf(key), bytes, isPrivateKey(key) ? { mode: 0o600 } : {});
    },
    async get(key) {
      const file = fileOf(key);
      try {
        const { size } = await stat(file);
        return { body: createReadStream(file), type: contentTypeOf(key), length: size };
      } catch (error) {
        if (missing(error)) return undefined;
        throw error;
      }
    },
    async size(key) {
      try {
        return (await stat(fileOf(key))).size;
      } catch (error) {
        if (missing(error)) return undefined;
        throw error;
      }
    },
    async delete(keys) {
      await Promise.all(keys.map((key) => rm(fileOf(key), { force: true })));
    },
    async list(prefix) {
      const keys: string[] = [];
      const folder = prefix.replace(/\/$/, '');
      assertKey(folder, 1);
      await walk(path.join(dataDir, ...folder.split('/')), prefix, keys);
      return keys;
    },
    async move(from, to) {
      await folderFor(to);
      try {
        await rename(fileOf(from), fileOf(to));
      } catch (error) {
        if (missing(error)) return false;
        throw error;
      }
      if (isPrivateKey(to)) await chmod(fileOf(to), 0o600);
      return true;
    },
    async check() {
      await mkdir(dataDir, { recursive: true });
      await access(dataDir);
    },
  };
}
