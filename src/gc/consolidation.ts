/**
 * The consolidation checks the distil step (steps/distil.ts) applies on the branch beside the
 * distillation (issue 21, item 3), each listed in the review:
 *
 * - index links to missing files: an index's list item linking only to
 *   notes that no longer exist leaves the index (memory/typed/dead-links.ts);
 * - duplicate items across the agent's memory files: a statement of
 *   memkeep's knowledge items that a core file, a note or lessons.md
 *   already holds leaves the items (memory/knowledge/duplicates.ts).
 *
 * Paths the repository deleted and relative dates are handled by the
 * distillation itself (analysis/gone-knowledge.ts, analysis/knowledge.ts).
 */
import { join, resolve } from 'node:path';
import { storeRelative } from '../config/confine.js';
import { DIGEST_FILE, FAILURES_FILE } from '../config/paths.js';
import type { Agent, StoreConfig } from '../config/types.js';
import { MAX_TEXT_BYTES, readRegularFile } from '../fs/regular.js';
import type { MemoryText } from '../memory/knowledge/duplicates.js';
import { type IndexFix, planIndexFix } from '../memory/typed/dead-links.js';
import { globMatch, listTypedFiles } from '../memory/typed/typed.js';
import { plural } from '../text/plural.js';

/** The agent's own memory files (core files, then its procedural dir, and its episodic dir when asked), absolute, each once. */
async function memoryFiles(agent: Agent, episodic: boolean): Promise<string[]> {
  const m = agent.memory;
  const all = [
    ...m.coreFiles,
    ...listTypedFiles(m.proceduralDir),
    ...(episodic ? listTypedFiles(m.episodicDir) : []),
  ].map((p) => resolve(p));
  return [...new Set(all)];
}

/** The fixes for the agent's indexes that link to missing files. */
export async function planIndexFixes(agent: Agent, store: StoreConfig): Promise<IndexFix[]> {
  const globs = agent.memory.indexFiles;
  if (!globs.length) return [];
  const fixes: IndexFix[] = [];
  for (const path of await memoryFiles(agent, true)) {
    if (!globs.some((g) => globMatch(g, storeRelative(store, path)))) continue;
    const fix = await planIndexFix(path);
    if (fix) fixes.push(fix);
  }
  return fixes;
}

/**
 * What the agent's other lasting memory files say, for the duplicate check
 * of its knowledge items: core files and procedural notes, lessons.md
 * among them; not episodic notes (they age out, the knowledge must not go
 * with them), the run log (its entries are what is distilled), failures.md
 * (the raw notes lessons are made from) nor the knowledge file itself.
 */
export async function otherMemoryTexts(agent: Agent, store: StoreConfig, target: string): Promise<MemoryText[]> {
  const m = agent.memory;
  const own = new Set(
    [m.path, target, join(m.proceduralDir, FAILURES_FILE), join(m.proceduralDir, DIGEST_FILE)].map((p) => resolve(p)),
  );
  const out: MemoryText[] = [];
  for (const path of await memoryFiles(agent, false)) {
    if (own.has(path)) continue;
    const bytes = await readRegularFile(path, { maxBytes: MAX_TEXT_BYTES }).catch(() => undefined);
    if (bytes === undefined || bytes.includes(0)) continue;
    out.push({ file: storeRelative(store, path), text: bytes.toString('utf8') });
  }
  return out;
}

/** The review's account of the index fixes: one summary sentence, one list line per dead link. */
export function describeIndexFixes(
  fixes: IndexFix[],
  rel: (path: string) => string,
  /** The paths written, once applied. */
  written: readonly string[] | undefined,
): { summary: string[]; lists: { label: string; lines: string[] }[]; data: unknown[] } {
  const summary: string[] = [];
  const lists: { label: string; lines: string[] }[] = [];
  for (const fix of fixes) {
    const applied = written?.includes(fix.path);
    const removed = fix.dead.filter((d) => d.removed).length;
    const verb = applied === undefined ? 'Removes' : applied ? 'Removed' : 'Did not remove';
    const left = fix.dead.length - removed;
    const prose = left ? `${plural(left, 'link', 'links')} to missing files in its prose, left for a reviewer` : '';
    summary.push(
      removed
        ? `${verb} ${plural(removed, 'list item', 'list items')} of ${rel(fix.path)} linking only to missing files${prose ? `; ${prose}` : ''}.`
        : `${rel(fix.path)}: ${prose}.`,
    );
    lists.push({
      label: `Index links to missing files in ${rel(fix.path)}`,
      lines: fix.dead.map(
        (d) =>
          `${d.removed ? 'removed' : 'left (in prose)'}: ${d.line} — ${d.targets.map(rel).join(', ')} does not exist`,
      ),
    });
  }
  const data = fixes.map((f) => ({
    path: rel(f.path),
    dead: f.dead.map((d) => ({ line: d.line, targets: d.targets.map(rel), removed: d.removed })),
  }));
  return { summary, lists, data };
}
