export const id = 494;
export const ids = [494];
export const modules = {

/***/ 8719:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   r: () => (/* binding */ lineTimes)
/* harmony export */ });
async function lineTimes(path) {
    const { blameLines } = await Promise.all(/* import() */[__webpack_require__.e(724), __webpack_require__.e(607)]).then(__webpack_require__.bind(__webpack_require__, 1607));
    return blameLines(path);
}


/***/ }),

/***/ 5494:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   loadMemory: () => (/* binding */ loadMemory)
/* harmony export */ });
/* harmony import */ var _git_line_times_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8719);
/* harmony import */ var _memory_agent_load_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8436);


async function loadMemory(store, agent, options) {
    const load = await (0,_memory_agent_load_js__WEBPACK_IMPORTED_MODULE_0__.loadForAgent)(store, agent, { ...options, lineTimes: _git_line_times_js__WEBPACK_IMPORTED_MODULE_1__/* .lineTimes */ .r });
    return { value: load, warnings: load.warnings };
}


/***/ })

};
