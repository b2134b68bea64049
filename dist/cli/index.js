#!/usr/bin/env node
import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 2463:
/***/ ((module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.MissingRefError = exports.ValidationError = exports.CodeGen = exports.Name = exports.nil = exports.stringify = exports.str = exports._ = exports.KeywordCxt = exports.Ajv = void 0;
const core_1 = __nccwpck_require__(3893);
const draft7_1 = __nccwpck_require__(9941);
const discriminator_1 = __nccwpck_require__(8886);
const draft7MetaSchema = __nccwpck_require__(2079);
const META_SUPPORT_DATA = ["/properties"];
const META_SCHEMA_ID = "http://json-schema.org/draft-07/schema";
class Ajv extends core_1.default {
    _addVocabularies() {
        super._addVocabularies();
        draft7_1.default.forEach((v) => this.addVocabulary(v));
        if (this.opts.discriminator)
            this.addKeyword(discriminator_1.default);
    }
    _addDefaultMetaSchema() {
        super._addDefaultMetaSchema();
        if (!this.opts.meta)
            return;
        const metaSchema = this.opts.$data
            ? this.$dataMetaSchema(draft7MetaSchema, META_SUPPORT_DATA)
            : draft7MetaSchema;
        this.addMetaSchema(metaSchema, META_SCHEMA_ID, false);
        this.refs["http://json-schema.org/schema"] = META_SCHEMA_ID;
    }
    defaultMeta() {
        return (this.opts.defaultMeta =
            super.defaultMeta() || (this.getSchema(META_SCHEMA_ID) ? META_SCHEMA_ID : undefined));
    }
}
exports.Ajv = Ajv;
module.exports = exports = Ajv;
module.exports.Ajv = Ajv;
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports["default"] = Ajv;
var validate_1 = __nccwpck_require__(7881);
Object.defineProperty(exports, "KeywordCxt", ({ enumerable: true, get: function () { return validate_1.KeywordCxt; } }));
var codegen_1 = __nccwpck_require__(1436);
Object.defineProperty(exports, "_", ({ enumerable: true, get: function () { return codegen_1._; } }));
Object.defineProperty(exports, "str", ({ enumerable: true, get: function () { return codegen_1.str; } }));
Object.defineProperty(exports, "stringify", ({ enumerable: true, get: function () { return codegen_1.stringify; } }));
Object.defineProperty(exports, "nil", ({ enumerable: true, get: function () { return codegen_1.nil; } }));
Object.defineProperty(exports, "Name", ({ enumerable: true, get: function () { return codegen_1.Name; } }));
Object.defineProperty(exports, "CodeGen", ({ enumerable: true, get: function () { return codegen_1.CodeGen; } }));
var validation_error_1 = __nccwpck_require__(3021);
Object.defineProperty(exports, "ValidationError", ({ enumerable: true, get: function () { return validation_error_1.default; } }));
var ref_error_1 = __nccwpck_require__(3162);
Object.defineProperty(exports, "MissingRefError", ({ enumerable: true, get: function () { return ref_error_1.default; } }));
//# sourceMappingURL=ajv.js.map

/***/ }),

/***/ 567:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.regexpCode = exports.getEsmExportName = exports.getProperty = exports.safeStringify = exports.stringify = exports.strConcat = exports.addCodeArg = exports.str = exports._ = exports.nil = exports._Code = exports.Name = exports.IDENTIFIER = exports._CodeOrName = void 0;
// eslint-disable-next-line @typescript-eslint/no-extraneous-class
class _CodeOrName {
}
exports._CodeOrName = _CodeOrName;
exports.IDENTIFIER = /^[a-z$_][a-z$_0-9]*$/i;
class Name extends _CodeOrName {
    constructor(s) {
        super();
        if (!exports.IDENTIFIER.test(s))
            throw new Error("CodeGen: name must be a valid identifier");
        this.str = s;
    }
    toString() {
        return this.str;
    }
    emptyStr() {
        return false;
    }
    get names() {
        return { [this.str]: 1 };
    }
}
exports.Name = Name;
class _Code extends _CodeOrName {
    constructor(code) {
        super();
        this._items = typeof code === "string" ? [code] : code;
    }
    toString() {
        return this.str;
    }
    emptyStr() {
        if (this._items.length > 1)
            return false;
        const item = this._items[0];
        return item === "" || item === '""';
    }
    get str() {
        var _a;
        return ((_a = this._str) !== null && _a !== void 0 ? _a : (this._str = this._items.reduce((s, c) => `${s}${c}`, "")));
    }
    get names() {
        var _a;
        return ((_a = this._names) !== null && _a !== void 0 ? _a : (this._names = this._items.reduce((names, c) => {
            if (c instanceof Name)
                names[c.str] = (names[c.str] || 0) + 1;
            return names;
        }, {})));
    }
}
exports._Code = _Code;
exports.nil = new _Code("");
function _(strs, ...args) {
    const code = [strs[0]];
    let i = 0;
    while (i < args.length) {
        addCodeArg(code, args[i]);
        code.push(strs[++i]);
    }
    return new _Code(code);
}
exports._ = _;
const plus = new _Code("+");
function str(strs, ...args) {
    const expr = [safeStringify(strs[0])];
    let i = 0;
    while (i < args.length) {
        expr.push(plus);
        addCodeArg(expr, args[i]);
        expr.push(plus, safeStringify(strs[++i]));
    }
    optimize(expr);
    return new _Code(expr);
}
exports.str = str;
function addCodeArg(code, arg) {
    if (arg instanceof _Code)
        code.push(...arg._items);
    else if (arg instanceof Name)
        code.push(arg);
    else
        code.push(interpolate(arg));
}
exports.addCodeArg = addCodeArg;
function optimize(expr) {
    let i = 1;
    while (i < expr.length - 1) {
        if (expr[i] === plus) {
            const res = mergeExprItems(expr[i - 1], expr[i + 1]);
            if (res !== undefined) {
                expr.splice(i - 1, 3, res);
                continue;
            }
            expr[i++] = "+";
        }
        i++;
    }
}
function mergeExprItems(a, b) {
    if (b === '""')
        return a;
    if (a === '""')
        return b;
    if (typeof a == "string") {
        if (b instanceof Name || a[a.length - 1] !== '"')
            return;
        if (typeof b != "string")
            return `${a.slice(0, -1)}${b}"`;
        if (b[0] === '"')
            return a.slice(0, -1) + b.slice(1);
        return;
    }
    if (typeof b == "string" && b[0] === '"' && !(a instanceof Name))
        return `"${a}${b.slice(1)}`;
    return;
}
function strConcat(c1, c2) {
    return c2.emptyStr() ? c1 : c1.emptyStr() ? c2 : str `${c1}${c2}`;
}
exports.strConcat = strConcat;
// TODO do not allow arrays here
function interpolate(x) {
    return typeof x == "number" || typeof x == "boolean" || x === null
        ? x
        : safeStringify(Array.isArray(x) ? x.join(",") : x);
}
function stringify(x) {
    return new _Code(safeStringify(x));
}
exports.stringify = stringify;
function safeStringify(x) {
    return JSON.stringify(x)
        .replace(/\u2028/g, "\\u2028")
        .replace(/\u2029/g, "\\u2029");
}
exports.safeStringify = safeStringify;
function getProperty(key) {
    return typeof key == "string" && exports.IDENTIFIER.test(key) ? new _Code(`.${key}`) : _ `[${key}]`;
}
exports.getProperty = getProperty;
//Does best effort to format the name properly
function getEsmExportName(key) {
    if (typeof key == "string" && exports.IDENTIFIER.test(key)) {
        return new _Code(`${key}`);
    }
    throw new Error(`CodeGen: invalid export name: ${key}, use explicit $id name mapping`);
}
exports.getEsmExportName = getEsmExportName;
function regexpCode(rx) {
    return new _Code(rx.toString());
}
exports.regexpCode = regexpCode;
//# sourceMappingURL=code.js.map

/***/ }),

/***/ 1436:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.or = exports.and = exports.not = exports.CodeGen = exports.operators = exports.varKinds = exports.ValueScopeName = exports.ValueScope = exports.Scope = exports.Name = exports.regexpCode = exports.stringify = exports.getProperty = exports.nil = exports.strConcat = exports.str = exports._ = void 0;
const code_1 = __nccwpck_require__(567);
const scope_1 = __nccwpck_require__(7788);
var code_2 = __nccwpck_require__(567);
Object.defineProperty(exports, "_", ({ enumerable: true, get: function () { return code_2._; } }));
Object.defineProperty(exports, "str", ({ enumerable: true, get: function () { return code_2.str; } }));
Object.defineProperty(exports, "strConcat", ({ enumerable: true, get: function () { return code_2.strConcat; } }));
Object.defineProperty(exports, "nil", ({ enumerable: true, get: function () { return code_2.nil; } }));
Object.defineProperty(exports, "getProperty", ({ enumerable: true, get: function () { return code_2.getProperty; } }));
Object.defineProperty(exports, "stringify", ({ enumerable: true, get: function () { return code_2.stringify; } }));
Object.defineProperty(exports, "regexpCode", ({ enumerable: true, get: function () { return code_2.regexpCode; } }));
Object.defineProperty(exports, "Name", ({ enumerable: true, get: function () { return code_2.Name; } }));
var scope_2 = __nccwpck_require__(7788);
Object.defineProperty(exports, "Scope", ({ enumerable: true, get: function () { return scope_2.Scope; } }));
Object.defineProperty(exports, "ValueScope", ({ enumerable: true, get: function () { return scope_2.ValueScope; } }));
Object.defineProperty(exports, "ValueScopeName", ({ enumerable: true, get: function () { return scope_2.ValueScopeName; } }));
Object.defineProperty(exports, "varKinds", ({ enumerable: true, get: function () { return scope_2.varKinds; } }));
exports.operators = {
    GT: new code_1._Code(">"),
    GTE: new code_1._Code(">="),
    LT: new code_1._Code("<"),
    LTE: new code_1._Code("<="),
    EQ: new code_1._Code("==="),
    NEQ: new code_1._Code("!=="),
    NOT: new code_1._Code("!"),
    OR: new code_1._Code("||"),
    AND: new code_1._Code("&&"),
    ADD: new code_1._Code("+"),
};
class Node {
    optimizeNodes() {
        return this;
    }
    optimizeNames(_names, _constants) {
        return this;
    }
}
class Def extends Node {
    constructor(varKind, name, rhs) {
        super();
        this.varKind = varKind;
        this.name = name;
        this.rhs = rhs;
    }
    render({ es5, _n }) {
        const varKind = es5 ? scope_1.varKinds.var : this.varKind;
        const rhs = this.rhs === undefined ? "" : ` = ${this.rhs}`;
        return `${varKind} ${this.name}${rhs};` + _n;
    }
    optimizeNames(names, constants) {
        if (!names[this.name.str])
            return;
        if (this.rhs)
            this.rhs = optimizeExpr(this.rhs, names, constants);
        return this;
    }
    get names() {
        return this.rhs instanceof code_1._CodeOrName ? this.rhs.names : {};
    }
}
class Assign extends Node {
    constructor(lhs, rhs, sideEffects) {
        super();
        this.lhs = lhs;
        this.rhs = rhs;
        this.sideEffects = sideEffects;
    }
    render({ _n }) {
        return `${this.lhs} = ${this.rhs};` + _n;
    }
    optimizeNames(names, constants) {
        if (this.lhs instanceof code_1.Name && !names[this.lhs.str] && !this.sideEffects)
            return;
        this.rhs = optimizeExpr(this.rhs, names, constants);
        return this;
    }
    get names() {
        const names = this.lhs instanceof code_1.Name ? {} : { ...this.lhs.names };
        return addExprNames(names, this.rhs);
    }
}
class AssignOp extends Assign {
    constructor(lhs, op, rhs, sideEffects) {
        super(lhs, rhs, sideEffects);
        this.op = op;
    }
    render({ _n }) {
        return `${this.lhs} ${this.op}= ${this.rhs};` + _n;
    }
}
class Label extends Node {
    constructor(label) {
        super();
        this.label = label;
        this.names = {};
    }
    render({ _n }) {
        return `${this.label}:` + _n;
    }
}
class Break extends Node {
    constructor(label) {
        super();
        this.label = label;
        this.names = {};
    }
    render({ _n }) {
        const label = this.label ? ` ${this.label}` : "";
        return `break${label};` + _n;
    }
}
class Throw extends Node {
    constructor(error) {
        super();
        this.error = error;
    }
    render({ _n }) {
        return `throw ${this.error};` + _n;
    }
    get names() {
        return this.error.names;
    }
}
class AnyCode extends Node {
    constructor(code) {
        super();
        this.code = code;
    }
    render({ _n }) {
        return `${this.code};` + _n;
    }
    optimizeNodes() {
        return `${this.code}` ? this : undefined;
    }
    optimizeNames(names, constants) {
        this.code = optimizeExpr(this.code, names, constants);
        return this;
    }
    get names() {
        return this.code instanceof code_1._CodeOrName ? this.code.names : {};
    }
}
class ParentNode extends Node {
    constructor(nodes = []) {
        super();
        this.nodes = nodes;
    }
    render(opts) {
        return this.nodes.reduce((code, n) => code + n.render(opts), "");
    }
    optimizeNodes() {
        const { nodes } = this;
        let i = nodes.length;
        while (i--) {
            const n = nodes[i].optimizeNodes();
            if (Array.isArray(n))
                nodes.splice(i, 1, ...n);
            else if (n)
                nodes[i] = n;
            else
                nodes.splice(i, 1);
        }
        return nodes.length > 0 ? this : undefined;
    }
    optimizeNames(names, constants) {
        const { nodes } = this;
        let i = nodes.length;
        while (i--) {
            // iterating backwards improves 1-pass optimization
            const n = nodes[i];
            if (n.optimizeNames(names, constants))
                continue;
            subtractNames(names, n.names);
            nodes.splice(i, 1);
        }
        return nodes.length > 0 ? this : undefined;
    }
    get names() {
        return this.nodes.reduce((names, n) => addNames(names, n.names), {});
    }
}
class BlockNode extends ParentNode {
    render(opts) {
        return "{" + opts._n + super.render(opts) + "}" + opts._n;
    }
}
class Root extends ParentNode {
}
class Else extends BlockNode {
}
Else.kind = "else";
class If extends BlockNode {
    constructor(condition, nodes) {
        super(nodes);
        this.condition = condition;
    }
    render(opts) {
        let code = `if(${this.condition})` + super.render(opts);
        if (this.else)
            code += "else " + this.else.render(opts);
        return code;
    }
    optimizeNodes() {
        super.optimizeNodes();
        const cond = this.condition;
        if (cond === true)
            return this.nodes; // else is ignored here
        let e = this.else;
        if (e) {
            const ns = e.optimizeNodes();
            e = this.else = Array.isArray(ns) ? new Else(ns) : ns;
        }
        if (e) {
            if (cond === false)
                return e instanceof If ? e : e.nodes;
            if (this.nodes.length)
                return this;
            return new If(not(cond), e instanceof If ? [e] : e.nodes);
        }
        if (cond === false || !this.nodes.length)
            return undefined;
        return this;
    }
    optimizeNames(names, constants) {
        var _a;
        this.else = (_a = this.else) === null || _a === void 0 ? void 0 : _a.optimizeNames(names, constants);
        if (!(super.optimizeNames(names, constants) || this.else))
            return;
        this.condition = optimizeExpr(this.condition, names, constants);
        return this;
    }
    get names() {
        const names = super.names;
        addExprNames(names, this.condition);
        if (this.else)
            addNames(names, this.else.names);
        return names;
    }
}
If.kind = "if";
class For extends BlockNode {
}
For.kind = "for";
class ForLoop extends For {
    constructor(iteration) {
        super();
        this.iteration = iteration;
    }
    render(opts) {
        return `for(${this.iteration})` + super.render(opts);
    }
    optimizeNames(names, constants) {
        if (!super.optimizeNames(names, constants))
            return;
        this.iteration = optimizeExpr(this.iteration, names, constants);
        return this;
    }
    get names() {
        return addNames(super.names, this.iteration.names);
    }
}
class ForRange extends For {
    constructor(varKind, name, from, to) {
        super();
        this.varKind = varKind;
        this.name = name;
        this.from = from;
        this.to = to;
    }
    render(opts) {
        const varKind = opts.es5 ? scope_1.varKinds.var : this.varKind;
        const { name, from, to } = this;
        return `for(${varKind} ${name}=${from}; ${name}<${to}; ${name}++)` + super.render(opts);
    }
    get names() {
        const names = addExprNames(super.names, this.from);
        return addExprNames(names, this.to);
    }
}
class ForIter extends For {
    constructor(loop, varKind, name, iterable) {
        super();
        this.loop = loop;
        this.varKind = varKind;
        this.name = name;
        this.iterable = iterable;
    }
    render(opts) {
        return `for(${this.varKind} ${this.name} ${this.loop} ${this.iterable})` + super.render(opts);
    }
    optimizeNames(names, constants) {
        if (!super.optimizeNames(names, constants))
            return;
        this.iterable = optimizeExpr(this.iterable, names, constants);
        return this;
    }
    get names() {
        return addNames(super.names, this.iterable.names);
    }
}
class Func extends BlockNode {
    constructor(name, args, async) {
        super();
        this.name = name;
        this.args = args;
        this.async = async;
    }
    render(opts) {
        const _async = this.async ? "async " : "";
        return `${_async}function ${this.name}(${this.args})` + super.render(opts);
    }
}
Func.kind = "func";
class Return extends ParentNode {
    render(opts) {
        return "return " + super.render(opts);
    }
}
Return.kind = "return";
class Try extends BlockNode {
    render(opts) {
        let code = "try" + super.render(opts);
        if (this.catch)
            code += this.catch.render(opts);
        if (this.finally)
            code += this.finally.render(opts);
        return code;
    }
    optimizeNodes() {
        var _a, _b;
        super.optimizeNodes();
        (_a = this.catch) === null || _a === void 0 ? void 0 : _a.optimizeNodes();
        (_b = this.finally) === null || _b === void 0 ? void 0 : _b.optimizeNodes();
        return this;
    }
    optimizeNames(names, constants) {
        var _a, _b;
        super.optimizeNames(names, constants);
        (_a = this.catch) === null || _a === void 0 ? void 0 : _a.optimizeNames(names, constants);
        (_b = this.finally) === null || _b === void 0 ? void 0 : _b.optimizeNames(names, constants);
        return this;
    }
    get names() {
        const names = super.names;
        if (this.catch)
            addNames(names, this.catch.names);
        if (this.finally)
            addNames(names, this.finally.names);
        return names;
    }
}
class Catch extends BlockNode {
    constructor(error) {
        super();
        this.error = error;
    }
    render(opts) {
        return `catch(${this.error})` + super.render(opts);
    }
}
Catch.kind = "catch";
class Finally extends BlockNode {
    render(opts) {
        return "finally" + super.render(opts);
    }
}
Finally.kind = "finally";
class CodeGen {
    constructor(extScope, opts = {}) {
        this._values = {};
        this._blockStarts = [];
        this._constants = {};
        this.opts = { ...opts, _n: opts.lines ? "\n" : "" };
        this._extScope = extScope;
        this._scope = new scope_1.Scope({ parent: extScope });
        this._nodes = [new Root()];
    }
    toString() {
        return this._root.render(this.opts);
    }
    // returns unique name in the internal scope
    name(prefix) {
        return this._scope.name(prefix);
    }
    // reserves unique name in the external scope
    scopeName(prefix) {
        return this._extScope.name(prefix);
    }
    // reserves unique name in the external scope and assigns value to it
    scopeValue(prefixOrName, value) {
        const name = this._extScope.value(prefixOrName, value);
        const vs = this._values[name.prefix] || (this._values[name.prefix] = new Set());
        vs.add(name);
        return name;
    }
    getScopeValue(prefix, keyOrRef) {
        return this._extScope.getValue(prefix, keyOrRef);
    }
    // return code that assigns values in the external scope to the names that are used internally
    // (same names that were returned by gen.scopeName or gen.scopeValue)
    scopeRefs(scopeName) {
        return this._extScope.scopeRefs(scopeName, this._values);
    }
    scopeCode() {
        return this._extScope.scopeCode(this._values);
    }
    _def(varKind, nameOrPrefix, rhs, constant) {
        const name = this._scope.toName(nameOrPrefix);
        if (rhs !== undefined && constant)
            this._constants[name.str] = rhs;
        this._leafNode(new Def(varKind, name, rhs));
        return name;
    }
    // `const` declaration (`var` in es5 mode)
    const(nameOrPrefix, rhs, _constant) {
        return this._def(scope_1.varKinds.const, nameOrPrefix, rhs, _constant);
    }
    // `let` declaration with optional assignment (`var` in es5 mode)
    let(nameOrPrefix, rhs, _constant) {
        return this._def(scope_1.varKinds.let, nameOrPrefix, rhs, _constant);
    }
    // `var` declaration with optional assignment
    var(nameOrPrefix, rhs, _constant) {
        return this._def(scope_1.varKinds.var, nameOrPrefix, rhs, _constant);
    }
    // assignment code
    assign(lhs, rhs, sideEffects) {
        return this._leafNode(new Assign(lhs, rhs, sideEffects));
    }
    // `+=` code
    add(lhs, rhs) {
        return this._leafNode(new AssignOp(lhs, exports.operators.ADD, rhs));
    }
    // appends passed SafeExpr to code or executes Block
    code(c) {
        if (typeof c == "function")
            c();
        else if (c !== code_1.nil)
            this._leafNode(new AnyCode(c));
        return this;
    }
    // returns code for object literal for the passed argument list of key-value pairs
    object(...keyValues) {
        const code = ["{"];
        for (const [key, value] of keyValues) {
            if (code.length > 1)
                code.push(",");
            code.push(key);
            if (key !== value || this.opts.es5) {
                code.push(":");
                (0, code_1.addCodeArg)(code, value);
            }
        }
        code.push("}");
        return new code_1._Code(code);
    }
    // `if` clause (or statement if `thenBody` and, optionally, `elseBody` are passed)
    if(condition, thenBody, elseBody) {
        this._blockNode(new If(condition));
        if (thenBody && elseBody) {
            this.code(thenBody).else().code(elseBody).endIf();
        }
        else if (thenBody) {
            this.code(thenBody).endIf();
        }
        else if (elseBody) {
            throw new Error('CodeGen: "else" body without "then" body');
        }
        return this;
    }
    // `else if` clause - invalid without `if` or after `else` clauses
    elseIf(condition) {
        return this._elseNode(new If(condition));
    }
    // `else` clause - only valid after `if` or `else if` clauses
    else() {
        return this._elseNode(new Else());
    }
    // end `if` statement (needed if gen.if was used only with condition)
    endIf() {
        return this._endBlockNode(If, Else);
    }
    _for(node, forBody) {
        this._blockNode(node);
        if (forBody)
            this.code(forBody).endFor();
        return this;
    }
    // a generic `for` clause (or statement if `forBody` is passed)
    for(iteration, forBody) {
        return this._for(new ForLoop(iteration), forBody);
    }
    // `for` statement for a range of values
    forRange(nameOrPrefix, from, to, forBody, varKind = this.opts.es5 ? scope_1.varKinds.var : scope_1.varKinds.let) {
        const name = this._scope.toName(nameOrPrefix);
        return this._for(new ForRange(varKind, name, from, to), () => forBody(name));
    }
    // `for-of` statement (in es5 mode replace with a normal for loop)
    forOf(nameOrPrefix, iterable, forBody, varKind = scope_1.varKinds.const) {
        const name = this._scope.toName(nameOrPrefix);
        if (this.opts.es5) {
            const arr = iterable instanceof code_1.Name ? iterable : this.var("_arr", iterable);
            return this.forRange("_i", 0, (0, code_1._) `${arr}.length`, (i) => {
                this.var(name, (0, code_1._) `${arr}[${i}]`);
                forBody(name);
            });
        }
        return this._for(new ForIter("of", varKind, name, iterable), () => forBody(name));
    }
    // `for-in` statement.
    // With option `ownProperties` replaced with a `for-of` loop for object keys
    forIn(nameOrPrefix, obj, forBody, varKind = this.opts.es5 ? scope_1.varKinds.var : scope_1.varKinds.const) {
        if (this.opts.ownProperties) {
            return this.forOf(nameOrPrefix, (0, code_1._) `Object.keys(${obj})`, forBody);
        }
        const name = this._scope.toName(nameOrPrefix);
        return this._for(new ForIter("in", varKind, name, obj), () => forBody(name));
    }
    // end `for` loop
    endFor() {
        return this._endBlockNode(For);
    }
    // `label` statement
    label(label) {
        return this._leafNode(new Label(label));
    }
    // `break` statement
    break(label) {
        return this._leafNode(new Break(label));
    }
    // `return` statement
    return(value) {
        const node = new Return();
        this._blockNode(node);
        this.code(value);
        if (node.nodes.length !== 1)
            throw new Error('CodeGen: "return" should have one node');
        return this._endBlockNode(Return);
    }
    // `try` statement
    try(tryBody, catchCode, finallyCode) {
        if (!catchCode && !finallyCode)
            throw new Error('CodeGen: "try" without "catch" and "finally"');
        const node = new Try();
        this._blockNode(node);
        this.code(tryBody);
        if (catchCode) {
            const error = this.name("e");
            this._currNode = node.catch = new Catch(error);
            catchCode(error);
        }
        if (finallyCode) {
            this._currNode = node.finally = new Finally();
            this.code(finallyCode);
        }
        return this._endBlockNode(Catch, Finally);
    }
    // `throw` statement
    throw(error) {
        return this._leafNode(new Throw(error));
    }
    // start self-balancing block
    block(body, nodeCount) {
        this._blockStarts.push(this._nodes.length);
        if (body)
            this.code(body).endBlock(nodeCount);
        return this;
    }
    // end the current self-balancing block
    endBlock(nodeCount) {
        const len = this._blockStarts.pop();
        if (len === undefined)
            throw new Error("CodeGen: not in self-balancing block");
        const toClose = this._nodes.length - len;
        if (toClose < 0 || (nodeCount !== undefined && toClose !== nodeCount)) {
            throw new Error(`CodeGen: wrong number of nodes: ${toClose} vs ${nodeCount} expected`);
        }
        this._nodes.length = len;
        return this;
    }
    // `function` heading (or definition if funcBody is passed)
    func(name, args = code_1.nil, async, funcBody) {
        this._blockNode(new Func(name, args, async));
        if (funcBody)
            this.code(funcBody).endFunc();
        return this;
    }
    // end function definition
    endFunc() {
        return this._endBlockNode(Func);
    }
    optimize(n = 1) {
        while (n-- > 0) {
            this._root.optimizeNodes();
            this._root.optimizeNames(this._root.names, this._constants);
        }
    }
    _leafNode(node) {
        this._currNode.nodes.push(node);
        return this;
    }
    _blockNode(node) {
        this._currNode.nodes.push(node);
        this._nodes.push(node);
    }
    _endBlockNode(N1, N2) {
        const n = this._currNode;
        if (n instanceof N1 || (N2 && n instanceof N2)) {
            this._nodes.pop();
            return this;
        }
        throw new Error(`CodeGen: not in block "${N2 ? `${N1.kind}/${N2.kind}` : N1.kind}"`);
    }
    _elseNode(node) {
        const n = this._currNode;
        if (!(n instanceof If)) {
            throw new Error('CodeGen: "else" without "if"');
        }
        this._currNode = n.else = node;
        return this;
    }
    get _root() {
        return this._nodes[0];
    }
    get _currNode() {
        const ns = this._nodes;
        return ns[ns.length - 1];
    }
    set _currNode(node) {
        const ns = this._nodes;
        ns[ns.length - 1] = node;
    }
}
exports.CodeGen = CodeGen;
function addNames(names, from) {
    for (const n in from)
        names[n] = (names[n] || 0) + (from[n] || 0);
    return names;
}
function addExprNames(names, from) {
    return from instanceof code_1._CodeOrName ? addNames(names, from.names) : names;
}
function optimizeExpr(expr, names, constants) {
    if (expr instanceof code_1.Name)
        return replaceName(expr);
    if (!canOptimize(expr))
        return expr;
    return new code_1._Code(expr._items.reduce((items, c) => {
        if (c instanceof code_1.Name)
            c = replaceName(c);
        if (c instanceof code_1._Code)
            items.push(...c._items);
        else
            items.push(c);
        return items;
    }, []));
    function replaceName(n) {
        const c = constants[n.str];
        if (c === undefined || names[n.str] !== 1)
            return n;
        delete names[n.str];
        return c;
    }
    function canOptimize(e) {
        return (e instanceof code_1._Code &&
            e._items.some((c) => c instanceof code_1.Name && names[c.str] === 1 && constants[c.str] !== undefined));
    }
}
function subtractNames(names, from) {
    for (const n in from)
        names[n] = (names[n] || 0) - (from[n] || 0);
}
function not(x) {
    return typeof x == "boolean" || typeof x == "number" || x === null ? !x : (0, code_1._) `!${par(x)}`;
}
exports.not = not;
const andCode = mappend(exports.operators.AND);
// boolean AND (&&) expression with the passed arguments
function and(...args) {
    return args.reduce(andCode);
}
exports.and = and;
const orCode = mappend(exports.operators.OR);
// boolean OR (||) expression with the passed arguments
function or(...args) {
    return args.reduce(orCode);
}
exports.or = or;
function mappend(op) {
    return (x, y) => (x === code_1.nil ? y : y === code_1.nil ? x : (0, code_1._) `${par(x)} ${op} ${par(y)}`);
}
function par(x) {
    return x instanceof code_1.Name ? x : (0, code_1._) `(${x})`;
}
//# sourceMappingURL=index.js.map

/***/ }),

/***/ 7788:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.ValueScope = exports.ValueScopeName = exports.Scope = exports.varKinds = exports.UsedValueState = void 0;
const code_1 = __nccwpck_require__(567);
class ValueError extends Error {
    constructor(name) {
        super(`CodeGen: "code" for ${name} not defined`);
        this.value = name.value;
    }
}
var UsedValueState;
(function (UsedValueState) {
    UsedValueState[UsedValueState["Started"] = 0] = "Started";
    UsedValueState[UsedValueState["Completed"] = 1] = "Completed";
})(UsedValueState || (exports.UsedValueState = UsedValueState = {}));
exports.varKinds = {
    const: new code_1.Name("const"),
    let: new code_1.Name("let"),
    var: new code_1.Name("var"),
};
class Scope {
    constructor({ prefixes, parent } = {}) {
        this._names = {};
        this._prefixes = prefixes;
        this._parent = parent;
    }
    toName(nameOrPrefix) {
        return nameOrPrefix instanceof code_1.Name ? nameOrPrefix : this.name(nameOrPrefix);
    }
    name(prefix) {
        return new code_1.Name(this._newName(prefix));
    }
    _newName(prefix) {
        const ng = this._names[prefix] || this._nameGroup(prefix);
        return `${prefix}${ng.index++}`;
    }
    _nameGroup(prefix) {
        var _a, _b;
        if (((_b = (_a = this._parent) === null || _a === void 0 ? void 0 : _a._prefixes) === null || _b === void 0 ? void 0 : _b.has(prefix)) || (this._prefixes && !this._prefixes.has(prefix))) {
            throw new Error(`CodeGen: prefix "${prefix}" is not allowed in this scope`);
        }
        return (this._names[prefix] = { prefix, index: 0 });
    }
}
exports.Scope = Scope;
class ValueScopeName extends code_1.Name {
    constructor(prefix, nameStr) {
        super(nameStr);
        this.prefix = prefix;
    }
    setValue(value, { property, itemIndex }) {
        this.value = value;
        this.scopePath = (0, code_1._) `.${new code_1.Name(property)}[${itemIndex}]`;
    }
}
exports.ValueScopeName = ValueScopeName;
const line = (0, code_1._) `\n`;
class ValueScope extends Scope {
    constructor(opts) {
        super(opts);
        this._values = {};
        this._scope = opts.scope;
        this.opts = { ...opts, _n: opts.lines ? line : code_1.nil };
    }
    get() {
        return this._scope;
    }
    name(prefix) {
        return new ValueScopeName(prefix, this._newName(prefix));
    }
    value(nameOrPrefix, value) {
        var _a;
        if (value.ref === undefined)
            throw new Error("CodeGen: ref must be passed in value");
        const name = this.toName(nameOrPrefix);
        const { prefix } = name;
        const valueKey = (_a = value.key) !== null && _a !== void 0 ? _a : value.ref;
        let vs = this._values[prefix];
        if (vs) {
            const _name = vs.get(valueKey);
            if (_name)
                return _name;
        }
        else {
            vs = this._values[prefix] = new Map();
        }
        vs.set(valueKey, name);
        const s = this._scope[prefix] || (this._scope[prefix] = []);
        const itemIndex = s.length;
        s[itemIndex] = value.ref;
        name.setValue(value, { property: prefix, itemIndex });
        return name;
    }
    getValue(prefix, keyOrRef) {
        const vs = this._values[prefix];
        if (!vs)
            return;
        return vs.get(keyOrRef);
    }
    scopeRefs(scopeName, values = this._values) {
        return this._reduceValues(values, (name) => {
            if (name.scopePath === undefined)
                throw new Error(`CodeGen: name "${name}" has no value`);
            return (0, code_1._) `${scopeName}${name.scopePath}`;
        });
    }
    scopeCode(values = this._values, usedValues, getCode) {
        return this._reduceValues(values, (name) => {
            if (name.value === undefined)
                throw new Error(`CodeGen: name "${name}" has no value`);
            return name.value.code;
        }, usedValues, getCode);
    }
    _reduceValues(values, valueCode, usedValues = {}, getCode) {
        let code = code_1.nil;
        for (const prefix in values) {
            const vs = values[prefix];
            if (!vs)
                continue;
            const nameSet = (usedValues[prefix] = usedValues[prefix] || new Map());
            vs.forEach((name) => {
                if (nameSet.has(name))
                    return;
                nameSet.set(name, UsedValueState.Started);
                let c = valueCode(name);
                if (c) {
                    const def = this.opts.es5 ? exports.varKinds.var : exports.varKinds.const;
                    code = (0, code_1._) `${code}${def} ${name} = ${c};${this.opts._n}`;
                }
                else if ((c = getCode === null || getCode === void 0 ? void 0 : getCode(name))) {
                    code = (0, code_1._) `${code}${c}${this.opts._n}`;
                }
                else {
                    throw new ValueError(name);
                }
                nameSet.set(name, UsedValueState.Completed);
            });
        }
        return code;
    }
}
exports.ValueScope = ValueScope;
//# sourceMappingURL=scope.js.map

/***/ }),

/***/ 1283:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.extendErrors = exports.resetErrorsCount = exports.reportExtraError = exports.reportError = exports.keyword$DataError = exports.keywordError = void 0;
const codegen_1 = __nccwpck_require__(1436);
const util_1 = __nccwpck_require__(4464);
const names_1 = __nccwpck_require__(630);
exports.keywordError = {
    message: ({ keyword }) => (0, codegen_1.str) `must pass "${keyword}" keyword validation`,
};
exports.keyword$DataError = {
    message: ({ keyword, schemaType }) => schemaType
        ? (0, codegen_1.str) `"${keyword}" keyword must be ${schemaType} ($data)`
        : (0, codegen_1.str) `"${keyword}" keyword is invalid ($data)`,
};
function reportError(cxt, error = exports.keywordError, errorPaths, overrideAllErrors) {
    const { it } = cxt;
    const { gen, compositeRule, allErrors } = it;
    const errObj = errorObjectCode(cxt, error, errorPaths);
    if (overrideAllErrors !== null && overrideAllErrors !== void 0 ? overrideAllErrors : (compositeRule || allErrors)) {
        addError(gen, errObj);
    }
    else {
        returnErrors(it, (0, codegen_1._) `[${errObj}]`);
    }
}
exports.reportError = reportError;
function reportExtraError(cxt, error = exports.keywordError, errorPaths) {
    const { it } = cxt;
    const { gen, compositeRule, allErrors } = it;
    const errObj = errorObjectCode(cxt, error, errorPaths);
    addError(gen, errObj);
    if (!(compositeRule || allErrors)) {
        returnErrors(it, names_1.default.vErrors);
    }
}
exports.reportExtraError = reportExtraError;
function resetErrorsCount(gen, errsCount) {
    gen.assign(names_1.default.errors, errsCount);
    gen.if((0, codegen_1._) `${names_1.default.vErrors} !== null`, () => gen.if(errsCount, () => gen.assign((0, codegen_1._) `${names_1.default.vErrors}.length`, errsCount), () => gen.assign(names_1.default.vErrors, null)));
}
exports.resetErrorsCount = resetErrorsCount;
function extendErrors({ gen, keyword, schemaValue, data, errsCount, it, }) {
    /* istanbul ignore if */
    if (errsCount === undefined)
        throw new Error("ajv implementation error");
    const err = gen.name("err");
    gen.forRange("i", errsCount, names_1.default.errors, (i) => {
        gen.const(err, (0, codegen_1._) `${names_1.default.vErrors}[${i}]`);
        gen.if((0, codegen_1._) `${err}.instancePath === undefined`, () => gen.assign((0, codegen_1._) `${err}.instancePath`, (0, codegen_1.strConcat)(names_1.default.instancePath, it.errorPath)));
        gen.assign((0, codegen_1._) `${err}.schemaPath`, (0, codegen_1.str) `${it.errSchemaPath}/${keyword}`);
        if (it.opts.verbose) {
            gen.assign((0, codegen_1._) `${err}.schema`, schemaValue);
            gen.assign((0, codegen_1._) `${err}.data`, data);
        }
    });
}
exports.extendErrors = extendErrors;
function addError(gen, errObj) {
    const err = gen.const("err", errObj);
    gen.if((0, codegen_1._) `${names_1.default.vErrors} === null`, () => gen.assign(names_1.default.vErrors, (0, codegen_1._) `[${err}]`), (0, codegen_1._) `${names_1.default.vErrors}.push(${err})`);
    gen.code((0, codegen_1._) `${names_1.default.errors}++`);
}
function returnErrors(it, errs) {
    const { gen, validateName, schemaEnv } = it;
    if (schemaEnv.$async) {
        gen.throw((0, codegen_1._) `new ${it.ValidationError}(${errs})`);
    }
    else {
        gen.assign((0, codegen_1._) `${validateName}.errors`, errs);
        gen.return(false);
    }
}
const E = {
    keyword: new codegen_1.Name("keyword"),
    schemaPath: new codegen_1.Name("schemaPath"), // also used in JTD errors
    params: new codegen_1.Name("params"),
    propertyName: new codegen_1.Name("propertyName"),
    message: new codegen_1.Name("message"),
    schema: new codegen_1.Name("schema"),
    parentSchema: new codegen_1.Name("parentSchema"),
};
function errorObjectCode(cxt, error, errorPaths) {
    const { createErrors } = cxt.it;
    if (createErrors === false)
        return (0, codegen_1._) `{}`;
    return errorObject(cxt, error, errorPaths);
}
function errorObject(cxt, error, errorPaths = {}) {
    const { gen, it } = cxt;
    const keyValues = [
        errorInstancePath(it, errorPaths),
        errorSchemaPath(cxt, errorPaths),
    ];
    extraErrorProps(cxt, error, keyValues);
    return gen.object(...keyValues);
}
function errorInstancePath({ errorPath }, { instancePath }) {
    const instPath = instancePath
        ? (0, codegen_1.str) `${errorPath}${(0, util_1.getErrorPath)(instancePath, util_1.Type.Str)}`
        : errorPath;
    return [names_1.default.instancePath, (0, codegen_1.strConcat)(names_1.default.instancePath, instPath)];
}
function errorSchemaPath({ keyword, it: { errSchemaPath } }, { schemaPath, parentSchema }) {
    let schPath = parentSchema ? errSchemaPath : (0, codegen_1.str) `${errSchemaPath}/${keyword}`;
    if (schemaPath) {
        schPath = (0, codegen_1.str) `${schPath}${(0, util_1.getErrorPath)(schemaPath, util_1.Type.Str)}`;
    }
    return [E.schemaPath, schPath];
}
function extraErrorProps(cxt, { params, message }, keyValues) {
    const { keyword, data, schemaValue, it } = cxt;
    const { opts, propertyName, topSchemaRef, schemaPath } = it;
    keyValues.push([E.keyword, keyword], [E.params, typeof params == "function" ? params(cxt) : params || (0, codegen_1._) `{}`]);
    if (opts.messages) {
        keyValues.push([E.message, typeof message == "function" ? message(cxt) : message]);
    }
    if (opts.verbose) {
        keyValues.push([E.schema, schemaValue], [E.parentSchema, (0, codegen_1._) `${topSchemaRef}${schemaPath}`], [names_1.default.data, data]);
    }
    if (propertyName)
        keyValues.push([E.propertyName, propertyName]);
}
//# sourceMappingURL=errors.js.map

/***/ }),

/***/ 2718:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.resolveSchema = exports.getCompilingSchema = exports.resolveRef = exports.compileSchema = exports.SchemaEnv = void 0;
const codegen_1 = __nccwpck_require__(1436);
const validation_error_1 = __nccwpck_require__(3021);
const names_1 = __nccwpck_require__(630);
const resolve_1 = __nccwpck_require__(4090);
const util_1 = __nccwpck_require__(4464);
const validate_1 = __nccwpck_require__(7881);
class SchemaEnv {
    constructor(env) {
        var _a;
        this.refs = {};
        this.dynamicAnchors = {};
        let schema;
        if (typeof env.schema == "object")
            schema = env.schema;
        this.schema = env.schema;
        this.schemaId = env.schemaId;
        this.root = env.root || this;
        this.baseId = (_a = env.baseId) !== null && _a !== void 0 ? _a : (0, resolve_1.normalizeId)(schema === null || schema === void 0 ? void 0 : schema[env.schemaId || "$id"]);
        this.schemaPath = env.schemaPath;
        this.localRefs = env.localRefs;
        this.meta = env.meta;
        this.$async = schema === null || schema === void 0 ? void 0 : schema.$async;
        this.refs = {};
    }
}
exports.SchemaEnv = SchemaEnv;
// let codeSize = 0
// let nodeCount = 0
// Compiles schema in SchemaEnv
function compileSchema(sch) {
    // TODO refactor - remove compilations
    const _sch = getCompilingSchema.call(this, sch);
    if (_sch)
        return _sch;
    const rootId = (0, resolve_1.getFullPath)(this.opts.uriResolver, sch.root.baseId); // TODO if getFullPath removed 1 tests fails
    const { es5, lines } = this.opts.code;
    const { ownProperties } = this.opts;
    const gen = new codegen_1.CodeGen(this.scope, { es5, lines, ownProperties });
    let _ValidationError;
    if (sch.$async) {
        _ValidationError = gen.scopeValue("Error", {
            ref: validation_error_1.default,
            code: (0, codegen_1._) `require("ajv/dist/runtime/validation_error").default`,
        });
    }
    const validateName = gen.scopeName("validate");
    sch.validateName = validateName;
    const schemaCxt = {
        gen,
        allErrors: this.opts.allErrors,
        data: names_1.default.data,
        parentData: names_1.default.parentData,
        parentDataProperty: names_1.default.parentDataProperty,
        dataNames: [names_1.default.data],
        dataPathArr: [codegen_1.nil], // TODO can its length be used as dataLevel if nil is removed?
        dataLevel: 0,
        dataTypes: [],
        definedProperties: new Set(),
        topSchemaRef: gen.scopeValue("schema", this.opts.code.source === true
            ? { ref: sch.schema, code: (0, codegen_1.stringify)(sch.schema) }
            : { ref: sch.schema }),
        validateName,
        ValidationError: _ValidationError,
        schema: sch.schema,
        schemaEnv: sch,
        rootId,
        baseId: sch.baseId || rootId,
        schemaPath: codegen_1.nil,
        errSchemaPath: sch.schemaPath || (this.opts.jtd ? "" : "#"),
        errorPath: (0, codegen_1._) `""`,
        opts: this.opts,
        self: this,
    };
    let sourceCode;
    try {
        this._compilations.add(sch);
        (0, validate_1.validateFunctionCode)(schemaCxt);
        gen.optimize(this.opts.code.optimize);
        // gen.optimize(1)
        const validateCode = gen.toString();
        sourceCode = `${gen.scopeRefs(names_1.default.scope)}return ${validateCode}`;
        // console.log((codeSize += sourceCode.length), (nodeCount += gen.nodeCount))
        if (this.opts.code.process)
            sourceCode = this.opts.code.process(sourceCode, sch);
        // console.log("\n\n\n *** \n", sourceCode)
        const makeValidate = new Function(`${names_1.default.self}`, `${names_1.default.scope}`, sourceCode);
        const validate = makeValidate(this, this.scope.get());
        this.scope.value(validateName, { ref: validate });
        validate.errors = null;
        validate.schema = sch.schema;
        validate.schemaEnv = sch;
        if (sch.$async)
            validate.$async = true;
        if (this.opts.code.source === true) {
            validate.source = { validateName, validateCode, scopeValues: gen._values };
        }
        if (this.opts.unevaluated) {
            const { props, items } = schemaCxt;
            validate.evaluated = {
                props: props instanceof codegen_1.Name ? undefined : props,
                items: items instanceof codegen_1.Name ? undefined : items,
                dynamicProps: props instanceof codegen_1.Name,
                dynamicItems: items instanceof codegen_1.Name,
            };
            if (validate.source)
                validate.source.evaluated = (0, codegen_1.stringify)(validate.evaluated);
        }
        sch.validate = validate;
        return sch;
    }
    catch (e) {
        delete sch.validate;
        delete sch.validateName;
        if (sourceCode)
            this.logger.error("Error compiling schema, function code:", sourceCode);
        // console.log("\n\n\n *** \n", sourceCode, this.opts)
        throw e;
    }
    finally {
        this._compilations.delete(sch);
    }
}
exports.compileSchema = compileSchema;
function resolveRef(root, baseId, ref) {
    var _a;
    ref = (0, resolve_1.resolveUrl)(this.opts.uriResolver, baseId, ref);
    const schOrFunc = root.refs[ref];
    if (schOrFunc)
        return schOrFunc;
    let _sch = resolve.call(this, root, ref);
    if (_sch === undefined) {
        const schema = (_a = root.localRefs) === null || _a === void 0 ? void 0 : _a[ref]; // TODO maybe localRefs should hold SchemaEnv
        const { schemaId } = this.opts;
        if (schema)
            _sch = new SchemaEnv({ schema, schemaId, root, baseId });
    }
    if (_sch === undefined)
        return;
    return (root.refs[ref] = inlineOrCompile.call(this, _sch));
}
exports.resolveRef = resolveRef;
function inlineOrCompile(sch) {
    if ((0, resolve_1.inlineRef)(sch.schema, this.opts.inlineRefs))
        return sch.schema;
    return sch.validate ? sch : compileSchema.call(this, sch);
}
// Index of schema compilation in the currently compiled list
function getCompilingSchema(schEnv) {
    for (const sch of this._compilations) {
        if (sameSchemaEnv(sch, schEnv))
            return sch;
    }
}
exports.getCompilingSchema = getCompilingSchema;
function sameSchemaEnv(s1, s2) {
    return s1.schema === s2.schema && s1.root === s2.root && s1.baseId === s2.baseId;
}
// resolve and compile the references ($ref)
// TODO returns AnySchemaObject (if the schema can be inlined) or validation function
function resolve(root, // information about the root schema for the current schema
ref // reference to resolve
) {
    let sch;
    while (typeof (sch = this.refs[ref]) == "string")
        ref = sch;
    return sch || this.schemas[ref] || resolveSchema.call(this, root, ref);
}
// Resolve schema, its root and baseId
function resolveSchema(root, // root object with properties schema, refs TODO below SchemaEnv is assigned to it
ref // reference to resolve
) {
    const p = this.opts.uriResolver.parse(ref);
    const refPath = (0, resolve_1._getFullPath)(this.opts.uriResolver, p);
    let baseId = (0, resolve_1.getFullPath)(this.opts.uriResolver, root.baseId, undefined);
    // TODO `Object.keys(root.schema).length > 0` should not be needed - but removing breaks 2 tests
    if (Object.keys(root.schema).length > 0 && refPath === baseId) {
        return getJsonPointer.call(this, p, root);
    }
    const id = (0, resolve_1.normalizeId)(refPath);
    const schOrRef = this.refs[id] || this.schemas[id];
    if (typeof schOrRef == "string") {
        const sch = resolveSchema.call(this, root, schOrRef);
        if (typeof (sch === null || sch === void 0 ? void 0 : sch.schema) !== "object")
            return;
        return getJsonPointer.call(this, p, sch);
    }
    if (typeof (schOrRef === null || schOrRef === void 0 ? void 0 : schOrRef.schema) !== "object")
        return;
    if (!schOrRef.validate)
        compileSchema.call(this, schOrRef);
    if (id === (0, resolve_1.normalizeId)(ref)) {
        const { schema } = schOrRef;
        const { schemaId } = this.opts;
        const schId = schema[schemaId];
        if (schId)
            baseId = (0, resolve_1.resolveUrl)(this.opts.uriResolver, baseId, schId);
        return new SchemaEnv({ schema, schemaId, root, baseId });
    }
    return getJsonPointer.call(this, p, schOrRef);
}
exports.resolveSchema = resolveSchema;
const PREVENT_SCOPE_CHANGE = new Set([
    "properties",
    "patternProperties",
    "enum",
    "dependencies",
    "definitions",
]);
function getJsonPointer(parsedRef, { baseId, schema, root }) {
    var _a;
    if (((_a = parsedRef.fragment) === null || _a === void 0 ? void 0 : _a[0]) !== "/")
        return;
    for (const part of parsedRef.fragment.slice(1).split("/")) {
        if (typeof schema === "boolean")
            return;
        const partSchema = schema[(0, util_1.unescapeFragment)(part)];
        if (partSchema === undefined)
            return;
        schema = partSchema;
        // TODO PREVENT_SCOPE_CHANGE could be defined in keyword def?
        const schId = typeof schema === "object" && schema[this.opts.schemaId];
        if (!PREVENT_SCOPE_CHANGE.has(part) && schId) {
            baseId = (0, resolve_1.resolveUrl)(this.opts.uriResolver, baseId, schId);
        }
    }
    let env;
    if (typeof schema != "boolean" && schema.$ref && !(0, util_1.schemaHasRulesButRef)(schema, this.RULES)) {
        const $ref = (0, resolve_1.resolveUrl)(this.opts.uriResolver, baseId, schema.$ref);
        env = resolveSchema.call(this, root, $ref);
    }
    // even though resolution failed we need to return SchemaEnv to throw exception
    // so that compileAsync loads missing schema.
    const { schemaId } = this.opts;
    env = env || new SchemaEnv({ schema, schemaId, root, baseId });
    if (env.schema !== env.root.schema)
        return env;
    return undefined;
}
//# sourceMappingURL=index.js.map

/***/ }),

/***/ 630:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const codegen_1 = __nccwpck_require__(1436);
const names = {
    // validation function arguments
    data: new codegen_1.Name("data"), // data passed to validation function
    // args passed from referencing schema
    valCxt: new codegen_1.Name("valCxt"), // validation/data context - should not be used directly, it is destructured to the names below
    instancePath: new codegen_1.Name("instancePath"),
    parentData: new codegen_1.Name("parentData"),
    parentDataProperty: new codegen_1.Name("parentDataProperty"),
    rootData: new codegen_1.Name("rootData"), // root data - same as the data passed to the first/top validation function
    dynamicAnchors: new codegen_1.Name("dynamicAnchors"), // used to support recursiveRef and dynamicRef
    // function scoped variables
    vErrors: new codegen_1.Name("vErrors"), // null or array of validation errors
    errors: new codegen_1.Name("errors"), // counter of validation errors
    this: new codegen_1.Name("this"),
    // "globals"
    self: new codegen_1.Name("self"),
    scope: new codegen_1.Name("scope"),
    // JTD serialize/parse name for JSON string and position
    json: new codegen_1.Name("json"),
    jsonPos: new codegen_1.Name("jsonPos"),
    jsonLen: new codegen_1.Name("jsonLen"),
    jsonPart: new codegen_1.Name("jsonPart"),
};
exports["default"] = names;
//# sourceMappingURL=names.js.map

/***/ }),

/***/ 3162:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const resolve_1 = __nccwpck_require__(4090);
class MissingRefError extends Error {
    constructor(resolver, baseId, ref, msg) {
        super(msg || `can't resolve reference ${ref} from id ${baseId}`);
        this.missingRef = (0, resolve_1.resolveUrl)(resolver, baseId, ref);
        this.missingSchema = (0, resolve_1.normalizeId)((0, resolve_1.getFullPath)(resolver, this.missingRef));
    }
}
exports["default"] = MissingRefError;
//# sourceMappingURL=ref_error.js.map

/***/ }),

/***/ 4090:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.getSchemaRefs = exports.resolveUrl = exports.normalizeId = exports._getFullPath = exports.getFullPath = exports.inlineRef = void 0;
const util_1 = __nccwpck_require__(4464);
const equal = __nccwpck_require__(3430);
const traverse = __nccwpck_require__(1167);
// TODO refactor to use keyword definitions
const SIMPLE_INLINED = new Set([
    "type",
    "format",
    "pattern",
    "maxLength",
    "minLength",
    "maxProperties",
    "minProperties",
    "maxItems",
    "minItems",
    "maximum",
    "minimum",
    "uniqueItems",
    "multipleOf",
    "required",
    "enum",
    "const",
]);
function inlineRef(schema, limit = true) {
    if (typeof schema == "boolean")
        return true;
    if (limit === true)
        return !hasRef(schema);
    if (!limit)
        return false;
    return countKeys(schema) <= limit;
}
exports.inlineRef = inlineRef;
const REF_KEYWORDS = new Set([
    "$ref",
    "$recursiveRef",
    "$recursiveAnchor",
    "$dynamicRef",
    "$dynamicAnchor",
]);
function hasRef(schema) {
    for (const key in schema) {
        if (REF_KEYWORDS.has(key))
            return true;
        const sch = schema[key];
        if (Array.isArray(sch) && sch.some(hasRef))
            return true;
        if (typeof sch == "object" && hasRef(sch))
            return true;
    }
    return false;
}
function countKeys(schema) {
    let count = 0;
    for (const key in schema) {
        if (key === "$ref")
            return Infinity;
        count++;
        if (SIMPLE_INLINED.has(key))
            continue;
        if (typeof schema[key] == "object") {
            (0, util_1.eachItem)(schema[key], (sch) => (count += countKeys(sch)));
        }
        if (count === Infinity)
            return Infinity;
    }
    return count;
}
function getFullPath(resolver, id = "", normalize) {
    if (normalize !== false)
        id = normalizeId(id);
    const p = resolver.parse(id);
    return _getFullPath(resolver, p);
}
exports.getFullPath = getFullPath;
function _getFullPath(resolver, p) {
    const serialized = resolver.serialize(p);
    return serialized.split("#")[0] + "#";
}
exports._getFullPath = _getFullPath;
const TRAILING_SLASH_HASH = /#\/?$/;
function normalizeId(id) {
    return id ? id.replace(TRAILING_SLASH_HASH, "") : "";
}
exports.normalizeId = normalizeId;
function resolveUrl(resolver, baseId, id) {
    id = normalizeId(id);
    return resolver.resolve(baseId, id);
}
exports.resolveUrl = resolveUrl;
const ANCHOR = /^[a-z_][-a-z0-9._]*$/i;
function getSchemaRefs(schema, baseId) {
    if (typeof schema == "boolean")
        return {};
    const { schemaId, uriResolver } = this.opts;
    const schId = normalizeId(schema[schemaId] || baseId);
    const baseIds = { "": schId };
    const pathPrefix = getFullPath(uriResolver, schId, false);
    const localRefs = {};
    const schemaRefs = new Set();
    traverse(schema, { allKeys: true }, (sch, jsonPtr, _, parentJsonPtr) => {
        if (parentJsonPtr === undefined)
            return;
        const fullPath = pathPrefix + jsonPtr;
        let innerBaseId = baseIds[parentJsonPtr];
        if (typeof sch[schemaId] == "string")
            innerBaseId = addRef.call(this, sch[schemaId]);
        addAnchor.call(this, sch.$anchor);
        addAnchor.call(this, sch.$dynamicAnchor);
        baseIds[jsonPtr] = innerBaseId;
        function addRef(ref) {
            // eslint-disable-next-line @typescript-eslint/unbound-method
            const _resolve = this.opts.uriResolver.resolve;
            ref = normalizeId(innerBaseId ? _resolve(innerBaseId, ref) : ref);
            if (schemaRefs.has(ref))
                throw ambiguos(ref);
            schemaRefs.add(ref);
            let schOrRef = this.refs[ref];
            if (typeof schOrRef == "string")
                schOrRef = this.refs[schOrRef];
            if (typeof schOrRef == "object") {
                checkAmbiguosRef(sch, schOrRef.schema, ref);
            }
            else if (ref !== normalizeId(fullPath)) {
                if (ref[0] === "#") {
                    checkAmbiguosRef(sch, localRefs[ref], ref);
                    localRefs[ref] = sch;
                }
                else {
                    this.refs[ref] = fullPath;
                }
            }
            return ref;
        }
        function addAnchor(anchor) {
            if (typeof anchor == "string") {
                if (!ANCHOR.test(anchor))
                    throw new Error(`invalid anchor "${anchor}"`);
                addRef.call(this, `#${anchor}`);
            }
        }
    });
    return localRefs;
    function checkAmbiguosRef(sch1, sch2, ref) {
        if (sch2 !== undefined && !equal(sch1, sch2))
            throw ambiguos(ref);
    }
    function ambiguos(ref) {
        return new Error(`reference "${ref}" resolves to more than one schema`);
    }
}
exports.getSchemaRefs = getSchemaRefs;
//# sourceMappingURL=resolve.js.map

/***/ }),

/***/ 7353:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.getRules = exports.isJSONType = void 0;
const _jsonTypes = ["string", "number", "integer", "boolean", "null", "object", "array"];
const jsonTypes = new Set(_jsonTypes);
function isJSONType(x) {
    return typeof x == "string" && jsonTypes.has(x);
}
exports.isJSONType = isJSONType;
function getRules() {
    const groups = {
        number: { type: "number", rules: [] },
        string: { type: "string", rules: [] },
        array: { type: "array", rules: [] },
        object: { type: "object", rules: [] },
    };
    return {
        types: { ...groups, integer: true, boolean: true, null: true },
        rules: [{ rules: [] }, groups.number, groups.string, groups.array, groups.object],
        post: { rules: [] },
        all: {},
        keywords: {},
    };
}
exports.getRules = getRules;
//# sourceMappingURL=rules.js.map

/***/ }),

/***/ 4464:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.checkStrictMode = exports.getErrorPath = exports.Type = exports.useFunc = exports.setEvaluated = exports.evaluatedPropsToName = exports.mergeEvaluated = exports.eachItem = exports.unescapeJsonPointer = exports.escapeJsonPointer = exports.escapeFragment = exports.unescapeFragment = exports.schemaRefOrVal = exports.schemaHasRulesButRef = exports.schemaHasRules = exports.checkUnknownRules = exports.alwaysValidSchema = exports.toHash = void 0;
const codegen_1 = __nccwpck_require__(1436);
const code_1 = __nccwpck_require__(567);
// TODO refactor to use Set
function toHash(arr) {
    const hash = {};
    for (const item of arr)
        hash[item] = true;
    return hash;
}
exports.toHash = toHash;
function alwaysValidSchema(it, schema) {
    if (typeof schema == "boolean")
        return schema;
    if (Object.keys(schema).length === 0)
        return true;
    checkUnknownRules(it, schema);
    return !schemaHasRules(schema, it.self.RULES.all);
}
exports.alwaysValidSchema = alwaysValidSchema;
function checkUnknownRules(it, schema = it.schema) {
    const { opts, self } = it;
    if (!opts.strictSchema)
        return;
    if (typeof schema === "boolean")
        return;
    const rules = self.RULES.keywords;
    for (const key in schema) {
        if (!rules[key])
            checkStrictMode(it, `unknown keyword: "${key}"`);
    }
}
exports.checkUnknownRules = checkUnknownRules;
function schemaHasRules(schema, rules) {
    if (typeof schema == "boolean")
        return !schema;
    for (const key in schema)
        if (rules[key])
            return true;
    return false;
}
exports.schemaHasRules = schemaHasRules;
function schemaHasRulesButRef(schema, RULES) {
    if (typeof schema == "boolean")
        return !schema;
    for (const key in schema)
        if (key !== "$ref" && RULES.all[key])
            return true;
    return false;
}
exports.schemaHasRulesButRef = schemaHasRulesButRef;
function schemaRefOrVal({ topSchemaRef, schemaPath }, schema, keyword, $data) {
    if (!$data) {
        if (typeof schema == "number" || typeof schema == "boolean")
            return schema;
        if (typeof schema == "string")
            return (0, codegen_1._) `${schema}`;
    }
    return (0, codegen_1._) `${topSchemaRef}${schemaPath}${(0, codegen_1.getProperty)(keyword)}`;
}
exports.schemaRefOrVal = schemaRefOrVal;
function unescapeFragment(str) {
    return unescapeJsonPointer(decodeURIComponent(str));
}
exports.unescapeFragment = unescapeFragment;
function escapeFragment(str) {
    return encodeURIComponent(escapeJsonPointer(str));
}
exports.escapeFragment = escapeFragment;
function escapeJsonPointer(str) {
    if (typeof str == "number")
        return `${str}`;
    return str.replace(/~/g, "~0").replace(/\//g, "~1");
}
exports.escapeJsonPointer = escapeJsonPointer;
function unescapeJsonPointer(str) {
    return str.replace(/~1/g, "/").replace(/~0/g, "~");
}
exports.unescapeJsonPointer = unescapeJsonPointer;
function eachItem(xs, f) {
    if (Array.isArray(xs)) {
        for (const x of xs)
            f(x);
    }
    else {
        f(xs);
    }
}
exports.eachItem = eachItem;
function makeMergeEvaluated({ mergeNames, mergeToName, mergeValues, resultToName, }) {
    return (gen, from, to, toName) => {
        const res = to === undefined
            ? from
            : to instanceof codegen_1.Name
                ? (from instanceof codegen_1.Name ? mergeNames(gen, from, to) : mergeToName(gen, from, to), to)
                : from instanceof codegen_1.Name
                    ? (mergeToName(gen, to, from), from)
                    : mergeValues(from, to);
        return toName === codegen_1.Name && !(res instanceof codegen_1.Name) ? resultToName(gen, res) : res;
    };
}
exports.mergeEvaluated = {
    props: makeMergeEvaluated({
        mergeNames: (gen, from, to) => gen.if((0, codegen_1._) `${to} !== true && ${from} !== undefined`, () => {
            gen.if((0, codegen_1._) `${from} === true`, () => gen.assign(to, true), () => gen.assign(to, (0, codegen_1._) `${to} || {}`).code((0, codegen_1._) `Object.assign(${to}, ${from})`));
        }),
        mergeToName: (gen, from, to) => gen.if((0, codegen_1._) `${to} !== true`, () => {
            if (from === true) {
                gen.assign(to, true);
            }
            else {
                gen.assign(to, (0, codegen_1._) `${to} || {}`);
                setEvaluated(gen, to, from);
            }
        }),
        mergeValues: (from, to) => (from === true ? true : { ...from, ...to }),
        resultToName: evaluatedPropsToName,
    }),
    items: makeMergeEvaluated({
        mergeNames: (gen, from, to) => gen.if((0, codegen_1._) `${to} !== true && ${from} !== undefined`, () => gen.assign(to, (0, codegen_1._) `${from} === true ? true : ${to} > ${from} ? ${to} : ${from}`)),
        mergeToName: (gen, from, to) => gen.if((0, codegen_1._) `${to} !== true`, () => gen.assign(to, from === true ? true : (0, codegen_1._) `${to} > ${from} ? ${to} : ${from}`)),
        mergeValues: (from, to) => (from === true ? true : Math.max(from, to)),
        resultToName: (gen, items) => gen.var("items", items),
    }),
};
function evaluatedPropsToName(gen, ps) {
    if (ps === true)
        return gen.var("props", true);
    const props = gen.var("props", (0, codegen_1._) `{}`);
    if (ps !== undefined)
        setEvaluated(gen, props, ps);
    return props;
}
exports.evaluatedPropsToName = evaluatedPropsToName;
function setEvaluated(gen, props, ps) {
    Object.keys(ps).forEach((p) => gen.assign((0, codegen_1._) `${props}${(0, codegen_1.getProperty)(p)}`, true));
}
exports.setEvaluated = setEvaluated;
const snippets = {};
function useFunc(gen, f) {
    return gen.scopeValue("func", {
        ref: f,
        code: snippets[f.code] || (snippets[f.code] = new code_1._Code(f.code)),
    });
}
exports.useFunc = useFunc;
var Type;
(function (Type) {
    Type[Type["Num"] = 0] = "Num";
    Type[Type["Str"] = 1] = "Str";
})(Type || (exports.Type = Type = {}));
function getErrorPath(dataProp, dataPropType, jsPropertySyntax) {
    // let path
    if (dataProp instanceof codegen_1.Name) {
        const isNumber = dataPropType === Type.Num;
        return jsPropertySyntax
            ? isNumber
                ? (0, codegen_1._) `"[" + ${dataProp} + "]"`
                : (0, codegen_1._) `"['" + ${dataProp} + "']"`
            : isNumber
                ? (0, codegen_1._) `"/" + ${dataProp}`
                : (0, codegen_1._) `"/" + ${dataProp}.replace(/~/g, "~0").replace(/\\//g, "~1")`; // TODO maybe use global escapePointer
    }
    return jsPropertySyntax ? (0, codegen_1.getProperty)(dataProp).toString() : "/" + escapeJsonPointer(dataProp);
}
exports.getErrorPath = getErrorPath;
function checkStrictMode(it, msg, mode = it.opts.strictSchema) {
    if (!mode)
        return;
    msg = `strict mode: ${msg}`;
    if (mode === true)
        throw new Error(msg);
    it.self.logger.warn(msg);
}
exports.checkStrictMode = checkStrictMode;
//# sourceMappingURL=util.js.map

/***/ }),

/***/ 7692:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.shouldUseRule = exports.shouldUseGroup = exports.schemaHasRulesForType = void 0;
function schemaHasRulesForType({ schema, self }, type) {
    const group = self.RULES.types[type];
    return group && group !== true && shouldUseGroup(schema, group);
}
exports.schemaHasRulesForType = schemaHasRulesForType;
function shouldUseGroup(schema, group) {
    return group.rules.some((rule) => shouldUseRule(schema, rule));
}
exports.shouldUseGroup = shouldUseGroup;
function shouldUseRule(schema, rule) {
    var _a;
    return (schema[rule.keyword] !== undefined ||
        ((_a = rule.definition.implements) === null || _a === void 0 ? void 0 : _a.some((kwd) => schema[kwd] !== undefined)));
}
exports.shouldUseRule = shouldUseRule;
//# sourceMappingURL=applicability.js.map

/***/ }),

/***/ 5346:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.boolOrEmptySchema = exports.topBoolOrEmptySchema = void 0;
const errors_1 = __nccwpck_require__(1283);
const codegen_1 = __nccwpck_require__(1436);
const names_1 = __nccwpck_require__(630);
const boolError = {
    message: "boolean schema is false",
};
function topBoolOrEmptySchema(it) {
    const { gen, schema, validateName } = it;
    if (schema === false) {
        falseSchemaError(it, false);
    }
    else if (typeof schema == "object" && schema.$async === true) {
        gen.return(names_1.default.data);
    }
    else {
        gen.assign((0, codegen_1._) `${validateName}.errors`, null);
        gen.return(true);
    }
}
exports.topBoolOrEmptySchema = topBoolOrEmptySchema;
function boolOrEmptySchema(it, valid) {
    const { gen, schema } = it;
    if (schema === false) {
        gen.var(valid, false); // TODO var
        falseSchemaError(it);
    }
    else {
        gen.var(valid, true); // TODO var
    }
}
exports.boolOrEmptySchema = boolOrEmptySchema;
function falseSchemaError(it, overrideAllErrors) {
    const { gen, data } = it;
    // TODO maybe some other interface should be used for non-keyword validation errors...
    const cxt = {
        gen,
        keyword: "false schema",
        data,
        schema: false,
        schemaCode: false,
        schemaValue: false,
        params: {},
        it,
    };
    (0, errors_1.reportError)(cxt, boolError, undefined, overrideAllErrors);
}
//# sourceMappingURL=boolSchema.js.map

/***/ }),

/***/ 6685:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.reportTypeError = exports.checkDataTypes = exports.checkDataType = exports.coerceAndCheckDataType = exports.getJSONTypes = exports.getSchemaTypes = exports.DataType = void 0;
const rules_1 = __nccwpck_require__(7353);
const applicability_1 = __nccwpck_require__(7692);
const errors_1 = __nccwpck_require__(1283);
const codegen_1 = __nccwpck_require__(1436);
const util_1 = __nccwpck_require__(4464);
var DataType;
(function (DataType) {
    DataType[DataType["Correct"] = 0] = "Correct";
    DataType[DataType["Wrong"] = 1] = "Wrong";
})(DataType || (exports.DataType = DataType = {}));
function getSchemaTypes(schema) {
    const types = getJSONTypes(schema.type);
    const hasNull = types.includes("null");
    if (hasNull) {
        if (schema.nullable === false)
            throw new Error("type: null contradicts nullable: false");
    }
    else {
        if (!types.length && schema.nullable !== undefined) {
            throw new Error('"nullable" cannot be used without "type"');
        }
        if (schema.nullable === true)
            types.push("null");
    }
    return types;
}
exports.getSchemaTypes = getSchemaTypes;
// eslint-disable-next-line @typescript-eslint/no-redundant-type-constituents
function getJSONTypes(ts) {
    const types = Array.isArray(ts) ? ts : ts ? [ts] : [];
    if (types.every(rules_1.isJSONType))
        return types;
    throw new Error("type must be JSONType or JSONType[]: " + types.join(","));
}
exports.getJSONTypes = getJSONTypes;
function coerceAndCheckDataType(it, types) {
    const { gen, data, opts } = it;
    const coerceTo = coerceToTypes(types, opts.coerceTypes);
    const checkTypes = types.length > 0 &&
        !(coerceTo.length === 0 && types.length === 1 && (0, applicability_1.schemaHasRulesForType)(it, types[0]));
    if (checkTypes) {
        const wrongType = checkDataTypes(types, data, opts.strictNumbers, DataType.Wrong);
        gen.if(wrongType, () => {
            if (coerceTo.length)
                coerceData(it, types, coerceTo);
            else
                reportTypeError(it);
        });
    }
    return checkTypes;
}
exports.coerceAndCheckDataType = coerceAndCheckDataType;
const COERCIBLE = new Set(["string", "number", "integer", "boolean", "null"]);
function coerceToTypes(types, coerceTypes) {
    return coerceTypes
        ? types.filter((t) => COERCIBLE.has(t) || (coerceTypes === "array" && t === "array"))
        : [];
}
function coerceData(it, types, coerceTo) {
    const { gen, data, opts } = it;
    const dataType = gen.let("dataType", (0, codegen_1._) `typeof ${data}`);
    const coerced = gen.let("coerced", (0, codegen_1._) `undefined`);
    if (opts.coerceTypes === "array") {
        gen.if((0, codegen_1._) `${dataType} == 'object' && Array.isArray(${data}) && ${data}.length == 1`, () => gen
            .assign(data, (0, codegen_1._) `${data}[0]`)
            .assign(dataType, (0, codegen_1._) `typeof ${data}`)
            .if(checkDataTypes(types, data, opts.strictNumbers), () => gen.assign(coerced, data)));
    }
    gen.if((0, codegen_1._) `${coerced} !== undefined`);
    for (const t of coerceTo) {
        if (COERCIBLE.has(t) || (t === "array" && opts.coerceTypes === "array")) {
            coerceSpecificType(t);
        }
    }
    gen.else();
    reportTypeError(it);
    gen.endIf();
    gen.if((0, codegen_1._) `${coerced} !== undefined`, () => {
        gen.assign(data, coerced);
        assignParentData(it, coerced);
    });
    function coerceSpecificType(t) {
        switch (t) {
            case "string":
                gen
                    .elseIf((0, codegen_1._) `${dataType} == "number" || ${dataType} == "boolean"`)
                    .assign(coerced, (0, codegen_1._) `"" + ${data}`)
                    .elseIf((0, codegen_1._) `${data} === null`)
                    .assign(coerced, (0, codegen_1._) `""`);
                return;
            case "number":
                gen
                    .elseIf((0, codegen_1._) `${dataType} == "boolean" || ${data} === null
              || (${dataType} == "string" && ${data} && ${data} == +${data})`)
                    .assign(coerced, (0, codegen_1._) `+${data}`);
                return;
            case "integer":
                gen
                    .elseIf((0, codegen_1._) `${dataType} === "boolean" || ${data} === null
              || (${dataType} === "string" && ${data} && ${data} == +${data} && !(${data} % 1))`)
                    .assign(coerced, (0, codegen_1._) `+${data}`);
                return;
            case "boolean":
                gen
                    .elseIf((0, codegen_1._) `${data} === "false" || ${data} === 0 || ${data} === null`)
                    .assign(coerced, false)
                    .elseIf((0, codegen_1._) `${data} === "true" || ${data} === 1`)
                    .assign(coerced, true);
                return;
            case "null":
                gen.elseIf((0, codegen_1._) `${data} === "" || ${data} === 0 || ${data} === false`);
                gen.assign(coerced, null);
                return;
            case "array":
                gen
                    .elseIf((0, codegen_1._) `${dataType} === "string" || ${dataType} === "number"
              || ${dataType} === "boolean" || ${data} === null`)
                    .assign(coerced, (0, codegen_1._) `[${data}]`);
        }
    }
}
function assignParentData({ gen, parentData, parentDataProperty }, expr) {
    // TODO use gen.property
    gen.if((0, codegen_1._) `${parentData} !== undefined`, () => gen.assign((0, codegen_1._) `${parentData}[${parentDataProperty}]`, expr));
}
function checkDataType(dataType, data, strictNums, correct = DataType.Correct) {
    const EQ = correct === DataType.Correct ? codegen_1.operators.EQ : codegen_1.operators.NEQ;
    let cond;
    switch (dataType) {
        case "null":
            return (0, codegen_1._) `${data} ${EQ} null`;
        case "array":
            cond = (0, codegen_1._) `Array.isArray(${data})`;
            break;
        case "object":
            cond = (0, codegen_1._) `${data} && typeof ${data} == "object" && !Array.isArray(${data})`;
            break;
        case "integer":
            cond = numCond((0, codegen_1._) `!(${data} % 1) && !isNaN(${data})`);
            break;
        case "number":
            cond = numCond();
            break;
        default:
            return (0, codegen_1._) `typeof ${data} ${EQ} ${dataType}`;
    }
    return correct === DataType.Correct ? cond : (0, codegen_1.not)(cond);
    function numCond(_cond = codegen_1.nil) {
        return (0, codegen_1.and)((0, codegen_1._) `typeof ${data} == "number"`, _cond, strictNums ? (0, codegen_1._) `isFinite(${data})` : codegen_1.nil);
    }
}
exports.checkDataType = checkDataType;
function checkDataTypes(dataTypes, data, strictNums, correct) {
    if (dataTypes.length === 1) {
        return checkDataType(dataTypes[0], data, strictNums, correct);
    }
    let cond;
    const types = (0, util_1.toHash)(dataTypes);
    if (types.array && types.object) {
        const notObj = (0, codegen_1._) `typeof ${data} != "object"`;
        cond = types.null ? notObj : (0, codegen_1._) `!${data} || ${notObj}`;
        delete types.null;
        delete types.array;
        delete types.object;
    }
    else {
        cond = codegen_1.nil;
    }
    if (types.number)
        delete types.integer;
    for (const t in types)
        cond = (0, codegen_1.and)(cond, checkDataType(t, data, strictNums, correct));
    return cond;
}
exports.checkDataTypes = checkDataTypes;
const typeError = {
    message: ({ schema }) => `must be ${schema}`,
    params: ({ schema, schemaValue }) => typeof schema == "string" ? (0, codegen_1._) `{type: ${schema}}` : (0, codegen_1._) `{type: ${schemaValue}}`,
};
function reportTypeError(it) {
    const cxt = getTypeErrorContext(it);
    (0, errors_1.reportError)(cxt, typeError);
}
exports.reportTypeError = reportTypeError;
function getTypeErrorContext(it) {
    const { gen, data, schema } = it;
    const schemaCode = (0, util_1.schemaRefOrVal)(it, schema, "type");
    return {
        gen,
        keyword: "type",
        data,
        schema: schema.type,
        schemaCode,
        schemaValue: schemaCode,
        parentSchema: schema,
        params: {},
        it,
    };
}
//# sourceMappingURL=dataType.js.map

/***/ }),

/***/ 1699:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.assignDefaults = void 0;
const codegen_1 = __nccwpck_require__(1436);
const util_1 = __nccwpck_require__(4464);
function assignDefaults(it, ty) {
    const { properties, items } = it.schema;
    if (ty === "object" && properties) {
        for (const key in properties) {
            assignDefault(it, key, properties[key].default);
        }
    }
    else if (ty === "array" && Array.isArray(items)) {
        items.forEach((sch, i) => assignDefault(it, i, sch.default));
    }
}
exports.assignDefaults = assignDefaults;
function assignDefault(it, prop, defaultValue) {
    const { gen, compositeRule, data, opts } = it;
    if (defaultValue === undefined)
        return;
    const childData = (0, codegen_1._) `${data}${(0, codegen_1.getProperty)(prop)}`;
    if (compositeRule) {
        (0, util_1.checkStrictMode)(it, `default is ignored for: ${childData}`);
        return;
    }
    let condition = (0, codegen_1._) `${childData} === undefined`;
    if (opts.useDefaults === "empty") {
        condition = (0, codegen_1._) `${condition} || ${childData} === null || ${childData} === ""`;
    }
    // `${childData} === undefined` +
    // (opts.useDefaults === "empty" ? ` || ${childData} === null || ${childData} === ""` : "")
    gen.if(condition, (0, codegen_1._) `${childData} = ${(0, codegen_1.stringify)(defaultValue)}`);
}
//# sourceMappingURL=defaults.js.map

/***/ }),

/***/ 7881:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.getData = exports.KeywordCxt = exports.validateFunctionCode = void 0;
const boolSchema_1 = __nccwpck_require__(5346);
const dataType_1 = __nccwpck_require__(6685);
const applicability_1 = __nccwpck_require__(7692);
const dataType_2 = __nccwpck_require__(6685);
const defaults_1 = __nccwpck_require__(1699);
const keyword_1 = __nccwpck_require__(5202);
const subschema_1 = __nccwpck_require__(6200);
const codegen_1 = __nccwpck_require__(1436);
const names_1 = __nccwpck_require__(630);
const resolve_1 = __nccwpck_require__(4090);
const util_1 = __nccwpck_require__(4464);
const errors_1 = __nccwpck_require__(1283);
// schema compilation - generates validation function, subschemaCode (below) is used for subschemas
function validateFunctionCode(it) {
    if (isSchemaObj(it)) {
        checkKeywords(it);
        if (schemaCxtHasRules(it)) {
            topSchemaObjCode(it);
            return;
        }
    }
    validateFunction(it, () => (0, boolSchema_1.topBoolOrEmptySchema)(it));
}
exports.validateFunctionCode = validateFunctionCode;
function validateFunction({ gen, validateName, schema, schemaEnv, opts }, body) {
    if (opts.code.es5) {
        gen.func(validateName, (0, codegen_1._) `${names_1.default.data}, ${names_1.default.valCxt}`, schemaEnv.$async, () => {
            gen.code((0, codegen_1._) `"use strict"; ${funcSourceUrl(schema, opts)}`);
            destructureValCxtES5(gen, opts);
            gen.code(body);
        });
    }
    else {
        gen.func(validateName, (0, codegen_1._) `${names_1.default.data}, ${destructureValCxt(opts)}`, schemaEnv.$async, () => gen.code(funcSourceUrl(schema, opts)).code(body));
    }
}
function destructureValCxt(opts) {
    return (0, codegen_1._) `{${names_1.default.instancePath}="", ${names_1.default.parentData}, ${names_1.default.parentDataProperty}, ${names_1.default.rootData}=${names_1.default.data}${opts.dynamicRef ? (0, codegen_1._) `, ${names_1.default.dynamicAnchors}={}` : codegen_1.nil}}={}`;
}
function destructureValCxtES5(gen, opts) {
    gen.if(names_1.default.valCxt, () => {
        gen.var(names_1.default.instancePath, (0, codegen_1._) `${names_1.default.valCxt}.${names_1.default.instancePath}`);
        gen.var(names_1.default.parentData, (0, codegen_1._) `${names_1.default.valCxt}.${names_1.default.parentData}`);
        gen.var(names_1.default.parentDataProperty, (0, codegen_1._) `${names_1.default.valCxt}.${names_1.default.parentDataProperty}`);
        gen.var(names_1.default.rootData, (0, codegen_1._) `${names_1.default.valCxt}.${names_1.default.rootData}`);
        if (opts.dynamicRef)
            gen.var(names_1.default.dynamicAnchors, (0, codegen_1._) `${names_1.default.valCxt}.${names_1.default.dynamicAnchors}`);
    }, () => {
        gen.var(names_1.default.instancePath, (0, codegen_1._) `""`);
        gen.var(names_1.default.parentData, (0, codegen_1._) `undefined`);
        gen.var(names_1.default.parentDataProperty, (0, codegen_1._) `undefined`);
        gen.var(names_1.default.rootData, names_1.default.data);
        if (opts.dynamicRef)
            gen.var(names_1.default.dynamicAnchors, (0, codegen_1._) `{}`);
    });
}
function topSchemaObjCode(it) {
    const { schema, opts, gen } = it;
    validateFunction(it, () => {
        if (opts.$comment && schema.$comment)
            commentKeyword(it);
        checkNoDefault(it);
        gen.let(names_1.default.vErrors, null);
        gen.let(names_1.default.errors, 0);
        if (opts.unevaluated)
            resetEvaluated(it);
        typeAndKeywords(it);
        returnResults(it);
    });
    return;
}
function resetEvaluated(it) {
    // TODO maybe some hook to execute it in the end to check whether props/items are Name, as in assignEvaluated
    const { gen, validateName } = it;
    it.evaluated = gen.const("evaluated", (0, codegen_1._) `${validateName}.evaluated`);
    gen.if((0, codegen_1._) `${it.evaluated}.dynamicProps`, () => gen.assign((0, codegen_1._) `${it.evaluated}.props`, (0, codegen_1._) `undefined`));
    gen.if((0, codegen_1._) `${it.evaluated}.dynamicItems`, () => gen.assign((0, codegen_1._) `${it.evaluated}.items`, (0, codegen_1._) `undefined`));
}
function funcSourceUrl(schema, opts) {
    const schId = typeof schema == "object" && schema[opts.schemaId];
    return schId && (opts.code.source || opts.code.process) ? (0, codegen_1._) `/*# sourceURL=${schId} */` : codegen_1.nil;
}
// schema compilation - this function is used recursively to generate code for sub-schemas
function subschemaCode(it, valid) {
    if (isSchemaObj(it)) {
        checkKeywords(it);
        if (schemaCxtHasRules(it)) {
            subSchemaObjCode(it, valid);
            return;
        }
    }
    (0, boolSchema_1.boolOrEmptySchema)(it, valid);
}
function schemaCxtHasRules({ schema, self }) {
    if (typeof schema == "boolean")
        return !schema;
    for (const key in schema)
        if (self.RULES.all[key])
            return true;
    return false;
}
function isSchemaObj(it) {
    return typeof it.schema != "boolean";
}
function subSchemaObjCode(it, valid) {
    const { schema, gen, opts } = it;
    if (opts.$comment && schema.$comment)
        commentKeyword(it);
    updateContext(it);
    checkAsyncSchema(it);
    const errsCount = gen.const("_errs", names_1.default.errors);
    typeAndKeywords(it, errsCount);
    // TODO var
    gen.var(valid, (0, codegen_1._) `${errsCount} === ${names_1.default.errors}`);
}
function checkKeywords(it) {
    (0, util_1.checkUnknownRules)(it);
    checkRefsAndKeywords(it);
}
function typeAndKeywords(it, errsCount) {
    if (it.opts.jtd)
        return schemaKeywords(it, [], false, errsCount);
    const types = (0, dataType_1.getSchemaTypes)(it.schema);
    const checkedTypes = (0, dataType_1.coerceAndCheckDataType)(it, types);
    schemaKeywords(it, types, !checkedTypes, errsCount);
}
function checkRefsAndKeywords(it) {
    const { schema, errSchemaPath, opts, self } = it;
    if (schema.$ref && opts.ignoreKeywordsWithRef && (0, util_1.schemaHasRulesButRef)(schema, self.RULES)) {
        self.logger.warn(`$ref: keywords ignored in schema at path "${errSchemaPath}"`);
    }
}
function checkNoDefault(it) {
    const { schema, opts } = it;
    if (schema.default !== undefined && opts.useDefaults && opts.strictSchema) {
        (0, util_1.checkStrictMode)(it, "default is ignored in the schema root");
    }
}
function updateContext(it) {
    const schId = it.schema[it.opts.schemaId];
    if (schId)
        it.baseId = (0, resolve_1.resolveUrl)(it.opts.uriResolver, it.baseId, schId);
}
function checkAsyncSchema(it) {
    if (it.schema.$async && !it.schemaEnv.$async)
        throw new Error("async schema in sync schema");
}
function commentKeyword({ gen, schemaEnv, schema, errSchemaPath, opts }) {
    const msg = schema.$comment;
    if (opts.$comment === true) {
        gen.code((0, codegen_1._) `${names_1.default.self}.logger.log(${msg})`);
    }
    else if (typeof opts.$comment == "function") {
        const schemaPath = (0, codegen_1.str) `${errSchemaPath}/$comment`;
        const rootName = gen.scopeValue("root", { ref: schemaEnv.root });
        gen.code((0, codegen_1._) `${names_1.default.self}.opts.$comment(${msg}, ${schemaPath}, ${rootName}.schema)`);
    }
}
function returnResults(it) {
    const { gen, schemaEnv, validateName, ValidationError, opts } = it;
    if (schemaEnv.$async) {
        // TODO assign unevaluated
        gen.if((0, codegen_1._) `${names_1.default.errors} === 0`, () => gen.return(names_1.default.data), () => gen.throw((0, codegen_1._) `new ${ValidationError}(${names_1.default.vErrors})`));
    }
    else {
        gen.assign((0, codegen_1._) `${validateName}.errors`, names_1.default.vErrors);
        if (opts.unevaluated)
            assignEvaluated(it);
        gen.return((0, codegen_1._) `${names_1.default.errors} === 0`);
    }
}
function assignEvaluated({ gen, evaluated, props, items }) {
    if (props instanceof codegen_1.Name)
        gen.assign((0, codegen_1._) `${evaluated}.props`, props);
    if (items instanceof codegen_1.Name)
        gen.assign((0, codegen_1._) `${evaluated}.items`, items);
}
function schemaKeywords(it, types, typeErrors, errsCount) {
    const { gen, schema, data, allErrors, opts, self } = it;
    const { RULES } = self;
    if (schema.$ref && (opts.ignoreKeywordsWithRef || !(0, util_1.schemaHasRulesButRef)(schema, RULES))) {
        gen.block(() => keywordCode(it, "$ref", RULES.all.$ref.definition)); // TODO typecast
        return;
    }
    if (!opts.jtd)
        checkStrictTypes(it, types);
    gen.block(() => {
        for (const group of RULES.rules)
            groupKeywords(group);
        groupKeywords(RULES.post);
    });
    function groupKeywords(group) {
        if (!(0, applicability_1.shouldUseGroup)(schema, group))
            return;
        if (group.type) {
            gen.if((0, dataType_2.checkDataType)(group.type, data, opts.strictNumbers));
            iterateKeywords(it, group);
            if (types.length === 1 && types[0] === group.type && typeErrors) {
                gen.else();
                (0, dataType_2.reportTypeError)(it);
            }
            gen.endIf();
        }
        else {
            iterateKeywords(it, group);
        }
        // TODO make it "ok" call?
        if (!allErrors)
            gen.if((0, codegen_1._) `${names_1.default.errors} === ${errsCount || 0}`);
    }
}
function iterateKeywords(it, group) {
    const { gen, schema, opts: { useDefaults }, } = it;
    if (useDefaults)
        (0, defaults_1.assignDefaults)(it, group.type);
    gen.block(() => {
        for (const rule of group.rules) {
            if ((0, applicability_1.shouldUseRule)(schema, rule)) {
                keywordCode(it, rule.keyword, rule.definition, group.type);
            }
        }
    });
}
function checkStrictTypes(it, types) {
    if (it.schemaEnv.meta || !it.opts.strictTypes)
        return;
    checkContextTypes(it, types);
    if (!it.opts.allowUnionTypes)
        checkMultipleTypes(it, types);
    checkKeywordTypes(it, it.dataTypes);
}
function checkContextTypes(it, types) {
    if (!types.length)
        return;
    if (!it.dataTypes.length) {
        it.dataTypes = types;
        return;
    }
    types.forEach((t) => {
        if (!includesType(it.dataTypes, t)) {
            strictTypesError(it, `type "${t}" not allowed by context "${it.dataTypes.join(",")}"`);
        }
    });
    narrowSchemaTypes(it, types);
}
function checkMultipleTypes(it, ts) {
    if (ts.length > 1 && !(ts.length === 2 && ts.includes("null"))) {
        strictTypesError(it, "use allowUnionTypes to allow union type keyword");
    }
}
function checkKeywordTypes(it, ts) {
    const rules = it.self.RULES.all;
    for (const keyword in rules) {
        const rule = rules[keyword];
        if (typeof rule == "object" && (0, applicability_1.shouldUseRule)(it.schema, rule)) {
            const { type } = rule.definition;
            if (type.length && !type.some((t) => hasApplicableType(ts, t))) {
                strictTypesError(it, `missing type "${type.join(",")}" for keyword "${keyword}"`);
            }
        }
    }
}
function hasApplicableType(schTs, kwdT) {
    return schTs.includes(kwdT) || (kwdT === "number" && schTs.includes("integer"));
}
function includesType(ts, t) {
    return ts.includes(t) || (t === "integer" && ts.includes("number"));
}
function narrowSchemaTypes(it, withTypes) {
    const ts = [];
    for (const t of it.dataTypes) {
        if (includesType(withTypes, t))
            ts.push(t);
        else if (withTypes.includes("integer") && t === "number")
            ts.push("integer");
    }
    it.dataTypes = ts;
}
function strictTypesError(it, msg) {
    const schemaPath = it.schemaEnv.baseId + it.errSchemaPath;
    msg += ` at "${schemaPath}" (strictTypes)`;
    (0, util_1.checkStrictMode)(it, msg, it.opts.strictTypes);
}
class KeywordCxt {
    constructor(it, def, keyword) {
        (0, keyword_1.validateKeywordUsage)(it, def, keyword);
        this.gen = it.gen;
        this.allErrors = it.allErrors;
        this.keyword = keyword;
        this.data = it.data;
        this.schema = it.schema[keyword];
        this.$data = def.$data && it.opts.$data && this.schema && this.schema.$data;
        this.schemaValue = (0, util_1.schemaRefOrVal)(it, this.schema, keyword, this.$data);
        this.schemaType = def.schemaType;
        this.parentSchema = it.schema;
        this.params = {};
        this.it = it;
        this.def = def;
        if (this.$data) {
            this.schemaCode = it.gen.const("vSchema", getData(this.$data, it));
        }
        else {
            this.schemaCode = this.schemaValue;
            if (!(0, keyword_1.validSchemaType)(this.schema, def.schemaType, def.allowUndefined)) {
                throw new Error(`${keyword} value must be ${JSON.stringify(def.schemaType)}`);
            }
        }
        if ("code" in def ? def.trackErrors : def.errors !== false) {
            this.errsCount = it.gen.const("_errs", names_1.default.errors);
        }
    }
    result(condition, successAction, failAction) {
        this.failResult((0, codegen_1.not)(condition), successAction, failAction);
    }
    failResult(condition, successAction, failAction) {
        this.gen.if(condition);
        if (failAction)
            failAction();
        else
            this.error();
        if (successAction) {
            this.gen.else();
            successAction();
            if (this.allErrors)
                this.gen.endIf();
        }
        else {
            if (this.allErrors)
                this.gen.endIf();
            else
                this.gen.else();
        }
    }
    pass(condition, failAction) {
        this.failResult((0, codegen_1.not)(condition), undefined, failAction);
    }
    fail(condition) {
        if (condition === undefined) {
            this.error();
            if (!this.allErrors)
                this.gen.if(false); // this branch will be removed by gen.optimize
            return;
        }
        this.gen.if(condition);
        this.error();
        if (this.allErrors)
            this.gen.endIf();
        else
            this.gen.else();
    }
    fail$data(condition) {
        if (!this.$data)
            return this.fail(condition);
        const { schemaCode } = this;
        this.fail((0, codegen_1._) `${schemaCode} !== undefined && (${(0, codegen_1.or)(this.invalid$data(), condition)})`);
    }
    error(append, errorParams, errorPaths) {
        if (errorParams) {
            this.setParams(errorParams);
            this._error(append, errorPaths);
            this.setParams({});
            return;
        }
        this._error(append, errorPaths);
    }
    _error(append, errorPaths) {
        ;
        (append ? errors_1.reportExtraError : errors_1.reportError)(this, this.def.error, errorPaths);
    }
    $dataError() {
        (0, errors_1.reportError)(this, this.def.$dataError || errors_1.keyword$DataError);
    }
    reset() {
        if (this.errsCount === undefined)
            throw new Error('add "trackErrors" to keyword definition');
        (0, errors_1.resetErrorsCount)(this.gen, this.errsCount);
    }
    ok(cond) {
        if (!this.allErrors)
            this.gen.if(cond);
    }
    setParams(obj, assign) {
        if (assign)
            Object.assign(this.params, obj);
        else
            this.params = obj;
    }
    block$data(valid, codeBlock, $dataValid = codegen_1.nil) {
        this.gen.block(() => {
            this.check$data(valid, $dataValid);
            codeBlock();
        });
    }
    check$data(valid = codegen_1.nil, $dataValid = codegen_1.nil) {
        if (!this.$data)
            return;
        const { gen, schemaCode, schemaType, def } = this;
        gen.if((0, codegen_1.or)((0, codegen_1._) `${schemaCode} === undefined`, $dataValid));
        if (valid !== codegen_1.nil)
            gen.assign(valid, true);
        if (schemaType.length || def.validateSchema) {
            gen.elseIf(this.invalid$data());
            this.$dataError();
            if (valid !== codegen_1.nil)
                gen.assign(valid, false);
        }
        gen.else();
    }
    invalid$data() {
        const { gen, schemaCode, schemaType, def, it } = this;
        return (0, codegen_1.or)(wrong$DataType(), invalid$DataSchema());
        function wrong$DataType() {
            if (schemaType.length) {
                /* istanbul ignore if */
                if (!(schemaCode instanceof codegen_1.Name))
                    throw new Error("ajv implementation error");
                const st = Array.isArray(schemaType) ? schemaType : [schemaType];
                return (0, codegen_1._) `${(0, dataType_2.checkDataTypes)(st, schemaCode, it.opts.strictNumbers, dataType_2.DataType.Wrong)}`;
            }
            return codegen_1.nil;
        }
        function invalid$DataSchema() {
            if (def.validateSchema) {
                const validateSchemaRef = gen.scopeValue("validate$data", { ref: def.validateSchema }); // TODO value.code for standalone
                return (0, codegen_1._) `!${validateSchemaRef}(${schemaCode})`;
            }
            return codegen_1.nil;
        }
    }
    subschema(appl, valid) {
        const subschema = (0, subschema_1.getSubschema)(this.it, appl);
        (0, subschema_1.extendSubschemaData)(subschema, this.it, appl);
        (0, subschema_1.extendSubschemaMode)(subschema, appl);
        const nextContext = { ...this.it, ...subschema, items: undefined, props: undefined };
        subschemaCode(nextContext, valid);
        return nextContext;
    }
    mergeEvaluated(schemaCxt, toName) {
        const { it, gen } = this;
        if (!it.opts.unevaluated)
            return;
        if (it.props !== true && schemaCxt.props !== undefined) {
            it.props = util_1.mergeEvaluated.props(gen, schemaCxt.props, it.props, toName);
        }
        if (it.items !== true && schemaCxt.items !== undefined) {
            it.items = util_1.mergeEvaluated.items(gen, schemaCxt.items, it.items, toName);
        }
    }
    mergeValidEvaluated(schemaCxt, valid) {
        const { it, gen } = this;
        if (it.opts.unevaluated && (it.props !== true || it.items !== true)) {
            gen.if(valid, () => this.mergeEvaluated(schemaCxt, codegen_1.Name));
            return true;
        }
    }
}
exports.KeywordCxt = KeywordCxt;
function keywordCode(it, keyword, def, ruleType) {
    const cxt = new KeywordCxt(it, def, keyword);
    if ("code" in def) {
        def.code(cxt, ruleType);
    }
    else if (cxt.$data && def.validate) {
        (0, keyword_1.funcKeywordCode)(cxt, def);
    }
    else if ("macro" in def) {
        (0, keyword_1.macroKeywordCode)(cxt, def);
    }
    else if (def.compile || def.validate) {
        (0, keyword_1.funcKeywordCode)(cxt, def);
    }
}
const JSON_POINTER = /^\/(?:[^~]|~0|~1)*$/;
const RELATIVE_JSON_POINTER = /^([0-9]+)(#|\/(?:[^~]|~0|~1)*)?$/;
function getData($data, { dataLevel, dataNames, dataPathArr }) {
    let jsonPointer;
    let data;
    if ($data === "")
        return names_1.default.rootData;
    if ($data[0] === "/") {
        if (!JSON_POINTER.test($data))
            throw new Error(`Invalid JSON-pointer: ${$data}`);
        jsonPointer = $data;
        data = names_1.default.rootData;
    }
    else {
        const matches = RELATIVE_JSON_POINTER.exec($data);
        if (!matches)
            throw new Error(`Invalid JSON-pointer: ${$data}`);
        const up = +matches[1];
        jsonPointer = matches[2];
        if (jsonPointer === "#") {
            if (up >= dataLevel)
                throw new Error(errorMsg("property/index", up));
            return dataPathArr[dataLevel - up];
        }
        if (up > dataLevel)
            throw new Error(errorMsg("data", up));
        data = dataNames[dataLevel - up];
        if (!jsonPointer)
            return data;
    }
    let expr = data;
    const segments = jsonPointer.split("/");
    for (const segment of segments) {
        if (segment) {
            data = (0, codegen_1._) `${data}${(0, codegen_1.getProperty)((0, util_1.unescapeJsonPointer)(segment))}`;
            expr = (0, codegen_1._) `${expr} && ${data}`;
        }
    }
    return expr;
    function errorMsg(pointerType, up) {
        return `Cannot access ${pointerType} ${up} levels up, current level is ${dataLevel}`;
    }
}
exports.getData = getData;
//# sourceMappingURL=index.js.map

/***/ }),

/***/ 5202:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.validateKeywordUsage = exports.validSchemaType = exports.funcKeywordCode = exports.macroKeywordCode = void 0;
const codegen_1 = __nccwpck_require__(1436);
const names_1 = __nccwpck_require__(630);
const code_1 = __nccwpck_require__(8484);
const errors_1 = __nccwpck_require__(1283);
function macroKeywordCode(cxt, def) {
    const { gen, keyword, schema, parentSchema, it } = cxt;
    const macroSchema = def.macro.call(it.self, schema, parentSchema, it);
    const schemaRef = useKeyword(gen, keyword, macroSchema);
    if (it.opts.validateSchema !== false)
        it.self.validateSchema(macroSchema, true);
    const valid = gen.name("valid");
    cxt.subschema({
        schema: macroSchema,
        schemaPath: codegen_1.nil,
        errSchemaPath: `${it.errSchemaPath}/${keyword}`,
        topSchemaRef: schemaRef,
        compositeRule: true,
    }, valid);
    cxt.pass(valid, () => cxt.error(true));
}
exports.macroKeywordCode = macroKeywordCode;
function funcKeywordCode(cxt, def) {
    var _a;
    const { gen, keyword, schema, parentSchema, $data, it } = cxt;
    checkAsyncKeyword(it, def);
    const validate = !$data && def.compile ? def.compile.call(it.self, schema, parentSchema, it) : def.validate;
    const validateRef = useKeyword(gen, keyword, validate);
    const valid = gen.let("valid");
    cxt.block$data(valid, validateKeyword);
    cxt.ok((_a = def.valid) !== null && _a !== void 0 ? _a : valid);
    function validateKeyword() {
        if (def.errors === false) {
            assignValid();
            if (def.modifying)
                modifyData(cxt);
            reportErrs(() => cxt.error());
        }
        else {
            const ruleErrs = def.async ? validateAsync() : validateSync();
            if (def.modifying)
                modifyData(cxt);
            reportErrs(() => addErrs(cxt, ruleErrs));
        }
    }
    function validateAsync() {
        const ruleErrs = gen.let("ruleErrs", null);
        gen.try(() => assignValid((0, codegen_1._) `await `), (e) => gen.assign(valid, false).if((0, codegen_1._) `${e} instanceof ${it.ValidationError}`, () => gen.assign(ruleErrs, (0, codegen_1._) `${e}.errors`), () => gen.throw(e)));
        return ruleErrs;
    }
    function validateSync() {
        const validateErrs = (0, codegen_1._) `${validateRef}.errors`;
        gen.assign(validateErrs, null);
        assignValid(codegen_1.nil);
        return validateErrs;
    }
    function assignValid(_await = def.async ? (0, codegen_1._) `await ` : codegen_1.nil) {
        const passCxt = it.opts.passContext ? names_1.default.this : names_1.default.self;
        const passSchema = !(("compile" in def && !$data) || def.schema === false);
        gen.assign(valid, (0, codegen_1._) `${_await}${(0, code_1.callValidateCode)(cxt, validateRef, passCxt, passSchema)}`, def.modifying);
    }
    function reportErrs(errors) {
        var _a;
        gen.if((0, codegen_1.not)((_a = def.valid) !== null && _a !== void 0 ? _a : valid), errors);
    }
}
exports.funcKeywordCode = funcKeywordCode;
function modifyData(cxt) {
    const { gen, data, it } = cxt;
    gen.if(it.parentData, () => gen.assign(data, (0, codegen_1._) `${it.parentData}[${it.parentDataProperty}]`));
}
function addErrs(cxt, errs) {
    const { gen } = cxt;
    gen.if((0, codegen_1._) `Array.isArray(${errs})`, () => {
        gen
            .assign(names_1.default.vErrors, (0, codegen_1._) `${names_1.default.vErrors} === null ? ${errs} : ${names_1.default.vErrors}.concat(${errs})`)
            .assign(names_1.default.errors, (0, codegen_1._) `${names_1.default.vErrors}.length`);
        (0, errors_1.extendErrors)(cxt);
    }, () => cxt.error());
}
function checkAsyncKeyword({ schemaEnv }, def) {
    if (def.async && !schemaEnv.$async)
        throw new Error("async keyword in sync schema");
}
function useKeyword(gen, keyword, result) {
    if (result === undefined)
        throw new Error(`keyword "${keyword}" failed to compile`);
    return gen.scopeValue("keyword", typeof result == "function" ? { ref: result } : { ref: result, code: (0, codegen_1.stringify)(result) });
}
function validSchemaType(schema, schemaType, allowUndefined = false) {
    // TODO add tests
    return (!schemaType.length ||
        schemaType.some((st) => st === "array"
            ? Array.isArray(schema)
            : st === "object"
                ? schema && typeof schema == "object" && !Array.isArray(schema)
                : typeof schema == st || (allowUndefined && typeof schema == "undefined")));
}
exports.validSchemaType = validSchemaType;
function validateKeywordUsage({ schema, opts, self, errSchemaPath }, def, keyword) {
    /* istanbul ignore if */
    if (Array.isArray(def.keyword) ? !def.keyword.includes(keyword) : def.keyword !== keyword) {
        throw new Error("ajv implementation error");
    }
    const deps = def.dependencies;
    if (deps === null || deps === void 0 ? void 0 : deps.some((kwd) => !Object.prototype.hasOwnProperty.call(schema, kwd))) {
        throw new Error(`parent schema must have dependencies of ${keyword}: ${deps.join(",")}`);
    }
    if (def.validateSchema) {
        const valid = def.validateSchema(schema[keyword]);
        if (!valid) {
            const msg = `keyword "${keyword}" value is invalid at path "${errSchemaPath}": ` +
                self.errorsText(def.validateSchema.errors);
            if (opts.validateSchema === "log")
                self.logger.error(msg);
            else
                throw new Error(msg);
        }
    }
}
exports.validateKeywordUsage = validateKeywordUsage;
//# sourceMappingURL=keyword.js.map

/***/ }),

/***/ 6200:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.extendSubschemaMode = exports.extendSubschemaData = exports.getSubschema = void 0;
const codegen_1 = __nccwpck_require__(1436);
const util_1 = __nccwpck_require__(4464);
function getSubschema(it, { keyword, schemaProp, schema, schemaPath, errSchemaPath, topSchemaRef }) {
    if (keyword !== undefined && schema !== undefined) {
        throw new Error('both "keyword" and "schema" passed, only one allowed');
    }
    if (keyword !== undefined) {
        const sch = it.schema[keyword];
        return schemaProp === undefined
            ? {
                schema: sch,
                schemaPath: (0, codegen_1._) `${it.schemaPath}${(0, codegen_1.getProperty)(keyword)}`,
                errSchemaPath: `${it.errSchemaPath}/${keyword}`,
            }
            : {
                schema: sch[schemaProp],
                schemaPath: (0, codegen_1._) `${it.schemaPath}${(0, codegen_1.getProperty)(keyword)}${(0, codegen_1.getProperty)(schemaProp)}`,
                errSchemaPath: `${it.errSchemaPath}/${keyword}/${(0, util_1.escapeFragment)(schemaProp)}`,
            };
    }
    if (schema !== undefined) {
        if (schemaPath === undefined || errSchemaPath === undefined || topSchemaRef === undefined) {
            throw new Error('"schemaPath", "errSchemaPath" and "topSchemaRef" are required with "schema"');
        }
        return {
            schema,
            schemaPath,
            topSchemaRef,
            errSchemaPath,
        };
    }
    throw new Error('either "keyword" or "schema" must be passed');
}
exports.getSubschema = getSubschema;
function extendSubschemaData(subschema, it, { dataProp, dataPropType: dpType, data, dataTypes, propertyName }) {
    if (data !== undefined && dataProp !== undefined) {
        throw new Error('both "data" and "dataProp" passed, only one allowed');
    }
    const { gen } = it;
    if (dataProp !== undefined) {
        const { errorPath, dataPathArr, opts } = it;
        const nextData = gen.let("data", (0, codegen_1._) `${it.data}${(0, codegen_1.getProperty)(dataProp)}`, true);
        dataContextProps(nextData);
        subschema.errorPath = (0, codegen_1.str) `${errorPath}${(0, util_1.getErrorPath)(dataProp, dpType, opts.jsPropertySyntax)}`;
        subschema.parentDataProperty = (0, codegen_1._) `${dataProp}`;
        subschema.dataPathArr = [...dataPathArr, subschema.parentDataProperty];
    }
    if (data !== undefined) {
        const nextData = data instanceof codegen_1.Name ? data : gen.let("data", data, true); // replaceable if used once?
        dataContextProps(nextData);
        if (propertyName !== undefined)
            subschema.propertyName = propertyName;
        // TODO something is possibly wrong here with not changing parentDataProperty and not appending dataPathArr
    }
    if (dataTypes)
        subschema.dataTypes = dataTypes;
    function dataContextProps(_nextData) {
        subschema.data = _nextData;
        subschema.dataLevel = it.dataLevel + 1;
        subschema.dataTypes = [];
        it.definedProperties = new Set();
        subschema.parentData = it.data;
        subschema.dataNames = [...it.dataNames, _nextData];
    }
}
exports.extendSubschemaData = extendSubschemaData;
function extendSubschemaMode(subschema, { jtdDiscriminator, jtdMetadata, compositeRule, createErrors, allErrors }) {
    if (compositeRule !== undefined)
        subschema.compositeRule = compositeRule;
    if (createErrors !== undefined)
        subschema.createErrors = createErrors;
    if (allErrors !== undefined)
        subschema.allErrors = allErrors;
    subschema.jtdDiscriminator = jtdDiscriminator; // not inherited
    subschema.jtdMetadata = jtdMetadata; // not inherited
}
exports.extendSubschemaMode = extendSubschemaMode;
//# sourceMappingURL=subschema.js.map

/***/ }),

/***/ 3893:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.CodeGen = exports.Name = exports.nil = exports.stringify = exports.str = exports._ = exports.KeywordCxt = void 0;
var validate_1 = __nccwpck_require__(7881);
Object.defineProperty(exports, "KeywordCxt", ({ enumerable: true, get: function () { return validate_1.KeywordCxt; } }));
var codegen_1 = __nccwpck_require__(1436);
Object.defineProperty(exports, "_", ({ enumerable: true, get: function () { return codegen_1._; } }));
Object.defineProperty(exports, "str", ({ enumerable: true, get: function () { return codegen_1.str; } }));
Object.defineProperty(exports, "stringify", ({ enumerable: true, get: function () { return codegen_1.stringify; } }));
Object.defineProperty(exports, "nil", ({ enumerable: true, get: function () { return codegen_1.nil; } }));
Object.defineProperty(exports, "Name", ({ enumerable: true, get: function () { return codegen_1.Name; } }));
Object.defineProperty(exports, "CodeGen", ({ enumerable: true, get: function () { return codegen_1.CodeGen; } }));
const validation_error_1 = __nccwpck_require__(3021);
const ref_error_1 = __nccwpck_require__(3162);
const rules_1 = __nccwpck_require__(7353);
const compile_1 = __nccwpck_require__(2718);
const codegen_2 = __nccwpck_require__(1436);
const resolve_1 = __nccwpck_require__(4090);
const dataType_1 = __nccwpck_require__(6685);
const util_1 = __nccwpck_require__(4464);
const $dataRefSchema = __nccwpck_require__(3837);
const uri_1 = __nccwpck_require__(6285);
const defaultRegExp = (str, flags) => new RegExp(str, flags);
defaultRegExp.code = "new RegExp";
const META_IGNORE_OPTIONS = ["removeAdditional", "useDefaults", "coerceTypes"];
const EXT_SCOPE_NAMES = new Set([
    "validate",
    "serialize",
    "parse",
    "wrapper",
    "root",
    "schema",
    "keyword",
    "pattern",
    "formats",
    "validate$data",
    "func",
    "obj",
    "Error",
]);
const removedOptions = {
    errorDataPath: "",
    format: "`validateFormats: false` can be used instead.",
    nullable: '"nullable" keyword is supported by default.',
    jsonPointers: "Deprecated jsPropertySyntax can be used instead.",
    extendRefs: "Deprecated ignoreKeywordsWithRef can be used instead.",
    missingRefs: "Pass empty schema with $id that should be ignored to ajv.addSchema.",
    processCode: "Use option `code: {process: (code, schemaEnv: object) => string}`",
    sourceCode: "Use option `code: {source: true}`",
    strictDefaults: "It is default now, see option `strict`.",
    strictKeywords: "It is default now, see option `strict`.",
    uniqueItems: '"uniqueItems" keyword is always validated.',
    unknownFormats: "Disable strict mode or pass `true` to `ajv.addFormat` (or `formats` option).",
    cache: "Map is used as cache, schema object as key.",
    serialize: "Map is used as cache, schema object as key.",
    ajvErrors: "It is default now.",
};
const deprecatedOptions = {
    ignoreKeywordsWithRef: "",
    jsPropertySyntax: "",
    unicode: '"minLength"/"maxLength" account for unicode characters by default.',
};
const MAX_EXPRESSION = 200;
// eslint-disable-next-line complexity
function requiredOptions(o) {
    var _a, _b, _c, _d, _e, _f, _g, _h, _j, _k, _l, _m, _o, _p, _q, _r, _s, _t, _u, _v, _w, _x, _y, _z, _0;
    const s = o.strict;
    const _optz = (_a = o.code) === null || _a === void 0 ? void 0 : _a.optimize;
    const optimize = _optz === true || _optz === undefined ? 1 : _optz || 0;
    const regExp = (_c = (_b = o.code) === null || _b === void 0 ? void 0 : _b.regExp) !== null && _c !== void 0 ? _c : defaultRegExp;
    const uriResolver = (_d = o.uriResolver) !== null && _d !== void 0 ? _d : uri_1.default;
    return {
        strictSchema: (_f = (_e = o.strictSchema) !== null && _e !== void 0 ? _e : s) !== null && _f !== void 0 ? _f : true,
        strictNumbers: (_h = (_g = o.strictNumbers) !== null && _g !== void 0 ? _g : s) !== null && _h !== void 0 ? _h : true,
        strictTypes: (_k = (_j = o.strictTypes) !== null && _j !== void 0 ? _j : s) !== null && _k !== void 0 ? _k : "log",
        strictTuples: (_m = (_l = o.strictTuples) !== null && _l !== void 0 ? _l : s) !== null && _m !== void 0 ? _m : "log",
        strictRequired: (_p = (_o = o.strictRequired) !== null && _o !== void 0 ? _o : s) !== null && _p !== void 0 ? _p : false,
        code: o.code ? { ...o.code, optimize, regExp } : { optimize, regExp },
        loopRequired: (_q = o.loopRequired) !== null && _q !== void 0 ? _q : MAX_EXPRESSION,
        loopEnum: (_r = o.loopEnum) !== null && _r !== void 0 ? _r : MAX_EXPRESSION,
        meta: (_s = o.meta) !== null && _s !== void 0 ? _s : true,
        messages: (_t = o.messages) !== null && _t !== void 0 ? _t : true,
        inlineRefs: (_u = o.inlineRefs) !== null && _u !== void 0 ? _u : true,
        schemaId: (_v = o.schemaId) !== null && _v !== void 0 ? _v : "$id",
        addUsedSchema: (_w = o.addUsedSchema) !== null && _w !== void 0 ? _w : true,
        validateSchema: (_x = o.validateSchema) !== null && _x !== void 0 ? _x : true,
        validateFormats: (_y = o.validateFormats) !== null && _y !== void 0 ? _y : true,
        unicodeRegExp: (_z = o.unicodeRegExp) !== null && _z !== void 0 ? _z : true,
        int32range: (_0 = o.int32range) !== null && _0 !== void 0 ? _0 : true,
        uriResolver: uriResolver,
    };
}
class Ajv {
    constructor(opts = {}) {
        this.schemas = {};
        this.refs = {};
        this.formats = Object.create(null);
        this._compilations = new Set();
        this._loading = {};
        this._cache = new Map();
        opts = this.opts = { ...opts, ...requiredOptions(opts) };
        const { es5, lines } = this.opts.code;
        this.scope = new codegen_2.ValueScope({ scope: {}, prefixes: EXT_SCOPE_NAMES, es5, lines });
        this.logger = getLogger(opts.logger);
        const formatOpt = opts.validateFormats;
        opts.validateFormats = false;
        this.RULES = (0, rules_1.getRules)();
        checkOptions.call(this, removedOptions, opts, "NOT SUPPORTED");
        checkOptions.call(this, deprecatedOptions, opts, "DEPRECATED", "warn");
        this._metaOpts = getMetaSchemaOptions.call(this);
        if (opts.formats)
            addInitialFormats.call(this);
        this._addVocabularies();
        this._addDefaultMetaSchema();
        if (opts.keywords)
            addInitialKeywords.call(this, opts.keywords);
        if (typeof opts.meta == "object")
            this.addMetaSchema(opts.meta);
        addInitialSchemas.call(this);
        opts.validateFormats = formatOpt;
    }
    _addVocabularies() {
        this.addKeyword("$async");
    }
    _addDefaultMetaSchema() {
        const { $data, meta, schemaId } = this.opts;
        let _dataRefSchema = $dataRefSchema;
        if (schemaId === "id") {
            _dataRefSchema = { ...$dataRefSchema };
            _dataRefSchema.id = _dataRefSchema.$id;
            delete _dataRefSchema.$id;
        }
        if (meta && $data)
            this.addMetaSchema(_dataRefSchema, _dataRefSchema[schemaId], false);
    }
    defaultMeta() {
        const { meta, schemaId } = this.opts;
        return (this.opts.defaultMeta = typeof meta == "object" ? meta[schemaId] || meta : undefined);
    }
    validate(schemaKeyRef, // key, ref or schema object
    // eslint-disable-next-line @typescript-eslint/no-redundant-type-constituents
    data // to be validated
    ) {
        let v;
        if (typeof schemaKeyRef == "string") {
            v = this.getSchema(schemaKeyRef);
            if (!v)
                throw new Error(`no schema with key or ref "${schemaKeyRef}"`);
        }
        else {
            v = this.compile(schemaKeyRef);
        }
        const valid = v(data);
        if (!("$async" in v))
            this.errors = v.errors;
        return valid;
    }
    compile(schema, _meta) {
        const sch = this._addSchema(schema, _meta);
        return (sch.validate || this._compileSchemaEnv(sch));
    }
    compileAsync(schema, meta) {
        if (typeof this.opts.loadSchema != "function") {
            throw new Error("options.loadSchema should be a function");
        }
        const { loadSchema } = this.opts;
        return runCompileAsync.call(this, schema, meta);
        async function runCompileAsync(_schema, _meta) {
            await loadMetaSchema.call(this, _schema.$schema);
            const sch = this._addSchema(_schema, _meta);
            return sch.validate || _compileAsync.call(this, sch);
        }
        async function loadMetaSchema($ref) {
            if ($ref && !this.getSchema($ref)) {
                await runCompileAsync.call(this, { $ref }, true);
            }
        }
        async function _compileAsync(sch) {
            try {
                return this._compileSchemaEnv(sch);
            }
            catch (e) {
                if (!(e instanceof ref_error_1.default))
                    throw e;
                checkLoaded.call(this, e);
                await loadMissingSchema.call(this, e.missingSchema);
                return _compileAsync.call(this, sch);
            }
        }
        function checkLoaded({ missingSchema: ref, missingRef }) {
            if (this.refs[ref]) {
                throw new Error(`AnySchema ${ref} is loaded but ${missingRef} cannot be resolved`);
            }
        }
        async function loadMissingSchema(ref) {
            const _schema = await _loadSchema.call(this, ref);
            if (!this.refs[ref])
                await loadMetaSchema.call(this, _schema.$schema);
            if (!this.refs[ref])
                this.addSchema(_schema, ref, meta);
        }
        async function _loadSchema(ref) {
            const p = this._loading[ref];
            if (p)
                return p;
            try {
                return await (this._loading[ref] = loadSchema(ref));
            }
            finally {
                delete this._loading[ref];
            }
        }
    }
    // Adds schema to the instance
    addSchema(schema, // If array is passed, `key` will be ignored
    key, // Optional schema key. Can be passed to `validate` method instead of schema object or id/ref. One schema per instance can have empty `id` and `key`.
    _meta, // true if schema is a meta-schema. Used internally, addMetaSchema should be used instead.
    _validateSchema = this.opts.validateSchema // false to skip schema validation. Used internally, option validateSchema should be used instead.
    ) {
        if (Array.isArray(schema)) {
            for (const sch of schema)
                this.addSchema(sch, undefined, _meta, _validateSchema);
            return this;
        }
        let id;
        if (typeof schema === "object") {
            const { schemaId } = this.opts;
            id = schema[schemaId];
            if (id !== undefined && typeof id != "string") {
                throw new Error(`schema ${schemaId} must be string`);
            }
        }
        key = (0, resolve_1.normalizeId)(key || id);
        this._checkUnique(key);
        this.schemas[key] = this._addSchema(schema, _meta, key, _validateSchema, true);
        return this;
    }
    // Add schema that will be used to validate other schemas
    // options in META_IGNORE_OPTIONS are alway set to false
    addMetaSchema(schema, key, // schema key
    _validateSchema = this.opts.validateSchema // false to skip schema validation, can be used to override validateSchema option for meta-schema
    ) {
        this.addSchema(schema, key, true, _validateSchema);
        return this;
    }
    //  Validate schema against its meta-schema
    validateSchema(schema, throwOrLogError) {
        if (typeof schema == "boolean")
            return true;
        let $schema;
        $schema = schema.$schema;
        if ($schema !== undefined && typeof $schema != "string") {
            throw new Error("$schema must be a string");
        }
        $schema = $schema || this.opts.defaultMeta || this.defaultMeta();
        if (!$schema) {
            this.logger.warn("meta-schema not available");
            this.errors = null;
            return true;
        }
        const valid = this.validate($schema, schema);
        if (!valid && throwOrLogError) {
            const message = "schema is invalid: " + this.errorsText();
            if (this.opts.validateSchema === "log")
                this.logger.error(message);
            else
                throw new Error(message);
        }
        return valid;
    }
    // Get compiled schema by `key` or `ref`.
    // (`key` that was passed to `addSchema` or full schema reference - `schema.$id` or resolved id)
    getSchema(keyRef) {
        let sch;
        while (typeof (sch = getSchEnv.call(this, keyRef)) == "string")
            keyRef = sch;
        if (sch === undefined) {
            const { schemaId } = this.opts;
            const root = new compile_1.SchemaEnv({ schema: {}, schemaId });
            sch = compile_1.resolveSchema.call(this, root, keyRef);
            if (!sch)
                return;
            this.refs[keyRef] = sch;
        }
        return (sch.validate || this._compileSchemaEnv(sch));
    }
    // Remove cached schema(s).
    // If no parameter is passed all schemas but meta-schemas are removed.
    // If RegExp is passed all schemas with key/id matching pattern but meta-schemas are removed.
    // Even if schema is referenced by other schemas it still can be removed as other schemas have local references.
    removeSchema(schemaKeyRef) {
        if (schemaKeyRef instanceof RegExp) {
            this._removeAllSchemas(this.schemas, schemaKeyRef);
            this._removeAllSchemas(this.refs, schemaKeyRef);
            return this;
        }
        switch (typeof schemaKeyRef) {
            case "undefined":
                this._removeAllSchemas(this.schemas);
                this._removeAllSchemas(this.refs);
                this._cache.clear();
                return this;
            case "string": {
                const sch = getSchEnv.call(this, schemaKeyRef);
                if (typeof sch == "object")
                    this._cache.delete(sch.schema);
                delete this.schemas[schemaKeyRef];
                delete this.refs[schemaKeyRef];
                return this;
            }
            case "object": {
                const cacheKey = schemaKeyRef;
                this._cache.delete(cacheKey);
                let id = schemaKeyRef[this.opts.schemaId];
                if (id) {
                    id = (0, resolve_1.normalizeId)(id);
                    delete this.schemas[id];
                    delete this.refs[id];
                }
                return this;
            }
            default:
                throw new Error("ajv.removeSchema: invalid parameter");
        }
    }
    // add "vocabulary" - a collection of keywords
    addVocabulary(definitions) {
        for (const def of definitions)
            this.addKeyword(def);
        return this;
    }
    addKeyword(kwdOrDef, def // deprecated
    ) {
        let keyword;
        if (typeof kwdOrDef == "string") {
            keyword = kwdOrDef;
            if (typeof def == "object") {
                this.logger.warn("these parameters are deprecated, see docs for addKeyword");
                def.keyword = keyword;
            }
        }
        else if (typeof kwdOrDef == "object" && def === undefined) {
            def = kwdOrDef;
            keyword = def.keyword;
            if (Array.isArray(keyword) && !keyword.length) {
                throw new Error("addKeywords: keyword must be string or non-empty array");
            }
        }
        else {
            throw new Error("invalid addKeywords parameters");
        }
        checkKeyword.call(this, keyword, def);
        if (!def) {
            (0, util_1.eachItem)(keyword, (kwd) => addRule.call(this, kwd));
            return this;
        }
        keywordMetaschema.call(this, def);
        const definition = {
            ...def,
            type: (0, dataType_1.getJSONTypes)(def.type),
            schemaType: (0, dataType_1.getJSONTypes)(def.schemaType),
        };
        (0, util_1.eachItem)(keyword, definition.type.length === 0
            ? (k) => addRule.call(this, k, definition)
            : (k) => definition.type.forEach((t) => addRule.call(this, k, definition, t)));
        return this;
    }
    getKeyword(keyword) {
        const rule = this.RULES.all[keyword];
        return typeof rule == "object" ? rule.definition : !!rule;
    }
    // Remove keyword
    removeKeyword(keyword) {
        // TODO return type should be Ajv
        const { RULES } = this;
        delete RULES.keywords[keyword];
        delete RULES.all[keyword];
        for (const group of RULES.rules) {
            const i = group.rules.findIndex((rule) => rule.keyword === keyword);
            if (i >= 0)
                group.rules.splice(i, 1);
        }
        return this;
    }
    // Add format
    addFormat(name, format) {
        if (typeof format == "string")
            format = new RegExp(format);
        this.formats[name] = format;
        return this;
    }
    errorsText(errors = this.errors, // optional array of validation errors
    { separator = ", ", dataVar = "data" } = {} // optional options with properties `separator` and `dataVar`
    ) {
        if (!errors || errors.length === 0)
            return "No errors";
        return errors
            .map((e) => `${dataVar}${e.instancePath} ${e.message}`)
            .reduce((text, msg) => text + separator + msg);
    }
    $dataMetaSchema(metaSchema, keywordsJsonPointers) {
        const rules = this.RULES.all;
        metaSchema = JSON.parse(JSON.stringify(metaSchema));
        for (const jsonPointer of keywordsJsonPointers) {
            const segments = jsonPointer.split("/").slice(1); // first segment is an empty string
            let keywords = metaSchema;
            for (const seg of segments)
                keywords = keywords[seg];
            for (const key in rules) {
                const rule = rules[key];
                if (typeof rule != "object")
                    continue;
                const { $data } = rule.definition;
                const schema = keywords[key];
                if ($data && schema)
                    keywords[key] = schemaOrData(schema);
            }
        }
        return metaSchema;
    }
    _removeAllSchemas(schemas, regex) {
        for (const keyRef in schemas) {
            const sch = schemas[keyRef];
            if (!regex || regex.test(keyRef)) {
                if (typeof sch == "string") {
                    delete schemas[keyRef];
                }
                else if (sch && !sch.meta) {
                    this._cache.delete(sch.schema);
                    delete schemas[keyRef];
                }
            }
        }
    }
    _addSchema(schema, meta, baseId, validateSchema = this.opts.validateSchema, addSchema = this.opts.addUsedSchema) {
        let id;
        const { schemaId } = this.opts;
        if (typeof schema == "object") {
            id = schema[schemaId];
        }
        else {
            if (this.opts.jtd)
                throw new Error("schema must be object");
            else if (typeof schema != "boolean")
                throw new Error("schema must be object or boolean");
        }
        let sch = this._cache.get(schema);
        if (sch !== undefined)
            return sch;
        baseId = (0, resolve_1.normalizeId)(id || baseId);
        const localRefs = resolve_1.getSchemaRefs.call(this, schema, baseId);
        sch = new compile_1.SchemaEnv({ schema, schemaId, meta, baseId, localRefs });
        this._cache.set(sch.schema, sch);
        if (addSchema && !baseId.startsWith("#")) {
            // TODO atm it is allowed to overwrite schemas without id (instead of not adding them)
            if (baseId)
                this._checkUnique(baseId);
            this.refs[baseId] = sch;
        }
        if (validateSchema)
            this.validateSchema(schema, true);
        return sch;
    }
    _checkUnique(id) {
        if (this.schemas[id] || this.refs[id]) {
            throw new Error(`schema with key or id "${id}" already exists`);
        }
    }
    _compileSchemaEnv(sch) {
        if (sch.meta)
            this._compileMetaSchema(sch);
        else
            compile_1.compileSchema.call(this, sch);
        /* istanbul ignore if */
        if (!sch.validate)
            throw new Error("ajv implementation error");
        return sch.validate;
    }
    _compileMetaSchema(sch) {
        const currentOpts = this.opts;
        this.opts = this._metaOpts;
        try {
            compile_1.compileSchema.call(this, sch);
        }
        finally {
            this.opts = currentOpts;
        }
    }
}
Ajv.ValidationError = validation_error_1.default;
Ajv.MissingRefError = ref_error_1.default;
exports["default"] = Ajv;
function checkOptions(checkOpts, options, msg, log = "error") {
    for (const key in checkOpts) {
        const opt = key;
        if (opt in options)
            this.logger[log](`${msg}: option ${key}. ${checkOpts[opt]}`);
    }
}
function getSchEnv(keyRef) {
    keyRef = (0, resolve_1.normalizeId)(keyRef); // TODO tests fail without this line
    return this.schemas[keyRef] || this.refs[keyRef];
}
function addInitialSchemas() {
    const optsSchemas = this.opts.schemas;
    if (!optsSchemas)
        return;
    if (Array.isArray(optsSchemas))
        this.addSchema(optsSchemas);
    else
        for (const key in optsSchemas)
            this.addSchema(optsSchemas[key], key);
}
function addInitialFormats() {
    for (const name in this.opts.formats) {
        const format = this.opts.formats[name];
        if (format)
            this.addFormat(name, format);
    }
}
function addInitialKeywords(defs) {
    if (Array.isArray(defs)) {
        this.addVocabulary(defs);
        return;
    }
    this.logger.warn("keywords option as map is deprecated, pass array");
    for (const keyword in defs) {
        const def = defs[keyword];
        if (!def.keyword)
            def.keyword = keyword;
        this.addKeyword(def);
    }
}
function getMetaSchemaOptions() {
    const metaOpts = { ...this.opts };
    for (const opt of META_IGNORE_OPTIONS)
        delete metaOpts[opt];
    return metaOpts;
}
const noLogs = { log() { }, warn() { }, error() { } };
function getLogger(logger) {
    if (logger === false)
        return noLogs;
    if (logger === undefined)
        return console;
    if (logger.log && logger.warn && logger.error)
        return logger;
    throw new Error("logger must implement log, warn and error methods");
}
const KEYWORD_NAME = /^[a-z_$][a-z0-9_$:-]*$/i;
function checkKeyword(keyword, def) {
    const { RULES } = this;
    (0, util_1.eachItem)(keyword, (kwd) => {
        if (RULES.keywords[kwd])
            throw new Error(`Keyword ${kwd} is already defined`);
        if (!KEYWORD_NAME.test(kwd))
            throw new Error(`Keyword ${kwd} has invalid name`);
    });
    if (!def)
        return;
    if (def.$data && !("code" in def || "validate" in def)) {
        throw new Error('$data keyword must have "code" or "validate" function');
    }
}
function addRule(keyword, definition, dataType) {
    var _a;
    const post = definition === null || definition === void 0 ? void 0 : definition.post;
    if (dataType && post)
        throw new Error('keyword with "post" flag cannot have "type"');
    const { RULES } = this;
    let ruleGroup = post ? RULES.post : RULES.rules.find(({ type: t }) => t === dataType);
    if (!ruleGroup) {
        ruleGroup = { type: dataType, rules: [] };
        RULES.rules.push(ruleGroup);
    }
    RULES.keywords[keyword] = true;
    if (!definition)
        return;
    const rule = {
        keyword,
        definition: {
            ...definition,
            type: (0, dataType_1.getJSONTypes)(definition.type),
            schemaType: (0, dataType_1.getJSONTypes)(definition.schemaType),
        },
    };
    if (definition.before)
        addBeforeRule.call(this, ruleGroup, rule, definition.before);
    else
        ruleGroup.rules.push(rule);
    RULES.all[keyword] = rule;
    (_a = definition.implements) === null || _a === void 0 ? void 0 : _a.forEach((kwd) => this.addKeyword(kwd));
}
function addBeforeRule(ruleGroup, rule, before) {
    const i = ruleGroup.rules.findIndex((_rule) => _rule.keyword === before);
    if (i >= 0) {
        ruleGroup.rules.splice(i, 0, rule);
    }
    else {
        ruleGroup.rules.push(rule);
        this.logger.warn(`rule ${before} is not defined`);
    }
}
function keywordMetaschema(def) {
    let { metaSchema } = def;
    if (metaSchema === undefined)
        return;
    if (def.$data && this.opts.$data)
        metaSchema = schemaOrData(metaSchema);
    def.validateSchema = this.compile(metaSchema, true);
}
const $dataRef = {
    $ref: "https://raw.githubusercontent.com/ajv-validator/ajv/master/lib/refs/data.json#",
};
function schemaOrData(schema) {
    return { anyOf: [schema, $dataRef] };
}
//# sourceMappingURL=core.js.map

/***/ }),

/***/ 4951:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
// https://github.com/ajv-validator/ajv/issues/889
const equal = __nccwpck_require__(3430);
equal.code = 'require("ajv/dist/runtime/equal").default';
exports["default"] = equal;
//# sourceMappingURL=equal.js.map

/***/ }),

/***/ 6214:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
// https://mathiasbynens.be/notes/javascript-encoding
// https://github.com/bestiejs/punycode.js - punycode.ucs2.decode
function ucs2length(str) {
    const len = str.length;
    let length = 0;
    let pos = 0;
    let value;
    while (pos < len) {
        length++;
        value = str.charCodeAt(pos++);
        if (value >= 0xd800 && value <= 0xdbff && pos < len) {
            // high surrogate, and there is a next character
            value = str.charCodeAt(pos);
            if ((value & 0xfc00) === 0xdc00)
                pos++; // low surrogate
        }
    }
    return length;
}
exports["default"] = ucs2length;
ucs2length.code = 'require("ajv/dist/runtime/ucs2length").default';
//# sourceMappingURL=ucs2length.js.map

/***/ }),

/***/ 6285:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const uri = __nccwpck_require__(4352);
uri.code = 'require("ajv/dist/runtime/uri").default';
exports["default"] = uri;
//# sourceMappingURL=uri.js.map

/***/ }),

/***/ 3021:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
class ValidationError extends Error {
    constructor(errors) {
        super("validation failed");
        this.errors = errors;
        this.ajv = this.validation = true;
    }
}
exports["default"] = ValidationError;
//# sourceMappingURL=validation_error.js.map

/***/ }),

/***/ 3448:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.validateAdditionalItems = void 0;
const codegen_1 = __nccwpck_require__(1436);
const util_1 = __nccwpck_require__(4464);
const error = {
    message: ({ params: { len } }) => (0, codegen_1.str) `must NOT have more than ${len} items`,
    params: ({ params: { len } }) => (0, codegen_1._) `{limit: ${len}}`,
};
const def = {
    keyword: "additionalItems",
    type: "array",
    schemaType: ["boolean", "object"],
    before: "uniqueItems",
    error,
    code(cxt) {
        const { parentSchema, it } = cxt;
        const { items } = parentSchema;
        if (!Array.isArray(items)) {
            (0, util_1.checkStrictMode)(it, '"additionalItems" is ignored when "items" is not an array of schemas');
            return;
        }
        validateAdditionalItems(cxt, items);
    },
};
function validateAdditionalItems(cxt, items) {
    const { gen, schema, data, keyword, it } = cxt;
    it.items = true;
    const len = gen.const("len", (0, codegen_1._) `${data}.length`);
    if (schema === false) {
        cxt.setParams({ len: items.length });
        cxt.pass((0, codegen_1._) `${len} <= ${items.length}`);
    }
    else if (typeof schema == "object" && !(0, util_1.alwaysValidSchema)(it, schema)) {
        const valid = gen.var("valid", (0, codegen_1._) `${len} <= ${items.length}`); // TODO var
        gen.if((0, codegen_1.not)(valid), () => validateItems(valid));
        cxt.ok(valid);
    }
    function validateItems(valid) {
        gen.forRange("i", items.length, len, (i) => {
            cxt.subschema({ keyword, dataProp: i, dataPropType: util_1.Type.Num }, valid);
            if (!it.allErrors)
                gen.if((0, codegen_1.not)(valid), () => gen.break());
        });
    }
}
exports.validateAdditionalItems = validateAdditionalItems;
exports["default"] = def;
//# sourceMappingURL=additionalItems.js.map

/***/ }),

/***/ 2431:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const code_1 = __nccwpck_require__(8484);
const codegen_1 = __nccwpck_require__(1436);
const names_1 = __nccwpck_require__(630);
const util_1 = __nccwpck_require__(4464);
const error = {
    message: "must NOT have additional properties",
    params: ({ params }) => (0, codegen_1._) `{additionalProperty: ${params.additionalProperty}}`,
};
const def = {
    keyword: "additionalProperties",
    type: ["object"],
    schemaType: ["boolean", "object"],
    allowUndefined: true,
    trackErrors: true,
    error,
    code(cxt) {
        const { gen, schema, parentSchema, data, errsCount, it } = cxt;
        /* istanbul ignore if */
        if (!errsCount)
            throw new Error("ajv implementation error");
        const { allErrors, opts } = it;
        it.props = true;
        if (opts.removeAdditional !== "all" && (0, util_1.alwaysValidSchema)(it, schema))
            return;
        const props = (0, code_1.allSchemaProperties)(parentSchema.properties);
        const patProps = (0, code_1.allSchemaProperties)(parentSchema.patternProperties);
        checkAdditionalProperties();
        cxt.ok((0, codegen_1._) `${errsCount} === ${names_1.default.errors}`);
        function checkAdditionalProperties() {
            gen.forIn("key", data, (key) => {
                if (!props.length && !patProps.length)
                    additionalPropertyCode(key);
                else
                    gen.if(isAdditional(key), () => additionalPropertyCode(key));
            });
        }
        function isAdditional(key) {
            let definedProp;
            if (props.length > 8) {
                // TODO maybe an option instead of hard-coded 8?
                const propsSchema = (0, util_1.schemaRefOrVal)(it, parentSchema.properties, "properties");
                definedProp = (0, code_1.isOwnProperty)(gen, propsSchema, key);
            }
            else if (props.length) {
                definedProp = (0, codegen_1.or)(...props.map((p) => (0, codegen_1._) `${key} === ${p}`));
            }
            else {
                definedProp = codegen_1.nil;
            }
            if (patProps.length) {
                definedProp = (0, codegen_1.or)(definedProp, ...patProps.map((p) => (0, codegen_1._) `${(0, code_1.usePattern)(cxt, p)}.test(${key})`));
            }
            return (0, codegen_1.not)(definedProp);
        }
        function deleteAdditional(key) {
            gen.code((0, codegen_1._) `delete ${data}[${key}]`);
        }
        function additionalPropertyCode(key) {
            if (opts.removeAdditional === "all" || (opts.removeAdditional && schema === false)) {
                deleteAdditional(key);
                return;
            }
            if (schema === false) {
                cxt.setParams({ additionalProperty: key });
                cxt.error();
                if (!allErrors)
                    gen.break();
                return;
            }
            if (typeof schema == "object" && !(0, util_1.alwaysValidSchema)(it, schema)) {
                const valid = gen.name("valid");
                if (opts.removeAdditional === "failing") {
                    applyAdditionalSchema(key, valid, false);
                    gen.if((0, codegen_1.not)(valid), () => {
                        cxt.reset();
                        deleteAdditional(key);
                    });
                }
                else {
                    applyAdditionalSchema(key, valid);
                    if (!allErrors)
                        gen.if((0, codegen_1.not)(valid), () => gen.break());
                }
            }
        }
        function applyAdditionalSchema(key, valid, errors) {
            const subschema = {
                keyword: "additionalProperties",
                dataProp: key,
                dataPropType: util_1.Type.Str,
            };
            if (errors === false) {
                Object.assign(subschema, {
                    compositeRule: true,
                    createErrors: false,
                    allErrors: false,
                });
            }
            cxt.subschema(subschema, valid);
        }
    },
};
exports["default"] = def;
//# sourceMappingURL=additionalProperties.js.map

/***/ }),

/***/ 9205:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const util_1 = __nccwpck_require__(4464);
const def = {
    keyword: "allOf",
    schemaType: "array",
    code(cxt) {
        const { gen, schema, it } = cxt;
        /* istanbul ignore if */
        if (!Array.isArray(schema))
            throw new Error("ajv implementation error");
        const valid = gen.name("valid");
        schema.forEach((sch, i) => {
            if ((0, util_1.alwaysValidSchema)(it, sch))
                return;
            const schCxt = cxt.subschema({ keyword: "allOf", schemaProp: i }, valid);
            cxt.ok(valid);
            cxt.mergeEvaluated(schCxt);
        });
    },
};
exports["default"] = def;
//# sourceMappingURL=allOf.js.map

/***/ }),

/***/ 9380:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const code_1 = __nccwpck_require__(8484);
const def = {
    keyword: "anyOf",
    schemaType: "array",
    trackErrors: true,
    code: code_1.validateUnion,
    error: { message: "must match a schema in anyOf" },
};
exports["default"] = def;
//# sourceMappingURL=anyOf.js.map

/***/ }),

/***/ 6182:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const codegen_1 = __nccwpck_require__(1436);
const util_1 = __nccwpck_require__(4464);
const error = {
    message: ({ params: { min, max } }) => max === undefined
        ? (0, codegen_1.str) `must contain at least ${min} valid item(s)`
        : (0, codegen_1.str) `must contain at least ${min} and no more than ${max} valid item(s)`,
    params: ({ params: { min, max } }) => max === undefined ? (0, codegen_1._) `{minContains: ${min}}` : (0, codegen_1._) `{minContains: ${min}, maxContains: ${max}}`,
};
const def = {
    keyword: "contains",
    type: "array",
    schemaType: ["object", "boolean"],
    before: "uniqueItems",
    trackErrors: true,
    error,
    code(cxt) {
        const { gen, schema, parentSchema, data, it } = cxt;
        let min;
        let max;
        const { minContains, maxContains } = parentSchema;
        if (it.opts.next) {
            min = minContains === undefined ? 1 : minContains;
            max = maxContains;
        }
        else {
            min = 1;
        }
        const len = gen.const("len", (0, codegen_1._) `${data}.length`);
        cxt.setParams({ min, max });
        if (max === undefined && min === 0) {
            (0, util_1.checkStrictMode)(it, `"minContains" == 0 without "maxContains": "contains" keyword ignored`);
            return;
        }
        if (max !== undefined && min > max) {
            (0, util_1.checkStrictMode)(it, `"minContains" > "maxContains" is always invalid`);
            cxt.fail();
            return;
        }
        if ((0, util_1.alwaysValidSchema)(it, schema)) {
            let cond = (0, codegen_1._) `${len} >= ${min}`;
            if (max !== undefined)
                cond = (0, codegen_1._) `${cond} && ${len} <= ${max}`;
            cxt.pass(cond);
            return;
        }
        it.items = true;
        const valid = gen.name("valid");
        if (max === undefined && min === 1) {
            validateItems(valid, () => gen.if(valid, () => gen.break()));
        }
        else if (min === 0) {
            gen.let(valid, true);
            if (max !== undefined)
                gen.if((0, codegen_1._) `${data}.length > 0`, validateItemsWithCount);
        }
        else {
            gen.let(valid, false);
            validateItemsWithCount();
        }
        cxt.result(valid, () => cxt.reset());
        function validateItemsWithCount() {
            const schValid = gen.name("_valid");
            const count = gen.let("count", 0);
            validateItems(schValid, () => gen.if(schValid, () => checkLimits(count)));
        }
        function validateItems(_valid, block) {
            gen.forRange("i", 0, len, (i) => {
                cxt.subschema({
                    keyword: "contains",
                    dataProp: i,
                    dataPropType: util_1.Type.Num,
                    compositeRule: true,
                }, _valid);
                block();
            });
        }
        function checkLimits(count) {
            gen.code((0, codegen_1._) `${count}++`);
            if (max === undefined) {
                gen.if((0, codegen_1._) `${count} >= ${min}`, () => gen.assign(valid, true).break());
            }
            else {
                gen.if((0, codegen_1._) `${count} > ${max}`, () => gen.assign(valid, false).break());
                if (min === 1)
                    gen.assign(valid, true);
                else
                    gen.if((0, codegen_1._) `${count} >= ${min}`, () => gen.assign(valid, true));
            }
        }
    },
};
exports["default"] = def;
//# sourceMappingURL=contains.js.map

/***/ }),

/***/ 5826:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.validateSchemaDeps = exports.validatePropertyDeps = exports.error = void 0;
const codegen_1 = __nccwpck_require__(1436);
const util_1 = __nccwpck_require__(4464);
const code_1 = __nccwpck_require__(8484);
exports.error = {
    message: ({ params: { property, depsCount, deps } }) => {
        const property_ies = depsCount === 1 ? "property" : "properties";
        return (0, codegen_1.str) `must have ${property_ies} ${deps} when property ${property} is present`;
    },
    params: ({ params: { property, depsCount, deps, missingProperty } }) => (0, codegen_1._) `{property: ${property},
    missingProperty: ${missingProperty},
    depsCount: ${depsCount},
    deps: ${deps}}`, // TODO change to reference
};
const def = {
    keyword: "dependencies",
    type: "object",
    schemaType: "object",
    error: exports.error,
    code(cxt) {
        const [propDeps, schDeps] = splitDependencies(cxt);
        validatePropertyDeps(cxt, propDeps);
        validateSchemaDeps(cxt, schDeps);
    },
};
function splitDependencies({ schema }) {
    const propertyDeps = {};
    const schemaDeps = {};
    for (const key in schema) {
        if (key === "__proto__")
            continue;
        const deps = Array.isArray(schema[key]) ? propertyDeps : schemaDeps;
        deps[key] = schema[key];
    }
    return [propertyDeps, schemaDeps];
}
function validatePropertyDeps(cxt, propertyDeps = cxt.schema) {
    const { gen, data, it } = cxt;
    if (Object.keys(propertyDeps).length === 0)
        return;
    const missing = gen.let("missing");
    for (const prop in propertyDeps) {
        const deps = propertyDeps[prop];
        if (deps.length === 0)
            continue;
        const hasProperty = (0, code_1.propertyInData)(gen, data, prop, it.opts.ownProperties);
        cxt.setParams({
            property: prop,
            depsCount: deps.length,
            deps: deps.join(", "),
        });
        if (it.allErrors) {
            gen.if(hasProperty, () => {
                for (const depProp of deps) {
                    (0, code_1.checkReportMissingProp)(cxt, depProp);
                }
            });
        }
        else {
            gen.if((0, codegen_1._) `${hasProperty} && (${(0, code_1.checkMissingProp)(cxt, deps, missing)})`);
            (0, code_1.reportMissingProp)(cxt, missing);
            gen.else();
        }
    }
}
exports.validatePropertyDeps = validatePropertyDeps;
function validateSchemaDeps(cxt, schemaDeps = cxt.schema) {
    const { gen, data, keyword, it } = cxt;
    const valid = gen.name("valid");
    for (const prop in schemaDeps) {
        if ((0, util_1.alwaysValidSchema)(it, schemaDeps[prop]))
            continue;
        gen.if((0, code_1.propertyInData)(gen, data, prop, it.opts.ownProperties), () => {
            const schCxt = cxt.subschema({ keyword, schemaProp: prop }, valid);
            cxt.mergeValidEvaluated(schCxt, valid);
        }, () => gen.var(valid, true) // TODO var
        );
        cxt.ok(valid);
    }
}
exports.validateSchemaDeps = validateSchemaDeps;
exports["default"] = def;
//# sourceMappingURL=dependencies.js.map

/***/ }),

/***/ 8584:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const codegen_1 = __nccwpck_require__(1436);
const util_1 = __nccwpck_require__(4464);
const error = {
    message: ({ params }) => (0, codegen_1.str) `must match "${params.ifClause}" schema`,
    params: ({ params }) => (0, codegen_1._) `{failingKeyword: ${params.ifClause}}`,
};
const def = {
    keyword: "if",
    schemaType: ["object", "boolean"],
    trackErrors: true,
    error,
    code(cxt) {
        const { gen, parentSchema, it } = cxt;
        if (parentSchema.then === undefined && parentSchema.else === undefined) {
            (0, util_1.checkStrictMode)(it, '"if" without "then" and "else" is ignored');
        }
        const hasThen = hasSchema(it, "then");
        const hasElse = hasSchema(it, "else");
        if (!hasThen && !hasElse)
            return;
        const valid = gen.let("valid", true);
        const schValid = gen.name("_valid");
        validateIf();
        cxt.reset();
        if (hasThen && hasElse) {
            const ifClause = gen.let("ifClause");
            cxt.setParams({ ifClause });
            gen.if(schValid, validateClause("then", ifClause), validateClause("else", ifClause));
        }
        else if (hasThen) {
            gen.if(schValid, validateClause("then"));
        }
        else {
            gen.if((0, codegen_1.not)(schValid), validateClause("else"));
        }
        cxt.pass(valid, () => cxt.error(true));
        function validateIf() {
            const schCxt = cxt.subschema({
                keyword: "if",
                compositeRule: true,
                createErrors: false,
                allErrors: false,
            }, schValid);
            cxt.mergeEvaluated(schCxt);
        }
        function validateClause(keyword, ifClause) {
            return () => {
                const schCxt = cxt.subschema({ keyword }, schValid);
                gen.assign(valid, schValid);
                cxt.mergeValidEvaluated(schCxt, valid);
                if (ifClause)
                    gen.assign(ifClause, (0, codegen_1._) `${keyword}`);
                else
                    cxt.setParams({ ifClause: keyword });
            };
        }
    },
};
function hasSchema(it, keyword) {
    const schema = it.schema[keyword];
    return schema !== undefined && !(0, util_1.alwaysValidSchema)(it, schema);
}
exports["default"] = def;
//# sourceMappingURL=if.js.map

/***/ }),

/***/ 8775:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const additionalItems_1 = __nccwpck_require__(3448);
const prefixItems_1 = __nccwpck_require__(6467);
const items_1 = __nccwpck_require__(5791);
const items2020_1 = __nccwpck_require__(2959);
const contains_1 = __nccwpck_require__(6182);
const dependencies_1 = __nccwpck_require__(5826);
const propertyNames_1 = __nccwpck_require__(1372);
const additionalProperties_1 = __nccwpck_require__(2431);
const properties_1 = __nccwpck_require__(8778);
const patternProperties_1 = __nccwpck_require__(664);
const not_1 = __nccwpck_require__(8350);
const anyOf_1 = __nccwpck_require__(9380);
const oneOf_1 = __nccwpck_require__(2490);
const allOf_1 = __nccwpck_require__(9205);
const if_1 = __nccwpck_require__(8584);
const thenElse_1 = __nccwpck_require__(6829);
function getApplicator(draft2020 = false) {
    const applicator = [
        // any
        not_1.default,
        anyOf_1.default,
        oneOf_1.default,
        allOf_1.default,
        if_1.default,
        thenElse_1.default,
        // object
        propertyNames_1.default,
        additionalProperties_1.default,
        dependencies_1.default,
        properties_1.default,
        patternProperties_1.default,
    ];
    // array
    if (draft2020)
        applicator.push(prefixItems_1.default, items2020_1.default);
    else
        applicator.push(additionalItems_1.default, items_1.default);
    applicator.push(contains_1.default);
    return applicator;
}
exports["default"] = getApplicator;
//# sourceMappingURL=index.js.map

/***/ }),

/***/ 5791:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.validateTuple = void 0;
const codegen_1 = __nccwpck_require__(1436);
const util_1 = __nccwpck_require__(4464);
const code_1 = __nccwpck_require__(8484);
const def = {
    keyword: "items",
    type: "array",
    schemaType: ["object", "array", "boolean"],
    before: "uniqueItems",
    code(cxt) {
        const { schema, it } = cxt;
        if (Array.isArray(schema))
            return validateTuple(cxt, "additionalItems", schema);
        it.items = true;
        if ((0, util_1.alwaysValidSchema)(it, schema))
            return;
        cxt.ok((0, code_1.validateArray)(cxt));
    },
};
function validateTuple(cxt, extraItems, schArr = cxt.schema) {
    const { gen, parentSchema, data, keyword, it } = cxt;
    checkStrictTuple(parentSchema);
    if (it.opts.unevaluated && schArr.length && it.items !== true) {
        it.items = util_1.mergeEvaluated.items(gen, schArr.length, it.items);
    }
    const valid = gen.name("valid");
    const len = gen.const("len", (0, codegen_1._) `${data}.length`);
    schArr.forEach((sch, i) => {
        if ((0, util_1.alwaysValidSchema)(it, sch))
            return;
        gen.if((0, codegen_1._) `${len} > ${i}`, () => cxt.subschema({
            keyword,
            schemaProp: i,
            dataProp: i,
        }, valid));
        cxt.ok(valid);
    });
    function checkStrictTuple(sch) {
        const { opts, errSchemaPath } = it;
        const l = schArr.length;
        const fullTuple = l === sch.minItems && (l === sch.maxItems || sch[extraItems] === false);
        if (opts.strictTuples && !fullTuple) {
            const msg = `"${keyword}" is ${l}-tuple, but minItems or maxItems/${extraItems} are not specified or different at path "${errSchemaPath}"`;
            (0, util_1.checkStrictMode)(it, msg, opts.strictTuples);
        }
    }
}
exports.validateTuple = validateTuple;
exports["default"] = def;
//# sourceMappingURL=items.js.map

/***/ }),

/***/ 2959:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const codegen_1 = __nccwpck_require__(1436);
const util_1 = __nccwpck_require__(4464);
const code_1 = __nccwpck_require__(8484);
const additionalItems_1 = __nccwpck_require__(3448);
const error = {
    message: ({ params: { len } }) => (0, codegen_1.str) `must NOT have more than ${len} items`,
    params: ({ params: { len } }) => (0, codegen_1._) `{limit: ${len}}`,
};
const def = {
    keyword: "items",
    type: "array",
    schemaType: ["object", "boolean"],
    before: "uniqueItems",
    error,
    code(cxt) {
        const { schema, parentSchema, it } = cxt;
        const { prefixItems } = parentSchema;
        it.items = true;
        if ((0, util_1.alwaysValidSchema)(it, schema))
            return;
        if (prefixItems)
            (0, additionalItems_1.validateAdditionalItems)(cxt, prefixItems);
        else
            cxt.ok((0, code_1.validateArray)(cxt));
    },
};
exports["default"] = def;
//# sourceMappingURL=items2020.js.map

/***/ }),

/***/ 8350:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const util_1 = __nccwpck_require__(4464);
const def = {
    keyword: "not",
    schemaType: ["object", "boolean"],
    trackErrors: true,
    code(cxt) {
        const { gen, schema, it } = cxt;
        if ((0, util_1.alwaysValidSchema)(it, schema)) {
            cxt.fail();
            return;
        }
        const valid = gen.name("valid");
        cxt.subschema({
            keyword: "not",
            compositeRule: true,
            createErrors: false,
            allErrors: false,
        }, valid);
        cxt.failResult(valid, () => cxt.reset(), () => cxt.error());
    },
    error: { message: "must NOT be valid" },
};
exports["default"] = def;
//# sourceMappingURL=not.js.map

/***/ }),

/***/ 2490:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const codegen_1 = __nccwpck_require__(1436);
const util_1 = __nccwpck_require__(4464);
const error = {
    message: "must match exactly one schema in oneOf",
    params: ({ params }) => (0, codegen_1._) `{passingSchemas: ${params.passing}}`,
};
const def = {
    keyword: "oneOf",
    schemaType: "array",
    trackErrors: true,
    error,
    code(cxt) {
        const { gen, schema, parentSchema, it } = cxt;
        /* istanbul ignore if */
        if (!Array.isArray(schema))
            throw new Error("ajv implementation error");
        if (it.opts.discriminator && parentSchema.discriminator)
            return;
        const schArr = schema;
        const valid = gen.let("valid", false);
        const passing = gen.let("passing", null);
        const schValid = gen.name("_valid");
        cxt.setParams({ passing });
        // TODO possibly fail straight away (with warning or exception) if there are two empty always valid schemas
        gen.block(validateOneOf);
        cxt.result(valid, () => cxt.reset(), () => cxt.error(true));
        function validateOneOf() {
            schArr.forEach((sch, i) => {
                let schCxt;
                if ((0, util_1.alwaysValidSchema)(it, sch)) {
                    gen.var(schValid, true);
                }
                else {
                    schCxt = cxt.subschema({
                        keyword: "oneOf",
                        schemaProp: i,
                        compositeRule: true,
                    }, schValid);
                }
                if (i > 0) {
                    gen
                        .if((0, codegen_1._) `${schValid} && ${valid}`)
                        .assign(valid, false)
                        .assign(passing, (0, codegen_1._) `[${passing}, ${i}]`)
                        .else();
                }
                gen.if(schValid, () => {
                    gen.assign(valid, true);
                    gen.assign(passing, i);
                    if (schCxt)
                        cxt.mergeEvaluated(schCxt, codegen_1.Name);
                });
            });
        }
    },
};
exports["default"] = def;
//# sourceMappingURL=oneOf.js.map

/***/ }),

/***/ 664:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const code_1 = __nccwpck_require__(8484);
const codegen_1 = __nccwpck_require__(1436);
const util_1 = __nccwpck_require__(4464);
const util_2 = __nccwpck_require__(4464);
const def = {
    keyword: "patternProperties",
    type: "object",
    schemaType: "object",
    code(cxt) {
        const { gen, schema, data, parentSchema, it } = cxt;
        const { opts } = it;
        const patterns = (0, code_1.allSchemaProperties)(schema);
        const alwaysValidPatterns = patterns.filter((p) => (0, util_1.alwaysValidSchema)(it, schema[p]));
        if (patterns.length === 0 ||
            (alwaysValidPatterns.length === patterns.length &&
                (!it.opts.unevaluated || it.props === true))) {
            return;
        }
        const checkProperties = opts.strictSchema && !opts.allowMatchingProperties && parentSchema.properties;
        const valid = gen.name("valid");
        if (it.props !== true && !(it.props instanceof codegen_1.Name)) {
            it.props = (0, util_2.evaluatedPropsToName)(gen, it.props);
        }
        const { props } = it;
        validatePatternProperties();
        function validatePatternProperties() {
            for (const pat of patterns) {
                if (checkProperties)
                    checkMatchingProperties(pat);
                if (it.allErrors) {
                    validateProperties(pat);
                }
                else {
                    gen.var(valid, true); // TODO var
                    validateProperties(pat);
                    gen.if(valid);
                }
            }
        }
        function checkMatchingProperties(pat) {
            for (const prop in checkProperties) {
                if (new RegExp(pat).test(prop)) {
                    (0, util_1.checkStrictMode)(it, `property ${prop} matches pattern ${pat} (use allowMatchingProperties)`);
                }
            }
        }
        function validateProperties(pat) {
            gen.forIn("key", data, (key) => {
                gen.if((0, codegen_1._) `${(0, code_1.usePattern)(cxt, pat)}.test(${key})`, () => {
                    const alwaysValid = alwaysValidPatterns.includes(pat);
                    if (!alwaysValid) {
                        cxt.subschema({
                            keyword: "patternProperties",
                            schemaProp: pat,
                            dataProp: key,
                            dataPropType: util_2.Type.Str,
                        }, valid);
                    }
                    if (it.opts.unevaluated && props !== true) {
                        gen.assign((0, codegen_1._) `${props}[${key}]`, true);
                    }
                    else if (!alwaysValid && !it.allErrors) {
                        // can short-circuit if `unevaluatedProperties` is not supported (opts.next === false)
                        // or if all properties were evaluated (props === true)
                        gen.if((0, codegen_1.not)(valid), () => gen.break());
                    }
                });
            });
        }
    },
};
exports["default"] = def;
//# sourceMappingURL=patternProperties.js.map

/***/ }),

/***/ 6467:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const items_1 = __nccwpck_require__(5791);
const def = {
    keyword: "prefixItems",
    type: "array",
    schemaType: ["array"],
    before: "uniqueItems",
    code: (cxt) => (0, items_1.validateTuple)(cxt, "items"),
};
exports["default"] = def;
//# sourceMappingURL=prefixItems.js.map

/***/ }),

/***/ 8778:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const validate_1 = __nccwpck_require__(7881);
const code_1 = __nccwpck_require__(8484);
const util_1 = __nccwpck_require__(4464);
const additionalProperties_1 = __nccwpck_require__(2431);
const def = {
    keyword: "properties",
    type: "object",
    schemaType: "object",
    code(cxt) {
        const { gen, schema, parentSchema, data, it } = cxt;
        if (it.opts.removeAdditional === "all" && parentSchema.additionalProperties === undefined) {
            additionalProperties_1.default.code(new validate_1.KeywordCxt(it, additionalProperties_1.default, "additionalProperties"));
        }
        const allProps = (0, code_1.allSchemaProperties)(schema);
        for (const prop of allProps) {
            it.definedProperties.add(prop);
        }
        if (it.opts.unevaluated && allProps.length && it.props !== true) {
            it.props = util_1.mergeEvaluated.props(gen, (0, util_1.toHash)(allProps), it.props);
        }
        const properties = allProps.filter((p) => !(0, util_1.alwaysValidSchema)(it, schema[p]));
        if (properties.length === 0)
            return;
        const valid = gen.name("valid");
        for (const prop of properties) {
            if (hasDefault(prop)) {
                applyPropertySchema(prop);
            }
            else {
                gen.if((0, code_1.propertyInData)(gen, data, prop, it.opts.ownProperties));
                applyPropertySchema(prop);
                if (!it.allErrors)
                    gen.else().var(valid, true);
                gen.endIf();
            }
            cxt.it.definedProperties.add(prop);
            cxt.ok(valid);
        }
        function hasDefault(prop) {
            return it.opts.useDefaults && !it.compositeRule && schema[prop].default !== undefined;
        }
        function applyPropertySchema(prop) {
            cxt.subschema({
                keyword: "properties",
                schemaProp: prop,
                dataProp: prop,
            }, valid);
        }
    },
};
exports["default"] = def;
//# sourceMappingURL=properties.js.map

/***/ }),

/***/ 1372:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const codegen_1 = __nccwpck_require__(1436);
const util_1 = __nccwpck_require__(4464);
const error = {
    message: "property name must be valid",
    params: ({ params }) => (0, codegen_1._) `{propertyName: ${params.propertyName}}`,
};
const def = {
    keyword: "propertyNames",
    type: "object",
    schemaType: ["object", "boolean"],
    error,
    code(cxt) {
        const { gen, schema, data, it } = cxt;
        if ((0, util_1.alwaysValidSchema)(it, schema))
            return;
        const valid = gen.name("valid");
        gen.forIn("key", data, (key) => {
            cxt.setParams({ propertyName: key });
            cxt.subschema({
                keyword: "propertyNames",
                data: key,
                dataTypes: ["string"],
                propertyName: key,
                compositeRule: true,
            }, valid);
            gen.if((0, codegen_1.not)(valid), () => {
                cxt.error(true);
                if (!it.allErrors)
                    gen.break();
            });
        });
        cxt.ok(valid);
    },
};
exports["default"] = def;
//# sourceMappingURL=propertyNames.js.map

/***/ }),

/***/ 6829:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const util_1 = __nccwpck_require__(4464);
const def = {
    keyword: ["then", "else"],
    schemaType: ["object", "boolean"],
    code({ keyword, parentSchema, it }) {
        if (parentSchema.if === undefined)
            (0, util_1.checkStrictMode)(it, `"${keyword}" without "if" is ignored`);
    },
};
exports["default"] = def;
//# sourceMappingURL=thenElse.js.map

/***/ }),

/***/ 8484:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.validateUnion = exports.validateArray = exports.usePattern = exports.callValidateCode = exports.schemaProperties = exports.allSchemaProperties = exports.noPropertyInData = exports.propertyInData = exports.isOwnProperty = exports.hasPropFunc = exports.reportMissingProp = exports.checkMissingProp = exports.checkReportMissingProp = void 0;
const codegen_1 = __nccwpck_require__(1436);
const util_1 = __nccwpck_require__(4464);
const names_1 = __nccwpck_require__(630);
const util_2 = __nccwpck_require__(4464);
function checkReportMissingProp(cxt, prop) {
    const { gen, data, it } = cxt;
    gen.if(noPropertyInData(gen, data, prop, it.opts.ownProperties), () => {
        cxt.setParams({ missingProperty: (0, codegen_1._) `${prop}` }, true);
        cxt.error();
    });
}
exports.checkReportMissingProp = checkReportMissingProp;
function checkMissingProp({ gen, data, it: { opts } }, properties, missing) {
    return (0, codegen_1.or)(...properties.map((prop) => (0, codegen_1.and)(noPropertyInData(gen, data, prop, opts.ownProperties), (0, codegen_1._) `${missing} = ${prop}`)));
}
exports.checkMissingProp = checkMissingProp;
function reportMissingProp(cxt, missing) {
    cxt.setParams({ missingProperty: missing }, true);
    cxt.error();
}
exports.reportMissingProp = reportMissingProp;
function hasPropFunc(gen) {
    return gen.scopeValue("func", {
        // eslint-disable-next-line @typescript-eslint/unbound-method
        ref: Object.prototype.hasOwnProperty,
        code: (0, codegen_1._) `Object.prototype.hasOwnProperty`,
    });
}
exports.hasPropFunc = hasPropFunc;
function isOwnProperty(gen, data, property) {
    return (0, codegen_1._) `${hasPropFunc(gen)}.call(${data}, ${property})`;
}
exports.isOwnProperty = isOwnProperty;
function propertyInData(gen, data, property, ownProperties) {
    const cond = (0, codegen_1._) `${data}${(0, codegen_1.getProperty)(property)} !== undefined`;
    return ownProperties ? (0, codegen_1._) `${cond} && ${isOwnProperty(gen, data, property)}` : cond;
}
exports.propertyInData = propertyInData;
function noPropertyInData(gen, data, property, ownProperties) {
    const cond = (0, codegen_1._) `${data}${(0, codegen_1.getProperty)(property)} === undefined`;
    return ownProperties ? (0, codegen_1.or)(cond, (0, codegen_1.not)(isOwnProperty(gen, data, property))) : cond;
}
exports.noPropertyInData = noPropertyInData;
function allSchemaProperties(schemaMap) {
    return schemaMap ? Object.keys(schemaMap).filter((p) => p !== "__proto__") : [];
}
exports.allSchemaProperties = allSchemaProperties;
function schemaProperties(it, schemaMap) {
    return allSchemaProperties(schemaMap).filter((p) => !(0, util_1.alwaysValidSchema)(it, schemaMap[p]));
}
exports.schemaProperties = schemaProperties;
function callValidateCode({ schemaCode, data, it: { gen, topSchemaRef, schemaPath, errorPath }, it }, func, context, passSchema) {
    const dataAndSchema = passSchema ? (0, codegen_1._) `${schemaCode}, ${data}, ${topSchemaRef}${schemaPath}` : data;
    const valCxt = [
        [names_1.default.instancePath, (0, codegen_1.strConcat)(names_1.default.instancePath, errorPath)],
        [names_1.default.parentData, it.parentData],
        [names_1.default.parentDataProperty, it.parentDataProperty],
        [names_1.default.rootData, names_1.default.rootData],
    ];
    if (it.opts.dynamicRef)
        valCxt.push([names_1.default.dynamicAnchors, names_1.default.dynamicAnchors]);
    const args = (0, codegen_1._) `${dataAndSchema}, ${gen.object(...valCxt)}`;
    return context !== codegen_1.nil ? (0, codegen_1._) `${func}.call(${context}, ${args})` : (0, codegen_1._) `${func}(${args})`;
}
exports.callValidateCode = callValidateCode;
const newRegExp = (0, codegen_1._) `new RegExp`;
function usePattern({ gen, it: { opts } }, pattern) {
    const u = opts.unicodeRegExp ? "u" : "";
    const { regExp } = opts.code;
    const rx = regExp(pattern, u);
    return gen.scopeValue("pattern", {
        key: rx.toString(),
        ref: rx,
        code: (0, codegen_1._) `${regExp.code === "new RegExp" ? newRegExp : (0, util_2.useFunc)(gen, regExp)}(${pattern}, ${u})`,
    });
}
exports.usePattern = usePattern;
function validateArray(cxt) {
    const { gen, data, keyword, it } = cxt;
    const valid = gen.name("valid");
    if (it.allErrors) {
        const validArr = gen.let("valid", true);
        validateItems(() => gen.assign(validArr, false));
        return validArr;
    }
    gen.var(valid, true);
    validateItems(() => gen.break());
    return valid;
    function validateItems(notValid) {
        const len = gen.const("len", (0, codegen_1._) `${data}.length`);
        gen.forRange("i", 0, len, (i) => {
            cxt.subschema({
                keyword,
                dataProp: i,
                dataPropType: util_1.Type.Num,
            }, valid);
            gen.if((0, codegen_1.not)(valid), notValid);
        });
    }
}
exports.validateArray = validateArray;
function validateUnion(cxt) {
    const { gen, schema, keyword, it } = cxt;
    /* istanbul ignore if */
    if (!Array.isArray(schema))
        throw new Error("ajv implementation error");
    const alwaysValid = schema.some((sch) => (0, util_1.alwaysValidSchema)(it, sch));
    if (alwaysValid && !it.opts.unevaluated)
        return;
    const valid = gen.let("valid", false);
    const schValid = gen.name("_valid");
    gen.block(() => schema.forEach((_sch, i) => {
        const schCxt = cxt.subschema({
            keyword,
            schemaProp: i,
            compositeRule: true,
        }, schValid);
        gen.assign(valid, (0, codegen_1._) `${valid} || ${schValid}`);
        const merged = cxt.mergeValidEvaluated(schCxt, schValid);
        // can short-circuit if `unevaluatedProperties/Items` not supported (opts.unevaluated !== true)
        // or if all properties and items were evaluated (it.props === true && it.items === true)
        if (!merged)
            gen.if((0, codegen_1.not)(valid));
    }));
    cxt.result(valid, () => cxt.reset(), () => cxt.error(true));
}
exports.validateUnion = validateUnion;
//# sourceMappingURL=code.js.map

/***/ }),

/***/ 9872:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const def = {
    keyword: "id",
    code() {
        throw new Error('NOT SUPPORTED: keyword "id", use "$id" for schema ID');
    },
};
exports["default"] = def;
//# sourceMappingURL=id.js.map

/***/ }),

/***/ 7397:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const id_1 = __nccwpck_require__(9872);
const ref_1 = __nccwpck_require__(2996);
const core = [
    "$schema",
    "$id",
    "$defs",
    "$vocabulary",
    { keyword: "$comment" },
    "definitions",
    id_1.default,
    ref_1.default,
];
exports["default"] = core;
//# sourceMappingURL=index.js.map

/***/ }),

/***/ 2996:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.callRef = exports.getValidate = void 0;
const ref_error_1 = __nccwpck_require__(3162);
const code_1 = __nccwpck_require__(8484);
const codegen_1 = __nccwpck_require__(1436);
const names_1 = __nccwpck_require__(630);
const compile_1 = __nccwpck_require__(2718);
const util_1 = __nccwpck_require__(4464);
const def = {
    keyword: "$ref",
    schemaType: "string",
    code(cxt) {
        const { gen, schema: $ref, it } = cxt;
        const { baseId, schemaEnv: env, validateName, opts, self } = it;
        const { root } = env;
        if (($ref === "#" || $ref === "#/") && baseId === root.baseId)
            return callRootRef();
        const schOrEnv = compile_1.resolveRef.call(self, root, baseId, $ref);
        if (schOrEnv === undefined)
            throw new ref_error_1.default(it.opts.uriResolver, baseId, $ref);
        if (schOrEnv instanceof compile_1.SchemaEnv)
            return callValidate(schOrEnv);
        return inlineRefSchema(schOrEnv);
        function callRootRef() {
            if (env === root)
                return callRef(cxt, validateName, env, env.$async);
            const rootName = gen.scopeValue("root", { ref: root });
            return callRef(cxt, (0, codegen_1._) `${rootName}.validate`, root, root.$async);
        }
        function callValidate(sch) {
            const v = getValidate(cxt, sch);
            callRef(cxt, v, sch, sch.$async);
        }
        function inlineRefSchema(sch) {
            const schName = gen.scopeValue("schema", opts.code.source === true ? { ref: sch, code: (0, codegen_1.stringify)(sch) } : { ref: sch });
            const valid = gen.name("valid");
            const schCxt = cxt.subschema({
                schema: sch,
                dataTypes: [],
                schemaPath: codegen_1.nil,
                topSchemaRef: schName,
                errSchemaPath: $ref,
            }, valid);
            cxt.mergeEvaluated(schCxt);
            cxt.ok(valid);
        }
    },
};
function getValidate(cxt, sch) {
    const { gen } = cxt;
    return sch.validate
        ? gen.scopeValue("validate", { ref: sch.validate })
        : (0, codegen_1._) `${gen.scopeValue("wrapper", { ref: sch })}.validate`;
}
exports.getValidate = getValidate;
function callRef(cxt, v, sch, $async) {
    const { gen, it } = cxt;
    const { allErrors, schemaEnv: env, opts } = it;
    const passCxt = opts.passContext ? names_1.default.this : codegen_1.nil;
    if ($async)
        callAsyncRef();
    else
        callSyncRef();
    function callAsyncRef() {
        if (!env.$async)
            throw new Error("async schema referenced by sync schema");
        const valid = gen.let("valid");
        gen.try(() => {
            gen.code((0, codegen_1._) `await ${(0, code_1.callValidateCode)(cxt, v, passCxt)}`);
            addEvaluatedFrom(v); // TODO will not work with async, it has to be returned with the result
            if (!allErrors)
                gen.assign(valid, true);
        }, (e) => {
            gen.if((0, codegen_1._) `!(${e} instanceof ${it.ValidationError})`, () => gen.throw(e));
            addErrorsFrom(e);
            if (!allErrors)
                gen.assign(valid, false);
        });
        cxt.ok(valid);
    }
    function callSyncRef() {
        cxt.result((0, code_1.callValidateCode)(cxt, v, passCxt), () => addEvaluatedFrom(v), () => addErrorsFrom(v));
    }
    function addErrorsFrom(source) {
        const errs = (0, codegen_1._) `${source}.errors`;
        gen.assign(names_1.default.vErrors, (0, codegen_1._) `${names_1.default.vErrors} === null ? ${errs} : ${names_1.default.vErrors}.concat(${errs})`); // TODO tagged
        gen.assign(names_1.default.errors, (0, codegen_1._) `${names_1.default.vErrors}.length`);
    }
    function addEvaluatedFrom(source) {
        var _a;
        if (!it.opts.unevaluated)
            return;
        const schEvaluated = (_a = sch === null || sch === void 0 ? void 0 : sch.validate) === null || _a === void 0 ? void 0 : _a.evaluated;
        // TODO refactor
        if (it.props !== true) {
            if (schEvaluated && !schEvaluated.dynamicProps) {
                if (schEvaluated.props !== undefined) {
                    it.props = util_1.mergeEvaluated.props(gen, schEvaluated.props, it.props);
                }
            }
            else {
                const props = gen.var("props", (0, codegen_1._) `${source}.evaluated.props`);
                it.props = util_1.mergeEvaluated.props(gen, props, it.props, codegen_1.Name);
            }
        }
        if (it.items !== true) {
            if (schEvaluated && !schEvaluated.dynamicItems) {
                if (schEvaluated.items !== undefined) {
                    it.items = util_1.mergeEvaluated.items(gen, schEvaluated.items, it.items);
                }
            }
            else {
                const items = gen.var("items", (0, codegen_1._) `${source}.evaluated.items`);
                it.items = util_1.mergeEvaluated.items(gen, items, it.items, codegen_1.Name);
            }
        }
    }
}
exports.callRef = callRef;
exports["default"] = def;
//# sourceMappingURL=ref.js.map

/***/ }),

/***/ 8886:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const codegen_1 = __nccwpck_require__(1436);
const types_1 = __nccwpck_require__(7115);
const compile_1 = __nccwpck_require__(2718);
const ref_error_1 = __nccwpck_require__(3162);
const util_1 = __nccwpck_require__(4464);
const error = {
    message: ({ params: { discrError, tagName } }) => discrError === types_1.DiscrError.Tag
        ? `tag "${tagName}" must be string`
        : `value of tag "${tagName}" must be in oneOf`,
    params: ({ params: { discrError, tag, tagName } }) => (0, codegen_1._) `{error: ${discrError}, tag: ${tagName}, tagValue: ${tag}}`,
};
const def = {
    keyword: "discriminator",
    type: "object",
    schemaType: "object",
    error,
    code(cxt) {
        const { gen, data, schema, parentSchema, it } = cxt;
        const { oneOf } = parentSchema;
        if (!it.opts.discriminator) {
            throw new Error("discriminator: requires discriminator option");
        }
        const tagName = schema.propertyName;
        if (typeof tagName != "string")
            throw new Error("discriminator: requires propertyName");
        if (schema.mapping)
            throw new Error("discriminator: mapping is not supported");
        if (!oneOf)
            throw new Error("discriminator: requires oneOf keyword");
        const valid = gen.let("valid", false);
        const tag = gen.const("tag", (0, codegen_1._) `${data}${(0, codegen_1.getProperty)(tagName)}`);
        gen.if((0, codegen_1._) `typeof ${tag} == "string"`, () => validateMapping(), () => cxt.error(false, { discrError: types_1.DiscrError.Tag, tag, tagName }));
        cxt.ok(valid);
        function validateMapping() {
            const mapping = getMapping();
            gen.if(false);
            for (const tagValue in mapping) {
                gen.elseIf((0, codegen_1._) `${tag} === ${tagValue}`);
                gen.assign(valid, applyTagSchema(mapping[tagValue]));
            }
            gen.else();
            cxt.error(false, { discrError: types_1.DiscrError.Mapping, tag, tagName });
            gen.endIf();
        }
        function applyTagSchema(schemaProp) {
            const _valid = gen.name("valid");
            const schCxt = cxt.subschema({ keyword: "oneOf", schemaProp }, _valid);
            cxt.mergeEvaluated(schCxt, codegen_1.Name);
            return _valid;
        }
        function getMapping() {
            var _a;
            const oneOfMapping = {};
            const topRequired = hasRequired(parentSchema);
            let tagRequired = true;
            for (let i = 0; i < oneOf.length; i++) {
                let sch = oneOf[i];
                if ((sch === null || sch === void 0 ? void 0 : sch.$ref) && !(0, util_1.schemaHasRulesButRef)(sch, it.self.RULES)) {
                    const ref = sch.$ref;
                    sch = compile_1.resolveRef.call(it.self, it.schemaEnv.root, it.baseId, ref);
                    if (sch instanceof compile_1.SchemaEnv)
                        sch = sch.schema;
                    if (sch === undefined)
                        throw new ref_error_1.default(it.opts.uriResolver, it.baseId, ref);
                }
                const propSch = (_a = sch === null || sch === void 0 ? void 0 : sch.properties) === null || _a === void 0 ? void 0 : _a[tagName];
                if (typeof propSch != "object") {
                    throw new Error(`discriminator: oneOf subschemas (or referenced schemas) must have "properties/${tagName}"`);
                }
                tagRequired = tagRequired && (topRequired || hasRequired(sch));
                addMappings(propSch, i);
            }
            if (!tagRequired)
                throw new Error(`discriminator: "${tagName}" must be required`);
            return oneOfMapping;
            function hasRequired({ required }) {
                return Array.isArray(required) && required.includes(tagName);
            }
            function addMappings(sch, i) {
                if (sch.const) {
                    addMapping(sch.const, i);
                }
                else if (sch.enum) {
                    for (const tagValue of sch.enum) {
                        addMapping(tagValue, i);
                    }
                }
                else {
                    throw new Error(`discriminator: "properties/${tagName}" must have "const" or "enum"`);
                }
            }
            function addMapping(tagValue, i) {
                if (typeof tagValue != "string" || tagValue in oneOfMapping) {
                    throw new Error(`discriminator: "${tagName}" values must be unique strings`);
                }
                oneOfMapping[tagValue] = i;
            }
        }
    },
};
exports["default"] = def;
//# sourceMappingURL=index.js.map

/***/ }),

/***/ 7115:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.DiscrError = void 0;
var DiscrError;
(function (DiscrError) {
    DiscrError["Tag"] = "tag";
    DiscrError["Mapping"] = "mapping";
})(DiscrError || (exports.DiscrError = DiscrError = {}));
//# sourceMappingURL=types.js.map

/***/ }),

/***/ 9941:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const core_1 = __nccwpck_require__(7397);
const validation_1 = __nccwpck_require__(5481);
const applicator_1 = __nccwpck_require__(8775);
const format_1 = __nccwpck_require__(2601);
const metadata_1 = __nccwpck_require__(6620);
const draft7Vocabularies = [
    core_1.default,
    validation_1.default,
    (0, applicator_1.default)(),
    format_1.default,
    metadata_1.metadataVocabulary,
    metadata_1.contentVocabulary,
];
exports["default"] = draft7Vocabularies;
//# sourceMappingURL=draft7.js.map

/***/ }),

/***/ 6402:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const codegen_1 = __nccwpck_require__(1436);
const error = {
    message: ({ schemaCode }) => (0, codegen_1.str) `must match format "${schemaCode}"`,
    params: ({ schemaCode }) => (0, codegen_1._) `{format: ${schemaCode}}`,
};
const def = {
    keyword: "format",
    type: ["number", "string"],
    schemaType: "string",
    $data: true,
    error,
    code(cxt, ruleType) {
        const { gen, data, $data, schema, schemaCode, it } = cxt;
        const { opts, errSchemaPath, schemaEnv, self } = it;
        if (!opts.validateFormats)
            return;
        if ($data)
            validate$DataFormat();
        else
            validateFormat();
        function validate$DataFormat() {
            const fmts = gen.scopeValue("formats", {
                ref: self.formats,
                code: opts.code.formats,
            });
            const fDef = gen.const("fDef", (0, codegen_1._) `${fmts}[${schemaCode}]`);
            const fType = gen.let("fType");
            const format = gen.let("format");
            // TODO simplify
            gen.if((0, codegen_1._) `typeof ${fDef} == "object" && !(${fDef} instanceof RegExp)`, () => gen.assign(fType, (0, codegen_1._) `${fDef}.type || "string"`).assign(format, (0, codegen_1._) `${fDef}.validate`), () => gen.assign(fType, (0, codegen_1._) `"string"`).assign(format, fDef));
            cxt.fail$data((0, codegen_1.or)(unknownFmt(), invalidFmt()));
            function unknownFmt() {
                if (opts.strictSchema === false)
                    return codegen_1.nil;
                return (0, codegen_1._) `${schemaCode} && !${format}`;
            }
            function invalidFmt() {
                const callFormat = schemaEnv.$async
                    ? (0, codegen_1._) `(${fDef}.async ? await ${format}(${data}) : ${format}(${data}))`
                    : (0, codegen_1._) `${format}(${data})`;
                const validData = (0, codegen_1._) `(typeof ${format} == "function" ? ${callFormat} : ${format}.test(${data}))`;
                return (0, codegen_1._) `${format} && ${format} !== true && ${fType} === ${ruleType} && !${validData}`;
            }
        }
        function validateFormat() {
            const formatDef = self.formats[schema];
            if (!formatDef) {
                unknownFormat();
                return;
            }
            if (formatDef === true)
                return;
            const [fmtType, format, fmtRef] = getFormat(formatDef);
            if (fmtType === ruleType)
                cxt.pass(validCondition());
            function unknownFormat() {
                if (opts.strictSchema === false) {
                    self.logger.warn(unknownMsg());
                    return;
                }
                throw new Error(unknownMsg());
                function unknownMsg() {
                    return `unknown format "${schema}" ignored in schema at path "${errSchemaPath}"`;
                }
            }
            function getFormat(fmtDef) {
                const code = fmtDef instanceof RegExp
                    ? (0, codegen_1.regexpCode)(fmtDef)
                    : opts.code.formats
                        ? (0, codegen_1._) `${opts.code.formats}${(0, codegen_1.getProperty)(schema)}`
                        : undefined;
                const fmt = gen.scopeValue("formats", { key: schema, ref: fmtDef, code });
                if (typeof fmtDef == "object" && !(fmtDef instanceof RegExp)) {
                    return [fmtDef.type || "string", fmtDef.validate, (0, codegen_1._) `${fmt}.validate`];
                }
                return ["string", fmtDef, fmt];
            }
            function validCondition() {
                if (typeof formatDef == "object" && !(formatDef instanceof RegExp) && formatDef.async) {
                    if (!schemaEnv.$async)
                        throw new Error("async format in sync schema");
                    return (0, codegen_1._) `await ${fmtRef}(${data})`;
                }
                return typeof format == "function" ? (0, codegen_1._) `${fmtRef}(${data})` : (0, codegen_1._) `${fmtRef}.test(${data})`;
            }
        }
    },
};
exports["default"] = def;
//# sourceMappingURL=format.js.map

/***/ }),

/***/ 2601:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const format_1 = __nccwpck_require__(6402);
const format = [format_1.default];
exports["default"] = format;
//# sourceMappingURL=index.js.map

/***/ }),

/***/ 6620:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.contentVocabulary = exports.metadataVocabulary = void 0;
exports.metadataVocabulary = [
    "title",
    "description",
    "default",
    "deprecated",
    "readOnly",
    "writeOnly",
    "examples",
];
exports.contentVocabulary = [
    "contentMediaType",
    "contentEncoding",
    "contentSchema",
];
//# sourceMappingURL=metadata.js.map

/***/ }),

/***/ 8026:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const codegen_1 = __nccwpck_require__(1436);
const util_1 = __nccwpck_require__(4464);
const equal_1 = __nccwpck_require__(4951);
const error = {
    message: "must be equal to constant",
    params: ({ schemaCode }) => (0, codegen_1._) `{allowedValue: ${schemaCode}}`,
};
const def = {
    keyword: "const",
    $data: true,
    error,
    code(cxt) {
        const { gen, data, $data, schemaCode, schema } = cxt;
        if ($data || (schema && typeof schema == "object")) {
            cxt.fail$data((0, codegen_1._) `!${(0, util_1.useFunc)(gen, equal_1.default)}(${data}, ${schemaCode})`);
        }
        else {
            cxt.fail((0, codegen_1._) `${schema} !== ${data}`);
        }
    },
};
exports["default"] = def;
//# sourceMappingURL=const.js.map

/***/ }),

/***/ 3200:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const codegen_1 = __nccwpck_require__(1436);
const util_1 = __nccwpck_require__(4464);
const equal_1 = __nccwpck_require__(4951);
const error = {
    message: "must be equal to one of the allowed values",
    params: ({ schemaCode }) => (0, codegen_1._) `{allowedValues: ${schemaCode}}`,
};
const def = {
    keyword: "enum",
    schemaType: "array",
    $data: true,
    error,
    code(cxt) {
        const { gen, data, $data, schema, schemaCode, it } = cxt;
        if (!$data && schema.length === 0)
            throw new Error("enum must have non-empty array");
        const useLoop = schema.length >= it.opts.loopEnum;
        let eql;
        const getEql = () => (eql !== null && eql !== void 0 ? eql : (eql = (0, util_1.useFunc)(gen, equal_1.default)));
        let valid;
        if (useLoop || $data) {
            valid = gen.let("valid");
            cxt.block$data(valid, loopEnum);
        }
        else {
            /* istanbul ignore if */
            if (!Array.isArray(schema))
                throw new Error("ajv implementation error");
            const vSchema = gen.const("vSchema", schemaCode);
            valid = (0, codegen_1.or)(...schema.map((_x, i) => equalCode(vSchema, i)));
        }
        cxt.pass(valid);
        function loopEnum() {
            gen.assign(valid, false);
            gen.forOf("v", schemaCode, (v) => gen.if((0, codegen_1._) `${getEql()}(${data}, ${v})`, () => gen.assign(valid, true).break()));
        }
        function equalCode(vSchema, i) {
            const sch = schema[i];
            return typeof sch === "object" && sch !== null
                ? (0, codegen_1._) `${getEql()}(${data}, ${vSchema}[${i}])`
                : (0, codegen_1._) `${data} === ${sch}`;
        }
    },
};
exports["default"] = def;
//# sourceMappingURL=enum.js.map

/***/ }),

/***/ 5481:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const limitNumber_1 = __nccwpck_require__(3723);
const multipleOf_1 = __nccwpck_require__(8132);
const limitLength_1 = __nccwpck_require__(6962);
const pattern_1 = __nccwpck_require__(6023);
const limitProperties_1 = __nccwpck_require__(895);
const required_1 = __nccwpck_require__(4504);
const limitItems_1 = __nccwpck_require__(6296);
const uniqueItems_1 = __nccwpck_require__(5132);
const const_1 = __nccwpck_require__(8026);
const enum_1 = __nccwpck_require__(3200);
const validation = [
    // number
    limitNumber_1.default,
    multipleOf_1.default,
    // string
    limitLength_1.default,
    pattern_1.default,
    // object
    limitProperties_1.default,
    required_1.default,
    // array
    limitItems_1.default,
    uniqueItems_1.default,
    // any
    { keyword: "type", schemaType: ["string", "array"] },
    { keyword: "nullable", schemaType: "boolean" },
    const_1.default,
    enum_1.default,
];
exports["default"] = validation;
//# sourceMappingURL=index.js.map

/***/ }),

/***/ 6296:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const codegen_1 = __nccwpck_require__(1436);
const error = {
    message({ keyword, schemaCode }) {
        const comp = keyword === "maxItems" ? "more" : "fewer";
        return (0, codegen_1.str) `must NOT have ${comp} than ${schemaCode} items`;
    },
    params: ({ schemaCode }) => (0, codegen_1._) `{limit: ${schemaCode}}`,
};
const def = {
    keyword: ["maxItems", "minItems"],
    type: "array",
    schemaType: "number",
    $data: true,
    error,
    code(cxt) {
        const { keyword, data, schemaCode } = cxt;
        const op = keyword === "maxItems" ? codegen_1.operators.GT : codegen_1.operators.LT;
        cxt.fail$data((0, codegen_1._) `${data}.length ${op} ${schemaCode}`);
    },
};
exports["default"] = def;
//# sourceMappingURL=limitItems.js.map

/***/ }),

/***/ 6962:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const codegen_1 = __nccwpck_require__(1436);
const util_1 = __nccwpck_require__(4464);
const ucs2length_1 = __nccwpck_require__(6214);
const error = {
    message({ keyword, schemaCode }) {
        const comp = keyword === "maxLength" ? "more" : "fewer";
        return (0, codegen_1.str) `must NOT have ${comp} than ${schemaCode} characters`;
    },
    params: ({ schemaCode }) => (0, codegen_1._) `{limit: ${schemaCode}}`,
};
const def = {
    keyword: ["maxLength", "minLength"],
    type: "string",
    schemaType: "number",
    $data: true,
    error,
    code(cxt) {
        const { keyword, data, schemaCode, it } = cxt;
        const op = keyword === "maxLength" ? codegen_1.operators.GT : codegen_1.operators.LT;
        const len = it.opts.unicode === false ? (0, codegen_1._) `${data}.length` : (0, codegen_1._) `${(0, util_1.useFunc)(cxt.gen, ucs2length_1.default)}(${data})`;
        cxt.fail$data((0, codegen_1._) `${len} ${op} ${schemaCode}`);
    },
};
exports["default"] = def;
//# sourceMappingURL=limitLength.js.map

/***/ }),

/***/ 3723:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const codegen_1 = __nccwpck_require__(1436);
const ops = codegen_1.operators;
const KWDs = {
    maximum: { okStr: "<=", ok: ops.LTE, fail: ops.GT },
    minimum: { okStr: ">=", ok: ops.GTE, fail: ops.LT },
    exclusiveMaximum: { okStr: "<", ok: ops.LT, fail: ops.GTE },
    exclusiveMinimum: { okStr: ">", ok: ops.GT, fail: ops.LTE },
};
const error = {
    message: ({ keyword, schemaCode }) => (0, codegen_1.str) `must be ${KWDs[keyword].okStr} ${schemaCode}`,
    params: ({ keyword, schemaCode }) => (0, codegen_1._) `{comparison: ${KWDs[keyword].okStr}, limit: ${schemaCode}}`,
};
const def = {
    keyword: Object.keys(KWDs),
    type: "number",
    schemaType: "number",
    $data: true,
    error,
    code(cxt) {
        const { keyword, data, schemaCode } = cxt;
        cxt.fail$data((0, codegen_1._) `${data} ${KWDs[keyword].fail} ${schemaCode} || isNaN(${data})`);
    },
};
exports["default"] = def;
//# sourceMappingURL=limitNumber.js.map

/***/ }),

/***/ 895:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const codegen_1 = __nccwpck_require__(1436);
const error = {
    message({ keyword, schemaCode }) {
        const comp = keyword === "maxProperties" ? "more" : "fewer";
        return (0, codegen_1.str) `must NOT have ${comp} than ${schemaCode} properties`;
    },
    params: ({ schemaCode }) => (0, codegen_1._) `{limit: ${schemaCode}}`,
};
const def = {
    keyword: ["maxProperties", "minProperties"],
    type: "object",
    schemaType: "number",
    $data: true,
    error,
    code(cxt) {
        const { keyword, data, schemaCode } = cxt;
        const op = keyword === "maxProperties" ? codegen_1.operators.GT : codegen_1.operators.LT;
        cxt.fail$data((0, codegen_1._) `Object.keys(${data}).length ${op} ${schemaCode}`);
    },
};
exports["default"] = def;
//# sourceMappingURL=limitProperties.js.map

/***/ }),

/***/ 8132:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const codegen_1 = __nccwpck_require__(1436);
const error = {
    message: ({ schemaCode }) => (0, codegen_1.str) `must be multiple of ${schemaCode}`,
    params: ({ schemaCode }) => (0, codegen_1._) `{multipleOf: ${schemaCode}}`,
};
const def = {
    keyword: "multipleOf",
    type: "number",
    schemaType: "number",
    $data: true,
    error,
    code(cxt) {
        const { gen, data, schemaCode, it } = cxt;
        // const bdt = bad$DataType(schemaCode, <string>def.schemaType, $data)
        const prec = it.opts.multipleOfPrecision;
        const res = gen.let("res");
        const invalid = prec
            ? (0, codegen_1._) `Math.abs(Math.round(${res}) - ${res}) > 1e-${prec}`
            : (0, codegen_1._) `${res} !== parseInt(${res})`;
        cxt.fail$data((0, codegen_1._) `(${schemaCode} === 0 || (${res} = ${data}/${schemaCode}, ${invalid}))`);
    },
};
exports["default"] = def;
//# sourceMappingURL=multipleOf.js.map

/***/ }),

/***/ 6023:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const code_1 = __nccwpck_require__(8484);
const util_1 = __nccwpck_require__(4464);
const codegen_1 = __nccwpck_require__(1436);
const error = {
    message: ({ schemaCode }) => (0, codegen_1.str) `must match pattern "${schemaCode}"`,
    params: ({ schemaCode }) => (0, codegen_1._) `{pattern: ${schemaCode}}`,
};
const def = {
    keyword: "pattern",
    type: "string",
    schemaType: "string",
    $data: true,
    error,
    code(cxt) {
        const { gen, data, $data, schema, schemaCode, it } = cxt;
        const u = it.opts.unicodeRegExp ? "u" : "";
        if ($data) {
            const { regExp } = it.opts.code;
            const regExpCode = regExp.code === "new RegExp" ? (0, codegen_1._) `new RegExp` : (0, util_1.useFunc)(gen, regExp);
            const valid = gen.let("valid");
            gen.try(() => gen.assign(valid, (0, codegen_1._) `${regExpCode}(${schemaCode}, ${u}).test(${data})`), () => gen.assign(valid, false));
            cxt.fail$data((0, codegen_1._) `!${valid}`);
        }
        else {
            const regExp = (0, code_1.usePattern)(cxt, schema);
            cxt.fail$data((0, codegen_1._) `!${regExp}.test(${data})`);
        }
    },
};
exports["default"] = def;
//# sourceMappingURL=pattern.js.map

/***/ }),

/***/ 4504:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const code_1 = __nccwpck_require__(8484);
const codegen_1 = __nccwpck_require__(1436);
const util_1 = __nccwpck_require__(4464);
const error = {
    message: ({ params: { missingProperty } }) => (0, codegen_1.str) `must have required property '${missingProperty}'`,
    params: ({ params: { missingProperty } }) => (0, codegen_1._) `{missingProperty: ${missingProperty}}`,
};
const def = {
    keyword: "required",
    type: "object",
    schemaType: "array",
    $data: true,
    error,
    code(cxt) {
        const { gen, schema, schemaCode, data, $data, it } = cxt;
        const { opts } = it;
        if (!$data && schema.length === 0)
            return;
        const useLoop = schema.length >= opts.loopRequired;
        if (it.allErrors)
            allErrorsMode();
        else
            exitOnErrorMode();
        if (opts.strictRequired) {
            const props = cxt.parentSchema.properties;
            const { definedProperties } = cxt.it;
            for (const requiredKey of schema) {
                if ((props === null || props === void 0 ? void 0 : props[requiredKey]) === undefined && !definedProperties.has(requiredKey)) {
                    const schemaPath = it.schemaEnv.baseId + it.errSchemaPath;
                    const msg = `required property "${requiredKey}" is not defined at "${schemaPath}" (strictRequired)`;
                    (0, util_1.checkStrictMode)(it, msg, it.opts.strictRequired);
                }
            }
        }
        function allErrorsMode() {
            if (useLoop || $data) {
                cxt.block$data(codegen_1.nil, loopAllRequired);
            }
            else {
                for (const prop of schema) {
                    (0, code_1.checkReportMissingProp)(cxt, prop);
                }
            }
        }
        function exitOnErrorMode() {
            const missing = gen.let("missing");
            if (useLoop || $data) {
                const valid = gen.let("valid", true);
                cxt.block$data(valid, () => loopUntilMissing(missing, valid));
                cxt.ok(valid);
            }
            else {
                gen.if((0, code_1.checkMissingProp)(cxt, schema, missing));
                (0, code_1.reportMissingProp)(cxt, missing);
                gen.else();
            }
        }
        function loopAllRequired() {
            gen.forOf("prop", schemaCode, (prop) => {
                cxt.setParams({ missingProperty: prop });
                gen.if((0, code_1.noPropertyInData)(gen, data, prop, opts.ownProperties), () => cxt.error());
            });
        }
        function loopUntilMissing(missing, valid) {
            cxt.setParams({ missingProperty: missing });
            gen.forOf(missing, schemaCode, () => {
                gen.assign(valid, (0, code_1.propertyInData)(gen, data, missing, opts.ownProperties));
                gen.if((0, codegen_1.not)(valid), () => {
                    cxt.error();
                    gen.break();
                });
            }, codegen_1.nil);
        }
    },
};
exports["default"] = def;
//# sourceMappingURL=required.js.map

/***/ }),

/***/ 5132:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const dataType_1 = __nccwpck_require__(6685);
const codegen_1 = __nccwpck_require__(1436);
const util_1 = __nccwpck_require__(4464);
const equal_1 = __nccwpck_require__(4951);
const error = {
    message: ({ params: { i, j } }) => (0, codegen_1.str) `must NOT have duplicate items (items ## ${j} and ${i} are identical)`,
    params: ({ params: { i, j } }) => (0, codegen_1._) `{i: ${i}, j: ${j}}`,
};
const def = {
    keyword: "uniqueItems",
    type: "array",
    schemaType: "boolean",
    $data: true,
    error,
    code(cxt) {
        const { gen, data, $data, schema, parentSchema, schemaCode, it } = cxt;
        if (!$data && !schema)
            return;
        const valid = gen.let("valid");
        const itemTypes = parentSchema.items ? (0, dataType_1.getSchemaTypes)(parentSchema.items) : [];
        cxt.block$data(valid, validateUniqueItems, (0, codegen_1._) `${schemaCode} === false`);
        cxt.ok(valid);
        function validateUniqueItems() {
            const i = gen.let("i", (0, codegen_1._) `${data}.length`);
            const j = gen.let("j");
            cxt.setParams({ i, j });
            gen.assign(valid, true);
            gen.if((0, codegen_1._) `${i} > 1`, () => (canOptimize() ? loopN : loopN2)(i, j));
        }
        function canOptimize() {
            return itemTypes.length > 0 && !itemTypes.some((t) => t === "object" || t === "array");
        }
        function loopN(i, j) {
            const item = gen.name("item");
            const wrongType = (0, dataType_1.checkDataTypes)(itemTypes, item, it.opts.strictNumbers, dataType_1.DataType.Wrong);
            const indices = gen.const("indices", (0, codegen_1._) `{}`);
            gen.for((0, codegen_1._) `;${i}--;`, () => {
                gen.let(item, (0, codegen_1._) `${data}[${i}]`);
                gen.if(wrongType, (0, codegen_1._) `continue`);
                if (itemTypes.length > 1)
                    gen.if((0, codegen_1._) `typeof ${item} == "string"`, (0, codegen_1._) `${item} += "_"`);
                gen
                    .if((0, codegen_1._) `typeof ${indices}[${item}] == "number"`, () => {
                    gen.assign(j, (0, codegen_1._) `${indices}[${item}]`);
                    cxt.error();
                    gen.assign(valid, false).break();
                })
                    .code((0, codegen_1._) `${indices}[${item}] = ${i}`);
            });
        }
        function loopN2(i, j) {
            const eql = (0, util_1.useFunc)(gen, equal_1.default);
            const outer = gen.name("outer");
            gen.label(outer).for((0, codegen_1._) `;${i}--;`, () => gen.for((0, codegen_1._) `${j} = ${i}; ${j}--;`, () => gen.if((0, codegen_1._) `${eql}(${data}[${i}], ${data}[${j}])`, () => {
                cxt.error();
                gen.assign(valid, false).break(outer);
            })));
        }
    },
};
exports["default"] = def;
//# sourceMappingURL=uniqueItems.js.map

/***/ }),

/***/ 3430:
/***/ ((module) => {



// do not edit .js files directly - edit src/index.jst



module.exports = function equal(a, b) {
  if (a === b) return true;

  if (a && b && typeof a == 'object' && typeof b == 'object') {
    if (a.constructor !== b.constructor) return false;

    var length, i, keys;
    if (Array.isArray(a)) {
      length = a.length;
      if (length != b.length) return false;
      for (i = length; i-- !== 0;)
        if (!equal(a[i], b[i])) return false;
      return true;
    }



    if (a.constructor === RegExp) return a.source === b.source && a.flags === b.flags;
    if (a.valueOf !== Object.prototype.valueOf) return a.valueOf() === b.valueOf();
    if (a.toString !== Object.prototype.toString) return a.toString() === b.toString();

    keys = Object.keys(a);
    length = keys.length;
    if (length !== Object.keys(b).length) return false;

    for (i = length; i-- !== 0;)
      if (!Object.prototype.hasOwnProperty.call(b, keys[i])) return false;

    for (i = length; i-- !== 0;) {
      var key = keys[i];

      if (!equal(a[key], b[key])) return false;
    }

    return true;
  }

  // true if both NaN, false otherwise
  return a!==a && b!==b;
};


/***/ }),

/***/ 1167:
/***/ ((module) => {



var traverse = module.exports = function (schema, opts, cb) {
  // Legacy support for v0.3.1 and earlier.
  if (typeof opts == 'function') {
    cb = opts;
    opts = {};
  }

  cb = opts.cb || cb;
  var pre = (typeof cb == 'function') ? cb : cb.pre || function() {};
  var post = cb.post || function() {};

  _traverse(opts, pre, post, schema, '', schema);
};


traverse.keywords = {
  additionalItems: true,
  items: true,
  contains: true,
  additionalProperties: true,
  propertyNames: true,
  not: true,
  if: true,
  then: true,
  else: true
};

traverse.arrayKeywords = {
  items: true,
  allOf: true,
  anyOf: true,
  oneOf: true
};

traverse.propsKeywords = {
  $defs: true,
  definitions: true,
  properties: true,
  patternProperties: true,
  dependencies: true
};

traverse.skipKeywords = {
  default: true,
  enum: true,
  const: true,
  required: true,
  maximum: true,
  minimum: true,
  exclusiveMaximum: true,
  exclusiveMinimum: true,
  multipleOf: true,
  maxLength: true,
  minLength: true,
  pattern: true,
  format: true,
  maxItems: true,
  minItems: true,
  uniqueItems: true,
  maxProperties: true,
  minProperties: true
};


function _traverse(opts, pre, post, schema, jsonPtr, rootSchema, parentJsonPtr, parentKeyword, parentSchema, keyIndex) {
  if (schema && typeof schema == 'object' && !Array.isArray(schema)) {
    pre(schema, jsonPtr, rootSchema, parentJsonPtr, parentKeyword, parentSchema, keyIndex);
    for (var key in schema) {
      var sch = schema[key];
      if (Array.isArray(sch)) {
        if (key in traverse.arrayKeywords) {
          for (var i=0; i<sch.length; i++)
            _traverse(opts, pre, post, sch[i], jsonPtr + '/' + key + '/' + i, rootSchema, jsonPtr, key, schema, i);
        }
      } else if (key in traverse.propsKeywords) {
        if (sch && typeof sch == 'object') {
          for (var prop in sch)
            _traverse(opts, pre, post, sch[prop], jsonPtr + '/' + key + '/' + escapeJsonPtr(prop), rootSchema, jsonPtr, key, schema, prop);
        }
      } else if (key in traverse.keywords || (opts.allKeys && !(key in traverse.skipKeywords))) {
        _traverse(opts, pre, post, sch, jsonPtr + '/' + key, rootSchema, jsonPtr, key, schema);
      }
    }
    post(schema, jsonPtr, rootSchema, parentJsonPtr, parentKeyword, parentSchema, keyIndex);
  }
}


function escapeJsonPtr(str) {
  return str.replace(/~/g, '~0').replace(/\//g, '~1');
}


/***/ }),

/***/ 4006:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const pico = __nccwpck_require__(8016);
const utils = __nccwpck_require__(4059);

function picomatch(glob, options, returnState = false) {
  // default to os.platform()
  if (options && (options.windows === null || options.windows === undefined)) {
    // don't mutate the original options object
    options = { ...options, windows: utils.isWindows() };
  }

  return pico(glob, options, returnState);
}

Object.assign(picomatch, pico);
module.exports = picomatch;


/***/ }),

/***/ 5595:
/***/ ((module) => {



const WIN_SLASH = '\\\\/';
const WIN_NO_SLASH = `[^${WIN_SLASH}]`;

const DEFAULT_MAX_EXTGLOB_RECURSION = 0;

/**
 * Posix glob regex
 */

const DOT_LITERAL = '\\.';
const PLUS_LITERAL = '\\+';
const QMARK_LITERAL = '\\?';
const SLASH_LITERAL = '\\/';
const ONE_CHAR = '(?=.)';
const QMARK = '[^/]';
const END_ANCHOR = `(?:${SLASH_LITERAL}|$)`;
const START_ANCHOR = `(?:^|${SLASH_LITERAL})`;
const DOTS_SLASH = `${DOT_LITERAL}{1,2}${END_ANCHOR}`;
const NO_DOT = `(?!${DOT_LITERAL})`;
const NO_DOTS = `(?!${START_ANCHOR}${DOTS_SLASH})`;
const NO_DOT_SLASH = `(?!${DOT_LITERAL}{0,1}${END_ANCHOR})`;
const NO_DOTS_SLASH = `(?!${DOTS_SLASH})`;
const QMARK_NO_DOT = `[^.${SLASH_LITERAL}]`;
const STAR = `${QMARK}*?`;
const SEP = '/';

const POSIX_CHARS = {
  DOT_LITERAL,
  PLUS_LITERAL,
  QMARK_LITERAL,
  SLASH_LITERAL,
  ONE_CHAR,
  QMARK,
  END_ANCHOR,
  DOTS_SLASH,
  NO_DOT,
  NO_DOTS,
  NO_DOT_SLASH,
  NO_DOTS_SLASH,
  QMARK_NO_DOT,
  STAR,
  START_ANCHOR,
  SEP
};

/**
 * Windows glob regex
 */

const WINDOWS_CHARS = {
  ...POSIX_CHARS,

  SLASH_LITERAL: `[${WIN_SLASH}]`,
  QMARK: WIN_NO_SLASH,
  STAR: `${WIN_NO_SLASH}*?`,
  DOTS_SLASH: `${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$)`,
  NO_DOT: `(?!${DOT_LITERAL})`,
  NO_DOTS: `(?!(?:^|[${WIN_SLASH}])${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
  NO_DOT_SLASH: `(?!${DOT_LITERAL}{0,1}(?:[${WIN_SLASH}]|$))`,
  NO_DOTS_SLASH: `(?!${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
  QMARK_NO_DOT: `[^.${WIN_SLASH}]`,
  START_ANCHOR: `(?:^|[${WIN_SLASH}])`,
  END_ANCHOR: `(?:[${WIN_SLASH}]|$)`,
  SEP: '\\'
};

/**
 * POSIX Bracket Regex
 */

const POSIX_REGEX_SOURCE = {
  __proto__: null,
  alnum: 'a-zA-Z0-9',
  alpha: 'a-zA-Z',
  ascii: '\\x00-\\x7F',
  blank: ' \\t',
  cntrl: '\\x00-\\x1F\\x7F',
  digit: '0-9',
  graph: '\\x21-\\x7E',
  lower: 'a-z',
  print: '\\x20-\\x7E ',
  punct: '\\-!"#$%&\'()\\*+,./:;<=>?@[\\]^_`{|}~',
  space: ' \\t\\r\\n\\v\\f',
  upper: 'A-Z',
  word: 'A-Za-z0-9_',
  xdigit: 'A-Fa-f0-9'
};

module.exports = {
  DEFAULT_MAX_EXTGLOB_RECURSION,
  MAX_LENGTH: 1024 * 64,
  POSIX_REGEX_SOURCE,

  // regular expressions
  REGEX_BACKSLASH: /\\(?![*+?^${}(|)[\]])/g,
  REGEX_NON_SPECIAL_CHARS: /^[^@![\].,$*+?^{}()|\\/]+/,
  REGEX_SPECIAL_CHARS: /[-*+?.^${}(|)[\]]/,
  REGEX_SPECIAL_CHARS_BACKREF: /(\\?)((\W)(\3*))/g,
  REGEX_SPECIAL_CHARS_GLOBAL: /([-*+?.^${}(|)[\]])/g,
  REGEX_REMOVE_BACKSLASH: /(?:\[.*?[^\\]\]|\\(?=.))/g,

  // Replace globs with equivalent patterns to reduce parsing time.
  REPLACEMENTS: {
    __proto__: null,
    '***': '*',
    '**/**': '**',
    '**/**/**': '**'
  },

  // Digits
  CHAR_0: 48, /* 0 */
  CHAR_9: 57, /* 9 */

  // Alphabet chars.
  CHAR_UPPERCASE_A: 65, /* A */
  CHAR_LOWERCASE_A: 97, /* a */
  CHAR_UPPERCASE_Z: 90, /* Z */
  CHAR_LOWERCASE_Z: 122, /* z */

  CHAR_LEFT_PARENTHESES: 40, /* ( */
  CHAR_RIGHT_PARENTHESES: 41, /* ) */

  CHAR_ASTERISK: 42, /* * */

  // Non-alphabetic chars.
  CHAR_AMPERSAND: 38, /* & */
  CHAR_AT: 64, /* @ */
  CHAR_BACKWARD_SLASH: 92, /* \ */
  CHAR_CARRIAGE_RETURN: 13, /* \r */
  CHAR_CIRCUMFLEX_ACCENT: 94, /* ^ */
  CHAR_COLON: 58, /* : */
  CHAR_COMMA: 44, /* , */
  CHAR_DOT: 46, /* . */
  CHAR_DOUBLE_QUOTE: 34, /* " */
  CHAR_EQUAL: 61, /* = */
  CHAR_EXCLAMATION_MARK: 33, /* ! */
  CHAR_FORM_FEED: 12, /* \f */
  CHAR_FORWARD_SLASH: 47, /* / */
  CHAR_GRAVE_ACCENT: 96, /* ` */
  CHAR_HASH: 35, /* # */
  CHAR_HYPHEN_MINUS: 45, /* - */
  CHAR_LEFT_ANGLE_BRACKET: 60, /* < */
  CHAR_LEFT_CURLY_BRACE: 123, /* { */
  CHAR_LEFT_SQUARE_BRACKET: 91, /* [ */
  CHAR_LINE_FEED: 10, /* \n */
  CHAR_NO_BREAK_SPACE: 160, /* \u00A0 */
  CHAR_PERCENT: 37, /* % */
  CHAR_PLUS: 43, /* + */
  CHAR_QUESTION_MARK: 63, /* ? */
  CHAR_RIGHT_ANGLE_BRACKET: 62, /* > */
  CHAR_RIGHT_CURLY_BRACE: 125, /* } */
  CHAR_RIGHT_SQUARE_BRACKET: 93, /* ] */
  CHAR_SEMICOLON: 59, /* ; */
  CHAR_SINGLE_QUOTE: 39, /* ' */
  CHAR_SPACE: 32, /*   */
  CHAR_TAB: 9, /* \t */
  CHAR_UNDERSCORE: 95, /* _ */
  CHAR_VERTICAL_LINE: 124, /* | */
  CHAR_ZERO_WIDTH_NOBREAK_SPACE: 65279, /* \uFEFF */

  /**
   * Create EXTGLOB_CHARS
   */

  extglobChars(chars) {
    return {
      '!': { type: 'negate', open: '(?:(?!(?:', close: `))${chars.STAR})` },
      '?': { type: 'qmark', open: '(?:', close: ')?' },
      '+': { type: 'plus', open: '(?:', close: ')+' },
      '*': { type: 'star', open: '(?:', close: ')*' },
      '@': { type: 'at', open: '(?:', close: ')' }
    };
  },

  /**
   * Create GLOB_CHARS
   */

  globChars(win32) {
    return win32 === true ? WINDOWS_CHARS : POSIX_CHARS;
  }
};


/***/ }),

/***/ 8265:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const constants = __nccwpck_require__(5595);
const utils = __nccwpck_require__(4059);

/**
 * Constants
 */

const {
  MAX_LENGTH,
  POSIX_REGEX_SOURCE,
  REGEX_NON_SPECIAL_CHARS,
  REGEX_SPECIAL_CHARS_BACKREF,
  REPLACEMENTS
} = constants;

/**
 * Helpers
 */

const expandRange = (args, options) => {
  if (typeof options.expandRange === 'function') {
    return options.expandRange(...args, options);
  }

  args.sort();
  const value = `[${args.join('-')}]`;

  try {
    /* eslint-disable-next-line no-new */
    new RegExp(value);
  } catch (ex) {
    return args.map(v => utils.escapeRegex(v)).join('..');
  }

  return value;
};

/**
 * Create the message for a syntax error
 */

const syntaxError = (type, char) => {
  return `Missing ${type}: "${char}" - use "\\\\${char}" to match literal characters`;
};

const splitTopLevel = input => {
  const parts = [];
  let bracket = 0;
  let paren = 0;
  let quote = 0;
  let value = '';
  let escaped = false;

  for (const ch of input) {
    if (escaped === true) {
      value += ch;
      escaped = false;
      continue;
    }

    if (ch === '\\') {
      value += ch;
      escaped = true;
      continue;
    }

    if (ch === '"') {
      quote = quote === 1 ? 0 : 1;
      value += ch;
      continue;
    }

    if (quote === 0) {
      if (ch === '[') {
        bracket++;
      } else if (ch === ']' && bracket > 0) {
        bracket--;
      } else if (bracket === 0) {
        if (ch === '(') {
          paren++;
        } else if (ch === ')' && paren > 0) {
          paren--;
        } else if (ch === '|' && paren === 0) {
          parts.push(value);
          value = '';
          continue;
        }
      }
    }

    value += ch;
  }

  parts.push(value);
  return parts;
};

const isPlainBranch = branch => {
  let escaped = false;

  for (const ch of branch) {
    if (escaped === true) {
      escaped = false;
      continue;
    }

    if (ch === '\\') {
      escaped = true;
      continue;
    }

    if (/[?*+@!()[\]{}]/.test(ch)) {
      return false;
    }
  }

  return true;
};

const normalizeSimpleBranch = branch => {
  let value = branch.trim();
  let changed = true;

  while (changed === true) {
    changed = false;

    if (/^@\([^\\()[\]{}|]+\)$/.test(value)) {
      value = value.slice(2, -1);
      changed = true;
    }
  }

  if (!isPlainBranch(value)) {
    return;
  }

  return value.replace(/\\(.)/g, '$1');
};

const hasRepeatedCharPrefixOverlap = branches => {
  const values = branches.map(normalizeSimpleBranch).filter(Boolean);

  for (let i = 0; i < values.length; i++) {
    for (let j = i + 1; j < values.length; j++) {
      const a = values[i];
      const b = values[j];
      const char = a[0];

      if (!char || a !== char.repeat(a.length) || b !== char.repeat(b.length)) {
        continue;
      }

      if (a === b || a.startsWith(b) || b.startsWith(a)) {
        return true;
      }
    }
  }

  return false;
};

const parseRepeatedExtglob = (pattern, requireEnd = true) => {
  if ((pattern[0] !== '+' && pattern[0] !== '*') || pattern[1] !== '(') {
    return;
  }

  let bracket = 0;
  let paren = 0;
  let quote = 0;
  let escaped = false;

  for (let i = 1; i < pattern.length; i++) {
    const ch = pattern[i];

    if (escaped === true) {
      escaped = false;
      continue;
    }

    if (ch === '\\') {
      escaped = true;
      continue;
    }

    if (ch === '"') {
      quote = quote === 1 ? 0 : 1;
      continue;
    }

    if (quote === 1) {
      continue;
    }

    if (ch === '[') {
      bracket++;
      continue;
    }

    if (ch === ']' && bracket > 0) {
      bracket--;
      continue;
    }

    if (bracket > 0) {
      continue;
    }

    if (ch === '(') {
      paren++;
      continue;
    }

    if (ch === ')') {
      paren--;

      if (paren === 0) {
        if (requireEnd === true && i !== pattern.length - 1) {
          return;
        }

        return {
          type: pattern[0],
          body: pattern.slice(2, i),
          end: i
        };
      }
    }
  }
};

const buildCharClassStar = chars => {
  const source = chars.length === 1
    ? utils.escapeRegex(chars[0])
    : `[${chars.map(ch => utils.escapeRegex(ch)).join('')}]`;

  return `${source}*`;
};

const getStarExtglobSequenceChars = pattern => {
  let index = 0;
  const chars = [];

  while (index < pattern.length) {
    const match = parseRepeatedExtglob(pattern.slice(index), false);

    if (!match || match.type !== '*') {
      return;
    }

    const branches = splitTopLevel(match.body).map(branch => branch.trim());
    if (branches.length !== 1) {
      return;
    }

    const branch = normalizeSimpleBranch(branches[0]);
    if (!branch || branch.length !== 1) {
      return;
    }

    chars.push(branch);
    index += match.end + 1;
  }

  if (chars.length < 1) {
    return;
  }

  return chars;
};

const repeatedExtglobRecursion = pattern => {
  let depth = 0;
  let value = pattern.trim();
  let match = parseRepeatedExtglob(value);

  while (match) {
    depth++;
    value = match.body.trim();
    match = parseRepeatedExtglob(value);
  }

  return depth;
};

const analyzeRepeatedExtglob = (body, options) => {
  if (options.maxExtglobRecursion === false) {
    return { risky: false };
  }

  const max =
    typeof options.maxExtglobRecursion === 'number'
      ? options.maxExtglobRecursion
      : constants.DEFAULT_MAX_EXTGLOB_RECURSION;

  const branches = splitTopLevel(body).map(branch => branch.trim());

  if (branches.length > 1) {
    if (
      branches.some(branch => branch === '') ||
      branches.some(branch => /^[*?]+$/.test(branch)) ||
      hasRepeatedCharPrefixOverlap(branches)
    ) {
      return { risky: true };
    }
  }

  // A repeated extglob is "risky" (prone to catastrophic backtracking) when a
  // branch is itself a `*(...)` sequence, since that nests an unbounded quantifier
  // inside the outer `+(...)`/`*(...)`. When *every* branch reduces to single
  // characters we can emit one flat, ReDoS-safe character class that preserves the
  // meaning of ALL branches (e.g. `+(*(a)|*(b))` -> `[ab]*`), rather than dropping
  // every branch but the first.
  const safeChars = [];
  let sawStarSequence = false;
  let combinable = true;

  for (const branch of branches) {
    const chars = getStarExtglobSequenceChars(branch);
    if (chars) {
      sawStarSequence = true;
      safeChars.push(...chars);
      continue;
    }

    const literal = normalizeSimpleBranch(branch);
    if (literal && literal.length === 1) {
      safeChars.push(literal);
      continue;
    }

    combinable = false;

    if (repeatedExtglobRecursion(branch) > max) {
      return { risky: true };
    }
  }

  if (sawStarSequence) {
    return combinable
      ? { risky: true, safeOutput: buildCharClassStar([...new Set(safeChars)]) }
      : { risky: true };
  }

  return { risky: false };
};

/**
 * Parse the given input string.
 * @param {String} input
 * @param {Object} options
 * @return {Object}
 */

const parse = (input, options) => {
  if (typeof input !== 'string') {
    throw new TypeError('Expected a string');
  }

  input = REPLACEMENTS[input] || input;

  const opts = { ...options };
  const max = typeof opts.maxLength === 'number' ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;

  let len = input.length;
  if (len > max) {
    throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
  }

  const bos = { type: 'bos', value: '', output: opts.prepend || '' };
  const tokens = [bos];

  const capture = opts.capture ? '' : '?:';

  // create constants based on platform, for windows or posix
  const PLATFORM_CHARS = constants.globChars(opts.windows);
  const EXTGLOB_CHARS = constants.extglobChars(PLATFORM_CHARS);

  const {
    DOT_LITERAL,
    PLUS_LITERAL,
    SLASH_LITERAL,
    ONE_CHAR,
    DOTS_SLASH,
    NO_DOT,
    NO_DOT_SLASH,
    NO_DOTS_SLASH,
    QMARK,
    QMARK_NO_DOT,
    STAR,
    START_ANCHOR
  } = PLATFORM_CHARS;

  const globstar = opts => {
    return `(${capture}(?:(?!${START_ANCHOR}${opts.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
  };

  const nodot = opts.dot ? '' : NO_DOT;
  const qmarkNoDot = opts.dot ? QMARK : QMARK_NO_DOT;
  let star = opts.bash === true ? globstar(opts) : STAR;

  if (opts.capture) {
    star = `(${star})`;
  }

  // minimatch options support
  if (typeof opts.noext === 'boolean') {
    opts.noextglob = opts.noext;
  }

  const state = {
    input,
    index: -1,
    start: 0,
    dot: opts.dot === true,
    consumed: '',
    output: '',
    prefix: '',
    backtrack: false,
    negated: false,
    brackets: 0,
    braces: 0,
    parens: 0,
    quotes: 0,
    globstar: false,
    tokens
  };

  input = utils.removePrefix(input, state);
  len = input.length;

  const extglobs = [];
  const braces = [];
  const stack = [];
  let prev = bos;
  let value;

  /**
   * Tokenizing helpers
   */

  const eos = () => state.index === len - 1;
  const peek = state.peek = (n = 1) => input[state.index + n];
  const advance = state.advance = () => input[++state.index] || '';
  const remaining = () => input.slice(state.index + 1);
  const consume = (value = '', num = 0) => {
    state.consumed += value;
    state.index += num;
  };

  const append = token => {
    state.output += token.output != null ? token.output : token.value;
    consume(token.value);
  };

  const negate = () => {
    let count = 1;

    while (peek() === '!' && (peek(2) !== '(' || peek(3) === '?')) {
      advance();
      state.start++;
      count++;
    }

    if (count % 2 === 0) {
      return false;
    }

    state.negated = true;
    state.start++;
    return true;
  };

  const increment = type => {
    state[type]++;
    stack.push(type);
  };

  const decrement = type => {
    state[type]--;
    stack.pop();
  };

  /**
   * Push tokens onto the tokens array. This helper speeds up
   * tokenizing by 1) helping us avoid backtracking as much as possible,
   * and 2) helping us avoid creating extra tokens when consecutive
   * characters are plain text. This improves performance and simplifies
   * lookbehinds.
   */

  const push = tok => {
    if (prev.type === 'globstar') {
      const isBrace = state.braces > 0 && (tok.type === 'comma' || tok.type === 'brace');
      const isExtglob = tok.extglob === true || (extglobs.length && (tok.type === 'pipe' || tok.type === 'paren'));

      if (tok.type !== 'slash' && tok.type !== 'paren' && !isBrace && !isExtglob) {
        state.output = state.output.slice(0, -prev.output.length);
        prev.type = 'star';
        prev.value = '*';
        prev.output = star;
        state.output += prev.output;
      }
    }

    if (extglobs.length && tok.type !== 'paren') {
      extglobs[extglobs.length - 1].inner += tok.value;
    }

    if (tok.value || tok.output) append(tok);
    if (prev && prev.type === 'text' && tok.type === 'text') {
      prev.output = (prev.output || prev.value) + tok.value;
      prev.value += tok.value;
      return;
    }

    tok.prev = prev;
    tokens.push(tok);
    prev = tok;
  };

  const extglobOpen = (type, value) => {
    const token = { ...EXTGLOB_CHARS[value], conditions: 1, inner: '' };

    token.prev = prev;
    token.parens = state.parens;
    token.output = state.output;
    token.startIndex = state.index;
    token.tokensIndex = tokens.length;
    const output = (opts.capture ? '(' : '') + token.open;

    increment('parens');
    push({ type, value, output: state.output ? '' : ONE_CHAR });
    push({ type: 'paren', extglob: true, value: advance(), output });
    extglobs.push(token);
  };

  const extglobClose = token => {
    const literal = input.slice(token.startIndex, state.index + 1);
    const body = input.slice(token.startIndex + 2, state.index);
    const analysis = analyzeRepeatedExtglob(body, opts);

    if ((token.type === 'plus' || token.type === 'star') && analysis.risky) {
      const safeOutput = analysis.safeOutput
        ? (token.output ? '' : ONE_CHAR) + (opts.capture ? `(${analysis.safeOutput})` : analysis.safeOutput)
        : undefined;
      const open = tokens[token.tokensIndex];

      open.type = 'text';
      open.value = literal;
      open.output = safeOutput || utils.escapeRegex(literal);

      for (let i = token.tokensIndex + 1; i < tokens.length; i++) {
        tokens[i].value = '';
        tokens[i].output = '';
        delete tokens[i].suffix;
      }

      state.output = token.output + open.output;
      state.backtrack = true;

      push({ type: 'paren', extglob: true, value, output: '' });
      decrement('parens');
      return;
    }

    let output = token.close + (opts.capture ? ')' : '');
    let rest;

    if (token.type === 'negate') {
      let extglobStar = star;

      if (token.inner && token.inner.length > 1 && token.inner.includes('/')) {
        extglobStar = globstar(opts);
      }

      if (extglobStar !== star || eos() || /^\)+$/.test(remaining())) {
        output = token.close = `)$))${extglobStar}`;
      }

      if (token.inner.includes('*') && (rest = remaining()) && /^\.[^\\/.]+$/.test(rest)) {
        // Any non-magical string (`.ts`) or even nested expression (`.{ts,tsx}`) can follow after the closing parenthesis.
        // In this case, we need to parse the string and use it in the output of the original pattern.
        // Suitable patterns: `/!(*.d).ts`, `/!(*.d).{ts,tsx}`, `**/!(*-dbg).@(js)`.
        //
        // Disabling the `fastpaths` option due to a problem with parsing strings as `.ts` in the pattern like `**/!(*.d).ts`.
        const expression = parse(rest, { ...options, fastpaths: false }).output;

        output = token.close = `)${expression})${extglobStar})`;
      }

      if (token.prev.type === 'bos') {
        state.negatedExtglob = true;
      }
    }

    push({ type: 'paren', extglob: true, value, output });
    decrement('parens');
  };

  /**
   * Fast paths
   */

  if (opts.fastpaths !== false && !/(^[*!]|[/()[\]{}"])/.test(input)) {
    let backslashes = false;

    let output = input.replace(REGEX_SPECIAL_CHARS_BACKREF, (m, esc, chars, first, rest, index) => {
      if (first === '\\') {
        backslashes = true;
        return m;
      }

      if (first === '?') {
        if (esc) {
          return esc + first + (rest ? QMARK.repeat(rest.length) : '');
        }
        if (index === 0) {
          return qmarkNoDot + (rest ? QMARK.repeat(rest.length) : '');
        }
        return QMARK.repeat(chars.length);
      }

      if (first === '.') {
        return DOT_LITERAL.repeat(chars.length);
      }

      if (first === '*') {
        if (esc) {
          return esc + first + (rest ? star : '');
        }
        return star;
      }
      return esc ? m : `\\${m}`;
    });

    if (backslashes === true) {
      if (opts.unescape === true) {
        output = output.replace(/\\/g, '');
      } else {
        output = output.replace(/\\+/g, m => {
          return m.length % 2 === 0 ? '\\\\' : (m ? '\\' : '');
        });
      }
    }

    if (output === input && opts.contains === true) {
      state.output = input;
      return state;
    }

    state.output = utils.wrapOutput(output, state, options);
    return state;
  }

  /**
   * Tokenize input until we reach end-of-string
   */

  while (!eos()) {
    value = advance();

    if (value === '\u0000') {
      continue;
    }

    /**
     * Escaped characters
     */

    if (value === '\\') {
      const next = peek();

      if (next === '/' && opts.bash !== true) {
        continue;
      }

      if (next === '.' || next === ';') {
        continue;
      }

      if (!next) {
        value += '\\';
        push({ type: 'text', value });
        continue;
      }

      // collapse slashes to reduce potential for exploits
      const match = /^\\+/.exec(remaining());
      let slashes = 0;

      if (match && match[0].length > 2) {
        slashes = match[0].length;
        state.index += slashes;
        if (slashes % 2 !== 0) {
          value += '\\';
        }
      }

      if (opts.unescape === true) {
        value = advance();
      } else {
        value += advance();
      }

      if (state.brackets === 0) {
        push({ type: 'text', value });
        continue;
      }
    }

    /**
     * If we're inside a regex character class, continue
     * until we reach the closing bracket.
     */

    if (state.brackets > 0 && (value !== ']' || prev.value === '[' || prev.value === '[^')) {
      if (opts.posix !== false && value === ':') {
        const inner = prev.value.slice(1);
        if (inner.includes('[')) {
          prev.posix = true;

          if (inner.includes(':')) {
            const idx = prev.value.lastIndexOf('[');
            const pre = prev.value.slice(0, idx);
            const rest = prev.value.slice(idx + 2);
            const posix = POSIX_REGEX_SOURCE[rest];
            if (posix) {
              prev.value = pre + posix;
              state.backtrack = true;
              advance();

              if (!bos.output && tokens.indexOf(prev) === 1) {
                bos.output = ONE_CHAR;
              }
              continue;
            }
          }
        }
      }

      if ((value === '[' && peek() !== ':') || (value === '-' && peek() === ']')) {
        value = `\\${value}`;
      }

      if (value === ']' && (prev.value === '[' || prev.value === '[^')) {
        value = `\\${value}`;
      }

      if (opts.posix === true && value === '!' && prev.value === '[') {
        value = '^';
      }

      prev.value += value;
      append({ value });
      continue;
    }

    /**
     * If we're inside a quoted string, continue
     * until we reach the closing double quote.
     */

    if (state.quotes === 1 && value !== '"') {
      value = utils.escapeRegex(value);
      prev.value += value;
      append({ value });
      continue;
    }

    /**
     * Double quotes
     */

    if (value === '"') {
      state.quotes = state.quotes === 1 ? 0 : 1;
      if (opts.keepQuotes === true) {
        push({ type: 'text', value });
      }
      continue;
    }

    /**
     * Parentheses
     */

    if (value === '(') {
      increment('parens');
      push({ type: 'paren', value });
      continue;
    }

    if (value === ')') {
      if (state.parens === 0 && opts.strictBrackets === true) {
        throw new SyntaxError(syntaxError('opening', '('));
      }

      const extglob = extglobs[extglobs.length - 1];
      if (extglob && state.parens === extglob.parens + 1) {
        extglobClose(extglobs.pop());
        continue;
      }

      push({ type: 'paren', value, output: state.parens ? ')' : '\\)' });
      decrement('parens');
      continue;
    }

    /**
     * Square brackets
     */

    if (value === '[') {
      if (opts.nobracket === true || !remaining().includes(']')) {
        if (opts.nobracket !== true && opts.strictBrackets === true) {
          throw new SyntaxError(syntaxError('closing', ']'));
        }

        value = `\\${value}`;
      } else {
        increment('brackets');
      }

      push({ type: 'bracket', value });
      continue;
    }

    if (value === ']') {
      if (opts.nobracket === true || (prev && prev.type === 'bracket' && prev.value.length === 1)) {
        push({ type: 'text', value, output: `\\${value}` });
        continue;
      }

      if (state.brackets === 0) {
        if (opts.strictBrackets === true) {
          throw new SyntaxError(syntaxError('opening', '['));
        }

        push({ type: 'text', value, output: `\\${value}` });
        continue;
      }

      decrement('brackets');

      const prevValue = prev.value.slice(1);
      if (prev.posix !== true && prevValue[0] === '^' && !prevValue.includes('/')) {
        value = `/${value}`;
      }

      prev.value += value;
      append({ value });

      // when literal brackets are explicitly disabled
      // assume we should match with a regex character class
      if (opts.literalBrackets === false || utils.hasRegexChars(prevValue)) {
        continue;
      }

      const escaped = utils.escapeRegex(prev.value);
      state.output = state.output.slice(0, -prev.value.length);

      // when literal brackets are explicitly enabled
      // assume we should escape the brackets to match literal characters
      if (opts.literalBrackets === true) {
        state.output += escaped;
        prev.value = escaped;
        continue;
      }

      // when the user specifies nothing, try to match both
      prev.value = `(${capture}${escaped}|${prev.value})`;
      state.output += prev.value;
      continue;
    }

    /**
     * Braces
     */

    if (value === '{' && opts.nobrace !== true) {
      increment('braces');

      const open = {
        type: 'brace',
        value,
        output: '(',
        outputIndex: state.output.length,
        tokensIndex: state.tokens.length
      };

      braces.push(open);
      push(open);
      continue;
    }

    if (value === '}') {
      const brace = braces[braces.length - 1];

      if (opts.nobrace === true || !brace) {
        push({ type: 'text', value, output: value });
        continue;
      }

      let output = ')';

      if (brace.dots === true) {
        const arr = tokens.slice();
        const range = [];

        for (let i = arr.length - 1; i >= 0; i--) {
          tokens.pop();
          if (arr[i].type === 'brace') {
            break;
          }
          if (arr[i].type !== 'dots') {
            range.unshift(arr[i].value);
          }
        }

        output = expandRange(range, opts);
        state.backtrack = true;
      }

      if (brace.comma !== true && brace.dots !== true) {
        const out = state.output.slice(0, brace.outputIndex);
        const toks = state.tokens.slice(brace.tokensIndex);
        brace.value = brace.output = '\\{';
        value = output = '\\}';
        state.output = out;
        for (const t of toks) {
          state.output += (t.output || t.value);
        }
      }

      push({ type: 'brace', value, output });
      decrement('braces');
      braces.pop();
      continue;
    }

    /**
     * Pipes
     */

    if (value === '|') {
      if (extglobs.length > 0) {
        extglobs[extglobs.length - 1].conditions++;
      }
      push({ type: 'text', value });
      continue;
    }

    /**
     * Commas
     */

    if (value === ',') {
      let output = value;

      const brace = braces[braces.length - 1];
      if (brace && stack[stack.length - 1] === 'braces') {
        brace.comma = true;
        output = '|';
      }

      push({ type: 'comma', value, output });
      continue;
    }

    /**
     * Slashes
     */

    if (value === '/') {
      // if the beginning of the glob is "./", advance the start
      // to the current index, and don't add the "./" characters
      // to the state. This greatly simplifies lookbehinds when
      // checking for BOS characters like "!" and "." (not "./")
      if (prev.type === 'dot' && state.index === state.start + 1) {
        state.start = state.index + 1;
        state.consumed = '';
        state.output = '';
        tokens.pop();
        prev = bos; // reset "prev" to the first token
        continue;
      }

      push({ type: 'slash', value, output: SLASH_LITERAL });
      continue;
    }

    /**
     * Dots
     */

    if (value === '.') {
      if (state.braces > 0 && prev.type === 'dot') {
        if (prev.value === '.') prev.output = DOT_LITERAL;
        const brace = braces[braces.length - 1];
        prev.type = 'dots';
        prev.output += value;
        prev.value += value;
        brace.dots = true;
        continue;
      }

      if ((state.braces + state.parens) === 0 && prev.type !== 'bos' && prev.type !== 'slash') {
        push({ type: 'text', value, output: DOT_LITERAL });
        continue;
      }

      push({ type: 'dot', value, output: DOT_LITERAL });
      continue;
    }

    /**
     * Question marks
     */

    if (value === '?') {
      const isGroup = prev && prev.value === '(';
      if (!isGroup && opts.noextglob !== true && peek() === '(' && peek(2) !== '?') {
        extglobOpen('qmark', value);
        continue;
      }

      if (prev && prev.type === 'paren') {
        const next = peek();
        let output = value;

        if ((prev.value === '(' && !/[!=<:]/.test(next)) || (next === '<' && !/<([!=]|\w+>)/.test(remaining()))) {
          output = `\\${value}`;
        }

        push({ type: 'text', value, output });
        continue;
      }

      if (opts.dot !== true && (prev.type === 'slash' || prev.type === 'bos')) {
        push({ type: 'qmark', value, output: QMARK_NO_DOT });
        continue;
      }

      push({ type: 'qmark', value, output: QMARK });
      continue;
    }

    /**
     * Exclamation
     */

    if (value === '!') {
      if (opts.noextglob !== true && peek() === '(') {
        if (peek(2) !== '?' || !/[!=<:]/.test(peek(3))) {
          extglobOpen('negate', value);
          continue;
        }
      }

      if (opts.nonegate !== true && state.index === 0) {
        negate();
        continue;
      }
    }

    /**
     * Plus
     */

    if (value === '+') {
      if (opts.noextglob !== true && peek() === '(' && peek(2) !== '?') {
        extglobOpen('plus', value);
        continue;
      }

      if ((prev && prev.value === '(') || opts.regex === false) {
        push({ type: 'plus', value, output: PLUS_LITERAL });
        continue;
      }

      if ((prev && (prev.type === 'bracket' || prev.type === 'paren' || prev.type === 'brace')) || state.parens > 0) {
        push({ type: 'plus', value });
        continue;
      }

      push({ type: 'plus', value: PLUS_LITERAL });
      continue;
    }

    /**
     * Plain text
     */

    if (value === '@') {
      if (opts.noextglob !== true && peek() === '(' && peek(2) !== '?') {
        push({ type: 'at', extglob: true, value, output: '' });
        continue;
      }

      push({ type: 'text', value });
      continue;
    }

    /**
     * Plain text
     */

    if (value !== '*') {
      if (value === '$' || value === '^') {
        value = `\\${value}`;
      }

      const match = REGEX_NON_SPECIAL_CHARS.exec(remaining());
      if (match) {
        value += match[0];
        state.index += match[0].length;
      }

      push({ type: 'text', value });
      continue;
    }

    /**
     * Stars
     */

    if (prev && (prev.type === 'globstar' || prev.star === true)) {
      prev.type = 'star';
      prev.star = true;
      prev.value += value;
      prev.output = star;
      state.backtrack = true;
      state.globstar = true;
      consume(value);
      continue;
    }

    let rest = remaining();
    if (opts.noextglob !== true && /^\([^?]/.test(rest)) {
      extglobOpen('star', value);
      continue;
    }

    if (prev.type === 'star') {
      if (opts.noglobstar === true) {
        consume(value);
        continue;
      }

      const prior = prev.prev;
      const before = prior.prev;
      const isStart = prior.type === 'slash' || prior.type === 'bos';
      const afterStar = before && (before.type === 'star' || before.type === 'globstar');

      if (opts.bash === true && (!isStart || (rest[0] && rest[0] !== '/'))) {
        push({ type: 'star', value, output: '' });
        continue;
      }

      const isBrace = state.braces > 0 && (prior.type === 'comma' || prior.type === 'brace');
      const isExtglob = extglobs.length && (prior.type === 'pipe' || prior.type === 'paren');
      if (!isStart && prior.type !== 'paren' && !isBrace && !isExtglob) {
        push({ type: 'star', value, output: '' });
        continue;
      }

      // strip consecutive `/**/`
      while (rest.slice(0, 3) === '/**') {
        const after = input[state.index + 4];
        if (after && after !== '/') {
          break;
        }
        rest = rest.slice(3);
        consume('/**', 3);
      }

      // A globstar followed only by balanced closing parens is at the logical end of patterns like
      // `test(/utils/**)` and `test?(/utils/**)`. Treat it as EOS so the trailing `/**` can match its
      // parent path, except in negated extglobs where that would change the exclusion semantics.
      const isEnd = eos() || (
        state.parens > 0
        && rest === ')'.repeat(state.parens)
        && !extglobs.some(extglob => extglob.type === 'negate')
      );

      if (prior.type === 'bos' && eos()) {
        prev.type = 'globstar';
        prev.value += value;
        prev.output = globstar(opts);
        state.output = prev.output;
        state.globstar = true;
        consume(value);
        continue;
      }

      if (prior.type === 'slash' && prior.prev.type !== 'bos' && !afterStar && isEnd) {
        state.output = state.output.slice(0, -(prior.output + prev.output).length);
        prior.output = `(?:${prior.output}`;

        prev.type = 'globstar';
        prev.output = globstar(opts) + (opts.strictSlashes ? ')' : '|$)');
        prev.value += value;
        state.globstar = true;
        state.output += prior.output + prev.output;
        consume(value);
        continue;
      }

      if (prior.type === 'slash' && prior.prev.type !== 'bos' && rest[0] === '/') {
        const end = rest[1] !== void 0 ? '|$' : '';

        state.output = state.output.slice(0, -(prior.output + prev.output).length);
        prior.output = `(?:${prior.output}`;

        prev.type = 'globstar';
        prev.output = `${globstar(opts)}${SLASH_LITERAL}|${SLASH_LITERAL}${end})`;
        prev.value += value;

        state.output += prior.output + prev.output;
        state.globstar = true;

        consume(value + advance());

        push({ type: 'slash', value: '/', output: '' });
        continue;
      }

      if (prior.type === 'bos' && rest[0] === '/') {
        prev.type = 'globstar';
        prev.value += value;
        prev.output = `(?:^|${SLASH_LITERAL}|${globstar(opts)}${SLASH_LITERAL})`;
        state.output = prev.output;
        state.globstar = true;
        consume(value + advance());
        push({ type: 'slash', value: '/', output: '' });
        continue;
      }

      // remove single star from output
      state.output = state.output.slice(0, -prev.output.length);

      // reset previous token to globstar
      prev.type = 'globstar';
      prev.output = globstar(opts);
      prev.value += value;

      // reset output with globstar
      state.output += prev.output;
      state.globstar = true;
      consume(value);
      continue;
    }

    const token = { type: 'star', value, output: star };

    if (opts.bash === true) {
      token.output = '.*?';
      if (prev.type === 'bos' || prev.type === 'slash') {
        token.output = nodot + token.output;
      }
      push(token);
      continue;
    }

    if (prev && (prev.type === 'bracket' || prev.type === 'paren') && opts.regex === true) {
      token.output = value;
      push(token);
      continue;
    }

    if (state.index === state.start || prev.type === 'slash' || prev.type === 'dot') {
      if (prev.type === 'dot') {
        state.output += NO_DOT_SLASH;
        prev.output += NO_DOT_SLASH;

      } else if (opts.dot === true) {
        state.output += NO_DOTS_SLASH;
        prev.output += NO_DOTS_SLASH;

      } else {
        state.output += nodot;
        prev.output += nodot;
      }

      if (peek() !== '*') {
        state.output += ONE_CHAR;
        prev.output += ONE_CHAR;
      }
    }

    push(token);
  }

  while (state.brackets > 0) {
    if (opts.strictBrackets === true) throw new SyntaxError(syntaxError('closing', ']'));
    state.output = utils.escapeLast(state.output, '[');
    decrement('brackets');
  }

  while (state.parens > 0) {
    if (opts.strictBrackets === true) throw new SyntaxError(syntaxError('closing', ')'));
    state.output = utils.escapeLast(state.output, '(');
    decrement('parens');
  }

  while (state.braces > 0) {
    if (opts.strictBrackets === true) throw new SyntaxError(syntaxError('closing', '}'));
    state.output = utils.escapeLast(state.output, '{');
    decrement('braces');
  }

  if (opts.strictSlashes !== true && (prev.type === 'star' || prev.type === 'bracket')) {
    push({ type: 'maybe_slash', value: '', output: `${SLASH_LITERAL}?` });
  }

  // rebuild the output if we had to backtrack at any point
  if (state.backtrack === true) {
    state.output = '';

    for (const token of state.tokens) {
      state.output += token.output != null ? token.output : token.value;

      if (token.suffix) {
        state.output += token.suffix;
      }
    }
  }

  return state;
};

/**
 * Fast paths for creating regular expressions for common glob patterns.
 * This can significantly speed up processing and has very little downside
 * impact when none of the fast paths match.
 */

parse.fastpaths = (input, options) => {
  const opts = { ...options };
  const max = typeof opts.maxLength === 'number' ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;
  const len = input.length;
  if (len > max) {
    throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
  }

  input = REPLACEMENTS[input] || input;

  // create constants based on platform, for windows or posix
  const {
    DOT_LITERAL,
    SLASH_LITERAL,
    ONE_CHAR,
    DOTS_SLASH,
    NO_DOT,
    NO_DOTS,
    NO_DOTS_SLASH,
    STAR,
    START_ANCHOR
  } = constants.globChars(opts.windows);

  const nodot = opts.dot ? NO_DOTS : NO_DOT;
  const slashDot = opts.dot ? NO_DOTS_SLASH : NO_DOT;
  const capture = opts.capture ? '' : '?:';
  const state = { negated: false, prefix: '' };
  let star = opts.bash === true ? '.*?' : STAR;

  if (opts.capture) {
    star = `(${star})`;
  }

  const globstar = opts => {
    if (opts.noglobstar === true) return star;
    return `(${capture}(?:(?!${START_ANCHOR}${opts.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
  };

  const create = str => {
    switch (str) {
      case '*':
        return `${nodot}${ONE_CHAR}${star}`;

      case '.*':
        return `${DOT_LITERAL}${ONE_CHAR}${star}`;

      case '*.*':
        return `${nodot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;

      case '*/*':
        return `${nodot}${star}${SLASH_LITERAL}${ONE_CHAR}${slashDot}${star}`;

      case '**':
        return nodot + globstar(opts);

      case '**/*':
        return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${ONE_CHAR}${star}`;

      case '**/*.*':
        return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;

      case '**/.*':
        return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${DOT_LITERAL}${ONE_CHAR}${star}`;

      default: {
        const match = /^(.*?)\.(\w+)$/.exec(str);
        if (!match) return;

        const source = create(match[1]);
        if (!source) return;

        return source + DOT_LITERAL + match[2];
      }
    }
  };

  const output = utils.removePrefix(input, state);
  let source = create(output);

  if (source && opts.strictSlashes !== true) {
    source += `${SLASH_LITERAL}?`;
  }

  return source;
};

module.exports = parse;


/***/ }),

/***/ 8016:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const scan = __nccwpck_require__(1781);
const parse = __nccwpck_require__(8265);
const utils = __nccwpck_require__(4059);
const constants = __nccwpck_require__(5595);
const isObject = val => val && typeof val === 'object' && !Array.isArray(val);

/**
 * Creates a matcher function from one or more glob patterns. The
 * returned function takes a string to match as its first argument,
 * and returns true if the string is a match. The returned matcher
 * function also takes a boolean as the second argument that, when true,
 * returns an object with additional information.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch(glob[, options]);
 *
 * const isMatch = picomatch('*.!(*a)');
 * console.log(isMatch('a.a')); //=> false
 * console.log(isMatch('a.b')); //=> true
 *
 * // For environments without `node.js`, `picomatch/posix` provides you a dependency-free matcher, without automatic OS detection.
 * const picomatch = require('picomatch/posix');
 * // the same API, defaulting to posix paths
 * const isMatch = picomatch('a/*');
 * console.log(isMatch('a\\b')); //=> false
 * console.log(isMatch('a/b')); //=> true
 *
 * // you can still configure the matcher function to accept windows paths
 * const isMatch = picomatch('a/*', { options: windows });
 * console.log(isMatch('a\\b')); //=> true
 * console.log(isMatch('a/b')); //=> true
 * ```
 * @name picomatch
 * @param {String|Array} `globs` One or more glob patterns.
 * @param {Object=} `options`
 * @return {Function=} Returns a matcher function.
 * @api public
 */

const picomatch = (glob, options, returnState = false) => {
  if (Array.isArray(glob)) {
    const fns = glob.map(input => picomatch(input, options, returnState));
    const arrayMatcher = str => {
      for (const isMatch of fns) {
        const state = isMatch(str);
        if (state) return state;
      }
      return false;
    };
    return arrayMatcher;
  }

  const isState = isObject(glob) && glob.tokens && glob.input;

  if (glob === '' || (typeof glob !== 'string' && !isState)) {
    throw new TypeError('Expected pattern to be a non-empty string');
  }

  const opts = options || {};
  const posix = opts.windows;
  const regex = isState
    ? picomatch.compileRe(glob, options)
    : picomatch.makeRe(glob, options, false, true);

  const state = regex.state;
  delete regex.state;

  let isIgnored = () => false;
  if (opts.ignore) {
    const ignoreOpts = { ...options, ignore: null, onMatch: null, onResult: null };
    isIgnored = picomatch(opts.ignore, ignoreOpts, returnState);
  }

  const matcher = (input, returnObject = false) => {
    const { isMatch, match, output } = picomatch.test(input, regex, options, { glob, posix });
    const result = { glob, state, regex, posix, input, output, match, isMatch };

    if (typeof opts.onResult === 'function') {
      opts.onResult(result);
    }

    if (isMatch === false) {
      result.isMatch = false;
      return returnObject ? result : false;
    }

    if (isIgnored(input)) {
      if (typeof opts.onIgnore === 'function') {
        opts.onIgnore(result);
      }
      result.isMatch = false;
      return returnObject ? result : false;
    }

    if (typeof opts.onMatch === 'function') {
      opts.onMatch(result);
    }
    return returnObject ? result : true;
  };

  if (returnState) {
    matcher.state = state;
  }

  return matcher;
};

/**
 * Test `input` with the given `regex`. This is used by the main
 * `picomatch()` function to test the input string.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.test(input, regex[, options]);
 *
 * console.log(picomatch.test('foo/bar', /^(?:([^/]*?)\/([^/]*?))$/));
 * // { isMatch: true, match: [ 'foo/', 'foo', 'bar' ], output: 'foo/bar' }
 * ```
 * @param {String} `input` String to test.
 * @param {RegExp} `regex`
 * @return {Object} Returns an object with matching info.
 * @api public
 */

picomatch.test = (input, regex, options, { glob, posix } = {}) => {
  if (typeof input !== 'string') {
    throw new TypeError('Expected input to be a string');
  }

  if (input === '') {
    return { isMatch: false, output: '' };
  }

  const opts = options || {};
  const format = opts.format || (posix ? utils.toPosixSlashes : null);
  let match = input === glob;
  let output = (match && format) ? format(input) : input;

  if (match === false) {
    output = format ? format(input) : input;
    match = output === glob;
  }

  if (match === false || opts.capture === true) {
    if (opts.matchBase === true || opts.basename === true) {
      match = picomatch.matchBase(input, regex, options, posix);
    } else {
      match = regex.exec(output);
    }
  }

  return { isMatch: Boolean(match), match, output };
};

/**
 * Match the basename of a filepath.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.matchBase(input, glob[, options]);
 * console.log(picomatch.matchBase('foo/bar.js', '*.js'); // true
 * ```
 * @param {String} `input` String to test.
 * @param {RegExp|String} `glob` Glob pattern or regex created by [.makeRe](#makeRe).
 * @return {Boolean}
 * @api public
 */

picomatch.matchBase = (input, glob, options, posix = options && options.windows) => {
  const regex = glob instanceof RegExp ? glob : picomatch.makeRe(glob, options);
  return regex.test(utils.basename(input, { windows: posix }));
};

/**
 * Returns true if **any** of the given glob `patterns` match the specified `string`.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.isMatch(string, patterns[, options]);
 *
 * console.log(picomatch.isMatch('a.a', ['b.*', '*.a'])); //=> true
 * console.log(picomatch.isMatch('a.a', 'b.*')); //=> false
 * ```
 * @param {String|Array} str The string to test.
 * @param {String|Array} patterns One or more glob patterns to use for matching.
 * @param {Object} [options] See available [options](#options).
 * @return {Boolean} Returns true if any patterns match `str`
 * @api public
 */

picomatch.isMatch = (str, patterns, options) => picomatch(patterns, options)(str);

/**
 * Parse a glob pattern to create the source string for a regular
 * expression.
 *
 * ```js
 * const picomatch = require('picomatch');
 * const result = picomatch.parse(pattern[, options]);
 * ```
 * @param {String} `pattern`
 * @param {Object} `options`
 * @return {Object} Returns an object with useful properties and output to be used as a regex source string.
 * @api public
 */

picomatch.parse = (pattern, options) => {
  if (Array.isArray(pattern)) return pattern.map(p => picomatch.parse(p, options));
  return parse(pattern, { ...options, fastpaths: false });
};

/**
 * Scan a glob pattern to separate the pattern into segments.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.scan(input[, options]);
 *
 * const result = picomatch.scan('!./foo/*.js');
 * console.log(result);
 * { prefix: '!./',
 *   input: '!./foo/*.js',
 *   start: 3,
 *   base: 'foo',
 *   glob: '*.js',
 *   isBrace: false,
 *   isBracket: false,
 *   isGlob: true,
 *   isExtglob: false,
 *   isGlobstar: false,
 *   negated: true }
 * ```
 * @param {String} `input` Glob pattern to scan.
 * @param {Object} `options`
 * @return {Object} Returns an object with
 * @api public
 */

picomatch.scan = (input, options) => scan(input, options);

/**
 * Compile a regular expression from the `state` object returned by the
 * [parse()](#parse) method.
 *
 * ```js
 * const picomatch = require('picomatch');
 * const state = picomatch.parse('*.js');
 * // picomatch.compileRe(state[, options]);
 *
 * console.log(picomatch.compileRe(state));
 * //=> /^(?:(?!\.)(?=.)[^/]*?\.js)$/
 * ```
 * @param {Object} `state`
 * @param {Object} `options`
 * @param {Boolean} `returnOutput` Intended for implementors, this argument allows you to return the raw output from the parser.
 * @param {Boolean} `returnState` Adds the state to a `state` property on the returned regex. Useful for implementors and debugging.
 * @return {RegExp}
 * @api public
 */

picomatch.compileRe = (state, options, returnOutput = false, returnState = false) => {
  if (returnOutput === true) {
    return state.output;
  }

  const opts = options || {};
  const prepend = opts.contains ? '' : '^';
  const append = opts.contains ? '' : '$';

  let source = `${prepend}(?:${state.output})${append}`;
  if (state && state.negated === true) {
    source = `^(?!${source}).*$`;
  }

  const regex = picomatch.toRegex(source, options);
  if (returnState === true) {
    regex.state = state;
  }

  return regex;
};

/**
 * Create a regular expression from a parsed glob pattern.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.makeRe(state[, options]);
 *
 * const result = picomatch.makeRe('*.js');
 * console.log(result);
 * //=> /^(?:(?!\.)(?=.)[^/]*?\.js)$/
 * ```
 * @param {String} `state` The object returned from the `.parse` method.
 * @param {Object} `options`
 * @param {Boolean} `returnOutput` Implementors may use this argument to return the compiled output, instead of a regular expression. This is not exposed on the options to prevent end-users from mutating the result.
 * @param {Boolean} `returnState` Implementors may use this argument to return the state from the parsed glob with the returned regular expression.
 * @return {RegExp} Returns a regex created from the given pattern.
 * @api public
 */

picomatch.makeRe = (input, options = {}, returnOutput = false, returnState = false) => {
  if (!input || typeof input !== 'string') {
    throw new TypeError('Expected a non-empty string');
  }

  let parsed = { negated: false, fastpaths: true };

  if (options.fastpaths !== false && (input[0] === '.' || input[0] === '*')) {
    parsed.output = parse.fastpaths(input, options);
  }

  if (!parsed.output) {
    parsed = parse(input, options);
  }

  return picomatch.compileRe(parsed, options, returnOutput, returnState);
};

/**
 * Create a regular expression from the given regex source string.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.toRegex(source[, options]);
 *
 * const { output } = picomatch.parse('*.js');
 * console.log(picomatch.toRegex(output));
 * //=> /^(?:(?!\.)(?=.)[^/]*?\.js)$/
 * ```
 * @param {String} `source` Regular expression source string.
 * @param {Object} `options`
 * @return {RegExp}
 * @api public
 */

picomatch.toRegex = (source, options) => {
  try {
    const opts = options || {};
    return new RegExp(source, opts.flags || (opts.nocase ? 'i' : ''));
  } catch (err) {
    if (options && options.debug === true) throw err;
    return /$^/;
  }
};

/**
 * Picomatch constants.
 * @return {Object}
 */

picomatch.constants = constants;

/**
 * Expose "picomatch"
 */

module.exports = picomatch;


/***/ }),

/***/ 1781:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const utils = __nccwpck_require__(4059);
const {
  CHAR_ASTERISK,             /* * */
  CHAR_AT,                   /* @ */
  CHAR_BACKWARD_SLASH,       /* \ */
  CHAR_COMMA,                /* , */
  CHAR_DOT,                  /* . */
  CHAR_EXCLAMATION_MARK,     /* ! */
  CHAR_FORWARD_SLASH,        /* / */
  CHAR_LEFT_CURLY_BRACE,     /* { */
  CHAR_LEFT_PARENTHESES,     /* ( */
  CHAR_LEFT_SQUARE_BRACKET,  /* [ */
  CHAR_PLUS,                 /* + */
  CHAR_QUESTION_MARK,        /* ? */
  CHAR_RIGHT_CURLY_BRACE,    /* } */
  CHAR_RIGHT_PARENTHESES,    /* ) */
  CHAR_RIGHT_SQUARE_BRACKET  /* ] */
} = __nccwpck_require__(5595);

const isPathSeparator = code => {
  return code === CHAR_FORWARD_SLASH || code === CHAR_BACKWARD_SLASH;
};

const depth = token => {
  if (token.isPrefix !== true) {
    token.depth = token.isGlobstar ? Infinity : 1;
  }
};

/**
 * Quickly scans a glob pattern and returns an object with a handful of
 * useful properties, like `isGlob`, `path` (the leading non-glob, if it exists),
 * `glob` (the actual pattern), `negated` (true if the path starts with `!` but not
 * with `!(`) and `negatedExtglob` (true if the path starts with `!(`).
 *
 * ```js
 * const pm = require('picomatch');
 * console.log(pm.scan('foo/bar/*.js'));
 * { isGlob: true, input: 'foo/bar/*.js', base: 'foo/bar', glob: '*.js' }
 * ```
 * @param {String} `str`
 * @param {Object} `options`
 * @return {Object} Returns an object with tokens and regex source string.
 * @api public
 */

const scan = (input, options) => {
  const opts = options || {};

  const length = input.length - 1;
  const scanToEnd = opts.parts === true || opts.tokens === true || opts.scanToEnd === true;
  const slashes = [];
  const tokens = [];
  const parts = [];

  let str = input;
  let index = -1;
  let start = 0;
  let lastIndex = 0;
  let isBrace = false;
  let isBracket = false;
  let isGlob = false;
  let isExtglob = false;
  let isGlobstar = false;
  let braceEscaped = false;
  let backslashes = false;
  let negated = false;
  let negatedExtglob = false;
  let finished = false;
  let braces = 0;
  let prev;
  let code;
  let token = { value: '', depth: 0, isGlob: false };

  const eos = () => index >= length;
  const peek = () => str.charCodeAt(index + 1);
  const advance = () => {
    prev = code;
    return str.charCodeAt(++index);
  };

  while (index < length) {
    code = advance();
    let next;

    if (code === CHAR_BACKWARD_SLASH) {
      backslashes = token.backslashes = true;
      code = advance();

      if (code === CHAR_LEFT_CURLY_BRACE) {
        braceEscaped = true;
      }
      continue;
    }

    if (braceEscaped === true || code === CHAR_LEFT_CURLY_BRACE) {
      braces++;

      while (eos() !== true && (code = advance())) {
        if (code === CHAR_BACKWARD_SLASH) {
          backslashes = token.backslashes = true;
          advance();
          continue;
        }

        if (code === CHAR_LEFT_CURLY_BRACE) {
          braces++;
          continue;
        }

        if (braceEscaped !== true && code === CHAR_DOT && (code = advance()) === CHAR_DOT) {
          isBrace = token.isBrace = true;
          isGlob = token.isGlob = true;
          finished = true;

          if (scanToEnd === true) {
            continue;
          }

          break;
        }

        if (braceEscaped !== true && code === CHAR_COMMA) {
          isBrace = token.isBrace = true;
          isGlob = token.isGlob = true;
          finished = true;

          if (scanToEnd === true) {
            continue;
          }

          break;
        }

        if (code === CHAR_RIGHT_CURLY_BRACE) {
          braces--;

          if (braces === 0) {
            braceEscaped = false;
            isBrace = token.isBrace = true;
            finished = true;
            break;
          }
        }
      }

      if (scanToEnd === true) {
        continue;
      }

      break;
    }

    if (code === CHAR_FORWARD_SLASH) {
      slashes.push(index);
      tokens.push(token);
      token = { value: '', depth: 0, isGlob: false };

      if (finished === true) continue;
      if (prev === CHAR_DOT && index === (start + 1)) {
        start += 2;
        continue;
      }

      lastIndex = index + 1;
      continue;
    }

    if (opts.noext !== true) {
      const isExtglobChar = code === CHAR_PLUS
        || code === CHAR_AT
        || code === CHAR_ASTERISK
        || code === CHAR_QUESTION_MARK
        || code === CHAR_EXCLAMATION_MARK;

      if (isExtglobChar === true && peek() === CHAR_LEFT_PARENTHESES) {
        isGlob = token.isGlob = true;
        isExtglob = token.isExtglob = true;
        finished = true;
        if (code === CHAR_EXCLAMATION_MARK && index === start) {
          negatedExtglob = true;
        }

        if (scanToEnd === true) {
          let parens = 0;

          while (eos() !== true && (code = advance())) {
            if (code === CHAR_BACKWARD_SLASH) {
              backslashes = token.backslashes = true;
              advance();
              continue;
            }

            if (code === CHAR_LEFT_PARENTHESES) {
              parens++;
              continue;
            }

            if (code === CHAR_RIGHT_PARENTHESES && --parens === 0) {
              finished = true;
              break;
            }
          }
          continue;
        }
        break;
      }
    }

    if (code === CHAR_ASTERISK) {
      if (prev === CHAR_ASTERISK) isGlobstar = token.isGlobstar = true;
      isGlob = token.isGlob = true;
      finished = true;

      if (scanToEnd === true) {
        continue;
      }
      break;
    }

    if (code === CHAR_QUESTION_MARK) {
      isGlob = token.isGlob = true;
      finished = true;

      if (scanToEnd === true) {
        continue;
      }
      break;
    }

    if (code === CHAR_LEFT_SQUARE_BRACKET) {
      while (eos() !== true && (next = advance())) {
        if (next === CHAR_BACKWARD_SLASH) {
          backslashes = token.backslashes = true;
          advance();
          continue;
        }

        if (next === CHAR_RIGHT_SQUARE_BRACKET) {
          isBracket = token.isBracket = true;
          isGlob = token.isGlob = true;
          finished = true;
          break;
        }
      }

      if (scanToEnd === true) {
        continue;
      }

      break;
    }

    if (opts.nonegate !== true && code === CHAR_EXCLAMATION_MARK && index === start) {
      negated = token.negated = true;
      start++;
      continue;
    }

    if (opts.noparen !== true && code === CHAR_LEFT_PARENTHESES) {
      isGlob = token.isGlob = true;

      if (scanToEnd === true) {
        let parens = 1;

        while (eos() !== true && (code = advance())) {
          if (code === CHAR_BACKWARD_SLASH) {
            backslashes = token.backslashes = true;
            advance();
            continue;
          }

          if (code === CHAR_LEFT_PARENTHESES) {
            parens++;
            continue;
          }

          if (code === CHAR_RIGHT_PARENTHESES && --parens === 0) {
            finished = true;
            break;
          }
        }
        continue;
      }
      break;
    }

    if (isGlob === true) {
      finished = true;

      if (scanToEnd === true) {
        continue;
      }

      break;
    }
  }

  if (opts.noext === true) {
    isExtglob = false;
    isGlob = false;
  }

  let base = str;
  let prefix = '';
  let glob = '';

  if (start > 0) {
    prefix = str.slice(0, start);
    str = str.slice(start);
    lastIndex -= start;
  }

  if (base && isGlob === true && lastIndex > 0) {
    base = str.slice(0, lastIndex);
    glob = str.slice(lastIndex);
  } else if (isGlob === true) {
    base = '';
    glob = str;
  } else {
    base = str;
  }

  if (base && base !== '' && base !== '/' && base !== str) {
    if (isPathSeparator(base.charCodeAt(base.length - 1))) {
      base = base.slice(0, -1);
    }
  }

  if (opts.unescape === true) {
    if (glob) glob = utils.removeBackslashes(glob);

    if (base && backslashes === true) {
      base = utils.removeBackslashes(base);
    }
  }

  const state = {
    prefix,
    input,
    start,
    base,
    glob,
    isBrace,
    isBracket,
    isGlob,
    isExtglob,
    isGlobstar,
    negated,
    negatedExtglob
  };

  if (opts.tokens === true) {
    state.maxDepth = 0;
    if (!isPathSeparator(code)) {
      tokens.push(token);
    }
    state.tokens = tokens;
  }

  if (opts.parts === true || opts.tokens === true) {
    let prevIndex;

    for (let idx = 0; idx < slashes.length; idx++) {
      const n = prevIndex !== undefined ? prevIndex + 1 : start;
      const i = slashes[idx];
      const value = input.slice(n, i);
      if (opts.tokens) {
        if (idx === 0 && start !== 0) {
          tokens[idx].isPrefix = true;
          tokens[idx].value = prefix;
        } else {
          tokens[idx].value = value;
        }
        depth(tokens[idx]);
        state.maxDepth += tokens[idx].depth;
      }
      if (i >= start) {
        parts.push(value);
        prevIndex = i;
      }
    }

    const n = prevIndex !== undefined ? prevIndex + 1 : start;
    const value = input.slice(n);
    parts.push(value);

    if (opts.tokens && prevIndex && prevIndex + 1 < input.length) {
      tokens[tokens.length - 1].value = value;
      depth(tokens[tokens.length - 1]);
      state.maxDepth += tokens[tokens.length - 1].depth;
    }

    state.slashes = slashes;
    state.parts = parts;
  }

  return state;
};

module.exports = scan;


/***/ }),

/***/ 4059:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {

/*global navigator*/


const {
  REGEX_BACKSLASH,
  REGEX_REMOVE_BACKSLASH,
  REGEX_SPECIAL_CHARS,
  REGEX_SPECIAL_CHARS_GLOBAL
} = __nccwpck_require__(5595);

exports.isObject = val => val !== null && typeof val === 'object' && !Array.isArray(val);
exports.hasRegexChars = str => REGEX_SPECIAL_CHARS.test(str);
exports.isRegexChar = str => str.length === 1 && exports.hasRegexChars(str);
exports.escapeRegex = str => str.replace(REGEX_SPECIAL_CHARS_GLOBAL, '\\$1');
exports.toPosixSlashes = str => str.replace(REGEX_BACKSLASH, '/');

exports.isWindows = () => {
  if (typeof navigator !== 'undefined' && navigator.platform) {
    const platform = navigator.platform.toLowerCase();
    return platform === 'win32' || platform === 'windows';
  }

  if (typeof process !== 'undefined' && process.platform) {
    return process.platform === 'win32';
  }

  return false;
};

exports.removeBackslashes = str => {
  return str.replace(REGEX_REMOVE_BACKSLASH, match => {
    return match === '\\' ? '' : match;
  });
};

exports.escapeLast = (input, char, lastIdx) => {
  const idx = input.lastIndexOf(char, lastIdx);
  if (idx === -1) return input;
  if (input[idx - 1] === '\\') return exports.escapeLast(input, char, idx - 1);
  return `${input.slice(0, idx)}\\${input.slice(idx)}`;
};

exports.removePrefix = (input, state = {}) => {
  let output = input;
  if (output.startsWith('./')) {
    output = output.slice(2);
    state.prefix = './';
  }
  return output;
};

exports.wrapOutput = (input, state = {}, options = {}) => {
  const prepend = options.contains ? '' : '^';
  const append = options.contains ? '' : '$';

  let output = `${prepend}(?:${input})${append}`;
  if (state.negated === true) {
    output = `(?:^(?!${output}).*$)`;
  }
  return output;
};

exports.basename = (path, { windows } = {}) => {
  const segs = path.split(windows ? /[\\/]/ : '/');
  const last = segs[segs.length - 1];

  if (last === '') {
    return segs[segs.length - 2];
  }

  return last;
};


/***/ }),

/***/ 3288:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  L_: () => (/* binding */ analyzeLog),
  wy: () => (/* binding */ chooseAnalyzer),
  Jw: () => (/* binding */ modelTimeout)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
// EXTERNAL MODULE: ./src/config/confine.ts
var confine = __nccwpck_require__(1094);
// EXTERNAL MODULE: ./src/config/paths.ts
var paths = __nccwpck_require__(1066);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __nccwpck_require__(3916);
// EXTERNAL MODULE: ./src/format/layout.ts
var format_layout = __nccwpck_require__(533);
// EXTERNAL MODULE: ./src/fs/handle.ts
var handle = __nccwpck_require__(1617);
// EXTERNAL MODULE: ./src/fs/regular.ts
var regular = __nccwpck_require__(7051);
// EXTERNAL MODULE: ./src/memory/runlog/budget.ts
var budget = __nccwpck_require__(5080);
// EXTERNAL MODULE: ./src/text/redact.ts + 4 modules
var redact = __nccwpck_require__(5813);
// EXTERNAL MODULE: ./src/text/tokens.ts
var tokens = __nccwpck_require__(7837);
// EXTERNAL MODULE: ./src/text/untrusted.ts
var untrusted = __nccwpck_require__(9209);
;// CONCATENATED MODULE: ./src/analysis/prompt.ts
/**
 * The pattern-detection system prompt, axe's word for word (its `gc` sends
 * this text). It is deliberately a constant, as in axe, so one store is
 * analysed alike by both tools; the local analyzer writes the same three
 * headings so both analyzers' reports read alike.
 */
const ANALYSIS_PROMPT = `You are a memory analyst for an AI agent. You will receive a log of the agent's past tasks and results. Analyze the entries and provide a structured report.

Your report MUST contain exactly these three sections with these exact headings:

## Patterns Found
Identify recurring themes, common task types, or behavioral patterns across the entries. If no patterns exist, state "No clear patterns detected."

## Repeated Work
Identify any tasks that appear to be duplicated or that the agent has done multiple times with the same or similar inputs. If no repetition is found, state "No repeated work detected."

## Recommendations
Based on the patterns and repetitions found, suggest concrete actions the user could take to improve the agent's configuration, skill, or workflow. If no recommendations apply, state "No specific recommendations."

Be concise. Reference specific entries by their timestamps when relevant.`;
/** The headings the prompt requires: an answer without them is no analysis (answer.ts). */
const ANALYSIS_HEADINGS = ['Patterns Found', 'Repeated Work', 'Recommendations'];

;// CONCATENATED MODULE: ./src/analysis/answer.ts
/**
 * Whether a model's answer is an analysis at all. An HTTP 200 can still be a
 * failed call: no choice, an empty text, an answer cut at max_tokens, or
 * text that is not the report axe's prompt asks for (the three headings) or
 * that cites entries that were never sent. Such an answer is a model error
 * (exit 3), exactly like an HTTP error: the agent fails, nothing is trimmed,
 * nothing is cached, and the next run asks the model again (axe exits 3 on a
 * choice-less answer and leaves the log alone).
 */


/** Finish reasons of an answer that stopped before it was done. */
const CUT_SHORT = new Set(['length', 'content_filter']);
/** A citation: an ISO 8601 date and time, as entry headings carry them (the zone is not compared). */
const TIMESTAMP = /\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2})?/g;
/** Citations quoted in a message, at most. */
const QUOTED = 3;
/**
 * The text of each markdown heading line (any level; bold, a trailing colon
 * and closing `#`s dropped), lower-cased. Plain string work, no regular
 * expression that could backtrack on a hostile answer's long runs of spaces.
 */
function headingsOf(text) {
    const out = new Set();
    for (const line of text.split('\n')) {
        const marker = /^ {0,3}#{1,6}[ \t]/.exec(line);
        if (!marker)
            continue;
        let t = line.slice(marker[0].length).trim();
        let end = t.length;
        while (end > 0 && t[end - 1] === '#')
            end--;
        t = t.slice(0, end).trim();
        if (t.endsWith(':'))
            t = t.slice(0, -1).trim();
        if (t.length >= 4 && t.startsWith('**') && t.endsWith('**'))
            t = t.slice(2, -2).trim();
        if (t.endsWith(':'))
            t = t.slice(0, -1).trim();
        out.add(t.toLowerCase());
    }
    return out;
}
/**
 * What is wrong with an analysis text, or undefined when it is a report: not
 * empty, all three headings of axe's prompt and, given the `input` it was
 * made from, every timestamp it cites present in that input.
 */
function analysisProblem(text, input) {
    if (text.trim() === '')
        return 'the analysis is empty';
    const headings = headingsOf(text);
    const missing = ANALYSIS_HEADINGS.filter((h) => !headings.has(h.toLowerCase()));
    if (missing.length > 0) {
        return `the analysis lacks the heading${missing.length > 1 ? 's' : ''} ${missing.map((h) => `"${h}"`).join(', ')} (the prompt requires ${ANALYSIS_HEADINGS.join(', ')})`;
    }
    if (input === undefined)
        return undefined;
    const invented = [...new Set(text.match(TIMESTAMP) ?? [])].filter((t) => !input.includes(t));
    if (invented.length > 0) {
        const shown = invented.slice(0, QUOTED).join(', ') + (invented.length > QUOTED ? ', …' : '');
        return `the analysis cites ${shown}, which no entry it was sent has (an invented citation)`;
    }
    return undefined;
}
/** The analysis text of a model's answer to `input`; a model error (exit 3) naming `model` when it is not one. */
function analysisOf(answer, input, model) {
    if (answer.choices === 0)
        throw (0,errors/* apiError */.pb)(`model ${model}: response contains no choices`);
    if (answer.finishReason !== undefined && CUT_SHORT.has(answer.finishReason)) {
        throw (0,errors/* apiError */.pb)(`model ${model}: the analysis was cut short (finish_reason "${answer.finishReason}")`);
    }
    const problem = analysisProblem(answer.text, input);
    if (problem)
        throw (0,errors/* apiError */.pb)(`model ${model}: ${problem}`);
    return answer.text;
}

// EXTERNAL MODULE: ./src/analysis/cache.ts
var cache = __nccwpck_require__(7380);
// EXTERNAL MODULE: ./src/analysis/entries.ts
var analysis_entries = __nccwpck_require__(8834);
// EXTERNAL MODULE: ./src/analysis/lessons.ts
var lessons = __nccwpck_require__(9831);
// EXTERNAL MODULE: ./src/text/cut.ts
var cut = __nccwpck_require__(3147);
;// CONCATENATED MODULE: ./src/analysis/repeated-work.ts
// One differing word in a task of four or five words is different work (0.6, 0.67);
// in longer tasks, rewording stays above it.
const SIMILARITY = 0.7;
const MIN_SHARED = 3;
const STOP = new Set('a an the and or but for of on in at to from by with into onto about as is are was were be been this that these those it its please all any some via per vs'.split(' '));
// Applied in this order, one after another: replacing a later unit can make
// the word boundary an earlier one needs ("1d12h").
const UNITS = [
    [/(\d+)\s*(?:h|hr|hrs|hours?)\b/g, '# hour'],
    [/(\d+)\s*(?:d|days?)\b/g, '# day'],
    [/(\d+)\s*(?:w|wk|wks|weeks?)\b/g, '# week'],
    [/(\d+)\s*(?:m|min|mins|minutes?)\b/g, '# minute'],
];
/**
 * Normalised task texts, kept across analyses: logs repeat the same tasks
 * endlessly, within an agent and across a fleet, so each distinct text is
 * normalised once. Bounded, because a process may analyse any number of logs.
 */
const TEXTS = new Map();
const STEMS = new Map();
// Keys may be slices of a decoded log and keep it alive, so the bound is also one on memory.
const MEMO_LIMIT = 10_000;
/**
 * Texts that differ only in their numbers ("question 17", "question 18")
 * normalise alike, since normalise only ever sees a run of digits as one
 * number: the memo is keyed on the text with each run made `0`, so a log's
 * numbered variants of one task cost a single normalisation.
 */
function taskText(task) {
    const shape = /\d/.test(task) ? task.replace(/\d+/g, '0') : task;
    let t = TEXTS.get(shape);
    if (!t) {
        if (TEXTS.size >= MEMO_LIMIT)
            TEXTS.clear();
        TEXTS.set(shape, (t = normalise(shape)));
    }
    return t;
}
/** Exported for its property test: the memo above relies on how it treats digits. */
function normalise(task) {
    let t = task.toLowerCase();
    if (/\d/.test(t)) {
        for (const [re, unit] of UNITS)
            t = t.replace(re, unit);
        t = t.replace(/\d+/g, '#');
    }
    t = t.replace(/[^\p{L}\p{N}#]+/gu, ' ');
    const words = [];
    const surface = [];
    for (const raw of t.split(' ')) {
        // Bare numbers, issue refs (`##`) and versions (`v#`) say nothing about the work.
        if (!raw || /^[a-z]?#+$/.test(raw) || STOP.has(raw))
            continue;
        surface.push(raw);
        words.push(stemOf(raw));
    }
    return { words, surface, key: [...new Set(words)].sort().join(' ') };
}
/** The text without case and punctuation: equal inputs mean the very same run was repeated. */
function inputOf(task) {
    return task
        .toLowerCase()
        .replace(/[^\p{L}\p{N}]+/gu, ' ')
        .trim();
}
function stemOf(word) {
    let s = STEMS.get(word);
    if (s === undefined) {
        if (STEMS.size >= MEMO_LIMIT)
            STEMS.clear();
        STEMS.set(word, (s = stem(word)));
    }
    return s;
}
function distinctTasks(entries) {
    const byText = new Map();
    entries.forEach((e, i) => {
        const known = byText.get(e.task);
        if (known)
            known.members.push(i);
        else
            byText.set(e.task, { text: withIdentities(e.task, taskText(e.task)), members: [i] });
    });
    return [...byText.values()];
}
// A version (v2.3, 2.6.1) or a date is the point of the task it is in: a release for each version is not a repeat.
const VERSION_OR_DATE = /\bv\d+(?:\.\d+)*\b|\b\d+\.\d+\.\d+\b|\b\d{4}-\d{2}-\d{2}\b/gi;
// An issue or PR number is the point when the words alone say little ("Review PR #412"); in a longer
// task ("Re-run flaky integration tests for PR #412") the words say what the work is.
const REFERENCE = /#\d+|\b(?:pr|issue|pull request)\s*(\d+)\b/gi;
const REF_WORDS_MAX = 3;
/** The task's text with its identities (versions, dates, references when they are the point) added to its key. */
function withIdentities(task, text) {
    if (!/\d/.test(task))
        return text;
    const ids = [...task.matchAll(VERSION_OR_DATE)].map((m) => m[0].toLowerCase());
    if (text.words.length <= REF_WORDS_MAX)
        ids.push(...[...task.matchAll(REFERENCE)].map((m) => `#${m[1] ?? m[0].slice(1)}`));
    // "Task 3", "Question 17": with a word or two, the number is all that tells the runs apart.
    if (text.words.length <= 2 && ids.length === 0)
        ids.push(...[...task.matchAll(/\d+/g)].map((m) => `#${m[0]}`));
    if (ids.length === 0)
        return text;
    return { ...text, ids, key: [...new Set([...text.words, ...ids])].sort().join(' ') };
}
/** A light stemmer: enough for summarise/summarizes/summarized to meet. */
function stem(word) {
    let w = word.replace(/is(e|es|ed|ing|ation)$/, 'iz$1');
    if (w.length > 4 && w.endsWith('ies'))
        w = w.slice(0, -3) + 'y';
    else if (w.length > 3 && w.endsWith('es') && /(ch|sh|x|z|ss)es$/.test(w))
        w = w.slice(0, -2);
    else if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us'))
        w = w.slice(0, -1);
    if (w.length > 5 && w.endsWith('ing'))
        w = w.slice(0, -3);
    else if (w.length > 4 && w.endsWith('ed'))
        w = w.slice(0, -2);
    if (w.endsWith('ize') || w.endsWith('ise'))
        w = w.slice(0, -1);
    return w;
}
/**
 * Groups of the same or nearly the same task (two or more runs), largest
 * first. Candidate pairs come from prefix filtering on rare words, so the
 * work grows with the number of distinct tasks, not with its square.
 */
function findRepeatedWork(entries, tasks = distinctTasks(entries)) {
    // 1. Identical word sets share a bucket.
    const buckets = new Map();
    for (const t of tasks) {
        const { key } = t.text;
        if (key === '')
            continue;
        const b = buckets.get(key);
        if (b)
            b.members.push(...t.members);
        else
            buckets.set(key, { words: key.split(' '), members: [...t.members] });
    }
    const list = [...buckets.values()];
    // 2. Near-identical buckets merge (Jaccard >= SIMILARITY, >= MIN_SHARED shared words).
    const df = new Map();
    for (const b of list)
        for (const w of b.words)
            df.set(w, (df.get(w) ?? 0) + 1);
    const parent = list.map((_, i) => i);
    const find = (i) => (parent[i] === i ? i : (parent[i] = find(parent[i])));
    const index = new Map();
    list.forEach((b, i) => {
        if (b.words.length < MIN_SHARED)
            return;
        const rare = [...b.words].sort((x, y) => df.get(x) - df.get(y) || (x < y ? -1 : 1));
        // Two sets with Jaccard >= t share a word among the first |x| - ceil(t|x|) + 1 rarest.
        const prefix = rare.slice(0, b.words.length - Math.ceil(SIMILARITY * b.words.length) + 1);
        const seen = new Set();
        for (const w of prefix) {
            for (const j of index.get(w) ?? []) {
                if (seen.has(j))
                    continue;
                seen.add(j);
                if (similar(b.words, list[j].words))
                    parent[find(i)] = find(j);
            }
            const bucket = index.get(w);
            if (bucket)
                bucket.push(i);
            else
                index.set(w, [i]);
        }
    });
    const groups = new Map();
    list.forEach((b, i) => {
        const root = find(i);
        const members = groups.get(root);
        if (members)
            members.push(...b.members);
        else
            groups.set(root, [...b.members]);
    });
    return [...groups.values()]
        .filter((m) => m.length >= 2)
        .map((m) => {
        const members = m.sort((a, b) => a - b);
        const input = inputOf(entries[members[0]].task);
        return {
            task: entries[members[members.length - 1]].task,
            members,
            failed: members.filter((i) => entries[i].failed).length,
            // The first run with another input settles it: numbered variants differ at once.
            sameInput: members.every((i) => entries[i].task === entries[members[0]].task || inputOf(entries[i].task) === input),
        };
    })
        .sort((a, b) => b.members.length - a.members.length || a.members[0] - b.members[0]);
}
function similar(a, b) {
    const small = a.length <= b.length ? a : b;
    const large = new Set(a.length <= b.length ? b : a);
    let shared = 0;
    for (const w of small)
        if (large.has(w))
            shared++;
    const union = a.length + b.length - shared;
    return shared >= MIN_SHARED && shared / union >= SIMILARITY;
}

;// CONCATENATED MODULE: ./src/analysis/local.ts
/**
 * The local analyzer: memkeep's answer to axe's prompt with no model and no
 * network. Deterministic (same log, same report), fast on 100,000 entries,
 * and written under the same three headings the model is asked for.
 * Repeated work comes from repeated-work.ts; tasks that only share a
 * template are different work and show up as a task type under Patterns
 * Found instead.
 */



// Words too common in task texts to be a theme ("if", "not", "end", "hour", "last"); grouping keeps them.
const THEME_STOP = new Set(('if not no yes end hour day week minute second month year today yesterday tomorrow last next first new old get got make made do doe did done ' +
    'use used using run ran also then than when where while what which who whom whose why how there here out up down over under again more most ' +
    'less least only just very can could should would will shall may might must i we you he she they them their our your my me us him her his ' +
    'one two three each every other another such same both either neither nor so too now after before because since until between through during ' +
    'without within back still even ever already yet else etc need needs want wants let lets like been being has have had any ok okay via per').split(' '));
/** The report under axe's three headings. */
function analyzeLocally(entries, options = {}) {
    const maxListed = options.maxListed ?? 10;
    const tasks = distinctTasks(entries);
    const repeated = findRepeatedWork(entries, tasks);
    const notes = options.notes?.at.length ? [notesLine(options.notes)] : [];
    return [
        '## Patterns Found',
        [...patterns(entries, tasks), ...notes].join('\n') || 'No clear patterns detected.',
        '',
        '## Repeated Work',
        repeatedLines(entries, repeated, maxListed).join('\n') || 'No repeated work detected.',
        '',
        '## Recommendations',
        recommendations(entries, repeated, maxListed).join('\n') || 'No specific recommendations.',
    ].join('\n');
}
function notesLine({ file, at }) {
    const shown = at.slice(-3).reverse().join(', ');
    return `- ${at.length} failure ${at.length === 1 ? 'note' : 'notes'} recorded in ${file} (newest: ${shown}${at.length > 3 ? ', …' : ''}); lessons.md distils them.`;
}
function quote(task) {
    const text = task.replace(/\s+/g, ' ').trim();
    return `"${(0,cut/* cutCodePoints */.Dp)(text, 100)}"`;
}
function timestamps(entries, indices, max = 3) {
    const shown = indices.slice(0, max).map((i) => entries[i].timestamp);
    return shown.join(', ') + (indices.length > max ? ` and ${indices.length - max} more` : '');
}
function patterns(entries, tasks) {
    if (entries.length < 2)
        return [];
    const all = entries.map((_, i) => i);
    const span = chronological(entries, all);
    const lines = [
        span.timed
            ? `- ${entries.length} entries, from ${entries[span.order[0]].timestamp} to ${entries[span.order[span.order.length - 1]].timestamp}.`
            : `- ${entries.length} entries (their headings are not timestamps: first ${entries[0].timestamp}, last ${entries[entries.length - 1].timestamp} in the log).`,
    ];
    // Every count below is per normalised text: numbered variants of a task share one.
    const runs = new Map();
    for (const { text, members } of tasks)
        runs.set(text, (runs.get(text) ?? 0) + members.length);
    // Show each stem as the word people wrote most often for it.
    const forms = new Map();
    for (const [text, n] of runs) {
        text.words.forEach((w, k) => {
            const f = forms.get(w) ?? new Map();
            f.set(text.surface[k], (f.get(text.surface[k]) ?? 0) + n);
            forms.set(w, f);
        });
    }
    const show = (w) => {
        const f = [...(forms.get(w) ?? [])].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
        return f[0]?.[0] ?? w;
    };
    // Task types: the leading two words, when at least three entries share them.
    const types = new Map();
    for (const [{ words }, n] of runs) {
        if (words.length >= 2)
            types.set(`${words[0]} ${words[1]}`, (types.get(`${words[0]} ${words[1]}`) ?? 0) + n);
    }
    const common = [...types]
        .filter(([, n]) => n >= 3)
        .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
        .slice(0, 5);
    if (common.length) {
        const named = common.map(([t, n]) => `"${t.split(' ').map(show).join(' ')}" (${n} entries)`);
        lines.push(`- Common task types: ${named.join(', ')}.`);
    }
    // Themes: words present in a notable share of entries.
    const df = new Map();
    for (const [text, n] of runs)
        for (const x of new Set(text.words))
            df.set(x, (df.get(x) ?? 0) + n);
    const floor = Math.max(3, Math.ceil(entries.length * 0.1));
    const themes = [...df]
        .filter(([t, n]) => n >= floor && t.length > 1 && !t.includes('#') && !THEME_STOP.has(t) && !THEME_STOP.has(show(t)))
        .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
        .slice(0, 8);
    if (themes.length)
        lines.push(`- Recurring themes: ${themes.map(([t, n]) => `${show(t)} (${n})`).join(', ')}.`);
    const failed = entries.flatMap((e, i) => (e.failed ? [i] : []));
    if (failed.length) {
        const pct = Math.round((failed.length / entries.length) * 100);
        lines.push(`- ${failed.length} of ${entries.length} runs (${pct}%) reported a failure: ${timestamps(entries, failed)}.`);
    }
    return lines.length > 1 ? lines : [];
}
/**
 * Indices in time order when every heading is a timestamp (logs are appended,
 * prepended or both, and heading dates need not follow file order); else in
 * file order, and the headings are not taken for dates.
 */
function chronological(entries, indices) {
    const times = indices.map((i) => (0,analysis_entries/* timeOf */.nR)(entries[i].timestamp));
    if (times.some((t) => t === undefined))
        return { order: indices, timed: false };
    const order = indices.map((index, k) => ({ index, t: times[k] })).sort((a, b) => a.t - b.t || a.index - b.index);
    return { order: order.map((o) => o.index), timed: true };
}
function repeatedLines(entries, groups, maxListed) {
    const lines = groups.slice(0, maxListed).map((g) => {
        const { order } = chronological(entries, g.members);
        const first = entries[order[0]].timestamp;
        const last = entries[order[order.length - 1]].timestamp;
        const failed = g.failed ? `; ${g.failed} failed` : '';
        return `- ${quote(g.task)}: ${g.members.length} runs, first ${first}, last ${last}${failed}.`;
    });
    if (groups.length > maxListed)
        lines.push(`- …and ${groups.length - maxListed} more repeated tasks.`);
    return lines;
}
function recommendations(entries, groups, maxListed) {
    const lines = [];
    for (const g of groups.slice(0, maxListed)) {
        // A task that failed is never advice to reuse or automate as it is: investigate it instead.
        if (g.members.length >= 3 && g.failed === 0) {
            lines.push(g.sameInput
                ? `- ${quote(g.task)} ran ${g.members.length} times with the same input: keep its result in procedural memory so the agent reuses it instead of recomputing.`
                : `- ${quote(g.task)} and its variants ran ${g.members.length} times with different inputs: make it a reusable skill or a scheduled workflow.`);
        }
        if (g.failed > 0) {
            const failures = g.members.filter((i) => entries[i].failed);
            lines.push(`- Investigate ${quote(g.task)}: ${g.failed} of ${g.members.length} runs failed (${timestamps(entries, failures)}).`);
        }
        const burst = closeRuns(entries, g.members);
        if (burst)
            lines.push(`- ${quote(g.task)} ran twice within an hour (${timestamps(entries, burst)}): check its trigger for duplicate runs.`);
    }
    const failed = entries.filter((e) => e.failed).length;
    if (failed >= 2 && failed / entries.length >= 0.2) {
        lines.push(`- ${failed} of ${entries.length} runs failed overall: review the agent's tools, limits and timeouts.`);
    }
    return lines;
}
/** Two runs of one task less than an hour apart (by their timestamp headings, in any order), if any. */
function closeRuns(entries, members) {
    const timed = members.flatMap((index) => {
        const time = (0,analysis_entries/* timeOf */.nR)(entries[index].timestamp);
        return time === undefined ? [] : [{ index, time }];
    });
    timed.sort((a, b) => a.time - b.time || a.index - b.index);
    for (let k = 1; k < timed.length; k++) {
        if (timed[k].time - timed[k - 1].time < 3_600_000)
            return [timed[k - 1].index, timed[k].index].sort((a, b) => a - b);
    }
    return undefined;
}

// EXTERNAL MODULE: ./src/analysis/model-client.ts
var model_client = __nccwpck_require__(8063);
;// CONCATENATED MODULE: ./src/analysis/analyze.ts
/**
 * One agent's analysis: pick the analyzer, reuse a cached result, fit the log
 * to the input budget, redact secrets, and call the model or the local
 * analyzer. Everything that decides what leaves the machine is here, in one
 * place, so the CLI and the Action cannot differ on it.
 */


















/**
 * Decides which analyzer runs. `llm` insists on a model and its key (exit 3
 * before any request when the key is missing); `auto` falls back to the local
 * analyzer when no model is configured or its credentials are absent.
 */
function chooseAnalyzer(agent, options) {
    const mode = options.analyzer ?? options.store.gc.analyzer ?? 'auto';
    if (mode === 'local')
        return { kind: 'local' };
    const modelText = options.model ?? agent.model ?? options.store.gc.model;
    // Errors about the model name the place it was set.
    const where = options.model
        ? { field: '--model' }
        : agent.model
            ? { file: agent.configFile, field: 'model' }
            : { file: (0,external_node_path_.join)(options.store.root, paths/* CONFIG_FILE */.g2), field: 'gc.model' };
    if (!modelText) {
        if (mode === 'llm') {
            throw (0,errors/* configError */.Fj)(`agent "${agent.name}" has no model: set model = "provider/model" or pass --model`, {
                file: agent.configFile,
                field: 'model',
            });
        }
        return { kind: 'local', reason: 'no model configured' };
    }
    const ref = (0,model_client/* parseModel */.Xh)(modelText, where);
    if (ref.provider === 'local')
        return { kind: 'local' };
    const endpoint = (0,model_client/* resolveEndpoint */.sO)(ref, options.store, options.env, options.endpoint, where);
    if (mode === 'llm') {
        (0,model_client/* requireKey */.XK)(endpoint);
        return { kind: 'llm', endpoint };
    }
    if ((0,model_client/* endpointUsable */.gp)(endpoint))
        return { kind: 'llm', endpoint };
    const reason = endpoint.needsKey
        ? `no ${endpoint.keyEnv} for ${ref.provider}/${ref.model}`
        : `no base URL configured for ${ref.provider}/${ref.model}`;
    return { kind: 'local', reason };
}
/** Analyses one agent's run log (agent.memory.path); `logFile` names it in reports. */
async function analyzeLog(agent, logFile, options, read = {}) {
    const choice = chooseAnalyzer(agent, options);
    const analyzer = choice.kind === 'local' ? 'local' : `${choice.endpoint.provider}/${choice.endpoint.model}`;
    const maxInputTokens = options.maxInputTokens ?? options.store.gc.maxInputTokens;
    const layout = read.layout ?? (0,format_layout/* layoutOf */.aH)(agent.memory);
    const { budgeted, size } = await (0,budget/* readBudgeted */.nL)(agent.memory.path, maxInputTokens, read.scan, layout, read.lineTimes);
    const digest = (0,cache/* inputKey */.sM)(budgeted.text);
    const fallbackReason = choice.kind === 'local' ? choice.reason : undefined;
    const base = { analyzer, fallbackReason, digest, maxInputTokens, size, inputTokens: (0,tokens/* estimateTokens */.b)(budgeted.text) };
    // The cache may predate a rule: what it holds is redacted again on the way out.
    const hit = options.cache && (0,cache/* lookup */.$I)(options.cache, agent.name, digest, analyzer, maxInputTokens);
    // An answer cached before answers were checked may be no analysis at all: ask the model again.
    // (Its citations are not checked: after a trim it rightly cites entries the log no longer holds.)
    const cached = hit && (choice.kind === 'local' || !analysisProblem(hit.analysis));
    if (cached) {
        // The local analyzer costs nothing to run again (below), so only a model's analysis is reused as it was.
        if (choice.kind !== 'local') {
            const madeBeforeTrim = hit.digests[0] !== digest ? hit.at : undefined;
            return {
                ...base,
                text: (0,untrusted/* atTheDoor */.vU)(hit.analysis),
                cached: true,
                madeBeforeTrim,
                sentEntries: budgeted.sentEntries,
                leftOut: budgeted.leftOut,
                tokensSent: 0,
                redactions: [],
            };
        }
    }
    // Both analyzers see the log redacted: the local one quotes tasks, and its
    // text becomes the PR description, the job summary and the cached analysis.
    const redacted = (0,redact/* redactSecrets */.fp)(budgeted.text.toString('utf8'));
    // The budget sends a suffix of the log, or picked entries: map line numbers back to the file's.
    const skippedLines = redacted.findings.length && !budgeted.fileLine && (budgeted.leftOut > 0 || budgeted.truncated)
        ? await linesBefore(agent.memory.path, size - budgeted.text.length)
        : 0;
    const fileLine = budgeted.fileLine ?? ((line) => line + skippedLines);
    const redactions = (0,redact/* describeFindings */.kA)(logFile, redacted.findings.map((f) => ({ ...f, line: fileLine(f.line) })));
    const common = { ...base, cached: false, sentEntries: budgeted.sentEntries, leftOut: budgeted.leftOut, redactions };
    if (choice.kind === 'local') {
        // The budget sends whole entries oldest first: read them as such, whatever structure held them.
        const read = budgeted.fileLine ? (0,format_layout/* flatLayout */.gX)(layout) : layout;
        const entries = (0,analysis_entries/* toLogEntries */.YW)(redacted.findings.length ? Buffer.from(redacted.text) : budgeted.text, read);
        // Run again on a cache hit too, so the report always describes the log as it is now.
        const text = analyzeLocally(entries, { notes: failureNotes(agent, options.store) });
        // Made from the redacted entries and memkeep's own words: redacting it again would find nothing new.
        return { ...common, cached: Boolean(cached), text: (0,untrusted/* asRedacted */.Nc)(text), tokensSent: 0 };
    }
    const answer = await (0,model_client/* complete */.My)(choice.endpoint, ANALYSIS_PROMPT, redacted.text, options.timeoutMs);
    const text = analysisOf(answer, redacted.text, analyzer);
    // A model can echo a secret back in another shape (or make one up): its answer is redacted too.
    return {
        ...common,
        text: (0,untrusted/* atTheDoor */.vU)(text),
        modelRetries: answer.retries,
        tokensSent: (0,tokens/* estimateTokens */.b)(redacted.text),
    };
}
/**
 * The agent's failure notes, for the local analyzer to count: a run that
 * failed is often recorded only there. Unreadable means none: the notes are
 * a detail of the report, not a reason to fail it.
 */
function failureNotes(agent, store) {
    const path = (0,external_node_path_.join)(agent.memory.proceduralDir, paths/* FAILURES_FILE */.nB);
    let text;
    try {
        // Through the regular-file check: a committed failures.md may be a symlink to /dev/zero or a FIFO.
        const bytes = (0,regular/* readRegularFileSync */.cG)(path, { maxBytes: regular/* MAX_TEXT_BYTES */.$D });
        if (!bytes)
            return undefined;
        text = bytes.toString('utf8');
    }
    catch {
        return undefined;
    }
    // The one text of the report not from the redacted log: redacted here, as it enters.
    return { file: (0,untrusted/* atTheDoor */.vU)((0,confine/* storeRelative */.EM)(store, path)), at: (0,lessons/* failuresFromNotes */.Rp)(text, '').map((f) => f.at) };
}
const LINES_CHUNK = 1 << 20;
/** Newlines in the first `end` bytes of a file, read a chunk at a time. */
async function linesBefore(path, end) {
    if (end <= 0)
        return 0;
    const opened = await (0,regular/* openRegular */.lf)(path);
    if (!opened)
        return 0;
    let n = 0;
    try {
        for (let at = 0; at < end; at += LINES_CHUNK) {
            const bytes = await (0,handle/* readAt */.m6)(opened.fh, at, Math.min(LINES_CHUNK, end - at));
            if (bytes.length === 0)
                break;
            for (let i = bytes.indexOf(10); i >= 0; i = bytes.indexOf(10, i + 1))
                n++;
        }
    }
    finally {
        await opened.fh.close();
    }
    return n;
}
/** `MEMKEEP_MODEL_TIMEOUT` (seconds) lengthens or shortens axe's 120 s, e.g. for a slow local model. */
function modelTimeout(env) {
    const text = env.MEMKEEP_MODEL_TIMEOUT;
    if (text === undefined || text === '')
        return undefined;
    const seconds = Number(text);
    if (!Number.isFinite(seconds) || seconds <= 0) {
        throw (0,errors/* configError */.Fj)(`MEMKEEP_MODEL_TIMEOUT must be a positive number of seconds (got "${text}")`, {
            field: 'MEMKEEP_MODEL_TIMEOUT',
        });
    }
    return seconds * 1000;
}


/***/ }),

/***/ 7380:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $I: () => (/* binding */ lookup),
/* harmony export */   I5: () => (/* binding */ mergeState),
/* harmony export */   Jq: () => (/* binding */ writeState),
/* harmony export */   gx: () => (/* binding */ trimmedLogKey),
/* harmony export */   ph: () => (/* binding */ hasUpdates),
/* harmony export */   sM: () => (/* binding */ inputKey),
/* harmony export */   un: () => (/* binding */ readState)
/* harmony export */ });
/* unused harmony exports statePath, parseState */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _config_paths_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(1066);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(3916);
/* harmony import */ var _fs_atomic_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(230);
/* harmony import */ var _fs_digest_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(3391);
/* harmony import */ var _fs_regular_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(7051);
/* harmony import */ var _memory_runlog_budget_js__WEBPACK_IMPORTED_MODULE_7__ = __nccwpck_require__(5080);
/* harmony import */ var _memory_runlog_plan_trim_js__WEBPACK_IMPORTED_MODULE_8__ = __nccwpck_require__(1923);
/**
 * The analysis cache: an agent whose analysis input is byte-identical to one
 * already analysed (by the same analyzer, with the same budget) reuses that
 * analysis instead of calling the model again.
 *
 * The key is the digest of what the analyzer is given (the budgeted newest
 * entries), not of the whole log: that is all the analysis depends on, and it
 * costs a digest of at most the budget instead of a pass over a log that may
 * be hundreds of megabytes. A log that fits the budget is keyed on all of it.
 *
 * State lives in the store at `.memkeep/state.json` for the CLI, written
 * atomically, and on the side ref `refs/memkeep/state` for the Action (whose
 * checkout is new on every run). It is only an optimisation: a missing,
 * unreadable or corrupt document means an empty cache, never an error.
 */









/** `state` with `updates` over it: only this run's agents change. */
function mergeState(state, updates) {
    return {
        version: 1,
        agents: { ...state.agents, ...updates.agents },
        distilled: { ...state.distilled, ...updates.distilled },
    };
}
/** Whether a run has anything to save. */
function hasUpdates(updates) {
    return Object.keys(updates.agents).length > 0 || Object.keys(updates.distilled).length > 0;
}
function statePath(root) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, _config_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .STATE_DIR */ .e$, _config_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .STATE_FILE */ .bv);
}
/** The state a stored document holds; anything unusable is an empty cache. */
function parseState(document) {
    const parsed = document;
    if (parsed?.version === 1 && parsed.agents && typeof parsed.agents === 'object') {
        if (parsed.distilled === undefined || (typeof parsed.distilled === 'object' && parsed.distilled !== null))
            return parsed;
        return { version: 1, agents: parsed.agents };
    }
    return { version: 1, agents: {} };
}
/** Reads the store's state file. */
async function readState(root) {
    try {
        const bytes = await (0,_fs_regular_js__WEBPACK_IMPORTED_MODULE_6__/* .readRegularFile */ .XF)(statePath(root), { maxBytes: _fs_regular_js__WEBPACK_IMPORTED_MODULE_6__/* .MAX_TEXT_BYTES */ .$D });
        return parseState(bytes && JSON.parse(bytes.toString('utf8')));
    }
    catch (err) {
        // A FIFO, device or oversized file is refused (replacing it would hide what someone put there).
        if (err instanceof _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .MemkeepError */ .xp)
            throw err;
        // Corrupt: start over.
        return parseState(undefined);
    }
}
async function writeState(root, state) {
    await (0,_fs_atomic_js__WEBPACK_IMPORTED_MODULE_4__/* .writeFileAtomic */ .Zf)(statePath(root), JSON.stringify(state, null, 2) + '\n', { mkdirs: true });
}
/** The cache key of an analysis input. */
function inputKey(budgetedText) {
    return (0,_fs_digest_js__WEBPACK_IMPORTED_MODULE_5__/* .digestOf */ .o)(budgetedText);
}
/**
 * The cache key of a log a trim just rewrote, so the next run reuses the
 * analysis; undefined when anything was appended since the trim was planned:
 * those entries were never analysed, and the next run must look at them.
 */
async function trimmedLogKey(plan, maxInputTokens, layout, lineTimes) {
    const expected = (0,_memory_runlog_plan_trim_js__WEBPACK_IMPORTED_MODULE_8__/* .sizeAfterTrim */ .s4)(plan);
    const sizeNow = async () => (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(plan.path).catch(() => undefined))?.size;
    if ((await sizeNow()) !== expected)
        return undefined;
    const key = inputKey((await (0,_memory_runlog_budget_js__WEBPACK_IMPORTED_MODULE_7__/* .readBudgeted */ .nL)(plan.path, maxInputTokens, undefined, layout, lineTimes)).budgeted.text);
    // Appends only grow a log: the same size after reading means nothing landed meanwhile.
    return (await sizeNow()) === expected ? key : undefined;
}
/** The cached analysis for this exact input, analyzer and budget, if any. */
function lookup(state, agent, digest, analyzer, maxInputTokens) {
    const hit = state.agents[agent];
    if (!hit || hit.analyzer !== analyzer || hit.maxInputTokens !== maxInputTokens)
        return undefined;
    return Array.isArray(hit.digests) && hit.digests.includes(digest) ? hit : undefined;
}


/***/ }),

/***/ 9132:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  Ae: () => (/* binding */ cachedDistil),
  sF: () => (/* binding */ distil),
  In: () => (/* binding */ levelOf)
});

// UNUSED EXPORTS: period

// EXTERNAL MODULE: ./src/fs/digest.ts
var digest = __nccwpck_require__(3391);
// EXTERNAL MODULE: ./src/memory/knowledge/distilled.ts
var distilled = __nccwpck_require__(6594);
// EXTERNAL MODULE: ./src/memory/knowledge/items.ts
var knowledge_items = __nccwpck_require__(1424);
// EXTERNAL MODULE: ./src/memory/knowledge/merge-items.ts + 1 modules
var merge_items = __nccwpck_require__(1329);
// EXTERNAL MODULE: ./src/text/redact.ts + 4 modules
var redact = __nccwpck_require__(5813);
// EXTERNAL MODULE: ./src/text/tokens.ts
var text_tokens = __nccwpck_require__(7837);
// EXTERNAL MODULE: ./src/analysis/analyze.ts + 4 modules
var analyze = __nccwpck_require__(3288);
// EXTERNAL MODULE: ./node_modules/ajv/dist/ajv.js
var ajv = __nccwpck_require__(2463);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __nccwpck_require__(3916);
;// CONCATENATED MODULE: ./src/analysis/distil-prompt.ts
/**
 * The distil step's model call: a fixed system prompt (deliberately not
 * configurable, like the analysis prompt) and the JSON schema its answer
 * must match. The model never writes the knowledge file: it answers with
 * operations (add, update, supersede, remove), each citing the entries
 * (E1, E2 …) and items (K1, K2 …) it was shown, and code applies them
 * after checking every one (distil.ts).
 */
const DISTIL_PROMPT = `You maintain an AI agent's knowledge file: a short list of items (title, knowledge lines, evidence) that the agent reads at the start of every run. Old run-log entries are about to be deleted. You receive today's date, the current items (K1, K2, ...), the headings of the entries that stay, and the entries being deleted (E1, E2, ...).

Answer with JSON only: {"operations": [...]}, each operation one of:
- {"op": "add", "item": null, "title": ..., "knowledge": [...], "evidence": ["E3", ...]} for a durable fact, decision, fix, rule or pitfall the entries establish that no item holds;
- {"op": "update", "item": "K2", "title": ..., "knowledge": [...], "evidence": [...]} to add lines to an item the entries confirm or extend;
- {"op": "supersede", "item": "K2", "title": ..., "knowledge": [...], "evidence": [...]} when the entries show an item is out of date: your lines replace the item's;
- {"op": "remove", "item": "K2", "title": ..., "knowledge": [], "evidence": [...]} when the entries show an item is wrong.

Keep what a maintainer would want the agent to know tomorrow: file paths, commands, exact names, versions and numbers, decisions, rules, root causes and fixes, what is missing or broken. Leave out the story of the run itself (who reviewed what, "tests pass", "committed", plans that were carried out and recorded elsewhere). Keep the title of an entry that names its topic.

Rules: cite only the E ids and K ids you were given, at least one entry per operation. Use only what the entries say; never invent facts, names, numbers or fixes. Merge duplicates instead of adding them. Write relative dates ("yesterday") as absolute dates from the entry's own timestamp. Each knowledge line is one line of plain text: no headings, code fences, HTML, links or @mentions. Be concise: stay within the byte budget you are given.`;
/** The answer's shape, for the endpoint's structured-output mode and for checking the answer. */
const DISTIL_SCHEMA = {
    type: 'object',
    additionalProperties: false,
    required: ['operations'],
    properties: {
        operations: {
            type: 'array',
            maxItems: 60,
            items: {
                type: 'object',
                additionalProperties: false,
                required: ['op', 'item', 'title', 'knowledge', 'evidence'],
                properties: {
                    op: { type: 'string', enum: ['add', 'update', 'supersede', 'remove'] },
                    item: { type: ['string', 'null'], pattern: '^K[0-9]+$' },
                    title: { type: 'string', minLength: 1, maxLength: 200 },
                    knowledge: { type: 'array', maxItems: 12, items: { type: 'string', minLength: 1, maxLength: 600 } },
                    evidence: { type: 'array', minItems: 1, maxItems: 40, items: { type: 'string', pattern: '^E[0-9]+$' } },
                },
            },
        },
    },
};

;// CONCATENATED MODULE: ./src/analysis/distil-operations.ts
/**
 * A model's distil answer, checked before anything is removed: JSON in the
 * schema the prompt asked for (distil-prompt.ts), each operation citing
 * only entries and items the model was shown, then applied to the items by
 * code, never by the model.
 */




function refused(analyzer, why) {
    return (0,errors/* apiError */.pb)(`${analyzer}: distil answer refused: ${why}; nothing trimmed, nothing cached`);
}
/** Compiled on the first answer: compiling costs every command's start, and most runs ask no model. */
let compiled;
const validator = () => (compiled ??= new ajv.Ajv({ allErrors: false, strict: false }).compile(DISTIL_SCHEMA));
/** The answer's operations, or why they are refused. */
function parseOperations(text, analyzer) {
    let json;
    try {
        json = JSON.parse(text.trim().replace(/^```(?:json)?\s*\n([\s\S]*)\n```$/, '$1'));
    }
    catch (err) {
        throw refused(analyzer, `the answer is not JSON (${err.message})`);
    }
    const validate = validator();
    if (!validate(json)) {
        const e = validate.errors?.[0];
        throw refused(analyzer, `the answer does not match the operations schema (${e?.instancePath || '/'} ${e?.message ?? ''})`);
    }
    const ops = json.operations;
    for (const [i, op] of ops.entries()) {
        for (const text of [op.title, ...op.knowledge])
            if (/[\r\n]/.test(text) || /`{3,}|~{3,}/.test(text) || /^\s*#/.test(text))
                throw refused(analyzer, `operation ${i + 1} carries text that would change the file's structure (a line break, a code fence or a heading)`);
        // The schema's minLength counts what a reader never sees: a title or line of spaces and
        // zero-width characters would be written as "(untitled)" or an empty bullet.
        if (op.op === 'add' && (0,knowledge_items/* safeLine */.om)(op.title) === '')
            throw refused(analyzer, `operation ${i + 1} adds an item without a title (nothing visible in it)`);
        if (op.knowledge.some((l) => (0,knowledge_items/* safeLine */.om)(l) === ''))
            throw refused(analyzer, `operation ${i + 1} carries an empty line of knowledge (nothing visible in it)`);
    }
    return ops;
}
/** The checked operations applied to the items; an unknown entry or item is a refusal. */
function applyOperations(current, operations, sent, offset, today, analyzer) {
    const byId = new Map(sent.map((e, i) => [`E${offset + i + 1}`, e]));
    const items = current.map((i) => ({
        ...i,
        lines: [...i.lines],
        evidence: [...i.evidence],
    }));
    const added = [];
    const ops = [];
    for (const [n, op] of operations.entries()) {
        // An entry cited twice is one citation: it confirms the item once.
        const cited = [...new Set(op.evidence)].map((id) => {
            const e = byId.get(id);
            if (!e)
                throw refused(analyzer, `operation ${n + 1} cites ${id}, an entry it was not shown`);
            return e;
        });
        const evidence = cited.map((e) => (0,knowledge_items/* safeLine */.om)(/^\d{4}-\d\d-\d\d\S*/.exec(e.heading)?.[0] ?? e.heading));
        const dates = cited.map((e) => /^\d{4}-\d\d-\d\d/.exec(e.heading)?.[0]).filter((d) => !!d);
        const confirmed = dates.sort().at(-1) ?? today;
        const lines = op.knowledge.map((l) => `- ${(0,knowledge_items/* safeLine */.om)(l)}`);
        const at = op.item === null ? -1 : Number(op.item.slice(1)) - 1;
        let target = items[at];
        if (op.op === 'add') {
            if (op.item !== null)
                throw refused(analyzer, `operation ${n + 1} adds an item but names ${op.item}`);
            if (!lines.length)
                throw refused(analyzer, `operation ${n + 1} adds an item without knowledge`);
            const title = (0,knowledge_items/* safeLine */.om)(op.title);
            // A title an item already has (in the file, or added by this answer): one item, not two, as a local merge does.
            target = [...items, ...added].find((i) => i !== undefined && (0,knowledge_items/* titleKey */.kz)(i.title) === (0,knowledge_items/* titleKey */.kz)(title));
            if (!target) {
                const item = { title, lines, evidence, count: evidence.length, confirmed };
                added.push(item);
                ops.push({ op: 'add', title: item.title, lines, evidence });
                continue;
            }
        }
        if (!target)
            throw refused(analyzer, `operation ${n + 1} names ${op.item ?? 'no item'}, an item it was not shown (or one already removed)`);
        // A reviewer's item (no evidence line) is theirs: memkeep never removes or rewrites it, only adds under it.
        const theirs = target.confirmed === '';
        if (op.op === 'remove' && theirs)
            throw refused(analyzer, `operation ${n + 1} removes ${op.item}, a reviewer's own item`);
        if (op.op === 'remove') {
            items[at] = undefined;
            ops.push({
                op: 'remove',
                title: target.title,
                lines: target.lines,
                evidence,
                note: 'the entries show it is wrong',
            });
            continue;
        }
        if (!lines.length)
            throw refused(analyzer, `operation ${n + 1} ${op.op}s ${op.item} without knowledge`);
        const was = target.lines;
        const kind = theirs || op.op === 'add' ? 'update' : op.op;
        target.lines = kind === 'update' ? [...was, ...lines.filter((l) => !was.includes(l))] : lines;
        if (!theirs) {
            target.evidence = [...evidence, ...target.evidence];
            target.count += evidence.length;
            if (confirmed > target.confirmed)
                target.confirmed = confirmed;
        }
        ops.push({
            op: kind,
            title: target.title,
            lines: target.lines,
            evidence,
            note: kind === 'supersede' ? `replaces: ${was.map((l) => l.replace(/^- /, '')).join(' / ')}` : undefined,
        });
    }
    return { items: [...items.filter((i) => i !== undefined), ...added], ops };
}

// EXTERNAL MODULE: ./src/analysis/entries.ts
var analysis_entries = __nccwpck_require__(8834);
// EXTERNAL MODULE: ./src/memory/knowledge/remove.ts
var remove = __nccwpck_require__(1906);
;// CONCATENATED MODULE: ./src/analysis/statements.ts
const KNOWLEDGE_LABELS = new Set([
    'fix',
    'fix pattern',
    'root cause',
    'cause',
    'prevention rule',
    'prevention',
    'pattern',
    'key pattern',
    'decision',
    'architecture decision',
    'lesson',
    'lessons',
    'key learning',
    'learning',
    'outcome',
    'solution',
    'rule',
    'pitfall',
    'gotcha',
    'description',
    'impact',
    'problem',
    'findings',
    'key findings',
    'gaps',
    'recommendations',
    'files modified',
    'implementation summary',
    'summary of gaps',
    'why it failed',
]);
/** Fields that describe the record, not the knowledge (kept as evidence or dropped). */
const SKIP_LABELS = new Set([
    'date',
    'trigger',
    'evidence',
    'commit',
    'confidence',
    'tokens',
    'issue',
    'task snippet',
    'commands executed',
    'pr',
    'rebase commits',
    'force push',
    'tests',
    'test impact',
    'run',
    'tasks generated',
    'next steps',
]);
/** Sections that tell how the work went rather than what it left: read after the outcome. */
const PATH_LABELS = new Set(['context', 'investigation', 'background', 'steps', 'timeline', 'strengths']);
const EMPTY_VALUE = /^(?:none|n\/a|pending|medium|low|high|unknown|tbd|-|\.\.\.|…)\.?$/i;
const RULE_WORDS = /\b(?:always|never|must|required?|requires|do not|don't|avoid|instead of|should|only|because|root cause|caused by|needs?|use|uses)\b/i;
const IDENTIFIER = /`[^`]+`|"[^"\n]{4,80}"|(?<![\w/])\.(?!(?:md|ts|js|py|json|ya?ml|txt)\b)[a-z][\w-]+(?:\.[\w-]+)*\b|(?:\.{0,2}\/)?\b[\w.-]+\/(?:[\w-]+\/)*(?:[\w-]+\.\w+\b|(?=[\s,;)]|$))|\b[\w-]+\.(?:ts|tsx|js|mjs|cjs|py|md|json|jsonl|ya?ml|toml|txt|log|sh|rst|cfg)\b|\b[a-z]+[A-Z]\w*|\b[A-Z][a-z]+[A-Z]\w*|\b\w+_\w+\b|\bv?\d+\.\d+(?:\.\d+)?\b|\bE[A-Z]{3,}\b|--[a-z][\w-]*/g;
const NARRATION = /\b(?:all \d+ (?:\w+ )?tests? pass|tests? pass(?:ed)?\b|no rebase was needed|committed with|opened targeting|at end of (?:the )?(?:day|tomorrow)|end of tomorrow)/i;
const PLAN_LINE = /^at (?:the )?end of (?:the )?(?:day|tomorrow)/i;
// An agent telling what it did this run ("I verified its content", "No updates were needed"): the run's story, not what it left.
const FIRST_PERSON = /^(?:I|We)\s+(?:then\s+|also\s+)?(?:verified|checked|reviewed|committed|confirmed|looked|started|opened|read|inspected)\b|^no (?:updates|changes|files) (?:were|was) (?:needed|made|modified)\b/i;
// The same story told mid-sentence ("After reviewing the state, I verified …", "I'll add the shebang").
const OWN_STEP = /\bI(?:'ll| will| need to| now| then)?\s+(?:verified|checked|reviewed|ran|updated|added|created|modified|confirmed|found|noticed|decided|add|update|check|verify|modify|overwrite|run)\b/;
// "hello.py appears to be …", "likely exists", "Assuming …": what the writer guessed, not what it found.
const GUESS = /\b(?:appears? to|likely|probably|perhaps|maybe|assuming|presumably|seems? to|may need|might)\b/i;
// A sentence that leans on the one before ("Both are valid.", "This unblocks CI.", "Also added …"):
// without it, once the entry is gone, it says nothing.
const BACK_REFERENCE = /^(?:this|these|those|that|it|its|they|them|both|also|such)\b(?!\s*[:=])/i;
// "… with the exact content above": what it means stayed in the entry.
const POINTS_AWAY = /\b(?:above|below)[.!]?$/i;
// What is missing, broken or unfinished ("not fully implemented", "No event bus … detected"): the pitfall a later run hits.
const LIMITATION = /\b(?:not (?:yet |fully |properly )?(?:implemented|supported|wired|tested|leveraged|available)|incomplete|untested|unsupported|broken)\b|^no\b.*\b(?:detected|found|exists?)\b/i;
// Which tests were added matters less than what they cover, once the entry is gone.
const ABOUT_TESTS = /\btests?\/|\btest_\w+|\.test\.\w+|\b(?:added|extended|adjusted) (?:\w+ )?tests?\b/i;
/** The identifiers a statement names (files, code, versions, quoted strings), normalised. */
function namesIn(text) {
    return (text.match(IDENTIFIER) ?? []).map((n) => n.replace(/`/g, '').toLowerCase());
}
/**
 * Names most of the dropped entries mention (`requirements.txt`, `README.md`
 * in a log where every step touches them): a statement naming only these
 * says little about what its entry did.
 */
function commonNames(entries) {
    const seen = new Map();
    for (const e of entries)
        for (const n of new Set(namesIn(`${e.task}\n${e.result}`)))
            seen.set(n, (seen.get(n) ?? 0) + 1);
    const often = Math.max(3, entries.length * COMMON_SHARE);
    return new Set([...seen].filter(([, n]) => n >= often).map(([name]) => name));
}
/** The share of entries a name must appear in to say nothing on its own. */
const COMMON_SHARE = 0.25;
/** A field label at the start of a line: `- Label: v`, `**Label:** v`, `**Label**: v`, `### Label:`. */
const LABELLED = /^\s*(?:[-*]\s+)?(?:\*\*([^*\n]{1,60}?):?\*\*:?|([A-Z][A-Za-z ]{1,30}?):)\s*(.*)$/;
const HEADING_LABEL = /^\s*#{1,6}\s+(.+?):?\s*$/;
function labelOf(raw) {
    const label = raw
        .replace(/\(.*?\)/g, '')
        .replace(/^[^\p{L}]+/u, '')
        .trim()
        .toLowerCase();
    const known = (l) => KNOWLEDGE_LABELS.has(l) || SKIP_LABELS.has(l);
    if (known(label))
        return label;
    // "Fixes:", "Decisions:", "Root causes:": the field of each of them.
    return [label.replace(/es$/, ''), label.replace(/s$/, '')].find(known) ?? label;
}
/** The statements of an entry's body, each with its label and score, in text order. */
function unitsOf(body, common) {
    const units = [];
    const evidence = [];
    let title;
    // A heading's label holds until the next heading; a field's (`**Fix:**`) only for its own
    // lines and the list right after it, so a later paragraph is not filed under it.
    let section;
    let field;
    let blank = false;
    let fence = false;
    let at = 0;
    // The first statement under a heading (or of the entry) states its topic.
    let topic = true;
    const add = (text, lbl) => {
        const clean = text.replace(/\s+/g, ' ').trim();
        // "Run the te...": cut by whoever wrote it, so not a whole statement.
        if (/(?:\.\.\.|…)$/.test(clean))
            return;
        if (clean.replace(/[^\p{L}\p{N}]/gu, '').length < 8 || EMPTY_VALUE.test(clean) || PLAN_LINE.test(clean))
            return;
        let score = 0;
        if (lbl && KNOWLEDGE_LABELS.has(lbl))
            score += 3;
        if (lbl && PATH_LABELS.has(lbl))
            score -= 2;
        if (RULE_WORDS.test(clean))
            score += 2;
        if (LIMITATION.test(clean))
            score += 2;
        score += Math.min(3, namesIn(clean).filter((n) => !common.has(n)).length);
        if (NARRATION.test(clean) || FIRST_PERSON.test(clean))
            score -= 3;
        // Told mid-sentence, the run's story often carries what it found ("I ran `python hello.py` …").
        if (OWN_STEP.test(clean))
            score -= 1;
        if (GUESS.test(clean))
            score -= 1;
        if (BACK_REFERENCE.test(clean) || POINTS_AWAY.test(clean))
            score -= 2;
        // "Update to match.": too short to say what, or where.
        if (clean.split(/\s+/).length <= 3)
            score -= 2;
        if (ABOUT_TESTS.test(clean))
            score -= 2;
        // A bare enumeration ("SearchBar", "LineChart, BarChart") says little on its own, unless a field names it.
        const words = clean.split(/\s+/);
        const prose = words.filter((w) => /^[(["']*[a-z]{3,}[)\]"',.;:]*$/.test(w)).length;
        if ((prose === 0 || (prose < 2 && clean.includes(','))) && !(lbl && KNOWLEDGE_LABELS.has(lbl)))
            score -= 2;
        // "The following imports were removed:" introduces what follows; it is not the knowledge.
        if (/:$/.test(clean))
            score -= 2;
        if (topic)
            score += 1;
        topic = false;
        units.push({ label: lbl, text: clean, score, at: at++ });
    };
    for (const raw of withShortListsJoined(body.replace(/\r\n/g, '\n').split('\n'))) {
        if (/^\s*(`{3,}|~{3,})/.test(raw)) {
            fence = !fence;
            continue;
        }
        if (fence || /^\s*<!--.*-->\s*$/.test(raw))
            continue;
        const line = raw.trim();
        if (line === '' || /^[-=*_]{3,}$/.test(line)) {
            blank ||= line === '';
            continue;
        }
        const item = /^(?:[-*+]|\d+[.)])\s+(?:\[[ xX]\]\s+)?(.*)$/.exec(line);
        if (blank && !item)
            field = undefined;
        blank = false;
        if (/^\*\*[^*:]+\*\*$/.test(line)) {
            // "**2.1 Branching & Setup**": a template sub-heading, not knowledge.
            section = field = undefined;
            topic = true;
            continue;
        }
        const heading = HEADING_LABEL.exec(line);
        if (heading) {
            section = labelOf(heading[1]);
            field = undefined;
            topic = true;
            continue;
        }
        const m = LABELLED.exec(line);
        if (m) {
            const lbl = labelOf(m[1] ?? m[2] ?? '');
            const value = m[3].trim();
            if (lbl === 'evidence' && value)
                evidence.push(value);
            if (lbl === 'trigger' && value)
                title ??= value;
            if (/^\d+(?:\.\d+)*\s/.test(m[1] ?? '') || (!value && /^\d/.test(lbl))) {
                // "**2.1 Branching & Setup**": a template sub-heading, not a field.
                section = field = undefined;
                topic = true;
                continue;
            }
            if (KNOWLEDGE_LABELS.has(lbl) || SKIP_LABELS.has(lbl) || !value) {
                field = lbl;
                if (value && !SKIP_LABELS.has(lbl))
                    for (const s of sentences(value))
                        add(s, lbl);
                continue;
            }
            // "Missing common UI elements: Table, Pagination": the label is part of the statement.
        }
        const label = field ?? section;
        if (label && SKIP_LABELS.has(label))
            continue;
        for (const s of sentences(item ? item[1] : line))
            add(s, label);
    }
    return { units, evidence, title };
}
const LIST_ITEM = /^(\s*)(?:[-*+]|\d+[.)])\s+(?:\[[ xX]\]\s+)?(.*)$/;
/** A list joined to the line that announces it when each item is at most this long… */
const JOINED_ITEM = 48;
/** …and the list at most this long: longer items are statements of their own. */
const JOINED_LIST = 200;
/**
 * "Scaffold `ci.yml` with steps:" and its short list ("Checkout code",
 * "Run tests") as one line: apart, the line announces nothing and each item
 * says nothing.
 */
function withShortListsJoined(lines) {
    const out = [];
    let fence = false;
    for (let i = 0; i < lines.length; i++) {
        const line = lines[i];
        if (/^\s*(`{3,}|~{3,})/.test(line))
            fence = !fence;
        if (fence || !/\S:\s*$/.test(line) || HEADING_LABEL.test(line)) {
            out.push(line);
            continue;
        }
        const indent = /^\s*/.exec(line)[0].length;
        const nested = LIST_ITEM.test(line);
        const items = [];
        let next = i + 1;
        for (let m = LIST_ITEM.exec(lines[next] ?? ''); m && !(nested && m[1].length <= indent); m = LIST_ITEM.exec(lines[next] ?? '')) {
            items.push(m[2].trim());
            next++;
        }
        const joined = items.join('; ');
        if (items.length >= 2 && items.every((t) => t.length <= JOINED_ITEM) && joined.length <= JOINED_LIST) {
            out.push(`${line.trimEnd()} ${joined}`);
            i = next - 1;
        }
        else
            out.push(line);
    }
    return out;
}
/** Whole sentences: an abbreviation's point ("e.g. `.squad/`", "vs. Node 20") ends none. */
function sentences(text) {
    const out = [];
    for (const part of text.split(/(?<=[.!?])\s+(?=[A-Z`*"([])/)) {
        if (out.length && ABBREVIATION.test(out[out.length - 1]))
            out[out.length - 1] += ` ${part}`;
        else
            out.push(part);
    }
    return out;
}
const ABBREVIATION = /(?:^|[\s(])(?:e\.g|i\.e|etc|vs|cf|approx|incl|no|fig|et al)\.$/i;

;// CONCATENATED MODULE: ./src/analysis/gone-knowledge.ts


/**
 * memkeep's items without the statements that name a path the repository
 * no longer has (`gone`, repository-relative; a name given from a subfolder
 * matches its tail): one `remove` operation per statement dropped, and an
 * item left with nothing to say goes whole. A reviewer's own items are
 * theirs and stay as they are.
 */
function dropGonePaths(items, gone) {
    if (!gone.size)
        return { items, ops: [] };
    const missing = (text) => {
        for (const n of namesIn(text)) {
            const name = n.replace(/^\.\//, '').replace(/\/$/, '');
            if (!name.includes('/'))
                continue;
            for (const g of gone)
                if (g.toLowerCase() === name || g.toLowerCase().endsWith(`/${name}`))
                    return g;
        }
        return undefined;
    };
    return (0,remove/* removeStatements */.F)(items, (text) => {
        const path = missing(text);
        return path && `names ${path}, which the repository no longer has`;
    });
}

;// CONCATENATED MODULE: ./src/analysis/knowledge.ts



/** The share of the dropped entries' bytes their knowledge may take: what a trim keeps of what it drops. */
const KNOWLEDGE_SHARE = 0.39;
/** The bytes the knowledge of `entries` may take: KNOWLEDGE_SHARE of theirs. */
function knowledgeBudget(entries) {
    return entries.reduce((n, e) => n + entryBytes(e), 0) * KNOWLEDGE_SHARE;
}
const entryBytes = (e) => Buffer.byteLength(`${e.heading}\n${e.task}\n${e.result}\n`, 'utf8');
/** What an entry keeps of its own bytes before the batch shares out the rest: its best statements. */
const ENTRY_SHARE = 0.2;
/** What any entry may keep, however little the batch has left: a short entry's one or two statements. */
const ENTRY_MIN = 160;
/** The entry's time, when its heading starts with one. */
function stampOf(heading) {
    return (/^\[?(\d{4}-\d\d-\d\d(?:[T ]\d\d:\d\d(?::\d\d)?(?:Z|[+-]\d\d:?\d\d)?)?)\]?/.exec(heading.trim())?.[1] ??
        /\((\d{4}-\d\d-\d\d(?:T[\d:.]+Z?)?)\)\s*$/.exec(heading)?.[1]);
}
/** The heading without its timestamp and separators; '' when it was only a timestamp. */
function titleOf(heading) {
    return heading
        .replace(/^\s*\[?\d{4}-\d\d-\d\d(?:[T ][\d:.]+(?:Z|[+-]\d\d:?\d\d)?)?\]?\s*(?:[|:—–-]\s*)?/, '')
        .replace(/\s*\(\d{4}-\d\d-\d\d[^)]*\)\s*$/, '')
        .trim();
}
/**
 * Whether a statement's words are mostly in the title and the statements
 * its entry keeps already ("Promote use of the shared useAnalytics hook"
 * after the finding about that hook): it says little new.
 */
function redundant(d, u) {
    const words = wordsOf(u.text);
    return words.length > 0 && words.filter((w) => d.covered.has(w)).length / words.length >= REDUNDANT;
}
function keep(d, u, chosen) {
    chosen.add(u);
    for (const w of wordsOf(u.text))
        d.covered.add(w);
}
function draftOf(e, common) {
    // axe's shape (a one-line Task and a Result): the task names the item, the result holds the knowledge.
    const axe = e.result.trim() !== '' && !e.task.includes('\n');
    const body = axe ? e.result : [e.task, e.result].filter((t) => t.trim() !== '').join('\n');
    const { units, evidence, title: trigger } = unitsOf(body, common);
    const heading = titleOf(e.heading);
    const named = heading || (axe ? e.task : '') || trigger || '';
    const ranked = [];
    const seen = new Set();
    for (const u of [...units].sort((x, y) => y.score - x.score || x.at - y.at)) {
        const key = (0,knowledge_items/* normaliseText */.af)(u.text);
        if (seen.has(key) || u.score < (ranked.length > 0 ? 1 : 0))
            continue;
        seen.add(key);
        ranked.push({ unit: u, cost: Buffer.byteLength(render(u), 'utf8') + 1, rank: ranked.length });
    }
    return {
        ranked,
        units,
        named,
        heading,
        stamp: stampOf(e.heading),
        evidence,
        time: (0,analysis_entries/* timeOf */.nR)(e.heading),
        bytes: entryBytes(e),
        covered: new Set(wordsOf(named)),
    };
}
/** An entry's item without its statements: its title, evidence and date. */
function shellOf(d, e, title, log, today) {
    const cite = (0,knowledge_items/* safeLine */.om)(d.stamp ?? (d.heading === title ? log : e.heading));
    return {
        title,
        lines: [],
        evidence: [d.evidence.length ? `${cite} (${(0,knowledge_items/* safeLine */.om)(d.evidence[0])})` : cite],
        count: 1,
        confirmed: d.stamp ? d.stamp.slice(0, 10) : today,
    };
}
/** An item's bytes besides its statements (an entry named by its time pays for its title as a statement). */
function frameBytes(d, e, log, today) {
    return Buffer.byteLength((0,knowledge_items/* renderItem */.Gx)(shellOf(d, e, (0,knowledge_items/* safeLine */.om)(d.named), log, today), 3), 'utf8') + 1;
}
/** The item of an entry with the statements the batch kept of it; undefined when it kept none. */
function itemOf(d, e, chosen, log, today) {
    const picked = d.units.filter((u) => chosen.has(u));
    if (!picked.length)
        return undefined;
    // An entry named only by its time is titled by its best statement, which is then not repeated below it.
    const best = picked.reduce((a, b) => (b.score > a.score ? b : a));
    const title = (0,knowledge_items/* safeLine */.om)(d.named || best.text);
    const kept = d.named ? picked : picked.filter((u) => u !== best);
    return { ...shellOf(d, e, title, log, today), lines: renderAll(kept).map((l) => absoluteDates(l, d.stamp)) };
}
const DAY_MS = 86_400_000;
const RELATIVE_DATE = /\b(?:yesterday|today|tomorrow|last week|next week)\b/i;
/**
 * Relative dates ("yesterday", "last week") as absolute dates counted from
 * the entry's own date: once the entry is gone, "yesterday" means nothing.
 */
function absoluteDates(text, date) {
    const at = date ? Date.parse(`${date.slice(0, 10)}T00:00:00Z`) : Number.NaN;
    // Most statements have no relative date: the five dates are made only for those that do.
    if (Number.isNaN(at) || !RELATIVE_DATE.test(text))
        return text;
    const day = (offset) => new Date(at + offset * DAY_MS).toISOString().slice(0, 10);
    return text
        .replace(/\byesterday\b/gi, day(-1))
        .replace(/\btoday\b/gi, day(0))
        .replace(/\btomorrow\b/gi, day(1))
        .replace(/\blast week\b/gi, `the week before ${day(0)}`)
        .replace(/\bnext week\b/gi, `the week after ${day(0)}`);
}
function render(u, shown = true) {
    const label = shown && u.label && KNOWLEDGE_LABELS.has(u.label) ? `**${u.label[0].toUpperCase()}${u.label.slice(1)}:** ` : '';
    return `- ${label}${(0,knowledge_items/* safeLine */.om)(u.text)}`;
}
/** The statements as bullets, a label shown once for a run of statements under it. */
function renderAll(units) {
    return units.map((u, i) => render(u, i === 0 || units[i - 1].label !== u.label));
}
/** A share of words already held above which a statement counts as redundant. */
const REDUNDANT = 0.7;
/** The content words of a statement (four letters or more, normalised). */
function wordsOf(text) {
    return [
        ...new Set((0,knowledge_items/* normaliseText */.af)(text)
            .split(' ')
            .filter((w) => w.length >= 4)),
    ];
}
/**
 * The dropped entries as items, oldest first (by their timestamps when every
 * heading has one, else by file order, reversed for a newest-first log).
 *
 * The batch's items take at most `budget` bytes, titles and evidence
 * included (by default KNOWLEDGE_SHARE of the dropped bytes; distillation.ts
 * pays a new digest's header from it and holds it to the cap). Every entry
 * keeps its best statement, then its next ones within ENTRY_SHARE of its
 * own bytes (a short entry within
 * ENTRY_MIN, whatever the batch has left); what remains is shared round by
 * round, so a dense entry keeps more than a chatty one and no statement is
 * cut to fit. The entries come redacted (distil.ts redacts them once, at the
 * door): every item's text is cut from them.
 */
function knowledgeOfEntries(entries, log, today, newestFirst, budget = knowledgeBudget(entries)) {
    // The log naming itself ("Created PROJECT_RUN_LOG.md to track progress") says nothing either.
    const common = commonNames(entries).add(log.split('/').pop().toLowerCase());
    const drafts = entries.map((e) => draftOf(e, common));
    const chosen = new Set();
    let left = budget;
    const rest = [];
    // Every item's title, citation and best statement are paid for before any entry keeps more.
    drafts.forEach((d, i) => {
        const first = d.ranked[0];
        if (!first)
            return;
        left -= frameBytes(d, entries[i], log, today) + first.cost;
        keep(d, first.unit, chosen);
    });
    for (const d of drafts) {
        let spent = d.ranked[0]?.cost ?? 0;
        for (const r of d.ranked.slice(1)) {
            if (redundant(d, r.unit))
                continue;
            // A short entry keeps its few statements whatever the batch has left: they are all it says.
            const small = spent + r.cost <= ENTRY_MIN;
            if (!small && (spent + r.cost > d.bytes * ENTRY_SHARE || r.cost > left))
                rest.push({ ...r, draft: d });
            else {
                spent += r.cost;
                keep(d, r.unit, chosen);
                left -= r.cost;
            }
        }
    }
    // Round by round: every entry's next-best statement before any entry's one after it, so an
    // entry written as labelled fields does not crowd out one written as prose.
    for (const r of rest.sort((a, b) => a.rank - b.rank || b.unit.score - a.unit.score || a.cost - b.cost)) {
        if (r.cost > left || redundant(r.draft, r.unit))
            continue;
        keep(r.draft, r.unit, chosen);
        left -= r.cost;
    }
    const made = drafts.map((d, i) => ({ d, item: itemOf(d, entries[i], chosen, log, today) }));
    const timed = made.every((m) => m.d.time !== undefined);
    const ordered = timed
        ? made
            .map((m, i) => ({ m, i }))
            .sort((a, b) => a.m.d.time - b.m.d.time || a.i - b.i)
            .map(({ m }) => m)
        : newestFirst
            ? [...made].reverse()
            : made;
    return ordered.map((m) => m.item).filter((i) => i !== undefined);
}

// EXTERNAL MODULE: ./src/analysis/model-client.ts
var model_client = __nccwpck_require__(8063);
;// CONCATENATED MODULE: ./src/analysis/distillation.ts
/**
 * Merge-aware distillation of the entries a trim drops into the agent's
 * knowledge items (memory/knowledge/items.ts). Input: the current items, the
 * dropped entries, the headings of the entries kept, today's date. Output:
 * the items after the change and the operations that made them (add,
 * update, supersede, remove, fold), each with its evidence.
 *
 * - Local analyzer: deterministic extraction (knowledge.ts) merged into the
 *   items.
 * - Model: one chat completion whose answer is a list of operations as JSON
 *   (structured output where the endpoint has it), parsed and checked
 *   against DISTIL_SCHEMA and against what the model was shown: an answer
 *   that is empty, choice-less, cut at its length limit, not JSON, off the
 *   schema, citing an entry or item it was not shown, or carrying text that
 *   would change the file's structure fails the call (exit 3), so the
 *   agent's trim does not happen and nothing is cached.
 *
 * Either way the items are kept within `knowledge_max` by folding whole
 * items, and the result is cached under exactly its input, so a run that
 * drops nothing new makes no call and writes the same file.
 */













const levelOf = (target) => (target === 'file' ? 2 : 3);
async function distil(request, options, previous) {
    const choice = (0,analyze/* chooseAnalyzer */.wy)(request.agent, options);
    const analyzer = choice.kind === 'local' ? 'local' : `${choice.endpoint.provider}/${choice.endpoint.model}`;
    const maxInputTokens = options.maxInputTokens ?? options.store.gc.maxInputTokens;
    const level = levelOf(request.target);
    const today = request.at.slice(0, 10);
    const cap = request.agent.memory.knowledgeMax;
    const key = distilKey(request, analyzer, maxInputTokens);
    const base = { analyzer, fallbackReason: choice.kind === 'local' ? choice.reason : undefined, key };
    if (previous?.key === key)
        return previous;
    const hit = options.cache?.distilled?.[request.agent.name];
    if (hit && hit.key === key && typeof hit.section === 'string' && Array.isArray(hit.ops)) {
        return {
            ...base,
            items: (0,knowledge_items/* parseItems */.mo)(hit.section, level).items,
            ops: hit.ops,
            cached: true,
            sentEntries: request.entries.length,
            leftOut: 0,
            tokensSent: 0,
            redactions: [],
        };
    }
    // Failed runs become lessons (lessons.ts), not knowledge items.
    const entries = request.entries.filter((e) => !(0,analysis_entries/* entryFailed */.oY)(e));
    if (choice.kind === 'local') {
        const newestFirst = request.agent.memory.layout.order === 'newest-first';
        // Redacted once, at the door: titles, statements and evidence are all cut from these entries.
        const { safe, findings: copied } = redactEntries(entries);
        // A new digest's header is paid from the same share; the cap holds whatever the share.
        const header = request.target === 'file' && request.current.length === 0 ? Buffer.byteLength(distilled/* DIGEST_HEADER */.Bx) : 0;
        const budget = Math.min(knowledgeBudget(safe) - header, cap);
        const incoming = knowledgeOfEntries(safe, request.log, today, newestFirst, budget);
        // Checked before the merge, so the review never shows as added a statement the file does not get.
        const held = dropGonePaths(request.current, request.gone ?? new Set());
        const fresh = dropGonePaths(incoming, request.gone ?? new Set());
        const merged = (0,merge_items/* mergeKnowledge */.j)(held.items, fresh.items, request.others);
        const folded = (0,knowledge_items/* foldToCap */.T$)(merged.items, cap, level);
        return {
            ...base,
            items: folded.items,
            ops: [...held.ops, ...fresh.ops, ...merged.ops, ...folded.folded],
            cached: false,
            sentEntries: entries.length,
            leftOut: 0,
            tokensSent: 0,
            redactions: (0,redact/* describeFindings */.kA)(`${request.log} (dropped entries)`, copied).map((l) => l.replace(/ before analysis$/, ' before writing the digest')),
        };
    }
    const sent = newestWithin(entries, maxInputTokens);
    // Entries are numbered E1… over the ones distilled, oldest first, so a left-out one keeps its number.
    const offset = entries.length - sent.length;
    const input = (0,redact/* redactSecrets */.fp)(userMessage(request, sent, today, offset));
    const answer = await (0,model_client/* complete */.My)(choice.endpoint, DISTIL_PROMPT, input.text, options.timeoutMs, {
        responseFormat: { type: 'json_schema', json_schema: { name: 'knowledge_operations', schema: DISTIL_SCHEMA } },
    });
    if (answer.choices === 0)
        throw refused(analyzer, 'the answer held no choices');
    if (answer.finishReason === 'length')
        throw refused(analyzer, 'the answer was cut at its length limit');
    // A filtered answer stopped early too (analysis answers are refused for it alike): it is not the whole answer.
    if (answer.finishReason === 'content_filter')
        throw refused(analyzer, 'the answer was stopped by the content filter');
    if (answer.text.trim() === '')
        throw refused(analyzer, 'the answer was empty');
    const operations = parseOperations(answer.text, analyzer);
    const applied = applyOperations(request.current, operations, sent, offset, today, analyzer);
    const checked = dropGonePaths(applied.items, request.gone ?? new Set());
    const folded = (0,knowledge_items/* foldToCap */.T$)(checked.items, cap, level);
    return {
        ...base,
        items: folded.items,
        ops: [...applied.ops, ...checked.ops, ...folded.folded],
        cached: false,
        sentEntries: sent.length,
        leftOut: entries.length - sent.length,
        tokensSent: (0,text_tokens/* estimateTokens */.b)(input.text),
        redactions: (0,redact/* describeFindings */.kA)(`${request.log} (distil input)`, input.findings).map((l) => l.replace(/ before analysis$/, ' before distilling')),
    };
}
/**
 * The entries with their secrets redacted, in one pass over their text
 * (heading, task, result, a line each or more): a secret in a dropped entry
 * must not land in the digest, nor in the PR showing it, and redacting each
 * field on its own cost a rule pass per field. Redaction keeps every line
 * break, so each field is its own lines of the result. The findings are
 * lines of that text, reported against the dropped entries.
 */
function redactEntries(entries) {
    const fields = entries.flatMap((e) => [e.heading, e.task, e.result]);
    const { text, findings } = (0,redact/* redactSecrets */.fp)(`${fields.join('\n')}\n`);
    const lines = text.split('\n');
    let at = 0;
    const next = (field) => {
        const n = countLines(field);
        const out = n === 1 ? lines[at] : lines.slice(at, at + n).join('\n');
        at += n;
        return out;
    };
    return {
        safe: entries.map((e) => ({ heading: next(e.heading), task: next(e.task), result: next(e.result) })),
        findings,
    };
}
function countLines(text) {
    let n = 1;
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1))
        n++;
    return n;
}
/** The cache entry for a distillation that was written. */
function cachedDistil(d, at, target) {
    return { key: d.key, analyzer: d.analyzer, section: (0,knowledge_items/* renderItems */.$)(d.items, levelOf(target)), ops: d.ops, at };
}
function distilKey(request, analyzer, maxInputTokens) {
    const text = JSON.stringify({
        target: request.target,
        analyzer,
        maxInputTokens,
        cap: request.agent.memory.knowledgeMax,
        current: (0,knowledge_items/* renderItems */.$)(request.current, levelOf(request.target)),
        entries: request.entries.map((e) => [e.heading, e.task, e.result]),
        // Statements naming a deleted path are dropped: a result for another set of gone paths is another result.
        gone: [...(request.gone ?? [])].sort(),
        // The local analyzer does not add a statement lessons.md holds (a model is not shown them).
        others: analyzer === 'local' ? (0,knowledge_items/* renderItems */.$)(request.others, 2) : '',
    });
    return (0,digest/* digestOf */.o)(Buffer.from(text, 'utf8'));
}
/** The period covered: earliest to latest timestamp, or first to last heading when they are not timestamps. */
function period(entries) {
    const times = entries.map((e) => timeOf(e.heading));
    if (entries.length > 0 && times.every((t) => t !== undefined)) {
        let lo = 0;
        let hi = 0;
        times.forEach((t, i) => {
            if (t < times[lo])
                lo = i;
            if (t > times[hi])
                hi = i;
        });
        return { from: entries[lo].heading, to: entries[hi].heading };
    }
    return { from: entries[0]?.heading ?? '', to: entries[entries.length - 1]?.heading ?? '' };
}
function userMessage(request, sent, today, offset) {
    const own = " (a reviewer's own item: lines can be added to it; it is never superseded or removed)";
    const items = request.current
        .map((item, i) => `K${i + 1}. ${item.title}${item.confirmed ? '' : own}\n${item.lines.join('\n')}`)
        .join('\n\n');
    // The share the local analyzer keeps, so a model's knowledge is as small, and what the cap allows.
    const budget = Math.round(Math.min(knowledgeBudget(sent), request.agent.memory.knowledgeMax));
    return [
        `Today: ${today}`,
        `Budget: about ${budget} bytes of knowledge for these entries; the whole file stays under ${request.agent.memory.knowledgeMax} bytes.`,
        '',
        '# Current items',
        items || '(none)',
        '',
        '# Headings of the entries that stay',
        request.kept.map((h) => `- ${h}`).join('\n') || '(none)',
        '',
        '# Entries being deleted',
        ...sent.map((e, i) => `## E${offset + i + 1}: ${e.heading}\n${e.task}\n${e.result}\n`),
    ].join('\n');
}
/** The newest entries whose rendering fits `maxTokens` (at least the newest one). */
function newestWithin(entries, maxTokens) {
    let tokens = 0;
    let start = entries.length;
    while (start > 0) {
        const e = entries[start - 1];
        const cost = (0,text_tokens/* estimateTokens */.b)(`${e.heading}\n${e.task}\n${e.result}\n`);
        if (start < entries.length && tokens + cost > maxTokens)
            break;
        tokens += cost;
        start--;
    }
    return entries.slice(start);
}


/***/ }),

/***/ 8834:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Np: () => (/* binding */ runFailed),
/* harmony export */   Oj: () => (/* binding */ taskTitle),
/* harmony export */   YW: () => (/* binding */ toLogEntries),
/* harmony export */   nR: () => (/* binding */ timeOf),
/* harmony export */   oY: () => (/* binding */ entryFailed)
/* harmony export */ });
/** The entries of a log held in memory, as `layout` splits and reads them. */
function toLogEntries(log, layout) {
    return layout.entries(log).map((e) => {
        const { heading, task, result } = layout.fields(log.toString('utf8', e.start, e.end));
        return { timestamp: heading, task: taskTitle(task), result, failed: entryFailed({ heading, task, result }) };
    });
}
/**
 * What an entry's work is judged on: its task as one line. An entry without
 * a `Task:` field is read whole as its task; its first line is its title,
 * and the rest of its body is never compared.
 */
function taskTitle(task) {
    if (!task.includes('\n'))
        return task;
    return (task
        .split('\n')
        .find((l) => l.trim() !== '')
        ?.trim() ?? '');
}
// "no failures", "0 errors", "without errors" report success.
const NEGATED = /\b(?:no|0|zero|without|none of the)\s+(?:new\s+)?(?:errors?|failures?|failed|exceptions?|timeouts?|problems?)\b/gi;
// Wording that says the agent's own run went wrong, wherever it appears.
const STRONG = /\b(?:timed?[ -]?out|could ?n[o']t|unable to|aborted|crashed|exception|traceback|panicked|out of (?:memory|tokens)|non-zero (?:exit|status|return)|returned (?:a )?non-zero|exit(?:ed)? (?:with )?(?:code|status) [1-9])/i;
// Wording that only means failure when the result opens with it: "integration
// tests failed 3 times" inside a CI summary is a successful report.
const OPENING = /^\s*(?:error|errors|failed|failure|fatal|partial(?:ly)?|gave up|did not finish|cancell?ed)\b/i;
/** Whether a result reports that the agent's run failed (a heuristic, deliberately conservative). */
function runFailed(result) {
    const text = result.replace(NEGATED, ' ');
    return OPENING.test(text) || STRONG.test(text);
}
// A heading that names a failure ("… | Codex execution failure"), unless it names the fixing of one.
const FAILED_HEADING = /\b(?:failure|failed|crashed|timed?[ -]?out|non-zero)\b/i;
const FIXING = /\b(?:fix(?:e[sd])?|fixing|handl(?:e|ed|ing)|prevent(?:ed|ing)?|investigat(?:e|ed|ing)|debug(?:ged|ging)?|resolv(?:e|ed|ing))\b/i;
// aide's failure note, wherever it is kept (failures.md, or a log that collects them).
const NOTE_FIELD = /^\s*-\s*\*\*Why it failed\*\*:/m;
/**
 * Whether an entry records a failed run: its result says so (runFailed), its
 * heading names a failure, or it is a failure note. The body of an entry
 * without a result line is not searched for failure words: in narrative
 * memory ("the timeout came from …, fixed by …") they describe work done.
 */
function entryFailed(e) {
    if (runFailed(e.result))
        return true;
    if (FAILED_HEADING.test(e.heading) && !FIXING.test(e.heading))
        return true;
    return e.result === '' && NOTE_FIELD.test(e.task);
}
// An RFC 3339 / ISO 8601 date or date-time at the start of a heading ("2026-03-10: …" counts, "Action 3" does not).
const STAMP = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)(Z|[+-]\d{2}:?\d{2})?)?(?!\d)/;
/** The time a heading starts with, in ms; undefined for a heading that is not a timestamp. */
function timeOf(heading) {
    // memkeep's and axe's own `2026-01-01T00:00:00Z`, the common case, parsed directly.
    if (heading.length === 20 && heading[10] === 'T' && heading[19] === 'Z')
        return canonicalTime(heading);
    const m = STAMP.exec(heading.trim());
    // Date.parse rolls 2026-02-31 over into March: such a heading is not a date.
    if (!m || new Date(`${m[1]}T00:00:00Z`).getUTCDate() !== Number(m[1].slice(8)))
        return undefined;
    const zone = m[3] ? (m[3] === 'Z' ? 'Z' : m[3].includes(':') ? m[3] : `${m[3].slice(0, 3)}:${m[3].slice(3)}`) : 'Z';
    const t = Date.parse(`${m[1]}T${m[2] ?? '00:00'}${m[2]?.length === 5 ? ':00' : ''}${zone}`);
    return Number.isNaN(t) ? undefined : t;
}
/** `YYYY-MM-DDTHH:MM:SSZ` read digit by digit: a log of 100,000 entries is read in every analysis. */
function canonicalTime(h) {
    if (h[4] !== '-' || h[7] !== '-' || h[13] !== ':' || h[16] !== ':')
        return undefined;
    const num = (from, len) => {
        let v = 0;
        for (let i = from; i < from + len; i++) {
            const d = h.charCodeAt(i) - 48;
            if (d < 0 || d > 9)
                return NaN;
            v = v * 10 + d;
        }
        return v;
    };
    const [y, mo, d, hh, mi, ss] = [num(0, 4), num(5, 2), num(8, 2), num(11, 2), num(14, 2), num(17, 2)];
    if (!(mo >= 1 && mo <= 12 && d >= 1 && d <= 31 && hh <= 23 && mi <= 59 && ss <= 60))
        return undefined;
    const t = Date.UTC(y, mo - 1, d, hh, mi, ss);
    // Date.UTC rolls 2026-02-31 over into March: such a heading is not a date.
    return new Date(t).getUTCDate() === d ? t : undefined;
}


/***/ }),

/***/ 9831:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   BB: () => (/* binding */ oneFailurePerRun),
/* harmony export */   EJ: () => (/* binding */ mergeLessons),
/* harmony export */   Rp: () => (/* binding */ failuresFromNotes),
/* harmony export */   St: () => (/* binding */ LESSONS_HEADER),
/* harmony export */   ck: () => (/* binding */ failuresFromEntries)
/* harmony export */ });
/* unused harmony export causeOf */
/* harmony import */ var _memory_knowledge_items_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(1424);
/* harmony import */ var _memory_sections_section_file_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(4046);
/* harmony import */ var _text_invisible_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(480);
/* harmony import */ var _text_redact_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(5813);
/* harmony import */ var _entries_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(8834);





const LESSONS_HEADER = `# Lessons

Kept by memkeep from failure notes and failed runs, one item per cause. Edit freely: an item without an evidence line is yours.
`;
/** A log entry and a failure note this close in time, for the same task, are the same run. */
const RUN_WINDOW_MS = 15 * 60_000;
// A field is a `Label: text` line, bulleted (aide's notes) or not (a run-log entry's `**Fix:** …`).
const FIELD = /^\s*(?:-\s*)?(?:\*\*)?([A-Za-z][A-Za-z ]*?)(?:\*\*)?\s*:\s*(?:\*\*\s*)?(.*)$/;
// The run itself: a job or attempt link (`…/runs/1/job/7`), or a period after the link, is the same run.
const RUN_URL = /https?:\/\/[^\s)>\]]+\/actions\/runs\/\d+/;
const KEPT_FIELDS = ['impact', 'fix', 'prevention rule'];
function fieldsOf(text) {
    const fields = new Map();
    for (const line of text.split('\n')) {
        const m = FIELD.exec(line);
        if (m && !fields.has(m[1].toLowerCase()))
            fields.set(m[1].toLowerCase(), m[2].trim());
    }
    return fields;
}
function failureOf(at, source, task, text, why) {
    const fields = fieldsOf(text);
    const cause = why ?? fields.get('why it failed') ?? fields.get('root cause') ?? fields.get('impact');
    if (cause === undefined)
        return undefined;
    const r = (t) => (0,_text_redact_js__WEBPACK_IMPORTED_MODULE_1__/* .redactSecrets */ .fp)(t).text;
    const evidence = fields.get('evidence') ?? fields.get('run') ?? '';
    return {
        at,
        source,
        task: r(fields.get('task snippet') ?? fields.get('task') ?? task),
        why: r(cause),
        runUrl: RUN_URL.exec(evidence)?.[0] ?? RUN_URL.exec(text)?.[0],
        fields: KEPT_FIELDS.flatMap((label) => {
            const v = fields.get(label);
            return v && !/^(?:none|n\/a|pending)$/i.test(v) ? [{ label, text: r(v) }] : [];
        }),
        evidencePath: /(?:^|[\s=])((?:[\w.-]+\/)+[\w.-]+\.\w+)/.exec(evidence)?.[1],
    };
}
/** The notes of a failures.md (aide's shape; `- Key: value` lines are read too). */
function failuresFromNotes(text, source) {
    return (0,_memory_sections_section_file_js__WEBPACK_IMPORTED_MODULE_0__/* .splitSections */ .nO)(text.replace(/\r\n/g, '\n')).sections.flatMap((s) => {
        const f = failureOf(s.heading, source, '', s.body);
        return f ? [{ ...f, note: true }] : [];
    });
}
/** The failed runs among run-log entries. */
function failuresFromEntries(entries, source) {
    return entries.filter(_entries_js__WEBPACK_IMPORTED_MODULE_2__/* .entryFailed */ .oY).flatMap((e) => {
        const body = `${e.task}\n${e.result}`;
        const first = e.result
            .split('\n')
            .find((l) => l.trim() !== '')
            ?.trim();
        const f = failureOf(e.heading, source, (0,_entries_js__WEBPACK_IMPORTED_MODULE_2__/* .taskTitle */ .Oj)(e.task), body, fieldsOf(body).has('root cause') ? undefined : first);
        return f ? [f] : [{ at: e.heading, source, task: (0,_entries_js__WEBPACK_IMPORTED_MODULE_2__/* .taskTitle */ .Oj)(e.task), why: e.heading, fields: [] }];
    });
}
/**
 * One failure per run: an entry is dropped when a note records the same run
 * (same run URL, or the same task within RUN_WINDOW_MS); notes come first.
 */
function oneFailurePerRun(notes, entries) {
    const same = (a, b) => {
        if (a.runUrl && b.runUrl)
            return a.runUrl === b.runUrl;
        const ta = (0,_entries_js__WEBPACK_IMPORTED_MODULE_2__/* .timeOf */ .nR)(a.at);
        const tb = (0,_entries_js__WEBPACK_IMPORTED_MODULE_2__/* .timeOf */ .nR)(b.at);
        return (ta !== undefined &&
            tb !== undefined &&
            Math.abs(ta - tb) <= RUN_WINDOW_MS &&
            taskKey(a.task) !== '' &&
            taskKey(a.task) === taskKey(b.task));
    };
    return [...notes, ...entries.filter((e) => !notes.some((n) => same(n, e)))];
}
/**
 * A task as both records of a run can be compared: a note keeps the first 200
 * characters of the task on one line, invisible characters dropped (failures.ts),
 * and its field reader drops leading bold markers; so both are cut the same way,
 * then compared without case, markup or punctuation.
 */
function taskKey(task) {
    const line = task.replace(_text_invisible_js__WEBPACK_IMPORTED_MODULE_3__/* .INVISIBLE_CHARS */ .G, '').replace(/\s+/g, ' ').trim();
    return (0,_memory_knowledge_items_js__WEBPACK_IMPORTED_MODULE_4__/* .normaliseText */ .af)(Array.from(line).slice(0, 200).join(''));
}
const CAUSES = [
    [/\b(E[A-Z]{3,}[A-Z0-9_]*)\b/, (m) => m[1]],
    // The same errors as their messages word them.
    [/\bconnection reset\b|\bsocket hang up\b/i, () => 'ECONNRESET'],
    [/\bconnection refused\b/i, () => 'ECONNREFUSED'],
    [/\b(?:HTTP|status)\s*(429)\b|\brate[- ]?limit|\btoo many requests\b/i, () => 'Rate limited'],
    [/\btime[ds]?[ -]?out\b|\btimed out\b|\bdeadline exceeded\b/i, () => 'Timeout'],
    [/\bout of memory\b|\bOOM(?:[- ]?killed)?\b/i, () => 'Out of memory'],
    [/\b(?:out of tokens|token (?:limit|budget)|context (?:window|length))\b/i, () => 'Out of token budget'],
    [/\bexit(?:ed)?(?: with)? (?:code|status) (\d+)\b|\bstatus (\d+)\b/i, (m) => `Exit status ${m[1] ?? m[2]}`],
    [/\bnon-zero\b/i, () => 'Non-zero exit'],
    [/\bpartial(?:ly)?\b/i, () => 'Partial run'],
    [/\bcancell?ed\b/i, () => 'Cancelled'],
];
/** The cause a failure's text names, normalised: the same cause however it was worded. */
function causeOf(why) {
    for (const [re, name] of CAUSES) {
        const m = re.exec(why);
        if (m)
            return name(m);
    }
    const words = why
        .toLowerCase()
        .replace(/[^\p{L}\p{N} ]+/gu, ' ')
        .split(/\s+/)
        .filter((w) => w.length > 2)
        .slice(0, 4)
        .join(' ');
    return words ? words[0].toUpperCase() + words.slice(1) : 'Failure';
}
const ADVICE = {
    Timeout: 'Split the task or give it a longer time limit before running it again.',
    'Rate limited': 'Wait for the limit to reset or lower the request rate before retrying.',
    'Non-zero exit': "Read the failing command's output in the evidence before retrying with the same input.",
    'Partial run': 'Make the part left undone a step of its own, or raise the budget it ran out of.',
};
function citation(f) {
    const extra = f.runUrl ?? f.evidencePath;
    // The heading's timestamp is the citation; the rest of it ("| Codex execution failure") is the title's job.
    const at = /^\d{4}-\d\d-\d\d\S*/.exec(f.at.trim())?.[0] ?? f.at;
    return (0,_memory_knowledge_items_js__WEBPACK_IMPORTED_MODULE_4__/* .safeLine */ .om)(`${at} (${extra ?? f.source})`);
}
function lessonOf(cause, failures, today) {
    const newest = failures[failures.length - 1];
    const lines = [`- **Cause:** ${(0,_memory_knowledge_items_js__WEBPACK_IMPORTED_MODULE_4__/* .safeLine */ .om)(newest.why)}`];
    for (const { label, text } of newest.fields)
        lines.push(`- **${label[0].toUpperCase()}${label.slice(1)}:** ${(0,_memory_knowledge_items_js__WEBPACK_IMPORTED_MODULE_4__/* .safeLine */ .om)(text)}`);
    if (!newest.fields.some((f) => f.label === 'prevention rule' || f.label === 'fix') && ADVICE[cause])
        lines.push(`- **Do:** ${ADVICE[cause]}`);
    const stamp = /^\d{4}-\d\d-\d\d/.exec(newest.at)?.[0] ?? today;
    return {
        title: cause,
        lines,
        evidence: [...failures].reverse().map(citation),
        count: failures.length,
        confirmed: stamp,
    };
}
function newestFirst(citations) {
    const at = (c) => (0,_entries_js__WEBPACK_IMPORTED_MODULE_2__/* .timeOf */ .nR)(c) ?? Number.NEGATIVE_INFINITY;
    return citations
        .map((c, i) => ({ c, i }))
        .sort((a, b) => at(b.c) - at(a.c) || a.i - b.i)
        .map(({ c }) => c);
}
/**
 * The lessons of `existing` (items of lessons.md) with `failures` counted
 * in: new causes added, known causes updated (count, newest evidence, the
 * newest wording), a note already counted (no newer than its lesson's
 * newest citation) ignored. A reviewer's item is never touched.
 */
function mergeLessons(existing, failures, today) {
    const byCause = new Map();
    const ordered = [...failures].sort((a, b) => ((0,_entries_js__WEBPACK_IMPORTED_MODULE_2__/* .timeOf */ .nR)(a.at) ?? 0) - ((0,_entries_js__WEBPACK_IMPORTED_MODULE_2__/* .timeOf */ .nR)(b.at) ?? 0));
    for (const f of ordered) {
        const cause = causeOf(f.why);
        byCause.set(cause, [...(byCause.get(cause) ?? []), f]);
    }
    const items = existing.map((i) => ({ ...i }));
    const ops = [];
    for (const [cause, all] of byCause) {
        const at = items.findIndex((i) => i.confirmed !== '' && (0,_memory_knowledge_items_js__WEBPACK_IMPORTED_MODULE_4__/* .titleKey */ .kz)(i.title) === (0,_memory_knowledge_items_js__WEBPACK_IMPORTED_MODULE_4__/* .titleKey */ .kz)(cause));
        const known = at >= 0 ? items[at] : undefined;
        const seen = known ? Math.max(...known.evidence.map((c) => (0,_entries_js__WEBPACK_IMPORTED_MODULE_2__/* .timeOf */ .nR)(c) ?? 0)) : -Infinity;
        const fresh = all.filter((f) => {
            // A dropped entry is new whatever its time: a note of a later run may have been counted first.
            if (!f.note)
                return true;
            // A note is read again on every run: new only when newer than what the lesson cites; one
            // without a time cannot be placed, so it counts when its lesson is made, never again.
            const t = (0,_entries_js__WEBPACK_IMPORTED_MODULE_2__/* .timeOf */ .nR)(f.at);
            return t === undefined ? !known : t > seen;
        });
        if (fresh.length === 0)
            continue;
        const made = lessonOf(cause, fresh, today);
        if (!known) {
            items.push(made);
            ops.push({ op: 'add', title: made.title, lines: made.lines, evidence: made.evidence });
            continue;
        }
        const updated = {
            ...known,
            lines: made.lines,
            // Newest first, so the citations shown are the newest and the next run's `seen` is right.
            evidence: newestFirst([...made.evidence, ...known.evidence]),
            count: known.count + made.count,
            confirmed: [made.confirmed, known.confirmed].sort()[1],
        };
        items[at] = updated;
        ops.push({
            op: 'update',
            title: updated.title,
            lines: updated.lines,
            evidence: made.evidence,
            note: `${updated.count} failed runs in all`,
        });
    }
    return { items, ops };
}


/***/ }),

/***/ 8063:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   My: () => (/* binding */ complete),
/* harmony export */   XK: () => (/* binding */ requireKey),
/* harmony export */   Xh: () => (/* binding */ parseModel),
/* harmony export */   gp: () => (/* binding */ endpointUsable),
/* harmony export */   sO: () => (/* binding */ resolveEndpoint)
/* harmony export */ });
/* unused harmony exports DEFAULT_TIMEOUT_MS, baseUrlEnvName */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3916);
/* harmony import */ var _text_redact_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(5813);
/**
 * The model client: one chat completion per agent through the `openai` SDK,
 * against any OpenAI-compatible endpoint, with axe's
 * binding request shape and exit-code mapping.
 *
 * The SDK is imported lazily so commands that never call a model (and the
 * local analyzer) do not pay for loading it.
 */


const BUILTIN = {
    openai: { baseURL: 'https://api.openai.com/v1', keyEnv: 'OPENAI_API_KEY' },
    anthropic: { baseURL: 'https://api.anthropic.com/v1/', keyEnv: 'ANTHROPIC_API_KEY' },
    ollama: { baseURL: 'http://localhost:11434/v1' },
};
const DEFAULT_TIMEOUT_MS = 120_000;
/**
 * Splits `provider/model` at the first slash, as axe's parseModel does: the
 * parts are taken as given (`openai/ gpt-4o ` asks for the model ` gpt-4o `,
 * and a provider with spaces is an unknown one). A malformed string is an
 * operation error (exit 1) in axe's words, naming where it came from.
 */
function parseModel(text, context = {}) {
    const slash = text.indexOf('/');
    if (slash < 0)
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .opError */ .ey)(`invalid model format "${text}": expected provider/model-name`, context);
    const provider = text.slice(0, slash);
    const model = text.slice(slash + 1);
    if (!provider)
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .opError */ .ey)(`invalid model format "${text}": empty provider`, context);
    if (!model)
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .opError */ .ey)(`invalid model format "${text}": empty model name`, context);
    return { provider, model };
}
/** `MEMKEEP_<PROVIDER>_BASE_URL`: the override tests and proxies use. */
function baseUrlEnvName(provider) {
    return `MEMKEEP_${provider.toUpperCase().replace(/[^A-Z0-9]/g, '_')}_BASE_URL`;
}
/**
 * Where a provider lives and which key it uses: explicit overrides (the
 * Action's `base-url` / `api-key`, for their own provider only), then the
 * environment, then memkeep.toml, then the built-in defaults. An unknown
 * provider without a configured base_url is an operation error (exit 1), as
 * in axe.
 */
function resolveEndpoint(ref, store, env, given = {}, where = { field: 'model' }) {
    const overrides = given.provider === ref.provider ? given : {};
    const builtin = BUILTIN[ref.provider];
    const configured = store.providers[ref.provider] ?? {};
    const envUrl = env[baseUrlEnvName(ref.provider)];
    const baseURL = overrides.baseUrl || envUrl || configured.baseUrl || builtin?.baseURL;
    if (!baseURL) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .opError */ .ey)(`unsupported provider "${ref.provider}": set [providers.${ref.provider}] base_url in memkeep.toml or ${baseUrlEnvName(ref.provider)}`, where);
    }
    const keyEnv = configured.apiKeyEnv ?? builtin?.keyEnv;
    const apiKey = overrides.apiKey || (keyEnv ? env[keyEnv] : undefined) || undefined;
    return {
        ...ref,
        baseURL,
        apiKey,
        keyEnv,
        needsKey: keyEnv !== undefined,
        baseUrlExplicit: Boolean(overrides.baseUrl || envUrl || configured.baseUrl),
    };
}
/** Whether `auto` should use this endpoint rather than the local analyzer. */
function endpointUsable(endpoint) {
    return endpoint.needsKey ? Boolean(endpoint.apiKey) : endpoint.baseUrlExplicit;
}
/** Exit 3 before any request when a required key is missing. */
function requireKey(endpoint) {
    if (endpoint.needsKey && !endpoint.apiKey) {
        // axe: `... is not configured (set OPENAI_API_KEY or add to config.toml)`; memkeep has no such file.
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .apiError */ .pb)(`API key for provider "${endpoint.provider}" is not configured (set ${endpoint.keyEnv})`);
    }
}
/** Retries after the first call, at most (the timeout usually bounds them first). */
const MAX_RETRIES = 4;
/** Backoff without a Retry-After: 1 s, 2 s, 4 s, 8 s, plus up to 250 ms of jitter. */
const backoffMs = (retry) => Math.min(8000, 1000 * 2 ** retry) + Math.floor(Math.random() * 250);
/**
 * One chat completion: system prompt, user message, temperature 0.3, 4096
 * max tokens, no tools. A 408, 429 or 5xx answer is retried (axe fails the
 * agent at once): after the server's Retry-After (or retry-after-ms) when it
 * gives one, else with exponential backoff, at most MAX_RETRIES times, and
 * never past `timeoutMs` counted from the first call: a wait that would end
 * after it is not started, and the error is reported instead.
 */
async function complete(endpoint, system, user, timeoutMs = DEFAULT_TIMEOUT_MS, options = {}) {
    requireKey(endpoint);
    const { default: OpenAI } = await __nccwpck_require__.e(/* import() */ 193).then(__nccwpck_require__.bind(__nccwpck_require__, 8193));
    const client = new OpenAI({
        baseURL: endpoint.baseURL,
        // The SDK insists on a key; keyless providers (ollama) accept any value.
        apiKey: endpoint.apiKey ?? 'none',
        timeout: timeoutMs,
        // Retries are ours, so they can be counted and bounded by the timeout.
        maxRetries: 0,
    });
    const deadline = Date.now() + timeoutMs;
    for (let retries = 0;; retries++) {
        try {
            const reply = await client.chat.completions.create({
                model: endpoint.model,
                messages: [
                    { role: 'system', content: system },
                    { role: 'user', content: user },
                ],
                temperature: 0.3,
                max_tokens: 4096,
                ...(options.responseFormat ? { response_format: options.responseFormat } : {}),
            }, { timeout: Math.max(1, deadline - Date.now()) });
            // A 200 is not yet an answer: callers judge an empty, choice-less or cut one (analysis/answer.ts).
            const choices = Array.isArray(reply.choices) ? reply.choices : [];
            return {
                text: choices[0]?.message?.content ?? '',
                retries,
                choices: choices.length,
                finishReason: choices[0]?.finish_reason ?? undefined,
            };
        }
        catch (err) {
            const wait = retryable(err) ? (retryAfterMs(err) ?? backoffMs(retries)) : undefined;
            if (wait === undefined || retries >= MAX_RETRIES || Date.now() + wait >= deadline) {
                throw modelError(err, endpoint, timeoutMs, retries);
            }
            await new Promise((ok) => setTimeout(ok, wait));
        }
    }
}
function statusOf(err) {
    const status = err?.status;
    return typeof status === 'number' ? status : undefined;
}
/** Rate limits, request timeouts and server errors pass; anything else will not. */
function retryable(err) {
    const status = statusOf(err);
    return status === 408 || status === 429 || (status !== undefined && status >= 500);
}
/** The server's requested wait: `retry-after-ms`, or `retry-after` in seconds or as an HTTP date. */
function retryAfterMs(err) {
    const headers = err?.headers;
    const get = (name) => (typeof headers?.get === 'function' ? headers.get(name) : null);
    const ms = Number(get('retry-after-ms'));
    if (get('retry-after-ms') !== null && Number.isFinite(ms) && ms >= 0)
        return ms;
    const after = get('retry-after');
    if (after === null || after.trim() === '')
        return undefined;
    const seconds = Number(after);
    if (Number.isFinite(seconds))
        return seconds >= 0 ? seconds * 1000 : undefined;
    const at = Date.parse(after);
    return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
}
/**
 * axe's mapping: a 400 or 404 means the request itself is wrong (exit 1);
 * auth, rate limits, timeouts, overload and 5xx are the API's (exit 3). The
 * key (whole, URL-encoded or a piece of it) and any other secret are
 * scrubbed from whatever the server echoed back. The message says how many
 * retries came before the error, if any.
 */
function modelError(err, endpoint, timeoutMs, retries) {
    // A hostile server's megabyte error body is no message; the cut happens before scrubbing, and pieces of the key are scrubbed too.
    const scrub = (s) => (0,_text_redact_js__WEBPACK_IMPORTED_MODULE_1__/* .scrubKey */ .rQ)(s.slice(0, 4000), endpoint.apiKey);
    const e = err;
    const what = `model ${endpoint.provider}/${endpoint.model}${retries > 0 ? ` (after ${retries} ${retries === 1 ? 'retry' : 'retries'})` : ''}`;
    if (e?.name === 'APIConnectionTimeoutError') {
        return (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .apiError */ .pb)(`${what}: request timed out after ${Math.round(timeoutMs / 1000)}s`, err);
    }
    if (typeof e?.status !== 'number') {
        return (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .apiError */ .pb)(`${what}: cannot reach ${endpoint.baseURL}: ${scrub(e?.message ?? String(err))}`, err);
    }
    const message = `${what}: HTTP ${e.status}: ${scrub(e.message ?? '')}`;
    if (e.status === 401 || e.status === 403 || e.status === 408 || e.status === 429 || e.status >= 500) {
        return (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .apiError */ .pb)(message, err);
    }
    return (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .opError */ .ey)(message, {}, err);
}


/***/ }),

/***/ 5581:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var _cli_dispatch_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(4993);
/* harmony import */ var _cli_io_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(1604);
/** The `memkeep` command (bundled as dist/cli/index.js): only wires the process to runCli. */


process.exitCode = await (0,_cli_dispatch_js__WEBPACK_IMPORTED_MODULE_0__/* .runCli */ .a)(process.argv.slice(2), (0,_cli_io_js__WEBPACK_IMPORTED_MODULE_1__/* .processIo */ .W)());

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 4993:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  a: () => (/* binding */ runCli)
});

// EXTERNAL MODULE: ./src/errors.ts
var src_errors = __nccwpck_require__(3916);
// EXTERNAL MODULE: ./src/text/suggest.ts
var suggest = __nccwpck_require__(4185);
// EXTERNAL MODULE: ./src/version.ts
var version = __nccwpck_require__(311);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
// EXTERNAL MODULE: ./src/config/agent-config.ts
var agent_config = __nccwpck_require__(8838);
// EXTERNAL MODULE: ./src/config/store-config.ts
var store_config = __nccwpck_require__(2086);
// EXTERNAL MODULE: ./src/render/text.ts
var render_text = __nccwpck_require__(893);
// EXTERNAL MODULE: ./src/text/plural.ts
var plural = __nccwpck_require__(573);
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
            args: negativeValues(argv, options),
            allowPositionals: true,
            strict: true,
            options: Object.fromEntries(Object.entries(options).map(([k, o]) => [k, { type: o.type, multiple: o.multiple ?? false }])),
        });
    }
    catch (err) {
        throw (0,src_errors/* configError */.Fj)(`${spec.name}: ${parseProblem(err, Object.keys(options))}\n${usage(spec)}`, { field: spec.name });
    }
    const values = parsed.values;
    const help = values.help === true;
    if (!help) {
        checkPositionals(spec, parsed.positionals);
        for (const [key, o] of Object.entries(spec.options)) {
            if (o.required && values[key] === undefined) {
                throw (0,src_errors/* configError */.Fj)(`${spec.name}: --${key} is required\n${usage(spec)}`, { field: `--${key}` });
            }
        }
    }
    return { positionals: parsed.positionals, values, root: values.root ?? '.', help };
}
/**
 * `--keep -3`: parseArgs takes a value that starts with a dash for an
 * option of its own and refuses the pair as ambiguous; a number there is
 * the option's value, joined as `--keep=-3` so the option's own check
 * names what is wrong with it.
 */
function negativeValues(argv, options) {
    const out = [];
    for (let i = 0; i < argv.length; i++) {
        if (argv[i] === '--')
            return [...out, ...argv.slice(i)];
        const name = /^--([^=]+)$/.exec(argv[i])?.[1];
        const next = argv[i + 1];
        if (name !== undefined && options[name]?.type === 'string' && next !== undefined && /^-\d/.test(next)) {
            out.push(`${argv[i]}=${next}`);
            i++;
        }
        else
            out.push(argv[i]);
    }
    return out;
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
        throw (0,src_errors/* configError */.Fj)(`${spec.name}: missing argument ${missing}\n${usage(spec)}`, { field: missing });
    }
    if (!variadic && positionals.length > spec.args.length) {
        throw (0,src_errors/* configError */.Fj)(`${spec.name}: unexpected argument "${positionals[spec.args.length]}"\n${usage(spec)}`, {
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
/** `--all` and agent names together: which did the caller mean? (gc's rule, for every command that takes both.) */
function allOrNames(all, names, command) {
    if (all && names.length > 0)
        throw (0,src_errors/* configError */.Fj)(`${command}: cannot specify both --all and an agent name`, { field: '--all' });
}

// EXTERNAL MODULE: ./src/config/types.ts
var types = __nccwpck_require__(2143);
// EXTERNAL MODULE: ./src/git/author.ts
var author = __nccwpck_require__(1590);
;// CONCATENATED MODULE: ./src/cli/gc-commands.ts
/**
 * The maintenance commands over a whole store: gc (and, with the pruning
 * work, prune). They parse flags here and hand over to src/gc.
 */





function analyzerFlag(value) {
    if (value === undefined)
        return undefined;
    if (!types/* ANALYZERS */.AX.includes(value)) {
        throw (0,src_errors/* configError */.Fj)(`--analyzer must be one of ${types/* ANALYZERS */.AX.join(', ')} (got "${String(value)}")`, {
            field: '--analyzer',
        });
    }
    return value;
}
const PROGRESS = {
    type: 'boolean',
    help: 'show the [n/total] agent counter on stderr even when it is not a terminal',
};
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
            entries: { type: 'boolean', help: "with --json: list every dropped and kept entry, and the digest's text" },
            commit: { type: 'boolean', help: 'commit the trimmed logs and push them to the current branch' },
            author: { type: 'string', value: '"N <E>"', help: 'commit author (default: your git user.name and user.email)' },
            'no-distil': { type: 'boolean', help: 'trim without writing a digest of the dropped entries or lessons' },
            strict: { type: 'boolean', help: 'exit 1 when a trim is refused (needs attention) instead of warning' },
            progress: PROGRESS,
        },
        example: 'memkeep gc --all --dry-run --root examples/store',
        async run(parsed, io) {
            // Loaded on use: `--version` and the store commands start without them.
            const { runGc } = await Promise.all(/* import() */[__nccwpck_require__.e(724), __nccwpck_require__.e(506)]).then(__nccwpck_require__.bind(__nccwpck_require__, 506));
            return runGc({
                root: (0,external_node_path_.resolve)(io.cwd, parsed.root),
                agent: parsed.positionals[0],
                all: parsed.values.all === true,
                dryRun: parsed.values['dry-run'] === true,
                model: parsed.values.model,
                analyzer: analyzerFlag(parsed.values.analyzer),
                json: parsed.values.json === true,
                entries: parsed.values.entries === true,
                commit: parsed.values.commit === true,
                author: authorFlag(parsed.values.author),
                noDistil: parsed.values['no-distil'] === true,
                strict: parsed.values.strict === true,
                progress: parsed.values.progress === true,
            }, io);
        },
    },
    {
        name: 'trim',
        summary: "Trim an agent's run log (or with --all every enabled agent's) to its last_n entries (or --keep N) without analysing it.",
        args: ['[AGENT]'],
        options: {
            all: { type: 'boolean', help: 'every agent with memory enabled, with a totals line' },
            keep: { type: 'string', value: 'N', help: 'entries to keep (default: last_n, else max_entries)' },
            'dry-run': { type: 'boolean', help: 'say what would be removed, change nothing' },
            progress: PROGRESS,
        },
        example: 'memkeep trim pr-reviewer --keep 20',
        async run(parsed, io) {
            const { runTrim } = await Promise.all(/* import() */[__nccwpck_require__.e(724), __nccwpck_require__.e(501)]).then(__nccwpck_require__.bind(__nccwpck_require__, 6501));
            return runTrim({
                root: (0,external_node_path_.resolve)(io.cwd, parsed.root),
                agent: parsed.positionals[0],
                all: parsed.values.all === true,
                keep: keepFlag(parsed.values.keep),
                dryRun: parsed.values['dry-run'] === true,
                progress: parsed.values.progress === true,
            }, io);
        },
    },
    {
        name: 'prune',
        summary: 'Delete episodic and procedural memory older than its retention (ages from git history).',
        args: ['[AGENT...]'],
        options: {
            all: { type: 'boolean', help: 'every agent with memory enabled (the default when no AGENT is named)' },
            'dry-run': { type: 'boolean', help: 'list what would be pruned, delete nothing' },
            json: { type: 'boolean', help: 'print one machine-readable report instead of text' },
            commit: { type: 'boolean', help: 'commit the deletions and push them to the current branch' },
            author: { type: 'string', value: '"N <E>"', help: 'commit author (default: your git user.name and user.email)' },
            progress: PROGRESS,
        },
        example: 'memkeep prune --dry-run --root examples/store',
        async run(parsed, io) {
            allOrNames(parsed.values.all === true, parsed.positionals, 'prune');
            const { runPrune } = await Promise.all(/* import() */[__nccwpck_require__.e(724), __nccwpck_require__.e(501)]).then(__nccwpck_require__.bind(__nccwpck_require__, 6501));
            return runPrune({
                root: (0,external_node_path_.resolve)(io.cwd, parsed.root),
                agents: parsed.positionals,
                dryRun: parsed.values['dry-run'] === true,
                json: parsed.values.json === true,
                commit: parsed.values.commit === true,
                author: authorFlag(parsed.values.author),
                progress: parsed.values.progress === true,
            }, io);
        },
    },
];
function keepFlag(value) {
    if (value === undefined)
        return undefined;
    if (typeof value !== 'string' || !/^\d+$/.test(value)) {
        throw (0,src_errors/* configError */.Fj)(`--keep must be a whole number (got "${String(value)}")`, { field: '--keep' });
    }
    return Number(value);
}
function authorFlag(value) {
    return typeof value === 'string' ? (0,author/* parseAuthor */.R)(value) : undefined;
}

// EXTERNAL MODULE: ./src/cli/progress.ts
var progress = __nccwpck_require__(9851);
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
            all: { type: 'boolean', help: 'every agent (the default when no AGENT is named)' },
            summary: { type: 'boolean', help: 'one table, a row an agent and a totals row' },
            json: { type: 'boolean', help: 'print the status as JSON: { agents, totals }' },
            chart: {
                type: 'boolean',
                help: "also a Mermaid chart of each agent's memory size over git history (with --json: the points, as chart)",
            },
            progress: PROGRESS,
        },
        example: 'memkeep status --root examples/store',
        async run(parsed, io) {
            allOrNames(parsed.values.all === true, parsed.positionals, 'status');
            const store = await (0,store_config/* loadStoreConfig */.oj)((0,external_node_path_.resolve)(io.cwd, parsed.root));
            for (const w of store.warnings)
                io.err(`Warning: ${w}\n`);
            // Every agent that loads is shown; a broken one is reported on its own and makes the exit code 2.
            const { agents, errors } = parsed.positionals.length
                ? { agents: await Promise.all(parsed.positionals.map((name) => (0,agent_config/* loadAgent */.eR)(store, name))), errors: [] }
                : await (0,agent_config/* loadEveryAgent */.hE)(store);
            for (const e of errors)
                io.err(`Error: ${(0,src_errors/* formatError */.Wk)(e)}\n`);
            for (const w of agents.flatMap((a) => a.warnings))
                io.err(`Warning: ${w}\n`);
            // Loaded on use: git (simple-git) is most of the CLI's size.
            const { agentStatuses, statusTotals } = await __nccwpck_require__.e(/* import() */ 304).then(__nccwpck_require__.bind(__nccwpck_require__, 7304));
            const count = (0,progress/* counter */.h)(io, parsed.values.progress === true);
            const { statuses, warnings } = await agentStatuses(store, agents, io.env, count.progress).finally(count.end);
            for (const w of warnings)
                io.err(`Warning: ${w}\n`);
            const totals = statusTotals(statuses);
            const chart = parsed.values.chart ? await agent_commands_history(store.root, agents, io) : undefined;
            if (parsed.values.json)
                io.out(`${JSON.stringify({ agents: statuses, totals, chart }, null, 2)}\n`);
            else if (statuses.length === 0)
                io.out(`No agents found. ${render_text/* INIT_HINT */.LB}\n`);
            else if (parsed.values.summary)
                io.out(summaryTable(statuses, totals));
            else {
                printStatuses(statuses, io);
                io.out(`${statusTotalsLine(totals)}\n`);
            }
            if (chart && !parsed.values.json) {
                const { renderChart } = await __nccwpck_require__.e(/* import() */ 556).then(__nccwpck_require__.bind(__nccwpck_require__, 2556));
                io.out(renderChart(chart, { last: 'HEAD' }));
            }
            return errors.length > 0 ? (0,src_errors/* exitCodeOf */.FO)(errors[0]) : 0;
        },
    },
    {
        name: 'mcp',
        summary: 'Serve the store to agents over MCP on stdio (load, log, fail, remember, list_agents, status, search, write_note, edit_note, delete_note).',
        args: [],
        options: {},
        example: 'memkeep mcp --root /path/to/store',
        async run(parsed, io) {
            const store = await (0,store_config/* loadStoreConfig */.oj)((0,external_node_path_.resolve)(io.cwd, parsed.root));
            for (const w of store.warnings)
                io.err(`Warning: ${w}\n`);
            const [{ createServer }, { StdioServerTransport }] = await Promise.all([
                Promise.all(/* import() */[__nccwpck_require__.e(846), __nccwpck_require__.e(638), __nccwpck_require__.e(899)]).then(__nccwpck_require__.bind(__nccwpck_require__, 4899)),
                Promise.all(/* import() */[__nccwpck_require__.e(846), __nccwpck_require__.e(424)]).then(__nccwpck_require__.bind(__nccwpck_require__, 9424)),
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
/** Memory sizes over the store's git history up to HEAD (bounded: see git/size-history.ts); a warning when there is none. */
async function agent_commands_history(root, agents, io) {
    const [{ Git }, { memoryPaths, sizeHistory }] = await Promise.all([
        Promise.all(/* import() */[__nccwpck_require__.e(724), __nccwpck_require__.e(308)]).then(__nccwpck_require__.bind(__nccwpck_require__, 308)),
        __nccwpck_require__.e(/* import() */ 210).then(__nccwpck_require__.bind(__nccwpck_require__, 2210)),
    ]);
    try {
        const top = await new Git(root).topLevel();
        const enabled = agents.filter((a) => a.memory.enabled).map(memoryPaths);
        const h = await sizeHistory(new Git(top), top, enabled, 'HEAD', root);
        return { points: h.points, commitsRead: h.commitsRead, capped: h.capped };
    }
    catch (err) {
        io.err(`Warning: --chart: no git history to chart (${(0,src_errors/* formatError */.Wk)(err).split('\n')[0]})\n`);
        return undefined;
    }
}
function limitOf(s) {
    return s.lastN > 0 ? `last_n ${s.lastN}` : s.maxEntries > 0 ? `max_entries ${s.maxEntries}` : 'no limit';
}
/** status's closing line: the store's sums. */
function statusTotalsLine(t) {
    return (`Totals: ${(0,plural/* plural */.L)(t.agents, 'agent', 'agents')} (${t.enabled} enabled); ${(0,plural/* plural */.L)(t.entries, 'entry', 'entries')}, ${(0,render_text/* formatBytes */.z3)(t.bytes)}, ~${t.tokens} tokens; ` +
        // gc trims; prune (and the Action) prunes: the CLI gc never does.
        `the next gc would trim ${(0,plural/* plural */.L)(t.trim, 'entry', 'entries')}; the next prune would remove ${(0,plural/* plural */.L)(t.prune, 'file', 'files')}${t.kept ? ` (${t.kept} kept although old enough)` : ''}.`);
}
/** `status --summary`: one table, a row an agent, then the totals row. */
function summaryTable(statuses, t) {
    const head = ['agent', 'enabled', 'entries', 'limit', 'size', 'tokens', 'trim', 'prune'];
    const rows = statuses.map((s) => [
        s.agent,
        s.enabled ? 'yes' : 'no',
        String(s.entries),
        limitOf(s),
        (0,render_text/* formatBytes */.z3)(s.bytes),
        String(s.tokens),
        String(s.next.trim),
        String(s.next.prune),
    ]);
    const total = [
        `total (${t.agents})`,
        String(t.enabled),
        String(t.entries),
        '',
        (0,render_text/* formatBytes */.z3)(t.bytes),
        String(t.tokens),
        String(t.trim),
        String(t.prune),
    ];
    const all = [head, ...rows, total];
    const widths = head.map((_, i) => Math.max(...all.map((r) => r[i].length)));
    // Text columns left, numbers right, as a reader scans them.
    const left = new Set([0, 1, 3]);
    const line = (r) => r
        .map((c, i) => (left.has(i) ? c.padEnd(widths[i]) : c.padStart(widths[i])))
        .join('  ')
        .trimEnd();
    const rule = widths.map((w) => '-'.repeat(w)).join('  ');
    return `${[line(head), rule, ...rows.map(line), rule, line(total)].join('\n')}\n`;
}
function printStatuses(statuses, io) {
    for (const s of statuses) {
        const limit = limitOf(s);
        const compact = s.compactAfter === undefined ? '' : ` / compact_after ${s.compactAfter}${s.overCompactAfter ? ' (over)' : ''}`;
        const lines = [
            `${s.agent}${s.enabled ? '' : ' (memory not enabled)'}`,
            `  layout:    ${s.layout.form} (${s.layout.config}); log ${s.layout.log}; procedural ${s.layout.proceduralDir}; episodic ${s.layout.episodicDir}`,
            `  entries:   ${s.entries} (${limit})`,
            `  size:      ${s.bytes} bytes, ~${s.tokens} tokens${compact}`,
            `  prunable:  ${s.next.prune}${s.oldestPrunable ? `, oldest ${s.oldestPrunable.path} (${s.oldestPrunable.type}, ${s.oldestPrunable.age})` : ''}${s.next.kept ? `; ${s.next.kept} old enough but kept` : ''}`,
            ...s.next.keptFiles.map((k) => `    kept ${k.path}: ${k.reason}`),
            `  next gc:   ${s.next.summary}`,
            `  next trim: ${s.next.trimSummary}`,
            `  next prune: ${s.next.pruneSummary}`,
        ];
        if (s.layout.coreFiles.length)
            lines.splice(2, 0, `  core:      ${s.layout.coreFiles.join(', ')}`);
        io.out(`${lines.join('\n')}\n\n`);
    }
}

;// CONCATENATED MODULE: ./src/cli/init-command.ts
/**
 * `memkeep init`: prints what ops/init.ts found (each layout, what memkeep
 * will and will not do to each of its files, the config it would write or
 * wrote) and the agents' MCP setups (--integrations, --hooks); files are
 * written only with --write, never over an existing config.
 */


const initCommands = [
    {
        name: 'init',
        summary: 'Find agent memory in a repository and propose (or with --write, write) its config.',
        args: [],
        options: {
            write: { type: 'boolean', help: 'write the proposed agent configs (never overwrites a file)' },
            integrations: {
                type: 'string',
                value: 'LIST',
                help: 'also set up the memkeep MCP server for claude, cursor, vscode (comma-separated): .mcp.json, .cursor/mcp.json, .vscode/mcp.json',
            },
            hooks: {
                type: 'string',
                value: 'AGENT',
                help: "also add Claude Code hooks to .claude/settings.json that load AGENT's memory at session start and log its end",
            },
        },
        example: 'memkeep init --root . --integrations claude,vscode --write',
        async run(parsed, io) {
            const root = await (0,store_config/* resolveStoreRoot */.iI)((0,external_node_path_.resolve)(io.cwd, parsed.root));
            const write = parsed.values.write === true;
            // Loaded on use: init blames histories, and git's client must not cost every command's start.
            const { initStore } = await Promise.all(/* import() */[__nccwpck_require__.e(724), __nccwpck_require__.e(419)]).then(__nccwpck_require__.bind(__nccwpck_require__, 5419));
            const { value } = await initStore(root, {
                write,
                integrations: parsed.values.integrations,
                hooks: parsed.values.hooks,
            });
            const { found, setups } = value;
            if (found.length === 0) {
                io.out('No known memory layout found.\n');
                if (setups.length === 0)
                    return 0;
            }
            for (const d of found) {
                io.out(`Found ${d.what}${d.notes.length ? ` (${d.notes.join('; ')})` : ''}\n`);
                for (const [path, fate] of d.files)
                    io.out(`  ${path}: ${fate}\n`);
                if (d.fate === 'proposed')
                    io.out(`  would write ${d.configFile}:\n${d.config.replace(/^/gm, '    ')}`);
                else if (d.fate === 'written')
                    io.out(`  wrote ${d.configFile}\n`);
                else if (d.fate === 'kept')
                    io.out(`  kept the existing ${d.configFile} (init never overwrites)\n`);
            }
            for (const plan of setups)
                io.out(integrationLine(plan, write));
            const pending = found.length > 0 || setups.some((p) => p.text !== undefined);
            if (!write && pending)
                io.out('Nothing written: run again with --write to write these files.\n');
            return 0;
        },
    },
];
function integrationLine(plan, written) {
    const kept = plan.kept.map((k) => `  ${k}\n`).join('');
    if (plan.text === undefined)
        return `${plan.file} already has memkeep\n${kept}`;
    if (written)
        return `${plan.exists ? 'Added memkeep to' : 'Wrote'} ${plan.file}\n${kept}`;
    const what = plan.exists ? `Would add memkeep to ${plan.file}, making it` : `Would write ${plan.file}`;
    return `${what}:\n${plan.text.trimEnd().replace(/^/gm, '    ')}\n${kept}`;
}

// EXTERNAL MODULE: ./src/config/confine.ts
var confine = __nccwpck_require__(1094);
// EXTERNAL MODULE: ./src/ops/note.ts
var ops_note = __nccwpck_require__(7534);
// EXTERNAL MODULE: ./src/config/duration.ts
var duration = __nccwpck_require__(7840);
// EXTERNAL MODULE: ./src/fs/lock.ts
var lock = __nccwpck_require__(2088);
// EXTERNAL MODULE: ./src/memory/agent-load.ts + 2 modules
var agent_load = __nccwpck_require__(1932);
// EXTERNAL MODULE: ./src/memory/knowledge/failures.ts
var failures = __nccwpck_require__(6837);
// EXTERNAL MODULE: ./src/fs/atomic.ts
var atomic = __nccwpck_require__(230);
// EXTERNAL MODULE: ./src/fs/writelock.ts + 1 modules
var writelock = __nccwpck_require__(5470);
// EXTERNAL MODULE: ./src/memory/sections/section-file.ts
var section_file = __nccwpck_require__(4046);
// EXTERNAL MODULE: ./src/memory/sections/section-write.ts + 1 modules
var section_write = __nccwpck_require__(615);
;// CONCATENATED MODULE: ./src/memory/sections/merge.ts
/**
 * Typed-memory merge (aide `merge(path, content, dedupe)`): append text to a
 * memory file, optionally skipping lines already present or replacing
 * `## ` blocks by heading. Blocks are found with the section splitter of
 * section-file.ts, so a `## ` line inside a code fence is body text here too.
 *
 * A locked file is never merged into; the whole file is read and refused if
 * it is not UTF-8 text; the result is written atomically, keeping the mode.
 * The read and the write happen under the file's write lock (fs/writelock.ts),
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
    throw (0,src_errors/* configError */.Fj)(`--dedupe must be one of ${DEDUPE_MODES.join(', ')}, not ${JSON.stringify(value)}`, {
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
        const existing = await (0,section_write/* readTextForRewrite */.p)(path, 'merge into');
        const base = existing ?? '';
        const eol = (0,section_file/* lineEnding */.En)(base || content);
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
            // aide: "straight append". A file without a final line break is continued as it is.
            return { text: base + incoming, added: nonBlankLines(incoming), replaced: 0, skipped: 0 };
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
 * aide: "replace any block whose heading matches". Every existing block with
 * an incoming block's heading is replaced: the incoming block (byte for byte)
 * takes the place of the first, and the others with that heading are removed,
 * so `## A\none\n## A\ntwo` merged with `## A\nnew` is `## A\nnew` (a
 * heading repeated in the incoming text: the last one wins). Blocks with new
 * headings are appended. The file's preamble and every other block stay
 * byte-identical, except that a block (or preamble) leaving a fence opener
 * unclosed gets a closing fence line when a fence line after it would close
 * that opener. A non-blank incoming preamble is appended before the new
 * blocks, keeping its place in front of them.
 */
function sectionReplace(base, incoming, eol) {
    const have = (0,section_file/* splitSections */.nO)(base);
    const add = (0,section_file/* splitSections */.nO)(incoming);
    // undefined: a block removed because an earlier one with its heading was replaced.
    const blocks = have.sections.map((s) => s.raw);
    const slots = new Map();
    have.sections.forEach((s, i) => {
        if (!slots.has(s.heading))
            slots.set(s.heading, i);
    });
    const done = new Set();
    let replaced = 0;
    for (const { heading, raw } of add.sections) {
        const slot = slots.get(heading);
        if (slot === undefined) {
            slots.set(heading, blocks.length);
            blocks.push(raw);
            continue;
        }
        if (slot < have.sections.length && !done.has(heading)) {
            done.add(heading);
            have.sections.forEach((s, i) => {
                if (s.heading !== heading)
                    return;
                replaced++;
                if (i !== slot)
                    blocks[i] = undefined;
            });
        }
        blocks[slot] = raw;
    }
    const appended = blocks.length - have.sections.length;
    const kept = blocks.filter((b) => b !== undefined);
    const preamble = !isBlank(add.preamble);
    if (preamble)
        kept.splice(kept.length - appended, 0, add.preamble);
    // Last to first, so a piece knows the closing runs of everything after it
    // (closing lines added there included): it gets a closing fence line only
    // when what follows would otherwise close one of its unclosed openers and
    // turn the blocks between into code.
    const pieces = [have.preamble, ...kept];
    let following = { '`': 0, '~': 0 };
    for (let i = pieces.length - 1; i >= 0; i--) {
        const piece = pieces[i] ?? '';
        const closer = (0,section_file/* fenceCloser */.u6)(piece, following);
        const closed = closer === undefined ? piece : append(piece, closer, eol);
        const own = (0,section_file/* closingRuns */.Qm)(closed);
        following = { '`': Math.max(following['`'], own['`']), '~': Math.max(following['~'], own['~']) };
        pieces[i] = closed;
    }
    return {
        // Existing blocks other than the last already end with a newline, so
        // append() only ever adds one after an incoming or final block.
        text: pieces.reduce((text, piece) => append(text, piece, eol), ''),
        added: appended + (preamble ? 1 : 0),
        replaced,
        skipped: 0,
    };
}

// EXTERNAL MODULE: ./src/fs/regular.ts
var regular = __nccwpck_require__(7051);
;// CONCATENATED MODULE: ./src/memory/sections/snapshot.ts




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
    const key = options.workdir ? (0,section_file/* projectKey */.$N)((0,external_node_path_.resolve)(options.workdir)) : '';
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
        projectMemoryIndex: (0,section_file/* indexSummary */.Td)(projectMemory, 80),
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
            warnings.push(`memdir: ${(0,src_errors/* ioError */.bD)('read', path, err).message}`);
        return '';
    }
    finally {
        await fh?.close().catch(() => undefined);
    }
}

// EXTERNAL MODULE: ./src/memory/typed/typed.ts
var typed = __nccwpck_require__(5260);
// EXTERNAL MODULE: ./src/ops/fail.ts
var fail = __nccwpck_require__(1498);
// EXTERNAL MODULE: ./src/ops/load.ts
var ops_load = __nccwpck_require__(5494);
// EXTERNAL MODULE: ./src/ops/log.ts + 1 modules
var log = __nccwpck_require__(4732);
// EXTERNAL MODULE: ./src/ops/remember.ts
var remember = __nccwpck_require__(7177);
;// CONCATENATED MODULE: ./src/cli/store-commands.ts
/**
 * The agent-facing store commands: log, fail, merge, promote, demote,
 * expire, lock, unlock, load, remember. Each handler turns parsed arguments
 * into one library call and prints its result; errors propagate as
 * MemkeepError values to the dispatcher, which owns messages and exit codes.
 */
















/** A PATH argument: relative to the store root (or absolute inside it), never outside it. */
function storePath(store, value) {
    return (0,confine/* resolveInside */.LI)(store.root, store.root, value, { field: 'PATH' });
}
async function storeFor(parsed, io) {
    const store = await (0,store_config/* loadStoreConfig */.oj)((0,external_node_path_.resolve)(io.cwd, parsed.root));
    for (const w of store.warnings)
        io.err(`Warning: ${w}\n`);
    return store;
}
/** Loads an agent and warns about its config (unknown [memory] keys), as gc does. */
async function agentFor(store, name, io) {
    const agent = await (0,agent_config/* loadAgent */.eR)(store, name);
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
            const logged = await (0,log/* logEntry */.J)(agent, { task: str(parsed, 'task'), result: str(parsed, 'result') });
            io.out(`${(0,log/* loggedLine */.D)(store, agent, logged.value)}\n`);
            for (const w of logged.warnings)
                io.err(`Warning: ${w}\n`);
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
            const { value: file } = await (0,fail/* recordFailure */.C)(agent, {
                why: str(parsed, 'why'),
                task: str(parsed, 'task'),
                tokens: tokensText === undefined ? undefined : (0,failures/* parseTokens */.oY)(tokensText),
                issue: str(parsed, 'issue'),
                runUrl: str(parsed, 'run-url'),
                commit: str(parsed, 'commit'),
            });
            io.out(`Recorded failure note in ${(0,confine/* storeRelative */.EM)(store, file)}.\n`);
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
            io.out(`Merged into ${(0,confine/* storeRelative */.EM)(store, path)}: ${r.added} added, ${r.replaced} replaced, ${r.skipped} skipped.\n`);
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
            io.out(`${verb === 'promote' ? 'Promoted' : 'Demoted'} ${(0,confine/* storeRelative */.EM)(store, src)} -> ${(0,confine/* storeRelative */.EM)(store, dst)}.\n`);
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
                throw (0,src_errors/* configError */.Fj)(`--max-age "${maxAge}" is not a duration (use <n>h, <n>d or <n>w)`, { field: '--max-age' });
            }
            const store = await storeFor(parsed, io);
            const path = await storePath(store, parsed.positionals[0]);
            // Same ages as prune: in a checkout mtime is the checkout time (or
            // whatever a cache restore left), so history decides.
            const now = new Date();
            // Loaded on use: git (simple-git) is most of the CLI's size, and only expire needs it here.
            const { gitAges } = await Promise.all(/* import() */[__nccwpck_require__.e(724), __nccwpck_require__.e(102)]).then(__nccwpck_require__.bind(__nccwpck_require__, 3102));
            const ages = await gitAges(store.root, { cutoff: new Date(now.getTime() - maxAgeMs) });
            for (const w of ages.warnings)
                io.err(`Warning: ${w}\n`);
            const r = await (0,typed/* expire */.Gb)(path, maxAgeMs, { ages, now });
            io.out(r.removed ? `Expired ${(0,confine/* storeRelative */.EM)(store, path)}.\n` : `Kept ${(0,confine/* storeRelative */.EM)(store, path)}: ${r.reason}.\n`);
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
            io.out(`${verb === 'lock' ? 'Locked' : 'Unlocked'} ${(0,confine/* storeRelative */.EM)(store, path)}.\n`);
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
                    throw (0,src_errors/* configError */.Fj)(`load: --${flag} needs an AGENT`, { field: `--${flag}` });
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
                throw (0,src_errors/* configError */.Fj)('remember: give exactly one of --profile or --project', { field: '--profile' });
            const workdir = str(parsed, 'workdir');
            if (project && !workdir)
                throw (0,src_errors/* configError */.Fj)('remember: --project needs --workdir DIR', { field: '--workdir' });
            const sets = parsed.values.set ?? [];
            if (sets.length === 0)
                throw (0,src_errors/* configError */.Fj)('remember: give at least one --set "Heading=body"', { field: '--set' });
            const updates = new Map();
            for (const s of sets) {
                const eq = s.indexOf('=');
                if (eq <= 0)
                    throw (0,src_errors/* configError */.Fj)(`remember: --set "${s}" must look like "Heading=body"`, { field: '--set' });
                // The heading is taken as typed: like evva's MergeSections (and the MCP tool), only an exact
                // allowed heading is one, so "Decisions =x" is refused rather than read as Decisions.
                updates.set(s.slice(0, eq), s.slice(eq + 1));
            }
            const store = await storeFor(parsed, io);
            const target = profile ? { profile } : { profile, workdir: (0,external_node_path_.resolve)(io.cwd, workdir) };
            const file = await (0,remember/* rememberSections */.o)(store, target, updates);
            io.out(`Updated ${[...updates.keys()].join(', ')} in ${(0,confine/* storeRelative */.EM)(store, file)}.\n`);
            return 0;
        },
    },
];
/** `memkeep load AGENT`: the agent's own start (the evva snapshot is store-wide, so its flags do not apply). */
async function loadAgentCommand(parsed, name, io) {
    for (const flag of ['workdir', 'project']) {
        if (parsed.values[flag] !== undefined)
            throw (0,src_errors/* configError */.Fj)(`load: --${flag} is for the snapshot without an AGENT`, { field: `--${flag}` });
    }
    const store = await storeFor(parsed, io);
    const agent = await agentFor(store, name, io);
    const { value: load } = await (0,ops_load/* loadMemory */.a)(store, agent, {
        budget: countFlag(parsed, 'budget'),
        entries: countFlag(parsed, 'entries'),
    });
    for (const w of load.warnings)
        io.err(`Warning: ${w}\n`);
    io.out(parsed.values.json
        ? JSON.stringify(load, null, 2) + '\n'
        : (0,agent_load/* renderAgentLoad */.C9)(load, (0,confine/* storeRelative */.EM)(store, agent.memory.path)));
    return 0;
}
function countFlag(parsed, key) {
    const value = str(parsed, key);
    if (value === undefined)
        return undefined;
    if (!/^\d+$/.test(value))
        throw (0,src_errors/* configError */.Fj)(`--${key} must be a whole number (got "${value}")`, { field: `--${key}` });
    return Number(value);
}
/** Text to merge: valid UTF-8 without NUL bytes, the same test a file must pass to be merged into later. */
function decodeUtf8(bytes, what) {
    let text;
    try {
        text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    }
    catch {
        throw (0,src_errors/* configError */.Fj)(`${what} is not valid UTF-8 text`, { field: what });
    }
    if (text.includes('\u0000'))
        throw (0,src_errors/* configError */.Fj)(`${what} contains NUL bytes, so it is not text`, { field: what });
    return text;
}

;// CONCATENATED MODULE: ./src/cli/note-commands.ts
/**
 * `memkeep note write|edit|delete`: an agent's typed notes from the command
 * line, over the same operations as the MCP note tools (src/ops/note.ts), so
 * both write the same bytes under the same rules. Each handler turns parsed
 * arguments into one library call and prints its result; errors propagate
 * as MemkeepError values to the dispatcher, which owns messages and exit
 * codes.
 */







const TYPES = ops_note/* NOTE_TYPES */.$C.join(' or ');
const PICK_TYPE = {
    type: 'string',
    value: 'TYPE',
    help: `with a NOTE name: the folder it is in, ${TYPES} (needed when both hold one of that name)`,
};
/** `--type`'s value as a NoteType, or a usage error naming it. */
function noteType(value) {
    const type = ops_note/* NOTE_TYPES */.$C.find((t) => t === value);
    if (type === undefined) {
        throw (0,src_errors/* configError */.Fj)(`--type "${value}" must be ${TYPES}${(0,suggest/* didYouMean */.a)(value, [...ops_note/* NOTE_TYPES */.$C])}`, {
            field: '--type',
        });
    }
    return type;
}
/**
 * The NOTE argument as the store-relative path the operations take: a path
 * (anything with a "/") as given, else a note name (".md" optional) looked up
 * among the agent's notes, in the --type folder when one is given. Whether
 * the path is a note is the operation's to decide.
 */
async function notePath(store, agent, note, type) {
    if (note.includes('/')) {
        if (type !== undefined)
            throw (0,src_errors/* configError */.Fj)('--type is for a NOTE name, not a path', { field: '--type' });
        return note;
    }
    const wanted = type === undefined ? undefined : noteType(type);
    const file = note.toLowerCase().endsWith('.md') ? note : `${note}.md`;
    const matches = (await (0,ops_note/* listNotes */.mn)(agent)).filter((n) => (0,external_node_path_.basename)(n.file) === file && (wanted === undefined || n.type === wanted));
    if (matches.length === 1)
        return (0,confine/* storeRelative */.EM)(store, matches[0].file);
    if (matches.length > 1) {
        throw (0,src_errors/* configError */.Fj)(`NOTE "${note}": agent "${agent.name}" has both a procedural and an episodic note of that name; pick one with --type`, { field: 'NOTE' });
    }
    throw (0,src_errors/* configError */.Fj)(`NOTE "${note}": agent "${agent.name}" has no ${wanted ?? TYPES} note of that name (give its name or its path, as note write printed it)`, { field: 'NOTE' });
}
/** The note's text: --body, else standard input; empty is refused. */
async function bodyOf(parsed, io, command) {
    const body = str(parsed, 'body') ?? decodeUtf8(await io.readStdin(), 'standard input');
    if (body === '') {
        throw (0,src_errors/* configError */.Fj)(`${command}: the body is empty (give --body TEXT or the text on standard input)`, {
            field: '--body',
        });
    }
    return body;
}
function redactedLine(n) {
    return n > 0 ? ` Redacted ${(0,plural/* plural */.L)(n, 'secret', 'secrets')} before writing.` : '';
}
const noteCommands = [
    {
        name: 'note write',
        summary: "Write a typed note (<NAME>.md with front matter) in the agent's procedural or episodic folder.",
        args: ['AGENT', 'NAME'],
        options: {
            type: { type: 'string', value: 'TYPE', required: true, help: `${TYPES}: the folder the note goes in` },
            description: {
                type: 'string',
                value: 'TEXT',
                required: true,
                help: 'one line saying what the note is for (at most 300 characters)',
            },
            body: { type: 'string', value: 'TEXT', help: 'the note, markdown (default: standard input)' },
            replace: { type: 'boolean', help: 'overwrite a note of that name (else an existing note is refused)' },
        },
        example: 'memkeep note write pr-reviewer release-checklist --type procedural --description "How we release" < notes.md',
        async run(parsed, io) {
            const type = noteType(str(parsed, 'type'));
            const body = await bodyOf(parsed, io, 'note write');
            const store = await storeFor(parsed, io);
            const agent = await agentFor(store, parsed.positionals[0], io);
            const done = await (0,ops_note/* writeNote */.IP)(store, agent, {
                type,
                name: parsed.positionals[1],
                description: str(parsed, 'description'),
                body,
                replace: parsed.values.replace === true,
            });
            const v = done.value;
            io.out(`${v.created ? 'Wrote' : 'Replaced'} ${v.path}.${redactedLine(v.redacted)}\n`);
            for (const w of done.warnings)
                io.err(`Warning: ${w}\n`);
            return 0;
        },
    },
    {
        name: 'note edit',
        summary: 'Append to a note, or set the text of one "## " section (added at the end when missing).',
        args: ['AGENT', 'NOTE'],
        options: {
            append: { type: 'string', value: 'TEXT', help: 'text to add at the end of the note' },
            section: { type: 'string', value: 'HEADING', help: 'the "## " section to set (without "## "); needs --body' },
            body: { type: 'string', value: 'TEXT', help: 'with --section: its new text ("" empties it)' },
            type: PICK_TYPE,
        },
        example: 'memkeep note edit pr-reviewer release-checklist --section "Steps" --body "1. Tag 2. Publish"',
        async run(parsed, io) {
            const append = str(parsed, 'append');
            const section = str(parsed, 'section');
            const body = str(parsed, 'body');
            if ((append === undefined) === (section === undefined)) {
                throw (0,src_errors/* configError */.Fj)('note edit: give either --append TEXT, or --section HEADING with --body TEXT', {
                    field: '--append',
                });
            }
            if (append === '')
                throw (0,src_errors/* configError */.Fj)('note edit: --append needs some text', { field: '--append' });
            if (append !== undefined && body !== undefined) {
                throw (0,src_errors/* configError */.Fj)('note edit: --body goes with --section, not --append', { field: '--body' });
            }
            if (section !== undefined && body === undefined) {
                throw (0,src_errors/* configError */.Fj)('note edit: --section needs --body TEXT', { field: '--body' });
            }
            const edit = append !== undefined ? { append } : { heading: (0,ops_note/* checkHeading */.Zr)(section), body: body };
            const store = await storeFor(parsed, io);
            const agent = await agentFor(store, parsed.positionals[0], io);
            const path = await notePath(store, agent, parsed.positionals[1], str(parsed, 'type'));
            const done = await (0,ops_note/* editNote */.Xp)(store, agent, path, edit);
            const what = 'append' in edit ? 'Appended to' : `Set section "${edit.heading}" of`;
            io.out(`${what} ${done.value.path}.${redactedLine(done.value.redacted)}\n`);
            for (const w of done.warnings)
                io.err(`Warning: ${w}\n`);
            return 0;
        },
    },
    {
        name: 'note delete',
        summary: 'Delete a note (never the run log, a core file, failures.md, digest.md or lessons.md).',
        args: ['AGENT', 'NOTE'],
        options: { type: PICK_TYPE },
        example: 'memkeep note delete pr-reviewer release-checklist',
        async run(parsed, io) {
            const store = await storeFor(parsed, io);
            const agent = await agentFor(store, parsed.positionals[0], io);
            const path = await notePath(store, agent, parsed.positionals[1], str(parsed, 'type'));
            const done = await (0,ops_note/* deleteNote */.Iy)(store, agent, path);
            io.out(`Deleted ${done.value.path}.\n`);
            for (const w of done.warnings)
                io.err(`Warning: ${w}\n`);
            return 0;
        },
    },
];

;// CONCATENATED MODULE: ./src/cli/dispatch.ts
/**
 * The `memkeep` dispatcher: picks the command, parses its arguments, runs it,
 * and is the one place where errors become messages on stderr and exit codes
 * (0 success, 1 operation, 2 config, 3 model/API: errors.ts).
 */









const commands = [...gcCommands, ...storeCommands, ...noteCommands, ...agentCommands, ...initCommands];
function overview() {
    const width = Math.max(10, ...commands.map((c) => c.name.length + 2));
    const rows = commands.map((c) => `  ${c.name.padEnd(width)}${c.summary}`);
    return (`memkeep ${version/* VERSION */.x}: git-native memory for AI agents\n\n` +
        `usage: memkeep <command> [arguments] [--root DIR]\n\ncommands:\n${rows.join('\n')}\n\n` +
        `Run 'memkeep <command> --help' for a command's options.\n` +
        `Exit codes: 0 success, 1 operation error, 2 config error, 3 model/API error.\n`);
}
/** The subcommands of a group such as `note` (`note write`, ...): their second words. */
function subcommands(group) {
    return commands.filter((c) => c.name.startsWith(`${group} `)).map((c) => c.name.slice(group.length + 1));
}
/** The command argv names (one word, or a group and its subcommand) and the arguments after its name. */
function find(argv) {
    const two = commands.find((c) => argv.length >= 2 && c.name === `${argv[0]} ${argv[1]}`);
    if (two)
        return { command: two, args: argv.slice(2) };
    const one = commands.find((c) => c.name === argv[0]);
    return one && { command: one, args: argv.slice(1) };
}
/** Runs one invocation and returns its exit code; never throws. */
async function runCli(argv, io) {
    const [name, ...rest] = argv;
    if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
        const target = name === 'help' ? find(rest)?.command : undefined;
        io.out(target ? helpText(target) : overview());
        return 0;
    }
    if (name === '--version' || name === '-v') {
        io.out(`${version/* VERSION */.x}\n`);
        return 0;
    }
    const group = subcommands(name);
    if (group.length > 0 && !find(argv)) {
        const sub = rest[0];
        if (sub === '--help' || sub === '-h') {
            io.out(group.map((g) => helpText(find([name, g]).command)).join('\n'));
            return 0;
        }
        const problem = sub === undefined || sub.startsWith('-')
            ? 'missing subcommand'
            : `unknown subcommand "${sub}"${(0,suggest/* didYouMean */.a)(sub, group)}`;
        io.err(`Error: ${name}: ${problem}; give one of ${group.join(', ')}\n\n${overview()}`);
        return 2;
    }
    const { command, args } = find(argv) ?? {};
    if (!command || !args) {
        const hint = (0,suggest/* didYouMean */.a)(name, [...new Set(commands.map((c) => c.name.split(' ')[0]))]);
        io.err(`Error: unknown command "${name}"${hint}\n\n${overview()}`);
        return 2;
    }
    try {
        const parsed = parseCommand(command, args);
        if (parsed.help) {
            io.out(helpText(command));
            return 0;
        }
        return await command.run(parsed, io);
    }
    catch (err) {
        io.err(`Error: ${(0,src_errors/* formatError */.Wk)(err)}\n`);
        return (0,src_errors/* exitCodeOf */.FO)(err);
    }
}


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
        errIsTTY: process.stderr.isTTY === true,
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

/***/ 9851:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ counter)
/* harmony export */ });
const EVERY_MS = 100;
function counter(io, asked) {
    const tty = io.errIsTTY === true;
    if (!asked && !tty)
        return { end() { } };
    let last = Number.NEGATIVE_INFINITY;
    let shown = false;
    return {
        progress(phase, done, total, agent) {
            const now = Date.now();
            if (done !== 1 && done !== total && now - last < EVERY_MS)
                return;
            last = now;
            // Agent names are file names without control characters (config/agent-config.ts), safe on a terminal.
            const line = `[${done}/${total}] ${agent} (${phase})`;
            if (tty)
                io.err(`\r\x1b[K${line}`);
            else
                io.err(`${line}\n`);
            shown = true;
        },
        end() {
            if (tty && shown)
                io.err('\r\x1b[K');
        },
    };
}


/***/ }),

/***/ 8838:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   XL: () => (/* binding */ isAgentName),
/* harmony export */   Zf: () => (/* binding */ loadAgentRef),
/* harmony export */   eR: () => (/* binding */ loadAgent),
/* harmony export */   eU: () => (/* binding */ discoverAgents),
/* harmony export */   hE: () => (/* binding */ loadEveryAgent),
/* harmony export */   ih: () => (/* binding */ loadAllAgents)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(3916);
/* harmony import */ var _format_layout_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(533);
/* harmony import */ var _text_suggest_js__WEBPACK_IMPORTED_MODULE_8__ = __nccwpck_require__(4185);
/* harmony import */ var _confine_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(1094);
/* harmony import */ var _fields_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(9474);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(1066);
/* harmony import */ var _presets_js__WEBPACK_IMPORTED_MODULE_7__ = __nccwpck_require__(914);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_9__ = __nccwpck_require__(2143);
/**
 * One agent's configuration: an axe-style `agents/<name>.toml` or an
 * aide-style `agents/<name>/Aidefile` mapped onto the Agent model, with the
 * preset's defaults, the typed-memory rules and the knowledge log. Every
 * error names the file and the field; every path stays inside the root.
 */










/** `entries`: which blocks are entries (headings of entry_heading; only dated ones; list items). */
const ENTRY_KINDS = ['headings', 'dated', 'items'];
/** 8 KiB (about 2,000 tokens): what `load`'s 25 KB default budget can always afford for each knowledge file. */
const DEFAULT_KNOWLEDGE_MAX = 8192;
/**
 * `last_n` of an Aidefile agent that sets none. aide has no run-log trim of
 * its own; an agents/<name>.toml agent follows axe instead (0: trim to
 * max_entries, else not at all), and a preset may give its own (presets.ts).
 */
const AIDE_LAST_N = 10;
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
/**
 * Finds every agent in the store in axe's order: by the name of its entry in
 * agents/ (the config file, or the Aidefile's directory), byte by byte, as
 * Go's os.ReadDir sorts (`a-b.toml`, `a.b.toml`, `a.toml`). Two configs for
 * one name (`agents/x.toml` and `agents/x/Aidefile`) are a config error:
 * which one memkeep would act on must never depend on directory order.
 */
async function discoverAgents(store) {
    const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(store.root, _paths_js__WEBPACK_IMPORTED_MODULE_6__/* .AGENTS_DIR */ .bo);
    let entries;
    try {
        entries = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(dir, { withFileTypes: true });
    }
    catch (err) {
        if (err.code === 'ENOENT')
            return [];
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ioError */ .bD)('read', dir, err);
    }
    const refs = new Map();
    entries.sort((a, b) => Buffer.compare(Buffer.from(a.name), Buffer.from(b.name)));
    for (const entry of entries) {
        let ref;
        if (entry.name.endsWith('.toml') && !entry.isDirectory()) {
            const file = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, entry.name);
            // A link, FIFO or device: skipping it would drop an agent from `--all` without a word.
            if (!entry.isFile())
                (0,_confine_js__WEBPACK_IMPORTED_MODULE_4__/* .checkLinkedConfig */ .kZ)(store.root, file);
            ref = { name: entry.name.slice(0, -'.toml'.length), form: 'toml', configFile: file };
        }
        else if (entry.isDirectory()) {
            const aidefile = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, entry.name, _paths_js__WEBPACK_IMPORTED_MODULE_6__/* .AIDEFILE */ .OX);
            const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(aidefile, { throwIfNoEntry: false });
            // Skipping these would drop an agent from `--all` without a word.
            if (st?.isDirectory())
                throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .configError */ .Fj)(`${aidefile} is a directory, a file was expected`, { file: aidefile });
            if (st) {
                if (!st.isFile())
                    (0,_confine_js__WEBPACK_IMPORTED_MODULE_4__/* .checkLinkedConfig */ .kZ)(store.root, aidefile);
                ref = { name: entry.name, form: 'aidefile', configFile: aidefile };
            }
            else if (entry.name.endsWith('.toml')) {
                const file = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, entry.name);
                throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .configError */ .Fj)(`${file} is a directory, a TOML file was expected`, { file });
            }
        }
        if (!ref)
            continue;
        const other = refs.get(ref.name);
        if (other) {
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .configError */ .Fj)(`agent "${ref.name}" is defined twice: ${other.configFile} and ${ref.configFile}`, {
                file: ref.configFile,
                field: 'name',
            });
        }
        refs.set(ref.name, ref);
    }
    return [...refs.values()];
}
/** Loads every agent; the first broken config stops the listing. */
async function loadAllAgents(store) {
    const refs = await discoverAgents(store);
    return Promise.all(refs.map((ref) => loadAgentRef(store, ref)));
}
/**
 * Loads every agent it can: one broken config (a bad name, bad TOML) is its
 * own error and does not hide the others.
 */
async function loadEveryAgent(store) {
    const settled = await Promise.allSettled((await discoverAgents(store)).map((ref) => loadAgentRef(store, ref)));
    return {
        agents: settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : [])),
        errors: settled.flatMap((s) => (s.status === 'rejected' ? [s.reason] : [])),
    };
}
/** Loads one agent by name; an unknown name is a config error (exit 2). */
async function loadAgent(store, name) {
    if (!isAgentName(name))
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .configError */ .Fj)(`invalid agent name ${JSON.stringify(name)}: ${AGENT_NAME_RULE}`, { field: 'agent' });
    const refs = await discoverAgents(store);
    const ref = refs.find((r) => r.name === name);
    if (!ref) {
        const hint = (0,_text_suggest_js__WEBPACK_IMPORTED_MODULE_8__/* .didYouMean */ .a)(name, refs.map((r) => r.name));
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .configError */ .Fj)(`agent config not found: ${name}${hint} (looked for ${(0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(_paths_js__WEBPACK_IMPORTED_MODULE_6__/* .AGENTS_DIR */ .bo, name + '.toml')} and ${(0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(_paths_js__WEBPACK_IMPORTED_MODULE_6__/* .AGENTS_DIR */ .bo, name, _paths_js__WEBPACK_IMPORTED_MODULE_6__/* .AIDEFILE */ .OX)} under ${store.root})`, { field: 'agent' });
    }
    return loadAgentRef(store, ref);
}
/** Loads an agent found by discoverAgents (no second directory listing). */
async function loadAgentRef(store, ref) {
    if (!isAgentName(ref.name)) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .configError */ .Fj)(`invalid agent name ${JSON.stringify(ref.name)}: ${AGENT_NAME_RULE}`, {
            file: ref.configFile,
            field: 'name',
        });
    }
    const doc = await (0,_fields_js__WEBPACK_IMPORTED_MODULE_5__/* .readTomlIfPresent */ .T)(ref.configFile);
    if (doc === undefined)
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .configError */ .Fj)(`cannot read ${ref.configFile}`, { file: ref.configFile });
    const t = new _fields_js__WEBPACK_IMPORTED_MODULE_5__/* .Fields */ .C(ref.configFile, doc);
    const aide = ref.form === 'aidefile';
    const base = aide ? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(ref.configFile) : store.root;
    const name = t.string('name');
    if (name !== undefined && name !== ref.name) {
        throw t.error('name', `"${name}" does not match the agent name "${ref.name}" taken from the file name`);
    }
    const model = t.string('model');
    const m = t.table('memory');
    // axe and aide configs carry many top-level keys (prompts, tools, skills)
    // that are not memkeep's business; only the memory table is ours, so only
    // its unknown keys are worth a warning.
    const within = (field, value) => (0,_confine_js__WEBPACK_IMPORTED_MODULE_4__/* .resolveInside */ .LI)(store.root, base, value, { file: ref.configFile, field: `memory.${field}` });
    const defaults = aide
        ? { enabled: true, path: 'memory/log.md', procedural: 'memory/procedural', episodic: 'memory/episodic' }
        : {
            enabled: false,
            path: `memory/${ref.name}.md`,
            procedural: `memory/${ref.name}/procedural`,
            episodic: `memory/${ref.name}/episodic`,
        };
    const typed = typing(m);
    const summary = summarySection(m) ?? _presets_js__WEBPACK_IMPORTED_MODULE_7__/* .PRESETS */ .fG[typed.preset].summarySection;
    // The summary section holds the distilled knowledge: a `## ` section, so at
    // `## ` entries it is structure, never an entry a trim could drop.
    if (summary && typed.layout.level === 2 && !typed.layout.structure.includes(summary))
        typed.layout = { ...typed.layout, structure: [...typed.layout.structure, summary] };
    const path = await within('path', m.string('path') ?? defaults.path);
    const knowledge = m.boolean('knowledge');
    const memory = {
        enabled: m.boolean('enabled') ?? defaults.enabled,
        path,
        lastN: m.nonNegativeInt('last_n') ?? _presets_js__WEBPACK_IMPORTED_MODULE_7__/* .PRESETS */ .fG[typed.preset].lastN ?? (aide ? AIDE_LAST_N : 0),
        maxEntries: m.nonNegativeInt('max_entries') ?? 0,
        coreFiles: await Promise.all((m.stringArray('core_files') ?? []).map((p) => within('core_files', p))),
        proceduralDir: await within('procedural_dir', m.string('procedural_dir') ?? defaults.procedural),
        episodicDir: await within('episodic_dir', m.string('episodic_dir') ?? defaults.episodic),
        proceduralMaxAgeMs: m.duration('procedural_max_age') ?? store.retention.proceduralMs,
        episodicMaxAgeMs: m.duration('episodic_max_age') ?? store.retention.episodicMs,
        compactAfter: m.tokenCount('compact_after'),
        ...typed,
        summarySection: summary,
        knowledgeMax: m.positiveInt('knowledge_max') ?? DEFAULT_KNOWLEDGE_MAX,
        knowledge: knowledge === false
            ? undefined
            : knowledge
                ? 'knowledge = true'
                : (0,_presets_js__WEBPACK_IMPORTED_MODULE_7__/* .knowledgeLog */ .Pm)(_presets_js__WEBPACK_IMPORTED_MODULE_7__/* .PRESETS */ .fG[typed.preset], (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(store.root, path)),
    };
    m.unknown(_types_js__WEBPACK_IMPORTED_MODULE_9__/* .MEMORY_KEYS */ .FZ, { strict: true });
    return {
        name: ref.name,
        form: ref.form,
        configFile: ref.configFile,
        model,
        memory,
        enabledSet: m.has('enabled'),
        warnings: t.warnings,
        unknownKeys: t.unknownKeys,
    };
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
    if (!_presets_js__WEBPACK_IMPORTED_MODULE_7__/* .PRESET_NAMES */ .dO.includes(preset))
        throw m.error('preset', `"${preset}" is not a preset${(0,_text_suggest_js__WEBPACK_IMPORTED_MODULE_8__/* .didYouMean */ .a)(preset, _presets_js__WEBPACK_IMPORTED_MODULE_7__/* .PRESET_NAMES */ .dO)} (one of ${_presets_js__WEBPACK_IMPORTED_MODULE_7__/* .PRESET_NAMES */ .dO.join(', ')})`);
    const p = _presets_js__WEBPACK_IMPORTED_MODULE_7__/* .PRESETS */ .fG[preset];
    const heading = m.string('entry_heading');
    if (heading !== undefined && !/^#{2,4}$/.test(heading))
        throw m.error('entry_heading', `must be "##", "###" or "####" (got "${heading}")`);
    const order = m.string('order');
    if (order !== undefined && !_format_layout_js__WEBPACK_IMPORTED_MODULE_3__/* .ORDERS */ .gf.includes(order))
        throw m.error('order', `must be one of ${_format_layout_js__WEBPACK_IMPORTED_MODULE_3__/* .ORDERS */ .gf.join(', ')} (got "${order}")`);
    const entries = m.string('entries');
    if (entries !== undefined && !ENTRY_KINDS.includes(entries))
        throw m.error('entries', `must be one of ${ENTRY_KINDS.join(', ')} (got "${entries}")`);
    const kind = entries ?? (p.layout.items ? 'items' : p.layout.dated ? 'dated' : 'headings');
    const layout = {
        level: heading?.length ?? p.layout.level ?? 2,
        entriesUnder: m.string('entries_under') ?? p.layout.entriesUnder,
        structure: m.stringArray('structure') ?? p.layout.structure ?? [],
        order: order ?? p.layout.order ?? 'oldest-first',
        ...(kind === 'dated' ? { dated: true } : kind === 'items' ? { items: true } : {}),
    };
    if (layout.entriesUnder !== undefined && layout.level === 2 && !layout.items) {
        throw m.error('entries_under', 'needs entry_heading "###" or "####": entries under a "## " section are deeper headings');
    }
    if (layout.entriesUnder?.trim() === '')
        throw m.error('entries_under', 'must not be empty');
    const typeOf = (field, key, v) => {
        if (typeof v !== 'string' || !_types_js__WEBPACK_IMPORTED_MODULE_9__/* .MEMORY_TYPES */ .op.includes(v)) {
            throw m.error(field, `"${key}" must map to one of ${_types_js__WEBPACK_IMPORTED_MODULE_9__/* .MEMORY_TYPES */ .op.join(', ')}`);
        }
        return v;
    };
    const own = Object.entries(m.plainTable('types') ?? {}).map(([glob, v]) => [glob, typeOf('types', glob, v)]);
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


/***/ }),

/***/ 1094:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   EM: () => (/* binding */ storeRelative),
/* harmony export */   LI: () => (/* binding */ resolveInside),
/* harmony export */   kZ: () => (/* binding */ checkLinkedConfig)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(3916);
/* harmony import */ var _fs_regular_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(7051);
/**
 * Root confinement: every configured path must stay inside the store root
 * after `..` and symlinks are resolved. A store is often a shared
 * repository, and its config must not be able to make memkeep touch files
 * elsewhere on the runner.
 */




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
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .configError */ .Fj)(`${field} must not be empty`, { file, field });
    if (!(0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(value) && (/^[A-Za-z]:[\\/]/.test(value) || value.startsWith('\\'))) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .configError */ .Fj)(`${field} "${value}" is an absolute path of another OS; give it relative to the store`, {
            file,
            field,
        });
    }
    const abs = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(base, value);
    // Name the path as it was typed, not the `../../..` form derived from it.
    if ((0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(value) && !isInside(root, abs)) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .configError */ .Fj)(`${field} "${value}" is outside the store root ${root}`, { file, field });
    }
    if (!isInside(root, abs)) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .configError */ .Fj)(`${field} "${value}" resolves outside the store root ${root}`, { file, field });
    }
    const real = noLinksBelow(root, abs) ? abs : await realpathOfExisting(abs);
    if (!isInside(root, real)) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .configError */ .Fj)(`${field} "${value}" leads outside the store root through a symlink (to ${real})`, {
            file,
            field,
        });
    }
    return abs;
}
/** A path as people read it in messages: relative to the store when inside it. */
function storeRelative(store, abs) {
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(store.root, abs);
    return rel === '' || rel.startsWith('..') || (0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(rel) ? abs : rel;
}
function isInside(root, path) {
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(root, path);
    return rel === '' || (!rel.startsWith('..' + node_path__WEBPACK_IMPORTED_MODULE_1__.sep) && rel !== '..' && !(0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(rel));
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
    for (const part of (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(root, abs).split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep)) {
        if (part === '')
            continue;
        current = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(current, part);
        let st;
        try {
            st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(current, { throwIfNoEntry: false });
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
            return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync.native(current), ...missing.reverse());
        }
        catch {
            const target = await danglingTarget(current);
            // 40 is the kernel's own limit on links followed in one lookup.
            if (target !== undefined && hops < 40) {
                return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(await realpathOfExisting(target, hops + 1), ...missing.reverse());
            }
            const parent = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(current);
            if (parent === current)
                return abs;
            missing.push((0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(current));
            current = parent;
        }
    }
}
/** Where a symlink that realpath() could not follow points, resolved against its directory. */
async function danglingTarget(path) {
    try {
        if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(path).isSymbolicLink())
            return undefined;
        return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(path), (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readlinkSync)(path));
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
    const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(file);
    if (!st.isSymbolicLink())
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .configError */ .Fj)(`${file} is ${(0,_fs_regular_js__WEBPACK_IMPORTED_MODULE_3__/* .kindOf */ .I)(st)}, an agent config must be a regular file`, { file });
    const target = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readlinkSync)(file);
    let real;
    try {
        real = node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync.native(file);
    }
    catch {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .configError */ .Fj)(`${file} is a symbolic link to ${target}, which does not exist`, { file });
    }
    const resolved = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(real);
    const what = resolved.isFile() ? '' : ` (${(0,_fs_regular_js__WEBPACK_IMPORTED_MODULE_3__/* .kindOf */ .I)(resolved)})`;
    if (!isInside(root, real))
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .configError */ .Fj)(`${file} is a symbolic link to ${target}${what}, outside the store`, { file });
    if (what)
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .configError */ .Fj)(`${file} is a symbolic link to ${target}${what}, an agent config must be a regular file`, {
            file,
        });
}


/***/ }),

/***/ 7840:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ parseDuration),
/* harmony export */   a: () => (/* binding */ formatDuration)
/* harmony export */ });
/**
 * Durations in config and on the command line: `<n>h`, `<n>d`, `<n>w`
 * (as the README documents). Anything else is rejected so that a typo such as
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

/***/ 9474:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  C: () => (/* binding */ Fields),
  T: () => (/* binding */ readTomlIfPresent)
});

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
// EXTERNAL MODULE: ./src/fs/regular.ts
var regular = __nccwpck_require__(7051);
// EXTERNAL MODULE: ./src/text/suggest.ts
var suggest = __nccwpck_require__(4185);
// EXTERNAL MODULE: ./src/config/duration.ts
var duration = __nccwpck_require__(7840);
;// CONCATENATED MODULE: ./src/config/fields.ts
/**
 * Field readers: a TOML file parsed with errors that name the file and line,
 * and typed access to its tables whose errors name the dotted field.
 * Unknown keys become warnings, with the known key each was probably meant
 * to be; `strict` tables also collect them as UnknownKey values, which a run
 * that changes memory refuses (load.ts, refuseUnknownKeys).
 */





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
    unknownKeys;
    seen = new Set();
    constructor(file, doc, prefix = '', warnings = [], unknownKeys = []) {
        this.file = file;
        this.doc = doc;
        this.prefix = prefix;
        this.warnings = warnings;
        this.unknownKeys = unknownKeys;
    }
    /** Whether the key is written (whatever its value). */
    has(key) {
        return Object.hasOwn(this.doc, key);
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
        return new Fields(this.file, (v ?? {}), `${this.prefix}${key}.`, this.warnings, this.unknownKeys);
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
    /**
     * Warns about keys that are neither known nor read, naming the known key
     * a typo was probably meant to be; `strict` keys also go to unknownKeys.
     */
    unknown(known, options = {}) {
        for (const key of this.keys()) {
            if (known.includes(key) || this.seen.has(key))
                continue;
            const field = this.prefix + key;
            const message = `${this.file}: unknown key "${field}"${(0,suggest/* didYouMean */.a)(key, known, this.prefix)}`;
            this.warnings.push(`${message} (ignored)`);
            if (options.strict)
                this.unknownKeys.push({ file: this.file, field, message });
        }
    }
}


/***/ }),

/***/ 1066:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   D7: () => (/* binding */ DISTILLED_FILES),
/* harmony export */   O8: () => (/* binding */ DIGEST_FILE),
/* harmony export */   OX: () => (/* binding */ AIDEFILE),
/* harmony export */   bo: () => (/* binding */ AGENTS_DIR),
/* harmony export */   bv: () => (/* binding */ STATE_FILE),
/* harmony export */   e$: () => (/* binding */ STATE_DIR),
/* harmony export */   g2: () => (/* binding */ CONFIG_FILE),
/* harmony export */   nB: () => (/* binding */ FAILURES_FILE),
/* harmony export */   rD: () => (/* binding */ LESSONS_FILE)
/* harmony export */ });
/** Every file and directory name memkeep owns in a store, named once. */
/** The store's own settings, at its root. */
const CONFIG_FILE = 'memkeep.toml';
/** Where axe-style agent configs (`<name>.toml`) and aide-style agent directories live. */
const AGENTS_DIR = 'agents';
/** An aide-style agent's config, inside its directory under AGENTS_DIR. */
const AIDEFILE = 'Aidefile';
/** Where gc keeps its state (the analysis cache), at the store root. */
const STATE_DIR = '.memkeep';
/** The analysis cache, inside STATE_DIR. */
const STATE_FILE = 'state.json';
/** What `memkeep fail` appends to, in an agent's procedural_dir. */
const FAILURES_FILE = 'failures.md';
/** The distil step's digest of a run log, in procedural_dir. */
const DIGEST_FILE = 'digest.md';
/** The distil step's lessons from failures, in procedural_dir. */
const LESSONS_FILE = 'lessons.md';
/** Files the distil step writes into procedural_dir; loaded before other notes. */
const DISTILLED_FILES = [DIGEST_FILE, LESSONS_FILE];


/***/ }),

/***/ 914:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $x: () => (/* binding */ MEMORY_BANK_CORE),
/* harmony export */   AD: () => (/* binding */ OPENCLAW_WORKSPACE_FILES),
/* harmony export */   Pm: () => (/* binding */ knowledgeLog),
/* harmony export */   dO: () => (/* binding */ PRESET_NAMES),
/* harmony export */   fG: () => (/* binding */ PRESETS)
/* harmony export */ });
const NONE = { layout: {}, types: [], frontMatterTypes: {}, indexFiles: [], about: '' };
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
const MEMORY_BANK_CORE = [
    'projectbrief.md',
    'productContext.md',
    'systemPatterns.md',
    'techContext.md',
    'activeContext.md',
    'progress.md',
];
const BANK_DOCUMENT = 'memory-bank document: knowledge, never aged out';
const memoryBank = {
    ...NONE,
    // Only dated headings are entries: the bank's documents are fixed sections.
    layout: { order: 'newest-first', structure: CLINE_SECTIONS, dated: true },
    lastN: 10,
    types: [
        ...MEMORY_BANK_CORE.map((f) => [`**/${f}`, 'core', 'memory-bank core file']),
        ['**/decisionLog.md', 'core', 'decision log: knowledge, never aged out'],
        ['**/.cursor/**', 'core', 'editor rules'],
        ['**/.clinerules*', 'core', 'editor rules'],
        ['**/memory-bank/**', 'core', BANK_DOCUMENT],
    ],
    about: 'a Cline or Roo Code memory bank (memory-bank/)',
};
const squadTypes = [
    ['**/decisions/inbox/**', 'core', 'Squad decision inbox'],
    ['**/decisions-inbox/**', 'core', 'Squad decision inbox'],
    ['**/decisions.md', 'core', 'Squad decisions: knowledge, never aged out'],
    ['**/history.md', 'core', 'Squad history'],
    ['**/.squad/**', 'core', 'Squad file: knowledge, never aged out'],
    ['**/.ai-team/**', 'core', 'Squad file: knowledge, never aged out'],
];
const squad = (layout, shape) => ({
    ...NONE,
    layout,
    summarySection: 'Core Context',
    lastN: 10,
    types: squadTypes,
    about: `a Squad agent history (.squad/agents/<name>/history.md or .ai-team/), ${shape}`,
});
/** An OpenClaw workspace's own files, besides MEMORY.md and memory/: OpenClaw loads them; memkeep never touches them. */
const OPENCLAW_WORKSPACE_FILES = [
    'AGENTS.md',
    'SOUL.md',
    'USER.md',
    'TOOLS.md',
    'IDENTITY.md',
    'HEARTBEAT.md',
    'BOOTSTRAP.md',
    'BOOT.md',
];
const AGENT_MEMORY = 'Claude Code note without an aging type: knowledge, never aged out';
const PRESETS = {
    axe: { ...NONE, about: "axe's run log: `## ` entries appended oldest first" },
    'newest-first': { ...NONE, layout: { order: 'newest-first' }, lastN: 10, about: 'a run log prepended newest first' },
    squad: squad({ level: 3, entriesUnder: 'Learnings', order: 'git' }, '`### ` entries under `## Learnings`'),
    'squad-dated': squad({ level: 2, dated: true, order: 'auto' }, 'dated `## 2026-03-05: …` entries'),
    'squad-bullets': squad({ level: 2, items: true, entriesUnder: 'Learnings', order: 'git' }, 'bullets under `## Learnings`'),
    'claude-code': {
        ...NONE,
        types: [
            ['**/MEMORY.md', 'core', 'the memory index'],
            ['**/.claude/agent-memory/**', 'core', AGENT_MEMORY],
        ],
        frontMatterTypes: { feedback: 'core', user: 'core', reference: 'core', project: 'episodic' },
        indexFiles: ['**/MEMORY.md'],
        about: 'Claude Code agent memory (.claude/agent-memory/, a MEMORY.md index and typed topic files)',
    },
    cline: memoryBank,
    roo: {
        ...memoryBank,
        // Roo Code logs `[2025-01-15 10:00:00] - change` bullets under its context's fixed sections.
        layout: { level: 2, items: true, entriesUnder: 'Recent Changes', order: 'auto' },
        about: 'a Roo Code memory bank (memory-bank/ with decisionLog.md): dated bullets under `## Recent Changes`',
    },
    lessons: {
        ...NONE,
        layout: { order: 'oldest-first' },
        types: [['**/lessons.md', 'core', 'lessons: knowledge, never aged out']],
        knowledge: 'a lessons file',
        about: 'a lessons file (tasks/lessons.md): bullets or `## Pattern:` sections',
    },
    learnings: {
        ...NONE,
        layout: { order: 'auto' },
        types: [['**/.learnings/**', 'core', 'self-improving-agent learnings: knowledge, never aged out']],
        knowledge: 'self-improving-agent learnings',
        about: 'self-improving-agent .learnings/ (LEARNINGS.md, ERRORS.md): `## [ERR-20250115-001]` entries',
    },
    openclaw: {
        ...NONE,
        types: [
            ['**/MEMORY.md', 'core', 'curated long-term memory'],
            ...OPENCLAW_WORKSPACE_FILES.map((f) => [`**/${f}`, 'core', 'OpenClaw workspace file: never touched']),
            ['**/memory/????-??-??.md', 'episodic', 'a daily note'],
            ['**/memory/????-??-??-*.md', 'episodic', 'a daily note'],
            ['**/memory/**', 'core', 'a workspace memory file without an aging rule: never aged out'],
        ],
        knowledge: 'curated long-term memory',
        about: 'an OpenClaw workspace: curated MEMORY.md (core), daily memory/YYYY-MM-DD.md notes (episodic)',
    },
};
const PRESET_NAMES = Object.keys(PRESETS);
/**
 * Run logs whose name says they hold durable knowledge: never trimmed by
 * count whatever the preset (`knowledge = false` in [memory] says otherwise).
 */
const KNOWLEDGE_NAMES = /^(lessons|decisions|decisionlog|learnings)\.md$/i;
/** A curated index (Claude Code, OpenClaw); a lower-case memory.md is often a plain run log. */
const CURATED = 'MEMORY.md';
/** Why a run log is a knowledge file, or undefined. */
function knowledgeLog(preset, path) {
    if (preset.knowledge)
        return preset.knowledge;
    const name = path.split(/[\\/]/).at(-1) ?? '';
    return KNOWLEDGE_NAMES.test(name) || name === CURATED ? `${name} holds durable knowledge` : undefined;
}


/***/ }),

/***/ 2086:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   R4: () => (/* binding */ refuseUnknownKeys),
/* harmony export */   iI: () => (/* binding */ resolveStoreRoot),
/* harmony export */   oj: () => (/* binding */ loadStoreConfig)
/* harmony export */ });
/* unused harmony export DEFAULT_MAX_INPUT_TOKENS */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(3916);
/* harmony import */ var _confine_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(1094);
/* harmony import */ var _fields_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(9474);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(1066);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(2143);
/**
 * Store configuration: the root and memkeep.toml with the defaults the
 * README documents (each agent's own config is agent-config.ts).
 *
 * Every error names the file and the field (and the line for TOML syntax).
 * Unknown keys are warnings, with the known key they were probably meant to
 * be, so that a config written for a newer memkeep, or for axe and aide
 * themselves, still loads; those of `[memory]`, `[retention]` and the top of
 * memkeep.toml are also kept in `unknownKeys`, which a run that rewrites or
 * deletes memory refuses (refuseUnknownKeys): a misspelt `episodc` must not
 * prune by the default it was meant to change. Every configured path must stay
 * inside the store root after `..` and symlinks are resolved (confine.ts).
 */







const DEFAULT_MAX_INPUT_TOKENS = 100_000;
const DAY = 86_400_000;
const DEFAULT_EPISODIC_MS = 7 * DAY;
const DEFAULT_PROCEDURAL_MS = 90 * DAY;
// File-system calls here are synchronous: gc --all loads every agent of a
// store, a dozen tiny stats and reads each, and a thread-pool round trip per
// call would cost more than the calls themselves.
/** Resolves and checks the store root; a missing root is a config error. */
async function resolveStoreRoot(root) {
    const abs = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(root);
    let st;
    try {
        st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(abs);
    }
    catch {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .configError */ .Fj)(`store root ${abs} does not exist`, { file: abs });
    }
    if (!st.isDirectory())
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .configError */ .Fj)(`store root ${abs} is not a directory`, { file: abs });
    return node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync.native(abs);
}
/** Loads `<root>/memkeep.toml` (optional) with its defaults. */
async function loadStoreConfig(root) {
    const realRoot = await resolveStoreRoot(root);
    // gc writes its analysis cache under .memkeep/ (analysis/cache.ts); a link
    // there must not carry that write out of the store.
    await (0,_confine_js__WEBPACK_IMPORTED_MODULE_3__/* .resolveInside */ .LI)(realRoot, realRoot, _paths_js__WEBPACK_IMPORTED_MODULE_5__/* .STATE_DIR */ .e$, { field: 'state directory' });
    const file = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(realRoot, _paths_js__WEBPACK_IMPORTED_MODULE_5__/* .CONFIG_FILE */ .g2);
    const doc = (await (0,_fields_js__WEBPACK_IMPORTED_MODULE_4__/* .readTomlIfPresent */ .T)(file)) ?? {};
    const t = new _fields_js__WEBPACK_IMPORTED_MODULE_4__/* .Fields */ .C(file, doc);
    const gc = t.table('gc');
    const retention = t.table('retention');
    const providers = t.table('providers');
    const pr = t.table('pull_request');
    t.unknown(['gc', 'retention', 'providers', 'pull_request'], { strict: true });
    const analyzer = gc.string('analyzer');
    if (analyzer !== undefined && !_types_js__WEBPACK_IMPORTED_MODULE_6__/* .ANALYZERS */ .AX.includes(analyzer)) {
        throw gc.error('analyzer', `must be one of ${_types_js__WEBPACK_IMPORTED_MODULE_6__/* .ANALYZERS */ .AX.join(', ')}`);
    }
    const model = gc.string('model');
    const maxInputTokens = gc.positiveInt('max_input_tokens') ?? DEFAULT_MAX_INPUT_TOKENS;
    const distil = gc.boolean('distil') ?? true;
    gc.unknown(['model', 'analyzer', 'max_input_tokens', 'distil']);
    const episodicMs = retention.duration('episodic') ?? DEFAULT_EPISODIC_MS;
    const proceduralMs = retention.duration('procedural') ?? DEFAULT_PROCEDURAL_MS;
    retention.unknown(['episodic', 'procedural'], { strict: true });
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
        unknownKeys: t.unknownKeys,
    };
}
/**
 * Refuses a run that would rewrite or delete memory while the config has
 * unknown keys where a misspelling changes what goes (`[memory]`,
 * `[retention]`, the top of memkeep.toml): the default the key was meant
 * to override would decide instead. `when` says which run it is.
 */
function refuseUnknownKeys(config, when) {
    const [first, ...more] = config.unknownKeys;
    if (first === undefined)
        return;
    const others = more.length ? ` (and ${more.map((k) => `"${k.field}"`).join(', ')})` : '';
    throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .configError */ .Fj)(`${first.message}${others}: unknown keys in [memory] and [retention] are errors ${when}, so that nothing is pruned or trimmed by the default the key was meant to change; fix or remove the key (a dry run only warns)`, { file: first.file, field: first.field });
}


/***/ }),

/***/ 2143:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   AX: () => (/* binding */ ANALYZERS),
/* harmony export */   FZ: () => (/* binding */ MEMORY_KEYS),
/* harmony export */   op: () => (/* binding */ MEMORY_TYPES)
/* harmony export */ });
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
    'knowledge_max',
    'entries',
    'knowledge',
];
const ANALYZERS = ['auto', 'llm', 'local'];


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
 * MemkeepError carrying its exit code (ExitCode below) and, where
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
/* harmony export */   BY: () => (/* binding */ needsParse),
/* harmony export */   C8: () => (/* binding */ leadingHeader),
/* harmony export */   El: () => (/* binding */ HEADER),
/* harmony export */   Ft: () => (/* binding */ renderEntry),
/* harmony export */   HR: () => (/* binding */ axeLayout),
/* harmony export */   bh: () => (/* binding */ BOM),
/* harmony export */   hF: () => (/* binding */ HEAD_LEN),
/* harmony export */   oy: () => (/* binding */ entryFields),
/* harmony export */   vR: () => (/* binding */ NL_HEADER)
/* harmony export */ });
/* unused harmony export PARSE_MARKS */
/* harmony import */ var _text_cut_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(3147);
/* harmony import */ var _fence_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3890);
/* harmony import */ var _headings_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6732);
/**
 * axe's run log: entries start at a
 * column-0 `## ` line outside a fenced code block, and everything up to the
 * next such line is the entry, kept byte for byte. A BOM at offset 0 is not
 * part of the first line for heading detection, so a log saved by an editor
 * that adds one still starts with an entry. Text before the first entry (the
 * preamble) is structure: a trim keeps it, where axe dropped it. memkeep
 * writes `## <RFC3339 UTC>`, `**Task:**` and `**Result:**` lines.
 *
 * A `# ` title and an HTML comment are structure: an entry ends before
 * them, so a file title standing after a prepended entry, or a template in
 * a comment, is never trimmed with the entry above it.
 *
 * The byte constants are exported for the store's streaming scans, which
 * find headings in chunks of a file too large to hold; those scans fall back
 * to the parse here when the bytes they read hold a fence, title or comment.
 */



const HEADER = Buffer.from('## ');
const NL_HEADER = Buffer.from('\n## ');
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);
/** Enough of the file's start to see a BOM followed by a heading. */
const HEAD_LEN = BOM.length + HEADER.length;
/**
 * Bytes that can start a fence, an HTML comment or a `# ` title: where none
 * occur, every `## ` line at column 0 is an entry heading, entries run from
 * one to the next, and the streaming scans are exact.
 */
const PARSE_MARKS = [
    Buffer.from('```'),
    Buffer.from('~~~'),
    Buffer.from('<!--'),
    // A comment opened before the bytes read may close in them.
    Buffer.from('-->'),
    Buffer.from('\n# '),
];
const TASK_LINE = /^\*\*Task:\*\*[ \t]*(.*)$/m;
const RESULT_REST = /^\*\*Result:\*\*[ \t]*([\s\S]*)$/m;
const RESULT_MAX_BYTES = 1000;
const NONE = '(none)';
/** Offset of a heading on the first line (after a BOM), if there is one. */
function leadingHeader(head) {
    const at = head.subarray(0, BOM.length).equals(BOM) ? BOM.length : 0;
    return head.subarray(at, at + HEADER.length).equals(HEADER) ? at : undefined;
}
/** Whether `bytes` may hold a fence, a comment or a title (a conservative test on their first bytes). */
function needsParse(bytes) {
    return PARSE_MARKS.some((m) => bytes.includes(m));
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
            .replace(/^(?:#+|[-*+]|\d{1,3}[.)]) /, '')
            .trim(),
        task: task ? task[1].trim() : body.trim(),
        result: result ? result[1].trim() : '',
    };
}
/**
 * The task is folded onto one line; the result keeps its lines, is cut to
 * at most 1000 UTF-8 bytes on a character boundary (then `...`), any result
 * line that would read as an entry heading, a title or a comment (which
 * would end the entry) is indented by one space, and
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
            if (new RegExp(`^#{1,${level}} `).test(line) || line.startsWith('<!--'))
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
    spec: { level: 2, structure: [], order: 'oldest-first', plain: true },
    streamable: true,
    entries(log) {
        // gc splits a small log three times (count, trim plan, analysis), always the scan's one buffer.
        let entries = split.get(log);
        if (!entries) {
            // Without a parse mark every `## ` line at column 0 is a heading: one search
            // per entry instead of a look at every line (measured: gc --all on 1,000 logs).
            entries = needsParse(log) ? (0,_headings_js__WEBPACK_IMPORTED_MODULE_0__/* .entryBlocks */ .Bs)(log, this.spec) : plainEntries(log);
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
    return bytes.toString('utf8', 0, (0,_text_cut_js__WEBPACK_IMPORTED_MODULE_2__/* .utf8CutBefore */ .Dx)(bytes, max)) + '...';
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
 * CommonMark code fences, shared by section files (src/memory/sections/section-file.ts)
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
/* harmony export */   Bs: () => (/* binding */ entryBlocks),
/* harmony export */   z: () => (/* binding */ headingsOf)
/* harmony export */ });
/* unused harmony export isTemplateHeading */
/* harmony import */ var _fence_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3890);
/* harmony import */ var _order_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(4731);
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
const LT = 0x3c;
/** Headings of levels 1 to `maxLevel` at column 0 and outside fences and HTML comments, in file order. */
function headingsOf(buf, maxLevel) {
    return marksOf(buf, maxLevel).filter((m) => m.level > 0);
}
/**
 * Headings (levels 1 to `maxLevel`) and the starts of column-0 HTML
 * comments (level 0), outside fences and comments. A fence or comment that
 * never closes is neither: it would swallow every later entry.
 */
function marksOf(buf, maxLevel) {
    const lines = interestingLines(buf, maxLevel);
    // For each character, the longest closer at or after each interesting line:
    // an opener with no closer that long after it is never closed, so not a fence.
    const longest = {
        '`': new Array(lines.length + 1).fill(0),
        '~': new Array(lines.length + 1).fill(0),
    };
    const commentEndAfter = new Array(lines.length + 1).fill(false);
    for (let i = lines.length - 1; i >= 0; i--) {
        for (const ch of ['`', '~'])
            longest[ch][i] = longest[ch][i + 1];
        const c = lines[i].closer;
        if (c)
            longest[c.char][i] = Math.max(longest[c.char][i], c.len);
        commentEndAfter[i] = commentEndAfter[i + 1] || lines[i].commentEnd === true;
    }
    const out = [];
    for (let i = 0; i < lines.length; i++) {
        const line = lines[i];
        if (line.heading) {
            out.push({ start: line.start, ...line.heading });
            continue;
        }
        if (line.comment) {
            if (!line.comment.closes && !commentEndAfter[i + 1])
                continue;
            let j = i;
            if (!line.comment.closes) {
                j++;
                while (!lines[j].commentEnd)
                    j++;
            }
            const nl = buf.indexOf(NL, lines[j].start);
            out.push({ start: line.start, level: 0, title: '<!--', end: nl === -1 ? buf.length : nl + 1 });
            i = j;
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
const COMMENT_OPEN = Buffer.from('<!--');
const COMMENT_CLOSE = Buffer.from('-->');
/** Lines that are a heading (levels 1..maxLevel), open or close a fence, or open or close a comment. */
function interestingLines(buf, maxLevel) {
    const lines = [];
    let at = buf.subarray(0, BOM.length).equals(BOM) ? BOM.length : 0;
    while (at < buf.length) {
        const nl = buf.indexOf(NL, at);
        const next = nl === -1 ? buf.length : nl + 1;
        const end = nl === -1 ? buf.length : nl;
        const first = buf[at];
        const closes = buf.subarray(at, end).includes(COMMENT_CLOSE);
        if (first === HASH) {
            let level = 0;
            while (buf[at + level] === HASH)
                level++;
            if (level >= 1 && level <= maxLevel && buf[at + level] === SPACE) {
                let e = end;
                if (e > at + level && buf[e - 1] === 0x0d)
                    e--;
                lines.push({
                    start: at,
                    heading: { level, title: buf.toString('utf8', at + level + 1, e) },
                    commentEnd: closes,
                });
            }
            else if (closes)
                lines.push({ start: at, commentEnd: true });
        }
        else if (first === LT && buf.subarray(at, at + COMMENT_OPEN.length).equals(COMMENT_OPEN)) {
            const rest = buf.subarray(at + COMMENT_OPEN.length, end);
            lines.push({ start: at, comment: { closes: rest.includes(COMMENT_CLOSE) }, commentEnd: closes });
        }
        else if (first === SPACE || first === BACKTICK || first === TILDE) {
            const text = buf.toString('latin1', at, end).replace(/\r$/, '');
            const opener = (0,_fence_js__WEBPACK_IMPORTED_MODULE_0__/* .openingFence */ .sv)(text);
            const closer = (0,_fence_js__WEBPACK_IMPORTED_MODULE_0__/* .closerOf */ .Yi)(text);
            if (opener || closer || closes)
                lines.push({ start: at, opener, closer, commentEnd: closes });
        }
        else if (closes)
            lines.push({ start: at, commentEnd: true });
        at = next;
    }
    return lines;
}
/** A heading that stands for one to fill in (`[Date] - [Decision Topic]`, `<title>`, `{{date}}`): a template, not an entry. */
const PLACEHOLDER = /(\[|<|\{\{)\s*(date|time|timestamp|yyyy[-/]?mm[-/]?dd|topic|title|summary|description|name|decision[a-z ]*|agent|task|version)[^\]>}\d]*(\]|>|\}\})/i;
/**
 * `## Template`, `## Template for Future Decisions`, `## Entry Template`: a
 * heading that names a template, not one that mentions it (`### Template
 * contamination fix` is an entry).
 */
const TEMPLATE = /^\W*(templates?(\s+for\b.*)?|(\w+\s+){1,2}templates?)\W*$/i;
/** Whether a heading is a template or placeholder: structure, whatever the entry model says. */
function isTemplateHeading(title) {
    return PLACEHOLDER.test(title) || TEMPLATE.test(title.trim());
}
/**
 * The entries of a log: blocks starting at a heading of the model's level
 * (in the `entries_under` section when set, not a structure heading, not a
 * template or placeholder, and dated when the model says so), each running
 * to the next heading of that level or above, or the next HTML comment.
 * With `items`, the entries are the list items (and paragraphs starting
 * with a date) of the `entries_under` section instead. Everything else,
 * `# ` titles and HTML comments included, is structure.
 */
function entryBlocks(buf, model) {
    if (model.items)
        return itemBlocks(buf, model);
    const heads = marksOf(buf, model.level);
    const structure = model.structure.map(globToRegExp);
    const under = model.entriesUnder?.trim().toLowerCase();
    const blocks = [];
    let section;
    let sectionIsTemplate = false;
    for (let k = 0; k < heads.length; k++) {
        const h = heads[k];
        if (h.level === 1) {
            section = undefined;
            sectionIsTemplate = false;
        }
        if (h.level === 2) {
            section = h.title.trim().toLowerCase();
            sectionIsTemplate = model.level > 2 && isTemplateHeading(h.title);
        }
        if (h.level !== model.level)
            continue;
        if (under !== undefined && section !== under)
            continue;
        if (!model.plain && (sectionIsTemplate || isTemplateHeading(h.title)))
            continue;
        if (structure.some((re) => re.test(h.title.trim())))
            continue;
        if (model.dated && (0,_order_js__WEBPACK_IMPORTED_MODULE_1__/* .headingStamp */ .yU)(h.title) === undefined)
            continue;
        blocks.push({ heading: h.title, start: h.start, end: heads[k + 1]?.start ?? buf.length });
    }
    return blocks;
}
const ITEM = /^(?:[-*+]|\d{1,3}[.)])[ \t]+(.*)$/;
const DATED_LINE = /^(?:\*\*|__|\[)?\d{4}-?\d{2}-?\d{2}/;
/**
 * List items (and paragraphs starting with a date) at column 0 in the
 * `entries_under` section (all of the file without one). An item runs to
 * the next item, heading, comment or fence, or to a blank line followed by
 * a line that is not indented (a paragraph of the section's own).
 */
function itemBlocks(buf, model) {
    const marks = marksOf(buf, 6);
    const under = model.entriesUnder?.trim().toLowerCase();
    const regions = [];
    if (under === undefined)
        regions.push([0, buf.length]);
    else
        marks.forEach((m, k) => {
            if (m.level !== model.level || m.title.trim().toLowerCase() !== under)
                return;
            const next = marks.slice(k + 1).find((n) => n.level >= 1 && n.level <= model.level);
            regions.push([m.start, next?.start ?? buf.length]);
        });
    const blocks = [];
    for (const [from, to] of regions) {
        // A section's own heading starts its region; a whole file's first line is a line like the others.
        const own = under === undefined ? -1 : from;
        const stops = new Map(marks.filter((m) => m.start >= from && m.start !== own && m.start < to).map((m) => [m.start, m]));
        let open;
        let blank = false;
        // Where the blank lines before the current line start: a paragraph after them keeps them.
        let blankAt = from;
        let at = from;
        const close = (end) => {
            if (open)
                blocks.push({ ...open, end });
            open = undefined;
        };
        const lineEnd = (pos) => {
            const nl = buf.indexOf(NL, pos);
            return nl === -1 || nl + 1 > to ? to : nl + 1;
        };
        const lineAt = (pos) => buf.toString('utf8', pos, lineEnd(pos)).replace(/\r?\n$/, '');
        while (at < to) {
            const text = lineAt(at);
            const stop = stops.get(at);
            if (at === own || stop) {
                close(at);
                // A comment's lines are structure, whatever they hold.
                at = stop?.end !== undefined ? Math.min(stop.end, to) : lineEnd(at);
                blank = false;
                continue;
            }
            const opener = /^[ \t]/.test(text) ? undefined : (0,_fence_js__WEBPACK_IMPORTED_MODULE_0__/* .openingFence */ .sv)(text);
            const closerAt = opener && fenceEnd(at, opener);
            if (closerAt !== undefined && closerAt !== false) {
                // A fence at column 0 is the section's own text, not part of an item.
                close(at);
                at = closerAt;
                blank = false;
                continue;
            }
            if (text.trim() === '') {
                if (!blank)
                    blankAt = at;
                blank = true;
            }
            else {
                const item = ITEM.exec(text);
                if (item || DATED_LINE.test(text)) {
                    close(at);
                    open = { heading: (item ? item[1] : text).trim(), start: at, end: to };
                }
                else if (blank && !/^[ \t]/.test(text)) {
                    // The blank lines stay with the paragraph: dropping the item must not glue it to the one before.
                    close(blankAt);
                }
                blank = false;
            }
            at = lineEnd(at);
        }
        close(to);
        /** Offset past the closer of a fence opened at `pos`, or false when it never closes in the region. */
        function fenceEnd(pos, fence) {
            for (let p = lineEnd(pos); p < to; p = lineEnd(p)) {
                const c = (0,_fence_js__WEBPACK_IMPORTED_MODULE_0__/* .closerOf */ .Yi)(lineAt(p));
                if (c && c.char === fence.char && c.len >= fence.len)
                    return lineEnd(p);
            }
            return false;
        }
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
/* unused harmony export layoutFor */
/* harmony import */ var _axe_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(2563);
/* harmony import */ var _headings_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6732);
/**
 * The memory-format seam: how a run log is split into entries and which of
 * them are newest. Everything that reads or rewrites a log (trim, append,
 * the analysis, the input budget, the review document) asks a layout; a new
 * way of writing memory is a new entry model or order here, chosen by
 * `layoutOf` from the agent's `[memory]` fields (entry_heading,
 * entries_under, structure, order, or a preset filling them).
 *
 * A layout works on the log's bytes, never on the file decoded as a string,
 * so line endings, a BOM and invalid UTF-8 survive a rewrite exactly.
 * Offsets are private to the store: nothing above it sees them.
 */


const ORDERS = ['oldest-first', 'newest-first', 'auto', 'git'];
/** The layout of a spec; the default spec is axe's layout. */
function layoutFor(spec) {
    if (isDefault(spec))
        return _axe_js__WEBPACK_IMPORTED_MODULE_0__/* .axeLayout */ .HR;
    return {
        name: `${'#'.repeat(spec.level)} entries${spec.entriesUnder ? ` under "${spec.entriesUnder}"` : ''}, ${spec.order}`,
        spec,
        streamable: false,
        entries: (log) => (0,_headings_js__WEBPACK_IMPORTED_MODULE_1__/* .entryBlocks */ .Bs)(log, spec),
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
    if (layout.streamable)
        return layout;
    // Entries written as list items stay list items once the section around them is gone.
    return layoutFor({ level: layout.spec.level, structure: [], order: 'oldest-first', items: layout.spec.items });
}
function isDefault(spec) {
    return (spec.level === 2 &&
        spec.entriesUnder === undefined &&
        spec.structure.length === 0 &&
        spec.order === 'oldest-first' &&
        !spec.dated &&
        !spec.items);
}


/***/ }),

/***/ 4731:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   AF: () => (/* binding */ timeOrder),
/* harmony export */   Gh: () => (/* binding */ laterThan),
/* harmony export */   ki: () => (/* binding */ orderFromTimestamps),
/* harmony export */   wq: () => (/* binding */ positionOrder),
/* harmony export */   yU: () => (/* binding */ headingStamp)
/* harmony export */ });
/* unused harmony export headingTime */
/**
 * Entry order without I/O: by position, or by the timestamps in the entries'
 * headings. (An order from git is src/memory/runlog/entry-order.ts, which uses these.)
 */
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const ISO = /(?<!\d)(\d{4})-(\d{2})(?:-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?)?)?(Z|[+-]\d{2}:?\d{2})?/;
const WRITTEN = /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.? (\d{1,2}),? (\d{4})\b/i;
/** `20250115`, `[ERR-20250115-001]`, `20250115T1030`: a compact date standing alone among digits. */
const COMPACT = /(?<!\d)((?:19|20)\d{2})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})?)?(?!\d)/;
/**
 * The time a heading names, in ms since the epoch: `2026-02-12T20:01:53Z`,
 * `2025-12-17 17:25:21`, `[2024-06-13]`, `(2024-06)`, `October 24, 2025`.
 * A time without a zone is read as UTC: only the order matters.
 */
function headingTime(title) {
    return headingStamp(title)?.t;
}
/** The date a heading names with its precision (see headingTime). */
function headingStamp(title) {
    const m = ISO.exec(title);
    const t = m ? isoTime(m) : undefined;
    if (m && t !== undefined)
        return { t, unit: m[3] === undefined ? 'month' : m[4] === undefined ? 'day' : 'time' };
    const w = WRITTEN.exec(title);
    if (w)
        return { t: Date.UTC(+w[3], MONTHS.indexOf(w[1].slice(0, 3).toLowerCase()), +w[2]), unit: 'day' };
    const c = COMPACT.exec(title);
    if (c) {
        const [, y, mo, d, h = '0', mi = '0', sec = '0'] = c;
        if (+mo < 1 || +mo > 12 || +d < 1 || +d > 31)
            return undefined;
        return { t: Date.UTC(+y, +mo - 1, +d, +h, +mi, +sec), unit: c[4] === undefined ? 'day' : 'time' };
    }
    return undefined;
}
/** Whether `a` is later than `b`, compared at the coarser of their precisions. */
function laterThan(a, b) {
    const unit = a.unit === 'month' || b.unit === 'month' ? 'month' : a.unit === 'day' || b.unit === 'day' ? 'day' : 'time';
    return truncate(a.t, unit) > truncate(b.t, unit);
}
function truncate(t, unit) {
    const d = new Date(t);
    if (unit === 'month')
        return Date.UTC(d.getUTCFullYear(), d.getUTCMonth());
    if (unit === 'day')
        return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
    return t;
}
function isoTime(m) {
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

/***/ 2363:
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

/***/ 230:
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
/* harmony import */ var _append_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(2363);
/* harmony import */ var _handle_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(1617);
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
        if (options.finish)
            await options.finish(fh);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(temp, target);
        if (options.finish)
            await fh.sync();
        await fh.close();
        fh = undefined;
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
 * After `target` was replaced by a copy of `old` up to `from` (a file of
 * `at` bytes when it was renamed into place), puts whatever `old` (still
 * open: the replaced inode) gained past `from` where it belongs: right after
 * those `at` bytes, before anything appended to `target` since. A writer
 * that opened the path before the rename and appends without memkeep's
 * write lock (an agent's own code) writes to the replaced inode; without
 * this its entry vanished with it, and appended at the end it came back
 * after entries written later. The old file is watched until it stops
 * growing, so a write under way at the rename is carried over too.
 *
 * When the tail is not empty, `target` is rewritten (atomically, as ever)
 * with the tail inserted; what is appended to `target` during that rewrite
 * is carried over into the rewritten file the same way, up to MAX_ROUNDS
 * times, after which a tail is appended at the end: nothing is ever lost.
 * Returns the bytes carried over from `old`.
 */
async function carryOverTail(old, from, target, at, chunkSize = 1 << 20) {
    let source = old;
    let pos = from;
    let place = at;
    let carried;
    const opened = [];
    try {
        for (let round = 0;; round++) {
            const late = await lateBytes(source, pos);
            carried ??= late.length;
            if (late.length === 0)
                return carried;
            if (round >= MAX_ROUNDS) {
                await appendAt(target, late);
                return carried;
            }
            const current = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(target, 'r');
            opened.push(current);
            let copied = 0;
            await replaceFile(target, async (dst) => {
                await (0,_handle_js__WEBPACK_IMPORTED_MODULE_4__/* .copyRange */ .hU)(current, dst, 0, place, chunkSize);
                await (0,_handle_js__WEBPACK_IMPORTED_MODULE_4__/* .writeAll */ .f4)(dst, late);
                copied = await (0,_handle_js__WEBPACK_IMPORTED_MODULE_4__/* .copyToEnd */ .et)(current, dst, place, chunkSize);
            }, {
                finish: async (dst) => {
                    copied = await (0,_handle_js__WEBPACK_IMPORTED_MODULE_4__/* .copyToEnd */ .et)(current, dst, copied, chunkSize);
                },
            });
            // `current` is the file just replaced: what it gains past `copied` goes after all of it.
            source = current;
            pos = copied;
            place = copied + late.length;
        }
    }
    catch (err) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ioError */ .bD)('carry late appends over to', target, err);
    }
    finally {
        await Promise.all(opened.map((fh) => fh.close().catch(() => undefined)));
    }
}
/** Rounds of carrying over before a late tail is simply appended at the end. */
const MAX_ROUNDS = 8;
/** What `fh` holds past `from`, read until it stops growing (one more look after it seems quiet). */
async function lateBytes(fh, from) {
    const chunks = [];
    let pos = from;
    for (let quiet = 0; quiet < 2;) {
        const { size } = await fh.stat();
        if (size <= pos) {
            quiet++;
            // One more look after the writers that raced the rename had their turn.
            await new Promise((ok) => setTimeout(ok, 5));
            continue;
        }
        quiet = 0;
        const late = Buffer.alloc(size - pos);
        const { bytesRead } = await fh.read(late, 0, late.length, pos);
        chunks.push(late.subarray(0, bytesRead));
        pos += bytesRead;
    }
    return Buffer.concat(chunks);
}
/** Appends `data` whole to `target` (O_APPEND). */
async function appendAt(target, data) {
    const fh = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(target, 'a');
    try {
        await (0,_append_js__WEBPACK_IMPORTED_MODULE_5__/* .appendWhole */ .g)(fh, data);
    }
    finally {
        await fh.close();
    }
}


/***/ }),

/***/ 3391:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ digestOf)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/** Content identity for "is this still what we planned on?" checks and the analysis cache. */

function digestOf(bytes) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(bytes).digest('hex');
}


/***/ }),

/***/ 1617:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   D4: () => (/* binding */ withFile),
/* harmony export */   et: () => (/* binding */ copyToEnd),
/* harmony export */   f4: () => (/* binding */ writeAll),
/* harmony export */   hU: () => (/* binding */ copyRange),
/* harmony export */   lR: () => (/* binding */ readFully),
/* harmony export */   m6: () => (/* binding */ readAt)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3916);
/* harmony import */ var _regular_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(7051);


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


/***/ }),

/***/ 2088:
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

/***/ 7051:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $D: () => (/* binding */ MAX_TEXT_BYTES),
/* harmony export */   GW: () => (/* binding */ MAX_CONFIG_BYTES),
/* harmony export */   I: () => (/* binding */ kindOf),
/* harmony export */   XF: () => (/* binding */ readRegularFile),
/* harmony export */   _J: () => (/* binding */ readRegularHeadSync),
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
 * At most the first `maxBytes` of a regular file, and its size: what a
 * reader that only ever shows a bounded part (load, search, init's scan)
 * needs, without reading or holding the rest. Undefined when it does not
 * exist; anything that is not a regular file is refused.
 */
function readRegularHeadSync(path, maxBytes, options = {}) {
    const opened = openRegularSync(path, options);
    if (!opened)
        return undefined;
    try {
        const buf = Buffer.alloc(Math.min(opened.size, maxBytes));
        let got = 0;
        while (got < buf.length) {
            const n = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(opened.fd, buf, got, buf.length - got, got);
            if (n === 0)
                break;
            got += n;
        }
        return { head: buf.subarray(0, got), size: opened.size };
    }
    catch (err) {
        throw refusal(path, err, options);
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(opened.fd);
    }
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

/***/ 1587:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ readTextHead)
/* harmony export */ });
/* harmony import */ var _text_cut_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3147);
/* harmony import */ var _regular_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7051);
/**
 * A text file's head, for what reads memory as text (load, search): read
 * through the regular-file checks, cut at a whole character, refused when
 * it is not UTF-8 text.
 */


/**
 * At most the first `maxBytes` of a file as text, with its size; undefined
 * when it is missing or not UTF-8 text (a binary note is of no use in a
 * prompt; with `nul: 'keep'` a NUL alone does not make it binary). Anything
 * that is not a regular file (a FIFO, a device, a symlink to one) is refused
 * with a MemkeepError naming it, before any read could block or run away.
 */
function readTextHead(path, maxBytes, options = {}) {
    const read = (0,_regular_js__WEBPACK_IMPORTED_MODULE_0__/* .readRegularHeadSync */ ._J)(path, maxBytes);
    if (!read)
        return undefined;
    const whole = read.head.length >= read.size;
    const bytes = whole ? read.head : read.head.subarray(0, (0,_text_cut_js__WEBPACK_IMPORTED_MODULE_1__/* .utf8WholeEnd */ .mT)(read.head));
    try {
        const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
        if (options.nul !== 'keep' && text.includes('\u0000'))
            return undefined;
        return { text: text.replace(/\r\n/g, '\n'), size: read.size, whole };
    }
    catch {
        return undefined;
    }
}


/***/ }),

/***/ 5470:
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
// EXTERNAL MODULE: ./src/fs/atomic.ts
var atomic = __nccwpck_require__(230);
// EXTERNAL MODULE: ./src/fs/regular.ts
var regular = __nccwpck_require__(7051);
;// CONCATENATED MODULE: ./src/fs/writelock.ts
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

/***/ 719:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   JA: () => (/* binding */ standing),
/* harmony export */   bA: () => (/* binding */ withEntries),
/* harmony export */   fJ: () => (/* binding */ fail),
/* harmony export */   sG: () => (/* binding */ outcomeOf)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3916);
/**
 * The plan value and what applying it did: plain data that every renderer
 * reads (text, JSON, the review document), with the small helpers the steps
 * share. plan.ts makes a Plan, apply.ts carries it out.
 */

/** Records a failure for the agent; its later steps are not planned and nothing of it is applied. */
function fail(a, err) {
    a.status = 'failed';
    a.error = { code: (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .exitCodeOf */ .FO)(err), message: (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .formatError */ .Wk)(err) };
}
/** Agents whose config loaded, are enabled and have not failed (an empty log included). */
function standing(p) {
    return p.agents.filter((a) => a.status === 'planned' || a.status === 'empty');
}
/** Standing agents with entries in their run log. */
function withEntries(p) {
    return p.agents.filter((a) => a.status === 'planned');
}
/** The outcomes of one agent, created on first use. */
function outcomeOf(applied, agent) {
    return (applied.outcomes[agent] ??= {});
}


/***/ }),

/***/ 2769:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  U: () => (/* binding */ STEPS)
});

// EXTERNAL MODULE: ./src/analysis/analyze.ts + 4 modules
var analyze = __nccwpck_require__(3288);
// EXTERNAL MODULE: ./src/memory/runlog/plan-trim.ts
var plan_trim = __nccwpck_require__(1923);
// EXTERNAL MODULE: ./src/gc/model.ts
var model = __nccwpck_require__(719);
;// CONCATENATED MODULE: ./src/gc/steps/analyse.ts
/**
 * Analyse: one analysis per agent with entries (analysis/analyze.ts decides
 * model or local analyzer, budget, cache and redaction). It writes nothing;
 * a failed analysis fails the agent, so nothing else of it is applied (axe:
 * no trimming after a model error).
 */



const analyseStep = {
    name: 'analyse',
    async plan(p, options) {
        const agents = (0,model/* withEntries */.bA)(p);
        for (const [i, a] of agents.entries()) {
            options.progress?.('analyse', i + 1, agents.length, a.name);
            // Commit mode's re-plan keeps the analysis of the first plan: the new content is trimmed, not re-analysed.
            const kept = options.previous?.agents.find((b) => b.name === a.name)?.steps.analyse;
            if (kept) {
                a.steps.analyse = kept;
                continue;
            }
            try {
                a.steps.analyse = await (0,analyze/* analyzeLog */.L_)(a.agent, a.log, options.analysis, {
                    scan: (0,plan_trim/* scanForAnalysis */.T9)(a.scan, a.steps.trim?.plan),
                    layout: a.layout,
                    lineTimes: p.lineTimes,
                });
            }
            catch (err) {
                (0,model/* fail */.fJ)(a, err);
            }
        }
    },
    async apply() {
        // Nothing to write: the analysis is the description (and the cache, saved by the front end).
    },
    describe(_p, a) {
        const analysis = a.steps.analyse;
        if (!analysis)
            return undefined;
        const { text, digest: _digest, ...data } = analysis;
        return {
            title: `Analysis (${analysis.analyzer}${analysis.cached ? ', reused' : ''})`,
            summary: analysisSummary(analysis),
            markdown: text,
            data: { ...data, analysis: text },
        };
    },
};
function analysisSummary(a) {
    const parts = [`Analyzer: ${a.analyzer}${a.fallbackReason ? ` (${a.fallbackReason})` : ''}`];
    if (a.cached)
        parts.push('reused: what would be analysed is unchanged since the last analysis');
    if (a.madeBeforeTrim)
        parts.push(`made ${a.madeBeforeTrim}, before the last trim: its counts are of the log as it was then`);
    if (a.leftOut > 0)
        parts.push(`analysed the newest ${a.sentEntries} entries; ${a.leftOut} older left out (max_input_tokens: ${a.maxInputTokens})`);
    return parts.join('; ') + '.';
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
// EXTERNAL MODULE: ./src/analysis/distillation.ts + 5 modules
var distillation = __nccwpck_require__(9132);
// EXTERNAL MODULE: ./src/config/confine.ts
var confine = __nccwpck_require__(1094);
// EXTERNAL MODULE: ./src/config/paths.ts
var paths = __nccwpck_require__(1066);
// EXTERNAL MODULE: ./src/fs/lock.ts
var lock = __nccwpck_require__(2088);
// EXTERNAL MODULE: ./src/memory/knowledge/distilled.ts
var distilled = __nccwpck_require__(6594);
// EXTERNAL MODULE: ./src/memory/knowledge/merge-items.ts + 1 modules
var merge_items = __nccwpck_require__(1329);
// EXTERNAL MODULE: ./src/memory/knowledge/remove.ts
var remove = __nccwpck_require__(1906);
;// CONCATENATED MODULE: ./src/memory/knowledge/duplicates.ts


/** Shorter statements ("Done.", "See below") repeat by chance, not because one file copies another. */
const MIN_KEY = 24;
/** `items` without the statements another memory file says already (compared normalised, whole lines). */
function dropDuplicates(items, elsewhere) {
    const holder = new Map();
    for (const { file, text } of elsewhere)
        for (const line of text.replace(/\r\n/g, '\n').split('\n')) {
            const key = (0,merge_items/* statementKey */.v)(line.replace(/^\s*#{1,6}\s+/, ''));
            if (key.length >= MIN_KEY && !holder.has(key))
                holder.set(key, file);
        }
    if (!holder.size)
        return { items, ops: [] };
    return (0,remove/* removeStatements */.F)(items, (text) => {
        const file = holder.get((0,merge_items/* statementKey */.v)(text));
        return file && `also in ${file}`;
    });
}
/**
 * The distillation's operations once its duplicates are dropped: a
 * statement it was about to add and that another file already holds was
 * never added, so it leaves the `add` (an add left with nothing goes) and
 * its `remove` says it was not added.
 */
function withoutAddedDuplicates(ops, removed) {
    const out = ops.map((o) => ({ ...o, lines: [...o.lines], gone: false }));
    const notes = [];
    for (const r of removed) {
        const add = out.find((o) => o.op === 'add' && !o.gone && o.title === r.title && r.lines.every((l) => o.lines.includes(l)));
        if (!add) {
            notes.push(r);
            continue;
        }
        add.lines = add.lines.filter((l) => !r.lines.includes(l));
        add.gone = add.lines.length === 0;
        notes.push({ ...r, note: `not added: ${r.note}` });
    }
    return [...out.filter((o) => !o.gone).map(({ gone: _, ...o }) => o), ...notes];
}

// EXTERNAL MODULE: ./src/memory/knowledge/items.ts
var knowledge_items = __nccwpck_require__(1424);
// EXTERNAL MODULE: ./src/text/plural.ts
var plural = __nccwpck_require__(573);
// EXTERNAL MODULE: ./src/fs/regular.ts
var regular = __nccwpck_require__(7051);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(3024);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __nccwpck_require__(3916);
// EXTERNAL MODULE: ./src/fs/atomic.ts
var atomic = __nccwpck_require__(230);
// EXTERNAL MODULE: ./src/memory/sections/section-write.ts + 1 modules
var section_write = __nccwpck_require__(615);
// EXTERNAL MODULE: ./src/memory/typed/typed.ts
var typed_typed = __nccwpck_require__(5260);
;// CONCATENATED MODULE: ./src/memory/typed/dead-links.ts
/**
 * Index links to missing files (issue 21, item 3): an index (Claude Code's
 * MEMORY.md) whose list item points at a note that no longer exists sends
 * the agent to nothing. Such a line leaves the index; a link to a missing
 * file inside prose is only reported, since removing it would cut a
 * sentence.
 */






const LIST_ITEM = /^\s*(?:[-*+]|\d+[.)])\s/;
/**
 * The index `text` (at `indexPath`) without its list items that link only to
 * missing files, and every line linking to one. `exists` says whether an
 * absolute path exists.
 */
function withoutDeadLinks(indexPath, text, exists) {
    const dead = [];
    const kept = [];
    let fence = false;
    for (const line of text.split('\n')) {
        if (/^\s*(`{3,}|~{3,})/.test(line))
            fence = !fence;
        const targets = fence ? [] : (0,typed_typed/* linkedFiles */.$S)(indexPath, line);
        const missing = targets.filter((t) => !exists(t));
        if (missing.length === 0) {
            kept.push(line);
            continue;
        }
        const removed = LIST_ITEM.test(line) && missing.length === targets.length;
        dead.push({ line: line.trim(), targets: missing, removed });
        if (!removed)
            kept.push(line);
    }
    return { text: kept.join('\n'), dead };
}
/** The fix for the index at `path`; undefined when it links to no missing file (or cannot be read as text). */
async function planIndexFix(path) {
    const before = await (0,section_write/* readTextForRewrite */.p)(path, 'check the links of').catch(() => undefined);
    if (before === undefined)
        return undefined;
    const { text, dead } = withoutDeadLinks(path, before, external_node_fs_.existsSync);
    return dead.length ? { path, before, after: text, dead } : undefined;
}
/** Writes the planned index; refused when it is locked or changed since it was planned. */
async function applyIndexFix(fix) {
    if (fix.after === fix.before)
        return false;
    if (await (0,lock/* isLocked */.ln)(fix.path))
        throw (0,errors/* opError */.ey)(`${fix.path} is locked: its dead links are left`, { file: fix.path });
    if ((await (0,section_write/* readTextForRewrite */.p)(fix.path, 'update')) !== fix.before)
        throw (0,errors/* opError */.ey)(`${fix.path} changed since it was planned: its dead links are left`, { file: fix.path });
    await (0,atomic/* writeFileAtomic */.Zf)(fix.path, fix.after);
    return true;
}

;// CONCATENATED MODULE: ./src/gc/consolidation.ts
/**
 * The consolidation checks the distil step (steps/distil.ts) applies on the branch beside the
 * distillation (issue 21, item 3), each listed in the review:
 *
 * - index links to missing files: an index's list item linking only to
 *   notes that no longer exist leaves the index (memory/typed/dead-links.ts);
 * - duplicate items across the agent's memory files: a statement of
 *   memkeep's knowledge items that a core file, a note or lessons.md
 *   already holds leaves the items (memory/knowledge/duplicates.ts).
 *
 * Paths the repository deleted and relative dates are handled by the
 * distillation itself (analysis/gone-knowledge.ts, analysis/knowledge.ts).
 */







/** The agent's own memory files (core files, then its procedural dir, and its episodic dir when asked), absolute, each once. */
async function memoryFiles(agent, episodic) {
    const m = agent.memory;
    const all = [
        ...m.coreFiles,
        ...(await (0,typed_typed/* listTypedFiles */.wg)(m.proceduralDir)),
        ...(episodic ? await (0,typed_typed/* listTypedFiles */.wg)(m.episodicDir) : []),
    ].map((p) => (0,external_node_path_.resolve)(p));
    return [...new Set(all)];
}
/** The fixes for the agent's indexes that link to missing files. */
async function planIndexFixes(agent, store) {
    const globs = agent.memory.indexFiles;
    if (!globs.length)
        return [];
    const fixes = [];
    for (const path of await memoryFiles(agent, true)) {
        if (!globs.some((g) => (0,typed_typed/* globMatch */.eu)(g, (0,confine/* storeRelative */.EM)(store, path))))
            continue;
        const fix = await planIndexFix(path);
        if (fix)
            fixes.push(fix);
    }
    return fixes;
}
/**
 * What the agent's other lasting memory files say, for the duplicate check
 * of its knowledge items: core files and procedural notes, lessons.md
 * among them; not episodic notes (they age out, the knowledge must not go
 * with them), the run log (its entries are what is distilled), failures.md
 * (the raw notes lessons are made from) nor the knowledge file itself.
 */
async function otherMemoryTexts(agent, store, target) {
    const m = agent.memory;
    const own = new Set([m.path, target, (0,external_node_path_.join)(m.proceduralDir, paths/* FAILURES_FILE */.nB), (0,external_node_path_.join)(m.proceduralDir, paths/* DIGEST_FILE */.O8)].map((p) => (0,external_node_path_.resolve)(p)));
    const out = [];
    for (const path of await memoryFiles(agent, false)) {
        if (own.has(path))
            continue;
        const bytes = await (0,regular/* readRegularFile */.XF)(path, { maxBytes: regular/* MAX_TEXT_BYTES */.$D }).catch(() => undefined);
        if (bytes === undefined || bytes.includes(0))
            continue;
        out.push({ file: (0,confine/* storeRelative */.EM)(store, path), text: bytes.toString('utf8') });
    }
    return out;
}
/** The review's account of the index fixes: one summary sentence, one list line per dead link. */
function describeIndexFixes(fixes, rel, 
/** The paths written, once applied. */
written) {
    const summary = [];
    const lists = [];
    for (const fix of fixes) {
        const applied = written?.includes(fix.path);
        const removed = fix.dead.filter((d) => d.removed).length;
        const verb = applied === undefined ? 'Removes' : applied ? 'Removed' : 'Did not remove';
        const left = fix.dead.length - removed;
        const prose = left ? `${(0,plural/* plural */.L)(left, 'link', 'links')} to missing files in its prose, left for a reviewer` : '';
        summary.push(removed
            ? `${verb} ${(0,plural/* plural */.L)(removed, 'list item', 'list items')} of ${rel(fix.path)} linking only to missing files${prose ? `; ${prose}` : ''}.`
            : `${rel(fix.path)}: ${prose}.`);
        lists.push({
            label: `Index links to missing files in ${rel(fix.path)}`,
            lines: fix.dead.map((d) => `${d.removed ? 'removed' : 'left (in prose)'}: ${d.line} — ${d.targets.map(rel).join(', ')} does not exist`),
        });
    }
    const data = fixes.map((f) => ({
        path: rel(f.path),
        dead: f.dead.map((d) => ({ line: d.line, targets: d.targets.map(rel), removed: d.removed })),
    }));
    return { summary, lists, data };
}

// EXTERNAL MODULE: ./src/analysis/lessons.ts
var lessons = __nccwpck_require__(9831);
;// CONCATENATED MODULE: ./src/gc/distil-lessons.ts
/**
 * The distil step's lessons (steps/distil.ts): from failures.md and the
 * failed runs among the dropped entries, one lesson per run, planned only
 * when any are new.
 */







/** Lessons from failures.md and the failed dropped entries, one per run, when any are new. */
async function planLessons(step, path, text, proceduralDir, rel, log, at, cap) {
    const notesPath = (0,external_node_path_.join)(proceduralDir, paths/* FAILURES_FILE */.nB);
    const notes = await (0,section_write/* readTextForRewrite */.p)(notesPath, 'distil');
    const failures = (0,lessons/* oneFailurePerRun */.BB)(notes ? (0,lessons/* failuresFromNotes */.Rp)(notes, rel(notesPath)) : [], (0,lessons/* failuresFromEntries */.ck)(step.entries, log));
    if (failures.length === 0)
        return;
    const current = (0,knowledge_items/* parseItems */.mo)(text, 2).items;
    const merged = (0,lessons/* mergeLessons */.EJ)(current, failures, at.slice(0, 10));
    if (merged.ops.length === 0)
        return;
    const folded = (0,knowledge_items/* foldToCap */.T$)(merged.items, cap, 2);
    if (await (0,lock/* isLocked */.ln)(path)) {
        step.lessonsSkipped = `${paths/* LESSONS_FILE */.rD} is locked (${(0,plural/* plural */.L)(merged.ops.length, 'lesson', 'lessons')} not updated)`;
        return;
    }
    step.lessons = {
        write: { path, level: 2, before: text, items: folded.items, header: lessons/* LESSONS_HEADER */.St },
        ops: [...merged.ops, ...folded.folded],
        bytesBefore: Buffer.byteLength((0,knowledge_items/* renderItems */.$)(current, 2), 'utf8'),
        bytesAfter: Buffer.byteLength((0,knowledge_items/* renderItems */.$)(folded.items, 2), 'utf8'),
    };
}

;// CONCATENATED MODULE: ./src/gc/distil-writes.ts
/**
 * When the distil step writes. What a trim is about to drop is kept before
 * the log is touched: digest.md and lessons.md are written first, and if
 * either cannot be (locked, changed since planned, refused on read-back),
 * the agent's trim is held, so its entries stay and the review says why. A
 * summary section (Squad's `## Core Context`) lives in the log itself, so it
 * is checked first (unlocked, unchanged since planned) and written right
 * after the trim, which it must follow byte for byte.
 *
 * Knowledge kept for a trim that then does not happen (the log changed
 * under it) stays: the entries are still there, and distilling them again
 * only confirms it (merge-items.ts counts a citation once).
 */




/** Before any step applies: digest.md and lessons.md written, a summary section checked. */
async function keepBeforeTrim(p, applied) {
    for (const a of (0,model/* standing */.JA)(p)) {
        const step = a.steps.distil;
        if (!step)
            continue;
        const outcome = { digest: false, lessons: false, indexes: [], errors: [] };
        (0,model/* outcomeOf */.sG)(applied, a.name).distil = outcome;
        const trims = p.steps.includes('trim') && (a.steps.trim?.plan?.cut.ranges.length ?? 0) > 0;
        const hold = (err) => {
            outcome.errors.push((0,errors/* formatError */.Wk)(err));
            applied.problems.push(`${a.name}: distil: ${(0,errors/* formatError */.Wk)(err)}`);
            if (trims)
                applied.held[a.name] ??= `what it drops could not be kept first (${(0,errors/* formatError */.Wk)(err)})`;
        };
        if (step.knowledge && trims) {
            const { write } = step.knowledge;
            try {
                if (write.section)
                    await (0,distilled/* assertKnowledgeWritable */.n3)(write);
                else {
                    if (await (0,distilled/* writeKnowledge */.Ux)(write))
                        applied.paths.push(write.path);
                    outcome.digest = true;
                }
            }
            catch (err) {
                hold(err);
            }
        }
        if (step.lessons) {
            try {
                if (await (0,distilled/* writeKnowledge */.Ux)(step.lessons.write))
                    applied.paths.push(step.lessons.write.path);
                outcome.lessons = true;
            }
            catch (err) {
                hold(err);
            }
        }
    }
}
/** After the trim: the summary section's items, then the indexes' dead links. */
async function writeAfterTrim(p, applied) {
    for (const a of (0,model/* standing */.JA)(p)) {
        const step = a.steps.distil;
        const outcome = (0,model/* outcomeOf */.sG)(applied, a.name).distil;
        if (!step || !outcome)
            continue;
        const problem = (err) => {
            outcome.errors.push((0,errors/* formatError */.Wk)(err));
            applied.problems.push(`${a.name}: distil: ${(0,errors/* formatError */.Wk)(err)}`);
        };
        const trimmed = applied.outcomes[a.name]?.trim?.rewritten === true;
        const write = step.knowledge?.write;
        if (write && !trimmed)
            outcome.notWritten = outcome.digest
                ? 'written before the trim, which did not happen: the entries are still in the log'
                : 'the trim did not happen, so nothing was distilled';
        else if (write?.section) {
            try {
                const written = await (0,distilled/* writeKnowledge */.Ux)(write, a.layout);
                outcome.digest = true;
                if (written && !applied.paths.includes(write.path))
                    applied.paths.push(write.path);
            }
            catch (err) {
                problem(err);
            }
        }
        for (const fix of step.indexes) {
            try {
                if (await applyIndexFix(fix))
                    applied.paths.push(fix.path);
                outcome.indexes.push(fix.path);
            }
            catch (err) {
                problem(err);
            }
        }
    }
}

// EXTERNAL MODULE: ./src/gc/steps/trim.ts + 1 modules
var trim = __nccwpck_require__(4194);
;// CONCATENATED MODULE: ./src/gc/steps/distil.ts
/**
 * Distil: before a trim deletes entries, what they hold is kept, in the same
 * change, as knowledge items (memory/knowledge/items.ts): in
 * `<procedural_dir>/digest.md`, or as `### ` items of the log's summary
 * section (`summary_section`, Squad's `Core Context`); failure notes and
 * failed runs become items of lessons.md. Both files are bounded by
 * `[memory] knowledge_max`, kept by consolidating, never by cutting text.
 *
 * Planned (and, with a model, its one call made and checked) before
 * anything is applied, so a dry run shows every operation and a refused
 * answer keeps the agent's trim from happening; written before the trim
 * touches the log, or the trim is held (gc/distil-writes.ts). Every write
 * is re-read and must hold exactly the planned items
 * (memory/knowledge/distilled.ts).
 */














/**
 * The paths HEAD no longer has, read once per run, and only when some agent
 * has entries to distil. A run's batches (gc --all plans 8 agents at a time)
 * share its analysis options; a re-plan after the branch moved (`previous`)
 * reads them again. Loaded on use: git stays out of the CLI's start-up.
 */
const goneOfRun = new WeakMap();
function gonePathsOnce(options, root) {
    const read = () => Promise.all(/* import() */[__nccwpck_require__.e(724), __nccwpck_require__.e(932)]).then(__nccwpck_require__.bind(__nccwpck_require__, 932)).then((m) => m.gonePaths(root));
    if (options.previous)
        return read();
    let gone = goneOfRun.get(options.analysis);
    if (!gone)
        goneOfRun.set(options.analysis, (gone = read()));
    return gone;
}
const distilStep = {
    name: 'distil',
    async plan(p, options) {
        const agents = (0,model/* standing */.JA)(p);
        for (const [i, a] of agents.entries()) {
            options.progress?.('distil', i + 1, agents.length, a.name);
            const memory = a.agent.memory;
            const rel = (path) => (0,confine/* storeRelative */.EM)(p.store, path);
            const step = { entries: [], indexes: [] };
            const trim = a.steps.trim?.plan;
            const lessonsPath = (0,external_node_path_.join)(memory.proceduralDir, paths/* LESSONS_FILE */.rD);
            try {
                const lessonsText = await (0,distilled/* readKnowledgeText */.Se)(lessonsPath);
                const lessonItems = (0,knowledge_items/* parseItems */.mo)(lessonsText, 2).items;
                if (a.status === 'planned' && trim && trim.bytesRemoved > 0) {
                    step.target = memory.summarySection
                        ? { path: memory.path, section: memory.summarySection }
                        : { path: (0,external_node_path_.join)(memory.proceduralDir, paths/* DIGEST_FILE */.O8) };
                    if (!trim.dropped)
                        step.skipped = 'the log is too large to list its dropped entries, so they are not distilled';
                    else if (!memory.summarySection && (await (0,lock/* isLocked */.ln)(step.target.path)))
                        step.skipped = `${rel(step.target.path)} is locked, so the dropped entries are not distilled`;
                    else {
                        step.entries = trim.dropped;
                        const target = memory.summarySection ? 'section' : 'file';
                        const text = await (0,distilled/* readKnowledgeText */.Se)(step.target.path);
                        const before = memory.summarySection ? (0,distilled/* sectionParts */.ME)(text, memory.summarySection).items : text;
                        const current = (0,knowledge_items/* parseItems */.mo)(before, (0,distillation/* levelOf */.In)(target)).items;
                        const previous = options.previous?.agents.find((b) => b.name === a.name)?.steps.distil?.digest;
                        step.digest = await (0,distillation/* distil */.sF)({
                            agent: a.agent,
                            log: a.log,
                            entries: trim.dropped,
                            target,
                            at: p.at,
                            current,
                            others: lessonItems,
                            kept: (trim.kept ?? []).map((e) => e.heading),
                            gone: await gonePathsOnce(options, p.store.root),
                        }, options.analysis, previous);
                        // After the cache: what the agent's other files say changes without the distillation's input changing.
                        const unique = dropDuplicates(step.digest.items, await otherMemoryTexts(a.agent, p.store, step.target.path));
                        step.knowledge = {
                            write: {
                                path: step.target.path,
                                level: (0,distillation/* levelOf */.In)(target),
                                section: step.target.section,
                                before,
                                items: unique.items,
                            },
                            ops: withoutAddedDuplicates(step.digest.ops, unique.ops),
                            bytesBefore: Buffer.byteLength((0,knowledge_items/* renderItems */.$)(current, (0,distillation/* levelOf */.In)(target)), 'utf8'),
                            bytesAfter: Buffer.byteLength((0,knowledge_items/* renderItems */.$)(unique.items, (0,distillation/* levelOf */.In)(target)), 'utf8'),
                        };
                    }
                }
                await planLessons(step, lessonsPath, lessonsText, memory.proceduralDir, rel, a.log, p.at, memory.knowledgeMax);
                step.indexes = await planIndexFixes(a.agent, p.store);
            }
            catch (err) {
                // Nothing of this agent is applied: its entries are not deleted undistilled.
                (0,model/* fail */.fJ)(a, err);
                continue;
            }
            if (step.target || step.lessons || step.lessonsSkipped || step.indexes.length)
                a.steps.distil = step;
        }
    },
    // What the trim drops is kept before the log is touched (distil-writes.ts).
    prepare: keepBeforeTrim,
    apply: writeAfterTrim,
    describe(p, a, applied) {
        const step = a.steps.distil;
        if (!step)
            return undefined;
        const outcome = applied && (0,model/* outcomeOf */.sG)(applied, a.name).distil;
        const rel = (path) => (0,confine/* storeRelative */.EM)(p.store, path);
        const n = step.entries.length;
        const entries = (0,plural/* plural */.L)(n, 'dropped entry', 'dropped entries');
        const summary = [];
        const risks = [];
        if (step.skipped) {
            summary.push(`Not distilled: ${step.skipped}.`);
            risks.push(`dropped entries are not distilled: ${step.skipped}`);
        }
        if (step.digest && step.knowledge && step.target) {
            const where = step.target.section
                ? `the "${step.target.section}" section of ${rel(step.target.path)}`
                : rel(step.target.path);
            const how = `${step.digest.analyzer}${step.digest.cached ? '; reused, as nothing new was dropped since the last distillation: no model call' : ''}`;
            const size = `${step.knowledge.bytesBefore} → ${step.knowledge.bytesAfter} bytes`;
            const counts = opCounts(step.knowledge.ops);
            if (!applied)
                summary.push(`Distils ${entries} into ${where} (${how}): ${counts}; ${size}.`);
            else if (outcome?.digest)
                summary.push(`Distilled ${entries} into ${where} (${how}): ${counts}; ${size}${outcome.notWritten ? `, ${outcome.notWritten}` : ''}.`);
            else {
                const why = outcome?.notWritten ?? outcome?.errors[0] ?? 'not written';
                summary.push(`Did not distil ${entries}: ${why}.`);
            }
            if (step.digest.leftOut > 0)
                summary.push(`The input budget left out the ${step.digest.leftOut} oldest.`);
            const folded = step.knowledge.ops.filter((o) => o.op === 'fold');
            if (folded.length)
                risks.push(`${(0,plural/* plural */.L)(folded.length, 'knowledge item', 'knowledge items')} folded out of ${rel(step.target.path)} to keep it within knowledge_max: ${folded.map((o) => `"${o.title}"`).join(', ')}`);
        }
        if (step.lessons) {
            const verb = applied ? (outcome?.lessons ? 'Updated' : 'Did not update') : 'Updates';
            summary.push(`${verb} ${rel(step.lessons.write.path)}: ${opCounts(step.lessons.ops)}; ${step.lessons.bytesBefore} → ${step.lessons.bytesAfter} bytes.`);
        }
        if (step.lessonsSkipped)
            summary.push(`Lessons not updated: ${step.lessonsSkipped}.`);
        const indexes = describeIndexFixes(step.indexes, rel, applied && (outcome?.indexes ?? []));
        summary.push(...indexes.summary);
        risks.push(...(outcome?.errors ?? []).map((e) => `distil failed: ${e}`));
        return {
            title: 'Distil',
            summary: summary.join(' '),
            lists: [
                // Entries that taught nothing are already listed by the trim; an empty list would only repeat them.
                ...(n && step.knowledge?.ops.length
                    ? [{ label: `Distilled from ${entries}`, lines: step.entries.map(trim/* entryLine */.bV) }]
                    : []),
                ...(step.knowledge?.ops.length && step.target
                    ? [{ label: `Knowledge in ${rel(step.target.path)}`, lines: step.knowledge.ops.map(opLine) }]
                    : []),
                ...(step.lessons
                    ? [{ label: `Lessons in ${rel(step.lessons.write.path)}`, lines: step.lessons.ops.map(opLine) }]
                    : []),
                ...indexes.lists,
            ],
            risks,
            data: {
                target: step.target ? { path: rel(step.target.path), section: step.target.section ?? null } : null,
                distilled: step.entries.map((e) => ({ heading: e.heading, task: e.task })),
                analyzer: step.digest?.analyzer ?? null,
                cached: step.digest?.cached ?? false,
                tokensSent: step.digest?.tokensSent ?? 0,
                knowledge: step.knowledge
                    ? {
                        ops: step.knowledge.ops,
                        bytesBefore: step.knowledge.bytesBefore,
                        bytesAfter: step.knowledge.bytesAfter,
                        items: (0,knowledge_items/* renderItems */.$)(step.knowledge.write.items, step.knowledge.write.level),
                    }
                    : null,
                skipped: step.skipped ?? null,
                lessons: step.lessons
                    ? {
                        path: rel(step.lessons.write.path),
                        ops: step.lessons.ops,
                        bytesBefore: step.lessons.bytesBefore,
                        bytesAfter: step.lessons.bytesAfter,
                    }
                    : null,
                lessonsSkipped: step.lessonsSkipped ?? null,
                indexes: indexes.data,
                redactions: step.digest?.redactions ?? [],
                applied: outcome ?? null,
            },
        };
    },
};
const VERBS = {
    add: 'added',
    update: 'updated',
    supersede: 'superseded',
    remove: 'removed',
    fold: 'folded',
};
function opCounts(ops) {
    const counts = Object.keys(VERBS)
        .map((k) => [k, ops.filter((o) => o.op === k).length])
        .filter(([, c]) => c > 0)
        .map(([k, c]) => `${c} ${VERBS[k]}`);
    return counts.length ? counts.join(', ') : 'no change';
}
/** One operation as a review line: what, the item, its text, its evidence. */
function opLine(o) {
    const text = o.lines.map((l) => l.replace(/^- /, '').replace(/\*\*([^*]+)\*\*/g, '$1')).join(' / ');
    const evidence = o.evidence.length
        ? ` (evidence: ${o.evidence.slice(0, 3).join(', ')}${o.evidence.length > 3 ? ` and ${o.evidence.length - 3} more` : ''})`
        : '';
    return `${VERBS[o.op]} "${o.title}": ${text}${evidence}${o.note ? ` — ${o.note}` : ''}`;
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __nccwpck_require__(1455);
// EXTERNAL MODULE: ./src/config/duration.ts
var duration = __nccwpck_require__(7840);
// EXTERNAL MODULE: ./src/fs/digest.ts
var digest = __nccwpck_require__(3391);
// EXTERNAL MODULE: ./src/text/cut.ts
var cut = __nccwpck_require__(3147);
// EXTERNAL MODULE: ./src/memory/typed/file-ages.ts
var file_ages = __nccwpck_require__(2801);
;// CONCATENATED MODULE: ./src/memory/typed/pruning.ts
/**
 * Typed pruning (aide): episodic files older than episodic_max_age and
 * procedural files older than procedural_max_age are removed; core files,
 * locked files and `.lock` sentinels never are.
 *
 * A file's type is, in this order: its front matter `type:` mapped by
 * `front_matter_types`, the first `types` glob that matches its
 * store-relative path, then the directory it is in. Whatever the rules say,
 * some files are never pruned: the agent's own run log, failures.md (what
 * `memkeep fail` writes) and the distilled digest.md and lessons.md in
 * procedural_dir, core files, and every file a kept index (`index_files`)
 * links to, so pruning never leaves a dead link in an index.
 *
 * planPrune decides from the files and their ages and changes nothing;
 * applyPrune carries a plan out, re-checking each file first, so a file an
 * agent changed or locked after it was planned for pruning is kept. A
 * failure on one file is recorded and the pass goes on.
 */











const FIRST_LINE_MAX = 120;
/** The longest retention among `agents`: how far back history must be read. */
function longestRetention(agents) {
    return Math.max(0, ...agents.flatMap((a) => [a.memory.episodicMaxAgeMs, a.memory.proceduralMaxAgeMs]));
}
/** Decides what pruning would remove, without changing anything; globs match paths relative to `root`. */
async function planPrune(agents, ages, now, root, onAgent) {
    const plan = { items: [], kept: [], errors: [] };
    for (const [i, agent] of agents.entries()) {
        onAgent?.(i + 1, agent.name);
        const m = agent.memory;
        const dirs = [
            ['episodic', m.episodicDir],
            ['procedural', m.proceduralDir],
        ];
        const listed = [];
        const seen = new Set();
        for (const [type, dir] of dirs) {
            try {
                // A file under both dirs (nested config) is judged once, by the first type.
                for (const path of await (0,typed_typed/* listTypedFiles */.wg)(dir)) {
                    if (seen.has(path))
                        continue;
                    seen.add(path);
                    listed.push([type, path]);
                }
            }
            catch (err) {
                plan.errors.push({ agent: agent.name, path: dir, message: (0,errors/* formatError */.Wk)(err) });
            }
        }
        const rel = (path) => (0,external_node_path_.relative)(root, path).split(external_node_path_.sep).join('/');
        const never = neverPruned(agent, [...seen], rel);
        for (const [dirType, path] of listed) {
            const why = never.has((0,external_node_path_.resolve)(path));
            try {
                const age = await ages.ageOf(path);
                if (age.uncertain) {
                    if (!why)
                        plan.kept.push({ agent: agent.name, path, message: `age unknown: ${age.uncertain}` });
                    continue;
                }
                // The shortest retention is the first test: most files are younger than both.
                if (why || !(0,file_ages/* olderThan */.W7)(age, Math.min(m.episodicMaxAgeMs, m.proceduralMaxAgeMs), now))
                    continue;
                // Synchronous: a store can hold tens of thousands of small files, and a
                // thread-pool round trip for each check and read costs more than the work.
                const content = (0,regular/* readRegularFileSync */.cG)(path, { maxBytes: regular/* MAX_TEXT_BYTES */.$D }) ?? Buffer.alloc(0);
                const typed = (0,typed_typed/* memoryTypeOf */.ve)(agent.memory, rel(path), content, dirType);
                if (typed.type === 'core') {
                    plan.kept.push({ agent: agent.name, path, message: `core (${typed.by})` });
                    continue;
                }
                const maxAge = typed.type === 'episodic' ? m.episodicMaxAgeMs : m.proceduralMaxAgeMs;
                if (!(0,file_ages/* olderThan */.W7)(age, maxAge, now))
                    continue;
                if ((0,lock/* isLockedSync */.sN)(path)) {
                    plan.kept.push({ agent: agent.name, path, message: 'locked' });
                    continue;
                }
                plan.items.push({
                    agent: agent.name,
                    type: typed.type,
                    path,
                    age,
                    ageText: (0,file_ages/* formatAge */.nV)(age, now),
                    digest: (0,digest/* digestOf */.o)(content),
                    bytes: content.length,
                    rule: `${typed.type}_max_age ${(0,duration/* formatDuration */.a)(maxAge)} (${typed.by})`,
                    firstLine: firstLine(content),
                });
            }
            catch (err) {
                plan.errors.push({ agent: agent.name, path, message: (0,errors/* formatError */.Wk)(err) });
            }
        }
    }
    return plan;
}
/**
 * Files never pruned whatever the rules say (absolute): the run log,
 * failures.md, the distilled files, core files, indexes and what they link to.
 */
function neverPruned(agent, files, rel) {
    const m = agent.memory;
    const never = new Set([
        (0,external_node_path_.resolve)(m.path),
        (0,external_node_path_.resolve)((0,external_node_path_.join)(m.proceduralDir, paths/* FAILURES_FILE */.nB)),
        ...m.coreFiles.map((f) => (0,external_node_path_.resolve)(f)),
    ]);
    for (const name of paths/* DISTILLED_FILES */.D7)
        never.add((0,external_node_path_.resolve)((0,external_node_path_.join)(m.proceduralDir, name)));
    // Indexes are core (a preset types them so, or they are core_files): what they link to stays.
    const indexes = [...files, ...m.coreFiles].filter((f) => m.indexFiles.some((g) => (0,typed_typed/* globMatch */.eu)(g, rel(f))));
    for (const index of indexes) {
        let text;
        try {
            text = (0,regular/* readRegularFileSync */.cG)(index, { maxBytes: regular/* MAX_TEXT_BYTES */.$D })?.toString('utf8') ?? '';
        }
        catch {
            continue;
        }
        never.add((0,external_node_path_.resolve)(index));
        for (const linked of (0,typed_typed/* linkedFiles */.$S)(index, text))
            never.add((0,external_node_path_.resolve)(linked));
    }
    return never;
}
/** Removes the planned files that are still exactly as planned and unlocked. */
async function applyPrune(plan) {
    const result = { removed: [], skipped: [], errors: [] };
    for (const item of plan.items) {
        try {
            if (await (0,lock/* isLocked */.ln)(item.path)) {
                result.skipped.push({ agent: item.agent, path: item.path, message: 'locked since it was planned' });
                continue;
            }
            let content;
            try {
                const read = await (0,regular/* readRegularFile */.XF)(item.path, { maxBytes: regular/* MAX_TEXT_BYTES */.$D });
                if (!read)
                    throw Object.assign(new Error('gone'), { code: 'ENOENT' });
                content = read;
            }
            catch (err) {
                if (err.code === 'ENOENT') {
                    result.skipped.push({ agent: item.agent, path: item.path, message: 'already gone' });
                    continue;
                }
                throw err;
            }
            if ((0,digest/* digestOf */.o)(content) !== item.digest) {
                result.skipped.push({ agent: item.agent, path: item.path, message: 'changed since it was planned' });
                continue;
            }
            await (0,promises_.unlink)(item.path);
            result.removed.push(item);
        }
        catch (err) {
            result.errors.push({ agent: item.agent, path: item.path, message: (0,errors/* formatError */.Wk)(err) });
        }
    }
    return result;
}
/**
 * What the note is about, for the reviewer: its front matter's
 * `description:` (Claude Code's notes), else its first line of text, not
 * the `---` that opens front matter nor a bare heading mark.
 */
function firstLine(content) {
    const lines = content.subarray(0, 4096).toString('utf8').split(/\r?\n/);
    let body = lines;
    if (lines[0]?.trim() === '---') {
        const end = lines.findIndex((l, i) => i > 0 && /^(---|\.\.\.)\s*$/.test(l));
        const front = end > 0 ? lines.slice(1, end) : [];
        const description = front.map((l) => /^description:\s*(.+)$/.exec(l)?.[1]).find(Boolean);
        if (description)
            return clip(description.replace(/^(["'])(.*)\1$/, '$2'));
        body = end > 0 ? lines.slice(end + 1) : lines.slice(1);
    }
    return clip(body.find((l) => /[\p{L}\p{N}]/u.test(l)) ?? '');
}
function clip(line) {
    return (0,cut/* cutCodePoints */.Dp)(line.trim(), FIRST_LINE_MAX);
}

// EXTERNAL MODULE: ./src/format/axe.ts
var axe = __nccwpck_require__(2563);
;// CONCATENATED MODULE: ./src/gc/prune-distil.ts
/**
 * What a pruned file knows is kept before the file goes (issue 22): every
 * file the prune step plans to remove is read as one entry and distilled
 * (analysis/distillation.ts, the same analyzer as a trim's) into the agent's
 * `<procedural_dir>/digest.md`, written in the same change, before any file
 * is deleted. A file whose knowledge cannot be written (a locked digest, a
 * failed write) is kept.
 *
 * When the distil step writes the same digest in this run (a trim dropped
 * entries too), the pruned files are distilled on top of its items, and
 * written after it: the digest must then hold exactly what the distil step
 * planned, else nothing of the prune is applied.
 */










/** A pruned file as one entry: named by its first heading, its front matter `name:`, else its file name. */
function fileEntry(path, text) {
    let body = text.replace(/\r\n/g, '\n');
    let name;
    const front = /^---\n([\s\S]*?)\n(?:---|\.\.\.)[ \t]*(?:\n|$)/.exec(body);
    if (front) {
        name = /^name:[ \t]*(.+)$/m
            .exec(front[1])?.[1]
            .replace(/^(["'])(.*)\1$/, '$2')
            .trim();
        body = body.slice(front[0].length);
    }
    const heading = /^[ \t]*#{1,6}[ \t]+(.+?)[ \t#]*$/m.exec(body);
    if (heading && body.slice(0, heading.index).trim() === '') {
        name = heading[1];
        body = body.slice(heading.index + heading[0].length);
    }
    return (0,axe/* entryFields */.oy)(`## ${name || (0,external_node_path_.basename)(path, '.md')}\n${body.replace(/^\n+/, '')}`);
}
/** Plans the distillation of `items` (one agent's planned prune) into its digest; undefined when nothing goes. */
async function planPruneDistil(p, a, items, options) {
    if (items.length === 0)
        return undefined;
    const memory = a.agent.memory;
    const path = (0,external_node_path_.join)(memory.proceduralDir, paths/* DIGEST_FILE */.O8);
    if (await (0,lock/* isLocked */.ln)(path))
        throw (0,errors/* opError */.ey)(`${(0,confine/* storeRelative */.EM)(p.store, path)} is locked, so pruned files cannot be distilled`);
    const trimWrite = a.steps.distil?.knowledge?.write;
    const afterDistil = trimWrite?.path === path && trimWrite.section === undefined;
    const before = afterDistil ? trimWrite.before : await (0,distilled/* readKnowledgeText */.Se)(path);
    let current = afterDistil ? trimWrite.items : (0,knowledge_items/* parseItems */.mo)(before, 2).items;
    const start = current;
    const ops = [];
    let analyzer = 'local';
    for (const item of items) {
        const text = (await (0,regular/* readRegularFile */.XF)(item.path, { maxBytes: regular/* MAX_TEXT_BYTES */.$D }))?.toString('utf8') ?? '';
        const rel = (0,confine/* storeRelative */.EM)(p.store, item.path);
        const done = await (0,distillation/* distil */.sF)({
            agent: a.agent,
            log: rel,
            entries: [fileEntry(rel, text)],
            target: 'file',
            at: p.at,
            current,
            others: [],
            kept: [],
        }, options.analysis);
        current = done.items;
        ops.push(...done.ops);
        analyzer = done.analyzer;
    }
    return {
        write: { path, level: 2, before, items: current },
        ops,
        files: items.map((i) => i.path),
        analyzer,
        afterDistil,
        bytesBefore: Buffer.byteLength((0,knowledge_items/* renderItems */.$)(start, 2), 'utf8'),
        bytesAfter: Buffer.byteLength((0,knowledge_items/* renderItems */.$)(current, 2), 'utf8'),
    };
}
/**
 * Writes the planned digest; throws when it cannot, so the caller keeps the
 * files. Returns whether the file was written (false: it already held the items).
 */
async function applyPruneDistil(d, a, applied) {
    let write = d.write;
    if (d.afterDistil) {
        const before = applied.outcomes[a.name]?.distil;
        if (!before?.digest)
            throw (0,errors/* opError */.ey)(`${d.write.path}: the distil step did not write it, so the pruned files are not distilled`);
        // The digest as the distil step left it: exactly its planned items, else someone wrote it since.
        const now = await (0,distilled/* readKnowledgeText */.Se)(d.write.path);
        const planned = a.steps.distil?.knowledge?.write.items ?? [];
        if ((0,knowledge_items/* renderItems */.$)((0,knowledge_items/* parseItems */.mo)(now, 2).items, 2) !== (0,knowledge_items/* renderItems */.$)(planned, 2))
            throw (0,errors/* opError */.ey)(`${d.write.path} changed since it was planned; the pruned files are not distilled`);
        write = { ...write, before: now };
    }
    return (0,distilled/* writeKnowledge */.Ux)(write);
}

;// CONCATENATED MODULE: ./src/gc/steps/prune.ts
/**
 * Prune: typed memory older than its retention goes (memory/typed/pruning.ts has the
 * rules). Ages come from one git history pass for all agents, so the step
 * plans the store at once. The apply removes exactly the planned files,
 * each re-checked by digest: a file changed or locked since is kept. What
 * the files know goes into the agent's digest first, in the same change
 * (prune-distil.ts); a file whose knowledge cannot be kept is kept.
 */






const pruneStep = {
    name: 'prune',
    async plan(p, options) {
        const agents = (0,model/* standing */.JA)(p);
        if (agents.length === 0)
            return;
        const list = agents.map((a) => a.agent);
        // Loaded on use: git's client must not cost the start of commands that never prune.
        const { gitAges } = await Promise.all(/* import() */[__nccwpck_require__.e(724), __nccwpck_require__.e(102)]).then(__nccwpck_require__.bind(__nccwpck_require__, 3102));
        const ages = await gitAges(p.store.root, {
            cutoff: new Date(options.now.getTime() - longestRetention(list)),
            deepen: options.deepen,
        });
        const planned = await planPrune(list, ages, options.now, p.store.root, (i, name) => options.progress?.('prune', i, list.length, name));
        for (const a of agents) {
            const mine = (n) => n.agent === a.name;
            const step = {
                items: planned.items.filter(mine),
                kept: planned.kept.filter(mine),
                errors: planned.errors.filter(mine),
            };
            try {
                // `status` only counts (a dry run that lists nothing): it never reads files to distil, nor calls a model.
                if (!(options.dryRun && options.list === false))
                    step.distil = await planPruneDistil(p, a, step.items, options);
            }
            catch (err) {
                // Never pruned undistilled: the files stay, and say why.
                const why = `kept: its knowledge cannot be distilled first (${(0,errors/* formatError */.Wk)(err)})`;
                step.kept.push(...step.items.map((i) => ({ agent: a.name, path: i.path, message: why })));
                step.items = [];
                p.problems.push(`${a.name}: ${why}`);
            }
            a.steps.prune = step;
        }
        p.notes.push(`Ages from ${ages.describe}.`);
        p.problems.push(...ages.warnings, ...planned.errors.map((e) => `${e.agent}: cannot prune ${(0,confine/* storeRelative */.EM)(p.store, e.path)}: ${e.message}`));
    },
    async apply(p, applied) {
        for (const a of (0,model/* standing */.JA)(p)) {
            const items = a.steps.prune?.items ?? [];
            if (items.length === 0)
                continue;
            const distil = a.steps.prune?.distil;
            if (distil) {
                try {
                    if ((await applyPruneDistil(distil, a, applied)) && !applied.paths.includes(distil.write.path))
                        applied.paths.push(distil.write.path);
                }
                catch (err) {
                    const message = `kept: its knowledge could not be distilled first (${(0,errors/* formatError */.Wk)(err)})`;
                    (0,model/* outcomeOf */.sG)(applied, a.name).prune = {
                        removed: [],
                        skipped: items.map((i) => ({ agent: a.name, path: i.path, message })),
                        errors: [],
                    };
                    applied.problems.push(`${a.name}: prune: ${message}`);
                    continue;
                }
            }
            const result = await applyPrune({ items, kept: [], errors: [] });
            (0,model/* outcomeOf */.sG)(applied, a.name).prune = { removed: result.removed, skipped: result.skipped, errors: result.errors };
            applied.paths.push(...result.removed.map((r) => r.path));
            for (const e of result.errors)
                applied.problems.push(`${a.name}: cannot prune ${(0,confine/* storeRelative */.EM)(p.store, e.path)}: ${e.message}`);
        }
    },
    describe(p, a, applied) {
        const step = a.steps.prune;
        if (!step)
            return undefined;
        const outcome = applied && (0,model/* outcomeOf */.sG)(applied, a.name).prune;
        const removed = applied ? (outcome?.removed ?? []) : step.items;
        const rel = (path) => (0,confine/* storeRelative */.EM)(p.store, path);
        const kept = [...step.kept, ...(outcome?.skipped ?? [])];
        const files = (n) => (0,plural/* plural */.L)(n, 'file', 'files');
        const summary = removed.length
            ? `${applied ? 'Pruned' : 'Would prune'} ${files(removed.length)} (${removed.reduce((n, r) => n + r.bytes, 0)} bytes).`
            : 'Nothing to prune.';
        const procedural = removed.filter((r) => r.type === 'procedural');
        const distil = step.distil && removed.length ? distilLine(step.distil, rel, applied !== undefined) : '';
        return {
            title: 'Prune',
            summary: `${summary}${distil}${kept.length ? ` Kept ${files(kept.length)} although old enough.` : ''}`,
            lists: [
                ...(removed.length
                    ? [
                        {
                            label: `${files(removed.length)} pruned`,
                            lines: removed.map((r) => `${rel(r.path)} (${r.type}, age ${r.ageText}, ${r.rule}): ${r.firstLine}`),
                        },
                    ]
                    : []),
                ...(kept.length
                    ? [{ label: `${files(kept.length)} kept`, lines: kept.map((k) => `${rel(k.path)}: ${k.message}`) }]
                    : []),
            ],
            risks: procedural.length ? [`procedural memory goes: ${procedural.map((r) => rel(r.path)).join(', ')}`] : [],
            tally: { filesPruned: removed.length, bytesRemoved: removed.reduce((n, r) => n + r.bytes, 0) },
            data: {
                pruned: removed.map((r) => ({
                    path: rel(r.path),
                    type: r.type,
                    age: r.ageText,
                    rule: r.rule,
                    firstLine: r.firstLine,
                    bytes: r.bytes,
                })),
                kept: kept.map((k) => ({ path: rel(k.path), reason: k.message })),
                distilled: step.distil
                    ? {
                        target: rel(step.distil.write.path),
                        files: step.distil.files.map(rel),
                        analyzer: step.distil.analyzer,
                        ops: step.distil.ops,
                        bytesBefore: step.distil.bytesBefore,
                        bytesAfter: step.distil.bytesAfter,
                    }
                    : null,
                errors: [...step.errors, ...(outcome?.errors ?? [])].map((e) => ({ path: rel(e.path), message: e.message })),
            },
        };
    },
};
/** What the pruned files' distillation adds to the digest, for the summary line. */
function distilLine(d, rel, applied) {
    const added = d.ops.filter((o) => o.op !== 'fold').length;
    return ` ${applied ? 'Distilled' : 'Distils'} them first into ${rel(d.write.path)} (${d.analyzer}): ${(0,plural/* plural */.L)(added, 'knowledge item', 'knowledge items')} added or updated; ${d.bytesBefore} → ${d.bytesAfter} bytes.`;
}

;// CONCATENATED MODULE: ./src/gc/steps/registry.ts




const STEPS = [trim/* trimStep */.XS, analyseStep, distilStep, pruneStep];


/***/ }),

/***/ 4194:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  fP: () => (/* binding */ attention),
  bV: () => (/* binding */ entryLine),
  XS: () => (/* binding */ trimStep)
});

// UNUSED EXPORTS: trimTarget

// EXTERNAL MODULE: ./src/analysis/entries.ts
var analysis_entries = __nccwpck_require__(8834);
// EXTERNAL MODULE: ./src/config/confine.ts
var confine = __nccwpck_require__(1094);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __nccwpck_require__(3916);
// EXTERNAL MODULE: ./src/fs/lock.ts
var lock = __nccwpck_require__(2088);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __nccwpck_require__(1455);
// EXTERNAL MODULE: ./src/fs/atomic.ts
var atomic = __nccwpck_require__(230);
// EXTERNAL MODULE: ./src/fs/handle.ts
var handle = __nccwpck_require__(1617);
// EXTERNAL MODULE: ./src/fs/writelock.ts + 1 modules
var writelock = __nccwpck_require__(5470);
// EXTERNAL MODULE: ./src/memory/runlog/plan-trim.ts
var plan_trim = __nccwpck_require__(1923);
// EXTERNAL MODULE: ./src/memory/runlog/scan.ts
var scan = __nccwpck_require__(1040);
;// CONCATENATED MODULE: ./src/memory/runlog/apply-trim.ts
/**
 * Applying a trim plan (trim.ts): exactly the planned ranges go, verified
 * by the plan's pin of the dropped bytes, under the write lock, in one
 * atomic rewrite that keeps what was appended meanwhile.
 */








/**
 * Carries out a plan atomically; true when the log was rewritten (the plan
 * removes entries). A locked log is never trimmed. If the bytes the plan
 * pinned are no longer the same (the log was rewritten, trimmed, prepended
 * to or truncated since planning) it refuses and changes nothing. Every byte
 * outside the removed ranges is copied, up to the current end of the file,
 * so entries appended after planning survive: the bulk is copied first, then
 * the rest under the write lock (fs/writelock.ts), which appendEntry also holds,
 * so no append can land in the old file between the last copy and the
 * rename. A plan that removes nothing still clears a write lock left by a
 * killed writer.
 */
async function applyTrim(plan, options = {}) {
    const { path } = plan;
    await (0,writelock/* clearStaleWriteLock */.PL)(path);
    if (plan.cut.ranges.length === 0)
        return false;
    const chunkSize = (0,scan/* chunkSizeOf */.mT)(options);
    await (0,lock/* assertUnlocked */.Wj)(path, 'trim');
    return (0,handle/* withFile */.D4)(path, () => {
        throw changedUnderUs(path);
    }, async (src) => {
        await verifyPins(src, plan);
        let release;
        let end = 0;
        try {
            await (0,atomic/* replaceFile */.fR)(path, async (dst) => {
                let pos = 0;
                for (const [from, to] of plan.cut.ranges) {
                    await (0,handle/* copyRange */.hU)(src, dst, pos, from, chunkSize);
                    pos = to;
                }
                end = await (0,handle/* copyToEnd */.et)(src, dst, pos, chunkSize);
            }, {
                finish: async (dst) => {
                    release = await (0,writelock/* acquireWriteLock */.Vg)(path);
                    // Another trim may have replaced the log since we opened it: appends
                    // now go to its file, and renaming ours over it would drop them.
                    const [ours, current] = await Promise.all([src.stat(), (0,promises_.stat)(path)]);
                    if (ours.ino !== current.ino || ours.dev !== current.dev)
                        throw changedUnderUs(path);
                    end = await (0,handle/* copyToEnd */.et)(src, dst, end, chunkSize);
                },
            });
            // Appenders outside memkeep do not take the write lock. What they wrote to the old file
            // goes right after what was copied, before anything appended to the new one since.
            await (0,atomic/* carryOverTail */.ei)(src, end, path, end - plan.bytesRemoved, chunkSize);
        }
        finally {
            await release?.();
        }
        return true;
    });
}
async function verifyPins(fh, plan) {
    const { size } = await fh.stat();
    if (size >= plan.cut.plannedSize && (await (0,plan_trim/* pinnedDigest */.tN)(fh, plan.cut.pins)) === plan.cut.digest)
        return;
    throw changedUnderUs(plan.path);
}
function changedUnderUs(path) {
    return (0,errors/* opError */.ey)(`cannot trim ${path}: the log changed under us since the trim was planned; nothing was trimmed`, {
        file: path,
    });
}

// EXTERNAL MODULE: ./src/memory/runlog/entry-order.ts
var entry_order = __nccwpck_require__(6996);
// EXTERNAL MODULE: ./src/text/plural.ts
var plural = __nccwpck_require__(573);
// EXTERNAL MODULE: ./src/gc/model.ts
var model = __nccwpck_require__(719);
;// CONCATENATED MODULE: ./src/gc/steps/trim.ts
/**
 * Trim: keep the newest `last_n` entries of each run log (axe's rule: else
 * `max_entries`, else no trimming). Planned on what the analysis reads, so
 * the apply drops exactly the entries planned and keeps whatever an agent
 * appends meanwhile; a locked log is left alone, as prune keeps a locked file.
 */









/**
 * axe's trim target: last_n when positive, else max_entries when positive,
 * else undefined (no trimming; the analysis still runs).
 */
function trimTarget(memory) {
    if (memory.lastN > 0)
        return memory.lastN;
    if (memory.maxEntries > 0)
        return memory.maxEntries;
    return undefined;
}
/** An entry as the review lists it: its heading and task on one line. */
function entryLine(e) {
    return e.task ? `${e.heading} — ${e.task}` : e.heading;
}
const trimStep = {
    name: 'trim',
    async plan(p, options) {
        const agents = (0,model/* withEntries */.bA)(p);
        for (const [i, a] of agents.entries()) {
            options.progress?.('trim', i + 1, agents.length, a.name);
            const target = options.keep ?? trimTarget(a.agent.memory);
            const step = (a.steps.trim = { target });
            if (!target)
                continue;
            if (a.agent.memory.knowledge) {
                step.knowledge = a.agent.memory.knowledge;
                continue;
            }
            try {
                // Synchronous: gc plans every agent, and a thread-pool round trip each costs more than the check.
                if ((0,lock/* isLockedSync */.sN)(a.agent.memory.path))
                    step.locked = true;
                else
                    step.plan = await (0,plan_trim/* planTrim */.CV)(a.agent.memory.path, target, {
                        known: a.scan,
                        count: options.count !== false,
                        list: options.count !== false && options.list !== false,
                        layout: a.layout,
                        lineTimes: p.lineTimes,
                    });
            }
            catch (err) {
                if (err instanceof entry_order/* OrderRefused */.tM) {
                    const config = (0,confine/* storeRelative */.EM)(p.store, a.agent.configFile);
                    step.refused = { message: err.message, remedy: err.remedy, config };
                    p.problems.push(`${a.name}: ${attention(step.refused)}`);
                    continue;
                }
                a.steps.trim = undefined;
                a.status = 'failed';
                a.error = { code: 1, message: (0,errors/* formatError */.Wk)(err) };
            }
        }
    },
    async apply(p, applied) {
        for (const a of (0,model/* withEntries */.bA)(p)) {
            const plan = a.steps.trim?.plan;
            if (!plan)
                continue;
            const outcome = { rewritten: false };
            (0,model/* outcomeOf */.sG)(applied, a.name).trim = outcome;
            const held = applied.held[a.name];
            if (held) {
                outcome.error = held;
                applied.problems.push(`${a.name}: trim skipped: ${held}`);
                continue;
            }
            try {
                // A plan that removes nothing still clears a write lock a killed writer left.
                outcome.rewritten = await applyTrim(plan);
                if (outcome.rewritten)
                    applied.paths.push(plan.path);
            }
            catch (err) {
                outcome.error = (0,errors/* formatError */.Wk)(err);
                applied.problems.push(`${a.name}: trim skipped: ${outcome.error}`);
            }
        }
    },
    describe(_p, a, applied) {
        const step = a.steps.trim;
        if (!step)
            return undefined;
        const outcome = applied && (0,model/* outcomeOf */.sG)(applied, a.name).trim;
        const data = {
            target: step.target ?? null,
            locked: step.locked ?? false,
            knowledge: step.knowledge ?? null,
            refused: step.refused ?? null,
            ...planData(step.plan, a.entries),
            applied: outcome ?? null,
        };
        if (step.target === 0)
            return { title: 'Trim', summary: 'Nothing to trim: --keep 0 keeps every entry.', data };
        if (!step.target)
            return { title: 'Trim', summary: 'No trim target configured (last_n and max_entries are both 0).', data };
        if (step.locked)
            return { title: 'Trim', summary: `Trim skipped: ${a.log} is locked.`, data };
        if (step.knowledge)
            return {
                title: 'Trim',
                summary: `Not trimmed by count: ${a.log} is a knowledge file (${step.knowledge}); analysed and loaded as it is.`,
                data,
            };
        if (step.refused)
            return { title: 'Trim', summary: attention(step.refused), data };
        const plan = step.plan;
        if (plan.bytesRemoved === 0) {
            return {
                title: 'Trim',
                summary: `No trimming needed: ${a.entries} entries within limit (${step.target}).`,
                data,
            };
        }
        if (outcome?.error)
            return { title: 'Trim', summary: `Trim failed, nothing removed: ${outcome.error}`, data };
        const done = applied !== undefined && outcome?.rewritten;
        return {
            title: 'Trim',
            summary: `${done ? 'Removed' : 'Would remove'} ${dropSummary(plan)} and ${done ? 'kept' : 'keep'} the newest ${step.target}.`,
            lists: plan.dropped && [
                { label: `${(0,plural/* plural */.L)(plan.dropped.length, 'entry', 'entries')} dropped`, lines: plan.dropped.map(entryLine) },
                { label: `${(0,plural/* plural */.L)(plan.kept.length, 'entry', 'entries')} kept`, lines: plan.kept.map(entryLine) },
            ],
            // A failed run the distil step keeps (in the digest and lessons.md) is not at risk.
            risks: distils(a, applied) ? [] : failedRisk(plan.dropped),
            tally: applied && !done ? {} : { entriesRemoved: plan.removed, bytesRemoved: plan.bytesRemoved },
            data,
        };
    },
};
/** A refused trim as people read it: what is wrong and the line that fixes it. */
function attention(refused) {
    return `Needs attention: trim refused: ${refused.message}. To trim, add \`${refused.remedy}\` to [memory] in ${refused.config}. Loading, analysis and distillation are not affected.`;
}
function planData(plan, entries = 0) {
    if (!plan)
        return {};
    const list = (entries) => entries?.map((e) => ({ heading: e.heading, task: e.task, failed: (0,analysis_entries/* runFailed */.Np)(e.result) })) ?? null;
    return {
        removed: plan.removed ?? null,
        kept: plan.bytesRemoved ? plan.keep : entries,
        bytesRemoved: plan.bytesRemoved,
        dropped: list(plan.dropped),
        keptEntries: list(plan.kept),
    };
}
/** `7 entries (2026-01-01T00:00:00Z … 2026-01-07T00:00:00Z)`, or the bytes when the entries were not listed. */
function dropSummary(plan) {
    const d = plan.dropped;
    if (d?.length) {
        const range = d.length === 1 ? d[0].heading : `${d[0].heading} … ${d[d.length - 1].heading}`;
        return `${(0,plural/* plural */.L)(d.length, 'entry', 'entries')} (${range})`;
    }
    const n = plan.removed === undefined ? 'older entries' : (0,plural/* plural */.L)(plan.removed, 'entry', 'entries');
    return `${n} (${plan.bytesRemoved} bytes)`;
}
/** The dropped entries are distilled: planned so, and, once applied, written. */
function distils(a, applied) {
    const d = a.steps.distil;
    if (!d?.digest || d.skipped)
        return false;
    return applied === undefined || applied.outcomes[a.name]?.distil?.digest === true;
}
function failedRisk(dropped) {
    const failed = (dropped ?? []).filter((e) => (0,analysis_entries/* runFailed */.Np)(e.result));
    if (failed.length === 0)
        return [];
    return [
        `${(0,plural/* plural */.L)(failed.length, 'dropped entry records', 'dropped entries record')} a failed run: ${failed
            .slice(0, 3)
            .map((e) => e.heading)
            .join(', ')}${failed.length > 3 ? ', …' : ''}`,
    ];
}


/***/ }),

/***/ 1590:
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

/***/ 8719:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   r: () => (/* binding */ lineTimes)
/* harmony export */ });
async function lineTimes(path) {
    const { blameLines } = await Promise.all(/* import() */[__nccwpck_require__.e(724), __nccwpck_require__.e(607)]).then(__nccwpck_require__.bind(__nccwpck_require__, 1607));
    return blameLines(path);
}


/***/ }),

/***/ 1932:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  D7: () => (/* binding */ loadForAgent),
  C9: () => (/* binding */ renderAgentLoad)
});

// UNUSED EXPORTS: DEFAULT_LOAD_BUDGET

// EXTERNAL MODULE: ./src/config/confine.ts
var confine = __nccwpck_require__(1094);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __nccwpck_require__(3916);
// EXTERNAL MODULE: ./src/format/layout.ts
var format_layout = __nccwpck_require__(533);
// EXTERNAL MODULE: ./src/fs/regular.ts
var regular = __nccwpck_require__(7051);
// EXTERNAL MODULE: ./src/fs/text-head.ts
var text_head = __nccwpck_require__(1587);
// EXTERNAL MODULE: ./src/text/cut.ts
var cut = __nccwpck_require__(3147);
// EXTERNAL MODULE: ./src/text/redact.ts + 4 modules
var redact = __nccwpck_require__(5813);
// EXTERNAL MODULE: ./src/format/fence.ts
var format_fence = __nccwpck_require__(3890);
// EXTERNAL MODULE: ./src/memory/sections/section-file.ts
var section_file = __nccwpck_require__(4046);
;// CONCATENATED MODULE: ./src/memory/load-items.ts
/**
 * Cutting a file for `load` at item boundaries, never inside one: a
 * knowledge file's item is a `## ` section, a summary section's item a
 * `### ` heading inside it, anything else is cut before a heading or a list
 * item. A heading inside a fenced code block is body text.
 */



const STARTS = {
    sections: /^## /,
    subsections: /^###? /,
    blocks: /^(#{1,6} | {0,3}([-*+]|\d{1,9}[.)])\s)/,
};
/** Character offsets where items start; the text before the first (a preamble) is an item of its own. */
function itemStarts(text, kind) {
    const starts = [];
    let fence;
    let at = 0;
    for (const line of text.split('\n')) {
        if (fence) {
            if ((0,format_fence/* closesFence */.Tv)(line, fence))
                fence = undefined;
        }
        else if ((fence = (0,format_fence/* openingFence */.sv)(line)) === undefined && at > 0 && STARTS[kind].test(line))
            starts.push(at);
        at += line.length + 1;
    }
    return [0, ...starts];
}
/**
 * The longest run of whole items from the start of `text` within `maxBytes`
 * (UTF-8), with how many items it holds of how many; '' when not even the
 * first fits.
 */
function cutItems(text, maxBytes, kind) {
    const starts = itemStarts(text, kind);
    let items = 0;
    let end = 0;
    let bytes = 0;
    for (let i = 0; i < starts.length; i++) {
        const next = starts[i + 1] ?? text.length;
        bytes += Buffer.byteLength(text.slice(starts[i], next));
        if (bytes > maxBytes)
            break;
        items = i + 1;
        end = next;
    }
    return { text: text.slice(0, end), items, total: starts.length };
}
/**
 * A knowledge file's text, or the body of its `## <section>` (heading line
 * excluded), undefined when there is none; `cut` when only its head could
 * be read. A file too big to load is typed by a small head (`head`), but
 * knowledge is what an agent must start with: it is read from a head of
 * `maxBytes`, and when that head ends inside the text, the item the end
 * cuts is left out, so no part of an item is ever loaded.
 */
function wholeItems(path, head, section, kind, maxBytes) {
    const read = head === undefined || head.whole ? head : (0,text_head/* readTextHead */.q)(path, maxBytes);
    const text = read?.text;
    if (text === undefined)
        return { cut: false };
    const found = section === undefined ? undefined : (0,section_file/* splitSections */.nO)(text).sections.find((x) => x.heading === section);
    if (section !== undefined && !found)
        return { cut: false };
    const cut = read?.whole === false && (!found || text.endsWith(found.raw));
    const whole = found ? found.body : text;
    const body = cut ? whole.slice(0, itemStarts(whole, kind).at(-1)) : whole;
    if (!found)
        return { text: body, cut };
    return body.trim() === '' ? { cut } : { text: body.replace(/^\n+/, ''), cut };
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
// EXTERNAL MODULE: ./src/config/paths.ts
var paths = __nccwpck_require__(1066);
// EXTERNAL MODULE: ./src/memory/typed/typed.ts
var typed_typed = __nccwpck_require__(5260);
;// CONCATENATED MODULE: ./src/memory/load-order.ts
/**
 * What `load` gives an agent, in which order, each file labelled by its real
 * type (DESIGN §8, "Load order"): core files, then each index (MEMORY.md)
 * and the files it links in link order, then knowledge (digest.md or the
 * layout's summary section, such as Squad's `## Core Context`), then
 * lessons.md, then the other procedural notes; the newest run-log entries
 * come last (load.ts). Each file once. Episodic notes are short-lived and
 * not loaded (the newest entries stand for recent work); they are listed as
 * left out.
 *
 * This module only decides: it reads nothing itself. The caller hands in
 * what it read of each file (`contentOf`), so how a file is read (caps,
 * refusing what is not a regular file) stays the reader's business.
 */



/**
 * Orders `listed` (the files under the agent's procedural and episodic
 * dirs) and its core files for loading. `rel` gives the store-relative
 * path the type globs match; `contentOf` what the reader read of a file
 * (undefined when it could not).
 */
function planLoad(memory, listed, rel, contentOf) {
    const log = (0,external_node_path_.resolve)(memory.path);
    const digest = (0,external_node_path_.resolve)((0,external_node_path_.join)(memory.proceduralDir, paths/* DIGEST_FILE */.O8));
    const lessons = (0,external_node_path_.resolve)((0,external_node_path_.join)(memory.proceduralDir, paths/* LESSONS_FILE */.rD));
    const own = new Set(listed.map((p) => (0,external_node_path_.resolve)(p)));
    const typed = (path) => {
        if (memory.coreFiles.some((c) => (0,external_node_path_.resolve)(c) === path))
            return { type: 'core', by: 'core_files' };
        // A file under both dirs (one folder for all, as Claude Code keeps it) is judged by the episodic dir first, as pruning does.
        const dirType = isUnder(path, memory.episodicDir) ? 'episodic' : 'procedural';
        return (0,typed_typed/* memoryTypeOf */.ve)(memory, rel(path), contentOf(path) ?? Buffer.alloc(0), dirType);
    };
    const typeOf = (path) => typed(path).type;
    const isIndex = (path) => memory.indexFiles.some((g) => (0,typed_typed/* globMatch */.eu)(g, rel(path)));
    const files = [];
    const seen = new Set();
    const add = (c) => {
        if (seen.has(c.path + (c.section ?? '')))
            return;
        seen.add(c.path + (c.section ?? ''));
        files.push(c);
    };
    const special = (p) => p === digest || p === lessons;
    const sorted = [...own].sort();
    // 1. Core: the configured core files in their order, then the files typed core in the order of
    // the rules that type them (a preset lists a layout's files in its reading order: Cline's
    // projectbrief.md first, its .cursor rules last), then by path.
    const rule = (p) => {
        const i = memory.types.findIndex(([glob]) => (0,typed_typed/* globMatch */.eu)(glob, rel(p)));
        return i < 0 ? memory.types.length : i;
    };
    // A document core only by a preset's rule for the rest of its folder (kept as knowledge, never aged
    // out) is no core file to read first: it comes with the index that links it, or after the knowledge.
    const folderKnowledge = (p) => typed(p).by.endsWith(KEPT);
    const core = [
        ...memory.coreFiles.map((p) => (0,external_node_path_.resolve)(p)),
        ...sorted
            .filter((p) => !special(p) && typeOf(p) === 'core' && !folderKnowledge(p))
            .sort((a, b) => rule(a) - rule(b)),
    ];
    for (const path of core)
        if (!isIndex(path))
            add({ path, kind: 'core', items: 'blocks' });
    // 2. Each index, then what it links, in link order; only the agent's own files (a link is no way out of its memory).
    for (const index of [...new Set([...core, ...sorted])].filter(isIndex)) {
        add({ path: index, kind: typeOf(index), index: true, items: 'blocks' });
        const text = contentOf(index)?.toString('utf8') ?? '';
        for (const linked of (0,typed_typed/* linkedFiles */.$S)(index, text).map((p) => (0,external_node_path_.resolve)(p))) {
            if (!own.has(linked) || special(linked) || linked === index)
                continue;
            add({ path: linked, kind: typeOf(linked), linkedFrom: index, items: 'blocks' });
        }
    }
    // 3. Knowledge, then lessons.
    if (memory.summarySection)
        add({ path: log, kind: 'knowledge', section: memory.summarySection, items: 'subsections' });
    if (own.has(digest))
        add({ path: digest, kind: 'knowledge', items: 'sections' });
    if (own.has(lessons))
        add({ path: lessons, kind: 'lessons', items: 'sections' });
    // 4. The other procedural notes, by path; the run log is loaded as entries, not as a note.
    const notLoaded = [];
    for (const path of sorted) {
        if (seen.has(path) || special(path) || path === log)
            continue;
        const type = typeOf(path);
        if (type === 'procedural')
            add({ path, kind: 'procedural', items: 'blocks' });
        else if (type === 'core')
            add({ path, kind: 'knowledge', items: 'blocks' });
        else
            notLoaded.push({
                path,
                reason: 'episodic: short-lived, not loaded (the newest run-log entries stand for recent work)',
            });
    }
    return { files, logIsFile: seen.has(log), notLoaded };
}
/** How a preset's catch-all rule for a layout's folder ends its reason (config/presets.ts). */
const KEPT = 'knowledge, never aged out';
function isUnder(path, dir) {
    const d = (0,external_node_path_.resolve)(dir);
    return path === d || path.startsWith(d + external_node_path_.sep);
}

// EXTERNAL MODULE: ./src/memory/runlog/entry-order.ts
var entry_order = __nccwpck_require__(6996);
// EXTERNAL MODULE: ./src/memory/runlog/scan.ts
var scan = __nccwpck_require__(1040);
;// CONCATENATED MODULE: ./src/memory/agent-load.ts
/**
 * What an agent starts a run with (`memkeep load <agent>`, the MCP `load`
 * tool), within a byte budget, in the order load-order.ts decides: core
 * files, each index and what it links, knowledge, lessons, procedural
 * notes, then the newest run-log entries; a file that does not fit whole is
 * cut at an item boundary (load-items.ts). Read-only; what is left out is
 * listed with why.
 *
 * Everything returned passes through redaction: run-log entries and failure
 * notes are copied from model output and tool logs, and an agent that loads
 * its memory into a prompt would otherwise send a leaked key onwards.
 */












const DEFAULT_LOAD_BUDGET = 25 * 1024;
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
        omittedMore: { files: 0, bytes: 0 },
        warnings: [],
    };
    const left = () => budget - out.bytes;
    const clean = (path, text) => {
        const { text: redacted, findings } = (0,redact/* redactSecrets */.fp)(text);
        if (findings.length > 0) {
            const lines = [...new Set(findings.map((f) => f.line))].join(', ');
            out.warnings.push(`${path}: ${findings.length} secret(s) redacted (line ${lines})`);
        }
        return redacted;
    };
    const m = agent.memory;
    const rel = (path) => (0,confine/* storeRelative */.EM)(store, path);
    // Read once: the plan types files by their front matter and follows index links, then the loop loads them.
    const listed = [...new Set([...(await (0,typed_typed/* listTypedFiles */.wg)(m.proceduralDir)), ...(await (0,typed_typed/* listTypedFiles */.wg)(m.episodicDir))])];
    // Of each file at most what the budget could hold is read (a 2 GB note costs no more than a small
    // one); what is not a regular file (a FIFO, a device) is refused before any read could block.
    const texts = new Map();
    const read = (path) => {
        if (!texts.has(path)) {
            try {
                const size = (0,regular/* readRegularHeadSync */._J)(path, 0)?.size;
                // Too big to load whatever the budget: only a head to type it by (front matter) is read.
                const big = size !== undefined && size > budget + CUT_MARGIN;
                const head = (0,text_head/* readTextHead */.q)(path, big ? TYPING_BYTES : budget + CUT_MARGIN, { nul: big ? 'keep' : 'binary' });
                texts.set(path, big ? { text: head?.text ?? '', size, whole: false } : head);
            }
            catch (err) {
                if (!(err instanceof errors/* MemkeepError */.xp))
                    throw err;
                texts.set(path, 'refused');
            }
        }
        return texts.get(path);
    };
    const textOf = (path) => {
        const t = read(path);
        return t === undefined || t === 'refused' ? undefined : t;
    };
    for (const path of [...listed, ...m.coreFiles])
        read(path);
    const order = planLoad(m, listed, rel, (path) => {
        const t = textOf(path);
        return t === undefined ? undefined : Buffer.from(t.text);
    });
    // Knowledge is never crowded out whole: the files loaded before it (core, the index and what it
    // links) leave it what it needs, up to a share of the budget, and are cut at their items instead.
    const isKnowledge = (c) => c.kind === 'knowledge' || c.kind === 'lessons';
    const parts = new Map();
    const partOf = (c, head) => {
        let part = parts.get(c);
        if (!part) {
            part = isKnowledge(c)
                ? wholeItems(c.path, head, c.section, c.items, budget + CUT_MARGIN)
                : { text: head?.text, cut: false };
            parts.set(c, part);
        }
        return part;
    };
    const needed = order.files.filter(isKnowledge).reduce((n, c) => {
        const head = read(c.path);
        return n + (head === 'refused' ? 0 : Buffer.byteLength(partOf(c, head).text ?? ''));
    }, 0);
    let reserve = Math.min(needed, Math.floor(budget * KNOWLEDGE_RESERVE));
    for (const c of order.files) {
        const where = rel(c.path);
        const head = read(c.path);
        if (head === 'refused') {
            if (c.section === undefined)
                omit(out, { path: where, bytes: 0, reason: 'not a regular file (refused)' });
            continue;
        }
        // Knowledge is never left out whole for its size: what a head of the budget's size holds of it is loaded.
        const knowledge = isKnowledge(c);
        if (head !== undefined && !head.whole && c.kind !== 'core' && !knowledge) {
            omit(out, { path: where, bytes: head.size, reason: 'over the budget' });
            continue;
        }
        const part = partOf(c, head);
        if (knowledge)
            reserve = 0;
        const room = left() - reserve;
        const text = part.text;
        if (text === undefined) {
            if (c.section === undefined)
                omit(out, { path: where, bytes: 0, reason: 'missing, or not UTF-8 text' });
            continue;
        }
        const body = clean(where, text);
        // The block's `=== kind: path ===` line counts against the budget too: 5,000 notes cannot print 5,000 of them.
        const header = Buffer.byteLength(`=== ${c.kind}: ${where} ===\n\n`);
        const size = Buffer.byteLength(body);
        const file = {
            kind: c.kind,
            path: where,
            ...(c.section === undefined ? {} : { section: c.section }),
            ...(c.index ? { index: true } : {}),
            ...(c.linkedFrom === undefined ? {} : { linkedFrom: rel(c.linkedFrom) }),
        };
        if (header + size <= room) {
            out.files.push({ ...file, text: body, truncated: part.cut });
            out.bytes += header + size;
            continue;
        }
        const fits = Math.max(0, room - header);
        const cut = cutItems(body, fits, c.items);
        // A core file is never left out whole: when not even its first item fits, its head to a line end.
        const kept = cut.items === 0 && c.kind === 'core' && fits > 0 ? headWithin(body, fits) : cut.text;
        const label = c.section === undefined ? where : `${where} (## ${c.section})`;
        if (kept === '') {
            omit(out, { path: label, bytes: size, reason: 'over the budget' });
            continue;
        }
        const items = cut.items > 0 ? { loaded: cut.items, total: cut.total } : undefined;
        out.files.push({ ...file, text: kept, truncated: true, ...(items ? { items } : {}) });
        out.bytes += header + Buffer.byteLength(kept);
        omit(out, {
            path: label,
            bytes: size - Buffer.byteLength(kept),
            reason: items
                ? `over the budget: ${items.loaded} of ${items.total} items loaded, the rest left out`
                : 'over the budget (cut at a line end)',
        });
    }
    for (const n of order.notLoaded)
        omit(out, { path: rel(n.path), bytes: 0, reason: n.reason });
    const n = options.entries ?? (agent.memory.lastN > 0 ? agent.memory.lastN : 10);
    // A run log that is itself a loaded file (a memory bank's activeContext.md) is not loaded twice.
    if (n > 0 && !order.logIsFile) {
        const layout = (0,format_layout/* layoutOf */.aH)(agent.memory);
        // The newest n, oldest first, as whole entries without the structure around them.
        const tail = await newestOrAll(agent, n, layout, options.lineTimes, out.warnings);
        const entries = (0,format_layout/* flatLayout */.gX)(layout).entries(tail);
        const rel = (0,confine/* storeRelative */.EM)(store, agent.memory.path);
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
/**
 * The newest n entries; when which are newest is unknown (a refused order),
 * every entry, with a warning: a refusal is about trimming, and an agent
 * never starts a run with no memory because of it.
 */
async function newestOrAll(agent, n, layout, lineTimes, warnings) {
    try {
        return await (0,scan/* loadEntries */.Xs)(agent.memory.path, n, { layout, lineTimes });
    }
    catch (err) {
        if (!(err instanceof entry_order/* OrderRefused */.tM))
            throw err;
        warnings.push(`${err.message}; every entry is loaded in file order (add \`${err.remedy}\` to [memory])`);
        return (0,scan/* loadEntries */.Xs)(agent.memory.path, Number.MAX_SAFE_INTEGER, { layout });
    }
}
/** Files left out that are listed one by one; the rest are counted. */
const MAX_LISTED = 20;
/** What is read of a file too big to load: enough for its front matter. */
const TYPING_BYTES = 4096;
function omit(load, file) {
    if (load.omitted.length < MAX_LISTED)
        load.omitted.push(file);
    else {
        load.omittedMore.files++;
        load.omittedMore.bytes += file.bytes;
    }
}
/**
 * Bytes read past what fits the budget: redaction then sees whole a secret
 * that crosses the cut (tokens are at most 4 KiB, key blocks 64 KiB).
 */
const CUT_MARGIN = 64 * 1024;
/** The share of the budget the files before the knowledge leave it, when it needs that much. */
const KNOWLEDGE_RESERVE = 0.4;
/** The longest head of `text` within `bytes`, cut after a whole line when there is one. */
function headWithin(text, bytes) {
    const buf = Buffer.from(text);
    const head = buf.subarray(0, (0,cut/* utf8CutBefore */.Dx)(buf, Math.min(bytes, buf.length))).toString('utf8');
    const nl = head.lastIndexOf('\n');
    return nl > 0 ? head.slice(0, nl + 1) : head;
}
function oneLine(text) {
    return text.replace(/[\u0000-\u001f\u007f\u0085\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
/**
 * Memory text whose lines look like this output's block lines (`=== core:
 * … ===`) would let a note pose as another file, or as the end of the
 * load; such lines are shown behind a backslash.
 */
function unforgeable(text) {
    return text.replace(/^([ \t]*)(?====)/gm, '$1\\');
}
/** The load as text for a prompt: one `=== … ===` block per file, then the entries, then what was left out. */
function renderAgentLoad(load, logPath) {
    const blocks = [];
    for (const f of load.files) {
        const what = [
            f.section === undefined ? f.path : `${f.path}, section ${f.section}`,
            f.index ? 'index' : '',
            f.linkedFrom === undefined ? '' : `linked from ${f.linkedFrom}`,
            f.truncated ? (f.items ? `${f.items.loaded} of ${f.items.total} items` : 'truncated') : '',
        ].filter(Boolean);
        blocks.push(`=== ${f.kind}: ${oneLine(what.join(', '))} ===\n${unforgeable(f.text).replace(/\n?$/, '\n')}`);
    }
    if (load.entries.length > 0) {
        const shown = load.entries.length;
        const of = load.entriesOmitted > 0 ? ` (newest ${shown} of ${shown + load.entriesOmitted})` : '';
        blocks.push(`=== run log: ${oneLine(logPath)}, newest first${of} ===\n${load.entries.map((e) => unforgeable(e.text).replace(/\n*$/, '\n')).join('\n')}`);
    }
    if (blocks.length === 0)
        blocks.push(`No memory found for agent "${oneLine(load.agent)}".\n`);
    const left = load.omitted.map((o) => `- ${oneLine(o.path)}: ${o.reason}${o.bytes ? ` (${o.bytes} bytes)` : ''}`);
    const more = load.omittedMore;
    if (more.files > 0)
        left.push(`- ${more.files} more files: over the budget (${more.bytes} bytes)`);
    if (load.entriesOmitted > 0)
        left.push(`- ${load.entriesOmitted} older run-log entries: over the budget`);
    if (left.length > 0)
        blocks.push(`=== left out (budget ${load.budget} bytes) ===\n${left.join('\n')}\n`);
    return blocks.join('\n');
}


/***/ }),

/***/ 6594:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Bx: () => (/* binding */ DIGEST_HEADER),
/* harmony export */   ME: () => (/* binding */ sectionParts),
/* harmony export */   Se: () => (/* binding */ readKnowledgeText),
/* harmony export */   Ux: () => (/* binding */ writeKnowledge),
/* harmony export */   n3: () => (/* binding */ assertKnowledgeWritable)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3916);
/* harmony import */ var _fs_atomic_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(230);
/* harmony import */ var _fs_lock_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(2088);
/* harmony import */ var _fs_writelock_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(5470);
/* harmony import */ var _sections_section_file_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(4046);
/* harmony import */ var _sections_section_write_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(615);
/* harmony import */ var _items_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(1424);
/**
 * Writing knowledge items (memory/knowledge/items.ts): a knowledge file of its own
 * (digest.md, lessons.md) or the items of a summary section of the run log
 * itself (Squad's `## Core Context`). Each write is checked twice:
 *
 * - before: the file (or the section's items) must still be what the plan
 *   read, else the write is refused (someone edited it since);
 * - after: the written file is read back and re-parsed: its items must be
 *   exactly the planned ones and, for a run log, its entries exactly the
 *   ones it had (same bytes), else the original is put back and the write
 *   is refused.
 *
 * Locked files are refused; line endings, BOM and mode are kept; the write
 * is atomic; a write that changes nothing is not made.
 */







const DIGEST_HEADER = `# Knowledge

Kept by memkeep from trimmed entries and pruned files. Edit freely: an item without an evidence line is yours.
`;
/** The text a knowledge file holds when read (LF), or '' when it does not exist. */
async function readKnowledgeText(path) {
    return ((await (0,_sections_section_write_js__WEBPACK_IMPORTED_MODULE_5__/* .readTextForRewrite */ .p)(path, 'read')) ?? '').replaceAll('\r\n', '\n');
}
/** The `## <heading>` section of a log's text split into its prose (kept) and its items text. */
function sectionParts(text, heading) {
    const section = (0,_sections_section_file_js__WEBPACK_IMPORTED_MODULE_4__/* .splitSections */ .nO)(text.replaceAll('\r\n', '\n')).sections.find((s) => s.heading === heading);
    if (!section)
        return { found: false, prose: '', items: '' };
    const { preamble } = (0,_items_js__WEBPACK_IMPORTED_MODULE_6__/* .parseItems */ .mo)(section.body, 3);
    return { found: true, prose: preamble, items: section.body.slice(preamble.length) };
}
/**
 * Refuses, as writeKnowledge would, a write whose file is locked or changed
 * since it was planned: checked before a trim touches the log that the
 * write then completes (a summary section), so the trim is held instead.
 */
async function assertKnowledgeWritable(w) {
    await refuseLocked(w.path);
    assertAsPlanned(w, await readKnowledgeText(w.path));
}
function assertAsPlanned(w, lf) {
    const now = w.section ? sectionParts(lf, w.section).items : lf;
    if (now.trim() === w.before.trim())
        return;
    throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .opError */ .ey)(w.section
        ? `${w.path}: the "${w.section}" section changed since it was planned; nothing distilled`
        : `${w.path} changed since it was planned; nothing distilled`, { file: w.path });
}
/** Writes the planned items; false when the file already holds them. */
async function writeKnowledge(w, layout) {
    await refuseLocked(w.path);
    const release = w.section ? await (0,_fs_writelock_js__WEBPACK_IMPORTED_MODULE_3__/* .acquireWriteLock */ .Vg)(w.path) : undefined;
    try {
        const original = (await (0,_sections_section_write_js__WEBPACK_IMPORTED_MODULE_5__/* .readTextForRewrite */ .p)(w.path, 'update')) ?? '';
        const eol = (0,_sections_section_file_js__WEBPACK_IMPORTED_MODULE_4__/* .lineEnding */ .En)(original);
        const lf = original.replaceAll('\r\n', '\n');
        const items = (0,_items_js__WEBPACK_IMPORTED_MODULE_6__/* .renderItems */ .$)(w.items, w.level);
        // Nothing to change (no operation, or none that changed anything): the file is not touched.
        const unchanged = (0,_items_js__WEBPACK_IMPORTED_MODULE_6__/* .renderItems */ .$)((0,_items_js__WEBPACK_IMPORTED_MODULE_6__/* .parseItems */ .mo)(w.before, w.level).items, w.level) === items;
        assertAsPlanned(w, lf);
        if (unchanged)
            return false;
        let text;
        if (w.section)
            text = withSection(lf, w.section, sectionParts(lf, w.section).prose, items);
        else {
            const { preamble } = (0,_items_js__WEBPACK_IMPORTED_MODULE_6__/* .parseItems */ .mo)(lf, 2);
            const head = preamble.trim() === '' ? (w.header ?? DIGEST_HEADER) : closed(preamble.replace(/\n+$/, '\n'));
            text = `${head.replace(/\n+$/, '\n')}\n${items}`;
        }
        if (text === lf)
            return false;
        await (0,_fs_atomic_js__WEBPACK_IMPORTED_MODULE_1__/* .writeFileAtomic */ .Zf)(w.path, eol === '\n' ? text : text.replaceAll('\n', eol), { mkdirs: true });
        const problem = await verify(w, original, items, layout);
        if (problem) {
            await (0,_fs_atomic_js__WEBPACK_IMPORTED_MODULE_1__/* .writeFileAtomic */ .Zf)(w.path, original);
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .opError */ .ey)(`${w.path}: write refused and undone: ${problem}`, { file: w.path });
        }
        return true;
    }
    finally {
        await release?.();
    }
}
/** Why the file as written is not what was planned, or undefined. */
async function verify(w, original, items, layout) {
    const now = await readKnowledgeText(w.path);
    const body = w.section ? sectionParts(now, w.section).items : now.slice((0,_items_js__WEBPACK_IMPORTED_MODULE_6__/* .parseItems */ .mo)(now, 2).preamble.length);
    const back = (0,_items_js__WEBPACK_IMPORTED_MODULE_6__/* .parseItems */ .mo)(body, w.level).items;
    // The same text can read back as fewer items (a fence making the rest one item's code): both are compared.
    if (back.length !== w.items.length || (0,_items_js__WEBPACK_IMPORTED_MODULE_6__/* .renderItems */ .$)(back, w.level) !== items)
        return 'its items read back differently from the plan';
    if (layout) {
        const bytes = (t) => Buffer.from(t, 'utf8');
        const was = bytes(original.replaceAll('\r\n', '\n'));
        const is = bytes(now);
        const before = layout.entries(was).map((e) => was.subarray(e.start, e.end).toString('utf8'));
        const after = layout.entries(is).map((e) => is.subarray(e.start, e.end).toString('utf8'));
        if (before.length !== after.length || before.some((e, i) => e !== after[i]))
            return `its entries changed (${before.length} before, ${after.length} after)`;
    }
    return undefined;
}
/** `text` with the `## <heading>` section made of `prose` then `items` (a new section before the first one). */
function withSection(text, heading, prose, items) {
    const { preamble, sections } = (0,_sections_section_file_js__WEBPACK_IMPORTED_MODULE_4__/* .splitSections */ .nO)(text);
    const at = sections.findIndex((s) => s.heading === heading);
    const lead = closed(prose.replace(/\n+$/, '\n'));
    const raw = `## ${heading}\n${lead.trim() === '' ? '\n' : `${lead}\n`}${items}\n`;
    const raws = sections.map((s) => s.raw);
    if (at >= 0)
        raws[at] = raw;
    else
        raws.unshift(raw);
    return (preamble === '' || preamble.endsWith('\n\n') ? preamble : `${closed(preamble)}\n`) + raws.join('');
}
async function refuseLocked(path) {
    if (await (0,_fs_lock_js__WEBPACK_IMPORTED_MODULE_2__/* .isLocked */ .ln)(path))
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .opError */ .ey)(`${path} is locked: left alone`, { file: path });
}
/** `text` ending with a newline, after any code fence it leaves open is closed. */
function closed(text) {
    const body = text.endsWith('\n') ? text : `${text}\n`;
    const fence = (0,_sections_section_file_js__WEBPACK_IMPORTED_MODULE_4__/* .fenceCloser */ .u6)(body);
    return fence ? `${body}${fence}\n` : body;
}


/***/ }),

/***/ 6837:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   lA: () => (/* binding */ appendFailureNote),
/* harmony export */   oY: () => (/* binding */ parseTokens)
/* harmony export */ });
/* unused harmony export formatFailureNote */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _config_paths_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(1066);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(3916);
/* harmony import */ var _fs_append_js__WEBPACK_IMPORTED_MODULE_7__ = __nccwpck_require__(2363);
/* harmony import */ var _fs_regular_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(7051);
/* harmony import */ var _text_invisible_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(480);
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








const SNIPPET_CHARS = 200;
/** `--tokens`: digits only. */
function parseTokens(text) {
    if (!/^\d+$/.test(text.trim()))
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .configError */ .Fj)(`--tokens must be a whole number (got "${text}")`, { field: '--tokens' });
    return Number(text.trim());
}
/** Folds any text to one line, so no field can start a heading or a bullet of its own; nothing invisible stays. */
function oneLine(text) {
    return text
        .replace(_text_invisible_js__WEBPACK_IMPORTED_MODULE_6__/* .INVISIBLE_CHARS */ .G, '')
        .replace(/[\u0000-\u001f\u007f\u0085\u2028\u2029]+/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
}
/** The UTC timestamp in the seed's `+00:00` form, to the second. */
function timestamp(at) {
    if (Number.isNaN(at.getTime()))
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .configError */ .Fj)('invalid timestamp for the failure note', { field: 'at' });
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
    const file = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(proceduralDir, _config_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .FAILURES_FILE */ .nB);
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(proceduralDir, { recursive: true, mode: 0o755 });
        // Not through a symlink: the directory was checked to lie inside the
        // store, but a linked failures.md could still append anywhere. Windows
        // has no O_NOFOLLOW (and stores there rarely hold links).
        const { fh } = (await (0,_fs_regular_js__WEBPACK_IMPORTED_MODULE_5__/* .openRegular */ .lf)(file, {
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
            await (0,_fs_append_js__WEBPACK_IMPORTED_MODULE_7__/* .appendWhole */ .g)(fh, Buffer.from(prefix + formatFailureNote(note, eol)));
        }
        finally {
            await fh.close();
        }
    }
    catch (err) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ioError */ .bD)('append a failure note to', file, err);
    }
    return file;
}


/***/ }),

/***/ 1424:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ renderItems),
/* harmony export */   Gx: () => (/* binding */ renderItem),
/* harmony export */   T$: () => (/* binding */ foldToCap),
/* harmony export */   af: () => (/* binding */ normaliseText),
/* harmony export */   kz: () => (/* binding */ titleKey),
/* harmony export */   mo: () => (/* binding */ parseItems),
/* harmony export */   om: () => (/* binding */ safeLine)
/* harmony export */ });
/* unused harmony exports EVIDENCE_SHOWN, itemsBytes */
/* harmony import */ var _format_fence_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3890);
/* harmony import */ var _text_invisible_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(480);
/**
 * Knowledge items: what an agent's knowledge file (digest.md, lessons.md,
 * or the items of a summary section such as Squad's `## Core Context`) is
 * made of. One item is one heading section, so `load` can cut at item
 * boundaries:
 *
 *   ## <title>
 *   - <the knowledge: a fact, decision, fix, rule, pitfall>
 *   _Evidence (<count>): <newest citations> · confirmed <YYYY-MM-DD>_
 *
 * The count is shown only when it is more than the citations shown, and
 * the date only when it is not the newest citation's own (an entry of
 * 2026-03-20 is confirmed on 2026-03-20): `_Evidence: 2026-03-20T10:00Z_`.
 * Every byte of the frame is a byte a statement cannot have under the cap.
 *
 * `## ` items in a file of their own, `### ` items inside a summary section.
 * Text a reviewer wrote in an item is kept as it is; an item without an
 * evidence line is the reviewer's own and is never folded.
 *
 * Everything here is plain text an agent reads back: nothing invisible is
 * ever written, and text that could change the file's structure (a heading,
 * a fence, HTML) is neutralised visibly (`\#`, `` \` ``, `&lt;`).
 */


/** Citations shown per item; the rest are counted. */
const EVIDENCE_SHOWN = 3;
const EVIDENCE = /^_Evidence(?: \((\d+)\))?: (.*?)(?: · confirmed (\d{4}-\d\d-\d\d))?_$/;
const DATED = /^\d{4}-\d\d-\d\d/;
const SEP = '; ';
/** One line of untrusted text, safe as a bullet or a title in a memory file, visibly escaped. */
function safeLine(text) {
    return (text
        // Control characters become a space; invisible ones (zero-width, bidi, tags) go.
        .replace(/[\u0000-\u001f\u007f\u0085\u2028\u2029]+/g, ' ')
        .replace(_text_invisible_js__WEBPACK_IMPORTED_MODULE_0__/* .INVISIBLE_CHARS */ .G, '')
        .replace(/\s+/g, ' ')
        .trim()
        .replace(/<(?=[!/?a-zA-Z])/g, '&lt;')
        // A run of three backticks or tildes would open a fence inside a list item.
        .replace(/`{3,}|~{3,}/g, (run) => run.replace(/./g, '\\$&'))
        .replace(/^([#>=+|]|-(?=\s|$)|\d+[.)](?=\s))/, '\\$1'));
}
/** Normalised text for duplicate detection: case, punctuation, markup and spacing ignored. */
function normaliseText(text) {
    return text
        .toLowerCase()
        .replace(/\*\*|__|`/g, '')
        .replace(/[^\p{L}\p{N}]+/gu, ' ')
        .trim();
}
/** An item's identity: its title without dates, issue numbers in parentheses or markup. */
function titleKey(title) {
    return normaliseText(title
        .replace(/\(\s*\d{4}-\d\d-\d\d[^)]*\)/g, ' ')
        .replace(/\[\s*\d{4}-\d\d(?:-\d\d)?\s*\]/g, ' ')
        .replace(/\b\d{4}-\d\d-\d\d(?:[T ][\d:.]+Z?)?\b/g, ' '));
}
/** The fence `lines` leave open, read as parseItems reads them. */
function fenceLeftOpen(lines) {
    let fence;
    for (const line of lines) {
        const closer = fence && (0,_format_fence_js__WEBPACK_IMPORTED_MODULE_1__/* .closerOf */ .Yi)(line);
        if (!fence)
            fence = (0,_format_fence_js__WEBPACK_IMPORTED_MODULE_1__/* .openingFence */ .sv)(line);
        else if (closer && closer.char === fence.char && closer.len >= fence.len)
            fence = undefined;
    }
    return fence;
}
function renderItem(item, level) {
    const lines = [`${'#'.repeat(level)} ${safeLine(item.title) || '(untitled)'}`];
    lines.push(...item.lines);
    // A fence a reviewer's text leaves open would make its evidence line and every item after it
    // this item's code when read back (and the cap could never fold them): closed, visibly, here.
    const open = fenceLeftOpen(item.lines);
    if (open)
        lines.push(open.char.repeat(open.len));
    if (item.confirmed) {
        // An empty citation (a heading of nothing visible) reads back as none; the count still holds it.
        const shown = item.evidence
            .filter((c) => c !== '')
            .slice(0, EVIDENCE_SHOWN)
            .map((c) => c.replaceAll(SEP, ', ').replaceAll(' · ', ' - '));
        const count = item.count > shown.length ? ` (${item.count})` : '';
        const date = shown[0]?.slice(0, 10) === item.confirmed && DATED.test(shown[0]) ? '' : ` · confirmed ${item.confirmed}`;
        lines.push(`_Evidence${count}: ${shown.join(SEP)}${date}_`);
    }
    return `${lines.join('\n')}\n`;
}
function renderItems(items, level) {
    return items.map((i) => renderItem(i, level)).join('\n');
}
/**
 * The items of `text` at heading `level` (2 in a file, 3 in a section body),
 * with fenced blocks honoured; an evidence line memkeep wrote is read back
 * into evidence, count and date, every other line is the item's knowledge.
 */
function parseItems(text, level) {
    const marker = `${'#'.repeat(level)} `;
    const lines = text.replace(/\r\n/g, '\n').split('\n');
    const preamble = [];
    const items = [];
    let current;
    let fence;
    for (const line of lines) {
        if (fence) {
            const closer = (0,_format_fence_js__WEBPACK_IMPORTED_MODULE_1__/* .closerOf */ .Yi)(line);
            if (closer && closer.char === fence.char && closer.len >= fence.len)
                fence = undefined;
        }
        else if (line.startsWith(marker) && !line.startsWith(`${marker}#`)) {
            current = { title: line.slice(marker.length).trim(), lines: [], evidence: [], count: 0, confirmed: '' };
            items.push(current);
            continue;
        }
        else
            fence = (0,_format_fence_js__WEBPACK_IMPORTED_MODULE_1__/* .openingFence */ .sv)(line);
        if (!current) {
            preamble.push(line);
            continue;
        }
        const ev = EVIDENCE.exec(line);
        const cites = ev ? ev[2].split(SEP).filter(Boolean) : [];
        // Without a date of its own, the evidence is confirmed on its newest citation's date.
        const confirmed = ev?.[3] ?? (DATED.test(cites[0] ?? '') ? cites[0].slice(0, 10) : undefined);
        if (ev && confirmed && !fence) {
            current.evidence = cites;
            current.count = Math.max(Number(ev[1] ?? 0), cites.length);
            current.confirmed = confirmed;
        }
        else
            current.lines.push(line);
    }
    // Blank lines around an item are the file's spacing, not its knowledge.
    for (const item of items) {
        while (item.lines.length && item.lines[item.lines.length - 1].trim() === '')
            item.lines.pop();
        while (item.lines.length && item.lines[0].trim() === '')
            item.lines.shift();
    }
    return { preamble: preamble.join('\n'), items };
}
function itemsBytes(items, level) {
    return Buffer.byteLength(renderItems(items, level), 'utf8');
}
/**
 * Keeps the items within `max` bytes by folding whole items, never by
 * cutting text: the least confirmed (oldest date, then fewest citations,
 * then the earliest in the file) go first; a reviewer's own items (no
 * evidence line) are never folded. Returns the items kept, in their order,
 * and a `fold` operation for each item that left.
 */
function foldToCap(items, max, level) {
    const sizes = items.map((i) => Buffer.byteLength(renderItem(i, level), 'utf8') + 1);
    let total = sizes.reduce((a, b) => a + b, 0);
    if (total <= max)
        return { items, folded: [] };
    const order = items
        .map((item, at) => ({ item, at }))
        .filter(({ item }) => item.confirmed !== '')
        .sort((a, b) => (a.item.confirmed < b.item.confirmed ? -1 : a.item.confirmed > b.item.confirmed ? 1 : 0) ||
        a.item.count - b.item.count ||
        a.at - b.at);
    const gone = new Set();
    for (const { at } of order) {
        if (total <= max)
            break;
        gone.add(at);
        total -= sizes[at];
    }
    return {
        items: items.filter((_, at) => !gone.has(at)),
        folded: [...gone]
            .sort((a, b) => a - b)
            .map((at) => ({
            op: 'fold',
            title: items[at].title,
            lines: items[at].lines,
            evidence: items[at].evidence,
            note: `least confirmed (${items[at].confirmed}, ${items[at].count} ${items[at].count === 1 ? 'citation' : 'citations'}), folded to keep the file within ${max} bytes; it stays in git history`,
        })),
    };
}


/***/ }),

/***/ 1329:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  j: () => (/* binding */ mergeKnowledge),
  v: () => (/* binding */ statementKey)
});

// EXTERNAL MODULE: ./src/memory/knowledge/items.ts
var knowledge_items = __nccwpck_require__(1424);
;// CONCATENATED MODULE: ./src/memory/knowledge/item-index.ts
/**
 * The knowledge items a merge is building, looked up by title and by
 * statement. The merge asked, for each incoming item, which held item has
 * its title and which statements any item already holds by recomputing
 * every item's keys: quadratic in the items, the largest cost of
 * `gc --all` on a fleet. Here each item's keys are computed when it is
 * added or changed.
 */

class ItemIndex {
    statementKeys;
    items = [];
    position = new Map();
    /** The first item with each title key. */
    byTitle = new Map();
    /** Per statement key, the items holding it. */
    holders = new Map();
    keysOf = new Map();
    /** Statement keys of the items that are only read (lessons). */
    fixed = new Set();
    constructor(items, others, statementKeys) {
        this.statementKeys = statementKeys;
        for (const o of others)
            for (const k of statementKeys(o))
                this.fixed.add(k);
        for (const i of items)
            this.add(i);
    }
    add(item) {
        this.position.set(item, this.items.length);
        this.items.push(item);
        const title = (0,knowledge_items/* titleKey */.kz)(item.title);
        if (title !== '' && !this.byTitle.has(title))
            this.byTitle.set(title, item);
        this.index(item);
    }
    /** To be called after an item's lines changed. */
    changed(item) {
        for (const k of this.keysOf.get(item) ?? [])
            this.holders.get(k).delete(item);
        this.index(item);
    }
    /** The first item with this title key (not empty). */
    titled(key) {
        return key === '' ? undefined : this.byTitle.get(key);
    }
    keys(item) {
        return this.keysOf.get(item);
    }
    /** Whether an item or one of the others holds this statement key. */
    known(key) {
        return this.fixed.has(key) || (this.holders.get(key)?.size ?? 0) > 0;
    }
    /** The first item holding all of `keys` (the first item when there are none). */
    holder(keys) {
        if (keys.length === 0)
            return this.items[0];
        let best;
        for (const item of this.holders.get(keys[0]) ?? []) {
            const own = this.keysOf.get(item);
            if (keys.every((k) => own.has(k)) && (!best || this.position.get(item) < this.position.get(best)))
                best = item;
        }
        return best;
    }
    index(item) {
        const keys = new Set(this.statementKeys(item));
        this.keysOf.set(item, keys);
        for (const k of keys) {
            const set = this.holders.get(k);
            if (set)
                set.add(item);
            else
                this.holders.set(k, new Set([item]));
        }
    }
}

;// CONCATENATED MODULE: ./src/memory/knowledge/merge-items.ts
/**
 * Merging new knowledge items into a file's items: a known title
 * supersedes or confirms, a known statement only adds evidence, anything
 * else is added; each change is one operation for the review.
 */


/** A statement's identity: its text without the bullet and the label a run of statements shows once. */
function statementKey(line) {
    return (0,knowledge_items/* normaliseText */.af)(line.replace(/^\s*(?:[-*+]|\d+[.)]) (?:\*\*[^*\n]{1,60}:\*\* )?/, ''));
}
/**
 * `incoming` merged into `current`, oldest incoming first: an item with a
 * known title supersedes that item's text (or only confirms it, when its
 * statements are already there); statements known anywhere (in `current`,
 * or in `others`, the agent's other knowledge files) only add evidence;
 * anything else is a new item. Returns the items and one operation per
 * item changed.
 */
function mergeKnowledge(current, incoming, others = []) {
    const items = current.map((i) => ({ ...i, lines: [...i.lines], evidence: [...i.evidence] }));
    const ops = new Map();
    const note = (target, op, from, extra) => {
        const known = ops.get(target);
        if (known) {
            if (op === 'supersede' && known.op === 'update')
                known.op = 'supersede';
            known.lines = target.lines;
            known.evidence = [...from.evidence, ...known.evidence];
            if (extra)
                known.note = extra;
        }
        else
            ops.set(target, { op, title: target.title, lines: target.lines, evidence: [...from.evidence], note: extra });
    };
    const confirm = (target, from) => {
        // A reviewer's item stays theirs: an evidence line would make it memkeep's, to supersede and fold.
        if (target.confirmed === '')
            return;
        // A citation the item already shows is the same entry distilled again (its trim was held, or
        // did not happen after its knowledge was kept): it confirms nothing new.
        const again = from.evidence.filter((c) => target.evidence.includes(c)).length;
        target.evidence = [...from.evidence, ...target.evidence.filter((c) => !from.evidence.includes(c))];
        target.count += Math.max(0, from.count - again);
        if (from.confirmed > target.confirmed)
            target.confirmed = from.confirmed;
    };
    // An item named by its only statement (an entry headed by a time) holds that statement in its title.
    const lineKeys = (i) => (i.lines.length ? i.lines : [i.title]).map(statementKey).filter(Boolean);
    const index = new ItemIndex(items, others, lineKeys);
    for (const c of incoming) {
        const same = index.titled((0,knowledge_items/* titleKey */.kz)(c.title));
        if (same) {
            const have = index.keys(same);
            const fresh = c.lines.filter((l) => !have.has(statementKey(l)));
            if (fresh.length === 0) {
                confirm(same, c);
                if (same.confirmed !== '' && (!ops.has(same) || ops.get(same).op !== 'add'))
                    note(same, 'update', c);
            }
            else if (same.confirmed === '') {
                // A reviewer's own item: their text stays, the new statements are added under it.
                same.lines.push(...fresh);
                index.changed(same);
                note(same, 'update', c);
            }
            else {
                const was = same.lines;
                same.lines = c.lines;
                index.changed(same);
                confirm(same, c);
                if (ops.get(same)?.op === 'add')
                    note(same, 'add', c);
                else
                    note(same, 'supersede', c, `replaces: ${was.map((l) => l.replace(/^- /, '')).join(' / ')}`);
            }
            continue;
        }
        const keys = lineKeys(c);
        if (keys.every((k) => index.known(k))) {
            const holder = index.holder(keys);
            if (holder && holder.confirmed !== '') {
                confirm(holder, c);
                if (!ops.has(holder))
                    note(holder, 'update', c);
            }
            continue;
        }
        const fresh = c.lines.filter((l) => !index.known(statementKey(l)));
        const item = { ...c, lines: fresh };
        items.push(item);
        index.add(item);
        note(item, 'add', c);
    }
    return { items, ops: [...ops.values()] };
}


/***/ }),

/***/ 1906:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ removeStatements)
/* harmony export */ });
/** `items` without the statements `why` gives a reason to remove (undefined: the statement stays). */
function removeStatements(items, why) {
    const ops = [];
    const kept = [];
    const remove = (item, lines, note) => ops.push({ op: 'remove', title: item.title, lines, evidence: item.evidence, note });
    for (const item of items) {
        if (item.confirmed === '') {
            kept.push(item);
            continue;
        }
        const lines = item.lines.filter((l) => {
            const note = why(l);
            if (note)
                remove(item, [l], note);
            return !note;
        });
        // An item titled by its only statement (an entry headed by a time) says it in its title.
        const titleNote = item.lines.length === 0 ? why(item.title) : undefined;
        if (titleNote)
            remove(item, [], titleNote);
        else if (lines.length > 0 || item.lines.length === 0)
            kept.push({ ...item, lines });
    }
    return { items: kept, ops };
}


/***/ }),

/***/ 5080:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   nL: () => (/* binding */ readBudgeted)
/* harmony export */ });
/* unused harmony exports fitBudget, lineMap */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _format_axe_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(2563);
/* harmony import */ var _fs_regular_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(7051);
/* harmony import */ var _text_cut_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(3147);
/* harmony import */ var _text_tokens_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(7837);
/* harmony import */ var _entry_order_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(6996);
/* harmony import */ var _scan_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(1040);
/**
 * The input budget: what of a run log fits in `max_input_tokens`. In axe's
 * layout a log that fits is sent whole; a larger one as its newest whole
 * entries (oldest dropped first, preamble dropped), and if even the newest
 * entry alone is too big, its tail cut on a character boundary. In every
 * other layout (or an axe log whose tail holds a fence) the log is parsed
 * and ordered as its layout says, and the newest entries that fit are sent
 * oldest first, without the structure around them: "newest" means what the
 * trim keeps. The estimate never exceeds the budget.
 */







const UTF8_BOM_LENGTH = 3;
const NEWLINE = Buffer.from('\n');
/**
 * What of an in-memory log to send within `maxTokens` estimated tokens.
 * Newest entries matter most to an analysis of what the agent does now, and
 * whole entries read better than cut ones; only when the newest entry alone
 * is over the budget is anything cut, and then its end (the result) is kept.
 * `count` is the caller's count of the entries of this very buffer, if any.
 */
function fitBudget(log, maxTokens, count) {
    if ((0,_text_tokens_js__WEBPACK_IMPORTED_MODULE_5__/* .estimateTokens */ .b)(log) <= maxTokens) {
        return { text: log, sentEntries: count ?? _format_axe_js__WEBPACK_IMPORTED_MODULE_1__/* .axeLayout */ .HR.entries(log).length, leftOut: 0, truncated: false };
    }
    const starts = _format_axe_js__WEBPACK_IMPORTED_MODULE_1__/* .axeLayout */ .HR.entries(log).map((e) => e.start);
    const maxBytes = budgetBytes(maxTokens);
    let start = log.length;
    let sent = 0;
    for (let i = starts.length - 1; i >= 0; i--) {
        if (log.length - starts[i] > maxBytes)
            break;
        start = starts[i];
        sent++;
    }
    if (sent > 0)
        return { text: log.subarray(start), sentEntries: sent, leftOut: starts.length - sent, truncated: false };
    // Not even the newest entry fits: send its tail, starting on a character boundary.
    const cut = (0,_text_cut_js__WEBPACK_IMPORTED_MODULE_6__/* .utf8CutAfter */ .An)(log, Math.max(0, log.length - maxBytes));
    return { text: log.subarray(cut), sentEntries: 0, leftOut: Math.max(0, starts.length - 1), truncated: true };
}
/** Bytes whose estimate stays within `maxTokens` (a fractional budget rounds down). */
function budgetBytes(maxTokens) {
    return Math.max(0, Math.floor(maxTokens)) * 4;
}
/**
 * fitBudget for a file, without holding what the budget leaves out: a log
 * over the budget is read from its tail only, after one streamed pass that
 * counts it (or the caller's own scan), so a 1 GB log never needs 1 GB.
 */
async function readBudgeted(path, maxTokens, known, layout = _format_axe_js__WEBPACK_IMPORTED_MODULE_1__/* .axeLayout */ .HR, lineTimes) {
    const scan = known ?? (await (0,_scan_js__WEBPACK_IMPORTED_MODULE_4__/* .scanLog */ .Or)(path, { layout }));
    const { size } = scan;
    const maxBytes = budgetBytes(maxTokens);
    if (!layout.streamable) {
        const log = scan.content ?? wholeLog(path);
        return { budgeted: await fitOrdered(path, log, maxTokens, layout, lineTimes), size };
    }
    // Up to a BOM's length over the budget, the first entry (after the BOM) may
    // still fit, and only the whole file shows that.
    if (size <= maxBytes + UTF8_BOM_LENGTH) {
        const log = scan.content ?? (0,_fs_regular_js__WEBPACK_IMPORTED_MODULE_2__/* .readRegularFileSync */ .cG)(path, { maxBytes: maxBytes + UTF8_BOM_LENGTH }) ?? Buffer.alloc(0);
        return { budgeted: fitBudget(log, maxTokens, scan.content ? scan.count : undefined), size };
    }
    // One byte more than the budget tells whether the tail starts on a line.
    const tail = readRange(path, size - maxBytes - 1, maxBytes + 1);
    const startsLine = tail[0] === 10;
    const usable = startsLine ? tail.subarray(1) : tail.subarray(tail.indexOf(10) + 1 || tail.length);
    // A fence in the tail may have opened before it: only the whole log says what is an entry.
    if ((0,_format_axe_js__WEBPACK_IMPORTED_MODULE_1__/* .needsParse */ .BY)(usable))
        return { budgeted: await fitOrdered(path, wholeLog(path), maxTokens, layout, lineTimes), size };
    const starts = _format_axe_js__WEBPACK_IMPORTED_MODULE_1__/* .axeLayout */ .HR.entries(usable).map((e) => e.start);
    const total = scan.count;
    if (starts.length > 0) {
        return {
            budgeted: {
                text: usable.subarray(starts[0]),
                sentEntries: starts.length,
                leftOut: total - starts.length,
                truncated: false,
            },
            size,
        };
    }
    // The newest entry alone is over the budget: its tail, from a character boundary.
    const cut = (0,_text_cut_js__WEBPACK_IMPORTED_MODULE_6__/* .utf8CutAfter */ .An)(tail, 1);
    return {
        budgeted: { text: tail.subarray(cut), sentEntries: 0, leftOut: Math.max(0, total - 1), truncated: true },
        size,
    };
}
/**
 * The entries oldest first; in file order when the order is refused: a
 * refusal is about trimming, and the analysis of such a log still runs
 * (the trim step reports the refusal).
 */
async function chronoOrFile(path, log, entries, layout, lineTimes) {
    try {
        return (await (0,_entry_order_js__WEBPACK_IMPORTED_MODULE_3__/* .orderOf */ .mJ)(path, log, entries, layout, lineTimes)).chrono;
    }
    catch (err) {
        if (err instanceof _entry_order_js__WEBPACK_IMPORTED_MODULE_3__/* .OrderRefused */ .tM)
            return entries.map((_, i) => i);
        throw err;
    }
}
/**
 * The newest entries of a whole log by its layout's order that fit, sent
 * oldest first; when not even the newest fits, its tail.
 */
async function fitOrdered(path, log, maxTokens, layout, lineTimes) {
    const entries = layout.entries(log);
    const chrono = await chronoOrFile(path, log, entries, layout, lineTimes);
    const maxBytes = budgetBytes(maxTokens);
    // The newest that fit, walking back from the newest: the first that does not fit ends the run.
    let from = chrono.length;
    let bytes = 0;
    while (from > 0) {
        const e = entries[chrono[from - 1]];
        if (bytes + e.end - e.start > maxBytes)
            break;
        bytes += e.end - e.start;
        from--;
    }
    const picked = chrono.slice(from);
    const pieces = picked.map((i) => [entries[i].start, entries[i].end]);
    let truncated = false;
    if (picked.length === 0 && entries.length > 0) {
        const e = entries[chrono[chrono.length - 1]];
        pieces.push([(0,_text_cut_js__WEBPACK_IMPORTED_MODULE_6__/* .utf8CutAfter */ .An)(log, Math.max(e.start, e.end - maxBytes)), e.end]);
        truncated = true;
    }
    // A piece that ends the file without a line ending gets one, so the next starts a line.
    const parts = pieces.flatMap(([a, b], k) => k < pieces.length - 1 && log[b - 1] !== 10 ? [log.subarray(a, b), NEWLINE] : [log.subarray(a, b)]);
    return {
        text: Buffer.concat(parts),
        sentEntries: picked.length,
        leftOut: entries.length - picked.length,
        truncated,
        fileLine: lineMap(log, pieces),
    };
}
/**
 * Maps a line of the pieces' concatenation to its line in `log`. One pass:
 * the pieces' file lines come from a single walk over the newlines up to the
 * last piece (pieces are whole lines, in any order), and a lookup is a
 * binary search; recounting from the start for each piece made a 100k-line
 * log ordered by git take minutes.
 */
function lineMap(log, pieces) {
    const fileLines = fileLinesAt(log, pieces.map(([a]) => a));
    // Per piece: its first line in the text and in the file.
    const textStart = [];
    let text = 1;
    for (const [a, b] of pieces) {
        textStart.push(text);
        text += countNewlines(log, a, b) + (log[b - 1] !== 10 ? 1 : 0);
    }
    return (line) => {
        if (pieces.length === 0)
            return line;
        // The last piece starting at or before `line` (the first when none does).
        let lo = 0;
        let hi = textStart.length - 1;
        while (lo < hi) {
            const mid = (lo + hi + 1) >> 1;
            if (textStart[mid] <= line)
                lo = mid;
            else
                hi = mid - 1;
        }
        return fileLines[lo] + (line - textStart[lo]);
    };
}
/** The 1-based line of each offset (each at a line's start) in `log`, in one walk over its newlines. */
function fileLinesAt(log, offsets) {
    const byOffset = offsets.map((_, k) => k).sort((x, y) => offsets[x] - offsets[y]);
    const lines = new Array(offsets.length);
    let line = 1;
    let at = 0;
    for (const k of byOffset) {
        line += countNewlines(log, at, offsets[k]);
        at = offsets[k];
        lines[k] = line;
    }
    return lines;
}
function countNewlines(log, from, to) {
    let n = 0;
    for (let i = log.indexOf(10, from); i !== -1 && i < to; i = log.indexOf(10, i + 1))
        n++;
    return n;
}
/** The whole log, for a layout that must see all of it (a regular file, whatever its size: logs are not capped). */
function wholeLog(path) {
    return (0,_fs_regular_js__WEBPACK_IMPORTED_MODULE_2__/* .readRegularFileSync */ .cG)(path, { maxBytes: Number.MAX_SAFE_INTEGER }) ?? Buffer.alloc(0);
}
/** Synchronous, like the scan before it: one short read of the page cache. */
function readRange(path, start, length) {
    const opened = (0,_fs_regular_js__WEBPACK_IMPORTED_MODULE_2__/* .openRegularSync */ .w5)(path);
    if (!opened)
        return Buffer.alloc(0);
    const { fd } = opened;
    try {
        const buf = Buffer.alloc(length);
        return buf.subarray(0, (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, buf, 0, length, start));
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}


/***/ }),

/***/ 6996:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   BP: () => (/* binding */ newest),
/* harmony export */   mJ: () => (/* binding */ orderOf),
/* harmony export */   tM: () => (/* binding */ OrderRefused),
/* harmony export */   vF: () => (/* binding */ contradicted)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3916);
/* harmony import */ var _format_order_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(4731);
/**
 * Which entries of a log are newest, as its layout's `order` says. A file
 * order is read from positions; `auto` from the headings' timestamps when
 * every entry has one and they are monotonic, else from git; `git` from the
 * commit time of each entry's heading line, from the line times the caller
 * hands in (gc and the front ends pass git blame: memory never runs git).
 *
 * When nothing gives an order, or a declared order is contradicted by the
 * dates of the entries at the cut (a log prepended for a while, then
 * appended), the trim is refused with a remedy: memkeep never guesses which
 * memory is the newest. A refusal is about trimming only: a log with no
 * more entries than it keeps needs no order at all.
 */


/**
 * A trim memkeep will not make: which entries are newest is unknown or
 * contradicted. `remedy` is the `[memory]` line that lets it trim. Reading,
 * analysing and distilling go on; only the trim waits.
 */
class OrderRefused extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .MemkeepError */ .xp {
    remedy;
    constructor(path, message, remedy) {
        super(1, `${message}; nothing was trimmed`, { file: path, field: 'memory.order' });
        this.name = 'OrderRefused';
        this.remedy = remedy;
    }
}
const BY_POSITION = 'order = "oldest-first" (or "newest-first": the way the agent writes this log)';
/** The order of `entries`, parsed from `log` (the bytes of the file at `path`). */
async function orderOf(path, log, entries, layout, lineTimes) {
    const { order } = layout.spec;
    if (order === 'oldest-first' || order === 'newest-first' || entries.length <= 1) {
        const byPosition = order === 'newest-first' ? 'newest-first' : 'oldest-first';
        const stamps = entries.map((e) => (0,_format_order_js__WEBPACK_IMPORTED_MODULE_1__/* .headingStamp */ .yU)(e.heading));
        return { chrono: (0,_format_order_js__WEBPACK_IMPORTED_MODULE_1__/* .positionOrder */ .wq)(entries.length, byPosition), stamps, source: order, declared: order };
    }
    if (order === 'auto') {
        const byDate = (0,_format_order_js__WEBPACK_IMPORTED_MODULE_1__/* .orderFromTimestamps */ .ki)(entries.map((e) => e.heading));
        if (byDate)
            return {
                chrono: (0,_format_order_js__WEBPACK_IMPORTED_MODULE_1__/* .positionOrder */ .wq)(entries.length, byDate),
                source: `heading timestamps (${byDate})`,
                declared: order,
            };
    }
    const times = await commitTimes(path, log, entries, lineTimes);
    if (typeof times === 'string') {
        const why = order === 'auto' ? `the entries' headings are not all dated in one direction, and ${times}` : times;
        throw new OrderRefused(path, `cannot tell which entries of ${path} are newest (order = "${order}"): ${why}`, BY_POSITION);
    }
    return { chrono: (0,_format_order_js__WEBPACK_IMPORTED_MODULE_1__/* .timeOrder */ .AF)(times), times, source: 'git commit times', declared: order };
}
/**
 * The newest `keep` entries' indices, oldest first. Refuses when the entries
 * at the boundary were committed at the same time (their order is unknown),
 * and when a declared file order would drop an entry dated later than one
 * it keeps.
 */
function newest(order, keep, path, headings = []) {
    const { chrono, times, stamps } = order;
    const cut = chrono.length - keep;
    if (cut <= 0)
        return chrono;
    if (times && times[chrono[cut - 1]] === times[chrono[cut]]) {
        throw new OrderRefused(path, `cannot tell which entries of ${path} are newest: entries were committed together at ${new Date(times[chrono[cut]]).toISOString()} ` +
            `and the trim to ${keep} would split them`, BY_POSITION);
    }
    if (stamps) {
        // The newest entry dropped against the oldest kept: a log prepended, then appended, has its newest at both ends.
        const latest = extreme(chrono.slice(0, cut), stamps, (a, b) => (0,_format_order_js__WEBPACK_IMPORTED_MODULE_1__/* .laterThan */ .Gh)(a, b));
        const earliest = extreme(chrono.slice(cut), stamps, (a, b) => (0,_format_order_js__WEBPACK_IMPORTED_MODULE_1__/* .laterThan */ .Gh)(b, a));
        if (latest !== undefined && earliest !== undefined)
            contradicted(stamps[latest], stamps[earliest], order.declared, path, headings[latest], headings[earliest]);
    }
    return chrono.slice(cut);
}
/** The dated entry of `idx` that beats every other by `better`, if any is dated. */
function extreme(idx, stamps, better) {
    let best;
    for (const i of idx)
        if (stamps[i] && (best === undefined || better(stamps[i], stamps[best])))
            best = i;
    return best;
}
/**
 * Refuses a cut by file position where the newest entry it drops is dated
 * later than the oldest it keeps (the two entries at the cut): the log was
 * not written the way `declared` says, at least not there.
 */
function contradicted(dropped, kept, declared, path, droppedHeading = 'the entry before the cut', keptHeading = 'the entry after it') {
    if (!dropped || !kept || !(0,_format_order_js__WEBPACK_IMPORTED_MODULE_1__/* .laterThan */ .Gh)(dropped, kept))
        return;
    throw new OrderRefused(path, `${path}: order = "${declared}", but the entries' dates at the cut run the other way: the trim would drop ` +
        `"${droppedHeading}" and keep the older "${keptHeading}"`, 'order = "auto"');
}
/** Commit times of the entries' heading lines, or why there are none. */
async function commitTimes(path, log, entries, lineTimes) {
    const blamed = await lineTimes?.(path);
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
        return 'every entry was committed at the same time (in one commit)';
    return times;
}


/***/ }),

/***/ 1923:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   CV: () => (/* binding */ planTrim),
/* harmony export */   T9: () => (/* binding */ scanForAnalysis),
/* harmony export */   s4: () => (/* binding */ sizeAfterTrim),
/* harmony export */   tN: () => (/* binding */ pinnedDigest)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _format_axe_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(2563);
/* harmony import */ var _format_order_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(4731);
/* harmony import */ var _fs_handle_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(1617);
/* harmony import */ var _entry_order_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(6996);
/* harmony import */ var _scan_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(1040);
/**
 * Planning a run log's trim: which entries to drop (by streaming for axe's
 * layout, on the whole log for the others) and a pin of the dropped bytes
 * that apply-trim.ts verifies before it rewrites. A trim keeps the BOM and
 * every byte that is not an entry.
 */






/** How much of the dropped part a streamed trim plan pins (see pinnedDigest). */
const PIN_BYTES = 64 * 1024;
/** Up to this many bytes on either side of a cut, a plan lists the entries it drops and keeps. */
const LIST_MAX_BYTES = 8 * 1024 * 1024;
/** How much of a listed entry's result a plan keeps: enough to tell a failed run. */
const LISTED_RESULT_CHARS = 300;
const EMPTY_DIGEST = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').digest('hex');
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
    (0,_scan_js__WEBPACK_IMPORTED_MODULE_4__/* .checkCount */ .wE)('keepN', keepN, path);
    const chunkSize = (0,_scan_js__WEBPACK_IMPORTED_MODULE_4__/* .chunkSizeOf */ .mT)(options);
    const layout = options.layout ?? _format_axe_js__WEBPACK_IMPORTED_MODULE_1__/* .axeLayout */ .HR;
    if (keepN === 0)
        return nothingToTrim(path, keepN, 0, 0);
    // A small log the scan already read whole is planned from those bytes, with no read at all
    // (gc plans every agent's log, and most are small): applyTrim pins them all.
    const content = options.known?.content;
    if (content && content.length === options.known?.size)
        return planWhole(content, path, keepN, layout, options.list === true, options.lineTimes);
    return (0,_fs_handle_js__WEBPACK_IMPORTED_MODULE_2__/* .withFile */ .D4)(path, () => nothingToTrim(path, keepN, 0, 0), async (fh) => {
        const { size } = await fh.stat();
        if (layout.streamable) {
            const fast = await planStreamed(fh, path, size, keepN, chunkSize, options);
            if (fast)
                return fast;
        }
        return planWhole(await (0,_fs_handle_js__WEBPACK_IMPORTED_MODULE_2__/* .readAt */ .m6)(fh, 0, size), path, keepN, layout, options.list === true, options.lineTimes);
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
    const back = await (0,_scan_js__WEBPACK_IMPORTED_MODULE_4__/* .scanBackward */ .$v)(fh, size, keepN, chunkSize, false);
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
    // What would be dropped is searched even when not counted: a title or comment there is
    // structure, and a fence may hide one, so any of them sends the log to the whole parse.
    const counted = (0,_scan_js__WEBPACK_IMPORTED_MODULE_4__/* .countForward */ .JC)(fh.fd, first, start, chunkSize);
    if (counted.fenced)
        return undefined;
    // The two entries at the cut: the newer one must not be the one dropped.
    const [dropped, kept] = [await lastHeadingBefore(fh, first, start), await headingAt(fh, start)];
    (0,_entry_order_js__WEBPACK_IMPORTED_MODULE_3__/* .contradicted */ .vF)((0,_format_order_js__WEBPACK_IMPORTED_MODULE_5__/* .headingStamp */ .yU)(dropped), (0,_format_order_js__WEBPACK_IMPORTED_MODULE_5__/* .headingStamp */ .yU)(kept), 'oldest-first', path, dropped, kept);
    const known = options.known?.size === size ? options.known : undefined;
    const removed = listed ? listed.dropped.length : known ? known.count - keepN : counted.count;
    const pins = [
        [0, first + _format_axe_js__WEBPACK_IMPORTED_MODULE_1__/* .HEADER */ .El.length],
        [Math.max(first, start - PIN_BYTES), start + _format_axe_js__WEBPACK_IMPORTED_MODULE_1__/* .HEADER */ .El.length],
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
async function planWhole(log, path, keepN, layout, list, lineTimes) {
    const size = log.length;
    const entries = layout.entries(log);
    if (entries.length <= keepN)
        return nothingToTrim(path, keepN, entries.length, size);
    const order = await (0,_entry_order_js__WEBPACK_IMPORTED_MODULE_3__/* .orderOf */ .mJ)(path, log, entries, layout, lineTimes);
    const keptIdx = (0,_entry_order_js__WEBPACK_IMPORTED_MODULE_3__/* .newest */ .BP)(order, keepN, path, entries.map((e) => e.heading));
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
    const bytes = await (0,_fs_handle_js__WEBPACK_IMPORTED_MODULE_2__/* .readAt */ .m6)(fh, from, to - from);
    return _format_axe_js__WEBPACK_IMPORTED_MODULE_1__/* .axeLayout */ .HR.entries(bytes).map((e) => brief(_format_axe_js__WEBPACK_IMPORTED_MODULE_1__/* .axeLayout */ .HR.fields(bytes.toString('utf8', e.start, e.end))));
}
/** Bytes read for one heading line: a date sits near its start. */
const HEADING_READ = 512;
/** The text of the `## ` heading line at `at`. */
async function headingAt(fh, at) {
    const bytes = await (0,_fs_handle_js__WEBPACK_IMPORTED_MODULE_2__/* .readAt */ .m6)(fh, at, HEADING_READ);
    const nl = bytes.indexOf(0x0a);
    return bytes.toString('utf8', _format_axe_js__WEBPACK_IMPORTED_MODULE_1__/* .HEADER */ .El.length, nl === -1 ? bytes.length : nl).replace(/\r$/, '');
}
/** The text of the last `## ` heading in [from, to), which starts at one and holds no fence: read backwards. */
async function lastHeadingBefore(fh, from, to) {
    for (let end = to; end > from;) {
        const begin = Math.max(from, end - 64 * 1024);
        // One byte before `begin` too, so a heading starting exactly there is seen after its `\n`.
        const bytes = await (0,_fs_handle_js__WEBPACK_IMPORTED_MODULE_2__/* .readAt */ .m6)(fh, Math.max(from, begin - 1), end - Math.max(from, begin - 1));
        const i = bytes.lastIndexOf(_format_axe_js__WEBPACK_IMPORTED_MODULE_1__/* .NL_HEADER */ .vR, bytes.length - _format_axe_js__WEBPACK_IMPORTED_MODULE_1__/* .NL_HEADER */ .vR.length - 1);
        if (i !== -1)
            return headingAt(fh, Math.max(from, begin - 1) + i + 1);
        end = begin;
    }
    return headingAt(fh, from);
}
/**
 * The first heading, searched forwards up to `limit`; undefined when the
 * bytes before it may hold a fence (the heading may then be body text).
 */
async function firstHeading(fh, limit) {
    const lead = (0,_format_axe_js__WEBPACK_IMPORTED_MODULE_1__/* .leadingHeader */ .C8)(await (0,_fs_handle_js__WEBPACK_IMPORTED_MODULE_2__/* .readAt */ .m6)(fh, 0, _format_axe_js__WEBPACK_IMPORTED_MODULE_1__/* .HEAD_LEN */ .hF));
    if (lead !== undefined)
        return lead;
    const step = 64 * 1024;
    for (let pos = 0; pos < limit; pos += step) {
        // Each read starts CARRY bytes early so a match across two reads is seen.
        const from = Math.max(0, pos - _scan_js__WEBPACK_IMPORTED_MODULE_4__/* .CARRY */ .WO);
        const bytes = await (0,_fs_handle_js__WEBPACK_IMPORTED_MODULE_2__/* .readAt */ .m6)(fh, from, Math.min(limit + _format_axe_js__WEBPACK_IMPORTED_MODULE_1__/* .HEADER */ .El.length, pos + step) - from);
        const i = bytes.indexOf(_format_axe_js__WEBPACK_IMPORTED_MODULE_1__/* .NL_HEADER */ .vR);
        const head = i === -1 ? bytes : bytes.subarray(0, i);
        if ((0,_format_axe_js__WEBPACK_IMPORTED_MODULE_1__/* .needsParse */ .BY)(head))
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
        hash.update(await (0,_fs_handle_js__WEBPACK_IMPORTED_MODULE_2__/* .readAt */ .m6)(fh, from, to - from));
    return hash.digest('hex');
}
function digestOfPins(log, pins) {
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
    for (const [from, to] of pins)
        hash.update(log.subarray(from, to));
    return hash.digest('hex');
}


/***/ }),

/***/ 1040:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $v: () => (/* binding */ scanBackward),
/* harmony export */   EX: () => (/* binding */ countEntries),
/* harmony export */   JC: () => (/* binding */ countForward),
/* harmony export */   Or: () => (/* binding */ scanLog),
/* harmony export */   S2: () => (/* binding */ logSize),
/* harmony export */   WO: () => (/* binding */ CARRY),
/* harmony export */   Xs: () => (/* binding */ loadEntries),
/* harmony export */   mT: () => (/* binding */ chunkSizeOf),
/* harmony export */   wE: () => (/* binding */ checkCount)
/* harmony export */ });
/* unused harmony exports EMPTY, DEFAULT_CHUNK, readWhole, countHeaders */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3916);
/* harmony import */ var _format_axe_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(2563);
/* harmony import */ var _fs_handle_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(1617);
/* harmony import */ var _fs_regular_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(7051);
/* harmony import */ var _entry_order_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(6996);






const EMPTY = Buffer.alloc(0);
/** A match of `\n## ` that straddles two chunks starts in the last 3 bytes of the first. */
const CARRY = _format_axe_js__WEBPACK_IMPORTED_MODULE_2__/* .NL_HEADER */ .vR.length - 1;
/** Small enough that each chunk is still in the CPU cache when it is searched. */
const DEFAULT_CHUNK = 256 * 1024;
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
    const layout = options.layout ?? _format_axe_js__WEBPACK_IMPORTED_MODULE_2__/* .axeLayout */ .HR;
    const opened = (0,_fs_regular_js__WEBPACK_IMPORTED_MODULE_4__/* .openRegularSync */ .w5)(path);
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
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ioError */ .bD)('read', path, err);
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}
/** The log's size, without reading it (a missing log is empty); only a regular file has one. */
function logSize(path) {
    const opened = (0,_fs_regular_js__WEBPACK_IMPORTED_MODULE_4__/* .openRegularSync */ .w5)(path);
    if (!opened)
        return 0;
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(opened.fd);
    return opened.size;
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
    const layout = options.layout ?? _format_axe_js__WEBPACK_IMPORTED_MODULE_2__/* .axeLayout */ .HR;
    return (0,_fs_handle_js__WEBPACK_IMPORTED_MODULE_3__/* .withFile */ .D4)(path, () => EMPTY, async (fh) => {
        if (n === 0)
            return fh.readFile();
        const { size } = await fh.stat();
        if (layout.streamable) {
            const back = await scanBackward(fh, size, n, chunkSize, true);
            if (!back.fenced)
                return back.tail;
        }
        const log = await (0,_fs_handle_js__WEBPACK_IMPORTED_MODULE_3__/* .readAt */ .m6)(fh, 0, size);
        const entries = layout.entries(log);
        // Every entry is wanted: which is newest does not matter, and a log with no known order still loads.
        const chrono = entries.length <= n
            ? entries.map((_, i) => i)
            : (await (0,_entry_order_js__WEBPACK_IMPORTED_MODULE_5__/* .orderOf */ .mJ)(path, log, entries, layout, options.lineTimes)).chrono.slice(-n);
        return Buffer.concat(chrono.map((i) => log.subarray(entries[i].start, entries[i].end)));
    });
}
/** Up to `size` bytes from the start of the file: fewer if it shrank meanwhile. */
function readWhole(fd, size) {
    const buf = Buffer.allocUnsafe(size);
    let filled = 0;
    for (let n; filled < size && (n = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, buf, filled, size - filled, filled)) > 0;)
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
        const head = Buffer.alloc(_format_axe_js__WEBPACK_IMPORTED_MODULE_2__/* .HEAD_LEN */ .hF);
        const lead = (0,_format_axe_js__WEBPACK_IMPORTED_MODULE_2__/* .leadingHeader */ .C8)(head.subarray(0, (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, head, 0, _format_axe_js__WEBPACK_IMPORTED_MODULE_2__/* .HEAD_LEN */ .hF, 0)));
        count = lead !== undefined && lead < end ? 1 : 0;
    }
    let fenced = false;
    // Sized to what is counted when that is small (a trim's dropped prefix may be a
    // few kilobytes): faulting in a whole chunk's pages would cost more than the reading.
    const buf = Buffer.allocUnsafe(CARRY + Math.min(chunkSize, end));
    let carry = 0;
    for (let pos = from; pos < end && count < limit;) {
        const bytesRead = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, buf, carry, Math.min(chunkSize, end - pos), pos);
        if (bytesRead === 0)
            break;
        const window = buf.subarray(0, carry + bytesRead);
        count += countHeaders(window);
        fenced ||= (0,_format_axe_js__WEBPACK_IMPORTED_MODULE_2__/* .needsParse */ .BY)(window);
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
    for (let i = window.indexOf(_format_axe_js__WEBPACK_IMPORTED_MODULE_2__/* .NL_HEADER */ .vR); i !== -1; i = window.indexOf(_format_axe_js__WEBPACK_IMPORTED_MODULE_2__/* .NL_HEADER */ .vR, i + 1))
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
        await (0,_fs_handle_js__WEBPACK_IMPORTED_MODULE_3__/* .readFully */ .lR)(fh, window.subarray(0, len), pos);
        carry.copy(window, len, 0, carryLen);
        if (keep)
            chunks.push(window.subarray(0, len));
        for (let i = window.lastIndexOf(_format_axe_js__WEBPACK_IMPORTED_MODULE_2__/* .NL_HEADER */ .vR, len - 1); i !== -1; i = i > 0 ? window.lastIndexOf(_format_axe_js__WEBPACK_IMPORTED_MODULE_2__/* .NL_HEADER */ .vR, i - 1) : -1) {
            start = pos + i + 1;
            if (++found === n) {
                fenced ||= (0,_format_axe_js__WEBPACK_IMPORTED_MODULE_2__/* .needsParse */ .BY)(window.subarray(i));
                return done();
            }
        }
        fenced ||= (0,_format_axe_js__WEBPACK_IMPORTED_MODULE_2__/* .needsParse */ .BY)(window);
        carryLen = Math.min(CARRY, window.length);
        window.copy(carry, 0, 0, carryLen);
    }
    const lead = (0,_format_axe_js__WEBPACK_IMPORTED_MODULE_2__/* .leadingHeader */ .C8)(await (0,_fs_handle_js__WEBPACK_IMPORTED_MODULE_3__/* .readAt */ .m6)(fh, 0, _format_axe_js__WEBPACK_IMPORTED_MODULE_2__/* .HEAD_LEN */ .hF));
    if (lead !== undefined) {
        start = lead;
        found++;
    }
    return done();
}
function checkCount(name, value, path) {
    if (value < 0)
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .opError */ .ey)(`${name} must be non-negative`, { file: path, field: name });
    if (!Number.isSafeInteger(value))
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .opError */ .ey)(`${name} must be an integer`, { file: path, field: name });
}
function chunkSizeOf(options) {
    const size = options.chunkSize ?? DEFAULT_CHUNK;
    if (!Number.isSafeInteger(size) || size < 1)
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .opError */ .ey)('chunkSize must be a positive integer', { field: 'chunkSize' });
    return size;
}


/***/ }),

/***/ 4046:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $N: () => (/* binding */ projectKey),
/* harmony export */   En: () => (/* binding */ lineEnding),
/* harmony export */   HX: () => (/* binding */ USER_PROFILE_SECTIONS),
/* harmony export */   Qm: () => (/* binding */ closingRuns),
/* harmony export */   Td: () => (/* binding */ indexSummary),
/* harmony export */   X0: () => (/* binding */ mergeSections),
/* harmony export */   fM: () => (/* binding */ checkSections),
/* harmony export */   le: () => (/* binding */ PROJECT_MEMORY_SECTIONS),
/* harmony export */   nO: () => (/* binding */ splitSections),
/* harmony export */   rV: () => (/* binding */ BOM_TEXT),
/* harmony export */   u6: () => (/* binding */ fenceCloser)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3916);
/* harmony import */ var _format_fence_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(3890);
/* harmony import */ var _text_cut_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(3147);
/**
 * Section files (evva): USER_PROFILE.md and projects/<key>/MEMORY.md hold a
 * preamble and a fixed set of top-level `## ` sections.
 *
 * Only a `## ` line (after any spaces and tabs, as evva reads it) outside a
 * fenced code block starts a section; everything else, deeper headings and
 * fenced `## ` lines included, is body text. The parser stays this small on purpose: sections are flat and edits
 * are surgical, so a markdown AST would add a dependency and no safety.
 *
 * Where evva is weak we do better: new headings are
 * appended in allowed order, fences are honoured, index lines are cut on a
 * code point boundary, and a rewrite reads the whole file, refuses binary
 * content and keeps the file's mode, line endings and BOM.
 */




/** Allowed headings of USER_PROFILE.md, in the order a new file gets them. */
const USER_PROFILE_SECTIONS = ['Preferences', 'Working style', 'Recurring topics'];
/** Allowed headings of projects/<key>/MEMORY.md, in the order a new file gets them. */
const PROJECT_MEMORY_SECTIONS = ['Project facts', 'Decisions', 'Open issues', 'References'];
const BOM_TEXT = '\uFEFF';
/**
 * A section heading, as evva's h2Heading reads it: `## ` after any run of
 * spaces and tabs (`strings.TrimLeft(line, " \t")`), so a `## ` line
 * indented four spaces or by a tab, which CommonMark reads as code, is a
 * heading here as in evva. `### ` never is.
 */
const HEADING = /^[ \t]*## /;
/** The lines of `text` with their offsets, CR of a CRLF dropped from `text`. */
function splitLines(text) {
    const out = [];
    // A leading BOM is an encoding mark, not part of the first line.
    let at = text.startsWith(BOM_TEXT) ? 1 : 0;
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
 * never closes is not a fence: evva does not track
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
        const run = (0,_format_fence_js__WEBPACK_IMPORTED_MODULE_2__/* .closerOf */ .Yi)(lines[i]?.text ?? '');
        if (run)
            below[run.char][i] = Math.max(below[run.char][i] ?? 0, run.len);
    }
    const starts = [];
    const unclosed = [];
    let fence;
    lines.forEach((line, i) => {
        if (fence) {
            if ((0,_format_fence_js__WEBPACK_IMPORTED_MODULE_2__/* .closesFence */ .Tv)(line.text, fence))
                fence = undefined;
        }
        else if (HEADING.test(line.text)) {
            starts.push({ at: line.at, bodyAt: line.next, heading: line.text.replace(HEADING, '').trim() });
        }
        else {
            const open = (0,_format_fence_js__WEBPACK_IMPORTED_MODULE_2__/* .openingFence */ .sv)(line.text);
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
/** The updates as entries; a heading outside `allowed` is a config error naming it. */
function checkSections(updates, allowed) {
    const entries = updateEntries(updates);
    for (const [key] of entries) {
        if (!allowed.includes(key)) {
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .configError */ .Fj)(`section ${JSON.stringify(key)} is not in the allowed set [${allowed.join(', ')}]`, {
                field: key,
            });
        }
    }
    return entries;
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
    const entries = checkSections(updates, allowed);
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
        return `## ${heading} — ${first === undefined ? '(empty)' : (0,_text_cut_js__WEBPACK_IMPORTED_MODULE_3__/* .cutCodePoints */ .Dp)(first, max, true)}`;
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
    const cleaned = drive.slice(0, 1) + (rest === '' ? '' : node_path__WEBPACK_IMPORTED_MODULE_0__.posix.normalize(rest));
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


/***/ }),

/***/ 615:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  p: () => (/* binding */ readTextForRewrite),
  s: () => (/* binding */ writeSections)
});

;// CONCATENATED MODULE: external "node:buffer"
const external_node_buffer_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");
// EXTERNAL MODULE: ./src/errors.ts
var errors = __nccwpck_require__(3916);
// EXTERNAL MODULE: ./src/fs/atomic.ts
var atomic = __nccwpck_require__(230);
// EXTERNAL MODULE: ./src/fs/lock.ts
var lock = __nccwpck_require__(2088);
// EXTERNAL MODULE: ./src/fs/regular.ts
var regular = __nccwpck_require__(7051);
// EXTERNAL MODULE: ./src/fs/writelock.ts + 1 modules
var writelock = __nccwpck_require__(5470);
// EXTERNAL MODULE: ./src/memory/sections/section-file.ts
var section_file = __nccwpck_require__(4046);
;// CONCATENATED MODULE: ./src/memory/sections/section-write.ts
/**
 * Rewriting a section file (section-file.ts): read whole, never
 * capped, refused when it is not text, and written back atomically.
 */







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
 * (fs/writelock.ts), so concurrent updates take turns and none is lost.
 */
async function writeSections(path, updates, allowed) {
    // Refused before anything touches the disk: a refused call leaves no directory behind.
    (0,section_file/* checkSections */.fM)(updates, allowed);
    await (0,lock/* assertUnlocked */.Wj)(path, 'update');
    await (0,writelock/* withWriteLock */.vO)(path, async () => {
        const original = (await readTextForRewrite(path, 'update')) ?? '';
        const bom = original.startsWith(section_file/* BOM_TEXT */.rV) ? section_file/* BOM_TEXT */.rV : '';
        const eol = (0,section_file/* lineEnding */.En)(original);
        const lf = original.slice(bom.length).replaceAll('\r\n', '\n');
        // Normalising the merged text as well catches CRLF inside update bodies.
        const merged = (0,section_file/* mergeSections */.X0)(lf, updates, allowed).replaceAll('\r\n', '\n');
        const text = bom + (eol === '\n' ? merged : merged.replaceAll('\n', eol));
        if (text !== original)
            await (0,atomic/* writeFileAtomic */.Zf)(path, text, { mkdirs: true });
    });
}


/***/ }),

/***/ 2801:
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
 * a source built from history instead (git/ages.ts).
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

/***/ 5260:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $S: () => (/* binding */ linkedFiles),
/* harmony export */   Gb: () => (/* binding */ expire),
/* harmony export */   eu: () => (/* binding */ globMatch),
/* harmony export */   pt: () => (/* binding */ promote),
/* harmony export */   ve: () => (/* binding */ memoryTypeOf),
/* harmony export */   vr: () => (/* binding */ demote),
/* harmony export */   wg: () => (/* binding */ listTypedFiles)
/* harmony export */ });
/* unused harmony export frontMatterType */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(4006);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_6___default = /*#__PURE__*/__nccwpck_require__.n(picomatch__WEBPACK_IMPORTED_MODULE_6__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(3916);
/* harmony import */ var _fs_lock_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(2088);
/* harmony import */ var _fs_regular_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(7051);
/* harmony import */ var _file_ages_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(2801);
/**
 * Typed memory (aide): core files are never pruned, procedural and episodic
 * files are pruned by age. This module holds the per-file operations:
 * promote/demote between types, expire by age, and the listing pruning
 * walks. Every operation honours `.lock` sentinels.
 */







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
    await (0,_fs_lock_js__WEBPACK_IMPORTED_MODULE_3__/* .assertUnlocked */ .Wj)(src, verb);
    await (0,_fs_lock_js__WEBPACK_IMPORTED_MODULE_3__/* .assertUnlocked */ .Wj)(dst, `${verb} onto`);
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
    const read = (path) => (0,_fs_regular_js__WEBPACK_IMPORTED_MODULE_4__/* .readRegularFile */ .XF)(path, { maxBytes: a.size }).catch(() => undefined);
    const [x, y] = await Promise.all([read(src), read(dst)]);
    return x !== undefined && y !== undefined && x.equals(y);
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
    const ages = options.ages ?? _file_ages_js__WEBPACK_IMPORTED_MODULE_5__/* .mtimeAges */ .xE;
    const now = options.now ?? new Date();
    if ((0,_fs_lock_js__WEBPACK_IMPORTED_MODULE_3__/* .isLockSentinel */ .yN)(path))
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
    if (!(0,_file_ages_js__WEBPACK_IMPORTED_MODULE_5__/* .olderThan */ .W7)(age, maxAgeMs, now))
        return { removed: false, reason: 'not old enough', age };
    if (await (0,_fs_lock_js__WEBPACK_IMPORTED_MODULE_3__/* .isLocked */ .ln)(path))
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
            else if (entry.isFile() && !(0,_fs_lock_js__WEBPACK_IMPORTED_MODULE_3__/* .isLockSentinel */ .yN)(entry.name) && !entry.name.endsWith('.memkeep-tmp'))
                files.push(path);
        }
    }
    await walk(dir);
    return files.sort();
}
// --- typing ----------------------------------------------------------------
const matchers = new Map();
/**
 * A glob over a store-relative path (`/` separated), through picomatch, so
 * a glob means what it means in a shell or a .gitignore: `*` and `?` stay
 * within a segment, `**` crosses segments (`**\/` may match no directory at
 * all), braces (`*.{md,txt}`), classes (`[0-9]`) and a leading `!`
 * (everything but) work, and dot files match like any other (Cline's
 * `.clinerules`, `.cursor/`). A glob is compiled once per run.
 */
function globMatch(glob, relPath) {
    let match = matchers.get(glob);
    if (match === undefined) {
        match = picomatch__WEBPACK_IMPORTED_MODULE_6___default()(glob, { dot: true });
        matchers.set(glob, match);
    }
    return match(relPath);
}
/**
 * A file's memory type and what decided it: its front matter `type:` when
 * the agent maps it, else the first `types` glob that matches its
 * store-relative path, else the directory it is in. Pruning and load type
 * a file the same way.
 */
function memoryTypeOf(memory, relPath, content, dirType) {
    const declared = frontMatterType(content);
    const mapped = declared === undefined ? undefined : memory.frontMatterTypes[declared];
    if (mapped)
        return { type: mapped, by: `front matter type: ${declared}` };
    const rule = memory.types.find(([glob]) => globMatch(glob, relPath));
    if (rule)
        return { type: rule[1], by: rule[2] ?? `types "${rule[0]}"` };
    return { type: dirType, by: `under ${dirType}_dir` };
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

/***/ 1498:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ recordFailure)
/* harmony export */ });
/* harmony import */ var _memory_knowledge_failures_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6837);

async function recordFailure(agent, note) {
    return { value: await (0,_memory_knowledge_failures_js__WEBPACK_IMPORTED_MODULE_0__/* .appendFailureNote */ .lA)(agent.memory.proceduralDir, note), warnings: [] };
}


/***/ }),

/***/ 5494:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ loadMemory)
/* harmony export */ });
/* harmony import */ var _git_line_times_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(8719);
/* harmony import */ var _memory_agent_load_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1932);


async function loadMemory(store, agent, options) {
    const load = await (0,_memory_agent_load_js__WEBPACK_IMPORTED_MODULE_0__/* .loadForAgent */ .D7)(store, agent, { ...options, lineTimes: _git_line_times_js__WEBPACK_IMPORTED_MODULE_1__/* .lineTimes */ .r });
    return { value: load, warnings: load.warnings };
}


/***/ }),

/***/ 4732:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  J: () => (/* binding */ logEntry),
  D: () => (/* binding */ loggedLine)
});

// EXTERNAL MODULE: ./src/config/confine.ts
var confine = __nccwpck_require__(1094);
// EXTERNAL MODULE: ./src/format/layout.ts
var format_layout = __nccwpck_require__(533);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __nccwpck_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __nccwpck_require__(3916);
// EXTERNAL MODULE: ./src/format/axe.ts
var axe = __nccwpck_require__(2563);
// EXTERNAL MODULE: ./src/fs/append.ts
var append = __nccwpck_require__(2363);
// EXTERNAL MODULE: ./src/fs/handle.ts
var handle = __nccwpck_require__(1617);
// EXTERNAL MODULE: ./src/fs/regular.ts
var regular = __nccwpck_require__(7051);
// EXTERNAL MODULE: ./src/fs/writelock.ts + 1 modules
var writelock = __nccwpck_require__(5470);
;// CONCATENATED MODULE: ./src/memory/runlog/append-entry.ts









/** How far an append looks for the first line ending to copy the log's style. */
const EOL_PROBE = 64 * 1024;
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
async function appendEntry(path, entry, layout = axe/* axeLayout */.HR) {
    const stamp = rfc3339(entry.at ?? new Date());
    try {
        await (0,promises_.mkdir)((0,external_node_path_.dirname)(path), { recursive: true, mode: 0o755 });
    }
    catch (err) {
        throw (0,errors/* ioError */.bD)('append to', path, err);
    }
    await withAppendLock(path, async () => {
        let fh;
        try {
            // a+ is O_APPEND as well; reading lets the entry match the log's style.
            fh = (await (0,regular/* openRegular */.lf)(path, {
                flags: external_node_fs_.constants.O_RDWR | external_node_fs_.constants.O_APPEND | external_node_fs_.constants.O_CREAT,
                mode: 0o644,
                action: 'append to',
            })).fh;
            const { eol, lead } = await lineStyle(fh);
            await (0,append/* appendWhole */.g)(fh, Buffer.from(lead + layout.render(entry.task, entry.result, stamp, eol)));
        }
        catch (err) {
            throw (0,errors/* ioError */.bD)('append to', path, err);
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
        release = await (0,writelock/* acquireWriteLock */.Vg)(path);
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
function rfc3339(at) {
    if (Number.isNaN(at.getTime()))
        throw (0,errors/* opError */.ey)('cannot write a run-log entry: invalid time');
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
    const head = await (0,handle/* readAt */.m6)(fh, 0, Math.min(size, EOL_PROBE));
    const nl = head.indexOf(0x0a);
    const eol = nl > 0 && head[nl - 1] === 0x0d ? '\r\n' : '\n';
    const last = (await (0,handle/* readAt */.m6)(fh, size - 1, 1))[0];
    const endsLine = last === 0x0a || head.equals(axe/* BOM */.bh);
    // A last line ending in a bare CR is completed to CRLF: `\r\r\n` would leave the CR in the
    // line, and a fence closer there would no longer close its fence.
    return { eol, lead: endsLine ? '' : last === 0x0d ? '\n' : eol };
}

// EXTERNAL MODULE: ./src/memory/runlog/scan.ts
var scan = __nccwpck_require__(1040);
// EXTERNAL MODULE: ./src/text/plural.ts
var plural = __nccwpck_require__(573);
;// CONCATENATED MODULE: ./src/ops/log.ts
/**
 * `log`: one run-log entry appended for an agent, in its log's layout, and
 * the warning the CLI and the MCP tool both give when the log is at its
 * max_entries.
 */





/** Appends `entry` to the agent's run log; the value is the log's entry count after it. */
async function logEntry(agent, entry) {
    const layout = (0,format_layout/* layoutOf */.aH)(agent.memory);
    await appendEntry(agent.memory.path, entry, layout);
    const count = await (0,scan/* countEntries */.EX)(agent.memory.path, { layout });
    const max = agent.memory.maxEntries;
    const warnings = max > 0 && count >= max
        ? [
            `agent "${agent.name}" memory has ${(0,plural/* plural */.L)(count, 'entry', 'entries')} (max_entries: ${max}). Run 'memkeep gc ${agent.name}' to trim.`,
        ]
        : [];
    return { value: count, warnings };
}
/** What both front ends answer to a `log`. */
function loggedLine(store, agent, count) {
    return `Appended entry to ${(0,confine/* storeRelative */.EM)(store, agent.memory.path)} (${(0,plural/* plural */.L)(count, 'entry', 'entries')}).`;
}


/***/ }),

/***/ 7534:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $C: () => (/* binding */ NOTE_TYPES),
/* harmony export */   Hj: () => (/* binding */ noteDirs),
/* harmony export */   IP: () => (/* binding */ writeNote),
/* harmony export */   Iy: () => (/* binding */ deleteNote),
/* harmony export */   Xp: () => (/* binding */ editNote),
/* harmony export */   Zr: () => (/* binding */ checkHeading),
/* harmony export */   mn: () => (/* binding */ listNotes),
/* harmony export */   nZ: () => (/* binding */ NOTE_NAME),
/* harmony export */   o1: () => (/* binding */ MAX_DESCRIPTION)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _config_confine_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(1094);
/* harmony import */ var _config_paths_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(1066);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(3916);
/* harmony import */ var _fs_atomic_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(230);
/* harmony import */ var _fs_lock_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(2088);
/* harmony import */ var _fs_writelock_js__WEBPACK_IMPORTED_MODULE_7__ = __nccwpck_require__(5470);
/* harmony import */ var _memory_sections_section_file_js__WEBPACK_IMPORTED_MODULE_8__ = __nccwpck_require__(4046);
/* harmony import */ var _memory_sections_section_write_js__WEBPACK_IMPORTED_MODULE_9__ = __nccwpck_require__(615);
/* harmony import */ var _memory_typed_typed_js__WEBPACK_IMPORTED_MODULE_10__ = __nccwpck_require__(5260);
/* harmony import */ var _text_invisible_js__WEBPACK_IMPORTED_MODULE_12__ = __nccwpck_require__(480);
/* harmony import */ var _text_redact_js__WEBPACK_IMPORTED_MODULE_11__ = __nccwpck_require__(5813);
/**
 * Typed memory notes: one markdown file with YAML front matter (name,
 * description, type) in an agent's procedural or episodic folder, written,
 * edited (append, replace a `## ` section) and deleted under the same rules
 * as every other memkeep write: the path is confined to the store root
 * (symlinks included) and to the agent's typed folders; a `<file>.lock`
 * refuses the change; the read-modify-write holds the file's write lock and
 * the rewrite is atomic. Secrets in the text are redacted before it is
 * written (memory is committed to git), and nothing invisible is written.
 *
 * The run log, the core files and the files memkeep keeps itself
 * (failures.md, digest.md, lessons.md) are not notes: they are refused here.
 */













const NOTE_TYPES = ['procedural', 'episodic'];
/** A note's name: a file name in the type's folder (`.md` added), no folders, no dot files. */
const NOTE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;
/** The longest description a note's front matter takes (it is one line in a list of notes). */
const MAX_DESCRIPTION = 300;
/** Writes a new note (or replaces one with `replace`); the value says where and what was redacted. */
async function writeNote(store, agent, note) {
    const name = note.name.replace(/\.md$/i, '');
    if (!NOTE_NAME.test(name) || name.endsWith('.lock') || name.endsWith('.memkeep-tmp')) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .configError */ .Fj)(`note name "${note.name}" must be a file name: letters, digits, ".", "_" and "-", starting with a letter or digit`, { field: 'name' });
    }
    if (!NOTE_TYPES.includes(note.type)) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .configError */ .Fj)(`note type "${note.type}" must be ${NOTE_TYPES.join(' or ')}`, { field: 'type' });
    }
    if (note.description === '' || note.description.length > MAX_DESCRIPTION) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .configError */ .Fj)(`a note's description must be 1 to ${MAX_DESCRIPTION} characters`, { field: 'description' });
    }
    if (note.body === '')
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .configError */ .Fj)("a note's body must not be empty", { field: 'body' });
    const dir = note.type === 'procedural' ? agent.memory.proceduralDir : agent.memory.episodicDir;
    const file = await (0,_config_confine_js__WEBPACK_IMPORTED_MODULE_2__/* .resolveInside */ .LI)(store.root, dir, `${name}.md`, { field: 'name' });
    refuseNonNote(store, agent, file);
    const description = clean(note.description).text.replace(/\s+/g, ' ').trim();
    const body = clean(note.body);
    const front = `---\nname: ${name}\ndescription: ${JSON.stringify(description)}\ntype: ${note.type}\n---\n\n`;
    const text = `${front}${body.text.trim()}\n`;
    await (0,_fs_lock_js__WEBPACK_IMPORTED_MODULE_6__/* .assertUnlocked */ .Wj)(file, 'write');
    const created = await (0,_fs_writelock_js__WEBPACK_IMPORTED_MODULE_7__/* .withWriteLock */ .vO)(file, async () => {
        const existing = await (0,_memory_sections_section_write_js__WEBPACK_IMPORTED_MODULE_9__/* .readTextForRewrite */ .p)(file, 'replace');
        if (existing !== undefined && !note.replace) {
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .opError */ .ey)(`note ${(0,_config_confine_js__WEBPACK_IMPORTED_MODULE_2__/* .storeRelative */ .EM)(store, file)} exists; replace it (--replace, or replace: true over MCP) or edit it`, {
                file,
            });
        }
        if (existing !== text)
            await (0,_fs_atomic_js__WEBPACK_IMPORTED_MODULE_5__/* .writeFileAtomic */ .Zf)(file, text, { mkdirs: true });
        return existing === undefined;
    });
    return {
        value: { path: (0,_config_confine_js__WEBPACK_IMPORTED_MODULE_2__/* .storeRelative */ .EM)(store, file), redacted: body.redacted + clean(note.description).redacted, created },
        warnings: [],
    };
}
/** Appends to a note, or sets one `## ` section's body (added at the end when missing). */
async function editNote(store, agent, path, edit) {
    const file = await noteFile(store, agent, path);
    await (0,_fs_lock_js__WEBPACK_IMPORTED_MODULE_6__/* .assertUnlocked */ .Wj)(file, 'edit');
    const added = clean('append' in edit ? edit.append : edit.body);
    await (0,_fs_writelock_js__WEBPACK_IMPORTED_MODULE_7__/* .withWriteLock */ .vO)(file, async () => {
        const original = await (0,_memory_sections_section_write_js__WEBPACK_IMPORTED_MODULE_9__/* .readTextForRewrite */ .p)(file, 'edit');
        if (original === undefined)
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .opError */ .ey)(`note ${path} no longer exists`, { file });
        const eol = original.includes('\r\n') ? '\r\n' : '\n';
        const lf = original.replaceAll('\r\n', '\n');
        const next = 'append' in edit ? appended(lf, added.text) : withSection(lf, edit.heading, added.text);
        const text = eol === '\n' ? next : next.replaceAll('\n', eol);
        if (text !== original)
            await (0,_fs_atomic_js__WEBPACK_IMPORTED_MODULE_5__/* .writeFileAtomic */ .Zf)(file, text);
    });
    return { value: { path: (0,_config_confine_js__WEBPACK_IMPORTED_MODULE_2__/* .storeRelative */ .EM)(store, file), redacted: added.redacted }, warnings: [] };
}
/** Deletes a note (not the log, a core file, or what memkeep keeps); a locked note is refused. */
async function deleteNote(store, agent, path) {
    const file = await noteFile(store, agent, path);
    await (0,_fs_lock_js__WEBPACK_IMPORTED_MODULE_6__/* .assertUnlocked */ .Wj)(file, 'delete');
    await (0,_fs_writelock_js__WEBPACK_IMPORTED_MODULE_7__/* .withWriteLock */ .vO)(file, async () => {
        try {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.unlink)(file);
        }
        catch (err) {
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ioError */ .bD)('delete', file, err);
        }
    });
    return { value: { path: (0,_config_confine_js__WEBPACK_IMPORTED_MODULE_2__/* .storeRelative */ .EM)(store, file), redacted: 0 }, warnings: [] };
}
/** The notes an agent has: every file under its procedural and episodic folders that is a note. */
async function listNotes(agent) {
    const out = [];
    for (const type of NOTE_TYPES) {
        const dir = type === 'procedural' ? agent.memory.proceduralDir : agent.memory.episodicDir;
        for (const file of await (0,_memory_typed_typed_js__WEBPACK_IMPORTED_MODULE_10__/* .listTypedFiles */ .wg)(dir))
            if (!isNonNote(agent, file))
                out.push({ file, type });
    }
    return out;
}
/** `path` (store-relative) as one of the agent's notes, or a config error saying what it is instead. */
async function noteFile(store, agent, path) {
    const abs = await (0,_config_confine_js__WEBPACK_IMPORTED_MODULE_2__/* .resolveInside */ .LI)(store.root, store.root, path, { field: 'path' });
    refuseNonNote(store, agent, abs);
    const notes = await listNotes(agent);
    const found = notes.find((n) => n.file === abs);
    if (!found) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .configError */ .Fj)(`"${path}" is not a note of agent "${agent.name}" (notes live under ${(0,_config_confine_js__WEBPACK_IMPORTED_MODULE_2__/* .storeRelative */ .EM)(store, agent.memory.proceduralDir)} and ${(0,_config_confine_js__WEBPACK_IMPORTED_MODULE_2__/* .storeRelative */ .EM)(store, agent.memory.episodicDir)})`, { field: 'path' });
    }
    return found.file;
}
function isNonNote(agent, file) {
    const m = agent.memory;
    if (file === m.path || m.coreFiles.includes(file))
        return true;
    return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(file) === m.proceduralDir && [_config_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .FAILURES_FILE */ .nB, ..._config_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .DISTILLED_FILES */ .D7].includes((0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(file));
}
function refuseNonNote(store, agent, file) {
    if (!isNonNote(agent, file))
        return;
    const rel = (0,_config_confine_js__WEBPACK_IMPORTED_MODULE_2__/* .storeRelative */ .EM)(store, file);
    const what = file === agent.memory.path
        ? 'the run log (use log)'
        : agent.memory.coreFiles.includes(file)
            ? 'a core file'
            : 'kept by memkeep itself';
    throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .configError */ .Fj)(`"${rel}" is not a note: it is ${what}`, { field: 'path' });
}
/** Text as it may be written into memory: secrets redacted, nothing invisible, LF line endings. */
function clean(text) {
    const r = (0,_text_redact_js__WEBPACK_IMPORTED_MODULE_11__/* .redactSecrets */ .fp)(text.replace(_text_invisible_js__WEBPACK_IMPORTED_MODULE_12__/* .INVISIBLE_CHARS */ .G, '').replaceAll('\r\n', '\n'));
    return { text: r.text, redacted: r.findings.length };
}
function appended(text, add) {
    const base = text.endsWith('\n') || text === '' ? text : `${text}\n`;
    return `${base}${base.endsWith('\n\n') || base === '' ? '' : '\n'}${add.trim()}\n`;
}
/** `text` with the body of `## heading` set to `body` (trimmed); the section is appended when missing. */
function withSection(text, heading, body) {
    const { preamble, sections } = (0,_memory_sections_section_file_js__WEBPACK_IMPORTED_MODULE_8__/* .splitSections */ .nO)(text);
    // A `## ` line in the body would start a section of its own when read back: it is escaped.
    const inner = body.trim().replace(/^( {0,3})(##)(?=[ \t]|$)/gm, '$1\\$2');
    const section = `## ${heading}\n${inner ? `${inner}\n` : ''}`;
    const at = sections.findIndex((s) => s.heading === heading);
    if (at < 0)
        return appended(text, section);
    const rest = sections[at + 1] ? '\n' : '';
    const parts = sections.map((s, i) => (i === at ? section + rest : s.raw));
    return preamble + parts.join('');
}
/** A heading for withSection: one line, not empty, no leading `#`. */
function checkHeading(heading) {
    const h = heading.replace(_text_invisible_js__WEBPACK_IMPORTED_MODULE_12__/* .INVISIBLE_CHARS */ .G, '').trim();
    if (h === '' || /[\r\n]/.test(h) || h.startsWith('#')) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .configError */ .Fj)(`heading "${heading}" must be one line of text without leading "#"`, { field: 'heading' });
    }
    return h;
}
/** Where the notes of `agent` go, store-relative: for the tools' descriptions and answers. */
function noteDirs(store, agent) {
    return {
        procedural: (0,_config_confine_js__WEBPACK_IMPORTED_MODULE_2__/* .storeRelative */ .EM)(store, agent.memory.proceduralDir),
        episodic: (0,_config_confine_js__WEBPACK_IMPORTED_MODULE_2__/* .storeRelative */ .EM)(store, agent.memory.episodicDir),
    };
}


/***/ }),

/***/ 7177:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ rememberSections)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _config_confine_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(1094);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(3916);
/* harmony import */ var _memory_sections_section_file_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(4046);
/* harmony import */ var _memory_sections_section_write_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(615);
/**
 * `remember`: sets sections of USER_PROFILE.md or a project's MEMORY.md.
 * Shared by the CLI command and the MCP tool so both resolve the same file
 * under the same rules.
 */





/** Writes `updates` (heading to body) atomically and returns the file written. */
async function rememberSections(store, target, updates) {
    if (updates.size === 0)
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .configError */ .Fj)('remember: give at least one section to set', { field: '--set' });
    // A relative workdir has no project of its own (`..` would name the store root's MEMORY.md).
    if (!target.profile && !(0,node_path__WEBPACK_IMPORTED_MODULE_0__.isAbsolute)(target.workdir) && !/^[A-Za-z]:[\\/]/.test(target.workdir)) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .configError */ .Fj)(`remember: workdir "${target.workdir}" must be an absolute path`, { field: 'workdir' });
    }
    const key = target.profile ? '' : (0,_memory_sections_section_file_js__WEBPACK_IMPORTED_MODULE_3__/* .projectKey */ .$N)(target.workdir);
    // evva's key for `/` is "": its MEMORY.md would belong to no project.
    if (!target.profile && key === '') {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .configError */ .Fj)(`remember: --workdir "${target.workdir}" has no project key`, { field: '--workdir' });
    }
    const rel = target.profile ? 'USER_PROFILE.md' : (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)('projects', key, 'MEMORY.md');
    // A linked profile would pull the link target's text into the store.
    const file = await (0,_config_confine_js__WEBPACK_IMPORTED_MODULE_1__/* .resolveInside */ .LI)(store.root, store.root, rel, { field: 'remember' });
    await (0,_memory_sections_section_write_js__WEBPACK_IMPORTED_MODULE_4__/* .writeSections */ .s)(file, updates, target.profile ? _memory_sections_section_file_js__WEBPACK_IMPORTED_MODULE_3__/* .USER_PROFILE_SECTIONS */ .HX : _memory_sections_section_file_js__WEBPACK_IMPORTED_MODULE_3__/* .PROJECT_MEMORY_SECTIONS */ .le);
    return file;
}


/***/ }),

/***/ 1102:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   N4: () => (/* binding */ tally),
/* harmony export */   P7: () => (/* binding */ describeAgent),
/* harmony export */   q0: () => (/* binding */ describe)
/* harmony export */ });
/* harmony import */ var _gc_steps_registry_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(2769);

function describe(plan, applied) {
    return plan.agents.map((agent) => describeAgent(plan, agent, applied));
}
/** One agent's sections. */
function describeAgent(plan, agent, applied) {
    return {
        agent,
        sections: _gc_steps_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .STEPS */ .U.filter((s) => plan.steps.includes(s.name)).flatMap((s) => {
            const section = s.describe(plan, agent, applied);
            return section ? [{ ...section, step: s.name }] : [];
        }),
    };
}
/** Per-agent totals for the summary table and the Action's outputs. */
function tally(sections) {
    const t = { entriesRemoved: 0, filesPruned: 0, bytesRemoved: 0 };
    for (const s of sections) {
        t.entriesRemoved += s.tally?.entriesRemoved ?? 0;
        t.filesPruned += s.tally?.filesPruned ?? 0;
        t.bytesRemoved += s.tally?.bytesRemoved ?? 0;
    }
    return t;
}


/***/ }),

/***/ 893:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   HQ: () => (/* binding */ renderPrune),
/* harmony export */   LB: () => (/* binding */ INIT_HINT),
/* harmony export */   Os: () => (/* binding */ agentFailure),
/* harmony export */   ak: () => (/* binding */ renderCommit),
/* harmony export */   hs: () => (/* binding */ renderTrim),
/* harmony export */   z3: () => (/* binding */ formatBytes),
/* harmony export */   zk: () => (/* binding */ renderGc)
/* harmony export */ });
/* unused harmony export renderLog */
/* harmony import */ var _config_confine_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1094);
/* harmony import */ var _text_plural_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(573);
/* harmony import */ var _text_tokens_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(7837);
/* harmony import */ var _text_untrusted_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(9209);
/* harmony import */ var _sections_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(1102);
/**
 * The CLI's text: axe's lines for gc, word for word (scripts match them,
 * "1 entries" included), in axe's order and on axe's streams
 * (as axe's `gc` prints them), memkeep's own lines after them, `trim`'s and
 * prune's reports. A dry run adds what would go, entry by entry, after axe's
 * "Dry run: no entries trimmed." line.
 */





/**
 * What to do about a store with no agent to work on: `memkeep init` finds
 * the memory already in the repository and proposes its config. Said by the
 * CLI, the Action's log and its job summary alike.
 */
const INIT_HINT = "Run 'memkeep init' in the repository to find agent memory and propose its config ('memkeep init --write' writes it).";
/** Lines of a list shown in a terminal before "… and N more". */
const TEXT_LIST_MAX = 20;
/** How an agent ended: its plan's failure, or a step that failed to apply. */
function agentFailure(a, applied) {
    if (a.error)
        return a.error;
    const trimError = applied?.outcomes[a.name]?.trim?.error;
    return trimError ? { code: 1, message: trimError } : undefined;
}
/** gc's report, agent by agent; `all` is `--all` (separators, per-agent error lines). */
function renderGc(plan, applied, o, all) {
    const sections = new Map((0,_sections_js__WEBPACK_IMPORTED_MODULE_2__/* .describe */ .q0)(plan, applied).map((d) => [d.agent.name, d.sections]));
    for (const a of plan.agents) {
        if (all)
            o.out(`=== GC: ${a.name} ===\n`);
        for (const w of a.warnings)
            o.err(`Warning: ${w}\n`);
        if (a.status === 'skipped')
            o.err(`Warning: agent "${a.name}" does not have memory enabled. Skipping.\n`);
        if (a.status === 'empty')
            o.out(`No memory entries for agent "${a.name}". Nothing to do.\n`);
        if (a.entries !== undefined && a.status !== 'empty') {
            o.out(`Agent: ${a.name}\nEntries: ${a.entries}\n`);
            analysisLines(a, o);
            trimLines(plan, a, applied, sections.get(a.name) ?? [], o);
            const distilled = sections.get(a.name)?.find((s) => s.step === 'distil');
            if (distilled && !a.error)
                sectionLines(distilled, o);
            for (const line of a.steps.distil?.digest?.redactions ?? [])
                o.err(`Warning: ${line}\n`);
        }
        const failure = agentFailure(a, applied);
        if (failure)
            o.err((0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .logLine */ .BP)(all ? `Error: gc failed for agent "${a.name}": ${failure.message}` : `Error: ${failure.message}`) +
                '\n');
    }
}
function analysisLines(a, o) {
    const analysis = a.steps.analyse;
    if (!analysis)
        return;
    o.out(`Analyzer: ${analysis.analyzer}${analysis.fallbackReason ? ` (${analysis.fallbackReason})` : ''}\n`);
    if (analysis.cached)
        o.out('Analysis reused: what would be analysed is unchanged since the last analysis (no model call).\n');
    if (analysis.madeBeforeTrim)
        o.out(`The reused analysis was made ${analysis.madeBeforeTrim}, before the last trim: its counts are of the log as it was then, not of the ${a.entries} entries now.\n`);
    if (analysis.leftOut > 0) {
        o.out(`Input budget: analysed the newest ${analysis.sentEntries} entries; ${analysis.leftOut} older entries left out (max_input_tokens: ${analysis.maxInputTokens}).\n`);
    }
    for (const line of analysis.redactions)
        o.err(`Warning: ${line}\n`);
    const compactAfter = a.agent?.memory.compactAfter;
    const tokens = (0,_text_tokens_js__WEBPACK_IMPORTED_MODULE_3__/* .estimateTokens */ .b)(analysis.size);
    if (compactAfter !== undefined && tokens > compactAfter) {
        o.err(`Warning: agent "${a.name}" memory is about ${tokens} tokens (compact_after: ${compactAfter}).\n`);
    }
    o.out(`--- Analysis ---\n${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .inertLogLines */ .u7)(analysis.text)}\n`);
}
function trimLines(plan, a, applied, sections, o) {
    const trim = a.steps.trim;
    if (!trim || a.error)
        return;
    const section = sections.find((s) => s.title === 'Trim');
    if (trim.refused)
        o.err(`Warning: ${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .logLine */ .BP)(section?.summary ?? '')}\n`);
    if (trim.knowledge && section)
        o.out(`${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .logLine */ .BP)(section.summary)}\n`);
    if (plan.dryRun) {
        o.out('Dry run: no entries trimmed.\n');
        if (section && trim.plan?.bytesRemoved)
            sectionLines(section, o);
        return;
    }
    if (!applied)
        return;
    if (trim.target === undefined)
        o.out('No trim target configured (last_n and max_entries are both 0). Skipping trim.\n');
    else if (trim.locked)
        o.out(`${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .logLine */ .BP)(`Trim skipped: ${a.log} is locked.`)}\n`);
    else if (trim.refused || trim.knowledge)
        return;
    else if (!trim.plan?.bytesRemoved)
        o.out(`No trimming needed: ${a.entries} entries within limit (${trim.target}).\n`);
    else if (applied.outcomes[a.name]?.trim?.rewritten)
        o.out(`Trimmed: ${trim.plan.removed} entries removed, ${trim.target} entries kept.\n`);
}
/** A section in a terminal: its summary, then each list, cut after TEXT_LIST_MAX lines. */
function sectionLines(s, o) {
    const lines = [s.summary, ...(s.risks ?? []).map((r) => `Knowledge at risk: ${r}`)];
    for (const list of s.lists ?? []) {
        lines.push(`${list.label}:`);
        // One entry a line: its own line breaks are shown escaped, as logLine shows them.
        for (const line of list.lines.slice(0, TEXT_LIST_MAX))
            lines.push(`  - ${line.replace(/\r/g, '\\r').replace(/\n/g, '\\n')}`);
        if (list.lines.length > TEXT_LIST_MAX)
            lines.push(`  … and ${list.lines.length - TEXT_LIST_MAX} more (--json lists them all)`);
    }
    o.out(`${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .logLines */ .OG)(lines.join('\n'))}\n`);
}
/** `memkeep trim`: one agent's trim alone, bytes rather than entries when they were not counted. */
function renderTrim(plan, a, applied, o) {
    const trim = a.steps.trim;
    if (trim?.target === 0) {
        o.out('Nothing to trim: --keep 0 keeps every entry.\n');
        return;
    }
    if (!trim?.target) {
        o.out('No trim target configured (last_n and max_entries are both 0). Skipping trim.\n');
        return;
    }
    const p = trim.plan;
    if (!p || p.bytesRemoved === 0) {
        o.out(`No trimming needed: ${(0,_text_plural_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .L)(p?.count ?? a.entries ?? 0, 'entry', 'entries')} within limit (${trim.target}).\n`);
        return;
    }
    const dropped = p.dropped
        ? `${(0,_text_plural_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .L)(p.dropped.length, 'entry', 'entries')}, ${formatBytes(p.bytesRemoved)}`
        : formatBytes(p.bytesRemoved);
    if (plan.dryRun) {
        o.out(`Dry run: would remove older entries (${dropped}) and keep the last ${trim.target}.\n`);
        const section = (0,_sections_js__WEBPACK_IMPORTED_MODULE_2__/* .describeAgent */ .P7)(plan, a).sections.find((s) => s.step === 'trim');
        if (section?.lists)
            for (const list of section.lists.slice(0, 1))
                sectionLines({ ...section, lists: [list] }, o);
    }
    else if (applied?.outcomes[a.name]?.trim?.rewritten) {
        o.out(`Trimmed: older entries removed (${dropped}), ${(0,_text_plural_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .L)(trim.target, 'entry', 'entries')} kept.\n`);
    }
}
/** `memkeep prune`: one line a file, then the totals. */
function renderPrune(plan, applied, o) {
    const verb = plan.dryRun ? 'Would prune' : 'Pruned';
    const rel = (path) => (0,_config_confine_js__WEBPACK_IMPORTED_MODULE_0__/* .storeRelative */ .EM)(plan.store, path);
    const removed = plan.agents.flatMap((a) => applied ? (applied.outcomes[a.name]?.prune?.removed ?? []) : (a.steps.prune?.items ?? []));
    const kept = plan.agents.flatMap((a) => [
        ...(a.steps.prune?.kept ?? []),
        ...(applied?.outcomes[a.name]?.prune?.skipped ?? []),
    ]);
    const errors = plan.agents.flatMap((a) => [
        ...(a.steps.prune?.errors ?? []),
        ...(applied?.outcomes[a.name]?.prune?.errors ?? []),
    ]);
    for (const r of removed)
        o.out(`${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .logLine */ .BP)(`${verb} ${r.agent} ${r.type} ${rel(r.path)} (age ${r.ageText})`)}\n  ${r.rule}: ${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .logLine */ .BP)(r.firstLine) || '(empty)'}\n`);
    for (const a of plan.agents) {
        const d = a.steps.prune?.distil;
        const gone = applied ? (applied.outcomes[a.name]?.prune?.removed.length ?? 0) : (a.steps.prune?.items.length ?? 0);
        if (!d || gone === 0)
            continue;
        const items = d.ops.filter((op) => op.op !== 'fold').length;
        o.out(`${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .logLine */ .BP)(`${plan.dryRun ? 'Would distil' : 'Distilled'} ${a.name}'s pruned files first into ${rel(d.write.path)} (${d.analyzer}): ${(0,_text_plural_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .L)(items, 'knowledge item', 'knowledge items')} added or updated`)}\n`);
    }
    for (const k of kept)
        o.out(`${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .logLine */ .BP)(`Kept ${k.agent} ${rel(k.path)}: ${k.message}`)}\n`);
    for (const e of errors)
        o.err(`${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .logLine */ .BP)(`Error: cannot prune ${rel(e.path)}: ${e.message}`)}\n`);
    const episodic = removed.filter((r) => r.type === 'episodic').length;
    const bytes = removed.reduce((n, r) => n + r.bytes, 0);
    const files = `${removed.length} file${removed.length === 1 ? '' : 's'} (${episodic} episodic, ${removed.length - episodic} procedural, ${bytes} bytes)`;
    const head = plan.dryRun ? `Dry run: ${files} would be pruned` : `Pruned ${files}`;
    const extra = [
        kept.length ? `${kept.length} kept` : '',
        errors.length ? (0,_text_plural_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .L)(errors.length, 'error', 'errors') : '',
    ].filter(Boolean);
    o.out(`${head}${extra.length ? `; ${extra.join(', ')}` : ''}. ${plan.notes.join(' ')}\n`);
}
/** Commit mode's closing line, and the re-plan when the branch moved. */
function renderCommit(commit, applied, o, withBranch) {
    if (!commit)
        return;
    if (applied && applied.plan.attempt > 1) {
        o.out(`The branch moved while pushing: re-planned on the new content (attempt ${applied.plan.attempt}); the report above is that plan.\n`);
    }
    const where = withBranch ? ` to ${commit.branch}` : '';
    o.out(commit.sha
        ? `Committed ${commit.sha.slice(0, 12)}${where} and pushed (attempt ${commit.attempts}).\n`
        : 'Nothing to commit.\n');
}
/** Bytes for people: exact below 1 KiB, else one decimal in KiB, MiB or GiB. */
function formatBytes(n) {
    if (n < 1024)
        return `${n} bytes`;
    const units = ['KiB', 'MiB', 'GiB'];
    let value = n / 1024;
    let unit = 0;
    while (value >= 1024 && unit < units.length - 1) {
        value /= 1024;
        unit++;
    }
    return `${value.toFixed(1)} ${units[unit]}`;
}
/** The Action's log: each agent's plan (or what was applied), step by step, with its analysis. */
function renderLog(plan, applied) {
    const lines = [];
    const o = { out: (t) => lines.push(t), err: (t) => lines.push(t) };
    for (const { agent: a, sections } of describe(plan, applied)) {
        o.out(`=== ${a.name} ===\n`);
        if (a.entries !== undefined)
            o.out(`Entries: ${a.entries}\n`);
        const failure = agentFailure(a, applied);
        if (failure)
            o.out(`${logLine(`Failed: ${failure.message}`)}\n`);
        for (const s of sections) {
            if (s.markdown !== undefined)
                o.out(`${s.summary}\n--- Analysis ---\n${logLines(s.markdown)}\n`);
            else
                sectionLines(s, o);
        }
    }
    if (plan.agents.length === 0)
        o.out(`No agents with memory enabled. ${INIT_HINT}\n`);
    if (plan.notes.length)
        o.out(`${plan.notes.join(' ')}\n`);
    return lines.join('').trimEnd();
}


/***/ }),

/***/ 3147:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   An: () => (/* binding */ utf8CutAfter),
/* harmony export */   Dp: () => (/* binding */ cutCodePoints),
/* harmony export */   Dx: () => (/* binding */ utf8CutBefore),
/* harmony export */   mT: () => (/* binding */ utf8WholeEnd)
/* harmony export */ });
/**
 * Cutting text without splitting a character: to a number of code points (a
 * surrogate pair is one, so an emoji is never halved), or at a UTF-8 byte
 * offset (never inside a multi-byte character).
 */
const ELLIPSIS = '…';
/**
 * `text` cut to `max` code points, marked with `…`: by default the mark is
 * within `max`; with `markAfter`, `max` code points of text are kept and the
 * mark follows them.
 */
function cutCodePoints(text, max, markAfter = false) {
    // At most `max` UTF-16 units is at most `max` code points: only longer text needs splitting.
    if (text.length <= max)
        return text;
    const chars = Array.from(text);
    if (chars.length <= max)
        return text;
    return chars.slice(0, markAfter ? max : max - 1).join('') + ELLIPSIS;
}
/** The last offset at or before `at` that does not split a UTF-8 character of `bytes`. */
function utf8CutBefore(bytes, at) {
    let end = at;
    // Back up from a continuation byte (10xxxxxx) to the start of its character.
    while (end > 0 && end < bytes.length && (bytes[end] & 0xc0) === 0x80)
        end--;
    return end;
}
/**
 * The first offset at or after `at` that does not split a UTF-8 character.
 * At most three continuation bytes are skipped: a longer run is invalid
 * UTF-8 anyway, and skipping it all could swallow the whole tail.
 */
function utf8CutAfter(bytes, at) {
    let cut = at;
    while (cut < bytes.length && cut < at + 3 && (bytes[cut] & 0xc0) === 0x80)
        cut++;
    return cut;
}
/** The end of the last whole UTF-8 character in a head cut at any byte. */
function utf8WholeEnd(buf) {
    let start = buf.length;
    // Back to the first byte of the last character (at most 3 continuation bytes).
    while (start > 0 && buf.length - start < 4 && (buf[start - 1] & 0xc0) === 0x80)
        start--;
    if (start === 0)
        return buf.length;
    const lead = buf[start - 1];
    const want = lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : lead >= 0xc0 ? 2 : 1;
    return buf.length - (start - 1) < want ? start - 1 : buf.length;
}


/***/ }),

/***/ 480:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ INVISIBLE_CHARS)
/* harmony export */ });
/**
 * Characters that change how a line reads without being seen, removed from
 * whatever memkeep writes into memory (knowledge items, failure notes,
 * notes): bidi embeddings, overrides, isolates and marks (text displayed in
 * another order than an agent reads it, as in Trojan Source), zero-width
 * characters and fillers (words that look the same but differ), the soft
 * hyphen, and Unicode tag characters (ASCII smuggled past a reader, never
 * shown). One list, so a character added here is gone from every file.
 */
const INVISIBLE_CHARS = /[\u00ad\u061c\u115f\u1160\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\u{e0000}-\u{e007f}]/gu;


/***/ }),

/***/ 573:
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

/***/ 5813:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  kA: () => (/* binding */ describeFindings),
  fp: () => (/* binding */ redactSecrets),
  rQ: () => (/* binding */ scrubKey)
});

;// CONCATENATED MODULE: ./src/text/keywords.ts
/**
 * Finds which of many keywords occur in a text, and on which lines, in one
 * pass: an Aho–Corasick automaton over lower-cased ASCII, compiled into a
 * full transition table so each character costs one table lookup. A
 * combined regex of 250 alternatives is slower than running most of the
 * rules it is meant to spare; this is not.
 */
/** Keywords are ASCII; any other character only ends a partial match. */
const ALPHABET = 128;
class KeywordScanner {
    keywords;
    next;
    /** Per state, the keywords that end there (its own and its suffixes'), as indices. */
    outputs;
    /** Per state, whether any keyword ends there: the hot loop reads a typed array, not the lists. */
    accepting;
    constructor(keywords) {
        this.keywords = keywords;
        for (const k of keywords) {
            if (k === '' || /[^\x00-\x7f]/.test(k) || k !== k.toLowerCase())
                throw new Error(`keyword ${JSON.stringify(k)} must be non-empty lower-case ASCII`);
        }
        // The trie.
        const trie = [new Array(ALPHABET).fill(-1)];
        const ends = [[]];
        keywords.forEach((k, index) => {
            let state = 0;
            for (const ch of k) {
                const c = ch.charCodeAt(0);
                if (trie[state][c] === -1) {
                    trie[state][c] = trie.length;
                    trie.push(new Array(ALPHABET).fill(-1));
                    ends.push([]);
                }
                state = trie[state][c];
            }
            ends[state].push(index);
        });
        // Failure links, breadth first, folded into a full transition table.
        const fail = new Array(trie.length).fill(0);
        const queue = [];
        for (let c = 0; c < ALPHABET; c++) {
            const s = trie[0][c];
            if (s === -1)
                trie[0][c] = 0;
            else
                queue.push(s);
        }
        for (let head = 0; head < queue.length; head++) {
            const state = queue[head];
            ends[state] = [...ends[state], ...ends[fail[state]]];
            for (let c = 0; c < ALPHABET; c++) {
                const s = trie[state][c];
                if (s === -1)
                    trie[state][c] = trie[fail[state]][c];
                else {
                    fail[s] = trie[fail[state]][c];
                    queue.push(s);
                }
            }
        }
        this.next = Int32Array.from(trie.flat());
        this.outputs = ends;
        this.accepting = Uint8Array.from(ends, (e) => (e.length > 0 ? 1 : 0));
    }
    /** Each keyword found, with the 0-based lines it occurs on (increasing, each once). */
    scan(text) {
        const found = new Map();
        const { next, outputs, accepting, keywords } = this;
        let state = 0;
        let line = 0;
        for (let i = 0; i < text.length; i++) {
            let c = text.charCodeAt(i);
            if (c === 10)
                line++;
            if (c >= 65 && c <= 90)
                c += 32;
            else if (c >= ALPHABET)
                c = 0;
            state = next[state * ALPHABET + c];
            if (accepting[state] === 0)
                continue;
            for (const index of outputs[state]) {
                const k = keywords[index];
                const lines = found.get(k);
                if (!lines)
                    found.set(k, [line]);
                else if (lines[lines.length - 1] !== line)
                    lines.push(line);
            }
        }
        return found;
    }
}

;// CONCATENATED MODULE: ./src/text/secret-rule.ts
/**
 * What a secret rule is (secret-formats.ts and secret-rules.ts hold them)
 * and the pieces rules are made of: token boundaries, entropy, and the
 * test for a value that looks random.
 */
/** A token that starts after a character outside its own alphabet. */
const start = String.raw `(?<![A-Za-z0-9_-])`;
/** A token that does not continue into more token characters. */
const end = String.raw `(?![A-Za-z0-9_-])`;
/** A token format, found where one of its keywords (its literal prefix, in lower case) occurs. */
function token(kind, body, keywords) {
    return { kind, pattern: new RegExp(start + body, 'dg'), keywords };
}
/**
 * Shannon entropy in bits per character: a value beside a key name counts
 * as a secret only when it looks random (an identifier or a word does not).
 */
function entropy(value) {
    const counts = new Map();
    for (const c of value)
        counts.set(c, (counts.get(c) ?? 0) + 1);
    let bits = 0;
    for (const n of counts.values())
        bits -= (n / value.length) * Math.log2(n / value.length);
    return bits;
}
/** Random-looking: letters and digits mixed, and enough entropy for its length. */
function randomLooking(value, min = 3) {
    return /[0-9]/.test(value) && /[A-Za-z]/.test(value) && entropy(value) >= min;
}

;// CONCATENATED MODULE: ./src/text/secret-formats.ts
/**
 * The secret formats services define (token prefixes, key files, a
 * service's own config lines) and what every rule is made of; the rules
 * that read a secret from its context instead are secret-rules.ts, which
 * puts these first. Run time stays linear on a 10 MB line: every token
 * pattern starts with a literal prefix behind a lookbehind that only admits
 * the first character of a run of its own alphabet, and continues with
 * bounded character classes that cannot overlap what follows them. Bounds
 * also keep V8's backtracking stack small: an unbounded greedy run over
 * megabytes throws a RangeError.
 */

/**
 * Services whose keys gitleaks finds only beside the service's name (an
 * environment variable, a config key): the value after `<name>…=` or
 * `<name>…:` is the key when it looks random.
 */
const VENDORS = [
    'adafruit',
    'adobe',
    'airtable',
    'algolia',
    'alibaba',
    'asana',
    'atlassian',
    'beamer',
    'bitbucket',
    'bittrex',
    'cloudflare',
    'codecov',
    'cohere',
    'coinbase',
    'confluence',
    'confluent',
    'contentful',
    'datadog',
    'discord',
    'droneci',
    'dropbox',
    'etsy',
    'facebook',
    'fastly',
    'figma',
    'finicity',
    'finnhub',
    'flickr',
    'freshbooks',
    'gitter',
    'gocardless',
    'heroku',
    'hubspot',
    'intercom',
    'jira',
    'kraken',
    'kucoin',
    'langchain',
    'langsmith',
    'launchdarkly',
    'linkedin',
    'mailchimp',
    'mailgun',
    'mapbox',
    'mattermost',
    'meraki',
    'messagebird',
    'netlify',
    'newrelic',
    'new_relic',
    'nvidia',
    'nytimes',
    'okta',
    'pinecone',
    'plaid',
    'privateai',
    'rapidapi',
    'render',
    'sendbird',
    'sentry',
    'snyk',
    'sonar',
    'squarespace',
    'sumo',
    'tailscale',
    'telegram',
    'travis',
    'twilio',
    'twitch',
    'twitter',
    'typeform',
    'yandex',
    'zendesk',
];
/** base64 of `-----BEGIN`, the start of a PEM file stored encoded (a Kubernetes `tls.key`). */
const PEM_B64 = 'LS0tLS1CRUdJTi';
/** Key names that mark the value after them as a password: shorter and all-digit values count. */
const PASSWORD_KEY = /pass|pwd/i;
/** Formats a service defines: token prefixes, key files, a service's own config lines. */
const FORMAT_RULES = [
    token('JWT', String.raw `eyJ[A-Za-z0-9_-]{5,8192}\.eyJ[A-Za-z0-9_-]{5,8192}\.[A-Za-z0-9_-]{0,8192}`, ['eyj']),
    token('Mapbox token', String.raw `[sp]k\.eyJ[A-Za-z0-9_-]{20,4096}\.[A-Za-z0-9_-]{10,4096}`, ['k.eyj']),
    token('Anthropic key', String.raw `sk-ant-[A-Za-z0-9_-]{20,4096}`, ['sk-ant-']),
    // sk-proj-, sk-svcacct- and sk-admin- keys are sk- keys whose body starts with a word.
    token('OpenAI key', String.raw `sk-[A-Za-z0-9_-]{20,4096}`, ['sk-']),
    {
        kind: 'GitHub token',
        pattern: /(?<![A-Za-z0-9_])(?:gh[pousr]_[A-Za-z0-9]{36,4096}|github_pat_[A-Za-z0-9_]{22,4096})/dg,
        keywords: ['ghp_', 'gho_', 'ghu_', 'ghs_', 'ghr_', 'github_pat_'],
    },
    token('GitLab token', String.raw `(?:glpat|gldt|glrt|glptt|glcbt|glft|glimt|glagent|gloas|glsoat|glffct)-[A-Za-z0-9_.-]{20,4096}`, ['glpat-', 'gldt-', 'glrt-', 'glptt-', 'glcbt-', 'glft-', 'glimt-', 'glagent-', 'gloas-', 'glsoat-', 'glffct-']),
    token('GitLab token', String.raw `GR1348941[A-Za-z0-9_-]{20,4096}`, ['gr1348941']),
    {
        kind: 'GitLab session cookie',
        pattern: /_gitlab_session=([0-9a-z]{32})(?![0-9a-z])/dg,
        anyValue: true,
        keywords: ['_gitlab_session='],
    },
    // An AWS credentials.csv row: user,password,access key id,secret access key.
    {
        kind: 'AWS secret key',
        pattern: /(?<![A-Za-z0-9])(?:AKIA|ASIA)[A-Z0-9]{16}[ \t]{0,3}[,;\t][ \t]{0,3}["']?([A-Za-z0-9/+=]{40})(?![A-Za-z0-9/+=])/dg,
        keywords: ['akia', 'asia'],
    },
    {
        kind: 'AWS access key',
        pattern: /(?<![A-Za-z0-9])(?:A3T[A-Z0-9]|AKIA|ASIA|ABIA|ACCA)[A-Z0-9]{16}(?![A-Za-z0-9])/dg,
        keywords: ['a3t', 'akia', 'asia', 'abia', 'acca'],
    },
    {
        kind: 'AWS secret key',
        pattern: /(?<![A-Za-z0-9])secret[_-]?access[_-]?key["']?[ \t]{0,5}[:=][ \t]{0,5}["']?([A-Za-z0-9/+=]{40,4096})/dgi,
        keywords: ['secret'],
    },
    token('Google API key', String.raw `AIza[A-Za-z0-9_-]{35}${end}`, ['aiza']),
    token('Google OAuth secret', String.raw `GOCSPX-[A-Za-z0-9_-]{20,4096}`, ['gocspx-']),
    token('Google OAuth token', String.raw `ya29\.[A-Za-z0-9_-]{20,4096}`, ['ya29.']),
    token('Google OAuth token', String.raw `1//0[A-Za-z0-9_-]{30,4096}`, ['1//0']),
    token('Stripe key', String.raw `(?:sk|rk)_(?:live|test|prod)_[A-Za-z0-9]{16,4096}`, [
        'sk_live',
        'sk_test',
        'sk_prod',
        'rk_live',
        'rk_test',
        'rk_prod',
    ]),
    token('Stripe webhook secret', String.raw `whsec_[A-Za-z0-9+/=]{24,4096}`, ['whsec_']),
    // Its only literal is two letters found in every "task" and "ask": scanning for them would cost more than
    // running the pattern, which starts with a literal, on the whole text.
    token('Twilio key', String.raw `SK[0-9a-fA-F]{32}${end}`, []),
    token('SendGrid key', String.raw `SG\.[A-Za-z0-9_-]{16,64}\.[A-Za-z0-9_-]{30,128}`, ['sg.']),
    token('Brevo key', String.raw `xkeysib-[a-f0-9]{64}-[A-Za-z0-9]{16}`, ['xkeysib-']),
    token('Mailgun key', String.raw `(?:pub)?key-[0-9a-f]{32}${end}`, ['key-']),
    token('Mailchimp key', String.raw `[0-9a-f]{32}-us[0-9]{1,2}${end}`, ['-us']),
    token('PyPI token', String.raw `pypi-AgE[A-Za-z0-9_-]{50,4096}`, ['pypi-age']),
    token('npm token', String.raw `npm_[A-Za-z0-9]{36,4096}`, ['npm_']),
    token('Hugging Face token', String.raw `(?:hf_|api_org_)[A-Za-z0-9]{30,4096}`, ['hf_', 'api_org_']),
    token('Shopify token', String.raw `shp(?:at|ca|pa|ss)_[a-fA-F0-9]{32,4096}`, ['shpat_', 'shpca_', 'shppa_', 'shpss_']),
    token('DigitalOcean token', String.raw `do[opr]_v1_[a-f0-9]{64}${end}`, ['doo_v1_', 'dop_v1_', 'dor_v1_']),
    // No literal in a Discord bot token: this one runs on the whole text.
    token('Discord token', String.raw `[MNO][A-Za-z0-9_-]{23,27}\.[A-Za-z0-9_-]{6,7}\.[A-Za-z0-9_-]{27,40}${end}`, []),
    {
        kind: 'Discord webhook',
        pattern: /https:\/\/(?:ptb\.|canary\.)?discord(?:app)?\.com\/api\/webhooks\/[0-9]{5,30}\/([A-Za-z0-9_-]{20,200})/dg,
        keywords: ['/api/webhooks/'],
    },
    {
        kind: 'Teams webhook',
        pattern: /https:\/\/[A-Za-z0-9-]{1,100}\.webhook\.office\.com\/webhookb2\/([A-Za-z0-9@/_-]{20,600})/dg,
        keywords: ['webhookb2'],
    },
    {
        kind: 'Telegram bot token',
        pattern: /(?<![0-9])[0-9]{8,10}:AA[A-Za-z0-9_-]{33}(?![A-Za-z0-9_-])/dg,
        keywords: [':aa'],
    },
    token('Atlassian token', String.raw `AT(?:ATT|CTT|BB)[A-Za-z0-9_=.-]{24,4096}`, ['atatt', 'atctt', 'atbb']),
    token('Heroku key', String.raw `HRKU-[A-Za-z0-9_-]{30,4096}`, ['hrku-']),
    token('Square token', String.raw `sq0(?:atp|csp)-[A-Za-z0-9_-]{22,4096}`, ['sq0atp-', 'sq0csp-']),
    token('Postman key', String.raw `PMAK-[a-fA-F0-9]{24}-[a-fA-F0-9]{34}`, ['pmak-']),
    token('Databricks token', String.raw `dapi[a-f0-9]{32}(?:-[0-9])?${end}`, ['dapi']),
    token('Doppler token', String.raw `dp\.(?:pt|st|ct|sa|scim|audit)\.[A-Za-z0-9]{40,4096}`, ['dp.']),
    token('Pulumi token', String.raw `pul-[a-f0-9]{40}${end}`, ['pul-']),
    token('Terraform token', String.raw `[A-Za-z0-9]{14}\.atlasv1\.[A-Za-z0-9_=-]{60,4096}`, ['.atlasv1.']),
    token('Vault token', String.raw `hv[sbr]\.[A-Za-z0-9_-]{24,4096}`, ['hvs.', 'hvb.', 'hvr.']),
    token('Linear key', String.raw `lin_(?:api|oauth)_[A-Za-z0-9]{40,4096}`, ['lin_api_', 'lin_oauth_']),
    token('Notion token', String.raw `(?:secret_[A-Za-z0-9]{43}|ntn_[A-Za-z0-9]{40,4096})${end}`, ['secret_', 'ntn_']),
    token('Grafana token', String.raw `(?:glc_[A-Za-z0-9+/]{32,4096}={0,2}|glsa_[A-Za-z0-9]{32}_[A-Fa-f0-9]{8}|eyJrIjoi[A-Za-z0-9]{70,400}={0,3})`, ['glc_', 'glsa_', 'eyjrijoi']),
    token('New Relic key', String.raw `(?:NRAK-[A-Z0-9]{27}|NRII-[A-Za-z0-9-]{32}|NRJS-[a-f0-9]{19})${end}`, [
        'nrak-',
        'nrii-',
        'nrjs-',
    ]),
    token('Sentry token', String.raw `sntry[us]_[A-Za-z0-9+/=_]{40,4096}`, ['sntrys_', 'sntryu_']),
    token('Dropbox token', String.raw `sl\.[A-Za-z0-9_=-]{130,4096}`, ['sl.']),
    {
        kind: 'age secret key',
        pattern: /AGE-SECRET-KEY-1[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58}/dg,
        keywords: ['age-secret-key-1'],
    },
    token('Alibaba key', String.raw `LTAI[A-Za-z0-9]{12,20}${end}`, ['ltai']),
    token('Supabase token', String.raw `sbp_[a-f0-9]{40}${end}`, ['sbp_']),
    token('Replicate token', String.raw `r8_[A-Za-z0-9]{37}${end}`, ['r8_']),
    token('Groq key', String.raw `gsk_[A-Za-z0-9]{48,4096}`, ['gsk_']),
    token('xAI key', String.raw `xai-[A-Za-z0-9]{70,4096}`, ['xai-']),
    token('Perplexity key', String.raw `pplx-[A-Za-z0-9]{40,4096}`, ['pplx-']),
    token('Fly.io token', String.raw `(?:fo1_[A-Za-z0-9_-]{39,4096}|fm[12][ar]?_[A-Za-z0-9+/=_-]{40,4096})`, [
        'fo1_',
        'fm1',
        'fm2_',
    ]),
    token('Netlify token', String.raw `nfp_[A-Za-z0-9]{36,4096}`, ['nfp_']),
    token('Docker Hub token', String.raw `dckr_(?:pat|oat)_[A-Za-z0-9_-]{24,4096}`, ['dckr_pat_', 'dckr_oat_']),
    token('JFrog token', String.raw `(?:AKCp[A-Za-z0-9]{60,4096}|cmVmd[A-Za-z0-9]{59}${end})`, ['akcp', 'cmvmd']),
    token('Azure AD client secret', String.raw `[A-Za-z0-9_~.]{3}[0-9]Q~[A-Za-z0-9_~.-]{31,34}${end}`, ['q~']),
    {
        kind: 'Slack webhook',
        pattern: /https:\/\/hooks\.slack\.com\/(?:services|workflows|triggers)\/[A-Za-z0-9+/_-]{20,4096}/dg,
        keywords: ['hooks.slack.com'],
    },
    token('Slack token', String.raw `(?:xoxe\.)?xox[abposre]-[A-Za-z0-9-]{10,4096}`, [
        'xoxa-',
        'xoxb-',
        'xoxp-',
        'xoxo-',
        'xoxs-',
        'xoxr-',
        'xoxe',
    ]),
    token('Slack token', String.raw `xapp-[0-9]-[A-Za-z0-9-]{20,4096}`, ['xapp-']),
    token('1Password token', String.raw `ops_eyJ[A-Za-z0-9+/]{100,8192}={0,3}`, ['ops_eyj']),
    token('1Password secret key', String.raw `A3-[A-Z0-9]{6}-(?:[A-Z0-9]{11}|[A-Z0-9]{6}-[A-Z0-9]{5})-[A-Z0-9]{5}-[A-Z0-9]{5}-[A-Z0-9]{5}${end}`, ['a3-']),
    token('Adobe client secret', String.raw `p8e-[A-Za-z0-9]{32}${end}`, ['p8e-']),
    token('Authress key', String.raw `(?:sc|ext|scauth|authress)_[A-Za-z0-9]{5,30}\.[A-Za-z0-9]{4,6}\.acc[_-][A-Za-z0-9-]{10,32}\.[A-Za-z0-9+/_=-]{30,120}`, ['.acc_', '.acc-']),
    token('ClickHouse key', String.raw `4b1d[A-Za-z0-9]{38}${end}`, ['4b1d']),
    token('Clojars token', String.raw `CLOJARS_[A-Za-z0-9]{60}${end}`, ['clojars_']),
    token('Cloudflare origin CA key', String.raw `v1\.0-[a-f0-9]{24}-[a-f0-9]{146}`, ['v1.0-']),
    token('Defined Networking token', String.raw `dnkey-[A-Za-z0-9=_-]{26}-[A-Za-z0-9=_-]{52}`, ['dnkey-']),
    token('Duffel token', String.raw `duffel_(?:test|live)_[A-Za-z0-9_=-]{43}`, ['duffel_']),
    token('Dynatrace token', String.raw `dt0c01\.[A-Za-z0-9]{24}\.[A-Za-z0-9]{64}`, ['dt0c01.']),
    token('EasyPost token', String.raw `EZ[AT]K[A-Za-z0-9]{54}${end}`, ['ezak', 'eztk']),
    // Facebook page and user tokens (EAAM…, EAAC…) and Square's EAAA… tokens.
    token('Facebook token', String.raw `EAA[A-Za-z0-9_-]{30,4096}`, ['eaa']),
    {
        kind: 'Facebook token',
        pattern: /(?<![0-9])[0-9]{15,16}(?:\||%7C)([0-9A-Za-z_-]{27,40})(?![0-9A-Za-z_-])/dg,
        keywords: ['|', '%7c'],
    },
    token('Figma token', String.raw `fig[dou]_[A-Za-z0-9_-]{40,4096}`, ['figd_', 'figo_', 'figu_']),
    token('Flutterwave key', String.raw `FLW(?:SECK|PUBK)(?:_TEST)?-[A-Za-z0-9]{12,32}(?:-X)?`, ['flwseck', 'flwpubk']),
    token('Frame.io token', String.raw `fio-u-[A-Za-z0-9_=-]{64}`, ['fio-u-']),
    token('Harness token', String.raw `(?:pat|sat)\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9]{24}\.[A-Za-z0-9]{20}`, [
        'pat.',
        'sat.',
    ]),
    token('Infracost token', String.raw `ico-[A-Za-z0-9]{32}${end}`, ['ico-']),
    token('Intra42 secret', String.raw `s-s4t2(?:ud|af)-[a-fA-F0-9]{64}`, ['s-s4t2']),
    {
        kind: 'JWT',
        // A JWT stored base64-encoded once more (Kubernetes secrets, config blobs).
        pattern: /(?<![A-Za-z0-9+/])ZXlK[A-Za-z0-9+/]{40,8192}={0,2}/dg,
        keywords: ['zxlk'],
        accept: (value) => Buffer.from(value.slice(0, 16), 'base64').toString('latin1').startsWith('eyJ'),
    },
    token('LangSmith key', String.raw `lsv2_(?:pt|sk)_[a-f0-9]{32}_[a-f0-9]{10}`, ['lsv2_']),
    token('Lob key', String.raw `(?:live|test)_(?:pub_)?[a-f0-9]{31,35}${end}`, ['live_', 'test_']),
    token('GoCardless token', String.raw `live_[A-Za-z0-9_=-]{40}${end}`, ['live_']),
    token('MaxMind key', String.raw `[A-Za-z0-9]{6}_[A-Za-z0-9]{29}_mmk${end}`, ['_mmk']),
    token('NVIDIA key', String.raw `nvapi-[A-Za-z0-9_-]{60,4096}`, ['nvapi-']),
    token('Octopus Deploy key', String.raw `API-[A-Z0-9]{26}${end}`, ['api-']),
    token('OpenShift token', String.raw `sha256~[A-Za-z0-9_-]{43}${end}`, ['sha256~']),
    token('Pinecone key', String.raw `pcsk_[A-Za-z0-9]{4,12}_[A-Za-z0-9]{40,4096}`, ['pcsk_']),
    token('PlanetScale token', String.raw `pscale_(?:tkn|oauth|pw)_[A-Za-z0-9_=.-]{32,64}`, ['pscale_']),
    token('Prefect token', String.raw `pnu_[A-Za-z0-9]{36}${end}`, ['pnu_']),
    token('ReadMe token', String.raw `rdme_[a-z0-9]{70}${end}`, ['rdme_']),
    token('Render key', String.raw `rnd_[A-Za-z0-9]{28,4096}`, ['rnd_']),
    token('RubyGems token', String.raw `rubygems_[a-f0-9]{48}${end}`, ['rubygems_']),
    token('Scalingo token', String.raw `tk-us-[A-Za-z0-9_-]{48}${end}`, ['tk-us-']),
    token('SettleMint token', String.raw `sm_(?:aat|pat|sat)_[A-Za-z0-9]{16}${end}`, ['sm_aat_', 'sm_pat_', 'sm_sat_']),
    token('Shippo token', String.raw `shippo_(?:live|test)_[a-fA-F0-9]{40}${end}`, ['shippo_']),
    token('Sourcegraph token', String.raw `sgp_(?:[a-fA-F0-9]{16}_|local_)?[a-fA-F0-9]{40}${end}`, ['sgp_']),
    token('Tailscale key', String.raw `tskey-[a-z]{3,8}-[A-Za-z0-9]{6,32}-[A-Za-z0-9]{16,64}`, ['tskey-']),
    token('Typeform token', String.raw `tfp_[A-Za-z0-9_.=-]{59}`, ['tfp_']),
    token('Yandex key', String.raw `(?:AQVN[A-Za-z0-9_-]{35,38}|t1\.[A-Za-z0-9_-]{10,200}={0,2}\.[A-Za-z0-9_-]{86}={0,2})${end}`, ['aqvn', 't1.']),
    {
        kind: 'Sidekiq credentials',
        pattern: /(?:BUNDLE_(?:ENTERPRISE|GEMS)__CONTRIBSYS__COM[ \t]{0,3}[:=][ \t]{0,3}["']?)([a-f0-9]{8}:[a-f0-9]{8})/dgi,
        anyValue: true,
        keywords: ['contribsys__com'],
    },
    {
        kind: 'NuGet password',
        pattern: /<add[ \t]+key="(?:ClearText)?Password"[ \t]+value="([^"\r\n]{1,200})"/dgi,
        anyValue: true,
        minLength: 4,
        keywords: ['password'],
    },
];

;// CONCATENATED MODULE: ./src/text/secret-rules.ts
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
 * The formats services define come first (secret-formats.ts); these rules
 * read a secret from what surrounds it: headers, flags, URLs, passwords,
 * and names that say key or token.
 */


const RULES = [
    ...FORMAT_RULES,
    // `curl -u user:secret` (Twilio's documented call: account SID and auth token).
    {
        kind: 'curl credentials',
        pattern: /(?<![A-Za-z0-9_])curl[ \t][^\r\n]{0,400}?(?:[ \t]-u|[ \t]--user)(?:=|[ \t]{1,5})["']?[^\s:"']{1,200}:([^\s"']{1,200})/dg,
        anyValue: true,
        minLength: 4,
        keywords: ['curl'],
    },
    // Schemes other than Bearer and Basic in an Authorization header: Token (many APIs), Bot (Discord), SSWS (Okta).
    {
        kind: 'authorization header',
        pattern: /authorization["']?[ \t]{0,5}:[ \t]{0,5}["']?(?:token|bot|ssws|api-key|apikey|key)[ \t]{1,5}([A-Za-z0-9._~+/=-]{8,4096})/dgi,
        anyValue: true,
        keywords: ['authorization'],
    },
    // Credentials as command-line flags: `--api-key X`, `--token=X`, `--password X`.
    {
        kind: 'command-line secret',
        pattern: /(?<![A-Za-z0-9_-])--(?:api[-_]?key|api[-_]?token|auth[-_]?token|access[-_]?token|token|secret|client[-_]?secret|password)(?:=|[ \t]{1,5})(?:"([^"\r\n]{4,1000})"|'([^'\r\n]{4,1000})'|([^\s"'`]{4,4096}))/dgi,
        anyValue: true,
        minLength: 4,
        keywords: ['--api', '--auth', '--access', '--token', '--secret', '--client', '--password'],
        // `--token $TOKEN` and `--password-stdin` are not secrets (placeholders are refused anyway).
        accept: (value) => !value.startsWith('-'),
    },
    // A service's key beside the service's name (gitleaks' context rules): HEROKU_API_KEY=<uuid>, pinecone: <key>.
    {
        kind: 'service key',
        pattern: new RegExp(String.raw `(?<![A-Za-z0-9])(?:${VENDORS.join('|')})[A-Za-z0-9_.-]{0,30}["']?[ \t]{0,5}(?::=|=>|[:=])[ \t]{0,5}["']?([A-Za-z0-9_+/=.~%:-]{10,4096})`, 'dgi'),
        anyValue: true,
        keywords: VENDORS,
        accept: (value) => randomLooking(value, 2.5),
    },
    {
        kind: 'encoded private key',
        pattern: new RegExp(String.raw `(?<![A-Za-z0-9+/])${PEM_B64}[A-Za-z0-9+/]{20,65536}={0,2}`, 'dg'),
        anyValue: true,
        accept: (value) => Buffer.from(value.slice(0, 80), 'base64').toString('latin1').includes('PRIVATE KEY'),
        keywords: [PEM_B64.toLowerCase()],
    },
    // PuTTY .ppk files: the private half is the base64 lines after Private-Lines, then a MAC.
    {
        kind: 'PuTTY key',
        pattern: /Private-Lines:[ \t]{0,5}[0-9]{1,4}\r?\n((?:[A-Za-z0-9+/=]{1,200}\r?\n){0,400}[A-Za-z0-9+/=]{0,200})/dg,
        anyValue: true,
        keywords: ['private-lines:'],
        multiline: true,
    },
    {
        kind: 'PuTTY key',
        pattern: /Private-MAC:[ \t]{0,5}([0-9a-fA-F]{32,128})/dg,
        anyValue: true,
        keywords: ['private-mac:'],
    },
    {
        kind: 'Azure key',
        pattern: /(?:AccountKey|SharedAccessKey|SharedSecretValue)[ \t]{0,3}=[ \t]{0,3}([A-Za-z0-9+/]{20,4096}={0,2})/dgi,
        anyValue: true,
        keywords: ['accountkey', 'sharedaccesskey', 'sharedsecretvalue'],
    },
    // SAS tokens: the signature is the secret, the rest of the query is structure.
    {
        kind: 'Azure SAS signature',
        pattern: /(?<![A-Za-z0-9_])sig=([A-Za-z0-9%+/_-]{16,4096}(?:%3D|=){0,2})/dgi,
        anyValue: true,
        keywords: ['sig='],
    },
    {
        kind: 'basic auth',
        pattern: /(?<![A-Za-z0-9_-])basic[ \t]{1,5}([A-Za-z0-9+/]{8,4096}={0,2})(?![A-Za-z0-9+/=])/dgi,
        anyValue: true,
        keywords: ['basic'],
    },
    // ~/.docker/config.json and .npmrc keep base64 user:password under "auth" / _auth.
    {
        kind: 'registry auth',
        pattern: /(?:"auth"[ \t]{0,5}:[ \t]{0,5}"|(?<![A-Za-z0-9])_auth[ \t]{0,5}=[ \t]{0,5}["']?)([A-Za-z0-9+/]{8,4096}={0,2})/dg,
        anyValue: true,
        keywords: ['auth'],
    },
    {
        kind: 'bearer token',
        pattern: /(?<![A-Za-z0-9_-])bearer[ \t]{1,5}([A-Za-z0-9._~+/-]{19,4096}[A-Za-z0-9_~+/-]={0,2})/dgi,
        keywords: ['bearer'],
    },
    // git remotes carry tokens as the password: https://user:TOKEN@host.
    {
        kind: 'URL password',
        pattern: /(?<![A-Za-z0-9+.-])[A-Za-z][A-Za-z0-9+.-]{0,20}:\/\/[^\s:/@]{0,100}:([^\s:/@]{1,200})@/dg,
        anyValue: true,
        keywords: ['://'],
    },
    // Passwords on command lines: mysql -pSECRET (no space: a space makes it prompt), sshpass -p SECRET.
    {
        kind: 'command-line password',
        pattern: /(?<![A-Za-z0-9_])(?:mysql(?:dump|admin|import|sh|check)?[ \t][^\r\n]{0,300}?[ \t]-p(?!assword)|sshpass[ \t]{1,5}-p[ \t]{0,5})('[^'\r\n]{1,200}'|"[^"\r\n]{1,200}"|[^\s'"]{1,200})/dg,
        anyValue: true,
        minLength: 4,
        keywords: ['mysql', 'sshpass'],
    },
    {
        kind: 'netrc password',
        pattern: /(?<![A-Za-z0-9_])machine[ \t]+\S{1,200}[ \t]+login[ \t]+\S{1,200}[ \t]+password[ \t]+(\S{1,200})/dg,
        anyValue: true,
        minLength: 4,
        keywords: ['password'],
    },
    // An unquoted password of several words, as a line of its own (`Password: correct horse battery staple`, `DB_PASSWORD = a b c`).
    {
        kind: 'generic assignment',
        pattern: /^[ \t>*-]{0,10}(?:\*\*)?(?:[A-Za-z_]{0,20}[ _-])?pass(?:word|phrase)(?:\*\*)?[ \t]{0,3}[:=](?:\*\*)?[ \t]{1,5}([^\s"'`*][^\r\n]{0,200}[^\s.,;])[ \t]*\r?$/dgim,
        anyValue: true,
        minLength: 4,
        keywords: ['pass'],
    },
    {
        kind: 'generic assignment',
        // The key word may end a longer name (GITHUB_TOKEN, client_secret, "SessionToken", DB_PASS);
        // `*` lets markdown bold keys (**Password:**) through.
        pattern: /(?<key>api[_ -]?key|secret(?:[_-]?key(?:[_-]?base)?)?|token|passw(?:or)?d|(?<![a-z])pass(?:phrase)?|(?<![a-z])pwd|private[_-]?key|access[_-]?key)["'*]{0,2}[ \t]{0,5}(?::=|=>|==|[:=])[ \t*]{0,5}(?:"([^"\r\n]{1,1000})"|'([^'\r\n]{1,1000})'|["']?([^\s"'`,;&)}\]<]{1,4096}))/dgi,
        anyValue: true,
        minLength: 4,
        keywords: ['key', 'secret', 'token', 'pass', 'pwd'],
        // Only a password may be short or all digits: `token: 1234567890` is a count.
        accept: (value, match) => PASSWORD_KEY.test(match.groups.key) || (value.length >= 8 && !/^[0-9]+$/.test(value)),
    },
    // Any name ending in key, secret, token, auth or credentials (DD_APP_KEY, x-auth-key, slackSigningSecret):
    // the value counts when it looks random, as gitleaks' generic rule decides by entropy.
    {
        kind: 'generic assignment',
        pattern: /(?<![A-Za-z0-9_])(?<name>[A-Za-z][A-Za-z0-9_.-]{0,40}?(?:key|secret|token|auth|credentials?|creds))["'*]{0,2}[ \t]{0,5}(?::=|=>|[:=])[ \t*]{0,5}["']?([A-Za-z0-9_+/=.~-]{16,4096})/dgi,
        anyValue: true,
        keywords: ['key', 'secret', 'token', 'auth', 'cred'],
        accept: (value, match) => !NOT_A_SECRET_NAME.test(match.groups.name) && randomLooking(value),
    },
];
/** Names of things that are keys without being secret (gitleaks allows the same). */
const NOT_A_SECRET_NAME = /pub(?:lic)?[_.-]?key|(?:primary|foreign|sort|partition|cache|idempotency)[_.-]?key|public[_.-]?token|csrf/i;

;// CONCATENATED MODULE: ./src/text/redact.ts
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
 * Anywhere in a value: "example" or "your-" marks a documentation value; a
 * marker means it was redacted already (what is left around it is not the
 * secret).
 */
const STAND_IN = /example|your[-_ ]|\[REDACTED/i;
/** A run of one character (xxxxxx, 000000, ******) … */
const RUN = /(.)\1{5,}/g;
/**
 * … when such runs make up half the value or more, it is a placeholder
 * (T00000000/B00000000/XXXXXXXX); fewer are part of a real format (Twitter
 * bearer tokens start with 22 A's).
 */
function mostlyOneCharacter(value) {
    let inRuns = 0;
    for (const run of value.matchAll(RUN))
        inRuns += run[0].length;
    return inRuns * 2 >= value.length;
}
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
    // Keywords are looked up in the text as given: redaction keeps every line
    // where it was, so a keyword's line is the same line in `current`.
    const found = KEYWORDS.scan(text);
    // Only the rules one of whose keywords occurs: most texts hold none, and
    // looking up every rule's keywords cost more than the scan on short texts.
    const hit = new Set();
    for (const k of found.keys())
        for (const rule of RULES_OF.get(k))
            hit.add(rule);
    let starts;
    for (const rule of RULES) {
        let lines;
        if (rule.keywords && rule.keywords.length > 0) {
            if (!hit.has(rule))
                continue;
            lines = keywordLines(rule.keywords, found);
            if (lines.length === 0)
                continue;
            starts ??= lineStarts(current);
            // Windows pay off when they are few; a keyword on most lines (`token` in a log about tokens) means the whole text.
            if (rule.multiline || lines.length > starts.length / 4)
                lines = undefined;
        }
        starts ??= lineStarts(current);
        const next = applyRule(current, rule, findings, starts, lines);
        if (next !== current) {
            current = next;
            starts = undefined;
        }
    }
    // Stable: within a line, findings stay in rule order.
    findings.sort((a, b) => a.line - b.line);
    return { text: current, findings };
}
/** Every rule keyword, found in one pass over a text (see keywords.ts). */
const KEYWORDS = new KeywordScanner([...new Set(RULES.flatMap((r) => r.keywords ?? []))]);
/** The rules each keyword belongs to. */
const RULES_OF = new Map();
for (const rule of RULES)
    for (const k of rule.keywords ?? [])
        RULES_OF.set(k, [...(RULES_OF.get(k) ?? []), rule]);
/** The lines (0-based) any of `keywords` is on, increasing, each once. */
function keywordLines(keywords, found) {
    let n = 0;
    for (const k of keywords)
        n += found.get(k)?.length ?? 0;
    const all = new Int32Array(n);
    let i = 0;
    for (const k of keywords)
        for (const line of found.get(k) ?? [])
            all[i++] = line;
    if (keywords.length > 1)
        all.sort();
    let unique = 0;
    for (let j = 0; j < all.length; j++)
        if (j === 0 || all[j] !== all[j - 1])
            all[unique++] = all[j];
    return all.subarray(0, unique);
}
/** Offsets where each line starts. */
function lineStarts(text) {
    const starts = [0];
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1))
        starts.push(i + 1);
    return starts;
}
/**
 * Applies one rule, to the whole text or (with `lines`, 0-based and in
 * increasing order) only to those lines, each run of adjacent ones as one
 * window: a match cannot cross a line the rule has no keyword on.
 */
function applyRule(text, rule, findings, starts, lines) {
    const windows = [];
    if (!lines)
        windows.push([0, text.length]);
    else {
        for (let i = 0; i < lines.length;) {
            let j = i;
            while (j + 1 < lines.length && lines[j + 1] === lines[j] + 1)
                j++;
            windows.push([starts[lines[i]], lines[j] + 1 < starts.length ? starts[lines[j] + 1] : text.length]);
            i = j + 1;
        }
    }
    let out = '';
    let last = 0;
    const pattern = rule.pattern;
    for (const [from, to] of windows) {
        const slice = from === 0 && to === text.length ? text : text.slice(from, to);
        // exec on the rule's own regex: matchAll would clone it for every window.
        pattern.lastIndex = 0;
        for (let match = pattern.exec(slice); match; match = pattern.exec(slice)) {
            if (match[0] === '')
                pattern.lastIndex++;
            const [s, e] = secretSpan(match);
            const secret = slice.slice(s, e);
            if (!isSecret(secret, rule) || (rule.accept && !rule.accept(secret, match)))
                continue;
            findings.push({ line: lineAt(starts, from + s), kind: rule.kind });
            out += text.slice(last, from + s) + marker(rule.kind, secret);
            last = from + e;
        }
    }
    pattern.lastIndex = 0;
    return last === 0 ? text : out + text.slice(last);
}
/** 1-based line of an offset. */
function lineAt(starts, offset) {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (starts[mid] <= offset)
            lo = mid;
        else
            hi = mid - 1;
    }
    return lo + 1;
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
    if (value.length < (rule.minLength ?? MIN_SECRET) ||
        PLACEHOLDER.test(value) ||
        STAND_IN.test(value) ||
        mostlyOneCharacter(value))
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

/***/ 4185:
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

/***/ 7837:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ estimateTokens)
/* harmony export */ });
/**
 * The one token estimate memkeep uses, for budgets and reports alike:
 * UTF-8 bytes / 4, rounded up (a number is taken as a byte count).
 *
 * It is an estimate, not a count. Each provider tokenises differently, and a
 * tokenizer per provider would be a heavy dependency that still could not
 * know an arbitrary OpenAI-compatible endpoint's model. Bytes / 4 is close
 * for English prose and low for code or CJK text, so `max_input_tokens`
 * should leave headroom below the model's context window; in exchange it is
 * the same everywhere and costs nothing on a huge log (`stat` gives it).
 */
function estimateTokens(input) {
    const bytes = typeof input === 'number' ? input : typeof input === 'string' ? Buffer.byteLength(input, 'utf8') : input.length;
    return Math.ceil(bytes / 4);
}


/***/ }),

/***/ 9209:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   BP: () => (/* binding */ logLine),
/* harmony export */   Fq: () => (/* binding */ inertLine),
/* harmony export */   Nc: () => (/* binding */ asRedacted),
/* harmony export */   OG: () => (/* binding */ logLines),
/* harmony export */   ti: () => (/* binding */ inlineCode),
/* harmony export */   u7: () => (/* binding */ inertLogLines),
/* harmony export */   vU: () => (/* binding */ atTheDoor)
/* harmony export */ });
/* unused harmony exports redacted, neutraliseMarkdown, defuseMarkdown, inlineText */
/* harmony import */ var _cut_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3147);
/* harmony import */ var _redact_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(5813);
/**
 * Untrusted text on its way out: the one place that decides how text memkeep
 * did not write itself is printed or published. Agents write memory and run
 * logs, anyone who can open a pull request writes run titles and committed
 * file names, and a model writes analyses (from logs an attacker may have
 * shaped). Such text reaches the PR description and job summary (markdown
 * rendered by GitHub, merged by people), the Actions log (where a line
 * starting with `::` is a command to the runner) and agents' prompts.
 *
 * Every function here also redacts secrets: whatever came from memory may
 * hold a pasted token, whichever analyzer quoted it.
 */


/** U+2060 WORD JOINER: invisible, and breaks every token GitHub or the runner looks for. */
const WJ = '\u2060';
/**
 * GitHub's closing keywords: followed by an issue reference (`#1`,
 * `owner/repo#2`, an issue URL), any case, with or without a colon, they
 * close that issue when the pull request is merged.
 */
const CLOSING_KEYWORD = /\b(c)(lose[sd]?)\b|\b(f)(ix(?:e[sd])?)\b|\b(r)(esolve[sd]?)\b/gi;
/** Secrets in `text` replaced by `[REDACTED:<kind>]`. */
function redacted(text) {
    return (0,_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redactSecrets */ .fp)(text).text;
}
/** Redacts text as it enters the plan: the one pass of the rules it gets. */
function atTheDoor(text) {
    return (0,_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redactSecrets */ .fp)(text).text;
}
/** Text made only from redacted input (and memkeep's own words): nothing in it is new to the rules. */
function asRedacted(text) {
    return text;
}
/**
 * Markdown for a PR body or job summary that renders as the text it is and
 * does nothing else: no @mention pings anyone (emphasis included: `_@x_`),
 * no closing keyword closes an issue, no image loads from anywhere (a
 * tracking pixel), no raw HTML renders, no link runs script. Secrets are
 * redacted. Line structure is kept, so headings and lists still render.
 */
function neutraliseMarkdown(text) {
    return defuseMarkdown(redacted(text));
}
/**
 * neutraliseMarkdown without the redaction, for a caller that redacts
 * first and reports what it found (the distil step).
 */
function defuseMarkdown(text) {
    return (text
        .replace(/&(?=[#a-zA-Z0-9]+;)/g, '&amp;')
        .replace(/</g, '&lt;')
        // Every @ before a name: `_@x_`, `(@x)` and `` `x`@y `` all ping on
        // GitHub, and an e-mail address keeps reading the same.
        .replace(/@(?=[A-Za-z0-9])/g, `@${WJ}`)
        // The keyword itself is broken, so no form of reference after it counts.
        .replace(CLOSING_KEYWORD, (_m, ...g) => {
        const [first, rest] = g[0] ? [g[0], g[1]] : g[2] ? [g[2], g[3]] : [g[4], g[5]];
        return `${first}${WJ}${rest}`;
    })
        // `![alt](url)` and `![alt][ref]` load the image when the page renders; `!` + joiner + `[` is a plain link.
        .replace(/!(?=\s*\[)/g, `!${WJ}`)
        // A joiner before the colon leaves no URL scheme, so a link to javascript: is a harmless relative link.
        .replace(/\b(javascript|vbscript|data)(?=\s*:)/gi, `$1${WJ}`)
        .replace(REFERENCE, (m) => `${m.slice(0, 1)}${WJ}${m.slice(1)}`)
        .replace(REFERENCE_URL, `$1${WJ}$2`));
}
/**
 * What GitHub turns into a link that posts "mentioned this" on an issue, a
 * pull request or a commit: `#123` (after anything: `owner/repo#123`), `GH-123`, and commit
 * SHAs (7 to 40 hex digits with a letter and a digit, as git prints them,
 * `owner/repo@sha` included). A joiner after the first character leaves
 * the text as it reads and no reference.
 */
const REFERENCE = /#\d+|\bGH-\d+\b|(?<![\w\u2060])(?=[0-9a-f]*[a-f])(?=[0-9a-f]*\d)[0-9a-f]{7,40}\b/gi;
/** Issue, pull request, discussion and commit URLs: a joiner in the scheme (or after `www`) leaves no autolink. */
const REFERENCE_URL = /\b(https?:|www)(\/\/|\.)(?=[^\s]*\/(?:issues|pull|pulls|commit|commits|discussions)\/[0-9a-f]+)/gi;
/**
 * A single untrusted value (a file path, heading, task, error) inside a line
 * of markdown: folded to one line, neutralised as above, and safe in a table
 * cell.
 */
function inlineText(text) {
    return neutraliseMarkdown(oneLine(text)).replace(/\|/g, '\\|');
}
/**
 * A single untrusted value (an agent name, a file path) as a code span in a
 * line of markdown, shown exactly as written: nothing in a code span links,
 * pings or renders, so only secrets, line breaks, the backticks that would
 * end it and the `|` that would end a table cell need care.
 */
function inlineCode(text) {
    const line = oneLine(redacted(text)).replace(/\|/g, '\\|');
    const fence = '`'.repeat(Math.max(0, ...(line.match(/`+/g) ?? []).map((t) => t.length)) + 1);
    const pad = line.startsWith('`') || line.endsWith('`') ? ' ' : '';
    return `${fence}${pad}${line}${pad}${fence}`;
}
/**
 * One line for the Actions log (or any terminal): no line breaks, control
 * characters shown as escapes, no workflow command (`::x::`, `##[x]`)
 * anywhere in it, secrets redacted. Runners treat only line starts as
 * commands, but a line can be re-wrapped or re-printed, so all are broken.
 */
function logLine(text) {
    return inertForLog(redacted(text));
}
/**
 * Several lines for the log at once: each as logLine makes it, with one
 * redaction pass over the whole (a report of thousands of lines would
 * otherwise pay the rules' set-up on every line).
 */
function logLines(text) {
    return inertLogLines(redacted(text));
}
/** logLines for text redacted at the door: inert, not redacted again. */
function inertLogLines(text) {
    return text.split('\n').map(inertForLog).join('\n');
}
function inertForLog(text) {
    return text
        .replace(/[\u0000-\u001f\u007f\u0085\u2028\u2029]/g, (c) => escapeControl(c))
        .replace(/::/g, `:${WJ}:`)
        .replace(/##\[/g, `#${WJ}#[`);
}
/**
 * One line of inert text for a prompt or a note an agent reads: no headings,
 * HTML, links, mentions or secrets; at most `max` characters.
 */
function inertLine(text, max) {
    const line = redacted(text)
        .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ')
        .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
        .replace(/<[^>]*>/g, '')
        .replace(/[<>]/g, '')
        .replace(/\b([a-z][a-z0-9+.-]*):\/\//gi, '$1[:]//')
        .replace(/@(?=[A-Za-z0-9])/g, `@${WJ}`)
        .replace(/\s+/g, ' ')
        .trim()
        .replace(/^[#\-*+>|=\s]+/, '');
    return (0,_cut_js__WEBPACK_IMPORTED_MODULE_1__/* .cutCodePoints */ .Dp)(line, max);
}
function oneLine(text) {
    return text.replace(/[\u0000-\u001f\u007f\u0085\u2028\u2029]+/g, ' ');
}
function escapeControl(c) {
    if (c === '\n')
        return '\\n';
    if (c === '\r')
        return '\\r';
    if (c === '\t')
        return '\\t';
    return `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
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

/***/ 8474:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:events");

/***/ }),

/***/ 3024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 1455:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");

/***/ }),

/***/ 8161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

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

/***/ 4352:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const { normalizeIPv6, removeDotSegments, removeDotSegmentsRelative, recomposeAuthority, normalizePercentEncoding, normalizePathEncoding, serializePathEncoding, normalizeQueryFragmentEncoding, encodeQuery, encodeFragment, reescapeHostDelimiters, isIPv4, nonSimpleDomain } = __nccwpck_require__(5077)
const { SCHEMES, getSchemeHandler } = __nccwpck_require__(5300)

const VALID_SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*$/u
const MALFORMED_SCHEME_ERROR = 'URI scheme is malformed.'
const MALFORMED_HOST_ERROR = 'URI host is malformed.'
// ASCII characters outside the RFC 3986 reg-name set (unreserved, sub-delims
// and "%" for pct-encoded): C0 controls, space, DEL, and "#/:<>?@[\]^`{|}.
const FORBIDDEN_DOMAIN_HOST_CHARACTER = /[\0-\x20"#/:<>?@[\\\]^`{|}\x7F]/u

/**
 * RFC 3986 section 3.1 does not allow percent-encoding in a scheme, so the
 * scheme is validated as-is and never decoded. Decoding would let inert input
 * such as `%6Aavascript:` become a live `javascript:` scheme.
 *
 * @param {string} scheme
 * @returns {string}
 */
function validateScheme (scheme) {
  const stringScheme = String(scheme)
  if (!VALID_SCHEME.test(stringScheme)) {
    throw new TypeError(MALFORMED_SCHEME_ERROR)
  }
  return stringScheme
}

/**
 * @template {import('./types/index').URIComponent|string} T
 * @param {T} uri
 * @param {import('./types/index').Options} [options]
 * @returns {T}
 */
function normalize (uri, options) {
  if (typeof uri === 'string') {
    uri = /** @type {T} */ (normalizeString(uri, options))
  } else if (typeof uri === 'object') {
    uri = /** @type {T} */ (parse(serialize(uri, options), options))
  }
  return uri
}

/**
 * @param {string} baseURI
 * @param {string} relativeURI
 * @param {import('./types/index').Options} [options]
 * @returns {string}
 */
function resolve (baseURI, relativeURI, options) {
  const schemelessOptions = options ? Object.assign({ scheme: 'null' }, options) : { scheme: 'null' }
  const {
    parsed: baseParsed,
    malformedAuthorityOrPort: baseMalformed,
    malformedPercentEncoding: baseMalformedPercentEncoding,
    malformedSchemeSpecific: baseMalformedSchemeSpecific,
    malformedHost: baseMalformedHost,
    malformedScheme: baseMalformedScheme
  } = parseWithStatus(baseURI, schemelessOptions)
  const {
    parsed: relativeParsed,
    malformedAuthorityOrPort: relativeMalformed,
    malformedPercentEncoding: relativeMalformedPercentEncoding,
    malformedSchemeSpecific: relativeMalformedSchemeSpecific,
    malformedHost: relativeMalformedHost,
    malformedScheme: relativeMalformedScheme
  } = parseWithStatus(relativeURI, schemelessOptions)
  if (
    baseMalformed ||
    relativeMalformed ||
    baseMalformedPercentEncoding ||
    relativeMalformedPercentEncoding ||
    baseMalformedSchemeSpecific ||
    relativeMalformedSchemeSpecific ||
    baseMalformedHost ||
    relativeMalformedHost ||
    baseMalformedScheme ||
    relativeMalformedScheme
  ) {
    throw new Error(baseParsed.error || relativeParsed.error || 'URI is malformed.')
  }
  const resolved = resolveComponent(baseParsed, relativeParsed, schemelessOptions, true)
  const resolvedSchemeHandler = getSchemeHandler((options && options.scheme) || resolved.scheme)
  const resolvedHost = resolved.host
  const resolvedHostIsIP = resolvedHost !== undefined && resolvedHost !== '' &&
    (isIPv4(resolvedHost) || normalizeIPv6(resolvedHost).isIPV6)
  // Inputs are parsed scheme-neutrally, so delimiters and controls in a domain
  // host are only detected here, once the final scheme is known. They always
  // fail closed, including in percent-encoded hosts.
  if (hasForbiddenDomainHost(resolved, options || {}, resolvedSchemeHandler, resolvedHostIsIP)) {
    throw new Error(MALFORMED_HOST_ERROR)
  }
  canonicalizeHost(resolved, options || {}, resolvedSchemeHandler, resolvedHostIsIP)
  // Percent escapes in an ASCII reg-name are encoded data. The WHATWG hostname
  // parser can reject them even though fast-uri preserves them safely as RFC
  // 3986 data. A raw non-ASCII host must still fail closed if conversion fails.
  const encodedASCIIHost = resolvedHost && resolvedHost.indexOf('%') !== -1 &&
    !/\P{ASCII}/u.test(resolvedHost)
  if (resolved.error && !encodedASCIIHost) {
    throw new Error(resolved.error)
  }
  schemelessOptions.skipEscape = true
  return serialize(resolved, schemelessOptions)
}

/**
 * @param {import ('./types/index').URIComponent} base
 * @param {import ('./types/index').URIComponent} relative
 * @param {import('./types/index').Options} [options]
 * @param {boolean} [skipNormalization=false]
 * @returns {import ('./types/index').URIComponent}
 */
function resolveComponent (base, relative, options, skipNormalization) {
  /** @type {import('./types/index').URIComponent} */
  const target = {}
  if (!skipNormalization) {
    base = parse(serialize(base, options), options) // normalize base component
    relative = parse(serialize(relative, options), options) // normalize relative component
  }
  options = options || {}

  if (!options.tolerant && relative.scheme) {
    target.scheme = relative.scheme
    // target.authority = relative.authority;
    target.userinfo = relative.userinfo
    target.host = relative.host
    target.port = relative.port
    target.path = removeDotSegments(relative.path || '')
    target.query = relative.query
  } else {
    if (relative.userinfo !== undefined || relative.host !== undefined || relative.port !== undefined) {
      // target.authority = relative.authority;
      target.userinfo = relative.userinfo
      target.host = relative.host
      target.port = relative.port
      target.path = removeDotSegments(relative.path || '')
      target.query = relative.query
    } else {
      if (!relative.path) {
        target.path = base.path
        if (relative.query !== undefined) {
          target.query = relative.query
        } else {
          target.query = base.query
        }
      } else {
        if (relative.path[0] === '/') {
          target.path = removeDotSegments(relative.path)
        } else {
          const baseHasAuthority = base.userinfo !== undefined || base.host !== undefined || base.port !== undefined
          if (baseHasAuthority && !base.path) {
            target.path = '/' + relative.path
          } else if (!base.path) {
            target.path = relative.path
          } else {
            target.path = base.path.slice(0, base.path.lastIndexOf('/') + 1) + relative.path
          }
          target.path = base.scheme === undefined && !baseHasAuthority && target.path[0] !== '/'
            ? removeDotSegmentsRelative(target.path)
            : removeDotSegments(target.path)
        }
        target.query = relative.query
      }
      // target.authority = base.authority;
      target.userinfo = base.userinfo
      target.host = base.host
      target.port = base.port
    }
    target.scheme = base.scheme
  }

  target.fragment = relative.fragment

  return target
}

/**
 * @param {import ('./types/index').URIComponent|string} uriA
 * @param {import ('./types/index').URIComponent|string} uriB
 * @param {import ('./types/index').Options} options
 * @returns {boolean}
 */
function equal (uriA, uriB, options) {
  const normalizedA = normalizeComparableURI(uriA, options)
  const normalizedB = normalizeComparableURI(uriB, options)

  return normalizedA !== undefined && normalizedB !== undefined && normalizedA === normalizedB
}

/**
 * @param {Readonly<import('./types/index').URIComponent>} cmpts
 * @param {import('./types/index').Options} [opts]
 * @returns {string}
 */
function serialize (cmpts, opts) {
  const component = {
    host: cmpts.host,
    scheme: cmpts.scheme,
    userinfo: cmpts.userinfo,
    port: cmpts.port,
    path: cmpts.path,
    query: cmpts.query,
    nid: cmpts.nid,
    nss: cmpts.nss,
    uuid: cmpts.uuid,
    fragment: cmpts.fragment,
    reference: cmpts.reference,
    resourceName: cmpts.resourceName,
    secure: cmpts.secure,
    error: ''
  }
  const options = Object.assign({}, opts)
  const uriTokens = []

  if (component.scheme) {
    component.scheme = validateScheme(component.scheme)
  }

  // find scheme handler
  const schemeHandler = getSchemeHandler(options.scheme || component.scheme)

  // perform scheme specific serialization
  if (schemeHandler && schemeHandler.serialize) schemeHandler.serialize(component, options)

  const hasAuthority = component.userinfo !== undefined || component.host !== undefined || component.port !== undefined
  // A reference with no emitted scheme is path-noscheme: a bare ':' in its
  // first path segment would reparse as a scheme (RFC 3986 3.3/4.2). Enforced
  // under skipEscape too (resolve()), so the reapply below gates on this flag.
  const schemelessReference = (component.scheme === undefined || options.reference === 'suffix') && !hasAuthority
  const pathNoScheme = !options.skipEscape && schemelessReference

  if (component.path !== undefined) {
    if (!options.skipEscape) {
      component.path = serializePathEncoding(component.path, pathNoScheme)
    } else {
      component.path = normalizePercentEncoding(component.path)
    }
  }

  if (options.reference !== 'suffix' && component.scheme) {
    // Scheme handlers may replace the scheme during serialization.
    component.scheme = validateScheme(component.scheme)
    uriTokens.push(component.scheme, ':')
  }

  const authority = recomposeAuthority(component)
  if (authority !== undefined) {
    if (options.reference !== 'suffix') {
      uriTokens.push('//')
    }

    uriTokens.push(authority)

    if (component.path && component.path[0] !== '/') {
      uriTokens.push('/')
    }
  }
  if (component.path !== undefined) {
    let s = component.path

    if (!options.absolutePath && (!schemeHandler || !schemeHandler.absolutePath)) {
      // A relative-path reference keeps its unresolvable leading ".." segments
      // and must never become root-relative (RFC 3986 section 5.2.4 applies to
      // merged target paths, not to the reference itself).
      s = schemelessReference && s[0] !== '/'
        ? removeDotSegmentsRelative(s)
        : removeDotSegments(s)
    }

    // Dot-segment removal can expose a colon that was not originally in the
    // first segment (for example, "./a:b"). Reapply path-noscheme encoding so
    // the serialized relative reference cannot be reparsed as a URI scheme.
    if (schemelessReference) {
      s = serializePathEncoding(s, true)
    }

    if (
      authority === undefined &&
      s[0] === '/' &&
      s[1] === '/'
    ) {
      // don't allow the path to start with "//"
      s = '/%2F' + s.slice(2)
    }

    uriTokens.push(s)
  }

  if (component.query !== undefined) {
    uriTokens.push('?', encodeQuery(component.query))
  }

  if (component.fragment !== undefined) {
    uriTokens.push('#', encodeFragment(component.fragment))
  }
  return uriTokens.join('')
}

const URI_PARSE = /^(?:([^#/:?]+):)?(?:\/\/((?:([^#/?@]*)@)?(\[[^#/?\]]+\]|[^#/:?]*)(?::(\d*))?))?([^#?]*)(?:\?([^#]*))?(?:#((?:.|[\n\r])*))?/u

// Captures the authority component (between "//" and the next "/", "?" or "#"),
// with or without a scheme prefix, for the literal-backslash rejection below.
const AUTHORITY_PREFIX = /^(?:[^#/:?]+:)?\/\/([^/?#]*)/

// Captures the leading authority-introducer region after an optional scheme: a
// run of forward slashes, backslashes, and the characters the WHATWG URL parser
// removes before parsing (TAB U+0009, LF U+000A, CR U+000D). A valid introducer
// is exactly "//". Node treats "\" as "/" on special schemes and strips those
// characters first, so forms like "\\", "/\", "\/", "/<TAB>/", or a leading
// "<TAB>//" reach an authority in Node while fast-uri's URI_PARSE folds them into
// the path group (host confusion / SSRF / redirect bypass).
const AUTHORITY_INTRODUCER_REGION = /^(?:[^#/:?]+:)?([/\\\t\n\r]*)/

/**
 * @param {import('./types/index').URIComponent} parsed
 * @param {RegExpMatchArray} matches
 * @returns {string|undefined}
 */
function getParseError (parsed, matches) {
  if (matches[2] !== undefined && parsed.path && parsed.path[0] !== '/') {
    return 'URI path must start with "/" when authority is present.'
  }

  if (typeof parsed.port === 'number' && (parsed.port < 0 || parsed.port > 65535)) {
    return 'URI port is malformed.'
  }

  return undefined
}

/**
 * Checks percent syntax without decoding the represented octets. RFC 3986
 * percent-encoding is byte-oriented, so sequences such as `%FF` are valid even
 * though they are not independently valid UTF-8.
 *
 * @param {string|undefined} component
 * @returns {boolean}
 */
function hasMalformedPercentEncoding (component) {
  if (component === undefined) return false

  let percent = component.indexOf('%')
  while (percent !== -1) {
    if (percent + 2 >= component.length || !/^[\da-f]{2}$/iu.test(component.slice(percent + 1, percent + 3))) {
      return true
    }
    percent = component.indexOf('%', percent + 3)
  }

  return false
}

/**
 * Whether the host is a bracketed IP literal (RFC 3986 `IP-literal`).
 * An unterminated `[` is not a literal, so it must still be validated as a
 * reg-name instead of being waved through as an IP.
 *
 * @param {string} host
 * @returns {boolean}
 */
function isIPLiteral (host) {
  return host[0] === '[' && host[host.length - 1] === ']'
}

/**
 * @param {RegExpMatchArray} matches
 * @returns {boolean}
 */
function hasMalformedComponentPercentEncoding (matches) {
  // Bracketed IP literals use a raw "%" as the zone separator for historical
  // compatibility. Their parsing is intentionally left to normalizeIPv6.
  const host = matches[4]
  return hasMalformedPercentEncoding(matches[3]) ||
    (host !== undefined && !isIPLiteral(host) && hasMalformedPercentEncoding(host)) ||
    hasMalformedPercentEncoding(matches[6]) ||
    hasMalformedPercentEncoding(matches[7]) ||
    hasMalformedPercentEncoding(matches[8])
}

/**
 * @param {import('./types/index').URIComponent} parsed
 * @param {import('./types/index').Options} options
 * @param {{ domainHost?: boolean, unicodeSupport?: boolean }|undefined} schemeHandler
 * @param {boolean} isIP
 * @returns {boolean} whether host conversion failed
 */
function canonicalizeHost (parsed, options, schemeHandler, isIP) {
  if (hasForbiddenDomainHost(parsed, options, schemeHandler, isIP)) {
    parsed.error = parsed.error || MALFORMED_HOST_ERROR
    return true
  }

  if (
    !options.unicodeSupport &&
    (!schemeHandler || !schemeHandler.unicodeSupport) &&
    parsed.host &&
    !isIPLiteral(parsed.host) &&
    (options.domainHost || (schemeHandler && schemeHandler.domainHost)) &&
    isIP === false &&
    nonSimpleDomain(parsed.host)
  ) {
    let url
    try {
      url = new URL('http://' + parsed.host)
    } catch (e) {
      parsed.error = parsed.error || "Host's domain name can not be converted to ASCII: " + e
      return true
    }
    // The WHATWG parser must have read the whole input as a host. Anything
    // else means it found a delimiter fast-uri did not, so its hostname would
    // describe a different authority.
    if (!isHostOnlyURL(url)) {
      parsed.error = parsed.error || MALFORMED_HOST_ERROR
      return true
    }
    parsed.host = url.hostname
  }
  return false
}

/**
 * Whether a domain host contains an ASCII character that RFC 3986 does not
 * allow in a reg-name (unreserved, sub-delims, or pct-encoded). Such a host is
 * rejected instead of being handed to the WHATWG URL parser, which would treat
 * "@" as a userinfo delimiter (silently dropping the data before it) and strip
 * TAB, LF, and CR. Non-ASCII characters remain allowed for IDNs.
 *
 * @param {import('./types/index').URIComponent} parsed
 * @param {import('./types/index').Options} options
 * @param {{ domainHost?: boolean }|undefined} schemeHandler
 * @param {boolean} isIP
 * @returns {boolean}
 */
function hasForbiddenDomainHost (parsed, options, schemeHandler, isIP) {
  return Boolean(
    parsed.host &&
    isIP === false &&
    !isIPLiteral(parsed.host) &&
    (options.domainHost || (schemeHandler && schemeHandler.domainHost)) &&
    FORBIDDEN_DOMAIN_HOST_CHARACTER.test(parsed.host)
  )
}

/**
 * @param {URL} url
 * @returns {boolean}
 */
function isHostOnlyURL (url) {
  return url.username === '' &&
    url.password === '' &&
    url.port === '' &&
    url.pathname === '/' &&
    url.search === '' &&
    url.hash === '' &&
    url.hostname !== ''
}

/**
 * @param {string} uri
 * @param {import('./types/index').Options} [opts]
 * @returns {{ parsed: import('./types/index').URIComponent, malformedAuthorityOrPort: boolean, malformedPercentEncoding: boolean, malformedSchemeSpecific: boolean, malformedHost: boolean, malformedScheme: boolean }}
 */
function parseWithStatus (uri, opts) {
  const options = Object.assign({}, opts)
  /** @type {import('./types/index').URIComponent} */
  const parsed = {
    scheme: undefined,
    userinfo: undefined,
    host: '',
    port: undefined,
    path: '',
    query: undefined,
    fragment: undefined
  }

  let malformedAuthorityOrPort = false
  let malformedPercentEncoding = false
  let malformedSchemeSpecific = false
  let malformedHost = false
  let malformedIPLiteral = false
  let malformedScheme = false

  let isIP = false
  if (options.reference === 'suffix') {
    if (options.scheme) {
      uri = options.scheme + ':' + uri
    } else {
      uri = '//' + uri
    }
  }

  // A literal backslash (U+005C) is not a valid RFC 3986 URI character and is
  // not an authority delimiter. Reject it in the authority rather than
  // rewriting it: normalizing "\" -> "/" (WHATWG error recovery) could silently
  // change the resource identified by an otherwise-invalid input, and lets "\"
  // act as a host delimiter here while Node's native URL parses a different
  // host (SSRF / redirect / origin-allowlist bypass). Percent-encoded %5C is
  // untouched and remains valid encoded data.
  const authorityMatch = uri.match(AUTHORITY_PREFIX)
  if (authorityMatch !== null && authorityMatch[1].indexOf('\\') !== -1) {
    parsed.error = 'URI authority must not contain a literal backslash.'
    malformedAuthorityOrPort = true
  }

  // Reject a malformed or whitespace-smuggled authority introducer. fast-uri
  // only recognizes a literal "//"; anything else in the leading separator run
  // (a backslash, or a "//" that appears only after removing the TAB/LF/CR that
  // Node strips) means the authority fast-uri parses differs from the one Node's
  // URL resolves. Reject rather than rewrite, mirroring the literal-backslash
  // guard above. Percent-encoded forms (%5C, %09) are untouched, valid data.
  const introducerMatch = uri.match(AUTHORITY_INTRODUCER_REGION)
  if (introducerMatch !== null) {
    const region = introducerMatch[1]
    const normalizedRegion = region.replace(/[\t\n\r]/g, '')
    // Two or more leading separators introduce an authority.
    if (normalizedRegion.length >= 2) {
      if (normalizedRegion.slice(0, 2) !== '//') {
        parsed.error = parsed.error || 'URI authority must not contain a literal backslash.'
        malformedAuthorityOrPort = true
      } else if (region.length !== normalizedRegion.length) {
        parsed.error = parsed.error || 'URI authority introducer must not contain whitespace.'
        malformedAuthorityOrPort = true
      }
    }
  }

  const matches = uri.match(URI_PARSE)

  if (matches) {
    // store each component
    parsed.scheme = matches[1]
    parsed.userinfo = matches[3]
    parsed.host = matches[4]
    parsed.port = parseInt(matches[5], 10)
    parsed.path = matches[6] || ''
    parsed.query = matches[7]
    parsed.fragment = matches[8]

    if (parsed.scheme !== undefined) {
      if (VALID_SCHEME.test(parsed.scheme)) {
        parsed.scheme = parsed.scheme.toLowerCase()
      } else {
        parsed.error = parsed.error || MALFORMED_SCHEME_ERROR
        malformedScheme = true
      }
    }

    malformedPercentEncoding = hasMalformedComponentPercentEncoding(matches)
    if (malformedPercentEncoding) {
      parsed.error = parsed.error || 'URI contains malformed percent-encoding.'
    }

    // fix port number
    if (isNaN(parsed.port)) {
      parsed.port = matches[5]
    }

    const parseError = getParseError(parsed, matches)
    if (parseError !== undefined) {
      parsed.error = parsed.error || parseError
      malformedAuthorityOrPort = true
    }

    if (parsed.host) {
      const ipv4result = isIPv4(parsed.host)
      if (ipv4result === false) {
        const bracketedIPLiteral = isIPLiteral(parsed.host)
        const hasIPLiteralBracket = parsed.host.indexOf('[') !== -1 || parsed.host.indexOf(']') !== -1
        const ipv6result = normalizeIPv6(parsed.host)
        isIP = ipv6result.isIPV6 || ipv6result.isIPVFuture === true
        malformedIPLiteral = hasIPLiteralBracket && (!bracketedIPLiteral || ipv6result.error === true)
        parsed.host = isIP ? ipv6result.host : ipv6result.host.toLowerCase()

        if (malformedIPLiteral) {
          parsed.error = parsed.error || MALFORMED_HOST_ERROR
          malformedAuthorityOrPort = true
        }
      } else {
        isIP = true
      }
    }
    if (parsed.scheme === undefined && parsed.userinfo === undefined && parsed.host === undefined && parsed.port === undefined && parsed.query === undefined && !parsed.path) {
      parsed.reference = 'same-document'
    } else if (parsed.scheme === undefined) {
      parsed.reference = 'relative'
    } else if (parsed.fragment === undefined) {
      parsed.reference = 'absolute'
    } else {
      parsed.reference = 'uri'
    }

    // check for reference errors
    if (options.reference && options.reference !== 'suffix' && options.reference !== parsed.reference) {
      parsed.error = parsed.error || 'URI is not a ' + options.reference + ' reference.'
    }

    // find scheme handler
    const schemeHandler = getSchemeHandler(options.scheme || parsed.scheme)

    // convert Unicode IDN -> ASCII IDN when the effective scheme uses domain hosts
    if (!malformedIPLiteral) {
      malformedHost = canonicalizeHost(parsed, options, schemeHandler, isIP)
    }

    if (uri.indexOf('%') !== -1 && parsed.host !== undefined && !malformedIPLiteral) {
      let host = isIP ? parsed.host : normalizePercentEncoding(parsed.host, true)
      if (!isIP) {
        // Fold reg-name case after decoding unreserved octets. The second
        // pass only restores uppercase hex in escapes that remain encoded.
        host = normalizePercentEncoding(host.toLowerCase())
      }
      // Resolution parses both inputs with the internal `null` scheme before
      // the effective scheme is known. Keep raw host delimiters for that step
      // so resolve() can reject them for domain-host schemes; the resolved
      // authority is encoded when it is serialized.
      parsed.host = isIP || options.scheme !== 'null' ? reescapeHostDelimiters(host, isIP) : host
    }

    if (!schemeHandler || (schemeHandler && !schemeHandler.skipNormalize)) {
      if (parsed.path) {
        parsed.path = normalizePathEncoding(parsed.path)
      }
      if (parsed.query) {
        parsed.query = normalizeQueryFragmentEncoding(parsed.query)
      }
      if (parsed.fragment) {
        parsed.fragment = normalizeQueryFragmentEncoding(parsed.fragment)
      }
    }

    // perform scheme specific parsing
    if (schemeHandler && schemeHandler.parse) {
      schemeHandler.parse(parsed, options)
      if (schemeHandler === SCHEMES.urn && parsed.nid === undefined) {
        malformedSchemeSpecific = true
      }
    }
  } else {
    parsed.error = parsed.error || 'URI can not be parsed.'
  }
  return { parsed, malformedAuthorityOrPort, malformedPercentEncoding, malformedSchemeSpecific, malformedHost, malformedScheme }
}

/**
 * @param {string} uri
 * @param {import('./types/index').Options} [opts]
 * @returns
 */
function parse (uri, opts) {
  return parseWithStatus(uri, opts).parsed
}

/**
 * @param {string} uri
 * @param {import('./types/index').Options} [opts]
 * @returns {string}
 */
function normalizeString (uri, opts) {
  return normalizeStringWithStatus(uri, opts).normalized
}

/**
 * @param {string} uri
 * @param {import('./types/index').Options} [opts]
 * @returns {{ normalized: string, malformedAuthorityOrPort: boolean, malformedPercentEncoding: boolean, malformedSchemeSpecific: boolean, malformedHost: boolean, malformedScheme: boolean }}
 */
function normalizeStringWithStatus (uri, opts) {
  const { parsed, malformedAuthorityOrPort, malformedPercentEncoding, malformedSchemeSpecific, malformedHost, malformedScheme } = parseWithStatus(uri, opts)
  return {
    normalized: malformedAuthorityOrPort || malformedPercentEncoding || malformedSchemeSpecific || malformedHost || malformedScheme ? uri : serialize(parsed, opts),
    malformedAuthorityOrPort,
    malformedPercentEncoding,
    malformedSchemeSpecific,
    malformedHost,
    malformedScheme
  }
}

/**
 * @param {import ('./types/index').URIComponent|string} uri
 * @param {import('./types/index').Options} [opts]
 * @returns {string|undefined}
 */
function normalizeComparableURI (uri, opts) {
  if (typeof uri !== 'string' && typeof uri !== 'object') {
    return undefined
  }

  let value
  try {
    value = typeof uri === 'string' ? uri : serialize(uri, opts)
  } catch {
    return undefined
  }
  const { normalized, malformedAuthorityOrPort, malformedPercentEncoding, malformedSchemeSpecific, malformedHost, malformedScheme } = normalizeStringWithStatus(value, opts)
  return malformedAuthorityOrPort || malformedPercentEncoding || malformedSchemeSpecific || malformedHost || malformedScheme ? undefined : normalized
}

const fastUri = {
  SCHEMES,
  normalize,
  resolve,
  resolveComponent,
  equal,
  serialize,
  parse
}

module.exports = fastUri
module.exports["default"] = fastUri
module.exports.fastUri = fastUri


/***/ }),

/***/ 5300:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const { isUUID } = __nccwpck_require__(5077)
const URN_REG = /^([\da-z][\d\-a-z]{0,31}):((?:[\w!$'()*+,\-./:;=@]|%[\da-f]{2})+)$/iu

const supportedSchemeNames = /** @type {const} */ (['http', 'https', 'ws',
  'wss', 'urn', 'urn:uuid'])

/** @typedef {supportedSchemeNames[number]} SchemeName */

/**
 * @param {string} name
 * @returns {name is SchemeName}
 */
function isValidSchemeName (name) {
  return supportedSchemeNames.indexOf(/** @type {*} */ (name)) !== -1
}

/**
 * @callback SchemeFn
 * @param {import('../types/index').URIComponent} component
 * @param {import('../types/index').Options} options
 * @returns {import('../types/index').URIComponent}
 */

/**
 * @typedef {Object} SchemeHandler
 * @property {SchemeName} scheme - The scheme name.
 * @property {boolean} [domainHost] - Indicates if the scheme supports domain hosts.
 * @property {SchemeFn} parse - Function to parse the URI component for this scheme.
 * @property {SchemeFn} serialize - Function to serialize the URI component for this scheme.
 * @property {boolean} [skipNormalize] - Indicates if normalization should be skipped for this scheme.
 * @property {boolean} [absolutePath] - Indicates if the scheme uses absolute paths.
 * @property {boolean} [unicodeSupport] - Indicates if the scheme supports Unicode.
 */

/**
 * @param {import('../types/index').URIComponent} wsComponent
 * @returns {boolean}
 */
function wsIsSecure (wsComponent) {
  if (wsComponent.secure === true) {
    return true
  } else if (wsComponent.secure === false) {
    return false
  } else if (wsComponent.scheme) {
    return (
      wsComponent.scheme.length === 3 &&
      (wsComponent.scheme[0] === 'w' || wsComponent.scheme[0] === 'W') &&
      (wsComponent.scheme[1] === 's' || wsComponent.scheme[1] === 'S') &&
      (wsComponent.scheme[2] === 's' || wsComponent.scheme[2] === 'S')
    )
  } else {
    return false
  }
}

/** @type {SchemeFn} */
function httpParse (component) {
  if (!component.host) {
    component.error = component.error || 'HTTP URIs must have a host.'
  }

  return component
}

/** @type {SchemeFn} */
function httpSerialize (component) {
  const secure = String(component.scheme).toLowerCase() === 'https'

  // normalize the default port
  if (component.port === (secure ? 443 : 80) || component.port === '') {
    component.port = undefined
  }

  // normalize the empty path
  if (!component.path) {
    component.path = '/'
  }

  // NOTE: We do not parse query strings for HTTP URIs
  // as WWW Form Url Encoded query strings are part of the HTML4+ spec,
  // and not the HTTP spec.

  return component
}

/** @type {SchemeFn} */
function wsParse (wsComponent) {
// indicate if the secure flag is set
  wsComponent.secure = wsIsSecure(wsComponent)

  // construct resouce name
  wsComponent.resourceName = (wsComponent.path || '/') + (wsComponent.query ? '?' + wsComponent.query : '')
  wsComponent.path = undefined
  wsComponent.query = undefined

  return wsComponent
}

/** @type {SchemeFn} */
function wsSerialize (wsComponent) {
// normalize the default port
  if (wsComponent.port === (wsIsSecure(wsComponent) ? 443 : 80) || wsComponent.port === '') {
    wsComponent.port = undefined
  }

  // ensure scheme matches secure flag
  if (typeof wsComponent.secure === 'boolean') {
    wsComponent.scheme = (wsComponent.secure ? 'wss' : 'ws')
    wsComponent.secure = undefined
  }

  // reconstruct path from resource name
  if (wsComponent.resourceName) {
    const queryIndex = wsComponent.resourceName.indexOf('?')
    const path = queryIndex === -1
      ? wsComponent.resourceName
      : wsComponent.resourceName.slice(0, queryIndex)
    wsComponent.path = (path && path !== '/' ? path : undefined)
    wsComponent.query = queryIndex === -1
      ? undefined
      : wsComponent.resourceName.slice(queryIndex + 1)
    wsComponent.resourceName = undefined
  }

  // forbid fragment component
  wsComponent.fragment = undefined

  return wsComponent
}

/** @type {SchemeFn} */
function urnParse (urnComponent, options) {
  if (!urnComponent.path) {
    urnComponent.error = 'URN can not be parsed'
    return urnComponent
  }
  const matches = urnComponent.path.match(URN_REG)
  if (matches && matches[0] === urnComponent.path) {
    const scheme = options.scheme || urnComponent.scheme || 'urn'
    urnComponent.nid = matches[1].toLowerCase()
    urnComponent.nss = matches[2]
    const urnScheme = `${scheme}:${options.nid || urnComponent.nid}`
    const schemeHandler = getSchemeHandler(urnScheme)
    urnComponent.path = undefined

    if (schemeHandler) {
      urnComponent = schemeHandler.parse(urnComponent, options)
    }
  } else {
    urnComponent.error = urnComponent.error || 'URN can not be parsed.'
  }

  return urnComponent
}

/** @type {SchemeFn} */
function urnSerialize (urnComponent, options) {
  if (urnComponent.nid === undefined) {
    throw new Error('URN without nid cannot be serialized')
  }
  const scheme = options.scheme || urnComponent.scheme || 'urn'
  const nid = urnComponent.nid.toLowerCase()
  const urnScheme = `${scheme}:${options.nid || nid}`
  const schemeHandler = getSchemeHandler(urnScheme)

  if (schemeHandler) {
    urnComponent = schemeHandler.serialize(urnComponent, options)
  }

  const uriComponent = urnComponent
  const nss = urnComponent.nss
  uriComponent.path = `${nid || options.nid}:${nss}`

  options.skipEscape = true
  return uriComponent
}

/** @type {SchemeFn} */
function urnuuidParse (urnComponent, options) {
  const uuidComponent = urnComponent
  uuidComponent.uuid = uuidComponent.nss
  uuidComponent.nss = undefined

  if (!options.tolerant && (!uuidComponent.uuid || !isUUID(uuidComponent.uuid))) {
    uuidComponent.error = uuidComponent.error || 'UUID is not valid.'
  }

  return uuidComponent
}

/** @type {SchemeFn} */
function urnuuidSerialize (uuidComponent) {
  const urnComponent = uuidComponent
  // normalize UUID
  urnComponent.nss = (uuidComponent.uuid || '').toLowerCase()
  return urnComponent
}

const http = /** @type {SchemeHandler} */ ({
  scheme: 'http',
  domainHost: true,
  parse: httpParse,
  serialize: httpSerialize
})

const https = /** @type {SchemeHandler} */ ({
  scheme: 'https',
  domainHost: http.domainHost,
  parse: httpParse,
  serialize: httpSerialize
})

const ws = /** @type {SchemeHandler} */ ({
  scheme: 'ws',
  domainHost: true,
  parse: wsParse,
  serialize: wsSerialize
})

const wss = /** @type {SchemeHandler} */ ({
  scheme: 'wss',
  domainHost: ws.domainHost,
  parse: ws.parse,
  serialize: ws.serialize
})

const urn = /** @type {SchemeHandler} */ ({
  scheme: 'urn',
  parse: urnParse,
  serialize: urnSerialize,
  skipNormalize: true
})

const urnuuid = /** @type {SchemeHandler} */ ({
  scheme: 'urn:uuid',
  parse: urnuuidParse,
  serialize: urnuuidSerialize,
  skipNormalize: true
})

const SCHEMES = /** @type {Record<SchemeName, SchemeHandler>} */ ({
  http,
  https,
  ws,
  wss,
  urn,
  'urn:uuid': urnuuid
})

Object.setPrototypeOf(SCHEMES, null)

/**
 * @param {string|undefined} scheme
 * @returns {SchemeHandler|undefined}
 */
function getSchemeHandler (scheme) {
  return (
    scheme && (
      SCHEMES[/** @type {SchemeName} */ (scheme)] ||
      SCHEMES[/** @type {SchemeName} */(scheme.toLowerCase())])
  ) ||
    undefined
}

module.exports = {
  wsIsSecure,
  SCHEMES,
  isValidSchemeName,
  getSchemeHandler,
}


/***/ }),

/***/ 5077:
/***/ ((module) => {



/** @type {(value: string) => boolean} */
const isUUID = RegExp.prototype.test.bind(/^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/iu)

/** @type {(value: string) => boolean} */
const isIPv4 = RegExp.prototype.test.bind(/^(?:(?:25[0-5]|2[0-4]\d|1\d{2}|[1-9]\d|\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d{2}|[1-9]\d|\d)$/u)

/** @type {(value: string) => boolean} */
const isPort = RegExp.prototype.test.bind(/^\d*$/u)

/** @type {(value: string) => boolean} */
const isHexPair = RegExp.prototype.test.bind(/^[\da-f]{2}$/iu)

/** @type {(value: string) => boolean} */
const isUnreserved = RegExp.prototype.test.bind(/^[\da-z\-._~]$/iu)

/** @type {(value: string) => boolean} */
const isPathCharacter = RegExp.prototype.test.bind(/^[A-Za-z0-9\-._~!$&'()*+,;=:@/]$/u)

/** @type {(value: string) => boolean} */
const isQueryFragmentCharacter = RegExp.prototype.test.bind(/^[A-Za-z0-9\-._~!$&'()*+,;=:@/?]$/u)

/** @type {(value: string) => boolean} */
const isUserinfoCharacter = RegExp.prototype.test.bind(/^[A-Za-z0-9\-._~!$&'()*+,;=:]$/u)

const BYTE_HEX = new Array(256)
{
  const HEX_DIGITS = '0123456789ABCDEF'
  for (let i = 0; i < 256; i++) {
    BYTE_HEX[i] = '%' + HEX_DIGITS[i >> 4] + HEX_DIGITS[i & 0xF]
  }
}
function percentEncodeNonAscii (cp) {
  if (cp < 0x800) {
    return BYTE_HEX[0xC0 | (cp >> 6)] +
           BYTE_HEX[0x80 | (cp & 0x3F)]
  }
  if (cp < 0x10000) {
    return BYTE_HEX[0xE0 | (cp >> 12)] +
           BYTE_HEX[0x80 | ((cp >> 6) & 0x3F)] +
           BYTE_HEX[0x80 | (cp & 0x3F)]
  }
  return BYTE_HEX[0xF0 | (cp >> 18)] +
         BYTE_HEX[0x80 | ((cp >> 12) & 0x3F)] +
         BYTE_HEX[0x80 | ((cp >> 6) & 0x3F)] +
         BYTE_HEX[0x80 | (cp & 0x3F)]
}

/**
 * @param {Array<string>} input
 * @returns {string}
 */
function stringArrayToHexStripped (input) {
  let acc = ''
  let code = 0
  let i = 0

  for (i = 0; i < input.length; i++) {
    code = input[i].charCodeAt(0)
    if (code === 48) {
      continue
    }
    if (!((code >= 48 && code <= 57) || (code >= 65 && code <= 70) || (code >= 97 && code <= 102))) {
      return ''
    }
    acc += input[i]
    break
  }

  for (i += 1; i < input.length; i++) {
    code = input[i].charCodeAt(0)
    if (!((code >= 48 && code <= 57) || (code >= 65 && code <= 70) || (code >= 97 && code <= 102))) {
      return ''
    }
    acc += input[i]
  }
  return acc
}

/** @type {(value: string) => boolean} */
const isHextet = RegExp.prototype.test.bind(/^[\dA-Fa-f]{1,4}$/)

/** @type {(value: string) => boolean} */
const isIPvFuture = RegExp.prototype.test.bind(/^[vV][\dA-Fa-f]+\.[A-Za-z\d\-._~!$&'()*+,;=:]+$/)

/** @type {(value: string) => boolean} */
const isZoneCharacter = RegExp.prototype.test.bind(/^[A-Za-z\d\-._~]$/)

/**
 * @param {string} value
 * @returns {boolean}
 */
const nonSimpleDomain = RegExp.prototype.test.bind(/[^!"$&'()*+,\-.;=_`a-z{}~]/u)

/**
 * @param {string} zone
 * @returns {boolean}
 */
function isZoneIdentifier (zone) {
  if (zone.length === 0) return false

  for (let i = 0; i < zone.length; i++) {
    if (isZoneCharacter(zone[i])) continue
    if (zone[i] === '%' && i + 2 < zone.length && isHexPair(zone.slice(i + 1, i + 3))) {
      i += 2
      continue
    }
    return false
  }

  return true
}

/**
 * Compresses the longest run of zero hextets to "::" per RFC 5952. A run of a
 * single zero hextet is left uncompressed. On ties the leftmost run wins.
 *
 * @param {string[]} hextets
 * @returns {string}
 */
function compressIPv6ZeroRun (hextets) {
  let bestStart = -1
  let bestLength = 0
  let runStart = -1
  let runLength = 0
  for (let i = 0; i < hextets.length; i++) {
    if (hextets[i] === '0') {
      if (runStart === -1) runStart = i
      runLength++
      if (runLength > bestLength) {
        bestLength = runLength
        bestStart = runStart
      }
    } else {
      runStart = -1
      runLength = 0
    }
  }

  if (bestLength < 2) return hextets.join(':')

  const head = hextets.slice(0, bestStart).join(':')
  const tail = hextets.slice(bestStart + bestLength).join(':')
  return head + '::' + tail
}

/**
 * Validates an IPv6 address against the alternatives in RFC 3986 section
 * 3.2.2 and returns the same address with leading hextet zeroes removed.
 * An embedded IPv4 address counts as two hextets and is only valid at the end.
 *
 * @param {string} input
 * @returns {string|undefined}
 */
function normalizeIPv6Address (input) {
  const compression = input.indexOf('::')
  if (compression !== -1 && input.indexOf('::', compression + 1) !== -1) return undefined

  const left = compression === -1 ? input.split(':') : input.slice(0, compression).split(':')
  const right = compression === -1 ? [] : input.slice(compression + 2).split(':')
  if (compression !== -1) {
    if (left.length === 1 && left[0] === '') left.length = 0
    if (right.length === 1 && right[0] === '') right.length = 0
  }

  const parts = left.concat(right)
  let hextetCount = 0
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]
    if (part === '') return undefined

    if (part.indexOf('.') !== -1) {
      if (i !== parts.length - 1 || (compression !== -1 && right.length === 0) || !isIPv4(part)) return undefined
      hextetCount += 2
      continue
    }

    if (!isHextet(part)) return undefined
    parts[i] = parseInt(part, 16).toString(16)
    hextetCount++
  }

  if (compression === -1) {
    if (hextetCount !== 8) return undefined
    return compressIPv6ZeroRun(parts)
  }
  if (hextetCount >= 8) return undefined

  // expand "::" then re-compress the longest run for a canonical result
  const expanded = parts.slice(0, left.length)
  for (let i = hextetCount; i < 8; i++) expanded.push('0')
  for (let i = left.length; i < parts.length; i++) expanded.push(parts[i])
  return compressIPv6ZeroRun(expanded)
}

/**
 * @typedef {Object} NormalizeIPv6Result
 * @property {string} host - The normalized host.
 * @property {string} [escapedHost] - The escaped host.
 * @property {boolean} isIPV6 - Indicates if the host is an IPv6 address.
 * @property {boolean} [isIPVFuture] - Indicates if the host is an IPvFuture literal.
 * @property {boolean} [error] - Indicates if a bracketed IP literal is malformed.
 */

/**
 * Validates and normalizes a bracketed IP literal. Raw zone separators remain
 * accepted for backwards compatibility, while encoded separators and zone
 * contents follow RFC 6874.
 *
 * @param {string} host
 * @returns {NormalizeIPv6Result}
 */
function normalizeIPv6 (host) {
  const bracketed = host[0] === '[' && host[host.length - 1] === ']'
  const hasBracket = host[0] === '[' || host[host.length - 1] === ']'
  if (hasBracket && !bracketed) return { host, isIPV6: false, error: true }

  let input = bracketed ? host.slice(1, -1) : host
  if (bracketed && isIPvFuture(input)) {
    input = input.toLowerCase()
    return { host: `[${input}]`, escapedHost: input, isIPV6: false, isIPVFuture: true }
  }

  if (findToken(input, ':') < 2) {
    return { host, isIPV6: false, error: bracketed }
  }

  let zoneIdentifier = ''
  const zoneSeparator = input.indexOf('%')
  if (zoneSeparator !== -1) {
    const separatorLength = input.slice(zoneSeparator, zoneSeparator + 3).toLowerCase() === '%25' ? 3 : 1
    zoneIdentifier = input.slice(zoneSeparator + separatorLength)
    if (!isZoneIdentifier(zoneIdentifier)) return { host, isIPV6: false, error: true }
    input = input.slice(0, zoneSeparator)
  }

  const address = normalizeIPv6Address(input)
  if (address === undefined) return { host, isIPV6: false, error: true }

  return {
    host: address + (zoneIdentifier ? '%' + zoneIdentifier : ''),
    escapedHost: address + (zoneIdentifier ? '%25' + zoneIdentifier : ''),
    isIPV6: true
  }
}

/**
 * @param {string} str
 * @param {string} token
 * @returns {number}
 */
function findToken (str, token) {
  let ind = 0
  for (let i = 0; i < str.length; i++) {
    if (str[i] === token) ind++
  }
  return ind
}

/**
 * @param {string} path
 * @returns {string}
 *
 * @see https://datatracker.ietf.org/doc/html/rfc3986#section-5.2.4
 */
function removeDotSegments (path) {
  let input = path
  const output = []
  let nextSlash = -1
  let len = 0

  // eslint-disable-next-line no-cond-assign
  while (len = input.length) {
    if (len === 1) {
      if (input === '.') {
        break
      } else if (input === '/') {
        output.push('/')
        break
      } else {
        output.push(input)
        break
      }
    } else if (len === 2) {
      if (input[0] === '.') {
        if (input[1] === '.') {
          break
        } else if (input[1] === '/') {
          input = input.slice(2)
          continue
        }
      } else if (input[0] === '/') {
        if (input[1] === '.' || input[1] === '/') {
          output.push('/')
          break
        }
      }
    } else if (len === 3) {
      if (input === '/..') {
        if (output.length !== 0) {
          output.pop()
        }
        output.push('/')
        break
      }
    }
    if (input[0] === '.') {
      if (input[1] === '.') {
        if (input[2] === '/') {
          input = input.slice(3)
          continue
        }
      } else if (input[1] === '/') {
        input = input.slice(2)
        continue
      }
    } else if (input[0] === '/') {
      if (input[1] === '.') {
        if (input[2] === '/') {
          input = input.slice(2)
          continue
        } else if (input[2] === '.') {
          if (input[3] === '/') {
            input = input.slice(3)
            if (output.length !== 0) {
              output.pop()
            }
            continue
          }
        }
      }
    }

    // Rule 2E: Move normal path segment to output
    if ((nextSlash = input.indexOf('/', 1)) === -1) {
      output.push(input)
      break
    } else {
      output.push(input.slice(0, nextSlash))
      input = input.slice(nextSlash)
    }
  }

  return output.join('')
}

/**
 * Removes dot segments from the path of a relative reference (a path that does
 * not start with "/") without changing what it resolves to against any base.
 * Unlike `removeDotSegments`, leading ".." segments that cannot be collapsed
 * are kept, the result never becomes root-relative, and a result that would be
 * empty or start with an empty segment is prefixed with "." (an empty path
 * means "same document" and a leading "//" would introduce an authority).
 *
 * @param {string} path
 * @returns {string}
 */
function removeDotSegmentsRelative (path) {
  if (path === '' || path[0] === '/') {
    return removeDotSegments(path)
  }

  const segments = path.split('/')
  const last = segments.length - 1
  /** @type {string[]} */
  const output = []
  let trailingDirectory = false

  for (let i = 0; i <= last; i++) {
    const segment = segments[i]
    if (segment === '.' || segment === '..') {
      if (segment === '..') {
        if (output.length !== 0 && output[output.length - 1] !== '..') {
          output.pop()
        } else {
          output.push('..')
        }
      }
      trailingDirectory = i === last
    } else {
      output.push(segment)
    }
  }

  if (trailingDirectory && output[output.length - 1] !== '..') {
    output.push('')
  }
  if (output.length === 0 || output[0] === '' || output[0].includes(':')) {
    // An empty path, a leading empty segment ("//"), or a first segment
    // containing ":" (which would be mistaken for a scheme, RFC 3986 section
    // 4.2) must stay behind a "." segment so the reference keeps its meaning.
    output.unshift('.')
  }

  return output.join('/')
}

/**
 * Re-escape RFC 3986 gen-delims that must not appear literally in the host.
 * After the URI regex parses, these characters cannot be literal in the host
 * field, so any that appear after decoding came from percent-encoding and
 * must be restored to prevent authority structure changes.
 *
 * @param {string} host
 * @param {boolean} isIP - true for IPv4/IPv6 hosts (skip colon re-escaping)
 * @returns {string}
 */
const HOST_DELIMS = { '@': '%40', '/': '%2F', '?': '%3F', '#': '%23', ':': '%3A' }
const HOST_DELIM_RE = /[@/?#:]/g
const HOST_DELIM_NO_COLON_RE = /[@/?#]/g

function reescapeHostDelimiters (host, isIP) {
  const re = isIP ? HOST_DELIM_NO_COLON_RE : HOST_DELIM_RE
  re.lastIndex = 0
  return host.replace(re, (ch) => HOST_DELIMS[ch])
}

/**
 * Normalizes percent escapes and optionally decodes only unreserved ASCII bytes.
 * Reserved delimiters such as `%2F` stay escaped; `%2E` is unreserved.
 *
 * @param {string} input
 * @param {boolean} [decodeUnreserved=false]
 * @returns {string}
 */
function normalizePercentEncoding (input, decodeUnreserved = false) {
  if (input.indexOf('%') === -1) {
    return input
  }

  let output = ''

  for (let i = 0; i < input.length; i++) {
    if (input[i] === '%' && i + 2 < input.length) {
      const hex = input.slice(i + 1, i + 3)
      if (isHexPair(hex)) {
        const normalizedHex = hex.toUpperCase()
        const decoded = String.fromCharCode(parseInt(normalizedHex, 16))

        if (decodeUnreserved && isUnreserved(decoded)) {
          output += decoded
        } else {
          output += '%' + normalizedHex
        }

        i += 2
        continue
      }
    }

    output += input[i]
  }

  return output
}

/**
 * Normalizes path data without turning reserved escapes into live path syntax.
 * Valid escapes are uppercased, raw unsafe characters are escaped, and only
 * unreserved bytes that are not `.` are decoded.
 *
 * @param {string} input
 * @returns {string}
 */
function normalizePathEncoding (input) {
  let output = ''

  for (let i = 0; i < input.length; i++) {
    const ch = input[i]
    if (ch === '%' && i + 2 < input.length) {
      const hex = input.slice(i + 1, i + 3)
      if (isHexPair(hex)) {
        const normalizedHex = hex.toUpperCase()
        const decoded = String.fromCharCode(parseInt(normalizedHex, 16))

        if (decoded !== '.' && isUnreserved(decoded)) {
          output += decoded
        } else {
          output += '%' + normalizedHex
        }

        i += 2
        continue
      }
    }

    if (isPathCharacter(ch)) {
      output += ch
    } else {
      const code = input.charCodeAt(i)
      if (code < 0x80) {
        output += isEscapeSafe(code) ? ch : BYTE_HEX[code]
      } else if (code < 0xD800 || code > 0xDFFF) {
        output += percentEncodeNonAscii(code)
      } else if (code <= 0xDBFF && i + 1 < input.length) {
        const low = input.charCodeAt(i + 1)
        if (low >= 0xDC00 && low <= 0xDFFF) {
          output += percentEncodeNonAscii(0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00))
          i++
        } else {
          output += percentEncodeNonAscii(0xFFFD)
        }
      } else {
        output += percentEncodeNonAscii(0xFFFD)
      }
    }
  }

  return output
}

/**
 * Serializes a path without rewriting reserved data. Raw RFC 3986 path
 * characters remain literal, valid escapes are preserved and uppercased, and
 * everything else is UTF-8 percent-encoded. In a path-noscheme, a colon in the
 * first segment must be escaped so the result cannot be parsed as a scheme.
 *
 * @param {string} input
 * @param {boolean} [pathNoScheme=false]
 * @returns {string}
 */
function serializePathEncoding (input, pathNoScheme = false) {
  let output = ''
  let firstSegment = pathNoScheme && input[0] !== '/'

  for (let i = 0; i < input.length; i++) {
    const ch = input[i]
    if (ch === '%' && i + 2 < input.length) {
      const hex = input.slice(i + 1, i + 3)
      if (isHexPair(hex)) {
        output += '%' + hex.toUpperCase()
        i += 2
        continue
      }
    }

    if (ch === '/') {
      firstSegment = false
    }

    if (isPathCharacter(ch) && (ch !== ':' || !firstSegment)) {
      output += ch
    } else {
      const code = input.charCodeAt(i)
      if (code < 0x80) {
        output += BYTE_HEX[code]
      } else if (code < 0xD800 || code > 0xDFFF) {
        output += percentEncodeNonAscii(code)
      } else if (code <= 0xDBFF && i + 1 < input.length) {
        const low = input.charCodeAt(i + 1)
        if (low >= 0xDC00 && low <= 0xDFFF) {
          output += percentEncodeNonAscii(0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00))
          i++
        } else {
          output += percentEncodeNonAscii(0xFFFD)
        }
      } else {
        output += percentEncodeNonAscii(0xFFFD)
      }
    }
  }

  return output
}

/**
 * Percent-encodes a URI component using its RFC 3986 literal character set.
 * Existing valid escapes are preserved and normalized to uppercase hex.
 *
 * @param {string} input
 * @param {(value: string) => boolean} isAllowed
 * @returns {string}
 */
function encodeComponent (input, isAllowed) {
  let output = ''

  for (let i = 0; i < input.length; i++) {
    const ch = input[i]
    if (ch === '%' && i + 2 < input.length) {
      const hex = input.slice(i + 1, i + 3)
      if (isHexPair(hex)) {
        output += '%' + hex.toUpperCase()
        i += 2
        continue
      }
    }

    if (isAllowed(ch)) {
      output += ch
    } else {
      const code = input.charCodeAt(i)
      if (code < 0x80) {
        output += BYTE_HEX[code]
      } else if (code < 0xD800 || code > 0xDFFF) {
        output += percentEncodeNonAscii(code)
      } else if (code <= 0xDBFF && i + 1 < input.length) {
        const low = input.charCodeAt(i + 1)
        if (low >= 0xDC00 && low <= 0xDFFF) {
          output += percentEncodeNonAscii(0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00))
          i++
        } else {
          output += percentEncodeNonAscii(0xFFFD)
        }
      } else {
        output += percentEncodeNonAscii(0xFFFD)
      }
    }
  }

  return output
}

/**
 * Encodes userinfo while preserving its RFC 3986 §3.2.1 literal characters.
 * In particular, authority delimiters such as `@`, `/`, `?`, and `#` are data.
 *
 * @param {string} input
 * @returns {string}
 */
function encodeUserinfo (input) {
  return encodeComponent(input, isUserinfoCharacter)
}

/**
 * Encodes query data using the RFC 3986 §3.4 grammar. A literal `#` must be
 * escaped because it would otherwise begin the fragment component.
 *
 * @param {string} input
 * @returns {string}
 */
function encodeQuery (input) {
  return encodeComponent(input, isQueryFragmentCharacter)
}

/**
 * Encodes fragment data using the RFC 3986 §3.5 grammar.
 *
 * @param {string} input
 * @returns {string}
 */
function encodeFragment (input) {
  return encodeComponent(input, isQueryFragmentCharacter)
}

function isEscapeSafe (cp) {
  return (
    (cp >= 0x30 && cp <= 0x39) ||
    (cp >= 0x41 && cp <= 0x5A) ||
    (cp >= 0x61 && cp <= 0x7A) ||
    cp === 0x2A || cp === 0x2B || cp === 0x2D || cp === 0x2E ||
    cp === 0x2F || cp === 0x40 || cp === 0x5F
  )
}

/**
 * Normalizes the percent-encoding of a query or fragment component.
 *
 * Like `normalizePathEncoding`, but uses the query/fragment character set
 * (which additionally allows `?`) and decodes `.` since it has no dot-segment
 * meaning outside of a path.
 *
 * @param {string} input
 * @returns {string}
 */
function normalizeQueryFragmentEncoding (input) {
  let output = ''

  for (let i = 0; i < input.length; i++) {
    const ch = input[i]
    if (ch === '%' && i + 2 < input.length) {
      const hex = input.slice(i + 1, i + 3)
      if (isHexPair(hex)) {
        const normalizedHex = hex.toUpperCase()
        const decoded = String.fromCharCode(parseInt(normalizedHex, 16))

        if (isUnreserved(decoded)) {
          output += decoded
        } else {
          output += '%' + normalizedHex
        }

        i += 2
        continue
      }
    }

    if (isQueryFragmentCharacter(ch)) {
      output += ch
    } else {
      const code = input.charCodeAt(i)
      if (code < 0x80) {
        output += isEscapeSafe(code) ? ch : BYTE_HEX[code]
      } else if (code < 0xD800 || code > 0xDFFF) {
        output += percentEncodeNonAscii(code)
      } else if (code <= 0xDBFF && i + 1 < input.length) {
        const low = input.charCodeAt(i + 1)
        if (low >= 0xDC00 && low <= 0xDFFF) {
          output += percentEncodeNonAscii(0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00))
          i++
        } else {
          output += percentEncodeNonAscii(0xFFFD)
        }
      } else {
        output += percentEncodeNonAscii(0xFFFD)
      }
    }
  }

  return output
}

/**
 * Escapes a component while preserving existing valid percent escapes.
 *
 * @param {string} input
 * @returns {string}
 */
function escapePreservingEscapes (input) {
  let output = ''

  for (let i = 0; i < input.length; i++) {
    if (input[i] === '%' && i + 2 < input.length) {
      const hex = input.slice(i + 1, i + 3)
      if (isHexPair(hex)) {
        output += '%' + hex.toUpperCase()
        i += 2
        continue
      }
    }

    output += escape(input[i])
  }

  return output
}

/**
 * @param {import('../types/index').URIComponent} component
 * @returns {string|undefined}
 */
function recomposeAuthority (component) {
  const uriTokens = []

  if (component.userinfo !== undefined) {
    uriTokens.push(encodeUserinfo(component.userinfo))
    uriTokens.push('@')
  }

  if (component.host !== undefined) {
    let host = component.host
    if (!isIPv4(host)) {
      let ipV6res = normalizeIPv6(host)
      if (ipV6res.isIPV6 !== true && ipV6res.isIPVFuture !== true) {
        // Decode only unreserved bytes, once. In particular, keep %25 encoded
        // so it cannot introduce a second escape during recomposition.
        host = normalizePercentEncoding(host, true)
        ipV6res = normalizeIPv6(host)
      }
      if (ipV6res.isIPV6 === true || ipV6res.isIPVFuture === true) {
        host = `[${ipV6res.escapedHost}]`
      } else {
        host = reescapeHostDelimiters(host, false)
      }
    }
    uriTokens.push(host)
  }

  if (typeof component.port === 'number' || typeof component.port === 'string') {
    const port = String(component.port)
    if (!isPort(port)) {
      throw new TypeError('URI port is malformed.')
    }
    uriTokens.push(':')
    uriTokens.push(port)
  }

  return uriTokens.length ? uriTokens.join('') : undefined
};

module.exports = {
  nonSimpleDomain,
  recomposeAuthority,
  reescapeHostDelimiters,
  normalizePercentEncoding,
  normalizePathEncoding,
  serializePathEncoding,
  normalizeQueryFragmentEncoding,
  encodeUserinfo,
  encodeQuery,
  encodeFragment,
  escapePreservingEscapes,
  removeDotSegments,
  removeDotSegmentsRelative,
  isIPv4,
  isUUID,
  normalizeIPv6,
  stringArrayToHexStripped
}


/***/ }),

/***/ 3837:
/***/ ((module) => {

module.exports = /*#__PURE__*/JSON.parse('{"$id":"https://raw.githubusercontent.com/ajv-validator/ajv/master/lib/refs/data.json#","description":"Meta-schema for $data reference (JSON AnySchema extension proposal)","type":"object","required":["$data"],"properties":{"$data":{"type":"string","anyOf":[{"format":"relative-json-pointer"},{"format":"json-pointer"}]}},"additionalProperties":false}');

/***/ }),

/***/ 2079:
/***/ ((module) => {

module.exports = /*#__PURE__*/JSON.parse('{"$schema":"http://json-schema.org/draft-07/schema#","$id":"http://json-schema.org/draft-07/schema#","title":"Core schema meta-schema","definitions":{"schemaArray":{"type":"array","minItems":1,"items":{"$ref":"#"}},"nonNegativeInteger":{"type":"integer","minimum":0},"nonNegativeIntegerDefault0":{"allOf":[{"$ref":"#/definitions/nonNegativeInteger"},{"default":0}]},"simpleTypes":{"enum":["array","boolean","integer","null","number","object","string"]},"stringArray":{"type":"array","items":{"type":"string"},"uniqueItems":true,"default":[]}},"type":["object","boolean"],"properties":{"$id":{"type":"string","format":"uri-reference"},"$schema":{"type":"string","format":"uri"},"$ref":{"type":"string","format":"uri-reference"},"$comment":{"type":"string"},"title":{"type":"string"},"description":{"type":"string"},"default":true,"readOnly":{"type":"boolean","default":false},"examples":{"type":"array","items":true},"multipleOf":{"type":"number","exclusiveMinimum":0},"maximum":{"type":"number"},"exclusiveMaximum":{"type":"number"},"minimum":{"type":"number"},"exclusiveMinimum":{"type":"number"},"maxLength":{"$ref":"#/definitions/nonNegativeInteger"},"minLength":{"$ref":"#/definitions/nonNegativeIntegerDefault0"},"pattern":{"type":"string","format":"regex"},"additionalItems":{"$ref":"#"},"items":{"anyOf":[{"$ref":"#"},{"$ref":"#/definitions/schemaArray"}],"default":true},"maxItems":{"$ref":"#/definitions/nonNegativeInteger"},"minItems":{"$ref":"#/definitions/nonNegativeIntegerDefault0"},"uniqueItems":{"type":"boolean","default":false},"contains":{"$ref":"#"},"maxProperties":{"$ref":"#/definitions/nonNegativeInteger"},"minProperties":{"$ref":"#/definitions/nonNegativeIntegerDefault0"},"required":{"$ref":"#/definitions/stringArray"},"additionalProperties":{"$ref":"#"},"definitions":{"type":"object","additionalProperties":{"$ref":"#"},"default":{}},"properties":{"type":"object","additionalProperties":{"$ref":"#"},"default":{}},"patternProperties":{"type":"object","additionalProperties":{"$ref":"#"},"propertyNames":{"format":"regex"},"default":{}},"dependencies":{"type":"object","additionalProperties":{"anyOf":[{"$ref":"#"},{"$ref":"#/definitions/stringArray"}]}},"propertyNames":{"$ref":"#"},"const":true,"enum":{"type":"array","items":true,"minItems":1,"uniqueItems":true},"type":{"anyOf":[{"$ref":"#/definitions/simpleTypes"},{"type":"array","items":{"$ref":"#/definitions/simpleTypes"},"minItems":1,"uniqueItems":true}]},"format":{"type":"string"},"contentMediaType":{"type":"string"},"contentEncoding":{"type":"string"},"if":{"$ref":"#"},"then":{"$ref":"#"},"else":{"$ref":"#"},"allOf":{"$ref":"#/definitions/schemaArray"},"anyOf":{"$ref":"#/definitions/schemaArray"},"oneOf":{"$ref":"#/definitions/schemaArray"},"not":{"$ref":"#"}},"default":true}');

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
