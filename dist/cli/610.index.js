export const id = 610;
export const ids = [610];
export const modules = {

/***/ 7610:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   jsonForLog: () => (/* binding */ jsonForLog)
/* harmony export */ });
/**
 * JSON printed to stdout, where in a workflow step the runner reads every
 * line. Kept apart from untrusted.ts so the command tables can import it
 * without loading the redaction rules at start-up.
 */
/**
 * JSON text as printed where the runner reads it: `##[` can only be inside a
 * string there, and is written `##\\u005b`, which every reader decodes to
 * the same text (a JSON string holding `##[error]` was a runner command).
 */
function jsonForLog(json) {
    return json.replaceAll('##[', '##\\u005b');
}


/***/ })

};
