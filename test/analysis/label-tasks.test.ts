/**
 * An entry without a `Task:` field is judged on its first line, and many
 * journals open every entry with the same label ("Did:", "**Summary:**",
 * "### Done") above the work itself: the analysis then reported the label
 * as repeated work, "ran 5 times with the same input", in the pull request.
 * The task is the first line that says something.
 */
import { describe, expect, it } from 'vitest';
import { taskTitle, toLogEntries } from '../../src/analysis/entries.js';
import { findRepeatedWork } from '../../src/analysis/repeated-work.js';
import { axeLayout } from '../../src/format/axe.js';

const session = (i: number, label: string) =>
  `## 2026-01-0${i}T10:00:00Z\n\n${label}\n- built feature ${['alpha', 'beta', 'gamma', 'delta', 'omega'][i - 1]} for the ${['parser', 'cli', 'docs', 'api', 'ui'][i - 1]} module\n\nNext:\n- review item ${i}\n\n`;

describe('a label above the work', () => {
  it.each(['Did:', '**Summary:**', '### Done', '**What I did**:'])('"%s" is no task, and no repeated work', (label) => {
    const log = Buffer.from([1, 2, 3, 4, 5].map((i) => session(i, label)).join(''));
    const entries = toLogEntries(log, axeLayout);
    expect(entries[0].task).toBe('- built feature alpha for the parser module');
    expect(findRepeatedWork(entries)).toEqual([]);
  });

  it('an entry that is only labels keeps its first line', () => {
    expect(taskTitle('Did:\nNext:')).toBe('Did:');
  });

  it('a line that says something with a colon is the task', () => {
    expect(taskTitle('Fixed the upload test: it waited on a timer\nmore')).toBe(
      'Fixed the upload test: it waited on a timer',
    );
    expect(taskTitle('Review PR #42:\n- approved')).toBe('Review PR #42:');
  });

  it("a table's header row names its columns: no task, and no repeated work", () => {
    const table = (i: number) =>
      `## 2026-01-0${i}T10:00:00Z\n| Step | Result |\n|---|:---:|\n| ${['build', 'lint', 'test', 'deploy', 'docs'][i - 1]} the ${['parser', 'cli', 'api', 'site', 'guide'][i - 1]} | ok |\n\n`;
    const entries = toLogEntries(Buffer.from([1, 2, 3, 4, 5].map(table).join('')), axeLayout);
    expect(entries[0].task).toBe('| build the parser | ok |');
    expect(findRepeatedWork(entries)).toEqual([]);
  });

  it('a table without a header row keeps its first row', () => {
    expect(taskTitle('| build | ok |\n| lint | ok |')).toBe('| build | ok |');
  });
});
