/**
 * Field readers: a TOML file parsed with errors that name the file and line,
 * and typed access to its tables whose errors name the dotted field.
 * Unknown keys become warnings, not errors.
 */
import { parse as parseToml, TomlError } from 'smol-toml';
import { configError, MemkeepError } from '../errors.js';
import { MAX_CONFIG_BYTES, readRegularFileSync } from '../fs/regular.js';
import { parseDuration } from './duration.js';

export type Table = Record<string, unknown>;

/** Parses a TOML file; undefined when it does not exist. */
export async function readTomlIfPresent(file: string): Promise<Table | undefined> {
  let text: string;
  try {
    const bytes = readRegularFileSync(file, { maxBytes: MAX_CONFIG_BYTES, refuse: configError });
    if (bytes === undefined) return undefined;
    text = bytes.toString('utf8');
  } catch (err) {
    if (err instanceof MemkeepError) throw err;
    throw configError(`cannot read ${file}: ${(err as Error).message}`, { file });
  }
  if (text.includes('\u0000')) throw configError(`${file} is binary (contains NUL bytes), not TOML`, { file });
  try {
    return parseToml(text) as Table;
  } catch (err) {
    if (err instanceof TomlError) {
      const reason = err.message.split('\n')[0].replace(/^Invalid TOML document: /, '');
      throw configError(`${file}:${err.line}:${err.column}: invalid TOML: ${reason}`, { file, line: err.line });
    }
    throw configError(`${file}: invalid TOML: ${(err as Error).message}`, { file });
  }
}

/**
 * Typed access to one TOML table. Each getter checks the type and names the
 * full dotted field in its error; `unknown()` turns leftover keys into
 * warnings.
 */
export class Fields {
  readonly warnings: string[];
  private readonly seen = new Set<string>();

  constructor(
    private readonly file: string,
    private readonly doc: Table,
    private readonly prefix = '',
    warnings: string[] = [],
  ) {
    this.warnings = warnings;
  }

  error(key: string, message: string): MemkeepError {
    const field = this.prefix + key;
    return configError(`${this.file}: ${field} ${message}`, { file: this.file, field });
  }

  keys(): string[] {
    return Object.keys(this.doc).sort();
  }

  private get(key: string): unknown {
    this.seen.add(key);
    return this.doc[key];
  }

  table(key: string): Fields {
    const v = this.get(key);
    if (v !== undefined && (typeof v !== 'object' || v === null || Array.isArray(v) || v instanceof Date)) {
      throw this.error(key, 'must be a table');
    }
    return new Fields(this.file, (v ?? {}) as Table, `${this.prefix}${key}.`, this.warnings);
  }

  string(key: string): string | undefined {
    const v = this.get(key);
    if (v !== undefined && typeof v !== 'string') throw this.error(key, 'must be a string');
    return v;
  }

  boolean(key: string): boolean | undefined {
    const v = this.get(key);
    if (v !== undefined && typeof v !== 'boolean') throw this.error(key, 'must be true or false');
    return v;
  }

  /** A table read as plain values (its keys are data, such as globs, not fields). */
  plainTable(key: string): Table | undefined {
    const v = this.get(key);
    if (v !== undefined && (typeof v !== 'object' || v === null || Array.isArray(v) || v instanceof Date)) {
      throw this.error(key, 'must be a table');
    }
    return v as Table | undefined;
  }

  stringArray(key: string): string[] | undefined {
    const v = this.get(key);
    if (v !== undefined && (!Array.isArray(v) || v.some((x) => typeof x !== 'string'))) {
      throw this.error(key, 'must be an array of strings');
    }
    return v as string[] | undefined;
  }

  nonNegativeInt(key: string): number | undefined {
    const v = this.get(key);
    if (v === undefined) return undefined;
    if (typeof v !== 'number' && typeof v !== 'bigint') throw this.error(key, 'must be an integer');
    const n = Number(v);
    if (!Number.isSafeInteger(n)) throw this.error(key, 'must be an integer');
    if (n < 0) throw this.error(key, 'must be non-negative');
    return n;
  }

  positiveInt(key: string): number | undefined {
    const n = this.nonNegativeInt(key);
    if (n === 0) throw this.error(key, 'must be greater than zero');
    return n;
  }

  duration(key: string): number | undefined {
    const v = this.string(key);
    if (v === undefined) return undefined;
    const ms = parseDuration(v);
    if (ms === undefined) throw this.error(key, `"${v}" is not a duration (use <n>h, <n>d or <n>w)`);
    return ms;
  }

  /** `200k`, `1.5m` or a plain number of tokens. */
  tokenCount(key: string): number | undefined {
    const v = this.get(key);
    if (v === undefined) return undefined;
    if (typeof v === 'number' && Number.isInteger(v) && v > 0) return v;
    const m = typeof v === 'string' ? /^\s*(\d+(?:\.\d+)?)\s*([kKmM]?)\s*$/.exec(v) : null;
    if (!m) throw this.error(key, `"${String(v)}" is not a token count (use 200k style)`);
    const scale = { '': 1, k: 1_000, m: 1_000_000 }[m[2].toLowerCase() as '' | 'k' | 'm'];
    return Math.round(Number(m[1]) * scale);
  }

  /** Warns about keys that are neither known nor read. */
  unknown(known: string[]): void {
    for (const key of this.keys()) {
      if (!known.includes(key) && !this.seen.has(key)) {
        this.warnings.push(`${this.file}: unknown key "${this.prefix}${key}" (ignored)`);
      }
    }
  }
}
