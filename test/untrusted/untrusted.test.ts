/**
 * The untrusted-output functions on hostile text: what GitHub would act on
 * (mentions, closing keywords, images, HTML, script links), what the runner
 * would act on (workflow commands, line breaks), and secrets.
 */
import { describe, expect, it } from 'vitest';
import { renderReview } from '../../src/render/review.js';
import { inertLine, inlineText, logLine, neutraliseMarkdown } from '../../src/text/untrusted.js';
import { fake } from '../fixtures/secrets/formats.js';
import { analysedPlan } from '../helpers/analysed-plan.js';

/** A mention GitHub would link: @ then a name, not inside a word. */
const LIVE_MENTION = /(?<![A-Za-z0-9])@[A-Za-z0-9]/;
/** A closing keyword as GitHub parses it, before any reference form. */
const LIVE_CLOSING = /\b(?:close[sd]?|fix(?:e[sd])?|resolve[sd]?)\b/i;
const REMOTE_IMAGE = /!\s*\[[^\]]*\]\s*[([]/;
const RAW_HTML = /<[A-Za-z!/?]/;
const TOKEN = 'ghp_' + fake(36);

const HOSTILE = [
  'ping @octocat and @acme/security-team',
  '_@octocat_ __@hubot__ *@mona* **@lisa** ~~@linus~~ (@x) [@y] `code`@z',
  'Fixes #1',
  'closes acme/mem#2',
  'Resolves #3',
  'FIXED: #4, closed https://github.com/acme/mem/issues/5, resolve: acme/mem#6',
  'fix #7 close #8 resolved #9 fixes #10 Closes: #11',
  '![p](https://evil.example/pixel.gif) and ![ref][1]\n\n[1]: https://evil.example/x.png',
  '! [spaced](https://evil.example/pixel.gif)',
  '<img src=https://evil.example/p.gif> <script>alert(1)</script> <!-- hidden --> <details open>',
  '[click](javascript:alert(1)) [data](data:text/html,hi) [vb](VBScript:x)',
  `token pasted: ${TOKEN}`,
];

describe('neutraliseMarkdown', () => {
  it.each(HOSTILE)('%s', (text) => {
    const out = neutraliseMarkdown(text);
    expect(out).not.toMatch(LIVE_MENTION);
    expect(out).not.toMatch(LIVE_CLOSING);
    expect(out).not.toMatch(REMOTE_IMAGE);
    expect(out).not.toMatch(RAW_HTML);
    expect(out).not.toMatch(/\b(?:javascript|vbscript|data):/i);
    expect(out).not.toContain(TOKEN);
    // Invisible changes only: without the joiners (and with the HTML entities read back) the text is the same.
    expect(out.replaceAll('\u2060', '').replaceAll('&lt;', '<')).toBe(text.replace(TOKEN, '[REDACTED:GitHub token]'));
  });

  it('keeps ordinary markdown working: headings, lists, links, code, e-mail addresses', () => {
    const md =
      '## Patterns Found\n- retry the [docs](https://docs.example.org) build\n- `npm ci` first\nmail ops@acme.io';
    expect(neutraliseMarkdown(md).replaceAll('\u2060', '')).toBe(md);
  });
});

describe('references from memory', () => {
  /** What GitHub links and cross-references: #n, owner/repo#n, GH-n, a SHA, an issue, PR or commit URL. */
  const LIVE_REFERENCE =
    /(?<![\w&])#\d|\bGH-\d|(?<![\w\u2060])[0-9a-f]{7,40}\b|(?:https?:\/\/|www\.)\S*\/(?:issues|pull|commit)\//i;
  it.each([
    'see #412 and acme/mem#7, GH-9',
    'reverted in 3f2a9c1 (acme/mem@3f2a9c1d0e)',
    'https://github.com/acme/mem/issues/412 https://github.com/acme/mem/pull/9',
    'www.github.com/acme/mem/commit/3f2a9c1d0e4b and http://ghe.corp/acme/mem/pulls/3',
  ])('%s reads the same and links nothing', (text) => {
    const out = neutraliseMarkdown(text);
    expect(out).not.toMatch(LIVE_REFERENCE);
    expect(out.replaceAll('\u2060', '')).toBe(text);
    // Defusing twice changes nothing more.
    expect(neutraliseMarkdown(out)).toBe(out);
  });

  it('leaves headings, anchors, words and plain numbers alone', () => {
    const md = '## Notes\n[docs](https://docs.example.org/page#setup) retried 12345678 times, deadbeef, 2026-11-25';
    expect(neutraliseMarkdown(md)).toBe(md);
  });
});

describe('inlineText', () => {
  it('folds a value to one line that cannot break a table or start a block', () => {
    const out = inlineText('a|b\n## heading\r\n@octocat Fixes #1 ![x](https://e/p.gif)');
    expect(out).not.toMatch(/[\r\n]/);
    expect(out).toContain('a\\|b');
    expect(out).not.toMatch(LIVE_MENTION);
    expect(out).not.toMatch(LIVE_CLOSING);
    expect(out).not.toMatch(REMOTE_IMAGE);
  });
});

describe('logLine', () => {
  it.each([
    'old\n::error::INJECTED.md',
    '::set-output name=x::y',
    'a\r::add-mask::x',
    'x\u2028::warning::y',
    '##[error]legacy',
    `  ::stop-commands::abc ${TOKEN}`,
  ])('%j prints as one line with no workflow command', (text) => {
    const out = logLine(text);
    expect(out).not.toMatch(/[\r\n\u2028\u2029\u0085]/);
    expect(out).not.toContain('::');
    expect(out).not.toContain('##[');
    expect(out).not.toContain(TOKEN);
  });

  it('shows line breaks as escapes, so the name stays recognisable', () => {
    expect(logLine('old\n::error::INJECTED.md')).toBe('old\\n:\u2060:error:\u2060:INJECTED.md');
  });
});

describe('inertLine', () => {
  it('strips structure and redacts', () => {
    expect(inertLine(`# Fix @octocat <b>now</b> [x](https://e) ${TOKEN}`, 200)).toBe(
      'Fix @\u2060octocat now x [REDACTED:GitHub token]',
    );
  });
});

describe('the review document', () => {
  it('neutralises a hostile analysis and error in the PR body', () => {
    const plan = analysedPlan(
      HOSTILE.join('\n'),
      { status: 'failed', error: { code: 1, message: 'Fixes #1 @octocat' } },
      'local',
    );
    const body = renderReview(plan, undefined, { base: 'main', mode: 'pull-request', problems: ['closes #2 @hubot'] });
    expect(body).not.toMatch(LIVE_MENTION);
    expect(body).not.toMatch(LIVE_CLOSING);
    expect(body).not.toMatch(REMOTE_IMAGE);
    expect(body).not.toContain(TOKEN);
  });
});
