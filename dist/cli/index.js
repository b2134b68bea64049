#!/usr/bin/env node
import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 7117:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


function __export(m) {
    for (var p in m) if (!exports.hasOwnProperty(p)) exports[p] = m[p];
}
Object.defineProperty(exports, "__esModule", ({ value: true }));
__export(__nccwpck_require__(3972));
//# sourceMappingURL=index.js.map

/***/ }),

/***/ 3972:
/***/ (function(__unused_webpack_module, exports, __nccwpck_require__) {


var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", ({ value: true }));
const fs_1 = __nccwpck_require__(9896);
const debug_1 = __importDefault(__nccwpck_require__(2830));
const log = debug_1.default('@kwsites/file-exists');
function check(path, isFile, isDirectory) {
    log(`checking %s`, path);
    try {
        const stat = fs_1.statSync(path);
        if (stat.isFile() && isFile) {
            log(`[OK] path represents a file`);
            return true;
        }
        if (stat.isDirectory() && isDirectory) {
            log(`[OK] path represents a directory`);
            return true;
        }
        log(`[FAIL] path represents something other than a file or directory`);
        return false;
    }
    catch (e) {
        if (e.code === 'ENOENT') {
            log(`[FAIL] path is not accessible: %o`, e);
            return false;
        }
        log(`[FATAL] %o`, e);
        throw e;
    }
}
/**
 * Synchronous validation of a path existing either as a file or as a directory.
 *
 * @param {string} path The path to check
 * @param {number} type One or both of the exported numeric constants
 */
function exists(path, type = exports.READABLE) {
    return check(path, (type & exports.FILE) > 0, (type & exports.FOLDER) > 0);
}
exports.exists = exists;
/**
 * Constant representing a file
 */
exports.FILE = 1;
/**
 * Constant representing a folder
 */
exports.FOLDER = 2;
/**
 * Constant representing either a file or a folder
 */
exports.READABLE = exports.FILE + exports.FOLDER;
//# sourceMappingURL=index.js.map

/***/ }),

/***/ 9997:
/***/ ((__unused_webpack_module, exports) => {

var __webpack_unused_export__;

__webpack_unused_export__ = ({ value: true });
exports.ud = exports.yX = void 0;
/**
 * Creates a new `DeferredPromise`
 *
 * ```typescript
 import {deferred} from '@kwsites/promise-deferred`;
 ```
 */
function deferred() {
    let done;
    let fail;
    let status = 'pending';
    const promise = new Promise((_done, _fail) => {
        done = _done;
        fail = _fail;
    });
    return {
        promise,
        done(result) {
            if (status === 'pending') {
                status = 'resolved';
                done(result);
            }
        },
        fail(error) {
            if (status === 'pending') {
                status = 'rejected';
                fail(error);
            }
        },
        get fulfilled() {
            return status !== 'pending';
        },
        get status() {
            return status;
        },
    };
}
exports.yX = deferred;
/**
 * Alias of the exported `deferred` function, to help consumers wanting to use `deferred` as the
 * local variable name rather than the factory import name, without needing to rename on import.
 *
 * ```typescript
 import {createDeferred} from '@kwsites/promise-deferred`;
 ```
 */
exports.ud = deferred;
/**
 * Default export allows use as:
 *
 * ```typescript
 import deferred from '@kwsites/promise-deferred`;
 ```
 */
__webpack_unused_export__ = deferred;
//# sourceMappingURL=index.js.map

/***/ }),

/***/ 6110:
/***/ ((module, exports, __nccwpck_require__) => {

/* eslint-env browser */

/**
 * This is the web browser implementation of `debug()`.
 */

exports.formatArgs = formatArgs;
exports.save = save;
exports.load = load;
exports.useColors = useColors;
exports.storage = localstorage();
exports.destroy = (() => {
	let warned = false;

	return () => {
		if (!warned) {
			warned = true;
			console.warn('Instance method `debug.destroy()` is deprecated and no longer does anything. It will be removed in the next major version of `debug`.');
		}
	};
})();

/**
 * Colors.
 */

exports.colors = [
	'#0000CC',
	'#0000FF',
	'#0033CC',
	'#0033FF',
	'#0066CC',
	'#0066FF',
	'#0099CC',
	'#0099FF',
	'#00CC00',
	'#00CC33',
	'#00CC66',
	'#00CC99',
	'#00CCCC',
	'#00CCFF',
	'#3300CC',
	'#3300FF',
	'#3333CC',
	'#3333FF',
	'#3366CC',
	'#3366FF',
	'#3399CC',
	'#3399FF',
	'#33CC00',
	'#33CC33',
	'#33CC66',
	'#33CC99',
	'#33CCCC',
	'#33CCFF',
	'#6600CC',
	'#6600FF',
	'#6633CC',
	'#6633FF',
	'#66CC00',
	'#66CC33',
	'#9900CC',
	'#9900FF',
	'#9933CC',
	'#9933FF',
	'#99CC00',
	'#99CC33',
	'#CC0000',
	'#CC0033',
	'#CC0066',
	'#CC0099',
	'#CC00CC',
	'#CC00FF',
	'#CC3300',
	'#CC3333',
	'#CC3366',
	'#CC3399',
	'#CC33CC',
	'#CC33FF',
	'#CC6600',
	'#CC6633',
	'#CC9900',
	'#CC9933',
	'#CCCC00',
	'#CCCC33',
	'#FF0000',
	'#FF0033',
	'#FF0066',
	'#FF0099',
	'#FF00CC',
	'#FF00FF',
	'#FF3300',
	'#FF3333',
	'#FF3366',
	'#FF3399',
	'#FF33CC',
	'#FF33FF',
	'#FF6600',
	'#FF6633',
	'#FF9900',
	'#FF9933',
	'#FFCC00',
	'#FFCC33'
];

/**
 * Currently only WebKit-based Web Inspectors, Firefox >= v31,
 * and the Firebug extension (any Firefox version) are known
 * to support "%c" CSS customizations.
 *
 * TODO: add a `localStorage` variable to explicitly enable/disable colors
 */

// eslint-disable-next-line complexity
function useColors() {
	// NB: In an Electron preload script, document will be defined but not fully
	// initialized. Since we know we're in Chrome, we'll just detect this case
	// explicitly
	if (typeof window !== 'undefined' && window.process && (window.process.type === 'renderer' || window.process.__nwjs)) {
		return true;
	}

	// Internet Explorer and Edge do not support colors.
	if (typeof navigator !== 'undefined' && navigator.userAgent && navigator.userAgent.toLowerCase().match(/(edge|trident)\/(\d+)/)) {
		return false;
	}

	let m;

	// Is webkit? http://stackoverflow.com/a/16459606/376773
	// document is undefined in react-native: https://github.com/facebook/react-native/pull/1632
	// eslint-disable-next-line no-return-assign
	return (typeof document !== 'undefined' && document.documentElement && document.documentElement.style && document.documentElement.style.WebkitAppearance) ||
		// Is firebug? http://stackoverflow.com/a/398120/376773
		(typeof window !== 'undefined' && window.console && (window.console.firebug || (window.console.exception && window.console.table))) ||
		// Is firefox >= v31?
		// https://developer.mozilla.org/en-US/docs/Tools/Web_Console#Styling_messages
		(typeof navigator !== 'undefined' && navigator.userAgent && (m = navigator.userAgent.toLowerCase().match(/firefox\/(\d+)/)) && parseInt(m[1], 10) >= 31) ||
		// Double check webkit in userAgent just in case we are in a worker
		(typeof navigator !== 'undefined' && navigator.userAgent && navigator.userAgent.toLowerCase().match(/applewebkit\/(\d+)/));
}

/**
 * Colorize log arguments if enabled.
 *
 * @api public
 */

function formatArgs(args) {
	args[0] = (this.useColors ? '%c' : '') +
		this.namespace +
		(this.useColors ? ' %c' : ' ') +
		args[0] +
		(this.useColors ? '%c ' : ' ') +
		'+' + module.exports.humanize(this.diff);

	if (!this.useColors) {
		return;
	}

	const c = 'color: ' + this.color;
	args.splice(1, 0, c, 'color: inherit');

	// The final "%c" is somewhat tricky, because there could be other
	// arguments passed either before or after the %c, so we need to
	// figure out the correct index to insert the CSS into
	let index = 0;
	let lastC = 0;
	args[0].replace(/%[a-zA-Z%]/g, match => {
		if (match === '%%') {
			return;
		}
		index++;
		if (match === '%c') {
			// We only are interested in the *last* %c
			// (the user may have provided their own)
			lastC = index;
		}
	});

	args.splice(lastC, 0, c);
}

/**
 * Invokes `console.debug()` when available.
 * No-op when `console.debug` is not a "function".
 * If `console.debug` is not available, falls back
 * to `console.log`.
 *
 * @api public
 */
exports.log = console.debug || console.log || (() => {});

/**
 * Save `namespaces`.
 *
 * @param {String} namespaces
 * @api private
 */
function save(namespaces) {
	try {
		if (namespaces) {
			exports.storage.setItem('debug', namespaces);
		} else {
			exports.storage.removeItem('debug');
		}
	} catch (error) {
		// Swallow
		// XXX (@Qix-) should we be logging these?
	}
}

/**
 * Load `namespaces`.
 *
 * @return {String} returns the previously persisted debug modes
 * @api private
 */
function load() {
	let r;
	try {
		r = exports.storage.getItem('debug') || exports.storage.getItem('DEBUG') ;
	} catch (error) {
		// Swallow
		// XXX (@Qix-) should we be logging these?
	}

	// If debug isn't set in LS, and we're in Electron, try to load $DEBUG
	if (!r && typeof process !== 'undefined' && 'env' in process) {
		r = process.env.DEBUG;
	}

	return r;
}

/**
 * Localstorage attempts to return the localstorage.
 *
 * This is necessary because safari throws
 * when a user disables cookies/localstorage
 * and you attempt to access it.
 *
 * @return {LocalStorage}
 * @api private
 */

function localstorage() {
	try {
		// TVMLKit (Apple TV JS Runtime) does not have a window object, just localStorage in the global context
		// The Browser also has localStorage in the global context.
		return localStorage;
	} catch (error) {
		// Swallow
		// XXX (@Qix-) should we be logging these?
	}
}

module.exports = __nccwpck_require__(897)(exports);

const {formatters} = module.exports;

/**
 * Map %j to `JSON.stringify()`, since no Web Inspectors do that by default.
 */

formatters.j = function (v) {
	try {
		return JSON.stringify(v);
	} catch (error) {
		return '[UnexpectedJSONParseError]: ' + error.message;
	}
};


/***/ }),

/***/ 897:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {


/**
 * This is the common logic for both the Node.js and web browser
 * implementations of `debug()`.
 */

function setup(env) {
	createDebug.debug = createDebug;
	createDebug.default = createDebug;
	createDebug.coerce = coerce;
	createDebug.disable = disable;
	createDebug.enable = enable;
	createDebug.enabled = enabled;
	createDebug.humanize = __nccwpck_require__(744);
	createDebug.destroy = destroy;

	Object.keys(env).forEach(key => {
		createDebug[key] = env[key];
	});

	/**
	* The currently active debug mode names, and names to skip.
	*/

	createDebug.names = [];
	createDebug.skips = [];

	/**
	* Map of special "%n" handling functions, for the debug "format" argument.
	*
	* Valid key names are a single, lower or upper-case letter, i.e. "n" and "N".
	*/
	createDebug.formatters = {};

	/**
	* Selects a color for a debug namespace
	* @param {String} namespace The namespace string for the debug instance to be colored
	* @return {Number|String} An ANSI color code for the given namespace
	* @api private
	*/
	function selectColor(namespace) {
		let hash = 0;

		for (let i = 0; i < namespace.length; i++) {
			hash = ((hash << 5) - hash) + namespace.charCodeAt(i);
			hash |= 0; // Convert to 32bit integer
		}

		return createDebug.colors[Math.abs(hash) % createDebug.colors.length];
	}
	createDebug.selectColor = selectColor;

	/**
	* Create a debugger with the given `namespace`.
	*
	* @param {String} namespace
	* @return {Function}
	* @api public
	*/
	function createDebug(namespace) {
		let prevTime;
		let enableOverride = null;
		let namespacesCache;
		let enabledCache;

		function debug(...args) {
			// Disabled?
			if (!debug.enabled) {
				return;
			}

			const self = debug;

			// Set `diff` timestamp
			const curr = Number(new Date());
			const ms = curr - (prevTime || curr);
			self.diff = ms;
			self.prev = prevTime;
			self.curr = curr;
			prevTime = curr;

			args[0] = createDebug.coerce(args[0]);

			if (typeof args[0] !== 'string') {
				// Anything else let's inspect with %O
				args.unshift('%O');
			}

			// Apply any `formatters` transformations
			let index = 0;
			args[0] = args[0].replace(/%([a-zA-Z%])/g, (match, format) => {
				// If we encounter an escaped % then don't increase the array index
				if (match === '%%') {
					return '%';
				}
				index++;
				const formatter = createDebug.formatters[format];
				if (typeof formatter === 'function') {
					const val = args[index];
					match = formatter.call(self, val);

					// Now we need to remove `args[index]` since it's inlined in the `format`
					args.splice(index, 1);
					index--;
				}
				return match;
			});

			// Apply env-specific formatting (colors, etc.)
			createDebug.formatArgs.call(self, args);

			const logFn = self.log || createDebug.log;
			logFn.apply(self, args);
		}

		debug.namespace = namespace;
		debug.useColors = createDebug.useColors();
		debug.color = createDebug.selectColor(namespace);
		debug.extend = extend;
		debug.destroy = createDebug.destroy; // XXX Temporary. Will be removed in the next major release.

		Object.defineProperty(debug, 'enabled', {
			enumerable: true,
			configurable: false,
			get: () => {
				if (enableOverride !== null) {
					return enableOverride;
				}
				if (namespacesCache !== createDebug.namespaces) {
					namespacesCache = createDebug.namespaces;
					enabledCache = createDebug.enabled(namespace);
				}

				return enabledCache;
			},
			set: v => {
				enableOverride = v;
			}
		});

		// Env-specific initialization logic for debug instances
		if (typeof createDebug.init === 'function') {
			createDebug.init(debug);
		}

		return debug;
	}

	function extend(namespace, delimiter) {
		const newDebug = createDebug(this.namespace + (typeof delimiter === 'undefined' ? ':' : delimiter) + namespace);
		newDebug.log = this.log;
		return newDebug;
	}

	/**
	* Enables a debug mode by namespaces. This can include modes
	* separated by a colon and wildcards.
	*
	* @param {String} namespaces
	* @api public
	*/
	function enable(namespaces) {
		createDebug.save(namespaces);
		createDebug.namespaces = namespaces;

		createDebug.names = [];
		createDebug.skips = [];

		const split = (typeof namespaces === 'string' ? namespaces : '')
			.trim()
			.replace(/\s+/g, ',')
			.split(',')
			.filter(Boolean);

		for (const ns of split) {
			if (ns[0] === '-') {
				createDebug.skips.push(ns.slice(1));
			} else {
				createDebug.names.push(ns);
			}
		}
	}

	/**
	 * Checks if the given string matches a namespace template, honoring
	 * asterisks as wildcards.
	 *
	 * @param {String} search
	 * @param {String} template
	 * @return {Boolean}
	 */
	function matchesTemplate(search, template) {
		let searchIndex = 0;
		let templateIndex = 0;
		let starIndex = -1;
		let matchIndex = 0;

		while (searchIndex < search.length) {
			if (templateIndex < template.length && (template[templateIndex] === search[searchIndex] || template[templateIndex] === '*')) {
				// Match character or proceed with wildcard
				if (template[templateIndex] === '*') {
					starIndex = templateIndex;
					matchIndex = searchIndex;
					templateIndex++; // Skip the '*'
				} else {
					searchIndex++;
					templateIndex++;
				}
			} else if (starIndex !== -1) { // eslint-disable-line no-negated-condition
				// Backtrack to the last '*' and try to match more characters
				templateIndex = starIndex + 1;
				matchIndex++;
				searchIndex = matchIndex;
			} else {
				return false; // No match
			}
		}

		// Handle trailing '*' in template
		while (templateIndex < template.length && template[templateIndex] === '*') {
			templateIndex++;
		}

		return templateIndex === template.length;
	}

	/**
	* Disable debug output.
	*
	* @return {String} namespaces
	* @api public
	*/
	function disable() {
		const namespaces = [
			...createDebug.names,
			...createDebug.skips.map(namespace => '-' + namespace)
		].join(',');
		createDebug.enable('');
		return namespaces;
	}

	/**
	* Returns true if the given mode name is enabled, false otherwise.
	*
	* @param {String} name
	* @return {Boolean}
	* @api public
	*/
	function enabled(name) {
		for (const skip of createDebug.skips) {
			if (matchesTemplate(name, skip)) {
				return false;
			}
		}

		for (const ns of createDebug.names) {
			if (matchesTemplate(name, ns)) {
				return true;
			}
		}

		return false;
	}

	/**
	* Coerce `val`.
	*
	* @param {Mixed} val
	* @return {Mixed}
	* @api private
	*/
	function coerce(val) {
		if (val instanceof Error) {
			return val.stack || val.message;
		}
		return val;
	}

	/**
	* XXX DO NOT USE. This is a temporary stub function.
	* XXX It WILL be removed in the next major release.
	*/
	function destroy() {
		console.warn('Instance method `debug.destroy()` is deprecated and no longer does anything. It will be removed in the next major version of `debug`.');
	}

	createDebug.enable(createDebug.load());

	return createDebug;
}

module.exports = setup;


/***/ }),

/***/ 2830:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {

/**
 * Detect Electron renderer / nwjs process, which is node, but we should
 * treat as a browser.
 */

if (typeof process === 'undefined' || process.type === 'renderer' || process.browser === true || process.__nwjs) {
	module.exports = __nccwpck_require__(6110);
} else {
	module.exports = __nccwpck_require__(5108);
}


/***/ }),

/***/ 5108:
/***/ ((module, exports, __nccwpck_require__) => {

/**
 * Module dependencies.
 */

const tty = __nccwpck_require__(2018);
const util = __nccwpck_require__(9023);

/**
 * This is the Node.js implementation of `debug()`.
 */

exports.init = init;
exports.log = log;
exports.formatArgs = formatArgs;
exports.save = save;
exports.load = load;
exports.useColors = useColors;
exports.destroy = util.deprecate(
	() => {},
	'Instance method `debug.destroy()` is deprecated and no longer does anything. It will be removed in the next major version of `debug`.'
);

/**
 * Colors.
 */

exports.colors = [6, 2, 3, 4, 5, 1];

try {
	// Optional dependency (as in, doesn't need to be installed, NOT like optionalDependencies in package.json)
	// eslint-disable-next-line import/no-extraneous-dependencies
	const supportsColor = __nccwpck_require__(75);

	if (supportsColor && (supportsColor.stderr || supportsColor).level >= 2) {
		exports.colors = [
			20,
			21,
			26,
			27,
			32,
			33,
			38,
			39,
			40,
			41,
			42,
			43,
			44,
			45,
			56,
			57,
			62,
			63,
			68,
			69,
			74,
			75,
			76,
			77,
			78,
			79,
			80,
			81,
			92,
			93,
			98,
			99,
			112,
			113,
			128,
			129,
			134,
			135,
			148,
			149,
			160,
			161,
			162,
			163,
			164,
			165,
			166,
			167,
			168,
			169,
			170,
			171,
			172,
			173,
			178,
			179,
			184,
			185,
			196,
			197,
			198,
			199,
			200,
			201,
			202,
			203,
			204,
			205,
			206,
			207,
			208,
			209,
			214,
			215,
			220,
			221
		];
	}
} catch (error) {
	// Swallow - we only care if `supports-color` is available; it doesn't have to be.
}

/**
 * Build up the default `inspectOpts` object from the environment variables.
 *
 *   $ DEBUG_COLORS=no DEBUG_DEPTH=10 DEBUG_SHOW_HIDDEN=enabled node script.js
 */

exports.inspectOpts = Object.keys(process.env).filter(key => {
	return /^debug_/i.test(key);
}).reduce((obj, key) => {
	// Camel-case
	const prop = key
		.substring(6)
		.toLowerCase()
		.replace(/_([a-z])/g, (_, k) => {
			return k.toUpperCase();
		});

	// Coerce string value into JS value
	let val = process.env[key];
	if (/^(yes|on|true|enabled)$/i.test(val)) {
		val = true;
	} else if (/^(no|off|false|disabled)$/i.test(val)) {
		val = false;
	} else if (val === 'null') {
		val = null;
	} else {
		val = Number(val);
	}

	obj[prop] = val;
	return obj;
}, {});

/**
 * Is stdout a TTY? Colored output is enabled when `true`.
 */

function useColors() {
	return 'colors' in exports.inspectOpts ?
		Boolean(exports.inspectOpts.colors) :
		tty.isatty(process.stderr.fd);
}

/**
 * Adds ANSI color escape codes if enabled.
 *
 * @api public
 */

function formatArgs(args) {
	const {namespace: name, useColors} = this;

	if (useColors) {
		const c = this.color;
		const colorCode = '\u001B[3' + (c < 8 ? c : '8;5;' + c);
		const prefix = `  ${colorCode};1m${name} \u001B[0m`;

		args[0] = prefix + args[0].split('\n').join('\n' + prefix);
		args.push(colorCode + 'm+' + module.exports.humanize(this.diff) + '\u001B[0m');
	} else {
		args[0] = getDate() + name + ' ' + args[0];
	}
}

function getDate() {
	if (exports.inspectOpts.hideDate) {
		return '';
	}
	return new Date().toISOString() + ' ';
}

/**
 * Invokes `util.formatWithOptions()` with the specified arguments and writes to stderr.
 */

function log(...args) {
	return process.stderr.write(util.formatWithOptions(exports.inspectOpts, ...args) + '\n');
}

/**
 * Save `namespaces`.
 *
 * @param {String} namespaces
 * @api private
 */
function save(namespaces) {
	if (namespaces) {
		process.env.DEBUG = namespaces;
	} else {
		// If you set a process.env field to null or undefined, it gets cast to the
		// string 'null' or 'undefined'. Just delete instead.
		delete process.env.DEBUG;
	}
}

/**
 * Load `namespaces`.
 *
 * @return {String} returns the previously persisted debug modes
 * @api private
 */

function load() {
	return process.env.DEBUG;
}

/**
 * Init logic for `debug` instances.
 *
 * Create a new `inspectOpts` object in case `useColors` is set
 * differently for a particular `debug` instance.
 */

function init(debug) {
	debug.inspectOpts = {};

	const keys = Object.keys(exports.inspectOpts);
	for (let i = 0; i < keys.length; i++) {
		debug.inspectOpts[keys[i]] = exports.inspectOpts[keys[i]];
	}
}

module.exports = __nccwpck_require__(897)(exports);

const {formatters} = module.exports;

/**
 * Map %o to `util.inspect()`, all on a single line.
 */

formatters.o = function (v) {
	this.inspectOpts.colors = this.useColors;
	return util.inspect(v, this.inspectOpts)
		.split('\n')
		.map(str => str.trim())
		.join(' ');
};

/**
 * Map %O to `util.inspect()`, allowing multiple lines if needed.
 */

formatters.O = function (v) {
	this.inspectOpts.colors = this.useColors;
	return util.inspect(v, this.inspectOpts);
};


/***/ }),

/***/ 744:
/***/ ((module) => {

/**
 * Helpers.
 */

var s = 1000;
var m = s * 60;
var h = m * 60;
var d = h * 24;
var w = d * 7;
var y = d * 365.25;

/**
 * Parse or format the given `val`.
 *
 * Options:
 *
 *  - `long` verbose formatting [false]
 *
 * @param {String|Number} val
 * @param {Object} [options]
 * @throws {Error} throw an error if val is not a non-empty string or a number
 * @return {String|Number}
 * @api public
 */

module.exports = function (val, options) {
  options = options || {};
  var type = typeof val;
  if (type === 'string' && val.length > 0) {
    return parse(val);
  } else if (type === 'number' && isFinite(val)) {
    return options.long ? fmtLong(val) : fmtShort(val);
  }
  throw new Error(
    'val is not a non-empty string or a valid number. val=' +
      JSON.stringify(val)
  );
};

/**
 * Parse the given `str` and return milliseconds.
 *
 * @param {String} str
 * @return {Number}
 * @api private
 */

function parse(str) {
  str = String(str);
  if (str.length > 100) {
    return;
  }
  var match = /^(-?(?:\d+)?\.?\d+) *(milliseconds?|msecs?|ms|seconds?|secs?|s|minutes?|mins?|m|hours?|hrs?|h|days?|d|weeks?|w|years?|yrs?|y)?$/i.exec(
    str
  );
  if (!match) {
    return;
  }
  var n = parseFloat(match[1]);
  var type = (match[2] || 'ms').toLowerCase();
  switch (type) {
    case 'years':
    case 'year':
    case 'yrs':
    case 'yr':
    case 'y':
      return n * y;
    case 'weeks':
    case 'week':
    case 'w':
      return n * w;
    case 'days':
    case 'day':
    case 'd':
      return n * d;
    case 'hours':
    case 'hour':
    case 'hrs':
    case 'hr':
    case 'h':
      return n * h;
    case 'minutes':
    case 'minute':
    case 'mins':
    case 'min':
    case 'm':
      return n * m;
    case 'seconds':
    case 'second':
    case 'secs':
    case 'sec':
    case 's':
      return n * s;
    case 'milliseconds':
    case 'millisecond':
    case 'msecs':
    case 'msec':
    case 'ms':
      return n;
    default:
      return undefined;
  }
}

/**
 * Short format for `ms`.
 *
 * @param {Number} ms
 * @return {String}
 * @api private
 */

function fmtShort(ms) {
  var msAbs = Math.abs(ms);
  if (msAbs >= d) {
    return Math.round(ms / d) + 'd';
  }
  if (msAbs >= h) {
    return Math.round(ms / h) + 'h';
  }
  if (msAbs >= m) {
    return Math.round(ms / m) + 'm';
  }
  if (msAbs >= s) {
    return Math.round(ms / s) + 's';
  }
  return ms + 'ms';
}

/**
 * Long format for `ms`.
 *
 * @param {Number} ms
 * @return {String}
 * @api private
 */

function fmtLong(ms) {
  var msAbs = Math.abs(ms);
  if (msAbs >= d) {
    return plural(ms, msAbs, d, 'day');
  }
  if (msAbs >= h) {
    return plural(ms, msAbs, h, 'hour');
  }
  if (msAbs >= m) {
    return plural(ms, msAbs, m, 'minute');
  }
  if (msAbs >= s) {
    return plural(ms, msAbs, s, 'second');
  }
  return ms + ' ms';
}

/**
 * Pluralization helper.
 */

function plural(ms, msAbs, n, name) {
  var isPlural = msAbs >= n * 1.5;
  return Math.round(ms / n) + ' ' + name + (isPlural ? 's' : '');
}


/***/ }),

/***/ 2486:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  kA: () => (/* binding */ describeFindings),
  fp: () => (/* binding */ redactSecrets),
  rQ: () => (/* binding */ scrubKey)
});

;// CONCATENATED MODULE: ./src/analysis/secret-rules.ts
/**
 * What counts as a secret, as data: one rule per format. redact.ts applies
 * them in order; the first rule to claim a span names it, so specific
 * formats come before the ones that would also match (sk-ant- is also sk-, a
 * JWT is also a bearer token, a token is also a generic assignment's value).
 *
 * Written by hand rather than taken from a scanner's rule set: secretlint's
 * and gitleaks' rules are built for files in a repository (one finding per
 * file, entropy thresholds tuned to source code) and would have to be
 * bundled; these are measured on test/fixtures/secrets/formats.ts (see
 * docs/reliability.md for the figures).
 *
 * Run time stays linear on a 10 MB line: every token pattern starts with a
 * literal prefix behind a lookbehind that only admits the first character of
 * a run of its own alphabet, and continues with bounded character classes
 * that cannot overlap what follows them. Bounds also keep V8's backtracking
 * stack small: an unbounded greedy run over megabytes throws a RangeError.
 */
/** A token that starts after a character outside its own alphabet. */
const start = String.raw `(?<![A-Za-z0-9_-])`;
/** A token that does not continue into more token characters. */
const end = String.raw `(?![A-Za-z0-9_-])`;
/** A token format; one that does not start with a literal (which the regex engine finds fast) has hints. */
function token(kind, body, hints) {
    return { kind, pattern: new RegExp(start + body, 'dg'), hints };
}
/** base64 of `-----BEGIN`, the start of a PEM file stored encoded (a Kubernetes `tls.key`). */
const PEM_B64 = 'LS0tLS1CRUdJTi';
/** Key names that mark the value after them as a password: shorter and all-digit values count. */
const PASSWORD_KEY = /pass|pwd/i;
const RULES = [
    token('JWT', String.raw `eyJ[A-Za-z0-9_-]{5,8192}\.eyJ[A-Za-z0-9_-]{5,8192}\.[A-Za-z0-9_-]{0,8192}`),
    token('Mapbox token', String.raw `sk\.eyJ[A-Za-z0-9_-]{20,4096}\.[A-Za-z0-9_-]{10,4096}`),
    token('Anthropic key', String.raw `sk-ant-[A-Za-z0-9_-]{20,4096}`),
    // sk-proj-, sk-svcacct- and sk-admin- keys are sk- keys whose body starts with a word.
    token('OpenAI key', String.raw `sk-[A-Za-z0-9_-]{20,4096}`),
    {
        kind: 'GitHub token',
        pattern: /(?<![A-Za-z0-9_])(?:gh[pousr]_[A-Za-z0-9]{36,4096}|github_pat_[A-Za-z0-9_]{22,4096})/dg,
    },
    token('GitLab token', String.raw `(?:glpat|gldt|glrt|glptt|glcbt|glft|glimt|glagent|gloas|glsoat|glffct)-[A-Za-z0-9_-]{20,4096}`),
    token('GitLab token', String.raw `GR1348941[A-Za-z0-9_-]{20,4096}`),
    // An AWS credentials.csv row: user,password,access key id,secret access key.
    {
        kind: 'AWS secret key',
        pattern: /(?<![A-Za-z0-9])(?:AKIA|ASIA)[A-Z0-9]{16}[ \t]{0,3}[,;\t][ \t]{0,3}["']?([A-Za-z0-9/+=]{40})(?![A-Za-z0-9/+=])/dg,
    },
    { kind: 'AWS access key', pattern: /(?<![A-Za-z0-9])(?:AKIA|ASIA)[A-Z0-9]{16}(?![A-Za-z0-9])/dg },
    {
        kind: 'AWS secret key',
        pattern: /(?<![A-Za-z0-9])secret[_-]?access[_-]?key["']?[ \t]{0,5}[:=][ \t]{0,5}["']?([A-Za-z0-9/+=]{40,4096})/dgi,
    },
    token('Google API key', String.raw `AIza[A-Za-z0-9_-]{35}${end}`),
    token('Google OAuth secret', String.raw `GOCSPX-[A-Za-z0-9_-]{20,4096}`),
    token('Google OAuth token', String.raw `ya29\.[A-Za-z0-9_-]{20,4096}`),
    token('Google OAuth token', String.raw `1//0[A-Za-z0-9_-]{30,4096}`),
    token('Stripe key', String.raw `(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{20,4096}`),
    token('Stripe webhook secret', String.raw `whsec_[A-Za-z0-9+/=]{24,4096}`),
    token('Twilio key', String.raw `SK[0-9a-fA-F]{32}${end}`),
    token('SendGrid key', String.raw `SG\.[A-Za-z0-9_-]{16,64}\.[A-Za-z0-9_-]{30,128}`),
    token('Brevo key', String.raw `xkeysib-[a-f0-9]{64}-[A-Za-z0-9]{16}`),
    token('Mailgun key', String.raw `key-[0-9a-f]{32}${end}`),
    token('Mailchimp key', String.raw `[0-9a-f]{32}-us[0-9]{1,2}${end}`, ['-us']),
    token('PyPI token', String.raw `pypi-AgE[A-Za-z0-9_-]{50,4096}`),
    token('npm token', String.raw `npm_[A-Za-z0-9]{36,4096}`),
    token('Hugging Face token', String.raw `hf_[A-Za-z0-9]{30,4096}`),
    token('Shopify token', String.raw `shp(?:at|ca|pa|ss)_[a-fA-F0-9]{32,4096}`),
    token('DigitalOcean token', String.raw `do[opr]_v1_[a-f0-9]{64}${end}`),
    token('Discord token', String.raw `[MNO][A-Za-z0-9_-]{23,27}\.[A-Za-z0-9_-]{6,7}\.[A-Za-z0-9_-]{27,40}${end}`),
    {
        kind: 'Discord webhook',
        pattern: /https:\/\/(?:ptb\.|canary\.)?discord(?:app)?\.com\/api\/webhooks\/[0-9]{5,30}\/([A-Za-z0-9_-]{20,200})/dg,
    },
    {
        kind: 'Teams webhook',
        pattern: /https:\/\/[A-Za-z0-9-]{1,100}\.webhook\.office\.com\/webhookb2\/([A-Za-z0-9@/_-]{20,600})/dg,
    },
    {
        kind: 'Telegram bot token',
        pattern: /(?<![0-9])[0-9]{8,10}:AA[A-Za-z0-9_-]{33}(?![A-Za-z0-9_-])/dg,
        hints: [':aa'],
    },
    token('Atlassian token', String.raw `AT(?:ATT|CTT|BB)[A-Za-z0-9_=.-]{24,4096}`),
    token('Heroku key', String.raw `HRKU-[A-Za-z0-9_-]{30,4096}`),
    token('Square token', String.raw `sq0(?:atp|csp)-[A-Za-z0-9_-]{22,4096}`),
    token('Postman key', String.raw `PMAK-[a-f0-9]{24}-[a-f0-9]{34}`),
    token('Databricks token', String.raw `dapi[a-f0-9]{32}(?:-[0-9])?${end}`),
    token('Doppler token', String.raw `dp\.(?:pt|st|ct|sa|scim|audit)\.[A-Za-z0-9]{40,4096}`),
    token('Pulumi token', String.raw `pul-[a-f0-9]{40}${end}`),
    token('Terraform token', String.raw `[A-Za-z0-9]{14}\.atlasv1\.[A-Za-z0-9_=-]{60,4096}`, ['.atlasv1.']),
    token('Vault token', String.raw `hv[sbr]\.[A-Za-z0-9_-]{24,4096}`),
    token('Linear key', String.raw `lin_(?:api|oauth)_[A-Za-z0-9]{40,4096}`),
    token('Notion token', String.raw `(?:secret_[A-Za-z0-9]{43}|ntn_[A-Za-z0-9]{40,4096})${end}`),
    token('Grafana token', String.raw `(?:glc_[A-Za-z0-9+/]{32,4096}={0,2}|glsa_[A-Za-z0-9]{32}_[A-Fa-f0-9]{8})`),
    token('New Relic key', String.raw `NRAK-[A-Z0-9]{27}${end}`),
    token('Sentry token', String.raw `sntry[us]_[A-Za-z0-9+/=_]{40,4096}`),
    token('Dropbox token', String.raw `sl\.[A-Za-z0-9_-]{130,4096}`),
    { kind: 'age secret key', pattern: /AGE-SECRET-KEY-1[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58}/dg },
    token('Alibaba key', String.raw `LTAI[A-Za-z0-9]{12,20}${end}`),
    token('Supabase token', String.raw `sbp_[a-f0-9]{40}${end}`),
    token('Replicate token', String.raw `r8_[A-Za-z0-9]{37}${end}`),
    token('Groq key', String.raw `gsk_[A-Za-z0-9]{48,4096}`),
    token('xAI key', String.raw `xai-[A-Za-z0-9]{70,4096}`),
    token('Perplexity key', String.raw `pplx-[A-Za-z0-9]{40,4096}`),
    token('Fly.io token', String.raw `(?:fo1_[A-Za-z0-9_-]{39,4096}|fm[12][ar]?_[A-Za-z0-9+/=_-]{40,4096})`),
    token('Netlify token', String.raw `nfp_[A-Za-z0-9]{36,4096}`),
    token('Docker Hub token', String.raw `dckr_pat_[A-Za-z0-9_-]{24,4096}`),
    token('JFrog token', String.raw `AKCp[A-Za-z0-9]{60,4096}`),
    token('Azure AD client secret', String.raw `[A-Za-z0-9_~.]{3}[0-9]Q~[A-Za-z0-9_~.-]{31,34}${end}`, ['q~']),
    {
        kind: 'Slack webhook',
        pattern: /https:\/\/hooks\.slack\.com\/(?:services|workflows|triggers)\/[A-Za-z0-9/_-]{20,4096}/dg,
    },
    token('Slack token', String.raw `xox[abposr]-[A-Za-z0-9-]{10,4096}`),
    token('Slack token', String.raw `xapp-[0-9]-[A-Za-z0-9-]{20,4096}`),
    {
        kind: 'encoded private key',
        pattern: new RegExp(String.raw `(?<![A-Za-z0-9+/])${PEM_B64}[A-Za-z0-9+/]{20,65536}={0,2}`, 'dg'),
        anyValue: true,
        accept: (value) => Buffer.from(value.slice(0, 80), 'base64').toString('latin1').includes('PRIVATE KEY'),
    },
    // PuTTY .ppk files: the private half is the base64 lines after Private-Lines, then a MAC.
    {
        kind: 'PuTTY key',
        pattern: /Private-Lines:[ \t]{0,5}[0-9]{1,4}\r?\n((?:[A-Za-z0-9+/=]{1,200}\r?\n){0,400}[A-Za-z0-9+/=]{0,200})/dg,
        anyValue: true,
    },
    { kind: 'PuTTY key', pattern: /Private-MAC:[ \t]{0,5}([0-9a-fA-F]{32,128})/dg, anyValue: true },
    {
        kind: 'Azure key',
        pattern: /(?:AccountKey|SharedAccessKey|SharedSecretValue)[ \t]{0,3}=[ \t]{0,3}([A-Za-z0-9+/]{20,4096}={0,2})/dgi,
        anyValue: true,
    },
    // SAS tokens: the signature is the secret, the rest of the query is structure.
    {
        kind: 'Azure SAS signature',
        pattern: /(?<![A-Za-z0-9_])sig=([A-Za-z0-9%+/]{20,4096}(?:%3D|=){0,2})/dg,
        anyValue: true,
    },
    {
        kind: 'basic auth',
        pattern: /(?<![A-Za-z0-9_-])basic[ \t]{1,5}([A-Za-z0-9+/]{8,4096}={0,2})(?![A-Za-z0-9+/=])/dgi,
        anyValue: true,
    },
    // ~/.docker/config.json and .npmrc keep base64 user:password under "auth" / _auth.
    {
        kind: 'registry auth',
        pattern: /(?:"auth"[ \t]{0,5}:[ \t]{0,5}"|(?<![A-Za-z0-9])_auth[ \t]{0,5}=[ \t]{0,5}["']?)([A-Za-z0-9+/]{8,4096}={0,2})/dg,
        anyValue: true,
    },
    {
        kind: 'bearer token',
        pattern: /(?<![A-Za-z0-9_-])bearer[ \t]{1,5}([A-Za-z0-9._~+/-]{19,4096}[A-Za-z0-9_~+/-]={0,2})/dgi,
    },
    // git remotes carry tokens as the password: https://user:TOKEN@host.
    {
        kind: 'URL password',
        pattern: /(?<![A-Za-z0-9+.-])[A-Za-z][A-Za-z0-9+.-]{0,20}:\/\/[^\s:/@]{0,100}:([^\s:/@]{1,200})@/dg,
        anyValue: true,
        hints: ['://'],
    },
    // Passwords on command lines: mysql -pSECRET (no space: a space makes it prompt), sshpass -p SECRET.
    {
        kind: 'command-line password',
        pattern: /(?<![A-Za-z0-9_])(?:mysql(?:dump|admin|import|sh|check)?[ \t][^\r\n]{0,300}?[ \t]-p(?!assword)|sshpass[ \t]{1,5}-p[ \t]{0,5})('[^'\r\n]{1,200}'|"[^"\r\n]{1,200}"|[^\s'"]{1,200})/dg,
        anyValue: true,
        minLength: 4,
        hints: ['mysql', 'sshpass'],
    },
    {
        kind: 'netrc password',
        pattern: /(?<![A-Za-z0-9_])machine[ \t]+\S{1,200}[ \t]+login[ \t]+\S{1,200}[ \t]+password[ \t]+(\S{1,200})/dg,
        anyValue: true,
        minLength: 4,
    },
    // An unquoted password of several words, as a line of its own (`Password: correct horse battery staple`).
    {
        kind: 'generic assignment',
        pattern: /^[ \t>*-]{0,10}(?:\*\*)?(?:[A-Za-z_]{0,20}[ _-])?pass(?:word|phrase)(?:\*\*)?[ \t]{0,3}:(?:\*\*)?[ \t]{1,5}([^\s"'`*][^\r\n]{0,200}[^\s.,;])[ \t]*\r?$/dgim,
        anyValue: true,
        minLength: 4,
        hints: ['pass'],
    },
    {
        kind: 'generic assignment',
        // The key word may end a longer name (GITHUB_TOKEN, client_secret, "SessionToken", DB_PASS);
        // `*` lets markdown bold keys (**Password:**) through.
        pattern: /(?<key>api[_ -]?key|secret(?:[_-]?key(?:[_-]?base)?)?|token|passw(?:or)?d|(?<![a-z])pass(?:phrase)?|(?<![a-z])pwd|private[_-]?key|access[_-]?key)["'*]{0,2}[ \t]{0,5}(?::=|=>|==|[:=])[ \t*]{0,5}(?:"([^"\r\n]{1,1000})"|'([^'\r\n]{1,1000})'|["']?([^\s"'`,;&)}\]<]{1,4096}))/dgi,
        anyValue: true,
        minLength: 4,
        hints: ['key', 'secret', 'token', 'pass', 'pwd'],
        // Only a password may be short or all digits: `token: 1234567890` is a count.
        accept: (value, match) => PASSWORD_KEY.test(match.groups.key) || (value.length >= 8 && !/^[0-9]+$/.test(value)),
    },
];

;// CONCATENATED MODULE: ./src/analysis/redact.ts
/**
 * Secret redaction for text about to leave the machine. Agents paste command
 * output into their logs, and that output holds tokens; the model endpoint is
 * a third party. Matches are replaced with `[REDACTED:<kind>]` and reported
 * by line and kind, never by value. Files on disk are not touched.
 *
 * The formats are data (secret-rules.ts). Private key blocks span lines and
 * are found here, with a single forward search for END markers.
 */

const MIN_SECRET = 8;
/** Whole values that only stand in for a secret: placeholders and references to where it lives. */
const PLACEHOLDER = /^(?:<.*>|\$\{\{.*\}\}|\{\{.*\}\}|\$\{?[A-Za-z_][A-Za-z0-9_]*\}?|\$\(.*\)|%[A-Za-z_][A-Za-z0-9_]*%|\.{3,}|…|changeme|placeholder|redacted|none|null|nil|true|false|undefined|(?:process\.env|os\.environ|os\.getenv|ENV\[|secrets\.|vars\.|env\.).*)$/i;
/**
 * Anywhere in a value: a run of one character (xxxxxx, 000000, ******),
 * "example" or "your-" marks a documentation value; a marker means it was
 * redacted already (what is left around it is not the secret).
 */
const STAND_IN = /(.)\1{5}|example|your[-_ ]|\[REDACTED/i;
const PRIVATE_KEY_KIND = 'private key';
const BEGIN_KEY = /-----BEGIN [A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)?-----/g;
const END_KEY = /-----END [A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)?-----/g;
/** An END further than this belongs to something else; the block is then its base64 lines. */
const MAX_KEY_BLOCK = 64 * 1024;
/** The body of a key block whose END is missing (a log cut mid-key); `\\` for JSON-escaped newlines. */
const KEY_BODY = /[A-Za-z0-9+/=\\\r\n]{0,65536}/y;
/**
 * Replaces secrets in `text` with `[REDACTED:<kind>]` and reports where they
 * were, never what. Line structure is kept (a redacted key block keeps its
 * line breaks), so finding lines are lines of the input. Idempotent:
 * redacting twice equals redacting once.
 */
function redactSecrets(text) {
    const findings = [];
    let current = redactKeyBlocks(text, findings);
    // Hints are looked up in the text as given: redaction only takes text away.
    const lower = text.toLowerCase();
    for (const rule of RULES) {
        if (rule.hints && !rule.hints.some((h) => lower.includes(h)))
            continue;
        current = applyRule(current, rule, findings);
    }
    // Stable: within a line, findings stay in rule order.
    findings.sort((a, b) => a.line - b.line);
    return { text: current, findings };
}
function applyRule(text, rule, findings) {
    const lines = lineCounter(text);
    let out = '';
    let last = 0;
    for (const match of text.matchAll(rule.pattern)) {
        const [start, end] = secretSpan(match);
        const secret = text.slice(start, end);
        if (!isSecret(secret, rule) || (rule.accept && !rule.accept(secret, match)))
            continue;
        findings.push({ line: lines(start), kind: rule.kind });
        out += text.slice(last, start) + marker(rule.kind, secret);
        last = end;
    }
    return last === 0 ? text : out + text.slice(last);
}
/**
 * Private key blocks span lines and their END may be missing; a lazy regex
 * from BEGIN to END would rescan the rest of the text for every BEGIN, so
 * BEGINs are matched and ENDs looked up in one forward search instead.
 */
function redactKeyBlocks(text, findings) {
    const lines = lineCounter(text);
    let out = '';
    let last = 0;
    // The next END at or after a position; searched forwards only, so the whole pass is linear.
    let end;
    for (const begin of text.matchAll(BEGIN_KEY)) {
        if (begin.index < last)
            continue; // inside the previous block
        const bodyStart = begin.index + begin[0].length;
        if (!end || end.index < bodyStart) {
            END_KEY.lastIndex = bodyStart;
            const found = END_KEY.exec(text);
            end = found ? { index: found.index, length: found[0].length } : { index: Infinity, length: 0 };
        }
        let blockEnd;
        if (end.index - bodyStart <= MAX_KEY_BLOCK) {
            blockEnd = end.index + end.length;
        }
        else {
            KEY_BODY.lastIndex = bodyStart;
            KEY_BODY.test(text);
            blockEnd = KEY_BODY.lastIndex;
        }
        findings.push({ line: lines(begin.index), kind: PRIVATE_KEY_KIND });
        out += text.slice(last, begin.index) + marker(PRIVATE_KEY_KIND, text.slice(begin.index, blockEnd));
        last = blockEnd;
    }
    return last === 0 ? text : out + text.slice(last);
}
/** The marker keeps the secret's line breaks (CR and LF), so later lines keep their numbers. */
function marker(kind, secret) {
    return `[REDACTED:${kind}]` + secret.replace(/[^\r\n]+/g, '');
}
function secretSpan(match) {
    const spans = match.indices; // every rule has the `d` flag
    for (let g = spans.length - 1; g > 0; g--) {
        const span = spans[g];
        if (span)
            return span;
    }
    return spans[0];
}
function isSecret(value, rule) {
    if (value.length < (rule.minLength ?? MIN_SECRET) || PLACEHOLDER.test(value) || STAND_IN.test(value))
        return false;
    return rule.anyValue === true || /[0-9A-Z]/.test(value);
}
/**
 * 1-based line of an offset, for offsets asked in increasing order (as
 * matchAll yields them): counts newlines incrementally, so a pass stays linear.
 */
function lineCounter(text) {
    let line = 1;
    // The next newline not yet counted; remembered, because searching again for
    // one that is far away (or absent) on every call would be quadratic.
    let next = text.indexOf('\n');
    return (offset) => {
        while (next !== -1 && next < offset) {
            line++;
            next = text.indexOf('\n', next + 1);
        }
        return line;
    };
}
/**
 * Report lines naming file and line, never the secret. Up to three findings
 * get a line each; more become one line with counts per kind, so a log full
 * of pasted tokens does not flood the report.
 */
function describeFindings(file, findings) {
    if (findings.length === 0)
        return [];
    if (findings.length <= 3) {
        return findings.map((f) => `redacted ${article(f.kind)} ${f.kind} at ${file}:${f.line} before analysis`);
    }
    const counts = new Map();
    for (const f of findings)
        counts.set(f.kind, (counts.get(f.kind) ?? 0) + 1);
    const kinds = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([kind, n]) => `${kind} ×${n}`);
    const first = findings.reduce((min, f) => Math.min(min, f.line), Infinity);
    return [`redacted ${findings.length} secrets (${kinds.join(', ')}) in ${file}, first at line ${first}`];
}
/** "an AWS access key", "an OpenAI key", "a URL password": kinds are capitalised acronyms or words. */
function article(kind) {
    return /^[AEIO]/i.test(kind) ? 'an' : 'a';
}
/** Shortest piece of a known key that counts as the key when it appears on its own. */
const MIN_KEY_PIECE = 8;
/**
 * Removes a known key from text a server sent back (an error message): as
 * is, URL-encoded, and any piece of it at least 8 characters long (servers
 * echo a prefix, `sk-proj-abc1…`, or a masked middle). Other secrets in the
 * text are redacted as usual.
 */
function scrubKey(text, key) {
    let out = text;
    if (key) {
        for (const form of new Set([key, encodeURIComponent(key), encodeURIComponent(key).replace(/%20/g, '+')]))
            out = out.split(form).join('***');
        out = scrubPieces(out, key);
    }
    return redactSecrets(out).text;
}
/** Every maximal run of `text` that is also a run of `key`, when long enough, becomes `***`. */
function scrubPieces(text, key) {
    const min = Math.min(MIN_KEY_PIECE, key.length);
    let out = '';
    let i = 0;
    while (i < text.length) {
        let j = i + min;
        if (j <= text.length && key.includes(text.slice(i, j))) {
            while (j < text.length && key.includes(text.slice(i, j + 1)))
                j++;
            out += '***';
            i = j;
        }
        else {
            out += text[i++];
        }
    }
    return out;
}


/***/ }),

/***/ 5581:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var _cli_io_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(1604);
/* harmony import */ var _cli_run_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(8076);
/** The `memkeep` command (bundled as dist/cli/index.js): only wires the process to runCli. */


process.exitCode = await (0,_cli_run_js__WEBPACK_IMPORTED_MODULE_0__/* .runCli */ .a)(process.argv.slice(2), (0,_cli_io_js__WEBPACK_IMPORTED_MODULE_1__/* .processIo */ .W)());

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 1604:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ processIo)
/* harmony export */ });
function processIo() {
    const stdout = batched(whileRead(process.stdout));
    const stderr = whileRead(process.stderr);
    return {
        out: stdout.write,
        err: (text) => {
            stdout.flush();
            stderr(text);
        },
        readStdin: async () => {
            const chunks = [];
            for await (const chunk of process.stdin)
                chunks.push(chunk);
            return Buffer.concat(chunks);
        },
        cwd: process.cwd(),
        env: process.env,
    };
}
/** Characters held before a write: a few writes for a long report instead of one a line. */
const BATCH = 64 * 1024;
/**
 * A stream's writer that stops writing, instead of crashing, once its reader
 * goes away (`memkeep gc --all 2>&1 | head`): that ends the output, not the
 * command, and the run still finishes what it started.
 */
function whileRead(stream) {
    let gone = false;
    stream.on('error', (err) => {
        if (err.code !== 'EPIPE')
            throw err;
        gone = true;
    });
    return (text) => {
        if (!gone)
            stream.write(text);
    };
}
/**
 * Output in batches. gc --all prints about thirty lines an agent, and one
 * write each was a few percent of a 1,000-agent run. A batch goes out when
 * it is full, when the event loop next turns (so nothing printed before a
 * slow model call waits for it), before anything on stderr, and at exit.
 */
function batched(write) {
    let pending = [];
    let size = 0;
    let scheduled = false;
    const flush = () => {
        scheduled = false;
        if (pending.length === 0)
            return;
        const text = pending.join('');
        pending = [];
        size = 0;
        write(text);
    };
    process.on('exit', flush);
    return {
        write(text) {
            pending.push(text);
            size += text.length;
            if (size >= BATCH)
                flush();
            else if (!scheduled) {
                scheduled = true;
                setImmediate(flush);
            }
        },
        flush,
    };
}


/***/ }),

/***/ 8076:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  a: () => (/* binding */ runCli)
});

// EXTERNAL MODULE: ./src/errors.ts
var errors = __nccwpck_require__(3916);
// EXTERNAL MODULE: ./src/suggest.ts
var suggest = __nccwpck_require__(2969);
// EXTERNAL MODULE: ./src/version.ts
var version = __nccwpck_require__(311);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
// EXTERNAL MODULE: ./src/store/config.ts + 10 modules
var config = __nccwpck_require__(9938);
;// CONCATENATED MODULE: ./src/cli/agent-commands.ts
/**
 * Commands for agents and the people running them: status (what the store
 * holds and what gc would do next) and mcp (the store as an MCP server).
 */


const agentCommands = [
    {
        name: 'status',
        summary: 'Per agent: memory layout, entries against last_n, size and tokens, and what the next gc would do.',
        args: ['[AGENT...]'],
        options: {
            json: { type: 'boolean', help: 'print the status as JSON' },
        },
        example: 'memkeep status --root examples/store',
        async run(parsed, io) {
            const store = await (0,config/* loadStoreConfig */.oj)((0,external_node_path_.resolve)(io.cwd, parsed.root));
            for (const w of store.warnings)
                io.err(`Warning: ${w}\n`);
            const agents = parsed.positionals.length
                ? await Promise.all(parsed.positionals.map((name) => (0,config/* loadAgent */.eR)(store, name)))
                : await (0,config/* loadAllAgents */.ih)(store);
            for (const w of agents.flatMap((a) => a.warnings))
                io.err(`Warning: ${w}\n`);
            // Loaded on use: git (simple-git) is most of the CLI's size.
            const { agentStatuses } = await Promise.all(/* import() */[__nccwpck_require__.e(623), __nccwpck_require__.e(565)]).then(__nccwpck_require__.bind(__nccwpck_require__, 5565));
            const { statuses, warnings } = await agentStatuses(store, agents, io.env);
            for (const w of warnings)
                io.err(`Warning: ${w}\n`);
            if (parsed.values.json)
                io.out(`${JSON.stringify(statuses, null, 2)}\n`);
            else
                printStatuses(statuses, io);
            return 0;
        },
    },
    {
        name: 'mcp',
        summary: 'Serve the store to agents over MCP on stdio (tools: load, log, fail, remember, status, search).',
        args: [],
        options: {},
        example: 'memkeep mcp --root /path/to/store',
        async run(parsed, io) {
            const store = await (0,config/* loadStoreConfig */.oj)((0,external_node_path_.resolve)(io.cwd, parsed.root));
            for (const w of store.warnings)
                io.err(`Warning: ${w}\n`);
            const [{ createServer }, { StdioServerTransport }] = await Promise.all([
                Promise.all(/* import() */[__nccwpck_require__.e(330), __nccwpck_require__.e(638), __nccwpck_require__.e(623), __nccwpck_require__.e(849)]).then(__nccwpck_require__.bind(__nccwpck_require__, 849)),
                Promise.all(/* import() */[__nccwpck_require__.e(330), __nccwpck_require__.e(424)]).then(__nccwpck_require__.bind(__nccwpck_require__, 9424)),
            ]);
            // stdio is the protocol's channel, so the server owns the process's
            // stdin and stdout; nothing else may write to stdout from here on.
            const server = createServer(store.root);
            const closed = new Promise((done) => {
                server.server.onclose = done;
                process.stdin.on('end', () => void server.close());
            });
            await server.connect(new StdioServerTransport());
            await closed;
            return 0;
        },
    },
];
function printStatuses(statuses, io) {
    if (statuses.length === 0)
        io.out('No agents found.\n');
    for (const s of statuses) {
        const limit = s.lastN > 0 ? `last_n ${s.lastN}` : s.maxEntries > 0 ? `max_entries ${s.maxEntries}` : 'no limit';
        const compact = s.compactAfter === undefined ? '' : ` / compact_after ${s.compactAfter}${s.overCompactAfter ? ' (over)' : ''}`;
        const lines = [
            `${s.agent}${s.enabled ? '' : ' (memory not enabled)'}`,
            `  layout:    ${s.layout.form} (${s.layout.config}); log ${s.layout.log}; procedural ${s.layout.proceduralDir}; episodic ${s.layout.episodicDir}`,
            `  entries:   ${s.entries} (${limit})`,
            `  size:      ${s.bytes} bytes, ~${s.tokens} tokens${compact}`,
            `  prunable:  ${s.next.prune}${s.oldestPrunable ? `, oldest ${s.oldestPrunable.path} (${s.oldestPrunable.type}, ${s.oldestPrunable.age})` : ''}${s.next.kept ? `; ${s.next.kept} kept (age unknown or locked)` : ''}`,
            `  next gc:   ${s.next.summary}`,
        ];
        if (s.layout.coreFiles.length)
            lines.splice(2, 0, `  core:      ${s.layout.coreFiles.join(', ')}`);
        io.out(`${lines.join('\n')}\n\n`);
    }
}

;// CONCATENATED MODULE: external "node:util"
const external_node_util_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");
;// CONCATENATED MODULE: ./src/cli/args.ts
/**
 * Command-line parsing for `memkeep`: node's parseArgs with a declarative
 * spec per command, so every command gets the same `--root`, `--help`,
 * unknown-option and missing-argument handling and the same usage text.
 */



const COMMON = {
    root: { type: 'string', value: 'DIR', help: 'store root (default: the current directory)' },
    help: { type: 'boolean', help: 'show this help' },
};
/** Parses argv for one command; usage problems are config errors (exit 2) naming the option. */
function parseCommand(spec, argv) {
    const options = { ...spec.options, ...COMMON };
    let parsed;
    try {
        parsed = (0,external_node_util_namespaceObject.parseArgs)({
            args: argv,
            allowPositionals: true,
            strict: true,
            options: Object.fromEntries(Object.entries(options).map(([k, o]) => [k, { type: o.type, multiple: o.multiple ?? false }])),
        });
    }
    catch (err) {
        throw (0,errors/* configError */.Fj)(`${spec.name}: ${parseProblem(err, Object.keys(options))}\n${usage(spec)}`, { field: spec.name });
    }
    const values = parsed.values;
    const help = values.help === true;
    if (!help) {
        checkPositionals(spec, parsed.positionals);
        for (const [key, o] of Object.entries(spec.options)) {
            if (o.required && values[key] === undefined) {
                throw (0,errors/* configError */.Fj)(`${spec.name}: --${key} is required\n${usage(spec)}`, { field: `--${key}` });
            }
        }
    }
    return { positionals: parsed.positionals, values, root: values.root ?? '.', help };
}
/**
 * memkeep's words for what parseArgs refused: its own messages name
 * internals ("positional argument", `<value>`) and run over several lines.
 */
function parseProblem(err, known) {
    const e = err;
    const option = /'(-[^' ]*)/.exec(e.message)?.[1] ?? '';
    switch (e.code) {
        case 'ERR_PARSE_ARGS_UNKNOWN_OPTION':
            return `unknown option ${option}${(0,suggest/* didYouMean */.a)(option.replace(/^-+/, ''), known, '--')}`;
        case 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE':
            return e.message.includes('argument missing')
                ? `option ${option} needs a value`
                : `option ${option} takes no value`;
        default:
            return e.message.split('\n')[0];
    }
}
function checkPositionals(spec, positionals) {
    // `AGENT...` and the optional `[AGENT...]` both take any number.
    const variadic = spec.args.some((a) => a.replace(/\]$/, '').endsWith('...'));
    const required = spec.args.filter((a) => !a.startsWith('[')).length;
    if (positionals.length < required) {
        const missing = spec.args[positionals.length];
        throw (0,errors/* configError */.Fj)(`${spec.name}: missing argument ${missing}\n${usage(spec)}`, { field: missing });
    }
    if (!variadic && positionals.length > spec.args.length) {
        throw (0,errors/* configError */.Fj)(`${spec.name}: unexpected argument "${positionals[spec.args.length]}"\n${usage(spec)}`, {
            field: spec.name,
        });
    }
}
function usage(spec) {
    return `usage: memkeep ${spec.name} ${[...spec.args, '[options]'].join(' ')}`;
}
/** Full help text for one command. */
function helpText(spec) {
    const options = { ...spec.options, ...COMMON };
    const rows = Object.entries(options).map(([k, o]) => {
        const flag = `--${k}${o.value ? ' ' + o.value : ''}`;
        return `  ${flag.padEnd(26)}${o.help}${o.required ? ' (required)' : ''}`;
    });
    return `${spec.summary}\n\n${usage(spec)}\n\noptions:\n${rows.join('\n')}\n\nexample:\n  ${spec.example}\n`;
}

// EXTERNAL MODULE: ./src/git/author.ts
var author = __nccwpck_require__(9209);
;// CONCATENATED MODULE: ./src/cli/gc-commands.ts
/**
 * The maintenance commands over a whole store: gc (and, with the pruning
 * work, prune). They parse flags here and hand over to src/gc.
 */




function analyzerFlag(value) {
    if (value === undefined)
        return undefined;
    if (!config/* ANALYZERS */.AX.includes(value)) {
        throw (0,errors/* configError */.Fj)(`--analyzer must be one of ${config/* ANALYZERS */.AX.join(', ')} (got "${String(value)}")`, {
            field: '--analyzer',
        });
    }
    return value;
}
const gcCommands = [
    {
        name: 'gc',
        summary: "Analyse an agent's run log for patterns and repeated work, then trim it to last_n entries (axe gc), distilling what the trim drops into digest.md and lessons.md.",
        args: ['[AGENT]'],
        options: {
            all: { type: 'boolean', help: 'every agent with memory enabled, one after another' },
            'dry-run': { type: 'boolean', help: 'analyse and print, trim nothing' },
            model: { type: 'string', value: 'P/M', help: "override the agent's model (provider/model)" },
            analyzer: { type: 'string', value: 'A', help: 'auto (default), llm or local' },
            json: { type: 'boolean', help: 'print one machine-readable report instead of text' },
            commit: { type: 'boolean', help: 'commit the trimmed logs and push them to the current branch' },
            author: { type: 'string', value: '"N <E>"', help: 'commit author (default: your git user.name and user.email)' },
            'no-distil': { type: 'boolean', help: 'trim without writing a digest of the dropped entries or lessons' },
        },
        example: 'memkeep gc --all --dry-run --root examples/store',
        async run(parsed, io) {
            // Loaded on use: `--version` and the store commands start without them.
            const { runGc } = await Promise.all(/* import() */[__nccwpck_require__.e(623), __nccwpck_require__.e(499)]).then(__nccwpck_require__.bind(__nccwpck_require__, 5499));
            return runGc({
                root: (0,external_node_path_.resolve)(io.cwd, parsed.root),
                agent: parsed.positionals[0],
                all: parsed.values.all === true,
                dryRun: parsed.values['dry-run'] === true,
                model: parsed.values.model,
                analyzer: analyzerFlag(parsed.values.analyzer),
                json: parsed.values.json === true,
                commit: parsed.values.commit === true,
                author: authorFlag(parsed.values.author),
                noDistil: parsed.values['no-distil'] === true,
            }, io);
        },
    },
    {
        name: 'trim',
        summary: "Trim an agent's run log to its last_n entries (or --keep N) without analysing it.",
        args: ['AGENT'],
        options: {
            keep: { type: 'string', value: 'N', help: 'entries to keep (default: last_n, else max_entries)' },
            'dry-run': { type: 'boolean', help: 'say what would be removed, change nothing' },
        },
        example: 'memkeep trim pr-reviewer --keep 20',
        async run(parsed, io) {
            const { runTrim } = await Promise.all(/* import() */[__nccwpck_require__.e(623), __nccwpck_require__.e(499)]).then(__nccwpck_require__.bind(__nccwpck_require__, 5499));
            return runTrim({
                root: (0,external_node_path_.resolve)(io.cwd, parsed.root),
                agent: parsed.positionals[0],
                keep: keepFlag(parsed.values.keep),
                dryRun: parsed.values['dry-run'] === true,
            }, io);
        },
    },
    {
        name: 'prune',
        summary: 'Delete episodic and procedural memory older than its retention (ages from git history).',
        args: ['[AGENT...]'],
        options: {
            'dry-run': { type: 'boolean', help: 'list what would be pruned, delete nothing' },
            json: { type: 'boolean', help: 'print one machine-readable report instead of text' },
            commit: { type: 'boolean', help: 'commit the deletions and push them to the current branch' },
            author: { type: 'string', value: '"N <E>"', help: 'commit author (default: your git user.name and user.email)' },
        },
        example: 'memkeep prune --dry-run --root examples/store',
        async run(parsed, io) {
            const { runPrune } = await Promise.all(/* import() */[__nccwpck_require__.e(623), __nccwpck_require__.e(499)]).then(__nccwpck_require__.bind(__nccwpck_require__, 5499));
            return runPrune({
                root: (0,external_node_path_.resolve)(io.cwd, parsed.root),
                agents: parsed.positionals,
                dryRun: parsed.values['dry-run'] === true,
                json: parsed.values.json === true,
                commit: parsed.values.commit === true,
                author: authorFlag(parsed.values.author),
            }, io);
        },
    },
];
function keepFlag(value) {
    if (value === undefined)
        return undefined;
    if (typeof value !== 'string' || !/^\d+$/.test(value)) {
        throw (0,errors/* configError */.Fj)(`--keep must be a whole number (got "${String(value)}")`, { field: '--keep' });
    }
    return Number(value);
}
function authorFlag(value) {
    return typeof value === 'string' ? (0,author/* parseAuthor */.R)(value) : undefined;
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __nccwpck_require__(1455);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(3024);
// EXTERNAL MODULE: ./src/format/headings.ts
var headings = __nccwpck_require__(6732);
// EXTERNAL MODULE: ./src/format/order.ts
var format_order = __nccwpck_require__(4731);
;// CONCATENATED MODULE: ./src/store/detect.ts
/**
 * `memkeep init`'s scan: known ways agents keep memory in a repository, each
 * turned into the agent config memkeep would need. Nothing here writes.
 *
 * Known layouts: Squad (`.squad/agents/<name>/history.md`), Claude Code
 * agent memory (`.claude/agent-memory/<agent>/MEMORY.md`), a Cline memory
 * bank (`memory-bank/activeContext.md`), aide agents (`agents/<name>/Aidefile`,
 * already configured), and run logs: a markdown file named like a log whose
 * headings at one level are entries (its order read from their dates).
 */





const SKIP_DIRS = new Set(['node_modules', '.git', 'dist', 'build', '.memkeep', 'vendor']);
const LOG_NAME = /(log|history|journal|incidents?|memory|context|progress|notes)[^/]*\.md$/i;
const MAX_DEPTH = 4;
const MIN_ENTRIES = 3;
/** Every layout found under `root`, in a stable order. */
function detectLayouts(root) {
    const files = walk(root, root, 0).sort();
    const found = [];
    const claimed = new Set();
    const rel = (p) => (0,external_node_path_.relative)(root, p).split(external_node_path_.sep).join('/');
    for (const f of files) {
        const r = rel(f);
        let m;
        if ((m = /^\.squad\/agents\/([^/]+)\/history\.md$/.exec(r))) {
            claimed.add(r);
            found.push(agentConfig(m[1], `Squad history ${r}`, { preset: 'squad', path: r }, [
                '### entries under "## Learnings", ordered by git commit time; Core Context kept',
            ]));
        }
        else if ((m = /^(.*\/)?\.claude\/agent-memory\/([^/]+)\/MEMORY\.md$/.exec(r))) {
            const dir = r.slice(0, -'/MEMORY.md'.length);
            for (const g of files)
                if (rel(g).startsWith(`${dir}/`))
                    claimed.add(rel(g));
            found.push(agentConfig(m[2], `Claude Code agent memory ${dir}/`, { preset: 'claude-code', procedural_dir: dir, episodic_dir: dir }, [
                'MEMORY.md is the index (core); topic files typed by front matter: feedback and user never pruned; linked files never pruned',
            ]));
        }
        else if ((m = /^(.*\/)?memory-bank\/activeContext\.md$/.exec(r))) {
            const dir = r.slice(0, -'/activeContext.md'.length);
            for (const g of files)
                if (rel(g).startsWith(`${dir}/`))
                    claimed.add(rel(g));
            const order = logOrder(f, 2);
            const fields = { preset: 'cline', path: r, procedural_dir: dir };
            const notes = [
                'core files (projectbrief, productContext, systemPatterns, techContext, activeContext, progress, .cursor/) never pruned',
            ];
            if (order.order && order.order !== 'newest-first') {
                fields.order = 'auto';
                notes.push(`the dated entries of ${r} run oldest first: order = "auto"`);
            }
            found.push(agentConfig((0,external_node_path_.basename)(dir) === 'memory-bank' ? 'cline' : sanitize((0,external_node_path_.basename)(dir)), `Cline memory bank ${dir}/`, fields, notes));
        }
        else if ((m = new RegExp(`^${config/* AGENTS_DIR */.bo}/([^/]+)/${config/* AIDEFILE */.OX}$`).exec(r))) {
            found.push({ agent: m[1], what: `aide agent ${r} (already configured)`, notes: [] });
        }
    }
    for (const f of files) {
        const r = rel(f);
        if (claimed.has(r) || !LOG_NAME.test(r) || r.startsWith(`${config/* AGENTS_DIR */.bo}/`))
            continue;
        const log = logShape(f);
        if (!log)
            continue;
        found.push(agentConfig(sanitize((0,external_node_path_.basename)(r, '.md')), `run log ${r}`, { ...log.fields, path: r }, log.notes));
    }
    return found;
}
function agentConfig(agent, what, fields, notes) {
    const lines = [`# Written by memkeep init: ${what}`, '[memory]', 'enabled = true'];
    for (const [k, v] of Object.entries(fields))
        lines.push(`${k} = ${JSON.stringify(v)}`);
    return { agent, what, configFile: `${config/* AGENTS_DIR */.bo}/${agent}.toml`, config: `${lines.join('\n')}\n`, notes };
}
/** The entry level, section and order of a markdown file that reads as a log; undefined when it does not. */
function logShape(path) {
    let buf;
    try {
        buf = (0,external_node_fs_.readFileSync)(path);
    }
    catch {
        return undefined;
    }
    const heads = (0,headings/* headingsOf */.z)(buf, 4);
    for (const level of [2, 3]) {
        const at = heads.filter((h) => h.level === level);
        if (at.length < MIN_ENTRIES)
            continue;
        const fields = {};
        const notes = [];
        if (level > 2) {
            fields.entry_heading = '#'.repeat(level);
            const sections = new Set(at.map((h) => heads
                .filter((s) => s.level === 2 && s.start < h.start)
                .at(-1)
                ?.title.trim()));
            const [only] = sections;
            if (sections.size === 1 && only)
                fields.entries_under = only;
        }
        const order = (0,format_order/* orderFromTimestamps */.ki)(at.map((h) => h.title));
        if (order === 'newest-first')
            fields.order = 'newest-first';
        notes.push(order
            ? `entry dates run ${order}`
            : 'entries are not all dated: oldest-first assumed (set order = "git" for history order)');
        return { fields, notes };
    }
    return undefined;
}
function logOrder(path, level) {
    try {
        const heads = (0,headings/* headingsOf */.z)((0,external_node_fs_.readFileSync)(path), level).filter((h) => h.level === level && /\d{4}-\d{2}/.test(h.title));
        return { order: heads.length >= 2 ? (0,format_order/* orderFromTimestamps */.ki)(heads.map((h) => h.title)) : undefined };
    }
    catch {
        return {};
    }
}
function sanitize(name) {
    const s = name
        .toLowerCase()
        .replace(/[^a-z0-9._-]+/g, '-')
        .replace(/^[^a-z0-9]+/, '');
    return s || 'agent';
}
function walk(root, dir, depth) {
    let entries;
    try {
        entries = (0,external_node_fs_.readdirSync)(dir, { withFileTypes: true });
    }
    catch {
        return [];
    }
    const out = [];
    for (const e of entries) {
        const p = (0,external_node_path_.join)(dir, e.name);
        if (e.isDirectory()) {
            if (!SKIP_DIRS.has(e.name) && depth < MAX_DEPTH)
                out.push(...walk(root, p, depth + 1));
        }
        else if (e.isFile() && (e.name.endsWith('.md') || e.name === config/* AIDEFILE */.OX) && (0,external_node_fs_.statSync)(p).size > 0)
            out.push(p);
    }
    return out;
}

;// CONCATENATED MODULE: ./src/cli/init-command.ts
/**
 * `memkeep init`: finds the memory layouts in a repository (src/store/detect.ts),
 * prints what it found and the config it would write, and writes it only
 * with --write, never over an existing file.
 */





const initCommands = [
    {
        name: 'init',
        summary: 'Find agent memory in a repository and propose (or with --write, write) its config.',
        args: [],
        options: {
            write: { type: 'boolean', help: 'write the proposed agent configs (never overwrites a file)' },
        },
        example: 'memkeep init --root . --write',
        async run(parsed, io) {
            const root = await (0,config/* resolveStoreRoot */.iI)((0,external_node_path_.resolve)(io.cwd, parsed.root));
            const found = detectLayouts(root);
            if (found.length === 0) {
                io.out('No known memory layout found.\n');
                return 0;
            }
            for (const d of found) {
                io.out(`Found ${d.what}${d.notes.length ? ` (${d.notes.join('; ')})` : ''}\n`);
                if (!d.configFile)
                    continue;
                const file = (0,external_node_path_.join)(root, d.configFile);
                if (!parsed.values.write) {
                    io.out(`  would write ${d.configFile}:\n${d.config.replace(/^/gm, '    ')}`);
                    continue;
                }
                try {
                    await (0,promises_.mkdir)((0,external_node_path_.dirname)(file), { recursive: true });
                    await (0,promises_.writeFile)(file, d.config, { flag: 'wx' });
                    io.out(`  wrote ${d.configFile}\n`);
                }
                catch (err) {
                    if (err.code !== 'EEXIST')
                        throw (0,errors/* ioError */.bD)('write', file, err);
                    io.out(`  kept the existing ${d.configFile} (init never overwrites)\n`);
                }
            }
            if (!parsed.values.write)
                io.out('Nothing written: run again with --write to write these files.\n');
            return 0;
        },
    },
];

// EXTERNAL MODULE: ./src/format/layout.ts
var layout = __nccwpck_require__(533);
// EXTERNAL MODULE: ./src/plural.ts
var plural = __nccwpck_require__(9133);
// EXTERNAL MODULE: ./src/store/agent-load.ts
var agent_load = __nccwpck_require__(1757);
// EXTERNAL MODULE: ./src/store/duration.ts
var duration = __nccwpck_require__(6685);
// EXTERNAL MODULE: ./src/store/failures.ts
var failures = __nccwpck_require__(9646);
// EXTERNAL MODULE: ./src/store/lock.ts
var lock = __nccwpck_require__(5074);
// EXTERNAL MODULE: ./src/store/atomic.ts
var atomic = __nccwpck_require__(2892);
// EXTERNAL MODULE: ./src/store/sections.ts + 1 modules
var sections = __nccwpck_require__(885);
// EXTERNAL MODULE: ./src/store/writelock.ts + 1 modules
var writelock = __nccwpck_require__(3444);
;// CONCATENATED MODULE: ./src/store/merge.ts
/**
 * Typed-memory merge (aide `merge(path, content, dedupe)`): append text to a
 * memory file, optionally skipping lines already present or replacing
 * `## ` blocks by heading. Blocks are found with the section splitter of
 * sections.ts, so a `## ` line inside a code fence is body text here too.
 *
 * A locked file is never merged into; the whole file is read and refused if
 * it is not UTF-8 text; the result is written atomically, keeping the mode.
 * The read and the write happen under the file's write lock (writelock.ts),
 * so concurrent merges take turns and none is lost.
 * Incoming text adopts the file's line ending so a CRLF file stays CRLF.
 */





/** The `--dedupe` values, default first. */
const DEDUPE_MODES = ['none', 'line_hash', 'section_replace'];
/** The `--dedupe` value as a mode; anything else is a config error naming the option. */
function parseDedupe(value) {
    const mode = DEDUPE_MODES.find((m) => m === value);
    if (mode)
        return mode;
    throw (0,errors/* configError */.Fj)(`--dedupe must be one of ${DEDUPE_MODES.join(', ')}, not ${JSON.stringify(value)}`, {
        field: '--dedupe',
    });
}
/**
 * Merges `content` into the file at `path` (created, with its directories,
 * when missing) and reports what happened. An existing file that the merge
 * would not change is not rewritten.
 */
async function mergeInto(path, content, dedupe) {
    await (0,lock/* assertUnlocked */.Wj)(path, 'merge into');
    return (0,writelock/* withWriteLock */.vO)(path, async () => {
        const existing = await (0,sections/* readTextForRewrite */.pD)(path, 'merge into');
        const base = existing ?? '';
        const eol = (0,sections/* lineEnding */.En)(base || content);
        // A BOM or foreign line endings in the middle of a file would be noise.
        const incoming = base === '' ? content : content.replace(/^\uFEFF/, '').replace(/\r?\n/g, eol);
        const { text, ...result } = merge(base, incoming, dedupe, eol);
        if (existing === undefined || text !== existing)
            await (0,atomic/* writeFileAtomic */.Zf)(path, text, { mkdirs: true });
        return result;
    });
}
function merge(base, incoming, dedupe, eol) {
    switch (dedupe) {
        case 'none':
            return { text: append(base, incoming, eol), added: nonBlankLines(incoming), replaced: 0, skipped: 0 };
        case 'line_hash':
            return lineHash(base, incoming, eol);
        case 'section_replace':
            return sectionReplace(base, incoming, eol);
    }
}
/**
 * `text + addition`, with a line break first when `text` ends inside a line.
 * Empty text, or only a BOM, has no line to finish. A final CR is half a
 * CRLF, so `\n` completes it: adding a whole `\r\n` after it would turn that
 * CR into text, and a last line `x\r` (or a fence opener) into another line.
 */
function append(text, addition, eol) {
    if (addition === '' || /(^\uFEFF?|\n)$/.test(text))
        return text + addition;
    return text + (text.endsWith('\r') ? '\n' : eol) + addition;
}
/**
 * Lines with their terminators, and their text without. Every CR before the
 * `\n` counts as line ending, and so does a CR at the very end: converting to
 * the file's line ending turns `x\r\r\n` into `x\r\n`, and an append turns a
 * final `x\r` into `x\r\n`, so lines that differ only there read back alike.
 */
function lines(text) {
    return (text.match(/[^\n]*\n|[^\n]+$/g) ?? []).map((raw) => ({ raw, text: raw.replace(/\r*\n?$/, '') }));
}
function isBlank(line) {
    return line.trim() === '';
}
function nonBlankLines(text) {
    return lines(text).filter((l) => !isBlank(l.text)).length;
}
/**
 * Appends the incoming lines whose exact text (trailing CRs aside, see
 * lines()) is neither in the file nor earlier in the incoming text. Blank
 * lines are kept (they carry markdown structure), but only when at least one
 * line is appended: otherwise merging the same text again would add its
 * blank lines every time.
 */
function lineHash(base, incoming, eol) {
    const seen = new Set(lines(base.replace(/^\uFEFF/, '')).map((l) => l.text));
    // Incoming text keeps its BOM only when it starts a new file, where the BOM
    // is the file's and not part of the first line.
    const bom = incoming.startsWith('\uFEFF') ? '\uFEFF' : '';
    const kept = [bom];
    let added = 0;
    let skipped = 0;
    for (const { raw, text } of lines(incoming.slice(bom.length))) {
        if (isBlank(text)) {
            kept.push(raw);
        }
        else if (seen.has(text)) {
            skipped++;
        }
        else {
            seen.add(text);
            kept.push(raw);
            added++;
        }
    }
    return { text: added > 0 ? append(base, kept.join(''), eol) : base, added, replaced: 0, skipped };
}
/**
 * Each incoming `## ` block replaces, byte for byte and in place, the first
 * existing block with the same heading (a heading repeated in the incoming
 * text: the last one wins); blocks with new headings are appended. The file's
 * preamble and every other block stay byte-identical, except that a block
 * (or preamble) leaving a fence opener unclosed gets a closing fence line
 * when a fence line after it would close that opener. A non-blank incoming preamble is appended before the
 * new blocks, keeping its place in front of them.
 */
function sectionReplace(base, incoming, eol) {
    const have = (0,sections/* splitSections */.nO)(base);
    const add = (0,sections/* splitSections */.nO)(incoming);
    const blocks = have.sections.map((s) => s.raw);
    const slots = new Map();
    have.sections.forEach((s, i) => {
        if (!slots.has(s.heading))
            slots.set(s.heading, i);
    });
    const replaced = new Set();
    for (const { heading, raw } of add.sections) {
        const slot = slots.get(heading);
        if (slot === undefined) {
            slots.set(heading, blocks.length);
            blocks.push(raw);
        }
        else {
            blocks[slot] = raw;
            if (slot < have.sections.length)
                replaced.add(slot);
        }
    }
    if (!isBlank(add.preamble))
        blocks.splice(have.sections.length, 0, add.preamble);
    // Last to first, so a piece knows the closing runs of everything after it
    // (closing lines added there included): it gets a closing fence line only
    // when what follows would otherwise close one of its unclosed openers and
    // turn the blocks between into code.
    const pieces = [have.preamble, ...blocks];
    let following = { '`': 0, '~': 0 };
    for (let i = pieces.length - 1; i >= 0; i--) {
        const piece = pieces[i] ?? '';
        const closer = (0,sections/* fenceCloser */.u6)(piece, following);
        const closed = closer === undefined ? piece : append(piece, closer, eol);
        const own = (0,sections/* closingRuns */.Qm)(closed);
        following = { '`': Math.max(following['`'], own['`']), '~': Math.max(following['~'], own['~']) };
        pieces[i] = closed;
    }
    return {
        // Existing blocks other than the last already end with a newline, so
        // append() only ever adds one after an incoming or final block.
        text: pieces.reduce((text, piece) => append(text, piece, eol), ''),
        added: blocks.length - have.sections.length,
        replaced: replaced.size,
        skipped: 0,
    };
}

// EXTERNAL MODULE: ./src/store/remember.ts
var remember = __nccwpck_require__(3594);
// EXTERNAL MODULE: ./src/store/runlog.ts
var runlog = __nccwpck_require__(8500);
// EXTERNAL MODULE: ./src/store/regular.ts
var regular = __nccwpck_require__(2217);
;// CONCATENATED MODULE: ./src/store/snapshot.ts




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
    const key = options.workdir ? (0,sections/* projectKey */.$N)((0,external_node_path_.resolve)(options.workdir)) : '';
    if (options.workdir)
        paths.workdirMemory = (0,external_node_path_.join)(options.workdir, 'EVVA.md');
    if (options.storeRoot) {
        paths.userProfile = (0,external_node_path_.join)(options.storeRoot, 'USER_PROFILE.md');
        if (options.loadProjectMemory && key) {
            paths.projectMemory = (0,external_node_path_.join)(options.storeRoot, 'projects', key, 'MEMORY.md');
        }
    }
    const workdirMemory = await readCapped(paths.workdirMemory, warnings);
    const userProfile = await readCapped(paths.userProfile, warnings);
    const projectMemory = await readCapped(paths.projectMemory, warnings);
    return {
        workdirMemory,
        userProfile,
        projectMemory,
        projectMemoryIndex: (0,sections/* indexSummary */.Td)(projectMemory, 80),
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
 * A leading BOM is consumed by the decoder: the snapshot is text for a
 * prompt, not bytes to write back.
 */
async function readCapped(path, warnings) {
    if (!path)
        return '';
    let fh;
    try {
        fh = (await (0,regular/* openRegular */.lf)(path))?.fh;
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
        const strict = new TextDecoder('utf-8', { fatal: true });
        try {
            return strict.decode(bytes, { stream: truncated });
        }
        catch {
            warnings.push(`memdir: ${path} is not valid UTF-8: invalid bytes shown as U+FFFD`);
            return new TextDecoder().decode(bytes, { stream: truncated });
        }
    }
    catch (err) {
        if (err.code !== 'ENOENT')
            warnings.push(`memdir: ${(0,errors/* ioError */.bD)('read', path, err).message}`);
        return '';
    }
    finally {
        await fh?.close().catch(() => undefined);
    }
}

// EXTERNAL MODULE: ./src/store/typed.ts
var typed = __nccwpck_require__(793);
;// CONCATENATED MODULE: ./src/cli/store-commands.ts
/**
 * The agent-facing store commands: log, fail, merge, promote, demote,
 * expire, lock, unlock, load, remember. Each handler turns parsed arguments
 * into one library call and prints its result; errors propagate as
 * MemkeepError values to the dispatcher, which owns messages and exit codes.
 */














/** A PATH argument: relative to the store root (or absolute inside it), never outside it. */
function storePath(store, value) {
    return (0,config/* resolveInside */.LI)(store.root, store.root, value, { field: 'PATH' });
}
async function storeFor(parsed, io) {
    const store = await (0,config/* loadStoreConfig */.oj)((0,external_node_path_.resolve)(io.cwd, parsed.root));
    for (const w of store.warnings)
        io.err(`Warning: ${w}\n`);
    return store;
}
/** Loads an agent and warns about its config (unknown [memory] keys), as gc does. */
async function agentFor(store, name, io) {
    const agent = await (0,config/* loadAgent */.eR)(store, name);
    for (const w of agent.warnings)
        io.err(`Warning: ${w}\n`);
    return agent;
}
const str = (parsed, key) => parsed.values[key];
const storeCommands = [
    {
        name: 'log',
        summary: 'Append one run-log entry for an agent (axe format).',
        args: ['AGENT'],
        options: {
            task: { type: 'string', value: 'T', required: true, help: 'what the agent was asked to do' },
            result: { type: 'string', value: 'R', required: true, help: 'what it produced (cut at 1000 bytes)' },
        },
        example: 'memkeep log pr-reviewer --task "Review PR #42" --result "Approved with two comments"',
        async run(parsed, io) {
            const store = await storeFor(parsed, io);
            const agent = await agentFor(store, parsed.positionals[0], io);
            await (0,runlog/* appendEntry */.D4)(agent.memory.path, { task: str(parsed, 'task'), result: str(parsed, 'result') }, (0,layout/* layoutOf */.aH)(agent.memory));
            const count = await (0,runlog/* countEntries */.EX)(agent.memory.path, { layout: (0,layout/* layoutOf */.aH)(agent.memory) });
            io.out(`Appended entry to ${(0,config/* storeRelative */.EM)(store, agent.memory.path)} (${(0,plural/* plural */.L)(count, 'entry', 'entries')}).\n`);
            const max = agent.memory.maxEntries;
            if (max > 0 && count >= max) {
                io.err(`Warning: agent "${agent.name}" memory has ${(0,plural/* plural */.L)(count, 'entry', 'entries')} (max_entries: ${max}). Run 'memkeep gc ${agent.name}' to trim.\n`);
            }
            return 0;
        },
    },
    {
        name: 'fail',
        summary: "Append a failure note to the agent's procedural failures.md (aide format).",
        args: ['AGENT'],
        options: {
            why: { type: 'string', value: 'W', required: true, help: 'partial, timeout, failure, cancelled or free text' },
            task: { type: 'string', value: 'T', required: true, help: 'the task that failed (first 200 characters kept)' },
            tokens: { type: 'string', value: 'N', help: 'tokens the run used' },
            issue: { type: 'string', value: 'I', help: 'issue or pull request number (default: local)' },
            'run-url': { type: 'string', value: 'U', help: 'link to the failed run' },
            commit: { type: 'string', value: 'S', help: 'commit the run was on' },
        },
        example: 'memkeep fail pr-reviewer --why timeout --task "Review PR #42" --tokens 120000',
        async run(parsed, io) {
            const store = await storeFor(parsed, io);
            const agent = await agentFor(store, parsed.positionals[0], io);
            const tokensText = str(parsed, 'tokens');
            const file = await (0,failures/* appendFailureNote */.lA)(agent.memory.proceduralDir, {
                why: str(parsed, 'why'),
                task: str(parsed, 'task'),
                tokens: tokensText === undefined ? undefined : (0,failures/* parseTokens */.oY)(tokensText),
                issue: str(parsed, 'issue'),
                runUrl: str(parsed, 'run-url'),
                commit: str(parsed, 'commit'),
            });
            io.out(`Recorded failure note in ${(0,config/* storeRelative */.EM)(store, file)}.\n`);
            return 0;
        },
    },
    {
        name: 'merge',
        summary: 'Merge standard input into a memory file.',
        args: ['PATH'],
        options: {
            dedupe: { type: 'string', value: 'MODE', help: 'none (default), line_hash or section_replace' },
        },
        example: 'echo "- prefers squash merges" | memkeep merge memory/pr-reviewer/procedural/habits.md --dedupe line_hash',
        async run(parsed, io) {
            const dedupe = parseDedupe(str(parsed, 'dedupe') ?? 'none');
            const store = await storeFor(parsed, io);
            const path = await storePath(store, parsed.positionals[0]);
            const input = await io.readStdin();
            const text = decodeUtf8(input, 'standard input');
            const r = await mergeInto(path, text, dedupe);
            io.out(`Merged into ${(0,config/* storeRelative */.EM)(store, path)}: ${r.added} added, ${r.replaced} replaced, ${r.skipped} skipped.\n`);
            return 0;
        },
    },
    ...['promote', 'demote'].map((verb) => ({
        name: verb,
        summary: verb === 'promote'
            ? 'Atomically move a memory file to a longer-lived type (e.g. episodic to core).'
            : 'Atomically move a memory file to a shorter-lived type (e.g. core to episodic).',
        args: ['SRC', 'DST'],
        options: {},
        example: verb === 'promote'
            ? 'memkeep promote memory/pr-reviewer/episodic/style.md memory/pr-reviewer/procedural/style.md'
            : 'memkeep demote memory/pr-reviewer/procedural/old.md memory/pr-reviewer/episodic/old.md',
        async run(parsed, io) {
            const store = await storeFor(parsed, io);
            const src = await storePath(store, parsed.positionals[0]);
            const dst = await storePath(store, parsed.positionals[1]);
            await (verb === 'promote' ? typed/* promote */.pt : typed/* demote */.vr)(src, dst);
            io.out(`${verb === 'promote' ? 'Promoted' : 'Demoted'} ${(0,config/* storeRelative */.EM)(store, src)} -> ${(0,config/* storeRelative */.EM)(store, dst)}.\n`);
            return 0;
        },
    })),
    {
        name: 'expire',
        summary: 'Delete a memory file if it is older than a maximum age (a missing file is a no-op).',
        args: ['PATH'],
        options: {
            'max-age': { type: 'string', value: 'D', required: true, help: 'age limit: <n>h, <n>d or <n>w' },
        },
        example: 'memkeep expire memory/pr-reviewer/episodic/scratch.md --max-age 7d',
        async run(parsed, io) {
            const maxAge = str(parsed, 'max-age');
            const maxAgeMs = (0,duration/* parseDuration */.E)(maxAge);
            if (maxAgeMs === undefined) {
                throw (0,errors/* configError */.Fj)(`--max-age "${maxAge}" is not a duration (use <n>h, <n>d or <n>w)`, { field: '--max-age' });
            }
            const store = await storeFor(parsed, io);
            const path = await storePath(store, parsed.positionals[0]);
            // Same ages as prune: in a checkout mtime is the checkout time (or
            // whatever a cache restore left), so history decides.
            const now = new Date();
            // Loaded on use: git (simple-git) is most of the CLI's size, and only expire needs it here.
            const { gitAges } = await __nccwpck_require__.e(/* import() */ 102).then(__nccwpck_require__.bind(__nccwpck_require__, 3102));
            const ages = await gitAges(store.root, { cutoff: new Date(now.getTime() - maxAgeMs) });
            for (const w of ages.warnings)
                io.err(`Warning: ${w}\n`);
            const r = await (0,typed/* expire */.Gb)(path, maxAgeMs, { ages, now });
            io.out(r.removed ? `Expired ${(0,config/* storeRelative */.EM)(store, path)}.\n` : `Kept ${(0,config/* storeRelative */.EM)(store, path)}: ${r.reason}.\n`);
            return 0;
        },
    },
    ...['lock', 'unlock'].map((verb) => ({
        name: verb,
        summary: verb === 'lock'
            ? 'Create the advisory <PATH>.lock sentinel: nothing memkeep does will change PATH until unlock.'
            : 'Remove the <PATH>.lock sentinel.',
        args: ['PATH'],
        options: {},
        example: `memkeep ${verb} memory/pr-reviewer/procedural/rules.md`,
        async run(parsed, io) {
            const store = await storeFor(parsed, io);
            const path = await storePath(store, parsed.positionals[0]);
            await (verb === 'lock' ? lock/* lock */.s2 : lock/* unlock */.Tl)(path);
            io.out(`${verb === 'lock' ? 'Locked' : 'Unlocked'} ${(0,config/* storeRelative */.EM)(store, path)}.\n`);
            return 0;
        },
    })),
    {
        name: 'load',
        summary: 'Print what an agent starts with: with AGENT its core, distilled and procedural files and newest run-log entries; without, the evva snapshot.',
        args: ['[AGENT]'],
        options: {
            budget: { type: 'string', value: 'BYTES', help: 'with AGENT: most bytes of text to print (default 25600)' },
            entries: {
                type: 'string',
                value: 'N',
                help: 'with AGENT: run-log entries to consider (default last_n, else 10)',
            },
            workdir: { type: 'string', value: 'DIR', help: 'the project directory (default: the current directory)' },
            project: { type: 'boolean', help: "include the project's MEMORY.md and its index" },
            json: { type: 'boolean', help: 'print the snapshot as JSON' },
        },
        example: 'memkeep load pr-reviewer --budget 16000',
        async run(parsed, io) {
            const name = parsed.positionals[0];
            if (name !== undefined)
                return loadAgentCommand(parsed, name, io);
            for (const flag of ['budget', 'entries']) {
                if (parsed.values[flag] !== undefined)
                    throw (0,errors/* configError */.Fj)(`load: --${flag} needs an AGENT`, { field: `--${flag}` });
            }
            const store = await storeFor(parsed, io);
            const snapshot = await loadSnapshot({
                workdir: (0,external_node_path_.resolve)(io.cwd, str(parsed, 'workdir') ?? '.'),
                storeRoot: store.root,
                loadProjectMemory: parsed.values.project === true,
            });
            if (parsed.values.json) {
                io.out(JSON.stringify(snapshot, null, 2) + '\n');
                return 0;
            }
            for (const w of snapshot.warnings)
                io.err(`Warning: ${w}\n`);
            const parts = [
                ['Workdir memory (EVVA.md)', snapshot.workdirMemory],
                ['User profile (USER_PROFILE.md)', snapshot.userProfile],
                ['Project memory index', snapshot.projectMemoryIndex],
                ['Project memory (MEMORY.md)', snapshot.projectMemory],
            ];
            const shown = parts.filter(([, body]) => body.trim() !== '');
            if (shown.length === 0)
                io.out('No memory files found.\n');
            for (const [title, body] of shown)
                io.out(`=== ${title} ===\n${body.replace(/\n?$/, '\n')}\n`);
            return 0;
        },
    },
    {
        name: 'remember',
        summary: 'Set sections of USER_PROFILE.md or a project MEMORY.md, written atomically.',
        args: [],
        options: {
            profile: { type: 'boolean', help: 'update USER_PROFILE.md' },
            project: { type: 'boolean', help: "update the project's MEMORY.md (needs --workdir)" },
            workdir: { type: 'string', value: 'DIR', help: 'the project directory the memory belongs to' },
            set: {
                type: 'string',
                multiple: true,
                value: '"Heading=body"',
                help: 'a section to set (repeatable); an empty body clears it',
            },
        },
        example: 'memkeep remember --profile --set "Preferences=Prefers small PRs" --set "Working style=Tests first"',
        async run(parsed, io) {
            const profile = parsed.values.profile === true;
            const project = parsed.values.project === true;
            if (profile === project)
                throw (0,errors/* configError */.Fj)('remember: give exactly one of --profile or --project', { field: '--profile' });
            const workdir = str(parsed, 'workdir');
            if (project && !workdir)
                throw (0,errors/* configError */.Fj)('remember: --project needs --workdir DIR', { field: '--workdir' });
            const sets = parsed.values.set ?? [];
            if (sets.length === 0)
                throw (0,errors/* configError */.Fj)('remember: give at least one --set "Heading=body"', { field: '--set' });
            const updates = new Map();
            for (const s of sets) {
                const eq = s.indexOf('=');
                if (eq <= 0)
                    throw (0,errors/* configError */.Fj)(`remember: --set "${s}" must look like "Heading=body"`, { field: '--set' });
                updates.set(s.slice(0, eq).trim(), s.slice(eq + 1));
            }
            const store = await storeFor(parsed, io);
            const target = profile ? { profile } : { profile, workdir: (0,external_node_path_.resolve)(io.cwd, workdir) };
            const file = await (0,remember/* rememberSections */.o)(store, target, updates);
            io.out(`Updated ${[...updates.keys()].join(', ')} in ${(0,config/* storeRelative */.EM)(store, file)}.\n`);
            return 0;
        },
    },
];
/** `memkeep load AGENT`: the agent's own start (the evva snapshot is store-wide, so its flags do not apply). */
async function loadAgentCommand(parsed, name, io) {
    for (const flag of ['workdir', 'project']) {
        if (parsed.values[flag] !== undefined)
            throw (0,errors/* configError */.Fj)(`load: --${flag} is for the snapshot without an AGENT`, { field: `--${flag}` });
    }
    const store = await storeFor(parsed, io);
    const agent = await agentFor(store, name, io);
    const load = await (0,agent_load/* loadForAgent */.Ws)(store, agent, {
        budget: countFlag(parsed, 'budget'),
        entries: countFlag(parsed, 'entries'),
    });
    for (const w of load.warnings)
        io.err(`Warning: ${w}\n`);
    io.out(parsed.values.json
        ? JSON.stringify(load, null, 2) + '\n'
        : (0,agent_load/* renderAgentLoad */.C9)(load, (0,config/* storeRelative */.EM)(store, agent.memory.path)));
    return 0;
}
function countFlag(parsed, key) {
    const value = str(parsed, key);
    if (value === undefined)
        return undefined;
    if (!/^\d+$/.test(value))
        throw (0,errors/* configError */.Fj)(`--${key} must be a whole number (got "${value}")`, { field: `--${key}` });
    return Number(value);
}
/** Text to merge: valid UTF-8 without NUL bytes, the same test a file must pass to be merged into later. */
function decodeUtf8(bytes, what) {
    let text;
    try {
        text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    }
    catch {
        throw (0,errors/* configError */.Fj)(`${what} is not valid UTF-8 text`, { field: what });
    }
    if (text.includes('\u0000'))
        throw (0,errors/* configError */.Fj)(`${what} contains NUL bytes, so it is not text`, { field: what });
    return text;
}

;// CONCATENATED MODULE: ./src/cli/run.ts
/**
 * The `memkeep` dispatcher: picks the command, parses its arguments, runs it,
 * and is the one place where errors become messages on stderr and exit codes
 * (DESIGN.md section 2: 0 success, 1 operation, 2 config, 3 model/API).
 */








const commands = [...gcCommands, ...storeCommands, ...agentCommands, ...initCommands];
function overview() {
    const rows = commands.map((c) => `  ${c.name.padEnd(10)}${c.summary}`);
    return (`memkeep ${version/* VERSION */.x}: git-native memory for AI agents\n\n` +
        `usage: memkeep <command> [arguments] [--root DIR]\n\ncommands:\n${rows.join('\n')}\n\n` +
        `Run 'memkeep <command> --help' for a command's options.\n` +
        `Exit codes: 0 success, 1 operation error, 2 config error, 3 model/API error.\n`);
}
/** Runs one invocation and returns its exit code; never throws. */
async function runCli(argv, io) {
    const [name, ...rest] = argv;
    if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
        const target = name === 'help' ? commands.find((c) => c.name === rest[0]) : undefined;
        io.out(target ? helpText(target) : overview());
        return 0;
    }
    if (name === '--version' || name === '-v') {
        io.out(`${version/* VERSION */.x}\n`);
        return 0;
    }
    const command = commands.find((c) => c.name === name);
    if (!command) {
        const hint = (0,suggest/* didYouMean */.a)(name, commands.map((c) => c.name));
        io.err(`Error: unknown command "${name}"${hint}\n\n${overview()}`);
        return 2;
    }
    try {
        const parsed = parseCommand(command, rest);
        if (parsed.help) {
            io.out(helpText(command));
            return 0;
        }
        return await command.run(parsed, io);
    }
    catch (err) {
        io.err(`Error: ${(0,errors/* formatError */.Wk)(err)}\n`);
        return (0,errors/* exitCodeOf */.FO)(err);
    }
}


/***/ }),

/***/ 3916:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   FO: () => (/* binding */ exitCodeOf),
/* harmony export */   Fj: () => (/* binding */ configError),
/* harmony export */   Wk: () => (/* binding */ formatError),
/* harmony export */   bD: () => (/* binding */ ioError),
/* harmony export */   ey: () => (/* binding */ opError),
/* harmony export */   pb: () => (/* binding */ apiError),
/* harmony export */   xp: () => (/* binding */ MemkeepError)
/* harmony export */ });
/**
 * Errors are values with context. Every failure memkeep reports is a
 * MemkeepError carrying the exit code of DESIGN.md section 2 and, where
 * known, the file, field and line it is about. The CLI and the Action turn
 * them into messages and exit codes in one place (cli.ts, main.ts), so no
 * module below them ever prints or exits.
 */
class MemkeepError extends Error {
    code;
    file;
    field;
    line;
    constructor(code, message, context = {}, options) {
        super(message, options);
        this.name = 'MemkeepError';
        this.code = code;
        this.file = context.file;
        this.field = context.field;
        this.line = context.line;
    }
}
/** A problem with configuration or with what the user asked for (exit 2). */
function configError(message, context = {}) {
    return new MemkeepError(2, message, context);
}
/** An operation that could not be carried out (exit 1). */
function opError(message, context = {}, cause) {
    return new MemkeepError(1, message, context, { cause });
}
/** The model endpoint failed or could not be reached (exit 3). */
function apiError(message, cause) {
    return new MemkeepError(3, message, {}, { cause });
}
/**
 * Wraps a Node I/O error as an operation error naming the file, keeping the
 * short system reason (ENOENT, EISDIR...) readable for people.
 */
function ioError(action, file, err) {
    if (err instanceof MemkeepError)
        return err;
    const e = err;
    // mkdir -p reports a regular file in the way as EEXIST, which reads as
    // nonsense next to "cannot append to X"; say which path is in the way.
    const reason = e?.code === 'EEXIST' && e.syscall === 'mkdir' && e.path
        ? `ENOTDIR: ${e.path} is a file, a directory was expected`
        : e?.code
            ? `${e.code}: ${describeErrno(e.code)}`
            : String(e?.message ?? err);
    return opError(`cannot ${action} ${file}: ${reason}`, { file }, err);
}
function describeErrno(code) {
    switch (code) {
        case 'ENOENT':
            return 'no such file or directory';
        case 'EISDIR':
            return 'is a directory, a file was expected';
        case 'ENOTDIR':
            return 'a path component is a file, not a directory';
        case 'EACCES':
        case 'EPERM':
            return 'permission denied';
        case 'EEXIST':
            return 'already exists';
        case 'ENOSPC':
            return 'no space left on device';
        case 'EROFS':
            return 'read-only file system';
        case 'ELOOP':
            return 'a symbolic link where a file was expected, or a symlink loop';
        default:
            return 'I/O error';
    }
}
/** One line for people: `file:line: field: message`, leaving out what the message already says. */
function formatError(err) {
    if (!(err instanceof MemkeepError))
        return err instanceof Error ? err.message : String(err);
    const file = err.file && (err.line ? `${err.file}:${err.line}` : err.file);
    const where = [file, err.field].filter((part) => part && !err.message.includes(part));
    return where.length ? `${where.join(': ')}: ${err.message}` : err.message;
}
/** The exit code for any thrown value: unknown failures are operation errors. */
function exitCodeOf(err) {
    return err instanceof MemkeepError ? err.code : 1;
}


/***/ }),

/***/ 2563:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   C8: () => (/* binding */ leadingHeader),
/* harmony export */   El: () => (/* binding */ HEADER),
/* harmony export */   Ft: () => (/* binding */ renderEntry),
/* harmony export */   HR: () => (/* binding */ axeLayout),
/* harmony export */   In: () => (/* binding */ mayHoldFence),
/* harmony export */   bh: () => (/* binding */ BOM),
/* harmony export */   hF: () => (/* binding */ HEAD_LEN),
/* harmony export */   oy: () => (/* binding */ entryFields),
/* harmony export */   vR: () => (/* binding */ NL_HEADER)
/* harmony export */ });
/* unused harmony export FENCE_MARKS */
/* harmony import */ var _fence_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3890);
/* harmony import */ var _headings_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6732);
/**
 * axe's run log (DESIGN.md section 1, "Formats"): entries start at a
 * column-0 `## ` line outside a fenced code block, and everything up to the
 * next such line is the entry, kept byte for byte. A BOM at offset 0 is not
 * part of the first line for heading detection, so a log saved by an editor
 * that adds one still starts with an entry. Text before the first entry (the
 * preamble) is structure: a trim keeps it, where axe dropped it. memkeep
 * writes `## <RFC3339 UTC>`, `**Task:**` and `**Result:**` lines.
 *
 * The byte constants are exported for the store's streaming scans, which
 * find headings in chunks of a file too large to hold; those scans fall back
 * to the parse here when the bytes they read hold a fence.
 */


const HEADER = Buffer.from('## ');
const NL_HEADER = Buffer.from('\n## ');
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);
/** Enough of the file's start to see a BOM followed by a heading. */
const HEAD_LEN = BOM.length + HEADER.length;
/** Bytes that can start a fence: where none occur, the streaming scans are exact. */
const FENCE_MARKS = [Buffer.from('```'), Buffer.from('~~~')];
const TASK_LINE = /^\*\*Task:\*\*[ \t]*(.*)$/m;
const RESULT_REST = /^\*\*Result:\*\*[ \t]*([\s\S]*)$/m;
const RESULT_MAX_BYTES = 1000;
const NONE = '(none)';
/** Offset of a heading on the first line (after a BOM), if there is one. */
function leadingHeader(head) {
    const at = head.subarray(0, BOM.length).equals(BOM) ? BOM.length : 0;
    return head.subarray(at, at + HEADER.length).equals(HEADER) ? at : undefined;
}
/** Whether `bytes` may hold a fence line (a conservative test: any run of three backticks or tildes). */
function mayHoldFence(bytes) {
    return FENCE_MARKS.some((m) => bytes.includes(m));
}
/** The fields of an entry's text at any heading level. */
function entryFields(entry) {
    // A \r\n is read as \n: the heading ends at the first \n, as in the bytes.
    const text = entry.includes('\r') ? entry.replace(/\r\n/g, '\n') : entry;
    const nl = text.indexOf('\n');
    const body = nl === -1 ? '' : text.slice(nl + 1);
    const task = TASK_LINE.exec(body);
    const result = RESULT_REST.exec(body);
    return {
        heading: text
            .slice(0, nl === -1 ? text.length : nl)
            .replace(/^#+ /, '')
            .trim(),
        task: task ? task[1].trim() : body.trim(),
        result: result ? result[1].trim() : '',
    };
}
/**
 * The task is folded onto one line; the result keeps its lines, is cut to
 * at most 1000 UTF-8 bytes on a character boundary (then `...`), any result
 * line that would read as an entry heading is indented by one space, and
 * any line that would open or close a fence by four (indented code, not a
 * fence): one entry never reads back as two, never swallows the next, and
 * never closes a fence an earlier entry left open (which would swallow it).
 */
function renderEntry(task, result, stamp, eol, level = 2) {
    const oneLineTask = task === '' ? NONE : task.replace(/\r\n|\r|\n/g, ' ');
    const safeResult = result === ''
        ? NONE
        : truncateUtf8(result, RESULT_MAX_BYTES)
            .split('\n')
            .map((line, k) => {
            if (k === 0)
                return line;
            if (new RegExp(`^#{2,${level}} `).test(line))
                return ` ${line}`;
            const bare = line.replace(/\r$/, '');
            return (0,_fence_js__WEBPACK_IMPORTED_MODULE_1__/* .openingFence */ .sv)(bare) || (0,_fence_js__WEBPACK_IMPORTED_MODULE_1__/* .closerOf */ .Yi)(bare) ? `    ${line}` : line;
        })
            .join('\n');
    return `${'#'.repeat(level)} ${stamp}${eol}**Task:** ${oneLineTask}${eol}**Result:** ${safeResult}${eol}${eol}`;
}
/** Logs already split, by buffer: a log's bytes are never changed in place. */
const split = new WeakMap();
const axeLayout = {
    name: 'axe',
    spec: { level: 2, structure: [], order: 'oldest-first' },
    streamable: true,
    entries(log) {
        // gc splits a small log three times (count, trim plan, analysis), always the scan's one buffer.
        let entries = split.get(log);
        if (!entries) {
            // Without a fence mark every `## ` line at column 0 is a heading: one search
            // per entry instead of a look at every line (measured: gc --all on 1,000 logs).
            entries = mayHoldFence(log) ? (0,_headings_js__WEBPACK_IMPORTED_MODULE_0__/* .entryBlocks */ .B)(log, this.spec) : plainEntries(log);
            split.set(log, entries);
        }
        return entries;
    },
    fields: entryFields,
    render: (task, result, stamp, eol) => renderEntry(task, result, stamp, eol),
};
/** The entries of a log that holds no fence: every `## ` line at column 0 starts one. */
function plainEntries(log) {
    const starts = [];
    const lead = leadingHeader(log.subarray(0, HEAD_LEN));
    if (lead !== undefined)
        starts.push(lead);
    for (let i = log.indexOf(NL_HEADER); i !== -1; i = log.indexOf(NL_HEADER, i + 1))
        starts.push(i + 1);
    return starts.map((start, k) => {
        const nl = log.indexOf(0x0a, start);
        let end = nl === -1 ? log.length : nl;
        if (end > start + HEADER.length && log[end - 1] === 0x0d)
            end--;
        return { heading: log.toString('utf8', start + HEADER.length, end), start, end: starts[k + 1] ?? log.length };
    });
}
/** Cuts to at most `max` UTF-8 bytes without splitting a character, marking the cut with `...`. */
function truncateUtf8(text, max) {
    const bytes = Buffer.from(text, 'utf8');
    if (bytes.length <= max)
        return text;
    let end = max;
    // Back up from a continuation byte (10xxxxxx) to the start of its character.
    while (end > 0 && (bytes[end] & 0xc0) === 0x80)
        end--;
    return bytes.toString('utf8', 0, end) + '...';
}


/***/ }),

/***/ 3890:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Tv: () => (/* binding */ closesFence),
/* harmony export */   Yi: () => (/* binding */ closerOf),
/* harmony export */   sv: () => (/* binding */ openingFence)
/* harmony export */ });
/**
 * CommonMark code fences, shared by section files (src/store/sections.ts)
 * and run logs (src/format/headings.ts): a `## ` line inside a fence is body
 * text in both.
 */
/** CommonMark fence opener: up to 3 spaces, then 3+ backticks or tildes. */
function openingFence(line) {
    const m = /^ {0,3}(`{3,}|~{3,})(.*)$/.exec(line);
    if (!m)
        return undefined;
    const [, run = '', info = ''] = m;
    // A backtick fence's info string may not contain backticks (inline code).
    if (run[0] === '`' && info.includes('`'))
        return undefined;
    return { char: run[0] === '~' ? '~' : '`', len: run.length };
}
/** A closer uses the opener's character, at least as many, and nothing else. */
function closesFence(line, fence) {
    const m = /^ {0,3}(`{3,}|~{3,})[ \t]*$/.exec(line);
    return m?.[1] !== undefined && m[1][0] === fence.char && m[1].length >= fence.len;
}
/** The fence a closer line could close (its character and length), else undefined. */
function closerOf(line) {
    const m = /^ {0,3}(`{3,}|~{3,})[ \t]*$/.exec(line);
    return m?.[1] === undefined ? undefined : { char: m[1][0] === '~' ? '~' : '`', len: m[1].length };
}


/***/ }),

/***/ 6732:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ entryBlocks),
/* harmony export */   z: () => (/* binding */ headingsOf)
/* harmony export */ });
/* harmony import */ var _fence_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3890);
/**
 * The entry model of a run log held in memory, for every layout: which
 * column-0 headings start entries, where each entry ends, and what is
 * structure (the preamble, section headings, sections that hold no entries).
 *
 * A heading inside a fenced code block is body text. Unlike a section file
 * (where CommonMark lets an unclosed fence run to the end), a fence that is
 * never closed is not a fence in a log: an agent that writes one stray
 * three-backtick line must not turn every later entry into body text that
 * no trim could ever reach.
 *
 * Works on bytes: only lines that can matter (starting with `#`, a space, a
 * backtick or a tilde) are decoded, and offsets are byte offsets.
 */

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);
const HASH = 0x23;
const SPACE = 0x20;
const BACKTICK = 0x60;
const TILDE = 0x7e;
const NL = 0x0a;
/** Headings of levels 2 to `maxLevel` at column 0 and outside fences, in file order. */
function headingsOf(buf, maxLevel) {
    const lines = interestingLines(buf, maxLevel);
    // For each character, the longest closer at or after each interesting line:
    // an opener with no closer that long after it is never closed, so not a fence.
    const longest = {
        '`': new Array(lines.length + 1).fill(0),
        '~': new Array(lines.length + 1).fill(0),
    };
    for (let i = lines.length - 1; i >= 0; i--) {
        for (const ch of ['`', '~'])
            longest[ch][i] = longest[ch][i + 1];
        const c = lines[i].closer;
        if (c)
            longest[c.char][i] = Math.max(longest[c.char][i], c.len);
    }
    const out = [];
    for (let i = 0; i < lines.length; i++) {
        const line = lines[i];
        if (line.heading) {
            out.push({ start: line.start, ...line.heading });
            continue;
        }
        const open = line.opener;
        if (!open || longest[open.char][i + 1] < open.len)
            continue;
        // Inside the fence until its closer (which exists): skip to it.
        let j = i + 1;
        while (!(lines[j].closer && lines[j].closer.char === open.char && lines[j].closer.len >= open.len))
            j++;
        i = j;
    }
    return out;
}
/** Lines that are a heading (levels 2..maxLevel) or can open or close a fence. */
function interestingLines(buf, maxLevel) {
    const lines = [];
    let at = buf.subarray(0, BOM.length).equals(BOM) ? BOM.length : 0;
    while (at < buf.length) {
        const nl = buf.indexOf(NL, at);
        const next = nl === -1 ? buf.length : nl + 1;
        const first = buf[at];
        if (first === HASH) {
            let level = 0;
            while (buf[at + level] === HASH)
                level++;
            if (level >= 2 && level <= maxLevel && buf[at + level] === SPACE) {
                let end = nl === -1 ? buf.length : nl;
                if (end > at + level && buf[end - 1] === 0x0d)
                    end--;
                lines.push({ start: at, heading: { level, title: buf.toString('utf8', at + level + 1, end) } });
            }
        }
        else if (first === SPACE || first === BACKTICK || first === TILDE) {
            const text = buf.toString('latin1', at, nl === -1 ? buf.length : nl).replace(/\r$/, '');
            const opener = (0,_fence_js__WEBPACK_IMPORTED_MODULE_0__/* .openingFence */ .sv)(text);
            const closer = (0,_fence_js__WEBPACK_IMPORTED_MODULE_0__/* .closerOf */ .Yi)(text);
            if (opener || closer)
                lines.push({ start: at, opener, closer });
        }
        at = next;
    }
    return lines;
}
/**
 * The entries of a log: blocks starting at a heading of the model's level
 * (in the `entries_under` section when set, and not a structure heading),
 * each running to the next heading of level 2 up to that level. Everything
 * else is structure.
 */
function entryBlocks(buf, model) {
    const heads = headingsOf(buf, model.level);
    const structure = model.structure.map(globToRegExp);
    const under = model.entriesUnder?.trim().toLowerCase();
    const blocks = [];
    let section;
    for (let k = 0; k < heads.length; k++) {
        const h = heads[k];
        if (h.level === 2)
            section = h.title.trim().toLowerCase();
        if (h.level !== model.level)
            continue;
        if (under !== undefined && section !== under)
            continue;
        if (structure.some((re) => re.test(h.title.trim())))
            continue;
        blocks.push({ heading: h.title, start: h.start, end: heads[k + 1]?.start ?? buf.length });
    }
    return blocks;
}
function globToRegExp(glob) {
    const body = glob
        .trim()
        .split('*')
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*');
    return new RegExp(`^${body}$`, 'i');
}


/***/ }),

/***/ 533:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   aH: () => (/* binding */ layoutOf),
/* harmony export */   gX: () => (/* binding */ flatLayout),
/* harmony export */   gf: () => (/* binding */ ORDERS)
/* harmony export */ });
/* unused harmony exports DEFAULT_LAYOUT, layoutFor */
/* harmony import */ var _axe_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(2563);
/* harmony import */ var _headings_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6732);


const ORDERS = ['oldest-first', 'newest-first', 'auto', 'git'];
const DEFAULT_LAYOUT = { level: 2, structure: [], order: 'oldest-first' };
/** The layout of a spec; the default spec is axe's layout. */
function layoutFor(spec) {
    if (isDefault(spec))
        return _axe_js__WEBPACK_IMPORTED_MODULE_0__/* .axeLayout */ .HR;
    return {
        name: `${'#'.repeat(spec.level)} entries${spec.entriesUnder ? ` under "${spec.entriesUnder}"` : ''}, ${spec.order}`,
        spec,
        streamable: false,
        entries: (log) => (0,_headings_js__WEBPACK_IMPORTED_MODULE_1__/* .entryBlocks */ .B)(log, spec),
        fields: _axe_js__WEBPACK_IMPORTED_MODULE_0__/* .entryFields */ .oy,
        render: (task, result, stamp, eol) => (0,_axe_js__WEBPACK_IMPORTED_MODULE_0__/* .renderEntry */ .Ft)(task, result, stamp, eol, spec.level),
    };
}
/** The layout an agent's run log is written in. */
function layoutOf(memory) {
    return memory ? layoutFor(memory.layout) : _axe_js__WEBPACK_IMPORTED_MODULE_0__/* .axeLayout */ .HR;
}
/**
 * The entries of a log concatenated oldest first, as the input budget sends
 * them: every entry at the layout's level, nothing else, in file order.
 */
function flatLayout(layout) {
    return layout.streamable ? layout : layoutFor({ level: layout.spec.level, structure: [], order: 'oldest-first' });
}
function isDefault(spec) {
    return (spec.level === 2 && spec.entriesUnder === undefined && spec.structure.length === 0 && spec.order === 'oldest-first');
}


/***/ }),

/***/ 4731:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   AF: () => (/* binding */ timeOrder),
/* harmony export */   ki: () => (/* binding */ orderFromTimestamps),
/* harmony export */   wq: () => (/* binding */ positionOrder)
/* harmony export */ });
/* unused harmony export headingTime */
/**
 * Entry order without I/O: by position, or by the timestamps in the entries'
 * headings. (Order from git is src/store/order.ts, which uses these.)
 */
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const ISO = /(\d{4})-(\d{2})(?:-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?)?)?(Z|[+-]\d{2}:?\d{2})?/;
const WRITTEN = /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.? (\d{1,2}),? (\d{4})\b/i;
/**
 * The time a heading names, in ms since the epoch: `2026-02-12T20:01:53Z`,
 * `2025-12-17 17:25:21`, `[2024-06-13]`, `(2024-06)`, `October 24, 2025`.
 * A time without a zone is read as UTC: only the order matters.
 */
function headingTime(title) {
    const m = ISO.exec(title);
    if (m) {
        const [, y, mo, d = '1', h = '0', mi = '0', s = '0', zone] = m;
        const t = Date.UTC(+y, +mo - 1, +d, +h, +mi, +s);
        if (Number.isNaN(t) || +mo < 1 || +mo > 12)
            return undefined;
        if (!zone || zone === 'Z')
            return t;
        const sign = zone[0] === '-' ? 1 : -1;
        const digits = zone.slice(1).replace(':', '');
        return t + sign * (+digits.slice(0, 2) * 60 + +digits.slice(2)) * 60_000;
    }
    const w = WRITTEN.exec(title);
    if (w)
        return Date.UTC(+w[3], MONTHS.indexOf(w[1].slice(0, 3).toLowerCase()), +w[2]);
    return undefined;
}
/**
 * The file-position order the headings' timestamps show: every heading
 * dated, and the dates never going back (or never forward) and not all
 * equal; else undefined.
 */
function orderFromTimestamps(titles) {
    const times = titles.map(headingTime);
    if (times.some((t) => t === undefined))
        return undefined;
    const ts = times;
    // A month alone (`(2024-06)`) is compared by month: it says nothing about the day.
    const monthOnly = titles.map((t) => {
        const m = ISO.exec(t);
        return m !== null && m[3] === undefined;
    });
    const month = (t) => {
        const d = new Date(t);
        return d.getUTCFullYear() * 12 + d.getUTCMonth();
    };
    let up = false;
    let down = false;
    const step = (a, b) => {
        if (b > a)
            up = true;
        if (b < a)
            down = true;
    };
    let precise = monthOnly[0] ? undefined : ts[0];
    for (let i = 1; i < ts.length; i++) {
        if (monthOnly[i] || monthOnly[i - 1])
            step(month(ts[i - 1]), month(ts[i]));
        else
            step(ts[i - 1], ts[i]);
        // Precise dates on either side of month-only ones still show the direction.
        if (!monthOnly[i]) {
            if (precise !== undefined)
                step(precise, ts[i]);
            precise = ts[i];
        }
    }
    if (up === down)
        return undefined;
    return up ? 'oldest-first' : 'newest-first';
}
/** Entry indices oldest first, for a file-position order. */
function positionOrder(count, order) {
    const idx = Array.from({ length: count }, (_, i) => i);
    return order === 'oldest-first' ? idx : idx.reverse();
}
/** Entry indices oldest first by time; equal times keep file order. */
function timeOrder(times) {
    return times.map((_, i) => i).sort((a, b) => times[a] - times[b] || a - b);
}


/***/ }),

/***/ 9209:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ parseAuthor),
/* harmony export */   a: () => (/* binding */ ACTIONS_BOT)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3916);
/**
 * Who memkeep commits as. Kept apart from the git wrapper so the CLI can
 * parse `--author` without loading simple-git.
 */

/** The identity GitHub shows for commits made by the Actions bot. */
const ACTIONS_BOT = {
    name: 'github-actions[bot]',
    email: '41898282+github-actions[bot]@users.noreply.github.com',
};
/** Parses `Name <email>` as given to `--author`. */
function parseAuthor(text) {
    const m = /^\s*([^<>]+?)\s*<([^<>\s]+)>\s*$/.exec(text);
    if (!m)
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .configError */ .Fj)(`--author "${text}" must look like "Name <email>"`, { field: '--author' });
    return { name: m[1], email: m[2] };
}


/***/ }),

/***/ 308:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   D_: () => (/* binding */ identity),
/* harmony export */   TU: () => (/* binding */ Git),
/* harmony export */   cY: () => (/* binding */ untilPushed)
/* harmony export */ });
/* unused harmony export defaultBackoff */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var simple_git__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(7055);
/**
 * The one place memkeep runs git (in the style of actions/checkout's
 * git-command-manager): every command goes through `raw`, and every push
 * goes through `push`, which tells a push that lost a race (retry after
 * fetching) from a refusal that is final (hooks, protection, permissions).
 * `untilPushed` is the one retry loop with backoff that both pushers use.
 */


// A concurrent push shows as "fetch first"/"non-fast-forward", a stale lease,
// or a ref lock race on the remote; hooks and branch protection are final.
const MOVED = /\((fetch first|non-fast-forward)\)|stale info|cannot lock ref|failed to update ref|incorrect old value/;
class Git {
    cwd;
    git;
    constructor(cwd) {
        this.cwd = cwd;
        this.git = (0,simple_git__WEBPACK_IMPORTED_MODULE_1__/* .simpleGit */ .Lp)({ baseDir: cwd });
    }
    /** Runs `git <args>` in cwd and returns its stdout. */
    raw(args) {
        return this.git.raw(args);
    }
    async topLevel() {
        return (await this.raw(['rev-parse', '--show-toplevel'])).trim();
    }
    /** The checked-out branch, or undefined when HEAD is detached. */
    async currentBranch() {
        const name = (await this.raw(['rev-parse', '--abbrev-ref', 'HEAD'])).trim();
        return name === 'HEAD' ? undefined : name;
    }
    async revParse(ref) {
        return (await this.raw(['rev-parse', ref])).trim();
    }
    /** The commit a ref names, or '' when it does not exist. */
    async resolveRef(ref) {
        // `rev-parse --verify -q` prints nothing (and may not fail) for a missing ref.
        return (await this.raw(['rev-parse', '--verify', '-q', ref]).catch(() => '')).trim();
    }
    /** The remote's commit for `ref` (a full ref name), or '' when it has none. */
    async remoteRef(remote, ref) {
        return (await this.raw(['ls-remote', remote, ref])).split(/\s/)[0] ?? '';
    }
    /**
     * Commits exactly `paths` (absolute; rewrites and deletions) as `author`
     * (else git's own identity where memkeep runs) and returns the new commit,
     * or undefined when they hold no change. Runs from the top level, where
     * the paths are made relative.
     */
    async commitPaths(paths, message, author, top) {
        if (paths.length === 0)
            return undefined;
        const rel = paths.map((p) => (0,node_path__WEBPACK_IMPORTED_MODULE_0__.relative)(top, p));
        // -A stages deletions of pruned files as well as rewrites.
        await this.raw(['add', '-A', '--', ...rel]);
        const staged = await this.raw(['diff', '--cached', '--name-only', '--', ...rel]);
        if (!staged.trim())
            return undefined;
        await this.raw([
            ...(author ? identity(author) : []),
            'commit',
            '--quiet',
            '--no-verify',
            '-m',
            message,
            '--',
            ...rel,
        ]);
        return this.revParse('HEAD');
    }
    /** Pushes `refspec`; with `lease`, only over that remote value ('' = the ref must not exist). */
    async push(remote, refspec, lease) {
        const args = ['push', '--quiet'];
        if (lease)
            args.push(`--force-with-lease=${lease.ref}:${lease.expect}`);
        try {
            await this.raw([...args, remote, refspec]);
            return undefined;
        }
        catch (err) {
            const text = String(err.message ?? err);
            const reason = text
                .split('\n')
                .find((l) => /error|rejected|denied|protected|!/.test(l))
                ?.trim() ?? text.split('\n')[0];
            return { kind: MOVED.test(text) ? 'moved' : 'final', message: reason };
        }
    }
}
/** `-c user.name=… -c user.email=…`: commits as `author` without touching any config. */
function identity(author) {
    return ['-c', `user.name=${author.name}`, '-c', `user.email=${author.email}`];
}
/** Exponential backoff with jitter, capped at 8 s. */
function defaultBackoff(attempt) {
    return Math.min(8000, 250 * 2 ** (attempt - 1)) + Math.floor(Math.random() * 250);
}
/**
 * Repeats `attempt` until its push lands or is refused for good: after a
 * push that lost a race it waits, refreshes and tries again, at most
 * `retries` more times.
 */
async function untilPushed(loop) {
    const backoff = loop.backoffMs ?? defaultBackoff;
    for (let n = 1;; n++) {
        const { rejection, result } = await loop.attempt(n);
        if (!rejection)
            return { result, attempts: n };
        if (rejection.kind === 'final')
            throw loop.fail('final', rejection, n);
        if (n > loop.retries)
            throw loop.fail('exhausted', rejection, n);
        await new Promise((ok) => setTimeout(ok, backoff(n)));
        await loop.refresh();
    }
}


/***/ }),

/***/ 9133:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ plural)
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


/***/ }),

/***/ 1757:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   C9: () => (/* binding */ renderAgentLoad),
/* harmony export */   D7: () => (/* binding */ DISTILLED_FILES),
/* harmony export */   Ws: () => (/* binding */ loadForAgent),
/* harmony export */   yR: () => (/* binding */ readText)
/* harmony export */ });
/* unused harmony export DEFAULT_LOAD_BUDGET */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _analysis_redact_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(2486);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(3916);
/* harmony import */ var _format_layout_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(533);
/* harmony import */ var _config_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(9938);
/* harmony import */ var _runlog_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(8500);
/* harmony import */ var _typed_js__WEBPACK_IMPORTED_MODULE_7__ = __nccwpck_require__(793);
/**
 * What an agent starts a run with (`memkeep load <agent>`, the MCP `load`
 * tool): its core files, its distilled files (digest.md, lessons.md), its
 * other procedural notes and its newest run-log entries, within a byte
 * budget. Read-only.
 *
 * Everything returned passes through redaction: run-log entries and failure
 * notes are copied from model output and tool logs, and an agent that loads
 * its memory into a prompt would otherwise send a leaked key onwards.
 */








const DEFAULT_LOAD_BUDGET = 25 * 1024;
/** Files the distillation (another command) writes into procedural_dir; loaded before other notes. */
const DISTILLED_FILES = ['digest.md', 'lessons.md'];
async function loadForAgent(store, agent, options = {}) {
    const budget = options.budget ?? DEFAULT_LOAD_BUDGET;
    const out = {
        agent: agent.name,
        budget,
        bytes: 0,
        files: [],
        entries: [],
        entriesOmitted: 0,
        omitted: [],
        warnings: [],
    };
    const left = () => budget - out.bytes;
    const clean = (path, text) => {
        const { text: redacted, findings } = (0,_analysis_redact_js__WEBPACK_IMPORTED_MODULE_2__/* .redactSecrets */ .fp)(text);
        if (findings.length > 0) {
            const lines = [...new Set(findings.map((f) => f.line))].join(', ');
            out.warnings.push(`${path}: ${findings.length} secret(s) redacted (line ${lines})`);
        }
        return redacted;
    };
    for (const { kind, path } of await candidates(agent)) {
        const rel = (0,_config_js__WEBPACK_IMPORTED_MODULE_5__/* .storeRelative */ .EM)(store, path);
        const text = await readText(path);
        if (text === undefined) {
            out.omitted.push({ path: rel, bytes: 0, reason: 'missing, or not UTF-8 text' });
            continue;
        }
        const body = clean(rel, text);
        const size = Buffer.byteLength(body);
        if (size <= left()) {
            out.files.push({ kind, path: rel, text: body, truncated: false });
            out.bytes += size;
        }
        else if (kind === 'core' && left() > 0) {
            const head = headWithin(body, left());
            out.files.push({ kind, path: rel, text: head, truncated: true });
            out.bytes += Buffer.byteLength(head);
            out.omitted.push({ path: rel, bytes: size - Buffer.byteLength(head), reason: 'over the budget (truncated)' });
        }
        else {
            out.omitted.push({ path: rel, bytes: size, reason: 'over the budget' });
        }
    }
    const n = options.entries ?? (agent.memory.lastN > 0 ? agent.memory.lastN : 10);
    if (n > 0) {
        const layout = (0,_format_layout_js__WEBPACK_IMPORTED_MODULE_4__/* .layoutOf */ .aH)(agent.memory);
        // The newest n, oldest first, as whole entries without the structure around them.
        const tail = await (0,_runlog_js__WEBPACK_IMPORTED_MODULE_6__/* .loadEntries */ .Xs)(agent.memory.path, n, { layout });
        const entries = (0,_format_layout_js__WEBPACK_IMPORTED_MODULE_4__/* .flatLayout */ .gX)(layout).entries(tail);
        const rel = (0,_config_js__WEBPACK_IMPORTED_MODULE_5__/* .storeRelative */ .EM)(store, agent.memory.path);
        // Newest first: when the budget cuts, the oldest of the last N go.
        for (const entry of [...entries].reverse()) {
            const raw = tail.subarray(entry.start, entry.end).toString('utf8').replace(/\r\n/g, '\n');
            const text = clean(`${rel} (entry ${entry.heading})`, raw);
            const size = Buffer.byteLength(text);
            if (size > left() || out.entriesOmitted > 0) {
                out.entriesOmitted++;
                continue;
            }
            out.entries.push({ header: clean(rel, entry.heading), text });
            out.bytes += size;
        }
    }
    return out;
}
/** Core files, then the distilled files, then every other procedural note; each path once. */
async function candidates(agent) {
    const seen = new Set();
    const list = [];
    const add = (kind, path) => {
        if (seen.has(path))
            return;
        seen.add(path);
        list.push({ kind, path });
    };
    for (const path of agent.memory.coreFiles)
        add('core', path);
    const procedural = await (0,_typed_js__WEBPACK_IMPORTED_MODULE_7__/* .listTypedFiles */ .wg)(agent.memory.proceduralDir);
    for (const name of DISTILLED_FILES) {
        const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(agent.memory.proceduralDir, name);
        if (procedural.includes(path))
            add('distilled', path);
    }
    for (const path of procedural)
        add('procedural', path);
    return list;
}
/** The file as text (LF line ends), or undefined when it is missing or not UTF-8 (a binary note is of no use in a prompt). */
async function readText(path) {
    let bytes;
    try {
        bytes = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path);
    }
    catch (err) {
        if (err.code === 'ENOENT')
            return undefined;
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ioError */ .bD)('read', path, err);
    }
    try {
        const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
        return text.includes('\u0000') ? undefined : text.replace(/\r\n/g, '\n');
    }
    catch {
        return undefined;
    }
}
/** The longest head of `text` within `bytes`, cut after a whole line when there is one. */
function headWithin(text, bytes) {
    const buf = Buffer.from(text);
    let end = Math.min(bytes, buf.length);
    // Never cut inside a character: back up to the start of the one in the way.
    while (end > 0 && end < buf.length && (buf[end] & 0xc0) === 0x80)
        end--;
    const head = buf.subarray(0, end).toString('utf8');
    const nl = head.lastIndexOf('\n');
    return nl > 0 ? head.slice(0, nl + 1) : head;
}
/** The load as text for a prompt: one `=== … ===` block per file, then the entries, then what was left out. */
function renderAgentLoad(load, logPath) {
    const blocks = [];
    for (const f of load.files) {
        const note = f.truncated ? ', truncated' : '';
        blocks.push(`=== ${f.kind}: ${f.path}${note} ===\n${f.text.replace(/\n?$/, '\n')}`);
    }
    if (load.entries.length > 0) {
        const shown = load.entries.length;
        const of = load.entriesOmitted > 0 ? ` (newest ${shown} of ${shown + load.entriesOmitted})` : '';
        blocks.push(`=== run log: ${logPath}, newest first${of} ===\n${load.entries.map((e) => e.text.replace(/\n*$/, '\n')).join('\n')}`);
    }
    if (blocks.length === 0)
        blocks.push(`No memory found for agent "${load.agent}".\n`);
    const left = load.omitted.map((o) => `- ${o.path}: ${o.reason}${o.bytes ? ` (${o.bytes} bytes)` : ''}`);
    if (load.entriesOmitted > 0)
        left.push(`- ${load.entriesOmitted} older run-log entries: over the budget`);
    if (left.length > 0)
        blocks.push(`=== left out (budget ${load.budget} bytes) ===\n${left.join('\n')}\n`);
    return blocks.join('\n');
}


/***/ }),

/***/ 7933:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   W7: () => (/* binding */ olderThan),
/* harmony export */   nV: () => (/* binding */ formatAge),
/* harmony export */   xE: () => (/* binding */ mtimeAges)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/**
 * The age of a memory file, behind one interface. Pruning and `expire` ask an
 * AgeSource rather than stat(): outside git that is the mtime, but inside a
 * checkout every file carries the checkout's mtime, so the git module supplies
 * a source built from history instead (DESIGN.md, "Ages").
 */

/** Ages from the filesystem's modification time. */
const mtimeAges = {
    async ageOf(path) {
        const st = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(path);
        return { modified: st.mtime, source: 'mtime' };
    },
};
/** True when `age` is known and older than `maxAgeMs` at `now`. */
function olderThan(age, maxAgeMs, now) {
    if (!age.modified || age.uncertain)
        return false;
    return now.getTime() - age.modified.getTime() > maxAgeMs;
}
/** Human age for reports: `3d`, `12h`, `5m`. */
function formatAge(age, now) {
    if (!age.modified)
        return 'unknown';
    const ms = Math.max(0, now.getTime() - age.modified.getTime());
    const h = ms / 3_600_000;
    const text = h >= 48 ? `${Math.floor(h / 24)}d` : h >= 1 ? `${Math.floor(h)}h` : `${Math.floor(ms / 60_000)}m`;
    return age.atLeast ? `>${text}` : text;
}


/***/ }),

/***/ 7093:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ appendWhole)
/* harmony export */ });
/**
 * Writes all of `data` through `fh`, which must be open with O_APPEND. On a
 * failure the bytes this call managed to write are cut off again, then the
 * error is rethrown. They are cut only while they are still the file's
 * last bytes: a writer that appended after them (not through memkeep, which
 * serialises its own appends) owns what follows, and cutting would take it.
 */
async function appendWhole(fh, data) {
    let written = 0;
    try {
        while (written < data.length)
            written += (await fh.write(data, written)).bytesWritten;
    }
    catch (err) {
        if (written > 0)
            await cutOwnTail(fh, data.subarray(0, written)).catch(() => undefined);
        throw err;
    }
}
async function cutOwnTail(fh, ours) {
    const { size } = await fh.stat();
    if (size < ours.length)
        return;
    const tail = Buffer.alloc(ours.length);
    const { bytesRead } = await fh.read(tail, 0, ours.length, size - ours.length);
    if (bytesRead === ours.length && tail.equals(ours))
        await fh.truncate(size - ours.length);
}


/***/ }),

/***/ 2892:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   FN: () => (/* binding */ processAlive),
/* harmony export */   Zf: () => (/* binding */ writeFileAtomic),
/* harmony export */   ei: () => (/* binding */ carryOverTail),
/* harmony export */   fR: () => (/* binding */ replaceFile)
/* harmony export */ });
/* unused harmony export removeStaleTemps */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(3916);
/* harmony import */ var _append_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(7093);
/**
 * Atomic file replacement: every rewrite memkeep makes goes through here.
 *
 * A temp file is created in the destination's directory (so the rename stays
 * on one filesystem), filled, fsynced, given the original's mode, and renamed
 * over the destination; the directory is then fsynced so the rename itself
 * survives a crash. On any failure the temp file is removed and the original
 * is untouched. A process killed mid-write leaves a temp file named after its
 * pid; the next write to the same file removes it.
 */





const TEMP_SUFFIX = '.memkeep-tmp';
/** `.<name>.<pid>.<random>.memkeep-tmp`: hidden, and traceable to its writer. */
function tempName(target) {
    return `.${(0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)(target)}.${process.pid}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(4).toString('hex')}${TEMP_SUFFIX}`;
}
function isOwnTemp(target, entry) {
    const prefix = `.${(0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)(target)}.`;
    if (!entry.startsWith(prefix) || !entry.endsWith(TEMP_SUFFIX))
        return undefined;
    const [pid, rand] = entry.slice(prefix.length, -TEMP_SUFFIX.length).split('.');
    if (!/^\d+$/.test(pid ?? '') || !/^[0-9a-f]{8}$/.test(rand ?? ''))
        return undefined;
    return Number(pid);
}
/** Whether `pid` is a running process (EPERM: it runs, as another user). */
function processAlive(pid) {
    try {
        process.kill(pid, 0);
        return true;
    }
    catch (err) {
        return err.code === 'EPERM';
    }
}
/**
 * Removes temp files for `target` left by writers that no longer run. Our own
 * pid counts as dead here: this runs before we create our temp, so a file
 * with our pid is from an earlier process that had the same pid.
 */
async function removeStaleTemps(target) {
    let entries;
    try {
        entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readdir)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(target));
    }
    catch {
        return [];
    }
    const removed = [];
    for (const entry of entries) {
        const pid = isOwnTemp(target, entry);
        if (pid === undefined)
            continue;
        if (pid !== process.pid && processAlive(pid))
            continue;
        try {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.unlink)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(target), entry));
            removed.push(entry);
        }
        catch {
            // Another cleaner got there first; nothing to do.
        }
    }
    return removed;
}
/**
 * Replaces `target` with whatever `fill` writes to the temp file handle. The
 * callback streams, so a rewrite never needs the whole file in memory.
 */
async function replaceFile(target, fill, options = {}) {
    const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(target);
    if (options.mkdirs) {
        try {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(dir, { recursive: true });
        }
        catch (err) {
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ioError */ .bD)('create directory for', target, err);
        }
    }
    await removeStaleTemps(target);
    let mode = options.mode ?? 0o644;
    try {
        // lstat: the rename replaces a link itself, so the link's target (a
        // device's 0666, say) must not lend the new file its mode.
        const st = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(target);
        if (st.isDirectory())
            throw Object.assign(new Error('is a directory'), { code: 'EISDIR' });
        if (st.isFile())
            mode = st.mode & 0o7777;
    }
    catch (err) {
        if (err.code !== 'ENOENT')
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ioError */ .bD)('replace', target, err);
    }
    const temp = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, tempName(target));
    let fh;
    try {
        fh = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(temp, 'wx', mode);
        await fill(fh);
        // The umask may have narrowed the mode given to open().
        await fh.chmod(mode);
        await fh.sync();
        await fh.close();
        fh = undefined;
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(temp, target);
    }
    catch (err) {
        await fh?.close().catch(() => undefined);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.unlink)(temp).catch(() => undefined);
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ioError */ .bD)('write', target, err);
    }
    await syncDir(dir);
}
/** Writes `data` to `target` atomically. */
async function writeFileAtomic(target, data, options = {}) {
    await replaceFile(target, async (fh) => {
        await fh.writeFile(data);
    }, options);
}
/** Makes a completed rename durable; not possible (nor needed) on Windows. */
async function syncDir(dir) {
    if (process.platform === 'win32')
        return;
    let dh;
    try {
        dh = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(dir, 'r');
        await dh.sync();
    }
    catch {
        // Some filesystems refuse fsync on a directory; the rename has happened.
    }
    finally {
        await dh?.close().catch(() => undefined);
    }
}
/**
 * After `target` was replaced by a copy of `old` up to `from`, appends to
 * it whatever `old` (still open: the replaced inode) gained past `from`,
 * and returns how many bytes were carried over. A writer that opened the
 * path before the rename and appends without memkeep's write lock (an
 * agent's own code) writes to the replaced inode; without this its entry
 * vanished with it. The old file is watched until it stops growing, so a
 * write already under way when the rename happened is carried over too.
 */
async function carryOverTail(old, from, target) {
    const start = from;
    let fh;
    try {
        for (let quiet = 0; quiet < 2;) {
            const { size } = await old.stat();
            if (size <= from) {
                quiet++;
                // One more look after the writers that raced the rename had their turn.
                await new Promise((ok) => setTimeout(ok, 5));
                continue;
            }
            quiet = 0;
            const late = Buffer.alloc(size - from);
            const { bytesRead } = await old.read(late, 0, late.length, from);
            fh ??= await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(target, 'a');
            await (0,_append_js__WEBPACK_IMPORTED_MODULE_4__/* .appendWhole */ .g)(fh, late.subarray(0, bytesRead));
            from += bytesRead;
        }
    }
    catch (err) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ioError */ .bD)('carry late appends over to', target, err);
    }
    finally {
        await fh?.close().catch(() => undefined);
    }
    return from - start;
}


/***/ }),

/***/ 9938:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  bo: () => (/* binding */ AGENTS_DIR),
  OX: () => (/* binding */ AIDEFILE),
  AX: () => (/* binding */ ANALYZERS),
  g2: () => (/* binding */ CONFIG_FILE),
  eU: () => (/* binding */ discoverAgents),
  eR: () => (/* binding */ loadAgent),
  Zf: () => (/* binding */ loadAgentRef),
  ih: () => (/* binding */ loadAllAgents),
  oj: () => (/* binding */ loadStoreConfig),
  LI: () => (/* binding */ resolveInside),
  iI: () => (/* binding */ resolveStoreRoot),
  EM: () => (/* binding */ storeRelative)
});

// UNUSED EXPORTS: DEFAULT_MAX_INPUT_TOKENS, MEMORY_KEYS

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
;// CONCATENATED MODULE: ./node_modules/smol-toml/dist/error.js
/*!
 * Copyright (c) Squirrel Chat et al., All rights reserved.
 * SPDX-License-Identifier: BSD-3-Clause
 *
 * Redistribution and use in source and binary forms, with or without
 * modification, are permitted provided that the following conditions are met:
 *
 * 1. Redistributions of source code must retain the above copyright notice, this
 *    list of conditions and the following disclaimer.
 * 2. Redistributions in binary form must reproduce the above copyright notice,
 *    this list of conditions and the following disclaimer in the
 *    documentation and/or other materials provided with the distribution.
 * 3. Neither the name of the copyright holder nor the names of its contributors
 *    may be used to endorse or promote products derived from this software without
 *    specific prior written permission.
 *
 * THIS SOFTWARE IS PROVIDED BY THE COPYRIGHT HOLDERS AND CONTRIBUTORS "AS IS" AND
 * ANY EXPRESS OR IMPLIED WARRANTIES, INCLUDING, BUT NOT LIMITED TO, THE IMPLIED
 * WARRANTIES OF MERCHANTABILITY AND FITNESS FOR A PARTICULAR PURPOSE ARE
 * DISCLAIMED. IN NO EVENT SHALL THE COPYRIGHT HOLDER OR CONTRIBUTORS BE LIABLE
 * FOR ANY DIRECT, INDIRECT, INCIDENTAL, SPECIAL, EXEMPLARY, OR CONSEQUENTIAL
 * DAMAGES (INCLUDING, BUT NOT LIMITED TO, PROCUREMENT OF SUBSTITUTE GOODS OR
 * SERVICES; LOSS OF USE, DATA, OR PROFITS; OR BUSINESS INTERRUPTION) HOWEVER
 * CAUSED AND ON ANY THEORY OF LIABILITY, WHETHER IN CONTRACT, STRICT LIABILITY,
 * OR TORT (INCLUDING NEGLIGENCE OR OTHERWISE) ARISING IN ANY WAY OUT OF THE USE
 * OF THIS SOFTWARE, EVEN IF ADVISED OF THE POSSIBILITY OF SUCH DAMAGE.
 */
function getLineColFromPtr(string, ptr) {
    let lines = string.slice(0, ptr).split(/\r?\n/);
    return [lines.length, lines.pop().length + 1];
}
function makeCodeBlock(string, line, column) {
    let lines = string.split(/\r?\n/);
    let codeblock = '';
    let numberLen = (Math.log10(line + 1) | 0) + 1;
    for (let i = line - 1; i <= line + 1; i++) {
        let l = lines[i - 1];
        if (!l)
            continue;
        codeblock += i.toString().padEnd(numberLen, ' ');
        codeblock += ':  ';
        codeblock += l;
        codeblock += '\n';
        if (i === line) {
            codeblock += ' '.repeat(numberLen + column + 2);
            codeblock += '^\n';
        }
    }
    return codeblock;
}
class TomlError extends Error {
    line;
    column;
    codeblock;
    constructor(message, options) {
        const [line, column] = getLineColFromPtr(options.toml, options.ptr);
        const codeblock = makeCodeBlock(options.toml, line, column);
        super(`Invalid TOML document: ${message}\n\n${codeblock}`, options);
        this.line = line;
        this.column = column;
        this.codeblock = codeblock;
    }
    /** @internal */
    static x(message, ctx, ptr) {
        throw new TomlError(message, { toml: ctx.s, ptr: ptr ?? ctx.p });
    }
}

;// CONCATENATED MODULE: ./node_modules/smol-toml/dist/primitive.js
/*!
 * Copyright (c) Squirrel Chat et al., All rights reserved.
 * SPDX-License-Identifier: BSD-3-Clause
 *
 * Redistribution and use in source and binary forms, with or without
 * modification, are permitted provided that the following conditions are met:
 *
 * 1. Redistributions of source code must retain the above copyright notice, this
 *    list of conditions and the following disclaimer.
 * 2. Redistributions in binary form must reproduce the above copyright notice,
 *    this list of conditions and the following disclaimer in the
 *    documentation and/or other materials provided with the distribution.
 * 3. Neither the name of the copyright holder nor the names of its contributors
 *    may be used to endorse or promote products derived from this software without
 *    specific prior written permission.
 *
 * THIS SOFTWARE IS PROVIDED BY THE COPYRIGHT HOLDERS AND CONTRIBUTORS "AS IS" AND
 * ANY EXPRESS OR IMPLIED WARRANTIES, INCLUDING, BUT NOT LIMITED TO, THE IMPLIED
 * WARRANTIES OF MERCHANTABILITY AND FITNESS FOR A PARTICULAR PURPOSE ARE
 * DISCLAIMED. IN NO EVENT SHALL THE COPYRIGHT HOLDER OR CONTRIBUTORS BE LIABLE
 * FOR ANY DIRECT, INDIRECT, INCIDENTAL, SPECIAL, EXEMPLARY, OR CONSEQUENTIAL
 * DAMAGES (INCLUDING, BUT NOT LIMITED TO, PROCUREMENT OF SUBSTITUTE GOODS OR
 * SERVICES; LOSS OF USE, DATA, OR PROFITS; OR BUSINESS INTERRUPTION) HOWEVER
 * CAUSED AND ON ANY THEORY OF LIABILITY, WHETHER IN CONTRACT, STRICT LIABILITY,
 * OR TORT (INCLUDING NEGLIGENCE OR OTHERWISE) ARISING IN ANY WAY OUT OF THE USE
 * OF THIS SOFTWARE, EVEN IF ADVISED OF THE POSSIBILITY OF SUCH DAMAGE.
 */

/** @internal */
function parseString(ctx) {
    let startPtr = ctx.p;
    let c = ctx.s.charCodeAt(ctx.p++);
    let first = c;
    let isLiteral = c === 0x27; /* ' */
    let isMultiline = c === ctx.s.charCodeAt(ctx.p) && c === ctx.s.charCodeAt(ctx.p + 1);
    if (isMultiline) {
        // Trim initial newline
        if ((c = ctx.s.charCodeAt(ctx.p += 2)) === 0xa /* \n */)
            ctx.p++;
        else if (c === 0xd /* \r */ && ctx.s.charCodeAt(ctx.p + 1) === 0xa /* \n */)
            ctx.p += 2;
    }
    // For the record: it is not worth it to use a fast-path for literal strings using `indexOf`.
    // Doing a char-by-char iteration ends up dispatching less instructions, for the same wall-clock runtime.
    let parsed = '';
    let sliceStart = ctx.p;
    // states:
    //   0 - decoding
    //   1 - decoding escape
    //   2 - whitespace escape (no newline encountered yet, must fail on non-whitespace)
    //   3 - whitespace escape (newline encountered, allowed to transition back to normal decode)
    let state = 0;
    for (; ctx.p < ctx.s.length; ctx.p++) {
        c = ctx.s.charCodeAt(ctx.p);
        // Deal with newlines first, since that simplifies control character checking and handling across all states
        if (isMultiline && (c === 0xa /* \n */ || (c === 0xd /* \r */ && ctx.s.charCodeAt(ctx.p + 1) === 0xa /* \n */))) {
            state = state && 3;
        }
        // Control characters are banned in TOML, so we throw an error if we encounter them
        else if ((c < 0x20 && c !== 0x9 /* \t */) || c === 0x7f) {
            TomlError.x('control characters are not allowed in strings', ctx);
        }
        // The string might terminate while we're parsing through a newline escape.
        // It must have encountered a newline; otherwise, it'll simply fail in another branch.
        else if ((!state || state === 3) && c === first && (!isMultiline || (ctx.s.charCodeAt(ctx.p + 1) === first && ctx.s.charCodeAt(ctx.p + 2) === first))) {
            if (isMultiline) {
                // If the string ends with 4-5 quotes, then the first 1-2 are part of the string
                if (ctx.s.charCodeAt(ctx.p + 3) === first)
                    ctx.p++;
                if (ctx.s.charCodeAt(ctx.p + 3) === first)
                    ctx.p++;
            }
            // If we're in a newline escape still, then there's nothing to add.
            if (!state) {
                // Avoid a useless concat operation if the string can be used as-is.
                let s = ctx.s.slice(sliceStart, ctx.p);
                parsed = parsed ? parsed + s : s;
            }
            ctx.p += isMultiline ? 3 : 1;
            return parsed;
        }
        // Baseline state; keep moving forward unless an escape sequence starts
        else if (!state) {
            if (!isLiteral && c === 0x5c /* \ */) {
                parsed += ctx.s.slice(sliceStart, (sliceStart = ctx.p));
                state = 1;
            }
        }
        else if (state === 1) {
            if (c === 0x78 /* x */ || c === 0x75 /* u */ || c === 0x55 /* U */) { // Unicode escape
                let errPtr = ctx.p++ - 1;
                let value = 0;
                let len = c === 0x78 /* x */ ? 2 : c === 0x75 /* u */ ? 4 : 8;
                for (let j = 0; j < len; j++, ctx.p++) {
                    let hex = ctx.s.charCodeAt(ctx.p);
                    let digit = 
                    /* 0-9 */ hex >= 0x30 && hex <= 0x39 ? hex - 0x30 :
                        /* A-F */ hex >= 0x41 && hex <= 0x46 ? hex - 0x41 + 10 :
                            /* a-f */ hex >= 0x61 && hex <= 0x66 ? hex - 0x61 + 10 : -1;
                    if (digit < 0)
                        TomlError.x('invalid non-hex character in unicode escape', ctx);
                    value = (value << 4) | digit;
                }
                // Because JS does bitwise on signed 32bit integers, all 0xfzzzzzzz values are actually seen as negative
                if (value < 0 || value > 0x10ffff || (value >= 0xd800 && value <= 0xdfff)) {
                    TomlError.x('invalid unicode escape', ctx, errPtr);
                }
                parsed += String.fromCodePoint(value);
                sliceStart = ctx.p--;
                state = 0;
            }
            // Newline escape sequence. We only need to care about spaces and tabs; newlines are dealt with earlier
            else if (isMultiline && (c === 0x20 || c === 0x9 /* \t */)) {
                state = 2;
            }
            // Basic escape sequence
            else {
                if (c === 0x62 /* b */)
                    parsed += '\b';
                else if (c === 0x74 /* t */)
                    parsed += '\t';
                else if (c === 0x6e /* n */)
                    parsed += '\n';
                else if (c === 0x66 /* f */)
                    parsed += '\f';
                else if (c === 0x72 /* r */)
                    parsed += '\r';
                else if (c === 0x65 /* e */)
                    parsed += '\x1b';
                else if (c === 0x22 /* " */)
                    parsed += '"';
                else if (c === 0x5c /* \ */)
                    parsed += '\\';
                else
                    TomlError.x('unrecognised escape sequence', ctx);
                sliceStart = ctx.p + 1;
                state = 0;
            }
        }
        // Newline escape continuation: keep moving forward until the first non-whitespace char
        else if (c !== 0x20 && c !== 0x9 /* \t */) {
            if (state === 2)
                TomlError.x('invalid escape: only line-ending whitespace may be escaped', ctx, sliceStart);
            // State cannot be zero, or we'd have branched earlier already.
            // If it's a backslash, immediately transition to the escape state so it can be processed.
            state = !isLiteral && c === 0x5c /* \ */ ? 1 : 0;
            sliceStart = ctx.p;
        }
    }
    TomlError.x('unfinished string', ctx, startPtr);
}

;// CONCATENATED MODULE: ./node_modules/smol-toml/dist/date.js
/*!
 * Copyright (c) Squirrel Chat et al., All rights reserved.
 * SPDX-License-Identifier: BSD-3-Clause
 *
 * Redistribution and use in source and binary forms, with or without
 * modification, are permitted provided that the following conditions are met:
 *
 * 1. Redistributions of source code must retain the above copyright notice, this
 *    list of conditions and the following disclaimer.
 * 2. Redistributions in binary form must reproduce the above copyright notice,
 *    this list of conditions and the following disclaimer in the
 *    documentation and/or other materials provided with the distribution.
 * 3. Neither the name of the copyright holder nor the names of its contributors
 *    may be used to endorse or promote products derived from this software without
 *    specific prior written permission.
 *
 * THIS SOFTWARE IS PROVIDED BY THE COPYRIGHT HOLDERS AND CONTRIBUTORS "AS IS" AND
 * ANY EXPRESS OR IMPLIED WARRANTIES, INCLUDING, BUT NOT LIMITED TO, THE IMPLIED
 * WARRANTIES OF MERCHANTABILITY AND FITNESS FOR A PARTICULAR PURPOSE ARE
 * DISCLAIMED. IN NO EVENT SHALL THE COPYRIGHT HOLDER OR CONTRIBUTORS BE LIABLE
 * FOR ANY DIRECT, INDIRECT, INCIDENTAL, SPECIAL, EXEMPLARY, OR CONSEQUENTIAL
 * DAMAGES (INCLUDING, BUT NOT LIMITED TO, PROCUREMENT OF SUBSTITUTE GOODS OR
 * SERVICES; LOSS OF USE, DATA, OR PROFITS; OR BUSINESS INTERRUPTION) HOWEVER
 * CAUSED AND ON ANY THEORY OF LIABILITY, WHETHER IN CONTRACT, STRICT LIABILITY,
 * OR TORT (INCLUDING NEGLIGENCE OR OTHERWISE) ARISING IN ANY WAY OUT OF THE USE
 * OF THIS SOFTWARE, EVEN IF ADVISED OF THE POSSIBILITY OF SUCH DAMAGE.
 */
let DATE_TIME_RE = /^(\d{4}-\d{2}-\d{2})?[Tt ]?(?:(\d{2}):\d{2}(?::\d{2}(?:\.\d+)?)?)?(Z|z|[-+]\d{2}:\d{2})?$/i;
class TomlDate extends Date {
    #hasDate = false;
    #hasTime = false;
    #offset = null;
    constructor(date, fasttype, unsafeDelim) {
        let hasDate = true;
        let hasTime = true;
        let offset = 'Z';
        let c;
        if (typeof date === 'string') {
            if (fasttype)
                prep: {
                    // Date-time
                    if (fasttype < 3) {
                        if (+date.slice(11, 13) > 23) {
                            date = '';
                            break prep;
                        }
                        // Local
                        if (fasttype === 2) {
                            offset = null;
                            date += 'Z';
                        }
                        // Offset; keep track of offset if not Z
                        else if ((c = date.charCodeAt(date.length - 1)) !== 0x5a /* Z */ && c !== 0x7a /* z */) {
                            offset = date.slice(date.length - 6);
                        }
                        if (unsafeDelim)
                            date = date.slice(0, 10) + 'T' + date.slice(11);
                    }
                    // Time
                    else if (fasttype === 4) {
                        date = +date.slice(0, 2) > 23 ? '' : `0000-01-01T${date}Z`;
                    }
                    hasDate = fasttype !== 4;
                    hasTime = fasttype !== 3;
                }
            else {
                let match = date.match(DATE_TIME_RE);
                if (match) {
                    if (!match[1]) {
                        hasDate = false;
                        date = `0000-01-01T${date}`;
                    }
                    hasTime = !!match[2];
                    // Make sure to use T instead of a space. Breaks in case of extreme values otherwise.
                    hasTime && date[10] === ' ' && (date = date.replace(' ', 'T'));
                    // Do not allow rollover hours.
                    if (match[2] && +match[2] > 23) {
                        date = '';
                    }
                    else {
                        offset = match[3] || null;
                        if (!offset && hasTime)
                            date += 'Z';
                    }
                }
                else {
                    date = '';
                }
            }
        }
        super(date);
        if (!isNaN(this.getTime())) {
            this.#hasDate = hasDate;
            this.#hasTime = hasTime;
            this.#offset = offset;
        }
    }
    isDateTime() {
        return this.#hasDate && this.#hasTime;
    }
    isLocal() {
        return !this.#hasDate || !this.#hasTime || !this.#offset;
    }
    isDate() {
        return this.#hasDate && !this.#hasTime;
    }
    isTime() {
        return this.#hasTime && !this.#hasDate;
    }
    isValid() {
        return this.#hasDate || this.#hasTime;
    }
    toISOString() {
        let iso = super.toISOString();
        // Local Date
        if (this.isDate())
            return iso.slice(0, 10);
        // Local Time
        if (this.isTime())
            return iso.slice(11, 23);
        // Local DateTime
        if (this.#offset === null)
            return iso.slice(0, -1);
        // Offset DateTime
        if (this.#offset === 'Z' || this.#offset === 'z')
            return iso;
        // This part is quite annoying: JS strips the original timezone from the ISO string representation
        // Instead of using a "modified" date and "Z", we restore the representation "as authored"
        let offset = (+(this.#offset.slice(1, 3)) * 60) + +(this.#offset.slice(4, 6));
        offset = this.#offset[0] === '-' ? offset : -offset;
        let offsetDate = new Date(this.getTime() - (offset * 60e3));
        return offsetDate.toISOString().slice(0, -1) + this.#offset;
    }
    static wrapAsOffsetDateTime(jsDate, offset = 'Z') {
        let date = new TomlDate(jsDate);
        date.#offset = offset;
        return date;
    }
    static wrapAsLocalDateTime(jsDate) {
        let date = new TomlDate(jsDate);
        date.#offset = null;
        return date;
    }
    static wrapAsLocalDate(jsDate) {
        let date = new TomlDate(jsDate);
        date.#hasTime = false;
        date.#offset = null;
        return date;
    }
    static wrapAsLocalTime(jsDate) {
        let date = new TomlDate(jsDate);
        date.#hasDate = false;
        date.#offset = null;
        return date;
    }
}

;// CONCATENATED MODULE: ./node_modules/smol-toml/dist/extract.js
/*!
 * Copyright (c) Squirrel Chat et al., All rights reserved.
 * SPDX-License-Identifier: BSD-3-Clause
 *
 * Redistribution and use in source and binary forms, with or without
 * modification, are permitted provided that the following conditions are met:
 *
 * 1. Redistributions of source code must retain the above copyright notice, this
 *    list of conditions and the following disclaimer.
 * 2. Redistributions in binary form must reproduce the above copyright notice,
 *    this list of conditions and the following disclaimer in the
 *    documentation and/or other materials provided with the distribution.
 * 3. Neither the name of the copyright holder nor the names of its contributors
 *    may be used to endorse or promote products derived from this software without
 *    specific prior written permission.
 *
 * THIS SOFTWARE IS PROVIDED BY THE COPYRIGHT HOLDERS AND CONTRIBUTORS "AS IS" AND
 * ANY EXPRESS OR IMPLIED WARRANTIES, INCLUDING, BUT NOT LIMITED TO, THE IMPLIED
 * WARRANTIES OF MERCHANTABILITY AND FITNESS FOR A PARTICULAR PURPOSE ARE
 * DISCLAIMED. IN NO EVENT SHALL THE COPYRIGHT HOLDER OR CONTRIBUTORS BE LIABLE
 * FOR ANY DIRECT, INDIRECT, INCIDENTAL, SPECIAL, EXEMPLARY, OR CONSEQUENTIAL
 * DAMAGES (INCLUDING, BUT NOT LIMITED TO, PROCUREMENT OF SUBSTITUTE GOODS OR
 * SERVICES; LOSS OF USE, DATA, OR PROFITS; OR BUSINESS INTERRUPTION) HOWEVER
 * CAUSED AND ON ANY THEORY OF LIABILITY, WHETHER IN CONTRACT, STRICT LIABILITY,
 * OR TORT (INCLUDING NEGLIGENCE OR OTHERWISE) ARISING IN ANY WAY OUT OF THE USE
 * OF THIS SOFTWARE, EVEN IF ADVISED OF THE POSSIBILITY OF SUCH DAMAGE.
 */




function isDigit(char, base = 10) {
    return base === 16
        ? (char > 0x2f && char < 0x3a) || (char > 0x40 && char < 0x47) || (char > 0x60 && char < 0x67)
        : (char > 0x2f && char < 0x30 + base);
}
function isEndOfValue(char, delim) {
    // Whitespace -- we're permissive on `\r` for performance; it'll be dealt with later anyway
    return char === 0x20 || char === 0x9 /* \t */ || char === 0xa /* \n */ || char === 0xd /* \r */ ||
        // Structure end or next value delimiter
        (delim && (char === delim || char === 0x2c /* , */)) ||
        // Comment
        char === 0x23; /* # */
}
/** @internal */
function extractValue(ctx, end) {
    let errPtr = ctx.p;
    let c = ctx.s.charCodeAt(ctx.p);
    // Structs
    if (c === 0x5b /* [ */ || c === 0x7b /* { */) {
        ctx.d-- || TomlError.x('document contains excessively nested structures. aborting.', ctx);
        let value = c === 0x5b /* [ */
            ? parseArray(ctx)
            : parseInlineTable(ctx);
        ctx.d++;
        return value;
    }
    // Strings
    if (c === 0x22 /* " */ || c === 0x27 /* ' */) {
        return parseString(ctx);
    }
    // Booleans
    // We can fast-path because the first character is enough to know the only possible value
    if (c === 0x74 /* t */) { // Only possible valid value is `true`
        if (ctx.s.charCodeAt(++ctx.p) !== 0x72 || ctx.s.charCodeAt(++ctx.p) !== 0x75 || ctx.s.charCodeAt(++ctx.p) !== 0x65)
            TomlError.x('invalid value', ctx, errPtr);
        return ctx.p++, true;
    }
    if (c === 0x66 /* f */) { // Only possible valid value is `false`
        if (ctx.s.charCodeAt(++ctx.p) !== 0x61 || ctx.s.charCodeAt(++ctx.p) !== 0x6c || ctx.s.charCodeAt(++ctx.p) !== 0x73 || ctx.s.charCodeAt(++ctx.p) !== 0x65)
            TomlError.x('invalid value', ctx, errPtr);
        return ctx.p++, false;
    }
    if (c === 0x2b /* + */ || c === 0x2d /* - */) {
        return parseNumber(ctx, ctx.p, ctx.s.charCodeAt(++ctx.p), 0x2c - c, end);
    }
    // Rough heuristic, but `parseDate` falls back to number parsing if it's a false positive.
    // e.g.: `a = 1\n-------------- = 1` would match this heuristic, but gracefully fallback to numbers.
    if (ctx.s.charCodeAt(ctx.p + 4) === 0x2d /* - */ && ctx.s.charCodeAt(ctx.p + 7) === 0x2d /* - */) {
        return parseDate(ctx, c, end);
    }
    // Same logic as above; `parseTime` falls back to number parsing if it's a false positive.
    if (ctx.s.charCodeAt(ctx.p + 2) === 0x3a /* : */) {
        return parseTime(ctx, c, end);
    }
    return parseNumber(ctx, ctx.p, c, 0, end);
}
// State:
// 0: init
// 1: integer
// 2: fractional dot
// 3: fractional
// 4: exponent letter
// 5: exponent
// 6: exponent sign
// 7: exponent with sign
// >9: underscore; see below
//     -> 12: was integer
//     -> 14: was fractional
//     -> 16: was exponent
// states 2-5, 14, 16 are ONLY permitted iif base === 10
function parseNumber(ctx, startPtr, startChr, sign, endChr) {
    let c = startChr;
    let state = 0;
    let hasUnderscores = false;
    // (+/-)inf
    if (c === 0x69 /* i */) {
        if (ctx.s.charCodeAt(++ctx.p) !== 0x6e || ctx.s.charCodeAt(++ctx.p) !== 0x66)
            TomlError.x('invalid value', ctx, startPtr);
        return ctx.p++, (sign || 1) / 0;
    }
    // (+/-)nan
    if (c === 0x6e /* n */) {
        if (ctx.s.charCodeAt(++ctx.p) !== 0x61 || ctx.s.charCodeAt(++ctx.p) !== 0x6e)
            TomlError.x('invalid value', ctx, startPtr);
        return ctx.p++, NaN;
    }
    // Leading zero
    // Only allowed cases: `0<EOV>`, `0.(...)`, `0e(...)`, `0x(...)`, `0b(...)`, `0o(...)`
    // FWIW, `0e(...)` is a stupid case, but it's not banned per-se so we have to parse it
    if (c === 0x30 /* 0 */) {
        if (++ctx.p >= ctx.s.length || isEndOfValue(c = ctx.s.charCodeAt(ctx.p), endChr))
            return ctx.bi === true ? 0n : 0; // note: conveniently deals with `-0`
        if (!sign) {
            if (c === 0x78 /* x */)
                return parseIntegerBaseN(ctx, startPtr, 16, endChr);
            else if (c === 0x62 /* b */)
                return parseIntegerBaseN(ctx, startPtr, 2, endChr);
            else if (c === 0x6f /* o */)
                return parseIntegerBaseN(ctx, startPtr, 8, endChr);
        }
        if (c === 0x2e /* . */)
            state = 2;
        else if (c === 0x65 /* e */ || c === 0x45 /* E */)
            state = 4;
        else
            TomlError.x('illegal leading zero', ctx, startPtr);
    }
    // If the 1st char is not a digit by now, then it's not a valid TOML value at all
    else if (!isDigit(c))
        TomlError.x('invalid value', ctx, startPtr);
    while (++ctx.p < ctx.s.length && (c = ctx.s.charCodeAt(ctx.p), !isEndOfValue(c, endChr))) {
        if (!state)
            state = 1; // Detects single-digit numbers we can use a fast parse path for
        // The way the states are numbered is not random: underscores are always permitted in odd-numbered states and
        // never permitted in even-numbered ones.
        if (c === 0x5f /* _ */) {
            if (!(state & 1))
                TomlError.x('illegal underscore', ctx);
            state += 11; // 11 is a marker that makes the state even and greater than 9; see the numbering + rationale above
            hasUnderscores = true;
        }
        // Transition to fractional part.
        else if (state === 1 && c === 0x2e /* . */)
            state = 2;
        // Transition to exponent part.
        else if ((state === 1 || state === 3) && (c === 0x65 /* e */ || c === 0x45 /* E */))
            state = 4;
        // + and - are permitted in state 4 only (handled before entering the function for state 0)
        else if (state === 4 && (c === 0x2b /* + */ || c === 0x2d /* - */)) {
            state = 6;
        }
        // All special cases have been handled; only digits are allowed here
        else if (!isDigit(c))
            TomlError.x(`illegal character in numeric literal`, ctx);
        // Clear state flags
        else if (state > 9)
            state -= 11;
        else if (!(state & 1))
            state++;
    }
    // Single-char number; we can fast-path these very easily.
    if (!state) {
        let val = (startChr - 0x30 /* 0 */) * (sign || 1);
        return ctx.bi === true ? BigInt(val) : val;
    }
    // Even-numbered states absolutely require a digit next; not even end of value is permitted
    if (!(state & 1))
        TomlError.x('unfinished numeric value', ctx, startPtr);
    let str = ctx.s.slice(startPtr, ctx.p);
    if (hasUnderscores)
        str = str.replaceAll('_', ''); // perf: replaceAll 1.25x faster than replace with a regex
    return state > 1
        ? parseFloat(str)
        : parseInteger(ctx, str, 10, startPtr);
}
function parseIntegerBaseN(ctx, startPtr, base, endChr) {
    let c, underscore = 1;
    while (++ctx.p < ctx.s.length && (c = ctx.s.charCodeAt(ctx.p), !isEndOfValue(c, endChr))) {
        if (c === 0x5f /* _ */) {
            if (underscore & 1)
                TomlError.x('illegal underscore', ctx);
            underscore = 3;
        }
        // We only need to check if the number is a valid digit, nothing else is permitted
        else if (!isDigit(c, base))
            TomlError.x(`illegal character in numeric literal`, ctx);
        // Clear underscore flag
        else if (underscore & 1)
            underscore--;
    }
    // Trailing underscore is not allowed
    if (underscore & 1)
        TomlError.x('unfinished numeric value', ctx);
    let str = ctx.s.slice(startPtr + 2, ctx.p);
    if (underscore)
        str = str.replaceAll('_', ''); // perf: replaceAll 1.25x faster than replace with a regex
    return parseInteger(ctx, str, base, startPtr);
}
function parseInteger(ctx, str, base, startPtr) {
    if (ctx.bi !== true)
        int: {
            let val = parseInt(str, base);
            if (!Number.isSafeInteger(val)) {
                if (ctx.bi)
                    break int;
                TomlError.x('integer value cannot be represented losslessly', ctx, startPtr);
            }
            return val;
        }
    return base === 10 ? BigInt(str) : BigInt((base === 2 ? '0b' : base === 8 ? '0o' : '0x') + str);
}
function parseDate(ctx, c, endChr) {
    let startPtr = ctx.p++, unsafeSeparator;
    if (!isDigit(c) ||
        !isDigit(ctx.s.charCodeAt(ctx.p++)) ||
        !isDigit(ctx.s.charCodeAt(ctx.p++)) ||
        !isDigit(ctx.s.charCodeAt(ctx.p++))) {
        return parseNumber(ctx, ctx.p = startPtr, c, 0, endChr);
    }
    ctx.p += 5;
    if (!isDigit(ctx.s.charCodeAt(ctx.p++)))
        TomlError.x('invalid date-time: date part is malformed', ctx, startPtr);
    if (ctx.p >= ctx.s.length || (((c = ctx.s.charCodeAt(ctx.p)) !== 0x20 || (unsafeSeparator = true, !isDigit(ctx.s.charCodeAt(ctx.p + 1)))) && c !== 0x54 /* T */ && c !== 0x74 /* t */)) {
        let t = ctx.s.slice(startPtr, ctx.p);
        return readDate(ctx, t, 3, false, startPtr);
    }
    if (ctx.s.charCodeAt(ctx.p += 3) !== 0x3a /* : */)
        TomlError.x('invalid date-time: time part is malformed', ctx, startPtr);
    if (ctx.s.charCodeAt(ctx.p += 3) === 0x3a /* : */)
        ctx.p += 3;
    if (ctx.s.charCodeAt(ctx.p) === 0x2e /* . */)
        while (isDigit(ctx.s.charCodeAt(++ctx.p)))
            ;
    if (c = ctx.s.charCodeAt(ctx.p)) {
        if (c === 0x5a /* Z */ || c === 0x7a /* z */) {
            let t = ctx.s.slice(startPtr, ++ctx.p);
            return readDate(ctx, t, 1, unsafeSeparator, startPtr, '[+00:00]');
        }
        if (c === 0x2b /* + */ || c === 0x2d /* - */) {
            // Temporal's ZonedDateTime is weird asf when it comes to dealing with traditional offsets...
            // It's 1.2x faster to allocate a new string to pass to ZDT than use Instant.toZonedDateTimeISO
            let t = ctx.s.slice(startPtr, ctx.p += 6);
            return readDate(ctx, t, 1, unsafeSeparator, startPtr, !ctx.ld && ('[' + ctx.s.slice(ctx.p - 6, ctx.p) + ']'));
        }
    }
    let t = ctx.s.slice(startPtr, ctx.p);
    return readDate(ctx, t, 2, unsafeSeparator, startPtr);
}
function parseTime(ctx, c, endChr) {
    let start = ctx.p;
    if (!isDigit(c) || !isDigit(ctx.s.charCodeAt(++ctx.p))) {
        return parseNumber(ctx, --ctx.p, c, 0, endChr);
    }
    if (ctx.s.charCodeAt(ctx.p += 4) === 0x3a /* : */)
        ctx.p += 3;
    if (ctx.s.charCodeAt(ctx.p) === 0x2e /* . */)
        while (isDigit(ctx.s.charCodeAt(++ctx.p)))
            ;
    let t = ctx.s.slice(start, ctx.p);
    return readDate(ctx, t, 4, false, start);
}
function readDate(ctx, str, type, unsafeDelim, errPtr, temporalSuffix) {
    if (ctx.ld) {
        let date = new TomlDate(str, type, unsafeDelim);
        if (!date.isValid())
            TomlError.x('invalid date', ctx, errPtr);
        return date;
    }
    try {
        if (temporalSuffix)
            str += temporalSuffix;
        switch (type) {
            case 1: return Temporal.ZonedDateTime.from(str);
            case 2: return Temporal.PlainDateTime.from(str);
            case 3: return Temporal.PlainDate.from(str);
            case 4: return Temporal.PlainTime.from(str);
        }
    }
    catch (e) {
        TomlError.x(e instanceof Error ? e.message : '' + e, ctx, errPtr);
    }
}

;// CONCATENATED MODULE: ./node_modules/smol-toml/dist/util.js
/*!
 * Copyright (c) Squirrel Chat et al., All rights reserved.
 * SPDX-License-Identifier: BSD-3-Clause
 *
 * Redistribution and use in source and binary forms, with or without
 * modification, are permitted provided that the following conditions are met:
 *
 * 1. Redistributions of source code must retain the above copyright notice, this
 *    list of conditions and the following disclaimer.
 * 2. Redistributions in binary form must reproduce the above copyright notice,
 *    this list of conditions and the following disclaimer in the
 *    documentation and/or other materials provided with the distribution.
 * 3. Neither the name of the copyright holder nor the names of its contributors
 *    may be used to endorse or promote products derived from this software without
 *    specific prior written permission.
 *
 * THIS SOFTWARE IS PROVIDED BY THE COPYRIGHT HOLDERS AND CONTRIBUTORS "AS IS" AND
 * ANY EXPRESS OR IMPLIED WARRANTIES, INCLUDING, BUT NOT LIMITED TO, THE IMPLIED
 * WARRANTIES OF MERCHANTABILITY AND FITNESS FOR A PARTICULAR PURPOSE ARE
 * DISCLAIMED. IN NO EVENT SHALL THE COPYRIGHT HOLDER OR CONTRIBUTORS BE LIABLE
 * FOR ANY DIRECT, INDIRECT, INCIDENTAL, SPECIAL, EXEMPLARY, OR CONSEQUENTIAL
 * DAMAGES (INCLUDING, BUT NOT LIMITED TO, PROCUREMENT OF SUBSTITUTE GOODS OR
 * SERVICES; LOSS OF USE, DATA, OR PROFITS; OR BUSINESS INTERRUPTION) HOWEVER
 * CAUSED AND ON ANY THEORY OF LIABILITY, WHETHER IN CONTRACT, STRICT LIABILITY,
 * OR TORT (INCLUDING NEGLIGENCE OR OTHERWISE) ARISING IN ANY WAY OUT OF THE USE
 * OF THIS SOFTWARE, EVEN IF ADVISED OF THE POSSIBILITY OF SUCH DAMAGE.
 */

/** @internal */
function skipComment(ctx) {
    for (; ctx.p < ctx.s.length; ctx.p++) {
        let c = ctx.s.charCodeAt(ctx.p);
        if (c === 0xa /* \n */)
            break;
        if (c === 0xd /* \r */ && ctx.s.charCodeAt(ctx.p + 1) === 0xa /* \n */) {
            ctx.p++;
            break;
        }
        if ((c < 0x20 && c !== 0x9 /* \t */) || c === 0x7f) {
            TomlError.x('control characters are not allowed in comments', ctx);
        }
    }
}
/** @internal */
function skipVoid(ctx, banNewLines, banComments) {
    let c;
    while (ctx.p < ctx.s.length) {
        while (ctx.p < ctx.s.length && ((c = ctx.s.charCodeAt(ctx.p)) === 0x20 ||
            c === 0x9 /* \t */ ||
            (!banNewLines &&
                (c === 0xa /* \n */ || (c === 0xd /* \r */ && ctx.s.charCodeAt(ctx.p + 1) === 0xa /* \n */)))))
            ctx.p++;
        if (banComments || c !== 0x23 /* # */)
            break;
        skipComment(ctx);
    }
}

;// CONCATENATED MODULE: ./node_modules/smol-toml/dist/struct.js
/*!
 * Copyright (c) Squirrel Chat et al., All rights reserved.
 * SPDX-License-Identifier: BSD-3-Clause
 *
 * Redistribution and use in source and binary forms, with or without
 * modification, are permitted provided that the following conditions are met:
 *
 * 1. Redistributions of source code must retain the above copyright notice, this
 *    list of conditions and the following disclaimer.
 * 2. Redistributions in binary form must reproduce the above copyright notice,
 *    this list of conditions and the following disclaimer in the
 *    documentation and/or other materials provided with the distribution.
 * 3. Neither the name of the copyright holder nor the names of its contributors
 *    may be used to endorse or promote products derived from this software without
 *    specific prior written permission.
 *
 * THIS SOFTWARE IS PROVIDED BY THE COPYRIGHT HOLDERS AND CONTRIBUTORS "AS IS" AND
 * ANY EXPRESS OR IMPLIED WARRANTIES, INCLUDING, BUT NOT LIMITED TO, THE IMPLIED
 * WARRANTIES OF MERCHANTABILITY AND FITNESS FOR A PARTICULAR PURPOSE ARE
 * DISCLAIMED. IN NO EVENT SHALL THE COPYRIGHT HOLDER OR CONTRIBUTORS BE LIABLE
 * FOR ANY DIRECT, INDIRECT, INCIDENTAL, SPECIAL, EXEMPLARY, OR CONSEQUENTIAL
 * DAMAGES (INCLUDING, BUT NOT LIMITED TO, PROCUREMENT OF SUBSTITUTE GOODS OR
 * SERVICES; LOSS OF USE, DATA, OR PROFITS; OR BUSINESS INTERRUPTION) HOWEVER
 * CAUSED AND ON ANY THEORY OF LIABILITY, WHETHER IN CONTRACT, STRICT LIABILITY,
 * OR TORT (INCLUDING NEGLIGENCE OR OTHERWISE) ARISING IN ANY WAY OUT OF THE USE
 * OF THIS SOFTWARE, EVEN IF ADVISED OF THE POSSIBILITY OF SUCH DAMAGE.
 */




/** @internal */
function parseKey(ctx, end = 0x3d /* = */) {
    // States:
    // 0: before first char
    // 1: parsing bare key
    // 2: after key component
    let startPtr;
    let state = 0;
    let parsed = [];
    let sliceStart;
    let c = ctx.s.charCodeAt(startPtr = ctx.p);
    do {
        // End of key
        if (c === end) {
            if (!state)
                TomlError.x('unexpected end of key', ctx);
            if (state === 1)
                parsed.push(ctx.s.slice(sliceStart, ctx.p));
            return ctx.p++, parsed;
        }
        // Dotted key separator
        else if (c === 0x2e /* . */) {
            if (!state)
                TomlError.x('illegal empty bare key', ctx);
            if (state === 1)
                parsed.push(ctx.s.slice(sliceStart, ctx.p));
            state = 0;
        }
        // Quoted key
        else if (!state && (c === 0x22 /* " */ || c === 0x27 /* ' */)) {
            if (c === ctx.s.charCodeAt(ctx.p + 1) && c === ctx.s.charCodeAt(ctx.p + 2))
                TomlError.x('illegal quoted key: multiline strings are not allowed', ctx);
            parsed.push(parseString(ctx));
            state = 2;
            ctx.p--;
        }
        // Whitespace; no-op in state 0 and 2, end of bare key in state 1
        else if (c === 0x20 || c === 0x9 /* \t */) {
            if (state === 1) {
                parsed.push(ctx.s.slice(sliceStart, ctx.p));
                state = 2;
            }
        }
        // If state is post-key, no character is allowed; otherwise ensure it's a bare-key component
        else if (state === 2 || (c < 0x30 && c !== 0x2d /* - */) || (c > 0x39 && c < 0x41) || (c > 0x5a && c < 0x61 && c !== 0x5f /* _ */) || c > 0x7a) {
            TomlError.x('illegal character in key', ctx);
        }
        // Illegal character
        else if (!state) {
            state = 1;
            sliceStart = ctx.p;
        }
    } while (c = ctx.s.charCodeAt(++ctx.p));
    TomlError.x('incomplete key-value: cannot find end of key', ctx, startPtr);
}
/** @internal */
function parseInlineTable(ctx) {
    let startPtr = ctx.p++;
    let res = Object.create(null);
    let seen = new Set();
    let c;
    while (ctx.p < ctx.s.length) {
        skipVoid(ctx);
        if ((c = ctx.s.charCodeAt(ctx.p)) === 0x7d /* } */) {
            ctx.p++;
            return res;
        }
        let k;
        let t = res;
        let hasOwn = false;
        let errPtr = ctx.p;
        let key = parseKey(ctx);
        for (let i = 0; i < key.length; i++) {
            if (i)
                t = hasOwn ? t[k] : (t[k] = Object.create(null));
            k = key[i];
            if ((hasOwn = Object.hasOwn(t, k)) && (typeof t[k] !== 'object' || seen.has(t[k]))) {
                TomlError.x('trying to redefine an already defined value', ctx, errPtr);
            }
            let unsafe = k === '__proto__';
            if (ctx.uk && (unsafe || k === 'constructor')) {
                t = ctx.uk !== 1 && TomlError.x('document contains an unsafe property', ctx, errPtr);
                break;
            }
            if (!hasOwn && unsafe) {
                Object.defineProperty(t, k, { enumerable: true, configurable: true, writable: true });
            }
        }
        if (hasOwn) {
            TomlError.x('trying to redefine an already defined value', ctx, errPtr);
        }
        skipVoid(ctx, true, true);
        let value = extractValue(ctx, 0x7d /* } */);
        if (t && typeof (t[k] = value) === 'object')
            seen.add(value);
        skipVoid(ctx);
        if ((c = ctx.s.charCodeAt(ctx.p++)) === 0x7d /* } */) {
            return res;
        }
        if (c !== 0x2c /* , */)
            TomlError.x('expected comma or end of structure', ctx, ctx.p - 1);
    }
    TomlError.x('unfinished table', ctx, startPtr);
}
/** @internal */
function parseArray(ctx) {
    let startPtr = ctx.p++;
    let res = [];
    let c;
    while (ctx.p < ctx.s.length) {
        skipVoid(ctx);
        if ((c = ctx.s.charCodeAt(ctx.p)) === 0x5d /* ] */) {
            ctx.p++;
            return res;
        }
        res.push(extractValue(ctx, 0x5d /* ] */));
        skipVoid(ctx);
        if ((c = ctx.s.charCodeAt(ctx.p++)) === 0x5d /* ] */) {
            return res;
        }
        if (c !== 0x2c /* , */)
            TomlError.x('expected comma or end of structure', ctx, ctx.p - 1);
    }
    TomlError.x('unfinished array', ctx, startPtr);
}

;// CONCATENATED MODULE: ./node_modules/smol-toml/dist/parse.js
/*!
 * Copyright (c) Squirrel Chat et al., All rights reserved.
 * SPDX-License-Identifier: BSD-3-Clause
 *
 * Redistribution and use in source and binary forms, with or without
 * modification, are permitted provided that the following conditions are met:
 *
 * 1. Redistributions of source code must retain the above copyright notice, this
 *    list of conditions and the following disclaimer.
 * 2. Redistributions in binary form must reproduce the above copyright notice,
 *    this list of conditions and the following disclaimer in the
 *    documentation and/or other materials provided with the distribution.
 * 3. Neither the name of the copyright holder nor the names of its contributors
 *    may be used to endorse or promote products derived from this software without
 *    specific prior written permission.
 *
 * THIS SOFTWARE IS PROVIDED BY THE COPYRIGHT HOLDERS AND CONTRIBUTORS "AS IS" AND
 * ANY EXPRESS OR IMPLIED WARRANTIES, INCLUDING, BUT NOT LIMITED TO, THE IMPLIED
 * WARRANTIES OF MERCHANTABILITY AND FITNESS FOR A PARTICULAR PURPOSE ARE
 * DISCLAIMED. IN NO EVENT SHALL THE COPYRIGHT HOLDER OR CONTRIBUTORS BE LIABLE
 * FOR ANY DIRECT, INDIRECT, INCIDENTAL, SPECIAL, EXEMPLARY, OR CONSEQUENTIAL
 * DAMAGES (INCLUDING, BUT NOT LIMITED TO, PROCUREMENT OF SUBSTITUTE GOODS OR
 * SERVICES; LOSS OF USE, DATA, OR PROFITS; OR BUSINESS INTERRUPTION) HOWEVER
 * CAUSED AND ON ANY THEORY OF LIABILITY, WHETHER IN CONTRACT, STRICT LIABILITY,
 * OR TORT (INCLUDING NEGLIGENCE OR OTHERWISE) ARISING IN ANY WAY OUT OF THE USE
 * OF THIS SOFTWARE, EVEN IF ADVISED OF THE POSSIBILITY OF SUCH DAMAGE.
 */




function peekTable(ctx, key, table, meta, type) {
    let t = table;
    let m = meta;
    let k;
    let hasOwn = false;
    let state;
    for (let i = 0; i < key.length; i++) {
        if (i) {
            t = hasOwn ? t[k] : (t[k] = Object.create(null));
            m = (state = m[k]).c;
            if (type === 0 /* Type.DOTTED */ && (state.t === 1 /* Type.EXPLICIT */ || state.t === 2 /* Type.ARRAY */)) {
                return null;
            }
            if (state.t === 2 /* Type.ARRAY */) {
                let l = t.length - 1;
                t = t[l];
                m = m[l].c;
            }
        }
        k = key[i];
        if ((hasOwn = Object.hasOwn(t, k)) && m[k]?.t === 0 /* Type.DOTTED */ && m[k]?.d) {
            return null;
        }
        if (!hasOwn) {
            let unsafe = k === '__proto__';
            if (ctx.uk && (unsafe || k === 'constructor'))
                return false;
            if (unsafe) {
                Object.defineProperty(t, k, { enumerable: true, configurable: true, writable: true });
                Object.defineProperty(m, k, { enumerable: true, configurable: true, writable: true });
            }
            m[k] = {
                t: i < key.length - 1 && type === 2 /* Type.ARRAY */
                    ? 3 /* Type.ARRAY_DOTTED */ : type,
                d: false,
                i: 0,
                c: Object.create(null),
            };
        }
    }
    state = m[k];
    if (state.t !== type && !(type === 1 /* Type.EXPLICIT */ && state.t === 3 /* Type.ARRAY_DOTTED */)) {
        // Bad key type!
        return null;
    }
    if (type === 2 /* Type.ARRAY */) {
        if (!state.d) {
            state.d = true;
            t[k] = [];
        }
        t[k].push(t = Object.create(null));
        state.c[state.i++] = (state = { t: 1 /* Type.EXPLICIT */, d: false, i: 0, c: Object.create(null) });
    }
    if (state.d) {
        // Redefining a table!
        return null;
    }
    state.d = true;
    if (type === 1 /* Type.EXPLICIT */) {
        t = hasOwn ? t[k] : (t[k] = Object.create(null));
    }
    else if (type === 0 /* Type.DOTTED */ && hasOwn) {
        return null;
    }
    return [k, t, state.c];
}
function validateTablePeek(ctx, peek, ptr) {
    if (peek === null || ctx.uk === 2)
        TomlError.x(peek === null
            ? 'trying to redefine an already defined table or value'
            : 'document contains an unsafe property', ctx, ptr);
}
function parse(toml, options = {}) {
    let ctx = {
        s: toml,
        p: 0,
        d: options.maxDepth ?? 1000,
        bi: options.integersAsBigInt ?? false,
        ld: options.useLegacyDate ?? true,
        uk: options.unsafeKeyBehaviour === 'throw' ? 2 : options.unsafeKeyBehaviour === 'drop' ? 1 : 0,
    };
    let res = Object.create(null);
    let meta = Object.create(null);
    let tmp;
    let skipping = false;
    let tbl = res;
    let m = meta;
    // BOM is allowed, skip.
    // JS is UTF-16, so we have to check for the UTF-16 BOM instead of the UTF-8 BOM sequence!
    if (toml.charCodeAt(0) === 0xfeff)
        ctx.p++;
    skipVoid(ctx);
    while (ctx.p < toml.length) {
        if (toml.charCodeAt(ctx.p) === 0x5b /* [ */) {
            let isTableArray = toml.charCodeAt(++ctx.p) === 0x5b; /* [ */
            tmp = ctx.p += +isTableArray;
            skipping = false;
            let k = parseKey(ctx, 0x5d /* ] */);
            if (isTableArray) {
                if (toml.charCodeAt(ctx.p) !== 0x5d /* ] */) {
                    TomlError.x('expected end of table array declaration', ctx);
                }
                ctx.p++;
            }
            let p = peekTable(ctx, k, res, meta, isTableArray ? 2 /* Type.ARRAY */ : 1 /* Type.EXPLICIT */);
            if (!p) {
                validateTablePeek(ctx, p, tmp);
                skipping = true;
            }
            else {
                m = p[2];
                tbl = p[1];
            }
        }
        else {
            tmp = ctx.p;
            let k = parseKey(ctx);
            let p = peekTable(ctx, k, tbl, m, 0 /* Type.DOTTED */);
            if (!p && !skipping)
                validateTablePeek(ctx, p, tmp);
            skipVoid(ctx, true, true);
            let v = extractValue(ctx, void 0);
            if (p && !skipping)
                p[1][p[0]] = v;
        }
        skipVoid(ctx, true);
        if (ctx.p < toml.length && (tmp = toml.charCodeAt(ctx.p)) !== 0xa /* \n */ && (tmp !== 0xd /* \r */ || toml.charCodeAt(ctx.p + 1) !== 0xa /* \n */)) {
            TomlError.x('each key-value declaration must be followed by an end-of-line', ctx);
        }
        skipVoid(ctx);
    }
    return res;
}

;// CONCATENATED MODULE: ./node_modules/smol-toml/dist/stringify.js
/*!
 * Copyright (c) Squirrel Chat et al., All rights reserved.
 * SPDX-License-Identifier: BSD-3-Clause
 *
 * Redistribution and use in source and binary forms, with or without
 * modification, are permitted provided that the following conditions are met:
 *
 * 1. Redistributions of source code must retain the above copyright notice, this
 *    list of conditions and the following disclaimer.
 * 2. Redistributions in binary form must reproduce the above copyright notice,
 *    this list of conditions and the following disclaimer in the
 *    documentation and/or other materials provided with the distribution.
 * 3. Neither the name of the copyright holder nor the names of its contributors
 *    may be used to endorse or promote products derived from this software without
 *    specific prior written permission.
 *
 * THIS SOFTWARE IS PROVIDED BY THE COPYRIGHT HOLDERS AND CONTRIBUTORS "AS IS" AND
 * ANY EXPRESS OR IMPLIED WARRANTIES, INCLUDING, BUT NOT LIMITED TO, THE IMPLIED
 * WARRANTIES OF MERCHANTABILITY AND FITNESS FOR A PARTICULAR PURPOSE ARE
 * DISCLAIMED. IN NO EVENT SHALL THE COPYRIGHT HOLDER OR CONTRIBUTORS BE LIABLE
 * FOR ANY DIRECT, INDIRECT, INCIDENTAL, SPECIAL, EXEMPLARY, OR CONSEQUENTIAL
 * DAMAGES (INCLUDING, BUT NOT LIMITED TO, PROCUREMENT OF SUBSTITUTE GOODS OR
 * SERVICES; LOSS OF USE, DATA, OR PROFITS; OR BUSINESS INTERRUPTION) HOWEVER
 * CAUSED AND ON ANY THEORY OF LIABILITY, WHETHER IN CONTRACT, STRICT LIABILITY,
 * OR TORT (INCLUDING NEGLIGENCE OR OTHERWISE) ARISING IN ANY WAY OUT OF THE USE
 * OF THIS SOFTWARE, EVEN IF ADVISED OF THE POSSIBILITY OF SUCH DAMAGE.
 */
let BARE_KEY = /^[a-z0-9-_]+$/i;
let HAS_WELLFORMED = !!(''.isWellFormed);
function extendedTypeOf(obj) {
    let type = typeof obj;
    if (type === 'object') {
        if (Array.isArray(obj))
            return 'array';
        if (typeof obj.getUTCDate === 'function' && obj instanceof Date)
            return 'date';
        if (globalThis.Temporal) {
            if (obj.until) {
                if (obj instanceof Temporal.ZonedDateTime)
                    return 'temporal/tz+uc';
                if (obj instanceof Temporal.PlainDateTime || obj instanceof Temporal.PlainDate)
                    return 'temporal/uc';
                if (obj instanceof Temporal.PlainTime || obj instanceof Temporal.Instant)
                    return 'temporal';
                if (obj instanceof Temporal.PlainYearMonth)
                    return 'temporal/x';
            }
            else if ((obj.toPlainDate && obj instanceof Temporal.PlainMonthDay) ||
                (obj.negated && obj instanceof Temporal.Duration)) {
                return 'temporal/x';
            }
        }
    }
    return type;
}
function isArrayOfTables(obj) {
    for (let i = 0; i < obj.length; i++) {
        if (extendedTypeOf(obj[i]) !== 'object')
            return false;
    }
    return obj.length != 0;
}
function formatWellFormedStringUnchecked(s) {
    return JSON.stringify(s).replaceAll('\x7f', '\\u007f');
}
function formatString(s) {
    return formatWellFormedStringUnchecked(HAS_WELLFORMED ? s.toWellFormed() : s);
}
function formatKey(s) {
    if (BARE_KEY.test(s))
        return s;
    if (HAS_WELLFORMED && !s.isWellFormed())
        throw new RangeError('key contains illegal lone surrogates');
    return formatWellFormedStringUnchecked(s);
}
function stringifyValue(val, type, depth, numberAsFloat, strictTemporal) {
    if (depth === 0) {
        throw new Error('Could not stringify the object: maximum object depth exceeded');
    }
    switch (type) {
        // @ts-expect-error -- intentional fallthrough case
        case 'number':
            if (isNaN(val))
                return 'nan';
            if (val === Infinity)
                return 'inf';
            if (val === -Infinity)
                return '-inf';
            if (Number.isInteger(val) && (numberAsFloat || !Number.isSafeInteger(val)))
                return val.toFixed(1);
        case 'bigint':
        case 'boolean':
        case 'temporal':
            return val.toString();
        case 'string':
            return formatString(val);
        case 'date':
            if (isNaN(val.getTime()))
                throw new TypeError('cannot serialize invalid date');
            return val.toISOString();
        case 'object':
            return stringifyInlineTable(val, depth, numberAsFloat, strictTemporal);
        case 'array':
            return stringifyArray(val, depth, numberAsFloat, strictTemporal);
        // @ts-expect-error -- intentional fallthrough case
        case 'temporal/tz+uc':
            if (strictTemporal) {
                let tz = val.timeZoneId;
                let tzc = tz.charCodeAt(0);
                if (
                // Classic offset
                tzc !== 0x2b /* + */ && tzc !== 0x2d /* - */ &&
                    (
                    // Fast pre-check pass; see below for the actually accepted values
                    (tzc !== 0x55 /* U */ && tzc !== 0x47 /* G */ && tzc !== 0x5a /* Z */ && tzc !== 0x45 /* E */) ||
                        (
                        // UTC and its aliases; Temporal implementations don't all canonicalise unfortunately
                        tz !== 'UTC' && tz !== 'UCT' && tz !== 'Universal' && tz !== 'Zulu' &&
                            // GMT is a TZ but it's for all intents and purposes equivalent to UTC. Safe to downgrade.
                            !tz.startsWith('GMT') && tz !== 'Greenwich' &&
                            // Etc/* are all safe to downgrade to offset (either UTC, GMT, or offset)
                            !tz.startsWith('Etc/')))) {
                    throw new TypeError('Temporal objects with an IANA timezone are not allowed in Temporal strict mode');
                }
            }
        case 'temporal/uc':
            if (strictTemporal && val.calendarId !== 'iso8601')
                throw new TypeError('Temporal objects with a non-default calendar are not allowed in Temporal strict mode');
            return val.toString({
                calendarName: 'never',
                timeZoneName: 'never',
            });
        case 'temporal/x':
            throw new TypeError('Unsupported ' + val[Symbol.toStringTag]);
    }
}
function stringifyInlineTable(obj, depth, numberAsFloat, strictTemporal) {
    let keys = Object.keys(obj);
    if (keys.length === 0)
        return '{}';
    let res = '{ ';
    for (let i = 0; i < keys.length; i++) {
        let k = keys[i];
        if (i)
            res += ', ';
        res += formatKey(k) + ' = ' + stringifyValue(obj[k], extendedTypeOf(obj[k]), depth - 1, numberAsFloat, strictTemporal);
    }
    return res + ' }';
}
function stringifyArray(array, depth, numberAsFloat, strictTemporal) {
    if (array.length === 0)
        return '[]';
    let res = '[ ';
    for (let i = 0; i < array.length; i++) {
        if (i)
            res += ', ';
        if (array[i] === null || array[i] === void 0) {
            throw new TypeError('arrays cannot contain null or undefined values');
        }
        res += stringifyValue(array[i], extendedTypeOf(array[i]), depth - 1, numberAsFloat, strictTemporal);
    }
    return res + ' ]';
}
function stringifyArrayTable(array, key, depth, numberAsFloat, strictTemporal) {
    if (depth === 0) {
        throw new Error('Could not stringify the object: maximum object depth exceeded');
    }
    let res = '';
    for (let i = 0; i < array.length; i++) {
        res += `${res && '\n'}[[${key}]]\n`;
        res += stringifyTable(0, array[i], key, depth, numberAsFloat, strictTemporal);
    }
    return res;
}
function stringifyTable(tableKey, obj, prefix, depth, numberAsFloat, strictTemporal) {
    if (depth === 0) {
        throw new Error('Could not stringify the object: maximum object depth exceeded');
    }
    let preamble = '';
    let tables = '';
    let keys = Object.keys(obj);
    for (let i = 0; i < keys.length; i++) {
        let k = keys[i];
        if (obj[k] !== null && obj[k] !== void 0) {
            let type = extendedTypeOf(obj[k]);
            if (type === 'symbol' || type === 'function') {
                throw new TypeError(`cannot serialize values of type '${type}'`);
            }
            let key = formatKey(k);
            if (type === 'array' && isArrayOfTables(obj[k])) {
                tables += (tables && '\n') + stringifyArrayTable(obj[k], prefix ? `${prefix}.${key}` : key, depth - 1, numberAsFloat, strictTemporal);
            }
            else if (type === 'object') {
                let tblKey = prefix ? `${prefix}.${key}` : key;
                tables += (tables && '\n') + stringifyTable(tblKey, obj[k], tblKey, depth - 1, numberAsFloat, strictTemporal);
            }
            else {
                preamble += key;
                preamble += ' = ';
                preamble += stringifyValue(obj[k], type, depth, numberAsFloat, strictTemporal);
                preamble += '\n';
            }
        }
    }
    if (tableKey && (preamble || !tables)) // Create table only if necessary
        preamble = preamble ? `[${tableKey}]\n${preamble}` : `[${tableKey}]`;
    return preamble && tables
        ? `${preamble}\n${tables}`
        : preamble || tables;
}
function stringify(obj, { maxDepth = 1000, numbersAsFloat = false, strictTemporal = false } = {}) {
    if (extendedTypeOf(obj) !== 'object') {
        throw new TypeError('stringify can only be called with an object');
    }
    let str = stringifyTable(0, obj, '', maxDepth, numbersAsFloat, strictTemporal);
    if (str[str.length - 1] !== '\n')
        return str + '\n';
    return str;
}

;// CONCATENATED MODULE: ./node_modules/smol-toml/dist/index.js
/*!
 * Copyright (c) Squirrel Chat et al., All rights reserved.
 * SPDX-License-Identifier: BSD-3-Clause
 *
 * Redistribution and use in source and binary forms, with or without
 * modification, are permitted provided that the following conditions are met:
 *
 * 1. Redistributions of source code must retain the above copyright notice, this
 *    list of conditions and the following disclaimer.
 * 2. Redistributions in binary form must reproduce the above copyright notice,
 *    this list of conditions and the following disclaimer in the
 *    documentation and/or other materials provided with the distribution.
 * 3. Neither the name of the copyright holder nor the names of its contributors
 *    may be used to endorse or promote products derived from this software without
 *    specific prior written permission.
 *
 * THIS SOFTWARE IS PROVIDED BY THE COPYRIGHT HOLDERS AND CONTRIBUTORS "AS IS" AND
 * ANY EXPRESS OR IMPLIED WARRANTIES, INCLUDING, BUT NOT LIMITED TO, THE IMPLIED
 * WARRANTIES OF MERCHANTABILITY AND FITNESS FOR A PARTICULAR PURPOSE ARE
 * DISCLAIMED. IN NO EVENT SHALL THE COPYRIGHT HOLDER OR CONTRIBUTORS BE LIABLE
 * FOR ANY DIRECT, INDIRECT, INCIDENTAL, SPECIAL, EXEMPLARY, OR CONSEQUENTIAL
 * DAMAGES (INCLUDING, BUT NOT LIMITED TO, PROCUREMENT OF SUBSTITUTE GOODS OR
 * SERVICES; LOSS OF USE, DATA, OR PROFITS; OR BUSINESS INTERRUPTION) HOWEVER
 * CAUSED AND ON ANY THEORY OF LIABILITY, WHETHER IN CONTRACT, STRICT LIABILITY,
 * OR TORT (INCLUDING NEGLIGENCE OR OTHERWISE) ARISING IN ANY WAY OUT OF THE USE
 * OF THIS SOFTWARE, EVEN IF ADVISED OF THE POSSIBILITY OF SUCH DAMAGE.
 */





/** @deprecated use `import * as ... from 'smol-toml'` instead */
/* harmony default export */ const dist = ({ parse: parse, stringify: stringify, TomlDate: TomlDate, TomlError: TomlError });

// EXTERNAL MODULE: ./src/errors.ts
var errors = __nccwpck_require__(3916);
// EXTERNAL MODULE: ./src/format/layout.ts
var format_layout = __nccwpck_require__(533);
// EXTERNAL MODULE: ./src/suggest.ts
var suggest = __nccwpck_require__(2969);
// EXTERNAL MODULE: ./src/store/duration.ts
var duration = __nccwpck_require__(6685);
;// CONCATENATED MODULE: ./src/store/presets.ts
const NONE = { layout: {}, types: [], frontMatterTypes: {}, indexFiles: [] };
/** Cline's fixed memory-bank sections: structure, never entries. */
const CLINE_SECTIONS = [
    '*Current State*',
    '*Current Work Focus*',
    '*Current Project Focus*',
    '*Technical Considerations*',
    '*Next Steps*',
    '*Monitoring Points*',
    '*Key Lessons*',
    '*Recent Changes*',
    '*Active Decisions*',
    '*Important Patterns*',
    '*Learnings and Project Insights*',
    '*What Works*',
    '*Left to Build*',
    '*Known Issues*',
    '*Evolution of Project Decisions*',
    '*Progress Breakdown*',
    '*Overall Project Status*',
    '*Major Achievements*',
];
const CLINE_CORE = [
    'projectbrief.md',
    'productContext.md',
    'systemPatterns.md',
    'techContext.md',
    'activeContext.md',
    'progress.md',
];
const PRESETS = {
    axe: NONE,
    'newest-first': { ...NONE, layout: { order: 'newest-first' } },
    squad: {
        ...NONE,
        layout: { level: 3, entriesUnder: 'Learnings', order: 'git' },
        summarySection: 'Core Context',
        types: [
            ['**/decisions/inbox/**', 'core'],
            ['**/decisions-inbox/**', 'core'],
            ['**/decisions.md', 'core'],
            ['**/history.md', 'core'],
        ],
    },
    'claude-code': {
        ...NONE,
        types: [['**/MEMORY.md', 'core']],
        frontMatterTypes: { feedback: 'core', user: 'core', project: 'episodic', reference: 'procedural' },
        indexFiles: ['**/MEMORY.md'],
    },
    cline: {
        ...NONE,
        layout: { order: 'newest-first', structure: CLINE_SECTIONS },
        types: [
            ...CLINE_CORE.map((f) => [`**/${f}`, 'core']),
            ['**/.cursor/**', 'core'],
            ['**/.clinerules*', 'core'],
        ],
    },
};
const PRESET_NAMES = Object.keys(PRESETS);

// EXTERNAL MODULE: ./src/store/regular.ts
var regular = __nccwpck_require__(2217);
;// CONCATENATED MODULE: ./src/store/config.ts
/**
 * Store configuration: memkeep.toml, axe-style `agents/<name>.toml` and
 * aide-style `agents/<name>/Aidefile`, all mapped onto one Agent model with
 * the defaults of DESIGN.md section 1.
 *
 * Every error names the file and the field (and the line for TOML syntax).
 * Unknown keys are warnings so that a config written for a newer memkeep, or
 * for axe and aide themselves, still loads. Every configured path must stay
 * inside the store root after `..` and symlinks are resolved: a store is
 * often a shared repository, and its config must not be able to make memkeep
 * touch files elsewhere on the runner.
 */









const MEMORY_TYPES = ['core', 'procedural', 'episodic'];
/** The `[memory]` keys memkeep reads; anything else is warned about by every command. */
const MEMORY_KEYS = [
    'enabled',
    'path',
    'last_n',
    'max_entries',
    'core_files',
    'procedural_dir',
    'episodic_dir',
    'procedural_max_age',
    'episodic_max_age',
    'compact_after',
    'preset',
    'entry_heading',
    'entries_under',
    'order',
    'structure',
    'types',
    'front_matter_types',
    'index_files',
    'summary_section',
];
const ANALYZERS = ['auto', 'llm', 'local'];
const CONFIG_FILE = 'memkeep.toml';
/** Where gc keeps its analysis cache (STATE_DIR of analysis/cache.ts, which the store layer does not import). */
const STATE_DIR = '.memkeep';
const AGENTS_DIR = 'agents';
const AIDEFILE = 'Aidefile';
const DEFAULT_MAX_INPUT_TOKENS = 100_000;
const DAY = 86_400_000;
const DEFAULT_EPISODIC_MS = 7 * DAY;
const DEFAULT_PROCEDURAL_MS = 90 * DAY;
/**
 * Agent names come from file names and become file names (the default log
 * `memory/<name>.md`): any plain file name is one (`_under`, `my agent`), so
 * every agent axe or aide runs can be kept. Not a name: "", `.`, `..`,
 * anything with a path separator, and control characters, which would reach
 * terminals and reports raw.
 */
function isAgentName(name) {
    return name !== '' && name !== '.' && name !== '..' && !/[/\\\u0000-\u001f\u007f]/.test(name);
}
const AGENT_NAME_RULE = 'an agent name is a plain file name: not empty, not . or .., no / or \\, no control characters';
// File-system calls here are synchronous: gc --all loads every agent of a
// store, a dozen tiny stats and reads each, and a thread-pool round trip per
// call would cost more than the calls themselves.
/** Resolves and checks the store root; a missing root is a config error. */
async function resolveStoreRoot(root) {
    const abs = (0,external_node_path_.resolve)(root);
    let st;
    try {
        st = (0,external_node_fs_.statSync)(abs);
    }
    catch {
        throw (0,errors/* configError */.Fj)(`store root ${abs} does not exist`, { file: abs });
    }
    if (!st.isDirectory())
        throw (0,errors/* configError */.Fj)(`store root ${abs} is not a directory`, { file: abs });
    return external_node_fs_.realpathSync.native(abs);
}
/** Loads `<root>/memkeep.toml` (optional) with its defaults. */
async function loadStoreConfig(root) {
    const realRoot = await resolveStoreRoot(root);
    // gc writes its analysis cache under .memkeep/ (analysis/cache.ts); a link
    // there must not carry that write out of the store.
    await resolveInside(realRoot, realRoot, STATE_DIR, { field: 'state directory' });
    const file = (0,external_node_path_.join)(realRoot, CONFIG_FILE);
    const doc = (await readTomlIfPresent(file)) ?? {};
    const t = new Fields(file, doc);
    const gc = t.table('gc');
    const retention = t.table('retention');
    const providers = t.table('providers');
    const pr = t.table('pull_request');
    t.unknown(['gc', 'retention', 'providers', 'pull_request']);
    const analyzer = gc.string('analyzer');
    if (analyzer !== undefined && !ANALYZERS.includes(analyzer)) {
        throw gc.error('analyzer', `must be one of ${ANALYZERS.join(', ')}`);
    }
    const model = gc.string('model');
    const maxInputTokens = gc.positiveInt('max_input_tokens') ?? DEFAULT_MAX_INPUT_TOKENS;
    const distil = gc.boolean('distil') ?? true;
    gc.unknown(['model', 'analyzer', 'max_input_tokens', 'distil']);
    const episodicMs = retention.duration('episodic') ?? DEFAULT_EPISODIC_MS;
    const proceduralMs = retention.duration('procedural') ?? DEFAULT_PROCEDURAL_MS;
    retention.unknown(['episodic', 'procedural']);
    const providerSettings = {};
    for (const name of providers.keys()) {
        const p = providers.table(name);
        providerSettings[name] = { baseUrl: p.string('base_url'), apiKeyEnv: p.string('api_key_env') };
        p.unknown(['base_url', 'api_key_env']);
    }
    const pullRequest = { branch: pr.string('branch'), labels: pr.stringArray('labels'), title: pr.string('title') };
    pr.unknown(['branch', 'labels', 'title']);
    return {
        root: realRoot,
        gc: { model, analyzer: analyzer, maxInputTokens, distil },
        retention: { episodicMs, proceduralMs },
        providers: providerSettings,
        pullRequest,
        warnings: t.warnings,
    };
}
/**
 * Finds every agent in the store, sorted by name. Two configs for one name
 * (`agents/x.toml` and `agents/x/Aidefile`) are a config error: which one
 * memkeep would act on must never depend on directory order.
 */
async function discoverAgents(store) {
    const dir = (0,external_node_path_.join)(store.root, AGENTS_DIR);
    let entries;
    try {
        entries = (0,external_node_fs_.readdirSync)(dir, { withFileTypes: true });
    }
    catch (err) {
        if (err.code === 'ENOENT')
            return [];
        throw (0,errors/* ioError */.bD)('read', dir, err);
    }
    const refs = new Map();
    for (const entry of entries) {
        let ref;
        if (entry.name.endsWith('.toml') && !entry.isDirectory()) {
            const file = (0,external_node_path_.join)(dir, entry.name);
            // A link, FIFO or device: skipping it would drop an agent from `--all` without a word.
            if (!entry.isFile())
                checkLinkedConfig(store.root, file);
            ref = { name: entry.name.slice(0, -'.toml'.length), form: 'toml', configFile: file };
        }
        else if (entry.isDirectory()) {
            const aidefile = (0,external_node_path_.join)(dir, entry.name, AIDEFILE);
            const st = (0,external_node_fs_.lstatSync)(aidefile, { throwIfNoEntry: false });
            // Skipping these would drop an agent from `--all` without a word.
            if (st?.isDirectory())
                throw (0,errors/* configError */.Fj)(`${aidefile} is a directory, a file was expected`, { file: aidefile });
            if (st) {
                if (!st.isFile())
                    checkLinkedConfig(store.root, aidefile);
                ref = { name: entry.name, form: 'aidefile', configFile: aidefile };
            }
            else if (entry.name.endsWith('.toml')) {
                const file = (0,external_node_path_.join)(dir, entry.name);
                throw (0,errors/* configError */.Fj)(`${file} is a directory, a TOML file was expected`, { file });
            }
        }
        if (!ref)
            continue;
        const other = refs.get(ref.name);
        if (other) {
            throw (0,errors/* configError */.Fj)(`agent "${ref.name}" is defined twice: ${other.configFile} and ${ref.configFile}`, {
                file: ref.configFile,
                field: 'name',
            });
        }
        refs.set(ref.name, ref);
    }
    return [...refs.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}
/** Loads every agent; the first broken config stops the listing. */
async function loadAllAgents(store) {
    const refs = await discoverAgents(store);
    return Promise.all(refs.map((ref) => loadAgentRef(store, ref)));
}
/** Loads one agent by name; an unknown name is a config error (exit 2). */
async function loadAgent(store, name) {
    if (!isAgentName(name))
        throw (0,errors/* configError */.Fj)(`invalid agent name ${JSON.stringify(name)}: ${AGENT_NAME_RULE}`, { field: 'agent' });
    const refs = await discoverAgents(store);
    const ref = refs.find((r) => r.name === name);
    if (!ref) {
        const hint = (0,suggest/* didYouMean */.a)(name, refs.map((r) => r.name));
        throw (0,errors/* configError */.Fj)(`agent "${name}" not found${hint} (looked for ${(0,external_node_path_.join)(AGENTS_DIR, name + '.toml')} and ${(0,external_node_path_.join)(AGENTS_DIR, name, AIDEFILE)} under ${store.root})`, { field: 'agent' });
    }
    return loadAgentRef(store, ref);
}
/** Loads an agent found by discoverAgents (no second directory listing). */
async function loadAgentRef(store, ref) {
    if (!isAgentName(ref.name)) {
        throw (0,errors/* configError */.Fj)(`invalid agent name ${JSON.stringify(ref.name)}: ${AGENT_NAME_RULE}`, {
            file: ref.configFile,
            field: 'name',
        });
    }
    const doc = await readTomlIfPresent(ref.configFile);
    if (doc === undefined)
        throw (0,errors/* configError */.Fj)(`cannot read ${ref.configFile}`, { file: ref.configFile });
    const t = new Fields(ref.configFile, doc);
    const aide = ref.form === 'aidefile';
    const base = aide ? (0,external_node_path_.dirname)(ref.configFile) : store.root;
    const name = t.string('name');
    if (name !== undefined && name !== ref.name) {
        throw t.error('name', `"${name}" does not match the agent name "${ref.name}" taken from the file name`);
    }
    const model = t.string('model');
    const m = t.table('memory');
    // axe and aide configs carry many top-level keys (prompts, tools, skills)
    // that are not memkeep's business; only the memory table is ours, so only
    // its unknown keys are worth a warning.
    const within = (field, value) => resolveInside(store.root, base, value, { file: ref.configFile, field: `memory.${field}` });
    const defaults = aide
        ? { enabled: true, path: 'memory/log.md', procedural: 'memory/procedural', episodic: 'memory/episodic' }
        : {
            enabled: false,
            path: `memory/${ref.name}.md`,
            procedural: `memory/${ref.name}/procedural`,
            episodic: `memory/${ref.name}/episodic`,
        };
    const typed = typing(m);
    const memory = {
        enabled: m.boolean('enabled') ?? defaults.enabled,
        path: await within('path', m.string('path') ?? defaults.path),
        lastN: m.nonNegativeInt('last_n') ?? 10,
        maxEntries: m.nonNegativeInt('max_entries') ?? 0,
        coreFiles: await Promise.all((m.stringArray('core_files') ?? []).map((p) => within('core_files', p))),
        proceduralDir: await within('procedural_dir', m.string('procedural_dir') ?? defaults.procedural),
        episodicDir: await within('episodic_dir', m.string('episodic_dir') ?? defaults.episodic),
        proceduralMaxAgeMs: m.duration('procedural_max_age') ?? store.retention.proceduralMs,
        episodicMaxAgeMs: m.duration('episodic_max_age') ?? store.retention.episodicMs,
        compactAfter: m.tokenCount('compact_after'),
        ...typed,
        summarySection: summarySection(m) ?? PRESETS[typed.preset].summarySection,
    };
    m.unknown(MEMORY_KEYS);
    return { name: ref.name, form: ref.form, configFile: ref.configFile, model, memory, warnings: t.warnings };
}
/** `summary_section`: a heading's text, one line (it is looked up as `## <text>` in the log). */
function summarySection(m) {
    const text = m.string('summary_section');
    if (text === undefined)
        return undefined;
    const heading = text.trim().replace(/^##\s+/, '');
    if (heading === '' || /[\r\n]/.test(heading))
        throw m.error('summary_section', 'must be one line of heading text, e.g. "Core Context"');
    return heading;
}
/**
 * The layout and typing fields of `[memory]`: a preset's values, with the
 * explicit fields over them.
 */
function typing(m) {
    const preset = m.string('preset') ?? 'axe';
    if (!PRESET_NAMES.includes(preset))
        throw m.error('preset', `"${preset}" is not a preset${(0,suggest/* didYouMean */.a)(preset, PRESET_NAMES)} (one of ${PRESET_NAMES.join(', ')})`);
    const p = PRESETS[preset];
    const heading = m.string('entry_heading');
    if (heading !== undefined && !/^#{2,4}$/.test(heading))
        throw m.error('entry_heading', `must be "##", "###" or "####" (got "${heading}")`);
    const order = m.string('order');
    if (order !== undefined && !format_layout/* ORDERS */.gf.includes(order))
        throw m.error('order', `must be one of ${format_layout/* ORDERS */.gf.join(', ')} (got "${order}")`);
    const layout = {
        level: heading?.length ?? p.layout.level ?? 2,
        entriesUnder: m.string('entries_under') ?? p.layout.entriesUnder,
        structure: m.stringArray('structure') ?? p.layout.structure ?? [],
        order: order ?? p.layout.order ?? 'oldest-first',
    };
    if (layout.entriesUnder !== undefined && layout.level === 2) {
        throw m.error('entries_under', 'needs entry_heading "###" or "####": entries under a "## " section are deeper headings');
    }
    if (layout.entriesUnder?.trim() === '')
        throw m.error('entries_under', 'must not be empty');
    const typeOf = (field, key, v) => {
        if (typeof v !== 'string' || !MEMORY_TYPES.includes(v)) {
            throw m.error(field, `"${key}" must map to one of ${MEMORY_TYPES.join(', ')}`);
        }
        return v;
    };
    const own = Object.entries(m.plainTable('types') ?? {}).map(([glob, v]) => [
        glob,
        typeOf('types', glob, v),
    ]);
    const fm = Object.fromEntries(Object.entries(m.plainTable('front_matter_types') ?? {}).map(([k, v]) => [
        k.toLowerCase(),
        typeOf('front_matter_types', k, v),
    ]));
    return {
        layout,
        preset,
        types: [...own, ...p.types],
        frontMatterTypes: { ...p.frontMatterTypes, ...fm },
        indexFiles: m.stringArray('index_files') ?? p.indexFiles,
    };
}
/**
 * Resolves a configured path against `base` and proves it stays inside the
 * store root (a real path, as resolveStoreRoot gives), following symlinks of
 * every existing ancestor so a link inside the store cannot point memkeep
 * elsewhere. An absolute path is accepted when it lies inside the root, as
 * for the commands' PATH arguments; the other OS's absolute forms (`C:\`
 * on POSIX) are refused, since they name no place here.
 */
async function resolveInside(root, base, value, context) {
    const { file, field } = context;
    if (value.trim() === '')
        throw (0,errors/* configError */.Fj)(`${field} must not be empty`, { file, field });
    if (!(0,external_node_path_.isAbsolute)(value) && (/^[A-Za-z]:[\\/]/.test(value) || value.startsWith('\\'))) {
        throw (0,errors/* configError */.Fj)(`${field} "${value}" is an absolute path of another OS; give it relative to the store`, {
            file,
            field,
        });
    }
    const abs = (0,external_node_path_.resolve)(base, value);
    // Name the path as it was typed, not the `../../..` form derived from it.
    if ((0,external_node_path_.isAbsolute)(value) && !isInside(root, abs)) {
        throw (0,errors/* configError */.Fj)(`${field} "${value}" is outside the store root ${root}`, { file, field });
    }
    if (!isInside(root, abs)) {
        throw (0,errors/* configError */.Fj)(`${field} "${value}" resolves outside the store root ${root}`, { file, field });
    }
    const real = noLinksBelow(root, abs) ? abs : await realpathOfExisting(abs);
    if (!isInside(root, real)) {
        throw (0,errors/* configError */.Fj)(`${field} "${value}" leads outside the store root through a symlink (to ${real})`, {
            file,
            field,
        });
    }
    return abs;
}
/** A path as people read it in messages: relative to the store when inside it. */
function storeRelative(store, abs) {
    const rel = (0,external_node_path_.relative)(store.root, abs);
    return rel === '' || rel.startsWith('..') || (0,external_node_path_.isAbsolute)(rel) ? abs : rel;
}
function isInside(root, path) {
    const rel = (0,external_node_path_.relative)(root, path);
    return rel === '' || (!rel.startsWith('..' + external_node_path_.sep) && rel !== '..' && !(0,external_node_path_.isAbsolute)(rel));
}
/**
 * Whether no existing component of `abs` below the real `root` is a symlink,
 * walking down until one is missing: then `abs` is its own real path. gc
 * --all resolves three paths for each of its agents, and a few lstat calls
 * cost far less than realpath's walk from `/` and the exceptions thrown for
 * directories not created yet. Anything unusual (a link, a file in the
 * middle) is left to realpathOfExisting.
 */
function noLinksBelow(root, abs) {
    let current = root;
    for (const part of (0,external_node_path_.relative)(root, abs).split(external_node_path_.sep)) {
        if (part === '')
            continue;
        current = (0,external_node_path_.join)(current, part);
        let st;
        try {
            st = (0,external_node_fs_.lstatSync)(current, { throwIfNoEntry: false });
        }
        catch {
            return false;
        }
        if (st === undefined)
            return true;
        if (st.isSymbolicLink())
            return false;
    }
    return true;
}
/**
 * realpath of the longest existing ancestor, with the missing rest appended.
 * A dangling symlink counts as existing and is followed to its target:
 * realpath() fails on it, yet creating or appending to the path would
 * write wherever it points.
 */
async function realpathOfExisting(abs, hops = 0) {
    const missing = [];
    let current = abs;
    for (;;) {
        try {
            return (0,external_node_path_.join)(external_node_fs_.realpathSync.native(current), ...missing.reverse());
        }
        catch {
            const target = await danglingTarget(current);
            // 40 is the kernel's own limit on links followed in one lookup.
            if (target !== undefined && hops < 40) {
                return (0,external_node_path_.join)(await realpathOfExisting(target, hops + 1), ...missing.reverse());
            }
            const parent = (0,external_node_path_.dirname)(current);
            if (parent === current)
                return abs;
            missing.push((0,external_node_path_.basename)(current));
            current = parent;
        }
    }
}
/** Where a symlink that realpath() could not follow points, resolved against its directory. */
async function danglingTarget(path) {
    try {
        if (!(0,external_node_fs_.lstatSync)(path).isSymbolicLink())
            return undefined;
        return (0,external_node_path_.resolve)((0,external_node_path_.dirname)(path), (0,external_node_fs_.readlinkSync)(path));
    }
    catch {
        return undefined;
    }
}
/**
 * An agent config that is not a plain file: a link to a regular file inside
 * the store is followed; anything else (a link out of the store, to a
 * device, dangling; a FIFO or device itself) is a config error saying what it is.
 */
function checkLinkedConfig(root, file) {
    const st = (0,external_node_fs_.lstatSync)(file);
    if (!st.isSymbolicLink())
        throw (0,errors/* configError */.Fj)(`${file} is ${(0,regular/* kindOf */.I)(st)}, an agent config must be a regular file`, { file });
    const target = (0,external_node_fs_.readlinkSync)(file);
    let real;
    try {
        real = external_node_fs_.realpathSync.native(file);
    }
    catch {
        throw (0,errors/* configError */.Fj)(`${file} is a symbolic link to ${target}, which does not exist`, { file });
    }
    const resolved = (0,external_node_fs_.statSync)(real);
    const what = resolved.isFile() ? '' : ` (${(0,regular/* kindOf */.I)(resolved)})`;
    if (!isInside(root, real))
        throw (0,errors/* configError */.Fj)(`${file} is a symbolic link to ${target}${what}, outside the store`, { file });
    if (what)
        throw (0,errors/* configError */.Fj)(`${file} is a symbolic link to ${target}${what}, an agent config must be a regular file`, {
            file,
        });
}
/** Parses a TOML file; undefined when it does not exist. */
async function readTomlIfPresent(file) {
    let text;
    try {
        const bytes = (0,regular/* readRegularFileSync */.cG)(file, { maxBytes: regular/* MAX_CONFIG_BYTES */.GW, refuse: errors/* configError */.Fj });
        if (bytes === undefined)
            return undefined;
        text = bytes.toString('utf8');
    }
    catch (err) {
        if (err instanceof errors/* MemkeepError */.xp)
            throw err;
        throw (0,errors/* configError */.Fj)(`cannot read ${file}: ${err.message}`, { file });
    }
    if (text.includes('\u0000'))
        throw (0,errors/* configError */.Fj)(`${file} is binary (contains NUL bytes), not TOML`, { file });
    try {
        return parse(text);
    }
    catch (err) {
        if (err instanceof TomlError) {
            const reason = err.message.split('\n')[0].replace(/^Invalid TOML document: /, '');
            throw (0,errors/* configError */.Fj)(`${file}:${err.line}:${err.column}: invalid TOML: ${reason}`, { file, line: err.line });
        }
        throw (0,errors/* configError */.Fj)(`${file}: invalid TOML: ${err.message}`, { file });
    }
}
/**
 * Typed access to one TOML table. Each getter checks the type and names the
 * full dotted field in its error; `unknown()` turns leftover keys into
 * warnings.
 */
class Fields {
    file;
    doc;
    prefix;
    warnings;
    seen = new Set();
    constructor(file, doc, prefix = '', warnings = []) {
        this.file = file;
        this.doc = doc;
        this.prefix = prefix;
        this.warnings = warnings;
    }
    error(key, message) {
        const field = this.prefix + key;
        return (0,errors/* configError */.Fj)(`${this.file}: ${field} ${message}`, { file: this.file, field });
    }
    keys() {
        return Object.keys(this.doc).sort();
    }
    get(key) {
        this.seen.add(key);
        return this.doc[key];
    }
    table(key) {
        const v = this.get(key);
        if (v !== undefined && (typeof v !== 'object' || v === null || Array.isArray(v) || v instanceof Date)) {
            throw this.error(key, 'must be a table');
        }
        return new Fields(this.file, (v ?? {}), `${this.prefix}${key}.`, this.warnings);
    }
    string(key) {
        const v = this.get(key);
        if (v !== undefined && typeof v !== 'string')
            throw this.error(key, 'must be a string');
        return v;
    }
    boolean(key) {
        const v = this.get(key);
        if (v !== undefined && typeof v !== 'boolean')
            throw this.error(key, 'must be true or false');
        return v;
    }
    /** A table read as plain values (its keys are data, such as globs, not fields). */
    plainTable(key) {
        const v = this.get(key);
        if (v !== undefined && (typeof v !== 'object' || v === null || Array.isArray(v) || v instanceof Date)) {
            throw this.error(key, 'must be a table');
        }
        return v;
    }
    stringArray(key) {
        const v = this.get(key);
        if (v !== undefined && (!Array.isArray(v) || v.some((x) => typeof x !== 'string'))) {
            throw this.error(key, 'must be an array of strings');
        }
        return v;
    }
    nonNegativeInt(key) {
        const v = this.get(key);
        if (v === undefined)
            return undefined;
        if (typeof v !== 'number' && typeof v !== 'bigint')
            throw this.error(key, 'must be an integer');
        const n = Number(v);
        if (!Number.isSafeInteger(n))
            throw this.error(key, 'must be an integer');
        if (n < 0)
            throw this.error(key, 'must be non-negative');
        return n;
    }
    positiveInt(key) {
        const n = this.nonNegativeInt(key);
        if (n === 0)
            throw this.error(key, 'must be greater than zero');
        return n;
    }
    duration(key) {
        const v = this.string(key);
        if (v === undefined)
            return undefined;
        const ms = (0,duration/* parseDuration */.E)(v);
        if (ms === undefined)
            throw this.error(key, `"${v}" is not a duration (use <n>h, <n>d or <n>w)`);
        return ms;
    }
    /** `200k`, `1.5m` or a plain number of tokens. */
    tokenCount(key) {
        const v = this.get(key);
        if (v === undefined)
            return undefined;
        if (typeof v === 'number' && Number.isInteger(v) && v > 0)
            return v;
        const m = typeof v === 'string' ? /^\s*(\d+(?:\.\d+)?)\s*([kKmM]?)\s*$/.exec(v) : null;
        if (!m)
            throw this.error(key, `"${String(v)}" is not a token count (use 200k style)`);
        const scale = { '': 1, k: 1_000, m: 1_000_000 }[m[2].toLowerCase()];
        return Math.round(Number(m[1]) * scale);
    }
    /** Warns about keys that are neither known nor read. */
    unknown(known) {
        for (const key of this.keys()) {
            if (!known.includes(key) && !this.seen.has(key)) {
                this.warnings.push(`${this.file}: unknown key "${this.prefix}${key}" (ignored)`);
            }
        }
    }
}


/***/ }),

/***/ 6685:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ parseDuration),
/* harmony export */   a: () => (/* binding */ formatDuration)
/* harmony export */ });
/**
 * Durations in config and on the command line: `<n>h`, `<n>d`, `<n>w`
 * (DESIGN.md section 1). Anything else is rejected so that a typo such as
 * `7days` or `90` never silently means "prune everything" or "never".
 */
const UNIT_MS = { h: 3_600_000, d: 86_400_000, w: 7 * 86_400_000 };
/** Milliseconds for a duration string, or undefined when it is not one. */
function parseDuration(text) {
    const m = /^\s*(\d+)\s*([hdw])\s*$/.exec(text);
    if (!m)
        return undefined;
    return Number(m[1]) * UNIT_MS[m[2]];
}
/** A duration for reports: whole days where it is (`7d`, `90d`), else hours. */
function formatDuration(ms) {
    return ms > 0 && ms % UNIT_MS.d === 0 ? `${ms / UNIT_MS.d}d` : `${Math.round(ms / UNIT_MS.h)}h`;
}


/***/ }),

/***/ 9646:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   lA: () => (/* binding */ appendFailureNote),
/* harmony export */   nB: () => (/* binding */ FAILURES_FILE),
/* harmony export */   oY: () => (/* binding */ parseTokens)
/* harmony export */ });
/* unused harmony export formatFailureNote */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(3916);
/* harmony import */ var _append_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(7093);
/* harmony import */ var _regular_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(2217);
/**
 * Failure notes (aide's failure distillation), appended to
 * `<procedural_dir>/failures.md` in the seed's exact shape:
 *
 *   ## 2026-04-18T12:00:00+00:00
 *   - **Issue**: local
 *   - **Task snippet**: <first 200 characters of the task, one line>
 *   - **Tokens**: 12345
 *   - **Why it failed**: partial
 *
 * A note is an append, never a rewrite, so it does not consult locks: it is
 * the agent's own write path, like a run-log entry.
 */






const FAILURES_FILE = 'failures.md';
const SNIPPET_CHARS = 200;
/** `--tokens`: digits only. */
function parseTokens(text) {
    if (!/^\d+$/.test(text.trim()))
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .configError */ .Fj)(`--tokens must be a whole number (got "${text}")`, { field: '--tokens' });
    return Number(text.trim());
}
/** Folds any text to one line, so no field can start a heading or a bullet of its own. */
function oneLine(text) {
    return text
        .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
}
/** The UTC timestamp in the seed's `+00:00` form, to the second. */
function timestamp(at) {
    if (Number.isNaN(at.getTime()))
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .configError */ .Fj)('invalid timestamp for the failure note', { field: 'at' });
    return at.toISOString().replace(/\.\d{3}Z$/, '+00:00');
}
/** Renders one note, ending with a blank line. */
function formatFailureNote(note, eol = '\n') {
    const snippet = Array.from(oneLine(note.task)).slice(0, SNIPPET_CHARS).join('');
    const lines = [
        `## ${timestamp(note.at ?? new Date())}`,
        `- **Issue**: ${oneLine(note.issue ?? '') || 'local'}`,
        `- **Task snippet**: ${snippet || '(none)'}`,
        `- **Tokens**: ${note.tokens === undefined ? 'unknown' : note.tokens}`,
        `- **Why it failed**: ${oneLine(note.why) || 'failure'}`,
    ];
    if (note.runUrl)
        lines.push(`- **Run**: ${oneLine(note.runUrl)}`);
    if (note.commit)
        lines.push(`- **Commit**: ${oneLine(note.commit)}`);
    return lines.join(eol) + eol + eol;
}
/**
 * Appends a note to `<proceduralDir>/failures.md` (created with its
 * directories), in the file's own line-ending style, starting on a fresh
 * line, whole or not at all (append.ts). Returns the file's path.
 */
async function appendFailureNote(proceduralDir, note) {
    const file = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(proceduralDir, FAILURES_FILE);
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(proceduralDir, { recursive: true, mode: 0o755 });
        // Not through a symlink: the directory was checked to lie inside the
        // store, but a linked failures.md could still append anywhere. Windows
        // has no O_NOFOLLOW (and stores there rarely hold links).
        const { fh } = (await (0,_regular_js__WEBPACK_IMPORTED_MODULE_4__/* .openRegular */ .lf)(file, {
            flags: node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDWR | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_APPEND | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_CREAT | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW ?? 0),
            mode: 0o644,
            action: 'append a failure note to',
        }));
        try {
            const { size } = await fh.stat();
            let eol = '\n';
            let prefix = '';
            if (size > 0) {
                const head = Buffer.alloc(Math.min(size, 65536));
                await fh.read(head, 0, head.length, 0);
                const nl = head.indexOf(10);
                if (nl > 0 && head[nl - 1] === 13)
                    eol = '\r\n';
                const last = Buffer.alloc(1);
                await fh.read(last, 0, 1, size - 1);
                if (last[0] !== 10)
                    prefix = eol;
            }
            await (0,_append_js__WEBPACK_IMPORTED_MODULE_5__/* .appendWhole */ .g)(fh, Buffer.from(prefix + formatFailureNote(note, eol)));
        }
        finally {
            await fh.close();
        }
    }
    catch (err) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ioError */ .bD)('append a failure note to', file, err);
    }
    return file;
}


/***/ }),

/***/ 5074:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Tl: () => (/* binding */ unlock),
/* harmony export */   Wj: () => (/* binding */ assertUnlocked),
/* harmony export */   ln: () => (/* binding */ isLocked),
/* harmony export */   s2: () => (/* binding */ lock),
/* harmony export */   sN: () => (/* binding */ isLockedSync),
/* harmony export */   yN: () => (/* binding */ isLockSentinel)
/* harmony export */ });
/* unused harmony exports LOCK_SUFFIX, lockPath */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(3916);
/**
 * Advisory locks (aide): `<path>.lock` is a sentinel created with
 * O_CREAT|O_EXCL. It is cooperative, but memkeep itself honours it
 * everywhere: nothing prunes, trims, merges or moves a locked file, and the
 * sentinels themselves are never pruned.
 */



const LOCK_SUFFIX = '.lock';
function lockPath(path) {
    return path + LOCK_SUFFIX;
}
function isLockSentinel(path) {
    return path.endsWith(LOCK_SUFFIX);
}
/** isLocked for loops over many files, where a thread-pool round trip each costs more than the check. */
function isLockedSync(path) {
    return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(lockPath(path));
}
async function isLocked(path) {
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.access)(lockPath(path));
        return true;
    }
    catch {
        return false;
    }
}
/** Throws an operation error when `path` is locked; `action` names what was refused. */
async function assertUnlocked(path, action) {
    if (await isLocked(path)) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .opError */ .ey)(`cannot ${action} ${path}: it is locked (${lockPath(path)} exists)`, { file: path });
    }
}
/**
 * Creates the sentinel; a second lock fails until unlock. Only files can be
 * locked: nothing consults `<dir>.lock`, so locking a directory would
 * protect nothing while saying it did.
 */
async function lock(path) {
    let st;
    try {
        st = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(path);
    }
    catch (err) {
        if (err.code !== 'ENOENT')
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ioError */ .bD)('lock', path, err);
    }
    if (st && !st.isFile()) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .opError */ .ey)(`cannot lock ${path}: not a regular file (only files can be locked)`, { file: path });
    }
    try {
        const fh = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(lockPath(path), 'wx', 0o644);
        await fh.writeFile(`pid ${process.pid}\n`);
        await fh.close();
    }
    catch (err) {
        if (err.code === 'EEXIST') {
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .opError */ .ey)(`${path} is already locked (${lockPath(path)} exists)`, { file: path });
        }
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ioError */ .bD)('lock', path, err);
    }
}
/** Removes the sentinel; unlocking an unlocked file is an error, so typos show. */
async function unlock(path) {
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.unlink)(lockPath(path));
    }
    catch (err) {
        if (err.code === 'ENOENT') {
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .opError */ .ey)(`${path} is not locked (no ${lockPath(path)})`, { file: path });
        }
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ioError */ .bD)('unlock', path, err);
    }
}


/***/ }),

/***/ 7234:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  B: () => (/* binding */ newest),
  m: () => (/* binding */ orderOf)
});

// EXTERNAL MODULE: ./src/errors.ts
var errors = __nccwpck_require__(3916);
// EXTERNAL MODULE: ./src/format/order.ts
var format_order = __nccwpck_require__(4731);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
// EXTERNAL MODULE: ./src/git/git.ts
var git = __nccwpck_require__(308);
;// CONCATENATED MODULE: ./src/git/blame.ts
/**
 * When each line of a file was committed, from one `git blame --porcelain`
 * call: the order of entries an agent added both at the top and at the
 * bottom of a log. Lines not committed yet get the current time (they are
 * the newest). Undefined when the file is not in a git work tree or has no
 * history.
 */


/** Blamed lines by 1-based line number. */
async function blameLines(path) {
    let out;
    try {
        out = await new git/* Git */.TU((0,external_node_path_.dirname)(path)).raw(['blame', '--porcelain', '--', path]);
    }
    catch {
        return undefined;
    }
    const times = new Map();
    const lines = new Map();
    let sha = '';
    let lineNo = 0;
    for (const row of out.split('\n')) {
        if (row.startsWith('\t')) {
            lines.set(lineNo, { time: times.get(sha) ?? Date.now(), text: row.slice(1).replace(/\r$/, '') });
            continue;
        }
        const head = /^([0-9a-f]{40}) \d+ (\d+)/.exec(row);
        if (head) {
            sha = head[1];
            lineNo = Number(head[2]);
            continue;
        }
        const time = /^committer-time (\d+)$/.exec(row);
        // The all-zero commit is the work tree's uncommitted lines: they are the newest.
        if (time)
            times.set(sha, /^0+$/.test(sha) ? Date.now() : Number(time[1]) * 1000);
    }
    return lines;
}

;// CONCATENATED MODULE: ./src/store/order.ts
/**
 * Which entries of a log are newest, as its layout's `order` says. A file
 * order is read from positions; `auto` from the headings' timestamps when
 * every entry has one and they are monotonic, else from git; `git` from the
 * commit time of each entry's heading line (one `git blame` per file). When
 * nothing gives an order, the log is refused (exit 1, the reason named):
 * memkeep never guesses which memory is the newest.
 */



/** The order of `entries`, parsed from `log` (the bytes of the file at `path`). */
async function orderOf(path, log, entries, layout) {
    const { order } = layout.spec;
    if (order === 'oldest-first' || order === 'newest-first' || entries.length <= 1) {
        const byPosition = order === 'newest-first' ? 'newest-first' : 'oldest-first';
        // A declared order that every heading's date contradicts is a wrong
        // config, and trusting it would drop the newest memory. (axe's own
        // layout streams and never reads every heading: it trusts the file.)
        if (!layout.streamable &&
            entries.length > 1 &&
            (0,format_order/* orderFromTimestamps */.ki)(entries.map((e) => e.heading)) ===
                (byPosition === 'newest-first' ? 'oldest-first' : 'newest-first')) {
            throw (0,errors/* opError */.ey)(`${path}: order = "${order}", but every entry heading is dated and the dates run the other way; ` +
                'set order = "auto" (or the right order) in [memory]; nothing was trimmed', { file: path, field: 'memory.order' });
        }
        return { chrono: (0,format_order/* positionOrder */.wq)(entries.length, byPosition), source: order };
    }
    if (order === 'auto') {
        const byDate = (0,format_order/* orderFromTimestamps */.ki)(entries.map((e) => e.heading));
        if (byDate)
            return { chrono: (0,format_order/* positionOrder */.wq)(entries.length, byDate), source: `heading timestamps (${byDate})` };
    }
    const times = await commitTimes(path, log, entries);
    if (typeof times === 'string') {
        const why = order === 'auto' ? `the entries' headings are not all dated in one direction, and ${times}` : times;
        throw (0,errors/* opError */.ey)(`cannot tell which entries of ${path} are newest (order = "${order}"): ${why}; nothing was trimmed`, {
            file: path,
            field: 'memory.order',
        });
    }
    return { chrono: (0,format_order/* timeOrder */.AF)(times), times, source: 'git commit times' };
}
/**
 * The newest `keep` entries' indices, oldest first; refuses when the entries
 * at the boundary were committed at the same time (their order is unknown).
 */
function newest(order, keep, path) {
    const { chrono, times } = order;
    const cut = chrono.length - keep;
    if (cut <= 0)
        return chrono;
    if (times && times[chrono[cut - 1]] === times[chrono[cut]]) {
        throw (0,errors/* opError */.ey)(`cannot tell which entries of ${path} are newest: entries were committed together at ${new Date(times[chrono[cut]]).toISOString()} ` +
            `and the trim to ${keep} would split them; nothing was trimmed`, { file: path, field: 'memory.order' });
    }
    return chrono.slice(cut);
}
/** Commit times of the entries' heading lines, or why there are none. */
async function commitTimes(path, log, entries) {
    const blamed = await blameLines(path);
    if (!blamed)
        return 'it has no git history';
    const times = [];
    let line = 1;
    let at = 0;
    for (const e of entries) {
        for (let i = log.indexOf(0x0a, at); i !== -1 && i < e.start; i = log.indexOf(0x0a, i + 1)) {
            line++;
            at = i + 1;
        }
        const b = blamed.get(line);
        const nl = log.indexOf(0x0a, e.start);
        const text = log.toString('utf8', e.start, nl === -1 ? log.length : nl).replace(/\r$/, '');
        if (!b || b.text.replace(/^\uFEFF/, '') !== text)
            return 'it changed while git read it';
        times.push(b.time);
    }
    if (times.every((t) => t === times[0]))
        return 'every entry was committed at the same time';
    return times;
}


/***/ }),

/***/ 2217:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $D: () => (/* binding */ MAX_TEXT_BYTES),
/* harmony export */   GW: () => (/* binding */ MAX_CONFIG_BYTES),
/* harmony export */   I: () => (/* binding */ kindOf),
/* harmony export */   XF: () => (/* binding */ readRegularFile),
/* harmony export */   cG: () => (/* binding */ readRegularFileSync),
/* harmony export */   lf: () => (/* binding */ openRegular),
/* harmony export */   w5: () => (/* binding */ openRegularSync)
/* harmony export */ });
/* unused harmony export checkRegular */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(3916);
/**
 * The one way memkeep opens a file it reads: only a regular file, checked on
 * the opened descriptor, within a size limit.
 *
 * Store content is committed by agents and by anyone who can push, so a
 * "file" may be a symlink to /dev/zero (endless, memory grows until OOM), a
 * FIFO (open and read block forever) or a device. Opening with O_NONBLOCK
 * makes open() return at once on a FIFO or device; fstat on that descriptor
 * then says what it really is, with no window between a check and the open.
 * For a regular file O_NONBLOCK changes nothing.
 */



/** memkeep.toml, agent configs, the state file, an event payload: small by nature. */
const MAX_CONFIG_BYTES = 1 << 20;
/**
 * A file read whole (a section file, a merge target, an episodic file being
 * pruned, the state file): a 16 MiB merge target peaks at about 93 MB RSS,
 * so this keeps every command under 200 MB.
 */
const MAX_TEXT_BYTES = 16 << 20;
const NONBLOCK = node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK ?? 0;
/** What a non-regular file is, for messages. */
function kindOf(st) {
    if (st.isDirectory())
        return 'a directory';
    if (st.isFIFO())
        return 'a FIFO (named pipe)';
    if (st.isCharacterDevice())
        return 'a character device';
    if (st.isBlockDevice())
        return 'a block device';
    if (st.isSocket())
        return 'a socket';
    if (st.isSymbolicLink())
        return 'a symbolic link';
    return 'not a regular file';
}
/** Checks a stat (of an opened descriptor, or one a caller takes for a size); throws the refusal naming the file. */
function checkRegular(path, st, options = {}) {
    const refuse = options.refuse ?? _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .opError */ .ey;
    const action = options.action ?? 'read';
    // A directory reads as the errno people know from every other tool.
    if (st.isDirectory())
        throw refuse(`cannot ${action} ${path}: EISDIR: is a directory, a file was expected`, { file: path });
    if (!st.isFile())
        throw refuse(`cannot ${action} ${path}: it is ${kindOf(st)}, a regular file was expected`, { file: path });
    if (options.maxBytes !== undefined && st.size > options.maxBytes) {
        throw refuse(`cannot ${action} ${path}: it is ${st.size} bytes, over the limit of ${options.maxBytes}`, {
            file: path,
        });
    }
}
/**
 * Opens a regular file; undefined when it does not exist. Anything else that
 * is not a regular file within the limit is refused, naming the file and
 * what it is.
 */
function openRegularSync(path, options = {}) {
    let fd;
    try {
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(path, (options.flags ?? node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY) | NONBLOCK, options.mode);
    }
    catch (err) {
        if (err.code === 'ENOENT')
            return undefined;
        throw refusal(path, err, options);
    }
    try {
        const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd);
        checkRegular(path, st, options);
        return { fd, size: st.size };
    }
    catch (err) {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
        throw refusal(path, err, options);
    }
}
/** openRegularSync for FileHandle users. */
async function openRegular(path, options = {}) {
    let fh;
    try {
        fh = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(path, (options.flags ?? node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY) | NONBLOCK, options.mode);
    }
    catch (err) {
        if (err.code === 'ENOENT')
            return undefined;
        throw refusal(path, err, options);
    }
    try {
        const st = await fh.stat();
        checkRegular(path, st, options);
        return { fh, size: st.size };
    }
    catch (err) {
        await fh.close().catch(() => undefined);
        throw refusal(path, err, options);
    }
}
/** The whole of a regular file within `maxBytes`; undefined when it does not exist. */
function readRegularFileSync(path, options) {
    const opened = openRegularSync(path, options);
    if (!opened)
        return undefined;
    try {
        return readAll(opened.fd, opened.size, options.maxBytes, path, options);
    }
    catch (err) {
        throw refusal(path, err, options);
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(opened.fd);
    }
}
/** readRegularFileSync for async callers (the read is small and bounded either way). */
async function readRegularFile(path, options) {
    return readRegularFileSync(path, options);
}
/**
 * Reads to the end, never past the limit: a file that grows after fstat
 * (being appended to) is read as far as the limit allows.
 */
function readAll(fd, size, max, path, options) {
    const buf = Buffer.alloc(Math.min(size, max) + 1);
    let got = 0;
    for (;;) {
        if (got === buf.length) {
            if (got > max)
                throw (options.refuse ?? _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .opError */ .ey)(`cannot read ${path}: it grew over the limit of ${max} bytes while being read`, { file: path });
            break;
        }
        const n = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, buf, got, buf.length - got, got);
        if (n === 0)
            break;
        got += n;
    }
    return buf.subarray(0, got);
}
function refusal(path, err, options) {
    if (err instanceof _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .MemkeepError */ .xp)
        return err;
    return (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ioError */ .bD)(options.action ?? 'read', path, err);
}


/***/ }),

/***/ 3594:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ rememberSections)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3916);
/* harmony import */ var _config_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(9938);
/* harmony import */ var _sections_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(885);
/**
 * `remember`: sets sections of USER_PROFILE.md or a project's MEMORY.md.
 * Shared by the CLI command and the MCP tool so both resolve the same file
 * under the same rules.
 */




/** Writes `updates` (heading to body) atomically and returns the file written. */
async function rememberSections(store, target, updates) {
    if (updates.size === 0)
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .configError */ .Fj)('remember: give at least one section to set', { field: '--set' });
    const key = target.profile ? '' : (0,_sections_js__WEBPACK_IMPORTED_MODULE_3__/* .projectKey */ .$N)(target.workdir);
    // evva's key for `/` is "": its MEMORY.md would belong to no project.
    if (!target.profile && key === '') {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .configError */ .Fj)(`remember: --workdir "${target.workdir}" has no project key`, { field: '--workdir' });
    }
    const rel = target.profile ? 'USER_PROFILE.md' : (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)('projects', key, 'MEMORY.md');
    // A linked profile would pull the link target's text into the store.
    const file = await (0,_config_js__WEBPACK_IMPORTED_MODULE_2__/* .resolveInside */ .LI)(store.root, store.root, rel, { field: 'remember' });
    await (0,_sections_js__WEBPACK_IMPORTED_MODULE_3__/* .writeSections */ .sz)(file, updates, target.profile ? _sections_js__WEBPACK_IMPORTED_MODULE_3__/* .USER_PROFILE_SECTIONS */ .HX : _sections_js__WEBPACK_IMPORTED_MODULE_3__/* .PROJECT_MEMORY_SECTIONS */ .le);
    return file;
}


/***/ }),

/***/ 8500:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   CV: () => (/* binding */ planTrim),
/* harmony export */   D4: () => (/* binding */ appendEntry),
/* harmony export */   EX: () => (/* binding */ countEntries),
/* harmony export */   Or: () => (/* binding */ scanLog),
/* harmony export */   S2: () => (/* binding */ logSize),
/* harmony export */   T9: () => (/* binding */ scanForAnalysis),
/* harmony export */   Xs: () => (/* binding */ loadEntries),
/* harmony export */   jq: () => (/* binding */ applyTrim),
/* harmony export */   s4: () => (/* binding */ sizeAfterTrim)
/* harmony export */ });
/* unused harmony exports trimEntries, formatEntry */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__nccwpck_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(3916);
/* harmony import */ var _format_axe_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(2563);
/* harmony import */ var _append_js__WEBPACK_IMPORTED_MODULE_11__ = __nccwpck_require__(7093);
/* harmony import */ var _atomic_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(2892);
/* harmony import */ var _lock_js__WEBPACK_IMPORTED_MODULE_7__ = __nccwpck_require__(5074);
/* harmony import */ var _order_js__WEBPACK_IMPORTED_MODULE_8__ = __nccwpck_require__(7234);
/* harmony import */ var _regular_js__WEBPACK_IMPORTED_MODULE_9__ = __nccwpck_require__(2217);
/* harmony import */ var _writelock_js__WEBPACK_IMPORTED_MODULE_10__ = __nccwpck_require__(3444);
/**
 * A run log on disk: count, load, plan and apply a trim, append. The grammar
 * (what an entry is) belongs to the layout (src/format); this module does
 * the file work. Every function works on raw bytes, never on the file
 * decoded as a string, so LF, CRLF, a UTF-8 BOM and invalid UTF-8 survive
 * exactly, and reads stream in chunks so a log of any size needs a bounded
 * amount of memory (except for what a caller asks to be returned). A trim
 * keeps the BOM.
 */












const EMPTY = Buffer.alloc(0);
/** A match of `\n## ` that straddles two chunks starts in the last 3 bytes of the first. */
const CARRY = _format_axe_js__WEBPACK_IMPORTED_MODULE_5__/* .NL_HEADER */ .vR.length - 1;
/** Small enough that each chunk is still in the CPU cache when it is searched. */
const DEFAULT_CHUNK = 256 * 1024;
/** How much of the dropped part a streamed trim plan pins (see pinnedDigest). */
const PIN_BYTES = 64 * 1024;
/** How far an append looks for the first line ending to copy the log's style. */
const EOL_PROBE = 64 * 1024;
/** Up to this many bytes on either side of a cut, a plan lists the entries it drops and keeps. */
const LIST_MAX_BYTES = 8 * 1024 * 1024;
/** How much of a listed entry's result a plan keeps: enough to tell a failed run. */
const LISTED_RESULT_CHARS = 300;
const EMPTY_DIGEST = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').digest('hex');
/**
 * Number of entries in the log; a missing or empty file has none. Streams
 * an axe-layout log, so memory does not grow with its size.
 */
async function countEntries(path, options = {}) {
    return (await scanLog(path, options)).count;
}
/**
 * Counts entries in one pass and reports the size that was counted.
 * Synchronous underneath: gc scans every agent's log, and for a small log the
 * thread-pool round trips of an asynchronous open, stat and close cost more
 * than the reading. A log that fits one chunk is read whole and handed back,
 * so gc reads each small log once. A larger axe-layout log is counted by a
 * streaming byte search, unless it holds a fence (then it is parsed whole, as
 * a log in any other layout is).
 */
async function scanLog(path, options = {}) {
    const chunkSize = chunkSizeOf(options);
    const layout = options.layout ?? _format_axe_js__WEBPACK_IMPORTED_MODULE_5__/* .axeLayout */ .HR;
    const opened = (0,_regular_js__WEBPACK_IMPORTED_MODULE_9__/* .openRegularSync */ .w5)(path);
    if (!opened)
        return { count: 0, size: 0 };
    const { fd, size } = opened;
    try {
        if (size > chunkSize && layout.streamable) {
            const streamed = countForward(fd, 0, size, chunkSize);
            if (!streamed.fenced)
                return { count: streamed.count, size };
        }
        const content = readWhole(fd, size);
        return {
            count: layout.entries(content).length,
            size: content.length,
            content: size > chunkSize ? undefined : content,
        };
    }
    catch (err) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ioError */ .bD)('read', path, err);
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(fd);
    }
}
/** The log's size, without reading it (a missing log is empty); only a regular file has one. */
function logSize(path) {
    const opened = (0,_regular_js__WEBPACK_IMPORTED_MODULE_9__/* .openRegularSync */ .w5)(path);
    if (!opened)
        return 0;
    (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(opened.fd);
    return opened.size;
}
/**
 * The scan an analysis should use beside a trim plan: with its bytes only if
 * the plan was made on that very size. An entry appended between the scan
 * and the plan is kept by the trim, so the analysis must read the log again
 * to see it: the trimmed log is then cached as analysed, and must have been.
 */
function scanForAnalysis(scan, plan) {
    return plan && plan.cut.plannedSize !== scan.size ? { count: scan.count, size: scan.size } : scan;
}
/**
 * The newest `n` entries, oldest first, concatenated (n = 0: the whole file
 * verbatim). In axe's layout this is axe's LoadEntries: the bytes from the
 * n-th heading from the end to the end of the file, found reading backwards,
 * so the bytes before it are never read. No entries, a missing or a
 * zero-byte file give an empty buffer.
 */
async function loadEntries(path, n, options = {}) {
    checkCount('n', n, path);
    const chunkSize = chunkSizeOf(options);
    const layout = options.layout ?? _format_axe_js__WEBPACK_IMPORTED_MODULE_5__/* .axeLayout */ .HR;
    return withFile(path, () => EMPTY, async (fh) => {
        if (n === 0)
            return fh.readFile();
        const { size } = await fh.stat();
        if (layout.streamable) {
            const back = await scanBackward(fh, size, n, chunkSize, true);
            if (!back.fenced)
                return back.tail;
        }
        const log = await readAt(fh, 0, size);
        const entries = layout.entries(log);
        const order = await (0,_order_js__WEBPACK_IMPORTED_MODULE_8__/* .orderOf */ .m)(path, log, entries, layout);
        return Buffer.concat(order.chrono.slice(-n).map((i) => log.subarray(entries[i].start, entries[i].end)));
    });
}
/**
 * Decides a trim to the newest `keepN` entries without changing anything.
 * keepN = 0 means keep all and reads nothing; a missing or empty file, one
 * without entries, or one with at most keepN entries gives a plan that
 * removes nothing. Only entries are ever removed: the preamble and every
 * structure section stay, and so do the kept entries, in their place.
 *
 * In axe's layout the kept tail is read backwards to find the cut and the
 * head forwards to the first entry; the dropped part between them is then
 * counted, unless the caller already counted this very content (`known`,
 * same size) or does not need the count (`count: false`): a trim then reads
 * what it keeps and almost nothing of what it drops. When those reads meet a
 * fence (a heading may be body text), and in every other layout, the log is
 * read and parsed whole, and ordered as its layout says (which may refuse).
 * With `list`, the entries dropped and kept are read and listed too, unless
 * either side is over LIST_MAX_BYTES (a log that size is trimmed, not
 * reviewed entry by entry).
 */
async function planTrim(path, keepN, options = {}) {
    checkCount('keepN', keepN, path);
    const chunkSize = chunkSizeOf(options);
    const layout = options.layout ?? _format_axe_js__WEBPACK_IMPORTED_MODULE_5__/* .axeLayout */ .HR;
    if (keepN === 0)
        return nothingToTrim(path, keepN, 0, 0);
    // A small log the scan already read whole is planned from those bytes, with no read at all
    // (gc plans every agent's log, and most are small): applyTrim pins them all.
    const content = options.known?.content;
    if (content && content.length === options.known?.size)
        return planWhole(content, path, keepN, layout, options.list === true);
    return withFile(path, () => nothingToTrim(path, keepN, 0, 0), async (fh) => {
        const { size } = await fh.stat();
        if (layout.streamable) {
            const fast = await planStreamed(fh, path, size, keepN, chunkSize, options);
            if (fast)
                return fast;
        }
        return planWhole(await readAt(fh, 0, size), path, keepN, layout, options.list === true);
    });
}
function nothingToTrim(path, keep, count, plannedSize) {
    return {
        path,
        count,
        keep,
        removed: 0,
        bytesRemoved: 0,
        cut: { ranges: [], plannedSize, pins: [], digest: EMPTY_DIGEST },
    };
}
/** axe's layout by streaming reads; undefined when a fence was seen where it matters. */
async function planStreamed(fh, path, size, keepN, chunkSize, options) {
    // No fence mark in the kept tail: no fence reaches into it (one opened
    // earlier either closes before it or never, and is then no fence), so
    // every heading found there is an entry.
    const back = await scanBackward(fh, size, keepN, chunkSize, false);
    if (back.fenced)
        return undefined;
    const { start, found } = back;
    if (start === undefined || found < keepN)
        return nothingToTrim(path, keepN, found, size);
    const first = await firstHeading(fh, start);
    if (first === undefined)
        return undefined;
    if (first === start)
        return nothingToTrim(path, keepN, keepN, size);
    const listed = options.list && start - first <= LIST_MAX_BYTES && size - start <= LIST_MAX_BYTES
        ? { dropped: await listEntries(fh, first, start), kept: await listEntries(fh, start, size) }
        : undefined;
    const known = options.known?.size === size ? options.known : undefined;
    let removed;
    if (listed)
        removed = listed.dropped.length;
    else if (known)
        removed = known.count - keepN;
    else if (options.count !== false) {
        const counted = countForward(fh.fd, first, start, chunkSize);
        removed = counted.fenced ? _format_axe_js__WEBPACK_IMPORTED_MODULE_5__/* .axeLayout */ .HR.entries(await readAt(fh, first, start - first)).length : counted.count;
    }
    const pins = [
        [0, first + _format_axe_js__WEBPACK_IMPORTED_MODULE_5__/* .HEADER */ .El.length],
        [Math.max(first, start - PIN_BYTES), start + _format_axe_js__WEBPACK_IMPORTED_MODULE_5__/* .HEADER */ .El.length],
    ];
    return {
        path,
        count: removed === undefined ? undefined : keepN + removed,
        keep: keepN,
        removed,
        bytesRemoved: start - first,
        ...listed,
        cut: { ranges: [[first, start]], plannedSize: size, pins, digest: await pinnedDigest(fh, pins) },
    };
}
/** Any layout, on the whole log: parse, order, and drop all but the newest keepN entries. */
async function planWhole(log, path, keepN, layout, list) {
    const size = log.length;
    const entries = layout.entries(log);
    if (entries.length <= keepN)
        return nothingToTrim(path, keepN, entries.length, size);
    const order = await (0,_order_js__WEBPACK_IMPORTED_MODULE_8__/* .orderOf */ .m)(path, log, entries, layout);
    const keptIdx = (0,_order_js__WEBPACK_IMPORTED_MODULE_8__/* .newest */ .B)(order, keepN, path);
    const keep = new Set(keptIdx);
    const droppedIdx = order.chrono.filter((i) => !keep.has(i));
    const ranges = [];
    for (const e of entries.filter((_, i) => !keep.has(i))) {
        const last = ranges.at(-1);
        if (last && last[1] === e.start)
            last[1] = e.end;
        else
            ranges.push([e.start, e.end]);
    }
    const fieldsOf = (i) => brief(layout.fields(log.toString('utf8', entries[i].start, entries[i].end)));
    const listed = list && size <= 2 * LIST_MAX_BYTES ? { dropped: droppedIdx.map(fieldsOf), kept: keptIdx.map(fieldsOf) } : undefined;
    const pins = [[0, size]];
    return {
        path,
        count: entries.length,
        keep: keepN,
        removed: droppedIdx.length,
        bytesRemoved: ranges.reduce((n, [a, b]) => n + b - a, 0),
        ...listed,
        cut: { ranges, plannedSize: size, pins, digest: digestOfPins(log, pins) },
    };
}
/** Listed entries keep the start of their result only: a plan of 1,000 logs lists every entry it drops. */
function brief(fields) {
    return fields.result.length > LISTED_RESULT_CHARS
        ? { ...fields, result: fields.result.slice(0, LISTED_RESULT_CHARS) }
        : fields;
}
/** The entries of [from, to), which starts at an entry, as axe's layout reads them. */
async function listEntries(fh, from, to) {
    const bytes = await readAt(fh, from, to - from);
    return _format_axe_js__WEBPACK_IMPORTED_MODULE_5__/* .axeLayout */ .HR.entries(bytes).map((e) => brief(_format_axe_js__WEBPACK_IMPORTED_MODULE_5__/* .axeLayout */ .HR.fields(bytes.toString('utf8', e.start, e.end))));
}
/**
 * The first heading, searched forwards up to `limit`; undefined when the
 * bytes before it may hold a fence (the heading may then be body text).
 */
async function firstHeading(fh, limit) {
    const lead = (0,_format_axe_js__WEBPACK_IMPORTED_MODULE_5__/* .leadingHeader */ .C8)(await readAt(fh, 0, _format_axe_js__WEBPACK_IMPORTED_MODULE_5__/* .HEAD_LEN */ .hF));
    if (lead !== undefined)
        return lead;
    const step = 64 * 1024;
    for (let pos = 0; pos < limit; pos += step) {
        // Each read starts CARRY bytes early so a match across two reads is seen.
        const from = Math.max(0, pos - CARRY);
        const bytes = await readAt(fh, from, Math.min(limit + _format_axe_js__WEBPACK_IMPORTED_MODULE_5__/* .HEADER */ .El.length, pos + step) - from);
        const i = bytes.indexOf(_format_axe_js__WEBPACK_IMPORTED_MODULE_5__/* .NL_HEADER */ .vR);
        const head = i === -1 ? bytes : bytes.subarray(0, i);
        if ((0,_format_axe_js__WEBPACK_IMPORTED_MODULE_5__/* .mayHoldFence */ .In)(head))
            return undefined;
        if (i !== -1)
            return from + i + 1;
    }
    return limit;
}
/**
 * The size a trimmed log has when nothing was appended since the plan: the
 * analysis cache keys the trimmed log only then.
 */
function sizeAfterTrim(plan) {
    return plan.cut.plannedSize - plan.bytesRemoved;
}
/**
 * Carries out a plan atomically; true when the log was rewritten (the plan
 * removes entries). A locked log is never trimmed. If the bytes the plan
 * pinned are no longer the same (the log was rewritten, trimmed, prepended
 * to or truncated since planning) it refuses and changes nothing. Every byte
 * outside the removed ranges is copied, up to the current end of the file,
 * so entries appended after planning survive: the bulk is copied first, then
 * the rest under the write lock (writelock.ts), which appendEntry also holds,
 * so no append can land in the old file between the last copy and the
 * rename. A plan that removes nothing still clears a write lock left by a
 * killed writer.
 */
async function applyTrim(plan, options = {}) {
    const { path } = plan;
    await (0,_writelock_js__WEBPACK_IMPORTED_MODULE_10__/* .clearStaleWriteLock */ .PL)(path);
    if (plan.cut.ranges.length === 0)
        return false;
    const chunkSize = chunkSizeOf(options);
    await (0,_lock_js__WEBPACK_IMPORTED_MODULE_7__/* .assertUnlocked */ .Wj)(path, 'trim');
    return withFile(path, () => {
        throw changedUnderUs(path);
    }, async (src) => {
        await verifyPins(src, plan);
        let release;
        let end = 0;
        try {
            await (0,_atomic_js__WEBPACK_IMPORTED_MODULE_6__/* .replaceFile */ .fR)(path, async (dst) => {
                let pos = 0;
                for (const [from, to] of plan.cut.ranges) {
                    await copyRange(src, dst, pos, from, chunkSize);
                    pos = to;
                }
                const copied = await copyToEnd(src, dst, pos, chunkSize);
                release = await (0,_writelock_js__WEBPACK_IMPORTED_MODULE_10__/* .acquireWriteLock */ .Vg)(path);
                // Another trim may have replaced the log since we opened it: appends
                // now go to its file, and renaming ours over it would drop them.
                const [ours, current] = await Promise.all([src.stat(), (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.stat)(path)]);
                if (ours.ino !== current.ino || ours.dev !== current.dev)
                    throw changedUnderUs(path);
                end = await copyToEnd(src, dst, copied, chunkSize);
            });
            // Appenders outside memkeep do not take the write lock.
            await (0,_atomic_js__WEBPACK_IMPORTED_MODULE_6__/* .carryOverTail */ .ei)(src, end, path);
        }
        finally {
            await release?.();
        }
        return true;
    });
}
/**
 * Trims to the newest `keepN` entries, atomically. In axe's layout the
 * result is the preamble followed by loadEntries(path, keepN) taken before
 * the trim. `count` is the number of entries before trimming (0 when keepN
 * is 0 and nothing was read).
 */
async function trimEntries(path, keepN, options = {}) {
    const plan = await planTrim(path, keepN, options);
    await applyTrim(plan, options);
    return { removed: plan.removed, count: plan.count };
}
/** One run-log entry as `memkeep log` writes it at `at`, with `eol` as the line ending of its own lines. */
function formatEntry(task, result, at, eol = '\n') {
    return axeLayout.render(task, result, rfc3339(at), eol);
}
/**
 * Appends one entry (O_APPEND, so concurrent appenders never interleave
 * inside a write; mode 0644, parent directories 0755). It follows the
 * log's first line ending (CRLF stays CRLF) and starts a new line first
 * when the log does not end with one, so the header lands at column 0 and
 * the log gains exactly one entry. The user's lock is deliberately not
 * checked: it guards rewrites, and appending is how the agent itself records
 * a run. The write lock is held, so a trim finishing at that moment either
 * copies the entry or has already renamed and the entry goes to the new log.
 * The entry is rendered at the layout's heading level and always goes at the end,
 * written whole or not at all (append.ts).
 */
async function appendEntry(path, entry, layout = _format_axe_js__WEBPACK_IMPORTED_MODULE_5__/* .axeLayout */ .HR) {
    const stamp = rfc3339(entry.at ?? new Date());
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(path), { recursive: true, mode: 0o755 });
    }
    catch (err) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ioError */ .bD)('append to', path, err);
    }
    await withAppendLock(path, async () => {
        let fh;
        try {
            // a+ is O_APPEND as well; reading lets the entry match the log's style.
            fh = (await (0,_regular_js__WEBPACK_IMPORTED_MODULE_9__/* .openRegular */ .lf)(path, {
                flags: node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_RDWR | node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_APPEND | node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_CREAT,
                mode: 0o644,
                action: 'append to',
            })).fh;
            const { eol, lead } = await lineStyle(fh);
            await (0,_append_js__WEBPACK_IMPORTED_MODULE_11__/* .appendWhole */ .g)(fh, Buffer.from(lead + layout.render(entry.task, entry.result, stamp, eol)));
        }
        catch (err) {
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ioError */ .bD)('append to', path, err);
        }
        finally {
            await fh?.close().catch(() => undefined);
        }
    });
}
/**
 * The write lock for an append. Where the lock cannot be created (a log that
 * is writable in a directory that is not), no trim can rename a file there
 * either, so there is nothing to take turns with: append without it.
 */
async function withAppendLock(path, write) {
    let release;
    try {
        release = await (0,_writelock_js__WEBPACK_IMPORTED_MODULE_10__/* .acquireWriteLock */ .Vg)(path);
    }
    catch (err) {
        const code = err.cause?.code;
        if (code !== 'EACCES' && code !== 'EPERM' && code !== 'EROFS')
            throw err;
    }
    try {
        await write();
    }
    finally {
        await release?.();
    }
}
// --- scanning -------------------------------------------------------------
/** Up to `size` bytes from the start of the file: fewer if it shrank meanwhile. */
function readWhole(fd, size) {
    const buf = Buffer.allocUnsafe(size);
    let filled = 0;
    for (let n; filled < size && (n = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readSync)(fd, buf, filled, size - filled, filled)) > 0;)
        filled += n;
    return buf.subarray(0, filled);
}
/**
 * Counts the headings that start in [from, end), reading forwards until
 * `end` or the end of the file, and stops early once `limit` are seen;
 * `fenced` says whether the bytes read may hold a fence (the count is then
 * not to be trusted). `from` is 0 or the offset of a heading (counted). Reads are
 * synchronous: a count is a tight loop over the page cache, where a round
 * trip to the thread pool per chunk would cost more than the search. One
 * buffer is reused, with the last bytes of each chunk carried in front of
 * the next.
 */
function countForward(fd, from, end, chunkSize, limit = Infinity) {
    let count = 1;
    if (from === 0) {
        const head = Buffer.alloc(_format_axe_js__WEBPACK_IMPORTED_MODULE_5__/* .HEAD_LEN */ .hF);
        const lead = (0,_format_axe_js__WEBPACK_IMPORTED_MODULE_5__/* .leadingHeader */ .C8)(head.subarray(0, (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readSync)(fd, head, 0, _format_axe_js__WEBPACK_IMPORTED_MODULE_5__/* .HEAD_LEN */ .hF, 0)));
        count = lead !== undefined && lead < end ? 1 : 0;
    }
    let fenced = false;
    // Sized to what is counted when that is small (a trim's dropped prefix may be a
    // few kilobytes): faulting in a whole chunk's pages would cost more than the reading.
    const buf = Buffer.allocUnsafe(CARRY + Math.min(chunkSize, end));
    let carry = 0;
    for (let pos = from; pos < end && count < limit;) {
        const bytesRead = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readSync)(fd, buf, carry, Math.min(chunkSize, end - pos), pos);
        if (bytesRead === 0)
            break;
        const window = buf.subarray(0, carry + bytesRead);
        count += countHeaders(window);
        fenced ||= (0,_format_axe_js__WEBPACK_IMPORTED_MODULE_5__/* .mayHoldFence */ .In)(window);
        // Fewer bytes than a match, so a match found in the next window is new.
        carry = Math.min(CARRY, window.length);
        buf.copyWithin(0, window.length - carry, window.length);
        pos += bytesRead;
    }
    return { count, fenced };
}
/** Occurrences of `\n## ` in `window`. */
function countHeaders(window) {
    let n = 0;
    for (let i = window.indexOf(_format_axe_js__WEBPACK_IMPORTED_MODULE_5__/* .NL_HEADER */ .vR); i !== -1; i = window.indexOf(_format_axe_js__WEBPACK_IMPORTED_MODULE_5__/* .NL_HEADER */ .vR, i + 1))
        n++;
    return n;
}
/**
 * Walks back from `size` until the n-th header from the end, reading only
 * the bytes after it. Each window is a chunk plus the first bytes of the
 * chunk after it, so a header straddling two chunks is seen exactly once.
 */
async function scanBackward(fh, size, n, chunkSize, keep) {
    const chunks = [];
    const reused = keep ? undefined : Buffer.allocUnsafe(Math.min(chunkSize, size) + CARRY);
    const carry = Buffer.alloc(CARRY);
    let carryLen = 0;
    let found = 0;
    let start;
    let pos = size;
    let fenced = false;
    const done = () => ({
        start,
        found,
        tail: keep && start !== undefined ? Buffer.concat(chunks.reverse()).subarray(start - pos) : EMPTY,
        fenced,
    });
    while (pos > 0) {
        const len = Math.min(chunkSize, pos);
        pos -= len;
        const window = (reused ?? Buffer.allocUnsafe(len + carryLen)).subarray(0, len + carryLen);
        await readFully(fh, window.subarray(0, len), pos);
        carry.copy(window, len, 0, carryLen);
        if (keep)
            chunks.push(window.subarray(0, len));
        for (let i = window.lastIndexOf(_format_axe_js__WEBPACK_IMPORTED_MODULE_5__/* .NL_HEADER */ .vR, len - 1); i !== -1; i = i > 0 ? window.lastIndexOf(_format_axe_js__WEBPACK_IMPORTED_MODULE_5__/* .NL_HEADER */ .vR, i - 1) : -1) {
            start = pos + i + 1;
            if (++found === n) {
                fenced ||= (0,_format_axe_js__WEBPACK_IMPORTED_MODULE_5__/* .mayHoldFence */ .In)(window.subarray(i));
                return done();
            }
        }
        fenced ||= (0,_format_axe_js__WEBPACK_IMPORTED_MODULE_5__/* .mayHoldFence */ .In)(window);
        carryLen = Math.min(CARRY, window.length);
        window.copy(carry, 0, 0, carryLen);
    }
    const lead = (0,_format_axe_js__WEBPACK_IMPORTED_MODULE_5__/* .leadingHeader */ .C8)(await readAt(fh, 0, _format_axe_js__WEBPACK_IMPORTED_MODULE_5__/* .HEAD_LEN */ .hF));
    if (lead !== undefined) {
        start = lead;
        found++;
    }
    return done();
}
// --- trimming -------------------------------------------------------------
/**
 * What a streamed plan pins: the head up to the first entry's heading, and
 * the last PIN_BYTES of the dropped part with the first kept heading. Agents
 * only append, so a log that has not shrunk and still has these bytes holds
 * the same old entries; anything that rewrote its head (another trim, an
 * editor) shifts them. Hashing only this window keeps a trim from re-reading
 * the hundreds of megabytes it drops. A plan made on the whole log pins all
 * of it (an agent that prepends rewrites the file, and the plan is refused).
 */
async function pinnedDigest(fh, pins) {
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
    for (const [from, to] of pins)
        hash.update(await readAt(fh, from, to - from));
    return hash.digest('hex');
}
function digestOfPins(log, pins) {
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
    for (const [from, to] of pins)
        hash.update(log.subarray(from, to));
    return hash.digest('hex');
}
async function verifyPins(fh, plan) {
    const { size } = await fh.stat();
    if (size >= plan.cut.plannedSize && (await pinnedDigest(fh, plan.cut.pins)) === plan.cut.digest)
        return;
    throw changedUnderUs(plan.path);
}
function changedUnderUs(path) {
    return (0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .opError */ .ey)(`cannot trim ${path}: the log changed under us since the trim was planned; nothing was trimmed`, {
        file: path,
    });
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
// --- appending ------------------------------------------------------------
function rfc3339(at) {
    if (Number.isNaN(at.getTime()))
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .opError */ .ey)('cannot write a run-log entry: invalid time');
    return at.toISOString().replace(/\.\d{3}Z$/, 'Z');
}
/**
 * The line ending an append should use (the log's first one; LF when it has
 * none within EOL_PROBE bytes) and what must precede the entry so its header
 * starts a line.
 */
async function lineStyle(fh) {
    const { size } = await fh.stat();
    if (size === 0)
        return { eol: '\n', lead: '' };
    const head = await readAt(fh, 0, Math.min(size, EOL_PROBE));
    const nl = head.indexOf(0x0a);
    const eol = nl > 0 && head[nl - 1] === 0x0d ? '\r\n' : '\n';
    const endsLine = (await readAt(fh, size - 1, 1))[0] === 0x0a || head.equals(_format_axe_js__WEBPACK_IMPORTED_MODULE_5__/* .BOM */ .bh);
    return { eol, lead: endsLine ? '' : eol };
}
// --- small I/O helpers ----------------------------------------------------
/**
 * Opens `path` for reading and runs `use`; a missing file is `missing()`.
 * Failures become operation errors naming the file.
 */
async function withFile(path, missing, use) {
    const opened = await (0,_regular_js__WEBPACK_IMPORTED_MODULE_9__/* .openRegular */ .lf)(path);
    if (!opened)
        return missing();
    const { fh } = opened;
    try {
        return await use(fh);
    }
    catch (err) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ioError */ .bD)('read', path, err);
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
function checkCount(name, value, path) {
    if (value < 0)
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .opError */ .ey)(`${name} must be non-negative`, { file: path, field: name });
    if (!Number.isSafeInteger(value))
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .opError */ .ey)(`${name} must be an integer`, { file: path, field: name });
}
function chunkSizeOf(options) {
    const size = options.chunkSize ?? DEFAULT_CHUNK;
    if (!Number.isSafeInteger(size) || size < 1)
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .opError */ .ey)('chunkSize must be a positive integer', { field: 'chunkSize' });
    return size;
}


/***/ }),

/***/ 885:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  le: () => (/* binding */ PROJECT_MEMORY_SECTIONS),
  HX: () => (/* binding */ USER_PROFILE_SECTIONS),
  Qm: () => (/* binding */ closingRuns),
  u6: () => (/* binding */ fenceCloser),
  Td: () => (/* binding */ indexSummary),
  En: () => (/* binding */ lineEnding),
  $N: () => (/* binding */ projectKey),
  pD: () => (/* binding */ readTextForRewrite),
  nO: () => (/* binding */ splitSections),
  sz: () => (/* binding */ writeSections)
});

// UNUSED EXPORTS: mergeSections

;// CONCATENATED MODULE: external "node:buffer"
const external_node_buffer_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __nccwpck_require__(3916);
// EXTERNAL MODULE: ./src/format/fence.ts
var format_fence = __nccwpck_require__(3890);
// EXTERNAL MODULE: ./src/store/atomic.ts
var atomic = __nccwpck_require__(2892);
// EXTERNAL MODULE: ./src/store/lock.ts
var lock = __nccwpck_require__(5074);
// EXTERNAL MODULE: ./src/store/regular.ts
var regular = __nccwpck_require__(2217);
// EXTERNAL MODULE: ./src/store/writelock.ts + 1 modules
var writelock = __nccwpck_require__(3444);
;// CONCATENATED MODULE: ./src/store/sections.ts
/**
 * Section files (evva): USER_PROFILE.md and projects/<key>/MEMORY.md hold a
 * preamble and a fixed set of top-level `## ` sections (DESIGN.md section 1).
 *
 * Only a `## ` line indented by at most 3 spaces (a CommonMark heading, as
 * evva reads it) outside a fenced code block starts a section; everything
 * else, deeper headings and fenced `## ` lines included, is body
 * text. The parser stays this small on purpose: sections are flat and edits
 * are surgical, so a markdown AST would add a dependency and no safety.
 *
 * Where evva is weak (reference/behaviors.md) we do better: new headings are
 * appended in allowed order, fences are honoured, index lines are cut on a
 * code point boundary, and a rewrite reads the whole file, refuses binary
 * content and keeps the file's mode, line endings and BOM.
 */








/** Allowed headings of USER_PROFILE.md, in the order a new file gets them. */
const USER_PROFILE_SECTIONS = ['Preferences', 'Working style', 'Recurring topics'];
/** Allowed headings of projects/<key>/MEMORY.md, in the order a new file gets them. */
const PROJECT_MEMORY_SECTIONS = ['Project facts', 'Decisions', 'Open issues', 'References'];
const BOM = '\uFEFF';
/** A section heading: `## ` after at most 3 spaces (CommonMark, and evva). */
const HEADING = /^ {0,3}## /;
/** The lines of `text` with their offsets, CR of a CRLF dropped from `text`. */
function splitLines(text) {
    const out = [];
    // A leading BOM is an encoding mark, not part of the first line.
    let at = text.startsWith(BOM) ? 1 : 0;
    while (at < text.length) {
        const nl = text.indexOf('\n', at);
        const next = nl === -1 ? text.length : nl + 1;
        out.push({ at, next, text: text.slice(at, nl === -1 ? text.length : nl).replace(/\r$/, '') });
        at = next;
    }
    return out;
}
/**
 * One pass over the lines: where sections start, the fence openers outside
 * any fence that never close, and the longest closing runs. An opener that
 * never closes is not a fence (DESIGN.md section 7): evva does not track
 * fences at all, so a fence left open by an update would otherwise swallow
 * every section after it. Whether an opener closes is known from the longest
 * closing run of each character below it, gathered bottom-up first, so the
 * scan stays linear.
 */
function scan(text) {
    const lines = splitLines(text);
    const below = { '`': new Int32Array(lines.length + 1), '~': new Int32Array(lines.length + 1) };
    for (let i = lines.length - 1; i >= 0; i--) {
        below['`'][i] = below['`'][i + 1] ?? 0;
        below['~'][i] = below['~'][i + 1] ?? 0;
        const run = (0,format_fence/* closerOf */.Yi)(lines[i]?.text ?? '');
        if (run)
            below[run.char][i] = Math.max(below[run.char][i] ?? 0, run.len);
    }
    const starts = [];
    const unclosed = [];
    let fence;
    lines.forEach((line, i) => {
        if (fence) {
            if ((0,format_fence/* closesFence */.Tv)(line.text, fence))
                fence = undefined;
        }
        else if (HEADING.test(line.text)) {
            starts.push({ at: line.at, bodyAt: line.next, heading: line.text.replace(HEADING, '').trim() });
        }
        else {
            const open = (0,format_fence/* openingFence */.sv)(line.text);
            if (open && (below[open.char][i + 1] ?? 0) >= open.len)
                fence = open;
            else if (open)
                unclosed.push(open);
        }
    });
    return { starts, unclosed, longest: { '`': below['`'][0] ?? 0, '~': below['~'][0] ?? 0 } };
}
/**
 * Splits text into its preamble and top-level `## ` sections. Nothing is
 * normalised: `preamble + sections.map(s => s.raw).join('')` is the input, so
 * callers that must keep untouched blocks byte-identical (merge.ts) can.
 */
function splitSections(text) {
    const { starts } = scan(text);
    return {
        preamble: text.slice(0, starts[0]?.at ?? text.length),
        sections: starts.map((s, i) => {
            const end = starts[i + 1]?.at ?? text.length;
            return { heading: s.heading, body: text.slice(s.bodyAt, end), raw: text.slice(s.at, end) };
        }),
    };
}
/**
 * A body (or the preamble) as rendered: trimmed, a fence it leaves open
 * closed, and every heading line left in it escaped (`## x` becomes `\## x`,
 * which CommonMark, evva and memkeep all read as text). Without this an
 * update such as "x\n## y" would split differently when read back, and a
 * fence left open could be closed by a later section's fence line and
 * swallow the headings between; with it, a rendered body always parses back
 * as exactly itself, in any file.
 */
function canonicalBody(text) {
    const trimmed = text.trim();
    const closer = fenceCloser(trimmed);
    const body = closer === undefined ? trimmed : `${trimmed}\n${closer}`;
    let out = body;
    for (const { at } of scan(body).starts.toReversed()) {
        const hashes = out.indexOf('##', at);
        out = `${out.slice(0, hashes)}\\${out.slice(hashes)}`;
    }
    return out;
}
/**
 * The line to put after `text` so that nothing appended can turn part of it
 * into code, or undefined when none is needed. An opener `text` leaves
 * unclosed is text on its own, but a fence line appended later would close
 * it and make everything between code, headings included; closing the first
 * such opener neutralises them all. `following` gives the closing runs of
 * what will be appended, when known: then the line is added only if one of
 * them would close such an opener, so text that is already safe stays as it is.
 */
function fenceCloser(text, following) {
    const { unclosed } = scan(text);
    const first = unclosed[0];
    if (!first)
        return undefined;
    const endangered = following === undefined || unclosed.some((f) => following[f.char] >= f.len);
    return endangered ? first.char.repeat(first.len) : undefined;
}
/** The longest closing fence run of each character in `text`. */
function closingRuns(text) {
    return scan(text).longest;
}
/**
 * Trimmed bodies by heading, in file order; a heading that appears twice is
 * one entry, its bodies joined by a blank line. A Map keeps first-insertion
 * order, so headings added later come after the file's.
 */
function foldedBodies(sections) {
    const bodies = new Map();
    for (const { heading, body } of sections) {
        const earlier = bodies.get(heading);
        const trimmed = body.trim();
        bodies.set(heading, earlier === undefined ? trimmed : [earlier, trimmed].filter(Boolean).join('\n\n'));
    }
    return bodies;
}
function updateEntries(updates) {
    return updates instanceof Map ? [...updates.entries()] : Object.entries(updates);
}
/**
 * Merges section bodies into a section file (evva MergeSections) and returns
 * the new text, LF line endings.
 *
 * - Every update key must be one of `allowed` (exact match), else a config
 *   error `section "<key>" is not in the allowed set [A, B, C]` is thrown
 *   before anything is merged.
 * - An update replaces a body (trimmed; "" clears it but keeps the heading).
 *   Sections not updated keep their (trimmed) bodies and their place;
 *   headings that are not allowed are kept too.
 * - Allowed headings missing from the file are appended in allowed order,
 *   with the update's body or empty, so the output is deterministic.
 * - A heading that appears twice is folded into its first occurrence with
 *   the bodies joined by a blank line, so no content is lost.
 *
 * Rendering: the trimmed preamble and a blank line, then each section as
 * `## H\n` plus, when non-empty, its body and `\n`; one blank line between
 * sections; the text ends with exactly one `\n`. Re-parsing that output gives
 * the same headings and bodies, so merging the same updates twice gives
 * identical text (see canonicalBody for bodies that would not re-parse).
 */
function mergeSections(existing, updates, allowed) {
    const entries = updateEntries(updates);
    for (const [key] of entries) {
        if (!allowed.includes(key)) {
            throw (0,errors/* configError */.Fj)(`section ${JSON.stringify(key)} is not in the allowed set [${allowed.join(', ')}]`, {
                field: key,
            });
        }
    }
    const { preamble, sections } = splitSections(existing);
    const bodies = foldedBodies(sections);
    for (const heading of allowed)
        if (!bodies.has(heading))
            bodies.set(heading, '');
    for (const [key, body] of entries)
        bodies.set(key, body);
    const parts = [...bodies].map(([heading, body]) => {
        const text = canonicalBody(body);
        return `## ${heading}\n${text ? `${text}\n` : ''}`;
    });
    const intro = canonicalBody(preamble);
    if (intro)
        parts.unshift(`${intro}\n`);
    return parts.join('\n');
}
/** Cuts to `max` code points plus `…`, so a surrogate pair is never split. */
function truncateChars(text, max) {
    const chars = Array.from(text);
    return chars.length > max ? `${chars.slice(0, max).join('')}…` : text;
}
/**
 * A compact one-line-per-section overview for the system prompt (evva
 * IndexSummary): `## <heading> — <first non-empty body line>`, or
 * `## <heading> — (empty)`. As in evva, the body excerpt is what gets cut: an
 * excerpt longer than `maxBodyChars` (<= 0 means 80) keeps that many code
 * points and ends with `…`. A heading that appears twice gets one line, its
 * bodies folded as a merge folds them (evva's index is built from the same
 * parse as its merge). Lines are joined by `\n` with no trailing newline;
 * text without sections gives "".
 */
function indexSummary(content, maxBodyChars) {
    const max = maxBodyChars > 0 ? maxBodyChars : 80;
    return [...foldedBodies(splitSections(content).sections)]
        .map(([heading, body]) => {
        const first = body
            .split('\n')
            .map((line) => line.trim())
            .find((line) => line !== '');
        return `## ${heading} — ${first === undefined ? '(empty)' : truncateChars(first, max)}`;
    })
        .join('\n');
}
/**
 * The directory name under `projects/` for a working directory (evva
 * ProjectKey): the path is cleaned, a Windows drive colon dropped, `\` and
 * `/` flattened to `-`, runs of `-` squeezed to one (as evva's code does:
 * `/home/dev/foo--bar` gives `-home-dev-foo-bar`, so both tools read the same
 * directory) and trailing `-` trimmed. Backslashes are treated as
 * separators and the cleaning is POSIX-style on every OS, so one path gives
 * one key wherever memkeep runs. `/Users/johnny/lab/evva` gives
 * `-Users-johnny-lab-evva`, `C:\Users\Alice\proj` gives `C-Users-Alice-proj`,
 * a bare drive `C:` gives `C`, `/` and "" give "".
 */
function projectKey(absPath) {
    if (absPath === '')
        return '';
    const slashed = absPath.replaceAll('\\', '/');
    const drive = /^[A-Za-z]:/.exec(slashed)?.[0] ?? '';
    const rest = slashed.slice(drive.length);
    // The drive is split off first so that `..` can never climb over it; an
    // empty rest is no path at all, not the `.` normalize would make of it.
    const cleaned = drive.slice(0, 1) + (rest === '' ? '' : external_node_path_.posix.normalize(rest));
    return cleaned.replaceAll('/', '-').replace(/-+/g, '-').replace(/-+$/, '');
}
/**
 * `\r\n` when the text's first line ends that way, else `\n`. A rewrite keeps
 * the line ending a file was found with; the first line decides because a
 * file written on one platform is consistent, and a mixed file has no single
 * answer anyway.
 */
function lineEnding(text) {
    const nl = text.indexOf('\n');
    return nl > 0 && text[nl - 1] === '\r' ? '\r\n' : '\n';
}
/**
 * Reads a whole text file that is about to be rewritten; undefined when it
 * does not exist. Never a capped read: writing back a truncated read would
 * lose the file's tail (evva's bug). Content that is not valid UTF-8 or holds
 * NUL bytes is refused with an operation error naming the file, because
 * decoding it would turn the rewrite into mojibake. `action` names the
 * refused operation ("update", "merge into").
 */
async function readTextForRewrite(path, action) {
    const bytes = await (0,regular/* readRegularFile */.XF)(path, { maxBytes: regular/* MAX_TEXT_BYTES */.$D });
    if (bytes === undefined)
        return undefined;
    if (bytes.includes(0)) {
        throw (0,errors/* opError */.ey)(`cannot ${action} ${path}: it contains NUL bytes, so it is not a text file`, { file: path });
    }
    if (!(0,external_node_buffer_namespaceObject.isUtf8)(bytes))
        throw (0,errors/* opError */.ey)(`cannot ${action} ${path}: it is not valid UTF-8 text`, { file: path });
    return bytes.toString('utf8');
}
/**
 * Merges section bodies into the section file at `path` and writes it
 * atomically (the `remember` command). A locked file is refused; the whole
 * file is read (see readTextForRewrite); a missing file and its directories
 * are created. The merge itself runs on LF text; CRLF line endings (decided
 * by the first line) and a leading BOM are put back, and the file's mode is
 * kept by the atomic write. A file the merge would not change is not
 * rewritten. The read and the write happen under the file's write lock
 * (writelock.ts), so concurrent updates take turns and none is lost.
 */
async function writeSections(path, updates, allowed) {
    await (0,lock/* assertUnlocked */.Wj)(path, 'update');
    await (0,writelock/* withWriteLock */.vO)(path, async () => {
        const original = (await readTextForRewrite(path, 'update')) ?? '';
        const bom = original.startsWith(BOM) ? BOM : '';
        const eol = lineEnding(original);
        const lf = original.slice(bom.length).replaceAll('\r\n', '\n');
        // Normalising the merged text as well catches CRLF inside update bodies.
        const merged = mergeSections(lf, updates, allowed).replaceAll('\r\n', '\n');
        const text = bom + (eol === '\n' ? merged : merged.replaceAll('\n', eol));
        if (text !== original)
            await (0,atomic/* writeFileAtomic */.Zf)(path, text, { mkdirs: true });
    });
}


/***/ }),

/***/ 793:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $S: () => (/* binding */ linkedFiles),
/* harmony export */   Gb: () => (/* binding */ expire),
/* harmony export */   eu: () => (/* binding */ globMatch),
/* harmony export */   n7: () => (/* binding */ frontMatterType),
/* harmony export */   pt: () => (/* binding */ promote),
/* harmony export */   vr: () => (/* binding */ demote),
/* harmony export */   wg: () => (/* binding */ listTypedFiles)
/* harmony export */ });
/* unused harmony export DEFAULT_RETENTION_MS */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(3916);
/* harmony import */ var _ages_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(7933);
/* harmony import */ var _lock_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(5074);
/**
 * Typed memory (aide): core files are never pruned, procedural and episodic
 * files are pruned by age. This module holds the per-file operations:
 * promote/demote between types, expire by age, and the listing pruning
 * walks. Every operation honours `.lock` sentinels.
 */





const DAY = 86_400_000;
const DEFAULT_RETENTION_MS = { episodic: 7 * DAY, procedural: 90 * DAY };
/** Promotes a file to a longer-lived type: an atomic move that never overwrites. */
function promote(src, dst) {
    return move(src, dst, 'promote');
}
/** Demotes a file to a shorter-lived type: an atomic move that never overwrites. */
function demote(src, dst) {
    return move(src, dst, 'demote');
}
/**
 * link(2) fails with EEXIST atomically, so an existing destination is never
 * replaced, not even by a racing writer; unlinking the source completes the
 * move. Where hard links are not possible the copy is made with O_EXCL.
 *
 * A move killed (or failing) between the link and the unlink leaves both
 * names; a retry sees the destination exists and finds that it is the
 * source itself (same inode) or, after a copy, holds exactly its bytes. Then
 * nothing would be overwritten, so the retry finishes the move by removing
 * the source instead of refusing for good.
 */
async function move(src, dst, verb) {
    let st;
    try {
        st = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(src);
    }
    catch (err) {
        throw err.code === 'ENOENT'
            ? (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .opError */ .ey)(`cannot ${verb} ${src}: it does not exist`, { file: src })
            : (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ioError */ .bD)(verb, src, err);
    }
    if (!st.isFile())
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .opError */ .ey)(`cannot ${verb} ${src}: not a regular file`, { file: src });
    await (0,_lock_js__WEBPACK_IMPORTED_MODULE_4__/* .assertUnlocked */ .Wj)(src, verb);
    await (0,_lock_js__WEBPACK_IMPORTED_MODULE_4__/* .assertUnlocked */ .Wj)(dst, `${verb} onto`);
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(dst), { recursive: true });
        try {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.link)(src, dst);
        }
        catch (err) {
            const code = err.code;
            if (code !== 'EXDEV' && code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'ENOSYS')
                throw err;
            await copyExclusive(src, dst);
        }
    }
    catch (err) {
        if (err.code !== 'EEXIST')
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ioError */ .bD)(verb, dst, err);
        if (!(await alreadyMoved(src, dst))) {
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .opError */ .ey)(`cannot ${verb} to ${dst}: it already exists (memkeep never overwrites)`, { file: dst });
        }
    }
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.unlink)(src);
    }
    catch (err) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ioError */ .bD)(`finish the ${verb} of`, src, err);
    }
}
/** Whether `dst` is what an interrupted move of `src` left: the same file, or a regular file with its exact bytes. */
async function alreadyMoved(src, dst) {
    const [a, b] = await Promise.all([(0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(src), (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(dst).catch(() => undefined)]);
    if (!b?.isFile())
        return false;
    if (a.dev === b.dev && a.ino === b.ino)
        return true;
    if (a.size !== b.size)
        return false;
    const [x, y] = await Promise.all([(0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(src), (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(dst)]);
    return x.equals(y);
}
async function copyExclusive(src, dst) {
    const { constants } = await Promise.resolve(/* import() */).then(__nccwpck_require__.t.bind(__nccwpck_require__, 3024, 23));
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.copyFile)(src, dst, constants.COPYFILE_EXCL);
    const fh = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(dst, 'r+');
    try {
        await fh.sync();
    }
    finally {
        await fh.close();
    }
}
/**
 * Deletes `path` when its age (from the AgeSource, never stat directly: in a
 * checkout mtime lies) is known and older than `maxAgeMs`. Missing, locked,
 * sentinel and uncertain-age files are kept, with the reason.
 */
async function expire(path, maxAgeMs, options = {}) {
    const ages = options.ages ?? _ages_js__WEBPACK_IMPORTED_MODULE_3__/* .mtimeAges */ .xE;
    const now = options.now ?? new Date();
    if ((0,_lock_js__WEBPACK_IMPORTED_MODULE_4__/* .isLockSentinel */ .yN)(path))
        return { removed: false, reason: 'lock sentinels are never expired' };
    let age;
    try {
        const st = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(path);
        if (!st.isFile())
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .opError */ .ey)(`cannot expire ${path}: not a regular file`, { file: path });
        age = await ages.ageOf(path);
    }
    catch (err) {
        if (err.code === 'ENOENT')
            return { removed: false, reason: 'missing' };
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ioError */ .bD)('expire', path, err);
    }
    if (age.uncertain)
        return { removed: false, reason: `age unknown: ${age.uncertain}`, age };
    if (!(0,_ages_js__WEBPACK_IMPORTED_MODULE_3__/* .olderThan */ .W7)(age, maxAgeMs, now))
        return { removed: false, reason: 'not old enough', age };
    if (await (0,_lock_js__WEBPACK_IMPORTED_MODULE_4__/* .isLocked */ .ln)(path))
        return { removed: false, reason: 'locked', age };
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.unlink)(path);
    }
    catch (err) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ioError */ .bD)('expire', path, err);
    }
    return { removed: true, age };
}
/**
 * Every regular file under a typed-memory directory, recursively and sorted,
 * without `.lock` sentinels, memkeep temp files, or anything reached through
 * a symlink (a link must not let pruning delete outside the store).
 */
async function listTypedFiles(dir) {
    const files = [];
    async function walk(current) {
        let entries;
        try {
            entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(current, { withFileTypes: true });
        }
        catch (err) {
            const code = err.code;
            if (code === 'ENOENT' || (code === 'ENOTDIR' && current === dir))
                return;
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ioError */ .bD)('list', current, err);
        }
        for (const entry of entries) {
            const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(current, entry.name);
            if (entry.isDirectory())
                await walk(path);
            else if (entry.isFile() && !(0,_lock_js__WEBPACK_IMPORTED_MODULE_4__/* .isLockSentinel */ .yN)(entry.name) && !entry.name.endsWith('.memkeep-tmp'))
                files.push(path);
        }
    }
    await walk(dir);
    return files.sort();
}
// --- typing ----------------------------------------------------------------
/**
 * A glob over a store-relative path (`/` separated): `*` and `?` stay within
 * a segment, `**` crosses segments, and `**\/` may match no directory at all.
 */
function globMatch(glob, relPath) {
    let re = '';
    for (let i = 0; i < glob.length; i++) {
        const c = glob[i];
        if (c === '*' && glob[i + 1] === '*') {
            const slash = glob[i + 2] === '/';
            re += slash ? '(?:.*/)?' : '.*';
            i += slash ? 2 : 1;
        }
        else if (c === '*')
            re += '[^/]*';
        else if (c === '?')
            re += '[^/]';
        else
            re += c.replace(/[.+^${}()|[\]\\]/g, '\\$&');
    }
    return new RegExp(`^${re}$`).test(relPath);
}
/** The `type:` in a file's YAML front matter (at any indentation, as Claude Code nests it under `metadata:`). */
function frontMatterType(content) {
    const head = content
        .subarray(0, 8192)
        .toString('utf8')
        .replace(/^\uFEFF/, '');
    const m = /^---\r?\n([\s\S]*?)\r?\n---\s*(?:\r?\n|$)/.exec(head);
    if (!m)
        return undefined;
    return /^\s*type:\s*["']?([A-Za-z0-9_-]+)["']?\s*$/m.exec(m[1])?.[1]?.toLowerCase();
}
/** The local files an index links to (markdown links with a relative target), absolute. */
function linkedFiles(indexPath, content) {
    const out = [];
    for (const m of content.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
        const target = m[1].split('#')[0];
        if (target === '' || /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('/'))
            continue;
        let decoded = target;
        try {
            decoded = decodeURIComponent(target);
        }
        catch {
            // Not percent-encoded after all: the target as written.
        }
        out.push((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(indexPath), decoded));
    }
    return out;
}


/***/ }),

/***/ 3444:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  Vg: () => (/* binding */ acquireWriteLock),
  PL: () => (/* binding */ clearStaleWriteLock),
  vO: () => (/* binding */ withWriteLock)
});

// UNUSED EXPORTS: writeLockPath

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __nccwpck_require__(7598);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __nccwpck_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
;// CONCATENATED MODULE: external "node:timers/promises"
const external_node_timers_promises_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:timers/promises");
// EXTERNAL MODULE: ./src/errors.ts
var errors = __nccwpck_require__(3916);
// EXTERNAL MODULE: ./src/store/atomic.ts
var atomic = __nccwpck_require__(2892);
// EXTERNAL MODULE: ./src/store/regular.ts
var regular = __nccwpck_require__(2217);
;// CONCATENATED MODULE: ./src/store/writelock.ts
/**
 * The write lock of a memory file: a few milliseconds of mutual exclusion
 * between appends and the end of a trim of a run log, and between two
 * rewrites (merge, remember) of any file. A trim copies the kept tail to a
 * temp file and renames it over the log; an append that lands in the old
 * file after the trim's last look at its end would vanish with it. So each
 * append, and each trim from that last look until its rename, holds
 * `.<name>.memkeep-writing` beside the log (O_CREAT|O_EXCL, holding the
 * holder's pid).
 *
 * This is not the user's `<file>.lock` (lock.ts): that one is a long-lived
 * "do not rewrite" that appends ignore by design; this one only orders two
 * writers and is held for the time of a write.
 *
 * A holder killed mid-hold leaves the file behind. A lock whose pid no longer
 * runs, or that is older than STALE_MS (pids are reused, in containers
 * especially), is broken by the next writer, and clearStaleWriteLock removes
 * one that nobody is waiting on. Locks are told apart by inode: a lock judged
 * stale is first renamed aside and removed only if it is still the file that
 * was judged (otherwise a fresh lock taken meanwhile is put back), and a
 * holder releases only its own lock, never one that replaced it.
 */







const SUFFIX = '.memkeep-writing';
/** No holder keeps it longer than a final copy, an fsync and a rename. */
const STALE_MS = 30_000;
/** How long a writer waits for a live holder before giving up. */
const WAIT_MS = 60_000;
function writeLockPath(path) {
    return (0,external_node_path_.join)((0,external_node_path_.dirname)(path), `.${(0,external_node_path_.basename)(path)}${SUFFIX}`);
}
/** Takes the lock, waiting for a live holder; resolves to its release. */
async function acquireWriteLock(path) {
    const lock = writeLockPath(path);
    const deadline = Date.now() + WAIT_MS;
    for (let delay = 1;; delay = Math.min(delay * 2, 50)) {
        const ino = await tryCreate(lock, path);
        if (ino !== undefined)
            return () => releaseOwn(lock, ino);
        if (await breakIfStale(lock))
            continue;
        if (Date.now() > deadline) {
            throw (0,errors/* opError */.ey)(`cannot write ${path}: ${lock} has been held for over ${WAIT_MS / 1000} s`, { file: path });
        }
        await (0,external_node_timers_promises_namespaceObject.setTimeout)(delay);
    }
}
/**
 * Runs a read-modify-write of `path` (merge, remember) under its write lock,
 * so two rewrites never both read the old text and one update vanish with
 * the other's rename. The lock lives beside the file, so the directory is
 * created first.
 */
async function withWriteLock(path, run) {
    try {
        await (0,promises_.mkdir)((0,external_node_path_.dirname)(path), { recursive: true });
    }
    catch (err) {
        throw (0,errors/* ioError */.bD)('create directory for', path, err);
    }
    const release = await acquireWriteLock(path);
    try {
        return await run();
    }
    finally {
        await release();
    }
}
/** Removes a lock left by a writer that no longer runs. */
async function clearStaleWriteLock(path) {
    await breakIfStale(writeLockPath(path));
}
/** Creates the lock with our pid; its inode, or undefined when another holds it. */
async function tryCreate(lock, path) {
    let fh;
    try {
        fh = await (0,promises_.open)(lock, 'wx', 0o644);
    }
    catch (err) {
        if (err.code === 'EEXIST')
            return undefined;
        throw (0,errors/* ioError */.bD)('lock for writing', path, err);
    }
    try {
        await fh.writeFile(`${process.pid}\n`);
        return (await fh.stat()).ino;
    }
    catch (err) {
        // An empty lock would only go stale by age: every writer would wait for it.
        await (0,promises_.unlink)(lock).catch(() => undefined);
        throw (0,errors/* ioError */.bD)('lock for writing', path, err);
    }
    finally {
        await fh.close().catch(() => undefined);
    }
}
async function releaseOwn(lock, ino) {
    const st = await (0,promises_.stat)(lock).catch(() => undefined);
    if (st?.ino === ino)
        await (0,promises_.unlink)(lock).catch(() => undefined);
}
/** Breaks the lock if it is stale; true when the caller may try again at once. */
async function breakIfStale(lock) {
    const judged = await staleInode(lock);
    if (judged === undefined)
        return false;
    const aside = `${lock}.${process.pid}.${(0,external_node_crypto_.randomBytes)(4).toString('hex')}.stale`;
    try {
        await (0,promises_.rename)(lock, aside);
    }
    catch {
        // Someone else broke it first.
        return true;
    }
    if ((await (0,promises_.stat)(aside).catch(() => undefined))?.ino !== judged) {
        // A fresh lock was taken between the judgement and the rename: give it back.
        await (0,promises_.link)(aside, lock).catch(() => undefined);
    }
    await (0,promises_.unlink)(aside).catch(() => undefined);
    return true;
}
/** The inode of the lock when it is stale. A lock being written (no pid yet) is stale only by age. */
async function staleInode(lock) {
    let fh;
    try {
        // One descriptor, so the pid and the inode come from the same file.
        // A FIFO or device committed as a lock would block a plain open: it is no stale lock.
        fh = (await (0,regular/* openRegular */.lf)(lock, { maxBytes: 4096 }))?.fh;
        if (!fh)
            return undefined;
        const st = await fh.stat();
        const text = await fh.readFile('utf8');
        if (Date.now() - st.mtimeMs > STALE_MS)
            return st.ino;
        const pid = Number(text.trim());
        const dead = text.trim() !== '' && Number.isSafeInteger(pid) && pid !== process.pid && !(0,atomic/* processAlive */.FN)(pid);
        return dead ? st.ino : undefined;
    }
    catch {
        return undefined;
    }
    finally {
        await fh?.close().catch(() => undefined);
    }
}


/***/ }),

/***/ 2969:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ didYouMean)
/* harmony export */ });
/* unused harmony export closest */
/**
 * "Did you mean" for mistyped commands, options and agent names: the
 * closest candidate by edit distance, when it is close enough to be a typo
 * rather than a different word.
 */
function closest(input, candidates) {
    const limit = Math.max(1, Math.floor(input.length / 3));
    let best;
    let bestDistance = Number.POSITIVE_INFINITY;
    for (const c of candidates) {
        const d = distance(input.toLowerCase(), c.toLowerCase());
        if (d < bestDistance) {
            best = c;
            bestDistance = d;
        }
    }
    return bestDistance <= limit ? best : undefined;
}
/** ` (did you mean "x"?)`, or nothing. */
function didYouMean(input, candidates, prefix = '') {
    const match = closest(input, candidates);
    return match === undefined ? '' : ` (did you mean "${prefix}${match}"?)`;
}
/** Damerau-Levenshtein (optimal string alignment): a swapped pair of letters is one typo. */
function distance(a, b) {
    const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array(b.length).fill(0)]);
    for (let j = 1; j <= b.length; j++)
        d[0][j] = j;
    for (let i = 1; i <= a.length; i++) {
        for (let j = 1; j <= b.length; j++) {
            const cost = a[i - 1] === b[j - 1] ? 0 : 1;
            d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
            if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
                d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
        }
    }
    return d[a.length][b.length];
}


/***/ }),

/***/ 311:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ VERSION)
/* harmony export */ });
/** Kept equal to package.json's version by a test; bundles carry no package.json. */
const VERSION = '0.1.0';


/***/ }),

/***/ 75:
/***/ ((module) => {

module.exports = eval("require")("supports-color");


/***/ }),

/***/ 9896:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");

/***/ }),

/***/ 1421:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");

/***/ }),

/***/ 7598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 3024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 1455:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");

/***/ }),

/***/ 6760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 1708:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:process");

/***/ }),

/***/ 2018:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tty");

/***/ }),

/***/ 9023:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util");

/***/ }),

/***/ 7055:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  Lp: () => (/* binding */ wo)
});

// UNUSED EXPORTS: CheckRepoActions, CleanOptions, DiffNameStatus, GitConfigScope, GitConstructError, GitError, GitPluginError, GitResponseError, ResetMode, TaskConfigurationError, grepQueryBuilder, pathspec

;// CONCATENATED MODULE: ./node_modules/@simple-git/args-pathspec/dist/index.mjs
const t = /* @__PURE__ */ new WeakMap();
function dist_c(...n) {
  const e = new String(n);
  return t.set(e, n), e;
}
function dist_r(n) {
  return n instanceof String && t.has(n);
}
function dist_o(n) {
  return t.get(n) ?? [];
}

//# sourceMappingURL=index.mjs.map

// EXTERNAL MODULE: ./node_modules/@kwsites/file-exists/dist/index.js
var dist = __nccwpck_require__(7117);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __nccwpck_require__(1421);
// EXTERNAL MODULE: ./node_modules/debug/src/index.js
var src = __nccwpck_require__(2830);
// EXTERNAL MODULE: ./node_modules/@kwsites/promise-deferred/dist/index.js
var promise_deferred_dist = __nccwpck_require__(9997);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
;// CONCATENATED MODULE: ./node_modules/@simple-git/argv-parser/dist/index.mjs

function* x(e, n) {
  const t = n === "global";
  for (const o of e)
    o.isGlobal === t && (yield o);
}
const P = /* @__PURE__ */ new Set([
  "--add",
  "--edit",
  "--remove-section",
  "--rename-section",
  "--replace-all",
  "--unset",
  "--unset-all",
  "-e"
]), S = /* @__PURE__ */ new Set([
  "--get",
  "--get-all",
  "--get-color",
  "--get-colorbool",
  "--get-regexp",
  "--get-urlmatch",
  "--list",
  "-l"
]), E = /* @__PURE__ */ new Set([
  "edit",
  "remove-section",
  "rename-section",
  "set",
  "unset"
]), F = /* @__PURE__ */ new Set(["get", "get-color", "get-colorbool", "list"]);
function A(e, n) {
  for (const { name: o } of x(e, "task")) {
    if (P.has(o))
      return w(!0, n);
    if (S.has(o))
      return w(!1, n);
  }
  const t = n.at(0)?.toLowerCase();
  return t === void 0 ? null : E.has(t) ? w(!0, n.slice(1)) : F.has(t) ? w(!1, n.slice(1)) : n.length === 1 ? w(!1, n) : w(!0, n);
}
function w(e = !1, n = []) {
  const t = n.at(0)?.toLowerCase();
  return t === void 0 ? null : {
    isWrite: e,
    isRead: !e,
    key: t,
    value: n.at(1)
  };
}
function O(e, n) {
  return n.isWrite && n.value !== void 0 ? { key: n.key, value: n.value, scope: e } : { key: n.key, scope: e };
}
function G(e) {
  const n = e?.indexOf("=") || -1;
  return !e || n < 0 ? null : {
    key: e.slice(0, n).trim().toLowerCase(),
    value: e.slice(n + 1)
  };
}
function M(e) {
  for (const { name: n } of x(e, "task"))
    switch (n) {
      case "--global":
        return "global";
      case "--system":
        return "system";
      case "--worktree":
        return "worktree";
      case "--local":
        return "local";
      case "--file":
      case "-f":
        return "file";
    }
  return "local";
}
function N({ name: e }) {
  if (e === "-c" || e === "--config")
    return "inline";
  if (e === "--config-env")
    return "env";
}
function* $(e) {
  for (const n of e) {
    const t = N(n), o = t && G(n.value);
    o && (yield {
      ...o,
      scope: t
    });
  }
}
function D(e, n, t) {
  const o = {
    read: [],
    write: [...$(n)]
  };
  return e === "config" && L(
    o,
    M(n),
    A(n, t)
  ), o;
}
function L(e, n, t) {
  if (t === null)
    return;
  const o = O(n, t);
  t.isWrite ? e.write.push(o) : e.read.push(o);
}
const C = {
  short: /* @__PURE__ */ new Map([
    ["c", !0]
    //  -c <k=v>    set config key for this invocation
  ])
}, I = {
  short: new Map([
    ["C", !0],
    //  -C <path>   change working directory
    ["P", !1],
    // -P          no pager (alias for --no-pager)
    ["h", !1],
    // -h          help
    ["p", !1],
    // -p          paginate
    ["v", !1],
    // -v          version
    ...C.short.entries()
  ]),
  long: /* @__PURE__ */ new Set([
    "attr-source",
    "config-env",
    "exec-path",
    "git-dir",
    "list-cmds",
    "namespace",
    "super-prefix",
    "work-tree"
  ])
}, R = {
  clone: {
    short: /* @__PURE__ */ new Map([
      ["b", !0],
      // -b <branch>
      ["j", !0],
      // -j <n>          parallel jobs
      ["l", !1],
      // -l local
      ["n", !1],
      // -n no-checkout
      ["o", !0],
      // -o <name>       remote name
      ["q", !1],
      // -q quiet
      ["s", !1],
      // -s shared
      ["u", !0]
      // -u <upload-pack>
    ]),
    long: /* @__PURE__ */ new Set(["branch", "config", "jobs", "origin", "upload-pack", "u", "template"])
  },
  commit: {
    short: /* @__PURE__ */ new Map([
      ["C", !0],
      // -C <commit>  reuse message
      ["F", !0],
      // -F <file>    read message from file
      ["c", !0],
      // -c <commit>  reedit message
      ["m", !0],
      // -m <msg>
      ["t", !0]
      // -t <template>
    ]),
    long: /* @__PURE__ */ new Set(["file", "message", "reedit-message", "reuse-message", "template"])
  },
  config: {
    short: /* @__PURE__ */ new Map([
      ["e", !1],
      // -e  open editor
      ["f", !0],
      //  -f <file>
      ["l", !1]
      // -l  list
    ]),
    long: /* @__PURE__ */ new Set(["blob", "comment", "default", "file", "type", "value"])
  },
  fetch: {
    short: /* @__PURE__ */ new Map(),
    long: /* @__PURE__ */ new Set(["upload-pack"])
  },
  init: {
    short: /* @__PURE__ */ new Map(),
    long: /* @__PURE__ */ new Set(["template"])
  },
  pull: {
    short: /* @__PURE__ */ new Map(),
    long: /* @__PURE__ */ new Set(["upload-pack"])
  },
  push: {
    short: /* @__PURE__ */ new Map(),
    long: /* @__PURE__ */ new Set(["exec", "receive-pack"])
  },
  rebase: {
    short: /* @__PURE__ */ new Map([
      ["X", !0],
      // -X <option>   strategy option
      ["f", !1],
      // -f force-rebase
      ["i", !1],
      // -i interactive
      ["k", !1],
      // -k keep-base
      ["m", !1],
      // -m merge
      ["n", !1],
      // -n no-stat
      ["q", !1],
      // -q quiet
      ["r", !1],
      // -r rebase-merges
      ["s", !0],
      // -s <strategy>
      ["v", !1],
      // -v verbose
      ["x", !0]
      // -x <cmd>      exec
    ]),
    long: /* @__PURE__ */ new Set(["exec", "onto", "strategy", "strategy-option"])
  }
}, T = { short: /* @__PURE__ */ new Map(), long: /* @__PURE__ */ new Set() };
function B(e) {
  const n = R[e ?? ""] ?? T;
  return {
    short: new Map([...C.short.entries(), ...n.short.entries()]),
    long: n.long
  };
}
function b(e, n = I) {
  if (e.startsWith("--")) {
    const t = e.indexOf("=");
    if (t > 2)
      return [{ name: e.slice(0, t), value: e.slice(t + 1), needsNext: !1 }];
    const o = e.slice(2);
    return [{ name: e, needsNext: n.long.has(o) }];
  }
  if (e.length === 2) {
    const t = e.charAt(1), o = n.short.get(t);
    return [{ name: e, needsNext: o === !0 }];
  }
  return j(e, n.short);
}
function j(e, n) {
  const t = e.slice(1).split(""), o = [];
  for (let a = 0; a < t.length; a++) {
    const s = t[a], r = n.get(s);
    if (r === void 0)
      return [{ name: e, needsNext: !1 }];
    if (r) {
      const i = t.slice(a + 1).join("");
      if (i && ![...i].every((m) => n.has(m)))
        return o.push({ name: `-${s}`, value: i, needsNext: !1 }), o;
    }
    o.push({ name: `-${s}`, needsNext: r });
  }
  return o;
}
function W(e, n = []) {
  let t = 0;
  for (; t < e.length; ) {
    const o = String(e[t]);
    if (!o.startsWith("-") || o.length < 2) break;
    const a = b(o);
    let s = t + 1;
    for (const r of a) {
      const i = {
        name: r.name,
        value: r.value,
        absorbedNext: !1,
        isGlobal: !0
      };
      r.needsNext && i.value === void 0 && s < e.length && (i.value = String(e[s]), i.absorbedNext = !0, s++), n.push(i);
    }
    t = s;
  }
  return { flags: n, taskIndex: t };
}
function V(e, n, t = []) {
  const o = B(n), a = [], s = [];
  let r = 0;
  for (; r < e.length; ) {
    const i = e[r];
    if (dist_r(i)) {
      s.push(...dist_o(i)), r++;
      continue;
    }
    const p = String(i);
    if (p === "--") {
      for (let d = r + 1; d < e.length; d++) {
        const g = e[d];
        dist_r(g) ? s.push(...dist_o(g)) : s.push(String(g));
      }
      break;
    }
    if (!p.startsWith("-") || p.length < 2) {
      a.push(p), r++;
      continue;
    }
    const m = b(p, o);
    let u = r + 1;
    for (const d of m) {
      const g = {
        name: d.name,
        value: d.value,
        absorbedNext: !1,
        isGlobal: !1
      };
      d.needsNext && g.value === void 0 && u < e.length && !dist_r(e[u]) && (g.value = String(e[u]), g.absorbedNext = !0, u++), t.push(g);
    }
    r = u;
  }
  return { flags: t, positionals: a, pathspecs: s };
}
function* q({
  write: e
}) {
  for (const n of e)
    for (const t of K) {
      const o = t(n.key);
      o && (yield o);
    }
}
function f(e, n, t = String(e)) {
  const o = typeof e == "string" ? new RegExp(`\\s*${e.toLowerCase()}`) : e;
  return function(s) {
    if (o.test(s))
      return {
        category: n,
        message: `Configuring ${t} is not permitted without enabling ${n}`
      };
  };
}
function l(e, n) {
  const t = new RegExp(`\\s*${e.toLowerCase().replace(/\./g, "(..+)?.")}`);
  return f(t, n, e);
}
const K = [
  f("alias", "allowUnsafeAlias"),
  f("core.askPass", "allowUnsafeAskPass"),
  f("core.editor", "allowUnsafeEditor"),
  f("core.fsmonitor", "allowUnsafeFsMonitor"),
  f("core.gitProxy", "allowUnsafeGitProxy"),
  f("core.hooksPath", "allowUnsafeHooksPath"),
  f("core.pager", "allowUnsafePager"),
  f("core.sshCommand", "allowUnsafeSshCommand"),
  l("credential.helper", "allowUnsafeCredentialHelper"),
  l("diff.command", "allowUnsafeDiffExternal"),
  f("diff.external", "allowUnsafeDiffExternal"),
  l("difftool.cmd", "allowUnsafeDiffExternal"),
  l("diff.textconv", "allowUnsafeDiffTextConv"),
  l("filter.clean", "allowUnsafeFilter"),
  l("filter.process", "allowUnsafeFilter"),
  l("filter.smudge", "allowUnsafeFilter"),
  l("gpg.program", "allowUnsafeGpgProgram"),
  f("include.path", "allowUnsafeInclude"),
  l("includeIf", "allowUnsafeInclude"),
  f("init.templateDir", "allowUnsafeTemplateDir"),
  l("pager.", "allowUnsafePager"),
  l("merge.driver", "allowUnsafeMergeDriver"),
  l("mergetool.path", "allowUnsafeMergeDriver"),
  l("mergetool.cmd", "allowUnsafeMergeDriver"),
  l("protocol.allow", "allowUnsafeProtocolOverride"),
  l("remote.receivepack", "allowUnsafePack"),
  l("remote.uploadpack", "allowUnsafePack"),
  f("uploadpack.packObjectsHook", "allowUnsafePack"),
  f("sequence.editor", "allowUnsafeEditor"),
  l("submodule.update", "allowUnsafeSubmodule"),
  l("tar.command", "allowUnsafeCommandBinaries"),
  l("trailer.cmd", "allowUnsafeCommandBinaries"),
  l("trailer.command", "allowUnsafeCommandBinaries"),
  l("url.insteadOf", "allowUnsafeUrlRewrite")
];
function* H(e, n) {
  for (const t of n)
    for (const o of X) {
      const a = o(e, t);
      a && (yield a);
    }
}
function c(e, n, t, { name: o = String(n), globalOnly: a = !1, withValue: s = !1 } = {}) {
  const r = typeof n == "string" ? new RegExp(`\\s*${n.toLowerCase()}`) : n, i = `Use of ${e ? `${e} with option ` : ""}${o} is not permitted without enabling ${t}`;
  return function(m, u) {
    if (!(e && m !== e) && !(a && !u.isGlobal) && !(s && u.value === void 0) && r.test(u.name))
      return {
        category: t,
        message: i
      };
  };
}
const h = { globalOnly: !0, withValue: !0 }, X = [
  c(null, /--(upload|receive)-pack/, "allowUnsafePack", {
    name: "--upload-pack or --receive-pack"
  }),
  c("clone", /^-\w*u/, "allowUnsafePack"),
  c("clone", "--u", "allowUnsafePack"),
  c("push", /^--exec$/, "allowUnsafePack", { name: "--exec" }),
  // `git` accepts unambiguous abbreviations of long options, so `--ex` and `--exe` are `--exec`
  c("rebase", /^(-x|--ex(ec?)?)$/, "allowUnsafeExec", { name: "-x or --exec" }),
  c(null, "--template", "allowUnsafeTemplateDir"),
  c(null, "--exec-path", "allowUnsafeExec", h),
  // `git` reads the configuration of whichever repository these name, so the
  // directory alone is enough to deliver config the argv guards never see
  c(null, "--git-dir", "allowUnsafeConfigPaths", h),
  c(null, "--work-tree", "allowUnsafeConfigPaths", h),
  c(null, /^-C$/, "allowUnsafeConfigPaths", { ...h, name: "-C" })
];
function k(e, n, t) {
  return [...H(e, n), ...q(t)];
}
function Y(...e) {
  const { flags: n, taskIndex: t } = W(e), o = t < e.length ? String(e[t]).toLowerCase() : null, a = o !== null ? e.slice(t + 1) : [], { positionals: s, pathspecs: r } = V(a, o, n), i = D(o, n, s);
  return {
    task: o,
    flags: n.map(J),
    paths: r,
    config: i,
    vulnerabilities: z(k(o, n, i))
  };
}
function z(e) {
  return Object.defineProperty(e, "vulnerabilities", {
    value: e
  });
}
function J({ value: e, name: n }) {
  return e !== void 0 ? { name: n, value: e } : { name: n };
}
const y = {
  editor: "allowUnsafeEditor",
  git_askpass: "allowUnsafeAskPass",
  git_config_global: "allowUnsafeConfigPaths",
  git_config_system: "allowUnsafeConfigPaths",
  git_config_count: "allowUnsafeConfigEnvCount",
  git_config_parameters: "allowUnsafeConfigEnvCount",
  git_config: "allowUnsafeConfigPaths",
  git_editor: "allowUnsafeEditor",
  git_exec_path: "allowUnsafeExec",
  git_external_diff: "allowUnsafeDiffExternal",
  git_pager: "allowUnsafePager",
  git_proxy_command: "allowUnsafeGitProxy",
  git_template_dir: "allowUnsafeTemplateDir",
  git_sequence_editor: "allowUnsafeEditor",
  git_ssh: "allowUnsafeSshCommand",
  git_ssh_command: "allowUnsafeSshCommand",
  pager: "allowUnsafePager",
  prefix: "allowUnsafeConfigPaths",
  ssh_askpass: "allowUnsafeAskPass",
  visual: "allowUnsafeEditor"
};
function* Q(e) {
  const n = parseInt(e.git_config_count ?? "0", 10);
  for (let t = 0; t < n; t++) {
    const o = e[`git_config_key_${t}`], a = e[`git_config_value_${t}`];
    o !== void 0 && (yield { key: o.toLowerCase().trim(), value: a, scope: "env" });
  }
}
function* Z(e) {
  for (const n of Object.keys(e))
    if (_(n)) {
      const t = y[n];
      yield {
        category: t,
        message: `Use of "${n.toUpperCase()}" is not permitted without enabling ${t}`
      };
    }
}
function _(e) {
  return Object.hasOwn(y, e);
}
function ee(e) {
  const n = {};
  for (const [t, o] of Object.entries(e)) {
    const a = t.toLowerCase().trim();
    (_(a) || a.startsWith("git")) && (n[a] = String(o));
  }
  return n;
}
function ne(e) {
  const n = ee(e), t = {
    read: [],
    write: [...Q(n)]
  }, o = [
    ...Z(n),
    ...k(null, [], t)
  ];
  return {
    config: t,
    vulnerabilities: o
  };
}
function oe(e, n) {
  return [...Y(...e).vulnerabilities, ...ne(n).vulnerabilities];
}

//# sourceMappingURL=index.mjs.map

;// CONCATENATED MODULE: external "node:events"
const external_node_events_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:events");
;// CONCATENATED MODULE: ./node_modules/simple-git/dist/index.mjs









class dist_O extends Error {
  constructor(e, n) {
    super(n), this.task = e, Object.setPrototypeOf(this, new.target.prototype);
  }
}
class Ae extends dist_O {
  constructor(e, n) {
    super(void 0, n), this.config = e;
  }
}
class dist_A extends dist_O {
  constructor(e, n, r) {
    super(e, r), this.task = e, this.plugin = n, Object.setPrototypeOf(this, new.target.prototype);
  }
}
class at extends dist_O {
  constructor(e, n) {
    super(void 0, n || String(e)), this.git = e;
  }
}
class xe extends dist_O {
  constructor(e) {
    super(void 0, e);
  }
}
const dist_I = "\0", dist_W = () => {
};
function Ne(t) {
  return typeof t != "function" ? dist_W : t;
}
function $e(t) {
  return typeof t == "function" && t !== dist_W;
}
function Pe(t, e) {
  const n = t.indexOf(e);
  return n <= 0 ? [t, ""] : [t.substr(0, n), t.substr(n + 1)];
}
function Me(t, e = 0) {
  return Dt(t) && t.length > e ? t[e] : void 0;
}
function dist_N(t, e = 0) {
  if (Dt(t) && t.length > e)
    return t[t.length - 1 - e];
}
function Dt(t) {
  return Bt(t);
}
function dist_H(t = "", e = !0, n = `
`) {
  return t.split(n).reduce((r, s) => {
    const o = e ? s.trim() : s;
    return o && r.push(o), r;
  }, []);
}
function ut(t, e) {
  return dist_H(t, !0).map((n) => e(n));
}
function Lt(t) {
  return (0,dist.exists)(t, dist.FOLDER);
}
function dist_S(t, e) {
  return Array.isArray(t) ? t.includes(e) || t.push(e) : t.add(e), e;
}
function De(t, e) {
  return Array.isArray(t) && !t.includes(e) && t.push(e), t;
}
function ct(t, e) {
  if (Array.isArray(t)) {
    const n = t.indexOf(e);
    n >= 0 && t.splice(n, 1);
  } else
    t.delete(e);
  return e;
}
const ft = Object.prototype.toString.call.bind(Object.prototype.toString);
function v(t) {
  return Array.isArray(t) ? t : [t];
}
function jt(t) {
  return t.replace(/[\s-]+(.)/g, (e, n) => n.toUpperCase());
}
function dist_L(t) {
  return v(t).map((e) => e instanceof String ? e : String(e));
}
function p(t, e = 0) {
  if (t == null)
    return e;
  const n = parseInt(t, 10);
  return Number.isNaN(n) ? e : n;
}
function U(t, e) {
  const n = [];
  for (let r = 0, s = t.length; r < s; r++)
    n.push(e, t[r]);
  return n;
}
function dist_F(t) {
  return (Array.isArray(t) ? Buffer.concat(t) : t).toString("utf-8");
}
function Le(t) {
  return t ? Buffer.isBuffer(t) ? t.length : Buffer.byteLength(t) : 0;
}
function je(t, e) {
  const n = {};
  return e.forEach((r) => {
    t[r] !== void 0 && (n[r] = t[r]);
  }), n;
}
function wt(t = 0) {
  return new Promise((e) => setTimeout(e, t));
}
function bt(t) {
  if (t !== !1)
    return t;
}
function d(t, e, n) {
  return e(t) ? t : arguments.length > 2 ? n : void 0;
}
const dist_K = (t) => Array.isArray(t);
function st(t, e) {
  const n = dist_r(t) ? "string" : typeof t;
  return /number|string|boolean/.test(n) && (!e || !e.includes(n));
}
const m = (t) => typeof t == "string" || dist_r(t), Be = (t) => m(t) || Buffer.isBuffer(t), dist_G = (t) => m(t) || Array.isArray(t) && t.every(m);
function lt(t) {
  return !!t && ft(t) === "[object Object]";
}
function Ie(t) {
  return typeof t == "function";
}
const Bt = (t) => t == null || "number|boolean|function".includes(typeof t) ? !1 : typeof t.length == "number";
var dist_V = /* @__PURE__ */ ((t) => (t[t.SUCCESS = 0] = "SUCCESS", t[t.ERROR = 1] = "ERROR", t[t.NOT_FOUND = -2] = "NOT_FOUND", t[t.UNCLEAN = 128] = "UNCLEAN", t))(dist_V || {});
class dist_z {
  constructor(e, n) {
    this.stdOut = e, this.stdErr = n;
  }
  asStrings() {
    return new dist_z(this.stdOut.toString("utf8"), this.stdErr.toString("utf8"));
  }
}
function Ue() {
  throw new Error("LineParser:useMatches not implemented");
}
class dist_l {
  constructor(e, n) {
    this.matches = [], this.useMatches = Ue, this.parse = (r, s) => (this.resetMatches(), this._regExp.every((o, i) => this.addMatch(o, i, r(i))) ? this.useMatches(s, this.prepareMatches()) !== !1 : !1), this._regExp = Array.isArray(e) ? e : [e], n && (this.useMatches = n);
  }
  resetMatches() {
    this.matches.length = 0;
  }
  prepareMatches() {
    return this.matches;
  }
  addMatch(e, n, r) {
    const s = r && e.exec(r);
    return s && this.pushMatch(n, s), !!s;
  }
  pushMatch(e, n) {
    this.matches.push(...n.slice(1));
  }
}
class dist_x extends dist_l {
  addMatch(e, n, r) {
    return /^remote:\s/.test(String(r)) && super.addMatch(e, n, r);
  }
  pushMatch(e, n) {
    (e > 0 || n.length > 1) && super.pushMatch(e, n);
  }
}
const Fe = {
  binary: "git",
  maxConcurrentProcesses: 5,
  config: [],
  trimmed: !1
};
function Ge(...t) {
  const e = process.cwd(), n = Object.assign(
    { baseDir: e, ...Fe },
    ...t.filter((r) => typeof r == "object" && r)
  );
  return n.baseDir = n.baseDir || e, n.trimmed = n.trimmed === !0, n;
}
function It(t, e = []) {
  return lt(t) ? Object.keys(t).reduce((n, r) => {
    const s = t[r];
    if (dist_r(s))
      n.push(s);
    else if (st(s, ["boolean"]))
      n.push(r + "=" + s);
    else if (Array.isArray(s))
      for (const o of s)
        st(o, ["string", "number"]) || n.push(r + "=" + o);
    else
      n.push(r);
    return n;
  }, e) : e;
}
function dist_h(t, e = 0, n = !1) {
  const r = [];
  for (let s = 0, o = e < 0 ? t.length : e; s < o; s++)
    "string|number".includes(typeof t[s]) && r.push(String(t[s]));
  return It(ht(t), r), n || r.push(...ze(t)), r;
}
function ze(t) {
  const e = typeof dist_N(t) == "function";
  return dist_L(d(dist_N(t, e ? 1 : 0), dist_K, []));
}
function ht(t) {
  const e = Ie(dist_N(t));
  return d(dist_N(t, e ? 1 : 0), lt);
}
function u(t, e = !0) {
  const n = Ne(dist_N(t));
  return e || $e(n) ? n : void 0;
}
function Tt(t, e) {
  return t(e.stdOut, e.stdErr);
}
function dist_E(t, e, n, r = !0) {
  return v(n).forEach((s) => {
    for (let o = dist_H(s, r), i = 0, a = o.length; i < a; i++) {
      const c = (y = 0) => {
        if (!(i + y >= a))
          return o[i + y];
      };
      e.some(({ parse: y }) => y(c, t));
    }
  }), t;
}
var qe = /* @__PURE__ */ ((t) => (t.BARE = "bare", t.IN_TREE = "tree", t.IS_REPO_ROOT = "root", t))(qe || {});
const mt = ({ exitCode: t }, e, n, r) => {
  if (t === dist_V.UNCLEAN && Ve(e))
    return n(Buffer.from("false"));
  r(e);
}, Ut = (t) => t.trim() === "true";
function We(t) {
  switch (t) {
    case "bare":
      return Ke();
    case "root":
      return He();
  }
  return {
    commands: ["rev-parse", "--is-inside-work-tree"],
    format: "utf-8",
    onError: mt,
    parser: Ut
  };
}
function He() {
  return {
    commands: ["rev-parse", "--git-dir"],
    format: "utf-8",
    onError: mt,
    parser(e) {
      return /^\.(git)?$/.test(e.trim());
    }
  };
}
function Ke() {
  return {
    commands: ["rev-parse", "--is-bare-repository"],
    format: "utf-8",
    onError: mt,
    parser: Ut
  };
}
function Ve(t) {
  return /(Not a git repository|Kein Git-Repository)/i.test(String(t));
}
class Xe {
  constructor(e) {
    this.paths = [], this.files = [], this.folders = [], this.dryRun = e;
  }
}
const Ye = /^[a-z]+\s*/i, Qe = /^[a-z]+\s+[a-z]+\s*/i, Je = /\/$/;
function Ze(t, e) {
  const n = new Xe(t), r = t ? Qe : Ye;
  return dist_H(e).forEach((s) => {
    const o = s.replace(r, "");
    n.paths.push(o), (Je.test(o) ? n.folders : n.files).push(o);
  }), n;
}
const Ft = [];
function tn(t) {
  return {
    commands: Ft,
    format: "empty",
    parser: t
  };
}
function dist_b(t) {
  return {
    commands: Ft,
    format: "empty",
    parser() {
      throw typeof t == "string" ? new xe(t) : t;
    }
  };
}
function g(t, e = !1) {
  return {
    commands: t,
    format: "utf-8",
    parser(n) {
      return e ? String(n).trim() : n;
    }
  };
}
function Gt(t) {
  return {
    commands: t,
    format: "buffer",
    parser(e) {
      return e;
    }
  };
}
function en(t) {
  return t.format === "buffer";
}
function kt(t) {
  return t.format === "empty" || !t.commands.length;
}
const nn = "Git clean interactive mode is not supported", rn = 'Git clean mode parameter ("n" or "f") is required', sn = "Git clean unknown option found in: ";
var zt = /* @__PURE__ */ ((t) => (t.DRY_RUN = "n", t.FORCE = "f", t.IGNORED_INCLUDED = "x", t.IGNORED_ONLY = "X", t.EXCLUDING = "e", t.QUIET = "q", t.RECURSIVE = "d", t))(zt || {});
const qt = /* @__PURE__ */ new Set([
  "i",
  ...dist_L(Object.values(zt))
]);
function on(t, e) {
  const { cleanMode: n, options: r, valid: s } = cn(t);
  return n ? s.options ? (r.push(...e), r.some(hn) ? dist_b(nn) : an(n, r)) : dist_b(sn + JSON.stringify(t)) : dist_b(rn);
}
function an(t, e) {
  return {
    commands: ["clean", `-${t}`, ...e],
    format: "utf-8",
    parser(r) {
      return Ze(t === "n", r);
    }
  };
}
function un(t) {
  return Array.isArray(t) && t.every((e) => qt.has(e));
}
function cn(t) {
  let e, n = [], r = { cleanMode: !1, options: !0 };
  return t.replace(/[^a-z]i/g, "").split("").forEach((s) => {
    fn(s) ? (e = s, r.cleanMode = !0) : r.options = r.options && ln(n[n.length] = `-${s}`);
  }), {
    cleanMode: e,
    options: n,
    valid: r
  };
}
function fn(t) {
  return t === "f" || t === "n";
}
function ln(t) {
  return /^-[a-z]$/i.test(t) && qt.has(t.charAt(1));
}
function hn(t) {
  return /^-[^\-]/.test(t) ? t.indexOf("i") > 0 : t === "--interactive";
}
class mn {
  constructor() {
    this.files = [], this.values = /* @__PURE__ */ Object.create(null);
  }
  get all() {
    return this._all || (this._all = this.files.reduce((e, n) => Object.assign(e, this.values[n]), {})), this._all;
  }
  addFile(e) {
    if (!(e in this.values)) {
      const n = dist_N(this.files);
      this.values[e] = n ? Object.create(this.values[n]) : {}, this.files.push(e);
    }
    return this.values[e];
  }
  addValue(e, n, r) {
    const s = this.addFile(e);
    Object.hasOwn(s, n) ? Array.isArray(s[n]) ? s[n].push(r) : s[n] = [s[n], r] : s[n] = r, this._all = void 0;
  }
}
function pn(t) {
  const e = new mn();
  for (const n of Wt(t))
    e.addValue(n.file, String(n.key), n.value);
  return e;
}
function dn(t, e) {
  let n = null;
  const r = [], s = /* @__PURE__ */ new Map();
  for (const o of Wt(t, e))
    o.key === e && (r.push(n = o.value), s.has(o.file) || s.set(o.file, []), s.get(o.file).push(n));
  return {
    key: e,
    paths: Array.from(s.keys()),
    scopes: s,
    value: n,
    values: r
  };
}
function gn(t) {
  return t.replace(/^(file):/, "");
}
function* Wt(t, e = null) {
  const n = t.split("\0");
  for (let r = 0, s = n.length - 1; r < s; ) {
    const o = gn(n[r++]);
    let i = n[r++], a = e;
    if (i.includes(`
`)) {
      const c = Pe(i, `
`);
      a = c[0], i = c[1];
    }
    yield { file: o, key: a, value: i };
  }
}
var Ht = /* @__PURE__ */ ((t) => (t.system = "system", t.global = "global", t.local = "local", t.worktree = "worktree", t))(Ht || {});
function dist_Y(t, e) {
  return typeof t == "string" && Object.hasOwn(Ht, t) ? t : e;
}
function yn(t, e, n, r) {
  const s = ["config", `--${r}`];
  return n && s.push("--add"), s.push(t, e), {
    commands: s,
    format: "utf-8",
    parser(o) {
      return o;
    }
  };
}
function wn(t, e) {
  const n = ["config", "--null", "--show-origin", "--get-all", t];
  return e && n.splice(1, 0, `--${e}`), {
    commands: n,
    format: "utf-8",
    parser(r) {
      return dn(r, t);
    }
  };
}
function bn(t) {
  const e = ["config", "--list", "--show-origin", "--null"];
  return t && e.push(`--${t}`), {
    commands: e,
    format: "utf-8",
    parser(n) {
      return pn(n);
    }
  };
}
function Tn() {
  return {
    addConfig(t, e, ...n) {
      return this._runTask(
        yn(
          t,
          e,
          n[0] === !0,
          dist_Y(
            n[1],
            "local"
            /* local */
          )
        ),
        u(arguments)
      );
    },
    getConfig(t, e) {
      return this._runTask(
        wn(t, dist_Y(e, void 0)),
        u(arguments)
      );
    },
    listConfig(...t) {
      return this._runTask(
        bn(dist_Y(t[0], void 0)),
        u(arguments)
      );
    }
  };
}
var Kt = /* @__PURE__ */ ((t) => (t.ADDED = "A", t.COPIED = "C", t.DELETED = "D", t.MODIFIED = "M", t.RENAMED = "R", t.CHANGED = "T", t.UNMERGED = "U", t.UNKNOWN = "X", t.BROKEN = "B", t))(Kt || {});
const kn = new Set(Object.values(Kt));
function _n(t) {
  return kn.has(t);
}
var _t;
const vn = ["-h"], dist_j = /* @__PURE__ */ Symbol("grepQuery");
class En {
  constructor() {
    this[_t] = [];
  }
  *[(_t = dist_j, Symbol.iterator)]() {
    for (const e of this[dist_j])
      yield e;
  }
  and(...e) {
    return e.length && this[dist_j].push("--and", "(", ...U(e, "-e"), ")"), this;
  }
  param(...e) {
    return this[dist_j].push(...U(e, "-e")), this;
  }
}
function Sn(...t) {
  return new En().param(...t);
}
function Rn(t) {
  const e = /* @__PURE__ */ new Set(), n = {};
  return ut(t, (r) => {
    const [s, o, i] = r.split(dist_I);
    e.add(s), (n[s] = n[s] || []).push({
      line: p(o),
      path: s,
      preview: i
    });
  }), {
    paths: e,
    results: n
  };
}
function On() {
  return {
    grep(t) {
      const e = u(arguments), n = dist_h(arguments);
      for (const s of vn)
        if (n.includes(s))
          return this._runTask(
            dist_b(`git.grep: use of "${s}" is not supported.`),
            e
          );
      typeof t == "string" && (t = Sn().param(t));
      const r = ["grep", "--null", "-n", "--full-name", ...n, ...t];
      return this._runTask(
        {
          commands: r,
          format: "utf-8",
          parser(s) {
            return Rn(s);
          }
        },
        e
      );
    }
  };
}
var Vt = /* @__PURE__ */ ((t) => (t.MIXED = "mixed", t.SOFT = "soft", t.HARD = "hard", t.MERGE = "merge", t.KEEP = "keep", t))(Vt || {});
const Cn = dist_L(Object.values(Vt));
function An(t, e) {
  const n = ["reset"];
  return Xt(t) && n.push(`--${t}`), n.push(...e), g(n);
}
function xn(t) {
  if (Xt(t))
    return t;
  switch (typeof t) {
    case "string":
    case "undefined":
      return "soft";
  }
}
function Xt(t) {
  return typeof t == "string" && Cn.includes(t);
}
src.formatters.L = (t) => String(Bt(t) ? t.length : "-");
src.formatters.B = (t) => Buffer.isBuffer(t) ? t.toString("utf8") : ft(t);
function Nn() {
  return src("simple-git");
}
function vt(t, e, n) {
  return !e || !String(e).replace(/\s*/, "") ? n ? (r, ...s) => {
    t(r, ...s), n(r, ...s);
  } : t : (r, ...s) => {
    t(`%s ${r}`, e, ...s), n && n(r, ...s);
  };
}
function $n(t, e, { namespace: n }) {
  if (typeof t == "string")
    return t;
  const r = e && e.namespace || "";
  return r.startsWith(n) ? r.substr(n.length + 1) : r || n;
}
function dist_$(t, e, n, r = Nn()) {
  const s = t && `[${t}]` || "", o = [], i = typeof e == "string" ? r.extend(e) : e, a = $n(d(e, m), i, r);
  return y(n);
  function c(w, T) {
    return dist_S(
      o,
      dist_$(t, a.replace(/^[^:]+/, w), T, r)
    );
  }
  function y(w) {
    const T = w && `[${w}]` || "", k = i && vt(i, T) || dist_W, C = vt(r, `${s} ${T}`, k);
    return Object.assign(i ? k : C, {
      label: t,
      sibling: c,
      info: C,
      step: y
    });
  }
}
const dist_M = class M {
  constructor(e = "GitExecutor") {
    this.logLabel = e, this._queue = /* @__PURE__ */ new Map();
  }
  withProgress(e) {
    return this._queue.get(e);
  }
  createProgress(e) {
    const n = M.getName(e.commands[0]), r = dist_$(this.logLabel, n);
    return {
      task: e,
      logger: r,
      name: n
    };
  }
  push(e) {
    const n = this.createProgress(e);
    return n.logger("Adding task to the queue, commands = %o", e.commands), this._queue.set(e, n), n;
  }
  fatal(e) {
    for (const [n, { logger: r }] of Array.from(this._queue.entries()))
      n === e.task ? (r.info("Failed %o", e), r(
        "Fatal exception, any as-yet un-started tasks run through this executor will not be attempted"
      )) : r.info(
        "A fatal exception occurred in a previous task, the queue has been purged: %o",
        e.message
      ), this.complete(n);
    if (this._queue.size !== 0)
      throw new Error(`Queue size should be zero after fatal: ${this._queue.size}`);
  }
  complete(e) {
    this.withProgress(e) && this._queue.delete(e);
  }
  attempt(e) {
    const n = this.withProgress(e);
    if (!n)
      throw new dist_O(void 0, "TasksPendingQueue: attempt called for an unknown task");
    return n.logger("Starting task"), n;
  }
  static getName(e = "empty") {
    return `task:${e}:${++M.counter}`;
  }
};
dist_M.counter = 0;
let ot = dist_M;
class Pn {
  constructor(e, n, r) {
    this._executor = e, this._scheduler = n, this._plugins = r, this._chain = Promise.resolve(), this._queue = new ot();
  }
  get cwd() {
    return this._cwd || this._executor.cwd;
  }
  set cwd(e) {
    this._cwd = e;
  }
  get env() {
    return this._executor.env;
  }
  get outputHandler() {
    return this._executor.outputHandler;
  }
  chain() {
    return this;
  }
  push(e) {
    return this._queue.push(e), this._chain = this._chain.then(() => this.attemptTask(e));
  }
  async attemptTask(e) {
    const n = await this._scheduler.next(), r = () => this._queue.complete(e);
    try {
      const { logger: s } = this._queue.attempt(e);
      return await (kt(e) ? this.attemptEmptyTask(e, s) : this.attemptRemoteTask(e, s));
    } catch (s) {
      throw this.onFatalException(e, s);
    } finally {
      r(), n();
    }
  }
  onFatalException(e, n) {
    const r = n instanceof dist_O ? Object.assign(n, { task: e }) : new dist_O(e, n && String(n));
    return this._chain = Promise.resolve(), this._queue.fatal(r), r;
  }
  async attemptRemoteTask(e, n) {
    const r = this._plugins.exec("spawn.binary", "", this.taskContext(e, e.commands)), s = this._plugins.exec(
      "spawn.args",
      [...e.commands],
      this.taskContext(e, e.commands)
    ), o = await this.gitResponse(
      e,
      r,
      s,
      this.outputHandler,
      n.step("SPAWN")
    ), i = await this.handleTaskData(e, s, o, n.step("HANDLE"));
    return n("passing response to task's parser as a %s", e.format), en(e) ? Tt(e.parser, i) : Tt(e.parser, i.asStrings());
  }
  async attemptEmptyTask(e, n) {
    return n("empty task bypassing child process to call to task's parser"), e.parser(this);
  }
  handleTaskData(e, n, r, s) {
    const { exitCode: o, rejection: i, stdOut: a, stdErr: c } = r;
    return new Promise((y, w) => {
      s("Preparing to handle process response exitCode=%d stdOut=", o);
      const { error: T } = this._plugins.exec(
        "task.error",
        { error: i },
        {
          ...this.taskContext(e, n),
          ...r
        }
      );
      if (T && e.onError)
        return s.info("exitCode=%s handling with custom error handler"), e.onError(
          r,
          T,
          (k) => {
            s.info("custom error handler treated as success"), s("custom error returned a %s", ft(k)), y(
              new dist_z(
                Array.isArray(k) ? Buffer.concat(k) : k,
                Buffer.concat(c)
              )
            );
          },
          w
        );
      if (T)
        return s.info(
          "handling as error: exitCode=%s stdErr=%s rejection=%o",
          o,
          c.length,
          i
        ), w(T);
      s.info("retrieving task output complete"), y(new dist_z(Buffer.concat(a), Buffer.concat(c)));
    });
  }
  async gitResponse(e, n, r, s, o) {
    const i = o.sibling("output"), a = this._plugins.exec(
      "spawn.options",
      {
        cwd: this.cwd,
        env: this.env,
        windowsHide: !0
      },
      this.taskContext(e, e.commands)
    );
    return new Promise((c) => {
      const y = [], w = [];
      o.info("%s %o", n, r), o("%O", a);
      let T = this._beforeSpawn(e, r);
      if (T)
        return c({
          stdOut: y,
          stdErr: w,
          exitCode: 9901,
          rejection: T
        });
      this._plugins.exec("spawn.before", void 0, {
        ...this.taskContext(e, r),
        kill(C) {
          T = C || T;
        }
      });
      const k = (0,external_node_child_process_.spawn)(n, r, a);
      k.stdout.on(
        "data",
        Et(y, "stdOut", o, i.step("stdOut"))
      ), k.stderr.on(
        "data",
        Et(w, "stdErr", o, i.step("stdErr"))
      ), k.on("error", Mn(w, o)), s && (o("Passing child process stdOut/stdErr to custom outputHandler"), s(n, k.stdout, k.stderr, [...r])), this._plugins.exec("spawn.after", void 0, {
        ...this.taskContext(e, r),
        spawned: k,
        close(C, Te) {
          c({
            stdOut: y,
            stdErr: w,
            exitCode: C,
            rejection: T || Te
          });
        },
        kill(C) {
          k.killed || (T = C, k.kill("SIGINT"));
        }
      });
    });
  }
  _beforeSpawn(e, n) {
    let r;
    return this._plugins.exec("spawn.before", void 0, {
      ...this.taskContext(e, n),
      kill(s) {
        r = s || r;
      }
    }), r;
  }
  taskContext(e, n) {
    return {
      method: String(Me(e.commands) || ""),
      commands: n,
      env: { ...this.env },
      input: kt(e) ? void 0 : e.input
    };
  }
}
function Mn(t, e) {
  return (n) => {
    e("[ERROR] child process exception %o", n), t.push(Buffer.from(String(n.stack), "ascii"));
  };
}
function Et(t, e, n, r) {
  return (s) => {
    n("%s received %L bytes", e, s), r("%B", s), t.push(s);
  };
}
class Dn {
  constructor(e, n, r) {
    this.cwd = e, this._scheduler = n, this._plugins = r, this._chain = this.chain();
  }
  chain() {
    return new Pn(this, this._scheduler, this._plugins);
  }
  push(e) {
    return this._chain.push(e);
  }
}
function Ln(t, e, n = dist_W) {
  const r = (o) => {
    n(null, o);
  }, s = (o) => {
    o?.task === t && n(o, void 0);
  };
  e.then(r, s);
}
function St(t, e) {
  return tn((n) => {
    if (!Lt(t))
      throw new Error(`Git.cwd: cannot change to non-directory "${t}"`);
    return (e || n).cwd = t;
  });
}
function dist_Q(t) {
  const e = ["checkout", ...t];
  return e[1] === "-b" && e.includes("-B") && (e[1] = ct(e, "-B")), g(e);
}
function jn() {
  return {
    checkout() {
      return this._runTask(
        dist_Q(dist_h(arguments, 1)),
        u(arguments)
      );
    },
    checkoutBranch(t, e) {
      return this._runTask(
        dist_Q(["-b", t, e, ...dist_h(arguments)]),
        u(arguments)
      );
    },
    checkoutLocalBranch(t) {
      return this._runTask(
        dist_Q(["-b", t, ...dist_h(arguments)]),
        u(arguments)
      );
    }
  };
}
const Yt = (t, e, n) => {
  const r = ["clone", ...n];
  return m(t) && r.push(dist_c(t)), m(e) && r.push(dist_c(e)), g(r);
}, Bn = (t, e, n) => (dist_S(n, "--mirror"), Yt(t, e, n));
function Rt(t, e, n, ...r) {
  return m(n) ? e(n, d(r[0], m), dist_h(arguments)) : dist_b(`git.${t}() requires a string 'repoPath'`);
}
function In() {
  return {
    clone(t, ...e) {
      return this._runTask(
        Rt("clone", Yt, d(t, m), ...e),
        u(arguments)
      );
    },
    mirror(t, ...e) {
      return this._runTask(
        Rt("mirror", Bn, d(t, m), ...e),
        u(arguments)
      );
    }
  };
}
const Un = [
  new dist_l(/^\[([^\s]+)( \([^)]+\))? ([^\]]+)/, (t, [e, n, r]) => {
    t.branch = e, t.commit = r, t.root = !!n;
  }),
  new dist_l(/\s*Author:\s(.+)/i, (t, [e]) => {
    const n = e.split("<"), r = n.pop();
    !r || !r.includes("@") || (t.author = {
      email: r.substr(0, r.length - 1),
      name: n.join("<").trim()
    });
  }),
  new dist_l(
    /(\d+)[^,]*(?:,\s*(\d+)[^,]*)(?:,\s*(\d+))/g,
    (t, [e, n, r]) => {
      t.summary.changes = parseInt(e, 10) || 0, t.summary.insertions = parseInt(n, 10) || 0, t.summary.deletions = parseInt(r, 10) || 0;
    }
  ),
  new dist_l(
    /^(\d+)[^,]*(?:,\s*(\d+)[^(]+\(([+-]))?/,
    (t, [e, n, r]) => {
      t.summary.changes = parseInt(e, 10) || 0;
      const s = parseInt(n, 10) || 0;
      r === "-" ? t.summary.deletions = s : r === "+" && (t.summary.insertions = s);
    }
  )
];
function Fn(t) {
  return dist_E({
    author: null,
    branch: "",
    commit: "",
    root: !1,
    summary: {
      changes: 0,
      insertions: 0,
      deletions: 0
    }
  }, Un, t);
}
function Gn(t, e, n) {
  return {
    commands: [
      "-c",
      "core.abbrev=40",
      "commit",
      ...U(t, "-m"),
      ...e,
      ...n
    ],
    format: "utf-8",
    parser: Fn
  };
}
function zn() {
  return {
    commit(e, ...n) {
      const r = u(arguments), s = t(e) || Gn(
        v(e),
        v(d(n[0], dist_G, [])),
        [
          ...dist_L(d(n[1], dist_K, [])),
          ...dist_h(arguments, 0, !0)
        ]
      );
      return this._runTask(s, r);
    }
  };
  function t(e) {
    return !dist_G(e) && dist_b(
      "git.commit: requires the commit message to be supplied as a string/string[]"
    );
  }
}
function qn() {
  return {
    count: 0,
    garbage: 0,
    inPack: 0,
    packs: 0,
    prunePackable: 0,
    size: 0,
    sizeGarbage: 0,
    sizePack: 0
  };
}
const Wn = new dist_l(
  /([a-z-]+): (\d+)$/,
  (t, [e, n]) => {
    const r = jt(e);
    Object.hasOwn(t, r) && (t[r] = p(n));
  }
);
function Hn() {
  return {
    countObjects() {
      return this._runTask({
        commands: ["count-objects", "--verbose"],
        format: "utf-8",
        parser(t) {
          return dist_E(qn(), [Wn], t);
        }
      });
    }
  };
}
function Kn() {
  return {
    firstCommit() {
      return this._runTask(
        g(["rev-list", "--max-parents=0", "HEAD"], !0),
        u(arguments)
      );
    }
  };
}
function Vn(t, e) {
  const n = ["hash-object", t];
  return e && n.push("-w"), g(n, !0);
}
class dist_J {
  constructor(e, n, r, s) {
    this.bare = e, this.path = n, this.existing = r, this.gitDir = s;
  }
}
const Xn = /^Init.+ repository in (.+)$/, Yn = /^Rein.+ in (.+)$/;
function Qn(t, e, n) {
  const r = String(n).trim();
  let s;
  if (s = Xn.exec(r))
    return new dist_J(t, e, !1, s[1]);
  if (s = Yn.exec(r))
    return new dist_J(t, e, !0, s[1]);
  let o = "";
  const i = r.split(" ");
  for (; i.length; )
    if (i.shift() === "in") {
      o = i.join(" ");
      break;
    }
  return new dist_J(t, e, /^re/i.test(r), o);
}
const Qt = "--bare";
function Jn(t) {
  return t.includes(Qt);
}
function Zn(t = !1, e, n) {
  const r = ["init", ...n];
  return t && !Jn(r) && r.splice(1, 0, Qt), {
    commands: r,
    format: "utf-8",
    parser(s) {
      return Qn(r.includes("--bare"), e, s);
    }
  };
}
function tr(t) {
  return t === void 0 ? dist_b("interpretTrailers called without input content") : {
    format: "utf-8",
    parser(e) {
      return Object.fromEntries(
        ut(e, (n) => {
          const r = n.indexOf(":");
          return [
            jt(n.substring(0, r).toLowerCase()),
            n.substring(r + 2).trim()
          ];
        })
      );
    },
    commands: ["interpret-trailers", "--parse"],
    input: t
  };
}
function er() {
  return {
    interpretTrailers(t) {
      return this._runTask(
        tr(d(t, Be)),
        u(arguments)
      );
    }
  };
}
var dist_R = /* @__PURE__ */ ((t) => (t.NONE = "", t.STAT = "--stat", t.NUM_STAT = "--numstat", t.NAME_ONLY = "--name-only", t.NAME_STATUS = "--name-status", t))(dist_R || {});
const Jt = /^--(stat|numstat|name-only|name-status)(=|$)/;
function pt(t) {
  for (let e = 0; e < t.length; e++) {
    const n = Jt.exec(t[e]);
    if (n)
      return `--${n[1]}`;
  }
  return "";
}
function nr(t) {
  return Jt.test(t);
}
class rr {
  constructor() {
    this.changed = 0, this.deletions = 0, this.insertions = 0, this.files = [];
  }
}
const Ot = [
  new dist_l(
    /^(.+)\s+\|\s+(\d+)(\s+[+\-]+)?$/,
    (t, [e, n, r = ""]) => {
      t.files.push({
        file: e.trim(),
        changes: p(n),
        insertions: r.replace(/[^+]/g, "").length,
        deletions: r.replace(/[^-]/g, "").length,
        binary: !1
      });
    }
  ),
  new dist_l(
    /^(.+) \|\s+Bin ([0-9.]+) -> ([0-9.]+) ([a-z]+)/,
    (t, [e, n, r]) => {
      t.files.push({
        file: e.trim(),
        before: p(n),
        after: p(r),
        binary: !0
      });
    }
  ),
  new dist_l(/^(.+)\s+\|\s+Bin\s*$/, (t, [e]) => {
    t.files.push({
      file: e.trim(),
      before: 0,
      after: 0,
      binary: !0
    });
  }),
  new dist_l(
    /(\d+) files? changed\s*((?:, \d+ [^,]+){0,2})/,
    (t, [e, n]) => {
      const r = /(\d+) i/.exec(n), s = /(\d+) d/.exec(n);
      t.changed = p(e), t.insertions = p(r?.[1]), t.deletions = p(s?.[1]);
    }
  )
], sr = [
  new dist_l(
    /(\d+)\t(\d+)\t(.+)$/,
    (t, [e, n, r]) => {
      const s = p(e), o = p(n);
      t.changed++, t.insertions += s, t.deletions += o, t.files.push({
        file: r,
        changes: s + o,
        insertions: s,
        deletions: o,
        binary: !1
      });
    }
  ),
  new dist_l(/-\t-\t(.+)$/, (t, [e]) => {
    t.changed++, t.files.push({
      file: e,
      after: 0,
      before: 0,
      binary: !0
    });
  })
], or = [
  new dist_l(/(.+)$/, (t, [e]) => {
    t.changed++, t.files.push({
      file: e,
      changes: 0,
      insertions: 0,
      deletions: 0,
      binary: !1
    });
  })
], ir = [
  new dist_l(
    /([ACDMRTUXB])([0-9]{0,3})\t(.[^\t]*)(\t(.[^\t]*))?$/,
    (t, [e, n, r, s, o]) => {
      t.changed++, t.files.push({
        file: o ?? r,
        changes: 0,
        insertions: 0,
        deletions: 0,
        binary: !1,
        status: bt(_n(e) && e),
        from: bt(!!o && r !== o && r),
        similarity: p(n)
      });
    }
  )
], ar = {
  [dist_R.NONE]: Ot,
  [dist_R.STAT]: Ot,
  [dist_R.NUM_STAT]: sr,
  [dist_R.NAME_STATUS]: ir,
  [dist_R.NAME_ONLY]: or
};
function Zt(t = dist_R.NONE) {
  const e = ar[t];
  return (n) => dist_E(new rr(), e, n, !1);
}
const te = "òòòòòò ", dist_ee = " òò", dist_ne = " ò ", ur = ["hash", "date", "message", "refs", "author_name", "author_email"];
function cr(t, e) {
  return e.reduce(
    (n, r, s) => (n[r] = t[s] || "", n),
    /* @__PURE__ */ Object.create({ diff: null })
  );
}
function re(t = dist_ne, e = ur, n = dist_R.NONE) {
  const r = Zt(n);
  return function(s) {
    const o = dist_H(
      s.trim(),
      !1,
      te
    ).map(function(i) {
      const a = i.split(dist_ee), c = cr(a[0].split(t), e);
      return a.length > 1 && a[1].trim() && (c.diff = r(a[1])), c;
    });
    return {
      all: o,
      latest: o.length && o[0] || null,
      total: o.length
    };
  };
}
function fr(t) {
  let e = pt(t);
  const n = ["diff"];
  return e === dist_R.NONE && (e = dist_R.STAT, n.push("--stat=4096")), n.push(...t), dt(n) || {
    commands: n,
    format: "utf-8",
    parser: Zt(e)
  };
}
function dt(t) {
  const e = t.filter(nr);
  if (e.length > 1)
    return dist_b(
      `Summary flags are mutually exclusive - pick one of ${e.join(",")}`
    );
  if (e.length && t.includes("-z"))
    return dist_b(
      `Summary flag ${e} parsing is not compatible with null termination option '-z'`
    );
}
var se = /* @__PURE__ */ ((t) => (t[t["--pretty"] = 0] = "--pretty", t[t["max-count"] = 1] = "max-count", t[t.maxCount = 2] = "maxCount", t[t.n = 3] = "n", t[t.file = 4] = "file", t[t.format = 5] = "format", t[t.from = 6] = "from", t[t.to = 7] = "to", t[t.splitter = 8] = "splitter", t[t.symmetric = 9] = "symmetric", t[t.mailMap = 10] = "mailMap", t[t.multiLine = 11] = "multiLine", t[t.strictDate = 12] = "strictDate", t))(se || {});
function lr(t, e) {
  const n = [], r = [];
  return Object.keys(t).forEach((s) => {
    n.push(s), r.push(String(t[s]));
  }), [n, r.join(e)];
}
function hr(t) {
  return Object.keys(t).reduce((e, n) => (n in se || (e[n] = t[n]), e), {});
}
function dist_oe(t = {}, e = []) {
  const n = d(t.splitter, m, dist_ne), r = lt(t.format) ? t.format : {
    hash: "%H",
    date: t.strictDate === !1 ? "%ai" : "%aI",
    message: "%s",
    refs: "%D",
    body: t.multiLine ? "%B" : "%b",
    author_name: t.mailMap !== !1 ? "%aN" : "%an",
    author_email: t.mailMap !== !1 ? "%aE" : "%ae"
  }, [s, o] = lr(r, n), i = [], a = [
    `--pretty=format:${te}${o}${dist_ee}`,
    ...e
  ], c = t.n || t["max-count"] || t.maxCount;
  if (c && a.push(`--max-count=${c}`), t.from || t.to) {
    const y = t.symmetric !== !1 ? "..." : "..";
    i.push(`${t.from || ""}${y}${t.to || ""}`);
  }
  return m(t.file) && a.push("--follow", dist_c(t.file)), It(hr(t), a), {
    fields: s,
    splitter: n,
    commands: [...a, ...i]
  };
}
function mr(t, e, n) {
  const r = re(t, e, pt(n));
  return {
    commands: ["log", ...n],
    format: "utf-8",
    parser: r
  };
}
function pr() {
  return {
    log(...n) {
      const r = u(arguments), s = dist_oe(
        ht(arguments),
        dist_L(d(arguments[0], dist_K, []))
      ), o = e(...n) || dt(s.commands) || t(s);
      return this._runTask(o, r);
    }
  };
  function t(n) {
    return mr(n.splitter, n.fields, n.commands);
  }
  function e(n, r) {
    return m(n) && m(r) && dist_b(
      "git.log(string, string) should be replaced with git.log({ from: string, to: string })"
    );
  }
}
class dist_Z {
  constructor(e, n = null, r) {
    this.reason = e, this.file = n, this.meta = r;
  }
  toString() {
    return `${this.file}:${this.reason}`;
  }
}
class dr {
  constructor() {
    this.conflicts = [], this.merges = [], this.result = "success";
  }
  get failed() {
    return this.conflicts.length > 0;
  }
  get reason() {
    return this.result;
  }
  toString() {
    return this.conflicts.length ? `CONFLICTS: ${this.conflicts.join(", ")}` : "OK";
  }
}
class ie {
  constructor() {
    this.remoteMessages = {
      all: []
    }, this.created = [], this.deleted = [], this.files = [], this.deletions = {}, this.insertions = {}, this.summary = {
      changes: 0,
      deletions: 0,
      insertions: 0
    };
  }
}
class gr {
  constructor() {
    this.remote = "", this.hash = {
      local: "",
      remote: ""
    }, this.branch = {
      local: "",
      remote: ""
    }, this.message = "";
  }
  toString() {
    return this.message;
  }
}
function tt(t) {
  return t.objects = t.objects || {
    compressing: 0,
    counting: 0,
    enumerating: 0,
    packReused: 0,
    reused: { count: 0, delta: 0 },
    total: { count: 0, delta: 0 }
  };
}
function Ct(t) {
  const e = /^\s*(\d+)/.exec(t), n = /delta (\d+)/i.exec(t);
  return {
    count: p(e && e[1] || "0"),
    delta: p(n && n[1] || "0")
  };
}
const yr = [
  new dist_x(
    /^remote:\s*(enumerating|counting|compressing) objects: (\d+),/i,
    (t, [e, n]) => {
      const r = e.toLowerCase(), s = tt(t.remoteMessages);
      Object.assign(s, { [r]: p(n) });
    }
  ),
  new dist_x(
    /^remote:\s*(enumerating|counting|compressing) objects: \d+% \(\d+\/(\d+)\),/i,
    (t, [e, n]) => {
      const r = e.toLowerCase(), s = tt(t.remoteMessages);
      Object.assign(s, { [r]: p(n) });
    }
  ),
  new dist_x(
    /total ([^,]+), reused ([^,]+), pack-reused (\d+)/i,
    (t, [e, n, r]) => {
      const s = tt(t.remoteMessages);
      s.total = Ct(e), s.reused = Ct(n), s.packReused = p(r);
    }
  )
], wr = [
  new dist_x(/^remote:\s*(.+)$/, (t, [e]) => (t.remoteMessages.all.push(e.trim()), !1)),
  ...yr,
  new dist_x(
    [/create a (?:pull|merge) request/i, /\s(https?:\/\/\S+)$/],
    (t, [e]) => {
      t.remoteMessages.pullRequestUrl = e;
    }
  ),
  new dist_x(
    [/found (\d+) vulnerabilities.+\(([^)]+)\)/i, /\s(https?:\/\/\S+)$/],
    (t, [e, n, r]) => {
      t.remoteMessages.vulnerabilities = {
        count: p(e),
        summary: n,
        url: r
      };
    }
  )
];
function ae(t, e) {
  return dist_E({ remoteMessages: new br() }, wr, e);
}
class br {
  constructor() {
    this.all = [];
  }
}
const Tr = /^\s*(.+?)\s+\|\s+\d+\s*(\+*)(-*)/, kr = /(\d+)\D+((\d+)\D+\(\+\))?(\D+(\d+)\D+\(-\))?/, _r = /^(create|delete) mode \d+ (.+)/, vr = [
  new dist_l(Tr, (t, [e, n, r]) => {
    t.files.push(e), n && (t.insertions[e] = n.length), r && (t.deletions[e] = r.length);
  }),
  new dist_l(kr, (t, [e, , n, , r]) => n !== void 0 || r !== void 0 ? (t.summary.changes = +e || 0, t.summary.insertions = +n || 0, t.summary.deletions = +r || 0, !0) : !1),
  new dist_l(_r, (t, [e, n]) => {
    dist_S(t.files, n), dist_S(e === "create" ? t.created : t.deleted, n);
  })
], Er = [
  new dist_l(/^from\s(.+)$/i, (t, [e]) => {
    t.remote = e;
  }),
  new dist_l(/^fatal:\s(.+)$/, (t, [e]) => {
    t.message = e;
  }),
  new dist_l(
    /([a-z0-9]+)\.\.([a-z0-9]+)\s+(\S+)\s+->\s+(\S+)$/,
    (t, [e, n, r, s]) => {
      t.branch.local = r, t.hash.local = e, t.branch.remote = s, t.hash.remote = n;
    }
  )
], Sr = (t, e) => dist_E(new ie(), vr, [t, e]), ue = (t, e) => Object.assign(
  new ie(),
  Sr(t, e),
  ae(t, e)
);
function Rr(t, e) {
  const n = dist_E(new gr(), Er, [t, e]);
  return n.message && n;
}
const Or = [
  new dist_l(/^Auto-merging\s+(.+)$/, (t, [e]) => {
    t.merges.push(e);
  }),
  new dist_l(/^CONFLICT\s+\((.+)\): Merge conflict in (.+)$/, (t, [e, n]) => {
    t.conflicts.push(new dist_Z(e, n));
  }),
  new dist_l(
    /^CONFLICT\s+\((.+\/delete)\): (.+) deleted in (.+) and/,
    (t, [e, n, r]) => {
      t.conflicts.push(new dist_Z(e, n, { deleteRef: r }));
    }
  ),
  new dist_l(/^CONFLICT\s+\((.+)\):/, (t, [e]) => {
    t.conflicts.push(new dist_Z(e, null));
  }),
  new dist_l(/^Automatic merge failed;\s+(.+)$/, (t, [e]) => {
    t.result = e;
  })
], Cr = (t, e) => Object.assign(Ar(t), ue(t, e)), Ar = (t) => dist_E(new dr(), Or, t);
function At(t) {
  return t.length ? {
    commands: ["merge", ...t],
    format: "utf-8",
    parser(e, n) {
      const r = Cr(e, n);
      if (r.failed)
        throw new at(r);
      return r;
    }
  } : dist_b("Git.merge requires at least one option");
}
function xr(t, e, n) {
  const r = n.includes("deleted"), s = n.includes("tag") || /^refs\/tags/.test(t), o = !n.includes("new");
  return {
    deleted: r,
    tag: s,
    branch: !s,
    new: !o,
    alreadyUpdated: o,
    local: t,
    remote: e
  };
}
const Nr = [
  new dist_l(/^Pushing to (.+)$/, (t, [e]) => {
    t.repo = e;
  }),
  new dist_l(/^updating local tracking ref '(.+)'/, (t, [e]) => {
    t.ref = {
      ...t.ref || {},
      local: e
    };
  }),
  new dist_l(/^[=*-]\s+([^:]+):(\S+)\s+\[(.+)]$/, (t, [e, n, r]) => {
    t.pushed.push(xr(e, n, r));
  }),
  new dist_l(
    /^Branch '([^']+)' set up to track remote branch '([^']+)' from '([^']+)'/,
    (t, [e, n, r]) => {
      t.branch = {
        ...t.branch || {},
        local: e,
        remote: n,
        remoteName: r
      };
    }
  ),
  new dist_l(
    /^([^:]+):(\S+)\s+([a-z0-9]+)\.\.([a-z0-9]+)$/,
    (t, [e, n, r, s]) => {
      t.update = {
        head: {
          local: e,
          remote: n
        },
        hash: {
          from: r,
          to: s
        }
      };
    }
  )
], $r = (t, e) => {
  const n = Pr(t, e), r = ae(t, e);
  return {
    ...n,
    ...r
  };
}, Pr = (t, e) => dist_E({ pushed: [] }, Nr, [t, e]);
function Mr(t = {}, e) {
  return dist_S(e, "--tags"), ce(t, e);
}
function ce(t = {}, e) {
  const n = ["push", ...e];
  return t.branch && n.splice(1, 0, t.branch), t.remote && n.splice(1, 0, t.remote), ct(n, "-v"), dist_S(n, "--verbose"), dist_S(n, "--porcelain"), {
    commands: n,
    format: "utf-8",
    parser: $r
  };
}
function Dr() {
  return {
    showBuffer() {
      const t = ["show", ...dist_h(arguments, 1)];
      return t.includes("--binary") || t.splice(1, 0, "--binary"), this._runTask(
        Gt(t),
        u(arguments)
      );
    },
    show() {
      const t = ["show", ...dist_h(arguments, 1)];
      return this._runTask(
        g(t),
        u(arguments)
      );
    }
  };
}
const Lr = /^(.+)\0(.+)$/;
class jr {
  constructor(e, n, r) {
    if (this.path = e, this.index = n, this.working_dir = r, n === "R" || r === "R") {
      const s = Lr.exec(e) || [null, e, e];
      this.from = s[2] || "", this.path = s[1] || "";
    }
  }
}
class Br {
  constructor() {
    this.not_added = [], this.conflicted = [], this.created = [], this.deleted = [], this.ignored = void 0, this.modified = [], this.renamed = [], this.files = [], this.staged = [], this.ahead = 0, this.behind = 0, this.current = null, this.tracking = null, this.detached = !1, this.isClean = () => !this.files.length;
  }
}
function xt(t) {
  const [e, n] = t.split(dist_I);
  return {
    from: n || e,
    to: e
  };
}
function dist_(t, e, n) {
  return [`${t}${e}`, n];
}
function et(t, ...e) {
  return e.map((n) => dist_(t, n, (r, s) => r.conflicted.push(s)));
}
const Ir = new Map([
  dist_(
    " ",
    "A",
    (t, e) => t.created.push(e)
  ),
  dist_(
    " ",
    "D",
    (t, e) => t.deleted.push(e)
  ),
  dist_(
    " ",
    "M",
    (t, e) => t.modified.push(e)
  ),
  dist_("A", " ", (t, e) => {
    t.created.push(e), t.staged.push(e);
  }),
  dist_("A", "M", (t, e) => {
    t.created.push(e), t.staged.push(e), t.modified.push(e);
  }),
  dist_("D", " ", (t, e) => {
    t.deleted.push(e), t.staged.push(e);
  }),
  dist_("M", " ", (t, e) => {
    t.modified.push(e), t.staged.push(e);
  }),
  dist_("M", "M", (t, e) => {
    t.modified.push(e), t.staged.push(e);
  }),
  dist_("R", " ", (t, e) => {
    t.renamed.push(xt(e));
  }),
  dist_("R", "M", (t, e) => {
    const n = xt(e);
    t.renamed.push(n), t.modified.push(n.to);
  }),
  dist_("!", "!", (t, e) => {
    (t.ignored = t.ignored || []).push(e);
  }),
  dist_(
    "?",
    "?",
    (t, e) => t.not_added.push(e)
  ),
  ...et(
    "A",
    "A",
    "U"
    /* UNMERGED */
  ),
  ...et(
    "D",
    "D",
    "U"
    /* UNMERGED */
  ),
  ...et(
    "U",
    "A",
    "D",
    "U"
    /* UNMERGED */
  ),
  [
    "##",
    (t, e) => {
      const n = /ahead (\d+)/, r = /behind (\d+)/, s = /^(.+?(?=(?:\.{3}|\s|$)))/, o = /\.{3}(\S*)/, i = /\son\s(\S+?)(?=\.{3}|$)/;
      let a = n.exec(e);
      t.ahead = a && +a[1] || 0, a = r.exec(e), t.behind = a && +a[1] || 0, a = s.exec(e), t.current = d(a?.[1], m, null), a = o.exec(e), t.tracking = d(a?.[1], m, null), a = i.exec(e), a && (t.current = d(a?.[1], m, t.current)), t.detached = /\(no branch\)/.test(e);
    }
  ]
]), Ur = function(t) {
  const e = t.split(dist_I), n = new Br();
  for (let r = 0, s = e.length; r < s; ) {
    let o = e[r++].trim();
    o && (o.charAt(0) === "R" && (o += dist_I + (e[r++] || "")), Fr(n, o));
  }
  return n;
};
function Fr(t, e) {
  const n = e.trim();
  switch (" ") {
    case n.charAt(2):
      return r(n.charAt(0), n.charAt(1), n.slice(3));
    case n.charAt(1):
      return r(" ", n.charAt(0), n.slice(2));
    default:
      return;
  }
  function r(s, o, i) {
    const a = `${s}${o}`, c = Ir.get(a);
    c && c(t, i), a !== "##" && a !== "!!" && t.files.push(new jr(i, s, o));
  }
}
const Gr = ["--null", "-z"];
function zr(t) {
  return {
    format: "utf-8",
    commands: [
      "status",
      "--porcelain",
      "-b",
      "-u",
      "--null",
      ...t.filter((n) => !Gr.includes(n))
    ],
    parser(n) {
      return Ur(n);
    }
  };
}
const fe = "installed=false";
function dist_q(t = 0, e = 0, n = 0, r = "", s = !0) {
  return Object.defineProperty(
    {
      major: t,
      minor: e,
      patch: n,
      agent: r,
      installed: s
    },
    "toString",
    {
      value() {
        return `${this.major}.${this.minor}.${this.patch}`;
      },
      configurable: !1,
      enumerable: !1
    }
  );
}
function qr() {
  return dist_q(0, 0, 0, "", !1);
}
function Wr() {
  return {
    version() {
      return this._runTask({
        commands: ["--version"],
        format: "utf-8",
        parser: Kr,
        onError(t, e, n, r) {
          if (t.exitCode === dist_V.NOT_FOUND)
            return n(Buffer.from(fe));
          r(e);
        }
      });
    }
  };
}
const Hr = [
  new dist_l(
    /version (\d+)\.(\d+)\.(\d+)(?:\s*\((.+)\))?/,
    (t, [e, n, r, s = ""]) => {
      Object.assign(
        t,
        dist_q(p(e), p(n), p(r), s)
      );
    }
  ),
  new dist_l(
    /version (\d+)\.(\d+)\.(\D+)(.+)?$/,
    (t, [e, n, r, s = ""]) => {
      Object.assign(t, dist_q(p(e), p(n), r, s));
    }
  )
];
function Kr(t) {
  return t === fe ? qr() : dist_E(dist_q(0, 0, 0, t), Hr, t);
}
class le {
  constructor(e) {
    this._executor = e;
  }
  _runTask(e, n) {
    const r = this._executor.chain(), s = r.push(e);
    return n && Ln(e, s, n), Object.create(this, {
      then: { value: s.then.bind(s) },
      catch: { value: s.catch.bind(s) },
      _executor: { value: r }
    });
  }
  add(e) {
    return this._runTask(
      g(["add", ...v(e)]),
      u(arguments)
    );
  }
  cwd(e) {
    const n = u(arguments);
    return typeof e == "string" ? this._runTask(St(e, this._executor), n) : typeof e?.path == "string" ? this._runTask(
      St(
        e.path,
        e.root && this._executor || void 0
      ),
      n
    ) : this._runTask(
      dist_b("Git.cwd: workingDirectory must be supplied as a string"),
      n
    );
  }
  hashObject(e, n) {
    return this._runTask(
      Vn(e, n === !0),
      u(arguments)
    );
  }
  init(e) {
    return this._runTask(
      Zn(e === !0, this._executor.cwd, dist_h(arguments)),
      u(arguments)
    );
  }
  merge() {
    return this._runTask(
      At(dist_h(arguments)),
      u(arguments)
    );
  }
  mergeFromTo(e, n) {
    return m(e) && m(n) ? this._runTask(
      At([e, n, ...dist_h(arguments)]),
      u(arguments, !1)
    ) : this._runTask(
      dist_b(
        "Git.mergeFromTo requires that the 'remote' and 'branch' arguments are supplied as strings"
      )
    );
  }
  outputHandler(e) {
    return this._executor.outputHandler = e, this;
  }
  push() {
    const e = ce(
      {
        remote: d(arguments[0], m),
        branch: d(arguments[1], m)
      },
      dist_h(arguments)
    );
    return this._runTask(e, u(arguments));
  }
  stash() {
    return this._runTask(
      g(["stash", ...dist_h(arguments)]),
      u(arguments)
    );
  }
  status() {
    return this._runTask(
      zr(dist_h(arguments)),
      u(arguments)
    );
  }
}
Object.assign(
  le.prototype,
  jn(),
  In(),
  zn(),
  Tn(),
  Hn(),
  Kn(),
  On(),
  er(),
  pr(),
  Dr(),
  Wr()
);
const Vr = /* @__PURE__ */ (() => {
  let t = 0;
  return () => {
    t++;
    const { promise: e, done: n } = (0,promise_deferred_dist/* createDeferred */.ud)();
    return {
      promise: e,
      done: n,
      id: t
    };
  };
})();
class Xr {
  constructor(e = 2) {
    this.concurrency = e, this.logger = dist_$("", "scheduler"), this.pending = [], this.running = [], this.logger("Constructed, concurrency=%s", e);
  }
  schedule() {
    if (!this.pending.length || this.running.length >= this.concurrency) {
      this.logger(
        "Schedule attempt ignored, pending=%s running=%s concurrency=%s",
        this.pending.length,
        this.running.length,
        this.concurrency
      );
      return;
    }
    const e = dist_S(this.running, this.pending.shift());
    this.logger("Attempting id=%s", e.id), e.done(() => {
      this.logger("Completing id=", e.id), ct(this.running, e), this.schedule();
    });
  }
  next() {
    const { promise: e, id: n } = dist_S(this.pending, Vr());
    return this.logger("Scheduling id=%s", n), this.schedule(), e;
  }
}
function Yr(t, e) {
  return g(["apply", ...e, ...t]);
}
var he = /* @__PURE__ */ ((t) => (t.CURRENT = "*", t.LINKED = "+", t))(he || {});
class Qr {
  constructor() {
    this.all = [], this.branches = {}, this.current = "", this.detached = !1;
  }
  push(e, n, r, s, o) {
    e === "*" && (this.detached = n, this.current = r), this.all.push(r), this.branches[r] = {
      current: e === "*",
      linkedWorkTree: e === "+",
      name: r,
      commit: s,
      label: o
    };
  }
}
const Jr = [
  new dist_l(
    /^([*+]\s)?\((?:HEAD )?detached (?:from|at) (\S+)\)\s+([a-z0-9]+)\s(.*)$/,
    (t, [e, n, r, s]) => {
      t.push(Nt(e), !0, n, r, s);
    }
  ),
  new dist_l(
    /^([*+]\s)?(\S+)\s+([a-z0-9]+)\s?(.*)$/s,
    (t, [e, n, r, s]) => {
      t.push(Nt(e), !1, n, r, s);
    }
  )
], Zr = new dist_l(/^(\S+)$/s, (t, [e]) => {
  t.push(he.CURRENT, !1, e, "", "");
});
function Nt(t) {
  return t ? t.charAt(0) : "";
}
function me(t, e = !1) {
  return dist_E(
    new Qr(),
    e ? [Zr] : Jr,
    t
  );
}
class ts {
  constructor() {
    this.all = [], this.branches = {}, this.errors = [];
  }
  get success() {
    return !this.errors.length;
  }
}
function es(t, e) {
  return {
    branch: t,
    hash: e,
    success: !0
  };
}
function ns(t) {
  return {
    branch: t,
    hash: null,
    success: !1
  };
}
const rs = /(\S+)\s+\(\S+\s([^)]+)\)/, pe = /^error[^']+'([^']+)'/m, ss = [
  new dist_l(rs, (t, [e, n]) => {
    const r = es(e, n);
    t.all.push(r), t.branches[e] = r;
  }),
  new dist_l(pe, (t, [e]) => {
    const n = ns(e);
    t.errors.push(n), t.all.push(n), t.branches[e] = n;
  })
], gt = (t, e) => dist_E(new ts(), ss, [t, e]);
function de(t, e) {
  return e === dist_V.ERROR && pe.test(t);
}
function os(t) {
  const e = ["-d", "-D", "--delete"];
  return t.some((n) => e.includes(n));
}
function is(t) {
  const e = os(t), n = t.includes("--show-current"), r = ["branch", ...t];
  return r.length === 1 && r.push("-a"), r.includes("-v") || r.splice(1, 0, "-v"), {
    format: "utf-8",
    commands: r,
    parser(s, o) {
      return e ? gt(s, o).all[0] : me(s, n);
    }
  };
}
function as() {
  return {
    format: "utf-8",
    commands: ["branch", "-v"],
    parser(t) {
      return me(t);
    }
  };
}
function us(t, e = !1) {
  return {
    format: "utf-8",
    commands: ["branch", "-v", e ? "-D" : "-d", ...t],
    parser(n, r) {
      return gt(n, r);
    },
    onError({ exitCode: n, stdOut: r }, s, o, i) {
      if (!de(String(s), n))
        return i(s);
      o(r);
    }
  };
}
function cs(t, e = !1) {
  const n = {
    format: "utf-8",
    commands: ["branch", "-v", e ? "-D" : "-d", t],
    parser(r, s) {
      return gt(r, s).branches[t];
    },
    onError({ exitCode: r, stdErr: s, stdOut: o }, i, a, c) {
      if (!de(String(i), r))
        return c(i);
      throw new at(
        n.parser(dist_F(o), dist_F(s)),
        String(i)
      );
    }
  };
  return n;
}
function fs(t) {
  return {
    commands: ["check-ignore", ...t],
    format: "utf-8",
    parser: ls
  };
}
function ls(t) {
  return t.split(/\n/g).map(hs).filter(Boolean);
}
function hs(t) {
  const e = t.trim().replace(/^["']|["']$/g, "");
  return e && (0,external_node_path_.normalize)(e);
}
const ms = [
  new dist_l(/From (.+)$/, (t, [e]) => {
    t.remote = e;
  }),
  new dist_l(/\* \[new branch]\s+(\S+)\s*-> (.+)$/, (t, [e, n]) => {
    t.branches.push({
      name: e,
      tracking: n
    });
  }),
  new dist_l(/\* \[new tag]\s+(\S+)\s*-> (.+)$/, (t, [e, n]) => {
    t.tags.push({
      name: e,
      tracking: n
    });
  }),
  new dist_l(/- \[deleted]\s+\S+\s*-> (.+)$/, (t, [e]) => {
    t.deleted.push({
      tracking: e
    });
  }),
  new dist_l(
    /\s*([^.]+)\.\.(\S+)\s+(\S+)\s*-> (.+)$/,
    (t, [e, n, r, s]) => {
      t.updated.push({
        name: r,
        tracking: s,
        to: n,
        from: e
      });
    }
  )
];
function ps(t, e) {
  return dist_E({
    raw: t,
    remote: null,
    branches: [],
    tags: [],
    updated: [],
    deleted: []
  }, ms, [t, e]);
}
function ds(t) {
  return /^--upload-pack(=|$)/.test(t);
}
function gs(t, e, n) {
  const r = ["fetch", ...n];
  return t && e && r.push(t, e), r.find(ds) ? dist_b("git.fetch: potential exploit argument blocked.") : {
    commands: r,
    format: "utf-8",
    parser: ps
  };
}
const ys = [
  new dist_l(/^Renaming (.+) to (.+)$/, (t, [e, n]) => {
    t.moves.push({ from: e, to: n });
  })
];
function ws(t) {
  return dist_E({ moves: [] }, ys, t);
}
function bs(t, e) {
  return {
    commands: ["mv", "-v", ...v(t), e],
    format: "utf-8",
    parser: ws
  };
}
function Ts(t, e, n) {
  const r = ["pull", ...n];
  return t && e && r.splice(1, 0, t, e), {
    commands: r,
    format: "utf-8",
    parser(s, o) {
      return ue(s, o);
    },
    onError(s, o, i, a) {
      const c = Rr(
        dist_F(s.stdOut),
        dist_F(s.stdErr)
      );
      if (c)
        return a(new at(c));
      a(o);
    }
  };
}
function ks(t) {
  const e = {};
  return ge(t, ([n]) => e[n] = { name: n }), Object.values(e);
}
function _s(t) {
  const e = {};
  return ge(t, ([n, r, s]) => {
    Object.hasOwn(e, n) || (e[n] = {
      name: n,
      refs: { fetch: "", push: "" }
    }), s && r && (e[n].refs[s.replace(/[^a-z]/g, "")] = r);
  }), Object.values(e);
}
function ge(t, e) {
  ut(t, (n) => e(n.split(/\s+/)));
}
function vs(t, e, n) {
  return g(["remote", "add", ...n, t, e]);
}
function Es(t) {
  const e = ["remote"];
  return t && e.push("-v"), {
    commands: e,
    format: "utf-8",
    parser: t ? _s : ks
  };
}
function Ss(t) {
  const e = [...t];
  return e[0] !== "ls-remote" && e.unshift("ls-remote"), g(e);
}
function Rs(t) {
  const e = [...t];
  return e[0] !== "remote" && e.unshift("remote"), g(e);
}
function Os(t) {
  return g(["remote", "remove", t]);
}
function Cs(t = {}, e) {
  const n = dist_oe(t), r = ["stash", "list", ...n.commands, ...e], s = re(
    n.splitter,
    n.fields,
    pt(r)
  );
  return dt(r) || {
    commands: r,
    format: "utf-8",
    parser: s
  };
}
function As(t, e) {
  return dist_X(["add", t, e]);
}
function xs(t) {
  return dist_X(["init", ...t]);
}
function dist_X(t) {
  const e = [...t];
  return e[0] !== "submodule" && e.unshift("submodule"), g(e);
}
function Ns(t) {
  return dist_X(["update", ...t]);
}
class $s {
  constructor(e, n) {
    this.all = e, this.latest = n;
  }
}
const Ps = function(t, e = !1) {
  const n = t.split(`
`).map(Ds).filter(Boolean);
  e || n.sort(function(s, o) {
    const i = s.split("."), a = o.split(".");
    if (i.length === 1 || a.length === 1)
      return Ms(dist_B(i[0]), dist_B(a[0]));
    for (let c = 0, y = Math.max(i.length, a.length); c < y; c++) {
      const w = ye(dist_B(i[c]), dist_B(a[c]));
      if (w)
        return w;
    }
    return 0;
  });
  const r = e ? n[0] : [...n].reverse().find((s) => s.indexOf(".") >= 0);
  return new $s(n, r);
};
function Ms(t, e) {
  const n = Number.isNaN(t), r = Number.isNaN(e);
  return n !== r ? n ? 1 : -1 : n ? ye(t, e) : 0;
}
function ye(t, e) {
  return t === e ? 0 : t > e ? 1 : -1;
}
function Ds(t) {
  return t.trim();
}
function dist_B(t) {
  return typeof t == "string" && parseInt(t.replace(/^\D+/g, ""), 10) || 0;
}
function Ls(t = []) {
  const e = t.some((n) => /^--sort=/.test(n));
  return {
    format: "utf-8",
    commands: ["tag", "-l", ...t],
    parser(n) {
      return Ps(n, e);
    }
  };
}
function js(t) {
  return {
    format: "utf-8",
    commands: ["tag", t],
    parser() {
      return { name: t };
    }
  };
}
function Bs(t, e) {
  return {
    format: "utf-8",
    commands: ["tag", "-a", "-m", e, t],
    parser() {
      return { name: t };
    }
  };
}
function dist_f(t, e) {
  this._plugins = e, this._executor = new Dn(
    t.baseDir,
    new Xr(t.maxConcurrentProcesses),
    e
  ), this._trimmed = t.trimmed;
}
(dist_f.prototype = Object.create(le.prototype)).constructor = dist_f;
dist_f.prototype.customBinary = function(t) {
  return this._plugins.reconfigure("binary", t), this;
};
dist_f.prototype.env = function(t, e) {
  return arguments.length === 1 && typeof t == "object" ? this._executor.env = t : (this._executor.env = this._executor.env || {})[t] = e, this;
};
dist_f.prototype.stashList = function(t) {
  return this._runTask(
    Cs(
      ht(arguments) || {},
      dist_K(t) && t || []
    ),
    u(arguments)
  );
};
dist_f.prototype.mv = function(t, e) {
  return this._runTask(bs(t, e), u(arguments));
};
dist_f.prototype.checkoutLatestTag = function(t) {
  var e = this;
  return this.pull(function() {
    e.tags(function(n, r) {
      e.checkout(r.latest, t);
    });
  });
};
dist_f.prototype.pull = function(t, e, n, r) {
  return this._runTask(
    Ts(
      d(t, m),
      d(e, m),
      dist_h(arguments)
    ),
    u(arguments)
  );
};
dist_f.prototype.fetch = function(t, e) {
  return this._runTask(
    gs(
      d(t, m),
      d(e, m),
      dist_h(arguments)
    ),
    u(arguments)
  );
};
dist_f.prototype.tags = function(t, e) {
  return this._runTask(
    Ls(dist_h(arguments)),
    u(arguments)
  );
};
dist_f.prototype.rebase = function() {
  return this._runTask(
    g(["rebase", ...dist_h(arguments)]),
    u(arguments)
  );
};
dist_f.prototype.reset = function(t) {
  return this._runTask(
    An(xn(t), dist_h(arguments)),
    u(arguments)
  );
};
dist_f.prototype.revert = function(t) {
  const e = u(arguments);
  return typeof t != "string" ? this._runTask(dist_b("Commit must be a string"), e) : this._runTask(
    g(["revert", ...dist_h(arguments, 0, !0), t]),
    e
  );
};
dist_f.prototype.addTag = function(t) {
  const e = typeof t == "string" ? js(t) : dist_b("Git.addTag requires a tag name");
  return this._runTask(e, u(arguments));
};
dist_f.prototype.addAnnotatedTag = function(t, e) {
  return this._runTask(
    Bs(t, e),
    u(arguments)
  );
};
dist_f.prototype.deleteLocalBranch = function(t, e, n) {
  return this._runTask(
    cs(t, typeof e == "boolean" ? e : !1),
    u(arguments)
  );
};
dist_f.prototype.deleteLocalBranches = function(t, e, n) {
  return this._runTask(
    us(t, typeof e == "boolean" ? e : !1),
    u(arguments)
  );
};
dist_f.prototype.branch = function(t, e) {
  return this._runTask(
    is(dist_h(arguments)),
    u(arguments)
  );
};
dist_f.prototype.branchLocal = function(t) {
  return this._runTask(as(), u(arguments));
};
dist_f.prototype.raw = function(t) {
  const e = !Array.isArray(t), n = [].slice.call(e ? arguments : t, 0);
  for (let s = 0; s < n.length && e; s++)
    if (!st(n[s])) {
      n.splice(s, n.length - s);
      break;
    }
  n.push(...dist_h(arguments, 0, !0));
  var r = u(arguments);
  return n.length ? this._runTask(g(n, this._trimmed), r) : this._runTask(
    dist_b("Raw: must supply one or more command to execute"),
    r
  );
};
dist_f.prototype.submoduleAdd = function(t, e, n) {
  return this._runTask(As(t, e), u(arguments));
};
dist_f.prototype.submoduleUpdate = function(t, e) {
  return this._runTask(
    Ns(dist_h(arguments, !0)),
    u(arguments)
  );
};
dist_f.prototype.submoduleInit = function(t, e) {
  return this._runTask(
    xs(dist_h(arguments, !0)),
    u(arguments)
  );
};
dist_f.prototype.subModule = function(t, e) {
  return this._runTask(
    dist_X(dist_h(arguments)),
    u(arguments)
  );
};
dist_f.prototype.listRemote = function() {
  return this._runTask(
    Ss(dist_h(arguments)),
    u(arguments)
  );
};
dist_f.prototype.addRemote = function(t, e, n) {
  return this._runTask(
    vs(t, e, dist_h(arguments)),
    u(arguments)
  );
};
dist_f.prototype.removeRemote = function(t, e) {
  return this._runTask(Os(t), u(arguments));
};
dist_f.prototype.getRemotes = function(t, e) {
  return this._runTask(Es(t === !0), u(arguments));
};
dist_f.prototype.remote = function(t, e) {
  return this._runTask(
    Rs(dist_h(arguments)),
    u(arguments)
  );
};
dist_f.prototype.tag = function(t, e) {
  const n = dist_h(arguments);
  return n[0] !== "tag" && n.unshift("tag"), this._runTask(g(n), u(arguments));
};
dist_f.prototype.updateServerInfo = function(t) {
  return this._runTask(
    g(["update-server-info"]),
    u(arguments)
  );
};
dist_f.prototype.pushTags = function(t, e) {
  const n = Mr(
    { remote: d(t, m) },
    dist_h(arguments)
  );
  return this._runTask(n, u(arguments));
};
dist_f.prototype.rm = function(t) {
  return this._runTask(
    g(["rm", "-f", ...v(t)]),
    u(arguments)
  );
};
dist_f.prototype.rmKeepLocal = function(t) {
  return this._runTask(
    g(["rm", "--cached", ...v(t)]),
    u(arguments)
  );
};
dist_f.prototype.catFile = function(t, e) {
  return this._catFile("utf-8", arguments);
};
dist_f.prototype.binaryCatFile = function() {
  return this._catFile("buffer", arguments);
};
dist_f.prototype._catFile = function(t, e) {
  var n = u(e), r = ["cat-file"], s = e[0];
  if (typeof s == "string")
    return this._runTask(
      dist_b("Git.catFile: options must be supplied as an array of strings"),
      n
    );
  Array.isArray(s) && r.push.apply(r, s);
  const o = t === "buffer" ? Gt(r) : g(r);
  return this._runTask(o, n);
};
dist_f.prototype.diff = function(t, e) {
  const n = m(t) ? dist_b(
    "git.diff: supplying options as a single string is no longer supported, switch to an array of strings"
  ) : g(["diff", ...dist_h(arguments)]);
  return this._runTask(n, u(arguments));
};
dist_f.prototype.diffSummary = function() {
  return this._runTask(
    fr(dist_h(arguments, 1)),
    u(arguments)
  );
};
dist_f.prototype.applyPatch = function(t) {
  const e = dist_G(t) ? Yr(v(t), dist_h([].slice.call(arguments, 1))) : dist_b(
    "git.applyPatch requires one or more string patches as the first argument"
  );
  return this._runTask(e, u(arguments));
};
dist_f.prototype.revparse = function() {
  const t = ["rev-parse", ...dist_h(arguments, !0)];
  return this._runTask(
    g(t, !0),
    u(arguments)
  );
};
dist_f.prototype.clean = function(t, e, n) {
  const r = un(t), s = r && t.join("") || d(t, m) || "", o = dist_h([].slice.call(arguments, r ? 1 : 0));
  return this._runTask(
    on(s, o),
    u(arguments)
  );
};
dist_f.prototype.exec = function(t) {
  const e = {
    commands: [],
    format: "utf-8",
    parser() {
      typeof t == "function" && t();
    }
  };
  return this._runTask(e);
};
dist_f.prototype.checkIgnore = function(t, e) {
  return this._runTask(
    fs(v(d(t, dist_G, []))),
    u(arguments)
  );
};
dist_f.prototype.checkIsRepo = function(t, e) {
  return this._runTask(
    We(d(t, m)),
    u(arguments)
  );
};
function Is(t) {
  return t ? [{
    type: "spawn.before",
    action(r, s) {
      t.aborted && s.kill(new dist_A(void 0, "abort", "Abort already signaled"));
    }
  }, {
    type: "spawn.after",
    action(r, s) {
      function o() {
        s.kill(new dist_A(void 0, "abort", "Abort signal received"));
      }
      t.addEventListener("abort", o), s.spawned.on("close", () => t.removeEventListener("abort", o));
    }
  }] : void 0;
}
const Us = dist_$("", "plugin:allowEnvironment");
function Fs(t, e = !1) {
  const n = new Set(t.map((r) => r.toLowerCase().trim()));
  return {
    type: "spawn.options",
    action(r, s) {
      const o = { ...r.env ?? process.env }, i = new Set(
        Object.keys(s.env).map((a) => a.toLowerCase().trim())
      );
      for (const a of Object.keys(o)) {
        const c = a.toLowerCase().trim();
        if (!(!Gs(c) || n.has(c))) {
          if (i.has(c))
            throw new dist_A(
              void 0,
              "allowEnvironment",
              `Use of "${a}" is blocked by the environment guard - add it to the allowEnvironment option to permit it`
            );
          Us("removing ambient guarded environment variable %s", a), delete o[a];
        }
      }
      return {
        ...r,
        env: {
          ...o,
          GIT_TEST_DISALLOW_ABBREVIATED_OPTIONS: String(!e)
        }
      };
    }
  };
}
function Gs(t) {
  const e = t.toLowerCase().trim();
  return e.startsWith("git_") || _(e);
}
function zs(t = {}) {
  return {
    type: "spawn.args",
    action(e, { env: n }) {
      for (const r of oe(e, n))
        if (t[r.category] !== !0)
          throw new dist_A(void 0, "unsafe", r.message);
      return e;
    }
  };
}
function qs(t) {
  const e = U(t, "-c");
  return {
    type: "spawn.args",
    action(n) {
      return [...e, ...n];
    }
  };
}
const $t = (0,promise_deferred_dist/* deferred */.yX)().promise;
function Ws({
  onClose: t = !0,
  onExit: e = 50
} = {}) {
  function n() {
    let s = -1;
    const o = {
      close: (0,promise_deferred_dist/* deferred */.yX)(),
      closeTimeout: (0,promise_deferred_dist/* deferred */.yX)(),
      exit: (0,promise_deferred_dist/* deferred */.yX)(),
      exitTimeout: (0,promise_deferred_dist/* deferred */.yX)()
    }, i = Promise.race([
      t === !1 ? $t : o.closeTimeout.promise,
      e === !1 ? $t : o.exitTimeout.promise
    ]);
    return r(t, o.close, o.closeTimeout), r(e, o.exit, o.exitTimeout), {
      close(a) {
        s = a, o.close.done();
      },
      exit(a) {
        s = a, o.exit.done();
      },
      get exitCode() {
        return s;
      },
      result: i
    };
  }
  function r(s, o, i) {
    s !== !1 && (s === !0 ? o.promise : o.promise.then(() => wt(s))).then(i.done);
  }
  return {
    type: "spawn.after",
    async action(s, { spawned: o, close: i }) {
      const a = n();
      let c = !0, y = () => {
        c = !1;
      };
      o.stdout?.on("data", y), o.stderr?.on("data", y), o.on("error", y), o.on("close", (w) => a.close(w)), o.on("exit", (w) => a.exit(w));
      try {
        await a.result, c && await wt(50), i(a.exitCode);
      } catch (w) {
        i(a.exitCode, w);
      }
    }
  };
}
const we = dist_$("", "plugin:binary"), Hs = "Invalid value supplied for custom binary, requires a single string or an array containing either one or two strings", Ks = "Invalid value supplied for custom binary, restricted characters must be removed or supply the unsafe.allowUnsafeCustomBinary option";
function Vs(t) {
  return !t || !/^([a-z]:)?([a-z0-9/.\\_~-]+)$/i.test(t);
}
function Pt(t, e) {
  if (t.length < 1 || t.length > 2)
    throw new dist_A(void 0, "binary", Hs);
  if (t.some(Vs))
    if (e)
      we("permitted unsafe binary %o", t);
    else
      throw new dist_A(void 0, "binary", Ks);
  const [r, s] = t;
  return {
    binary: r,
    prefix: s
  };
}
function Xs(t, e = ["git"], n = !1) {
  let r = Pt(v(e), n);
  t.on("binary", (s) => {
    r = Pt(v(s), n), we.info("reconfiguring %o", r);
  }), t.append("spawn.binary", () => r.binary), t.append("spawn.args", (s) => r.prefix ? [r.prefix, ...s] : s);
}
const be = {
  DISALLOWED_ABBREVIATED: {
    text: "disallowed abbreviated or ambiguous option",
    solution: "Unambiguous abbreviated options blocked with unsafe.allowAbbreviatedOptions setting: {message}"
  },
  UNKNOWN: {
    text: "~ unknown ~",
    solution: void 0
  }
};
function Ys(t) {
  if (!t)
    return "UNKNOWN";
  for (const [e, { text: n }] of Object.entries(be))
    if (t.startsWith(`fatal: ${n}`))
      return e;
  return "UNKNOWN";
}
class Qs extends dist_O {
  constructor(e = "") {
    const n = Ys(e);
    super(void 0, be[n].solution?.replace("{message}", e) ?? e), this.reason = n;
  }
}
function Js(t) {
  return !!(t.exitCode && t.stdErr.length);
}
function Zs(t) {
  return Buffer.concat([...t.stdOut, ...t.stdErr]);
}
function to(t = !1, e = Js, n = Zs) {
  return (r, s) => !t && r || !e(s) ? r : n(s);
}
function eo(t, e) {
  return t === 128 && e.startsWith("fatal:") ? new Qs(e) : new dist_O(void 0, e);
}
function Mt(t) {
  return {
    type: "task.error",
    action(e, n) {
      const r = t(e.error, {
        stdErr: n.stdErr,
        stdOut: n.stdOut,
        exitCode: n.exitCode
      });
      return Buffer.isBuffer(r) ? {
        error: eo(n.exitCode, r.toString("utf-8"))
      } : {
        error: r
      };
    }
  };
}
const nt = dist_$("", "plugin:input");
function no(t) {
  return {
    type: "spawn.after",
    action(e, { commands: n, input: r, spawned: { stdin: s } }) {
      if (!s)
        return;
      const o = t?.([...n]) ?? r;
      if (!o)
        return nt("generated zero length content, not writing to stdin");
      nt("writing %s bytes to stdin", Le(o)), s.on("error", (i) => {
        i.code !== "EPIPE" && nt("[ERROR] stdin error %o", i);
      }), s.end(o);
    }
  };
}
class ro {
  constructor() {
    this.plugins = /* @__PURE__ */ new Set(), this.events = new external_node_events_namespaceObject.EventEmitter();
  }
  on(e, n) {
    this.events.on(e, n);
  }
  reconfigure(e, n) {
    this.events.emit(e, n);
  }
  append(e, n) {
    const r = dist_S(this.plugins, { type: e, action: n });
    return () => this.plugins.delete(r);
  }
  add(e) {
    const n = [];
    return v(e).forEach(
      (r) => {
        r && this.plugins.add(dist_S(n, r));
      }
    ), () => {
      n.forEach((r) => {
        this.plugins.delete(r);
      });
    };
  }
  exec(e, n, r) {
    let s = n;
    const o = Object.freeze(Object.create(r));
    for (const i of this.plugins)
      i.type === e && (s = i.action(s, o));
    return s;
  }
}
function so(t) {
  const e = "--progress", n = ["checkout", "clone", "fetch", "pull", "push"];
  return [{
    type: "spawn.args",
    action(o, i) {
      return n.includes(i.method) ? De(o, e) : o;
    }
  }, {
    type: "spawn.after",
    action(o, i) {
      i.commands.includes(e) && i.spawned.stderr?.on("data", (a) => {
        const c = /^([\s\S]+?):\s*(\d+)% \((\d+)\/(\d+)\)/.exec(a.toString("utf8"));
        c && t({
          method: i.method,
          stage: oo(c[1]),
          progress: p(c[2]),
          processed: p(c[3]),
          total: p(c[4])
        });
      });
    }
  }];
}
function oo(t) {
  return String(t.toLowerCase().split(" ", 1)) || "unknown";
}
function io(t) {
  const e = je(t, ["uid", "gid"]);
  return {
    type: "spawn.options",
    action(n) {
      return { ...e, ...n };
    }
  };
}
function ao() {
  return {
    type: "spawn.args",
    action(t) {
      const e = [];
      let n;
      function r(s) {
        (n = n || []).push(...s);
      }
      for (let s = 0; s < t.length; s++) {
        const o = t[s];
        if (dist_r(o)) {
          r(dist_o(o));
          continue;
        }
        if (o === "--") {
          r(
            t.slice(s + 1).flatMap((i) => dist_r(i) && dist_o(i) || i)
          );
          break;
        }
        e.push(o);
      }
      return n ? [...e, "--", ...n.map(String)] : e;
    }
  };
}
function uo({
  block: t,
  stdErr: e = !0,
  stdOut: n = !0
}) {
  if (t > 0)
    return {
      type: "spawn.after",
      action(r, s) {
        let o;
        function i() {
          o && clearTimeout(o), o = setTimeout(c, t);
        }
        function a() {
          s.spawned.stdout?.off("data", i), s.spawned.stderr?.off("data", i), s.spawned.off("exit", a), s.spawned.off("close", a), o && clearTimeout(o);
        }
        function c() {
          a(), s.kill(new dist_A(void 0, "timeout", "block timeout reached"));
        }
        n && s.spawned.stdout?.on("data", i), e && s.spawned.stderr?.on("data", i), s.spawned.on("exit", a), s.spawned.on("close", a), i();
      }
    };
}
const wo = (t, e) => {
  const n = new ro(), r = Ge(
    t && (typeof t == "string" ? { baseDir: t } : t) || {},
    e
  );
  if (!Lt(r.baseDir))
    throw new Ae(
      r,
      "Cannot use simple-git on a directory that does not exist"
    );
  return Array.isArray(r.config) && n.add(qs(r.config)), n.add(zs(r.unsafe)), n.add(Ws(r.completion)), r.abort && n.add(Is(r.abort)), r.progress && n.add(so(r.progress)), r.timeout && n.add(uo(r.timeout)), r.spawnOptions && n.add(io(r.spawnOptions)), n.add(ao()), n.add(no(r.input)), n.add(Mt(to(!0))), r.errors && n.add(Mt(r.errors)), Xs(n, r.binary, r.unsafe?.allowUnsafeCustomBinary), n.add(
    Fs(r.allowEnvironment ?? [], r.unsafe?.allowAbbreviatedOptions)
  ), new dist_f(r, n);
};

//# sourceMappingURL=index.mjs.map


/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		id: moduleId,
/******/ 		loaded: false,
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId].call(module.exports, module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Flag the module as loaded
/******/ 	module.loaded = true;
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/create fake namespace object */
/******/ (() => {
/******/ 	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 	var leafPrototypes;
/******/ 	// create a fake namespace object
/******/ 	// mode & 1: value is a module id, require it
/******/ 	// mode & 2: merge all properties of value into the ns
/******/ 	// mode & 4: return value when already ns object
/******/ 	// mode & 16: return value when it's Promise-like
/******/ 	// mode & 8|1: behave like require
/******/ 	__nccwpck_require__.t = function(value, mode) {
/******/ 		if(mode & 1) value = this(value);
/******/ 		if(mode & 8) return value;
/******/ 		if(typeof value === 'object' && value) {
/******/ 			if((mode & 4) && value.__esModule) return value;
/******/ 			if((mode & 16) && typeof value.then === 'function') return value;
/******/ 		}
/******/ 		var ns = Object.create(null);
/******/ 		__nccwpck_require__.r(ns);
/******/ 		var def = {};
/******/ 		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 		}
/******/ 		def['default'] = () => (value);
/******/ 		__nccwpck_require__.d(ns, def);
/******/ 		return ns;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/node module decorator */
/******/ (() => {
/******/ 	__nccwpck_require__.nmd = (module) => {
/******/ 		module.paths = [];
/******/ 		if (!module.children) module.children = [];
/******/ 		return module;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(5581);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 
