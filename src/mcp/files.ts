/** Which files make up an agent's memory: what search reads and what resources serve. */
import { stat } from 'node:fs/promises';
import type { Agent } from '../config/types.js';
import { listTypedFiles } from '../memory/typed/typed.js';

/** Every file of an agent's memory that exists: core files, typed memory, the run log. */
export async function memoryFiles(agent: Agent): Promise<string[]> {
  const m = agent.memory;
  const typed = [...listTypedFiles(m.proceduralDir), ...listTypedFiles(m.episodicDir)];
  const candidates = [...m.coreFiles, ...typed, m.path];
  const existing: string[] = [];
  for (const file of new Set(candidates)) {
    if (await isReadable(file)) existing.push(file);
  }
  return existing;
}

async function isReadable(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}
