/**
 * An agent's instructions: the files a coding tool loads into every
 * session (Copilot, Cursor, Windsurf, Kiro, Cline, Roo Code, OpenHands,
 * Continue, Amazon Q, Claude Code, Kilo Code (whose memory bank is a rules
 * folder too), Augment, Trae, Antigravity, JetBrains AI Assistant). Rules an agent
 * keeps one dated section at a time are still rules, never a log to trim:
 * init names them and leaves them alone.
 */
import { basename } from 'node:path';

/** Folders whose every markdown file is an instruction of its tool. */
const FOLDERS: [RegExp, string][] = [
  [/(^|\/)\.github\/(instructions|prompts|chatmodes|agents)\//, 'GitHub Copilot'],
  [/(^|\/)\.cursor\/rules\//, 'Cursor'],
  [/(^|\/)\.windsurf\/rules\//, 'Windsurf'],
  [/(^|\/)\.kiro\/steering\//, 'Kiro'],
  [/(^|\/)\.clinerules\//, 'Cline'],
  [/(^|\/)\.roo\/rules[^/]*\//, 'Roo Code'],
  [/(^|\/)\.openhands\/microagents\//, 'OpenHands'],
  [/(^|\/)\.continue\/rules\//, 'Continue'],
  [/(^|\/)\.amazonq\/rules\//, 'Amazon Q'],
  [/(^|\/)\.claude\/(commands|agents|skills|rules)\//, 'Claude Code'],
  [/(^|\/)\.kilo(code)?\/rules[^/]*\//, 'Kilo Code'],
  [/(^|\/)\.augment\/rules\//, 'Augment'],
  [/(^|\/)\.trae\/rules\//, 'Trae'],
  // Antigravity's own subfolders only: `.agent/` alone holds many a harness's progress log.
  [/(^|\/)\.agent\/(rules|workflows|skills)\//, 'Antigravity'],
  [/(^|\/)\.aiassistant\/rules\//, 'JetBrains AI Assistant'],
];
/**
 * Files that are instructions wherever they are. Only files named like a log
 * reach this check (CLAUDE.md, AGENTS.md and the like never do: init
 * proposes nothing for them anyway).
 */
const NAMES: [RegExp, string][] = [[/\.(instructions|prompt|agent|chatmode)\.md$/, 'GitHub Copilot']];

/** The tool whose instructions the store-relative path `rel` is, or undefined. */
export function instructionsOf(rel: string): string | undefined {
  const name = basename(rel);
  return (NAMES.find(([re]) => re.test(name)) ?? FOLDERS.find(([re]) => re.test(rel)))?.[1];
}
