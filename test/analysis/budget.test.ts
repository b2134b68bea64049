/**
 * The input budget and the token estimate: boundaries (fits exactly, one
 * byte over), which entries are left out, a single huge entry, CRLF and BOM
 * logs, and the property that what is sent never exceeds the budget, over
 * many generated logs. readBudgeted (the same budget for a file, reading
 * only its tail) must agree with fitBudget on all of them.
 */
import { appendFile, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { trimmedLogKey } from '../../src/analysis/cache.js';
import { applyTrim } from '../../src/memory/runlog/apply-trim.js';
import { fitBudget, lineMap, readBudgeted } from '../../src/memory/runlog/budget.js';
import { planTrim, scanForAnalysis, sizeAfterTrim } from '../../src/memory/runlog/plan-trim.js';
import { scanLog } from '../../src/memory/runlog/scan.js';
import { estimateTokens } from '../../src/text/tokens.js';
import { seededRandom } from '../helpers/random.js';
import { parseEntries } from '../helpers/runlog.js';
import { tempDir } from '../helpers/tmp.js';

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/** An entry as axe writes it. */
function entry(i: number, body = `result ${i}`, eol = '\n'): string {
  return `## 2026-01-01T00:00:${String(i % 60).padStart(2, '0')}Z${eol}**Task:** task ${i}${eol}**Result:** ${body}${eol}${eol}`;
}

function log(...parts: string[]): Buffer {
  return Buffer.from(parts.join(''));
}

/** entry(1) padded so that it and entry(2) are a multiple of 4 bytes: budgets land exactly on them. */
function twoEntriesOfWholeTokens(): string {
  const plain = entry(1) + entry(2);
  const text = entry(1, 'result 1' + 'x'.repeat((4 - (Buffer.byteLength(plain) % 4)) % 4)) + entry(2);
  expect(Buffer.byteLength(text) % 4).toBe(0);
  return text;
}

describe('estimateTokens', () => {
  it('is UTF-8 bytes / 4, rounded up, for text, bytes and byte counts', () => {
    expect(estimateTokens('')).toBe(0);
    expect(estimateTokens('abcd')).toBe(1);
    expect(estimateTokens('abcde')).toBe(2);
    expect(estimateTokens('é')).toBe(1);
    expect(estimateTokens('日本語')).toBe(3); // 9 bytes
    expect(estimateTokens('🙂🙂')).toBe(2); // 8 bytes
    expect(estimateTokens(Buffer.from('abcdefgh'))).toBe(2);
    expect(estimateTokens(0)).toBe(0);
    expect(estimateTokens(4001)).toBe(1001);
  });
});

describe('fitBudget', () => {
  it('sends a log of exactly maxTokens × 4 bytes whole, preamble included', () => {
    const text = log('# preamble\n\n', entry(1), entry(2));
    const padded = Buffer.concat([text, Buffer.from(' '.repeat((4 - (text.length % 4)) % 4))]);
    const r = fitBudget(padded, padded.length / 4);
    expect(r).toEqual({ text: padded, sentEntries: 2, leftOut: 0, truncated: false });
    expect(r.text.toString()).toMatch(/^# preamble/);
  });

  it('one byte over the budget drops the preamble, then the oldest entry', () => {
    const entries = twoEntriesOfWholeTokens();
    const k = Buffer.byteLength(entries) / 4;
    const overByOne = log('\n', entries);
    expect(fitBudget(overByOne, k)).toEqual({
      text: Buffer.from(entries),
      sentEntries: 2,
      leftOut: 0,
      truncated: false,
    });
    const r = fitBudget(Buffer.from(entries), k - 1);
    expect(r).toEqual({ text: Buffer.from(entry(2)), sentEntries: 1, leftOut: 1, truncated: false });
  });

  it('keeps the newest whole entries that fit and counts the older ones left out', () => {
    const all = Array.from({ length: 10 }, (_, i) => entry(i));
    const text = log(...all);
    const newest3 = Buffer.byteLength(all.slice(7).join(''));
    const budget = Math.ceil(newest3 / 4); // room for 3 entries, not 4
    expect(budget * 4).toBeLessThan(newest3 + Buffer.byteLength(all[6]));
    const r = fitBudget(text, budget);
    expect(r).toEqual({ text: Buffer.from(all.slice(7).join('')), sentEntries: 3, leftOut: 7, truncated: false });
  });

  it('cuts a single huge newest entry to its tail, on a character boundary', () => {
    const huge = entry(2, 'é'.repeat(5000) + ' END');
    const text = log(entry(1), huge);
    const r = fitBudget(text, 100);
    expect(r.truncated).toBe(true);
    expect(r.sentEntries).toBe(0);
    expect(r.leftOut).toBe(1);
    expect(estimateTokens(r.text)).toBeLessThanOrEqual(100);
    expect(r.text.length).toBeGreaterThanOrEqual(397);
    expect(r.text.toString('utf8')).not.toContain('\uFFFD');
    expect(r.text.toString('utf8').endsWith(' END\n\n')).toBe(true);
    expect(
      Buffer.from(huge)
        .subarray(Buffer.byteLength(huge) - r.text.length)
        .equals(r.text),
    ).toBe(true);
  });

  it('cuts a log without any entry like a huge entry', () => {
    const text = Buffer.from('no headers here\n'.repeat(100));
    const r = fitBudget(text, 10);
    expect(r).toEqual({ text: text.subarray(text.length - 40), sentEntries: 0, leftOut: 0, truncated: true });
  });

  it('handles a budget of zero and an empty log', () => {
    expect(fitBudget(Buffer.alloc(0), 0)).toEqual({
      text: Buffer.alloc(0),
      sentEntries: 0,
      leftOut: 0,
      truncated: false,
    });
    const r = fitBudget(log(entry(1)), 0);
    expect(r.text.length).toBe(0);
    expect(r).toMatchObject({ sentEntries: 0, leftOut: 0, truncated: true });
  });

  it('keeps CRLF entries byte for byte', () => {
    const all = Array.from({ length: 6 }, (_, i) => entry(i, `line one\r\nline two ${i}`, '\r\n'));
    const text = log(...all);
    const budget = Math.ceil(Buffer.byteLength(all.slice(4).join('')) / 4);
    const r = fitBudget(text, budget);
    expect(r).toEqual({ text: Buffer.from(all.slice(4).join('')), sentEntries: 2, leftOut: 4, truncated: false });
  });

  it('counts a BOM log like any other and drops the BOM with the preamble', () => {
    const all = Array.from({ length: 4 }, (_, i) => entry(i));
    const text = Buffer.concat([BOM, log(...all)]);
    expect(fitBudget(text, Math.ceil(text.length / 4))).toEqual({ text, sentEntries: 4, leftOut: 0, truncated: false });
    const r = fitBudget(text, Math.floor((text.length - 1) / 4));
    expect(r.text[0]).toBe('#'.charCodeAt(0));
    expect(r.sentEntries + r.leftOut).toBe(4);
    expect(estimateTokens(r.text)).toBeLessThanOrEqual(Math.floor((text.length - 1) / 4));
  });

  it('never cuts inside a character whatever the cut position', () => {
    const body = 'a日🙂é'.repeat(200);
    const text = log(entry(1, body));
    for (let budget = 1; budget < 60; budget++) {
      const r = fitBudget(text, budget);
      expect(r.truncated).toBe(true);
      expect(r.text[0] & 0xc0).not.toBe(0x80);
      expect(r.text.length).toBeGreaterThanOrEqual(budget * 4 - 3);
      expect(Buffer.from(r.text.toString('utf8')).equals(r.text)).toBe(true);
    }
  });
});

/** A generated run log: optional BOM and preamble, LF or CRLF, ASCII and multi-byte text, tiny to large entries. */
function generate(next: () => number): Buffer {
  const pick = <T>(xs: T[]): T => xs[Math.floor(next() * xs.length)];
  const eol = next() < 0.3 ? '\r\n' : '\n';
  const words = ['ok', 'deploy', 'é', '日本語', '🙂', 'tests pass', 'x'.repeat(50), '## not a header', 'résumé'];
  let text = next() < 0.2 ? '\uFEFF' : '';
  if (next() < 0.3) text += `# Agent log${eol}${eol}`;
  const count = Math.floor(next() * 12);
  for (let i = 0; i < count; i++) {
    const len = next() < 0.1 ? 200 : 1 + Math.floor(next() * 15);
    const body = Array.from({ length: len }, () => pick(words)).join(' ');
    text += `## 2026-01-01T00:00:${String(i).padStart(2, '0')}Z${eol}**Task:** t${i}${eol}**Result:** ${body}${eol}`;
    if (next() < 0.7) text += eol;
  }
  return Buffer.from(text);
}

describe('the budget property', () => {
  it('never exceeds maxTokens, sends a suffix, and leaves out only what did not fit (2000 generated logs)', () => {
    const next = seededRandom(20260101);
    for (let n = 0; n < 2000; n++) {
      const text = generate(next);
      const maxTokens = Math.floor(next() * (estimateTokens(text) * 1.2 + 2));
      const r = fitBudget(text, maxTokens);
      const { entries } = parseEntries(text);
      const why = `case ${n}, ${text.length} bytes, budget ${maxTokens}`;

      expect(estimateTokens(r.text), why).toBeLessThanOrEqual(maxTokens);
      expect(text.subarray(text.length - r.text.length).equals(r.text), why).toBe(true);
      if (estimateTokens(text) <= maxTokens) {
        expect(r, why).toEqual({ text, sentEntries: entries.length, leftOut: 0, truncated: false });
      } else if (!r.truncated) {
        expect(r.sentEntries, why).toBeGreaterThan(0);
        expect(r.sentEntries + r.leftOut, why).toBe(entries.length);
        expect(text.length - r.text.length, why).toBe(entries[r.leftOut].start);
        // Maximal: the next older entry (or the preamble) would not have fitted.
        const olderStart = r.leftOut > 0 ? entries[r.leftOut - 1].start : 0;
        expect(text.length - olderStart, why).toBeGreaterThan(maxTokens * 4);
      } else {
        const newest = entries.at(-1);
        expect(r.sentEntries, why).toBe(0);
        expect(r.leftOut, why).toBe(Math.max(0, entries.length - 1));
        expect(text.length - (newest?.start ?? 0), why).toBeGreaterThan(maxTokens * 4);
        expect(r.text.length, why).toBeGreaterThanOrEqual(maxTokens * 4 - 3);
        expect(r.text[0] === undefined || (r.text[0] & 0xc0) !== 0x80, why).toBe(true);
      }
    }
  });

  it('readBudgeted on a file agrees with fitBudget on its bytes (300 generated logs)', async () => {
    const dir = await tempDir('memkeep-budget-');
    const next = seededRandom(7);
    for (let n = 0; n < 300; n++) {
      const text = generate(next);
      const maxTokens = Math.floor(next() * (estimateTokens(text) * 1.2 + 2));
      const path = join(dir, `log-${n}.md`);
      await writeFile(path, text);
      const { budgeted, size } = await readBudgeted(path, maxTokens);
      expect(size).toBe(text.length);
      expect(budgeted, `case ${n}, ${text.length} bytes, budget ${maxTokens}`).toEqual(fitBudget(text, maxTokens));
    }
  });

  it('readBudgeted keeps the first entry of a BOM log when only the BOM is over the budget', async () => {
    const dir = await tempDir('memkeep-budget-');
    const one = entry(1, 'r'.repeat(4 - (Buffer.byteLength(entry(1, '')) % 4)));
    expect(Buffer.byteLength(one) % 4).toBe(0);
    for (const text of [
      Buffer.concat([BOM, Buffer.from(twoEntriesOfWholeTokens())]),
      Buffer.concat([BOM, Buffer.from(one)]),
    ]) {
      const path = join(dir, 'bom.md');
      await writeFile(path, text);
      const maxTokens = Math.floor((text.length - BOM.length) / 4);
      const { budgeted } = await readBudgeted(path, maxTokens);
      expect(budgeted).toEqual(fitBudget(text, maxTokens));
      expect(budgeted.truncated).toBe(false);
      expect(budgeted.leftOut).toBe(0);
    }
  });
});

describe('the scan gc hands to the analysis', () => {
  it("reuses a small log's bytes when the trim was planned on them", async () => {
    const path = join(await tempDir(), 'a.md');
    await writeFile(path, log(entry(1), entry(2), entry(3)));
    const scan = await scanLog(path);
    const plan = await planTrim(path, 1, { known: scan });
    const { budgeted } = await readBudgeted(path, 1000, scanForAnalysis(scan, plan));
    expect(scan.content).toBeDefined();
    expect(budgeted.text.buffer).toBe(scan.content!.buffer);
    expect(budgeted.sentEntries).toBe(3);
  });

  it('an entry appended between the scan and the plan is kept by the trim and never cached as analysed', async () => {
    const path = join(await tempDir(), 'a.md');
    await writeFile(path, log(entry(1), entry(2), entry(3)));
    const scan = await scanLog(path);
    await appendFile(path, entry(4));
    // A small log is planned on the scan's own bytes, which the analysis reads too.
    const plan = await planTrim(path, 1, { known: scan });
    expect(sizeAfterTrim(plan) + plan.bytesRemoved).toBe(scan.size);
    const { budgeted } = await readBudgeted(path, 1000, scanForAnalysis(scan, plan));
    expect(budgeted.text.toString()).not.toContain('task 4');
    expect(await applyTrim(plan)).toBe(true);
    expect(await readFile(path, 'utf8')).toBe(entry(3) + entry(4));
    // Entry 4 was never analysed: the trimmed log gets no cache key, so the next run analyses it.
    expect(await trimmedLogKey(plan, 1000)).toBeUndefined();
  });
});

describe('lineMap (the file line of a line of entries picked out of order)', () => {
  /** The file's lines of the pieces' concatenation, one by one: the answer by definition. */
  function naive(log: Buffer, pieces: [number, number][]): number[] {
    const out: number[] = [];
    for (const [a, b] of pieces) {
      const first = log.subarray(0, a).toString('latin1').split('\n').length;
      const lines = log.subarray(a, b).toString('latin1').replace(/\n$/, '').split('\n').length;
      for (let k = 0; k < lines; k++) out.push(first + k);
    }
    return out;
  }

  it('maps every line of pieces in any order to its line in the file', () => {
    const random = seededRandom(7);
    for (let round = 0; round < 200; round++) {
      const lines = 1 + Math.floor(random() * 40);
      const text = Array.from({ length: lines }, (_, i) => 'x'.repeat(Math.floor(random() * 4)) + i).join('\n');
      const log = Buffer.from(random() < 0.5 ? text : `${text}\n`);
      // Whole-line pieces: cut the log at random line starts, then shuffle them.
      const starts = [0];
      for (let i = log.indexOf(10); i !== -1 && i + 1 < log.length; i = log.indexOf(10, i + 1))
        if (random() < 0.4) starts.push(i + 1);
      const pieces = starts.map((a, k): [number, number] => [a, starts[k + 1] ?? log.length]);
      for (let k = pieces.length - 1; k > 0; k--) {
        const j = Math.floor(random() * (k + 1));
        [pieces[k], pieces[j]] = [pieces[j], pieces[k]];
      }
      const map = lineMap(log, pieces);
      expect(naive(log, pieces).map((_, k) => map(k + 1))).toEqual(naive(log, pieces));
    }
  });

  it('reads the log once, not once per piece (a 100k-line log ordered by git took minutes)', () => {
    const lines = 5_000;
    const log = Buffer.from(Array.from({ length: lines }, (_, i) => `line ${i}\n`).join(''));
    // Every line its own piece, newest (last) first: the worst case for recounting from the start.
    const pieces: [number, number][] = [];
    for (let at = 0; at < log.length; ) {
      const end = log.indexOf(10, at) + 1;
      pieces.unshift([at, end]);
      at = end;
    }
    let searches = 0;
    const counted = Object.assign(log, {
      indexOf: (...args: Parameters<Buffer['indexOf']>) => {
        searches++;
        return Buffer.prototype.indexOf.apply(log, args);
      },
    });
    const map = lineMap(counted, pieces);
    expect(map(1)).toBe(lines);
    expect(map(lines)).toBe(1);
    // Each newline is found about twice (once for where pieces start, once for their length).
    expect(searches).toBeLessThanOrEqual(4 * lines);
  });
});
