/**
 * "basic" before an ordinary word is English, not an HTTP Basic credential:
 * a Kiro devlog of our own shape ("Scapy optional | ping fallback ensures
 * basic functionality") came out of the distil step as "ensures basic
 * [REDACTED:basic auth]", the decision's reason lost. A credential is base64,
 * never one word of letters.
 */
import { describe, expect, it } from 'vitest';
import { redactSecrets } from '../../src/text/redact.js';

describe('"basic" before a word', () => {
  it('comes through unchanged', () => {
    for (const text of [
      'Scapy optional | Not every user can install libpcap; the ping fallback ensures basic functionality',
      'Basic Authentication stays off behind the proxy.',
      'Wrote a BASIC TROUBLESHOOTING section for the router page.',
      'The basic configuration lives in `settings.toml`.',
    ])
      expect(redactSecrets(text).text).toBe(text);
  });

  it('still redacts a Basic credential', () => {
    for (const secret of ['ZGVwbG95OnM0c3Mwd29yZA==', 'YWRtaW46aHVudGVyMg', 'dXNlcjpwYXNzd29yZA']) {
      const { text } = redactSecrets(`curl -H "Authorization: Basic ${secret}" https://ci.internal`);
      expect(text).not.toContain(secret);
    }
  });
});
