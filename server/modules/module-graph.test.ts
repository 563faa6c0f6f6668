// The server modules form an acyclic graph: no module reaches, through any chain of others, back
// to itself. Every file of every module is read (not only its index.ts: a re-exported leaf is an
// arrow all the same), type-only imports included; tests and their support files are left out,
// as in lint's module walls (eslint.config.js `moduleZones`). Runs in the unit project: it only
// reads files.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const modulesDir = path.dirname(fileURLToPath(import.meta.url));
const testFile = /\.(test|test-support|testing)\.tsx?$/;

/** One arrow between two modules, with the imports that make it. */
type ModuleGraph = Map<string, Map<string, string[]>>;

function filesOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesOf(file);
    return /\.tsx?$/.test(entry.name) && !testFile.test(entry.name) ? [file] : [];
  });
}

/** Module -> module it imports -> `file: specifier` of each such import. */
function readModuleGraph(root = modulesDir): ModuleGraph {
  const modules = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const graph: ModuleGraph = new Map(modules.map((name) => [name, new Map()]));
  for (const name of modules) {
    for (const file of filesOf(path.join(root, name))) {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      for (const { fileName: specifier } of importedFiles) {
        if (!specifier.startsWith('.')) continue;
        const target = path.relative(root, path.resolve(path.dirname(file), specifier));
        const other = target.split(path.sep)[0];
        if (target.startsWith('..') || !other || other === name || !graph.has(other)) continue;
        const arrows = graph.get(name)!;
        const evidence = arrows.get(other) ?? [];
        evidence.push(`${path.relative(root, file)}: ${specifier}`);
        arrows.set(other, evidence);
      }
    }
  }
  return graph;
}

/** Groups of modules that reach each other (strongly connected), each with one cycle, e.g. [a, b, a]. */
function findCycles(graph: ModuleGraph): Array<{ modules: string[]; cycle: string[] }> {
  // Tarjan's strongly connected components; a component of two or more modules holds a cycle.
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) components.push(component);
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  // One concrete cycle per component: the shortest way from its first module back to it.
  const cycleIn = (component: string[]): string[] => {
    const members = new Set(component);
    const start = [...component].sort()[0]!;
    const cameFrom = new Map<string, string>();
    const queue = [start];
    while (queue.length > 0) {
      const node = queue.shift()!;
      for (const next of [...(graph.get(node)?.keys() ?? [])].sort()) {
        if (!members.has(next)) continue;
        if (next === start) {
          const path = [node];
          while (path[0] !== start) path.unshift(cameFrom.get(path[0]!)!);
          return [...path, start];
        }
        if (!cameFrom.has(next)) {
          cameFrom.set(next, node);
          queue.push(next);
        }
      }
    }
    return [...component, component[0]!];
  };
  return components.map((component) => ({ modules: component.sort(), cycle: cycleIn(component) }));
}

/** Each module's floor: 0 for one that uses no other, else one above the highest it uses. */
function floorsOf(graph: ModuleGraph): Map<string, number> {
  const floors = new Map<string, number>();
  const floorOf = (name: string): number => {
    const known = floors.get(name);
    if (known !== undefined) return known;
    const below = [...(graph.get(name)?.keys() ?? [])].map(floorOf);
    const floor = below.length === 0 ? 0 : Math.max(...below) + 1;
    floors.set(name, floor);
    return floor;
  };
  for (const name of graph.keys()) floorOf(name);
  return floors;
}

/** The floor table of docs/architecture.md's room map: floor -> its rooms, sorted. */
function documentedFloors(): Map<number, string[]> {
  const page = readFileSync(path.join(modulesDir, '../../docs/architecture.md'), 'utf8');
  const rows = page.matchAll(/^\|\s*(\d+)\s*\|\s*([a-z, ]+?)\s*\|$/gm);
  return new Map(
    [...rows].map(([, floor, rooms]) => [Number(floor), rooms!.split(/,\s*/).sort()] as const),
  );
}

/** A cycle with the first import behind each of its arrows. */
function describeCycle(graph: ModuleGraph, cycle: string[]): string {
  return cycle
    .slice(1)
    .map((to, i) => {
      const from = cycle[i]!;
      return `  ${from} -> ${to}   (${graph.get(from)?.get(to)?.[0] ?? '?'})`;
    })
    .join('\n');
}

describe('server module graph', () => {
  const graph = readModuleGraph();

  it('reads the arrows between modules', () => {
    // Guards the reader itself: a graph read as empty would have no cycle either.
    expect(graph.get('order')?.has('ledger')).toBe(true);
    expect(graph.get('chain')?.has('wallet')).toBe(true);
  });

  it('finds a cycle, and names it', () => {
    const knot: ModuleGraph = new Map([
      ['a', new Map([['b', ['a/x.ts: ../b/index.ts']]])],
      ['b', new Map([['c', ['b/y.ts: ../c/z.ts']]])],
      ['c', new Map([['a', ['c/z.ts: ../a/index.ts']]])],
      ['d', new Map([['a', ['d/w.ts: ../a/index.ts']]])],
    ]);
    expect(findCycles(knot)).toEqual([{ modules: ['a', 'b', 'c'], cycle: ['a', 'b', 'c', 'a'] }]);
  });

  it('has no cycle between modules', () => {
    const cycles = findCycles(graph);
    const report = cycles
      .map(({ modules, cycle }) => `${modules.join(', ')}, e.g.\n${describeCycle(graph, cycle)}`)
      .join('\n\n');
    expect(cycles, `module cycles:\n${report}`).toEqual([]);
  });

  it('stands on the floors docs/architecture.md shows', () => {
    const computed = new Map<number, string[]>();
    for (const [name, floor] of floorsOf(graph))
      computed.set(floor, [...(computed.get(floor) ?? []), name].sort());
    expect(documentedFloors()).toEqual(new Map([...computed].sort(([a], [b]) => a - b)));
  });
});
