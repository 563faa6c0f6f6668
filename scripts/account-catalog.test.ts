// The account catalog (lingui.config.ts) is loaded only by the routes `accountRoutes` names and by
// `/merchantSettled`. A component of an account room, or one of the other files
// whose texts are in that catalog, imported anywhere else would show its texts' ids instead of the
// texts: this keeps them where the catalog is.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { accountFiles, accountRooms, accountRoutes } from '../lingui.config.ts';

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
  if (!relative.startsWith('routes/')) return false;
  const route = relative.slice('routes/'.length);
  // /merchantSettled loads it too (its store application has address fields), its own texts
  // being the storefront's.
  return accountRoutes.test(route) || route.startsWith('merchantSettled.');
}

/** An import of one of our files: the names it takes, or all of it. */
type Edge = { target: string; names: Set<string> | 'all' };

/** The names in an import or export list (`{ a, b as c, type D }`: a, b), types left out. */
function listed(list: string): Set<string> {
  return new Set(
    list
      .replace(/[{}]/g, '')
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item && !item.startsWith('type '))
      .map((item) => item.split(/\s+as\s+/)[0]!),
  );
}

/** `export { ... } from '...'` (or `export type`): what it passes on and from where. */
const reExport = /^export\s+(type\s+)?(\{[^}]*\})\s+from\s+'(\.[^']+)';?/gm;

/**
 * What a file imports of our files (static and dynamic, and what it re-exports), resolved;
 * type-only imports left out (they render nothing). An import list names what it takes, so that a
 * door (a room's index.ts) leads only to the files of the names taken through it, as in the bundle.
 */
function imports(file: string): Edge[] {
  const text = fs.readFileSync(file, 'utf8');
  const at = (specifier: string) => path.resolve(path.dirname(file), specifier);
  const edges: Edge[] = [];
  for (const [, type, clause, specifier] of text.matchAll(
    /^import\s+(type\s+)?([^']*?)\s+from\s+'(\.[^']+)'/gm,
  )) {
    if (type) continue;
    const names = clause!.startsWith('{') ? listed(clause!) : 'all';
    if (names === 'all' || names.size > 0) edges.push({ target: at(specifier!), names });
  }
  for (const [, specifier] of text.matchAll(/^import\s+'(\.[^']+)'/gm))
    edges.push({ target: at(specifier!), names: 'all' });
  for (const [, specifier] of text.matchAll(/import\(\s*'(\.[^']+)'/g))
    edges.push({ target: at(specifier!), names: 'all' });
  for (const [, type, list, specifier] of text.matchAll(reExport))
    if (!type) edges.push({ target: at(specifier!), names: listed(list!) });
  return edges;
}

/** A door (a file of re-exports only): each file it re-exports from, with the names it passes on. */
function doorOf(file: string): Edge[] | undefined {
  const text = fs.readFileSync(file, 'utf8');
  const rest = text
    .replace(/^\/\/.*$/gm, '')
    .replace(reExport, '')
    .trim();
  return rest === '' ? imports(file) : undefined;
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
    // An import this walk cannot resolve (no extension, a folder, a typo) would hide whatever lies
    // behind it: it fails the test rather than being skipped.
    const unresolved: string[] = [];
    const follow = (from: string, { target, names }: Edge) => {
      if (inAccountCatalog(target)) {
        offending.push(`${path.relative(src, from)} -> ${path.relative(src, target)}`);
        return;
      }
      if (!fs.statSync(target, { throwIfNoEntry: false })?.isFile()) {
        unresolved.push(`${path.relative(src, from)} -> ${path.relative(src, target)}`);
        return;
      }
      const door = doorOf(target);
      if (names === 'all' || door === undefined) {
        visit(target);
        return;
      }
      for (const edge of door)
        if (edge.names === 'all' || [...edge.names].some((name) => names.has(name)))
          follow(target, edge);
    };
    const visit = (file: string) => {
      if (seen.has(file) || file.endsWith('routeTree.gen.ts') || loadsAccountTexts(file)) return;
      seen.add(file);
      for (const edge of imports(file)) follow(file, edge);
    };
    roots.forEach(visit);
    expect(seen.size).toBeGreaterThan(50);
    expect(unresolved).toEqual([]);
    expect(offending).toEqual([]);
  });

  it('is loaded by the routes that say they load it', () => {
    // A route named in `accountRoutes` has the catalog through its own `beforeLoad`, or through the
    // layout it sits under (`/_auth`, `/credit`).
    const layoutOf = (route: string) =>
      route.startsWith('_auth.') ? '_auth.tsx' : route.startsWith('credit.') ? 'credit.tsx' : route;
    const missing = fs
      .readdirSync(path.join(src, 'routes'))
      .filter((route) => accountRoutes.test(route) && !route.startsWith('-'))
      .map(layoutOf)
      .filter(
        (route) =>
          !/beforeLoad: loadAccountTexts\b|loadAccountTexts\(\)/.test(
            fs.readFileSync(path.join(src, 'routes', route), 'utf8'),
          ),
      );
    expect(missing).toEqual([]);
  });

  it('has the rooms and files it names', () => {
    for (const room of accountRooms)
      expect(fs.existsSync(path.join(src, 'features', room)), room).toBe(true);
    for (const file of accountFiles)
      expect(fs.existsSync(path.join(src, '..', file)), file).toBe(true);
  });
});
