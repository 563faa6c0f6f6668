// The daily backup's schedule: when one is due, which folders the rotation removes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  backupDue,
  backupFolders,
  folderName,
  pruneBackups,
  writeResult,
} from './backup.schedule.ts';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'caravan-backup-schedule-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const at = (iso: string) => new Date(iso);
const hours = (n: number) => n * 3_600_000;
function made(iso: string, complete = true): string {
  const name = folderName(at(iso));
  fs.mkdirSync(path.join(dir, name));
  if (complete) fs.writeFileSync(path.join(dir, name, 'manifest.json'), '{}');
  return name;
}

describe('backupDue', () => {
  it('is due with no backup yet, then not until a day after the last', () => {
    const now = at('2026-11-20T03:00:00Z');
    expect(backupDue(dir, now)).toBe(true);
    made('2026-11-20T03:00:00Z');
    expect(backupDue(dir, new Date(now.getTime() + hours(23)))).toBe(false);
    expect(backupDue(dir, new Date(now.getTime() + hours(24)))).toBe(true);
  });

  it('does not count an unfinished folder', () => {
    made('2026-11-20T03:00:00Z', false);
    expect(backupDue(dir, at('2026-11-20T04:00:00Z'))).toBe(true);
  });

  it('waits an hour after a failure before trying again', () => {
    writeResult(dir, {
      ok: false,
      startedAt: '2026-11-20T03:00:00.000Z',
      finishedAt: '2026-11-20T03:00:05.000Z',
      error: 'not enough space',
    });
    expect(backupDue(dir, at('2026-11-20T03:30:00Z'))).toBe(false);
    expect(backupDue(dir, at('2026-11-20T04:00:06Z'))).toBe(true);
  });
});

describe('pruneBackups', () => {
  it('keeps the newest complete backups and removes unfinished ones and nothing else', () => {
    const names = [
      made('2026-11-17T03:00:00Z'),
      made('2026-11-18T03:00:00Z'),
      made('2026-11-19T03:00:00Z', false),
      made('2026-11-20T03:00:00Z'),
    ];
    fs.mkdirSync(path.join(dir, 'keep-me'));
    const removed = pruneBackups(dir, 2);
    expect(removed.sort()).toEqual([names[0], names[2]].sort());
    expect(backupFolders(dir).map((folder) => folder.name)).toEqual([names[1], names[3]]);
    expect(fs.existsSync(path.join(dir, 'keep-me'))).toBe(true);
  });
});
