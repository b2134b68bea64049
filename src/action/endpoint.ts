/**
 * Which provider the Action's `api-key` and `base-url` inputs are for. A key
 * is given for one provider; sent to another provider's endpoint it is a
 * leaked key, so the inputs apply to exactly one provider, decided here
 * before anything runs:
 *
 * - the provider of the `model` input (every agent then uses that model);
 * - without it, the one provider the agents' models (their own `model`, else
 *   memkeep.toml `[gc] model`) name;
 * - when those name several providers, which one the key is for is
 *   ambiguous: a config error (exit 2) asks for the `model` input.
 */

import { type EndpointOverrides, parseModel } from '../analysis/model-client.js';
import type { Agent, StoreConfig } from '../config/types.js';
import { configError } from '../errors.js';
import type { Inputs } from './inputs.js';

/**
 * `agents` is asked for only when the agents' models decide (a key or a base
 * URL given, no `model` input): reading every agent's config a second time
 * cost a 1,000-agent dry run about 0.15 s of CPU for nothing.
 */
export async function endpointOverrides(
  inputs: Inputs,
  store: StoreConfig,
  agents: () => Promise<(Agent | undefined)[]>,
): Promise<EndpointOverrides> {
  const { apiKey, baseUrl } = inputs;
  if (!apiKey && !baseUrl) return {};
  if (inputs.model) return { provider: parseModel(inputs.model, { field: 'model' }).provider, apiKey, baseUrl };
  const providers = new Set<string>();
  for (const agent of await agents()) {
    const model = agent?.model ?? store.gc.model;
    // A malformed model fails its own agent later, with the place it was set.
    const slash = model?.indexOf('/') ?? -1;
    if (model && slash > 0) providers.add(model.slice(0, slash).trim());
  }
  providers.delete('local');
  if (providers.size > 1) {
    const names = [...providers].sort().join(', ');
    throw configError(
      `input "${apiKey ? 'api-key' : 'base-url'}" is for one provider, but the agents use ${names}: set the "model" input to say which`,
      { field: apiKey ? 'api-key' : 'base-url' },
    );
  }
  const [provider] = providers;
  return provider ? { provider, apiKey, baseUrl } : {};
}
