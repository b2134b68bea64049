/**
 * Held-out round 12 (test/fixtures/knowledge/README.md): three agent logs of
 * our own, paraphrased from public ones of shapes the rounds before had not
 * seen (an architecture change log of one-line list items under "## Entries",
 * newest first; a requirements document's "## Sessions changelog" of list item
 * entries with bold fields, one of them a single paragraph; a sessions
 * changelog of "## Session N — title" entries of bold-led bullets pointing at
 * topic notes), their facts written down before memkeep ran on them. Each is
 * trimmed and distilled with the local analyzer, and held to what it reaches
 * today.
 */

import { join } from 'node:path';
import { describe, it } from 'vitest';
import { expectHeldOut, type Floor, type HeldOut } from '../helpers/knowledge-score.js';

const DIR = join(import.meta.dirname, '../fixtures/knowledge/round12');
const ITEMS = (under: string) => `entries = "items"\nentries_under = "${under}"\norder = "newest-first"`;

/** Each log as its user would configure it. */
const LOGS: Record<string, HeldOut> = {
  ledger: { file: 'agent-changelog.md', memory: ITEMS('Entries'), keep: 1 },
  kiln: { file: 'PRD.md', memory: ITEMS('Sessions changelog'), keep: 1 },
  harbor: { file: 'sessions-changelog.md', memory: '', keep: 1 },
};

/** Recall and precision rounded down, size up: the goal is recall 0.8, precision 0.8, size 0.4. */
const FLOORS: Record<string, Floor> = {
  ledger: { recall: 0.64, precision: 1, size: 0.63 },
  kiln: { recall: 0.42, precision: 1, size: 0.45 },
  harbor: { recall: 0.35, precision: 1, size: 0.58 },
};

describe('knowledge kept from held-out round 12 (logs of our own)', () => {
  it.each(Object.keys(FLOORS))('%s', (name) => expectHeldOut(DIR, name, LOGS[name], FLOORS[name]));
});
