/**
 * Untrusted text in markdown GitHub renders (a model wrote it, from logs
 * anyone with write access shaped): mentions are defused so nobody is
 * pinged, and raw HTML is escaped so it cannot break out of its block.
 */

/** Defuses @mentions, raw HTML and script links in untrusted text. */
export function neutralise(text: string): string {
  return text
    .replace(/&(?=[#a-zA-Z0-9]+;)/g, '&amp;')
    .replace(/</g, '&lt;')
    // A backtick is no shelter: an unpaired one opens no code span, and the
    // closing one of `x`@team still leaves a live mention after it.
    .replace(/(^|[^\w])@(?=[A-Za-z0-9])/g, '$1@\u2060')
    // A word joiner before the colon leaves no URL scheme, so a markdown link
    // or image to javascript: becomes a harmless relative link.
    .replace(/\b(javascript|vbscript|data)(?=\s*:)/gi, '$1\u2060');
}
