/**
 * Lesson causes: a log level in capitals (ERROR:, EXCEPTION:) is not an errno
 * code. Read as one, "ERROR: the deploy timed out" was filed under "ERROR"
 * while "Error: the deploy timed out" was "Timeout": one cause, two lessons,
 * each with half the count. Loud log prefixes are everywhere in tool output.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { causeOf } from '../../src/analysis/lessons.js';
import { parseItems } from '../../src/memory/knowledge/items.js';
import { run } from '../helpers/cli-in-process.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

describe('lesson causes: a log level is not the cause', () => {
  it.each([
    ['ERROR: the deploy timed out after 30 s', 'Timeout'],
    ['EXCEPTION: connection reset by peer', 'ECONNRESET'],
    ['ERROR 429: too many requests', 'Rate limited'],
  ])('causeOf(%j) is %s', (why, cause) => {
    expect(causeOf(why)).toBe(cause);
  });

  it.each([
    ['ENOENT: no such file or directory, open config.json', 'ENOENT'],
    ['getaddrinfo EAI_AGAIN api.example.com', 'EAI_AGAIN'],
    ['Error [ERR_MODULE_NOT_FOUND]: Cannot find package', 'ERR_MODULE_NOT_FOUND'],
    ['EXIT CODE 1 from make', 'Exit status 1'],
  ])('causeOf(%j) is the error code %s', (why, cause) => {
    expect(causeOf(why)).toBe(cause);
  });

  it('a word in capitals starting with E is no error code, and a level in front of a message changes no cause', () => {
    expect(causeOf('ESLINT found 3 problems in src')).toBe(causeOf('eslint found 3 problems in src'));
    for (const level of ['FATAL: ', '[error] ', 'Failure - ', 'ERROR: FATAL: '])
      expect(causeOf(`${level}disk quota exceeded on /data`)).toBe(causeOf('disk quota exceeded on /data'));
  });

  it('gc: "ERROR: … timed out" and "Error: … timed out" are one lesson counting 2 runs', async () => {
    const root = await tempDir();
    const entry = (at: string, task: string, result: string) =>
      `## ${at}\n**Task:** ${task}\n**Result:** ${result}\n\n`;
    await writeTree(root, {
      'agents/a.toml': '[memory]\nenabled = true\nlast_n = 2\n',
      'memory/a.md':
        entry('2026-02-01T00:00:00Z', 'Deploy the API', 'ERROR: the deploy timed out after 30 s') +
        entry('2026-02-02T00:00:00Z', 'Deploy the worker', 'Error: the deploy timed out after 30 s') +
        entry('2026-02-03T00:00:00Z', 'Answer a question', 'Answered.') +
        entry('2026-02-04T00:00:00Z', 'Answer another question', 'Answered.'),
    });
    const r = await run(['gc', 'a', '--analyzer', 'local', '--root', root]);
    expect(r.code, r.err).toBe(0);
    const lessons = await readFile(join(root, 'memory/a/procedural/lessons.md'), 'utf8');
    const items = parseItems(lessons, 2).items;
    expect(
      items.map((i) => [i.title, i.count]),
      lessons,
    ).toEqual([['Timeout', 2]]);
  });
});
