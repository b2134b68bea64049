/**
 * What memkeep does not understand about a configured log, said before it
 * acts: a log with text but no entries (its entry model does not match
 * how the agent writes), and a log inside a known layout's folder with no
 * preset for it (trimmed as an axe log, it would lose documents and
 * summaries). Each warning names what was found and the line to add.
 */
import type { AgentMemory } from '../../config/types.js';
import { onlyWhitespace } from '../../format/line-bytes.js';
import { bomLength, headingsOf, marksOf } from '../../format/marks.js';
import { readRegularHeadSync } from '../../fs/regular.js';

/** The presets of a Cline or Roo Code memory bank. */
const BANK_PRESETS = ['cline', 'roo'];

/** Known folders and the presets written for them. */
const FOLDERS: [RegExp, string[], string][] = [
  [/(^|\/)\.(squad|ai-team)\//, ['squad', 'squad-dated', 'squad-bullets'], 'a Squad history'],
  [/(^|\/)memory-bank\//, BANK_PRESETS, 'a memory bank'],
  [/(^|\/)\.claude\/agent-memory\//, ['claude-code'], 'Claude Code agent memory'],
  [/(^|\/)\.learnings\//, ['learnings'], 'self-improving-agent learnings'],
];

/** Warnings for the log at `relPath` (store-relative) holding `log` (undefined: not read). */
export function diagnoseLog(memory: AgentMemory, relPath: string, entries: number, log?: Buffer): string[] {
  const out: string[] = [];
  const path = relPath.split('\\').join('/');
  for (const [folder, presets, what] of FOLDERS) {
    if (folder.test(path) && !presets.includes(memory.preset))
      out.push(
        `${relPath} is in ${what}'s folder but [memory] sets ${memory.preset === 'axe' ? 'no preset' : `preset = "${memory.preset}"`}: ` +
          `it would be trimmed as a plain run log; add preset = "${presets[0]}"${
            presets.length > 1
              ? ` (or ${presets
                  .slice(1)
                  .map((p) => `"${p}"`)
                  .join(', ')})`
              : ''
          }, as \`memkeep init\` proposes`,
      );
  }
  // Blank lines (and a BOM) are no memory in another shape: axe analyses such a log as it is, and so do we, unwarned.
  if (log && entries === 0 && !bankDocument(memory) && !onlyWhitespace(log, bomLength(log), log.length))
    out.push(noEntries(memory, relPath, log));
  return out;
}

/**
 * The warning for a log at `path` (store-relative `relPath`) whose layout
 * reads no entry in it, when it holds more than blank lines: `load` gives
 * it too, as the agent starts without that log's text. Read only then.
 */
export function unreadLogWarning(memory: AgentMemory, relPath: string, path: string): string | undefined {
  if (bankDocument(memory)) return undefined;
  let read: { head: Buffer; size: number } | undefined;
  try {
    read = readRegularHeadSync(path, DIAGNOSE_BYTES);
  } catch {
    return undefined;
  }
  if (!read || onlyWhitespace(read.head, bomLength(read.head), read.head.length)) return undefined;
  return noEntries(memory, relPath, read.head, read.size);
}

/**
 * A memory bank's activeContext.md with no dated entries ("## Current Focus",
 * Cline's template) is a document the preset keeps whole, as init says: no
 * warning, and no other entry model to propose for it.
 */
const bankDocument = (memory: AgentMemory) => BANK_PRESETS.includes(memory.preset);

/** What is read of a log without entries to say what it holds. */
const DIAGNOSE_BYTES = 1 << 20;

function noEntries(memory: AgentMemory, relPath: string, log: Buffer, size = log.length): string {
  const heads = headingsOf(log, 4);
  // Setext headings are never entries (they start at column 0 only as `#`), but they show what the log is.
  const atx = new Set(heads.map((h) => h.start));
  const setext = marksOf(log, 2, 2).filter((m) => m.level > 0 && !atx.has(m.start));
  const named = [
    ...heads.map((h) => JSON.stringify(`${'#'.repeat(h.level)} ${h.title.trim()}`.slice(0, 60))),
    ...setext.map((h) => `${JSON.stringify(h.title.trim().slice(0, 60))} (a setext heading)`),
  ];
  const found = named.length
    ? `headings found: ${named.slice(0, 5).join(', ')}${named.length > 5 ? ', …' : ''}`
    : 'no headings found';
  const level = memory.layout.level;
  // The level most headings are at (other than the configured one) is where the entries likely are.
  const counts = [2, 3, 4].filter((l) => l !== level).map((l) => [l, heads.filter((h) => h.level === l).length]);
  const [best] = counts.sort((a, b) => b[1] - a[1]);
  const deeper = best && best[1] > 1 ? heads.find((h) => h.level === best[0]) : undefined;
  const section =
    deeper && deeper.level > 2 ? heads.filter((h) => h.level === 2 && h.start < deeper.start).at(-1) : undefined;
  const bullets = /^[-*+] /m.test(log.toString('utf8'));
  const fix = deeper
    ? `entry_heading = "${'#'.repeat(deeper.level)}"${section ? ` and entries_under = "${section.title.trim()}"` : ''}`
    : bullets
      ? 'entries = "items" (with entries_under = the section holding them)'
      : 'a preset (`memkeep init` proposes one) or entry_heading';
  return `${relPath} has ${size} bytes but no entries as [memory] reads it (${'#'.repeat(level)} entries${memory.layout.entriesUnder ? ` under "${memory.layout.entriesUnder}"` : ''}); ${found}; set ${fix}`;
}
