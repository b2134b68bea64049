/**
 * The event that started the workflow, as the runner wrote it to
 * GITHUB_EVENT_PATH: untrusted JSON, read once.
 */
import { readFile } from 'node:fs/promises';

// biome-ignore lint/suspicious/noExplicitAny: a webhook payload of any event; readers check each field they use.
export type Payload = any;

export async function eventPayload(): Promise<Payload> {
  const path = process.env.GITHUB_EVENT_PATH;
  if (!path) return undefined;
  try {
    return JSON.parse(await readFile(path, 'utf8'));
  } catch {
    return undefined;
  }
}
