/**
 * The review's tables: one row per agent (what each step does, load before
 * and after) and one per file the change touches, filled in the order
 * given until the room left is spent, so what matters most is never the
 * part that is cut.
 */
import { plural } from '../text/plural.js';
import { estimateTokens } from '../text/tokens.js';
import { inlineCode, inlineText } from '../text/untrusted.js';
import type { Budget } from './review.js';
import type { AgentFigures, FileChange, Totals } from './review-model.js';

export const agentTable = {
  head: '\n| Agent | Entries removed | Files pruned | Bytes removed | Bytes added | Net | Load before | Load after | Analyzer |\n|---|---:|---:|---:|---:|---:|---:|---:|---|\n',
  total: (t: Totals) =>
    `| **Total** | ${t.entriesRemoved} | ${t.filesPruned} | ${t.bytesRemoved} | ${t.bytesAdded} | ${signed(t.bytesNet)} | ${loadCell(t.loadBefore)} | ${loadCell(t.loadAfter)} | |\n`,
};

export function agentRow(a: AgentFigures): string {
  return `| ${inlineCode(a.digest.name)} | ${a.entriesRemoved} | ${a.filesPruned} | ${a.bytesRemoved} | ${a.bytesAdded} | ${signed(a.bytesNet)} | ${loadCell(a.loadBefore)} | ${loadCell(a.loadAfter)} | ${a.digest.status} |\n`;
}

function loadCell(n: number | undefined): string {
  return n === undefined ? '–' : `${n} (~${estimateTokens(n)} tok)`;
}

function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0';
}

export const fileTable = {
  head: (n: number) =>
    `\n**${plural(n, 'file', 'files')} changed:**\n\n| File | Agent | Change | Lines | Bytes |\n|---|---|---|---:|---:|\n`,
};

export function fileRow(c: FileChange): string {
  const lines =
    c.linesAdded === undefined || c.linesRemoved === undefined ? '–' : `+${c.linesAdded} −${c.linesRemoved}`;
  const bytes = c.bytesAfter === 0 ? `${c.bytesBefore} → deleted` : `${c.bytesBefore} → ${c.bytesAfter}`;
  return `| ${inlineText(c.path)} | ${c.agent ? inlineCode(c.agent) : '–'} | ${c.what.join(', ')} | ${lines} | ${bytes} |\n`;
}

/**
 * A table's head, then its rows in order while they fit; when not all fit,
 * the rows of the largest changes, and a line with how many are left out.
 */
export function fillTable(
  doc: Budget,
  head: string,
  rows: { key: number; row: string }[],
  total: string,
  what: string,
  left: string[],
): void {
  const more = (n: number) => `\n_… and ${n} more ${what}, smallest changes last._\n`;
  doc.force(head);
  const all = rows.reduce((n, r) => n + doc.size(r.row), 0) + doc.size(total);
  if (all <= doc.left) {
    for (const r of rows) doc.force(r.row);
    doc.force(total);
    return;
  }
  const reserve = doc.size(more(rows.length)) + doc.size(total);
  doc.reserve(reserve);
  const ranked = rows.map((r, i) => ({ ...r, i })).sort((x, y) => y.key - x.key || x.i - y.i);
  let n = 0;
  for (const r of ranked) {
    if (!doc.offer(r.row)) break;
    n++;
  }
  doc.release(reserve);
  doc.force(total);
  doc.force(more(rows.length - n));
  left.push(`${rows.length - n} ${what}' rows`);
}
