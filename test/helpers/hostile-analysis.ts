/**
 * Shared by the attack3 tests on the PR body: a store with one agent past
 * its last_n, a loopback model whose analysis is hostile (what a run log
 * that prompt-injects the model makes it write), and the bundled Action in
 * pull-request mode against the loopback GitHub server. Also a small
 * CommonMark reader for what the assertions need: which lines of a body sit
 * inside a fenced code block.
 */
import { type ActionRun, runAction } from './action.js';
import { clone, commitFiles, daysAgo, git, repoWithRemote } from './git.js';
import { startGitHubServer } from './github-server.js';
import { startModelServer } from './model-server.js';
import { log } from './runlog.js';

/** axe's three headings around `patterns`, as memkeep requires of an analysis. */
export function analysis(patterns: string): string {
  return `## Patterns Found\n${patterns}\n\n## Repeated Work\nNo repeated work detected.\n\n## Recommendations\nNo specific recommendations.`;
}

/** Runs the Action once with the model answering `text`; the body of the PR it opened, and the run. */
export async function prBodyFor(text: string): Promise<{ body: string; run: ActionRun }> {
  const github = await startGitHubServer();
  const model = await startModelServer({ content: text });
  try {
    const repo = await repoWithRemote();
    await commitFiles(
      repo.seed,
      {
        'agents/a.toml': 'model = "openai/test-model"\n[memory]\nenabled = true\nlast_n = 3\n',
        'memory/a.md': log(10),
      },
      daysAgo(2),
    );
    await git(repo.seed, ['push', '-q', 'origin', 'main']);
    const run = await runAction({
      workspace: await clone(repo.url),
      apiUrl: github.url,
      env: { OPENAI_API_KEY: 'sk-test-action-key-123456', MEMKEEP_OPENAI_BASE_URL: model.url },
    });
    if (run.code !== 0 || github.pulls.length !== 1)
      throw new Error(`the Action did not open the PR (exit ${run.code}):\n${run.stdout}\n${run.stderr}`);
    return { body: github.pulls[0].body, run };
  } finally {
    await github.close();
    await model.close();
  }
}

/** For each line of `markdown`, whether it is inside a fenced code block (top-level fences, CommonMark rules). */
export function insideFence(markdown: string): boolean[] {
  let open: { char: string; length: number } | undefined;
  return markdown.split('\n').map((line) => {
    const f = /^ {0,3}(`{3,}|~{3,})(.*)$/.exec(line);
    if (open) {
      if (f && f[1][0] === open.char && f[1].length >= open.length && f[2].trim() === '') {
        open = undefined;
      }
      return true;
    }
    if (f && !(f[1][0] === '`' && f[2].includes('`'))) {
      open = { char: f[1][0], length: f[1].length };
      return true;
    }
    return false;
  });
}

/** The lines of `markdown` outside fenced code, with their numbers. */
export function proseLines(markdown: string): { n: number; line: string }[] {
  const fenced = insideFence(markdown);
  return markdown
    .split('\n')
    .map((line, n) => ({ n, line }))
    .filter(({ n }) => !fenced[n]);
}
