// The proof of reserves' Merkle sum tree, exactly as CONTRACT.md "Proof of reserves" writes it:
// independent verifiers depend on every byte of the hashed texts. The hash function is passed in
// (Node's crypto on the server, Web Crypto in the browser), so this file stays pure.
import { D } from '../money.ts';

/** Lowercase hex SHA-256 of the UTF-8 bytes of a text. */
export type Sha256Hex = (text: string) => Promise<string>;

/** A node of the tree: its hash and the micro-USDT sum below it. */
export interface SumNode {
  hash: string;
  sum: bigint;
}

export interface Leaf extends SumNode {
  nonce: string;
}

export type PathStep = SumNode & { side: 'left' | 'right' };

/** One account's proof, as `reserves!myProof` answers it (sums as base-10 strings). */
export interface WireProof {
  snapshotId: string;
  label: string;
  root: { hash: string; sum: string };
  leaf: { nonce: string; sum: string; hash: string };
  path: { side: 'left' | 'right'; hash: string; sum: string }[];
}

const MICRO_PER_USDT = 1_000_000n;

/**
 * An owed USDT amount in micro-USDT. Ledger amounts may carry up to 10 decimals: a liability is
 * rounded up, so the tree never states the platform owes less than it does.
 */
export function toMicro(amount: string): bigint {
  const value = new D(amount);
  if (value.isNegative()) throw new Error(`a liability is never negative: ${amount}`);
  return BigInt(value.times(MICRO_PER_USDT.toString()).ceil().toFixed(0));
}

/** Micro-USDT back to the wire's decimal USDT text (`"12.5"`). */
export function fromMicro(micro: bigint): string {
  return new D(micro.toString()).dividedBy(MICRO_PER_USDT.toString()).toFixed();
}

export function leafHash(sha256hex: Sha256Hex, nonce: string, sum: bigint): Promise<string> {
  return sha256hex(`caravan-por-leaf:${nonce}:${sum}`);
}

export async function parentOf(
  sha256hex: Sha256Hex,
  left: SumNode,
  right: SumNode,
): Promise<SumNode> {
  return {
    hash: await sha256hex(`caravan-por-node:${left.hash}:${left.sum}:${right.hash}:${right.sum}`),
    sum: left.sum + right.sum,
  };
}

export async function padLeaf(sha256hex: Sha256Hex): Promise<SumNode> {
  return { hash: await sha256hex('caravan-por-pad'), sum: 0n };
}

export async function makeLeaf(sha256hex: Sha256Hex, nonce: string, sum: bigint): Promise<Leaf> {
  if (!/^[0-9a-f]{32}$/.test(nonce)) throw new Error('a leaf nonce is 32 lowercase hex characters');
  if (sum < 0n) throw new Error('a leaf sum is never negative');
  return { nonce, sum, hash: await leafHash(sha256hex, nonce, sum) };
}

/**
 * Every level of the tree, leaves first and the root's one-node level last. A level with an odd
 * count is completed with the pad leaf (so stored levels always have an even count, but the
 * root's); no leaves at all make a tree whose root is the pad.
 */
export async function buildLevels(
  sha256hex: Sha256Hex,
  leaves: readonly SumNode[],
): Promise<SumNode[][]> {
  const pad = await padLeaf(sha256hex);
  const levels: SumNode[][] = [];
  let level: SumNode[] = leaves.length === 0 ? [pad] : [...leaves];
  while (level.length > 1) {
    if (level.length % 2 === 1) level.push(pad);
    levels.push(level);
    const next: SumNode[] = [];
    for (let i = 0; i < level.length; i += 2) {
      next.push(await parentOf(sha256hex, level[i]!, level[i + 1]!));
    }
    level = next;
  }
  levels.push(level);
  return levels;
}

/** The positions of the siblings on the way from leaf `index` to the root, one per level below it. */
export function siblingPositions(
  index: number,
  levelCount: number,
): { level: number; position: number; side: 'left' | 'right' }[] {
  const steps: { level: number; position: number; side: 'left' | 'right' }[] = [];
  let position = index;
  for (let level = 0; level < levelCount - 1; level++) {
    const sibling = position ^ 1;
    steps.push({ level, position: sibling, side: sibling < position ? 'left' : 'right' });
    position = Math.floor(position / 2);
  }
  return steps;
}

export type VerifyOutcome =
  { ok: true; total: string } | { ok: false; reason: 'leafHash' | 'rootMismatch' | 'malformed' };

const DIGITS = /^\d+$/;
const HEX64 = /^[0-9a-f]{64}$/;

/** Recomputes one proof from its leaf to the root (CONTRACT.md "Verify"). */
export async function verifyProof(sha256hex: Sha256Hex, proof: WireProof): Promise<VerifyOutcome> {
  // Sums are unsigned base-10 integers: a negative sum on the way cannot even be written.
  const numbers = [proof.root.sum, proof.leaf.sum, ...proof.path.map((step) => step.sum)];
  const hashes = [proof.root.hash, proof.leaf.hash, ...proof.path.map((step) => step.hash)];
  if (
    !numbers.every((text) => typeof text === 'string' && DIGITS.test(text)) ||
    !hashes.every((text) => typeof text === 'string' && HEX64.test(text)) ||
    !proof.path.every((step) => step.side === 'left' || step.side === 'right') ||
    !/^[0-9a-f]{32}$/.test(proof.leaf.nonce)
  ) {
    return { ok: false, reason: 'malformed' };
  }
  const leafSum = BigInt(proof.leaf.sum);
  if ((await leafHash(sha256hex, proof.leaf.nonce, leafSum)) !== proof.leaf.hash) {
    return { ok: false, reason: 'leafHash' };
  }
  let current: SumNode = { hash: proof.leaf.hash, sum: leafSum };
  for (const step of proof.path) {
    const sibling: SumNode = { hash: step.hash, sum: BigInt(step.sum) };
    current =
      step.side === 'left'
        ? await parentOf(sha256hex, sibling, current)
        : await parentOf(sha256hex, current, sibling);
  }
  if (current.hash !== proof.root.hash || current.sum !== BigInt(proof.root.sum)) {
    return { ok: false, reason: 'rootMismatch' };
  }
  return { ok: true, total: proof.root.sum };
}
