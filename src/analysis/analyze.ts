/**
 * One agent's analysis: pick the analyzer, reuse a cached result, fit the log
 * to the input budget, redact secrets, and call the model or the local
 * analyzer. Everything that decides what leaves the machine is here, in one
 * place, so the CLI and the Action cannot differ on it.
 */

import { join } from 'node:path';
import { storeRelative } from '../config/confine.js';
import { CONFIG_FILE, FAILURES_FILE } from '../config/paths.js';
import type { Agent, Analyzer, StoreConfig } from '../config/types.js';
import { configError, type ErrorContext } from '../errors.js';
import { flatLayout, type LogLayout, layoutOf } from '../format/layout.js';
import { readAt } from '../fs/handle.js';
import { MAX_TEXT_BYTES, openRegular, readRegularFileSync } from '../fs/regular.js';
import { readBudgeted } from '../memory/runlog/budget.js';
import type { LineTimes } from '../memory/runlog/entry-order.js';
import type { LogScan } from '../memory/runlog/scan.js';
import { describeFindings, redactSecrets } from '../text/redact.js';
import { estimateTokens } from '../text/tokens.js';
import { asRedacted, atTheDoor, type Redacted } from '../text/untrusted.js';
import { analysisOf, analysisProblem } from './answer.js';
import { inputKey, lookup, type State } from './cache.js';
import { toLogEntries } from './entries.js';
import { failuresFromNotes } from './lessons.js';
import { analyzeLocally, type FailureNotes } from './local.js';
import {
  complete,
  type Endpoint,
  type EndpointOverrides,
  endpointUsable,
  parseModel,
  requireKey,
  resolveEndpoint,
} from './model-client.js';
import { ANALYSIS_PROMPT } from './prompt.js';

export interface AnalysisOptions {
  store: StoreConfig;
  env: NodeJS.ProcessEnv;
  /** `--analyzer` (else memkeep.toml `[gc] analyzer`, else auto). */
  analyzer?: Analyzer;
  /** `--model` (else the agent's model, else memkeep.toml `[gc] model`). */
  model?: string;
  /** The Action's `base-url` / `api-key` inputs. */
  endpoint?: EndpointOverrides;
  /** `max-input-tokens` override (else memkeep.toml). */
  maxInputTokens?: number;
  /** The model's timeout (see modelTimeout); else axe's 120 s. */
  timeoutMs?: number;
  cache?: State;
}

export interface Analysis {
  /** Redacted once, where it was made: renderers make it inert without redacting it again. */
  text: Redacted;
  /** `local` or `provider/model`. */
  analyzer: string;
  /** Why the local analyzer ran under `auto`. */
  fallbackReason?: string;
  cached: boolean;
  /**
   * A model's analysis reused after a trim: it was made (at this time) on
   * the log before the trim, so the counts in it are of that log.
   */
  madeBeforeTrim?: string;
  /** The cache key of what was analysed (see cache.ts). */
  digest: string;
  /** Size of the log in bytes. */
  size: number;
  maxInputTokens: number;
  sentEntries: number;
  leftOut: number;
  /** Estimated tokens of the budgeted input (what a model call would send; never over the budget). */
  inputTokens: number;
  /** Estimated tokens actually sent to a model (0 for the local analyzer and cache hits). */
  tokensSent: number;
  /** Report lines about redacted secrets (file and line, never the secret). */
  redactions: string[];
  /** Model calls retried after a rate limit or server error; absent without a model call. */
  modelRetries?: number;
}

type Choice = { kind: 'local'; reason?: string } | { kind: 'llm'; endpoint: Endpoint };

/**
 * Decides which analyzer runs. `llm` insists on a model and its key (exit 3
 * before any request when the key is missing); `auto` falls back to the local
 * analyzer when no model is configured or its credentials are absent.
 */
export function chooseAnalyzer(agent: Agent, options: AnalysisOptions): Choice {
  const mode = options.analyzer ?? options.store.gc.analyzer ?? 'auto';
  if (mode === 'local') return { kind: 'local' };
  const modelText = options.model ?? agent.model ?? options.store.gc.model;
  // Errors about the model name the place it was set.
  const where: ErrorContext = options.model
    ? { field: '--model' }
    : agent.model
      ? { file: agent.configFile, field: 'model' }
      : { file: join(options.store.root, CONFIG_FILE), field: 'gc.model' };
  if (!modelText) {
    if (mode === 'llm') {
      throw configError(`agent "${agent.name}" has no model: set model = "provider/model" or pass --model`, {
        file: agent.configFile,
        field: 'model',
      });
    }
    return { kind: 'local', reason: 'no model configured' };
  }
  const ref = parseModel(modelText, where);
  if (ref.provider === 'local') return { kind: 'local' };
  const endpoint = resolveEndpoint(ref, options.store, options.env, options.endpoint, where);
  if (mode === 'llm') {
    requireKey(endpoint);
    return { kind: 'llm', endpoint };
  }
  if (endpointUsable(endpoint)) return { kind: 'llm', endpoint };
  const reason = endpoint.needsKey
    ? `no ${endpoint.keyEnv} for ${ref.provider}/${ref.model}`
    : `no base URL configured for ${ref.provider}/${ref.model}`;
  return { kind: 'local', reason };
}

/** Analyses one agent's run log (agent.memory.path); `logFile` names it in reports. */
export async function analyzeLog(
  agent: Agent,
  logFile: string,
  options: AnalysisOptions,
  read: {
    /** The planner's scan of the log, so it is not read again. */
    scan?: LogScan;
    /** The log's layout, as the plan resolved it (else the agent's). */
    layout?: LogLayout;
    /** Line times for a log ordered by git (handed in by gc: the analysis never runs git). */
    lineTimes?: LineTimes;
  } = {},
): Promise<Analysis> {
  const choice = chooseAnalyzer(agent, options);
  const analyzer = choice.kind === 'local' ? 'local' : `${choice.endpoint.provider}/${choice.endpoint.model}`;
  const maxInputTokens = options.maxInputTokens ?? options.store.gc.maxInputTokens;
  const layout = read.layout ?? layoutOf(agent.memory);
  const { budgeted, size } = await readBudgeted(agent.memory.path, maxInputTokens, read.scan, layout, read.lineTimes);
  const digest = inputKey(budgeted.text);
  const fallbackReason = choice.kind === 'local' ? choice.reason : undefined;
  const base = { analyzer, fallbackReason, digest, maxInputTokens, size, inputTokens: estimateTokens(budgeted.text) };

  // The cache may predate a rule: what it holds is redacted again on the way out.
  const hit = options.cache && lookup(options.cache, agent.name, digest, analyzer, maxInputTokens);
  // An answer cached before answers were checked may be no analysis at all: ask the model again.
  // (Its citations are not checked: after a trim it rightly cites entries the log no longer holds.)
  const cached = hit && (choice.kind === 'local' || !analysisProblem(hit.analysis));
  if (cached) {
    // The local analyzer costs nothing to run again (below), so only a model's analysis is reused as it was.
    if (choice.kind !== 'local') {
      const madeBeforeTrim = hit.digests[0] !== digest ? hit.at : undefined;
      return {
        ...base,
        text: atTheDoor(hit.analysis),
        cached: true,
        madeBeforeTrim,
        sentEntries: budgeted.sentEntries,
        leftOut: budgeted.leftOut,
        tokensSent: 0,
        redactions: [],
      };
    }
  }

  // Both analyzers see the log redacted: the local one quotes tasks, and its
  // text becomes the PR description, the job summary and the cached analysis.
  const redacted = redactSecrets(budgeted.text.toString('utf8'));
  // The budget sends a suffix of the log, or picked entries: map line numbers back to the file's.
  const skippedLines =
    redacted.findings.length && !budgeted.fileLine && (budgeted.leftOut > 0 || budgeted.truncated)
      ? await linesBefore(agent.memory.path, size - budgeted.text.length)
      : 0;
  const fileLine = budgeted.fileLine ?? ((line: number) => line + skippedLines);
  const redactions = describeFindings(
    logFile,
    redacted.findings.map((f) => ({ ...f, line: fileLine(f.line) })),
  );
  const common = { ...base, cached: false, sentEntries: budgeted.sentEntries, leftOut: budgeted.leftOut, redactions };

  if (choice.kind === 'local') {
    // The budget sends whole entries oldest first: read them as such, whatever structure held them.
    const read = budgeted.fileLine ? flatLayout(layout) : layout;
    const entries = toLogEntries(redacted.findings.length ? Buffer.from(redacted.text) : budgeted.text, read);
    // Run again on a cache hit too, so the report always describes the log as it is now.
    const text = analyzeLocally(entries, { notes: failureNotes(agent, options.store) });
    // Made from the redacted entries and memkeep's own words: redacting it again would find nothing new.
    return { ...common, cached: Boolean(cached), text: asRedacted(text), tokensSent: 0 };
  }

  const answer = await complete(choice.endpoint, ANALYSIS_PROMPT, redacted.text, options.timeoutMs);
  const text = analysisOf(answer, redacted.text, analyzer);
  // A model can echo a secret back in another shape (or make one up): its answer is redacted too.
  return {
    ...common,
    text: atTheDoor(text),
    modelRetries: answer.retries,
    tokensSent: estimateTokens(redacted.text),
  };
}

/**
 * The agent's failure notes, for the local analyzer to count: a run that
 * failed is often recorded only there. Unreadable means none: the notes are
 * a detail of the report, not a reason to fail it.
 */
function failureNotes(agent: Agent, store: StoreConfig): FailureNotes | undefined {
  const path = join(agent.memory.proceduralDir, FAILURES_FILE);
  let text: string;
  try {
    // Through the regular-file check: a committed failures.md may be a symlink to /dev/zero or a FIFO.
    const bytes = readRegularFileSync(path, { maxBytes: MAX_TEXT_BYTES });
    if (!bytes) return undefined;
    text = bytes.toString('utf8');
  } catch {
    return undefined;
  }
  // The one text of the report not from the redacted log: redacted here, as it enters.
  return { file: atTheDoor(storeRelative(store, path)), at: failuresFromNotes(text, '').map((f) => f.at) };
}

const LINES_CHUNK = 1 << 20;

/** Newlines in the first `end` bytes of a file, read a chunk at a time. */
async function linesBefore(path: string, end: number): Promise<number> {
  if (end <= 0) return 0;
  const opened = await openRegular(path);
  if (!opened) return 0;
  let n = 0;
  try {
    for (let at = 0; at < end; at += LINES_CHUNK) {
      const bytes = await readAt(opened.fh, at, Math.min(LINES_CHUNK, end - at));
      if (bytes.length === 0) break;
      for (let i = bytes.indexOf(10); i >= 0; i = bytes.indexOf(10, i + 1)) n++;
    }
  } finally {
    await opened.fh.close();
  }
  return n;
}

/** `MEMKEEP_MODEL_TIMEOUT` (seconds) lengthens or shortens axe's 120 s, e.g. for a slow local model. */
export function modelTimeout(env: NodeJS.ProcessEnv): number | undefined {
  const text = env.MEMKEEP_MODEL_TIMEOUT;
  if (text === undefined || text === '') return undefined;
  const seconds = Number(text);
  if (!Number.isFinite(seconds) || seconds <= 0) {
    throw configError(`MEMKEEP_MODEL_TIMEOUT must be a positive number of seconds (got "${text}")`, {
      field: 'MEMKEEP_MODEL_TIMEOUT',
    });
  }
  // A timer holds at most 2^31 - 1 ms; past it Node fires at once, and every call "timed out".
  if (seconds * 1000 > MAX_TIMER_MS) {
    throw configError(
      `MEMKEEP_MODEL_TIMEOUT must be at most ${Math.floor(MAX_TIMER_MS / 1000)} seconds (about 24 days; got "${text}")`,
      { field: 'MEMKEEP_MODEL_TIMEOUT' },
    );
  }
  return seconds * 1000;
}

const MAX_TIMER_MS = 2 ** 31 - 1;
