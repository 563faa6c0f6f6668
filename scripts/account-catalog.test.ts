// The account catalog (lingui.config.ts) is loaded only by the routes behind `/_auth`, by
// `/credit` and by `/merchantSettled`. A component of an account room, or one of the other files
// whose texts are in that catalog, imported anywhere else would show its texts' ids instead of the
// texts: this keeps them where the catalog is.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { accountFiles, accountRooms } from '../lingui.config.ts';

const src = path.resolve(import.meta.dirname, '../src');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\./.test(entry.name) ? [full] : [];
  });
}

/** Files whose pages have the account catalog: the rooms themselves and those routes. */
function loadsAccountTexts(file: string): boolean {
  const relative = path.relative(src, file).split(path.sep).join('/');
  if (accountRooms.some((room) => relative.startsWith(`features/${room}/`))) return true;
  return /^routes\/(_auth\.|credit\.|-buy-again-provider|merchantSettled\.)/.test(relative);
}

/** The relative files a file imports (static and dynamic), resolved. */
function imports(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:from|import\()\s*'(\.[^']+)'/g)].map(([, specifier]) =>
    path.resolve(path.dirname(file), specifier!),
  );
}

/** Whether a file's texts are in the account catalog: its rooms and its other files. */
function inAccountCatalog(file: string): boolean {
  const relative = path.relative(src, file).split(path.sep).join('/');
  return (
    accountRooms.some((room) => relative.startsWith(`features/${room}/`)) ||
    accountFiles.includes(`src/${relative}`)
  );
}

describe('account catalog', () => {
  it('is loaded wherever a component of an account room can render', () => {
    // Everything a page without the account catalog can render: from the entries and the other
    // routes, along imports, never into the routes that load the catalog (the route table only
    // names them; the router runs their `beforeLoad` before their components).
    const all = sources(src);
    const roots = all.filter(
      (file) =>
        /[/\\](main|entry-server)\.tsx$/.test(file) ||
        (file.includes(`${path.sep}routes${path.sep}`) && !loadsAccountTexts(file)),
    );
    const seen = new Set<string>();
    const offending: string[] = [];
    const visit = (file: string) => {
      if (seen.has(file) || file.endsWith('routeTree.gen.ts') || loadsAccountTexts(file)) return;
      seen.add(file);
      for (const target of imports(file)) {
        if (inAccountCatalog(target))
          offending.push(`${path.relative(src, file)} -> ${path.relative(src, target)}`);
        else if (fs.existsSync(target)) visit(target);
      }
    };
    roots.forEach(visit);
    expect(offending).toEqual([]);
  });

  it('has the rooms and files it names', () => {
    for (const room of accountRooms)
      expect(fs.existsSync(path.join(src, 'features', room)), room).toBe(true);
    for (const file of accountFiles)
      expect(fs.existsSync(path.join(src, '..', file)), file).toBe(true);
  });
});
