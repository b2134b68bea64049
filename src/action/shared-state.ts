/**
 * The analysis cache as the Action shares it between runs: on the remote's
 * side ref (git/state-ref.ts stores the document; analysis/cache.ts owns its
 * schema). The CLI keeps it in a file instead.
 */
import { mergeState, parseState, type State, type StateUpdates } from '../analysis/cache.js';
import type { Author } from '../git/author.js';
import { fetchStateRef, pushStateRef } from '../git/state-ref.js';

/** The Action's state, from the remote's side ref of the repository at `top`. */
export async function fetchSharedState(top: string): Promise<State> {
  return parseState(await fetchStateRef(top));
}

/**
 * Saves `updates` (only this run's agents: a matrix shard must not write back
 * the others' entries as it read them) over the side ref's state; returns a
 * warning instead of failing.
 */
export function saveSharedState(
  top: string,
  updates: State['agents'],
  author: Author,
  distilled: StateUpdates['distilled'] = {},
): Promise<string | undefined> {
  return pushStateRef(top, (current) => mergeState(parseState(current), { agents: updates, distilled }), author);
}
