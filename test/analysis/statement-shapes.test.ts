/**
 * Shapes of agent logs that say little once their entry is gone, or that
 * carry the knowledge under another name, on entries written for this test:
 * a status log's record lines (Related, Environment, Status), a field that
 * only measures the run ("**Time invested**: ~90 minutes"); a workaround and a
 * section of discoveries, which are knowledge; a line that only announces
 * what follows it ("The knowledge observatory API already uses:").
 */
import { describe, expect, it } from 'vitest';
import { unitsOf } from '../../src/analysis/statements.js';

const NONE = new Set<string>();
const texts = (body: string) => unitsOf(body, NONE).units.map((u) => u.text);

describe('statements', () => {
  it('leaves out the record fields of a status log: what it relates to, where it ran, its status', () => {
    const out = texts(
      [
        'Type: PROBLEM • Status: RESOLVED • Date: 2026-01-10',
        'Environment: { OS: Linux 6.8, Server: 0.4.1, Plugin: 0.4.1 }',
        'Related: `ROADMAP.md` (Release plan)',
        '**Status**: First exporter done, second started',
        '',
        'Summary:',
        '- `export_csv` writes dates with `toISOString()`, so spreadsheets read them as UTC.',
      ].join('\n'),
    );
    expect(out).toEqual(['`export_csv` writes dates with `toISOString()`, so spreadsheets read them as UTC.']);
  });

  it('leaves out a field whose value only measures the run', () => {
    const out = texts(
      [
        '**Time invested**: ~90 minutes',
        '**Patterns completed**: 12/924 (1.3%)',
        '**Cost**: $0.42',
        '**Timeout**: 30s, raised from 10s because `fetchFeed()` stalls on cold caches',
      ].join('\n'),
    );
    expect(out).toEqual(['**Timeout**: 30s, raised from 10s because `fetchFeed()` stalls on cold caches']);
  });

  it('reads a workaround and discoveries as knowledge', () => {
    const { units } = unitsOf(
      [
        'Workaround: Retry the upload once after 5s.',
        '### Technical Discoveries',
        '- The tokenizer splits counters from numbers.',
        '### Accomplishments',
        '- The tokenizer splits counters from dates.',
      ].join('\n'),
      NONE,
    );
    expect(units.map((u) => u.label)).toEqual(['workaround', 'discovery', 'accomplishments']);
    expect(units[1].score).toBeGreaterThan(units[2].score);
  });

  it('leaves out a line that only announces what follows it, not one that says what the code below does', () => {
    const out = texts(
      [
        'The knowledge observatory API already uses:',
        '1. The REST endpoint of the index for reads that must not wait on the CLI',
        '2. A 5-second timeout on every CLI call, so a hung call fails fast',
        '',
        'Installed the two embedding models using:',
        '```bash',
        'ollama pull llama3.2',
        '```',
        'Added a 5-second timeout context to the `runIndexCli` function:',
        '```go',
        'ctx, cancel := context.WithTimeout(ctx, 5*time.Second)',
        '```',
      ].join('\n'),
    );
    expect(out).toEqual([
      'The REST endpoint of the index for reads that must not wait on the CLI',
      'A 5-second timeout on every CLI call, so a hung call fails fast',
      'Added a 5-second timeout context to the `runIndexCli` function:',
    ]);
  });

  it("ranks a write-up's cause and fix above its symptom and what came of it", () => {
    const { units } = unitsOf(
      [
        '### Problem',
        'Nightly export to `reports/` stopped after the move.',
        '### Root Cause',
        'The cron job still reads `EXPORT_DIR` from `old.env` files.',
        '### Solution',
        'Pointed the cron job at `deploy.env` via `ENV_FILE` now.',
        '### Impact',
        'Exports land in `reports/` each night from `export.sh` again.',
      ].join('\n'),
      NONE,
    );
    const score = (label: string) => units.find((u) => u.label === label)!.score;
    expect(Math.min(score('root cause'), score('solution'))).toBeGreaterThan(
      Math.max(score('problem'), score('impact')),
    );
  });

  it('ranks a check the run reports below what it found', () => {
    const { units } = unitsOf(
      [
        'Outcome:',
        '- ✅ VERIFIED: Layer materials render in the `Rendered` viewport',
        '- Confirmed: Object colours persist after `save_document`',
        '- Layer materials come from `RenderMaterialIndex` on each layer',
      ].join('\n'),
      NONE,
    );
    const [verified, confirmed, found] = units.map((u) => u.score);
    expect(found).toBeGreaterThan(Math.max(verified, confirmed));
  });

  it('ranks a statement over the code it explains as the statement it is', () => {
    const score = (body: string) => unitsOf(body, NONE).units[0].score;
    const plain = score('Added a 5-second timeout context to the `runIndexCli` function.');
    const overCode = score(
      'Added a 5-second timeout context to the `runIndexCli` function:\n```go\nctx, cancel := context.WithTimeout(ctx, 5*time.Second)\n```',
    );
    const overList = score(
      'Added a 5-second timeout context to the `runIndexCli` function:\n- for every call made on the health check path of the server\n- for every call made by the nightly import job of the index',
    );
    expect(overCode).toBe(plain);
    expect(overList).toBeLessThan(plain);
  });
});
