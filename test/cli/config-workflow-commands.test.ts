/**
 * A workflow step's output is read by the runner, which runs any line
 * starting with `::` (`::add-mask::`, `::error::`, `::stop-commands::`).
 * An agent's TOML is committed by anyone who can push, and a TOML string
 * holds a line break as `\n`: a model name, an unknown key or a log path
 * printed as written put such a line in `memkeep gc`'s and `memkeep
 * status`'s output (the Analyzer line, an unknown-key warning, the
 * layout line). Each is printed as one inert line now.
 */
import { afterEach, beforeEach, expect, it } from 'vitest';
import { run } from '../helpers/cli-in-process.js';
import { type ModelServer, report, startModelServer } from '../helpers/model-server.js';
import { log } from '../helpers/runlog.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

let model: ModelServer;
beforeEach(async () => {
  model = await startModelServer({ content: report('Healthy.') });
});
afterEach(async () => {
  await model.close();
});

/** Lines the runner would run as a workflow command. */
const commands = (text: string) => text.split(/\r?\n|\r/).filter((l) => /^\s*(?:::|##\[)/.test(l));

it('no value of an agent config prints a workflow command', async () => {
  const root = await tempDir();
  await writeTree(root, {
    'agents/a.toml': [
      'model = "openai/gpt-test\\n::add-mask::MODEL"',
      '"\\n::error::TOPKEY" = 1',
      '[memory]',
      'enabled = true',
      'last_n = 2',
      '"\\n::stop-commands::MEMKEY" = 2',
    ].join('\n'),
    'agents/b.toml': '[memory]\nenabled = true\npath = "memory/b\\n::error::PATH.md"\n',
    'memory/a.md': log(5),
    'memory/b\n::error::PATH.md': log(1),
  });
  const env = { OPENAI_API_KEY: 'sk-test-0123456789abcdef', MEMKEEP_OPENAI_BASE_URL: model.url };
  const gc = await run(['gc', 'a', '--root', root, '--dry-run'], root, env);
  expect(gc.code).toBe(0);
  expect(gc.out).toContain('Analyzer: openai/gpt-test');
  expect(gc.err).toContain('unknown key');
  expect(commands(gc.out + gc.err)).toEqual([]);
  const status = await run(['status', '--root', root], root, env);
  expect(status.out).toContain('PATH.md');
  expect(commands(status.out + status.err)).toEqual([]);
});

it('an agent file whose name holds a line break prints no workflow command', async () => {
  const root = await tempDir();
  await writeTree(root, {
    'agents/ev\n::error::NAME.toml': '[memory]\nenabled = true\n',
    'agents/b.toml': '[memory]\nenabled = true\nlast_n = 2\n',
    'memory/b.md': log(3),
  });
  for (const argv of [
    ['gc', '--all', '--analyzer', 'local', '--dry-run'],
    ['status'],
    ['prune', '--all', '--dry-run'],
    ['trim', '--all', '--dry-run'],
  ]) {
    const r = await run([...argv, '--root', root], root);
    expect(r.out + r.err, argv.join(' ')).toContain('NAME');
    expect(commands(r.out + r.err), argv.join(' ')).toEqual([]);
  }
});
