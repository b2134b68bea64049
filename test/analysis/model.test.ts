/**
 * The model client's retries (issue 17, item 16) against a real loopback
 * server: a 429 or 5xx is retried after the server's Retry-After, the count
 * is returned, and the timeout bounds the waiting.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { complete, type Endpoint } from '../../src/analysis/model-client.js';
import { MemkeepError } from '../../src/errors.js';
import { type ModelServer, startModelServer } from '../helpers/model-server.js';

let server: ModelServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

function endpoint(url: string): Endpoint {
  return { provider: 'test', model: 'm', baseURL: url, needsKey: false, baseUrlExplicit: true };
}

/** Answers with `first` for the first `n` requests, then with "ok". */
function failing(n: number, first: { status: number; headers?: Record<string, string> }) {
  let calls = 0;
  return () => (calls++ < n ? first : { content: 'ok' });
}

/** The MemkeepError a call rejects with. */
async function rejection(p: Promise<unknown>): Promise<MemkeepError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(MemkeepError);
  return err as MemkeepError;
}

describe('complete: retries', () => {
  it('retries a 429 after its Retry-After and says it retried', async () => {
    server = await startModelServer(failing(1, { status: 429, headers: { 'retry-after': '1' } }));
    const reply = await complete(endpoint(server.url), 'system', 'user', 30_000);
    expect(reply).toEqual({ text: 'ok', retries: 1, choices: 1, finishReason: 'stop' });
    expect(server.requests).toHaveLength(2);
  });

  it('retries 5xx answers with backoff when there is no Retry-After', async () => {
    server = await startModelServer(failing(2, { status: 503, headers: { 'retry-after-ms': '10' } }));
    expect(await complete(endpoint(server.url), 's', 'u', 30_000)).toEqual({
      text: 'ok',
      retries: 2,
      choices: 1,
      finishReason: 'stop',
    });
    await server.close();
    server = await startModelServer(failing(1, { status: 500 }));
    expect(await complete(endpoint(server.url), 's', 'u', 30_000)).toEqual({
      text: 'ok',
      retries: 1,
      choices: 1,
      finishReason: 'stop',
    });
  });

  it('does not start a wait that would end after the timeout: exit 3 at once', async () => {
    server = await startModelServer(failing(1, { status: 429, headers: { 'retry-after': '3600' } }));
    const err = await rejection(complete(endpoint(server.url), 's', 'u', 5_000));
    expect(err.code).toBe(3);
    expect(err.message).toContain('HTTP 429');
    expect(server.requests).toHaveLength(1);
  });

  it('gives up after the last retry, saying how many it made', async () => {
    server = await startModelServer({ status: 502, headers: { 'retry-after': '0' } });
    const err = await rejection(complete(endpoint(server.url), 's', 'u', 30_000));
    expect(err.code).toBe(3);
    expect(err.message).toContain('(after 4 retries)');
    expect(server.requests).toHaveLength(5);
  });

  it('never retries a request the server calls wrong (400, 401, 404)', async () => {
    for (const status of [400, 401, 404]) {
      server = await startModelServer({ status, headers: { 'retry-after': '0' } });
      await rejection(complete(endpoint(server.url), 's', 'u', 30_000));
      expect(server.requests).toHaveLength(1);
      await server.close();
      server = undefined;
    }
  });
});
