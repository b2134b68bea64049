/**
 * A text file's head, for what reads memory as text (load, search): read
 * through the regular-file checks, cut at a whole character, refused when
 * it is not UTF-8 text.
 */
import { utf8WholeEnd } from '../text/cut.js';
import { readRegularHeadSync } from './regular.js';

export interface TextHead {
  /** The text read (LF line ends): the whole file, or its head when `whole` is false. */
  text: string;
  /** The file's size in bytes. */
  size: number;
  whole: boolean;
}

/**
 * At most the first `maxBytes` of a file as text, with its size; undefined
 * when it is missing or not UTF-8 text (a binary note is of no use in a
 * prompt; with `nul: 'keep'` a NUL alone does not make it binary). Anything
 * that is not a regular file (a FIFO, a device, a symlink to one) is refused
 * with a MemkeepError naming it, before any read could block or run away.
 */
export function readTextHead(
  path: string,
  maxBytes: number,
  options: { nul?: 'binary' | 'keep' } = {},
): TextHead | undefined {
  const read = readRegularHeadSync(path, maxBytes);
  if (!read) return undefined;
  const whole = read.head.length >= read.size;
  const bytes = whole ? read.head : read.head.subarray(0, utf8WholeEnd(read.head));
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    if (options.nul !== 'keep' && text.includes('\u0000')) return undefined;
    return { text: text.replace(/\r\n/g, '\n'), size: read.size, whole };
  } catch {
    return undefined;
  }
}
