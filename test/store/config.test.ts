import { mkdir, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { discoverAgents, loadAgent, loadAllAgents } from '../../src/config/agent-config.js';
import { loadStoreConfig } from '../../src/config/store-config.js';
import { formatError, MemkeepError } from '../../src/errors.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const DAY = 86_400_000;

async function rejection(p: Promise<unknown>): Promise<MemkeepError> {
  try {
    await p;
  } catch (err) {
    expect(err).toBeInstanceOf(MemkeepError);
    return err as MemkeepError;
  }
  throw new Error('expected a rejection');
}

describe('agent config, toml form', () => {
  it('applies the axe defaults', async () => {
    const root = await tempDir();
    await writeTree(root, { 'agents/pr-reviewer.toml': 'model = "openai/gpt-4o"\n' });
    const store = await loadStoreConfig(root);
    const a = await loadAgent(store, 'pr-reviewer');
    expect(a.form).toBe('toml');
    expect(a.model).toBe('openai/gpt-4o');
    expect(a.memory).toEqual({
      enabled: false,
      path: join(store.root, 'memory/pr-reviewer.md'),
      // axe: no last_n means gc trims to max_entries, else not at all (issue 25, item 11).
      lastN: 0,
      maxEntries: 0,
      coreFiles: [],
      proceduralDir: join(store.root, 'memory/pr-reviewer/procedural'),
      episodicDir: join(store.root, 'memory/pr-reviewer/episodic'),
      proceduralMaxAgeMs: 90 * DAY,
      episodicMaxAgeMs: 7 * DAY,
      compactAfter: undefined,
      layout: { level: 2, entriesUnder: undefined, structure: [], order: 'oldest-first' },
      preset: 'axe',
      knowledgeMax: 8192,
      types: [],
      frontMatterTypes: {},
      indexFiles: [],
    });
    expect(a.warnings).toEqual([]);
  });

  it('reads every memory field and the store retention', async () => {
    const root = await tempDir();
    await writeTree(root, {
      'memkeep.toml':
        '[retention]\nepisodic = "2w"\nprocedural = "30d"\n[gc]\nmax_input_tokens = 5000\nanalyzer = "local"\n',
      'agents/a.toml': [
        'name = "a"',
        '[memory]',
        'enabled = true',
        'path = "logs/a.md"',
        'last_n = 0',
        'max_entries = 25',
        'core_files = ["core/persona.md"]',
        'episodic_max_age = "12h"',
        'compact_after = "200k"',
      ].join('\n'),
    });
    const store = await loadStoreConfig(root);
    expect(store.gc).toEqual({ model: undefined, analyzer: 'local', maxInputTokens: 5000, distil: true });
    const a = await loadAgent(store, 'a');
    expect(a.memory.enabled).toBe(true);
    expect(a.memory.path).toBe(join(store.root, 'logs/a.md'));
    expect(a.memory.lastN).toBe(0);
    expect(a.memory.maxEntries).toBe(25);
    expect(a.memory.coreFiles).toEqual([join(store.root, 'core/persona.md')]);
    expect(a.memory.episodicMaxAgeMs).toBe(12 * 3_600_000);
    expect(a.memory.proceduralMaxAgeMs).toBe(30 * DAY);
    expect(a.memory.compactAfter).toBe(200_000);
  });

  it('reads [gc] distil and summary_section, and names the field when either is wrong', async () => {
    const root = await tempDir();
    await writeTree(root, {
      'memkeep.toml': '[gc]\ndistil = false\n',
      'agents/a.toml': '[memory]\nenabled = true\nsummary_section = "## Core Context"\n',
      'agents/b.toml': '[memory]\nenabled = true\nsummary_section = "Core\\nContext"\n',
    });
    const store = await loadStoreConfig(root);
    expect(store.gc.distil).toBe(false);
    expect((await loadAgent(store, 'a')).memory.summarySection).toBe('Core Context');
    await expect(loadAgent(store, 'b')).rejects.toMatchObject({
      code: 2,
      message: expect.stringContaining('memory.summary_section must be one line'),
    });
    await writeTree(root, { 'memkeep.toml': '[gc]\ndistil = "no"\n' });
    await expect(loadStoreConfig(root)).rejects.toMatchObject({
      code: 2,
      message: expect.stringContaining('gc.distil must be true or false'),
    });
  });

  it('warns about unknown keys in memory and memkeep.toml, naming the key each was probably meant to be', async () => {
    const root = await tempDir();
    await writeTree(root, {
      'memkeep.toml': '[gc]\nmodle = "x"\n[colour]\n[retention]\nepisodc = "30d"\n',
      'agents/a.toml': 'system_prompt = "hi"\n[memory]\nenabled = true\nlastn = 3\n',
    });
    const store = await loadStoreConfig(root);
    const file = join(store.root, 'memkeep.toml');
    expect(store.warnings).toEqual([
      `${file}: unknown key "colour" (ignored)`,
      `${file}: unknown key "gc.modle" (did you mean "gc.model"?) (ignored)`,
      `${file}: unknown key "retention.episodc" (did you mean "retention.episodic"?) (ignored)`,
    ]);
    // [gc] is not one of the keys a run that changes memory refuses.
    expect(store.unknownKeys.map((k) => k.field)).toEqual(['colour', 'retention.episodc']);
    const a = await loadAgent(store, 'a');
    const agentFile = join(store.root, 'agents/a.toml');
    expect(a.warnings).toEqual([`${agentFile}: unknown key "memory.lastn" (did you mean "memory.last_n"?) (ignored)`]);
    expect(a.unknownKeys).toEqual([
      {
        file: agentFile,
        field: 'memory.lastn',
        message: `${agentFile}: unknown key "memory.lastn" (did you mean "memory.last_n"?)`,
      },
    ]);
  });
});

describe('agent config, Aidefile form', () => {
  it('applies the aide defaults relative to the agent directory', async () => {
    const root = await tempDir();
    await writeTree(root, {
      'agents/triage/Aidefile': '[memory]\ncore_files = ["memory/persona.md"]\n',
    });
    const store = await loadStoreConfig(root);
    const a = await loadAgent(store, 'triage');
    const dir = join(store.root, 'agents/triage');
    expect(a.form).toBe('aidefile');
    expect(a.memory.enabled).toBe(true);
    expect(a.memory.path).toBe(join(dir, 'memory/log.md'));
    expect(a.memory.coreFiles).toEqual([join(dir, 'memory/persona.md')]);
    expect(a.memory.proceduralDir).toBe(join(dir, 'memory/procedural'));
    expect(a.memory.episodicDir).toBe(join(dir, 'memory/episodic'));
  });

  it('lists both forms sorted by name, skipping directories without an Aidefile', async () => {
    const root = await tempDir();
    await writeTree(root, {
      'agents/zeta.toml': '',
      'agents/alpha/Aidefile': '',
      'agents/notes/README.md': 'not an agent',
      'agents/readme.txt': 'not an agent',
    });
    const store = await loadStoreConfig(root);
    expect((await loadAllAgents(store)).map((a) => `${a.name}:${a.form}`)).toEqual(['alpha:aidefile', 'zeta:toml']);
  });
});

describe('config errors name the file and field (exit 2)', () => {
  async function agentError(files: Record<string, string>, name = 'a'): Promise<MemkeepError> {
    const root = await tempDir();
    await writeTree(root, files);
    const store = await loadStoreConfig(root);
    return rejection(loadAgent(store, name));
  }

  it('name mismatch', async () => {
    const e = await agentError({ 'agents/a.toml': 'name = "b"\n' });
    expect(e.code).toBe(2);
    expect(e.field).toBe('name');
    expect(formatError(e)).toMatch(/agents\/a\.toml: name "b" does not match the agent name "a"/);
  });

  it('negative last_n and max_entries', async () => {
    for (const key of ['last_n', 'max_entries']) {
      const e = await agentError({ 'agents/a.toml': `[memory]\n${key} = -1\n` });
      expect(e.code).toBe(2);
      expect(e.field).toBe(`memory.${key}`);
      expect(e.message).toContain(`memory.${key} must be non-negative`);
      expect(e.file).toMatch(/agents\/a\.toml$/);
    }
  });

  it('wrong types', async () => {
    const cases: [string, string][] = [
      ['[memory]\nlast_n = "ten"\n', 'memory.last_n must be an integer'],
      ['[memory]\nenabled = "yes"\n', 'memory.enabled must be true or false'],
      ['[memory]\ncore_files = "persona.md"\n', 'memory.core_files must be an array of strings'],
      ['memory = 3\n', 'memory must be a table'],
      ['[memory]\nepisodic_max_age = "7days"\n', 'memory.episodic_max_age "7days" is not a duration'],
      ['[memory]\ncompact_after = "lots"\n', 'memory.compact_after "lots" is not a token count'],
      ['model = 4\n', 'model must be a string'],
    ];
    for (const [toml, message] of cases) {
      const e = await agentError({ 'agents/a.toml': toml });
      expect(e.code).toBe(2);
      expect(e.message).toContain(message);
    }
  });

  it('invalid TOML reports the line', async () => {
    const e = await agentError({ 'agents/a.toml': 'name = "a"\n[memory]\nlast_n = = 3\n' });
    expect(e.code).toBe(2);
    expect(e.line).toBe(3);
    expect(e.message).toMatch(/agents\/a\.toml:3:\d+: invalid TOML/);
  });

  it('paths leaving the store: .., absolute, through a symlink', async () => {
    const outside = await tempDir('memkeep-outside-');
    const root = await tempDir();
    await writeTree(root, {
      'agents/dots.toml': '[memory]\npath = "../../etc/passwd"\n',
      'agents/abs.toml': '[memory]\nepisodic_dir = "/tmp/episodic"\n',
      'agents/link.toml': '[memory]\nprocedural_dir = "escape/procedural"\n',
      'agents/core/Aidefile': '[memory]\ncore_files = ["../../../x.md"]\n',
    });
    await symlink(outside, join(root, 'escape'));
    const store = await loadStoreConfig(root);
    const dots = await rejection(loadAgent(store, 'dots'));
    expect([dots.code, dots.field]).toEqual([2, 'memory.path']);
    expect(dots.message).toContain('resolves outside the store root');
    const abs = await rejection(loadAgent(store, 'abs'));
    expect([abs.code, abs.field]).toEqual([2, 'memory.episodic_dir']);
    expect(abs.message).toContain('"/tmp/episodic" is outside the store root');
    const link = await rejection(loadAgent(store, 'link'));
    expect([link.code, link.field]).toEqual([2, 'memory.procedural_dir']);
    expect(link.message).toContain('through a symlink');
    const core = await rejection(loadAgent(store, 'core'));
    expect(core.field).toBe('memory.core_files');
  });

  it('an absolute path inside the store is accepted, as a PATH argument is (issue 17, item 19)', async () => {
    const root = await tempDir();
    await writeTree(root, { 'memkeep.toml': '' });
    const store = await loadStoreConfig(root);
    await writeTree(root, { 'agents/a.toml': `[memory]\npath = "${join(store.root, 'logs/a.md')}"\n` });
    expect((await loadAgent(store, 'a')).memory.path).toBe(join(store.root, 'logs/a.md'));
  });

  it('accepts any agent name that is a plain file name (issue 17, item 19)', async () => {
    const root = await tempDir();
    await writeTree(root, {
      'agents/_under.toml': '[memory]\nenabled = true\n',
      'agents/my agent.toml': '[memory]\nenabled = true\n',
      'agents/-dash/Aidefile': '',
    });
    const store = await loadStoreConfig(root);
    const agents = await loadAllAgents(store);
    expect(agents.map((a) => a.name)).toEqual(['-dash', '_under', 'my agent']);
    expect(agents.find((a) => a.name === 'my agent')?.memory.path).toBe(join(store.root, 'memory/my agent.md'));
    expect((await loadAgent(store, '_under')).name).toBe('_under');
    for (const bad of ['', '.', '..', 'a/b', 'a\\b', 'tab\there']) {
      const err = await rejection(loadAgent(store, bad));
      expect([err.code, err.message]).toEqual([2, expect.stringContaining('an agent name is a plain file name')]);
    }
  });

  it('a symlink that stays inside the store is fine', async () => {
    const root = await tempDir();
    await writeTree(root, { 'agents/a.toml': '[memory]\npath = "alias/a.md"\n', 'real/.keep': '' });
    await symlink(join(root, 'real'), join(root, 'alias'));
    const store = await loadStoreConfig(root);
    expect((await loadAgent(store, 'a')).memory.path).toBe(join(store.root, 'alias/a.md'));
  });

  it('two agents with one name', async () => {
    const root = await tempDir();
    await writeTree(root, { 'agents/a.toml': '', 'agents/a/Aidefile': '' });
    const store = await loadStoreConfig(root);
    const e = await rejection(discoverAgents(store));
    expect(e.code).toBe(2);
    expect(e.message).toMatch(/agent "a" is defined twice/);
  });

  it('unknown agent and invalid agent names', async () => {
    const root = await tempDir();
    await mkdir(join(root, 'agents'));
    const store = await loadStoreConfig(root);
    const missing = await rejection(loadAgent(store, 'nobody'));
    expect(missing.code).toBe(2);
    expect(missing.message).toContain('agent config not found: nobody');
    const dots = await rejection(loadAgent(store, '../x'));
    expect(dots.code).toBe(2);
    expect(dots.message).toContain('invalid agent name "../x"');
  });

  it('a directory where memkeep.toml is expected, and binary content', async () => {
    const root = await tempDir();
    await mkdir(join(root, 'memkeep.toml'));
    const dir = await rejection(loadStoreConfig(root));
    expect(dir.code).toBe(2);
    expect(dir.message).toContain('is a directory');

    const root2 = await tempDir();
    await writeFile(join(root2, 'memkeep.toml'), Buffer.from([0x5b, 0x67, 0x63, 0x5d, 0x0a, 0x00, 0xff]));
    const bin = await rejection(loadStoreConfig(root2));
    expect(bin.code).toBe(2);
    expect(bin.message).toContain('binary');
  });

  it('memkeep.toml values are checked', async () => {
    const cases: [string, string][] = [
      ['[gc]\nanalyzer = "gpt"\n', 'gc.analyzer must be one of auto, llm, local'],
      ['[gc]\nmax_input_tokens = 0\n', 'gc.max_input_tokens must be greater than zero'],
      ['[retention]\nepisodic = "soon"\n', 'retention.episodic "soon" is not a duration'],
      ['[pull_request]\nlabels = "memory"\n', 'pull_request.labels must be an array of strings'],
    ];
    for (const [toml, message] of cases) {
      const root = await tempDir();
      await writeTree(root, { 'memkeep.toml': toml });
      const e = await rejection(loadStoreConfig(root));
      expect(e.code).toBe(2);
      expect(e.message).toContain(message);
    }
  });

  it('a missing store root', async () => {
    const root = await tempDir();
    const e = await rejection(loadStoreConfig(join(root, 'nope')));
    expect(e.code).toBe(2);
    expect(e.message).toContain('does not exist');
  });

  it('reads provider settings', async () => {
    const root = await tempDir();
    await writeTree(root, {
      'memkeep.toml': '[providers.groq]\nbase_url = "https://api.groq.example/v1"\napi_key_env = "GROQ_KEY"\n',
    });
    const store = await loadStoreConfig(root);
    expect(store.providers).toEqual({ groq: { baseUrl: 'https://api.groq.example/v1', apiKeyEnv: 'GROQ_KEY' } });
  });
});
