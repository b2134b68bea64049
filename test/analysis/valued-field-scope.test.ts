/**
 * Fields that give their value on their own line, written for this test in
 * the shapes of session logs: "**Commits:** none" over the session's
 * list, "Decision (2026-03-02): …", "Next after review: …". A field with a
 * value of its own says all it has to say on its line: the list after a
 * blank line is the entry's, not the field's.
 */
import { describe, expect, it } from 'vitest';
import { sentences } from '../../src/analysis/statement-text.js';
import { unitsOf } from '../../src/analysis/statements.js';

const NONE = new Set<string>();
const labelled = (body: string) => unitsOf(body, NONE).units.map((u) => [u.label, u.text]);

describe('a field with a value of its own', () => {
  it('ends at a blank line: a record field does not take the list after it', () => {
    expect(
      labelled(
        [
          '**Commits:** none (nothing staged at the end of the run)',
          '',
          '- Moved the retry policy into `src/net/retry.ts` so both clients share it.',
          '- The cache key must include the locale, or French pages serve English text.',
        ].join('\n'),
      ),
    ).toEqual([
      [undefined, 'Moved the retry policy into `src/net/retry.ts` so both clients share it.'],
      [undefined, 'The cache key must include the locale, or French pages serve English text.'],
    ]);
  });

  it('still holds for the list right under it, and a field opened by a line of its own for the list after a blank', () => {
    expect(
      labelled(['**Fix:** pin the proxy image', '- `proxy:1.4.2` is the last one without the TLS bug'].join('\n')),
    ).toEqual([
      ['fix', 'pin the proxy image'],
      ['fix', '`proxy:1.4.2` is the last one without the TLS bug'],
    ]);
    expect(labelled(['**Decisions:**', '', '- Keep sessions in `redis` for now.'].join('\n'))).toEqual([
      ['decision', 'Keep sessions in `redis` for now.'],
    ]);
  });

  it('is read with a note in brackets before its colon', () => {
    expect(labelled('- Decision (2026-03-02): the exporter writes `csv`, never `xlsx`.')).toEqual([
      ['decision', 'the exporter writes `csv`, never `xlsx`.'],
    ]);
  });
});

describe('what was to come', () => {
  it('is a plan however its label goes on after "Next"', () => {
    expect(
      labelled(
        [
          '- Next after review: run `bench.py` on the new parser.',
          '- The parser keeps offsets in `spanOf()`.',
          '- Tasks 4/5 done. Next planned step: 3. Port the lexer to `wasm`.',
        ].join('\n'),
      ).map(([, t]) => t),
    ).toEqual(['The parser keeps offsets in `spanOf()`.', 'Tasks 4/5 done.']);
  });

  it('leaves a label that only begins with the word alone ("Next.js …")', () => {
    expect(labelled('- **Next.js build:** `output: "standalone"` in `next.config.js`.').map(([, t]) => t)).toEqual([
      '**Next.js build:** `output: "standalone"` in `next.config.js`.',
    ]);
  });

  it('is one sentence with the number it counts ("item: 3. Port …" is no sentence "item: 3.")', () => {
    expect(sentences('Next planned step: 3. Port the lexer.')).toEqual(['Next planned step: 3. Port the lexer.']);
    expect(sentences('Built the index. Queries are 3x faster.')).toEqual([
      'Built the index.',
      'Queries are 3x faster.',
    ]);
  });
});
