export const id = 565;
export const ids = [565];
export const modules = {

/***/ 5565:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   agentStatuses: () => (/* binding */ agentStatuses)
/* harmony export */ });
/* harmony import */ var _analysis_tokens_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1106);
/* harmony import */ var _gc_plan_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5623);
/* harmony import */ var _plural_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9133);
/* harmony import */ var _store_config_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9938);
/**
 * `memkeep status`: per agent, where its memory is, how big it is against
 * its limits, and what the next gc would do. Read-only and offline (a shallow
 * clone is not deepened: an age it hides is reported as unknown).
 *
 * The "next gc" part is gc's own plan (trim and prune, no analysis), the
 * value a dry run shows and a real run applies.
 */




async function agentStatuses(store, agents, env) {
    // Status is a look, not a job: it never fetches to deepen a shallow clone.
    const next = await (0,_gc_plan_js__WEBPACK_IMPORTED_MODULE_0__/* .plan */ .e)(store, agents.map((agent) => ({ name: agent.name, agent })), { steps: ['trim', 'prune'], dryRun: true, deepen: false, analysis: { store, env } });
    const rel = (p) => (0,_store_config_js__WEBPACK_IMPORTED_MODULE_1__/* .storeRelative */ .EM)(store, p);
    const statuses = next.agents.map((a) => {
        const agent = a.agent;
        const m = agent.memory;
        const tokens = (0,_analysis_tokens_js__WEBPACK_IMPORTED_MODULE_2__/* .estimateTokens */ .b)(a.size ?? 0);
        const keep = a.steps.trim?.target;
        const trim = a.steps.trim?.plan?.removed ?? 0;
        const items = a.steps.prune?.items ?? [];
        const oldest = items.reduce((best, i) => (best && (best.age.modified?.getTime() ?? 0) <= (i.age.modified?.getTime() ?? 0) ? best : i), undefined);
        const overCompactAfter = m.compactAfter !== undefined && tokens > m.compactAfter;
        const kept = a.steps.prune?.kept.length ?? 0;
        return {
            agent: agent.name,
            enabled: m.enabled,
            layout: {
                form: agent.form,
                config: rel(agent.configFile),
                log: rel(m.path),
                proceduralDir: rel(m.proceduralDir),
                episodicDir: rel(m.episodicDir),
                coreFiles: m.coreFiles.map(rel),
            },
            entries: a.entries ?? 0,
            lastN: m.lastN,
            maxEntries: m.maxEntries,
            bytes: a.size ?? 0,
            tokens,
            compactAfter: m.compactAfter,
            overCompactAfter,
            oldestPrunable: oldest && { path: rel(oldest.path), type: oldest.type, age: oldest.ageText },
            next: {
                trim,
                keep,
                prune: items.length,
                kept,
                summary: summary(m.enabled, trim, keep, items.length, overCompactAfter),
            },
        };
    });
    return { statuses, warnings: next.problems };
}
function summary(enabled, trim, keep, prune, over) {
    if (!enabled)
        return 'nothing (memory not enabled)';
    const parts = [];
    if (trim > 0)
        parts.push(`trim ${(0,_plural_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .L)(trim, 'entry', 'entries')} (keep ${keep})`);
    if (prune > 0)
        parts.push(`prune ${(0,_plural_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .L)(prune, 'file', 'files')}`);
    if (over)
        parts.push('warn: over compact_after');
    return parts.length > 0 ? `analyse, ${parts.join(', ')}` : 'analyse only (nothing to trim or prune)';
}


/***/ })

};
