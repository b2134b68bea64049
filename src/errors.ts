/**
 * Errors are values with context. Every failure memkeep reports is a
 * MemkeepError carrying its exit code (ExitCode below) and, where
 * known, the file, field and line it is about. The CLI and the Action turn
 * them into messages and exit codes in one place (cli.ts, main.ts), so no
 * module below them ever prints or exits.
 */

/** 0 success, 1 operation error, 2 config error, 3 model/API error. */
export type ExitCode = 0 | 1 | 2 | 3;

export interface ErrorContext {
  file?: string;
  field?: string;
  line?: number;
}

export class MemkeepError extends Error {
  readonly code: ExitCode;
  readonly file?: string;
  readonly field?: string;
  readonly line?: number;

  constructor(code: ExitCode, message: string, context: ErrorContext = {}, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'MemkeepError';
    this.code = code;
    this.file = context.file;
    this.field = context.field;
    this.line = context.line;
  }
}

/** A problem with configuration or with what the user asked for (exit 2). */
export function configError(message: string, context: ErrorContext = {}): MemkeepError {
  return new MemkeepError(2, message, context);
}

/** An operation that could not be carried out (exit 1). */
export function opError(message: string, context: ErrorContext = {}, cause?: unknown): MemkeepError {
  return new MemkeepError(1, message, context, { cause });
}

/** The model endpoint failed or could not be reached (exit 3). */
export function apiError(message: string, cause?: unknown): MemkeepError {
  return new MemkeepError(3, message, {}, { cause });
}

/**
 * Wraps a Node I/O error as an operation error naming the file, keeping the
 * short system reason (ENOENT, EISDIR...) readable for people.
 */
export function ioError(action: string, file: string, err: unknown): MemkeepError {
  if (err instanceof MemkeepError) return err;
  const e = err as NodeJS.ErrnoException;
  // mkdir -p reports a regular file in the way as EEXIST, which reads as
  // nonsense next to "cannot append to X"; say which path is in the way.
  const reason =
    e?.code === 'EEXIST' && e.syscall === 'mkdir' && e.path
      ? `ENOTDIR: ${e.path} is a file, a directory was expected`
      : e?.code
        ? `${e.code}: ${describeErrno(e.code)}`
        : String(e?.message ?? err);
  return opError(`cannot ${action} ${file}: ${reason}`, { file }, err);
}

function describeErrno(code: string): string {
  switch (code) {
    case 'ENOENT':
      return 'no such file or directory';
    case 'EISDIR':
      return 'is a directory, a file was expected';
    case 'ENOTDIR':
      return 'a path component is a file, not a directory';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'EEXIST':
      return 'already exists';
    case 'ENOSPC':
      return 'no space left on device';
    case 'EROFS':
      return 'read-only file system';
    case 'ELOOP':
      return 'a symbolic link where a file was expected, or a symlink loop';
    default:
      return 'I/O error';
  }
}

/** One line for people: `file:line: field: message`, leaving out what the message already says. */
export function formatError(err: unknown): string {
  if (!(err instanceof MemkeepError)) return err instanceof Error ? err.message : String(err);
  const file = err.file && (err.line ? `${err.file}:${err.line}` : err.file);
  const where = [file, err.field].filter((part) => part && !err.message.includes(part));
  return where.length ? `${where.join(': ')}: ${err.message}` : err.message;
}

/** The exit code for any thrown value: unknown failures are operation errors. */
export function exitCodeOf(err: unknown): ExitCode {
  return err instanceof MemkeepError ? err.code : 1;
}
