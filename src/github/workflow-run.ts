/**
 * Failure distillation from a completed `workflow_run` event.
 *
 * Run titles come from commit messages and PR titles, which anyone who can
 * open a PR writes, and the note ends up in an agent's prompt: so every
 * payload string is folded to one line, stripped of markdown headings, HTML
 * and links, and capped before it is written anywhere.
 */
import { inertLine } from '../text/untrusted.js';

export interface FailedRun {
  conclusion: string;
  /** The run's first pull request number, or `local`. */
  issue: string;
  title: string;
  url?: string;
  sha?: string;
  /** The head repository differs from the base repository. */
  fromFork: boolean;
}

const MAX_FIELD = 200;

/** A URL of URL characters only: no quote, bracket pair, backtick or angle bracket to close the note's link or open HTML. */
const RUN_URL = /^https:\/\/[A-Za-z0-9\-._~:/?#@!$&*+,;=%]+$/;

/** The failed run described by the event, or undefined when there is none. */
// biome-ignore lint/suspicious/noExplicitAny: a webhook payload; every field used is checked where it is read.
export function failedRun(eventName: string | undefined, payload: any): FailedRun | undefined {
  if (eventName !== 'workflow_run' || payload?.action !== 'completed') return undefined;
  const run = payload.workflow_run;
  const conclusion = String(run?.conclusion ?? '');
  if (!run || !conclusion || conclusion === 'success' || conclusion === 'skipped' || conclusion === 'neutral')
    return undefined;
  const pr = Array.isArray(run.pull_requests) ? run.pull_requests[0]?.number : undefined;
  // Whether the head repository IS a fork says nothing (in a forked repository
  // every run's head is a fork); what matters is that it is another repository.
  const head = run.head_repository;
  const base = payload.repository ?? run.repository;
  return {
    conclusion: untrusted(conclusion, 40),
    issue: Number.isInteger(pr) ? String(pr) : 'local',
    title: untrusted(String(run.display_title ?? run.name ?? ''), MAX_FIELD),
    url: typeof run.html_url === 'string' && RUN_URL.test(run.html_url) ? run.html_url : undefined,
    sha: typeof run.head_sha === 'string' && /^[0-9a-f]{7,64}$/.test(run.head_sha) ? run.head_sha : undefined,
    fromFork: otherRepository(head, base),
  };
}

interface Repository {
  id?: unknown;
  full_name?: unknown;
}

/**
 * Two repositories told apart by id when both have one, else by full name.
 * An unknown head (null or missing: a deleted fork) is another repository:
 * only a head shown to be this one counts as this one.
 */
function otherRepository(head: Repository | null | undefined, base: Repository | undefined): boolean {
  if (!head || typeof head !== 'object') return true;
  if (typeof head.id === 'number' && typeof base?.id === 'number') return head.id !== base.id;
  return typeof head.full_name !== 'string' || head.full_name !== base?.full_name;
}

/** One line of inert text (see text/untrusted.ts): no headings, HTML, links, mentions, secrets; at most `max` characters. */
export function untrusted(text: string, max = MAX_FIELD): string {
  return inertLine(text, max);
}
