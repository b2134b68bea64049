/**
 * What counts as an analysis (src/analysis/answer.ts), in process: the
 * cases the CLI test (test/gc/model-answer.test.ts) does not spawn for.
 */
import { describe, expect, it } from 'vitest';
import { analysisOf, analysisProblem } from '../../src/analysis/answer.js';
import { MemkeepError } from '../../src/errors.js';

const FULL = '## Patterns Found\nx\n\n## Repeated Work\ny\n\n## Recommendations\nz';
const INPUT = '## 2026-01-01T00:03:00Z\n**Task:** t\n**Result:** r\n';

function failure(f: () => unknown): MemkeepError {
  try {
    f();
  } catch (err) {
    if (err instanceof MemkeepError) return err;
    throw err;
  }
  throw new Error('expected a MemkeepError');
}

describe('analysisProblem', () => {
  it('accepts the three headings at any level, bold or with a colon, any case', () => {
    expect(analysisProblem(FULL, INPUT)).toBeUndefined();
    expect(
      analysisProblem('# patterns found:\nx\n### **Repeated Work**\ny\n#### Recommendations ##\nz', INPUT),
    ).toBeUndefined();
  });

  it('reads a hostile answer in linear time: long runs of spaces, tabs and #s after a heading', () => {
    const pad = ' \t'.repeat(200_000);
    const hostile = `## Patterns Found${pad}x\n## Repeated Work${'#'.repeat(400_000)}x\n## Recommendations:${pad}:`;
    expect(analysisProblem(hostile, INPUT)).toBe(
      'the analysis lacks the headings "Patterns Found", "Repeated Work" (the prompt requires Patterns Found, Repeated Work, Recommendations)',
    );
  });

  it('refuses empty and whitespace-only text', () => {
    expect(analysisProblem('', INPUT)).toBe('the analysis is empty');
    expect(analysisProblem('  \n\n\t', INPUT)).toBe('the analysis is empty');
  });

  it('names each missing heading; a heading word in prose or inside a line is not a heading', () => {
    expect(analysisProblem('## Patterns Found\nx\n## Recommendations\ny', INPUT)).toBe(
      'the analysis lacks the heading "Repeated Work" (the prompt requires Patterns Found, Repeated Work, Recommendations)',
    );
    expect(analysisProblem('Patterns Found: none. Repeated Work: none. Recommendations: none.', INPUT)).toMatch(
      /^the analysis lacks the headings "Patterns Found", "Repeated Work", "Recommendations"/,
    );
    expect(analysisProblem('## Patterns Found here\n## Repeated Work\n## Recommendations', INPUT)).toMatch(
      /lacks the heading "Patterns Found"/,
    );
  });

  it('accepts citations of timestamps the input holds (any zone, with or without seconds), refuses invented ones', () => {
    expect(analysisProblem(`${FULL}\nSee 2026-01-01T00:03:00Z and 2026-01-01T00:03.`, INPUT)).toBeUndefined();
    expect(analysisProblem(`${FULL}\nSee 2026-01-01T00:03:00+00:00.`, INPUT)).toBeUndefined();
    expect(analysisProblem(`${FULL}\nSee 2026-01-01T00:04:00Z.`, INPUT)).toBe(
      'the analysis cites 2026-01-01T00:04:00, which no entry it was sent has (an invented citation)',
    );
    expect(
      analysisProblem(`${FULL}\n2020-01-01T00:00 2020-01-02T00:00 2020-01-03T00:00 2020-01-04T00:00`, INPUT),
    ).toMatch(/cites 2020-01-01T00:00, 2020-01-02T00:00, 2020-01-03T00:00, …,/);
  });

  it('without the input (a cached analysis, perhaps made before a trim) checks no citation', () => {
    expect(analysisProblem(`${FULL}\nSee 2020-01-01T00:04:00Z.`)).toBeUndefined();
    expect(analysisProblem('')).toBe('the analysis is empty');
  });
});

describe('analysisOf', () => {
  it('returns the text of a complete answer', () => {
    expect(analysisOf({ text: FULL, retries: 0, choices: 1, finishReason: 'stop' }, INPUT, 'openai/m')).toBe(FULL);
    expect(analysisOf({ text: FULL, retries: 0, choices: 1 }, INPUT, 'openai/m')).toBe(FULL);
  });

  it('a choice-less, cut or filtered answer is a model error (exit 3) naming the model', () => {
    const none = failure(() => analysisOf({ text: '', retries: 0, choices: 0 }, INPUT, 'openai/m'));
    expect([none.code, none.message]).toEqual([3, 'model openai/m: response contains no choices']);
    for (const reason of ['length', 'content_filter']) {
      const cut = failure(() =>
        analysisOf({ text: FULL, retries: 0, choices: 1, finishReason: reason }, INPUT, 'openai/m'),
      );
      expect([cut.code, cut.message]).toEqual([
        3,
        `model openai/m: the analysis was cut short (finish_reason "${reason}")`,
      ]);
    }
    const empty = failure(() => analysisOf({ text: '', retries: 0, choices: 1, finishReason: 'stop' }, INPUT, 'x/y'));
    expect([empty.code, empty.message]).toEqual([3, 'model x/y: the analysis is empty']);
  });
});
