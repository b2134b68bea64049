/**
 * Regression found by a gateway that reports an answer cut at its token
 * limit as `finish_reason: "max_tokens"` (Anthropic's own word, which
 * OpenAI-compatible proxies pass on) or in capitals (`"MAX_TOKENS"`, as
 * Gemini writes it): only `"length"` was known as cut, so a cut analysis
 * holding its three headings was printed and the log trimmed on its
 * strength. Any of them is a cut answer: exit 3, nothing trimmed.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DISTIL_PROMPT } from '../../src/analysis/distil-prompt.js';
import { entries, gc, ops, store } from '../helpers/distil-store.js';
import { type ModelServer, report, startModelServer } from '../helpers/model-server.js';

let server: ModelServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('an answer cut at its token limit, whatever the gateway calls it', () => {
  for (const reason of ['max_tokens', 'MAX_TOKENS', 'Length']) {
    it(`the analysis, finish_reason "${reason}": exit 3, nothing trimmed`, async () => {
      server = await startModelServer((req) =>
        req.body.messages[0].content === DISTIL_PROMPT
          ? { content: ops([{}]) }
          : { content: report('A long analysis that was'), finishReason: reason },
      );
      const root = await store();
      const r = await gc(root, server);
      expect(r.code, r.err).toBe(3);
      expect(r.err).toMatch(/cut short/);
      expect(await readFile(join(root, 'memory/a.md'), 'utf8')).toBe(entries());
    });

    it(`the distil answer, finish_reason "${reason}": exit 3, nothing trimmed`, () =>
      distilStopped(reason, /cut at its length limit/));
  }
});

/**
 * A filtered answer under a gateway's own word: Gemini stops for recitation,
 * a blocklist, prohibited content or personal data besides `SAFETY`, and
 * Anthropic's models stop with `refusal`. Read as a whole answer, a refused
 * or filtered distil answer was written as knowledge and the log trimmed on it.
 */
describe('an answer stopped by a filter, whatever the gateway calls it', () => {
  for (const reason of ['RECITATION', 'PROHIBITED_CONTENT', 'BLOCKLIST', 'SPII', 'refusal']) {
    it(`the distil answer, finish_reason "${reason}": exit 3, nothing trimmed`, () =>
      distilStopped(reason, /content filter/));
  }
});

/** A distil answer stopped with `reason`: gc exits 3 saying `why`, and the log is as it was. */
async function distilStopped(reason: string, why: RegExp): Promise<void> {
  server = await startModelServer((req) =>
    req.body.messages[0].content === DISTIL_PROMPT
      ? { content: ops([{}]), finishReason: reason }
      : { content: report('Healthy.') },
  );
  const root = await store();
  const r = await gc(root, server);
  expect(r.code, r.err).toBe(3);
  expect(r.err).toMatch(why);
  expect(await readFile(join(root, 'memory/a.md'), 'utf8')).toBe(entries());
}
