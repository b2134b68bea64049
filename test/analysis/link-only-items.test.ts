/**
 * A list of Markdown links to files ("- [`README.md`](README.md)"), as
 * Codex writes its "Files modified:" field, written for this test in that
 * shape: a link and nothing else names a file and says nothing about it,
 * so it is not a statement. A link inside a sentence stays.
 */
import { describe, expect, it } from 'vitest';
import { unitsOf } from '../../src/analysis/statements.js';

describe('a statement that is only links', () => {
  it('is not a statement; a sentence holding a link is', () => {
    const { units } = unitsOf(
      [
        '- What I did: Converted doc references to relative markdown links.',
        '- Files modified:',
        '  - [`README.md`](README.md)',
        '  - [`docs/GUIDE.md`](docs/GUIDE.md), [`AGENTS.md`](AGENTS.md)',
        '  - [`docs/SETUP.md`](docs/SETUP.md) now says to run `make init` first.',
        '- Decision: keep [the guide](docs/GUIDE.md) as the one entry point.',
      ].join('\n'),
      new Set(),
    );
    expect(units.map((u) => u.text)).toEqual([
      'What I did: Converted doc references to relative markdown links.',
      '[`docs/SETUP.md`](docs/SETUP.md) now says to run `make init` first.',
      'keep [the guide](docs/GUIDE.md) as the one entry point.',
    ]);
  });
});
