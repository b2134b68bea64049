/**
 * A run log's dependency line ("Added `bleach` to `requirements.txt` for
 * HTML tag removal."), written for this test in the shape of a numbered
 * action log: the package it adds is what the entry's code statement uses,
 * so the line that says what the code does is kept first, the manifest's
 * change after it.
 */
import { describe, expect, it } from 'vitest';
import { knowledgeOfEntries } from '../../src/analysis/knowledge.js';

const entry = (heading: string, code: string, dependency: string) => ({
  heading,
  task: `**1 Script**\n- ${code}\n\n**2 Dependencies**\n- ${dependency}\n`,
  result: '',
});

describe('a line adding a dependency to a manifest', () => {
  it('ranks below the line saying what the code does', () => {
    const { items } = knowledgeOfEntries(
      [
        entry(
          'Action 6: Cleaning',
          'Completed `scripts/clean.py` with NFKC normalisation, HTML stripping via Bleach and deduplication.',
          'Added `bleach` to `requirements.txt` for HTML tag removal.',
        ),
        entry(
          'Action 9: Search',
          'Added `scripts/search.py` to run Optuna trials over `configs/space.yaml`.',
          'Added `optuna` to `pyproject.toml` for the search backend.',
        ),
        entry(
          'Action 17: LoRA',
          'Added `src/train_lora.py` with LoraConfig defaults (r=16, alpha=32) and Trainer integration.',
          'Updated `requirements.txt` to include `peft` and `accelerate` for LoRA support.',
        ),
      ],
      'RUN_LOG.md',
      '2026-06-01',
      450,
    );
    expect(items.map((i) => i.lines[0])).toEqual([
      expect.stringContaining('scripts/clean.py'),
      expect.stringContaining('scripts/search.py'),
      expect.stringContaining('src/train_lora.py'),
    ]);
  });
});
