/**
 * Redaction before analysis: the fixture corpus (one fake, format-valid
 * secret of every kind in a run log, plus placeholders that must survive),
 * the rules one by one, idempotence, linear behaviour on 10 MB inputs and
 * the report lines.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { describeFindings, type Finding, redactSecrets } from '../../src/text/redact.js';
import { seededRandom } from '../helpers/random.js';

const FIXTURES = new URL('../fixtures/secrets/', import.meta.url);
const corpus = readFileSync(new URL('corpus.md', FIXTURES), 'utf8');
const expected = JSON.parse(readFileSync(new URL('expected.json', FIXTURES), 'utf8')) as (Finding & {
  secret: string;
})[];
const MiB = 1 << 20;

/** A fake secret body: "FAKE" then a stride through base62, no repeated runs. */
function fake(n: number, seed = 1): string {
  const alpha = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
  let s = 'FAKE';
  for (let i = 0; s.length < n; i++) s += alpha[(seed * 7 + i * 11) % alpha.length];
  return s.slice(0, n);
}

function kinds(text: string): string[] {
  return redactSecrets(text).findings.map((f) => f.kind);
}

describe('the corpus', () => {
  const result = redactSecrets(corpus);

  it('finds every secret at its line, with its kind, in line order', () => {
    expect(result.findings).toEqual(expected.map(({ line, kind }) => ({ line, kind })));
  });

  it('leaves no line of any secret in the text', () => {
    for (const { secret } of expected) {
      for (const part of secret.split('\n')) expect(result.text).not.toContain(part.trim());
    }
    expect(result.text).not.toMatch(/FAKE/);
  });

  it('keeps the line count and every line without a secret', () => {
    const before = corpus.split('\n');
    const after = result.text.split('\n');
    expect(after).toHaveLength(before.length);
    const secretLines = new Set(expected.flatMap((e) => e.secret.split('\n').map((_, i) => e.line + i)));
    before.forEach((line, i) => {
      if (!secretLines.has(i + 1)) expect(after[i]).toBe(line);
    });
  });

  it('keeps key names and the surrounding structure', () => {
    for (const kept of [
      'api_key = "[REDACTED:generic assignment]"',
      'apikey: [REDACTED:generic assignment]',
      "TOKEN: '[REDACTED:generic assignment]'",
      'secret=[REDACTED:generic assignment]',
      'Password: [REDACTED:generic assignment]',
      '?access_token=[REDACTED:generic assignment]&state=1',
      'CLIENT_SECRET=[REDACTED:generic assignment]',
      '"password": "[REDACTED:generic assignment]"}',
      '**Password:** [REDACTED:generic assignment]',
      'aws_secret_access_key = [REDACTED:AWS secret key]',
      'https://deploy:[REDACTED:URL password]@registry.internal/v2/',
      'Authorization: Bearer [REDACTED:JWT]" returned 200;',
      'Authorization: Bearer [REDACTED:bearer token].',
      'https://x-access-token:[REDACTED:GitHub token]@github.com/acme/private.git',
    ]) {
      expect(result.text).toContain(kept);
    }
  });

  it('leaves the placeholder section alone', () => {
    const from = corpus.indexOf('## 2026-01-02T00:00:00Z');
    expect(from).toBeGreaterThan(0);
    expect(result.text.slice(result.text.indexOf('## 2026-01-02T00:00:00Z'))).toBe(corpus.slice(from));
  });

  it('is idempotent', () => {
    const again = redactSecrets(result.text);
    expect(again.text).toBe(result.text);
    expect(again.findings).toEqual([]);
  });
});

describe('rules', () => {
  it.each([
    ['ghp_' + fake(36), 'GitHub token'],
    ['gho_' + fake(36), 'GitHub token'],
    ['ghu_' + fake(36), 'GitHub token'],
    ['ghs_' + fake(36), 'GitHub token'],
    ['ghr_' + fake(36), 'GitHub token'],
    ['github_pat_' + fake(22) + '_' + fake(59, 2), 'GitHub token'],
    ['sk-' + fake(48), 'OpenAI key'],
    ['sk-proj-' + fake(100), 'OpenAI key'],
    ['sk-svcacct-' + fake(64), 'OpenAI key'],
    ['sk-ant-api03-' + fake(93) + 'AA', 'Anthropic key'],
    ['sk-ant-admin01-' + fake(80), 'Anthropic key'],
    ['AKIA' + fake(16).toUpperCase(), 'AWS access key'],
    ['ASIA' + fake(16).toUpperCase(), 'AWS access key'],
    ['xoxb-123456789012-' + fake(24), 'Slack token'],
    ['xoxp-123456789012-' + fake(24), 'Slack token'],
    ['xoxa-2-' + fake(24), 'Slack token'],
    ['xoxr-' + fake(24), 'Slack token'],
    ['xoxs-' + fake(24), 'Slack token'],
    [
      `https://hooks.slack.com/services/T0${fake(8).toUpperCase()}/B0${fake(8, 3).toUpperCase()}/${fake(24, 4)}`,
      'Slack webhook',
    ],
  ])('%s → %s', (secret, kind) => {
    const text = `**Result:** used ${secret} and moved on`;
    const r = redactSecrets(text);
    expect(r.findings).toEqual([{ line: 1, kind }]);
    expect(r.text).toBe(`**Result:** used [REDACTED:${kind}] and moved on`);
  });

  it('classifies Anthropic keys as Anthropic, never as OpenAI, in either order', () => {
    const ant = 'sk-ant-api03-' + fake(60);
    const oai = 'sk-proj-' + fake(60, 2);
    expect(redactSecrets(`${ant}\n${oai}`).findings).toEqual([
      { line: 1, kind: 'Anthropic key' },
      { line: 2, kind: 'OpenAI key' },
    ]);
    expect(redactSecrets(`${oai}\n${ant}`).findings).toEqual([
      { line: 1, kind: 'OpenAI key' },
      { line: 2, kind: 'Anthropic key' },
    ]);
    expect(redactSecrets(`${oai} ${ant}`).text).toBe('[REDACTED:OpenAI key] [REDACTED:Anthropic key]');
  });

  it('reports a token assigned to a key name once, as the token', () => {
    expect(kinds(`GITHUB_TOKEN=ghp_${fake(36)}`)).toEqual(['GitHub token']);
    expect(kinds(`OPENAI_API_KEY: "sk-${fake(48)}"`)).toEqual(['OpenAI key']);
    expect(kinds(`password=abc-ghp_${fake(36)}`)).toEqual(['GitHub token']);
  });

  it('takes an AWS secret key only when assigned, in ini, env and JSON forms', () => {
    const secret = fake(36) + '/+Ab';
    for (const line of [
      `aws_secret_access_key = ${secret}`,
      `AWS_SECRET_ACCESS_KEY=${secret}`,
      `"SecretAccessKey": "${secret}",`,
    ]) {
      const r = redactSecrets(line);
      expect(r.findings).toEqual([{ line: 1, kind: 'AWS secret key' }]);
      expect(r.text).not.toContain(secret);
    }
    expect(kinds(`checksum ${secret}`)).toEqual([]);
  });

  it('takes any JWT, bearer or not, and opaque bearer tokens', () => {
    const jwt = `eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJmYWtlIn0.${fake(43)}`;
    expect(kinds(`Authorization: Bearer ${jwt}`)).toEqual(['JWT']);
    expect(kinds(`id_token ${jwt}`)).toEqual(['JWT']);
    expect(kinds(`authorization: bearer ${fake(32)}`)).toEqual(['bearer token']);
    expect(kinds('Bearer tokens are accepted; a bearer-token-based-scheme-for-all')).toEqual([]);
  });

  it('takes the password of a URL, keeping user and host', () => {
    const r = redactSecrets(`git remote add origin https://oauth2:${fake(20)}@gitlab.internal/acme/app.git`);
    expect(r.text).toBe('git remote add origin https://oauth2:[REDACTED:URL password]@gitlab.internal/acme/app.git');
    expect(kinds('see https://example.internal:8443/path and ssh://git@host:22/repo')).toEqual([]);
  });

  describe('generic assignments', () => {
    const value = fake(20);
    it.each([
      `api_key = ${value}`,
      `API_KEY=${value}`,
      `Api-Key: ${value}`,
      `apikey: "${value}"`,
      `token: '${value}'`,
      `secret=${value}`,
      `SECRET_KEY = ${value}`,
      `password: ${value}`,
      `db_passwd=${value}`,
      `access_token=${value}`,
      `refresh_token => '${value}'`,
      `client_secret: ${value}`,
      `"clientSecret": "${value}"`,
      `token := "${value}"`,
      `**Token**: ${value}`,
    ])('%s', (line) => {
      const r = redactSecrets(line);
      expect(r.findings).toEqual([{ line: 1, kind: 'generic assignment' }]);
      expect(r.text).toBe(line.replace(value, '[REDACTED:generic assignment]'));
    });

    it('takes short and all-digit passwords, and an unquoted password of several words on its own line', () => {
      expect(redactSecrets('password: hunter2').text).toBe('password: [REDACTED:generic assignment]');
      expect(redactSecrets('DB_PASS=12345678').text).toBe('DB_PASS=[REDACTED:generic assignment]');
      expect(redactSecrets('Password: correct horse battery staple').text).toBe(
        'Password: [REDACTED:generic assignment]',
      );
      expect(redactSecrets('- **Password:** correct horse battery staple').text).toBe(
        '- **Password:** [REDACTED:generic assignment]',
      );
    });

    it('takes a quoted value with spaces whole', () => {
      const r = redactSecrets('password: "correct horse battery staple"');
      expect(r.text).toBe('password: "[REDACTED:generic assignment]"');
    });

    it.each([
      'api_key = "<your-key>"',
      'api_key = <YOUR_API_KEY>',
      'apikey: xxx',
      'apikey: xxxxxxxxxxxxxxxx',
      'token: ${{ secrets.GITHUB_TOKEN }}',
      'token: "${{ secrets.GITHUB_TOKEN }}"',
      'secret=$ENV_VAR',
      'secret="${ENV_VAR}"',
      'password: ***',
      'password: ************',
      'token: [REDACTED]',
      'token: "[REDACTED:GitHub token]"',
      'secret: 1234567',
      'token: 1234567890',
      'password: <ask the team>',
      'Password: none',
      'password: null',
      'api_key: your_api_key_here',
      'token: process.env.GITHUB_TOKEN',
      'access_token = os.environ["ACCESS_TOKEN"]',
      'api_key = "{{ .Values.apiKey }}"',
      'aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      'max_tokens: 4096',
      'tokens used: 120000000',
      '- **Tokens**: 120000',
      'tokenizer: whitespace-and-punctuation',
      'the secret of good tests: determinism',
    ])('%s is not a finding', (line) => {
      const r = redactSecrets(line);
      expect(r.findings).toEqual([]);
      expect(r.text).toBe(line);
    });
  });

  it.each([
    'ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx',
    'ghp_your_personal_access_token_goes_here',
    'sk-your-openai-key-goes-here-please',
    'sk-ant-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx',
    'AKIAXXXXXXXXXXXXXXXX',
    'xoxb-your-bot-token-here',
    'https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX',
    'task-assessment-for-the-next-sprint-planning',
    'ghp_' + fake(20),
  ])('%s (a placeholder or too short) is not a finding', (text) => {
    expect(redactSecrets(text).findings).toEqual([]);
  });
});

describe('private keys', () => {
  const body = [fake(64), fake(64, 2), fake(20, 3) + '=='];
  const block = ['-----BEGIN PRIVATE KEY-----', ...body, '-----END PRIVATE KEY-----'];

  it('replaces every line of the block and reports the BEGIN line', () => {
    const text = ['# log', '## entry', 'the key:', ...block, 'done'].join('\n');
    const r = redactSecrets(text);
    expect(r.findings).toEqual([{ line: 3 + 1, kind: 'private key' }]);
    expect(r.text).toBe(['# log', '## entry', 'the key:', '[REDACTED:private key]', '', '', '', '', 'done'].join('\n'));
  });

  it('keeps CRLF line endings and finds blocks of every type', () => {
    const types = ['RSA', 'EC', 'OPENSSH', 'ENCRYPTED', 'DSA'];
    const text = types.map((t) => block.join('\r\n').replaceAll(' PRIVATE', ` ${t} PRIVATE`)).join('\r\n') + '\r\n';
    const r = redactSecrets(text);
    expect(r.findings).toEqual(types.map((_, i) => ({ line: 1 + i * block.length, kind: 'private key' })));
    expect(r.text).toBe(
      types.map(() => '[REDACTED:private key]' + '\r\n'.repeat(block.length - 1)).join('\r\n') + '\r\n',
    );
  });

  it('takes a PGP private key block', () => {
    const pgp = ['-----BEGIN PGP PRIVATE KEY BLOCK-----', '', ...body, '-----END PGP PRIVATE KEY BLOCK-----'].join(
      '\n',
    );
    expect(redactSecrets(pgp).text).toBe('[REDACTED:private key]' + '\n'.repeat(body.length + 2));
  });

  it('takes a JSON-escaped block on one line', () => {
    const r = redactSecrets(`{"private_key": "${block.join('\\n')}\\n", "client_email": "bot@x.iam"}`);
    expect(r.findings).toEqual([{ line: 1, kind: 'private key' }]);
    expect(r.text).toBe('{"private_key": "[REDACTED:private key]\\n", "client_email": "bot@x.iam"}');
  });

  it('takes the base64 lines of a block whose END was cut off', () => {
    const text = ['-----BEGIN RSA PRIVATE KEY-----', ...body, '', '## next entry'].join('\n');
    const r = redactSecrets(text);
    expect(r.text).toBe('[REDACTED:private key]' + '\n'.repeat(body.length + 1) + '\n## next entry');
    for (const line of body) expect(r.text).not.toContain(line);
  });

  it('does not mistake a public key or a certificate for one', () => {
    expect(kinds('-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkq\n-----END PUBLIC KEY-----')).toEqual([]);
    expect(kinds('-----BEGIN CERTIFICATE-----\nMIIBIjANBgkq\n-----END CERTIFICATE-----')).toEqual([]);
  });
});

describe('idempotence', () => {
  const pieces = [
    'ghp_' + fake(36),
    'sk-ant-api03-' + fake(40),
    'sk-proj-' + fake(40),
    'AKIA' + fake(16).toUpperCase(),
    'xoxb-1-' + fake(20),
    'Bearer ' + fake(30),
    `eyJ${fake(10)}.eyJ${fake(10, 2)}.${fake(10, 3)}`,
    'https://u:' + fake(12) + '@h',
    'token=',
    'password: ',
    'api_key = "',
    '"',
    "'",
    ':',
    '=',
    ' ',
    '\n',
    '\r\n',
    '-',
    '_',
    '**',
    '-----BEGIN PRIVATE KEY-----\n',
    '-----END PRIVATE KEY-----',
    fake(12),
    'xxxxxxxx',
    '[REDACTED:JWT]',
  ];

  it('holds on generated mixes of secrets, separators and markers', () => {
    const next = seededRandom(42);
    for (let n = 0; n < 500; n++) {
      let text = '';
      const parts = 1 + Math.floor(next() * 30);
      for (let i = 0; i < parts; i++) text += pieces[Math.floor(next() * pieces.length)];
      const once = redactSecrets(text);
      const twice = redactSecrets(once.text);
      expect(twice.text, JSON.stringify(text)).toBe(once.text);
      expect(twice.findings, JSON.stringify(text)).toEqual([]);
      expect(once.text.split('\n').length).toBe(text.split('\n').length);
    }
  });
});

describe('large inputs', () => {
  // No timing assertions: a quadratic pattern would blow the test timeout by
  // orders of magnitude on these, which is the failure this guards against.
  it('redacts a 10 MB log with a secret every few kilobytes', () => {
    const token = 'ghp_' + fake(36);
    const entry = `## 2026-01-01T00:00:00Z\n**Task:** t\n**Result:** ${'ok '.repeat(1000)}used ${token}\n\n`;
    const text = entry.repeat(Math.ceil((10 * MiB) / entry.length));
    const r = redactSecrets(text);
    const count = text.length / entry.length;
    expect(r.findings).toHaveLength(count);
    expect(r.findings[count - 1]).toEqual({ line: 3 + (count - 1) * 4, kind: 'GitHub token' });
    expect(r.text.includes(token)).toBe(false);
  });

  it.each([
    ['one 10 MB line of word characters', 'a'.repeat(10 * MiB)],
    ['JWT starts without an end', 'eyJ-'.repeat((10 * MiB) / 4)],
    ['JWT headers chained by dots', 'eyJabcdef.'.repeat(MiB)],
    ['sk- prefixes with short bodies', 'sk-abc '.repeat(1.5 * MiB)],
    ['assignments with no value', 'token= '.repeat(1.5 * MiB)],
    ['unterminated quoted values', 'password: "abc '.repeat(MiB / 2)],
    ['BEGIN markers without END', '-----BEGIN PRIVATE KEY-----\n'.repeat(MiB / 2.5)],
    ['URL schemes without credentials', 'https://a:b/'.repeat(MiB)],
    ['bearer words', 'Bearer Bearer '.repeat(MiB / 1.4)],
  ])('stays linear on %s', (_name, text) => {
    const r = redactSecrets(text);
    expect(redactSecrets(r.text).text).toBe(r.text);
  });

  it('survives megabyte runs after every token prefix (redacting their start)', () => {
    const run = 'Ab1'.repeat(MiB / 3);
    // A URL password must end at `@`, so that run is no finding; the others are.
    const prefixes = [
      'sk-ant-',
      'sk-',
      'ghp_',
      'github_pat_',
      'xoxb-',
      'https://hooks.slack.com/services/',
      'Bearer ',
      'secret_access_key=',
      'api_key=',
      'https://u:',
    ];
    const text = prefixes.map((p) => p + run).join('\n');
    const r = redactSecrets(text);
    expect(r.findings.map((f) => f.line)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(redactSecrets(r.text).text).toBe(r.text);
  });
});

describe('large inputs after the prefixes of the ecosystem formats', () => {
  it('stays linear on megabyte runs and repeated prefixes', () => {
    const run = 'Ab1'.repeat(MiB / 3);
    const prefixes = [
      'AIza',
      'GOCSPX-',
      'sk_live_',
      'whsec_',
      'SG.',
      'pypi-AgE',
      'glpat-',
      'hf_',
      'shpat_',
      'ATATT3',
      'AccountKey=',
      'sig=',
      'Basic ',
      '"auth": "',
      'LS0tLS1CRUdJTi',
      'Private-Lines: 3\n',
      'mysql -u x -p',
      'sshpass -p ',
      'Password: ',
      'machine a login b password ',
      'DB_PASS=',
    ];
    const r = redactSecrets(prefixes.map((p) => p + run).join('\n'));
    // Formats of a fixed length, or that must end where the run goes on, take none of it.
    const none = ['AIza', 'SG.', 'Basic ', 'LS0tLS1CRUdJTi'];
    const found = new Set(r.findings.map((f) => f.line));
    expect(
      prefixes.filter((_, i) => !found.has(i + 1 + (i >= prefixes.indexOf('Private-Lines: 3\n') ? 1 : 0))),
    ).toEqual(none);
    expect(redactSecrets(r.text).text).toBe(r.text);
    for (const p of ['mysql ', 'Private-Lines: 1\n', 'Password: a b ', 'sig=', 'Basic ']) {
      const many = redactSecrets(p.repeat(MiB / p.length));
      expect(redactSecrets(many.text).text).toBe(many.text);
    }
  });
});

describe('describeFindings', () => {
  it('names file, line and kind with the right article', () => {
    expect(
      describeFindings('memory/x.md', [
        { line: 12, kind: 'GitHub token' },
        { line: 14, kind: 'AWS access key' },
        { line: 20, kind: 'OpenAI key' },
      ]),
    ).toEqual([
      'redacted a GitHub token at memory/x.md:12 before analysis',
      'redacted an AWS access key at memory/x.md:14 before analysis',
      'redacted an OpenAI key at memory/x.md:20 before analysis',
    ]);
    expect(describeFindings('m.md', [{ line: 1, kind: 'URL password' }])).toEqual([
      'redacted a URL password at m.md:1 before analysis',
    ]);
    expect(describeFindings('m.md', [])).toEqual([]);
  });

  it('aggregates many findings into one line, most frequent kind first', () => {
    const findings = [
      ...Array.from({ length: 7 }, (_, i) => ({ line: 100 + i, kind: 'generic assignment' })),
      ...Array.from({ length: 30 }, (_, i) => ({ line: 12 + i, kind: 'GitHub token' })),
    ];
    expect(describeFindings('memory/x.md', findings)).toEqual([
      'redacted 37 secrets (GitHub token ×30, generic assignment ×7) in memory/x.md, first at line 12',
    ]);
  });

  it('aggregates 100 000 findings without trouble', () => {
    const findings = Array.from({ length: 100_000 }, (_, i) => ({ line: i + 5, kind: 'JWT' }));
    expect(describeFindings('m.md', findings)).toEqual([
      'redacted 100000 secrets (JWT ×100000) in m.md, first at line 5',
    ]);
  });

  it('never contains a secret, for the corpus as a whole or line by line', () => {
    const { findings } = redactSecrets(corpus);
    const lines = [
      ...describeFindings('memory/release.md', findings),
      ...findings.flatMap((f) => describeFindings('memory/release.md', [f])),
    ];
    expect(lines.length).toBe(1 + expected.length);
    for (const line of lines) {
      expect(line).not.toMatch(/FAKE/);
      for (const { secret } of expected) expect(line).not.toContain(secret);
    }
    expect(lines[0]).toBe(
      `redacted ${expected.length} secrets (generic assignment ×9, GitHub token ×4, OpenAI key ×3, AWS access key ×2, private key ×2, Slack token ×2, ` +
        'Anthropic key ×1, AWS secret key ×1, bearer token ×1, JWT ×1, Slack webhook ×1, URL password ×1) in memory/release.md, first at line 5',
    );
  });
});
