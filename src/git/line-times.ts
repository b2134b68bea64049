/**
 * blameLines behind a dynamic import: front ends and steps hand it to the
 * memory layer (which never imports git) without evaluating simple-git at
 * start-up; it loads when a log is first ordered by git.
 */
import type { BlamedLine } from './blame.js';

export async function lineTimes(path: string): Promise<Map<number, BlamedLine> | undefined> {
  const { blameLines } = await import('./blame.js');
  return blameLines(path);
}
