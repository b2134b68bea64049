import { chmod, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemkeepError } from '../../src/errors.js';
import { lock } from '../../src/fs/lock.js';
import {
  indexSummary,
  lineEnding,
  mergeSections,
  PROJECT_MEMORY_SECTIONS,
  projectKey,
  splitSections,
  USER_PROFILE_SECTIONS,
} from '../../src/memory/sections/section-file.js';
import { readTextForRewrite, writeSections } from '../../src/memory/sections/section-write.js';

const PROFILE = USER_PROFILE_SECTIONS;
const SCAFFOLD = '## Preferences\n\n## Working style\n\n## Recurring topics\n';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'memkeep-sections-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** The error a call throws, for checking its fields. */
async function failure(run: () => unknown): Promise<MemkeepError> {
  try {
    await run();
  } catch (err) {
    expect(err).toBeInstanceOf(MemkeepError);
    return err as MemkeepError;
  }
  throw new Error('expected an error');
}

function headings(text: string): string[] {
  return splitSections(text).sections.map((s) => s.heading);
}

describe('section sets', () => {
  it('are the evva sets, in canonical order', () => {
    expect(USER_PROFILE_SECTIONS).toEqual(['Preferences', 'Working style', 'Recurring topics']);
    expect(PROJECT_MEMORY_SECTIONS).toEqual(['Project facts', 'Decisions', 'Open issues', 'References']);
  });
});

describe('splitSections', () => {
  it('splits a preamble and top-level sections, losslessly', () => {
    const text = '# Title\nintro\n\n## A\none\n\n## B  \n### sub\ntwo\n';
    const split = splitSections(text);
    expect(split.preamble).toBe('# Title\nintro\n\n');
    expect(split.sections).toEqual([
      { heading: 'A', body: 'one\n\n', raw: '## A\none\n\n' },
      { heading: 'B', body: '### sub\ntwo\n', raw: '## B  \n### sub\ntwo\n' },
    ]);
    expect(split.preamble + split.sections.map((s) => s.raw).join('')).toBe(text);
  });

  it('handles empty text, a heading on the last line and no sections', () => {
    expect(splitSections('')).toEqual({ preamble: '', sections: [] });
    expect(splitSections('just text\n')).toEqual({ preamble: 'just text\n', sections: [] });
    expect(splitSections('## Last')).toEqual({
      preamble: '',
      sections: [{ heading: 'Last', body: '', raw: '## Last' }],
    });
  });

  it("counts `## ` after any spaces and tabs, as evva's TrimLeft does: 4 spaces and a tab too; not ###, not ##tab", () => {
    expect(headings('### a\n ## b\n##\tc\n##d\n## e\n   ## f\n    ## g\n\t## h\n \t  ## i\n\t### j\n')).toEqual([
      'b',
      'e',
      'f',
      'g',
      'h',
      'i',
    ]);
  });

  it('merges into a section whose heading is indented four spaces or by a tab, as evva does (outside testers)', () => {
    const text = '## Project facts\nx\n    ## Decisions\nold\n\t## Open issues\nflaky\n';
    expect(mergeSections(text, { Decisions: 'new' }, PROJECT_MEMORY_SECTIONS)).toBe(
      '## Project facts\nx\n\n## Decisions\nnew\n\n## Open issues\nflaky\n\n## References\n',
    );
  });

  it('treats a `## ` line inside a backtick or tilde fence as body text', () => {
    const text = '## A\n```md\n## not a heading\n```\n## B\n~~~\n## nor this\n~~~\n## C\n';
    const split = splitSections(text);
    expect(split.sections.map((s) => s.heading)).toEqual(['A', 'B', 'C']);
    expect(split.sections[0]?.body).toBe('```md\n## not a heading\n```\n');
  });

  it('accepts fences indented up to 3 spaces, not 4', () => {
    expect(headings('## A\n   ```\n## fenced\n   ```\n## B\n')).toEqual(['A', 'B']);
    expect(headings('## A\n    ```\n## B\n')).toEqual(['A', 'B']);
  });

  it('closes a fence only with the same character, at least as long, and nothing after it', () => {
    expect(headings('## A\n````\n```\n## in\n````\n## B\n')).toEqual(['A', 'B']);
    expect(headings('## A\n```\n~~~\n## in\n```\n## B\n')).toEqual(['A', 'B']);
    expect(headings('## A\n```\n``` x\n## in\n`````\n## B\n')).toEqual(['A', 'B']);
  });

  it('does not open a backtick fence whose info string holds a backtick', () => {
    expect(headings('## A\n``` a`b\n## B\n')).toEqual(['A', 'B']);
  });

  it('does not count a fence opener that never closes as a fence (DESIGN.md section 7)', () => {
    expect(headings('## A\n```\n## B\n## C\n')).toEqual(['A', 'B', 'C']);
    // Closed only by a shorter run or the other character: still unclosed.
    expect(headings('## A\n````\n## B\n```\n~~~\n## C\n')).toEqual(['A', 'B', 'C']);
    // An unclosed opener before a real fence leaves that fence a fence.
    expect(headings('## A\n~~~\n## B\n```\n## in\n```\n## C\n')).toEqual(['A', 'B', 'C']);
  });

  it('keeps a BOM in the preamble and still sees a heading on the first line', () => {
    const split = splitSections('\uFEFF## A\nx\n');
    expect(split.preamble).toBe('\uFEFF');
    expect(split.sections.map((s) => s.heading)).toEqual(['A']);
  });

  it('reads CRLF text, keeping it verbatim in raw', () => {
    const split = splitSections('pre\r\n## A \r\nx\r\n```\r\n## in\r\n```\r\n## B\r\n');
    expect(split.sections.map((s) => s.heading)).toEqual(['A', 'B']);
    expect(split.sections[0]?.raw).toBe('## A \r\nx\r\n```\r\n## in\r\n```\r\n');
  });
});

describe('mergeSections', () => {
  it('scaffolds an empty file with every allowed heading, exactly as evva', () => {
    expect(mergeSections('', {}, PROFILE)).toBe(SCAFFOLD);
    expect(mergeSections('', new Map(), PROJECT_MEMORY_SECTIONS)).toBe(
      '## Project facts\n\n## Decisions\n\n## Open issues\n\n## References\n',
    );
  });

  it('rejects a key outside the allowed set before anything is merged', async () => {
    for (const updates of [{ Preferences: 'x', Hobbies: 'chess' }, new Map([['Hobbies', 'chess']])]) {
      const err = await failure(() => mergeSections('## Preferences\nold\n', updates, PROFILE));
      expect(err.code).toBe(2);
      expect(err.message).toBe(
        'section "Hobbies" is not in the allowed set [Preferences, Working style, Recurring topics]',
      );
    }
  });

  it('matches keys exactly: a padded key is not an allowed heading', async () => {
    const err = await failure(() => mergeSections('', { ' Preferences': 'x' }, PROFILE));
    expect(err.message).toBe(
      'section " Preferences" is not in the allowed set [Preferences, Working style, Recurring topics]',
    );
  });

  it('replaces a body, keeps untouched sections and headings that are not allowed', () => {
    const existing =
      '## Preferences\nold pref\n\n## Custom\nmine\n\n## Working style\nsteady\n\n## Recurring topics\ngo\n';
    expect(mergeSections(existing, { Preferences: 'new pref' }, PROFILE)).toBe(
      '## Preferences\nnew pref\n\n## Custom\nmine\n\n## Working style\nsteady\n\n## Recurring topics\ngo\n',
    );
  });

  it('trims heading text and bodies, old and new', () => {
    const existing = '##   Preferences   \n\n\n  old  \n\n\n\n## Working style\t\n\tsteady\n';
    expect(mergeSections(existing, { 'Working style': '\n\n  fast  \n\n' }, PROFILE)).toBe(
      '## Preferences\nold\n\n## Working style\nfast\n\n## Recurring topics\n',
    );
  });

  it('clears a body with "" but keeps the heading', () => {
    expect(mergeSections('## Preferences\nold\n', { Preferences: '' }, PROFILE)).toBe(SCAFFOLD);
  });

  it('appends missing allowed headings in allowed order, whatever the update order', () => {
    const expected = '## Open issues\nflaky CI\n\n## Project facts\nTS\n\n## Decisions\n\n## References\nRFC\n';
    const forward = mergeSections(
      '## Open issues\nflaky CI\n',
      { 'Project facts': 'TS', References: 'RFC' },
      PROJECT_MEMORY_SECTIONS,
    );
    const reverse = mergeSections(
      '## Open issues\nflaky CI\n',
      new Map([
        ['References', 'RFC'],
        ['Project facts', 'TS'],
      ]),
      PROJECT_MEMORY_SECTIONS,
    );
    expect(forward).toBe(expected);
    expect(reverse).toBe(expected);
  });

  it('renders the trimmed preamble, then a blank line, and exactly one final newline', () => {
    const out = mergeSections('\n\n# Me\n\nnotes  \n\n\n## Preferences\nx\n\n\n\n', { 'Working style': 'y' }, PROFILE);
    expect(out).toBe('# Me\n\nnotes\n\n## Preferences\nx\n\n## Working style\ny\n\n## Recurring topics\n');
  });

  it('keeps a fenced `## ` line as body text', () => {
    const existing = '## Preferences\nuses:\n```md\n## Working style\n```\n\n## Recurring topics\nrust\n';
    const out = mergeSections(existing, { 'Recurring topics': 'go' }, PROFILE);
    expect(out).toBe(
      '## Preferences\nuses:\n```md\n## Working style\n```\n\n## Recurring topics\ngo\n\n## Working style\n',
    );
    expect(headings(out)).toEqual(['Preferences', 'Recurring topics', 'Working style']);
  });

  it('folds a repeated heading into its first occurrence, losing nothing', () => {
    const out = mergeSections('## Preferences\na\n## Working style\nw\n## Preferences\nb\n', {}, PROFILE);
    expect(out).toBe('## Preferences\na\n\nb\n\n## Working style\nw\n\n## Recurring topics\n');
  });

  it('never lets a body start a phantom section or leave a fence open', () => {
    const out = mergeSections(
      '',
      {
        Preferences: '## Sneaky\ntext\n  ## Other',
        'Working style': '```sh\nls',
        'Recurring topics': '```\n## code\n```',
      },
      PROFILE,
    );
    expect(out).toBe(
      '## Preferences\n\\## Sneaky\ntext\n  \\## Other\n\n## Working style\n```sh\nls\n```\n\n' +
        '## Recurring topics\n```\n## code\n```\n',
    );
    expect(headings(out)).toEqual(PROFILE);
  });

  it('escapes a heading line in a body as `\\## `, which CommonMark and evva read as text too', () => {
    const out = mergeSections('', { Decisions: 'a\n## b\n ## c' }, PROJECT_MEMORY_SECTIONS);
    expect(out).toContain('## Decisions\na\n\\## b\n \\## c\n');
    // evva takes a heading from `## ` after any spaces and tabs.
    expect(out.split('\n').filter((line) => /^[ \t]*## /.test(line))).toEqual(
      PROJECT_MEMORY_SECTIONS.map((h) => `## ${h}`),
    );
  });

  it('closes a fence the preamble leaves open, so no later fence line can swallow the sections', () => {
    const out = mergeSections('intro\n```\n## Preferences\n', { Preferences: '```\nx\n```' }, PROFILE);
    expect(out).toBe('intro\n```\n```\n\n## Preferences\n```\nx\n```\n\n## Working style\n\n## Recurring topics\n');
    expect(headings(out)).toEqual(PROFILE);
  });

  it('keeps the section after a fence evva left open (issue 17, item 1)', () => {
    // Exactly what evva writes for an update with an unbalanced fence.
    const evva =
      '## Decisions\n```js\nconst x = 1\n\n## Open issues\nflaky login test\n\n## Project facts\n\n## References\n';
    const out = mergeSections(evva, { Decisions: 'use pnpm' }, PROJECT_MEMORY_SECTIONS);
    expect(out).toBe(
      '## Decisions\nuse pnpm\n\n## Open issues\nflaky login test\n\n## Project facts\n\n## References\n',
    );
    const other = mergeSections(evva, { References: 'docs' }, PROJECT_MEMORY_SECTIONS);
    expect(other).toContain('## Decisions\n```js\nconst x = 1\n```\n\n## Open issues\nflaky login test\n');
  });

  it('treats an indented heading as the section it is (issue 17, item 2)', () => {
    const text = '## Project facts\nx\n ## Decisions\nold\n';
    expect(mergeSections(text, { Decisions: 'new' }, PROJECT_MEMORY_SECTIONS)).toBe(
      '## Project facts\nx\n\n## Decisions\nnew\n\n## Open issues\n\n## References\n',
    );
    expect(mergeSections(text, { 'Project facts': 'y' }, PROJECT_MEMORY_SECTIONS)).toBe(
      '## Project facts\ny\n\n## Decisions\nold\n\n## Open issues\n\n## References\n',
    );
  });

  it('is idempotent: the same updates twice give identical text', () => {
    const cases: [string, Record<string, string>][] = [
      ['', {}],
      ['', { Preferences: 'tabs' }],
      ['intro\n## Working style\n\n\nslow\n\n\n## Custom\n  c  \n', { Preferences: '  a\n\n  b  ' }],
      ['## Preferences\r\nx\r\n', { 'Recurring topics': 'y' }],
      ['## Preferences\n```\n## x\n', { 'Working style': '## y\n```' }],
      ['## Preferences\n   ## Deep\n', {}],
      ['## Preferences\na\n## Preferences\nb\n', { 'Working style': '' }],
      ['intro\n~~~~\n## Preferences\nfenced\n', { Preferences: 'p' }],
    ];
    for (const [existing, updates] of cases) {
      const once = mergeSections(existing, updates, PROFILE);
      expect(mergeSections(once, updates, PROFILE)).toBe(once);
      expect(mergeSections(once, {}, PROFILE)).toBe(once);
    }
  });
});

describe('indexSummary', () => {
  const memory =
    '# Project\n\n## Project facts\n\n  TypeScript, ESM  \nmore\n\n## Decisions\n\n## Open issues\n```\n## not a section\n```\n';

  it('gives one line per section with an em dash, (empty) for an empty body, no trailing newline', () => {
    expect(indexSummary(memory, 80)).toBe(
      '## Project facts — TypeScript, ESM\n## Decisions — (empty)\n## Open issues — ```',
    );
  });

  it('gives a repeated heading one line, as merge folds it (issue 17, item 3)', () => {
    expect(indexSummary('## Decisions\n\n## Decisions\nsecond\n', 80)).toBe('## Decisions — second');
    expect(indexSummary('## A\nfirst\n## B\n## A\nsecond\n', 80)).toBe('## A — first\n## B — (empty)');
  });

  it('gives "" when there are no sections', () => {
    expect(indexSummary('', 80)).toBe('');
    expect(indexSummary('just a preamble\n', 80)).toBe('');
  });

  it('treats max <= 0 as 80', () => {
    const long = `## A\n${'x'.repeat(100)}\n`;
    const at80 = `## A — ${'x'.repeat(80)}…`;
    expect(indexSummary(long, 0)).toBe(at80);
    expect(indexSummary(long, -3)).toBe(at80);
    expect(indexSummary(long, 80)).toBe(at80);
  });

  it('cuts the body excerpt to max characters plus …, and keeps one of exactly max', () => {
    expect(indexSummary('## A\nabcdef\n', 3)).toBe('## A — abc…');
    expect(indexSummary('## A\nabc\n', 3)).toBe('## A — abc');
    expect(indexSummary('## A\n\n', 3)).toBe('## A — (empty)');
  });

  it('cuts on a code point boundary, never inside a surrogate pair', () => {
    const content = '## A\nab😀cd\n';
    expect(indexSummary(content, 3)).toBe('## A — ab😀…');
    expect(indexSummary(content, 2)).toBe('## A — ab…');
    for (let max = 1; max <= 6; max++) {
      const line = indexSummary(content, max);
      expect(Buffer.from(line, 'utf8').toString('utf8')).toBe(line);
    }
  });
});

describe('projectKey', () => {
  it('follows the evva examples', () => {
    expect(projectKey('/Users/johnny/lab/evva')).toBe('-Users-johnny-lab-evva');
    expect(projectKey('/home/alice/work/api')).toBe('-home-alice-work-api');
    expect(projectKey('C:\\Users\\Alice\\proj')).toBe('C-Users-Alice-proj');
    expect(projectKey('/')).toBe('');
    expect(projectKey('')).toBe('');
  });

  it('cleans the path first, the same way on every OS', () => {
    expect(projectKey('/a//b/../c')).toBe(projectKey('/a/c'));
    expect(projectKey('/a/c')).toBe('-a-c');
    expect(projectKey('/a/b/')).toBe('-a-b');
    expect(projectKey('C:\\Users\\..\\proj\\')).toBe('C-proj');
    expect(projectKey('C:/Users/Alice\\proj')).toBe('C-Users-Alice-proj');
    expect(projectKey('C:\\')).toBe('C');
    expect(projectKey('C:\\..\\..\\x')).toBe('C-x');
  });

  it('trims trailing dashes and keeps a leading one', () => {
    expect(projectKey('/srv/app-')).toBe('-srv-app');
  });

  it('squeezes runs of dashes as evva does, and gives a bare drive its letter (issue 17, item 4)', () => {
    expect(projectKey('/home/dev/foo--bar')).toBe('-home-dev-foo-bar');
    expect(projectKey('/home/dev/-x/y---')).toBe('-home-dev-x-y');
    expect(projectKey('C:')).toBe('C');
    expect(projectKey('c:/')).toBe('c');
  });
});

describe('lineEnding', () => {
  it('is decided by the first line', () => {
    expect(lineEnding('a\r\nb\n')).toBe('\r\n');
    expect(lineEnding('a\nb\r\n')).toBe('\n');
    expect(lineEnding('')).toBe('\n');
  });
});

describe('readTextForRewrite', () => {
  it('reads a whole file and gives undefined for a missing one', async () => {
    const path = join(dir, 'big.md');
    const text = 'é'.repeat(100_000);
    await writeFile(path, text);
    expect(await readTextForRewrite(path, 'update')).toBe(text);
    expect(await readTextForRewrite(join(dir, 'missing.md'), 'update')).toBeUndefined();
  });
});

describe('writeSections', () => {
  const profile = () => join(dir, 'USER_PROFILE.md');

  it('creates a missing file and its directories', async () => {
    const path = join(dir, 'projects', '-a-b', 'MEMORY.md');
    await writeSections(path, { Decisions: 'ESM only' }, PROJECT_MEMORY_SECTIONS);
    expect(await readFile(path, 'utf8')).toBe(
      '## Project facts\n\n## Decisions\nESM only\n\n## Open issues\n\n## References\n',
    );
  });

  it('never writes back a truncated read: a 70 KB file keeps its tail', async () => {
    const filler = Array.from({ length: 2500 }, (_, i) => `- preference number ${String(i).padStart(5, '0')} ok`).join(
      '\n',
    );
    await writeFile(
      profile(),
      `## Preferences\n${filler}\n\n## Working style\nold\n\n## Recurring topics\nTAIL-MARKER\n`,
    );
    expect((await stat(profile())).size).toBeGreaterThan(70_000);
    await writeSections(profile(), { 'Working style': 'new' }, PROFILE);
    const after = await readFile(profile(), 'utf8');
    expect(after).toBe(`## Preferences\n${filler}\n\n## Working style\nnew\n\n## Recurring topics\nTAIL-MARKER\n`);
  });

  it('keeps the file mode', async () => {
    await writeFile(profile(), SCAFFOLD);
    await chmod(profile(), 0o640);
    await writeSections(profile(), { Preferences: 'x' }, PROFILE);
    expect((await stat(profile())).mode & 0o777).toBe(0o640);
  });

  it('is idempotent on disk and does not rewrite an unchanged file', async () => {
    await writeSections(profile(), { Preferences: 'x' }, PROFILE);
    const first = await readFile(profile());
    const ino = (await stat(profile())).ino;
    await writeSections(profile(), { Preferences: 'x' }, PROFILE);
    expect(await readFile(profile())).toEqual(first);
    expect((await stat(profile())).ino).toBe(ino);
  });

  it('keeps CRLF line endings, also for bodies given with LF or CRLF', async () => {
    await writeFile(profile(), 'Intro\r\n\r\n## Preferences\r\nold\r\n\r\n## Working style\r\nsteady\r\n');
    await writeSections(profile(), { Preferences: 'one\ntwo', 'Recurring topics': 'a\r\nb' }, PROFILE);
    expect(await readFile(profile(), 'utf8')).toBe(
      'Intro\r\n\r\n## Preferences\r\none\r\ntwo\r\n\r\n## Working style\r\nsteady\r\n\r\n## Recurring topics\r\na\r\nb\r\n',
    );
  });

  it('keeps LF files LF even when a body comes with CRLF', async () => {
    await writeFile(profile(), SCAFFOLD);
    await writeSections(profile(), { Preferences: 'a\r\nb' }, PROFILE);
    expect(await readFile(profile(), 'utf8')).toBe('## Preferences\na\nb\n\n## Working style\n\n## Recurring topics\n');
  });

  it('keeps a leading BOM', async () => {
    await writeFile(profile(), '\uFEFF## Preferences\nold\n');
    await writeSections(profile(), { Preferences: 'new' }, PROFILE);
    const bytes = await readFile(profile());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf8')).toBe('## Preferences\nnew\n\n## Working style\n\n## Recurring topics\n');
  });

  it('refuses a file that is not valid UTF-8, leaving it unchanged', async () => {
    const bytes = Buffer.concat([Buffer.from('## Preferences\n'), Buffer.from([0xff, 0xfe, 0x80]), Buffer.from('\n')]);
    await writeFile(profile(), bytes);
    const err = await failure(() => writeSections(profile(), { Preferences: 'x' }, PROFILE));
    expect(err.code).toBe(1);
    expect(err.file).toBe(profile());
    expect(err.message).toBe(`cannot update ${profile()}: it is not valid UTF-8 text`);
    expect(await readFile(profile())).toEqual(bytes);
  });

  it('refuses a file with NUL bytes, leaving it unchanged', async () => {
    const bytes = Buffer.from('## Preferences\nbin\0ary\n');
    await writeFile(profile(), bytes);
    const err = await failure(() => writeSections(profile(), { Preferences: 'x' }, PROFILE));
    expect(err.code).toBe(1);
    expect(err.message).toContain(profile());
    expect(err.message).toContain('NUL');
    expect(await readFile(profile())).toEqual(bytes);
  });

  it('refuses a locked file, leaving it unchanged and no temp file behind', async () => {
    await writeFile(profile(), SCAFFOLD);
    await lock(profile());
    const err = await failure(() => writeSections(profile(), { Preferences: 'x' }, PROFILE));
    expect(err.code).toBe(1);
    expect(err.message).toContain('locked');
    expect(await readFile(profile(), 'utf8')).toBe(SCAFFOLD);
    expect((await readdir(dir)).sort()).toEqual(['USER_PROFILE.md', 'USER_PROFILE.md.lock']);
  });

  it('refuses a disallowed key before changing anything', async () => {
    await writeFile(profile(), '## Preferences\nold\n');
    const err = await failure(() => writeSections(profile(), { Preferences: 'x', Hobbies: 'y' }, PROFILE));
    expect(err.code).toBe(2);
    expect(await readFile(profile(), 'utf8')).toBe('## Preferences\nold\n');
    expect(await readdir(dir)).toEqual(['USER_PROFILE.md']);
  });

  it('reports a directory where the file should be as an operation error', async () => {
    await mkdir(profile());
    const err = await failure(() => writeSections(profile(), { Preferences: 'x' }, PROFILE));
    expect(err.code).toBe(1);
    expect(err.message).toContain(profile());
  });
});
