/** Content identity for "is this still what we planned on?" checks and the analysis cache. */
import { createHash } from 'node:crypto';

export function digestOf(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}
