/**
 * A secret in what the review shows one line of (an entry's task, a
 * failure, a step's summary, a problem) is redacted whatever the
 * punctuation the review escapes: `inline` escaped `_` and `~` before the
 * rules ran, and `ghp\_…`, `sk\_live\_…` or `abc8Q\~…` matched none of
 * them, so the kept entries' list published the token. Folding the value
 * to one line before redacting lost the multi-line formats (PuTTY's
 * private lines) the same way.
 */
import { utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadStoreConfig } from '../../src/config/store-config.js';
import { selectAgents } from '../../src/gc/agents.js';
import { plan } from '../../src/gc/plan.js';
import { renderReview } from '../../src/render/review.js';
import { inline } from '../../src/render/review-model.js';
import { inlineText } from '../../src/text/untrusted.js';
import { FORMATS, fake } from '../fixtures/secrets/formats.js';
import { run } from '../helpers/cli-in-process.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const TOKEN = `ghp_${fake(36)}`;

/** Every line of the secret long enough to mean something, as the corpus test reads it. */
const fragments = (secret: string) =>
  secret
    .split('\n')
    .map((s) => s.trim())
    .filter((s) => s.length >= 8);

/** What a reader of the rendered markdown sees: escapes and joiners gone. */
const seen = (markdown: string) => markdown.replace(/\\(?=[\\[\]`*_~#>+=|-])/g, '').replaceAll('\u2060', '');

describe('one line of the review, from memory', () => {
  it.each(FORMATS.map((f) => [f.name, f] as const))('%s is redacted', (_name, f) => {
    for (const out of [inline(f.line), inlineText(f.line)])
      for (const part of fragments(f.secret)) expect(seen(out)).not.toContain(part);
  });
});

describe('the review of a trim', () => {
  it('lists the entries it keeps and drops without the tokens their tasks hold', async () => {
    const tokens = FORMATS.filter((f) => !f.secret.includes('\n')).slice(0, 12);
    const root = await tempDir();
    await writeTree(root, {
      'agents/a.toml': '[memory]\nenabled = true\nlast_n = 6\n',
      'memory/a.md': tokens
        .map((f, i) => `## 2026-01-01T00:${String(i).padStart(2, '0')}:00Z\n**Task:** ${f.line}\n**Result:** done\n\n`)
        .join(''),
    });
    const s = await loadStoreConfig(root);
    const p = await plan(s, await selectAgents(s, ['a'], false), {
      steps: ['trim'],
      dryRun: true,
      analysis: { store: s, env: {}, analyzer: 'local', cache: { version: 1, agents: {} } },
    });
    const body = seen(renderReview(p, undefined, { base: 'main', mode: 'pull-request' }));
    expect(body).toContain('entries kept');
    for (const f of tokens) expect(body).not.toContain(f.secret);
  });
});

describe('a line the review cuts short', () => {
  it('is redacted before it is cut: no part of a token is left at the cut', async () => {
    const root = await tempDir();
    const words = (chars: number) => 'word '.repeat(Math.floor(chars / 5));
    // The task's line is cut at 200 characters, the pruned file's first line at 120: each token straddles its cut.
    await writeTree(root, {
      'agents/a.toml': '[memory]\nenabled = true\nlast_n = 1\n',
      'memory/a.md': `## 2026-01-01T00:00:00Z\n**Task:** ${words(180)}${TOKEN} more\n**Result:** done\n\n## 2026-01-01T00:01:00Z\n**Task:** t\n**Result:** r\n\n`,
      'memory/a/episodic/old.md': `${words(100)}${TOKEN} more\n`,
    });
    const yearAgo = new Date(Date.now() - 365 * 86_400_000);
    await utimes(join(root, 'memory/a/episodic/old.md'), yearAgo, yearAgo);
    const s = await loadStoreConfig(root);
    const p = await plan(s, await selectAgents(s, ['a'], false), {
      steps: ['trim', 'prune'],
      dryRun: true,
      analysis: { store: s, env: {}, analyzer: 'local', cache: { version: 1, agents: {} } },
    });
    expect(p.agents[0].steps.prune?.items.map((i) => i.path)).toEqual([join(root, 'memory/a/episodic/old.md')]);
    const head = TOKEN.slice(0, 8);
    const body = seen(renderReview(p, undefined, { base: 'main', mode: 'pull-request' }));
    expect(body).toContain('1 entry dropped');
    expect(body).not.toContain(head);
    const cli = await run(['gc', 'a', '--root', root, '--dry-run'], root);
    expect(cli.out).toContain('1 entry dropped');
    expect(cli.out + cli.err).not.toContain(head);
    const pruned = await run(['prune', 'a', '--root', root, '--dry-run'], root);
    expect(pruned.out).toContain('old.md');
    expect(pruned.out + pruned.err).not.toContain(head);
  });
});
