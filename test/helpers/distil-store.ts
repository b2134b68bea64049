/** A store with one agent and its log of five entries, and gc run in process against a loopback model that distils. */

import { DISTIL_PROMPT } from '../../src/analysis/distil-prompt.js';
import { run } from './cli-in-process.js';
import { type ModelServer, type Reply, report, startModelServer } from './model-server.js';
import { tempDir, writeTree } from './tmp.js';

export const KEY = 'sk-test-distil-0123456789abcdef';

export const TASKS = [
  'Deploy the API to staging',
  'Rotate the staging credentials',
  'Summarise open PRs',
  'Check build status',
  'Answer a question',
];

export function entries(): string {
  return TASKS.map(
    (task, i) =>
      `## 2026-01-01T00:0${i}:00Z\n**Task:** ${task}\n**Result:** Result ${i} with \`file${i}.ts\` changed.\n\n`,
  ).join('');
}

export function ops(list: Record<string, unknown>[]): string {
  return JSON.stringify({
    operations: list.map((o) => ({ op: 'add', item: null, title: 'T', knowledge: ['k'], evidence: ['E1'], ...o })),
  });
}

/** A model that answers the distil call with `distil` and the analysis call with a healthy report. */
export async function model(distil: Reply | (() => Reply)): Promise<ModelServer> {
  return startModelServer((req) =>
    req.body.messages[0].content === DISTIL_PROMPT
      ? typeof distil === 'function'
        ? distil()
        : distil
      : { content: report('Healthy.') },
  );
}

export async function store(files: Record<string, string> = {}, toml = ''): Promise<string> {
  const root = await tempDir();
  await writeTree(root, {
    'agents/a.toml': `model = "openai/gpt-test"\n[memory]\nenabled = true\nlast_n = 2\n${toml}`,
    'memory/a.md': entries(),
    ...files,
  });
  return root;
}

export async function gc(root: string, server: ModelServer, extra: string[] = []) {
  return run(['gc', 'a', '--root', root, '--analyzer', 'llm', ...extra], root, {
    OPENAI_API_KEY: KEY,
    MEMKEEP_OPENAI_BASE_URL: server.url,
  });
}
