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

export interface Rule {
  kind: string;
  /**
   * Global, with indices (`d`). The secret is the last capture group that
   * took part in the match, or the whole match; only it is replaced, so key
   * names and URLs keep their structure for the model.
   */
  pattern: RegExp;
  /**
   * The value's context is the evidence (a key name, a header), so any value
   * counts. Token formats instead need a digit or capital letter in them:
   * real keys are random, and docs write `ghp_your_token_here`.
   */
  anyValue?: boolean;
  /** Shortest value that counts (default 8). */
  minLength?: number;
  /** A further test on the value and its match (a decoded prefix, the key name). */
  accept?: (value: string, match: RegExpExecArray) => boolean;
  /**
   * Literals every match contains (lower case, any one of them): a text
   * without any is skipped without running the pattern. Most logs hold no
   * secret, and a pattern that starts with a character class is tried at
   * every position.
   */
  hints?: string[];
}

/** A token that starts after a character outside its own alphabet. */
const start = String.raw`(?<![A-Za-z0-9_-])`;
/** A token that does not continue into more token characters. */
const end = String.raw`(?![A-Za-z0-9_-])`;

/** A token format; one that does not start with a literal (which the regex engine finds fast) has hints. */
function token(kind: string, body: string, hints?: string[]): Rule {
  return { kind, pattern: new RegExp(start + body, 'dg'), hints };
}

/** base64 of `-----BEGIN`, the start of a PEM file stored encoded (a Kubernetes `tls.key`). */
const PEM_B64 = 'LS0tLS1CRUdJTi';

/** Key names that mark the value after them as a password: shorter and all-digit values count. */
const PASSWORD_KEY = /pass|pwd/i;

export const RULES: Rule[] = [
  token('JWT', String.raw`eyJ[A-Za-z0-9_-]{5,8192}\.eyJ[A-Za-z0-9_-]{5,8192}\.[A-Za-z0-9_-]{0,8192}`),
  token('Mapbox token', String.raw`sk\.eyJ[A-Za-z0-9_-]{20,4096}\.[A-Za-z0-9_-]{10,4096}`),
  token('Anthropic key', String.raw`sk-ant-[A-Za-z0-9_-]{20,4096}`),
  // sk-proj-, sk-svcacct- and sk-admin- keys are sk- keys whose body starts with a word.
  token('OpenAI key', String.raw`sk-[A-Za-z0-9_-]{20,4096}`),
  {
    kind: 'GitHub token',
    pattern: /(?<![A-Za-z0-9_])(?:gh[pousr]_[A-Za-z0-9]{36,4096}|github_pat_[A-Za-z0-9_]{22,4096})/dg,
  },
  token(
    'GitLab token',
    String.raw`(?:glpat|gldt|glrt|glptt|glcbt|glft|glimt|glagent|gloas|glsoat|glffct)-[A-Za-z0-9_-]{20,4096}`,
  ),
  token('GitLab token', String.raw`GR1348941[A-Za-z0-9_-]{20,4096}`),
  // An AWS credentials.csv row: user,password,access key id,secret access key.
  {
    kind: 'AWS secret key',
    pattern:
      /(?<![A-Za-z0-9])(?:AKIA|ASIA)[A-Z0-9]{16}[ \t]{0,3}[,;\t][ \t]{0,3}["']?([A-Za-z0-9/+=]{40})(?![A-Za-z0-9/+=])/dg,
  },
  { kind: 'AWS access key', pattern: /(?<![A-Za-z0-9])(?:AKIA|ASIA)[A-Z0-9]{16}(?![A-Za-z0-9])/dg },
  {
    kind: 'AWS secret key',
    pattern: /(?<![A-Za-z0-9])secret[_-]?access[_-]?key["']?[ \t]{0,5}[:=][ \t]{0,5}["']?([A-Za-z0-9/+=]{40,4096})/dgi,
  },
  token('Google API key', String.raw`AIza[A-Za-z0-9_-]{35}${end}`),
  token('Google OAuth secret', String.raw`GOCSPX-[A-Za-z0-9_-]{20,4096}`),
  token('Google OAuth token', String.raw`ya29\.[A-Za-z0-9_-]{20,4096}`),
  token('Google OAuth token', String.raw`1//0[A-Za-z0-9_-]{30,4096}`),
  token('Stripe key', String.raw`(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{20,4096}`),
  token('Stripe webhook secret', String.raw`whsec_[A-Za-z0-9+/=]{24,4096}`),
  token('Twilio key', String.raw`SK[0-9a-fA-F]{32}${end}`),
  token('SendGrid key', String.raw`SG\.[A-Za-z0-9_-]{16,64}\.[A-Za-z0-9_-]{30,128}`),
  token('Brevo key', String.raw`xkeysib-[a-f0-9]{64}-[A-Za-z0-9]{16}`),
  token('Mailgun key', String.raw`key-[0-9a-f]{32}${end}`),
  token('Mailchimp key', String.raw`[0-9a-f]{32}-us[0-9]{1,2}${end}`, ['-us']),
  token('PyPI token', String.raw`pypi-AgE[A-Za-z0-9_-]{50,4096}`),
  token('npm token', String.raw`npm_[A-Za-z0-9]{36,4096}`),
  token('Hugging Face token', String.raw`hf_[A-Za-z0-9]{30,4096}`),
  token('Shopify token', String.raw`shp(?:at|ca|pa|ss)_[a-fA-F0-9]{32,4096}`),
  token('DigitalOcean token', String.raw`do[opr]_v1_[a-f0-9]{64}${end}`),
  token('Discord token', String.raw`[MNO][A-Za-z0-9_-]{23,27}\.[A-Za-z0-9_-]{6,7}\.[A-Za-z0-9_-]{27,40}${end}`),
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
  token('Atlassian token', String.raw`AT(?:ATT|CTT|BB)[A-Za-z0-9_=.-]{24,4096}`),
  token('Heroku key', String.raw`HRKU-[A-Za-z0-9_-]{30,4096}`),
  token('Square token', String.raw`sq0(?:atp|csp)-[A-Za-z0-9_-]{22,4096}`),
  token('Postman key', String.raw`PMAK-[a-f0-9]{24}-[a-f0-9]{34}`),
  token('Databricks token', String.raw`dapi[a-f0-9]{32}(?:-[0-9])?${end}`),
  token('Doppler token', String.raw`dp\.(?:pt|st|ct|sa|scim|audit)\.[A-Za-z0-9]{40,4096}`),
  token('Pulumi token', String.raw`pul-[a-f0-9]{40}${end}`),
  token('Terraform token', String.raw`[A-Za-z0-9]{14}\.atlasv1\.[A-Za-z0-9_=-]{60,4096}`, ['.atlasv1.']),
  token('Vault token', String.raw`hv[sbr]\.[A-Za-z0-9_-]{24,4096}`),
  token('Linear key', String.raw`lin_(?:api|oauth)_[A-Za-z0-9]{40,4096}`),
  token('Notion token', String.raw`(?:secret_[A-Za-z0-9]{43}|ntn_[A-Za-z0-9]{40,4096})${end}`),
  token('Grafana token', String.raw`(?:glc_[A-Za-z0-9+/]{32,4096}={0,2}|glsa_[A-Za-z0-9]{32}_[A-Fa-f0-9]{8})`),
  token('New Relic key', String.raw`NRAK-[A-Z0-9]{27}${end}`),
  token('Sentry token', String.raw`sntry[us]_[A-Za-z0-9+/=_]{40,4096}`),
  token('Dropbox token', String.raw`sl\.[A-Za-z0-9_-]{130,4096}`),
  { kind: 'age secret key', pattern: /AGE-SECRET-KEY-1[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58}/dg },
  token('Alibaba key', String.raw`LTAI[A-Za-z0-9]{12,20}${end}`),
  token('Supabase token', String.raw`sbp_[a-f0-9]{40}${end}`),
  token('Replicate token', String.raw`r8_[A-Za-z0-9]{37}${end}`),
  token('Groq key', String.raw`gsk_[A-Za-z0-9]{48,4096}`),
  token('xAI key', String.raw`xai-[A-Za-z0-9]{70,4096}`),
  token('Perplexity key', String.raw`pplx-[A-Za-z0-9]{40,4096}`),
  token('Fly.io token', String.raw`(?:fo1_[A-Za-z0-9_-]{39,4096}|fm[12][ar]?_[A-Za-z0-9+/=_-]{40,4096})`),
  token('Netlify token', String.raw`nfp_[A-Za-z0-9]{36,4096}`),
  token('Docker Hub token', String.raw`dckr_pat_[A-Za-z0-9_-]{24,4096}`),
  token('JFrog token', String.raw`AKCp[A-Za-z0-9]{60,4096}`),
  token('Azure AD client secret', String.raw`[A-Za-z0-9_~.]{3}[0-9]Q~[A-Za-z0-9_~.-]{31,34}${end}`, ['q~']),
  {
    kind: 'Slack webhook',
    pattern: /https:\/\/hooks\.slack\.com\/(?:services|workflows|triggers)\/[A-Za-z0-9/_-]{20,4096}/dg,
  },
  token('Slack token', String.raw`xox[abposr]-[A-Za-z0-9-]{10,4096}`),
  token('Slack token', String.raw`xapp-[0-9]-[A-Za-z0-9-]{20,4096}`),
  {
    kind: 'encoded private key',
    pattern: new RegExp(String.raw`(?<![A-Za-z0-9+/])${PEM_B64}[A-Za-z0-9+/]{20,65536}={0,2}`, 'dg'),
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
    pattern:
      /(?:"auth"[ \t]{0,5}:[ \t]{0,5}"|(?<![A-Za-z0-9])_auth[ \t]{0,5}=[ \t]{0,5}["']?)([A-Za-z0-9+/]{8,4096}={0,2})/dg,
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
    pattern:
      /(?<![A-Za-z0-9_])(?:mysql(?:dump|admin|import|sh|check)?[ \t][^\r\n]{0,300}?[ \t]-p(?!assword)|sshpass[ \t]{1,5}-p[ \t]{0,5})('[^'\r\n]{1,200}'|"[^"\r\n]{1,200}"|[^\s'"]{1,200})/dg,
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
    pattern:
      /^[ \t>*-]{0,10}(?:\*\*)?(?:[A-Za-z_]{0,20}[ _-])?pass(?:word|phrase)(?:\*\*)?[ \t]{0,3}:(?:\*\*)?[ \t]{1,5}([^\s"'`*][^\r\n]{0,200}[^\s.,;])[ \t]*\r?$/dgim,
    anyValue: true,
    minLength: 4,
    hints: ['pass'],
  },
  {
    kind: 'generic assignment',
    // The key word may end a longer name (GITHUB_TOKEN, client_secret, "SessionToken", DB_PASS);
    // `*` lets markdown bold keys (**Password:**) through.
    pattern:
      /(?<key>api[_ -]?key|secret(?:[_-]?key(?:[_-]?base)?)?|token|passw(?:or)?d|(?<![a-z])pass(?:phrase)?|(?<![a-z])pwd|private[_-]?key|access[_-]?key)["'*]{0,2}[ \t]{0,5}(?::=|=>|==|[:=])[ \t*]{0,5}(?:"([^"\r\n]{1,1000})"|'([^'\r\n]{1,1000})'|["']?([^\s"'`,;&)}\]<]{1,4096}))/dgi,
    anyValue: true,
    minLength: 4,
    hints: ['key', 'secret', 'token', 'pass', 'pwd'],
    // Only a password may be short or all digits: `token: 1234567890` is a count.
    accept: (value, match) => PASSWORD_KEY.test(match.groups!.key) || (value.length >= 8 && !/^[0-9]+$/.test(value)),
  },
];
