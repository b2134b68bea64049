/**
 * The model client: one chat completion per agent through the `openai` SDK,
 * against any OpenAI-compatible endpoint (DESIGN.md section 3), with axe's
 * binding request shape and exit-code mapping.
 *
 * The SDK is imported lazily so commands that never call a model (and the
 * local analyzer) do not pay for loading it.
 */
import { apiError, MemkeepError, opError, type ErrorContext } from '../errors.js';
import type { StoreConfig } from '../store/config.js';
import { scrubKey } from './redact.js';

export interface ModelRef {
  provider: string;
  model: string;
}

export interface Endpoint extends ModelRef {
  baseURL: string;
  /** The key, when the provider has one available. Never printed. */
  apiKey?: string;
  /** Where the key is read from, for messages (`OPENAI_API_KEY`). */
  keyEnv?: string;
  /** Whether the provider requires a key. */
  needsKey: boolean;
  /** A keyless endpoint counts as configured only when its URL was set on purpose. */
  baseUrlExplicit: boolean;
}

const BUILTIN: Record<string, { baseURL: string; keyEnv?: string }> = {
  openai: { baseURL: 'https://api.openai.com/v1', keyEnv: 'OPENAI_API_KEY' },
  anthropic: { baseURL: 'https://api.anthropic.com/v1/', keyEnv: 'ANTHROPIC_API_KEY' },
  ollama: { baseURL: 'http://localhost:11434/v1' },
};

export const DEFAULT_TIMEOUT_MS = 120_000;

/**
 * Splits `provider/model` at the first slash. A malformed string is an
 * operation error (exit 1), as in axe, naming where it came from.
 */
export function parseModel(text: string, context: ErrorContext = {}): ModelRef {
  const slash = text.indexOf('/');
  const provider = slash < 0 ? '' : text.slice(0, slash).trim();
  const model = slash < 0 ? '' : text.slice(slash + 1).trim();
  if (!provider || !model) {
    throw opError(`invalid model format "${text}": expected provider/model-name`, context);
  }
  return { provider, model };
}

/** `MEMKEEP_<PROVIDER>_BASE_URL`: the override tests and proxies use. */
export function baseUrlEnvName(provider: string): string {
  return `MEMKEEP_${provider.toUpperCase().replace(/[^A-Z0-9]/g, '_')}_BASE_URL`;
}

/**
 * Where a provider lives and which key it uses: explicit overrides (the
 * Action's `base-url` / `api-key`), then the environment, then memkeep.toml,
 * then the built-in defaults. An unknown provider without a configured
 * base_url is an operation error (exit 1), as in axe.
 */
export function resolveEndpoint(
  ref: ModelRef,
  store: Pick<StoreConfig, 'providers'>,
  env: NodeJS.ProcessEnv,
  overrides: { baseUrl?: string; apiKey?: string } = {},
  where: ErrorContext = { field: 'model' },
): Endpoint {
  const builtin = BUILTIN[ref.provider];
  const configured = store.providers[ref.provider] ?? {};
  const envUrl = env[baseUrlEnvName(ref.provider)];
  const baseURL = overrides.baseUrl || envUrl || configured.baseUrl || builtin?.baseURL;
  if (!baseURL) {
    throw opError(
      `unsupported provider "${ref.provider}": set [providers.${ref.provider}] base_url in memkeep.toml or ${baseUrlEnvName(ref.provider)}`,
      where,
    );
  }
  const keyEnv = configured.apiKeyEnv ?? builtin?.keyEnv;
  const apiKey = overrides.apiKey || (keyEnv ? env[keyEnv] : undefined) || undefined;
  return {
    ...ref,
    baseURL,
    apiKey,
    keyEnv,
    needsKey: keyEnv !== undefined,
    baseUrlExplicit: Boolean(overrides.baseUrl || envUrl || configured.baseUrl),
  };
}

/** Whether `auto` should use this endpoint rather than the local analyzer. */
export function endpointUsable(endpoint: Endpoint): boolean {
  return endpoint.needsKey ? Boolean(endpoint.apiKey) : endpoint.baseUrlExplicit;
}

/** Exit 3 before any request when a required key is missing. */
export function requireKey(endpoint: Endpoint): void {
  if (endpoint.needsKey && !endpoint.apiKey) {
    throw apiError(`API key for provider "${endpoint.provider}" is not set (${endpoint.keyEnv})`);
  }
}

/**
 * One chat completion: system prompt, user message, temperature 0.3, 4096
 * max tokens, no tools, no retries (axe makes exactly one call per agent).
 * Returns the reply text; empty when the model said nothing.
 */
export async function complete(
  endpoint: Endpoint,
  system: string,
  user: string,
  timeoutMs = DEFAULT_TIMEOUT_MS,
): Promise<string> {
  requireKey(endpoint);
  const { default: OpenAI } = await import('openai');
  const client = new OpenAI({
    baseURL: endpoint.baseURL,
    // The SDK insists on a key; keyless providers (ollama) accept any value.
    apiKey: endpoint.apiKey ?? 'none',
    timeout: timeoutMs,
    maxRetries: 0,
  });
  try {
    const reply = await client.chat.completions.create({
      model: endpoint.model,
      messages: [
        { role: 'system', content: system },
        { role: 'user', content: user },
      ],
      temperature: 0.3,
      max_tokens: 4096,
    });
    return reply.choices[0]?.message?.content ?? '';
  } catch (err) {
    throw modelError(err, endpoint, timeoutMs);
  }
}

/**
 * axe's mapping: a 400 or 404 means the request itself is wrong (exit 1);
 * auth, rate limits, timeouts, overload and 5xx are the API's (exit 3). The
 * key (whole, URL-encoded or a piece of it) and any other secret are
 * scrubbed from whatever the server echoed back.
 */
function modelError(err: unknown, endpoint: Endpoint, timeoutMs: number): MemkeepError {
  // A hostile server's megabyte error body is no message; the cut happens before scrubbing, and pieces of the key are scrubbed too.
  const scrub = (s: string) => scrubKey(s.slice(0, 4000), endpoint.apiKey);
  const e = err as { status?: number; message?: string; name?: string };
  const what = `model ${endpoint.provider}/${endpoint.model}`;
  if (e?.name === 'APIConnectionTimeoutError') {
    return apiError(`${what}: request timed out after ${Math.round(timeoutMs / 1000)}s`, err);
  }
  if (typeof e?.status !== 'number') {
    return apiError(`${what}: cannot reach ${endpoint.baseURL}: ${scrub(e?.message ?? String(err))}`, err);
  }
  const message = `${what}: HTTP ${e.status}: ${scrub(e.message ?? '')}`;
  if (e.status === 401 || e.status === 403 || e.status === 408 || e.status === 429 || e.status >= 500) {
    return apiError(message, err);
  }
  return opError(message, {}, err);
}
