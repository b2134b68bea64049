/**
 * Regression found by a model endpoint that answers with a redirect to
 * another host: fetch followed it, so the run log (redacted, but all of
 * it) and the distil input went to a host nobody configured, and its
 * answer was taken as the model's (the key was dropped on the way, as fetch
 * drops it across origins). memkeep sends memory only to the base URL it was
 * given: a redirect is a model error (exit 3) that says where it pointed,
 * nothing is sent there, nothing trimmed.
 */
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { entries, gc, store } from '../helpers/distil-store.js';
import { type ModelServer, report, startModelServer } from '../helpers/model-server.js';

let servers: { close(): unknown }[] = [];
afterEach(async () => {
  await Promise.all(servers.map((s) => s.close()));
  servers = [];
});

it('a redirect to another host: exit 3 naming it, nothing sent there, nothing trimmed', async () => {
  // The other host answers as a model would.
  const other: ModelServer = await startModelServer({ content: report('Elsewhere.') });
  servers.push(other);
  const target = new URL(other.url.replace('127.0.0.1', 'localhost'));
  const redirector: Server = createServer((req, res) => {
    res.statusCode = 307;
    res.setHeader('location', `${target.origin}${req.url}`);
    res.end();
  });
  await new Promise<void>((ok) => redirector.listen(0, '127.0.0.1', ok));
  servers.push({ close: () => new Promise((ok) => redirector.close(ok)) });
  const url = `http://127.0.0.1:${(redirector.address() as AddressInfo).port}/v1`;
  const root = await store();
  const r = await gc(root, { url } as ModelServer);
  expect(r.code, r.err).toBe(3);
  expect(r.err).toMatch(/redirect/);
  expect(r.err).toContain(`http://localhost:${target.port}`);
  expect(other.requests).toHaveLength(0);
  expect(await readFile(join(root, 'memory/a.md'), 'utf8')).toBe(entries());
});
