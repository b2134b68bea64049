/**
 * When each line of a file was committed, from one `git blame --porcelain`
 * call: the order of entries an agent added both at the top and at the
 * bottom of a log. Lines not committed yet get the current time (they are
 * the newest). Undefined when the file is not in a git work tree or has no
 * history.
 */
import { dirname } from 'node:path';
import { Git } from './git.js';

export interface BlamedLine {
  /** Committer time, ms since the epoch. */
  time: number;
  /** The line's text as git read it (without the line ending). */
  text: string;
}

/** Blamed lines by 1-based line number. */
export async function blameLines(path: string): Promise<Map<number, BlamedLine> | undefined> {
  let out: string;
  try {
    out = await new Git(dirname(path)).raw(['blame', '--porcelain', '--', path]);
  } catch {
    return undefined;
  }
  const times = new Map<string, number>();
  const lines = new Map<number, BlamedLine>();
  let sha = '';
  let lineNo = 0;
  for (const row of out.split('\n')) {
    if (row.startsWith('\t')) {
      lines.set(lineNo, { time: times.get(sha) ?? Date.now(), text: row.slice(1).replace(/\r$/, '') });
      continue;
    }
    const head = /^([0-9a-f]{40}) \d+ (\d+)/.exec(row);
    if (head) {
      sha = head[1];
      lineNo = Number(head[2]);
      continue;
    }
    const time = /^committer-time (\d+)$/.exec(row);
    // The all-zero commit is the work tree's uncommitted lines: they are the newest.
    if (time) times.set(sha, /^0+$/.test(sha) ? Date.now() : Number(time[1]) * 1000);
  }
  return lines;
}
