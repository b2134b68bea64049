/**
 * A session log written as a table ("| Time | What was done | Outcome |")
 * keeps what each row did and what came of it; the row's time is its
 * entry's, and would cost every kept row its bytes. Rows written for this
 * test in that shape.
 */
import { describe, expect, it } from 'vitest';
import { unitsOf } from '../../src/analysis/statements.js';

const texts = (body: string) => unitsOf(body, new Set()).units.map((u) => u.text);

describe('a table row', () => {
  it('leaves out the cells that only say when', () => {
    const rows = texts(
      [
        '| Time | What was done | Outcome |',
        '|------|---------------|---------|',
        '| 2026-04-02 09:12Z-09:20Z | Rebuilt the `web` image with `make image`. | Pushed `web:4.2.0`. |',
        '| 2026-04-02 ~09:31Z (CET) | Rolled `deploy/web` back to `web:4.1.3` after the health check failed. | Site healthy again. |',
        '| 2026-04-02 (user check) | User confirmed the login page works. | Closed. |',
      ].join('\n'),
    );
    expect(rows).toContain('Rebuilt the `web` image with `make image`. | Pushed `web:4.2.0`.');
    expect(rows).toContain(
      'Rolled `deploy/web` back to `web:4.1.3` after the health check failed. | Site healthy again.',
    );
    expect(rows.join('\n')).not.toMatch(/09:12Z|09:31Z|2026-04-02/);
  });

  it('keeps a cell that holds a number, not a time', () => {
    const rows = texts('| Suite | Tests |\n|---|---|\n| `api` contract tests in `tests/api/` | 220 |');
    expect(rows).toContain('`api` contract tests in `tests/api/` | 220');
  });
});
