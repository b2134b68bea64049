/**
 * A log written at a fixed width (a project history wrapped at 90 columns)
 * breaks its sentences across lines: a list item goes on in an indented line,
 * a paragraph in the next line. Read line by line, each half was a statement
 * of its own ("Replaced the cache key with the submitted", "identity, …").
 * Entries written for this test.
 */
import { describe, expect, it } from 'vitest';
import { unitsOf } from '../../src/analysis/statements.js';

const NONE = new Set<string>();
const texts = (body: string) => unitsOf(body, NONE).units.map((u) => u.text);

describe('hard-wrapped lines', () => {
  it('reads a list item that goes on in an indented line as one statement', () => {
    const out = texts(
      [
        '- Replaced the content key of the cache with the submitted source/time',
        '  identity, keeping old rows as they are. See',
        '  [rollout notes](docs/cache-identity.md).',
        '- Kept `make check` as the only gate.',
      ].join('\n'),
    );
    expect(out).toEqual([
      'Replaced the content key of the cache with the submitted source/time identity, keeping old rows as they are.',
      'See [rollout notes](docs/cache-identity.md).',
      'Kept `make check` as the only gate.',
    ]);
  });

  it('reads a paragraph wrapped mid-sentence as its sentences', () => {
    const out = texts(
      [
        'The exporter now writes each batch through `flushBatch()` and retries a failed',
        'write twice; a third failure is logged and the batch kept for the next run.',
      ].join('\n'),
    );
    expect(out).toEqual([
      'The exporter now writes each batch through `flushBatch()` and retries a failed write twice; a third failure is logged and the batch kept for the next run.',
    ]);
  });

  it('keeps lines that each end their sentence, and field lines, apart', () => {
    const out = texts(
      [
        'Moved the importer into `tools/importer/` because it runs on its own.',
        'Updated the solution file and every doc that named the old path.',
        'Root cause: the cron job read `TZ` before the container set it',
        '📌 Team update (2026-02-11): the API keeps its v1 routes until March.',
      ].join('\n'),
    );
    expect(out).toHaveLength(4);
  });
});
