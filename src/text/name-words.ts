/**
 * The words of a file or folder name, lower case: `decision-log.md`,
 * `decision_log.md`, `Decision Log.md` and `decisionLog.md` all read
 * `decision`, `log`. Names are matched by word, never by substring, so
 * `CHANGELOG.md` holds no `log` and `backlog.md` no `log` either.
 */
export function nameWords(name: string): string[] {
  return name
    .replace(/\.md$/i, '')
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z\d]+/)
    .filter((w) => w !== '');
}
