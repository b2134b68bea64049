/**
 * The room `load` keeps for the knowledge (agent-load.ts): the files loaded
 * before it (core, the index and what it links) leave it what it needs, up
 * to a share of the budget, and are cut at their items instead, so the
 * knowledge is never crowded out whole. The knowledge and lessons share
 * that reserve, each leaving the ones after it their share: digest.md alone
 * could otherwise spend it all and leave lessons.md out whole.
 */
import type { LoadCandidate } from './load-order.js';

/** The share of the budget the files before the knowledge leave it, when it needs that much. */
const KNOWLEDGE_RESERVE = 0.4;

export interface KnowledgeReserve {
  /** What the files before the knowledge leave it. */
  before: number;
  /** What a knowledge file leaves the knowledge after it. */
  after: (c: LoadCandidate) => number;
}

/**
 * `textOf` is what a knowledge file would load (undefined when missing or
 * refused), `headerOf` the bytes of its block line: the reserve counts the
 * text alone, as it always has, but a share must hold the block line too.
 */
export function knowledgeReserve(
  files: LoadCandidate[],
  budget: number,
  isKnowledge: (c: LoadCandidate) => boolean,
  textOf: (c: LoadCandidate) => string | undefined,
  headerOf: (c: LoadCandidate) => number,
): KnowledgeReserve {
  const needed = files.filter(isKnowledge).reduce((n, c) => n + Buffer.byteLength(textOf(c) ?? ''), 0);
  const before = Math.min(needed, Math.floor(budget * KNOWLEDGE_RESERVE));
  const reserved = files.filter((c) => c.reserved);
  const needs = reserved.map((c) => {
    const text = textOf(c);
    return text === undefined ? 0 : headerOf(c) + Buffer.byteLength(text);
  });
  const shares = fairShares(needs, before);
  const after = new Map(reserved.map((c, i) => [c, shares.slice(i + 1).reduce((n, share) => n + share, 0)]));
  return { before, after: (c) => after.get(c) ?? 0 };
}

/** `total` split so that none gets more than it needs and those that need more get alike (max-min fair). */
function fairShares(needs: number[], total: number): number[] {
  const shares = needs.map(() => 0);
  let left = total;
  const byNeed = needs.map((_, i) => i).sort((a, b) => needs[a] - needs[b]);
  byNeed.forEach((i, k) => {
    shares[i] = Math.min(needs[i], Math.floor(left / (byNeed.length - k)));
    left -= shares[i];
  });
  return shares;
}
