export const id = 654;
export const ids = [654];
export const modules = {

/***/ 480:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GX: () => (/* binding */ INVISIBLE_CHARS),
/* harmony export */   Gv: () => (/* binding */ hiddenShown),
/* harmony export */   OT: () => (/* binding */ withoutInvisible),
/* harmony export */   RT: () => (/* binding */ unicodeEscape),
/* harmony export */   m_: () => (/* binding */ invisibleAs)
/* harmony export */ });
/**
 * Characters that change how a line reads without being seen, removed from
 * whatever memkeep writes into memory (knowledge items, failure notes,
 * notes): bidi embeddings, overrides, isolates and marks (text displayed in
 * another order than an agent reads it, as in Trojan Source), zero-width
 * characters and fillers (words that look the same but differ), the soft
 * hyphen, Unicode tag characters and variation selectors (ASCII smuggled
 * past a reader, never shown): Unicode's whole Default_Ignorable_Code_Point
 * set, plus the interlinear annotation marks. One list, so a character
 * added here is gone from every file.
 */
const INVISIBLE_CHARS = /[\p{Default_Ignorable_Code_Point}\ufff9-\ufffb]/gu;
/**
 * A picture built of several code points (👨‍💻 is two joined by U+200D,
 * ⚠️ a sign and the U+FE0F that shows it in colour): the joiners and the
 * one selector inside it are seen as part of it, so they stay. A run of
 * selectors, or a joiner between letters, is still what smuggles text.
 */
const EMOJI = /\p{Extended_Pictographic}(?:\uFE0F|\p{Emoji_Modifier})?(?:\u200D\p{Extended_Pictographic}(?:\uFE0F|\p{Emoji_Modifier})?)*/u;
const INVISIBLE_OUTSIDE_EMOJI = new RegExp(`(${EMOJI.source})|${INVISIBLE_CHARS.source}`, 'gu');
/** `text` without INVISIBLE_CHARS, but for those an emoji is made of: what memkeep writes into memory. */
function withoutInvisible(text) {
    return invisibleAs(text, '');
}
/** `text` with each of INVISIBLE_CHARS outside an emoji replaced by `by`. */
function invisibleAs(text, by) {
    return text.replace(INVISIBLE_OUTSIDE_EMOJI, (_, emoji) => emoji ?? by);
}
/** One character as the `\u…` escape a reader sees in its place. */
function unicodeEscape(c) {
    const cp = c.codePointAt(0) ?? 0;
    return cp > 0xffff ? `\\u{${cp.toString(16)}}` : `\\u${cp.toString(16).padStart(4, '0')}`;
}
/** Control characters but tab and line ends (a CR only before its LF), and INVISIBLE_CHARS outside an emoji (kept whole). */
const HIDDEN = new RegExp(`(${EMOJI.source})|[\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f\\u0085]|\\r(?!\\n)|${INVISIBLE_CHARS.source}`, 'gu');
/**
 * Text printed as written, but with nothing in it acting unseen: a
 * terminal's escape sequences (a window title set, the screen cleared), a
 * bell, a CR that overwrites the line before it, bidi and tag characters
 * (other text shown to a person than an agent reads) appear as escapes; an
 * emoji's own joiners do not.
 */
function hiddenShown(text) {
    return text.replace(HIDDEN, (c, emoji) => emoji ?? unicodeEscape(c));
}


/***/ }),

/***/ 5813:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  kA: () => (/* binding */ describeFindings),
  fp: () => (/* binding */ redactSecrets),
  P$: () => (/* binding */ redactThrough),
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
    /**
     * The table has a column per character the keywords use, not per ASCII
     * character: a third of the size, so building it (once per process, on
     * the first redaction) costs a third.
     */
    columnOf;
    width;
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
        // Column 0 is every character no keyword has; an upper-case letter shares its lower case's column.
        const columnOf = new Uint8Array(ALPHABET);
        let width = 1;
        for (const k of keywords) {
            for (let i = 0; i < k.length; i++) {
                const c = k.charCodeAt(i);
                if (columnOf[c] !== 0)
                    continue;
                columnOf[c] = width++;
                if (c >= 97 && c <= 122)
                    columnOf[c - 32] = columnOf[c];
            }
        }
        // The trie, in the transition table itself: a keyword adds at most one state a character.
        const size = 1 + keywords.reduce((n, k) => n + k.length, 0);
        const next = new Int32Array(size * width).fill(-1);
        const ends = [[]];
        keywords.forEach((k, index) => {
            let state = 0;
            for (let i = 0; i < k.length; i++) {
                const at = state * width + columnOf[k.charCodeAt(i)];
                if (next[at] === -1) {
                    next[at] = ends.length;
                    ends.push([]);
                }
                state = next[at];
            }
            ends[state].push(index);
        });
        const states = ends.length;
        // Failure links, breadth first, folded into the table.
        const fail = new Int32Array(states);
        const queue = new Int32Array(states);
        let tail = 0;
        for (let c = 0; c < width; c++) {
            if (next[c] === -1)
                next[c] = 0;
            else
                queue[tail++] = next[c];
        }
        for (let head = 0; head < tail; head++) {
            const state = queue[head];
            const row = state * width;
            const failRow = fail[state] * width;
            if (ends[fail[state]].length > 0)
                ends[state] = [...ends[state], ...ends[fail[state]]];
            for (let c = 0; c < width; c++) {
                const s = next[row + c];
                if (s === -1)
                    next[row + c] = next[failRow + c];
                else {
                    fail[s] = next[failRow + c];
                    queue[tail++] = s;
                }
            }
        }
        this.columnOf = columnOf;
        this.width = width;
        this.next = next.slice(0, states * width);
        this.outputs = ends;
        this.accepting = Uint8Array.from(ends, (e) => (e.length > 0 ? 1 : 0));
    }
    /** Each keyword found, with the 0-based lines it occurs on (increasing, each once). */
    scan(text) {
        const found = new Map();
        const { columnOf, width, next, outputs, accepting, keywords } = this;
        let state = 0;
        let line = 0;
        for (let i = 0; i < text.length; i++) {
            const c = text.charCodeAt(i);
            if (c === 10)
                line++;
            state = next[state * width + (c < ALPHABET ? columnOf[c] : 0)];
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
    // A credential is base64, never one word ("ensures basic functionality", "Basic Authentication").
    {
        kind: 'basic auth',
        pattern: /(?<![A-Za-z0-9_-])(?:[Bb]asic|BASIC)[ \t]{1,5}(?!(?:[A-Z]?[a-z]+|[A-Z]+)(?![A-Za-z0-9+/=]))([A-Za-z0-9+/]{8,4096}={0,2})(?![A-Za-z0-9+/=])/dg,
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
function redactSecrets(text) {
    // A secret written with markdown escapes (`gho\_…`, as a reviewer's item or a model's analysis writes
    // it) is the secret once rendered: the rules read the text as the page shows it. Where they find
    // nothing there, they read it as written (a token whose next word an escape joins to it, `…\-old`,
    // is whole only so), and the text stays as written, escapes and all.
    if (text.includes('\\') && WORD_ESCAPE.test(text)) {
        const shown = redactText(text.replace(WORD_ESCAPES, '$1'));
        if (shown.findings.length > 0)
            return shown;
    }
    return redactText(text);
}
/** redactSecrets, made once per text when `memo` is given: the same text redacts the same way. */
function redactThrough(memo, text) {
    let done = memo?.get(text);
    if (!done) {
        done = redactSecrets(text);
        memo?.set(text, done);
    }
    return done;
}
/** A markdown escape inside a word, of a character a token is made of: the page shows the character alone. */
const WORD_ESCAPE = /(?<=[A-Za-z0-9])\\([_\-.+/=~])(?=[A-Za-z0-9_~-])/;
const WORD_ESCAPES = new RegExp(WORD_ESCAPE.source, 'g');
function redactText(text) {
    const findings = [];
    let current = redactKeyBlocks(text, findings);
    // Keywords are looked up in the text as given: redaction keeps every line
    // where it was, so a keyword's line is the same line in `current`.
    const found = keywordScanner().scan(text);
    // Only the rules one of whose keywords occurs: most texts hold none, and
    // looking up every rule's keywords cost more than the scan on short texts.
    // A text without any (most short ones: a heading, a task) meets only the
    // rules that have no keywords, without walking the others.
    const hit = new Set();
    for (const k of found.keys())
        for (const rule of RULES_OF.get(k))
            hit.add(rule);
    let starts;
    for (const rule of hit.size === 0 ? UNKEYED : RULES) {
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
/** Every rule keyword, found in one pass over a text (see keywords.ts); built on the first redaction, not at every start. */
let scanner;
const keywordScanner = () => (scanner ??= new KeywordScanner([...new Set(RULES.flatMap((r) => r.keywords ?? []))]));
/** The rules that run on every text, in the rules' order. */
const UNKEYED = RULES.filter((r) => !r.keywords || r.keywords.length === 0);
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
    // Every BEGIN holds these words: most texts are spared the match's set-up.
    if (!text.includes('PRIVATE KEY'))
        return text;
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


/***/ })

};
