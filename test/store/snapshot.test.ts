import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { projectKey } from '../../src/memory/sections/section-file.js';
import { loadSnapshot, MAX_FILE_BYTES } from '../../src/memory/sections/snapshot.js';

let dir: string;
let workdir: string;
let storeRoot: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'memkeep-snapshot-'));
  workdir = join(dir, 'work', 'api');
  storeRoot = join(dir, 'store');
  await mkdir(workdir, { recursive: true });
  await mkdir(storeRoot, { recursive: true });
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const evvaPath = () => join(workdir, 'EVVA.md');
const profilePath = () => join(storeRoot, 'USER_PROFILE.md');
const memoryPath = () => join(storeRoot, 'projects', projectKey(workdir), 'MEMORY.md');

async function put(path: string, content: string | Buffer): Promise<void> {
  await mkdir(join(path, '..'), { recursive: true });
  await writeFile(path, content);
}

const truncated = (path: string) => `memdir: ${path} truncated to 65536 bytes (cap 65536)`;

describe('loadSnapshot', () => {
  it('reads the three files and indexes the project memory', async () => {
    await put(evvaPath(), 'conventions\n');
    await put(profilePath(), '## Preferences\ntabs\n');
    await put(memoryPath(), '## Project facts\nTypeScript\n\n## Decisions\n');
    const snap = await loadSnapshot({ workdir, storeRoot, loadProjectMemory: true });
    expect(snap).toEqual({
      workdirMemory: 'conventions\n',
      userProfile: '## Preferences\ntabs\n',
      projectMemory: '## Project facts\nTypeScript\n\n## Decisions\n',
      projectMemoryIndex: '## Project facts — TypeScript\n## Decisions — (empty)',
      projectKey: projectKey(workdir),
      paths: { workdirMemory: evvaPath(), userProfile: profilePath(), projectMemory: memoryPath() },
      warnings: [],
    });
    expect(memoryPath()).toBe(join(storeRoot, 'projects', projectKey(workdir), 'MEMORY.md'));
  });

  it('gives empty fields and no warnings for missing files', async () => {
    const snap = await loadSnapshot({ workdir, storeRoot, loadProjectMemory: true });
    expect(snap.workdirMemory).toBe('');
    expect(snap.userProfile).toBe('');
    expect(snap.projectMemory).toBe('');
    expect(snap.projectMemoryIndex).toBe('');
    expect(snap.warnings).toEqual([]);
  });

  it('reads project memory only when asked', async () => {
    await put(memoryPath(), '## Decisions\nx\n');
    const snap = await loadSnapshot({ workdir, storeRoot, loadProjectMemory: false });
    expect(snap.projectMemory).toBe('');
    expect(snap.projectMemoryIndex).toBe('');
    expect(snap.paths.projectMemory).toBeUndefined();
    expect(snap.projectKey).toBe(projectKey(workdir));
  });

  it('skips EVVA.md and project memory without a workdir', async () => {
    await put(profilePath(), 'me\n');
    const snap = await loadSnapshot({ storeRoot, loadProjectMemory: true });
    expect(snap.userProfile).toBe('me\n');
    expect(snap.projectKey).toBe('');
    expect(snap.paths).toEqual({ userProfile: profilePath() });
  });

  it('keys project memory by the absolute workdir', async () => {
    const snap = await loadSnapshot({ workdir: relative(process.cwd(), workdir), storeRoot, loadProjectMemory: true });
    expect(snap.projectKey).toBe(projectKey(workdir));
  });

  it('keeps a file of exactly 65536 bytes whole, without a warning', async () => {
    expect(MAX_FILE_BYTES).toBe(65536);
    const content = 'a'.repeat(65536);
    await put(profilePath(), content);
    const snap = await loadSnapshot({ storeRoot, loadProjectMemory: false });
    expect(snap.userProfile).toBe(content);
    expect(snap.warnings).toEqual([]);
  });

  it('truncates a file of 65537 bytes to 65536 with the evva warning', async () => {
    await put(profilePath(), 'a'.repeat(65536) + 'b');
    const snap = await loadSnapshot({ storeRoot, loadProjectMemory: false });
    expect(snap.userProfile).toBe('a'.repeat(65536));
    expect(snap.warnings).toEqual([truncated(profilePath())]);
  });

  it('truncates a large file to the cap', async () => {
    await put(evvaPath(), 'x'.repeat(4 << 20));
    const snap = await loadSnapshot({ workdir, storeRoot, loadProjectMemory: false });
    expect(snap.workdirMemory).toBe('x'.repeat(65536));
    expect(snap.warnings).toEqual([truncated(evvaPath())]);
  });

  it('drops a character the cut splits instead of decoding it as U+FFFD', async () => {
    // 65535 ASCII bytes, then a 3-byte euro sign straddling the cap.
    await put(profilePath(), 'a'.repeat(65535) + '€ and more');
    const snap = await loadSnapshot({ storeRoot, loadProjectMemory: false });
    expect(snap.userProfile).toBe('a'.repeat(65535));
    expect(snap.userProfile).not.toContain('\uFFFD');
    expect(snap.warnings).toEqual([truncated(profilePath())]);
  });

  it('keeps a character that ends exactly at the cap', async () => {
    await put(profilePath(), 'a'.repeat(65532) + '😀' + 'tail');
    const snap = await loadSnapshot({ storeRoot, loadProjectMemory: false });
    expect(snap.userProfile).toBe('a'.repeat(65532) + '😀');
  });

  it('reports warnings in file order: EVVA.md, USER_PROFILE.md, MEMORY.md', async () => {
    const big = 'z'.repeat(65537);
    await put(memoryPath(), `## Decisions\n${big}`);
    await put(profilePath(), big);
    await put(evvaPath(), big);
    const snap = await loadSnapshot({ workdir, storeRoot, loadProjectMemory: true });
    expect(snap.warnings).toEqual([truncated(evvaPath()), truncated(profilePath()), truncated(memoryPath())]);
    expect(snap.projectMemoryIndex).toBe(`## Decisions — ${'z'.repeat(80)}…`);
  });

  it('turns an unreadable file (a directory) into an empty field and a warning, and goes on', async () => {
    await mkdir(evvaPath());
    await put(profilePath(), 'me\n');
    await mkdir(memoryPath(), { recursive: true });
    const snap = await loadSnapshot({ workdir, storeRoot, loadProjectMemory: true });
    expect(snap.workdirMemory).toBe('');
    expect(snap.userProfile).toBe('me\n');
    expect(snap.projectMemory).toBe('');
    expect(snap.warnings).toHaveLength(2);
    expect(snap.warnings[0]).toMatch(new RegExp(`^memdir: cannot read ${escapeRegExp(evvaPath())}: \\S`));
    expect(snap.warnings[1]).toMatch(new RegExp(`^memdir: cannot read ${escapeRegExp(memoryPath())}: \\S`));
  });

  it('never throws, even when every path runs through a file', async () => {
    await put(join(dir, 'file'), 'x');
    const snap = await loadSnapshot({
      workdir: join(dir, 'file'),
      storeRoot: join(dir, 'file'),
      loadProjectMemory: true,
    });
    expect(snap.warnings.every((w) => w.startsWith('memdir: cannot read '))).toBe(true);
    expect(snap.warnings).toHaveLength(3);
  });

  it('skips project memory when the workdir gives an empty key', async () => {
    await put(join(storeRoot, 'projects', 'MEMORY.md'), '## Decisions\nnot yours\n');
    const snap = await loadSnapshot({ workdir: '/', storeRoot, loadProjectMemory: true });
    expect(snap.projectKey).toBe('');
    expect(snap.projectMemory).toBe('');
    expect(snap.paths.projectMemory).toBeUndefined();
  });
  it('does not follow a store file symlinked out of the store (profile, project memory)', async () => {
    // Agent load and every write refuse a link out of the store; the snapshot read it and printed it.
    const outside = join(dir, 'outside');
    await put(join(outside, 'secret.md'), '## Private\nnot memory\n');
    await mkdir(join(outside, 'project'), { recursive: true });
    await put(join(outside, 'project', 'MEMORY.md'), '## Elsewhere\nnot this store\n');
    await symlink(join(outside, 'secret.md'), profilePath());
    await mkdir(join(storeRoot, 'projects'), { recursive: true });
    await symlink(join(outside, 'project'), join(storeRoot, 'projects', projectKey(workdir)));
    const snap = await loadSnapshot({ workdir, storeRoot, loadProjectMemory: true });
    expect(snap.userProfile).toBe('');
    expect(snap.projectMemory).toBe('');
    expect(snap.warnings).toEqual([
      `memdir: ${profilePath()} skipped: it leads outside the store through a symlink`,
      `memdir: ${memoryPath()} skipped: it leads outside the store through a symlink`,
    ]);
  });

  it('still reads a store file symlinked to another file inside the store', async () => {
    await put(join(storeRoot, 'people', 'me.md'), '## Preferences\ntabs\n');
    await symlink(join(storeRoot, 'people', 'me.md'), profilePath());
    const snap = await loadSnapshot({ workdir, storeRoot, loadProjectMemory: false });
    expect(snap.userProfile).toBe('## Preferences\ntabs\n');
    expect(snap.warnings).toEqual([]);
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
