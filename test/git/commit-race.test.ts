/**
 * gc in commit mode racing agents that append and push to the same branch
 * while the (slow, loopback) model is answering: the push loses the race,
 * the trim is planned again on the new content, every appended entry
 * reaches the remote and the trim holds, every round.
 */

import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appendEntry } from '../../src/memory/runlog/append-entry.js';
import { countEntries } from '../../src/memory/runlog/scan.js';
import { runCli } from '../helpers/cli.js';
import { clone, commitFiles, daysAgo, git, repoWithRemote } from '../helpers/git.js';
import { type ModelServer, startModelServer } from '../helpers/model-server.js';

const ROUNDS = 8;
const LAST_N = 5;
let server: ModelServer;

beforeEach(async () => {
  server = await startModelServer({ delayMs: 400, content: '## Patterns Found\nslow analysis' });
});
afterEach(async () => {
  await server.close();
});

async function appendAndPush(agentClone: string, ids: string[]): Promise<void> {
  await git(agentClone, ['pull', '-q', '--rebase', 'origin', 'main']);
  for (const id of ids)
    await appendEntry(join(agentClone, 'memory/a.md'), { task: `task ${id}`, result: `result ${id}` });
  await git(agentClone, ['commit', '-qam', `agent run ${ids.join(',')}`]);
  await git(agentClone, ['push', '-q', 'origin', 'main']);
}

describe('gc --commit against concurrent agent pushes', () => {
  it(`loses no entry in ${ROUNDS} rounds`, async () => {
    const { url, seed } = await repoWithRemote();
    await commitFiles(
      seed,
      { 'agents/a.toml': `model = "openai/m"\n[memory]\nenabled = true\nlast_n = ${LAST_N}\n`, 'memory/a.md': '' },
      daysAgo(1),
    );
    await git(seed, ['push', '-q', 'origin', 'main']);
    const memkeep = await clone(url);
    const agent = await clone(url);
    const env = { OPENAI_API_KEY: 'sk-test', MEMKEEP_OPENAI_BASE_URL: server.url };
    let retried = 0;

    for (let round = 0; round < ROUNDS; round++) {
      // Enough history to trim, pushed before memkeep starts.
      await appendAndPush(
        agent,
        Array.from({ length: 7 }, (_, i) => `r${round}-before-${i}`),
      );
      await git(memkeep, ['pull', '-q', '--ff-only', 'origin', 'main']);
      const planned = await countEntries(join(memkeep, 'memory/a.md'));
      const requestsBefore = server.requests.length;

      const run = runCli(['gc', 'a', '--commit', '--analyzer', 'llm', '--root', memkeep], { env });
      // While the model is answering, the agent appends and pushes again.
      while (server.requests.length === requestsBefore) await new Promise((ok) => setTimeout(ok, 10));
      const during = [`r${round}-during-0`, `r${round}-during-1`, `r${round}-during-2`];
      await appendAndPush(agent, during);
      const r = await run;
      expect(r.stderr).toBe('');
      expect(r.code).toBe(0);
      // The push lost the race: the trim was planned again on the new content, which the report says.
      const retry = r.stdout.includes('re-planned on the new content');
      expect(r.stdout).toContain(
        `Trimmed: ${planned - LAST_N + (retry ? during.length : 0)} entries removed, ${LAST_N} entries kept.`,
      );
      if (retry) retried++;

      const check = await clone(url);
      const text = await readFile(join(check, 'memory/a.md'), 'utf8');
      for (const id of during) expect(text).toContain(`**Task:** task ${id}\n`);
      for (let i = 7 - LAST_N + during.length; i < 7; i++) expect(text).toContain(`task r${round}-before-${i}\n`);
      expect(text).not.toContain(`task r${round}-before-0\n`);
      expect(await countEntries(join(check, 'memory/a.md'))).toBe(LAST_N);
    }
    // The race really happened: memkeep's first push was rejected every round.
    expect(retried).toBe(ROUNDS);
  });
});
