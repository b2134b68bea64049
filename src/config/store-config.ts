/**
 * Store configuration: the root and memkeep.toml with the defaults the
 * README documents (each agent's own config is agent-config.ts).
 *
 * Every error names the file and the field (and the line for TOML syntax).
 * Unknown keys are warnings, with the known key they were probably meant to
 * be, so that a config written for a newer memkeep, or for axe and aide
 * themselves, still loads; those of `[memory]`, `[retention]` and the top of
 * memkeep.toml are also kept in `unknownKeys`, which a run that rewrites or
 * deletes memory refuses (refuseUnknownKeys): a misspelt `episodc` must not
 * prune by the default it was meant to change. Every configured path must stay
 * inside the store root after `..` and symlinks are resolved (confine.ts).
 */
import { realpathSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { configError } from '../errors.js';
import { resolveInside } from './confine.js';
import { Fields, readTomlIfPresent } from './fields.js';
import { CONFIG_FILE, STATE_DIR } from './paths.js';
import { ANALYZERS, type Analyzer, type ProviderSettings, type StoreConfig, type UnknownKey } from './types.js';

export const DEFAULT_MAX_INPUT_TOKENS = 100_000;

/**
 * Variables a step's environment holds for the runner and GitHub: the
 * Action's inputs (`INPUT_GITHUB-TOKEN`, always set), the runtime and OIDC
 * request tokens (`ACTIONS_*`), the token a workflow exports. memkeep.toml
 * is anyone's who can open a pull request, and `api_key_env` sends the
 * variable's value to the provider's base_url: it may name none of these
 * (any case: Windows' environment has none).
 */
const RUNNER_SECRET = /^(?:INPUT_.*|ACTIONS_.*|GITHUB_TOKEN|GH_TOKEN|GH_ENTERPRISE_TOKEN|GITHUB_ENTERPRISE_TOKEN)$/i;
const DAY = 86_400_000;
const DEFAULT_EPISODIC_MS = 7 * DAY;
const DEFAULT_PROCEDURAL_MS = 90 * DAY;

// File-system calls here are synchronous: gc --all loads every agent of a
// store, a dozen tiny stats and reads each, and a thread-pool round trip per
// call would cost more than the calls themselves.

/** Resolves and checks the store root; a missing root is a config error. */
export async function resolveStoreRoot(root: string): Promise<string> {
  const abs = resolve(root);
  let st;
  try {
    st = statSync(abs);
  } catch {
    throw configError(`store root ${abs} does not exist`, { file: abs });
  }
  if (!st.isDirectory()) throw configError(`store root ${abs} is not a directory`, { file: abs });
  return realpathSync.native(abs);
}

/** Loads `<root>/memkeep.toml` (optional) with its defaults. */
export async function loadStoreConfig(root: string): Promise<StoreConfig> {
  const realRoot = await resolveStoreRoot(root);
  // gc writes its analysis cache under .memkeep/ (analysis/cache.ts); a link
  // there must not carry that write out of the store.
  await resolveInside(realRoot, realRoot, STATE_DIR, { field: 'state directory' });
  const file = join(realRoot, CONFIG_FILE);
  const doc = (await readTomlIfPresent(file)) ?? {};
  const t = new Fields(file, doc);

  const gc = t.table('gc');
  const retention = t.table('retention');
  const providers = t.table('providers');
  const pr = t.table('pull_request');
  t.unknown(['gc', 'retention', 'providers', 'pull_request'], { strict: true });

  const analyzer = gc.string('analyzer');
  if (analyzer !== undefined && !ANALYZERS.includes(analyzer as Analyzer)) {
    throw gc.error('analyzer', `must be one of ${ANALYZERS.join(', ')}`);
  }
  const model = gc.string('model');
  const maxInputTokens = gc.positiveInt('max_input_tokens') ?? DEFAULT_MAX_INPUT_TOKENS;
  const distil = gc.boolean('distil') ?? true;
  gc.unknown(['model', 'analyzer', 'max_input_tokens', 'distil']);

  const episodicMs = retention.duration('episodic') ?? DEFAULT_EPISODIC_MS;
  const proceduralMs = retention.duration('procedural') ?? DEFAULT_PROCEDURAL_MS;
  retention.unknown(['episodic', 'procedural'], { strict: true });

  const providerSettings: Record<string, ProviderSettings> = {};
  for (const name of providers.keys()) {
    const p = providers.table(name);
    const apiKeyEnv = p.string('api_key_env');
    if (apiKeyEnv !== undefined && RUNNER_SECRET.test(apiKeyEnv))
      throw p.error(
        'api_key_env',
        `"${apiKeyEnv}" holds a token of the runner or of GitHub, never a model's key (give the provider a variable of its own)`,
      );
    providerSettings[name] = { baseUrl: p.string('base_url'), apiKeyEnv };
    p.unknown(['base_url', 'api_key_env']);
  }

  const labels = pr.stringArray('labels');
  const badLabel = labelProblem(labels ?? []);
  if (badLabel) throw pr.error('labels', badLabel);
  const pullRequest = { branch: pr.string('branch'), labels, title: pr.string('title') };
  pr.unknown(['branch', 'labels', 'title']);

  return {
    root: realRoot,
    gc: { model, analyzer: analyzer as Analyzer | undefined, maxInputTokens, distil },
    retention: { episodicMs, proceduralMs },
    providers: providerSettings,
    pullRequest,
    warnings: t.warnings,
    unknownKeys: t.unknownKeys,
  };
}

/**
 * Refuses a run that would rewrite or delete memory while the config has
 * unknown keys where a misspelling changes what goes (`[memory]`,
 * `[retention]`, the top of memkeep.toml): the default the key was meant
 * to override would decide instead. `when` says which run it is.
 */
export function refuseUnknownKeys(config: { unknownKeys: UnknownKey[] }, when: string): void {
  const [first, ...more] = config.unknownKeys;
  if (first === undefined) return;
  const others = more.length ? ` (and ${more.map((k) => `"${k.field}"`).join(', ')})` : '';
  throw configError(
    `${first.message}${others}: unknown keys in [memory] and [retention] are errors ${when}, so that nothing is pruned or trimmed by the default the key was meant to change; fix or remove the key (a dry run only warns)`,
    { file: first.file, field: first.field },
  );
}

/** GitHub's bound on a label's name: a blank or longer one is refused when the labels are added, after the PR is open. */
const LABEL_MAX = 50;

/** What is wrong with the first label GitHub would refuse (`has "…": …`), if any: memkeep.toml and the input say it alike. */
export function labelProblem(labels: string[]): string | undefined {
  const bad = labels.find((name) => name.trim() === '' || [...name].length > LABEL_MAX);
  return bad === undefined
    ? undefined
    : `has ${JSON.stringify(bad)}: a label name must have 1 to ${LABEL_MAX} characters`;
}
