/**
 * A plan's fingerprint: what it removes (each agent's dropped entries or
 * their count and bytes, each file pruned), not what a model writes about
 * it, which may read differently on every run. A pull request closed
 * without merging carries it, and the same plan does not open it again.
 */
import { createHash } from 'node:crypto';
import { storeRelative } from '../config/confine.js';
import type { Plan } from './model.js';

export function planFingerprint(plan: Plan): string {
  const lines: string[] = [];
  for (const a of plan.agents) {
    const trim = a.steps.trim?.plan;
    if (trim && trim.bytesRemoved > 0)
      lines.push(
        `trim\0${a.name}\0${trim.dropped ? trim.dropped.map((e) => e.heading).join('\0') : `${trim.removed}\0${trim.bytesRemoved}`}`,
      );
    for (const item of a.steps.prune?.items ?? [])
      lines.push(`prune\0${a.name}\0${storeRelative(plan.store, item.path)}\0${item.digest}`);
  }
  return createHash('sha256').update(lines.sort().join('\n')).digest('hex').slice(0, 16);
}
