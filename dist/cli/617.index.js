export const id = 617;
export const ids = [617];
export const modules = {

/***/ 3998:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D4: () => (/* binding */ withFile),
/* harmony export */   et: () => (/* binding */ copyToEnd),
/* harmony export */   f4: () => (/* binding */ writeAll),
/* harmony export */   hU: () => (/* binding */ copyRange),
/* harmony export */   lR: () => (/* binding */ readFully),
/* harmony export */   m6: () => (/* binding */ readAt)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);
/* harmony import */ var _regular_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7051);


/**
 * Opens `path` for reading and runs `use`; a missing file is `missing()`.
 * Failures become operation errors naming the file.
 */
async function withFile(path, missing, use) {
    const opened = await (0,_regular_js__WEBPACK_IMPORTED_MODULE_1__/* .openRegular */ .lf)(path);
    if (!opened)
        return missing();
    const { fh } = opened;
    try {
        return await use(fh);
    }
    catch (err) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ioError */ .bD)('read', path, err);
    }
    finally {
        await fh.close().catch(() => undefined);
    }
}
async function readAt(fh, position, length) {
    const buf = Buffer.alloc(length);
    const { bytesRead } = await fh.read(buf, 0, length, position);
    return buf.subarray(0, bytesRead);
}
/** Fills `buf` from `position`; a file that shrinks under us is an error, not a short read. */
async function readFully(fh, buf, position) {
    for (let off = 0; off < buf.length;) {
        const { bytesRead } = await fh.read(buf, off, buf.length - off, position + off);
        if (bytesRead === 0)
            throw new Error('the file shrank while it was being read');
        off += bytesRead;
    }
}
async function writeAll(fh, data) {
    for (let off = 0; off < data.length;)
        off += (await fh.write(data, off)).bytesWritten;
}
/** Copies [from, to) of `src` to the end of `dst`. */
async function copyRange(src, dst, from, to, chunkSize) {
    const buf = Buffer.allocUnsafe(Math.min(chunkSize, Math.max(1, to - from)));
    for (let pos = from; pos < to;) {
        const { bytesRead } = await src.read(buf, 0, Math.min(buf.length, to - pos), pos);
        if (bytesRead === 0)
            throw new Error('the file shrank while it was being copied');
        await writeAll(dst, buf.subarray(0, bytesRead));
        pos += bytesRead;
    }
}
/**
 * Copies [from, EOF) and, when EOF is reached, re-checks the size to take
 * appends made meanwhile; returns the offset it copied up to.
 */
async function copyToEnd(src, dst, from, chunkSize) {
    const buf = Buffer.allocUnsafe(chunkSize);
    for (let pos = from;;) {
        const { bytesRead } = await src.read(buf, 0, chunkSize, pos);
        if (bytesRead === 0) {
            if ((await src.stat()).size <= pos)
                return pos;
            continue;
        }
        await writeAll(dst, buf.subarray(0, bytesRead));
        pos += bytesRead;
    }
}


/***/ })

};
