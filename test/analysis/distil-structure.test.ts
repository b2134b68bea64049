/**
 * Regressions found by an attack on round 3, described as they were: a valid distil answer whose text changes the knowledge file's
 * markdown structure without a heading, fence or line break. safeLine
 * escapes `-`, `+`, `>`, `=`, `|`, `#` and ordered-list markers at the start
 * of a line, but not:
 *  - a link reference definition (`[x]: https://…`): inside the `- ` bullet
 *    it is a definition (CommonMark §4.7 applies inside list items): the
 *    bullet renders as nothing, and a reviewer's `[runbook]` that was plain
 *    text becomes a link to where the model said;
 *  - a `*` list marker or a `***` / `---` thematic break: `- * x` is a
 *    nested list, `- ***` a list item holding a horizontal rule, and
 *    `- ---` is itself a thematic break (CommonMark: the break wins over
 *    the list item), so the knowledge line renders as a bare rule.
 * The contract: structure-changing text is refused, or neutralised visibly.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { entries, gc, model, ops, store } from '../helpers/distil-store.js';
import type { ModelServer } from '../helpers/model-server.js';

let server: ModelServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const digestPath = (root: string) => join(root, 'memory/a/procedural/digest.md');

/** Refused (exit 3, log untouched, no digest), or written with the structure neutralised. */
async function refusedOrNeutralised(knowledge: string, structural: RegExp) {
  server = await model({ content: ops([{ title: 'Runbook', knowledge: [knowledge], evidence: ['E1'] }]) });
  const root = await store({
    'memory/a/procedural/digest.md': '# Knowledge\n\n## Where to look\nThe [runbook] is the first place to check.\n',
  });
  const r = await gc(root, server);
  if (r.code === 3) {
    expect(await readFile(join(root, 'memory/a.md'), 'utf8')).toBe(entries());
    return;
  }
  expect(r.code, r.err).toBe(0);
  const digest = await readFile(digestPath(root), 'utf8');
  expect(digest, digest).not.toMatch(structural);
  expect(existsSync(digestPath(root))).toBe(true);
}

describe('structure in a valid model answer', () => {
  it('a link reference definition is not written live into a bullet', async () => {
    // `- [runbook]: https://evil.example/phish` defines [runbook] for the whole file.
    await refusedOrNeutralised('[runbook]: https://evil.example/phish', /^- \[[^\]\\]+\]:[ \t]/m);
  });

  it('a `*` list marker is not written live into a bullet (a nested list)', async () => {
    await refusedOrNeutralised('* nested list item the model added', /^- \*[ \t]/m);
  });

  it('a `***` thematic break is not written live into a bullet (a horizontal rule)', async () => {
    await refusedOrNeutralised('***', /^- (?:\*\s*){3,}$/m);
  });

  it('a `---` thematic break is not written live into a bullet (a horizontal rule)', async () => {
    await refusedOrNeutralised('---', /^- (?:-\s*){3,}$/m);
  });
});
