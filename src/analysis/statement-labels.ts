/**
 * What an entry's field labels mean ("Fix:", "Root cause:", "Date:" …): the
 * kinds of knowledge statements.ts ranks first, and the record fields it
 * leaves out.
 */
export const KNOWLEDGE_LABELS = new Set([
  'fix',
  'fix pattern',
  'root cause',
  'cause',
  'prevention rule',
  'prevention',
  'pattern',
  'key pattern',
  'decision',
  'architecture decision',
  // "### Architecture:" in a session's entry: how the system is built, design knowledge.
  'architecture',
  'lesson',
  'lessons',
  'key learning',
  'learning',
  'outcome',
  'solution',
  'rule',
  // "Avoid:" over a list: what not to do, each item a rule.
  'avoid',
  'pitfall',
  'gotcha',
  'description',
  'impact',
  'problem',
  // A devlog's "**Challenge**:" over its "**Solution**:": what went wrong, which the solution needs.
  'challenge',
  'findings',
  'key findings',
  // "**Key insight**: the problem asks for …": what the run understood, a finding.
  'insight',
  'key insight',
  'gaps',
  'recommendations',
  'files modified',
  'implementation summary',
  'summary of gaps',
  'why it failed',
  // "**Result**: …" inside an entry: what came of the work, as an outcome is.
  'result',
  // What a run concluded from what it measured ("Conclusion: the small head is enough"). (A review's
  // "Verdict:" is left out: a quality gate's GO / NO-GO is its record, and crowded out what it found.)
  'conclusion',
  'implication',
  // How a problem is got around until it is fixed, and what a session found out.
  'workaround',
  'discovery',
  // A learnings log's "### Suggested Action": what to do next time, a rule.
  'suggested action',
  // "**Commands:** make aws-test": the exact command a later run repeats (a count of the commands a run
  // executed, "Commands Executed: 6 command(s)", is its record).
  'commands',
  'command',
]);
/**
 * What was wrong and what came of the work: knowledge, ranked one below why
 * it was wrong and what fixed it, which a later run needs first.
 */
export const SYMPTOM_LABELS = new Set(['problem', 'challenge', 'impact', 'result']);
/** Fields that describe the record, not the knowledge (kept as evidence or dropped). */
export const SKIP_LABELS = new Set([
  'date',
  'trigger',
  'evidence',
  'commit',
  'confidence',
  'tokens',
  'issue',
  'task snippet',
  'commands executed',
  'pr',
  'rebase commits',
  'force push',
  'tests',
  'test impact',
  // "### Success Criteria: ALL MET ✅": the plan's asks ticked off, the work restated as done.
  'success criteria',
  'run',
  'tasks generated',
  'links',
  'branch',
  'commits',
  'git commits',
  'next steps',
  // "**Next:** Phase 2.2 is the next track": what was to come, stale once it came.
  'next',
  // A status log's record lines ("Type: PROBLEM • Status: RESOLVED", "Environment: { OS: … }",
  // "Related: P-0001"): where and when the entry stood, not what it found.
  'type',
  'status',
  'environment',
  'related',
  // A learnings log's record ("**Logged**: 2026-03-19T…", "**Priority**: high", "Tags: disk, cleanup").
  'logged',
  'timestamp',
  'priority',
  'tags',
  'area',
  'metadata',
]);
/** Fields that give the entry's time. */
export const TIME_LABELS = new Set(['date', 'logged', 'timestamp']);
/** Sections that tell how the work went rather than what it left: read after the outcome. */
export const PATH_LABELS = new Set(['context', 'investigation', 'background', 'steps', 'timeline', 'strengths']);

/**
 * The label of a field, as one of the kinds above when it names one. A
 * label with no colon (`colon` false: "**Queue Worker Fixes** - COMPLETE")
 * names a kind only as a whole: a word inside it is the title's.
 */
export function labelOf(raw: string, colon = true): string {
  const label = raw
    // "Success Criteria: ALL MET ✅" as a heading: its label ends at its colon.
    .replace(/:\s.*$/, '')
    .replace(/\(.*?\)/g, '')
    .replace(/^[^\p{L}]+/u, '')
    .trim()
    .toLowerCase();
  const known = (l: string) => KNOWLEDGE_LABELS.has(l) || SKIP_LABELS.has(l);
  if (known(label)) return label;
  // "Next after review:", "Next iteration roadmap (revised):": what was to come ("Next.js build:" is no plan).
  if (/^next\s/.test(label)) return 'next';
  // "Fixes:", "Decisions:", "Root causes:": the field of each of them; "Recommendation:", "Finding:": the field of one.
  const each = [label.replace(/es$/, ''), label.replace(/s$/, ''), `${label}s`].find(known);
  if (each) return each;
  // "**AzDO auth and the recorded decision disagree.** …": a sentence set in bold names no field, whatever its words.
  if (!colon || (/[.!?]$/.test(label) && /\s\S+\s/.test(label))) return label;
  // "Store selector anti-pattern:": what not to do, whatever word it ends in.
  if (/\banti-?patterns?\b/.test(label)) return 'pitfall';
  // "Key design decisions:", "Team decision merged:", "Lessons learned:": a field of that kind.
  const kind = KIND_WORD.exec(label)?.[1];
  // "Technical discoveries:": what a session found out.
  return kind?.startsWith('discover') ? 'discovery' : (kind ?? label);
}

/** A word naming a kind of knowledge inside a longer label. */
const KIND_WORD =
  // "Bug this fixes", "What it fixes": the word is a verb there, and the label names no fix.
  /\b(?<!\b(?:this|that|it|which|what)\s)(decision|fix|lesson|learning|pitfall|gotcha|root cause|rule|pattern|outcome|workaround|discover(?:y|ie))(?:e?s)?\b/;
