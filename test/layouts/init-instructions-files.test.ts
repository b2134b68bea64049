/**
 * Regression (found on unseen memory shapes): an agent's instructions, the
 * files its tool loads into every session, were proposed as run logs when
 * their names held a log word and their sections were dated. Copilot's
 * `.github/instructions/memory.instructions.md` (a memory an agent keeps
 * one dated rule at a time) and a Windsurf rule `.windsurf/rules/memory-notes.md`
 * lost their oldest rules to the first gc. Instructions are knowledge:
 * init names them and leaves them alone.
 *
 * The same for the rules folders of Kilo Code (`.kilocode/rules/`, where its
 * memory bank lives too), Augment (`.augment/rules/`) and Trae
 * (`.trae/rules/`): init proposed a file there named like a log with dated
 * sections as a run log, and the first gc trimmed the bank's context.md and
 * the rules by count.
 *
 * And Claude Code's `.claude/rules/`, Antigravity's `.agent/rules/` and
 * `.agent/workflows/`, JetBrains AI Assistant's `.aiassistant/rules/` and a
 * Copilot custom agent (`.github/agents/memory.agent.md`): a rule named
 * like a log with dated sections was proposed as a run log.
 */
import { appendFile, readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { run } from '../helpers/cli-in-process.js';
import { commitFiles, daysAgo, repoOfVersions } from '../helpers/git.js';
import { tempDir } from '../helpers/tmp.js';

const dated = (what: string, text: string) => (n: number) =>
  Array.from({ length: n }, (_, i) => `## 2026-01-0${i + 1} ${what} ${i + 1}\n\n${text} ${i + 1}.\n\n`).join('');
const rules = dated('Rule', 'Always do thing');
const sessions = dated('Session', 'Kept the importer small');
type Files = Record<string, (n: number) => string>;
const INSTRUCTIONS: Files = {
  '.github/instructions/memory.instructions.md': (n) => `---\napplyTo: "**"\n---\n# Project memory\n\n${rules(n)}`,
  '.windsurf/rules/memory-notes.md': (n) => `# Memory notes\n\n${rules(n)}`,
  '.kiro/steering/progress-notes.md': (n) => `# Progress notes\n\n${rules(n)}`,
  '.clinerules/memory.md': (n) => `# Memory\n\n${rules(n)}`,
  '.openhands/microagents/memory.md': (n) => `---\nname: memory\n---\n# Memory\n\n${rules(n)}`,
  // Claude Code's modular rules, Antigravity's rules and workflows, JetBrains AI Assistant's rules,
  // a Copilot custom agent: each loaded as instructions (found on unseen shapes, proposed as run logs).
  '.claude/rules/session-notes.md': (n) => `---\npaths: src/**\n---\n# Session notes\n\n${rules(n)}`,
  '.agent/rules/memory-log.md': (n) => `---\ntrigger: always_on\n---\n# Memory log\n\n${rules(n)}`,
  '.agent/workflows/progress-log.md': (n) => `---\ndescription: log progress\n---\n# Progress log\n\n${rules(n)}`,
  '.aiassistant/rules/context-notes.md': (n) => `# Context notes\n\n${rules(n)}`,
  '.github/agents/memory.agent.md': (n) => `---\nname: memory\n---\n# Memory\n\n${rules(n)}`,
};
const RULES_FOLDERS: Files = {
  '.kilocode/rules/memory-bank/context.md': (n) => `# Context\n\n${sessions(n)}`,
  '.kilocode/rules/work-log.md': (n) => `# Work log\n\n${sessions(n)}`,
  '.kilo/rules/session-log.md': (n) => `# Session log\n\n${sessions(n)}`,
  '.augment/rules/session-log.md': (n) => `---\ntype: always_apply\n---\n# Session log\n\n${sessions(n)}`,
  '.trae/rules/dev-log.md': (n) => `---\nalwaysApply: true\n---\n# Dev log\n\n${sessions(n)}`,
};

it.each([
  ['an agent instructions file', INSTRUCTIONS],
  ['a Kilo Code, Augment or Trae rules folder', RULES_FOLDERS],
])('init proposes no run log for %s, and gc leaves every one alone', async (_, FILES) => {
  const root = await tempDir();
  await repoOfVersions(root, FILES, 5);
  // A run log beside them is still found, so the store has an agent to gc.
  await commitFiles(root, { 'notes/run-log.md': rules(5) }, daysAgo(5));

  const init = await run(['init', '--write', '--root', root], root);
  expect(init.code).toBe(0);
  // The user sets last_n to taste in every config init wrote.
  const configs = await readdir(join(root, 'agents'));
  for (const c of configs) await appendFile(join(root, 'agents', c), 'last_n = 2\n');

  const gc = await run(['gc', '--all', '--analyzer', 'local', '--root', root], root);
  expect(gc.code).toBe(0);
  expect(gc.out).toMatch(/Trimmed: 3 entries removed/);
  for (const [path, text] of Object.entries(FILES)) expect(await readFile(join(root, path), 'utf8')).toBe(text(5));
  expect(configs).toEqual(['run-log.toml']);
  for (const path of Object.keys(FILES)) expect(init.out).toContain(`${path}: an agent's instructions`);
});
