// The Merkle sum tree of domain/reserves against the independent verifier (scripts/verify-reserves.mjs,
// written from CONTRACT.md alone): for trees of any size, every leaf's proof verifies with both, the
// root's sum is the leaves' total, and a proof with one sum, nonce, hash or side changed fails both.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildLevels,
  makeLeaf,
  siblingPositions,
  verifyProof,
  type Leaf,
  type SumNode,
  type WireProof,
} from '../domain/reserves/merkle-sum-tree.ts';

const script = fileURLToPath(new URL('./verify-reserves.mjs', import.meta.url));
const sha256hex = async (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

async function proofsOf(sums: bigint[]): Promise<{ proofs: WireProof[]; root: SumNode }> {
  const leaves: Leaf[] = await Promise.all(
    sums.map((sum, i) => makeLeaf(sha256hex, i.toString(16).padStart(32, '0'), sum)),
  );
  const levels = await buildLevels(sha256hex, leaves);
  const root = levels.at(-1)![0]!;
  const proofs = leaves.map((leaf, index): WireProof => ({
    snapshotId: 's1',
    label: `leaf ${index}`,
    root: { hash: root.hash, sum: root.sum.toString() },
    leaf: { nonce: leaf.nonce, sum: leaf.sum.toString(), hash: leaf.hash },
    path: siblingPositions(index, levels.length).map((step) => {
      const node = levels[step.level]![step.position]!;
      return { side: step.side, hash: node.hash, sum: node.sum.toString() };
    }),
  }));
  return { proofs, root };
}

/** Runs the verifier on a file of proofs: its exit code and its closing count line. */
function runScript(proofs: unknown[]): { status: number; summary: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'caravan-por-unit-'));
  const file = path.join(dir, 'proofs.json');
  fs.writeFileSync(file, JSON.stringify({ proofs }));
  const run = spawnSync(process.execPath, [script, file], { encoding: 'utf8' });
  fs.rmSync(dir, { recursive: true, force: true });
  return { status: run.status ?? -1, summary: run.stdout.trim().split('\n').at(-1) ?? '' };
}

describe('the proof of reserves tree and the independent verifier', () => {
  it('verifies every leaf of trees of 1 to 40 leaves, with sums adding up to the root', async () => {
    const checked: WireProof[] = [];
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.bigInt({ min: 0n, max: 10n ** 15n }), { minLength: 1, maxLength: 40 }),
        async (sums) => {
          const { proofs, root } = await proofsOf(sums);
          expect(root.sum).toBe(sums.reduce((a, b) => a + b, 0n));
          for (const proof of proofs) {
            expect(await verifyProof(sha256hex, proof)).toEqual({
              ok: true,
              total: proof.root.sum,
            });
          }
          checked.push(...proofs);
        },
      ),
      { numRuns: 15 },
    );
    // The independent verifier once over every proof of every tree (a process per tree is slow).
    expect(runScript(checked)).toEqual({
      status: 0,
      summary: `${checked.length} of ${checked.length} proofs verified`,
    });
  }, 60_000);

  it('pads odd levels with the contract pad leaf', async () => {
    const { root } = await proofsOf([5n, 7n, 11n]);
    const pad = { hash: await sha256hex('caravan-por-pad'), sum: 0n };
    const leaf = async (i: number, sum: bigint) =>
      makeLeaf(sha256hex, i.toString(16).padStart(32, '0'), sum);
    const node = async (l: SumNode, r: SumNode) => ({
      hash: await sha256hex(`caravan-por-node:${l.hash}:${l.sum}:${r.hash}:${r.sum}`),
      sum: l.sum + r.sum,
    });
    const expected = await node(
      await node(await leaf(0, 5n), await leaf(1, 7n)),
      await node(await leaf(2, 11n), pad),
    );
    expect(root).toEqual(expected);
  });

  it('fails a proof with a changed sum, nonce, sibling or side, in both verifiers', async () => {
    const { proofs } = await proofsOf([100n, 200n, 300n, 400n, 500n]);
    const proof = proofs[2]!;
    const step = proof.path[0]!;
    const broken: WireProof[] = [
      { ...proof, leaf: { ...proof.leaf, sum: '301' } },
      { ...proof, leaf: { ...proof.leaf, nonce: 'f'.repeat(32) } },
      { ...proof, path: [{ ...step, sum: String(BigInt(step.sum) + 1n) }, ...proof.path.slice(1)] },
      {
        ...proof,
        path: [{ ...step, side: step.side === 'left' ? 'right' : 'left' }, ...proof.path.slice(1)],
      },
      { ...proof, root: { ...proof.root, sum: String(BigInt(proof.root.sum) - 1n) } },
      { ...proof, leaf: { ...proof.leaf, sum: '-300' } },
    ];
    for (const bad of broken) expect((await verifyProof(sha256hex, bad)).ok).toBe(false);
    expect(runScript(broken)).toEqual({
      status: 1,
      summary: `0 of ${broken.length} proofs verified`,
    });
    expect(runScript([proof])).toEqual({ status: 0, summary: '1 of 1 proofs verified' });
  }, 60_000);
});
