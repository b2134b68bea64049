/**
 * A small OpenAI-compatible chat-completions server on loopback for tests.
 * It records every request (path, headers, JSON body) and answers with what
 * the test sets: a reply text, an HTTP error status, or a delay.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  // biome-ignore lint/suspicious/noExplicitAny: the request body as sent, read field by field in tests.
  body: any;
}

export interface Reply {
  status?: number;
  content?: string;
  /** Milliseconds to wait before answering. */
  delayMs?: number;
  /** Raw JSON error body for status >= 400. */
  error?: unknown;
  /** Extra response headers (`retry-after`). */
  headers?: Record<string, string>;
  /** The choice's finish_reason (default `stop`; `length` is an answer cut at max_tokens). */
  finishReason?: string;
  /** A 200 answer with an empty `choices` array. */
  noChoices?: boolean;
  /** A whole 200 body instead of the usual one (`{ choices: [] }`). */
  body?: unknown;
  /** A body sent as it is, in these pieces (one write each), with `headers`: HTML, gzip, an event stream. */
  raw?: readonly (string | Buffer)[];
  /** Milliseconds between two pieces of `raw` (a body that drips in). */
  dripMs?: number;
}

/**
 * An analysis as axe's prompt asks for it: the three headings, `patterns`
 * under the first. memkeep refuses an answer without them (exit 3).
 */
export function report(patterns: string): string {
  return `## Patterns Found\n${patterns}\n\n## Repeated Work\nNo repeated work detected.\n\n## Recommendations\nNo specific recommendations.`;
}

/**
 * Tests that script the analysis answer every call with it; the distil
 * call (its own JSON answer, tested in test/gc/distil.test.ts) then gets
 * no operations instead of an analysis it would refuse.
 */
const NO_OPERATIONS = '{"operations":[]}';

function distilCall(req: RecordedRequest): boolean {
  return req.body?.response_format?.json_schema?.name === 'knowledge_operations';
}

function isReport(content: string | undefined): boolean {
  return content?.startsWith('## Patterns Found') === true;
}

export interface ModelServer {
  /** Base URL including /v1, for MEMKEEP_<PROVIDER>_BASE_URL. */
  url: string;
  requests: RecordedRequest[];
  /** What the next requests get; a function sees the request. */
  reply: Reply | ((req: RecordedRequest) => Reply);
  close(): Promise<void>;
}

export async function startModelServer(reply: ModelServer['reply'] = { content: 'ok' }): Promise<ModelServer> {
  const requests: RecordedRequest[] = [];
  const state = { reply };
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const recorded: RecordedRequest = {
      method: req.method ?? '',
      path: req.url ?? '',
      headers: req.headers,
      body: text ? JSON.parse(text) : undefined,
    };
    requests.push(recorded);
    const asked = typeof state.reply === 'function' ? state.reply(recorded) : state.reply;
    const r = distilCall(recorded) && isReport(asked.content) ? { ...asked, content: NO_OPERATIONS } : asked;
    if (r.delayMs) await new Promise((ok) => setTimeout(ok, r.delayMs));
    if (res.destroyed) return;
    const status = r.status ?? 200;
    res.setHeader('content-type', 'application/json');
    for (const [name, value] of Object.entries(r.headers ?? {})) res.setHeader(name, value);
    if (status >= 400) {
      res.statusCode = status;
      res.end(JSON.stringify(r.error ?? { error: { message: `test server says ${status}`, type: 'test_error' } }));
      return;
    }
    if (r.raw) {
      if (!r.headers?.['content-type']) res.removeHeader('content-type');
      for (const [i, piece] of r.raw.entries()) {
        if (i > 0 && r.dripMs) await new Promise((ok) => setTimeout(ok, r.dripMs));
        if (res.destroyed) return;
        await new Promise((ok) => res.write(piece, ok));
      }
      res.end();
      return;
    }
    if (r.body !== undefined) {
      res.end(JSON.stringify(r.body));
      return;
    }
    res.end(
      JSON.stringify({
        id: `chatcmpl-${requests.length}`,
        object: 'chat.completion',
        created: 1_700_000_000,
        model: recorded.body?.model ?? 'unknown',
        choices: r.noChoices
          ? []
          : [
              {
                index: 0,
                finish_reason: r.finishReason ?? 'stop',
                message: { role: 'assistant', content: r.content ?? '' },
              },
            ],
        usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
      }),
    );
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  const handle: ModelServer = {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    get reply() {
      return state.reply;
    },
    set reply(r) {
      state.reply = r;
    },
    close: () =>
      new Promise<void>((ok) => {
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
  return handle;
}
