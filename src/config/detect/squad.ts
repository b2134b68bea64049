/** `memkeep init` on Squad: an agent history in any of its three shapes, and the team's own files. */
import { headingStamp } from '../../format/order.js';
import { PRESETS } from '../presets.js';
import { agentConfig, type Detected, head, headsOf, NEVER_TRIMMED } from './common.js';

/** A Squad history in whichever of its three shapes it is written. */
export function squadAgent(path: string, r: string, name: string, legacy: boolean): Detected {
  const heads = headsOf(path, 3);
  const learnings = heads.findIndex((h) => h.level === 2 && /^learnings$/i.test(h.title.trim()));
  const nextSection = heads.findIndex((h, i) => i > learnings && h.level <= 2);
  const inLearnings = learnings === -1 ? [] : heads.slice(learnings + 1, nextSection === -1 ? undefined : nextSection);
  const dated = heads.filter((h) => h.level === 2 && headingStamp(h.title) !== undefined);
  const where = legacy ? 'legacy .ai-team' : 'Squad';
  const fields: Record<string, string> = { path: r };
  const notes: string[] = [];
  let fate: (newest: string) => string;
  if (inLearnings.some((h) => h.level === 3) || dated.length === 0) {
    fields.preset = inLearnings.some((h) => h.level === 3) || !bulletsUnderLearnings(path) ? 'squad' : 'squad-bullets';
    fate =
      fields.preset === 'squad'
        ? (newest) =>
            `\`### \` entries under \`## Learnings\` trimmed to the newest ${newest}; the title, Core Context and other sections kept`
        : (newest) => `bullets under \`## Learnings\` trimmed to the newest ${newest}; everything else kept`;
  } else {
    fields.preset = 'squad-dated';
    fate = () =>
      'dated `## ` entries trimmed to the newest by their dates; undated sections (Core Context, Learnings) kept';
  }
  notes.push(`${where} history, ${PRESETS[fields.preset].about.replace(/^.*\), /, '')}`);
  return {
    ...agentConfig(name, `${where} history ${r}`, fields, notes, [[r, fate('by git commit time')]]),
    gitOrdered: fields.preset === 'squad-dated' ? undefined : r,
    fallback: {
      order: 'oldest-first',
      fate: fate('in file order (the last in the file is the newest)'),
      misplaced: misplaced(inLearnings.filter((h) => h.level === 3).map((h) => h.title.trim())),
    },
  };
}

/**
 * The first dated entry that sits before an older one ('"B (2026-07-15)" comes before the older "C
 * (2026-03-10)"'): in file order, gc refuses a trim whose cut falls between them. Compared by day.
 */
function misplaced(titles: string[]): string | undefined {
  const day = (t: string) => {
    const s = headingStamp(t);
    return s === undefined ? undefined : Math.floor(s.t / 86_400_000);
  };
  let latest: { title: string; day: number } | undefined;
  for (const title of titles) {
    const d = day(title);
    if (d === undefined) continue;
    if (latest && d < latest.day) return `"${latest.title}" comes before the older "${title}"`;
    if (!latest || d > latest.day) latest = { title, day: d };
  }
  return undefined;
}

function bulletsUnderLearnings(path: string): boolean {
  try {
    const text = head(path)?.toString('utf8') ?? '';
    return /^## Learnings[ \t]*\r?\n(?:[ \t]*\r?\n)*[-*+] /im.test(text);
  } catch {
    return false;
  }
}

/** The team's own files (decisions, inbox, ceremonies): no agent's log, and never touched. */
export function squadTeam(rels: string[], claimed: Set<string>, found: Detected[]): Detected | undefined {
  const team = rels.filter((r) => !claimed.has(r) && /(^|\/)\.(squad|ai-team)\//.test(r));
  if (team.length === 0 || !found.some((d) => String(d.fields.preset ?? '').startsWith('squad'))) return undefined;
  for (const r of team) claimed.add(r);
  return {
    agent: '',
    what: 'Squad team files',
    notes: [],
    files: team.map((r) => [r, `Squad team file (decisions, inbox): ${NEVER_TRIMMED}`]),
    fields: {},
  };
}
