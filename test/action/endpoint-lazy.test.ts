/**
 * Which provider the `api-key` and `base-url` inputs are for: the agents'
 * configs are read for it only when they decide (a key or a base URL, no
 * `model` input). A dry run without a key read every agent's config twice.
 */
import { expect, it } from 'vitest';
import { endpointOverrides } from '../../src/action/endpoint.js';
import { readInputs } from '../../src/action/inputs.js';
import { loadStoreConfig } from '../../src/config/store-config.js';
import { selectAgents } from '../../src/gc/agents.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

async function store() {
  const root = await tempDir();
  await writeTree(root, {
    'agents/a.toml': 'model = "openai/gpt-4o-mini"\n[memory]\nenabled = true\n',
    'agents/b.toml': 'model = "anthropic/claude-3-5-haiku"\n[memory]\nenabled = true\n',
  });
  return loadStoreConfig(root);
}

/** The inputs as the runner hands them, `env` set only for the call. */
function inputsWith(env: Record<string, string>) {
  Object.assign(process.env, env);
  try {
    return readInputs();
  } finally {
    for (const k of Object.keys(env)) delete process.env[k];
  }
}

it('reads no agent config when no key or base URL is given, or the model input names the provider', async () => {
  const s = await store();
  let asked = 0;
  const agents = async () => {
    asked++;
    return (await selectAgents(s, [], true)).map((a) => a.agent);
  };
  expect(await endpointOverrides(inputsWith({}), s, agents)).toEqual({});
  expect(
    await endpointOverrides(inputsWith({ 'INPUT_API-KEY': 'k', INPUT_MODEL: 'openai/gpt-4o' }), s, agents),
  ).toEqual({ provider: 'openai', apiKey: 'k', baseUrl: undefined });
  expect(asked).toBe(0);
});

it('still asks the agents which provider a key is for, and refuses two', async () => {
  const s = await store();
  const agents = async () => (await selectAgents(s, [], true)).map((a) => a.agent);
  const one = async () => (await selectAgents(s, ['a'], false)).map((a) => a.agent);
  expect(await endpointOverrides(inputsWith({ 'INPUT_API-KEY': 'k' }), s, one)).toEqual({
    provider: 'openai',
    apiKey: 'k',
    baseUrl: undefined,
  });
  await expect(endpointOverrides(inputsWith({ 'INPUT_API-KEY': 'k' }), s, agents)).rejects.toMatchObject({
    code: 2,
    field: 'api-key',
    message: expect.stringContaining('the agents use anthropic, openai'),
  });
});
