/**
 * Whether `name`, a path as memory names it (lower-case, repository-relative
 * or given from a subfolder: `runlog/scan.ts`), means the repository path
 * `path`: the path itself, or one it is the tail of.
 */
export function namesPath(name: string, path: string): boolean {
  const p = path.toLowerCase();
  return p === name || p.endsWith(`/${name}`);
}
