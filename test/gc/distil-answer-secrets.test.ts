/**
 * Regression found by playing a model behind the loopback server, through
 * gc in a real temp store: a distil answer holding secrets (a GitHub token
 * in a title, an AWS key and an OpenAI key in its lines) was written into
 * digest.md as it came, so the commit and the pull request's diff carried
 * them, although the review and the report showed them redacted. A model's
 * answer is untrusted text: redacted before anything of it is stored.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { gc, model, ops, store } from '../helpers/distil-store.js';
import type { ModelServer } from '../helpers/model-server.js';

let server: ModelServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

// Built from pieces, so no scanner takes this file for a leak.
const TOKEN = `ghp_${'aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY3zA5'}`;
const AWS = `AKIA${'IOSFODNN7EXAMPLQ'}`;
const OPENAI = `sk-proj-${'abcdefghijklmnopqrstuvwxyz0123456789ABCD'}`;

it("a model's distil answer is redacted before digest.md holds it", async () => {
  server = await model({
    content: ops([
      { title: `Token ${TOKEN}`, knowledge: [`use ${TOKEN} for the api`, `aws ${AWS}`, `${OPENAI}: key`] },
    ]),
  });
  const root = await store();
  const r = await gc(root, server);
  expect(r.code, r.err).toBe(0);
  const digest = await readFile(join(root, 'memory/a/procedural/digest.md'), 'utf8');
  for (const secret of [TOKEN, AWS, OPENAI]) {
    expect(digest).not.toContain(secret);
    expect(r.out + r.err).not.toContain(secret);
  }
  expect(digest).toContain('## Token [REDACTED:GitHub token]\n- use [REDACTED:GitHub token] for the api\n');
  // Redacted text is still only a line: `[REDACTED:…]: key` defines no link.
  expect(digest).toContain('- \\[REDACTED:OpenAI key]: key\n');
  expect(r.err).toMatch(/redacted 4 secrets .* in openai\/gpt-test's distil answer/);
});
