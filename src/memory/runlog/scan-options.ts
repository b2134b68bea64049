/**
 * How the run-log scans read: the chunk size (tests make chunks tiny so
 * headings straddle chunk boundaries) and the checks on the counts asked of them.
 */
import { opError } from '../../errors.js';

/** Small enough that each chunk is still in the CPU cache when it is searched. */
const DEFAULT_CHUNK = 256 * 1024;

/** Read tuning; tests make chunks tiny so headers straddle chunk boundaries. */
export interface ScanOptions {
  /** Bytes per read, default 256 KiB. */
  chunkSize?: number;
}

export function checkCount(name: string, value: number, path: string): void {
  if (value < 0) throw opError(`${name} must be non-negative`, { file: path, field: name });
  if (!Number.isSafeInteger(value)) throw opError(`${name} must be an integer`, { file: path, field: name });
}

export function chunkSizeOf(options: ScanOptions): number {
  const size = options.chunkSize ?? DEFAULT_CHUNK;
  if (!Number.isSafeInteger(size) || size < 1)
    throw opError('chunkSize must be a positive integer', { field: 'chunkSize' });
  return size;
}
