/**
 * Round 3 of the outside testers' security findings, each through the
 * front end they were found on: the bundled Action (INPUT_* variables), the
 * bundled CLI and the MCP SDK client over stdio.
 */

import { mkdir, readFile, symlink, truncate, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runAction } from '../helpers/action.js';
import { CLI, hermeticEnv, runCli } from '../helpers/cli.js';
import { clone, commitFiles, daysAgo, git, repoWithRemote } from '../helpers/git.js';
import { type GitHubServer, startGitHubServer } from '../helpers/github-server.js';
import { type ModelServer, startModelServer } from '../helpers/model-server.js';
import { log } from '../helpers/runlog.js';
import { listTree, tempDir, writeTree } from '../helpers/tmp.js';

const open: Client[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((c) => c.close()));
});

async function connect(root: string): Promise<Client> {
  const client = new Client({ name: 'memkeep-test', version: '1.0.0' });
  const env = hermeticEnv() as Record<string, string>;
  await client.connect(
    new StdioClientTransport({ command: process.execPath, args: [CLI, 'mcp', '--root', root], env }),
  );
  open.push(client);
  return client;
}

function text(result: Awaited<ReturnType<Client['callTool']>>): string {
  return (result.content as { type: string; text: string }[]).map((c) => c.text).join('');
}

describe('item 1: the api-key goes only to the provider it was given for', () => {
  const OPENAI_KEY = 'sk-proj-FAKEopenaiKey9Q8w7E6r5T4y3U2i1O0pAsDf';
  const ANTHROPIC_KEY = 'sk-ant-FAKEanthropicKey0123456789abcdefgh';
  let github: GitHubServer;
  let openai: ModelServer;
  let anthropic: ModelServer;
  beforeEach(async () => {
    github = await startGitHubServer();
    openai = await startModelServer({ content: 'fine' });
    anthropic = await startModelServer({ content: 'fine' });
  });
  afterEach(async () => {
    await Promise.all([github.close(), openai.close(), anthropic.close()]);
  });

  async function twoProviders(): Promise<string> {
    const repo = await repoWithRemote();
    await commitFiles(
      repo.seed,
      {
        'agents/gpt.toml': 'model = "openai/test-model"\n[memory]\nenabled = true\nlast_n = 2\n',
        'agents/claude.toml': 'model = "anthropic/test-model"\n[memory]\nenabled = true\nlast_n = 2\n',
        'memory/gpt.md': log(6),
        'memory/claude.md': log(6),
      },
      daysAgo(2),
    );
    await git(repo.seed, ['push', '-q', 'origin', 'main']);
    return repo.url;
  }

  const env = () => ({
    MEMKEEP_OPENAI_BASE_URL: openai.url,
    MEMKEEP_ANTHROPIC_BASE_URL: anthropic.url,
    ANTHROPIC_API_KEY: ANTHROPIC_KEY,
  });

  it('no model input, agents on two providers: refused before any request, naming both', async () => {
    const url = await twoProviders();
    const r = await runAction({
      workspace: await clone(url),
      apiUrl: github.url,
      inputs: { 'dry-run': 'true', 'api-key': OPENAI_KEY },
      env: env(),
    });
    expect(r.code).toBe(2);
    expect(r.stdout).toContain('input "api-key" is for one provider, but the agents use anthropic, openai');
    expect(anthropic.requests).toHaveLength(0);
    expect(openai.requests).toHaveLength(0);
  });

  it('model input names the provider: its endpoint gets the key, no other endpoint is called with it', async () => {
    const url = await twoProviders();
    const r = await runAction({
      workspace: await clone(url),
      apiUrl: github.url,
      inputs: { 'dry-run': 'true', 'api-key': ANTHROPIC_KEY, model: 'anthropic/test-model' },
      env: { ...env(), ANTHROPIC_API_KEY: '', OPENAI_API_KEY: '' },
    });
    expect(r.code).toBe(0);
    expect(openai.requests).toHaveLength(0);
    expect(anthropic.requests.length).toBeGreaterThan(0);
    for (const q of anthropic.requests) expect(q.headers.authorization).toBe(`Bearer ${ANTHROPIC_KEY}`);
  });

  it('no model input, one provider among the agents: the key is used for it, the env key for nobody else', async () => {
    const repo = await repoWithRemote();
    await commitFiles(
      repo.seed,
      {
        'memkeep.toml': '[gc]\nmodel = "anthropic/test-model"\n',
        'agents/gpt.toml': 'model = "openai/test-model"\n[memory]\nenabled = true\nlast_n = 2\n',
        'agents/other.toml': 'model = "openai/test-model"\n[memory]\nenabled = true\nlast_n = 2\n',
        'memory/gpt.md': log(6),
        'memory/other.md': log(6),
      },
      daysAgo(2),
    );
    await git(repo.seed, ['push', '-q', 'origin', 'main']);
    const r = await runAction({
      workspace: await clone(repo.url),
      apiUrl: github.url,
      inputs: { 'dry-run': 'true', 'api-key': OPENAI_KEY },
      env: env(),
    });
    expect(r.code).toBe(0);
    expect(anthropic.requests).toHaveLength(0);
    expect(openai.requests.length).toBeGreaterThan(0);
    for (const q of openai.requests) expect(q.headers.authorization).toBe(`Bearer ${OPENAI_KEY}`);
  });
});
