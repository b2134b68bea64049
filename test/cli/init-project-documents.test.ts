/**
 * Regression ("memkeep never removes what it does not understand"; DESIGN
 * §8: structured documents are not logs): `memkeep init --write` turned a
 * Keep-a-Changelog `CHANGELOG.md` and `docs/release-notes.md` into enabled
 * agent run logs ("entries trimmed to the newest last_n"), because the
 * log-name pattern matched "log" inside "CHANGELOG" and "notes" in
 * "release-notes". A file is named like a log by a whole word of its name;
 * a project's changelog, release notes, NEWS.md or HISTORY.md is never
 * proposed. The real agent logs of ../shared/real-memory are still found.
 */
import { existsSync } from 'node:fs';
import { access, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { run } from '../helpers/cli-in-process.js';
import { REAL } from '../helpers/knowledge-score.js';
import { listTree, tempDir, writeTree } from '../helpers/tmp.js';

const exists = (p: string) =>
  access(p).then(
    () => true,
    () => false,
  );

it('init does not turn CHANGELOG.md or release notes into agent run logs', async () => {
  const root = await tempDir();
  await writeTree(root, {
    'CHANGELOG.md':
      '# Changelog\n\nAll notable changes to this project.\n\n## [Unreleased]\n\n' +
      '## [1.2.0] - 2026-05-01\n\n### Added\n- Export to CSV.\n\n' +
      '## [1.1.0] - 2026-04-01\n\n### Fixed\n- Crash on empty input.\n\n' +
      '## [1.0.0] - 2026-03-01\n\n- First release.\n',
    'docs/release-notes.md':
      '# Release notes\n\n## v2 (2026-05-01)\n\nNew importer.\n\n## v1 (2026-01-01)\n\nFirst GA.\n\n## v0 (2025-06-01)\n\nBeta.\n',
  });
  const init = await run(['init', '--write', '--root', root], root);
  expect(init.code).toBe(0);
  expect(await exists(join(root, 'agents/changelog.toml'))).toBe(false);
  expect(await exists(join(root, 'agents/release-notes.toml'))).toBe(false);
});

const DATED = '# Title\n\n## 2026-01-01 a\n\nx\n\n## 2026-01-02 b\n\ny\n\n## 2026-01-03 c\n\nz\n';

it('init matches log words, not parts of words, and leaves project histories alone', async () => {
  const root = await tempDir();
  await writeTree(root, {
    'HISTORY.md': DATED,
    'NEWS.md': DATED,
    'CHANGES.md': DATED,
    'docs/Release Notes.md': DATED,
    'backlog.md': DATED,
    'catalog.md': DATED,
    'notes/work-log.md': DATED,
    'team/alpha/history.md': DATED,
  });
  const init = await run(['init', '--write', '--root', root], root);
  expect(init.code).toBe(0);
  expect((await listTree(join(root, 'agents'))).sort()).toEqual(['history.toml', 'work-log.toml']);
});

// Read in place, skipped cleanly where ../shared/real-memory is absent.
it.runIf(existsSync(REAL))('init still finds the real agent logs of ../shared/real-memory', async () => {
  const root = await tempDir();
  await writeTree(root, {
    'CHANGELOG.md': DATED,
    'localllm/PROJECT_RUN_LOG.md': await readFile(join(REAL, 'localllm/PROJECT_RUN_LOG.md')),
    'speedtest-minimal/INCIDENTS.md': await readFile(join(REAL, 'speedtest-minimal/INCIDENTS.md')),
    'autoagent/log.md': await readFile(join(REAL, 'autoagent/log.md')),
  });
  const init = await run(['init', '--write', '--root', root], root);
  expect(init.code).toBe(0);
  expect((await listTree(join(root, 'agents'))).sort()).toEqual(['incidents.toml', 'log.toml', 'project_run_log.toml']);
});
