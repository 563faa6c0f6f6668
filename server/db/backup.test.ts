// The pure parts of the online backup: WAL positions and segment names, and the refused targets.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BackupRefused, checkTarget, parseLsn, walSegmentNames } from './backup.ts';

const MB16 = 16n * 1024n * 1024n;

describe('WAL segments', () => {
  it('names every segment from the start position to the one holding the stop', () => {
    expect(parseLsn('0/3000028')).toBe(0x3000028n);
    expect(parseLsn('1/0')).toBe(0x100000000n);
    expect(walSegmentNames(1, parseLsn('0/3000028'), parseLsn('0/3177190'), MB16)).toEqual([
      '000000010000000000000003',
    ]);
    // Across the 4 GB boundary of the "log id", and a stop right at a segment's start.
    expect(walSegmentNames(2, parseLsn('0/FE000100'), parseLsn('1/1000000'), MB16)).toEqual([
      '0000000200000000000000FE',
      '0000000200000000000000FF',
      '000000020000000100000000',
    ]);
  });
});

describe('checkTarget', () => {
  it('refuses a folder inside DATA_DIR, one that holds it, and one that is not empty', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'caravan-backup-target-'));
    try {
      const dataDir = path.join(root, 'data');
      fs.mkdirSync(dataDir);
      expect(() => checkTarget(path.join(dataDir, 'backups', 'today'), dataDir)).toThrow(
        BackupRefused,
      );
      expect(() => checkTarget(root, dataDir)).toThrow(/inside DATA_DIR/);
      const full = path.join(root, 'full');
      fs.mkdirSync(full);
      fs.writeFileSync(path.join(full, 'x'), 'x');
      expect(() => checkTarget(full, dataDir)).toThrow(/not empty/);
      expect(() => checkTarget(path.join(root, 'new'), dataDir)).not.toThrow();
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
