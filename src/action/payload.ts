/**
 * The event that started the workflow, as the runner wrote it to
 * GITHUB_EVENT_PATH: untrusted JSON, read once.
 */
import { readRegularFile } from '../fs/regular.js';

/** GitHub caps a webhook payload at 25 MB; the runner writes it as it came. */
const MAX_PAYLOAD_BYTES = 25 << 20;

// biome-ignore lint/suspicious/noExplicitAny: a webhook payload of any event; readers check each field they use.
export type Payload = any;

export async function eventPayload(): Promise<Payload> {
  const path = process.env.GITHUB_EVENT_PATH;
  if (!path) return undefined;
  try {
    const bytes = await readRegularFile(path, { maxBytes: MAX_PAYLOAD_BYTES });
    return bytes && JSON.parse(bytes.toString('utf8'));
  } catch {
    return undefined;
  }
}
