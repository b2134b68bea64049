/**
 * A problem log's entry whose heading names the failure it was about ("Cache
 * warmup timeout", "Workaround for the flaky upload timeout") but which
 * records what solved it is a solved problem, not a failed run: its root
 * cause and solution are the knowledge a trim must keep, not one more count
 * under a lesson's generic advice. Fixtures written for this test.
 */
import { describe, expect, it } from 'vitest';
import { entryFailed } from '../../src/analysis/entries.js';

const solved = {
  heading: '2026-03-02: Cache warmup timeout',
  task: [
    '### Problem',
    'The warmup job timed out after 300s on every deploy.',
    '',
    '### Root Cause',
    'The `warmCache` loop awaited each `fetchPage()` call in turn.',
    '',
    '### Solution',
    'Batched the calls with `Promise.all` in groups of 20, so warmup takes 40s.',
  ].join('\n'),
  result: '',
};

describe('a solved problem', () => {
  it('is not a failed run when the entry records its solution or the heading names a workaround', () => {
    expect(entryFailed(solved)).toBe(false);
    expect(
      entryFailed({
        heading: 'S-0002 — Workaround for the flaky upload timeout',
        task: 'Summary:\n- Retry the upload once after 5s.',
        result: '',
      }),
    ).toBe(false);
  });

  it('still counts as a failed run when nothing in it says what solved it', () => {
    expect(
      entryFailed({
        heading: '2026-03-03T10:00:00Z | Codex execution failure',
        task: '- Trigger: Codex execution failure\n- Fix: Captured failure logs',
        result: '',
      }),
    ).toBe(true);
    expect(
      entryFailed({ heading: '2026-03-04: Upload timeout', task: '### Problem\nUploads time out.', result: '' }),
    ).toBe(true);
  });
});
