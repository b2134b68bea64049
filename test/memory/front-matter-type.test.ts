/**
 * The `type:` a note's YAML front matter declares decides whether prune may
 * age it out, so a line that only looks like one must not count: a body
 * line after an empty front matter, a line inside a block scalar, `type:x`
 * (one plain string in YAML, not a key). A comment after the value and a
 * front matter closed with `...` still declare it.
 */
import { describe, expect, it } from 'vitest';
import { frontMatterType } from '../../src/memory/typed/typed.js';

const typeOf = (text: string) => frontMatterType(Buffer.from(text));

describe('frontMatterType', () => {
  it.each([
    ['top level', '---\nname: n\ntype: episodic\n---\nbody\n', 'episodic'],
    ['nested under metadata (Claude Code)', '---\nname: n\nmetadata:\n  type: feedback\n---\n', 'feedback'],
    ['quoted', '---\ntype: "Project"\n---\n', 'project'],
    ['CRLF and a BOM', '\uFEFF---\r\ntype: user\r\n---\r\nbody\r\n', 'user'],
    ['a comment after the value', '---\ntype: reference # kept for good\n---\n', 'reference'],
    ['closed with ...', '---\ntype: project\n...\nbody\n', 'project'],
  ])('%s', (_, text, type) => expect(typeOf(text)).toBe(type));

  it.each([
    ['a body line after an empty front matter', '---\n---\ntype: episodic\n---\n'],
    ['a line of a block scalar', '---\ndescription: |\n  notes on the\n  type: episodic\n  field\nname: n\n---\n'],
    ['a folded block scalar nested under metadata', '---\nmetadata:\n  summary: >-\n    type: episodic\n---\n'],
    ['type:x, one plain string in YAML', '---\ntype:episodic\n---\n'],
    ['no closing line', '---\ntype: episodic\nbody without an end\n'],
    ['not at the start', 'title\n---\ntype: episodic\n---\n'],
  ])('no type from %s', (_, text) => expect(typeOf(text)).toBeUndefined());
});
