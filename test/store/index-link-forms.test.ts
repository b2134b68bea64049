/**
 * Regression, found by an attack: CommonMark link forms in a Claude Code MEMORY.md index.
 *
 * Contract broken: "Never pruned, whatever the type rules say: ... files
 * linked from a kept index" (DESIGN §7); README Claude Code row: never
 * "prunes it [MEMORY.md], or any file it links"; "A pruned file's line in
 * an index is removed in the same change, or the file is kept."
 *
 * Input shape: Claude Code agent memory `.claude/agent-memory/rev/` with a
 * `MEMORY.md` index and `type: project` notes (front matter nested under
 * `metadata:`, as Claude Code writes them), committed 60 days ago; set up
 * by `memkeep init --write`. The index links each note with an ordinary
 * CommonMark link form:
 *   - a reference-style link: `[Deploy][deploy]` + `[deploy]: project_deploy.md`
 *   - an inline link with a single-quoted title: `[x](project_single.md 'title')`
 *   - an inline link whose file name holds balanced parentheses:
 *     `[x](project_fix(r2).md)`
 *
 * What happened: `linkedFiles` (then in src/memory/typed/typed.ts) only
 * matched `](target)` / `](target "title")` and stopped a target at the
 * first `)`, so none of these counted as linked: `memkeep prune` deleted the
 * notes the index links and left dead links in MEMORY.md.
 *
 * What happens now: links are read as CommonMark writes them
 * (src/memory/typed/links.ts, shared by pruning, load and the dead-link
 * fixer); every note the index links is kept (only project_unlinked.md ages
 * out), and the fixer never takes out an index line whose link resolves.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withoutDeadLinks } from '../../src/memory/typed/dead-links.js';
import { linkedFiles } from '../../src/memory/typed/links.js';
import { run } from '../helpers/cli-in-process.js';
import { commitFiles, daysAgo, git } from '../helpers/git.js';
import { tempDir } from '../helpers/tmp.js';

const D = '.claude/agent-memory/rev';
const note = (name: string, body: string) =>
  `---\nname: ${name}\ndescription: ${body}\nmetadata:\n  type: project\n---\n\n${body}\n`;

async function store(index: string, linked: string): Promise<string> {
  const root = await tempDir();
  await git(root, ['init', '-q', '-b', 'main']);
  await commitFiles(
    root,
    {
      [`${D}/MEMORY.md`]: index,
      [`${D}/${linked}`]: note('linked', 'Deploys go blue/green; the LB health check interval must be 10s.'),
      [`${D}/project_unlinked.md`]: note('unlinked', 'An old spike on caching, abandoned.'),
    },
    daysAgo(60),
  );
  const init = await run(['init', '--write', '--root', root], root);
  expect(init.code).toBe(0);
  expect(init.out).toMatch(/wrote agents\/rev\.toml/);
  return root;
}

const cases: [string, string, string][] = [
  [
    'a reference-style link',
    '# Memory Index\n\n## Project\n\n- [Deploy notes][deploy] — blue/green details\n\n[deploy]: project_deploy.md\n',
    'project_deploy.md',
  ],
  [
    'an inline link with a single-quoted title',
    "# Memory Index\n\n## Project\n\n- [Deploy notes](project_deploy.md 'blue/green') — details\n",
    'project_deploy.md',
  ],
  [
    'an inline link to a file name with balanced parentheses',
    '# Memory Index\n\n## Project\n\n- [Audit fix round 2](project_fix(r2).md) — details\n',
    'project_fix(r2).md',
  ],
];

for (const [form, index, linked] of cases) {
  it(`a project note the index links by ${form} is never pruned`, async () => {
    const root = await store(index, linked);
    const dry = await run(['prune', '--all', '--dry-run', '--root', root], root);
    expect(dry.code).toBe(0);
    expect(dry.out).toContain('project_unlinked.md'); // the control: old and unlinked, it goes
    expect(dry.out).not.toContain(linked);
    const real = await run(['prune', '--all', '--root', root], root);
    expect(real.code).toBe(0);
    const left = await readdir(join(root, D));
    expect(left).toContain(linked);
    expect(left).toContain('MEMORY.md');
    expect(left).not.toContain('project_unlinked.md');
    expect(await readFile(join(root, D, 'MEMORY.md'), 'utf8')).toBe(index);
  });
}

describe('link forms, as pruning and the dead-link fixer read them', () => {
  const I = '/m/MEMORY.md';
  it('reads inline links, reference definitions and wiki links as CommonMark and Obsidian write them', () => {
    const text = [
      '- [a](<a note.md> "t") [b](b%20note.md#top) [c](c.md (paren title)) [d](sub/d\\(1\\).md)',
      '- [e](e.md',
      '  "a title on the next line") [x](https://example.com/x.md) [y](#anchor) [z](/etc/passwd)',
      "[f]: <f file.md> 't'",
      '> [G g]: g.md',
      '[next]:',
      '   next.md',
      '[^1]: a footnote, not a link',
      '[[h]] [[i.md|alias]] [[sub/j#Heading]] [[#top]]',
      '[not a link](k.md junk)',
    ].join('\n');
    expect(linkedFiles(I, text)).toEqual([
      '/m/a note.md',
      '/m/b note.md',
      '/m/c.md',
      '/m/sub/d(1).md',
      '/m/e.md',
      '/m/f file.md',
      '/m/g.md',
      '/m/next.md',
      '/m/h.md',
      '/m/h',
      '/m/i.md',
      '/m/sub/j.md',
      '/m/sub/j',
    ]);
  });

  it('never takes out a list item whose link resolves under any of these forms', () => {
    const text = [
      '- [Deploy][deploy] — uses a definition',
      '- [Fix](project_fix(r2).md) — parentheses',
      "- [Single](single.md 'title')",
      '- [[wiki]] — a wiki link',
      '- [[gone]] — a wiki link to nothing',
      '- [Gone][gone-ref] and [Here](single.md)',
      '- [Gone][gone-ref]',
      '',
      '[deploy]: project_deploy.md',
      '[gone-ref]: missing.md',
    ].join('\n');
    const here = new Set(['/m/project_deploy.md', '/m/project_fix(r2).md', '/m/single.md', '/m/wiki.md']);
    const out = withoutDeadLinks(I, text, (p) => here.has(p));
    expect(out.dead).toEqual([
      { line: '- [[gone]] — a wiki link to nothing', targets: ['/m/gone.md'], removed: true },
      { line: '- [Gone][gone-ref] and [Here](single.md)', targets: ['/m/missing.md'], removed: false },
      { line: '- [Gone][gone-ref]', targets: ['/m/missing.md'], removed: true },
      { line: '[gone-ref]: missing.md', targets: ['/m/missing.md'], removed: false },
    ]);
    expect(out.text).toBe(
      text
        .split('\n')
        .filter((l) => !['- [[gone]] — a wiki link to nothing', '- [Gone][gone-ref]'].includes(l))
        .join('\n'),
    );
  });
});
