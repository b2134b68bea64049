/**
 * Regression: links written in a blockquote whose syntax goes on to the
 * next quoted line.
 *
 * Contract: "files linked from a kept index or run log are never pruned"
 * (DESIGN §7, §8). A link in a quote is a link: CommonMark reads a quoted
 * line without its `>` markers.
 *
 * What happened: links.ts allowed a link's destination or title to go on
 * to the next line only when that line was bare, so `> [x](note.md` then
 * `> "title")`, `> [x](` then `> note.md)`, and `> [id]:` then
 * `> note.md` were no links (the last read as a link to `>`): a note linked
 * only that way was pruned by age from under the index or the curated
 * MEMORY.md that links it.
 *
 * What happens now: quote markers are read past at every depth; the note
 * is kept, and an unlinked note of the same age still goes. The first three
 * forms were read before too: they are here so that reading past the
 * markers keeps them.
 */
import { expect, it } from 'vitest';
import { run } from '../helpers/cli-in-process.js';
import { commitFiles, daysAgo, git } from '../helpers/git.js';
import { tempDir } from '../helpers/tmp.js';

/** Each links `target` from inside a quote. */
const FORMS: [string, (target: string) => string][] = [
  ['a wiki link on a continuation line', (t) => `> See the limits in\n> [[${t.replace(/\.md$/, '')}]]\n`],
  ['an inline link on a continuation line', (t) => `> See the limits and\n> [the rate-limit note](${t})\n`],
  ['a reference definition in a quote', (t) => `> Rate limits: [note].\n>\n> [note]: ${t}\n`],
  ['an inline link whose title is on the next quoted line', (t) => `> [Rate limits](${t}\n> "why 10 per second")\n`],
  ['an inline link whose destination is on the next quoted line', (t) => `> See the [rate-limit note](\n> ${t}).\n`],
  ['a reference definition whose destination is on the next quoted line', (t) => `> [note]:\n> ${t}\n`],
  ['a nested quote continued at a shallower depth', (t) => `> > [Rate limits](${t}\n> 'why')\n`],
  ['a quoted list item continued on the next line', (t) => `> - [Rate limits](\n>   ${t} (why))\n`],
];

const D = '.claude/agent-memory/rev';
const project = (body: string) => `---\nname: n\ndescription: ${body}\nmetadata:\n  type: project\n---\n\n${body}\n`;

/** Where each store keeps the linking file and its old notes. */
const STORES: [string, (quote: (t: string) => string) => Record<string, string>, string, string][] = [
  [
    'a Claude Code MEMORY.md index',
    (quote) => ({
      [`${D}/MEMORY.md`]: `# Memory Index\n\n${quote('project_rate.md')}`,
      [`${D}/project_rate.md`]: project('The API allows 10 requests per second.'),
      [`${D}/project_old.md`]: project('An old spike on caching, abandoned.'),
    }),
    `${D}/project_rate.md`,
    `${D}/project_old.md`,
  ],
  [
    "OpenClaw's curated MEMORY.md (the run log)",
    (quote) => ({
      'MEMORY.md': `# Long-term memory\n\n${quote('memory/2026-01-05.md')}`,
      'SOUL.md': '# Soul\n\nBe terse.\n',
      'memory/2026-01-05.md': '# 2026-01-05\n\n- The API allows 10 requests per second.\n',
      'memory/2026-01-07.md': '# 2026-01-07\n\n- Rotated the staging API key.\n',
    }),
    'memory/2026-01-05.md',
    'memory/2026-01-07.md',
  ],
];

for (const [store, files, linked, unlinked] of STORES) {
  it.each(FORMS)(`${store}: a note linked by %s is kept, an unlinked one of its age pruned`, async (_, quote) => {
    const root = await tempDir();
    await git(root, ['init', '-q', '-b', 'main']);
    await commitFiles(root, files(quote), daysAgo(60));
    expect((await run(['init', '--write', '--root', root], root)).code).toBe(0);
    const dry = await run(['prune', '--all', '--dry-run', '--root', root], root);
    expect(dry.code).toBe(0);
    expect(dry.out).toContain(unlinked);
    expect(dry.out).not.toContain(linked);
  });
}
