#!/usr/bin/env node
import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

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
function token(kind, body, flags = 'dg') {
    return { kind, pattern: new RegExp(start + body, flags) };
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
    { kind: 'GitHub token', pattern: /(?<![A-Za-z0-9_])(?:gh[pousr]_[A-Za-z0-9]{36,4096}|github_pat_[A-Za-z0-9_]{22,4096})/dg },
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
    token('Mailchimp key', String.raw `[0-9a-f]{32}-us[0-9]{1,2}${end}`),
    token('PyPI token', String.raw `pypi-AgE[A-Za-z0-9_-]{50,4096}`),
    token('npm token', String.raw `npm_[A-Za-z0-9]{36,4096}`),
    token('Hugging Face token', String.raw `hf_[A-Za-z0-9]{30,4096}`),
    token('Shopify token', String.raw `shp(?:at|ca|pa|ss)_[a-fA-F0-9]{32,4096}`),
    token('DigitalOcean token', String.raw `do[opr]_v1_[a-f0-9]{64}${end}`),
    token('Discord token', String.raw `[MNO][A-Za-z0-9_-]{23,27}\.[A-Za-z0-9_-]{6,7}\.[A-Za-z0-9_-]{27,40}${end}`),
    { kind: 'Discord webhook', pattern: /https:\/\/(?:ptb\.|canary\.)?discord(?:app)?\.com\/api\/webhooks\/[0-9]{5,30}\/([A-Za-z0-9_-]{20,200})/dg },
    { kind: 'Teams webhook', pattern: /https:\/\/[A-Za-z0-9-]{1,100}\.webhook\.office\.com\/webhookb2\/([A-Za-z0-9@\/_-]{20,600})/dg },
    { kind: 'Telegram bot token', pattern: /(?<![0-9])[0-9]{8,10}:AA[A-Za-z0-9_-]{33}(?![A-Za-z0-9_-])/dg },
    token('Atlassian token', String.raw `AT(?:ATT|CTT|BB)[A-Za-z0-9_=.-]{24,4096}`),
    token('Heroku key', String.raw `HRKU-[A-Za-z0-9_-]{30,4096}`),
    token('Square token', String.raw `sq0(?:atp|csp)-[A-Za-z0-9_-]{22,4096}`),
    token('Postman key', String.raw `PMAK-[a-f0-9]{24}-[a-f0-9]{34}`),
    token('Databricks token', String.raw `dapi[a-f0-9]{32}(?:-[0-9])?${end}`),
    token('Doppler token', String.raw `dp\.(?:pt|st|ct|sa|scim|audit)\.[A-Za-z0-9]{40,4096}`),
    token('Pulumi token', String.raw `pul-[a-f0-9]{40}${end}`),
    token('Terraform token', String.raw `[A-Za-z0-9]{14}\.atlasv1\.[A-Za-z0-9_=-]{60,4096}`),
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
    token('Azure AD client secret', String.raw `[A-Za-z0-9_~.]{3}[0-9]Q~[A-Za-z0-9_~.-]{31,34}${end}`),
    { kind: 'Slack webhook', pattern: /https:\/\/hooks\.slack\.com\/(?:services|workflows|triggers)\/[A-Za-z0-9/_-]{20,4096}/dg },
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
    { kind: 'Azure key', pattern: /(?:AccountKey|SharedAccessKey|SharedSecretValue)[ \t]{0,3}=[ \t]{0,3}([A-Za-z0-9+/]{20,4096}={0,2})/dgi, anyValue: true },
    // SAS tokens: the signature is the secret, the rest of the query is structure.
    { kind: 'Azure SAS signature', pattern: /(?<![A-Za-z0-9_])sig=([A-Za-z0-9%+/]{20,4096}(?:%3D|=){0,2})/dg, anyValue: true },
    { kind: 'basic auth', pattern: /(?<![A-Za-z0-9_-])basic[ \t]{1,5}([A-Za-z0-9+/]{8,4096}={0,2})(?![A-Za-z0-9+/=])/dgi, anyValue: true },
    // ~/.docker/config.json and .npmrc keep base64 user:password under "auth" / _auth.
    { kind: 'registry auth', pattern: /(?:"auth"[ \t]{0,5}:[ \t]{0,5}"|(?<![A-Za-z0-9])_auth[ \t]{0,5}=[ \t]{0,5}["']?)([A-Za-z0-9+/]{8,4096}={0,2})/dg, anyValue: true },
    { kind: 'bearer token', pattern: /(?<![A-Za-z0-9_-])bearer[ \t]{1,5}([A-Za-z0-9._~+/-]{19,4096}[A-Za-z0-9_~+/-]={0,2})/dgi },
    // git remotes carry tokens as the password: https://user:TOKEN@host.
    { kind: 'URL password', pattern: /(?<![A-Za-z0-9+.-])[A-Za-z][A-Za-z0-9+.-]{0,20}:\/\/[^\s:/@]{0,100}:([^\s:/@]{1,200})@/dg, anyValue: true },
    // Passwords on command lines: mysql -pSECRET (no space: a space makes it prompt), sshpass -p SECRET.
    {
        kind: 'command-line password',
        pattern: /(?<![A-Za-z0-9_])(?:mysql(?:dump|admin|import|sh|check)?[ \t][^\r\n]{0,300}?[ \t]-p(?!assword)|sshpass[ \t]{1,5}-p[ \t]{0,5})('[^'\r\n]{1,200}'|"[^"\r\n]{1,200}"|[^\s'"]{1,200})/dg,
        anyValue: true,
        minLength: 4,
    },
    { kind: 'netrc password', pattern: /(?<![A-Za-z0-9_])machine[ \t]+\S{1,200}[ \t]+login[ \t]+\S{1,200}[ \t]+password[ \t]+(\S{1,200})/dg, anyValue: true, minLength: 4 },
    // An unquoted password of several words, as a line of its own (`Password: correct horse battery staple`).
    {
        kind: 'generic assignment',
        pattern: /^[ \t>*-]{0,10}(?:\*\*)?(?:[A-Za-z_]{0,20}[ _-])?pass(?:word|phrase)(?:\*\*)?[ \t]{0,3}:(?:\*\*)?[ \t]{1,5}([^\s"'`*][^\r\n]{0,200}[^\s.,;])[ \t]*\r?$/dgim,
        anyValue: true,
        minLength: 4,
    },
    {
        kind: 'generic assignment',
        // The key word may end a longer name (GITHUB_TOKEN, client_secret, "SessionToken", DB_PASS);
        // `*` lets markdown bold keys (**Password:**) through.
        pattern: /(?<key>api[_ -]?key|secret(?:[_-]?key(?:[_-]?base)?)?|token|passw(?:or)?d|(?<![a-z])pass(?:phrase)?|(?<![a-z])pwd|private[_-]?key|access[_-]?key)["'*]{0,2}[ \t]{0,5}(?::=|=>|==|[:=])[ \t*]{0,5}(?:"([^"\r\n]{1,1000})"|'([^'\r\n]{1,1000})'|["']?([^\s"'`,;&)}\]<]{1,4096}))/dgi,
        anyValue: true,
        minLength: 4,
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
    for (const rule of RULES)
        current = applyRule(current, rule, findings);
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
    const kinds = [...counts]
        .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
        .map(([kind, n]) => `${kind} ×${n}`);
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
/* harmony import */ var _cli_run_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(5063);
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

/***/ 5063:
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
            return e.message.includes('argument missing') ? `option ${option} needs a value` : `option ${option} takes no value`;
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

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
// EXTERNAL MODULE: ./src/store/config.ts + 9 modules
var config = __nccwpck_require__(143);
// EXTERNAL MODULE: ./src/store/runlog.ts
var runlog = __nccwpck_require__(8500);
// EXTERNAL MODULE: ./src/store/failures.ts
var failures = __nccwpck_require__(9646);
// EXTERNAL MODULE: ./src/store/atomic.ts
var atomic = __nccwpck_require__(2892);
// EXTERNAL MODULE: ./src/store/lock.ts
var lock = __nccwpck_require__(5074);
// EXTERNAL MODULE: ./src/store/writelock.ts + 1 modules
var writelock = __nccwpck_require__(3444);
// EXTERNAL MODULE: ./src/store/sections.ts + 1 modules
var sections = __nccwpck_require__(885);
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

// EXTERNAL MODULE: ./src/store/typed.ts
var typed = __nccwpck_require__(793);
// EXTERNAL MODULE: ./src/store/duration.ts
var duration = __nccwpck_require__(6685);
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

// EXTERNAL MODULE: ./src/store/agent-load.ts
var agent_load = __nccwpck_require__(1757);
// EXTERNAL MODULE: ./src/store/remember.ts
var remember = __nccwpck_require__(3594);
// EXTERNAL MODULE: ./src/plural.ts
var plural = __nccwpck_require__(9133);
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
            const agent = await (0,config/* loadAgent */.eR)(store, parsed.positionals[0]);
            await (0,runlog/* appendEntry */.D4)(agent.memory.path, { task: str(parsed, 'task'), result: str(parsed, 'result') });
            const count = await (0,runlog/* countEntries */.EX)(agent.memory.path);
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
            const agent = await (0,config/* loadAgent */.eR)(store, parsed.positionals[0]);
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
            const { gitAges } = await Promise.all(/* import() */[__nccwpck_require__.e(724), __nccwpck_require__.e(102)]).then(__nccwpck_require__.bind(__nccwpck_require__, 3102));
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
        summary: "Print what an agent starts with: with AGENT its core, distilled and procedural files and newest run-log entries; without, the evva snapshot.",
        args: ['[AGENT]'],
        options: {
            budget: { type: 'string', value: 'BYTES', help: 'with AGENT: most bytes of text to print (default 25600)' },
            entries: { type: 'string', value: 'N', help: 'with AGENT: run-log entries to consider (default last_n, else 10)' },
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
            set: { type: 'string', multiple: true, value: '"Heading=body"', help: 'a section to set (repeatable); an empty body clears it' },
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
    const agent = await (0,config/* loadAgent */.eR)(store, name);
    const load = await (0,agent_load/* loadForAgent */.Ws)(store, agent, {
        budget: countFlag(parsed, 'budget'),
        entries: countFlag(parsed, 'entries'),
    });
    for (const w of load.warnings)
        io.err(`Warning: ${w}\n`);
    io.out(parsed.values.json ? JSON.stringify(load, null, 2) + '\n' : (0,agent_load/* renderAgentLoad */.C9)(load, (0,config/* storeRelative */.EM)(store, agent.memory.path)));
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
        throw (0,errors/* configError */.Fj)(`--analyzer must be one of ${config/* ANALYZERS */.AX.join(', ')} (got "${String(value)}")`, { field: '--analyzer' });
    }
    return value;
}
const gcCommands = [
    {
        name: 'gc',
        summary: "Analyse an agent's run log for patterns and repeated work, then trim it to last_n entries (axe gc).",
        args: ['[AGENT]'],
        options: {
            all: { type: 'boolean', help: 'every agent with memory enabled, one after another' },
            'dry-run': { type: 'boolean', help: 'analyse and print, trim nothing' },
            model: { type: 'string', value: 'P/M', help: "override the agent's model (provider/model)" },
            analyzer: { type: 'string', value: 'A', help: 'auto (default), llm or local' },
            json: { type: 'boolean', help: 'print one machine-readable report instead of text' },
            commit: { type: 'boolean', help: 'commit the trimmed logs and push them to the current branch' },
            author: { type: 'string', value: '"N <E>"', help: 'commit author (default: your git user.name and user.email)' },
        },
        example: 'memkeep gc --all --dry-run --root examples/store',
        async run(parsed, io) {
            // Loaded on use: `--version` and the store commands start without them.
            const { runGc } = await Promise.all(/* import() */[__nccwpck_require__.e(724), __nccwpck_require__.e(623), __nccwpck_require__.e(730)]).then(__nccwpck_require__.bind(__nccwpck_require__, 7730));
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
            const { runTrim } = await Promise.all(/* import() */[__nccwpck_require__.e(724), __nccwpck_require__.e(623), __nccwpck_require__.e(730)]).then(__nccwpck_require__.bind(__nccwpck_require__, 7730));
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
            const { runPrune } = await Promise.all(/* import() */[__nccwpck_require__.e(724), __nccwpck_require__.e(623), __nccwpck_require__.e(730)]).then(__nccwpck_require__.bind(__nccwpck_require__, 7730));
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
            // Loaded on use: git (simple-git) is most of the CLI's size.
            const { agentStatuses } = await Promise.all(/* import() */[__nccwpck_require__.e(724), __nccwpck_require__.e(623), __nccwpck_require__.e(565)]).then(__nccwpck_require__.bind(__nccwpck_require__, 5565));
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
                Promise.all(/* import() */[__nccwpck_require__.e(724), __nccwpck_require__.e(330), __nccwpck_require__.e(638), __nccwpck_require__.e(623), __nccwpck_require__.e(849)]).then(__nccwpck_require__.bind(__nccwpck_require__, 849)),
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

;// CONCATENATED MODULE: ./src/cli/run.ts
/**
 * The `memkeep` dispatcher: picks the command, parses its arguments, runs it,
 * and is the one place where errors become messages on stderr and exit codes
 * (DESIGN.md section 2: 0 success, 1 operation, 2 config, 3 model/API).
 */







const commands = [...gcCommands, ...storeCommands, ...agentCommands];
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
        case 'ENOENT': return 'no such file or directory';
        case 'EISDIR': return 'is a directory, a file was expected';
        case 'ENOTDIR': return 'a path component is a file, not a directory';
        case 'EACCES':
        case 'EPERM': return 'permission denied';
        case 'EEXIST': return 'already exists';
        case 'ENOSPC': return 'no space left on device';
        case 'EROFS': return 'read-only file system';
        case 'ELOOP': return 'a symbolic link where a file was expected, or a symlink loop';
        default: return 'I/O error';
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
/* harmony export */   HR: () => (/* binding */ axeLayout),
/* harmony export */   O$: () => (/* binding */ entryStarts),
/* harmony export */   bh: () => (/* binding */ BOM),
/* harmony export */   hF: () => (/* binding */ HEAD_LEN),
/* harmony export */   vR: () => (/* binding */ NL_HEADER)
/* harmony export */ });
/* unused harmony export headingAt */
const HEADER = Buffer.from('## ');
const NL_HEADER = Buffer.from('\n## ');
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);
/** Enough of the file's start to see a BOM followed by a heading. */
const HEAD_LEN = BOM.length + HEADER.length;
const TASK_LINE = /^\*\*Task:\*\*[ \t]*(.*)$/m;
const RESULT_REST = /^\*\*Result:\*\*[ \t]*([\s\S]*)$/m;
const RESULT_MAX_BYTES = 1000;
const NONE = '(none)';
/** Offset of a heading on the first line (after a BOM), if there is one. */
function leadingHeader(head) {
    const at = head.subarray(0, BOM.length).equals(BOM) ? BOM.length : 0;
    return head.subarray(at, at + HEADER.length).equals(HEADER) ? at : undefined;
}
/** Byte offsets of the entries' heading lines in a log held in memory, in order. */
function entryStarts(buf) {
    const starts = [];
    const lead = leadingHeader(buf.subarray(0, HEAD_LEN));
    if (lead !== undefined)
        starts.push(lead);
    for (let i = buf.indexOf(NL_HEADER); i !== -1; i = buf.indexOf(NL_HEADER, i + 1))
        starts.push(i + 1);
    return starts;
}
/** The heading text of the entry at `start`, without the marker and line ending. */
function headingAt(buf, start) {
    const nl = buf.indexOf(0x0a, start);
    let end = nl === -1 ? buf.length : nl;
    if (end > start + HEADER.length && buf[end - 1] === 0x0d)
        end--;
    return buf.toString('utf8', start + HEADER.length, end);
}
const axeLayout = {
    name: 'axe',
    entries(log) {
        const starts = entryStarts(log);
        return starts.map((start, k) => ({ heading: headingAt(log, start), start, end: starts[k + 1] ?? log.length }));
    },
    fields(entry) {
        // A \r\n is read as \n: the heading ends at the first \n, as in the bytes.
        const text = entry.includes('\r') ? entry.replace(/\r\n/g, '\n') : entry;
        const nl = text.indexOf('\n');
        const body = nl === -1 ? '' : text.slice(nl + 1);
        const task = TASK_LINE.exec(body);
        const result = RESULT_REST.exec(body);
        return {
            heading: text.slice(HEADER.length, nl === -1 ? text.length : nl).trim(),
            task: task ? task[1].trim() : body.trim(),
            result: result ? result[1].trim() : '',
        };
    },
    /**
     * The task is folded onto one line; the result keeps its lines, is cut to
     * at most 1000 UTF-8 bytes on a character boundary (then `...`), and any
     * result line starting with `## ` is indented by one space so that one
     * entry never reads back as two.
     */
    render(task, result, stamp, eol) {
        const oneLineTask = task === '' ? NONE : task.replace(/\r\n|\r|\n/g, ' ');
        const safeResult = result === '' ? NONE : truncateUtf8(result, RESULT_MAX_BYTES).replace(/\n## /g, '\n ## ');
        return `## ${stamp}${eol}**Task:** ${oneLineTask}${eol}**Result:** ${safeResult}${eol}${eol}`;
    },
};
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

/***/ 533:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ layoutOf)
/* harmony export */ });
/* harmony import */ var _axe_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(2563);

/** The layout an agent's run log is written in. */
function layoutOf(_memory) {
    return _axe_js__WEBPACK_IMPORTED_MODULE_0__/* .axeLayout */ .HR;
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

/***/ 9133:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ plural)
/* harmony export */ });
/** `1 entry`, `2 entries`: counts in messages read as English. */
function plural(n, one, many) {
    return `${n} ${n === 1 ? one : many}`;
}


/***/ }),

/***/ 1757:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   C9: () => (/* binding */ renderAgentLoad),
/* harmony export */   Ws: () => (/* binding */ loadForAgent),
/* harmony export */   yR: () => (/* binding */ readText)
/* harmony export */ });
/* unused harmony exports DEFAULT_LOAD_BUDGET, DISTILLED_FILES */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _analysis_redact_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(2486);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(3916);
/* harmony import */ var _config_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(143);
/* harmony import */ var _format_layout_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(533);
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
        const rel = (0,_config_js__WEBPACK_IMPORTED_MODULE_4__/* .storeRelative */ .EM)(store, path);
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
        const tail = await (0,_runlog_js__WEBPACK_IMPORTED_MODULE_6__/* .loadEntries */ .Xs)(agent.memory.path, n);
        const entries = (0,_format_layout_js__WEBPACK_IMPORTED_MODULE_5__/* .layoutOf */ .a)(agent.memory).entries(tail);
        const rel = (0,_config_js__WEBPACK_IMPORTED_MODULE_4__/* .storeRelative */ .EM)(store, agent.memory.path);
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
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__nccwpck_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_2__);
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
    return `.${(0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(target)}.${process.pid}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_2__.randomBytes)(4).toString('hex')}${TEMP_SUFFIX}`;
}
function isOwnTemp(target, entry) {
    const prefix = `.${(0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(target)}.`;
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
        entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(target));
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
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.unlink)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(target), entry));
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
    const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(target);
    if (options.mkdirs) {
        try {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(dir, { recursive: true });
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
        const st = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(target);
        if (st.isDirectory())
            throw Object.assign(new Error('is a directory'), { code: 'EISDIR' });
        if (st.isFile())
            mode = st.mode & 0o7777;
    }
    catch (err) {
        if (err.code !== 'ENOENT')
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ioError */ .bD)('replace', target, err);
    }
    const temp = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, tempName(target));
    let fh;
    try {
        fh = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(temp, 'wx', mode);
        await fill(fh);
        // The umask may have narrowed the mode given to open().
        await fh.chmod(mode);
        await fh.sync();
        await fh.close();
        fh = undefined;
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rename)(temp, target);
    }
    catch (err) {
        await fh?.close().catch(() => undefined);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.unlink)(temp).catch(() => undefined);
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
        dh = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(dir, 'r');
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
            fh ??= await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(target, 'a');
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

/***/ 143:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  AX: () => (/* binding */ ANALYZERS),
  g2: () => (/* binding */ CONFIG_FILE),
  eU: () => (/* binding */ discoverAgents),
  eR: () => (/* binding */ loadAgent),
  Zf: () => (/* binding */ loadAgentRef),
  ih: () => (/* binding */ loadAllAgents),
  oj: () => (/* binding */ loadStoreConfig),
  LI: () => (/* binding */ resolveInside),
  EM: () => (/* binding */ storeRelative)
});

// UNUSED EXPORTS: AGENTS_DIR, AIDEFILE, DEFAULT_MAX_INPUT_TOKENS, resolveStoreRoot

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
// EXTERNAL MODULE: ./src/store/duration.ts
var duration = __nccwpck_require__(6685);
// EXTERNAL MODULE: ./src/suggest.ts
var suggest = __nccwpck_require__(2969);
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
    gc.unknown(['model', 'analyzer', 'max_input_tokens']);
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
        gc: { model, analyzer: analyzer, maxInputTokens },
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
            throw (0,errors/* configError */.Fj)(`agent "${ref.name}" is defined twice: ${other.configFile} and ${ref.configFile}`, { file: ref.configFile, field: 'name' });
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
        throw (0,errors/* configError */.Fj)(`invalid agent name ${JSON.stringify(ref.name)}: ${AGENT_NAME_RULE}`, { file: ref.configFile, field: 'name' });
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
    };
    m.unknown([
        'enabled', 'path', 'last_n', 'max_entries', 'core_files', 'procedural_dir', 'episodic_dir',
        'procedural_max_age', 'episodic_max_age', 'compact_after',
    ]);
    return { name: ref.name, form: ref.form, configFile: ref.configFile, model, memory, warnings: t.warnings };
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
        throw (0,errors/* configError */.Fj)(`${field} "${value}" is an absolute path of another OS; give it relative to the store`, { file, field });
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
        throw (0,errors/* configError */.Fj)(`${field} "${value}" leads outside the store root through a symlink (to ${real})`, { file, field });
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
        throw (0,errors/* configError */.Fj)(`${file} is a symbolic link to ${target}${what}, an agent config must be a regular file`, { file });
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
/* harmony export */   oY: () => (/* binding */ parseTokens)
/* harmony export */ });
/* unused harmony exports FAILURES_FILE, formatFailureNote */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _regular_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(2217);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(3916);
/* harmony import */ var _append_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(7093);
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
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .configError */ .Fj)(`--tokens must be a whole number (got "${text}")`, { field: '--tokens' });
    return Number(text.trim());
}
/** Folds any text to one line, so no field can start a heading or a bullet of its own. */
function oneLine(text) {
    return text.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').replace(/\s+/g, ' ').trim();
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
    const file = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(proceduralDir, FAILURES_FILE);
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(proceduralDir, { recursive: true, mode: 0o755 });
        // Not through a symlink: the directory was checked to lie inside the
        // store, but a linked failures.md could still append anywhere. Windows
        // has no O_NOFOLLOW (and stores there rarely hold links).
        const { fh } = (await (0,_regular_js__WEBPACK_IMPORTED_MODULE_2__/* .openRegular */ .lf)(file, { flags: node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDWR | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_APPEND | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_CREAT | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW ?? 0), mode: 0o644, action: 'append a failure note to' }));
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
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ioError */ .bD)('append a failure note to', file, err);
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
        throw refuse(`cannot ${action} ${path}: it is ${st.size} bytes, over the limit of ${options.maxBytes}`, { file: path });
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
/* harmony import */ var _config_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(143);
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
/* harmony import */ var _append_js__WEBPACK_IMPORTED_MODULE_10__ = __nccwpck_require__(7093);
/* harmony import */ var _atomic_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(2892);
/* harmony import */ var _regular_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(2217);
/* harmony import */ var _lock_js__WEBPACK_IMPORTED_MODULE_7__ = __nccwpck_require__(5074);
/* harmony import */ var _writelock_js__WEBPACK_IMPORTED_MODULE_8__ = __nccwpck_require__(3444);
/* harmony import */ var _format_axe_js__WEBPACK_IMPORTED_MODULE_9__ = __nccwpck_require__(2563);
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
const CARRY = _format_axe_js__WEBPACK_IMPORTED_MODULE_9__/* .NL_HEADER */ .vR.length - 1;
/** Small enough that each chunk is still in the CPU cache when it is searched. */
const DEFAULT_CHUNK = 256 * 1024;
/** How much of the dropped part a trim plan pins (see pinnedDigest). */
const PIN_BYTES = 64 * 1024;
/** How far an append looks for the first line ending to copy the log's style. */
const EOL_PROBE = 64 * 1024;
/** Up to this many bytes on either side of a cut, a plan lists the entries it drops and keeps. */
const LIST_MAX_BYTES = 8 * 1024 * 1024;
const EMPTY_DIGEST = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').digest('hex');
/**
 * Number of entries (header lines) in the log; a missing or empty file has
 * none. Streams the file, so memory does not grow with its size.
 */
async function countEntries(path, options = {}) {
    return (await scanLog(path, options)).count;
}
/**
 * Counts entries in one streamed pass and reports the size that was counted.
 * Synchronous underneath: gc scans every agent's log, and for a small log the
 * thread-pool round trips of an asynchronous open, stat and close cost more
 * than the reading. A log that fits one chunk is read whole and handed back,
 * so gc reads each small log once.
 */
async function scanLog(path, options = {}) {
    const chunkSize = chunkSizeOf(options);
    const opened = (0,_regular_js__WEBPACK_IMPORTED_MODULE_6__/* .openRegularSync */ .w5)(path);
    if (!opened)
        return { count: 0, size: 0 };
    const { fd, size } = opened;
    try {
        if (size > chunkSize)
            return { count: countForward(fd, size, chunkSize), size };
        const content = readWhole(fd, size);
        return { count: (0,_format_axe_js__WEBPACK_IMPORTED_MODULE_9__/* .entryStarts */ .O$)(content).length, size: content.length, content };
    }
    catch (err) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ioError */ .bD)('read', path, err);
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(fd);
    }
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
 * axe's LoadEntries: n = 0 gives the whole file verbatim; n > 0 gives the
 * bytes from the header of the n-th entry from the end (or of the first
 * entry when there are fewer, so the preamble is dropped) to the end of the
 * file. No headers, a missing or a zero-byte file give an empty buffer.
 * The start is found reading backwards from the end, so the bytes before it
 * are never read.
 */
async function loadEntries(path, n, options = {}) {
    checkCount('n', n, path);
    const chunkSize = chunkSizeOf(options);
    return withFile(path, () => EMPTY, async (fh) => {
        if (n === 0)
            return fh.readFile();
        const { size } = await fh.stat();
        return (await scanBackward(fh, size, n, chunkSize, true)).tail;
    });
}
/**
 * Decides a trim to the last `keepN` entries without changing anything.
 * keepN = 0 means keep all and reads nothing; a missing or empty file, one
 * without headings, or one with at most keepN entries gives a plan that
 * removes nothing. The kept tail is read backwards to find the cut; the
 * dropped prefix is then counted, unless the caller already counted this very
 * content (`known`, same size) or does not need the count (`count: false`),
 * in which case only its first heading is looked for: a trim then reads what
 * it keeps and almost nothing of what it drops. With `list`, the entries
 * dropped and kept are read and listed too, unless either side is over
 * LIST_MAX_BYTES (a log that size is trimmed, not reviewed entry by entry).
 */
async function planTrim(path, keepN, options = {}) {
    checkCount('keepN', keepN, path);
    const chunkSize = chunkSizeOf(options);
    const nothing = (count, plannedSize) => ({
        path, count, keep: keepN, removed: 0, bytesRemoved: 0, cut: { offset: 0, plannedSize, bom: false, prefixDigest: EMPTY_DIGEST },
    });
    if (keepN === 0)
        return nothing(0, 0);
    return withFile(path, () => nothing(0, 0), async (fh) => {
        const { size } = await fh.stat();
        const { start, found } = await scanBackward(fh, size, keepN, chunkSize, false);
        if (start === undefined || found < keepN)
            return nothing(found, size);
        const listed = options.list && start <= LIST_MAX_BYTES && size - start <= LIST_MAX_BYTES ? await listAround(fh, start, size) : undefined;
        const known = options.known?.size === size ? options.known : undefined;
        let removed;
        if (listed)
            removed = listed.dropped.length;
        else if (known)
            removed = known.count - keepN;
        else if (options.count === false)
            removed = countForward(fh.fd, start, chunkSize, 1) === 0 ? 0 : undefined;
        else
            removed = countForward(fh.fd, start, chunkSize);
        if (removed === 0)
            return nothing(keepN, size);
        const bom = (await readAt(fh, 0, _format_axe_js__WEBPACK_IMPORTED_MODULE_9__/* .BOM */ .bh.length)).equals(_format_axe_js__WEBPACK_IMPORTED_MODULE_9__/* .BOM */ .bh);
        return {
            path,
            count: removed === undefined ? undefined : keepN + removed,
            keep: keepN,
            removed,
            bytesRemoved: start - (bom ? _format_axe_js__WEBPACK_IMPORTED_MODULE_9__/* .BOM */ .bh.length : 0),
            ...listed,
            cut: { offset: start, plannedSize: size, bom, prefixDigest: await pinnedDigest(fh, start) },
        };
    });
}
/** The entries before and after `cut`, as the layout reads them. */
async function listAround(fh, cut, size, layout = _format_axe_js__WEBPACK_IMPORTED_MODULE_9__/* .axeLayout */ .HR) {
    const read = async (from, to) => {
        const bytes = await readAt(fh, from, to - from);
        return layout.entries(bytes).map((e) => layout.fields(bytes.toString('utf8', e.start, e.end)));
    };
    return { dropped: await read(0, cut), kept: await read(cut, size) };
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
 * drops are no longer the same (the log was rewritten, trimmed or truncated
 * since planning) it refuses and changes nothing. Everything after the cut
 * is copied up to the current end of the file, so entries appended after
 * planning survive: the bulk is copied first, then the rest under the write
 * lock (writelock.ts), which appendEntry also holds, so no append can land
 * in the old file between the last copy and the rename. A plan that removes
 * nothing still clears a write lock left by a killed writer.
 */
async function applyTrim(plan, options = {}) {
    const { path } = plan;
    await (0,_writelock_js__WEBPACK_IMPORTED_MODULE_8__/* .clearStaleWriteLock */ .PL)(path);
    if (plan.cut.offset === 0)
        return false;
    const chunkSize = chunkSizeOf(options);
    await (0,_lock_js__WEBPACK_IMPORTED_MODULE_7__/* .assertUnlocked */ .Wj)(path, 'trim');
    return withFile(path, () => { throw changedUnderUs(path); }, async (src) => {
        await verifyPrefix(src, plan);
        let release;
        let end = 0;
        try {
            await (0,_atomic_js__WEBPACK_IMPORTED_MODULE_5__/* .replaceFile */ .fR)(path, async (dst) => {
                if (plan.cut.bom)
                    await writeAll(dst, _format_axe_js__WEBPACK_IMPORTED_MODULE_9__/* .BOM */ .bh);
                const copied = await copyToEnd(src, dst, plan.cut.offset, chunkSize);
                release = await (0,_writelock_js__WEBPACK_IMPORTED_MODULE_8__/* .acquireWriteLock */ .Vg)(path);
                // Another trim may have replaced the log since we opened it: appends
                // now go to its file, and renaming ours over it would drop them.
                const [ours, current] = await Promise.all([src.stat(), (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.stat)(path)]);
                if (ours.ino !== current.ino || ours.dev !== current.dev)
                    throw changedUnderUs(path);
                end = await copyToEnd(src, dst, copied, chunkSize);
            });
            // Appenders outside memkeep do not take the write lock.
            await (0,_atomic_js__WEBPACK_IMPORTED_MODULE_5__/* .carryOverTail */ .ei)(src, end, path);
        }
        finally {
            await release?.();
        }
        return true;
    });
}
/**
 * axe's TrimEntries: keeps the last `keepN` entries, atomically. The result
 * is byte-identical to loadEntries(path, keepN) taken before the trim, with
 * the BOM in front when the log had one. `count` is the number of entries
 * before trimming (0 when keepN is 0 and nothing was read).
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
 * The entry is written whole or not at all (append.ts).
 */
async function appendEntry(path, entry) {
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
            fh = (await (0,_regular_js__WEBPACK_IMPORTED_MODULE_6__/* .openRegular */ .lf)(path, { flags: node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_RDWR | node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_APPEND | node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_CREAT, mode: 0o644, action: 'append to' })).fh;
            const { eol, lead } = await lineStyle(fh);
            await (0,_append_js__WEBPACK_IMPORTED_MODULE_10__/* .appendWhole */ .g)(fh, Buffer.from(lead + _format_axe_js__WEBPACK_IMPORTED_MODULE_9__/* .axeLayout */ .HR.render(entry.task, entry.result, stamp, eol)));
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
        release = await (0,_writelock_js__WEBPACK_IMPORTED_MODULE_8__/* .acquireWriteLock */ .Vg)(path);
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
 * Counts the headers that start in [0, end), reading forwards until `end` or
 * the end of the file, and stops early once `limit` are seen. Reads are
 * synchronous: a count is a tight loop over the page cache, where a round
 * trip to the thread pool per chunk would cost more than the search. One
 * buffer is reused, with the last bytes of each chunk carried in front of
 * the next.
 */
function countForward(fd, end, chunkSize, limit = Infinity) {
    const head = Buffer.alloc(_format_axe_js__WEBPACK_IMPORTED_MODULE_9__/* .HEAD_LEN */ .hF);
    const lead = (0,_format_axe_js__WEBPACK_IMPORTED_MODULE_9__/* .leadingHeader */ .C8)(head.subarray(0, (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readSync)(fd, head, 0, _format_axe_js__WEBPACK_IMPORTED_MODULE_9__/* .HEAD_LEN */ .hF, 0)));
    let count = lead !== undefined && lead < end ? 1 : 0;
    // Sized to what is counted when that is small (a trim's dropped prefix may be a
    // few kilobytes): faulting in a whole chunk's pages would cost more than the reading.
    const buf = Buffer.allocUnsafe(CARRY + Math.min(chunkSize, end));
    let carry = 0;
    for (let pos = 0; pos < end && count < limit;) {
        const bytesRead = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readSync)(fd, buf, carry, Math.min(chunkSize, end - pos), pos);
        if (bytesRead === 0)
            break;
        const window = buf.subarray(0, carry + bytesRead);
        count += countHeaders(window);
        // Fewer bytes than a match, so a match found in the next window is new.
        carry = Math.min(CARRY, window.length);
        buf.copyWithin(0, window.length - carry, window.length);
        pos += bytesRead;
    }
    return count;
}
/** Occurrences of `\n## ` in `window`. */
function countHeaders(window) {
    let n = 0;
    for (let i = window.indexOf(_format_axe_js__WEBPACK_IMPORTED_MODULE_9__/* .NL_HEADER */ .vR); i !== -1; i = window.indexOf(_format_axe_js__WEBPACK_IMPORTED_MODULE_9__/* .NL_HEADER */ .vR, i + 1))
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
    const done = () => ({
        start,
        found,
        tail: keep && start !== undefined ? Buffer.concat(chunks.reverse()).subarray(start - pos) : EMPTY,
    });
    while (pos > 0) {
        const len = Math.min(chunkSize, pos);
        pos -= len;
        const window = (reused ?? Buffer.allocUnsafe(len + carryLen)).subarray(0, len + carryLen);
        await readFully(fh, window.subarray(0, len), pos);
        carry.copy(window, len, 0, carryLen);
        if (keep)
            chunks.push(window.subarray(0, len));
        for (let i = window.lastIndexOf(_format_axe_js__WEBPACK_IMPORTED_MODULE_9__/* .NL_HEADER */ .vR, len - 1); i !== -1; i = i > 0 ? window.lastIndexOf(_format_axe_js__WEBPACK_IMPORTED_MODULE_9__/* .NL_HEADER */ .vR, i - 1) : -1) {
            start = pos + i + 1;
            if (++found === n)
                return done();
        }
        carryLen = Math.min(CARRY, window.length);
        window.copy(carry, 0, 0, carryLen);
    }
    const lead = (0,_format_axe_js__WEBPACK_IMPORTED_MODULE_9__/* .leadingHeader */ .C8)(await readAt(fh, 0, _format_axe_js__WEBPACK_IMPORTED_MODULE_9__/* .HEAD_LEN */ .hF));
    if (lead !== undefined) {
        start = lead;
        found++;
    }
    return done();
}
// --- trimming -------------------------------------------------------------
/**
 * What a plan pins: the last PIN_BYTES of the dropped part and the first kept
 * header. Agents only append, so a log that has not shrunk and still has
 * these bytes holds the same old entries; anything that rewrote its head
 * (another trim, an editor) shifts them. Hashing only this window keeps a
 * trim from re-reading the hundreds of megabytes it drops.
 */
async function pinnedDigest(fh, cutOffset) {
    const from = Math.max(0, cutOffset - PIN_BYTES);
    const bytes = await readAt(fh, from, cutOffset - from + _format_axe_js__WEBPACK_IMPORTED_MODULE_9__/* .HEADER */ .El.length);
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(bytes).digest('hex');
}
async function verifyPrefix(fh, plan) {
    const { size } = await fh.stat();
    if (size >= plan.cut.plannedSize && (await pinnedDigest(fh, plan.cut.offset)) === plan.cut.prefixDigest)
        return;
    throw changedUnderUs(plan.path);
}
function changedUnderUs(path) {
    return (0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .opError */ .ey)(`cannot trim ${path}: the log changed under us since the trim was planned; nothing was trimmed`, { file: path });
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
    const endsLine = (await readAt(fh, size - 1, 1))[0] === 0x0a || head.equals(_format_axe_js__WEBPACK_IMPORTED_MODULE_9__/* .BOM */ .bh);
    return { eol, lead: endsLine ? '' : eol };
}
// --- small I/O helpers ----------------------------------------------------
/**
 * Opens `path` for reading and runs `use`; a missing file is `missing()`.
 * Failures become operation errors naming the file.
 */
async function withFile(path, missing, use) {
    const opened = await (0,_regular_js__WEBPACK_IMPORTED_MODULE_6__/* .openRegular */ .lf)(path);
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
// EXTERNAL MODULE: ./src/store/atomic.ts
var atomic = __nccwpck_require__(2892);
// EXTERNAL MODULE: ./src/store/regular.ts
var regular = __nccwpck_require__(2217);
// EXTERNAL MODULE: ./src/store/lock.ts
var lock = __nccwpck_require__(5074);
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
/** A section heading: `## ` after at most 3 spaces (CommonMark, and evva). */
const HEADING = /^ {0,3}## /;
/** The fence character and run length when `line` could close a fence. */
function closingRun(line) {
    const run = /^ {0,3}(`{3,}|~{3,})[ \t]*$/.exec(line)?.[1];
    return run === undefined ? undefined : { char: run[0] === '~' ? '~' : '`', len: run.length };
}
/** A closer uses the opener's character, at least as many, and nothing else. */
function closesFence(line, fence) {
    const run = closingRun(line);
    return run !== undefined && run.char === fence.char && run.len >= fence.len;
}
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
        const run = closingRun(lines[i]?.text ?? '');
        if (run)
            below[run.char][i] = Math.max(below[run.char][i] ?? 0, run.len);
    }
    const starts = [];
    const unclosed = [];
    let fence;
    lines.forEach((line, i) => {
        if (fence) {
            if (closesFence(line.text, fence))
                fence = undefined;
        }
        else if (HEADING.test(line.text)) {
            starts.push({ at: line.at, bodyAt: line.next, heading: line.text.replace(HEADING, '').trim() });
        }
        else {
            const open = openingFence(line.text);
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
/* harmony export */   Gb: () => (/* binding */ expire),
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
