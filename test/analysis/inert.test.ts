/** inert.ts: distilled text can forge no section, mention, HTML, script link or workflow command. */
import { describe, expect, it } from 'vitest';
import { inertMarkdown, inertMarkdownLine } from '../../src/text/inert.js';

describe('inert text', () => {
  it('turns headings into bold lines and breaks up what would forge structure', () => {
    const out = inertMarkdown(
      '## 2099-01-01\n# Title #\n###### deep\nText\n===\n---\n  ::warning::x\n@team <b>hi</b> &amp;',
    );
    expect(out.split('\n')).toEqual([
      '**2099-01-01**',
      '**Title**',
      '**deep**',
      'Text',
      '\\===',
      '\\---',
      '  :\u200b:warning::x',
      '@\u2060team &lt;b>hi&lt;/b> &amp;amp;',
    ]);
  });

  it('keeps plain one-line text as it is and still defuses what only looks plain', () => {
    expect(inertMarkdownLine('2026-01-01T00:00:00Z')).toBe('2026-01-01T00:00:00Z');
    expect(inertMarkdownLine('Deploy the API to staging (v2.3.0)')).toBe('Deploy the API to staging (v2.3.0)');
    expect(inertMarkdownLine('javascript:alert(1)')).toBe('javascript\u2060:alert(1)');
    expect(inertMarkdownLine('- a list item\nand # more')).toBe('\\- a list item and # more');
    expect(inertMarkdownLine('## forged')).toBe('**forged**');
  });
});
