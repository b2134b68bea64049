/**
 * A small GitHub REST server on loopback: just the pull request, label,
 * reviewer, assignee and comment endpoints the Action uses and the one
 * GraphQL mutation it sends (convertPullRequestToDraft), with pull
 * requests kept in memory. Every request is checked against GitHub's REST
 * description (openapi-validator.ts) as outside testers check it: what the
 * description refuses is answered as GitHub would (404, 422) and recorded,
 * and close() fails the test that sent it.
 */
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Checked, githubRequestChecker, type Operation } from './openapi-validator.js';

export interface Pull {
  number: number;
  head: string;
  base: string;
  title: string;
  body: string;
  draft: boolean;
  state: 'open' | 'closed';
  labels: string[];
  comments: string[];
  reviewers: string[];
  teamReviewers: string[];
  assignees: string[];
  merged: boolean;
}

export interface GitHubServer {
  url: string;
  pulls: Pull[];
  // biome-ignore lint/suspicious/noExplicitAny: request bodies as the client sent them, read field by field in tests.
  requests: { method: string; path: string; body: any; auth?: string }[];
  /** Answer pull creation with GitHub's "not permitted" 403. */
  forbidCreate: boolean;
  /** Labels the repository has; when set, adding another one is refused as a GITHUB_TOKEN without issues: write is. */
  existingLabels?: string[];
  /** Bases a pull request may not be moved to: GitHub's 422 (the base branch is gone, or has no commits in common). */
  refuseBases?: string[];
  /** Answer every request with this status and message (a token without permission, a bad token). */
  refuse?: { status: number; message: string };
  /** What GitHub's description refuses in the requests so far, and the fake's own answers that differ from it. */
  violations: string[];
  /** Stops the server; rejects when there are violations, so the test that caused them fails. */
  close(): Promise<void>;
}

export async function startGitHubServer(owner = 'acme', repo = 'agents'): Promise<GitHubServer> {
  const handle: GitHubServer = {
    url: '',
    pulls: [],
    requests: [],
    forbidCreate: false,
    violations: [],
    close: async () => undefined,
  };
  const prefix = `/repos/${owner}/${repo}`;
  const check = githubRequestChecker();
  // A success status other than the description's is the fake's own mistake, recorded as one.
  const send = (
    res: ServerResponse,
    status: number,
    body: unknown,
    where: string,
    op?: Operation,
    headers: Record<string, string> = {},
  ) => {
    if (op && status < 300 && status !== op.success)
      handle.violations.push(`${where}: the fake answered ${status} where GitHub answers ${op.success}`);
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  };
  const view = (p: Pull) => ({
    number: p.number,
    node_id: `PR_node${p.number}`,
    state: p.state,
    title: p.title,
    body: p.body,
    draft: p.draft,
    merged_at: p.merged ? '2026-01-01T00:00:00Z' : null,
    html_url: `https://github.example/${owner}/${repo}/pull/${p.number}`,
    head: { ref: p.head, label: `${owner}:${p.head}` },
    base: { ref: p.base },
  });
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const url = new URL(req.url ?? '/', 'http://x');
    const path = url.pathname;
    const where = `${req.method} ${path}${url.search}`;
    const raw = Buffer.concat(chunks).toString('utf8');
    const checked =
      req.method === 'POST' && path === '/graphql'
        ? graphqlRequest(raw)
        : check({ method: req.method ?? '', url, contentType: req.headers['content-type'], body: raw });
    const json = (r: ServerResponse, status: number, b: unknown, headers?: Record<string, string>) =>
      send(r, status, b, where, checked.operation, headers);
    handle.violations.push(...checked.violations.map((v) => `${where}: ${v}`));
    const body = checked.body;
    handle.requests.push({ method: req.method ?? '', path: path + url.search, body, auth: req.headers.authorization });
    if (!checked.operation && path !== '/graphql') return json(res, 404, { message: 'Not Found' });
    if (checked.violations.length) return json(res, 422, { message: 'Validation Failed', errors: checked.violations });
    if (handle.refuse) return json(res, handle.refuse.status, { message: handle.refuse.message });
    let m: RegExpExecArray | null;
    if (req.method === 'GET' && path === `${prefix}/pulls`) {
      const head = url.searchParams.get('head');
      const state = url.searchParams.get('state') ?? 'open';
      return json(
        res,
        200,
        handle.pulls
          .filter((p) => (state === 'all' || p.state === state) && (!head || `${owner}:${p.head}` === head))
          .reverse()
          .map(view),
      );
    }
    if (req.method === 'POST' && path === `${prefix}/pulls`) {
      if (handle.forbidCreate) {
        return json(res, 403, { message: 'GitHub Actions is not permitted to create or approve pull requests.' });
      }
      const p: Pull = {
        number: handle.pulls.length + 1,
        head: body.head,
        base: body.base,
        title: body.title,
        body: body.body,
        draft: Boolean(body.draft),
        state: 'open',
        labels: [],
        comments: [],
        reviewers: [],
        teamReviewers: [],
        assignees: [],
        merged: false,
      };
      handle.pulls.push(p);
      return json(res, 201, view(p));
    }
    if ((m = new RegExp(`^${prefix}/pulls/(\\d+)$`).exec(path)) && req.method === 'PATCH') {
      const p = handle.pulls.find((x) => x.number === Number(m![1]));
      if (!p) return json(res, 404, { message: 'Not Found' });
      if (body.base !== undefined && handle.refuseBases?.includes(body.base))
        return json(res, 422, {
          message: 'Validation Failed',
          errors: [{ resource: 'PullRequest', field: 'base', code: 'invalid' }],
        });
      Object.assign(p, {
        title: body.title ?? p.title,
        body: body.body ?? p.body,
        state: body.state ?? p.state,
        base: body.base ?? p.base,
      });
      return json(res, 200, view(p));
    }
    if ((m = new RegExp(`^${prefix}/pulls/(\\d+)/requested_reviewers$`).exec(path)) && req.method === 'POST') {
      const p = handle.pulls.find((x) => x.number === Number(m![1]));
      if (!p) return json(res, 404, { message: 'Not Found' });
      p.reviewers.push(...(body.reviewers ?? []));
      p.teamReviewers.push(...(body.team_reviewers ?? []));
      return json(res, 201, view(p));
    }
    if ((m = new RegExp(`^${prefix}/issues/(\\d+)/assignees$`).exec(path)) && req.method === 'POST') {
      const p = handle.pulls.find((x) => x.number === Number(m![1]));
      if (!p) return json(res, 404, { message: 'Not Found' });
      p.assignees.push(...body.assignees);
      return json(res, 201, { number: p.number });
    }
    if ((m = new RegExp(`^${prefix}/issues/(\\d+)/comments$`).exec(path)) && req.method === 'GET') {
      const p = handle.pulls.find((x) => x.number === Number(m![1]));
      if (!p) return json(res, 404, { message: 'Not Found' });
      // Pages as GitHub serves them: per_page (default 30) from page 1, the next page's address in Link.
      const size = Number(url.searchParams.get('per_page') ?? 30);
      const page = Number(url.searchParams.get('page') ?? 1);
      const all = p.comments.map((c, i) => ({ id: i + 1, body: c }));
      const next = new URL(`http://${req.headers.host}${path}`);
      next.searchParams.set('per_page', String(size));
      next.searchParams.set('page', String(page + 1));
      return json(
        res,
        200,
        all.slice((page - 1) * size, page * size),
        page * size < all.length ? { link: `<${next}>; rel="next"` } : {},
      );
    }
    if ((m = new RegExp(`^${prefix}/issues/(\\d+)/(labels|comments)$`).exec(path)) && req.method === 'POST') {
      const p = handle.pulls.find((x) => x.number === Number(m![1]));
      if (!p) return json(res, 404, { message: 'Not Found' });
      if (m[2] === 'labels') {
        if (handle.existingLabels && body.labels.some((l: string) => !handle.existingLabels!.includes(l)))
          return json(res, 403, { message: 'Resource not accessible by integration' });
        p.labels = [...new Set([...p.labels, ...body.labels])];
        return json(
          res,
          200,
          p.labels.map((name) => ({ name })),
        );
      }
      p.comments.push(body.body);
      return json(res, 201, { id: p.comments.length, body: body.body });
    }
    // GraphQL: only the mutation that turns a pull request back into a draft (REST cannot).
    if (req.method === 'POST' && path === '/graphql') {
      const id = body?.variables?.id;
      const p = handle.pulls.find((x) => `PR_node${x.number}` === id);
      if (!/convertPullRequestToDraft\(input: \{ pullRequestId: \$id \}\)/.test(body?.query ?? '') || !p)
        return json(res, 200, {
          data: null,
          errors: [{ type: 'NOT_FOUND', message: `Could not resolve to a node with the global id of '${id}'` }],
        });
      p.draft = true;
      return json(res, 200, { data: { convertPullRequestToDraft: { pullRequest: { isDraft: true } } } });
    }
    json(res, 404, { message: `no route for ${req.method} ${path}` });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  handle.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  handle.close = async () => {
    await new Promise<void>((ok) => {
      server.closeAllConnections();
      server.close(() => ok());
    });
    if (handle.violations.length)
      throw new Error(
        `GitHub's REST description refuses what was sent to the fake:\n${handle.violations.map((v) => `- ${v}`).join('\n')}`,
      );
  };
  return handle;
}

/**
 * A GraphQL call as GitHub's GraphQL endpoint takes it: a JSON object with
 * the query, and variables and an operation name if any (GitHub's docs,
 * "Forming calls with GraphQL"); the REST description does not cover it.
 */
function graphqlRequest(raw: string): Checked {
  // biome-ignore lint/suspicious/noExplicitAny: a JSON body as sent.
  let body: any;
  try {
    body = JSON.parse(raw);
  } catch {
    return { violations: ['graphql: the body is not JSON'] };
  }
  const violations: string[] = [];
  if (typeof body?.query !== 'string') violations.push('graphql: the body has no query');
  if (body?.variables !== undefined && (typeof body.variables !== 'object' || Array.isArray(body.variables)))
    violations.push('graphql: variables is not an object');
  for (const key of Object.keys(body ?? {}))
    if (!['query', 'variables', 'operationName'].includes(key)) violations.push(`graphql: unknown field ${key}`);
  return { body, violations };
}
