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

import { FORMAT_RULES, PASSWORD_KEY, PEM_B64, VENDORS } from './secret-formats.js';
import { type Rule, randomLooking } from './secret-rule.js';

export const RULES: Rule[] = [
  ...FORMAT_RULES,
  // `curl -u user:secret` (Twilio's documented call: account SID and auth token).
  {
    kind: 'curl credentials',
    pattern:
      /(?<![A-Za-z0-9_])curl[ \t][^\r\n]{0,400}?(?:[ \t]-u|[ \t]--user)(?:=|[ \t]{1,5})["']?[^\s:"']{1,200}:([^\s"']{1,200})/dg,
    anyValue: true,
    minLength: 4,
    keywords: ['curl'],
  },
  // Schemes other than Bearer and Basic in an Authorization header: Token (many APIs), Bot (Discord), SSWS (Okta).
  {
    kind: 'authorization header',
    pattern:
      /authorization["']?[ \t]{0,5}:[ \t]{0,5}["']?(?:token|bot|ssws|api-key|apikey|key)[ \t]{1,5}([A-Za-z0-9._~+/=-]{8,4096})/dgi,
    anyValue: true,
    keywords: ['authorization'],
  },
  // Credentials as command-line flags: `--api-key X`, `--token=X`, `--password X`.
  {
    kind: 'command-line secret',
    pattern:
      /(?<![A-Za-z0-9_-])--(?:api[-_]?key|api[-_]?token|auth[-_]?token|access[-_]?token|token|secret|client[-_]?secret|password)(?:=|[ \t]{1,5})(?:"([^"\r\n]{4,1000})"|'([^'\r\n]{4,1000})'|([^\s"'`]{4,4096}))/dgi,
    anyValue: true,
    minLength: 4,
    keywords: ['--api', '--auth', '--access', '--token', '--secret', '--client', '--password'],
    // `--token $TOKEN` and `--password-stdin` are not secrets (placeholders are refused anyway).
    accept: (value) => !value.startsWith('-'),
  },
  // A service's key beside the service's name (gitleaks' context rules): HEROKU_API_KEY=<uuid>, pinecone: <key>.
  {
    kind: 'service key',
    pattern: new RegExp(
      String.raw`(?<![A-Za-z0-9])(?:${VENDORS.join('|')})[A-Za-z0-9_.-]{0,30}["']?[ \t]{0,5}(?::=|=>|[:=])[ \t]{0,5}["']?([A-Za-z0-9_+/=.~%:-]{10,4096})`,
      'dgi',
    ),
    anyValue: true,
    keywords: VENDORS,
    accept: (value) => randomLooking(value, 2.5),
  },
  {
    kind: 'encoded private key',
    pattern: new RegExp(String.raw`(?<![A-Za-z0-9+/])${PEM_B64}[A-Za-z0-9+/]{20,65536}={0,2}`, 'dg'),
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
    pattern:
      /(?<![A-Za-z0-9_-])(?:[Bb]asic|BASIC)[ \t]{1,5}(?!(?:[A-Z]?[a-z]+|[A-Z]+)(?![A-Za-z0-9+/=]))([A-Za-z0-9+/]{8,4096}={0,2})(?![A-Za-z0-9+/=])/dg,
    anyValue: true,
    keywords: ['basic'],
  },
  // ~/.docker/config.json and .npmrc keep base64 user:password under "auth" / _auth.
  {
    kind: 'registry auth',
    pattern:
      /(?:"auth"[ \t]{0,5}:[ \t]{0,5}"|(?<![A-Za-z0-9])_auth[ \t]{0,5}=[ \t]{0,5}["']?)([A-Za-z0-9+/]{8,4096}={0,2})/dg,
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
    pattern:
      /(?<![A-Za-z0-9_])(?:mysql(?:dump|admin|import|sh|check)?[ \t][^\r\n]{0,300}?[ \t]-p(?!assword)|sshpass[ \t]{1,5}-p[ \t]{0,5})('[^'\r\n]{1,200}'|"[^"\r\n]{1,200}"|[^\s'"]{1,200})/dg,
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
    pattern:
      /^[ \t>*-]{0,10}(?:\*\*)?(?:[A-Za-z_]{0,20}[ _-])?pass(?:word|phrase)(?:\*\*)?[ \t]{0,3}[:=](?:\*\*)?[ \t]{1,5}([^\s"'`*][^\r\n]{0,200}[^\s.,;])[ \t]*\r?$/dgim,
    anyValue: true,
    minLength: 4,
    keywords: ['pass'],
  },
  {
    kind: 'generic assignment',
    // The key word may end a longer name (GITHUB_TOKEN, client_secret, "SessionToken", DB_PASS);
    // `*` lets markdown bold keys (**Password:**) through.
    pattern:
      /(?<key>api[_ -]?key|secret(?:[_-]?key(?:[_-]?base)?)?|token|passw(?:or)?d|(?<![a-z])pass(?:phrase)?|(?<![a-z])pwd|private[_-]?key|access[_-]?key)["'*]{0,2}[ \t]{0,5}(?::=|=>|==|[:=])[ \t*]{0,5}(?:"([^"\r\n]{1,1000})"|'([^'\r\n]{1,1000})'|["']?([^\s"'`,;&)}\]<]{1,4096}))/dgi,
    anyValue: true,
    minLength: 4,
    keywords: ['key', 'secret', 'token', 'pass', 'pwd'],
    // Only a password may be short or all digits: `token: 1234567890` is a count.
    accept: (value, match) => PASSWORD_KEY.test(match.groups!.key) || (value.length >= 8 && !/^[0-9]+$/.test(value)),
  },
  // Any name ending in key, secret, token, auth or credentials (DD_APP_KEY, x-auth-key, slackSigningSecret):
  // the value counts when it looks random, as gitleaks' generic rule decides by entropy.
  {
    kind: 'generic assignment',
    pattern:
      /(?<![A-Za-z0-9_])(?<name>[A-Za-z][A-Za-z0-9_.-]{0,40}?(?:key|secret|token|auth|credentials?|creds))["'*]{0,2}[ \t]{0,5}(?::=|=>|[:=])[ \t*]{0,5}["']?([A-Za-z0-9_+/=.~-]{16,4096})/dgi,
    anyValue: true,
    keywords: ['key', 'secret', 'token', 'auth', 'cred'],
    accept: (value, match) => !NOT_A_SECRET_NAME.test(match.groups!.name) && randomLooking(value),
  },
];

/** Names of things that are keys without being secret (gitleaks allows the same). */
const NOT_A_SECRET_NAME =
  /pub(?:lic)?[_.-]?key|(?:primary|foreign|sort|partition|cache|idempotency)[_.-]?key|public[_.-]?token|csrf/i;
