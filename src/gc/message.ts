/**
 * The commit message for what was applied: a subject of at most 72
 * characters (what was done, and the agents when their names fit), then a
 * line per agent. Agent names are file names anyone who can push chooses
 * (`agents/fixes #1.toml`): each is made inert as commit text.
 */
import { plural } from '../text/plural.js';
import { commitText } from '../text/untrusted.js';
import type { Applied } from './model.js';

export function commitMessage(applied: Applied): string {
  let entries = 0;
  let files = 0;
  const lines: string[] = [];
  const names: string[] = [];
  for (const [agent, o] of Object.entries(applied.outcomes)) {
    const a = applied.plan.agents.find((x) => x.name === agent);
    const removed = o.trim?.rewritten ? (a?.steps.trim?.plan?.removed ?? 0) : 0;
    const pruned = o.prune?.removed.length ?? 0;
    entries += removed;
    files += pruned;
    const distilled = [
      o.distil?.digest && a?.steps.distil?.digest ? 'digest' : '',
      o.distil?.lessons && a?.steps.distil?.lessons ? 'lessons' : '',
    ].filter(Boolean);
    const parts = [
      removed ? `-${plural(removed, 'entry', 'entries')}` : '',
      pruned ? `-${plural(pruned, 'file', 'files')}` : '',
      distilled.length ? `distilled into ${distilled.join(' and ')}` : '',
    ].filter(Boolean);
    if (!parts.length) continue;
    const name = commitText(agent);
    names.push(name);
    lines.push(`${name}: ${parts.join(', ')}`);
  }
  const what = [
    applied.plan.steps.includes('trim') ? `trim ${plural(entries, 'run-log entry', 'run-log entries')}` : '',
    applied.plan.steps.includes('prune') ? `prune ${plural(files, 'memory file', 'memory files')}` : '',
  ].filter(Boolean);
  return `${subject(`memkeep: ${what.join(', ')}`, names)}\n\n${lines.join('\n')}`;
}

/** Git's and GitHub's customary width for a subject line. */
export const SUBJECT_MAX = 72;

function subject(head: string, agents: string[]): string {
  const named = `${head} (${agents.join(', ')})`;
  if (named.length <= SUBJECT_MAX) return named;
  const counted = `${head} (${plural(agents.length, 'agent', 'agents')})`;
  return counted.length <= SUBJECT_MAX ? counted : head.slice(0, SUBJECT_MAX);
}
