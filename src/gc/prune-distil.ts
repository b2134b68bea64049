/**
 * What a pruned file knows is kept before the file goes (issue 22): every
 * file the prune step plans to remove is read as one entry and distilled
 * (analysis/distillation.ts, the same analyzer as a trim's) into the agent's
 * `<procedural_dir>/digest.md`, written in the same change, before any file
 * is deleted. A file whose knowledge cannot be written (a locked digest, a
 * failed write) is kept.
 *
 * When the distil step writes the same digest in this run (a trim dropped
 * entries too), the pruned files are distilled on top of its items, and
 * written after it: the digest must then hold exactly what the distil step
 * planned, else nothing of the prune is applied.
 */
import { basename, join } from 'node:path';
import { type Distilled, distil } from '../analysis/distillation.js';
import { storeRelative } from '../config/confine.js';
import { DIGEST_FILE } from '../config/paths.js';
import { opError } from '../errors.js';
import { entryFields } from '../format/axe.js';
import type { EntryFields } from '../format/layout.js';
import { isLocked } from '../fs/lock.js';
import { MAX_TEXT_BYTES, readRegularFile } from '../fs/regular.js';
import {
  type KnowledgeWrite,
  knowledgeSize,
  readKnowledgeText,
  writeKnowledge,
} from '../memory/knowledge/distilled.js';
import { type KnowledgeOp, parseItems, renderItems } from '../memory/knowledge/items.js';
import type { PruneItem } from '../memory/typed/pruning.js';
import type { AgentPlan, Applied, Plan } from './model.js';
import type { PlanOptions } from './plan.js';

export interface PruneDistil {
  write: KnowledgeWrite;
  ops: KnowledgeOp[];
  /** The files distilled (absolute), in plan order. */
  files: string[];
  analyzer: string;
  /** Planned on top of the distil step's items for the same digest: written after them. */
  afterDistil: boolean;
  bytesBefore: number;
  bytesAfter: number;
}

type Agent = NonNullable<AgentPlan['agent']>;

/** A pruned file as one entry: named by its first heading, its front matter `name:`, else its file name. */
function fileEntry(path: string, text: string): EntryFields {
  let body = text.replace(/\r\n/g, '\n');
  let name: string | undefined;
  const front = /^---\n([\s\S]*?)\n(?:---|\.\.\.)[ \t]*(?:\n|$)/.exec(body);
  if (front) {
    name = /^name:[ \t]*(.+)$/m
      .exec(front[1])?.[1]
      .replace(/^(["'])(.*)\1$/, '$2')
      .trim();
    body = body.slice(front[0].length);
  }
  const heading = /^[ \t]*#{1,6}[ \t]+(.+?)[ \t#]*$/m.exec(body);
  if (heading && body.slice(0, heading.index).trim() === '') {
    name = heading[1];
    body = body.slice(heading.index + heading[0].length);
  }
  return entryFields(`## ${name || basename(path, '.md')}\n${body.replace(/^\n+/, '')}`);
}

/** Plans the distillation of `items` (one agent's planned prune) into its digest; undefined when nothing goes. */
export async function planPruneDistil(
  p: Plan,
  a: AgentPlan & { agent: Agent },
  items: PruneItem[],
  options: PlanOptions,
): Promise<PruneDistil | undefined> {
  if (items.length === 0) return undefined;
  const memory = a.agent.memory;
  const path = join(memory.proceduralDir, DIGEST_FILE);
  if (await isLocked(path))
    throw opError(`${storeRelative(p.store, path)} is locked, so pruned files cannot be distilled`);
  const trimWrite = a.steps.distil?.knowledge?.write;
  const afterDistil = trimWrite?.path === path && trimWrite.section === undefined;
  const before = afterDistil ? trimWrite.before : await readKnowledgeText(path);
  let current = afterDistil ? trimWrite.items : parseItems(before, 2).items;
  const start = current;
  const ops: KnowledgeOp[] = [];
  let analyzer = 'local';
  for (const item of items) {
    const text = (await readRegularFile(item.path, { maxBytes: MAX_TEXT_BYTES }))?.toString('utf8') ?? '';
    const rel = storeRelative(p.store, item.path);
    const done: Distilled = await distil(
      {
        agent: a.agent,
        log: rel,
        entries: [fileEntry(rel, text)],
        target: 'file',
        at: p.at,
        current,
        others: [],
        kept: [],
      },
      options.analysis,
    );
    current = done.items;
    ops.push(...done.ops);
    analyzer = done.analyzer;
  }
  const write: KnowledgeWrite = { path, level: 2, before, items: current };
  return {
    write,
    ops,
    files: items.map((i) => i.path),
    analyzer,
    afterDistil,
    // The file as the trim's distillation leaves it, then with the pruned files' items: as the diff shows it.
    bytesBefore: knowledgeSize({ ...write, items: start }, before).after,
    bytesAfter: knowledgeSize(write, before).after,
  };
}

/**
 * Writes the planned digest; throws when it cannot, so the caller keeps the
 * files. Returns whether the file was written (false: it already held the items).
 */
export async function applyPruneDistil(d: PruneDistil, a: AgentPlan, applied: Applied): Promise<boolean> {
  let write = d.write;
  if (d.afterDistil) {
    const before = applied.outcomes[a.name]?.distil;
    if (!before?.digest)
      throw opError(`${d.write.path}: the distil step did not write it, so the pruned files are not distilled`);
    // The digest as the distil step left it: exactly its planned items, else someone wrote it since.
    const now = await readKnowledgeText(d.write.path);
    const planned = a.steps.distil?.knowledge?.write.items ?? [];
    if (renderItems(parseItems(now, 2).items, 2) !== renderItems(planned, 2))
      throw opError(`${d.write.path} changed since it was planned; the pruned files are not distilled`);
    write = { ...write, before: now };
  }
  return writeKnowledge(write);
}
