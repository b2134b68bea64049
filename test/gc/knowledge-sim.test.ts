/**
 * Forty scheduled runs, five entries appended before each, a gc after each
 * (trim to 5, distil): with the local analyzer and with a loopback model
 * that answers operations. After every run the knowledge file stays within
 * knowledge_max, holds no duplicate item or statement, never keeps a fact
 * beside the newer one that superseded it, and `load` returns it.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DISTIL_PROMPT } from '../../src/analysis/distil-prompt.js';
import { loadStoreConfig } from '../../src/config/store-config.js';
import { selectAgents } from '../../src/gc/agents.js';
import { apply } from '../../src/gc/apply.js';
import { plan } from '../../src/gc/plan.js';
import { loadForAgent } from '../../src/memory/agent-load.js';
import { normaliseText, parseItems, renderItems, titleKey } from '../../src/memory/knowledge/items.js';
import { type ModelServer, type RecordedRequest, report, startModelServer } from '../helpers/model-server.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const CAP = 2048;
const TOPICS = ['Deploy pipeline', 'Credential rotation', 'Release notes', 'Flaky e2e suite', 'Docs site build'];

/** Run r's five entries: a standing fact per topic (the deploy fix changes at run 21), and one fact new each run. */
function batch(r: number): string {
  return TOPICS.map((topic, i) => {
    const minute = String(i).padStart(2, '0');
    const stamp = `2026-01-${String(1 + Math.floor(r / 2)).padStart(2, '0')}T${String((r % 2) * 12).padStart(2, '0')}:${minute}:00Z`;
    const fact =
      i === 0
        ? `**Fix:** pin Node to ${r < 21 ? 22 : 24} in \`deploy.yml\`.`
        : i === 4
          ? `**Decision:** build ${r} of the docs uses \`theme-${r}.css\`.`
          : `**Pattern:** ${topic.toLowerCase()} needs \`${i}.sh\` before the run.`;
    return `## ${stamp}\n**Task:** ${i === 4 ? `${topic} ${r}` : topic}\n**Result:** Done.\n${fact}\n\n`;
  }).join('');
}

let server: ModelServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/**
 * A small stand-in for a model: for each entry it was shown, an update of
 * the item with the entry's task as title (a supersede when the statement
 * differs), else an add; every operation cites its entry.
 */
function operations(req: RecordedRequest) {
  const text = req.body.messages[1].content as string;
  const items = [...text.matchAll(/^K(\d+)\. (.*)\n((?:- .*\n?)*)/gm)].map((m) => ({
    id: `K${m[1]}`,
    title: m[2],
    lines: m[3],
  }));
  const ops = [...text.matchAll(/^## (E\d+): .*\n(.*)\n[\s\S]*?\n(\*\*\w+:\*\* .*)\n/gm)].map((m) => {
    const [, id, task, fact] = m;
    const statement = fact.replace(/\*\*/g, '');
    const known = items.find((k) => k.title === task);
    if (!known) return { op: 'add', item: null, title: task, knowledge: [statement], evidence: [id] };
    return {
      op: known.lines.includes(statement) ? 'update' : 'supersede',
      item: known.id,
      title: task,
      knowledge: [statement],
      evidence: [id],
    };
  });
  return { content: JSON.stringify({ operations: ops }) };
}

async function simulate(analyzer: 'local' | 'llm') {
  const root = await tempDir();
  await writeTree(root, {
    'agents/a.toml': `model = "openai/sim"\n[memory]\nenabled = true\nlast_n = 5\nknowledge_max = ${CAP}\n`,
    'memory/a.md': '',
  });
  const env: NodeJS.ProcessEnv = {};
  if (analyzer === 'llm') {
    server = await startModelServer((req) =>
      req.body.messages[0].content === DISTIL_PROMPT ? operations(req) : { content: report('ok') },
    );
    Object.assign(env, { OPENAI_API_KEY: 'sk-sim-0123456789abcdef', MEMKEEP_OPENAI_BASE_URL: server.url });
  }
  const digest = join(root, 'memory/a/procedural/digest.md');
  for (let r = 1; r <= 40; r++) {
    await writeFile(join(root, 'memory/a.md'), (await readFile(join(root, 'memory/a.md'), 'utf8')) + batch(r));
    const s = await loadStoreConfig(root);
    const p = await plan(s, await selectAgents(s, ['a'], false), {
      steps: ['trim', 'distil'],
      dryRun: false,
      now: new Date(Date.UTC(2026, 1, r)),
      analysis: { store: s, env, analyzer, cache: { version: 1, agents: {} } },
    });
    expect(p.agents[0].status, JSON.stringify(p.agents[0].error)).toBe('planned');
    await apply(p);
    if (r === 1) continue;
    const items = parseItems(await readFile(digest, 'utf8'), 2).items;
    expect(Buffer.byteLength(renderItems(items, 2)), `run ${r}`).toBeLessThanOrEqual(CAP);
    const titles = items.map((i) => titleKey(i.title));
    expect(new Set(titles).size, `run ${r}: duplicate items`).toBe(titles.length);
    const lines = items.flatMap((i) => i.lines.map(normaliseText));
    expect(new Set(lines).size, `run ${r}: duplicate statements`).toBe(lines.length);
    const all = items.flatMap((i) => i.lines).join('\n');
    // The deploy fix changed at run 21 (dropped from the log at run 22): never both.
    expect(all.includes('Node to 22') && all.includes('Node to 24'), `run ${r}: superseded fact kept`).toBe(false);
    if (r >= 22) expect(all).toContain('pin Node to 24');
    const load = await loadForAgent(s, (await selectAgents(s, ['a'], false))[0].agent!);
    expect(load.files.map((f) => f.path)).toContain('memory/a/procedural/digest.md');
  }
  return parseItems(await readFile(digest, 'utf8'), 2).items;
}

describe('forty runs of knowledge', () => {
  it('local analyzer: within the cap, no duplicates, no superseded fact, loaded every run', async () => {
    const items = await simulate('local');
    const deploy = items.find((i) => i.title === 'Deploy pipeline')!;
    expect(deploy.count).toBeGreaterThan(30);
    expect(deploy.evidence.length).toBeLessThanOrEqual(3);
  });

  it('loopback model: the same guarantees from checked operations', async () => {
    const items = await simulate('llm');
    expect(items.find((i) => i.title === 'Deploy pipeline')!.lines).toEqual(['- Fix: pin Node to 24 in `deploy.yml`.']);
    expect(server!.requests.filter((r) => r.body.messages[0].content === DISTIL_PROMPT).length).toBe(39);
  });
});
