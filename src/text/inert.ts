/**
 * Untrusted text made inert for memkeep's own markdown files (digest.md,
 * lessons.md, a summary section of a run log): a model wrote it, from logs
 * anyone with write access shaped. Everything distilled passes through here,
 * in one place, so the rules can be tightened (or moved to a central
 * module) without touching the callers.
 */
import { defuseMarkdown } from './untrusted.js';

/**
 * Multi-line markdown, kept readable, that can forge nothing: mentions,
 * closing keywords, images and HTML defused (defuseMarkdown; the callers
 * redact secrets themselves, to report where); every ATX heading turned into a bold line, so
 * no `## ` line starts a section or a log entry of its own; setext
 * underlines and thematic breaks escaped; a line that would be a workflow
 * command (`::name::`) if the file were ever printed in a job log broken up.
 */
export function inertMarkdown(text: string): string {
  return defuseMarkdown(text.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000b-\u001f\u007f\u2028\u2029]/g, ' '))
    .split('\n')
    .map((line) => {
      const heading = /^[ \t]*#{1,6}(?:[ \t]+|$)(.*?)[ \t#]*$/.exec(line);
      if (heading) return heading[1] ? `**${heading[1].replace(/\*\*/g, '')}**` : '';
      return line
        .replace(/^([ \t]*)(?=[=\-_*]{3,}[ \t]*$|=+[ \t]*$|-+[ \t]*$)/, '$1\\')
        .replace(/^([ \t]*)::/, '$1:\u200b:');
    })
    .join('\n')
    .trim();
}

// Text with nothing inertMarkdown would change (no markup, no HTML, no mention, no
// leading block marker): most timestamps and task texts, which need no work.
const PLAIN = /^[\p{L}\p{N}][\p{L}\p{N} .,;:()'"/+-]*$/u;
const SCHEME = /(?:javascript|vbscript|data)\s*:/i;

/** Untrusted text as one inert line (a task, a cause): folded, then made inert. */
export function inertMarkdownLine(text: string): string {
  if (PLAIN.test(text) && !SCHEME.test(text)) return text;
  const line = inertMarkdown(text.replace(/\s+/g, ' ').trim());
  // A bold heading on one line is still a line; a leading `-`, `>` or `+` would start a block.
  return line.replace(/^([>+]|-(?=\s))/, '\\$1');
}
