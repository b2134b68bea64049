/**
 * A project's release history kept under a name init reads as a log's
 * (`docs/history.md`, `devlog.md`): its sections are releases, dated
 * (`## [1.2.0] - 2026-01-05`, `## v2.1 (2026-03-01)`, `## Version 0.9 — …`),
 * the project's document however it is named, as CHANGELOG.md is. init
 * proposed it as a run log, so once `last_n` was set gc trimmed the
 * project's oldest releases. It is now named and left alone; an agent's
 * log that only mentions a release in a dated heading is still a log.
 */
import { appendFile, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { run } from '../helpers/cli-in-process.js';
import { commitFiles, daysAgo, git } from '../helpers/git.js';
import { listTree, tempDir } from '../helpers/tmp.js';

const keepAChangelog = `# Devlog\n\n## [Unreleased]\n\n- wip\n\n${[4, 3, 2, 1]
  .map((i) => `## [1.${i}.0] - 2026-01-0${i}\n\n### Added\n\n- feature ${i}\n\n### Fixed\n\n- bug ${i}\n\n`)
  .join('')}[1.4.0]: https://example.invalid/compare/v1.3.0...v1.4.0\n`;
const RELEASES: Record<string, string> = {
  'devlog.md': keepAChangelog,
  'docs/history.md': `# History\n\n${[3, 2, 1].map((i) => `## v2.${i} (2026-0${i}-01)\n\nShipped ${i}.\n\n`).join('')}`,
  'notes/versions-notes.md': `# Notes\n\n${[3, 2, 1].map((i) => `## Version 0.${i} — 2025-1${i}-01\n\n- change ${i}\n\n`).join('')}`,
};
/** An agent's own log, whose entries name releases after their dates. */
const AGENT_LOG = `# Work log\n\n${[1, 2, 3].map((i) => `## 2026-02-0${i} Released v1.${i}.0\n\nTagged and pushed.\n\n`).join('')}`;

it('init leaves a release history alone whatever its name, and still proposes an agent log naming releases', async () => {
  const root = await tempDir();
  await git(root, ['init', '-q', '-b', 'main']);
  await commitFiles(root, { ...RELEASES, 'work-log.md': AGENT_LOG }, daysAgo(5));

  const init = await run(['init', '--write', '--root', root], root);
  expect(init.code).toBe(0);
  for (const f of Object.keys(RELEASES))
    expect(init.out).toMatch(
      new RegExp(`Found document ${f} \\(its sections are releases \\(".+"\\): the project's release notes\\)`),
    );
  expect((await listTree(root)).filter((f) => f.startsWith('agents/'))).toEqual(['agents/work-log.toml']);

  await appendFile(join(root, 'agents/work-log.toml'), 'last_n = 2\n');
  for (const argv of [['gc', '--all', '--analyzer', 'local'], ['prune'], ['status'], ['load']]) {
    const ran = await run([...argv, '--root', root], root);
    expect(ran.code, `${argv.join(' ')}: ${ran.err}`).toBe(0);
  }
  for (const [f, text] of Object.entries(RELEASES)) expect(await readFile(join(root, f), 'utf8')).toBe(text);
  expect(await readFile(join(root, 'work-log.md'), 'utf8')).toBe(AGENT_LOG.replace(/## 2026-02-01[\s\S]*?(?=## )/, ''));
});
