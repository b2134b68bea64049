/**
 * "**Challenge**:" over "**Solution**:" (a devlog's "Challenges & Solutions",
 * written for this test in the shape of a hackathon devlog) names what went
 * wrong, as "Problem:" does: unread, the solution was kept without the
 * problem it solves ("Added error handling and permission fix
 * instructions", for what?).
 */
import { describe, expect, it } from 'vitest';
import { knowledgeOfEntries } from '../../src/analysis/knowledge.js';
import { unitsOf } from '../../src/analysis/statements.js';

const NONE = new Set<string>();

describe('a Challenge field', () => {
  it('is read as the problem, singular or plural', () => {
    const { units } = unitsOf(
      [
        '- **Challenge**: the token cache is lost when the CLI runs under sudo',
        '- **Solution**: keep the cache in `/var/lib/scanner` and print a chown hint',
        '',
        'Challenges: uploads over 8 MB time out behind the proxy',
      ].join('\n'),
      NONE,
    );
    const problem = unitsOf('- **Problem**: the token cache is lost when the CLI runs under sudo', NONE).units[0];
    expect(units[0]).toMatchObject({ label: 'challenge', score: problem.score });
    expect(units[2]).toMatchObject({ label: 'challenge' });
  });

  it('is kept beside its solution', () => {
    const filler = Array.from({ length: 6 }, (_, i) => `- Renamed panel ${i} in the settings page`).join('\n');
    const { items } = knowledgeOfEntries(
      [
        {
          heading: '2026-01-13 — Agent config',
          task: `**Implementation**:\n${filler}\n\n**Challenges & Solutions**:\n- **Challenge**: the token cache is lost when the CLI runs under sudo\n- **Solution**: keep the cache in \`/var/lib/scanner\` and print a chown hint`,
          result: '',
        },
      ],
      'DEVLOG.md',
      '2026-06-01',
    );
    const text = items.flatMap((i) => i.lines).join('\n');
    expect(text).toContain('/var/lib/scanner');
    expect(text).toContain('runs under sudo');
  });
});
