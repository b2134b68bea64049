export const id = 370;
export const ids = [370];
export const modules = {

/***/ 5370:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   loadSnapshot: () => (/* binding */ loadSnapshot)
/* harmony export */ });
/* unused harmony export MAX_FILE_BYTES */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3916);
/* harmony import */ var _fs_regular_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7051);
/* harmony import */ var _section_file_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4046);




/** evva's per-file cap on what a snapshot loads (64 KiB). */
const MAX_FILE_BYTES = 65536;
/**
 * Reads the snapshot's files in the order EVVA.md, USER_PROFILE.md,
 * MEMORY.md, so warnings come in that order. Never throws. Project memory is
 * skipped when its key is "" (workdir `/`): evva would read
 * `projects/MEMORY.md`, which belongs to no project.
 */
async function loadSnapshot(options) {
    const warnings = [];
    const paths = {};
    const key = options.workdir ? (0,_section_file_js__WEBPACK_IMPORTED_MODULE_3__/* .projectKey */ .$N)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(options.workdir)) : '';
    if (options.workdir)
        paths.workdirMemory = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(options.workdir, 'EVVA.md');
    if (options.storeRoot) {
        paths.userProfile = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(options.storeRoot, 'USER_PROFILE.md');
        if (options.loadProjectMemory && key) {
            paths.projectMemory = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(options.storeRoot, 'projects', key, 'MEMORY.md');
        }
    }
    const workdirMemory = await readCapped(paths.workdirMemory, warnings);
    const userProfile = await readCapped(paths.userProfile, warnings);
    const projectMemory = await readCapped(paths.projectMemory, warnings);
    return {
        workdirMemory,
        userProfile,
        projectMemory,
        projectMemoryIndex: (0,_section_file_js__WEBPACK_IMPORTED_MODULE_3__/* .indexSummary */ .Td)(projectMemory, 80),
        projectKey: key,
        paths,
        warnings,
    };
}
/**
 * At most MAX_FILE_BYTES of a file, decoded as UTF-8. Only MAX_FILE_BYTES + 1
 * bytes are ever read, enough to tell "over the cap" from "exactly the cap"
 * without pulling a runaway file into memory. The cut bytes are decoded in
 * streaming mode, so a character the cut splits is dropped rather than
 * turned into U+FFFD; the kept text is then a few bytes short of the cap.
 * A leading BOM is kept, as evva's Snapshot keeps each file's raw
 * contents (and the section reader sees a heading behind it).
 */
async function readCapped(path, warnings) {
    if (!path)
        return '';
    let fh;
    try {
        fh = (await (0,_fs_regular_js__WEBPACK_IMPORTED_MODULE_2__/* .openRegular */ .lf)(path))?.fh;
        if (!fh)
            return '';
        const buf = Buffer.alloc(MAX_FILE_BYTES + 1);
        let size = 0;
        while (size < buf.length) {
            const { bytesRead } = await fh.read(buf, size, buf.length - size, size);
            if (bytesRead === 0)
                break;
            size += bytesRead;
        }
        const truncated = size > MAX_FILE_BYTES;
        const bytes = buf.subarray(0, Math.min(size, MAX_FILE_BYTES));
        // A binary file is no memory for a prompt, and its NULs would reach the
        // agent's terminal or prompt verbatim: skip it, saying so.
        if (bytes.includes(0)) {
            warnings.push(`memdir: ${path} skipped: it contains NUL bytes, so it is not a text file`);
            return '';
        }
        if (truncated)
            warnings.push(`memdir: ${path} truncated to ${MAX_FILE_BYTES} bytes (cap ${MAX_FILE_BYTES})`);
        // Invalid UTF-8 (a stray Latin-1 byte) costs a character, not the file.
        const strict = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
        try {
            return strict.decode(bytes, { stream: truncated });
        }
        catch {
            warnings.push(`memdir: ${path} is not valid UTF-8: invalid bytes shown as U+FFFD`);
            return new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes, { stream: truncated });
        }
    }
    catch (err) {
        if (err.code !== 'ENOENT')
            warnings.push(`memdir: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ioError */ .bD)('read', path, err).message}`);
        return '';
    }
    finally {
        await fh?.close().catch(() => undefined);
    }
}


/***/ })

};
