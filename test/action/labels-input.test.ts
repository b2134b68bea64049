/**
 * The `labels` input: the word `memkeep.toml` (action.yml's default) leaves
 * the labels to memkeep.toml, anything else is the list to set, an empty
 * one none. The word among other labels is a config error naming the input,
 * not a label called "memkeep.toml" on every pull request.
 */
import { afterEach, expect, it } from 'vitest';
import { readInputs } from '../../src/action/inputs.js';

afterEach(() => {
  delete process.env.INPUT_LABELS;
});

const labels = (value: string) => {
  process.env.INPUT_LABELS = value;
  return readInputs().labels;
};

it('reads the labels input', () => {
  expect(labels('memkeep.toml')).toBeUndefined();
  expect(labels('')).toEqual([]);
  expect(labels('agents, memory-gc')).toEqual(['agents', 'memory-gc']);
  for (const value of ['memkeep.toml, extra', 'extra\nmemkeep.toml'])
    expect(() => labels(value)).toThrow(
      expect.objectContaining({
        code: 2,
        field: 'labels',
        message: expect.stringContaining('input "labels" is either "memkeep.toml" alone'),
      }),
    );
});

it('refuses a label name GitHub would refuse after the pull request is open', () => {
  expect(labels('x'.repeat(50))).toEqual(['x'.repeat(50)]);
  expect(() => labels(`memory, ${'x'.repeat(51)}`)).toThrow(
    expect.objectContaining({
      code: 2,
      field: 'labels',
      message: expect.stringContaining('a label name must have 1 to 50 characters'),
    }),
  );
});
