/**
 * A secret written with markdown escapes (`gho\_…`, `sk\_live\_…`, as a
 * reviewer's digest item or a model's analysis writes an underscore to keep
 * it from reading as emphasis) is the secret on the rendered page: GitHub
 * shows `gho_…`. The rules ran on the escaped text and matched none of it,
 * so the PR body, and the model prompt for a log holding it, carried it.
 */
import { describe, expect, it } from 'vitest';
import { redactSecrets } from '../../src/text/redact.js';
import { neutraliseMarkdown } from '../../src/text/untrusted.js';
import { FORMATS } from '../fixtures/secrets/formats.js';

/** The secret as markdown writes it: each `_`, `-`, `.`, `+`, `/`, `=` or `~` inside a word escaped. */
const escaped = (text: string) => text.replace(/(?<=[A-Za-z0-9])([_\-.+/=~])(?=[A-Za-z0-9_~-])/g, '\\$1');
/** What a reader of the rendered page sees. */
const shown = (markdown: string) => markdown.replace(/\\(?=[_\-.+/=~])/g, '');
const leaked = (text: string, secret: string) =>
  secret.split('\n').some((part) => part.trim().length >= 8 && shown(text).includes(part.trim()));

describe('a secret written with markdown escapes', () => {
  const written = FORMATS.filter((f) => escaped(f.line) !== f.line);

  it('is redacted, in every format that has punctuation to escape', () => {
    expect(written.length).toBeGreaterThan(30);
    expect(written.filter((f) => leaked(redactSecrets(escaped(f.line)).text, f.secret)).map((f) => f.name)).toEqual([]);
  });

  it('is redacted in a reviewer item shown in the review', () => {
    const token = `gho_${'7itEPq0bmxIT4fqBz9Lw2Rk5YvN8cJ3hD6sA'}`;
    const body = neutraliseMarkdown(`- The deploy token is ${escaped(token)} (rotate it)`);
    expect(shown(body)).not.toContain(token);
    expect(body).toContain('[REDACTED');
  });

  it('leaves escaped ordinary text as it was', () => {
    for (const line of ['snake\\_case and my\\_module.py', 'see docs/api\\_v2.md, then make\\-test'])
      expect(redactSecrets(line).text).toBe(line);
  });

  it('still catches a token the escape after it joins to a word (caught before escapes were read)', () => {
    const token = FORMATS.find((f) => f.name === 'Telegram bot token')!.secret;
    expect(redactSecrets(`bot ${token} old`).text).not.toContain(token);
    expect(redactSecrets(`bot ${token}\\-old`).text).not.toContain(token);
  });
});
