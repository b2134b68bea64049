/**
 * JSON printed to stdout, where in a workflow step the runner reads every
 * line. Kept apart from untrusted.ts so the command tables can import it
 * without loading the redaction rules at start-up.
 */

/**
 * JSON text as printed where the runner reads it: `##[` can only be inside a
 * string there, and is written `##\\u005b`, which every reader decodes to
 * the same text (a JSON string holding `##[error]` was a runner command).
 */
export function jsonForLog(json: string): string {
  return json.replaceAll('##[', '##\\u005b');
}
