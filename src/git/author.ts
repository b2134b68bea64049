/**
 * Who memkeep commits as. Kept apart from the git wrapper so the CLI can
 * parse `--author` without loading simple-git.
 */
import { configError } from '../errors.js';

export interface Author {
  name: string;
  email: string;
}

/** The identity GitHub shows for commits made by the Actions bot. */
export const ACTIONS_BOT: Author = {
  name: 'github-actions[bot]',
  email: '41898282+github-actions[bot]@users.noreply.github.com',
};

/** Parses `Name <email>` as given to `--author`. */
export function parseAuthor(text: string): Author {
  const m = /^\s*([^<>]+?)\s*<([^<>\s]+)>\s*$/.exec(text);
  if (!m) throw configError(`--author "${text}" must look like "Name <email>"`, { field: '--author' });
  return { name: m[1], email: m[2] };
}
