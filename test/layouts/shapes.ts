/**
 * One fixture per shape of agent memory memkeep supports, written for these
 * tests from the shapes' public descriptions (never copied from a real
 * repository), each committed into a real git repository with real commit
 * dates: older entries in older commits, as an agent writes them.
 */
import { commitFiles, daysAgo, git } from '../helpers/git.js';
import { tempDir } from '../helpers/tmp.js';

export interface Shape {
  name: string;
  /** The agent init names, and the preset it proposes. */
  agent: string;
  preset: string;
  /** The run log (store-relative). */
  log: string;
  /** Headings (or first lines) of the entries a trim to 2 keeps, in file order; undefined: never trimmed. */
  kept?: string[];
  /** Files a prune removes (store-relative), sorted. */
  pruned: string[];
  /** What the pruned files know, found in the agent's digest after the prune (one phrase per pruned file). */
  distilled?: string[];
  /** Commits, oldest first: each is the files as they stand after it. */
  commits: { days: number; files: Record<string, string> }[];
}

const squadHead = '# EECOM\n\n> Flight controller\n\n## Core Context\n\nOwns the runtime; tests in test/runtime.\n\n';

/** `### ` learnings under `## Learnings`, appended in separate commits. */
const squadNested = (n: number) =>
  `${squadHead}## Learnings\n\n${Array.from({ length: n }, (_, i) => `### Learning ${i + 1}\n**Context:** run ${i + 1}\n\nKept retries bounded.\n\n`).join('')}`;

/** Dated `## ` entries below the fixed sections. */
const squadDated = (n: number) =>
  `${squadHead}## Learnings\n\nSee the dated entries below.\n\n${Array.from({ length: n }, (_, i) => `## 2026-03-0${i + 1}: Session ${i + 1}\n\n### What I learned\n\nCheck CI before merging.\n\n`).join('')}`;

/** Bullets under `## Learnings`. */
const squadBullets = (n: number) =>
  `${squadHead}## Learnings\n\n${Array.from({ length: n }, (_, i) => `- Bullet learning ${i + 1}: prefer small PRs\n`).join('')}\n## Notes\n\nTeam notes stay.\n`;

const rooActive = (n: number) =>
  `# Active Context\n\n## Current Focus\n\n* Importer rewrite\n\n## Recent Changes\n\n${Array.from(
    { length: n },
    (_, i) => `* [2025-01-1${i} 10:00:00] - Change ${i + 1} landed\n`,
  ).join('')}\n## Open Questions/Issues\n\n* Who owns billing?\n`;

const decisionLog = `# Decision Log

This file records architectural decisions.

## [2025-01-10] - Use SQLite

* Simple to ship

## Template for Future Decisions

<!--
## [Date] - [Decision Topic]
* Rationale
-->
`;

const lessons = (n: number) =>
  `# Lessons\n\n${Array.from({ length: n }, (_, i) => `## Pattern: lesson ${i + 1}\n\nAlways run the tests (${i + 1}).\n\n`).join('')}`;

const learning = (n: number, kind: string) =>
  `# ${kind}\n\n${Array.from(
    { length: n },
    (_, i) =>
      `## [${kind.slice(0, 3).toUpperCase()}-2025011${i}-00${i + 1}] thing ${i + 1}\n\n**Status**: pending\n\nWhat happened.\n\n`,
  ).join('')}`;

const openclawMemory = '# MEMORY.md\n\n## About Me\n\nI help with the garden.\n\n## Key Projects\n\n- Greenhouse\n';

/** An OpenClaw workspace's own files: OpenClaw loads them, memkeep never touches them. */
export const OPENCLAW_FILES: Record<string, string> = {
  'AGENTS.md':
    '# AGENTS.md - Your Workspace\n\n## Every Session\n\n1. Read SOUL.md\n2. Read memory/ for today and yesterday\n\n## Memory\n\n- Daily notes: memory/YYYY-MM-DD.md\n- Long-term: MEMORY.md\n',
  'SOUL.md':
    '# SOUL.md - Who You Are\n\n## Core Truths\n\nBe genuinely helpful.\n\n## Boundaries\n\n- Private things stay private.\n',
  'USER.md': '# USER.md - About Your Human\n\n- **Name:** Sam\n- **Timezone:** Europe/Berlin\n',
  'TOOLS.md': '# TOOLS.md - Local Notes\n\n## Cameras\n\n- greenhouse-cam: the east wall\n',
  'IDENTITY.md': '# IDENTITY.md - Who Am I?\n\n- **Name:** Fern\n- **Emoji:** 🌱\n',
  'HEARTBEAT.md':
    '# HEARTBEAT.md\n\n<!-- Keep this file empty to skip heartbeat checks. -->\n\n- Check the soil sensors\n',
};

const note = (type: string, body: string) => `---\nname: ${body}\ndescription: a note\ntype: ${type}\n---\n\n${body}\n`;

export const SHAPES: Shape[] = [
  {
    name: 'Squad: ### entries under ## Learnings',
    agent: 'eecom',
    preset: 'squad',
    log: '.squad/agents/eecom/history.md',
    kept: ['Learning 3', 'Learning 4'],
    pruned: [],
    commits: [1, 2, 3, 4].map((n) => ({
      days: 40 - n * 5,
      files: {
        '.squad/agents/eecom/history.md': squadNested(n),
        '.squad/decisions.md': '# Decisions\n\n## Use pnpm\n',
      },
    })),
  },
  {
    name: 'Squad: dated ## entries',
    agent: 'fido',
    preset: 'squad-dated',
    log: '.squad/agents/fido/history.md',
    kept: ['2026-03-03: Session 3', '2026-03-04: Session 4'],
    pruned: [],
    commits: [2, 4].map((n) => ({ days: 30 - n, files: { '.squad/agents/fido/history.md': squadDated(n) } })),
  },
  {
    name: 'Squad: bullets under ## Learnings',
    agent: 'pao',
    preset: 'squad-bullets',
    log: '.squad/agents/pao/history.md',
    kept: ['Bullet learning 3: prefer small PRs', 'Bullet learning 4: prefer small PRs'],
    pruned: [],
    commits: [1, 2, 3, 4].map((n) => ({ days: 30 - n, files: { '.squad/agents/pao/history.md': squadBullets(n) } })),
  },
  {
    name: 'legacy Squad .ai-team',
    agent: 'keaton',
    preset: 'squad',
    log: '.ai-team/agents/keaton/history.md',
    kept: ['Learning 2', 'Learning 3'],
    pruned: [],
    commits: [1, 2, 3].map((n) => ({ days: 20 - n, files: { '.ai-team/agents/keaton/history.md': squadNested(n) } })),
  },
  {
    name: 'Roo Code memory bank',
    agent: 'roo',
    preset: 'roo',
    log: 'memory-bank/activeContext.md',
    kept: ['[2025-01-12 10:00:00] - Change 3 landed', '[2025-01-13 10:00:00] - Change 4 landed'],
    pruned: [],
    commits: [
      {
        days: 200,
        files: {
          'memory-bank/activeContext.md': rooActive(4),
          'memory-bank/decisionLog.md': decisionLog,
          'memory-bank/productContext.md': '# Product Context\n\n## Goals\n\nShip it.\n',
          'memory-bank/progress.md': '# Progress\n\n## Done\n\n* Importer\n',
          'memory-bank/deployment-guide.md': '# Deployment\n\nRun make deploy.\n',
        },
      },
    ],
  },
  {
    name: 'tasks/lessons.md',
    agent: 'lessons',
    preset: 'lessons',
    log: 'tasks/lessons.md',
    pruned: [],
    commits: [2, 5].map((n) => ({ days: 10 - n, files: { 'tasks/lessons.md': lessons(n) } })),
  },
  {
    name: 'self-improving-agent .learnings/',
    agent: 'learnings',
    preset: 'learnings',
    log: '.learnings/LEARNINGS.md',
    pruned: [],
    commits: [
      {
        days: 120,
        files: { '.learnings/LEARNINGS.md': learning(4, 'Learnings'), '.learnings/ERRORS.md': learning(3, 'Errors') },
      },
    ],
  },
  {
    name: 'OpenClaw workspace',
    agent: 'openclaw',
    preset: 'openclaw',
    log: 'MEMORY.md',
    pruned: ['memory/2026-01-01.md', 'memory/2026-01-02.md'],
    distilled: ['water the tomatoes at 6am', 'clean it every Monday'],
    commits: [
      {
        days: 60,
        files: {
          'MEMORY.md': openclawMemory,
          'memory/2026-01-01.md':
            '# 2026-01-01\n\n- Decided to water the tomatoes at 6am because the soil dries out by noon.\n',
          'memory/2026-01-02.md':
            '# 2026-01-02\n\n- Fixed the pump: the intake filter clogs with leaves, so clean it every Monday.\n',
          'memory/topics.md': '# Topics\n\n- Greenhouse\n',
          ...OPENCLAW_FILES,
        },
      },
      { days: 1, files: { 'memory/2026-11-24.md': '# 2026-11-24\n\n- Harvest\n' } },
    ],
  },
  {
    name: 'Claude Code agent memory, per agent',
    agent: 'reviewer',
    preset: 'claude-code',
    log: '.claude/agent-memory/reviewer/log.md',
    pruned: ['.claude/agent-memory/reviewer/project-spike.md'],
    distilled: ['streaming JSON parsing is 3x slower'],
    commits: [
      {
        days: 120,
        files: {
          '.claude/agent-memory/reviewer/MEMORY.md':
            '# Memory Index\n\n- [Check untracked files](feedback-untracked.md)\n',
          '.claude/agent-memory/reviewer/feedback-untracked.md': note('feedback', 'git diff misses new files'),
          '.claude/agent-memory/reviewer/reference-sigfigs.md': note('reference', 'round to 3 significant figures'),
          '.claude/agent-memory/reviewer/project-spike.md': note(
            'project',
            'The parser spike ended: streaming JSON parsing is 3x slower than a full read for files under 1 MB.',
          ),
          '.claude/agent-memory/reviewer/untyped.md': '# Notes\n\nNo front matter.\n',
        },
      },
    ],
  },
  {
    name: 'Claude Code agent memory, one top-level MEMORY.md',
    agent: 'claude',
    preset: 'claude-code',
    log: '.claude/agent-memory/log.md',
    pruned: ['.claude/agent-memory/project-old.md'],
    distilled: ['keep releases on Tuesdays'],
    commits: [
      {
        days: 120,
        files: {
          '.claude/agent-memory/MEMORY.md': '# Memory\n\n- [User](user.md)\n',
          '.claude/agent-memory/user.md': note('user', 'prefers short answers'),
          '.claude/agent-memory/project-old.md': note(
            'project',
            'Sprint 12 decided to keep releases on Tuesdays, because Friday releases broke the on-call rota.',
          ),
        },
      },
    ],
  },
];

/** The shape committed into a fresh git repository (no agent config yet). */
export async function build(shape: Shape): Promise<string> {
  const root = await tempDir('memkeep-shape-');
  await git(root, ['init', '-q', '-b', 'main']);
  for (const c of shape.commits) await commitFiles(root, c.files, daysAgo(c.days), `memory (${c.days} days ago)`);
  return root;
}
