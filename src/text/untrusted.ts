/**
 * Untrusted text on its way out: the one place that decides how text memkeep
 * did not write itself is printed or published. Agents write memory and run
 * logs, anyone who can open a pull request writes run titles and committed
 * file names, and a model writes analyses (from logs an attacker may have
 * shaped). Such text reaches the PR description and job summary (markdown
 * rendered by GitHub, merged by people), the Actions log (where a line
 * starting with `::` is a command to the runner) and agents' prompts.
 *
 * Every function here also redacts secrets: whatever came from memory may
 * hold a pasted token, whichever analyzer quoted it.
 */
import { cutCodePoints } from './cut.js';
import { hiddenShown, INVISIBLE_CHARS, unicodeEscape } from './invisible.js';
import { redactSecrets } from './redact.js';

/** U+2060 WORD JOINER: invisible, and breaks every token GitHub or the runner looks for. */
const WJ = '\u2060';

/**
 * GitHub's closing keywords: followed by an issue reference (`#1`,
 * `owner/repo#2`, an issue URL), any case, with or without a colon, they
 * close that issue when the pull request is merged. Bounded by anything but
 * a letter or digit: `_fixes GH-12_` is emphasis to GitHub, and `\b` sees
 * no boundary after the `_`.
 */
const CLOSING_KEYWORD = /(?<![A-Za-z0-9])(?:(c)(lose[sd]?)|(f)(ix(?:e[sd])?)|(r)(esolve[sd]?))(?![A-Za-z0-9])/gi;

/** Secrets in `text` replaced by `[REDACTED:<kind>]`. */
export function redacted(text: string): string {
  return redactSecrets(text).text;
}

declare const REDACTED: unique symbol;

/**
 * Text redacted where it entered the plan (an analysis made from the
 * redacted log, a model's answer redacted on arrival): the way out makes it
 * inert but does not run the rules over it again. Only `atTheDoor` and a
 * caller that built the text from Redacted parts (`asRedacted`) make one.
 */
export type Redacted = string & { readonly [REDACTED]: true };

/** Redacts text as it enters the plan: the one pass of the rules it gets. */
export function atTheDoor(text: string): Redacted {
  return redactSecrets(text).text as Redacted;
}

/** Text made only from redacted input (and memkeep's own words): nothing in it is new to the rules. */
export function asRedacted(text: string): Redacted {
  return text as Redacted;
}

/**
 * Markdown for a PR body or job summary that renders as the text it is and
 * does nothing else: no @mention pings anyone (emphasis included: `_@x_`),
 * no closing keyword closes an issue, no image loads from anywhere (a
 * tracking pixel), no raw HTML renders, no link runs script. Secrets are
 * redacted. Line structure is kept, so headings and lists still render.
 */
export function neutraliseMarkdown(text: string): string {
  return defuseMarkdown(redacted(text));
}

/**
 * neutraliseMarkdown without the redaction, for a caller that redacts
 * first and reports what it found (the distil step).
 */
export function defuseMarkdown(text: string): string {
  return (
    unlinked(text.replace(/&(?=[#a-zA-Z0-9]+;)/g, '&amp;').replace(/</g, '&lt;'))
      // `![alt](url)` and `![alt][ref]` load the image when the page renders; `!` + joiner + `[` is a plain link.
      .replace(/!(?=\s*\[)/g, `!${WJ}`)
      // A joiner before the colon leaves no URL scheme, so a link to javascript: is a harmless relative link.
      .replace(/\b(javascript|vbscript|data)(?=\s*:)/gi, `$1${WJ}`)
      // A task-list item is a checkbox anyone with write access can tick, and reads as memkeep's checklist.
      .replace(TASK_BOX, '$1\\[')
      // A footnote's text is shown below memkeep's footer, a link reference's not at all: a joiner before
      // the `[` leaves the line as text.
      .replace(DEFINITION, `$1${WJ}`)
  );
}

/**
 * What GitHub acts on in any text it shows (a commit message too): no
 * mention, no closing keyword, no issue, pull request or commit reference.
 */
function unlinked(text: string): string {
  return (
    text
      // Every @ before a name: `_@x_`, `(@x)` and `` `x`@y `` all ping on
      // GitHub, and an e-mail address keeps reading the same.
      .replace(/@(?=[A-Za-z0-9])/g, `@${WJ}`)
      // The keyword itself is broken, so no form of reference after it counts.
      .replace(CLOSING_KEYWORD, (_m, ...g: (string | undefined)[]) => {
        const [first, rest] = g[0] ? [g[0], g[1]] : g[2] ? [g[2], g[3]] : [g[4], g[5]];
        return `${first}${WJ}${rest}`;
      })
      .replace(REFERENCE, (m) => `${m.slice(0, 1)}${WJ}${m.slice(1)}`)
      .replace(REFERENCE_URL, `$1${WJ}$2`)
  );
}

/**
 * A value in a commit message (an agent's name, a file name anyone who can
 * push chose): pushed to the default branch, `fixes #1` there closes issue
 * 1 and `#1` cross-references it. Plain text, not markdown: one line,
 * redacted, mentions, keywords and references broken, nothing escaped.
 */
export function commitText(text: string): string {
  return unlinked(oneLine(redacted(text)));
}

/**
 * What GitHub turns into a link that posts "mentioned this" on an issue, a
 * pull request or a commit: `#123` (after anything: `owner/repo#123`), `GH-123`, and commit
 * SHAs (7 to 40 hex digits with a letter and a digit, as git prints them,
 * `owner/repo@sha` included). A joiner after the first character leaves
 * the text as it reads and no reference.
 */
const REFERENCE =
  /#\d+|(?<![A-Za-z0-9])GH-\d+(?![A-Za-z0-9])|(?<![A-Za-z0-9\u2060])(?=[0-9a-f]*[a-f])(?=[0-9a-f]*\d)[0-9a-f]{7,40}(?![A-Za-z0-9])/gi;

/**
 * What may open a line before its text: quote markers and list markers,
 * nested (`- > 1. `), each list marker followed by a space or tab.
 */
const LINE_START = String.raw`^((?:[ \t]*(?:>|(?:[-*+]|\d{1,9}[.)])(?=[ \t])))*[ \t]*)`;
/** `[ ]` or `[x]` opening a list item's text: a task-list checkbox. */
const TASK_BOX = new RegExp(`${LINE_START}\\[(?=[ xX]\\](?:[ \\t]|$))`, 'gm');
/** `[label]:` opening a line: a footnote (`[^1]:`) or a link reference definition. */
const DEFINITION = new RegExp(`${LINE_START}(?=\\[[^\\]\\n]*\\]:)`, 'gm');
/** Issue, pull request, discussion and commit URLs: a joiner in the scheme (or after `www`) leaves no autolink. */
const REFERENCE_URL =
  /\b(https?:|www)(\/\/|\.)(?=[^\s]*\/(?:issues|pull|pulls|commit|commits|discussions)\/[0-9a-f]+)/gi;

/**
 * A single untrusted value (a file path, heading, task, error) inside a line
 * of markdown: folded to one line, neutralised as above, and safe in a table
 * cell.
 */
export function inlineText(text: string): string {
  // Redacted before it is folded: a secret of several lines (PuTTY's private lines) is one only with its breaks.
  return inlineTextOf(oneLine(redacted(text)));
}

/**
 * A single untrusted value inside raw HTML, such as a collapsed block's
 * `<summary>` title: GitHub reads no markdown there (CommonMark's HTML
 * block), so a backslash escape would be shown as written (`ci\_bot`).
 * Folded to one line, redacted, `<` and entity-like `&` written as
 * entities, mentions, keywords and references broken, and nothing else.
 */
export function inlineHtml(text: string): string {
  return defuseMarkdown(oneLine(redacted(text)).trim());
}

/**
 * inlineText with the punctuation that makes links, images, emphasis, code
 * and (at its start) headings and quotes escaped: a value read as prose (a
 * task, a cause, a summary). Redacted before anything is escaped: `ghp\_…`
 * or `sk\_live\_…` is no token any rule knows.
 */
export function inlineEscaped(text: string): string {
  const line = oneLine(redacted(text)).trim();
  return inlineTextOf(line.replace(/[\\[\]`*_~]/g, '\\$&').replace(/^[#>+=-]/, '\\$&'));
}

/** inlineText for text redacted already. */
function inlineTextOf(line: string): string {
  return defuseMarkdown(line).replace(/\|/g, '\\|');
}

/**
 * A single untrusted value (an agent name, a file path) as a code span in a
 * line of markdown, shown exactly as written: nothing in a code span links,
 * pings or renders, so only secrets, line breaks, the backticks that would
 * end it and the `|` that would end a table cell need care.
 */
export function inlineCode(text: string): string {
  const line = oneLine(redacted(text)).replace(/\|/g, '\\|');
  const fence = '`'.repeat(Math.max(0, ...(line.match(/`+/g) ?? []).map((t) => t.length)) + 1);
  const pad = line.startsWith('`') || line.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${line}${pad}${fence}`;
}

/**
 * One line for the Actions log (or any terminal): no line breaks, control
 * and invisible characters (bidi, zero-width, tags) shown as escapes, no workflow command (`::x::`, `##[x]`)
 * anywhere in it, secrets redacted. The runner takes `::x::` only at a
 * line's start but `##[x]` anywhere, and a line can be re-wrapped or
 * re-printed, so all are broken.
 */
export function logLine(text: string): string {
  return inertForLog(redacted(text));
}

/**
 * Several lines for the log at once: each as logLine makes it, with one
 * redaction pass over the whole (a report of thousands of lines would
 * otherwise pay the rules' set-up on every line).
 */
export function logLines(text: string): string {
  return inertLogLines(redacted(text) as Redacted);
}

/**
 * logLines for text redacted at the door: inert, not redacted again. A tab,
 * and a CR that ends a line before its LF, print as written, as axe prints
 * an analysis: they hide nothing on a terminal, and escaped they turned a
 * model's tab-indented or CRLF answer into `\t` and `\r` litter.
 */
export function inertLogLines(text: Redacted): string {
  const lines = text.split('\n');
  return lines
    .map((line, i) => {
      const crlf = i < lines.length - 1 && line.endsWith('\r');
      return inertForLog(crlf ? line.slice(0, -1) : line, CONTROLS_BUT_TAB) + (crlf ? '\r' : '');
    })
    .join('\n');
}

const CONTROLS = /[\u0000-\u001f\u007f\u0085\u2028\u2029]/g;
const CONTROLS_BUT_TAB = /[\u0000-\u0008\u000a-\u001f\u007f\u0085\u2028\u2029]/g;

function inertForLog(text: string, controls = CONTROLS): string {
  // Bidi, zero-width and tag characters shown as load shows them (a person reading the log sees what an
  // agent reads), before the joiners below are added.
  return hiddenShown(text.replace(controls, (c) => escapeControl(c)))
    .replace(/::/g, `:${WJ}:`)
    .replace(/##\[/g, `#${WJ}#[`);
}

/**
 * Memory text as `load` prints it for a prompt, lines kept, redacted at the
 * door. Nothing in it acts unseen (hiddenShown: a terminal's escape
 * sequences, a lone CR, bidi overrides show as escapes). A line that looks
 * like load's own block lines (`=== core: … ===`) would let a note pose as
 * another file, or as the end of the load; in a workflow step's log a line
 * starting with `::`, or holding `##[` anywhere, is a command to the runner
 * (an annotation, `::add-mask::`, `##[stop-commands]`). Such lines are shown
 * behind a backslash (`##[` as `##\[`): the agent reads the memory as it is written, with nothing
 * invisible added.
 */
export function loadedText(text: Redacted): string {
  // Leading space of any kind, as the runner trims it; never a line end, so no run of them is rescanned.
  // The runner's legacy parser finds `##[` anywhere in a line (a backslash before it leaves it whole):
  // `##\[` reads the same in markdown and is no command.
  return hiddenShown(text)
    .replace(/^([^\S\r\n\u2028\u2029]*)(?====|::)/gm, '$1\\')
    .replaceAll('##[', '##\\[');
}

/**
 * A name load prints in its own lines (a file's path, an agent's name):
 * memory too, chosen by anyone who can push. One line, control and
 * invisible characters shown as escapes, `##[` broken as loadedText breaks it.
 */
export function loadedName(text: string): string {
  return hiddenShown(text.replace(CONTROLS, unicodeEscape)).replaceAll('##[', '##\\[');
}

/**
 * One line of inert text for a prompt or a note an agent reads: no headings,
 * HTML, links, mentions, invisible characters or secrets; at most `max` characters.
 */
export function inertLine(text: string, max: number): string {
  const line = redacted(text.replace(INVISIBLE_CHARS, ''))
    .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]*>/g, '')
    .replace(/[<>]/g, '')
    .replace(/\b([a-z][a-z0-9+.-]*):\/\//gi, '$1[:]//')
    .replace(/@(?=[A-Za-z0-9])/g, `@${WJ}`)
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[#\-*+>|=\s]+/, '');
  return cutCodePoints(line, max);
}

function oneLine(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f\u0085\u2028\u2029]+/g, ' ');
}

function escapeControl(c: string): string {
  if (c === '\n') return '\\n';
  if (c === '\r') return '\\r';
  if (c === '\t') return '\\t';
  return unicodeEscape(c);
}
