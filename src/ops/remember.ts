/**
 * `remember`: sets sections of USER_PROFILE.md or a project's MEMORY.md,
 * each body made writable first (text/writable.ts). Shared by the CLI
 * command and the MCP tool so both resolve the same file under the same
 * rules.
 */
import { isAbsolute, join } from 'node:path';
import { resolveInside, storeRelative } from '../config/confine.js';
import type { StoreConfig } from '../config/types.js';
import { configError } from '../errors.js';
import { PROJECT_MEMORY_SECTIONS, projectKey, USER_PROFILE_SECTIONS } from '../memory/sections/section-file.js';
import { writeSections } from '../memory/sections/section-write.js';
import { writableText } from '../text/writable.js';
import { type Done, redactedSentence } from './done.js';

export type RememberTarget = { profile: true } | { profile: false; workdir: string };

export interface Remembered {
  /** The file written, absolute. */
  file: string;
  /** The sections set. */
  headings: string[];
  /** Secrets replaced by `[REDACTED:<kind>]` in the bodies. */
  redacted: number;
}

/** Writes `updates` (heading to body) atomically. */
export async function rememberSections(
  store: StoreConfig,
  target: RememberTarget,
  updates: Map<string, string>,
): Promise<Done<Remembered>> {
  if (updates.size === 0) throw configError('remember: give at least one section to set', { field: '--set' });
  // A relative workdir has no project of its own (`..` would name the store root's MEMORY.md).
  if (!target.profile && !isAbsolute(target.workdir) && !/^[A-Za-z]:[\\/]/.test(target.workdir)) {
    throw configError(`remember: workdir "${target.workdir}" must be an absolute path`, { field: 'workdir' });
  }
  const key = target.profile ? '' : projectKey(target.workdir);
  // evva's key for `/` is "": its MEMORY.md would belong to no project.
  if (!target.profile && key === '') {
    throw configError(`remember: --workdir "${target.workdir}" has no project key`, { field: '--workdir' });
  }
  const rel = target.profile ? 'USER_PROFILE.md' : join('projects', key, 'MEMORY.md');
  // A linked profile would pull the link target's text into the store.
  const file = await resolveInside(store.root, store.root, rel, { field: 'remember' });
  let redacted = 0;
  const bodies = new Map<string, string>();
  for (const [heading, body] of updates) {
    const w = writableText(body);
    redacted += w.redacted;
    bodies.set(heading, w.text);
  }
  await writeSections(file, bodies, target.profile ? USER_PROFILE_SECTIONS : PROJECT_MEMORY_SECTIONS);
  return { value: { file, headings: [...updates.keys()], redacted }, warnings: [] };
}

/** What both front ends answer to a `remember`. */
export function rememberedLine(store: StoreConfig, remembered: Remembered): string {
  return `Updated ${remembered.headings.join(', ')} in ${storeRelative(store, remembered.file)}.${redactedSentence(remembered.redacted)}`;
}
