/**
 * Two shapes of a long iteration write-up, written for this test: the
 * questions its problem statement asks ("Was the model declining to call
 * the tool?") and a smoke run's output pasted as an indented code block.
 * Neither is what the run found.
 */
import { describe, expect, it } from 'vitest';
import { unitsOf } from '../../src/analysis/statements.js';

const NONE = new Set<string>();
const texts = (body: string) => unitsOf(body, NONE).units.map((u) => u.text);

describe('a question', () => {
  it('ranks below the statement that answers it', () => {
    const [asked, told] = unitsOf(
      [
        '- Was the worker skipping every job because `queue_filter` did not match?',
        '- The worker skips a job when `queue_filter` does not match its tags.',
      ].join('\n'),
      NONE,
    ).units;
    expect(told.score).toBeGreaterThan(asked.score);
  });
});

describe('an indented code block', () => {
  it('is code, not statements', () => {
    expect(
      texts(
        [
          'The smoke run against the local server:',
          '',
          '    auth ok',
          '    ok: `job_started` seen with retries=2',
          '    ✓ intruder session gets 404',
          '',
          'The route answers 404, not 403, so a slug cannot be probed.',
        ].join('\n'),
      ),
    ).toEqual([
      'The smoke run against the local server:',
      'The route answers 404, not 403, so a slug cannot be probed.',
    ]);
  });

  it('is not a list item that goes on in an indented paragraph', () => {
    expect(
      texts(
        [
          '- `readTail(path)` reads the last 64 KB of the stream.',
          '',
          '    It drops the first partial line, so JSON is never split.',
        ].join('\n'),
      ),
    ).toEqual([
      '`readTail(path)` reads the last 64 KB of the stream.',
      'It drops the first partial line, so JSON is never split.',
    ]);
  });
});

describe('what a test file checks, listed under it', () => {
  it('ranks as the test file does, below what the change itself did', () => {
    const units = unitsOf(
      [
        '- `src/queue/lease.ts` renews a lease every `ttl / 3` so a slow job keeps it.',
        '- `src/queue/lease.test.ts` — 9 cases:',
        '  - `renewLease`: renews early, gives up after `maxRenewals`, logs the job id.',
        '- `src/queue/backoff.ts` caps the retry delay at `maxDelayMs`.',
      ].join('\n'),
      NONE,
    ).units;
    const score = (start: string) => units.find((u) => u.text.startsWith(start))?.score ?? Number.NaN;
    expect(score('`renewLease`')).toBeLessThan(score('`src/queue/backoff.ts`'));
  });
});
