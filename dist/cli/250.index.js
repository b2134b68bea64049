export const id = 250;
export const ids = [250];
export const modules = {

/***/ 250:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   allWarnings: () => (/* binding */ allWarnings),
/* harmony export */   memoryOffWarnings: () => (/* binding */ memoryOffWarnings),
/* harmony export */   redactedSentence: () => (/* binding */ redactedSentence)
/* harmony export */ });
/* harmony import */ var _text_plural_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(573);

/** The warnings a front end gives for one call: the store's and the agent's config first, then the operation's. */
function allWarnings(store, agent, done) {
    return [...store.warnings, ...agent.warnings, ...done.warnings];
}
/**
 * The warning for a write to an agent whose memory is not enabled: gc
 * leaves such an agent alone (as axe does), so what is appended piles up.
 * The write still happens: refusing it would lose the run's record.
 */
function memoryOffWarnings(agent) {
    return agent.memory.enabled
        ? []
        : [
            `agent "${agent.name}": memory is not enabled, so memkeep gc leaves it alone and what is written here is never trimmed or distilled; set [memory] enabled = true in its config`,
        ];
}
/** What both front ends add to a write's answer when text was redacted before it was written. */
function redactedSentence(n) {
    return n > 0 ? ` Redacted ${(0,_text_plural_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(n, 'secret', 'secrets')} before writing.` : '';
}


/***/ }),

/***/ 573:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KE: () => (/* binding */ listed),
/* harmony export */   LS: () => (/* binding */ plural),
/* harmony export */   oh: () => (/* binding */ thousands)
/* harmony export */ });
/* unused harmony export noun */
/** `1 entry`, `2 entries`: counts in messages read as English. */
function plural(n, one, many) {
    return `${n} ${noun(n, one, many)}`;
}
/** The word alone, for a count printed apart from it (`**3** entries`). */
function noun(n, one, many) {
    return n === 1 ? one : many;
}
/** Names a risk or a summary line shows before counting the rest. */
const NAMES_SHOWN = 10;
/**
 * `"a", "b" and 3 more`: a list a reader can take in on one line, however
 * long it is (a trim of 4,000 entries folds 2,000 items; --json has them all).
 */
function listed(names, shown = NAMES_SHOWN) {
    const head = names.slice(0, shown).join(', ');
    return names.length > shown ? `${head} and ${names.length - shown} more` : head;
}
/**
 * An integer with a comma every three digits, as `toLocaleString('en-US')`
 * writes it, without loading the locale's number formats (about 30 ms at
 * the first call, in every Action run for its job summary's token counts).
 */
function thousands(n) {
    return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}


/***/ })

};
