/**
 * Regressions found by playing a broken model behind the loopback server
 * (the distil call), through gc in a real temp store:
 *  - a 200 whose JSON body is `null` ended the run with exit 1 and a
 *    TypeError ("Cannot read properties of null") instead of the model
 *    error's exit 3;
 *  - a 200 whose body is not JSON (a proxy's HTML page sent as JSON) was
 *    reported as "cannot reach" the endpoint, which was reached, and so was
 *    every timeout (the SDK's error has no name of its own), one that hit a
 *    body dripping in included;
 *  - a body that broke off after the server had answered (a gzip stream
 *    that would not decode) was "cannot reach" the endpoint too.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { run } from '../helpers/cli-in-process.js';
import { entries, gc, KEY, model, store } from '../helpers/distil-store.js';
import type { ModelServer } from '../helpers/model-server.js';

let server: ModelServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('a broken answer is a model error', () => {
  for (const [what, reply, message] of [
    ['a JSON null body', { body: null }, /held no choices/],
    [
      'an HTML page sent as JSON',
      { raw: ['<html><body>502 Bad Gateway</body></html>'], headers: { 'content-type': 'application/json' } },
      /the answer is not JSON/,
    ],
  ] as const) {
    it(`${what}: exit 3, nothing trimmed`, async () => {
      server = await model(reply);
      const root = await store();
      const r = await gc(root, server);
      expect(r.code, r.err).toBe(3);
      expect(r.err).toMatch(message);
      expect(r.err).not.toMatch(/cannot reach|TypeError|Cannot read/);
      expect(await readFile(join(root, 'memory/a.md'), 'utf8')).toBe(entries());
    });
  }

  it('a body that breaks off after the answer began (a gzip stream that is none): exit 3, not "cannot reach"', async () => {
    server = await model({
      raw: [Buffer.from('{"choices": [not gzip at all')],
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
    });
    const root = await store();
    const r = await gc(root, server);
    expect(r.code, r.err).toBe(3);
    expect(r.err).toMatch(/model openai\/gpt-test: the answer broke off before it was whole/);
    expect(r.err).not.toMatch(/cannot reach/);
    expect(await readFile(join(root, 'memory/a.md'), 'utf8')).toBe(entries());
  });

  it('an endpoint nothing listens on is still one memkeep cannot reach', async () => {
    server = await model({ content: '' });
    const url = server.url;
    await server.close();
    server = undefined;
    const root = await store();
    const r = await run(['gc', 'a', '--root', root, '--analyzer', 'llm'], root, {
      OPENAI_API_KEY: KEY,
      MEMKEEP_OPENAI_BASE_URL: url,
    });
    expect(r.code, r.err).toBe(3);
    expect(r.err).toMatch(/cannot reach http:\/\/127\.0\.0\.1:\d+\/v1/);
  });

  it('a body that drips in for longer than the timeout: exit 3, timed out, nothing trimmed', async () => {
    // Whitespace before JSON is valid JSON: only the timeout ends this body before its 100 pieces are sent.
    server = await model({ raw: Array(100).fill(' '), dripMs: 100, headers: { 'content-type': 'application/json' } });
    const root = await store();
    const r = await run(['gc', 'a', '--root', root, '--analyzer', 'llm'], root, {
      OPENAI_API_KEY: KEY,
      MEMKEEP_OPENAI_BASE_URL: server.url,
      MEMKEEP_MODEL_TIMEOUT: '1',
    });
    expect(r.code, r.err).toBe(3);
    expect(r.err).toMatch(/model openai\/gpt-test: request timed out after 1s/);
    expect(await readFile(join(root, 'memory/a.md'), 'utf8')).toBe(entries());
  });
});
