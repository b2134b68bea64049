/**
 * The event payload is read through fs/ like every other file: a
 * GITHUB_EVENT_PATH that is a FIFO or a directory is refused at once (the
 * Action goes on without a payload) instead of blocking the job on a read.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { eventPayload } from '../../src/action/payload.js';
import { tempDir } from '../helpers/tmp.js';

describe('eventPayload', () => {
  const saved = process.env.GITHUB_EVENT_PATH;
  afterEach(() => {
    process.env.GITHUB_EVENT_PATH = saved;
  });

  it('reads the JSON the runner wrote', async () => {
    const dir = await tempDir();
    await writeFile(join(dir, 'event.json'), '{"action":"completed"}');
    process.env.GITHUB_EVENT_PATH = join(dir, 'event.json');
    expect(await eventPayload()).toEqual({ action: 'completed' });
  });

  it('refuses a FIFO without opening it for a blocking read, and a directory', async () => {
    const dir = await tempDir();
    const fifo = join(dir, 'event.json');
    execFileSync('mkfifo', [fifo]);
    process.env.GITHUB_EVENT_PATH = fifo;
    expect(await eventPayload()).toBeUndefined();
    await mkdir(join(dir, 'event-dir'));
    process.env.GITHUB_EVENT_PATH = join(dir, 'event-dir');
    expect(await eventPayload()).toBeUndefined();
  });
});
