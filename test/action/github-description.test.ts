/**
 * The GitHub fake checks what it is sent against GitHub's REST description
 * (test/fixtures/github-openapi), as the outside testers' fake does: a
 * request the description refuses gets GitHub's answer (404, 422) and is
 * recorded, and close() then fails the test. Here over plain HTTP, each
 * kind of mistake once.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type GitHubServer, startGitHubServer } from '../helpers/github-server.js';

let github: GitHubServer;
beforeEach(async () => {
  github = await startGitHubServer();
  github.pulls.push({
    number: 1,
    head: 'memkeep/gc',
    base: 'main',
    title: 't',
    body: 'b',
    draft: false,
    state: 'open',
    labels: [],
    comments: [],
    reviewers: [],
    teamReviewers: [],
    assignees: [],
    merged: false,
  });
});
afterEach(async () => {
  // Each test below reads the violations it caused and clears them: the fake is under test, not memkeep.
  await github.close();
});

async function send(method: string, path: string, body?: unknown, contentType = 'application/json') {
  const res = await fetch(github.url + path, {
    method,
    headers: body === undefined ? {} : { 'content-type': contentType },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const violations = github.violations.splice(0);
  return { status: res.status, violations };
}

const repo = '/repos/acme/agents';

describe('what the description refuses', () => {
  it('a method and path it has no operation for: 404', async () => {
    expect(await send('GET', `${repo}/pulls/1/files`)).toEqual({
      status: 404,
      violations: [
        `GET ${repo}/pulls/1/files: no operation in GitHub's description has the path ${repo}/pulls/1/files`,
      ],
    });
    const del = await send('DELETE', `${repo}/pulls/1`);
    expect(del.status).toBe(404);
    expect(del.violations).toEqual([
      `DELETE ${repo}/pulls/1: /repos/{owner}/{repo}/pulls/{pull_number} has no DELETE operation in GitHub's description`,
    ]);
  });

  it('path and query parameters: type, enum, range, format, unknown, repeated', async () => {
    const cases: [string, RegExp][] = [
      [`${repo}/issues/abc/comments`, /path parameter issue_number="abc": issue_number must be integer/],
      [
        `${repo}/pulls?state=merged`,
        /query parameter state="merged": state must be equal to one of the allowed values/,
      ],
      [`${repo}/pulls?per_page=101`, /query parameter per_page="101": per_page must be <= 100/],
      [`${repo}/pulls?per_page=0`, /per_page must be >= 1/],
      [`${repo}/pulls?head=memkeep%2Fgc`, /query parameter head="memkeep\/gc": head must match pattern/],
      [`${repo}/pulls?label=memory`, /pulls\/list: label is not a query parameter of this operation/],
      [`${repo}/pulls?state=open&state=closed`, /state is given 2 times/],
    ];
    for (const [path, message] of cases) {
      const { status, violations } = await send('GET', path);
      expect(status, path).toBe(422);
      expect(violations, path).toEqual([expect.stringMatching(message)]);
    }
  });

  it('bodies: required fields, types, enums, lengths GitHub enforces, unknown fields, not JSON', async () => {
    const cases: [string, string, unknown, RegExp][] = [
      ['POST', `${repo}/pulls`, { head: 'memkeep/gc', title: 't' }, /body must have required property 'base'/],
      ['POST', `${repo}/pulls`, { head: 'h', base: 'main', draft: 'yes' }, /body\/draft must be boolean/],
      ['PATCH', `${repo}/pulls/1`, { state: 'merged' }, /body\/state must be equal to one of the allowed values/],
      ['PATCH', `${repo}/pulls/1`, { title: 'x'.repeat(257) }, /body\/title must NOT have more than 256 characters/],
      ['PATCH', `${repo}/pulls/1`, { body: 'x'.repeat(65_537) }, /body\/body must NOT have more than 65536 characters/],
      ['POST', `${repo}/issues/1/comments`, {}, /body must have required property 'body'/],
      ['POST', `${repo}/issues/1/labels`, { labels: 'memory' }, /body\/labels must be array/],
      ['POST', `${repo}/issues/1/labels`, { labels: [] }, /body\/labels must NOT have fewer than 1 items/],
      ['POST', `${repo}/pulls/1/requested_reviewers`, {}, /body must have required property 'reviewers'/],
      ['POST', `${repo}/pulls/1/requested_reviewers`, { team_reviewer: ['ops'] }, /body field team_reviewer/],
      ['PATCH', `${repo}/pulls/1`, { draft: true }, /body field draft is not in the description/],
      ['POST', `${repo}/issues/1/assignees`, { assignees: [7] }, /body\/assignees\/0 must be string/],
      ['POST', `${repo}/issues/1/comments`, '{"body":', /the body is not JSON/],
    ];
    for (const [method, path, body, message] of cases) {
      const { status, violations } = await send(method, path, body);
      expect(status, `${method} ${path} ${JSON.stringify(body)}`).toBe(422);
      expect(violations.join('\n'), `${method} ${path}`).toMatch(message);
    }
    const form = await send('POST', `${repo}/issues/1/comments`, 'body=hi', 'application/x-www-form-urlencoded');
    expect(form.violations).toEqual([expect.stringMatching(/content-type is application\/x-www-form-urlencoded/)]);
  });

  it('a GraphQL call without a query, or with fields GitHub does not take', async () => {
    expect((await send('POST', '/graphql', { variables: { id: 'PR_node1' } })).violations).toEqual([
      'POST /graphql: graphql: the body has no query',
    ]);
    expect((await send('POST', '/graphql', { query: '{ viewer { login } }', vars: {} })).violations).toEqual([
      'POST /graphql: graphql: unknown field vars',
    ]);
  });
});

describe('what it accepts', () => {
  it('the requests memkeep sends, answered with the success status the description gives', async () => {
    const ok: [string, string, unknown, number][] = [
      [
        'GET',
        `${repo}/pulls?state=closed&head=acme%3Amemkeep%2Fgc&sort=updated&direction=desc&per_page=10`,
        undefined,
        200,
      ],
      ['PATCH', `${repo}/pulls/1`, { title: 'x'.repeat(256), body: 'y'.repeat(65_536) }, 200],
      ['POST', `${repo}/issues/1/labels`, { labels: ['memory'] }, 200],
      ['POST', `${repo}/pulls/1/requested_reviewers`, { reviewers: [], team_reviewers: ['ops'] }, 201],
      ['POST', `${repo}/issues/1/assignees`, { assignees: ['octocat'] }, 201],
      ['GET', `${repo}/issues/1/comments?per_page=100`, undefined, 200],
      ['POST', `${repo}/issues/1/comments`, { body: 'hi' }, 201],
      ['POST', `${repo}/pulls`, { head: 'other', base: 'main', title: 't', body: 'b', draft: true }, 201],
    ];
    for (const [method, path, body, status] of ok)
      expect(await send(method, path, body), `${method} ${path}`).toEqual({ status, violations: [] });
  });
});

it('close() fails the test when a violation is left, after stopping the server', async () => {
  const other = await startGitHubServer();
  await fetch(`${other.url}${repo}/pulls?per_page=500`);
  await expect(other.close()).rejects.toThrow(
    /GitHub's REST description refuses what was sent to the fake:\n- GET \/repos\/acme\/agents\/pulls\?per_page=500: pulls\/list: query parameter per_page="500"/,
  );
  await expect(fetch(`${other.url}${repo}/pulls`)).rejects.toThrow();
});
