/**
 * The pull request description and job summary: a hidden marker, a table of
 * what changes per agent, and each analysis in a <details> block.
 *
 * Analyses are untrusted text (a model wrote them, from logs anyone with
 * write access shaped): untrusted.ts makes them inert (no mention, closing
 * keyword, image, HTML or secret), and the whole body stays
 * under GitHub's limit with every agent still shown.
 */
import { estimateTokens } from '../analysis/tokens.js';
import { neutraliseMarkdown } from '../untrusted.js';

export const MARKER = '<!-- memkeep:gc -->';
export const MAX_BODY_CHARS = 60_000;

export interface AgentRow {
  agent: string;
  entriesBefore?: number;
  entriesAfter?: number;
  filesPruned: number;
  bytesSaved: number;
  analyzer?: string;
  analysis?: string;
  error?: string;
}

/** Untrusted markdown made inert (see untrusted.ts): the analyses, errors and problems. */
export const neutralise = neutraliseMarkdown;

function table(rows: AgentRow[]): string {
  const head = '| Agent | Entries before | Entries after | Files pruned | Bytes saved | Est. tokens saved | Analyzer |\n|---|---:|---:|---:|---:|---:|---|';
  const body = rows.map((r) => {
    const cells = [
      `\`${r.agent}\``,
      r.entriesBefore ?? '–',
      r.entriesAfter ?? '–',
      r.filesPruned,
      r.bytesSaved,
      estimateTokens(r.bytesSaved),
      r.error ? `failed: ${neutralise(r.error).replace(/\|/g, '\\|').replace(/\n/g, ' ')}` : (r.analyzer ?? '–'),
    ];
    return `| ${cells.join(' | ')} |`;
  });
  return [head, ...body].join('\n');
}

/**
 * Renders the body. When the analyses do not fit in MAX_BODY_CHARS, each
 * is cut to an equal share so every agent keeps a (shortened) section.
 */
export function renderBody(rows: AgentRow[], header: string, footer = ''): string {
  const top = `${MARKER}\n${header}\n\n${table(rows)}\n`;
  const withAnalysis = rows.filter((r) => r.analysis !== undefined);
  const blocks = withAnalysis.map((r) => ({ r, text: neutralise(r.analysis ?? '').trim() || '_(empty analysis)_' }));
  const frame = (r: AgentRow, text: string) =>
    `\n<details><summary>Analysis: ${r.agent} (${r.analyzer ?? 'unknown'})</summary>\n\n${text}\n\n</details>\n`;
  const tail = footer ? `\n${footer}\n` : '';
  const fixed = top.length + tail.length + blocks.reduce((n, b) => n + frame(b.r, '').length, 0);
  const room = MAX_BODY_CHARS - fixed;
  const total = blocks.reduce((n, b) => n + b.text.length, 0);
  const note = '\n\n_… cut to fit the pull request; the full analysis is in the job log._';
  const share = blocks.length ? Math.floor(room / blocks.length) : 0;
  const rendered = blocks.map((b) => {
    if (total <= room || b.text.length <= share) return frame(b.r, b.text);
    return frame(b.r, cutCodePoints(b.text, Math.max(0, share - note.length)) + note);
  });
  const body = top + rendered.join('') + tail;
  // Only reachable with hundreds of agents: keep the marker and the table.
  return body.length <= MAX_BODY_CHARS ? body : cutCodePoints(top, MAX_BODY_CHARS - note.length) + note;
}

function cutCodePoints(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = max;
  // Never split a surrogate pair.
  if (end > 0 && /[\uD800-\uDBFF]/.test(text[end - 1])) end--;
  return text.slice(0, end);
}
