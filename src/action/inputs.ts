/**
 * The Action's inputs (action.yml), read and validated in one place. Bad
 * values are config errors naming the input, raised before anything runs.
 * action.yml leaves the defaults that memkeep.toml may set empty (`labels`:
 * a word for unset, see LABELS_UNSET), so the order input > memkeep.toml >
 * built-in default is decided in code.
 */
import * as core from '@actions/core';
import { labelProblem } from '../config/store-config.js';
import { ANALYZERS, type Analyzer } from '../config/types.js';
import { configError } from '../errors.js';

export type Mode = 'pull-request' | 'commit';

export interface Inputs {
  root: string;
  agents: string[];
  dryRun: boolean;
  mode: Mode;
  analyze: boolean;
  trim: boolean;
  /** Distil what a trim drops (digest.md, lessons.md); memkeep.toml `[gc] distil = false` turns it off too. */
  distil: boolean;
  prune: boolean;
  analyzer: Analyzer;
  model?: string;
  apiKey?: string;
  baseUrl?: string;
  maxInputTokens?: number;
  githubToken?: string;
  /** Unset: memkeep.toml `[pull_request] branch`, else memkeep/gc. */
  branch?: string;
  base?: string;
  title?: string;
  /** Unset: memkeep.toml `[pull_request] labels`, else `memory`; empty: no labels. */
  labels?: string[];
  /** `always-true`: a draft on creation and kept one on every update. */
  draft: boolean | 'always-true';
  reviewers: string[];
  teamReviewers: string[];
  assignees: string[];
  /** The commit's subject (memkeep's per-agent lines follow it). */
  commitMessage?: string;
  /** Delete the branch when its pull request is closed (nothing left, or closed unmerged for this plan). */
  deleteBranch: boolean;
  failureAgent?: string;
  task?: string;
  tokens?: number;
  allowForks: boolean;
  shard?: { index: number; count: number };
}

/**
 * action.yml's `labels` default. The runner passes every input, a left-out
 * one as its default, so an empty default could not tell a step that left
 * `labels` out (memkeep.toml decides, else `memory`) from `labels: ''` (none).
 */
const LABELS_UNSET = 'memkeep.toml';

/** The `labels` input: unset (LABELS_UNSET), or the list, which may not name the unset word among others. */
function labelsInput(): string[] | undefined {
  if (text('labels') === LABELS_UNSET) return undefined;
  const labels = list('labels');
  if (labels.includes(LABELS_UNSET))
    throw configError(
      `input "labels" is either "${LABELS_UNSET}" alone (memkeep.toml's labels) or the labels to set; "${LABELS_UNSET}" is no label`,
      { field: 'labels' },
    );
  const bad = labelProblem(labels);
  if (bad) throw configError(`input "labels" ${bad}`, { field: 'labels' });
  return labels;
}

function text(name: string): string | undefined {
  return core.getInput(name).trim() || undefined;
}

function flag(name: string, fallback: boolean): boolean {
  const value = text(name);
  if (value === undefined) return fallback;
  if (/^(true|yes|on|1)$/i.test(value)) return true;
  if (/^(false|no|off|0)$/i.test(value)) return false;
  throw configError(`input "${name}" must be true or false (got "${value}")`, { field: name });
}

function list(name: string): string[] {
  return (text(name) ?? '')
    .split(/[,\n]/)
    .map((s) => s.trim())
    .filter(Boolean);
}

function count(name: string): number | undefined {
  const value = text(name);
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value))
    throw configError(`input "${name}" must be a whole number (got "${value}")`, { field: name });
  return Number(value);
}

export function readInputs(): Inputs {
  const mode = text('mode') ?? 'pull-request';
  if (mode !== 'pull-request' && mode !== 'commit') {
    throw configError(`input "mode" must be pull-request or commit (got "${mode}")`, { field: 'mode' });
  }
  const analyzer = text('analyzer') ?? 'auto';
  if (!ANALYZERS.includes(analyzer as Analyzer)) {
    throw configError(`input "analyzer" must be one of ${ANALYZERS.join(', ')} (got "${analyzer}")`, {
      field: 'analyzer',
    });
  }
  const apiKey = text('api-key');
  // Masked before anything else can print it.
  if (apiKey) core.setSecret(apiKey);
  const maxInputTokens = count('max-input-tokens');
  if (maxInputTokens === 0)
    throw configError('input "max-input-tokens" must be greater than zero', { field: 'max-input-tokens' });
  return {
    root: text('root') ?? '.',
    agents: list('agents'),
    dryRun: flag('dry-run', false),
    mode,
    analyze: flag('analyze', true),
    trim: flag('trim', true),
    distil: flag('distil', true),
    prune: flag('prune', true),
    analyzer: analyzer as Analyzer,
    model: text('model'),
    apiKey,
    baseUrl: text('base-url'),
    maxInputTokens,
    githubToken: text('github-token'),
    branch: text('branch'),
    base: text('base'),
    title: text('title'),
    labels: labelsInput(),
    draft: text('draft') === 'always-true' ? 'always-true' : flag('draft', false),
    reviewers: list('reviewers'),
    teamReviewers: list('team-reviewers'),
    assignees: list('assignees'),
    commitMessage: text('commit-message'),
    deleteBranch: flag('delete-branch', true),
    failureAgent: text('failure-agent'),
    task: text('task'),
    tokens: count('tokens'),
    allowForks: flag('allow-forks', false),
    shard: parseShard(text('shard')),
  };
}

/** `i/n`, 1-based: which slice of the agents this job handles. */
export function parseShard(value: string | undefined): Inputs['shard'] {
  if (value === undefined) return undefined;
  const m = /^(\d+)\s*\/\s*(\d+)$/.exec(value);
  const index = m ? Number(m[1]) : NaN;
  const total = m ? Number(m[2]) : NaN;
  if (!m || total < 1 || index < 1 || index > total) {
    throw configError(`input "shard" must look like i/n with 1 <= i <= n (got "${value}")`, { field: 'shard' });
  }
  return { index, count: total };
}
