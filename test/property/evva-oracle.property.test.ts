/**
 * memkeep's section files against evva's MergeSections and IndexSummary as
 * behaviors.md describes them, on text where the two are meant to agree:
 * no fences, no heading twice, no heading line in an update (memkeep's
 * departures there are tested in test/store/sections.test.ts). The oracle
 * is written from that description, not from section-file.ts.
 */
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { indexSummary, mergeSections, USER_PROFILE_SECTIONS } from '../../src/memory/sections/section-file.js';

/** Go's strings.TrimSpace on the characters these texts hold. */
const trimSpace = (s: string) => s.replace(/^[\t\n\v\f\r ]+|[\t\n\v\f\r ]+$/g, '');

/** evva's parse: a section starts at a line that is `## ` after any spaces and tabs. */
function evvaParse(text: string) {
  const preamble: string[] = [];
  const sections: { heading: string; body: string[] }[] = [];
  for (const line of text.split('\n')) {
    const bare = line.replace(/^[ \t]+/, '');
    if (bare.startsWith('## ')) sections.push({ heading: trimSpace(bare.slice(3)), body: [] });
    else (sections.at(-1)?.body ?? preamble).push(line);
  }
  return { preamble: preamble.join('\n'), sections: sections.map((s) => ({ ...s, body: s.body.join('\n') })) };
}

function evvaMerge(existing: string, updates: Record<string, string>): string {
  const { preamble, sections } = evvaParse(existing);
  const bodies = new Map(sections.map((s) => [s.heading, trimSpace(s.body)]));
  for (const h of USER_PROFILE_SECTIONS) if (!bodies.has(h)) bodies.set(h, '');
  for (const [h, body] of Object.entries(updates)) bodies.set(h, trimSpace(body));
  const parts = [...bodies].map(([h, body]) => `## ${h}\n${body ? `${body}\n` : ''}`);
  const intro = trimSpace(preamble);
  return (intro ? `${intro}\n\n` : '') + parts.join('\n');
}

function evvaIndex(content: string, max: number): string {
  const limit = max > 0 ? max : 80;
  return evvaParse(content)
    .sections.map(({ heading, body }) => {
      const first = body
        .split('\n')
        .map(trimSpace)
        .find((l) => l !== '');
      if (first === undefined) return `## ${heading} — (empty)`;
      const chars = Array.from(first);
      return `## ${heading} — ${chars.length > limit ? `${chars.slice(0, limit).join('')}…` : first}`;
    })
    .join('\n');
}

const HEADINGS = [
  '## Preferences',
  '## Working style',
  '## Recurring topics',
  '## Other',
  '##  Padded  ',
  '\t## Tabbed',
];
const TEXT = [
  'text',
  '',
  '  ',
  'more text ',
  '\tindented',
  '- item',
  '### sub',
  '# title',
  '##nospace',
  '---',
  '> q',
  'é ü 😀',
];

/** A file of text lines and each heading at most once (evva and memkeep part ways on repeated headings). */
const file = fc
  .tuple(fc.array(fc.constantFrom(...TEXT), { maxLength: 3 }), fc.shuffledSubarray(HEADINGS), fc.boolean())
  .chain(([pre, headings, nl]) =>
    fc
      .tuple(...headings.map(() => fc.array(fc.constantFrom(...TEXT), { maxLength: 4 })))
      .map(
        (bodies) => [...pre, ...headings.flatMap((h, i) => [h, ...(bodies[i] ?? [])])].join('\n') + (nl ? '\n' : ''),
      ),
  );
const updates = fc.dictionary(
  fc.constantFrom(...USER_PROFILE_SECTIONS),
  fc.constantFrom('', ' x ', 'a\n\nb', '\n y\n'),
);

it('mergeSections and indexSummary give what evva gives, wherever the two agree by design (1,000 runs)', () => {
  fc.assert(
    fc.property(file, updates, fc.integer({ min: -1, max: 12 }), (text, update, max) => {
      expect(mergeSections(text, update, USER_PROFILE_SECTIONS)).toBe(evvaMerge(text, update));
      expect(indexSummary(text, max)).toBe(evvaIndex(text, max));
    }),
    { numRuns: 1000 },
  );
});
