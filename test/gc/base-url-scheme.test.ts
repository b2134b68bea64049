/**
 * Regression found by giving the model endpoint a URL fetch cannot use: a
 * `file:` or `ftp:` base URL, or no URL at all, failed every agent with the
 * model's exit 3 as "cannot reach file:///etc/passwd: [REDACTED:generic
 * assignment] error." (the redaction took `passwd: Connection` for a
 * password). It is a config error (exit 2) naming where the URL was set,
 * before any request, with nothing changed.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../helpers/cli-in-process.js';
import { entries, KEY, store } from '../helpers/distil-store.js';

describe('a model base URL that is not http or https', () => {
  for (const [where, url, env, toml, model] of [
    [
      'MEMKEEP_OPENAI_BASE_URL',
      'file:///etc/passwd',
      { MEMKEEP_OPENAI_BASE_URL: 'file:///etc/passwd' },
      '',
      'openai/gpt-test',
    ],
    ['MEMKEEP_OPENAI_BASE_URL', 'not a url', { MEMKEEP_OPENAI_BASE_URL: 'not a url' }, '', 'openai/gpt-test'],
    [
      '[providers.corp] base_url',
      'ftp://models.example/v1',
      {},
      '[providers.corp]\nbase_url = "ftp://models.example/v1"\n',
      'corp/m',
    ],
  ] as const) {
    it(`${where} = ${url}: exit 2 naming it, nothing changed`, async () => {
      const root = await store(toml ? { 'memkeep.toml': toml } : {});
      const r = await run(['gc', 'a', '--root', root, '--analyzer', 'llm', '--model', model], root, {
        OPENAI_API_KEY: KEY,
        ...env,
      });
      expect(r.code, r.err).toBe(2);
      expect(r.err).toContain(`${where} must be an http or https URL (got "${url}")`);
      expect(await readFile(join(root, 'memory/a.md'), 'utf8')).toBe(entries());
    });
  }
});
