/**
 * The review shows the knowledge change as markdown (issue 21, item 7):
 * each operation's item reads as the file holds it, nested under what
 * happened to it. The item's lines are the file's, and anyone who can
 * push may have written them: rendered, they stay inert (no mention, no
 * closing keyword, no image, no HTML) and held inside their list (a fence
 * left open is closed before the next section).
 */
import { describe, expect, it } from 'vitest';
import { loadStoreConfig } from '../../src/config/store-config.js';
import { selectAgents } from '../../src/gc/agents.js';
import { plan } from '../../src/gc/plan.js';
import { DIGEST_HEADER } from '../../src/memory/knowledge/distilled.js';
import { parseItems, renderItems } from '../../src/memory/knowledge/items.js';
import { mergeKnowledge } from '../../src/memory/knowledge/merge-items.js';
import { renderReview } from '../../src/render/review.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const HOSTILE = [
  '- Ping @octocat about it; Fixes #12',
  '- ![pixel](https://tracker.example/p.gif)',
  '- <details><summary>open</summary>',
  '```',
  'an unclosed fence: the review after it would be code',
].join('\n');

const entry = (minute: number, text: string) =>
  `## 2026-01-01T00:0${minute}:00Z\n**Task:** ${text}\n**Result:** **Decision:** \`deploy/${minute}.sh\` must run before the release.\n\n`;

describe("a reviewer's item with a fence left open", () => {
  it('gets the new statements after the fence, closed, not inside it as code', () => {
    const mine = { title: 'Deploy', lines: ['Notes:', '```sh', './deploy.sh'], evidence: [], count: 0, confirmed: '' };
    const entry = {
      title: 'Deploy',
      lines: ['- Run `deploy.sh` from the root.'],
      evidence: ['2026-01-01'],
      count: 1,
      confirmed: '2026-01-01',
    };
    const [item] = mergeKnowledge([mine], [entry]).items;
    expect(item.lines).toEqual(['Notes:', '```sh', './deploy.sh', '```', '- Run `deploy.sh` from the root.']);
    // Written and read back, the statement is a line of the item, not of a code block.
    expect(parseItems(renderItems([item], 2), 2).items[0].lines).toEqual(item.lines);
  });
});

describe('knowledge in the review', () => {
  it('renders each item as markdown under its operation, inert and held inside the list', async () => {
    const root = await tempDir();
    await writeTree(root, {
      'agents/a.toml': '[memory]\nenabled = true\nlast_n = 1\n',
      'memory/a.md': [0, 1, 2].map((m) => entry(m, `Deploy step ${m}`)).join(''),
      // A reviewer's item (no evidence line) under the title of a dropped entry: the merge adds to it.
      'memory/a/procedural/digest.md': `${DIGEST_HEADER}\n## Deploy step 0\n${HOSTILE}\n`,
    });
    const s = await loadStoreConfig(root);
    const p = await plan(s, await selectAgents(s, ['a'], false), {
      steps: ['trim', 'distil'],
      dryRun: true,
      analysis: { store: s, env: {}, analyzer: 'local', cache: { version: 1, agents: {} } },
    });
    const ops = p.agents[0].steps.distil!.knowledge!.ops;
    expect(ops.map((o) => [o.op, o.title])).toContainEqual(['update', 'Deploy step 0']);
    const body = renderReview(p, undefined, { base: 'main', mode: 'dry-run' });
    // Markdown, not escaped text: the operation in bold, the item's statements nested under it as bullets.
    expect(body).toMatch(
      /^- \*\*added\*\* "Deploy step 1" \(evidence: 2026-01-01T00:01:00Z\)\n {2}- \*\*Decision:\*\* `deploy\/1\.sh` must run before the release\.$/m,
    );
    expect(body).toMatch(/^- \*\*updated\*\* "Deploy step 0" \(evidence: 2026-01-01T00:00:00Z\)/m);
    const list = body.slice(body.indexOf('**updated** "Deploy step 0"'));
    expect(list).toContain('Ping @\u2060octocat');
    expect(list).toMatch(/F\u2060ixes #\u2060?12/);
    expect(list).not.toContain('![pixel]');
    expect(list).not.toMatch(/<details><summary>open/);
    // The fence the item left open is closed inside its own list item, as the file will hold it; a
    // closer after the list would open a fence there instead (the list item had ended the first).
    expect(list).toMatch(
      /^ {2}```\n {2}an unclosed fence: the review after it would be code\n {2}```\n {2}- \*\*Decision:\*\* `deploy\/0\.sh`[^\n]*\n- \*\*added\*\*/m,
    );
    expect(body.split('\n').filter((l) => /^\s*```/.test(l))).toEqual(['  ```', '  ```']);
  });
});
