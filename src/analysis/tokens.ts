/**
 * The one token estimate memkeep uses: UTF-8 bytes / 4, rounded up. Models
 * tokenise differently and a tokenizer per provider would be a heavy
 * dependency; the estimate is consistent, cheap on huge logs, and errs on
 * the side of sending less.
 */
export function estimateTokens(input: number | string | Uint8Array): number {
  const bytes = typeof input === 'number' ? input : typeof input === 'string' ? Buffer.byteLength(input, 'utf8') : input.length;
  return Math.ceil(bytes / 4);
}
