/**
 * Held-out round 11 (test/fixtures/knowledge/README.md): three agent logs of
 * our own, paraphrased from public ones of shapes the rounds before had not
 * seen (a session memory kept newest first under "## Session: <day> <time>"
 * headings, a Kiro hackathon devlog of "### Day N (Mon DD) - title [Xh]"
 * entries under a week's section, a progress log of same-day sessions told
 * apart by a note in brackets), their facts written down before memkeep ran
 * on them. Each is trimmed and distilled with the local analyzer, and held
 * to what it reaches today.
 */

import { join } from 'node:path';
import { describe, it } from 'vitest';
import { expectHeldOut, type Floor, type HeldOut } from '../helpers/knowledge-score.js';

const DIR = join(import.meta.dirname, '../fixtures/knowledge/round11');

/** Each log as its user would configure it (init proposes relay's and quarry's; tideline's devlog it leaves alone). */
const LOGS: Record<string, HeldOut> = {
  relay: { file: 'memory.md', memory: 'entries = "dated"\norder = "newest-first"', keep: 1 },
  tideline: {
    file: 'DEVLOG.md',
    memory: 'entry_heading = "###"\nentries_under = "Week 1: Data Sources & Cache"',
    keep: 1,
  },
  quarry: { file: 'progress.md', memory: '', keep: 1 },
};

/** Recall and precision rounded down, size up: the goal is recall 0.8, precision 0.8, size 0.4. */
const FLOORS: Record<string, Floor> = {
  relay: { recall: 0.38, precision: 1, size: 0.35 },
  tideline: { recall: 0.41, precision: 0.92, size: 0.37 },
  quarry: { recall: 0.41, precision: 0.92, size: 0.37 },
};

describe('knowledge kept from held-out round 11 (logs of our own)', () => {
  it.each(Object.keys(FLOORS))('%s', (name) => expectHeldOut(DIR, name, LOGS[name], FLOORS[name]));
});
