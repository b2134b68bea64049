export const id = 556;
export const ids = [556];
export const modules = {

/***/ 2556:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   renderChart: () => (/* binding */ renderChart)
/* harmony export */ });
/* unused harmony export CHART_LINES */
/* harmony import */ var _text_plural_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(573);
/* harmony import */ var _text_untrusted_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1590);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(893);
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



/** Agents drawn as a line of their own; the rest count in the total. */
const CHART_LINES = 5;
/** The lines' colours in order (CSS names: no `#` that reads as a reference), named in the legend: the total first. */
const PALETTE = [
    ['black', 'black'],
    ['royalblue', 'blue'],
    ['darkorange', 'orange'],
    ['forestgreen', 'green'],
    ['crimson', 'red'],
    ['darkviolet', 'purple'],
];
/** The chart as markdown (a heading line, the Mermaid block, the legend), or '' when there is nothing to draw. */
function renderChart(chart, options = {}) {
    const points = chart.points;
    if (points.length === 0)
        return '';
    const names = Object.keys(points[points.length - 1].sizes);
    if (names.length === 0)
        return '';
    const lines = Math.min(options.lines ?? CHART_LINES, PALETTE.length - 1);
    const series = points.map((p) => p.sizes);
    const labels = points.map((p, i) => i === points.length - 1 ? (options.last ?? 'before') : new Date(p.time * 1000).toISOString().slice(0, 10));
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
    const num = (n) => String(Math.round((n / div) * 10) / 10);
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
    const change = (r) => {
        const b = r[r.length - (chart.after ? 2 : 1)];
        return chart.after ? `${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .formatBytes */ .z3)(b)} → ${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .formatBytes */ .z3)(r[r.length - 1])}` : (0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .formatBytes */ .z3)(b);
    };
    const legend = [
        `- ${palette[0][1]}: the store's total, ${names.length === 1 ? '1 agent' : `all ${names.length} agents`} (${change(total)})`,
        ...largest.map((a, i) => `- ${palette[i + 1][1]}: ${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .inlineCode */ .ti)(a)} (${change(rows[i + 1])})`),
    ].join('\n');
    const span = points.length > 1
        ? `${points.length - 1} of ${chart.capped ? 'the last ' : ''}${(0,_text_plural_js__WEBPACK_IMPORTED_MODULE_2__/* .thousands */ .oh)(chart.commitsRead ?? points.length - 1)} commits of the memory files sampled, one a day at most`
        : 'no earlier commit of the memory files in this clone (a shallow checkout: fetch-depth: 0 shows the history)';
    const others = names.length > largest.length ? `; the other ${names.length - largest.length} agents are in the total` : '';
    return `\n**Memory over time** (${span}${others}):\n\n${block}\n\n${legend}\n`;
}


/***/ })

};
