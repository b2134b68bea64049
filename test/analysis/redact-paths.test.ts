/**
 * Redaction on every path out of memkeep, in process: the format corpus as a
 * run log, analysed by the local analyzer (whose text becomes the PR body,
 * the summary and the cached analysis), by a loopback model (what it
 * receives and what its echo becomes), and from a stale cache; and a key a
 * server echoes back in an error, URL-encoded or in pieces.
 */

import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type AnalysisOptions, analyzeLog } from '../../src/analysis/analyze.js';
import { inputKey } from '../../src/analysis/cache.js';
import { complete, type Endpoint } from '../../src/analysis/model-client.js';
import { loadAgent } from '../../src/config/agent-config.js';
import { loadStoreConfig } from '../../src/config/store-config.js';
import { readBudgeted } from '../../src/memory/runlog/budget.js';
import { FORMATS, fake } from '../fixtures/secrets/formats.js';
import { type ModelServer, report, startModelServer } from '../helpers/model-server.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

/** Each format as the task and the result of one entry: the local analyzer quotes tasks. */
const LOG = FORMATS.map(
  (f, i) =>
    `## 2026-01-01T${String(Math.floor(i / 60)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}:00Z\n**Task:** ${f.line.split('\n')[0]}\n**Result:** ${f.line}\n`,
).join('\n');

function leaks(text: string): string[] {
  return FORMATS.filter((f) => f.secret.split('\n').some((p) => p.trim().length >= 4 && text.includes(p.trim()))).map(
    (f) => f.name,
  );
}

let model: ModelServer;
let root: string;
beforeEach(async () => {
  model = await startModelServer((req) => ({
    content: report(req.body?.messages?.[1]?.content ?? ''),
  }));
  root = await tempDir();
  await writeTree(root, {
    'agents/a.toml': 'model = "openai/test-model"\n[memory]\nenabled = true\nlast_n = 1000\n',
    'memory/a.md': LOG,
  });
});
afterEach(() => model.close());

async function analyse(extra: Partial<AnalysisOptions>) {
  const store = await loadStoreConfig(root);
  const agent = await loadAgent(store, 'a');
  return analyzeLog(agent, 'memory/a.md', {
    store,
    env: { OPENAI_API_KEY: 'test-key-000', MEMKEEP_OPENAI_BASE_URL: model.url },
    maxInputTokens: 1_000_000,
    ...extra,
  });
}

describe(`the ${FORMATS.length} secret formats in a run log`, () => {
  it('the local analyzer quotes no secret and reports where it redacted', async () => {
    const a = await analyse({ analyzer: 'local' });
    expect(a.analyzer).toBe('local');
    expect(a.text).toContain('[REDACTED:');
    expect(leaks(a.text)).toEqual([]);
    expect(a.redactions.join('\n')).toMatch(/redacted \d+ secrets .* in memory\/a\.md/);
    expect(model.requests).toHaveLength(0);
  });

  it('the model receives none, and an echo of its input carries none', async () => {
    const a = await analyse({ analyzer: 'llm' });
    expect(model.requests).toHaveLength(1);
    const sent = JSON.stringify(model.requests[0].body);
    expect(leaks(sent)).toEqual([]);
    expect(leaks(a.text)).toEqual([]);
  });

  it('a model answer that makes up a secret is redacted', async () => {
    const token = 'ghp_' + fake(36, undefined, 9);
    model.reply = { content: report(`use ${token}`) };
    const a = await analyse({ analyzer: 'llm' });
    expect(a.text).not.toContain(token);
  });

  it('an analysis cached before a rule existed comes out redacted', async () => {
    const store = await loadStoreConfig(root);
    const agent = await loadAgent(store, 'a');
    const { budgeted } = await readBudgeted(join(root, 'memory/a.md'), 1_000_000);
    const cache = {
      version: 1 as const,
      agents: {
        a: {
          digests: [inputKey(budgeted.text)],
          analyzer: 'local',
          maxInputTokens: 1_000_000,
          analysis: LOG,
          at: '2026-01-01T00:00:00Z',
        },
      },
    };
    const a = await analyzeLog(agent, 'memory/a.md', {
      store,
      env: {},
      analyzer: 'local',
      maxInputTokens: 1_000_000,
      cache,
    });
    expect(a.cached).toBe(true);
    expect(leaks(a.text)).toEqual([]);
  });
});

describe('a key echoed back in an error', () => {
  // '+' and '/' change under URL encoding, as in Azure-style keys.
  const key = 'sk-proj-' + fake(30) + '+/' + fake(30, undefined, 2);
  const endpoint = (): Endpoint => ({
    provider: 'openai',
    model: 'm',
    baseURL: model.url,
    apiKey: key,
    needsKey: true,
    baseUrlExplicit: true,
  });

  it.each([
    ['as is', key],
    ['URL-encoded', encodeURIComponent(key)],
    ['as a prefix', `${key.slice(0, 20)}...`],
    ['masked in the middle', `${key.slice(0, 12)}****${key.slice(-10)}`],
    ['as a suffix', `…${key.slice(-16)}`],
  ])('%s is scrubbed', async (_how, echoed) => {
    model.reply = {
      status: 401,
      error: { error: { message: `Incorrect API key provided: ${echoed}`, type: 'invalid_request_error' } },
    };
    const err = await complete(endpoint(), 's', 'u').catch((e: Error) => e);
    expect(err).toBeInstanceOf(Error);
    const message = (err as Error).message;
    expect(message).toContain('HTTP 401');
    for (let i = 0; i + 8 <= key.length; i++) expect(message).not.toContain(key.slice(i, i + 8));
  });
});
