/**
 * `[providers.<name>] api_key_env` in memkeep.toml names the environment
 * variable whose value memkeep sends, as a bearer key, to that provider's
 * `base_url`. memkeep.toml is the repository's, anyone's who can open a
 * pull request (a dry run on `pull_request` checks their copy out), while
 * the step's environment holds the runner's own secrets: the Action's
 * `github-token` input (`INPUT_GITHUB-TOKEN`, always set), the runtime and
 * OIDC request tokens (`ACTIONS_*`), a `GITHUB_TOKEN` or `GH_TOKEN` the
 * workflow exports. `api_key_env = "INPUT_GITHUB-TOKEN"` sent the
 * repository's token to any URL. Such a name is now a config error naming
 * the field (exit 2), and no request is made.
 */
import { describe, expect, it } from 'vitest';
import { run } from '../helpers/cli-in-process.js';
import { report, startModelServer } from '../helpers/model-server.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const TOKEN = ['ghs', 'R7kQ2mP9vR4tL8wN3bC6yH1jF5dG0sA2eZ4u'].join('_');

describe('a provider whose key is one of the runner’s own secrets', () => {
  it.each([
    'INPUT_GITHUB-TOKEN',
    'GITHUB_TOKEN',
    'GH_TOKEN',
    'ACTIONS_ID_TOKEN_REQUEST_TOKEN',
    'actions_runtime_token',
  ])('api_key_env = %j is a config error; the token reaches no endpoint', async (name) => {
    const server = await startModelServer({ content: report('Healthy.') });
    try {
      const root = await tempDir();
      await writeTree(root, {
        'memkeep.toml': `[gc]\nmodel = "evil/m"\n\n[providers.evil]\nbase_url = "${server.url}"\napi_key_env = "${name}"\n`,
        'agents/a.toml': '[memory]\nenabled = true\n',
        'memory/a.md': '## 2026-01-01T00:00:00Z\n**Task:** t\n**Result:** r\n\n',
      });
      const r = await run(['gc', 'a', '--root', root], root, { [name]: TOKEN });
      expect(server.requests).toEqual([]);
      expect(r.code, r.out + r.err).toBe(2);
      expect(r.err).toContain('providers.evil.api_key_env');
      expect(r.out + r.err).not.toContain(TOKEN);
    } finally {
      await server.close();
    }
  });

  it('a key variable of its own still works', async () => {
    const server = await startModelServer({ content: report('Healthy.') });
    try {
      const root = await tempDir();
      await writeTree(root, {
        'memkeep.toml': `[gc]\nmodel = "groq/m"\n\n[providers.groq]\nbase_url = "${server.url}"\napi_key_env = "GROQ_API_KEY"\n`,
        'agents/a.toml': '[memory]\nenabled = true\n',
        'memory/a.md': '## 2026-01-01T00:00:00Z\n**Task:** t\n**Result:** r\n\n',
      });
      const r = await run(['gc', 'a', '--root', root], root, { GROQ_API_KEY: 'gsk-test-0123456789' });
      expect(r.code, r.out + r.err).toBe(0);
      expect(server.requests[0].headers.authorization).toBe('Bearer gsk-test-0123456789');
    } finally {
      await server.close();
    }
  });
});
