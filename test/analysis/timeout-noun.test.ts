/**
 * "timeout" the noun is no failure: a run that "ok after raising the health
 * check timeout to 900s" succeeded, and it holds the fix. The result
 * wording read any "timeout" as a run timing out, so the review listed that
 * success as evidence of a "Timeout" lesson whose advice was the generic
 * one, and its decision reached neither the digest nor the lessons. A
 * timeout is a failure where the run timed out, or where the result opens
 * with it ("Timeout after 600s"), as "failed" is.
 */
import { expect, it } from 'vitest';
import { runFailed } from '../../src/analysis/entries.js';

it('reads a timeout the run raised or set as no failure, one it hit as a failure', () => {
  expect(runFailed('ok after raising the health check timeout to 900s; **Decision:** staging waits 900s')).toBe(false);
  expect(runFailed('done; the request timeout is now 30s')).toBe(false);
  expect(runFailed('Timeout after 600s waiting for /healthz')).toBe(true);
  expect(runFailed('time-out on the migration lock')).toBe(true);
  expect(runFailed('the deploy timed out after 600s')).toBe(true);
  expect(runFailed('Request timed-out twice')).toBe(true);
  expect(runFailed('failed: timeout after 600s')).toBe(true);
});
