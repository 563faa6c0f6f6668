#!/usr/bin/env node
// Verifies proofs of reserves from a file, written against shared/CONTRACT.md "Proof of reserves"
// alone: it imports nothing of Caravan's, so anyone can read it in full and check a platform with
// it. Usage: `npm run verify:reserves -- <proof.json> [--root <hex>]`, where the file holds what
// `reserves!myProof` answered (the envelope, its `data`, the `proofs` array or one proof).
// `--root` also checks the proofs lead to the root published by `reserves!latest`.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

const sha256hex = (text) => createHash('sha256').update(text, 'utf8').digest('hex');
const leafHash = (nonce, sum) => sha256hex(`caravan-por-leaf:${nonce}:${sum}`);
const node = (left, right) => ({
  hash: sha256hex(`caravan-por-node:${left.hash}:${left.sum}:${right.hash}:${right.sum}`),
  sum: left.sum + right.sum,
});

/** One proof: null when it verifies, else why not. */
function problemOf(proof) {
  const unsigned = /^\d+$/;
  const hex64 = /^[0-9a-f]{64}$/;
  const { root, leaf, path } = proof ?? {};
  if (!root || !leaf || !Array.isArray(path)) return 'not a proof (root, leaf and path expected)';
  const sums = [root.sum, leaf.sum, ...path.map((step) => step?.sum)];
  if (!sums.every((sum) => typeof sum === 'string' && unsigned.test(sum)))
    return 'a sum is not an unsigned base-10 integer';
  const hashes = [root.hash, leaf.hash, ...path.map((step) => step?.hash)];
  if (!hashes.every((hash) => typeof hash === 'string' && hex64.test(hash)))
    return 'a hash is not 64 lowercase hex characters';
  if (typeof leaf.nonce !== 'string' || !/^[0-9a-f]{32}$/.test(leaf.nonce))
    return 'the nonce is not 32 lowercase hex characters';
  if (leafHash(leaf.nonce, leaf.sum) !== leaf.hash)
    return 'the leaf hash does not match its nonce and sum';
  let current = { hash: leaf.hash, sum: BigInt(leaf.sum) };
  for (const step of path) {
    const sibling = { hash: step.hash, sum: BigInt(step.sum) };
    if (step.side === 'left') current = node(sibling, current);
    else if (step.side === 'right') current = node(current, sibling);
    else return `a path step's side is "${step.side}", not left or right`;
  }
  if (current.hash !== root.hash) return 'the path does not lead to the root hash';
  if (current.sum !== BigInt(root.sum)) return 'the path does not add up to the root sum';
  return null;
}

function proofsIn(json) {
  const data = json?.data ?? json;
  if (Array.isArray(data)) return data;
  if (Array.isArray(data?.proofs)) return data.proofs;
  return [data];
}

const args = process.argv.slice(2);
const rootAt = args.indexOf('--root');
const expectedRoot = rootAt >= 0 ? args.splice(rootAt, 2)[1] : undefined;
const [file] = args;
if (!file) {
  console.error('usage: npm run verify:reserves -- <proof.json> [--root <hex>]');
  process.exit(2);
}
let proofs;
try {
  proofs = proofsIn(JSON.parse(readFileSync(file, 'utf8')));
} catch (error) {
  console.error(`cannot read ${file}: ${error.message}`);
  process.exit(2);
}
let failed = 0;
for (const proof of proofs) {
  let problem = problemOf(proof);
  if (!problem && expectedRoot && proof.root.hash !== expectedRoot)
    problem = `the root ${proof.root.hash} is not the published root ${expectedRoot}`;
  const usdt = (micro) => `${micro.slice(0, -6) || '0'}.${micro.slice(-6).padStart(6, '0')}`;
  const name = `${proof?.label ?? '?'} (snapshot ${proof?.snapshotId ?? '?'})`;
  if (problem) {
    failed++;
    console.log(`FAILED   ${name}: ${problem}`);
  } else {
    console.log(
      `verified ${name}: ${usdt(proof.leaf.sum)} USDT counted in a total of ${usdt(proof.root.sum)} USDT, root ${proof.root.hash}`,
    );
  }
}
console.log(`${proofs.length - failed} of ${proofs.length} proofs verified`);
process.exit(failed === 0 && proofs.length > 0 ? 0 : 1);
