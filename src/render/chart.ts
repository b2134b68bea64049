/**
 * The review's picture: a Mermaid line chart (GitHub renders `xychart-beta`
 * in pull request descriptions and job summaries) of the largest agents'
 * memory sizes over time and the store's total, ending with this run's
 * before and after.
 *
 * Nothing from memory enters the Mermaid block: its title, axis labels
 * (dates, "before", "after") and numbers are memkeep's own. The agents'
 * names are in the legend below it, as inert inline code, so a name can
 * neither break out of the block nor inject markdown or HTML.
 */

import { thousands } from '../text/plural.js';
import { inlineCode } from '../text/untrusted.js';
import { formatBytes } from './text.js';

/** What the chart is drawn from; structurally the git layer's `SizeHistory`. */
export interface SizeChart {
  /** Oldest first; the last is the content the run started from (or now, for `status`). */
  points: { time: number; sizes: Record<string, number> }[];
  /** Each agent's bytes after this run, when there was one. */
  after?: Record<string, number>;
  /** The after point is the plan's estimate (a dry run). */
  planned?: boolean;
  /** Commits `git log` listed, to say how far back the chart looks. */
  commitsRead?: number;
  /** The log stopped at its bound: older history was not read. */
  capped?: boolean;
}

/** Agents drawn as a line of their own; the rest count in the total. */
export const CHART_LINES = 5;
/** The lines' colours in order (CSS names: no `#` that reads as a reference), named in the legend: the total first. */
const PALETTE: [string, string][] = [
  ['black', 'black'],
  ['royalblue', 'blue'],
  ['darkorange', 'orange'],
  ['forestgreen', 'green'],
  ['crimson', 'red'],
  ['darkviolet', 'purple'],
];

/** The chart as markdown (a heading line, the Mermaid block, the legend), or '' when there is nothing to draw. */
export function renderChart(chart: SizeChart, options: { lines?: number; last?: string } = {}): string {
  const points = chart.points;
  if (points.length === 0) return '';
  const names = Object.keys(points[points.length - 1].sizes);
  if (names.length === 0) return '';
  const lines = Math.min(options.lines ?? CHART_LINES, PALETTE.length - 1);
  const series = points.map((p) => p.sizes);
  const labels = points.map((p, i) =>
    i === points.length - 1 ? (options.last ?? 'before') : new Date(p.time * 1000).toISOString().slice(0, 10),
  );
  if (chart.after) {
    series.push(chart.after);
    labels.push(chart.planned ? 'after (planned)' : 'after');
  }
  const last = series[series.length - 1];
  const before = series[series.length - (chart.after ? 2 : 1)];
  const largest = [...names]
    .sort((x, y) => Math.max(last[y] ?? 0, before[y] ?? 0) - Math.max(last[x] ?? 0, before[x] ?? 0) || (x < y ? -1 : 1))
    .slice(0, lines);
  const total = series.map((s) => names.reduce((n, a) => n + Math.max(0, s[a] ?? 0), 0));
  const rows = [total, ...largest.map((a) => series.map((s) => Math.max(0, s[a] ?? 0)))];
  const max = Math.max(1, ...total);
  const [unit, div] = max >= 10 * 1024 * 1024 ? ['MiB', 1024 * 1024] : max >= 10 * 1024 ? ['KiB', 1024] : ['bytes', 1];
  const num = (n: number) => String(Math.round((n / div) * 10) / 10);
  const palette = PALETTE.slice(0, rows.length);
  const block = [
    '```mermaid',
    `%%{init: {"themeVariables": {"xyChart": {"plotColorPalette": "${palette.map(([c]) => c).join(', ')}"}}}}%%`,
    'xychart-beta',
    `  title "Memory size (${unit})"`,
    `  x-axis [${labels.map((l) => `"${l}"`).join(', ')}]`,
    `  y-axis "${unit}" 0 --> ${num(max * 1.1) === '0' ? 1 : num(max * 1.1)}`,
    ...rows.map((r) => `  line [${r.map(num).join(', ')}]`),
    '```',
  ].join('\n');
  const change = (r: number[]) => {
    const b = r[r.length - (chart.after ? 2 : 1)];
    return chart.after ? `${formatBytes(b)} → ${formatBytes(r[r.length - 1])}` : formatBytes(b);
  };
  const legend = [
    `- ${palette[0][1]}: the store's total, ${names.length === 1 ? '1 agent' : `all ${names.length} agents`} (${change(total)})`,
    ...largest.map((a, i) => `- ${palette[i + 1][1]}: ${inlineCode(a)} (${change(rows[i + 1])})`),
  ].join('\n');
  const span =
    points.length > 1
      ? `${points.length - 1} of ${chart.capped ? 'the last ' : ''}${thousands(chart.commitsRead ?? points.length - 1)} commits of the memory files sampled, one a day at most`
      : 'no earlier commit of the memory files in this clone (a shallow checkout: fetch-depth: 0 shows the history)';
  const others =
    names.length > largest.length ? `; the other ${names.length - largest.length} agents are in the total` : '';
  return `\n**Memory over time** (${span}${others}):\n\n${block}\n\n${legend}\n`;
}
