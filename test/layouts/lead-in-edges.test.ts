/**
 * Lead-ins (src/format/lead-in.ts) in the spellings and places round 9's
 * shapes did not write: each case is a log whose entries each carry one,
 * trimmed to its two newest entries. The kept entries keep their lead-ins,
 * the dropped ones take theirs, and axe's scan without a parse reads the
 * same entries as the whole parse.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { axeLayout } from '../../src/format/axe.js';
import { layoutFor } from '../../src/format/layout.js';
import { appendEntry } from '../../src/memory/runlog/append-entry.js';
import { trimEntries } from '../helpers/runlog.js';
import { tempDir } from '../helpers/tmp.js';

const stamp = (i: number) => `2025-06-0${i}T10:00:00Z`;

async function trimmed(log: string, keep: number): Promise<string> {
  const path = join(await tempDir(), 'run-log.md');
  await writeFile(path, log);
  await trimEntries(path, keep);
  return readFile(path, 'utf8');
}

/** Each entry's bytes, lead-in included, as axe's layout splits `log`. */
function split(log: string): string[] {
  const buf = Buffer.from(log);
  return axeLayout.entries(buf).map((e) => buf.toString('utf8', e.lead ?? e.start, e.end));
}

describe('a comment spelt as a definition with no space before its `#` or `<>`', () => {
  for (const spelling of ['[//]:# (session ', '[comment]:<> (session ']) {
    const entry = (i: number) => `${spelling}${i})\n## ${stamp(i)}\n**Task:** t${i}\n\n`;
    const log = [1, 2, 3, 4].map(entry).join('');

    it(`${spelling}…) leads in its entry, parsed or scanned`, async () => {
      expect(split(log)).toEqual([1, 2, 3, 4].map(entry));
      // A comment elsewhere sends the log to the whole parse: the same entries.
      expect(split(`<!-- note -->\n\n${log}`)).toEqual([1, 2, 3, 4].map(entry));
      expect(await trimmed(log, 2)).toBe(entry(3) + entry(4));
    });
  }
});

describe('a lead-in right under the fence that closes the text above', () => {
  const fenced = (i: number) => `<a id="s${i}"></a>\n## ${stamp(i)}\n**Task:** t${i}\n\n\`\`\`sh\nrun ${i}\n\`\`\`\n`;
  const prose = (i: number) => `<a id="s${i}"></a>\n## ${stamp(i)}\n**Task:** t${i}\n\n`;

  it('goes with its entry when every entry ends with a fence', async () => {
    const log = `# Log\n\n${[1, 2, 3, 4].map(fenced).join('')}`;
    expect(split(log)).toEqual([1, 2, 3, 4].map(fenced));
    expect(await trimmed(log, 2)).toBe(`# Log\n\n${fenced(3)}${fenced(4)}`);
  });

  it('stays with the first kept entry when only the dropped entry above ends with a fence', async () => {
    const log = `# Log\n\n${prose(1)}${fenced(2)}${prose(3)}${prose(4)}`;
    expect(await trimmed(log, 2)).toBe(`# Log\n\n${prose(3)}${prose(4)}`);
  });
});

describe('a comment a blank line sets apart from the text above', () => {
  const entry = (i: number) => `## ${stamp(i)}\n**Task:** t${i}\n\n`;
  const note = (what: string) => `<!-- TODO(agent): ${what} -->\n\n`;

  it('stays structure when the dropped entry above and another entry have one of its kind', async () => {
    const log = `# Log\n\n${entry(1)}${note('check the flaky test')}${entry(2)}${entry(3)}${entry(4)}${note('release notes')}`;
    expect(await trimmed(log, 2)).toBe(
      `# Log\n\n${note('check the flaky test')}${entry(3)}${entry(4)}${note('release notes')}`,
    );
  });
});

describe('a note glued above the first entry’s id comment', () => {
  const entry = (i: number) => `<!-- entry:${i} -->\n## ${stamp(i)}\n**Task:** t${i}\n\n`;
  const note = '<!-- Add new sessions below -->\n';

  it('stays the file’s, and the id under it goes with the entry', async () => {
    const log = `# Log\n\n${note}${[1, 2, 3, 4].map(entry).join('')}`;
    expect(split(log)).toEqual([1, 2, 3, 4].map(entry));
    expect(await trimmed(log, 2)).toBe(`# Log\n\n${note}${entry(3)}${entry(4)}`);
  });

  it('stays above the entry memkeep log writes on top of a newest-first log', async () => {
    const path = join(await tempDir(), 'run-log.md');
    const layout = layoutFor({ level: 2, structure: [], order: 'newest-first' });
    await writeFile(path, `# Log\n\n${note}${[2, 1].map(entry).join('')}`);
    await appendEntry(path, { task: 'five', result: 'done', at: new Date('2025-06-05T10:00:00Z') }, layout);
    const after = await readFile(path, 'utf8');
    expect(after.startsWith(`# Log\n\n${note}## 2025-06-05T10:00:00Z`)).toBe(true);
    expect(after.endsWith([2, 1].map(entry).join(''))).toBe(true);
  });
});

describe('an anchor above a structure section after the entries', () => {
  const entry = (i: number) => `<a id="s${i}"></a>\n### ${stamp(i)}\n**Task:** t${i}\n\n`;

  it('stays with the section when the newest-first log drops the oldest entry above it', async () => {
    const path = join(await tempDir(), 'run-log.md');
    const notes = '<a id="notes"></a>\n## Notes\n\nkeep\n';
    await writeFile(path, `# Log\n\n## Sessions\n\n${[3, 2, 1].map(entry).join('')}${notes}`);
    const layout = layoutFor({ level: 3, structure: ['Notes'], order: 'newest-first', entriesUnder: 'Sessions' });
    await trimEntries(path, 2, { layout });
    expect(await readFile(path, 'utf8')).toBe(`# Log\n\n## Sessions\n\n${[3, 2].map(entry).join('')}${notes}`);
  });
});

describe('a template comment that shows an id comment in its text', () => {
  it('is no id, so it stays when the entry under it, which has none, is dropped', async () => {
    const template = '<!--\nThe agent writes <!-- session-log:ID above each heading.\n-->\n\n';
    const entry = (i: number) => `## ${stamp(i)}\n**Task:** t${i}\n\n`;
    const withId = (i: number) => `<!-- session-log:s${i} -->\n${entry(i)}`;
    const log = `# Log\n\n${template}${entry(1)}${[2, 3, 4].map(withId).join('')}`;
    expect(await trimmed(log, 2)).toBe(`# Log\n\n${template}${withId(3)}${withId(4)}`);
  });
});

describe('a footer comment glued under the last entry’s trailer', () => {
  it('stays, and the dropped last entry of a newest-first log takes its own trailer', async () => {
    const path = join(await tempDir(), 'run-log.md');
    const entry = (i: number) => `## ${stamp(i)}\n\nDid ${i}.\n<!-- end session ${i} -->\n`;
    const log = (ids: number[]) => `# Log\n\n${ids.map(entry).join('\n')}<!-- end of log -->\n`;
    await writeFile(path, log([3, 2, 1]));
    await trimEntries(path, 2, { layout: layoutFor({ level: 2, structure: [], order: 'newest-first' }) });
    expect(await readFile(path, 'utf8')).toBe(`# Log\n\n${entry(3)}\n${entry(2)}\n<!-- end of log -->\n`);
  });
});

describe('an anchor above a structure section, of a kind no entry leads in with', () => {
  it('stays with the section when the newest-first log drops the oldest entry above it', async () => {
    const path = join(await tempDir(), 'run-log.md');
    const entry = (i: number) => `<!-- entry:${i} -->\n## ${stamp(i)}\n**Task:** t${i}\n\n`;
    const notes = '<a id="notes"></a>\n# Notes\n\nkeep\n';
    await writeFile(path, `# Log\n\n${[3, 2, 1].map(entry).join('')}${notes}`);
    await trimEntries(path, 2, { layout: layoutFor({ level: 2, structure: [], order: 'newest-first' }) });
    expect(await readFile(path, 'utf8')).toBe(`# Log\n\n${[3, 2].map(entry).join('')}${notes}`);
  });
});
