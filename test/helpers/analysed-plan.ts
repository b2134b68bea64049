/**
 * A plan of one agent whose analysis is `text` (redacted at the door, as
 * the analyse step leaves it), for the review's renderers: no store, no
 * model, only what they read.
 */
import type { AgentPlan, Plan } from '../../src/gc/model.js';
import { atTheDoor } from '../../src/text/untrusted.js';

export function analysedPlan(text: string, agent: Partial<AgentPlan> = {}, analyzer = 'openai/gpt-test'): Plan {
  const analysis = {
    text: atTheDoor(text),
    analyzer,
    cached: false,
    digest: 'd',
    size: 1,
    maxInputTokens: 1,
    sentEntries: 1,
    leftOut: 0,
    inputTokens: 1,
    tokensSent: 0,
    redactions: [],
  };
  return {
    store: { root: '/store' } as Plan['store'],
    steps: ['analyse'],
    dryRun: false,
    at: '2026-01-01T00:00:00.000Z',
    attempt: 1,
    agents: [{ name: 'a', status: 'planned', steps: { analyse: analysis }, warnings: [], ...agent }],
    notes: [],
    problems: [],
    lineTimes: async () => undefined,
  };
}
