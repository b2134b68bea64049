/**
 * The model client: one chat completion per agent through the `openai` SDK,
 * against any OpenAI-compatible endpoint, with axe's
 * binding request shape and exit-code mapping.
 *
 * The SDK is imported lazily so commands that never call a model (and the
 * local analyzer) do not pay for loading it.
 */

import type { StoreConfig } from '../config/types.js';
import { apiError, configError, type ErrorContext, type MemkeepError, opError } from '../errors.js';
import { scrubKey } from '../text/redact.js';

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
 * Splits `provider/model` at the first slash, as axe's parseModel does: the
 * parts are taken as given (`openai/ gpt-4o ` asks for the model ` gpt-4o `,
 * and a provider with spaces is an unknown one). A malformed string is an
 * operation error (exit 1) in axe's words, naming where it came from.
 */
export function parseModel(text: string, context: ErrorContext = {}): ModelRef {
  const slash = text.indexOf('/');
  if (slash < 0) throw opError(`invalid model format "${text}": expected provider/model-name`, context);
  const provider = text.slice(0, slash);
  const model = text.slice(slash + 1);
  if (!provider) throw opError(`invalid model format "${text}": empty provider`, context);
  if (!model) throw opError(`invalid model format "${text}": empty model name`, context);
  return { provider, model };
}

/** `MEMKEEP_<PROVIDER>_BASE_URL`: the override tests and proxies use. */
export function baseUrlEnvName(provider: string): string {
  return `MEMKEEP_${provider.toUpperCase().replace(/[^A-Z0-9]/g, '_')}_BASE_URL`;
}

/**
 * The Action's `base-url` / `api-key`: given for one provider, and used for
 * that provider only (a key sent to another provider's endpoint is a leaked
 * key).
 */
export interface EndpointOverrides {
  /** The provider the overrides belong to; without one they are not used. */
  provider?: string;
  baseUrl?: string;
  apiKey?: string;
}

/**
 * Where a provider lives and which key it uses: explicit overrides (the
 * Action's `base-url` / `api-key`, for their own provider only), then the
 * environment, then memkeep.toml, then the built-in defaults. An unknown
 * provider without a configured base_url is an operation error (exit 1), as
 * in axe.
 */
export function resolveEndpoint(
  ref: ModelRef,
  store: Pick<StoreConfig, 'providers'>,
  env: NodeJS.ProcessEnv,
  given: EndpointOverrides = {},
  where: ErrorContext = { field: 'model' },
): Endpoint {
  const overrides = given.provider === ref.provider ? given : {};
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
  // fetch reaches nothing else, and its error for another scheme told the user nothing.
  if (!/^https?:\/\/[^/]/i.test(baseURL) || !URL.canParse(baseURL)) {
    const from = overrides.baseUrl
      ? 'base-url'
      : envUrl
        ? baseUrlEnvName(ref.provider)
        : `[providers.${ref.provider}] base_url`;
    throw configError(`${from} must be an http or https URL (got "${baseURL}")`, { field: from });
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
    // axe: `... is not configured (set OPENAI_API_KEY or add to config.toml)`; memkeep has no such file.
    throw apiError(`API key for provider "${endpoint.provider}" is not configured (set ${endpoint.keyEnv})`);
  }
}

/** What a model call gave back. */
export interface Completion {
  /** The reply text; empty when the model said nothing (or sent no choice). */
  text: string;
  /** Calls retried after a rate limit or a server error (0: the first call answered). */
  retries: number;
  /** How many choices the answer held (a 200 answer may hold none). */
  choices: number;
  /** The first choice's finish reason (`length`: the answer was cut). */
  finishReason?: string;
}

/** Structured output (`response_format`), where the endpoint has it. */
export interface CompleteOptions {
  responseFormat?: {
    type: 'json_schema';
    json_schema: { name: string; strict?: boolean; schema: Record<string, unknown> };
  };
}

/** Retries after the first call, at most (the timeout usually bounds them first). */
const MAX_RETRIES = 4;
/** Backoff without a Retry-After: 1 s, 2 s, 4 s, 8 s, plus up to 250 ms of jitter. */
const backoffMs = (retry: number) => Math.min(8000, 1000 * 2 ** retry) + Math.floor(Math.random() * 250);

/**
 * One chat completion: system prompt, user message, temperature 0.3, 4096
 * max tokens, no tools. A 408, 429 or 5xx answer is retried (axe fails the
 * agent at once): after the server's Retry-After (or retry-after-ms) when it
 * gives one, else with exponential backoff, at most MAX_RETRIES times, and
 * never past `timeoutMs` counted from the first call: a wait that would end
 * after it is not started, and the error is reported instead.
 */
export async function complete(
  endpoint: Endpoint,
  system: string,
  user: string,
  timeoutMs = DEFAULT_TIMEOUT_MS,
  options: CompleteOptions = {},
): Promise<Completion> {
  requireKey(endpoint);
  const { default: OpenAI } = await import('openai');
  const client = new OpenAI({
    baseURL: endpoint.baseURL,
    // The SDK insists on a key; keyless providers (ollama) accept any value.
    apiKey: endpoint.apiKey ?? 'none',
    timeout: timeoutMs,
    // Retries are ours, so they can be counted and bounded by the timeout.
    maxRetries: 0,
    // Memory goes to the base URL given, nowhere else: a redirect is an answer of its own (modelError).
    fetchOptions: { redirect: 'manual' },
  });
  const deadline = Date.now() + timeoutMs;
  for (let retries = 0; ; retries++) {
    let reply: Awaited<ReturnType<typeof client.chat.completions.create>>;
    try {
      reply = await client.chat.completions.create(
        {
          model: endpoint.model,
          messages: [
            { role: 'system', content: system },
            { role: 'user', content: user },
          ],
          temperature: 0.3,
          max_tokens: 4096,
          ...(options.responseFormat ? { response_format: options.responseFormat } : {}),
        },
        { timeout: Math.max(1, deadline - Date.now()) },
      );
    } catch (err) {
      const wait = retryable(err) ? (retryAfterMs(err) ?? backoffMs(retries)) : undefined;
      if (wait === undefined || retries >= MAX_RETRIES || Date.now() + wait >= deadline) {
        // The SDK's timeout error names itself "Error": it is known by its class.
        throw modelError(err, endpoint, timeoutMs, retries, err instanceof OpenAI.APIConnectionTimeoutError);
      }
      await new Promise((ok) => setTimeout(ok, wait));
      continue;
    }
    // A 200 is not yet an answer: callers judge an empty, choice-less or cut one (analysis/answer.ts).
    // A body of JSON `null` (or a bare string) is a 200 with no choice, not a crash.
    const choices = Array.isArray(reply?.choices) ? reply.choices : [];
    // Gateways that parse a structured answer, or send content parts, break the text contract.
    const content: unknown = choices[0]?.message?.content ?? '';
    if (typeof content !== 'string')
      throw apiError(
        `model ${endpoint.provider}/${endpoint.model}: the answer's content is ${Array.isArray(content) ? 'a list' : `a ${typeof content}`}, not text`,
      );
    return { text: content, retries, choices: choices.length, finishReason: finishReasonOf(choices[0]?.finish_reason) };
  }
}

/**
 * The finish reason in OpenAI's words: gateways pass on their model's own
 * (Anthropic's `max_tokens` and `refusal`, Gemini's `MAX_TOKENS`, `SAFETY`,
 * `RECITATION` …), and a cut or filtered answer must be known as one
 * whatever it is called.
 */
function finishReasonOf(reason: unknown): string | undefined {
  if (typeof reason !== 'string') return undefined;
  const r = reason.toLowerCase();
  return r === 'max_tokens' ? 'length' : FILTERED.has(r) ? 'content_filter' : r;
}

/** Gemini's and Anthropic's words for an answer a filter stopped or the model refused. */
const FILTERED = new Set([
  'safety',
  'recitation',
  'blocklist',
  'prohibited_content',
  'spii',
  'image_safety',
  'refusal',
]);

function statusOf(err: unknown): number | undefined {
  const status = (err as { status?: unknown })?.status;
  return typeof status === 'number' ? status : undefined;
}

/** Rate limits, request timeouts and server errors pass; anything else will not. */
function retryable(err: unknown): boolean {
  const status = statusOf(err);
  return status === 408 || status === 429 || (status !== undefined && status >= 500);
}

/** The server's requested wait: `retry-after-ms`, or `retry-after` in seconds or as an HTTP date. */
function retryAfterMs(err: unknown): number | undefined {
  const headers = (err as { headers?: { get?(name: string): string | null } })?.headers;
  const get = (name: string) => (typeof headers?.get === 'function' ? headers.get(name) : null);
  const ms = Number(get('retry-after-ms'));
  if (get('retry-after-ms') !== null && Number.isFinite(ms) && ms >= 0) return ms;
  const after = get('retry-after');
  if (after === null || after.trim() === '') return undefined;
  const seconds = Number(after);
  if (Number.isFinite(seconds)) return seconds >= 0 ? seconds * 1000 : undefined;
  const at = Date.parse(after);
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
}

/**
 * axe's mapping: a 400 or 404 means the request itself is wrong (exit 1);
 * auth, rate limits, timeouts, overload and 5xx are the API's (exit 3). The
 * key (whole, URL-encoded or a piece of it) and any other secret are
 * scrubbed from whatever the server echoed back. The message says how many
 * retries came before the error, if any.
 */
function modelError(
  err: unknown,
  endpoint: Endpoint,
  timeoutMs: number,
  retries: number,
  timedOut: boolean,
): MemkeepError {
  // A hostile server's megabyte error body is no message; the cut happens before scrubbing, and pieces of the key are scrubbed too.
  const scrub = (s: string) => scrubKey(s.slice(0, 4000), endpoint.apiKey);
  const e = err as { status?: number; message?: string };
  const what = `model ${endpoint.provider}/${endpoint.model}${retries > 0 ? ` (after ${retries} ${retries === 1 ? 'retry' : 'retries'})` : ''}`;
  if (timedOut) {
    return apiError(`${what}: request timed out after ${Math.round(timeoutMs / 1000)}s`, err);
  }
  // The SDK parses a body sent as JSON: a proxy's HTML page under that type fails here, after the server answered.
  if (err instanceof SyntaxError) return apiError(`${what}: the answer is not JSON: ${scrub(err.message)}`, err);
  if (typeof e?.status !== 'number') {
    // fetch's name for a body that failed after the server answered (a reset, a stream that would not decode).
    const brokeOff = err instanceof TypeError && err.message === 'terminated';
    const where = brokeOff ? 'the answer broke off before it was whole' : `cannot reach ${endpoint.baseURL}`;
    return apiError(`${what}: ${where}: ${scrub(e?.message ?? String(err))}`, err);
  }
  if (e.status >= 300 && e.status < 400) {
    const to = (err as { headers?: { get?(name: string): string | null } })?.headers?.get?.('location');
    return apiError(
      `${what}: the endpoint redirects (HTTP ${e.status}${to ? ` to ${scrub(to)}` : ''}); memory is sent only to the base URL memkeep was given, so set it to where the model is served`,
      err,
    );
  }
  const message = `${what}: HTTP ${e.status}: ${scrub(e.message ?? '')}`;
  if (e.status === 401 || e.status === 403 || e.status === 408 || e.status === 429 || e.status >= 500) {
    return apiError(message, err);
  }
  return opError(message, {}, err);
}
