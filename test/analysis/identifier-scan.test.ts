/**
 * The identifier expression (identifiers.ts) opens with a lookahead that
 * skips where none of its alternatives can match; it must return exactly
 * the matches of the expression without it, in order, for every text. That
 * expression is kept here as the oracle, and texts are drawn from the
 * characters and pieces where its alternatives and their backtracking decide
 * (backticks, quotes up to and past 80, dotfiles against extensions, paths
 * ending in a file, a slash or neither, versions with a third part a word
 * follows, E-codes, --flags, snake_case, camelCase after lower-case letters,
 * \s beyond ASCII, non-ASCII letters, the text's edges). Replay a failure
 * with MEMKEEP_TEST_SEED.
 */
import { describe, expect, it } from 'vitest';
import { identifiersIn } from '../../src/analysis/identifiers.js';
import { namesIn } from '../../src/analysis/statements.js';
import { seededRandom, testSeed } from '../helpers/random.js';

const ORACLE =
  /`[^`]+`|"[^"\n]{4,80}"|(?<![\w/])\.(?!(?:md|ts|js|py|json|ya?ml|txt)\b)[a-z][\w-]+(?:\.[\w-]+)*\b|(?:\.{0,2}\/)?\b[\w.-]+\/(?:[\w-]+\/)*(?:[\w-]+\.\w+\b|(?=[\s,;)]|$))|\b[\w-]+\.(?:ts|tsx|js|mjs|cjs|py|md|json|jsonl|ya?ml|toml|txt|log|sh|rst|cfg)\b|\b[a-z]+[A-Z]\w*|\b[A-Z][a-z]+[A-Z]\w*|\b\w+_\w+\b|\bv?\d+\.\d+(?:\.\d+)?\b|\bE[A-Z]{3,}\b|--[a-z][\w-]*/g;

const CHARS = [...'abzAEZvV019_-./`" \n\t,;)(:\\@#*éü日😀xmdstjylonERCS'].concat([
  '\u00a0',
  '\u2028',
  '\u3000',
  '\ufeff',
  '\u180e',
  '\u200b',
  '\u2009',
  '\u0130',
  '\u212a',
]);
const PIECES = [
  'src/app.ts',
  './a/b',
  '../x/y.json',
  '/etc/hosts',
  'a/b/',
  'x/y',
  'acme/ka-repo',
  '.env',
  '.github/workflows/ci.yml',
  '.md',
  '.json',
  '.yaml',
  '.yml',
  '.jsonl',
  '.mdx',
  '.foo-',
  '.foo.bar-.',
  '.a-b.c',
  '.foo.-',
  'README.md',
  'package.json',
  'a-b.tsx',
  'x.jsonlx',
  'f.cfg',
  'fooBar',
  'FooBar',
  'FOOBar',
  'aB',
  'abcDef',
  'a1',
  'ab_',
  'x-y.md',
  'snake_case',
  '_x',
  'x_',
  '__',
  'v1.2',
  'v1.2.3',
  '1.2.3a',
  '1.2.a',
  '1.2.3.4',
  '2026-01-01T00:00:00Z',
  'EACCES',
  'EAB',
  'EABCd',
  'EABC_',
  '--force',
  '--a-b',
  '---x',
  '`npm ci`',
  '``',
  '"quoted string here"',
  '"abc"',
  '"a\nbcd"',
  'e.g.',
  'a//b',
  'x/y,z',
  '(a/b)',
  'a/b.c_d',
  'a/b-',
  'a/.b',
  './.x',
  '.../x',
  'https://x.io/a/b',
  'é/x',
  'x/é',
  'v.1',
  '.ts.x',
  '.yml_',
];

describe('identifiersIn', () => {
  it('returns what the expression it replaced matched, for any text', () => {
    const rnd = seededRandom(testSeed());
    const pick = <T>(a: T[]): T => a[Math.floor(rnd() * a.length)] as T;
    const texts: string[] = [];
    for (let k = 0; k < 20_000; k++) {
      let text = '';
      const n = Math.floor(rnd() * 24);
      for (let i = 0; i < n; i++) text += rnd() < 0.5 ? pick(CHARS) : pick(PIECES);
      texts.push(text);
    }
    for (const len of [3, 4, 79, 80, 81]) texts.push(`"${'x'.repeat(len)}"`, `say "${'y'.repeat(len)}" now`);
    let matches = 0;
    for (const text of texts) {
      const expected = text.match(ORACLE) ?? [];
      matches += expected.length;
      // One assertion per text would be slow; a difference is reported with its text.
      if (JSON.stringify(identifiersIn(text)) !== JSON.stringify(expected))
        expect({ text, found: identifiersIn(text) }).toEqual({ text, found: expected });
    }
    expect(matches).toBeGreaterThan(20_000);
  });

  it('gives namesIn its names without backticks, lower-cased', () => {
    expect(namesIn('Run `npm ci` in src/App.ts, not "the Old Way" (EACCES) with --Force')).toEqual([
      'npm ci',
      'src/app.ts',
      '"the old way"',
      'eacces',
    ]);
  });
});
