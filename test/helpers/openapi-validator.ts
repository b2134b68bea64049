/**
 * A request checked against GitHub's REST description (the subset in
 * test/fixtures/github-openapi): which operation its method and path are,
 * and what of its path parameters, query and JSON body the description
 * refuses. Outside testers validate memkeep's requests this way; a request
 * that passes here is one GitHub's schema accepts.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';

const SUBSET = fileURLToPath(new URL('../fixtures/github-openapi/rest-subset.json', import.meta.url));

type Schema = Record<string, unknown>;

interface Parameter {
  name: string;
  in: 'path' | 'query';
  required?: boolean;
  schema: Schema;
}

export interface Operation {
  id: string;
  method: string;
  template: string;
  /** The status GitHub answers the operation with when it succeeds. */
  success: number;
}

interface Compiled extends Operation {
  pattern: RegExp;
  pathNames: string[];
  params: Map<string, { param: Parameter; valid: ValidateFunction }>;
  body?: { required: boolean; valid: ValidateFunction; fields?: Set<string> };
}

export interface IncomingRequest {
  method: string;
  url: URL;
  contentType?: string;
  /** The raw body; empty when there is none. */
  body: string;
}

export interface Checked {
  operation?: Operation;
  // biome-ignore lint/suspicious/noExplicitAny: a JSON body as sent, read field by field by the fake.
  body?: any;
  violations: string[];
}

/** The checker for every operation of the subset. */
export function githubRequestChecker(file = SUBSET): (req: IncomingRequest) => Checked {
  const description = JSON.parse(readFileSync(file, 'utf8'));
  // OpenAPI 3.0 schemas carry keywords JSON Schema lacks (x-memkeep-limit, example) and formats
  // of GitHub's own (repo.nwo, int64): not what a request is checked for.
  const ajv = new Ajv({ allErrors: true, strict: false, validateFormats: false });
  const operations = compile(description, ajv);
  return (req) => check(operations, ajv, req);
}

function compile(description: Schema, ajv: Ajv): Compiled[] {
  const components = (description.components as { parameters: Record<string, Parameter> }).parameters;
  const resolve = (p: Parameter | { $ref: string }): Parameter =>
    '$ref' in p ? components[p.$ref.replace('#/components/parameters/', '')] : p;
  const compiled: Compiled[] = [];
  for (const [template, methods] of Object.entries(description.paths as Record<string, Record<string, Schema>>)) {
    const pathNames = [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
    const pattern = new RegExp(`^${template.replace(/\{\w+\}/g, '([^/]+)')}$`);
    for (const [method, op] of Object.entries(methods)) {
      const params = new Map(
        ((op.parameters ?? []) as Parameter[])
          .map(resolve)
          .map((param) => [param.name, { param, valid: ajv.compile(param.schema) }]),
      );
      const requestBody = op.requestBody as
        | { required?: boolean; content: Record<string, { schema: Schema }> }
        | undefined;
      const schema = requestBody?.content['application/json']?.schema;
      compiled.push({
        id: op.operationId as string,
        method: method.toUpperCase(),
        template,
        success: Number(Object.keys(op.responses as Schema).find((s) => /^2\d\d$/.test(s))),
        pattern,
        pathNames,
        params,
        body: schema && {
          required: requestBody?.required === true,
          valid: ajv.compile(schema),
          fields: fields(schema),
        },
      });
    }
  }
  return compiled;
}

/** The top-level fields an object body may have, over every branch; undefined when the schema names none. */
function fields(schema: Schema): Set<string> | undefined {
  const branches = [schema, ...((schema.oneOf ?? schema.anyOf ?? []) as Schema[])];
  const names = branches.flatMap((b) => Object.keys((b.properties ?? {}) as Schema));
  return names.length ? new Set(names) : undefined;
}

function check(operations: Compiled[], ajv: Ajv, req: IncomingRequest): Checked {
  const path = req.url.pathname;
  const matching = operations.filter((o) => o.pattern.test(path));
  if (!matching.length) return { violations: [`no operation in GitHub's description has the path ${path}`] };
  const op = matching.find((o) => o.method === req.method);
  if (!op) return { violations: [`${matching[0].template} has no ${req.method} operation in GitHub's description`] };

  const violations: string[] = [];
  const segments = op.pattern.exec(path)?.slice(1) ?? [];
  op.pathNames.forEach((name, i) => {
    violations.push(...value(op, ajv, 'path', name, [decodeURIComponent(segments[i])]));
  });
  const query = req.url.searchParams;
  for (const name of new Set(query.keys())) violations.push(...value(op, ajv, 'query', name, query.getAll(name)));
  for (const { param } of op.params.values())
    if (param.in === 'query' && param.required && !query.has(param.name))
      violations.push(`the query parameter ${param.name} is required`);

  const { body, problems } = parseBody(op, ajv, req);
  violations.push(...problems);
  return { operation: op, body, violations: violations.map((v) => `${op.id}: ${v}`) };
}

/** One path or query parameter's values against its schema. */
function value(op: Compiled, ajv: Ajv, where: 'path' | 'query', name: string, values: string[]): string[] {
  const declared = op.params.get(name);
  if (!declared || declared.param.in !== where) return [`${name} is not a ${where} parameter of this operation`];
  const { param, valid } = declared;
  if (values.length > 1 && param.schema.type !== 'array') return [`${name} is given ${values.length} times`];
  const coerced = coerce(param.schema.type, values[0]);
  if (valid(coerced)) return [];
  return [
    `${where} parameter ${name}=${JSON.stringify(values[0])}: ${ajv.errorsText(valid.errors, { dataVar: name })}`,
  ];
}

/** A parameter's text as the type its schema names, when it reads as one; else the text, for the schema to refuse. */
function coerce(type: unknown, text: string): unknown {
  if ((type === 'integer' && /^-?\d+$/.test(text)) || (type === 'number' && /^-?\d+(\.\d+)?$/.test(text)))
    return Number(text);
  if (type === 'boolean' && (text === 'true' || text === 'false')) return text === 'true';
  return text;
}

// biome-ignore lint/suspicious/noExplicitAny: a JSON body as sent.
function parseBody(op: Compiled, ajv: Ajv, req: IncomingRequest): { body?: any; problems: string[] } {
  if (!req.body) return { problems: op.body?.required ? ['the request body is required'] : [] };
  if (!op.body) return { problems: ['this operation takes no request body'] };
  if (!/^application\/json\b/.test(req.contentType ?? ''))
    return { problems: [`the body's content-type is ${req.contentType ?? 'missing'}, not application/json`] };
  // biome-ignore lint/suspicious/noExplicitAny: a JSON body as sent.
  let body: any;
  try {
    body = JSON.parse(req.body);
  } catch {
    return { problems: ['the body is not JSON'] };
  }
  const problems = op.body.valid(body) ? [] : [errors(ajv, op.body.valid.errors)];
  // GitHub ignores a field it does not know: a misspelt one would be dropped without a word.
  if (op.body.fields && body && typeof body === 'object' && !Array.isArray(body))
    for (const key of Object.keys(body))
      if (!op.body.fields.has(key)) problems.push(`body field ${key} is not in the description (GitHub ignores it)`);
  return { body, problems };
}

function errors(ajv: Ajv, list: ErrorObject[] | null | undefined): string {
  return ajv.errorsText(list, { dataVar: 'body', separator: '; ' });
}
