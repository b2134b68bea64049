/**
 * `memkeep init` on an OpenClaw workspace: a curated `MEMORY.md` (core,
 * knowledge: never trimmed), daily notes `memory/YYYY-MM-DD.md` (episodic:
 * pruned after episodic_max_age, distilled first), other files under
 * `memory/` (kept), and the workspace's own files (`AGENTS.md`, `SOUL.md`,
 * `USER.md`, `TOOLS.md`, `IDENTITY.md`, `HEARTBEAT.md`, …: OpenClaw loads
 * them itself; memkeep never touches them).
 *
 * A folder is a workspace when it has daily notes under `memory/`, or a
 * `MEMORY.md` beside one of the files only OpenClaw writes (`SOUL.md`,
 * `IDENTITY.md`, `HEARTBEAT.md`, `BOOTSTRAP.md`): an `AGENTS.md` alone is
 * every coding agent's.
 */
import { basename, dirname } from 'node:path';
import { OPENCLAW_WORKSPACE_FILES as WORKSPACE_FILES } from '../presets.js';
import { agentConfig, type Detected, NEVER_TRIMMED, sanitize } from './common.js';

/** A daily note's file name. */
export const DAILY = /^\d{4}-\d{2}-\d{2}(?:-[^/]*)?\.md$/;
const OPENCLAW_ONLY = new Set(['SOUL.md', 'IDENTITY.md', 'HEARTBEAT.md', 'BOOTSTRAP.md']);
const WORKSPACE_FILE = 'OpenClaw workspace file: never trimmed or pruned (OpenClaw loads it itself)';

/** Every OpenClaw workspace among the unclaimed files, its files claimed. */
export function openClawWorkspaces(rels: string[], claimed: Set<string>): Detected[] {
  const free = rels.filter((r) => !claimed.has(r));
  const withDaily = free.filter((r) => /(^|\/)memory\/[^/]+$/.test(r) && DAILY.test(basename(r)));
  const withMarker = free.filter((r) => OPENCLAW_ONLY.has(basename(r)));
  const workspaces = new Set([
    ...withDaily.map((r) => dirname(dirname(r))),
    ...withMarker.map((r) => dirname(r)).filter((ws) => free.includes(ws === '.' ? 'MEMORY.md' : `${ws}/MEMORY.md`)),
  ]);
  return [...workspaces].sort().map((ws) => {
    const prefix = ws === '.' ? '' : `${ws}/`;
    const notes = free.filter((r) => r.startsWith(`${prefix}memory/`));
    const curated = free.find((r) => r === `${prefix}MEMORY.md`);
    const own = free.filter((r) => WORKSPACE_FILES.some((f) => r === `${prefix}${f}`));
    for (const r of [...notes, ...own, ...(curated ? [curated] : [])]) claimed.add(r);
    return openClaw(ws === '.' ? 'openclaw' : sanitize(basename(ws)), prefix, notes, own, curated);
  });
}

function openClaw(name: string, prefix: string, notes: string[], own: string[], curated?: string): Detected {
  const memoryDir = `${prefix}memory`;
  const fields: Record<string, string | string[]> = {
    preset: 'openclaw',
    path: curated ?? `${prefix}MEMORY.md`,
    core_files: curated ? [curated] : [],
    procedural_dir: memoryDir,
    episodic_dir: memoryDir,
  };
  const fates: [string, string][] = notes.map((f) => [
    f,
    DAILY.test(basename(f))
      ? 'daily note: episodic, distilled into memory/digest.md and pruned after episodic_max_age'
      : 'workspace memory file: never aged out',
  ]);
  if (curated) fates.unshift([curated, `curated long-term memory: ${NEVER_TRIMMED}`]);
  fates.push(...own.map((f): [string, string] => [f, WORKSPACE_FILE]));
  return agentConfig(name, `OpenClaw workspace ${prefix || './'}`, fields, [], fates);
}
