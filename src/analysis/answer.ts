/**
 * Whether a model's answer is an analysis at all. An HTTP 200 can still be a
 * failed call: no choice, an empty text, an answer cut at max_tokens, or
 * text that is not the report axe's prompt asks for (the three headings) or
 * that cites entries that were never sent. Such an answer is a model error
 * (exit 3), exactly like an HTTP error: the agent fails, nothing is trimmed,
 * nothing is cached, and the next run asks the model again (axe exits 3 on a
 * choice-less answer and leaves the log alone).
 */
import { apiError } from '../errors.js';
import type { Completion } from './model-client.js';
import { ANALYSIS_HEADINGS } from './prompt.js';

/** Finish reasons of an answer that stopped before it was done. */
const CUT_SHORT = new Set(['length', 'content_filter']);

/** A citation: an ISO 8601 date and time, as entry headings carry them (the zone is not compared). */
const TIMESTAMP = /\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2})?/g;

/** Citations quoted in a message, at most. */
const QUOTED = 3;

/**
 * The text of each markdown heading line (any level; bold, a trailing colon
 * and closing `#`s dropped), lower-cased. Plain string work, no regular
 * expression that could backtrack on a hostile answer's long runs of spaces.
 */
function headingsOf(text: string): Set<string> {
  const out = new Set<string>();
  for (const line of text.split('\n')) {
    const marker = /^ {0,3}#{1,6}[ \t]/.exec(line);
    if (!marker) continue;
    let t = line.slice(marker[0].length).trim();
    let end = t.length;
    while (end > 0 && t[end - 1] === '#') end--;
    t = t.slice(0, end).trim();
    if (t.endsWith(':')) t = t.slice(0, -1).trim();
    if (t.length >= 4 && t.startsWith('**') && t.endsWith('**')) t = t.slice(2, -2).trim();
    if (t.endsWith(':')) t = t.slice(0, -1).trim();
    out.add(t.toLowerCase());
  }
  return out;
}

/**
 * What is wrong with an analysis text, or undefined when it is a report: not
 * empty, all three headings of axe's prompt and, given the `input` it was
 * made from, every timestamp it cites present in that input.
 */
export function analysisProblem(text: string, input?: string): string | undefined {
  if (text.trim() === '') return 'the analysis is empty';
  const headings = headingsOf(text);
  const missing = ANALYSIS_HEADINGS.filter((h) => !headings.has(h.toLowerCase()));
  if (missing.length > 0) {
    return `the analysis lacks the heading${missing.length > 1 ? 's' : ''} ${missing.map((h) => `"${h}"`).join(', ')} (the prompt requires ${ANALYSIS_HEADINGS.join(', ')})`;
  }
  if (input === undefined) return undefined;
  const invented = [...new Set(text.match(TIMESTAMP) ?? [])].filter((t) => !input.includes(t));
  if (invented.length > 0) {
    const shown = invented.slice(0, QUOTED).join(', ') + (invented.length > QUOTED ? ', …' : '');
    return `the analysis cites ${shown}, which no entry it was sent has (an invented citation)`;
  }
  return undefined;
}

/** The analysis text of a model's answer to `input`; a model error (exit 3) naming `model` when it is not one. */
export function analysisOf(answer: Completion, input: string, model: string): string {
  if (answer.choices === 0) throw apiError(`model ${model}: response contains no choices`);
  if (answer.finishReason !== undefined && CUT_SHORT.has(answer.finishReason)) {
    throw apiError(`model ${model}: the analysis was cut short (finish_reason "${answer.finishReason}")`);
  }
  const problem = analysisProblem(answer.text, input);
  if (problem) throw apiError(`model ${model}: ${problem}`);
  return answer.text;
}
