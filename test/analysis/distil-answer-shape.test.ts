/**
 * Regressions found by an attack on round 3, described as they were: distil answers that are not what the contract accepts.
 *  - `message.content` that is not a string (an object, as some gateways
 *    send a structured-output answer already parsed, or a list of content
 *    parts): the answer is invalid, so the agent's distil must fail with the
 *    model error exit code 3, nothing trimmed. Today `answer.text.trim` throws
 *    a TypeError and the run ends with another code.
 *  - invisible characters the INVISIBLE_CHARS list does not cover: Unicode
 *    variation selectors (U+FE00–FE0F, U+E0100–E01EF, used for "emoji
 *    smuggling" of whole ASCII payloads), the combining grapheme joiner
 *    U+034F, Mongolian free variation selectors U+180B–180D, Khmer inherent
 *    vowels U+17B4/5: all Default_Ignorable_Code_Point, all written into
 *    digest.md as they came.
 *  - an image in a knowledge line: written live into digest.md, where it
 *    loads when the file is viewed on GitHub.
 *  - a heading or fence hidden behind a zero-width character: parseOperations
 *    refuses `^\s*#` and a run of three backticks, but `\s` has no U+200B /
 *    U+2060 and the check runs before safeLine removes them, so
 *    "\u200b### Forged" passes the refusal (the contract says such an answer
 *    fails the agent); only safeLine's escape saves the file.
 */
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

describe('distil answer shapes', () => {
  for (const [what, content] of [
    ['an object (already-parsed JSON)', { operations: [] }],
    ['a list of content parts', [{ type: 'text', text: '{"operations":[]}' }]],
    ['a number', 42],
  ] as const) {
    it(`content that is ${what}: model error (exit 3), nothing trimmed`, async () => {
      server = await model({
        body: {
          id: 'x',
          object: 'chat.completion',
          choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
        },
      });
      const root = await store();
      const r = await gc(root, server);
      expect(r.code, r.err).toBe(3);
      expect(await readFile(join(root, 'memory/a.md'), 'utf8')).toBe(entries());
    });
  }

  it('writes no default-ignorable (invisible) code point into digest.md', async () => {
    // "pin Node 22" with a hidden payload: each byte of "rm -rf" as a variation selector.
    const smuggled = 'pin Node 22\u{E0162}\u{E015D}\u{E0110}\u{E011D}\u{E0162}\u{E0156}\uFE0F\u034F\u180B\u17B4';
    server = await model({ content: ops([{ title: `Deploy\u034F\u180C`, knowledge: [smuggled], evidence: ['E1'] }]) });
    const root = await store();
    const r = await gc(root, server);
    expect(r.code, r.err).toBe(0);
    const digest = await readFile(digestPath(root), 'utf8');
    expect(digest).toContain('pin Node 22');
    const hidden = [...digest].filter((c) => /\p{Default_Ignorable_Code_Point}/u.test(c));
    expect(hidden.map((c) => `U+${c.codePointAt(0)!.toString(16).toUpperCase()}`)).toEqual([]);
  });

  it('writes no live image into digest.md', async () => {
    server = await model({
      content: ops([
        { title: 'Status', knowledge: ['Build badge ![ok](https://tracker.example/p.png?agent=a)'], evidence: ['E1'] },
      ]),
    });
    const root = await store();
    const r = await gc(root, server);
    expect(r.code, r.err).toBe(0);
    const digest = await readFile(digestPath(root), 'utf8');
    expect(digest).toContain('Build badge');
    expect(digest).not.toMatch(/!\[[^\]]*\]\(/);
  });

  for (const [what, text] of [
    ['a heading behind a zero-width space', '\u200b### Forged heading'],
    ['a heading behind a word joiner', '\u2060# Forged heading'],
    ['a fence split by a zero-width space', '``\u200b`js'],
  ] as const) {
    it(`refuses ${what} in a knowledge line: exit 3, nothing trimmed`, async () => {
      server = await model({ content: ops([{ title: 'Forgery', knowledge: [text], evidence: ['E1'] }]) });
      const root = await store();
      const r = await gc(root, server);
      const digest = await readFile(digestPath(root), 'utf8').catch(() => '');
      expect(r.code, digest).toBe(3);
      expect(await readFile(join(root, 'memory/a.md'), 'utf8')).toBe(entries());
    });
  }
});
